/* The library's hints speak of what a program gives the library (a
 * catalog, the model server's URL); the command says which of its
 * options give it, when it prints them. */
#ifndef PLANSQL_CLI_ADVICE_H
#define PLANSQL_CLI_ADVICE_H

#include "plansql.h"

/* hint with the command's options named after each phrase of the
 * library that they give, malloc'd (plansql_free); NULL when out of
 * memory or hint is NULL. */
char *advice_hint(const char *hint);
/* plansql_diagnostic_text of d with its hint so extended. */
char *advice_line(const plansql_diagnostic *d, const char *source_name);

#endif
