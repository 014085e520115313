/* The audit's lookup of text values (plansql_options.lookup_value) on
 * the database the command reads: whether a row holds a value as
 * written and, when none does, the column's values that equal it
 * ignoring case and surrounding spaces.  Two reads per value at most,
 * each bounded in rows and time (column_query.h); answers are kept, so
 * a session asks once per value. */
#ifndef PLANSQL_CLI_VALUE_LOOKUP_H
#define PLANSQL_CLI_VALUE_LOOKUP_H

#include <stddef.h>

#include "database.h"
#include "plansql.h"

struct value_answer;

struct value_lookup {
	struct database *db;
	struct value_answer *answers; /* kept, newest first */
	size_t count;
};

/* Asks db; options->lookup_value and lookup_context then use lookup,
 * which must outlive the compiles that use it (options NULL: set them
 * yourself). */
void value_lookup_init(struct value_lookup *lookup, struct database *db,
		       plansql_options *options);
/* plansql_options.lookup_value, with the struct value_lookup as its
 * context. */
plansql_value_found value_lookup_answer(void *lookup, const char *schema,
					const char *table, const char *column,
					const char *value,
					plansql_value_spellings *spellings);
void value_lookup_free(struct value_lookup *lookup);

#endif
