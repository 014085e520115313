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

#endif
