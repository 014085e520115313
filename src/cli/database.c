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
	int rc = sqlite3_open_v2(path, &db->sqlite, SQLITE_OPEN_READONLY, NULL);
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

struct sqlite3 *database_sqlite(const struct database *db)
{
	return db->sqlite;
}

struct pg_conn *database_postgres(const struct database *db)
{
	return db->postgres;
}

const char *database_who(const struct database *db)
{
	return db->who;
}

void database_report(const struct database *db, const char *message)
{
	fprintf(stderr, "%s: database error: ", db->who);
	const char *end = message + strlen(message);
	while (end > message && (end[-1] == '\n' || end[-1] == ' '))
		end--;
	for (const char *c = message; c < end; c++)
		fputc(*c == '\n' ? ' ' : *c, stderr);
	fputc('\n', stderr);
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
