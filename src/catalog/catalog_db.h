/* Catalogs read from live databases.  Each loader builds the catalog
 * model directly, through a builder that applies catalog_read's checks
 * and reports its problems at the JSON Pointers the same catalog would
 * have in the JSON catalog format, so every catalog is checked alike,
 * wherever it comes from. */
#ifndef PLANSQL_CATALOG_DB_H
#define PLANSQL_CATALOG_DB_H

#include <stdbool.h>

#include "catalog/catalog.h"
#include "common/diag.h"

/* The loaders take options complete to this version's size (see
 * plansql_catalog_load, which checks and copies the caller's). */

/* A SQLite file, with options->attachments (names checked before) and
 * options->connect_timeout_ms as its busy timeout; NULL after reporting
 * why to d. */
plansql_catalog *catalog_from_sqlite(const char *path,
				     const plansql_load_options *options,
				     diag_list *d);
/* options->schemas: a comma-separated list of the schemas to read; NULL:
 * every schema the role may use but the system's.  conninfo is expanded
 * by libpq as a connection string or URI, and options->connect_timeout_ms
 * given beside it as the connect_timeout keyword. */
plansql_catalog *catalog_from_postgres(const char *conninfo,
				       const plansql_load_options *options,
				       diag_list *d);

/* A MySQL or MariaDB server named as catalog_mysql_url.h says: the
 * tables of every database the user may read, each database a schema,
 * read by the mysql dialect's catalog query. */
plansql_catalog *catalog_from_mysql(const char *name,
				    const plansql_load_options *options,
				    diag_list *d);

/* A DuckDB database (catalog_duckdb.h): the tables and views of its
 * schemas, those of the databases and files attached, read by the
 * duckdb dialect's catalog query. */
plansql_catalog *catalog_from_duckdb(const char *path,
				     const plansql_load_options *options,
				     diag_list *d);

/* The catalog of database ("sqlite:PATH", a PostgreSQL URI,
 * "postgresql:" alone, a MySQL or MariaDB URL, or "duckdb:PATH"); NULL after reporting why to d: a list of schemas
 * given to SQLite, attachments given to PostgreSQL or a bad attachment
 * name are errors. */
plansql_catalog *catalog_load(const char *database,
			      const plansql_load_options *options,
			      diag_list *d);

/* options->connect_timeout_ms, or the default 10 s when it is not
 * positive, at most 2^31 - 1 (SQLite's int). */
long catalog_load_timeout_ms(const plansql_load_options *options);

/* Reports that a database's catalog cannot be read: what says which kind
 * of database, path (NULL: none) which one, and reason is the engine's
 * own message; path and reason are shown in full, escaped. */
void catalog_unreadable(diag_list *d, const char *what, const char *path,
			const char *reason);

/* The catalog model written back in the JSON catalog format, pretty,
 * ending with a newline, with the inferred keys among the foreign keys
 * when asked; malloc'd, NULL when out of memory. */
char *catalog_json_text(const plansql_catalog *catalog, bool with_inferred);

/* A catalog under construction (catalog_build.c).  A problem with what
 * the database says (an empty name, text that is not UTF-8) is reported
 * to d and the loader goes on, so that every problem is reported, as
 * catalog_read reports them; finishing then gives NULL.  A step returns
 * false (or -1) only when memory runs out: the loader stops. */
typedef struct catalog_builder {
	plansql_catalog *catalog;
	diag_list *d;
	bool failed;	/* a problem was reported */
	bool exhausted; /* out of memory */
} catalog_builder;

bool catalog_build_start(catalog_builder *b, diag_list *d);
/* A table with no columns and no keys yet, and its index; schema,
 * description and kind may be NULL (none). */
long catalog_build_table(catalog_builder *b, const char *name,
			 const char *schema, const char *description,
			 const char *kind);
/* data_type NULL or "" means no declared type. */
bool catalog_build_column(catalog_builder *b, size_t table, const char *name,
			  const char *data_type, bool nullable);
/* The table's kind ("table", "view"); NULL: none. */
bool catalog_build_kind(catalog_builder *b, size_t table, const char *kind);
/* The description (NULL: none) and sample values of the table's last
 * column, which must exist. */
bool catalog_build_column_description(catalog_builder *b, size_t table,
				      const char *description);
bool catalog_build_samples(catalog_builder *b, size_t table,
			   const char *const *values, size_t count);
/* Marks a column of the table, added before, as part of its primary key. */
bool catalog_build_primary_key(catalog_builder *b, size_t table,
			       const char *column);
bool catalog_build_foreign_key(catalog_builder *b, size_t table,
			       const char *column, const char *ref_table,
			       const char *ref_column);
/* The position (from 0) of the table's schema on the search path. */
void catalog_build_search_order(catalog_builder *b, size_t table,
				size_t position);
/* The schema of the key added last to table, kept when it is not the
 * table's own. */
bool catalog_build_foreign_key_schema(catalog_builder *b, size_t table,
				      const char *schema);
/* The same, kept whatever it is, as the JSON catalog keeps what it
 * says. */
bool catalog_build_foreign_key_schema_as_given(catalog_builder *b, size_t table,
					       const char *schema);
/* The catalog, indexed; NULL after a problem (reported). */
plansql_catalog *catalog_build_finish(catalog_builder *b);

#endif
