/* The driver of a run (exec.h): the name checked, the engine chosen,
 * the limits kept; and the engine's messages made one line. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "exec/exec.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "catalog/catalog_dbname.h"
#include "common/strbuf.h"
#include "compile/compile.h"

_Static_assert(ATOMIC_INT_LOCK_FREE == 2,
	       "plansql_db_cancel needs a lock-free int for signal handlers");

double exec_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* ---- the engine's messages ---- */

static bool starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/* A severity word a PostgreSQL message starts with: whoever shows it
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

char *exec_one_line(const char *message)
{
	message = without_severity(message ? message : "");
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

/* The message names what the database was asked for: escaped, as
 * untrusted text is in every diagnostic. */
void exec_open_failed(diag_list *d, const char *message)
{
	char *line = exec_one_line(message);
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1 << 16);
	diag_escape_unquoted(
	    &sb, line && *line ? line : "the database gave no reason");
	if (!line || sb.error)
		d->out_of_memory = 1;
	else
		diag_error(d, "database-error", "", "%s", sb.text);
	strbuf_release(&sb);
	free(line);
}

/* ---- opening ---- */

plansql_db *exec_open(const char *database, const plansql_load_options *options,
		      diag_list *d)
{
	if (!catalog_db_check(database, options, d))
		return NULL;
	plansql_db *db = calloc(1, sizeof *db);
	if (!db) {
		d->out_of_memory = 1;
		return NULL;
	}
	switch (catalog_db_kind(database)) {
	case CATALOG_DB_SQLITE:
		db->engine = &exec_sqlite;
		break;
	case CATALOG_DB_MYSQL:
		db->engine = &exec_mysql;
		break;
	case CATALOG_DB_DUCKDB:
		db->engine = &exec_duckdb;
		break;
	default:
		db->engine = &exec_postgres;
	}
	if (!db->engine->open(db, catalog_db_target(database), options, d)) {
		exec_close(db);
		return NULL;
	}
	return db;
}

void exec_close(plansql_db *db)
{
	if (!db)
		return;
	if (db->handle)
		db->engine->close(db);
	free(db->error);
	free(db);
}

/* ---- a run ---- */

bool exec_must_stop(struct exec_run *r)
{
	if (r->end != PLANSQL_RUN_DONE)
		return true;
	if (atomic_load(&r->db->cancelled))
		r->end = PLANSQL_RUN_CANCELLED;
	else if (r->deadline && exec_now() > r->deadline)
		r->end = PLANSQL_RUN_TIMED_OUT;
	else if (r->handler->waiting)
		r->handler->waiting(r->handler->context, r->rows);
	return r->end != PLANSQL_RUN_DONE;
}

bool exec_columns(struct exec_run *r, size_t count, const char *const *names)
{
	if (r->handler->columns &&
	    !r->handler->columns(r->handler->context, count, names))
		r->end = PLANSQL_RUN_STOPPED;
	return r->end == PLANSQL_RUN_DONE;
}

bool exec_row(struct exec_run *r, size_t count, const plansql_value *values)
{
	if (r->options.max_rows && r->rows == r->options.max_rows) {
		r->end = PLANSQL_RUN_ROW_CAP;
		return false;
	}
	if (r->handler->row &&
	    !r->handler->row(r->handler->context, count, values)) {
		r->end = PLANSQL_RUN_STOPPED;
		return false;
	}
	r->rows++;
	return !exec_must_stop(r);
}

void exec_fail(struct exec_run *r, const char *message)
{
	r->end = PLANSQL_RUN_FAILED;
	free(r->db->error);
	r->db->error = message ? exec_one_line(message) : NULL;
	if (!r->db->error)
		r->db->error = strdup("out of memory");
}

plansql_run_end exec_run(plansql_db *db, const char *sql,
			 const plansql_run_options *options,
			 const plansql_run_handler *handler)
{
	static const plansql_run_handler none = {0};
	struct exec_run r = {.db = db,
			     .options = *options,
			     .handler = handler ? handler : &none,
			     .end = PLANSQL_RUN_DONE};
	const plansql_result *params = options->params;
	if (params && params->sql && params->with_params) {
		r.params = params->params.items;
		r.param_count = params->params.count;
	}
	free(db->error);
	db->error = NULL;
	atomic_store(&db->cancelled, 0);
	r.deadline = options->seconds > 0 ? exec_now() + options->seconds : 0;
	db->engine->run(&r, sql);
	return r.end;
}
