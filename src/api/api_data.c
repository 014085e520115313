/* The public API of what the data holds (plansql.h): a catalog's
 * columns' data sections read from a database by probes (api_probe.h),
 * each column alike, on demand or all at once, and the values the data
 * does not list looked up there. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_probe.h"
#include "ask/ask_private.h"
#include "catalog/catalog.h"
#include "catalog/catalog_data.h"

/* Distinct values read with no digit, for a column whose values read
 * are numbers: null markers ("null", "-"), or words that show it holds
 * more than numbers. */
#define WORDS_READ 4

struct data_source {
	plansql_db *db;
	plansql_probe_options options;
	bool typed; /* the engine keeps values in their declared types */
	pthread_mutex_t lock;
	plansql_db_lookup *lookup; /* made at the first value looked up */
};

/* ---- reading a column ---- */

struct collector {
	char **values;
	bool *text;
	size_t count, cap;
	bool no_memory;
};

static int take_row(void *context, size_t count, const plansql_value *values)
{
	struct collector *c = context;
	(void)count;
	if (values[0].kind == PLANSQL_VALUE_NULL || c->count == c->cap)
		return 1;
	if (!(c->values[c->count] = strdup(values[0].text))) {
		c->no_memory = true;
		return 0;
	}
	c->text[c->count++] = values[0].kind == PLANSQL_VALUE_TEXT;
	return 1;
}

static bool collector_init(struct collector *c, size_t cap)
{
	*c = (struct collector){.cap = cap};
	c->values = calloc(cap + 1, sizeof *c->values);
	c->text = calloc(cap + 1, sizeof *c->text);
	return c->values && c->text;
}

static void collector_free(struct collector *c)
{
	for (size_t i = 0; i < c->count; i++)
		free(c->values[i]);
	free(c->values);
	free(c->text);
}

/* Reads distinct values of the column into c (rows of them at most);
 * whether the read ended by itself. */
static bool distinct_values(const struct data_source *s,
			    const struct catalog_table *t, const char *column,
			    bool words, struct collector *c, size_t rows)
{
	struct api_probe probe = {.schema = t->schema,
				  .table = t->name,
				  .column = column,
				  .filters = api_probe_values,
				  .arg = words ? "" : NULL,
				  .distinct = true,
				  .rows = rows};
	plansql_run_handler handler = {NULL, take_row, NULL, c};
	bool no_memory = false;
	plansql_run_end end = api_probe_run(s->db, &probe, &s->options,
					    &handler, &no_memory);
	c->no_memory |= no_memory;
	return end == PLANSQL_RUN_DONE;
}

/* Whether the values of c may stay in the catalog, as plansql ask may
 * send them: by the samples mode, the column's mark and name, and what
 * its values look like. */
static bool may_keep(const struct data_source *s,
		     const struct catalog_table *t,
		     const struct catalog_column *c, const struct collector *v)
{
	enum ask_samples mode = (enum ask_samples)s->options.samples;
	if (c->private_values || mode == ASK_SAMPLES_NONE)
		return false;
	if (mode == ASK_SAMPLES_ALL)
		return true;
	if (ask_private_by_name(t->name, c->name))
		return false;
	for (size_t i = 0; i < v->count; i++)
		if (ask_private_value(v->values[i]))
			return false;
	return true;
}

/* Reads the data of column c of t; false when out of memory. */
static bool read_column(struct data_source *s, plansql_catalog *catalog,
			const struct catalog_table *t,
			struct catalog_column *c)
{
	struct collector values, words = {0};
	bool ok = collector_init(&values, CATALOG_DATA_VALUES_MAX + 1);
	bool ended = ok && distinct_values(s, t, c->name, false, &values,
					   CATALOG_DATA_VALUES_MAX + 1);
	struct data_reading in = {
	    .values = (const char *const *)values.values,
	    .text = values.text,
	    .count = values.count,
	    .complete = ended && values.count <= CATALOG_DATA_VALUES_MAX};
	if (ok && !values.no_memory && catalog_data_needs_words(&in)) {
		ok = collector_init(&words, WORDS_READ);
		if (ok)
			distinct_values(s, t, c->name, true, &words,
					WORDS_READ);
		in.words = (const char *const *)words.values;
		in.word_count = words.count;
	}
	ok = ok && !values.no_memory && !words.no_memory &&
	     catalog_data_classify(&catalog->arena, c, &in,
				   may_keep(s, t, c, &values), &c->data);
	collector_free(&values);
	collector_free(&words);
	return ok;
}

static bool read_data(void *context, plansql_catalog *catalog,
		      const struct catalog_table *t, struct catalog_column *c)
{
	struct data_source *s = context;
	bool ok = true;
	pthread_mutex_lock(&s->lock);
	if (!c->data_tried) {
		c->data_tried = true;
		if (catalog_data_wanted(c, s->typed))
			ok = read_column(s, catalog, t, c);
	}
	pthread_mutex_unlock(&s->lock);
	return ok;
}

/* ---- values looked up ---- */

static plansql_value_found look_up(void *context, const char *schema,
				   const char *table, const char *column,
				   const char *value,
				   plansql_value_spellings *spellings)
{
	struct data_source *s = context;
	pthread_mutex_lock(&s->lock);
	if (!s->lookup)
		s->lookup = plansql_db_lookup_new(s->db, &s->options);
	plansql_value_found found =
	    s->lookup ? plansql_db_lookup_value(s->lookup, schema, table,
						column, value, spellings)
		      : PLANSQL_VALUE_UNKNOWN;
	pthread_mutex_unlock(&s->lock);
	return found;
}

static void free_source(void *context)
{
	struct data_source *s = context;
	plansql_db_lookup_free(s->lookup);
	pthread_mutex_destroy(&s->lock);
	free(s);
}

/* ---- the API ---- */

int plansql_catalog_use_db(plansql_catalog *catalog, plansql_db *db,
			   const plansql_probe_options *options)
{
	if (!catalog)
		return PLANSQL_MISUSE;
	catalog_set_source(catalog, NULL);
	if (!db)
		return PLANSQL_OK;
	struct data_source *s = calloc(1, sizeof *s);
	if (!s || pthread_mutex_init(&s->lock, NULL)) {
		free(s);
		return PLANSQL_NOMEM;
	}
	s->db = db;
	s->options = api_probe_options(options);
	s->typed = plansql_db_dialect(db) != PLANSQL_SQLITE;
	struct catalog_source source = {read_data, look_up, free_source, s};
	catalog_set_source(catalog, &source);
	return PLANSQL_OK;
}

int plansql_catalog_read_data(plansql_catalog *catalog, const bool *tables)
{
	if (!catalog || !catalog->source.read)
		return PLANSQL_MISUSE;
	int rc = PLANSQL_OK;
	for (size_t i = 0; i < catalog->table_count; i++) {
		struct catalog_table *t = &catalog->tables[i];
		for (size_t j = 0; (!tables || tables[i]) && j < t->column_count;
		     j++)
			if (!catalog->source.read(catalog->source.context,
						  catalog, t, &t->columns[j]))
				rc = PLANSQL_NOMEM;
	}
	return rc;
}
