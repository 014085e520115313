/* MySQL and MariaDB behind struct exec_engine, through libmariadb opened
 * at run time: the session, waiting on the server, and statements
 * without bound values (those with them: exec_mysql_bound.c).  Each run
 * is one read-only transaction; its rows are
 * handed over as the server sends them (mysql_use_result).  Every wait
 * on the server goes through libmariadb's non-blocking calls, so that
 * the cancel flag and the time limit are seen within a tenth of a
 * second; a run that has to stop has its statement killed on the server
 * (KILL QUERY, from a second connection), and the server's own
 * statement limit stops it even if this process is gone. */
#include "exec/exec_mysql.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_db.h"
#include "common/strbuf.h"
#include "sql/sql_dialect.h"

/* The server's error numbers for a statement it stopped at its limit:
 * MariaDB's max_statement_time, MySQL's max_execution_time. */
#define ER_STATEMENT_TIMEOUT 1969
#define ER_QUERY_TIMEOUT     3024

/* ---- session statements: fixed text, no result wanted ---- */

/* Runs a statement of plansql's own, waiting for it; false with
 * mysql_error set. */
static bool session_statement(MYSQL *m, const char *sql)
{
	if (mysql_real_query(m, sql, (unsigned long)strlen(sql)))
		return false;
	MYSQL_RES *res = mysql_store_result(m);
	if (res)
		mysql_free_result(res);
	return mysql_errno(m) == 0;
}

/* ---- opening ---- */

static void session_free(struct mysql_session *s)
{
	if (s->conn)
		mysql_close(s->conn);
	catalog_mysql_url_free(&s->url);
	free(s);
}

/* A server older than the SQL plansql prints for it: said, not refused,
 * since most plans need nothing it lacks. */
static void say_version_gap(struct mysql_session *s, const char *version,
			    diag_list *d)
{
	const char *gap = sql_dialect_get(PLANSQL_MYSQL)
			      ->version_gap(version ? version : "",
					    mysql_get_server_version(s->conn));
	if (!gap)
		return;
	strbuf sb; /* the server's words, escaped */
	strbuf_init(&sb, NULL, 0, 1 << 16);
	diag_escape_unquoted(&sb, version ? version : "");
	if (sb.error)
		d->out_of_memory = 1;
	else
		diag_warning(d, "old-server", "", "the server is %s %s: %s",
			     s->mariadb ? "MariaDB" : "MySQL", sb.text, gap);
	strbuf_release(&sb);
}

static bool mysql_open(plansql_db *db, const char *name,
		       const plansql_load_options *options, diag_list *d)
{
	const char *why;
	if (!catalog_libmariadb_load(&why)) {
		exec_open_failed(d, why);
		return false;
	}
	struct mysql_session *s = calloc(1, sizeof *s);
	if (!s) {
		d->out_of_memory = 1;
		return false;
	}
	s->kill_options = (plansql_load_options){
	    .size = sizeof s->kill_options,
	    .connect_timeout_ms = catalog_load_timeout_ms(options)};
	if (!catalog_mysql_url_parse(name, &s->url, d)) {
		free(s);
		return false;
	}
	s->conn = mysql_init(NULL);
	if (!s->conn) {
		d->out_of_memory = 1;
		session_free(s);
		return false;
	}
	/* one statement a query: no CLIENT_MULTI_STATEMENTS */
	mysql_options(s->conn, MYSQL_OPT_NONBLOCK, NULL);
	if (!catalog_mysql_connect(s->conn, &s->url, options, 0) ||
	    !session_statement(s->conn, "SET SESSION TRANSACTION READ ONLY")) {
		exec_open_failed(d, mysql_error(s->conn));
		session_free(s);
		return false;
	}
	const char *version = mysql_get_server_info(s->conn);
	s->mariadb = version && strstr(version, "MariaDB");
	say_version_gap(s, version, d);
	db->handle = s;
	return true;
}

static void mysql_close_db(plansql_db *db)
{
	session_free(db->handle);
	db->handle = NULL;
}

/* ---- waiting on the server ---- */

/* KILL QUERY from a second connection: the statement stops on the
 * server, the first connection stays. */
static void kill_query(struct mysql_session *s)
{
	MYSQL *killer = mysql_init(NULL);
	if (!killer)
		return;
	char sql[64];
	snprintf(sql, sizeof sql, "KILL QUERY %lu", mysql_thread_id(s->conn));
	if (catalog_mysql_connect(killer, &s->url, &s->kill_options, 0))
		session_statement(killer, sql);
	mysql_close(killer);
}

/* A kill that reaches the server before the statement starts has
 * nothing to stop, so it is sent again each second until the statement
 * ends. */
#define KILL_REPEAT_SECONDS 1.0

static void kill_again(struct mysql_wait *w)
{
	double t = exec_now();
	if (w->killed_at && t - w->killed_at < KILL_REPEAT_SECONDS)
		return;
	kill_query(w->s);
	w->killed_at = t;
}

int exec_mysql_wait(struct mysql_wait *w, int status)
{
	MYSQL *m = w->s->conn;
	double limit = (status & MYSQL_WAIT_TIMEOUT)
			   ? exec_now() + mysql_get_timeout_value_ms(m) / 1000.0
			   : 0;
	struct pollfd fd = {.fd = mysql_get_socket(m)};
	fd.events = (short)(((status & MYSQL_WAIT_READ) ? POLLIN : 0) |
			    ((status & MYSQL_WAIT_WRITE) ? POLLOUT : 0) |
			    ((status & MYSQL_WAIT_EXCEPT) ? POLLPRI : 0));
	for (;;) {
		if (exec_must_stop(w->r))
			kill_again(w);
		int n = poll(&fd, 1, 100);
		if (n < 0 && errno != EINTR)
			return MYSQL_WAIT_EXCEPT;
		if (n > 0)
			return ((fd.revents & (POLLIN | POLLHUP | POLLERR))
				    ? MYSQL_WAIT_READ
				    : 0) |
			       ((fd.revents & POLLOUT) ? MYSQL_WAIT_WRITE : 0) |
			       ((fd.revents & POLLPRI) ? MYSQL_WAIT_EXCEPT : 0);
		if (limit && exec_now() >= limit)
			return MYSQL_WAIT_TIMEOUT;
	}
}

/* ---- a run ---- */

void exec_mysql_fail(struct exec_run *r, unsigned int number,
		     const char *message)
{
	if (r->end != PLANSQL_RUN_DONE)
		return;
	if (r->options.seconds &&
	    (number == ER_STATEMENT_TIMEOUT || number == ER_QUERY_TIMEOUT)) {
		r->end = PLANSQL_RUN_TIMED_OUT;
		return;
	}
	exec_fail(r, message);
}

static void statement_error(struct exec_run *r, MYSQL *m)
{
	exec_mysql_fail(r, mysql_errno(m), mysql_error(m));
}

/* The server stops the statement itself at the limit: MariaDB any
 * statement (max_statement_time, seconds), MySQL a SELECT
 * (max_execution_time, milliseconds); 0 is none. */
static bool set_time_limit(struct exec_run *r, struct mysql_session *s)
{
	char sql[96];
	double seconds = r->options.seconds > 0 ? r->options.seconds : 0;
	if (s->mariadb)
		snprintf(sql, sizeof sql,
			 "SET SESSION max_statement_time = %.3f",
			 seconds > 0 && seconds < 0.001 ? 0.001 : seconds);
	else
		snprintf(sql, sizeof sql,
			 "SET SESSION max_execution_time = %.0f",
			 seconds > 0 && seconds < 0.001 ? 1 : seconds * 1000);
	return session_statement(s->conn, sql);
}

/* Read-only however the statements before left the session: the
 * session's default again, then a read-only transaction. */
static bool begin(struct exec_run *r, struct mysql_session *s)
{
	if (session_statement(s->conn, "SET SESSION TRANSACTION READ ONLY") &&
	    set_time_limit(r, s) &&
	    session_statement(s->conn, "START TRANSACTION READ ONLY"))
		return true;
	exec_fail(r, mysql_error(s->conn));
	return false;
}

static bool is_number(unsigned int type)
{
	return type == MYSQL_TYPE_DECIMAL || type == MYSQL_TYPE_NEWDECIMAL ||
	       type == MYSQL_TYPE_TINY || type == MYSQL_TYPE_SHORT ||
	       type == MYSQL_TYPE_LONG || type == MYSQL_TYPE_INT24 ||
	       type == MYSQL_TYPE_LONGLONG || type == MYSQL_TYPE_FLOAT ||
	       type == MYSQL_TYPE_DOUBLE;
}

void exec_mysql_hand_columns(struct exec_run *r, MYSQL_RES *res)
{
	unsigned int n = mysql_num_fields(res);
	const MYSQL_FIELD *fields = mysql_fetch_fields(res);
	const char **names = calloc((size_t)n + 1, sizeof *names);
	if (!names) {
		exec_fail(r, NULL);
		return;
	}
	for (unsigned int i = 0; i < n; i++)
		names[i] = fields[i].name;
	exec_columns(r, n, names);
	free(names);
}

void exec_mysql_hand_row(struct exec_run *r, MYSQL_RES *res, MYSQL_ROW row,
			 plansql_value *values)
{
	unsigned int n = mysql_num_fields(res);
	const MYSQL_FIELD *fields = mysql_fetch_fields(res);
	for (unsigned int i = 0; i < n; i++) {
		values[i].text = row[i];
		values[i].kind = !row[i] ? PLANSQL_VALUE_NULL
				 : is_number(fields[i].type)
				     ? PLANSQL_VALUE_NUMBER
				     : PLANSQL_VALUE_TEXT;
	}
	exec_row(r, n, values);
}

/* The next row, NULL at the end or on an error. */
static MYSQL_ROW next_row(struct mysql_wait *w, MYSQL_RES *res)
{
	MYSQL_ROW row = NULL;
	int status = mysql_fetch_row_start(&row, res);
	while (status)
		status =
		    mysql_fetch_row_cont(&row, res, exec_mysql_wait(w, status));
	return row;
}

/* Hands the rows over until the last or until the run has to stop.
 * Freeing the result reads the rows left: waiting for them,
 * exec_mysql_wait kills the statement of a run that has stopped. */
static void hand_rows(struct mysql_wait *w, MYSQL_RES *res)
{
	struct exec_run *r = w->r;
	MYSQL *m = w->s->conn;
	plansql_value *values =
	    calloc((size_t)mysql_num_fields(res) + 1, sizeof *values);
	if (!values)
		exec_fail(r, NULL);
	MYSQL_ROW row;
	while (r->end == PLANSQL_RUN_DONE && (row = next_row(w, res)))
		exec_mysql_hand_row(r, res, row, values);
	free(values);
	if (r->end == PLANSQL_RUN_DONE && mysql_errno(m))
		statement_error(r, m);
	int status = mysql_free_result_start(res);
	while (status)
		status =
		    mysql_free_result_cont(res, exec_mysql_wait(w, status));
}

static void run_query(struct mysql_wait *w, const char *sql)
{
	struct exec_run *r = w->r;
	MYSQL *m = w->s->conn;
	int failed = 0;
	int status =
	    mysql_real_query_start(&failed, m, sql, (unsigned long)strlen(sql));
	while (status)
		status = mysql_real_query_cont(&failed, m,
					       exec_mysql_wait(w, status));
	MYSQL_RES *res = failed ? NULL : mysql_use_result(m);
	if (failed || (!res && mysql_errno(m))) {
		statement_error(r, m);
	} else if (res) {
		if (r->end == PLANSQL_RUN_DONE)
			exec_mysql_hand_columns(r, res);
		hand_rows(w, res);
	}
}

static void mysql_run(struct exec_run *r, const char *sql)
{
	struct mysql_session *s = r->db->handle;
	MYSQL *m = s->conn;
	if (!begin(r, s))
		return;
	struct mysql_wait w = {.r = r, .s = s};
	if (r->param_count)
		exec_mysql_run_bound(&w, sql);
	else
		run_query(&w, sql);
	/* a failed ROLLBACK leaves a read-only transaction, which the next
	 * run's START TRANSACTION ends */
	session_statement(m, "ROLLBACK");
}

const struct exec_engine exec_mysql = {
    .dialect = PLANSQL_MYSQL,
    .open = mysql_open,
    .run = mysql_run,
    .close = mysql_close_db,
};
