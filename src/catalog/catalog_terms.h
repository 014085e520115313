/* The words a question and a catalog are matched by (plansql ask's
 * choice of tables, the glossary, the names of personal data):
 * lower-case words, identifiers split where their case changes and at
 * digits and separators ("BillingCountry" -> billing, country), English
 * plurals made singular, common words of questions dropped. */
#ifndef PLANSQL_CATALOG_TERMS_H
#define PLANSQL_CATALOG_TERMS_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"

struct catalog_terms {
	const char **words; /* in the order met; repeats kept */
	size_t count, cap;
	arena *arena;
};

void catalog_terms_init(struct catalog_terms *terms, arena *a);
/* Appends the words of text; false when out of memory. */
bool catalog_terms_add(struct catalog_terms *terms, const char *text);
/* How many times word occurs. */
size_t catalog_terms_count(const struct catalog_terms *terms, const char *word);

#endif
