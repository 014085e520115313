/* Sample values of a catalog's short text columns, read from the
 * database for plansql ask's description of it. */
#ifndef PLANSQL_CLI_SAMPLES_H
#define PLANSQL_CLI_SAMPLES_H

#include <stdbool.h>

#include "database.h"
#include "plansql.h"

/* Fills the samples of the text columns of the tables marked in tables
 * (NULL: all) that have none yet: up to ASK_SAMPLES_SHOWN distinct
 * values from the first rows holding one.  A column with a value longer
 * than ASK_SAMPLE_CHARS characters is no short text column and gets
 * none.  Each read is a plan compiled by plansql; a table the database
 * refuses to read gets none, quietly.  False when out of memory. */
bool samples_read(struct database *db, plansql_catalog *catalog,
		  const bool *tables);

/* Fills the samples, the same way, of the text columns that a plan
 * compares with values or aggregates: those whose values decide how the
 * compiler compares them (catalog_values.h).  False when out of memory. */
bool samples_for_plan(struct database *db, plansql_catalog *catalog,
		      plansql_plan *plan);
/* The same for a plan's JSON text; a plan that cannot be read gets none
 * (compiling it says why). */
bool samples_for_plan_json(struct database *db, plansql_catalog *catalog,
			   const char *json, size_t len);

#endif
