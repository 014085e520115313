/* PostgreSQL behind struct exec_engine, through libpq opened at run
 * time: a session read-only from its first statement, rows in
 * single-row mode, stopped by statement_timeout on the server and by a
 * cancel request from here, so that nothing goes on running there once
 * the run has given up. */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_db.h"
#include "catalog/catalog_libpq.h"
#include "exec/exec.h"

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

static PGresult *exec_checked(PGconn *conn, const char *sql,
			      ExecStatusType wanted)
{
	PGresult *res = PQexec(conn, sql);
	if (PQresultStatus(res) == wanted)
		return res;
	PQclear(res);
	return NULL;
}

/* The first statement already runs in a read-only transaction, and so
 * will every later one: refuse a session where that is not so. */
static bool read_only(PGconn *conn, diag_list *d)
{
	PGresult *res =
	    exec_checked(conn,
			 "SELECT current_setting('transaction_read_only'), "
			 "current_setting('default_transaction_read_only')",
			 PGRES_TUPLES_OK);
	if (!res) {
		exec_open_failed(d, PQerrorMessage(conn));
		return false;
	}
	bool on = PQntuples(res) == 1 && !strcmp(PQgetvalue(res, 0, 0), "on") &&
		  !strcmp(PQgetvalue(res, 0, 1), "on");
	PQclear(res);
	if (!on) {
		diag_error(d, "database-not-read-only", "",
			   "the PostgreSQL session is not read-only; plansql "
			   "runs nothing there");
		return false;
	}
	res = exec_checked(conn,
			   "SET SESSION CHARACTERISTICS AS TRANSACTION READ "
			   "ONLY",
			   PGRES_COMMAND_OK);
	if (!res)
		exec_open_failed(d, PQerrorMessage(conn));
	PQclear(res);
	return res != NULL;
}

static bool postgres_open(plansql_db *db, const char *conninfo,
			  const plansql_load_options *options, diag_list *d)
{
	const char *why;
	if (!catalog_libpq_load(&why)) {
		exec_open_failed(d, why);
		return false;
	}
	char *session = session_options(conninfo);
	/* whole seconds, rounded up; the URI's own connect_timeout wins */
	char seconds[24];
	catalog_libpq_timeout_seconds(catalog_load_timeout_ms(options),
				      seconds);
	const char *const keywords[] = {"connect_timeout", "dbname", "options",
					NULL};
	const char *const values[] = {seconds, conninfo, session, NULL};
	PGconn *conn = session ? PQconnectdbParams(keywords, values, 1) : NULL;
	free(session);
	db->handle = conn;
	if (!conn) {
		d->out_of_memory = 1;
		return false;
	}
	if (PQstatus(conn) != CONNECTION_OK ||
	    PQsetClientEncoding(conn, "UTF8") != 0) {
		exec_open_failed(d, PQerrorMessage(conn));
		return false;
	}
	return read_only(conn, d);
}

static void postgres_close(plansql_db *db)
{
	PQfinish(db->handle);
	db->handle = NULL;
}

/* ---- a run ---- */

/* The server stops the statement itself at the limit, even if this
 * process is gone by then. */
static bool set_timeout(struct exec_run *r, PGconn *conn)
{
	char milliseconds[32];
	double ms = r->options.seconds * 1000.0;
	snprintf(milliseconds, sizeof milliseconds, "%.0f",
		 ms > 0 && ms < 1 ? 1 : ms);
	const char *values[] = {milliseconds};
	PGresult *res = PQexecParams(
	    conn,
	    "SELECT pg_catalog.set_config('statement_timeout', $1, false)", 1,
	    NULL, values, NULL, NULL, 0);
	bool ok = PQresultStatus(res) == PGRES_TUPLES_OK;
	if (!ok)
		exec_fail(r, PQerrorMessage(conn));
	PQclear(res);
	return ok;
}

static void send_cancel(PGconn *conn)
{
	PGcancel *cancel = PQgetCancel(conn);
	char why[256];
	if (cancel)
		PQcancel(cancel, why, sizeof why);
	PQfreeCancel(cancel);
}

/* A cancel request that reaches the server before the statement starts
 * is ignored there, so it is sent again each second until the statement
 * ends. */
#define CANCEL_REPEAT_SECONDS 1.0

static void cancel_again(PGconn *conn, double *cancelled_at)
{
	double t = exec_now();
	if (*cancelled_at && t - *cancelled_at < CANCEL_REPEAT_SECONDS)
		return;
	send_cancel(conn);
	*cancelled_at = t;
}

static bool is_number_type(Oid type)
{
	/* int8, int2, int4, oid, float4, float8, numeric */
	return type == 20 || type == 21 || type == 23 || type == 26 ||
	       type == 700 || type == 701 || type == 1700;
}

static void hand_columns(struct exec_run *r, const PGresult *res)
{
	int n = PQnfields(res);
	const char **names = calloc((size_t)n + 1, sizeof *names);
	if (!names) {
		exec_fail(r, NULL);
		return;
	}
	for (int i = 0; i < n; i++)
		names[i] = PQfname(res, i);
	exec_columns(r, (size_t)n, names);
	free(names);
}

static void hand_row(struct exec_run *r, const PGresult *res)
{
	int n = PQnfields(res);
	plansql_value *values = calloc((size_t)n + 1, sizeof *values);
	if (!values) {
		exec_fail(r, NULL);
		return;
	}
	for (int i = 0; i < n; i++) {
		bool null = PQgetisnull(res, 0, i);
		values[i].text = null ? NULL : PQgetvalue(res, 0, i);
		values[i].kind = null ? PLANSQL_VALUE_NULL
				 : is_number_type(PQftype(res, i))
				     ? PLANSQL_VALUE_NUMBER
				     : PLANSQL_VALUE_TEXT;
	}
	exec_row(r, (size_t)n, values);
	free(values);
}

/* Waits for the next result, sending cancel requests once the run has
 * to stop (cancelled_at: when the last was sent, 0 for never); false
 * when the connection failed. */
static bool wait_result(struct exec_run *r, PGconn *conn, double *cancelled_at)
{
	while (PQisBusy(conn)) {
		if (exec_must_stop(r))
			cancel_again(conn, cancelled_at);
		struct pollfd fd = {.fd = PQsocket(conn), .events = POLLIN};
		if (poll(&fd, 1, 100) < 0 && errno != EINTR)
			return false;
		if (!PQconsumeInput(conn))
			return false;
	}
	return true;
}

/* The statement's own error, unless this run stopped it. */
static void statement_error(struct exec_run *r, const PGresult *res,
			    PGconn *conn)
{
	if (r->end != PLANSQL_RUN_DONE)
		return;
	const char *state = PQresultErrorField(res, 'C'); /* SQLSTATE */
	if (state && !strcmp(state, "57014") && r->options.seconds) {
		r->end = PLANSQL_RUN_TIMED_OUT; /* statement_timeout */
		return;
	}
	exec_fail(r, PQerrorMessage(conn));
}

static void results(struct exec_run *r, PGconn *conn)
{
	double cancelled_at = 0;
	bool named = false;
	for (;;) {
		if (!wait_result(r, conn, &cancelled_at)) {
			if (r->end == PLANSQL_RUN_DONE)
				exec_fail(r, PQerrorMessage(conn));
			return;
		}
		PGresult *res = PQgetResult(conn);
		if (!res)
			return;
		ExecStatusType status = PQresultStatus(res);
		bool rows =
		    status == PGRES_SINGLE_TUPLE || status == PGRES_TUPLES_OK;
		if (rows && !named && r->end == PLANSQL_RUN_DONE) {
			hand_columns(r, res);
			named = true;
		}
		if (status == PGRES_SINGLE_TUPLE && r->end == PLANSQL_RUN_DONE)
			hand_row(r, res);
		else if (!rows)
			statement_error(r, res, conn);
		if (r->end != PLANSQL_RUN_DONE) /* the rest is not wanted */
			cancel_again(conn, &cancelled_at);
		PQclear(res);
	}
}

/* The extended protocol runs exactly one statement; single-row mode
 * hands rows over as they come.  The values go as text, typed by the
 * server from the placeholders' casts and context. */
static void postgres_run(struct exec_run *r, const char *sql)
{
	PGconn *conn = r->db->handle;
	if (!set_timeout(r, conn))
		return;
	const char **values = calloc(r->param_count + 1, sizeof *values);
	if (!values) {
		exec_fail(r, NULL);
		return;
	}
	for (size_t i = 0; i < r->param_count; i++)
		values[i] = r->params[i].text;
	bool sent = PQsendQueryParams(conn, sql, (int)r->param_count, NULL,
				      values, NULL, NULL, 0);
	free(values);
	if (!sent || !PQsetSingleRowMode(conn))
		exec_fail(r, PQerrorMessage(conn));
	results(r, conn); /* drains what was sent */
}

const struct exec_engine exec_postgres = {
    .dialect = PLANSQL_POSTGRES,
    .open = postgres_open,
    .run = postgres_run,
    .close = postgres_close,
};
