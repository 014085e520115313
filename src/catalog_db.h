/* Catalogs read from live databases.  Each loader describes the database
 * in the JSON catalog format (a json-c tree), so that catalog_read's
 * checks apply to every catalog, wherever it comes from. */
#ifndef PLANSQL_CATALOG_DB_H
#define PLANSQL_CATALOG_DB_H

#include <json-c/json.h>

#include "catalog.h"
#include "diag.h"

/* NULL after reporting why to d. */
json_object *catalog_json_from_sqlite(const char *path, diag_list *d);
json_object *catalog_json_from_postgres(const char *conninfo, diag_list *d);

/* The catalog model written back in the JSON catalog format. */
json_object *catalog_to_json(const plansql_catalog *catalog);

#endif
