#include "database.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog_libpq.h"

struct database {
	const char *who;
	sqlite3 *sqlite;
	PGconn *postgres;
};

static bool is_postgres(const char *spec)
{
	return !strncmp(spec, "postgresql:", 11) ||
	       !strncmp(spec, "postgres:", 9);
}

bool database_spec_valid(const char *spec)
{
	return spec && (!strncmp(spec, "sqlite:", 7) || is_postgres(spec));
}

/* Every later statement of the session is read-only. */
static bool open_postgres(struct database *db, const char *spec)
{
	bool environment =
	    !strcmp(spec, "postgresql:") || !strcmp(spec, "postgres:");
	const char *why;
	if (!libpq_load(&why)) {
		fprintf(stderr, "%s: %s\n", db->who, why);
		return false;
	}
	db->postgres = PQconnectdb(environment ? "" : spec);
	bool ok = PQstatus(db->postgres) == CONNECTION_OK &&
		  PQsetClientEncoding(db->postgres, "UTF8") == 0;
	PGresult *res =
	    ok ? PQexec(db->postgres, "SET SESSION CHARACTERISTICS AS "
				      "TRANSACTION READ ONLY")
	       : NULL;
	ok = ok && PQresultStatus(res) == PGRES_COMMAND_OK;
	PQclear(res);
	if (!ok)
		fprintf(stderr, "%s: %s", db->who,
			PQerrorMessage(db->postgres));
	return ok;
}

static bool open_sqlite(struct database *db, const char *path)
{
	int rc = sqlite3_open_v2(path, &db->sqlite, SQLITE_OPEN_READONLY,
				 NULL);
	if (rc != SQLITE_OK)
		fprintf(stderr, "%s: sqlite:%s: %s\n", db->who, path,
			db->sqlite ? sqlite3_errmsg(db->sqlite)
				   : "cannot open");
	return rc == SQLITE_OK;
}

struct database *database_open(const char *spec, const char *who)
{
	struct database *db = calloc(1, sizeof *db);
	if (!db) {
		fprintf(stderr, "%s: out of memory\n", who);
		return NULL;
	}
	db->who = who;
	bool ok = is_postgres(spec) ? open_postgres(db, spec)
				    : open_sqlite(db, spec + 7);
	if (!ok) {
		database_close(db);
		return NULL;
	}
	return db;
}

plansql_dialect database_dialect(const struct database *db)
{
	return db->postgres ? PLANSQL_POSTGRES : PLANSQL_SQLITE;
}

/* ---- SQLite ---- */

static bool sqlite_names(sqlite3_stmt *stmt, struct rows *out)
{
	int n = sqlite3_column_count(stmt);
	bool ok = rows_init(out, (size_t)n);
	for (int i = 0; ok && i < n; i++)
		ok =
		    rows_set_name(out, (size_t)i, sqlite3_column_name(stmt, i));
	return ok;
}

static bool sqlite_rows(sqlite3_stmt *stmt, size_t max_rows, struct rows *out,
			bool *more)
{
	int n = sqlite3_column_count(stmt);
	const char **cells = calloc((size_t)n + 1, sizeof *cells);
	bool ok = cells && sqlite_names(stmt, out);
	int rc = SQLITE_ROW;
	while (ok && (rc = sqlite3_step(stmt)) == SQLITE_ROW) {
		if (max_rows && out->count == max_rows) {
			*more = true;
			break;
		}
		for (int i = 0; i < n; i++)
			cells[i] = (const char *)sqlite3_column_text(stmt, i);
		ok = rows_add(out, cells);
	}
	free(cells);
	return ok && (rc == SQLITE_DONE || *more);
}

static bool query_sqlite(struct database *db, const char *sql,
			 size_t max_rows, struct rows *out, bool *more)
{
	sqlite3_stmt *stmt = NULL;
	int rc = sqlite3_prepare_v2(db->sqlite, sql, -1, &stmt, NULL);
	bool ok = rc == SQLITE_OK && stmt &&
		  sqlite_rows(stmt, max_rows, out, more);
	if (!ok)
		fprintf(stderr, "%s: %s\n", db->who, sqlite3_errmsg(db->sqlite));
	sqlite3_finalize(stmt);
	return ok;
}

/* ---- PostgreSQL ---- */

static bool postgres_names(PGresult *res, struct rows *out)
{
	int n = PQnfields(res);
	bool ok = rows_init(out, (size_t)n);
	for (int i = 0; ok && i < n; i++)
		ok = rows_set_name(out, (size_t)i, PQfname(res, i));
	return ok;
}

static bool postgres_row(PGresult *res, struct rows *out)
{
	int n = PQnfields(res);
	const char **cells = calloc((size_t)n + 1, sizeof *cells);
	for (int i = 0; cells && i < n; i++)
		cells[i] = PQgetisnull(res, 0, i) ? NULL : PQgetvalue(res, 0, i);
	bool ok = cells && rows_add(out, cells);
	free(cells);
	return ok;
}

/* Once max_rows are in, the server is asked to stop. */
static void stop_query(PGconn *conn)
{
	PGcancel *cancel = PQgetCancel(conn);
	char why[256];
	if (cancel)
		PQcancel(cancel, why, sizeof why);
	PQfreeCancel(cancel);
}

/* Single-row mode, so that a preview does not wait for every row.  The
 * extended protocol runs exactly one statement. */
static bool query_postgres(struct database *db, const char *sql,
			   size_t max_rows, struct rows *out, bool *more)
{
	PGconn *conn = db->postgres;
	bool ok = PQsendQueryParams(conn, sql, 0, NULL, NULL, NULL, NULL, 0) &&
		  PQsetSingleRowMode(conn);
	bool named = false, failed = !ok;
	PGresult *res;
	while ((res = PQgetResult(conn))) {
		ExecStatusType status = PQresultStatus(res);
		if (status == PGRES_SINGLE_TUPLE || status == PGRES_TUPLES_OK) {
			if (!named)
				named = postgres_names(res, out);
			if (status == PGRES_SINGLE_TUPLE && !*more &&
			    max_rows && out->count == max_rows) {
				*more = true;
				stop_query(conn);
			} else if (status == PGRES_SINGLE_TUPLE && !*more) {
				failed |= !postgres_row(res, out);
			}
		} else if (!*more) { /* an error, unless we stopped it */
			failed = true;
		}
		PQclear(res);
	}
	if (failed)
		fprintf(stderr, "%s: %s", db->who, PQerrorMessage(conn));
	return !failed;
}

bool database_query(struct database *db, const char *sql, size_t max_rows,
		    struct rows *out, bool *more)
{
	*more = false;
	return db->postgres ? query_postgres(db, sql, max_rows, out, more)
			    : query_sqlite(db, sql, max_rows, out, more);
}

void database_close(struct database *db)
{
	if (!db)
		return;
	sqlite3_close(db->sqlite);
	if (db->postgres)
		PQfinish(db->postgres);
	free(db);
}
