/* The databases of plansql eval (eval.h): the one --db names, or one per
 * db_id under --dbdir (DIR/DB/DB.sqlite, or a URL with {db} in it).
 * Each catalog is read once and kept as JSON; a question gets a fresh
 * copy, so that the sample values ask reads for one question do not
 * change what the next is told, as two runs of plansql ask would not.
 * Each worker has its own connections.  Every database call holds one
 * lock: the Ctrl-C handling of a running statement is process-wide
 * (query.c), and the model's requests, not the databases, are what -j
 * runs side by side. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "eval.h"
#include "explain.h"
#include "samples.h"

static const char who[] = "plansql eval";

struct eval_db {
	const char *name; /* db_id, or NULL with --db */
	char *spec;	  /* as --db names it */
	char *catalog_json;
};

struct eval_dbs {
	const struct eval_args *args;
	struct eval_db *items;
	size_t count;
	pthread_mutex_t lock;
};

struct eval_conn {
	struct eval_dbs *dbs;
	struct database **open; /* by index of dbs->items; NULL: not yet */
};

/* ---- naming the databases ---- */

/* DIR/DB/DB.sqlite, or the pattern with each {db} replaced. */
static char *spec_of(const char *dbdir, const char *name)
{
	const char *mark = strstr(dbdir, "{db}");
	plansql_str *sb = plansql_str_new(1 << 16);
	if (mark) {
		for (const char *at = dbdir; mark; mark = strstr(at, "{db}")) {
			plansql_str_append(sb, at, (size_t)(mark - at));
			plansql_str_appends(sb, name);
			at = mark + 4;
			if (!strstr(at, "{db}"))
				plansql_str_appends(sb, at);
		}
	} else {
		plansql_str_appendf(sb, "sqlite:%s/%s/%s.sqlite", dbdir, name,
				    name);
	}
	return plansql_str_finish(sb);
}

static long db_index(const struct eval_dbs *dbs, const char *name)
{
	for (size_t i = 0; i < dbs->count; i++)
		if (!dbs->items[i].name ||
		    (name && !strcmp(dbs->items[i].name, name)))
			return (long)i;
	return -1;
}

/* A db_id is a name, not a path: DIR/../x would leave --dbdir. */
static bool plain_name(const char *name)
{
	return *name && !strchr(name, '/') && strcmp(name, ".") &&
	       strcmp(name, "..");
}

static bool add_db(struct eval_dbs *dbs, const char *name, char *spec)
{
	struct eval_db *items =
	    realloc(dbs->items, (dbs->count + 1) * sizeof *items);
	if (!items || !spec) {
		free(spec);
		return false;
	}
	dbs->items = items;
	items[dbs->count++] = (struct eval_db){.name = name, .spec = spec};
	return true;
}

static bool name_dbs(struct eval_dbs *dbs, const struct eval_args *a,
		     const struct eval_questions *q)
{
	if (!a->dbdir)
		return add_db(dbs, NULL, strdup(a->ask.sources.db));
	for (size_t i = 0; i < q->count; i++) {
		const struct eval_question *e = &q->items[i];
		if (!e->db_id || !plain_name(e->db_id)) {
			fprintf(stderr,
				"%s: line %zu: with --dbdir each question "
				"names its database by db_id, a plain name\n",
				who, e->line);
			return false;
		}
		if (db_index(dbs, e->db_id) < 0 &&
		    !add_db(dbs, e->db_id, spec_of(a->dbdir, e->db_id)))
			return false;
	}
	return true;
}

/* ---- the catalogs ---- */

static bool read_catalog(struct eval_db *db, const struct eval_args *a)
{
	if (!db->name && a->ask.sources.catalog) { /* --db: sources_load's */
		db->catalog_json = plansql_catalog_json(a->ask.sources.catalog);
		return db->catalog_json != NULL;
	}
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.connect_timeout_ms = a->ask.sources.connect_timeout_ms;
	plansql_catalog *c = sources_database_catalog(db->spec, &o, who);
	db->catalog_json = c ? plansql_catalog_json(c) : NULL;
	plansql_catalog_free(c);
	if (!c && db->name) { /* the spec may hold a password: not shown */
		fprintf(stderr, "%s: the database of db_id '", who);
		display_text(stderr, db->name);
		fputs("' could not be read\n", stderr);
	}
	return db->catalog_json != NULL;
}

struct eval_dbs *eval_dbs_open(const struct eval_args *a,
			       const struct eval_questions *q)
{
	struct eval_dbs *dbs = calloc(1, sizeof *dbs);
	if (!dbs)
		return NULL;
	dbs->args = a;
	pthread_mutex_init(&dbs->lock, NULL);
	bool ok = name_dbs(dbs, a, q);
	for (size_t i = 0; ok && i < dbs->count; i++)
		ok = read_catalog(&dbs->items[i], a);
	if (!ok) {
		eval_dbs_free(dbs);
		return NULL;
	}
	return dbs;
}

void eval_dbs_free(struct eval_dbs *dbs)
{
	if (!dbs)
		return;
	for (size_t i = 0; i < dbs->count; i++) {
		free(dbs->items[i].spec);
		plansql_free(dbs->items[i].catalog_json);
	}
	free(dbs->items);
	pthread_mutex_destroy(&dbs->lock);
	free(dbs);
}

size_t eval_dbs_count(const struct eval_dbs *dbs)
{
	return dbs->count;
}

/* ---- a worker's connections ---- */

struct eval_conn *eval_conn_new(struct eval_dbs *dbs)
{
	struct eval_conn *c = calloc(1, sizeof *c);
	if (c)
		c->open = calloc(dbs->count, sizeof *c->open);
	if (!c || !c->open) {
		free(c);
		return NULL;
	}
	c->dbs = dbs;
	return c;
}

void eval_conn_free(struct eval_conn *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->dbs->count; i++)
		database_close(c->open[i]);
	free(c->open);
	free(c);
}

static struct database *connected(struct eval_conn *c, size_t i)
{
	if (!c->open[i]) {
		pthread_mutex_lock(&c->dbs->lock);
		c->open[i] = database_open_attached(
		    c->dbs->items[i].spec, NULL, 0,
		    c->dbs->args->ask.sources.connect_timeout_ms, who);
		pthread_mutex_unlock(&c->dbs->lock);
	}
	return c->open[i];
}

bool eval_db_use(struct eval_conn *c, const struct eval_question *q,
		 struct eval_db_use *use, char **error)
{
	*use = (struct eval_db_use){.lock = &c->dbs->lock};
	long i = db_index(c->dbs, q->db_id);
	const struct eval_db *db = i >= 0 ? &c->dbs->items[i] : NULL;
	use->db = db ? connected(c, (size_t)i) : NULL;
	if (!use->db) {
		*error = strdup("the database could not be opened");
		return false;
	}
	plansql_result *r = plansql_catalog_read(
	    db->catalog_json, strlen(db->catalog_json), &use->catalog);
	plansql_result_free(r);
	if (!use->catalog) {
		*error = strdup("out of memory");
		return false;
	}
	use->sources = c->dbs->args->ask.sources;
	use->sources.catalog = use->catalog;
	use->dialect = database_dialect(use->db);
	use->limits = c->dbs->args->ask.limits;
	use->limits.quiet = true;
	/* what the data holds, read on the worker's own connection */
	if (plansql_catalog_use_db(use->catalog, database_handle(use->db),
				   NULL) != PLANSQL_OK) {
		*error = strdup("out of memory");
		return false;
	}
	return true;
}

void eval_db_release(struct eval_db_use *use)
{
	plansql_catalog_free(use->catalog);
	use->catalog = NULL;
}

/* ---- rows ---- */

struct rows_sink {
	struct row_sink sink; /* first: database_stream is handed this */
	plansql_rows *rows;
	size_t columns;
	plansql_value *values;
	bool out_of_memory, no_columns;
};

static bool take_columns(struct row_sink *sink, size_t count,
			 const char *const *names)
{
	struct rows_sink *s = (struct rows_sink *)sink;
	s->columns = count;
	if (!count) {
		s->no_columns = true;
		return false;
	}
	s->rows = plansql_rows_new(count, names);
	s->values = calloc(count + 1, sizeof *s->values);
	s->out_of_memory = !s->rows || !s->values;
	return !s->out_of_memory;
}

static bool take_row(struct row_sink *sink, const struct cell *cells)
{
	struct rows_sink *s = (struct rows_sink *)sink;
	for (size_t i = 0; i < s->columns; i++) {
		const struct cell *c = &cells[i];
		s->values[i] = (plansql_value){!c->text ? PLANSQL_VALUE_NULL
					       : c->kind == CELL_NUMBER
						   ? PLANSQL_VALUE_NUMBER
						   : PLANSQL_VALUE_TEXT,
					       c->text};
	}
	int rc = plansql_rows_add(s->rows, s->values);
	for (size_t i = 0; rc == PLANSQL_MISUSE && i < s->columns; i++)
		if (s->values[i].kind == PLANSQL_VALUE_NUMBER)
			s->values[i].kind = PLANSQL_VALUE_TEXT; /* money... */
	if (rc == PLANSQL_MISUSE)
		rc = plansql_rows_add(s->rows, s->values);
	s->out_of_memory = rc != PLANSQL_OK;
	return !s->out_of_memory;
}

static char *end_error(enum query_end end, const struct query_limits *limits,
		       char *captured)
{
	char text[160];
	switch (end) {
	case QUERY_FAILED:
		return captured ? captured : strdup("the query failed");
	case QUERY_TIMED_OUT:
		snprintf(text, sizeof text,
			 "stopped at the time limit of %g s (--timeout)",
			 limits->seconds);
		break;
	case QUERY_ROW_CAP:
		snprintf(text, sizeof text,
			 "more than %zu rows (--rows): not compared",
			 limits->max_rows);
		break;
	case QUERY_INTERRUPTED:
		snprintf(text, sizeof text, "cancelled (Ctrl-C)");
		break;
	default:
		snprintf(text, sizeof text, "out of memory");
	}
	free(captured);
	return strdup(text);
}

enum query_end eval_rows_of(struct eval_db_use *use, const char *sql,
			    plansql_rows **rows, char **error)
{
	struct rows_sink s = {.sink = {take_columns, take_row}};
	pthread_mutex_lock(use->lock);
	database_capture(use->db, true);
	enum query_end end =
	    database_stream(use->db, sql, &use->limits, &s.sink);
	database_capture(use->db, false);
	char *captured = database_take_captured(use->db);
	pthread_mutex_unlock(use->lock);
	free(s.values);
	if (end == QUERY_DONE && s.rows) {
		free(captured);
		*rows = s.rows;
		return QUERY_DONE;
	}
	plansql_rows_free(s.rows);
	if (s.no_columns) { /* the model's statement: retried as refused */
		free(captured);
		*error = strdup("the statement returns no columns");
		end = QUERY_FAILED;
	} else {
		*error = end_error(end, &use->limits, captured);
	}
	return end == QUERY_DONE ? QUERY_SINK_FAILED : end;
}

char *eval_explain(void *context, const char *sql)
{
	struct eval_db_use *use = context;
	pthread_mutex_lock(use->lock);
	char *why = explain_check(use->db, sql, &use->limits);
	pthread_mutex_unlock(use->lock);
	return why;
}

int eval_sample(void *context, const bool *chosen)
{
	struct eval_db_use *use = context;
	pthread_mutex_lock(use->lock);
	int ok = samples_read(use->db, use->catalog, chosen);
	pthread_mutex_unlock(use->lock);
	return ok;
}
