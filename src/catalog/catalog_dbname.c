/* Databases as plansql names them (catalog_dbname.h).  A name is shown
 * in a diagnostic only when it cannot hold a password: a SQLite path,
 * or a scheme alone. */
#define _POSIX_C_SOURCE 200809L /* stat */
#include "catalog/catalog_dbname.h"

#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "catalog/catalog_attach.h"
#include "catalog/catalog_duckdb.h"
#include "catalog/catalog_mysql_url.h"
#include "common/strbuf.h"

static const char forms[] =
    "give sqlite:PATH for a SQLite file, a postgresql://USER@HOST/DATABASE "
    "(or postgres://) URI, postgresql: alone for the PG* environment "
    "variables, mysql://USER@HOST/DATABASE (or mariadb://), or "
    "duckdb:PATH for a DuckDB file (duckdb: alone for one in memory)";

static bool starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

enum catalog_db_kind catalog_db_kind(const char *database)
{
	if (!database)
		return CATALOG_DB_NONE;
	if (starts_with(database, "sqlite:"))
		return CATALOG_DB_SQLITE;
	if (starts_with(database, "postgresql:") ||
	    starts_with(database, "postgres:"))
		return CATALOG_DB_POSTGRES;
	if (catalog_mysql_url_is(database))
		return CATALOG_DB_MYSQL;
	if (starts_with(database, "duckdb:"))
		return CATALOG_DB_DUCKDB;
	return CATALOG_DB_NONE;
}

const char *catalog_db_target(const char *database)
{
	if (catalog_db_kind(database) == CATALOG_DB_SQLITE)
		return database + strlen("sqlite:");
	if (catalog_db_kind(database) == CATALOG_DB_DUCKDB)
		return database + strlen("duckdb:");
	if (!strcmp(database, "postgresql:") || !strcmp(database, "postgres:"))
		return "";
	return database;
}

/* mysql://..., file:...: the length of the scheme a name starts with,
 * its colon included, or 0. */
static size_t scheme_length(const char *name)
{
	size_t n = 0;
	if (!isalpha((unsigned char)name[0]))
		return 0;
	while (isalnum((unsigned char)name[n]) ||
	       (name[n] && strchr("+.-", name[n])))
		n++;
	return name[n] == ':' && n > 1 ? n + 1 : 0;
}

/* user@host/db, host=... dbname=..., localhost:5432/db: a PostgreSQL
 * connection string without its scheme. */
static bool looks_like_postgres(const char *name)
{
	size_t scheme = scheme_length(name);
	if (scheme && !strncmp(name + scheme, "//", 2))
		return false;
	if (strchr(name, '@') || strchr(name, '='))
		return true;
	const char *colon = strchr(name, ':');
	if (!colon || colon == name || !isdigit((unsigned char)colon[1]))
		return false;
	const char *p = colon + 1;
	while (isdigit((unsigned char)*p))
		p++;
	return !*p || *p == '/';
}

static void report_unknown_kind(const char *name, diag_list *d)
{
	size_t scheme = scheme_length(name);
	plansql_diagnostic *e;
	if (!*name) {
		e = diag_error(d, "bad-database", "", "no database is named");
	} else if (looks_like_postgres(name)) {
		e = diag_error(d, "bad-database", "",
			       "the database's name has no scheme to say "
			       "which kind of database it is");
	} else if (scheme) { /* letters, digits and +.- only */
		char shown[64];
		size_t n = scheme < sizeof shown ? scheme : sizeof shown - 1;
		memcpy(shown, name, n);
		shown[n] = '\0';
		e = diag_error(d, "bad-database", "",
			       "plansql opens SQLite, PostgreSQL, MySQL, "
			       "MariaDB and DuckDB databases, not %N ones",
			       shown);
	} else { /* a path, most likely */
		e = diag_error(d, "bad-database", "",
			       "%N does not say which kind of database it is",
			       name);
		strbuf sb;
		strbuf_init(&sb, NULL, 0, 1 << 16);
		strbuf_puts(&sb, "for a SQLite file, name it sqlite:");
		diag_escape(&sb, name, 0);
		if (sb.error)
			d->out_of_memory = 1;
		else
			diag_hint(d, e, "%s", sb.text);
		strbuf_release(&sb);
		return;
	}
	diag_hint(d, e, "%s", forms);
}

/* Read-only opening never creates a file, but the engine's own words
 * for a missing file or a directory puzzle.  name: the attachment's, or
 * NULL for the database itself. */
static bool check_file(const char *path, const char *name,
		       enum catalog_db_kind kind, diag_list *d)
{
	const char *engine = kind == CATALOG_DB_DUCKDB ? "DuckDB" : "SQLite";
	struct stat st;
	char reason[128];
	int error = stat(path, &st) != 0 ? errno : 0;
	if (!error && !S_ISDIR(st.st_mode))
		return true;
	bool missing = error == ENOENT || error == ENOTDIR;
	const char *what = !error    ? "is a directory, not a database file"
			   : missing ? "does not exist"
				     : "cannot be read";
	plansql_diagnostic *e =
	    name ? diag_error(d, "bad-attachment", "",
			      "cannot attach %N: the file %N %s", name, path,
			      what)
		 : diag_error(d, "bad-database", "", "the %s file %N %s",
			      engine, path, what);
	if (missing)
		diag_hint(d, e, "give the path of an existing %s file",
			  name && kind == CATALOG_DB_DUCKDB
			      ? "DuckDB, Parquet, CSV or JSON"
			      : engine);
	else if (error && !strerror_r(error, reason, sizeof reason))
		diag_hint(d, e, "%s", reason); /* strerror is not thread-safe */
	return false;
}

static bool check_sqlite(const char *path, diag_list *d)
{
	if (*path)
		return check_file(path, NULL, CATALOG_DB_SQLITE, d);
	diag_hint(d,
		  diag_error(d, "bad-database", "",
			     "sqlite: is not followed by a path"),
		  "give sqlite:PATH, such as sqlite:demo.db");
	return false;
}

static bool check_duckdb(const char *path, diag_list *d)
{
	return catalog_duckdb_in_memory(path) ||
	       check_file(path, NULL, CATALOG_DB_DUCKDB, d);
}

static bool check_schemas(enum catalog_db_kind kind,
			  const plansql_load_options *options, diag_list *d)
{
	if (!options->schemas ||
	    (kind != CATALOG_DB_SQLITE && kind != CATALOG_DB_DUCKDB))
		return true;
	plansql_diagnostic *e =
	    diag_error(d, "schemas-need-postgresql", "",
		       "a list of schemas applies to a PostgreSQL, MySQL or "
		       "MariaDB database only");
	diag_hint(d, e, "leave the list of schemas out for %s",
		  kind == CATALOG_DB_DUCKDB ? "DuckDB" : "SQLite");
	return false;
}

/* The name read as a MySQL or MariaDB server's, without connecting. */
static bool check_mysql(const char *name, diag_list *d)
{
	struct mysql_url url;
	if (!catalog_mysql_url_parse(name, &url, d))
		return false;
	catalog_mysql_url_free(&url);
	return true;
}

/* Every name is checked before any file. */
static bool check_attachments(enum catalog_db_kind kind,
			      const plansql_load_options *options, diag_list *d)
{
	const plansql_attachment *a = options->attachments;
	size_t count = a ? options->attachment_count : 0;
	if (count && kind != CATALOG_DB_SQLITE && kind != CATALOG_DB_DUCKDB) {
		diag_hint(d,
			  diag_error(d, "attachments-need-sqlite", "",
				     "attached files apply to a SQLite or "
				     "DuckDB database only"),
			  "give sqlite:PATH or duckdb:PATH, or leave the "
			  "attachments out");
		return false;
	}
	for (size_t i = 0; i < count; i++) {
		const char *problem = catalog_attach_name_problem(a, i);
		if (!problem)
			continue;
		diag_hint(d,
			  diag_error(d, "bad-attachment", "",
				     "cannot attach %N: %s",
				     a[i].name ? a[i].name : "", problem),
			  "give each attached file a name of its own, other "
			  "than main and temp");
		return false;
	}
	for (size_t i = 0; i < count; i++)
		if (!check_file(a[i].path ? a[i].path : "",
				a[i].name ? a[i].name : "", kind, d))
			return false;
	return true;
}

bool catalog_db_check(const char *database, const plansql_load_options *options,
		      diag_list *d)
{
	enum catalog_db_kind kind = catalog_db_kind(database);
	if (kind == CATALOG_DB_NONE) {
		report_unknown_kind(database ? database : "", d);
		return false;
	}
	return check_schemas(kind, options, d) &&
	       check_attachments(kind, options, d) &&
	       (kind != CATALOG_DB_SQLITE ||
		check_sqlite(catalog_db_target(database), d)) &&
	       (kind != CATALOG_DB_MYSQL || check_mysql(database, d)) &&
	       (kind != CATALOG_DB_DUCKDB ||
		check_duckdb(catalog_db_target(database), d));
}
