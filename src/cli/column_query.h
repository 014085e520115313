/* Reading one column of one table, for what the CLI learns of a
 * database's values (samples.c, value_lookup.c): a plan that plansql
 * itself compiles for the database, so names and values are quoted as
 * in any query, bounded in rows and time. */
#ifndef PLANSQL_CLI_COLUMN_QUERY_H
#define PLANSQL_CLI_COLUMN_QUERY_H

#include <stdbool.h>
#include <stddef.h>

#include "database.h"
#include "query.h"

/* Each read's time limit, in seconds. */
#define COLUMN_QUERY_SECONDS 2.0

/* Writes the filters of the read (array items) on column. */
typedef void (*column_filters)(plansql_json *w, const char *column,
			       const void *arg);

struct column_query {
	const char *schema; /* may be NULL */
	const char *table, *column;
	column_filters filters; /* may be NULL: none */
	const void *arg;
	bool distinct;
	size_t rows; /* at most */
};

/* One filter {"column", "op", "value"}; value NULL: none. */
void column_filter(plansql_json *w, const char *column, const char *op,
		   const char *value);

/* Runs the read into sink; how it ended, QUERY_FAILED also when it
 * could not be compiled, and *no_memory when out of memory. */
enum query_end column_query_run(struct database *db,
				const struct column_query *q,
				struct row_sink *sink, bool *no_memory);

#endif
