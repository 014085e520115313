/* DuckDB behind struct exec_engine: a database opened read-only (or in
 * memory, with the files attached), where only queries run.  The
 * statement runs a task at a time and its rows stream a chunk at a
 * time, the cancel flag and the time limit asked between them; a
 * watchdog thread interrupts DuckDB when one chunk takes long. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <ctype.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "catalog/catalog_duckdb.h"
#include "exec/exec.h"
#include "exec/exec_duckdb.h"

static bool duckdb_engine_open(plansql_db *db, const char *path,
			       const plansql_load_options *options,
			       diag_list *d)
{
	struct catalog_duckdb *handle = calloc(1, sizeof *handle);
	strbuf why;
	strbuf_init(&why, NULL, 0, 1 << 16);
	bool ok = handle && catalog_duckdb_open(handle, path, options, &why);
	if (!handle)
		d->out_of_memory = 1;
	else if (!ok)
		exec_open_failed(d, why.text ? why.text : "");
	strbuf_release(&why);
	if (!ok) {
		free(handle);
		return false;
	}
	db->handle = handle;
	return true;
}

static void duckdb_engine_close(plansql_db *db)
{
	catalog_duckdb_close(db->handle);
	free(db->handle);
	db->handle = NULL;
}

static duckdb_connection connection_of(struct exec_run *r)
{
	return ((struct catalog_duckdb *)r->db->handle)->connection;
}

/* Each value as text: the placeholders' casts give them their types,
 * as DuckDB gives a string the type of what it is compared with. */
static bool bind_all(struct exec_run *r, duckdb_prepared_statement stmt)
{
	if (duckdb_nparams(stmt) != r->param_count) {
		exec_fail(r, "the statement's placeholders are not the "
			     "values given");
		return false;
	}
	for (size_t i = 0; i < r->param_count; i++)
		if (duckdb_bind_varchar(stmt, i + 1, r->params[i].text) !=
		    DuckDBSuccess) {
			exec_fail(r, duckdb_prepare_error(stmt));
			return false;
		}
	return true;
}

static bool is_query(duckdb_connection c, const char *sql)
{
	duckdb_prepared_statement stmt = NULL;
	bool query = duckdb_prepare(c, sql, &stmt) == DuckDBSuccess &&
		     duckdb_prepared_statement_type(stmt) ==
			 LIBDUCKDB_STATEMENT_TYPE_SELECT;
	duckdb_destroy_prepare(&stmt);
	return query;
}

/* A query, or EXPLAIN of one (as plansql explain and ask's check run):
 * EXPLAIN ANALYZE would run any statement, and what follows the word
 * EXPLAIN must itself be a query. */
static bool runs(duckdb_connection c, duckdb_prepared_statement stmt,
		 const char *sql)
{
	int type = duckdb_prepared_statement_type(stmt);
	if (type == LIBDUCKDB_STATEMENT_TYPE_SELECT)
		return true;
	if (type != LIBDUCKDB_STATEMENT_TYPE_EXPLAIN)
		return false;
	sql += strspn(sql, " \t\r\n");
	return !strncasecmp(sql, "EXPLAIN", 7) &&
	       isspace((unsigned char)sql[7]) && is_query(c, sql + 7);
}

static duckdb_prepared_statement prepare(struct exec_run *r, const char *sql)
{
	duckdb_prepared_statement stmt = NULL;
	if (duckdb_prepare(connection_of(r), sql, &stmt) != DuckDBSuccess) {
		exec_fail(r, duckdb_prepare_error(stmt));
	} else if (!runs(connection_of(r), stmt, sql)) {
		exec_fail(r, "plansql runs queries only, and this statement "
			     "is not one");
	} else if (bind_all(r, stmt)) {
		return stmt;
	}
	duckdb_destroy_prepare(&stmt);
	return NULL;
}

/* Interrupts the run's statement once it is cancelled or past its time
 * limit: a fetch of rows can run the whole query before it returns.  It
 * only reads the flag and the clock, and only duckdb_interrupt, which
 * is meant for another thread, touches DuckDB; the run itself then
 * finds out why it stopped (exec_must_stop). */
struct watchdog {
	pthread_t thread;
	atomic_bool done;
	duckdb_connection connection;
	atomic_int *cancelled;
	double deadline;
	bool started;
};

static void *watch(void *arg)
{
	struct watchdog *w = arg;
	const struct timespec pause = {0, 20 * 1000 * 1000};
	while (!atomic_load(&w->done)) {
		if (atomic_load(w->cancelled) ||
		    (w->deadline && exec_now() > w->deadline)) {
			duckdb_interrupt(w->connection);
			break;
		}
		nanosleep(&pause, NULL);
	}
	return NULL;
}

static void watchdog_start(struct watchdog *w, struct exec_run *r)
{
	w->connection = connection_of(r);
	w->cancelled = &r->db->cancelled;
	w->deadline = r->deadline;
	atomic_init(&w->done, false);
	w->started = pthread_create(&w->thread, NULL, watch, w) == 0;
}

static void watchdog_stop(struct watchdog *w)
{
	atomic_store(&w->done, true);
	if (w->started)
		pthread_join(w->thread, NULL);
}

/* Runs the statement's tasks until its rows can stream; false when it
 * fails or must stop (then DuckDB is told to stop its own threads). */
static bool execute(struct exec_run *r, duckdb_prepared_statement stmt,
		    duckdb_result *result)
{
	duckdb_pending_result pending = NULL;
	if (duckdb_pending_prepared_streaming(stmt, &pending) !=
	    DuckDBSuccess) {
		exec_fail(r, duckdb_pending_error(pending));
		duckdb_destroy_pending(&pending);
		return false;
	}
	duckdb_pending_state state;
	do {
		state = duckdb_pending_execute_task(pending);
	} while (state != DUCKDB_PENDING_RESULT_READY &&
		 state != DUCKDB_PENDING_ERROR && !exec_must_stop(r));
	bool ok = false;
	if (state == DUCKDB_PENDING_ERROR && !exec_must_stop(r)) {
		exec_fail(r, duckdb_pending_error(pending));
	} else if (r->end != PLANSQL_RUN_DONE) {
		duckdb_interrupt(connection_of(r));
	} else if (duckdb_execute_pending(pending, result) != DuckDBSuccess) {
		if (!exec_must_stop(r))
			exec_fail(r, duckdb_result_error(result));
		duckdb_destroy_result(result);
	} else {
		ok = true;
	}
	duckdb_destroy_pending(&pending);
	return ok;
}

struct columns {
	size_t count;
	struct exec_duckdb_column *readers;
	plansql_value *values;
	size_t *offsets;
	strbuf texts; /* one row's values, each ending with a NUL */
};

static void columns_release(struct columns *c)
{
	for (size_t i = 0; c->readers && i < c->count; i++)
		exec_duckdb_column_release(&c->readers[i]);
	free(c->readers);
	free(c->values);
	free(c->offsets);
	strbuf_release(&c->texts);
}

/* Readers for every column, and the names handed over; false when the
 * run is to stop. */
static bool columns_start(struct exec_run *r, duckdb_result *result,
			  struct columns *c)
{
	c->count = duckdb_column_count(result);
	c->readers = calloc(c->count + 1, sizeof *c->readers);
	c->values = calloc(c->count + 1, sizeof *c->values);
	c->offsets = calloc(c->count + 1, sizeof *c->offsets);
	const char **names = calloc(c->count + 1, sizeof *names);
	strbuf_init(&c->texts, NULL, 0, SIZE_MAX / 2);
	bool ok = c->readers && c->values && c->offsets && names;
	if (!ok)
		exec_fail(r, NULL);
	strbuf why;
	strbuf_init(&why, NULL, 0, 1 << 12);
	for (size_t i = 0; ok && i < c->count; i++) {
		ok = exec_duckdb_column_init(&c->readers[i], result, i, &why);
		names[i] = duckdb_column_name(result, i);
		names[i] = names[i] ? names[i] : "?";
	}
	if (c->readers && !ok && r->end == PLANSQL_RUN_DONE)
		exec_fail(r, why.text);
	strbuf_release(&why);
	ok = ok && exec_columns(r, c->count, names);
	free(names);
	return ok;
}

/* Hands over the chunk's rows; false when the run is to stop. */
static bool hand_chunk(struct exec_run *r, duckdb_data_chunk chunk,
		       struct columns *c)
{
	idx_t rows = duckdb_data_chunk_get_size(chunk);
	const void **data = calloc(c->count + 1, sizeof *data);
	uint64_t **validity = calloc(c->count + 1, sizeof *validity);
	bool ok = data && validity;
	for (size_t i = 0; ok && i < c->count; i++) {
		duckdb_vector v = duckdb_data_chunk_get_vector(chunk, i);
		data[i] = duckdb_vector_get_data(v);
		validity[i] = duckdb_vector_get_validity(v);
	}
	if (!ok)
		exec_fail(r, NULL);
	for (idx_t row = 0; ok && row < rows; row++) {
		strbuf_truncate(&c->texts, 0);
		for (size_t i = 0; i < c->count; i++) {
			bool null =
			    validity[i] &&
			    !duckdb_validity_row_is_valid(validity[i], row);
			c->values[i].kind =
			    null ? PLANSQL_VALUE_NULL : c->readers[i].kind;
			c->offsets[i] = c->texts.len;
			if (!null)
				exec_duckdb_value_text(&c->readers[i], data[i],
						       row, &c->texts);
		}
		if (c->texts.error) {
			exec_fail(r, NULL);
			break;
		}
		for (size_t i = 0; i < c->count; i++)
			c->values[i].text =
			    c->texts.text ? c->texts.text + c->offsets[i] : "";
		ok = exec_row(r, c->count, c->values);
	}
	free(data);
	free(validity);
	return ok;
}

static void stream(struct exec_run *r, duckdb_result *result)
{
	struct columns c = {0};
	if (columns_start(r, result, &c)) {
		duckdb_data_chunk chunk;
		while (!exec_must_stop(r) &&
		       (chunk = duckdb_fetch_chunk(*result)) != NULL) {
			bool more = duckdb_data_chunk_get_size(chunk) > 0 &&
				    hand_chunk(r, chunk, &c);
			duckdb_destroy_data_chunk(&chunk);
			if (!more)
				break;
		}
		const char *error = duckdb_result_error(result);
		/* an interrupt's error says less than why the run stopped */
		if (error && !exec_must_stop(r))
			exec_fail(r, error);
	}
	columns_release(&c);
}

static void duckdb_engine_run(struct exec_run *r, const char *sql)
{
	duckdb_prepared_statement stmt = prepare(r, sql);
	if (!stmt)
		return;
	duckdb_result result;
	struct watchdog w;
	watchdog_start(&w, r);
	if (execute(r, stmt, &result)) {
		stream(r, &result);
		duckdb_destroy_result(&result);
	}
	watchdog_stop(&w);
	duckdb_destroy_prepare(&stmt);
}

const struct exec_engine exec_duckdb = {
    .dialect = PLANSQL_DUCKDB,
    .open = duckdb_engine_open,
    .run = duckdb_engine_run,
    .close = duckdb_engine_close,
};
