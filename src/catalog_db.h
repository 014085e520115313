/* Catalogs read from live databases.  Each loader describes the database
 * in the JSON catalog format (a json-c tree), so that catalog_read's
 * checks apply to every catalog, wherever it comes from. */
#ifndef PLANSQL_CATALOG_DB_H
#define PLANSQL_CATALOG_DB_H

#include <json-c/json.h>
#include <stdbool.h>

#include "catalog.h"
#include "diag.h"

/* NULL after reporting why to d. */
json_object *catalog_json_from_sqlite(const char *path, diag_list *d);
json_object *catalog_json_from_postgres(const char *conninfo, diag_list *d);

/* The catalog of database ("sqlite:PATH", a PostgreSQL URI, or
 * "postgresql:" alone), checked by catalog_read; NULL after reporting
 * why to d. */
plansql_catalog *catalog_load(const char *database, diag_list *d);

/* Reports that a database's catalog cannot be read: what says which kind
 * of database, path (NULL: none) which one, and reason is the engine's
 * own message; path and reason are shown in full, escaped. */
void catalog_unreadable(diag_list *d, const char *what, const char *path,
			const char *reason);

/* The catalog model written back in the JSON catalog format. */
json_object *catalog_to_json(const plansql_catalog *catalog);
/* Adds the catalog's inferred keys to tables, catalog_to_json's tree,
 * as foreign keys; false when out of memory. */
bool catalog_json_add_inferred(json_object *tables,
			       const plansql_catalog *catalog);

/* Building blocks of the JSON catalog format, shared by the loaders and
 * catalog_to_json.  Each returns NULL or false when out of memory.  A
 * table starts with no columns and no keys; description, schema and
 * kind may be NULL (left out). */
json_object *catalog_json_table(const char *name, const char *schema,
				const char *description, const char *kind);
/* data_type NULL or "" means no declared type (left out). */
bool catalog_json_add_column(json_object *table, const char *name,
			     const char *data_type, bool nullable);
/* Appends a column to metadata.primary_key: a name for one column, an
 * array for several. */
bool catalog_json_add_primary_key(json_object *table, const char *column);
bool catalog_json_add_foreign_key(json_object *table, const char *column,
				  const char *ref_table,
				  const char *ref_column);

#endif
