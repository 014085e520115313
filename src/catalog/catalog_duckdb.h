/* DuckDB databases through libduckdb: "duckdb:PATH" opened read-only,
 * "duckdb:" or "duckdb::memory:" a new in-memory database.  Each file
 * attached (--attach NAME=PATH) is a table or a database: a Parquet, CSV
 * or JSON file a temporary view NAME over it (DuckDB reads such files as
 * tables), any other file a DuckDB database attached read-only as NAME.
 * Shared by the catalog reader and the engine that runs SQL, so that
 * both see the same tables under the same names. */
#ifndef PLANSQL_CATALOG_DUCKDB_H
#define PLANSQL_CATALOG_DUCKDB_H

#include <stdbool.h>

#include "catalog/catalog_libduckdb.h"
#include "common/strbuf.h"
#include "plansql.h"

struct catalog_duckdb {
	duckdb_database database;
	duckdb_connection connection;
};

/* Whether the target of a "duckdb:" name is an in-memory database. */
bool catalog_duckdb_in_memory(const char *path);

/* Loads libduckdb, opens path and attaches options' files; false after
 * putting the reason (the library's or the engine's message) in why,
 * with nothing left open. */
bool catalog_duckdb_open(struct catalog_duckdb *db, const char *path,
			 const plansql_load_options *options, strbuf *why);
void catalog_duckdb_close(struct catalog_duckdb *db);

#endif
