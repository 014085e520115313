#define _POSIX_C_SOURCE 200809L /* stat */
#include "database.h"

#include <ctype.h>
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "catalog/catalog_libpq.h"
#include "display.h"
#include "common/plansql_limits.h"
#include "catalog/catalog_attach.h"

struct database {
	const char *who;
	sqlite3 *sqlite;
	PGconn *postgres;
	bool capturing; /* database_capture */
	char *captured;
};

/* ---- naming a database ---- */

static bool starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static bool is_postgres(const char *spec)
{
	return starts_with(spec, "postgresql:") ||
	       starts_with(spec, "postgres:");
}

bool database_spec_valid(const char *spec)
{
	return spec && (starts_with(spec, "sqlite:") || is_postgres(spec));
}

bool database_spec_dialect(const char *spec, plansql_dialect *out)
{
	if (!database_spec_valid(spec))
		return false;
	*out = is_postgres(spec) ? PLANSQL_POSTGRES : PLANSQL_SQLITE;
	return true;
}

static const char accepted_forms[] =
    "give sqlite:PATH for a SQLite file, a postgresql://USER@HOST/DATABASE "
    "(or postgres://) URI, or postgresql: alone for the PG* environment "
    "variables";

/* mysql://..., file:...: the length of a scheme spec starts with, or 0. */
static size_t scheme_length(const char *spec)
{
	size_t n = 0;
	if (!isalpha((unsigned char)spec[0]))
		return 0;
	while (isalnum((unsigned char)spec[n]) || strchr("+.-", spec[n]))
		n++;
	return spec[n] == ':' && n > 1 ? n + 1 : 0;
}

/* user@host/db, host=... dbname=..., localhost:5432/db: a PostgreSQL
 * connection string without its scheme.  Not echoed: it may hold a
 * password. */
static bool looks_like_postgres(const char *spec)
{
	size_t scheme = scheme_length(spec);
	if (scheme && !strncmp(spec + scheme, "//", 2))
		return false;
	if (strchr(spec, '@') || strchr(spec, '='))
		return true;
	const char *colon = strchr(spec, ':');
	if (!colon || colon == spec || !isdigit((unsigned char)colon[1]))
		return false;
	const char *p = colon + 1;
	while (isdigit((unsigned char)*p))
		p++;
	return !*p || *p == '/';
}

static void report_unknown_kind(const char *spec, const char *who)
{
	size_t scheme = scheme_length(spec);
	if (!*spec) {
		fprintf(stderr, "%s: --db names no database; %s\n", who,
			accepted_forms);
	} else if (looks_like_postgres(spec)) {
		fprintf(stderr,
			"%s: --db needs a scheme to say which kind of database "
			"it is; %s\n",
			who, accepted_forms);
	} else if (scheme) { /* letters, digits and +.- only: shown as is */
		fprintf(stderr,
			"%s: plansql runs on SQLite and PostgreSQL, not on "
			"'%.*s' databases; %s\n",
			who, (int)scheme, spec, accepted_forms);
	} else { /* a path, most likely */
		fprintf(stderr, "%s: --db ", who);
		display_text(stderr, spec);
		fputs(" does not say which kind of database it is; for a "
		      "SQLite file give --db sqlite:",
		      stderr);
		display_text(stderr, spec);
		fputc('\n', stderr);
	}
}

/* Read-only opening never creates a file, but the engine's own words
 * for a missing file or a directory puzzle. */
static bool check_sqlite_file(const char *path, const char *who)
{
	if (!*path) {
		fprintf(stderr,
			"%s: sqlite: is not followed by a path; give "
			"sqlite:PATH, such as sqlite:demo.db\n",
			who);
		return false;
	}
	struct stat st;
	int failed = stat(path, &st) != 0 ? errno : 0;
	if (!failed && !S_ISDIR(st.st_mode))
		return true;
	fprintf(stderr, "%s: sqlite:", who);
	display_text(stderr, path);
	if (!failed)
		fputs(" is a directory, not a database file\n", stderr);
	else if (failed == ENOENT || failed == ENOTDIR)
		fputs(" does not exist; give the path of an existing SQLite "
		      "file\n",
		      stderr);
	else
		fprintf(stderr, ": %s\n", strerror(failed));
	return false;
}

bool database_check_spec(const char *spec, const char *who)
{
	if (!spec || !database_spec_valid(spec)) {
		report_unknown_kind(spec ? spec : "", who);
		return false;
	}
	return is_postgres(spec) || check_sqlite_file(spec + 7, who);
}

/* ---- reporting ---- */

/* A severity word a PostgreSQL message starts with: the label already
 * says it is an error. */
static const char *without_severity(const char *message)
{
	static const char *const words[] = {"ERROR:", "FATAL:", "PANIC:"};
	while (isspace((unsigned char)*message))
		message++;
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (starts_with(message, words[i]))
			return message + strlen(words[i]);
	return message;
}

/* PostgreSQL's "LINE 1: SELECT ..." and the caret under it point into
 * the statement as a terminal lays it out: on one line they only
 * confuse. */
static bool is_statement_excerpt(const char *line, size_t len)
{
	if (len > 5 && !strncmp(line, "LINE ", 5) &&
	    isdigit((unsigned char)line[5]))
		return true;
	size_t carets = 0;
	for (size_t i = 0; i < len; i++) {
		if (line[i] == '^')
			carets++;
		else if (!isspace((unsigned char)line[i]))
			return false;
	}
	return carets > 0;
}

/* Appends the len bytes at text to line[n...], each run of white space
 * made one space, and a space after them; the new length. */
static size_t put_words(char *line, size_t n, const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (!isspace((unsigned char)text[i]))
			line[n++] = text[i];
		else if (n > 0 && line[n - 1] != ' ')
			line[n++] = ' ';
	}
	if (n > 0 && line[n - 1] != ' ')
		line[n++] = ' ';
	return n;
}

/* message on one line: PostgreSQL's span lines and end with a newline. */
static char *one_line(const char *message)
{
	char *line = malloc(strlen(message) + 2);
	if (!line)
		return NULL;
	size_t n = 0;
	for (const char *start = message; *start;) {
		size_t len = strcspn(start, "\n");
		if (!is_statement_excerpt(start, len))
			n = put_words(line, n, start, len);
		start += len + (start[len] == '\n');
	}
	while (n > 0 && line[n - 1] == ' ')
		n--;
	line[n] = '\0';
	return line;
}

static const char no_reason[] = "(the database gave no reason)";

void database_report_line(const char *who, const char *line)
{
	fprintf(stderr, "%s: database error: %s\n", who,
		*line ? line : no_reason);
}

void database_report(const struct database *db, const char *message)
{
	char *line = one_line(without_severity(message ? message : ""));
	if (line && db->capturing) {
		struct database *keeper = (struct database *)db;
		free(keeper->captured);
		keeper->captured = line;
		return;
	}
	if (!line) {
		fprintf(stderr, "%s: out of memory\n", db->who);
		return;
	}
	fprintf(stderr, "%s: database error: ", db->who);
	display_text(stderr, *line ? line : no_reason);
	fputc('\n', stderr);
	free(line);
}

void database_capture(struct database *db, bool on)
{
	db->capturing = on;
}

char *database_take_captured(struct database *db)
{
	char *message = db->captured;
	db->captured = NULL;
	return message;
}

/* ---- opening ---- */

/* Asked of the server at connection time, so that the session is
 * read-only from its first statement on. */
static const char read_only_option[] = "-c default_transaction_read_only=on";

/* The session options: those the connection string gives (else
 * PGOPTIONS), then the read-only one; malloc'd. */
static char *session_options(const char *conninfo)
{
	PQconninfoOption *parsed = PQconninfoParse(conninfo, NULL);
	const char *given = getenv("PGOPTIONS");
	for (PQconninfoOption *o = parsed; o && o->keyword; o++)
		if (!strcmp(o->keyword, "options") && o->val)
			given = o->val;
	size_t n = (given ? strlen(given) + 1 : 0) + sizeof read_only_option;
	char *options = malloc(n);
	if (options)
		snprintf(options, n, "%s%s%s", given ? given : "",
			 given ? " " : "", read_only_option);
	PQconninfoFree(parsed);
	return options;
}

static PGresult *exec_checked(struct database *db, const char *sql,
			      ExecStatusType wanted)
{
	PGresult *res = PQexec(db->postgres, sql);
	if (PQresultStatus(res) == wanted)
		return res;
	PQclear(res);
	return NULL;
}

/* The first statement already runs in a read-only transaction, and so
 * will every later one: refuse a session where that is not so. */
static bool postgres_read_only(struct database *db)
{
	PGresult *res =
	    exec_checked(db,
			 "SELECT current_setting('transaction_read_only'), "
			 "current_setting('default_transaction_read_only')",
			 PGRES_TUPLES_OK);
	if (!res)
		return false;
	bool read_only = PQntuples(res) == 1 &&
			 !strcmp(PQgetvalue(res, 0, 0), "on") &&
			 !strcmp(PQgetvalue(res, 0, 1), "on");
	PQclear(res);
	if (!read_only)
		fprintf(stderr,
			"%s: the PostgreSQL session is not read-only; "
			"plansql runs nothing there\n",
			db->who);
	res = read_only ? exec_checked(db,
				       "SET SESSION CHARACTERISTICS AS "
				       "TRANSACTION READ ONLY",
				       PGRES_COMMAND_OK)
			: NULL;
	PQclear(res);
	return read_only && res;
}

static bool open_postgres(struct database *db, const char *spec,
			  long timeout_ms)
{
	bool environment =
	    !strcmp(spec, "postgresql:") || !strcmp(spec, "postgres:");
	const char *why;
	if (!libpq_load(&why)) {
		fprintf(stderr, "%s: %s\n", db->who, why);
		return false;
	}
	const char *conninfo = environment ? "" : spec;
	char *options = session_options(conninfo);
	/* whole seconds, rounded up; the URI's own connect_timeout wins */
	char seconds[24];
	libpq_timeout_seconds(timeout_ms, seconds);
	const char *const keywords[] = {"connect_timeout", "dbname", "options",
					NULL};
	const char *const values[] = {seconds, conninfo, options, NULL};
	db->postgres = options ? PQconnectdbParams(keywords, values, 1) : NULL;
	free(options);
	if (!db->postgres) {
		fprintf(stderr, "%s: out of memory\n", db->who);
		return false;
	}
	bool ok = PQstatus(db->postgres) == CONNECTION_OK &&
		  PQsetClientEncoding(db->postgres, "UTF8") == 0;
	if (!ok)
		database_report(db, PQerrorMessage(db->postgres));
	if (ok && !postgres_read_only(db)) {
		if (*PQerrorMessage(db->postgres))
			database_report(db, PQerrorMessage(db->postgres));
		ok = false;
	}
	return ok;
}

/* Read-only twice over: the file is opened read-only (and so is each
 * attached file: they share its open flags), and the connection refuses
 * any statement that would change a database. */
static bool open_sqlite(struct database *db, const char *path,
			const plansql_attachment *attachments, size_t count,
			long timeout_ms)
{
	int rc = sqlite3_open_v2(path, &db->sqlite, SQLITE_OPEN_READONLY, NULL);
	if (rc == SQLITE_OK) /* a writer may hold a lock */
		sqlite3_busy_timeout(db->sqlite, (int)timeout_ms);
	const char *why = NULL;
	if (rc == SQLITE_OK &&
	    !attach_all(db->sqlite, attachments, count, &why))
		rc = SQLITE_ERROR;
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(db->sqlite, "PRAGMA query_only = 1", NULL,
				  NULL, NULL);
	if (rc != SQLITE_OK)
		database_report(db, why		 ? why
				    : db->sqlite ? sqlite3_errmsg(db->sqlite)
						 : sqlite3_errstr(rc));
	return rc == SQLITE_OK;
}

struct database *database_open(const char *spec, const char *who)
{
	return database_open_attached(spec, NULL, 0, 0, who);
}

struct database *database_open_attached(const char *spec,
					const plansql_attachment *attachments,
					size_t count, long connect_timeout_ms,
					const char *who)
{
	long timeout_ms = connect_timeout_ms > 0 ? connect_timeout_ms
						 : PLANSQL_CONNECT_TIMEOUT_MS;
	if (!database_check_spec(spec, who))
		return NULL;
	struct database *db = calloc(1, sizeof *db);
	if (!db) {
		fprintf(stderr, "%s: out of memory\n", who);
		return NULL;
	}
	db->who = who;
	bool ok = is_postgres(spec) ? open_postgres(db, spec, timeout_ms)
				    : open_sqlite(db, spec + 7, attachments,
						  count, timeout_ms);
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

void database_close(struct database *db)
{
	if (!db)
		return;
	sqlite3_close(db->sqlite);
	if (db->postgres)
		PQfinish(db->postgres);
	free(db->captured);
	free(db);
}
