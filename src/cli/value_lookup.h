/* The audit's lookup of text values (plansql_options.lookup_value) on
 * the database the command reads: the library's (plansql_db_lookup),
 * under Ctrl-C as the command's queries are.  Answers are kept, so a
 * session asks once per value. */
#ifndef PLANSQL_CLI_VALUE_LOOKUP_H
#define PLANSQL_CLI_VALUE_LOOKUP_H

#include "database.h"
#include "plansql.h"
#include "query.h"

struct value_lookup {
	struct database *db;
	plansql_db_lookup *lookup; /* made at the first value */
	struct query_watch watch;  /* during a lookup; its reads' context */
};

/* Asks db; options->lookup_value and lookup_context then use lookup,
 * which must outlive the compiles that use it and stay where it is
 * (its reads point at its watch); options NULL: set them yourself. */
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
