/* Databases as plansql names them: "sqlite:PATH", a PostgreSQL URI
 * ("postgresql://...", "postgres://...") or "postgresql:" alone for the
 * PG* environment variables, a MySQL or MariaDB server's
 * (catalog_mysql_url.h), or "duckdb:PATH" ("duckdb:" alone or
 * "duckdb::memory:" for a database in memory).  What can be said of a name without
 * connecting is said here once, for reading a catalog and for opening a
 * database to run on. */
#ifndef PLANSQL_CATALOG_DBNAME_H
#define PLANSQL_CATALOG_DBNAME_H

#include <stdbool.h>

#include "common/diag.h"
#include "plansql.h"

enum catalog_db_kind {
	CATALOG_DB_NONE,
	CATALOG_DB_SQLITE,
	CATALOG_DB_POSTGRES,
	CATALOG_DB_MYSQL,
	CATALOG_DB_DUCKDB
};

/* The kind of database the name's scheme gives. */
enum catalog_db_kind catalog_db_kind(const char *database);
/* The path of a "sqlite:" or "duckdb:" name, the libpq connection
 * string of a PostgreSQL one ("" for the environment), or the name
 * itself. */
const char *catalog_db_target(const char *database);
/* Whether database, with options (complete), can be opened as named: a
 * kind plansql opens; for SQLite and DuckDB a path to an existing file
 * that is no directory (or DuckDB's memory), and attachments with names
 * the engine takes and such files; no schemas for either.  Else false after reporting the first
 * problem to d. */
bool catalog_db_check(const char *database, const plansql_load_options *options,
		      diag_list *d);

#endif
