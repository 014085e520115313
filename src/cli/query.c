/* Streaming a statement's rows into a sink, under a time limit and
 * Ctrl-C.  SQLite is stopped from its progress handler; PostgreSQL by
 * statement_timeout on the server and a cancel request from here, so
 * that nothing goes on running there once plansql has given up. */
#define _POSIX_C_SOURCE 200809L
#include "query.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "catalog/catalog_libpq.h"
#include "progress.h"

/* ---- Ctrl-C ---- */

static volatile sig_atomic_t interrupted;
static void (*interrupt_hook)(void);

static void on_interrupt(int signal_number)
{
	(void)signal_number;
	interrupted = 1;
	if (interrupt_hook)
		interrupt_hook();
}

void query_on_interrupt(void (*hook)(void))
{
	interrupt_hook = hook;
}

/* SIGINT sets a flag for the duration of one statement; the previous
 * handling comes back after it. */
static void catch_interrupt(struct sigaction *previous)
{
	struct sigaction action;
	memset(&action, 0, sizeof action);
	action.sa_handler = on_interrupt;
	sigemptyset(&action.sa_mask);
	action.sa_flags = SA_RESTART; /* writes go on; poll wakes anyway */
	interrupted = 0;
	sigaction(SIGINT, &action, previous);
}

static void release_interrupt(const struct sigaction *previous)
{
	sigaction(SIGINT, previous, NULL);
}

/* ---- the run of one statement ---- */

struct run {
	struct database *db;
	const plansql_result *values; /* of the placeholders; NULL: none */
	const struct query_limits *limits;
	struct row_sink *sink;
	struct progress progress;
	double deadline; /* monotonic seconds; 0: none */
	size_t rows;
	enum query_end end; /* QUERY_DONE until something stops the run */
};

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Whether the run must stop now: Ctrl-C or the time limit. */
static bool must_stop(struct run *r)
{
	if (r->end != QUERY_DONE)
		return true;
	if (interrupted)
		r->end = QUERY_INTERRUPTED;
	else if (r->deadline && now() > r->deadline)
		r->end = QUERY_TIMED_OUT;
	else
		progress_tick(&r->progress, r->rows);
	return r->end != QUERY_DONE;
}

static bool hand_columns(struct run *r, size_t count, const char *const *names)
{
	if (!r->sink->columns(r->sink, count, names))
		r->end = QUERY_SINK_FAILED;
	return r->end == QUERY_DONE;
}

/* Hands one row over, or stops at the row cap (a row past it exists). */
static bool hand_row(struct run *r, const struct cell *cells)
{
	if (r->limits->max_rows && r->rows == r->limits->max_rows) {
		r->end = QUERY_ROW_CAP;
		return false;
	}
	progress_clear(&r->progress); /* before the row reaches a terminal */
	if (!r->sink->row(r->sink, cells)) {
		r->end = QUERY_SINK_FAILED;
		return false;
	}
	r->rows++;
	return !must_stop(r);
}

static void say_end(const struct run *r)
{
	const char *who = database_who(r->db);
	if (r->limits->quiet)
		return;
	if (r->end == QUERY_TIMED_OUT)
		fprintf(stderr,
			"%s: the query was stopped at the time limit of %g "
			"s; %s\n",
			who, r->limits->seconds,
			r->limits->timeout_hint
			    ? r->limits->timeout_hint
			    : "give --timeout SECONDS for more (0: no limit)");
	else if (r->end == QUERY_INTERRUPTED)
		fprintf(stderr, "%s: the query was cancelled (Ctrl-C)\n", who);
}

/* ---- SQLite ---- */

static int sqlite_progress(void *state)
{
	return must_stop(state);
}

static enum cell_kind sqlite_kind(int type)
{
	return type == SQLITE_NULL				? CELL_NULL
	       : type == SQLITE_INTEGER || type == SQLITE_FLOAT ? CELL_NUMBER
								: CELL_TEXT;
}

static bool sqlite_columns(struct run *r, sqlite3_stmt *stmt, int n)
{
	const char **names = calloc((size_t)n + 1, sizeof *names);
	if (!names) {
		r->end = QUERY_SINK_FAILED;
		return false;
	}
	for (int i = 0; i < n; i++) {
		names[i] = sqlite3_column_name(stmt, i);
		names[i] = names[i] ? names[i] : "?";
	}
	bool ok = hand_columns(r, (size_t)n, names);
	free(names);
	return ok;
}

static void sqlite_steps(struct run *r, sqlite3_stmt *stmt, struct cell *cells)
{
	int n = sqlite3_column_count(stmt);
	if (!sqlite_columns(r, stmt, n))
		return;
	int rc;
	while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
		for (int i = 0; i < n; i++) {
			/* the type first: reading the text may convert it */
			cells[i].kind =
			    sqlite_kind(sqlite3_column_type(stmt, i));
			cells[i].text =
			    (const char *)sqlite3_column_text(stmt, i);
		}
		if (!hand_row(r, cells))
			return;
	}
	if (rc != SQLITE_DONE && r->end == QUERY_DONE) {
		r->end = QUERY_FAILED;
		database_report(r->db, sqlite3_errmsg(database_sqlite(r->db)));
	}
}

/* A number as SQLite reads the same literal: an integer when it is
 * one that fits, else a floating value. */
static int sqlite_bind_number(sqlite3_stmt *stmt, int index, const char *text)
{
	char *end;
	errno = 0;
	long long n = strtoll(text, &end, 10);
	if (!*end && !errno)
		return sqlite3_bind_int64(stmt, index, n);
	return sqlite3_bind_double(stmt, index, strtod(text, NULL));
}

/* Booleans as 1 and 0, dates as ISO text: what the literals are. */
static int sqlite_bind_one(sqlite3_stmt *stmt, int index,
			   const plansql_param *value)
{
	switch (value->type) {
	case PLANSQL_PARAM_BOOLEAN:
		return sqlite3_bind_int(stmt, index,
					!strcmp(value->text, "true"));
	case PLANSQL_PARAM_INTEGER:
	case PLANSQL_PARAM_NUMBER:
		return sqlite_bind_number(stmt, index, value->text);
	default:
		return sqlite3_bind_text(stmt, index, value->text, -1,
					 SQLITE_STATIC);
	}
}

static bool sqlite_bind(struct run *r, sqlite3_stmt *stmt)
{
	size_t n = plansql_result_param_count(r->values);
	for (size_t i = 0; i < n; i++) {
		if (sqlite_bind_one(stmt, (int)i + 1,
				    plansql_result_param(r->values, i)) !=
		    SQLITE_OK) {
			r->end = QUERY_FAILED;
			database_report(r->db,
					sqlite3_errmsg(database_sqlite(r->db)));
			return false;
		}
	}
	return true;
}

static void stream_sqlite(struct run *r, const char *sql)
{
	sqlite3 *handle = database_sqlite(r->db);
	sqlite3_stmt *stmt = NULL;
	if (sqlite3_prepare_v2(handle, sql, -1, &stmt, NULL) != SQLITE_OK ||
	    !stmt) {
		r->end = QUERY_FAILED;
		database_report(r->db, sqlite3_errmsg(handle));
		sqlite3_finalize(stmt);
		return;
	}
	if (!sqlite_bind(r, stmt)) {
		sqlite3_finalize(stmt);
		return;
	}
	int n = sqlite3_column_count(stmt);
	struct cell *cells = calloc((size_t)n + 1, sizeof *cells);
	if (cells) {
		/* every 1000 virtual machine instructions: a few µs */
		sqlite3_progress_handler(handle, 1000, sqlite_progress, r);
		sqlite_steps(r, stmt, cells);
		sqlite3_progress_handler(handle, 0, NULL, NULL);
	} else {
		r->end = QUERY_SINK_FAILED;
	}
	free(cells);
	sqlite3_finalize(stmt);
}

/* ---- PostgreSQL ---- */

/* The server stops the statement itself at the limit, even if this
 * process is gone by then. */
static bool postgres_set_timeout(struct run *r, PGconn *conn)
{
	char milliseconds[32];
	double ms = r->limits->seconds * 1000.0;
	snprintf(milliseconds, sizeof milliseconds, "%.0f",
		 ms > 0 && ms < 1 ? 1 : ms);
	const char *values[] = {milliseconds};
	PGresult *res = PQexecParams(
	    conn,
	    "SELECT pg_catalog.set_config('statement_timeout', $1, false)", 1,
	    NULL, values, NULL, NULL, 0);
	bool ok = PQresultStatus(res) == PGRES_TUPLES_OK;
	if (!ok) {
		r->end = QUERY_FAILED;
		database_report(r->db, PQerrorMessage(conn));
	}
	PQclear(res);
	return ok;
}

static void postgres_cancel(PGconn *conn)
{
	PGcancel *cancel = PQgetCancel(conn);
	char why[256];
	if (cancel)
		PQcancel(cancel, why, sizeof why);
	PQfreeCancel(cancel);
}

static bool is_number_type(Oid type)
{
	/* int8, int2, int4, oid, float4, float8, numeric */
	return type == 20 || type == 21 || type == 23 || type == 26 ||
	       type == 700 || type == 701 || type == 1700;
}

static void postgres_columns(struct run *r, const PGresult *res)
{
	int n = PQnfields(res);
	const char **names = calloc((size_t)n + 1, sizeof *names);
	if (!names) {
		r->end = QUERY_SINK_FAILED;
		return;
	}
	for (int i = 0; i < n; i++)
		names[i] = PQfname(res, i);
	hand_columns(r, (size_t)n, names);
	free(names);
}

static void postgres_row(struct run *r, const PGresult *res)
{
	int n = PQnfields(res);
	struct cell *cells = calloc((size_t)n + 1, sizeof *cells);
	if (!cells) {
		r->end = QUERY_SINK_FAILED;
		return;
	}
	for (int i = 0; i < n; i++) {
		bool null = PQgetisnull(res, 0, i);
		cells[i].text = null ? NULL : PQgetvalue(res, 0, i);
		cells[i].kind = null				  ? CELL_NULL
				: is_number_type(PQftype(res, i)) ? CELL_NUMBER
								  : CELL_TEXT;
	}
	hand_row(r, cells);
	free(cells);
}

/* A cancel request that reaches the server before the statement starts
 * is ignored there, so it is sent again each second until the statement
 * ends. */
#define CANCEL_REPEAT_SECONDS 1.0

static void postgres_cancel_again(PGconn *conn, double *cancelled_at)
{
	double t = now();
	if (*cancelled_at && t - *cancelled_at < CANCEL_REPEAT_SECONDS)
		return;
	postgres_cancel(conn);
	*cancelled_at = t;
}

/* Waits for the next result, sending cancel requests once the run has
 * to stop (cancelled_at: when the last was sent, 0 for never); false
 * when the connection failed. */
static bool postgres_wait(struct run *r, PGconn *conn, double *cancelled_at)
{
	while (PQisBusy(conn)) {
		if (must_stop(r))
			postgres_cancel_again(conn, cancelled_at);
		struct pollfd fd = {.fd = PQsocket(conn), .events = POLLIN};
		if (poll(&fd, 1, 100) < 0 && errno != EINTR)
			return false;
		if (!PQconsumeInput(conn))
			return false;
	}
	return true;
}

/* The statement's own error, unless this run stopped it. */
static void postgres_error(struct run *r, const PGresult *res, PGconn *conn)
{
	if (r->end != QUERY_DONE)
		return;
	const char *state = PQresultErrorField(res, 'C'); /* SQLSTATE */
	if (state && !strcmp(state, "57014") && r->limits->seconds) {
		r->end = QUERY_TIMED_OUT; /* statement_timeout */
		return;
	}
	r->end = QUERY_FAILED;
	database_report(r->db, PQerrorMessage(conn));
}

static void postgres_results(struct run *r, PGconn *conn)
{
	double cancelled_at = 0;
	bool named = false;
	for (;;) {
		if (!postgres_wait(r, conn, &cancelled_at)) {
			if (r->end == QUERY_DONE) {
				r->end = QUERY_FAILED;
				database_report(r->db, PQerrorMessage(conn));
			}
			return;
		}
		PGresult *res = PQgetResult(conn);
		if (!res)
			return;
		ExecStatusType status = PQresultStatus(res);
		bool rows =
		    status == PGRES_SINGLE_TUPLE || status == PGRES_TUPLES_OK;
		if (rows && !named && r->end == QUERY_DONE) {
			postgres_columns(r, res);
			named = true;
		}
		if (status == PGRES_SINGLE_TUPLE && r->end == QUERY_DONE)
			postgres_row(r, res);
		else if (!rows)
			postgres_error(r, res, conn);
		if (r->end != QUERY_DONE) /* the rest is not wanted */
			postgres_cancel_again(conn, &cancelled_at);
		PQclear(res);
	}
}

/* The values as text, typed by the server from the placeholders'
 * casts and context; NULL when out of memory. */
static const char **postgres_values(const plansql_result *values, int *count)
{
	size_t n = plansql_result_param_count(values);
	const char **texts = calloc(n + 1, sizeof *texts);
	for (size_t i = 0; texts && i < n; i++)
		texts[i] = plansql_result_param(values, i)->text;
	*count = (int)n;
	return texts;
}

/* The extended protocol runs exactly one statement; single-row mode
 * hands rows over as they come. */
static void stream_postgres(struct run *r, const char *sql)
{
	PGconn *conn = database_postgres(r->db);
	if (!postgres_set_timeout(r, conn))
		return;
	int count;
	const char **values = postgres_values(r->values, &count);
	if (!values) {
		r->end = QUERY_FAILED;
		database_report(r->db, "out of memory");
		return;
	}
	bool sent =
	    PQsendQueryParams(conn, sql, count, NULL, values, NULL, NULL, 0);
	free(values);
	if (!sent || !PQsetSingleRowMode(conn)) {
		r->end = QUERY_FAILED;
		database_report(r->db, PQerrorMessage(conn));
		postgres_results(r, conn); /* drains what was sent */
		return;
	}
	postgres_results(r, conn);
}

enum query_end database_stream(struct database *db, const char *sql,
			       const struct query_limits *limits,
			       struct row_sink *sink)
{
	return database_stream_bound(db, sql, NULL, limits, sink);
}

enum query_end database_stream_bound(struct database *db, const char *sql,
				     const plansql_result *values,
				     const struct query_limits *limits,
				     struct row_sink *sink)
{
	struct run r = {
	    .db = db, .values = values, .limits = limits, .sink = sink};
	double start = now();
	r.deadline = limits->seconds > 0 ? start + limits->seconds : 0;
	progress_start(&r.progress, limits->progress, start);
	struct sigaction previous;
	catch_interrupt(&previous);
	if (database_postgres(db))
		stream_postgres(&r, sql);
	else
		stream_sqlite(&r, sql);
	release_interrupt(&previous);
	progress_clear(&r.progress);
	say_end(&r);
	return r.end;
}

bool query_parse_seconds(const char *who, const char *text, double *out)
{
	char *end;
	errno = 0;
	double seconds = strtod(text, &end);
	/* a week at most: past that, a limit is a typing error */
	if (!*text || *end || errno || !(seconds >= 0) || seconds > 604800) {
		fprintf(stderr,
			"%s: the time limit is a number of seconds (0: no "
			"limit), not '%s'\n",
			who, text);
		return false;
	}
	*out = seconds;
	return true;
}
