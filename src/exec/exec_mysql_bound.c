/* Statements with bound values on MySQL and MariaDB: prepared on the
 * server, the values sent apart from the SQL in the binary protocol,
 * typed as the compile says; the rows fetched unbuffered, each value
 * converted to text by libmariadb as the text protocol writes it. */
#include <stdlib.h>
#include <string.h>

#include "exec/exec_mysql.h"

/* ---- the values ---- */

/* Where a bound value's bytes are while the statement runs. */
struct bound {
	long long integer;
	double number;
	signed char flag;
	unsigned long length;
};

static void bind_text(MYSQL_BIND *b, struct bound *v, unsigned int type,
		      const char *text)
{
	v->length = (unsigned long)strlen(text);
	b->buffer_type = type;
	b->buffer = (void *)text;
	b->buffer_length = v->length;
	b->length = &v->length;
}

/* A number without an exponent goes as decimal text, so that the
 * server reads it exactly; an integer is within 64 bits (the plan
 * reader refuses others). */
static void bind_value(MYSQL_BIND *b, struct bound *v, const plansql_param *p)
{
	switch (p->type) {
	case PLANSQL_PARAM_BOOLEAN:
		v->flag = !strcmp(p->text, "true");
		b->buffer_type = MYSQL_TYPE_TINY;
		b->buffer = &v->flag;
		return;
	case PLANSQL_PARAM_INTEGER:
		v->integer = strtoll(p->text, NULL, 10);
		b->buffer_type = MYSQL_TYPE_LONGLONG;
		b->buffer = &v->integer;
		return;
	case PLANSQL_PARAM_NUMBER:
		if (!strpbrk(p->text, "eE")) {
			bind_text(b, v, MYSQL_TYPE_NEWDECIMAL, p->text);
			return;
		}
		v->number = strtod(p->text, NULL);
		b->buffer_type = MYSQL_TYPE_DOUBLE;
		b->buffer = &v->number;
		return;
	default: /* strings, and dates as text the server reads */
		bind_text(b, v, MYSQL_TYPE_STRING, p->text);
	}
}

/* The statement's error; libmariadb keeps some, such as the server's
 * time limit met during a fetch, on the connection only. */
static void statement_failed(struct mysql_wait *w, MYSQL_STMT *stmt)
{
	MYSQL *m = w->s->conn;
	if (mysql_stmt_errno(stmt))
		exec_mysql_fail(w->r, mysql_stmt_errno(stmt),
				mysql_stmt_error(stmt));
	else
		exec_mysql_fail(w->r, mysql_errno(m), mysql_error(m));
}

/* ---- the rows ---- */

/* A result column fetched as text, into a buffer that grows. */
struct fetched {
	char *text;
	unsigned long cap, length;
	my_bool is_null, truncated;
};

#define FIRST_CAP 64

static bool bind_column(MYSQL_BIND *b, struct fetched *f, unsigned long cap)
{
	char *grown = realloc(f->text, cap);
	if (!grown)
		return false;
	f->text = grown;
	f->cap = cap;
	*b = (MYSQL_BIND){.buffer_type = MYSQL_TYPE_STRING,
			  .buffer = f->text,
			  .buffer_length = cap - 1, /* room for a NUL */
			  .length = &f->length,
			  .is_null = &f->is_null,
			  .error = &f->truncated};
	return true;
}

struct result {
	MYSQL_STMT *stmt;
	MYSQL_RES *metadata;
	unsigned int count;
	MYSQL_BIND *binds;
	struct fetched *columns;
	MYSQL_ROW row;	       /* the columns' texts, as a plain result's */
	plansql_value *values; /* room for exec_mysql_hand_row */
};

static bool bind_columns(struct result *res)
{
	res->binds = calloc(res->count + 1, sizeof *res->binds);
	res->columns = calloc(res->count + 1, sizeof *res->columns);
	res->row = calloc(res->count + 1, sizeof *res->row);
	res->values = calloc(res->count + 1, sizeof *res->values);
	if (!res->binds || !res->columns || !res->row || !res->values)
		return false;
	for (unsigned int i = 0; i < res->count; i++)
		if (!bind_column(&res->binds[i], &res->columns[i], FIRST_CAP))
			return false;
	return !mysql_stmt_bind_result(res->stmt, res->binds);
}

/* Fetches again, into buffers large enough, the values that did not
 * fit; they stay large enough for the next rows. */
static bool refetch_truncated(struct result *res)
{
	for (unsigned int i = 0; i < res->count; i++) {
		struct fetched *f = &res->columns[i];
		if (!f->truncated)
			continue;
		if (!bind_column(&res->binds[i], f, f->length + 1) ||
		    mysql_stmt_fetch_column(res->stmt, &res->binds[i], i, 0))
			return false;
	}
	return !mysql_stmt_bind_result(res->stmt, res->binds);
}

static void hand_row(struct exec_run *r, struct result *res)
{
	for (unsigned int i = 0; i < res->count; i++) {
		struct fetched *f = &res->columns[i];
		f->text[f->length < f->cap ? f->length : f->cap - 1] = '\0';
		res->row[i] = f->is_null ? NULL : f->text;
	}
	exec_mysql_hand_row(r, res->metadata, res->row, res->values);
}

/* mysql_stmt_fetch: 0, MYSQL_NO_DATA, MYSQL_DATA_TRUNCATED or 1 for an
 * error. */
static int fetch(struct mysql_wait *w, MYSQL_STMT *stmt)
{
	int got = 1;
	int status = mysql_stmt_fetch_start(&got, stmt);
	while (status)
		status = mysql_stmt_fetch_cont(&got, stmt,
					       exec_mysql_wait(w, status));
	return got;
}

static void hand_rows(struct mysql_wait *w, struct result *res)
{
	struct exec_run *r = w->r;
	while (r->end == PLANSQL_RUN_DONE) {
		int got = fetch(w, res->stmt);
		if (got == MYSQL_NO_DATA)
			return;
		if (got == MYSQL_DATA_TRUNCATED && !refetch_truncated(res)) {
			exec_fail(r, NULL);
			return;
		}
		if (got == 1) {
			statement_failed(w, res->stmt);
			return;
		}
		hand_row(r, res);
	}
}

static void hand_result(struct mysql_wait *w, struct result *res)
{
	res->metadata = mysql_stmt_result_metadata(res->stmt);
	if (!res->metadata)
		return; /* a statement without rows */
	res->count = mysql_num_fields(res->metadata);
	if (!bind_columns(res)) {
		exec_fail(w->r, NULL);
		return;
	}
	exec_mysql_hand_columns(w->r, res->metadata);
	hand_rows(w, res);
}

static void free_result(struct result *res)
{
	for (unsigned int i = 0; res->columns && i < res->count; i++)
		free(res->columns[i].text);
	free(res->columns);
	free(res->binds);
	free(res->row);
	free(res->values);
	if (res->metadata)
		mysql_free_result(res->metadata);
}

/* ---- the statement ---- */

static bool prepare(struct mysql_wait *w, MYSQL_STMT *stmt, const char *sql)
{
	int failed = 1;
	int status = mysql_stmt_prepare_start(&failed, stmt, sql,
					      (unsigned long)strlen(sql));
	while (status)
		status = mysql_stmt_prepare_cont(&failed, stmt,
						 exec_mysql_wait(w, status));
	return !failed;
}

static bool execute(struct mysql_wait *w, MYSQL_STMT *stmt)
{
	int failed = 1;
	int status = mysql_stmt_execute_start(&failed, stmt);
	while (status)
		status = mysql_stmt_execute_cont(&failed, stmt,
						 exec_mysql_wait(w, status));
	return !failed;
}

/* Binds the values and runs the statement; false when it failed. */
static bool bind_and_execute(struct mysql_wait *w, MYSQL_STMT *stmt)
{
	struct exec_run *r = w->r;
	MYSQL_BIND *binds = calloc(r->param_count, sizeof *binds);
	struct bound *values = calloc(r->param_count, sizeof *values);
	bool ok = binds && values;
	if (!ok)
		exec_fail(r, NULL);
	for (size_t i = 0; ok && i < r->param_count; i++)
		bind_value(&binds[i], &values[i], &r->params[i]);
	if (ok && (mysql_stmt_bind_param(stmt, binds) || !execute(w, stmt))) {
		statement_failed(w, stmt);
		ok = false;
	}
	free(binds);
	free(values);
	return ok;
}

/* Closing the statement reads the rows left: waiting for them,
 * exec_mysql_wait kills the statement of a run that has stopped. */
static void close_statement(struct mysql_wait *w, MYSQL_STMT *stmt)
{
	my_bool failed;
	int status = mysql_stmt_close_start(&failed, stmt);
	while (status)
		status = mysql_stmt_close_cont(&failed, stmt,
					       exec_mysql_wait(w, status));
}

void exec_mysql_run_bound(struct mysql_wait *w, const char *sql)
{
	struct exec_run *r = w->r;
	struct result res = {.stmt = mysql_stmt_init(w->s->conn)};
	if (!res.stmt) {
		exec_fail(r, NULL);
		return;
	}
	if (!prepare(w, res.stmt, sql))
		statement_failed(w, res.stmt);
	else if (bind_and_execute(w, res.stmt))
		hand_result(w, &res);
	close_statement(w, res.stmt);
	free_result(&res);
}
