/* The words a question and a catalog are matched by (plansql ask):
 * lower-case words, identifiers split where their case changes and at
 * digits and separators ("BillingCountry" -> billing, country), English
 * plurals made singular, common words of questions dropped. */
#ifndef PLANSQL_ASK_TERMS_H
#define PLANSQL_ASK_TERMS_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"

struct ask_terms {
	const char **words; /* in the order met; repeats kept */
	size_t count, cap;
	arena *arena;
};

void ask_terms_init(struct ask_terms *terms, arena *a);
/* Appends the words of text; false when out of memory. */
bool ask_terms_add(struct ask_terms *terms, const char *text);
/* How many times word occurs. */
size_t ask_terms_count(const struct ask_terms *terms, const char *word);

#endif
