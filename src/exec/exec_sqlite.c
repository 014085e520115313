/* SQLite behind struct exec_engine: a file opened read-only, stopped
 * from its progress handler. */
#include <errno.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_attach.h"
#include "catalog/catalog_db.h"
#include "exec/exec.h"

/* Read-only twice over: the file is opened read-only (and so is each
 * attached file: they share its open flags), and the connection refuses
 * any statement that would change a database. */
static bool sqlite_open(plansql_db *db, const char *path,
			const plansql_load_options *options, diag_list *d)
{
	sqlite3 *handle = NULL;
	int rc = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, NULL);
	db->handle = handle;
	if (rc == SQLITE_OK) /* a writer may hold a lock */
		sqlite3_busy_timeout(handle,
				     (int)catalog_load_timeout_ms(options));
	const char *why = NULL;
	if (rc == SQLITE_OK &&
	    !catalog_attach_all(
		handle, options->attachments,
		options->attachments ? options->attachment_count : 0, &why))
		rc = SQLITE_ERROR;
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(handle, "PRAGMA query_only = 1", NULL, NULL,
				  NULL);
	if (rc != SQLITE_OK)
		exec_open_failed(d, why	     ? why
				    : handle ? sqlite3_errmsg(handle)
					     : sqlite3_errstr(rc));
	return rc == SQLITE_OK;
}

static void sqlite_close(plansql_db *db)
{
	sqlite3_close(db->handle);
	db->handle = NULL;
}

static int progress(void *run)
{
	return exec_must_stop(run);
}

static plansql_value_kind kind_of(int type)
{
	return type == SQLITE_NULL ? PLANSQL_VALUE_NULL
	       : type == SQLITE_INTEGER || type == SQLITE_FLOAT
		   ? PLANSQL_VALUE_NUMBER
		   : PLANSQL_VALUE_TEXT;
}

static bool hand_columns(struct exec_run *r, sqlite3_stmt *stmt, int n)
{
	const char **names = calloc((size_t)n + 1, sizeof *names);
	if (!names) {
		exec_fail(r, NULL);
		return false;
	}
	for (int i = 0; i < n; i++) {
		names[i] = sqlite3_column_name(stmt, i);
		names[i] = names[i] ? names[i] : "?";
	}
	bool ok = exec_columns(r, (size_t)n, names);
	free(names);
	return ok;
}

static void steps(struct exec_run *r, sqlite3_stmt *stmt, plansql_value *values)
{
	int n = sqlite3_column_count(stmt);
	if (!hand_columns(r, stmt, n))
		return;
	int rc;
	while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
		for (int i = 0; i < n; i++) {
			/* the type first: reading the text may convert it */
			values[i].kind = kind_of(sqlite3_column_type(stmt, i));
			values[i].text =
			    (const char *)sqlite3_column_text(stmt, i);
		}
		if (!exec_row(r, (size_t)n, values))
			return;
	}
	if (rc != SQLITE_DONE && r->end == PLANSQL_RUN_DONE)
		exec_fail(r, sqlite3_errmsg(r->db->handle));
}

/* A number as SQLite reads the same literal: an integer when it is
 * one that fits, else a floating value. */
static int bind_number(sqlite3_stmt *stmt, int index, const char *text)
{
	char *end;
	errno = 0;
	long long n = strtoll(text, &end, 10);
	if (!*end && !errno)
		return sqlite3_bind_int64(stmt, index, n);
	return sqlite3_bind_double(stmt, index, strtod(text, NULL));
}

/* Booleans as 1 and 0, dates as ISO text: what the literals are. */
static int bind_one(sqlite3_stmt *stmt, int index, const plansql_param *value)
{
	switch (value->type) {
	case PLANSQL_PARAM_BOOLEAN:
		return sqlite3_bind_int(stmt, index,
					!strcmp(value->text, "true"));
	case PLANSQL_PARAM_INTEGER:
	case PLANSQL_PARAM_NUMBER:
		return bind_number(stmt, index, value->text);
	default:
		return sqlite3_bind_text(stmt, index, value->text, -1,
					 SQLITE_STATIC);
	}
}

static bool bind_all(struct exec_run *r, sqlite3_stmt *stmt)
{
	for (size_t i = 0; i < r->param_count; i++)
		if (bind_one(stmt, (int)i + 1, &r->params[i]) != SQLITE_OK) {
			exec_fail(r, sqlite3_errmsg(r->db->handle));
			return false;
		}
	return true;
}

/* SQLite would run the first statement and leave the rest unread: one
 * statement a run, as PostgreSQL's extended protocol takes. */
static bool another_statement(sqlite3 *handle, const char *tail)
{
	sqlite3_stmt *next = NULL;
	int rc = sqlite3_prepare_v2(handle, tail, -1, &next, NULL);
	sqlite3_finalize(next);
	return rc != SQLITE_OK || next != NULL;
}

static void sqlite_run(struct exec_run *r, const char *sql)
{
	sqlite3 *handle = r->db->handle;
	sqlite3_stmt *stmt = NULL;
	const char *tail = NULL;
	int rc = sqlite3_prepare_v2(handle, sql, -1, &stmt, &tail);
	if (rc != SQLITE_OK || !stmt) {
		exec_fail(r, rc != SQLITE_OK ? sqlite3_errmsg(handle)
					     : "the text holds no statement");
		sqlite3_finalize(stmt);
		return;
	}
	if (another_statement(handle, tail)) {
		exec_fail(r, "the text holds more than one statement");
		sqlite3_finalize(stmt);
		return;
	}
	if (!bind_all(r, stmt)) {
		sqlite3_finalize(stmt);
		return;
	}
	int n = sqlite3_column_count(stmt);
	plansql_value *values = calloc((size_t)n + 1, sizeof *values);
	if (values) {
		/* every 1000 virtual machine instructions: a few µs */
		sqlite3_progress_handler(handle, 1000, progress, r);
		steps(r, stmt, values);
		sqlite3_progress_handler(handle, 0, NULL, NULL);
	} else {
		exec_fail(r, NULL);
	}
	free(values);
	sqlite3_finalize(stmt);
}

const struct exec_engine exec_sqlite = {
    .dialect = PLANSQL_SQLITE,
    .open = sqlite_open,
    .run = sqlite_run,
    .close = sqlite_close,
};
