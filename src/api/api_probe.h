/* Probes: the small reads plansql makes of a database's values, for
 * sample values (api_samples.c) and the audit's value lookups
 * (api_lookup.c).  A probe reads one column of one table through a plan
 * plansql itself compiles for the database, so names and values are
 * quoted as in any query, bounded in rows and time. */
#ifndef PLANSQL_API_PROBE_H
#define PLANSQL_API_PROBE_H

#include <stdbool.h>
#include <stddef.h>

#include "plansql.h"

/* Writes the filters of the probe (array items) on column. */
typedef void (*api_probe_filters)(plansql_json *w, const char *column,
				  const void *arg);

struct api_probe {
	const char *schema; /* may be NULL */
	const char *table, *column;
	api_probe_filters filters; /* may be NULL: none */
	const void *arg;
	bool distinct;
	size_t rows; /* at most */
};

/* One filter {"column", "op", "value"}; value NULL: none. */
void api_probe_filter(plansql_json *w, const char *column, const char *op,
		      const char *value);
/* The filters of the column's values that are not NULL; with words (arg
 * not NULL), of those that hold no digit: the words a column of numbers
 * writes for no value, or that show it holds more than numbers. */
void api_probe_values(plansql_json *w, const char *column, const void *words);

/* The caller's options as this version's struct: fields past its size
 * keep their defaults (NULL: all defaults). */
plansql_probe_options api_probe_options(const plansql_probe_options *asked);

/* Runs the probe, its rows to handler, whose waiting is replaced by the
 * options' (handler->context is passed to columns and row only).  How
 * it ended; PLANSQL_RUN_FAILED also when it could not be compiled, and
 * then *no_memory when memory ran out. */
plansql_run_end api_probe_run(plansql_db *db, const struct api_probe *probe,
			      const plansql_probe_options *options,
			      const plansql_run_handler *handler,
			      bool *no_memory);

#endif
