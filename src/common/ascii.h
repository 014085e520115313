/* ASCII case, the one way plansql folds it: names and keywords compare
 * so whatever the locale (strcasecmp and tolower follow it), and bytes
 * of other scripts stay as they are. */
#ifndef PLANSQL_ASCII_H
#define PLANSQL_ASCII_H

#include <stdbool.h>

static inline char ascii_lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* Whether a and b are equal but for the case of ASCII letters. */
bool ascii_equal_ci(const char *a, const char *b);

#endif
