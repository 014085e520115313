/* Sample values of a catalog's short text columns, read from the
 * database for plansql ask's description of it. */
#ifndef PLANSQL_CLI_SAMPLES_H
#define PLANSQL_CLI_SAMPLES_H

#include <stdbool.h>

#include "database.h"
#include "plansql.h"

/* Fills the samples of the text columns of the tables marked in tables
 * (NULL: all) that have none yet (plansql_catalog_read_samples); a
 * Ctrl-C cancels the read running then.  False when out of memory. */
bool samples_read(struct database *db, plansql_catalog *catalog,
		  const bool *tables);

/* Fills the samples, the same way, of the text columns that a plan
 * compares with values or aggregates: those whose values decide how the
 * compiler compares them.  False when out of memory. */
bool samples_for_plan(struct database *db, plansql_catalog *catalog,
		      const plansql_plan *plan);
/* The same for a plan's JSON text; a plan that cannot be read gets none
 * (compiling it says why). */
bool samples_for_plan_json(struct database *db, plansql_catalog *catalog,
			   const char *json, size_t len);

#endif
