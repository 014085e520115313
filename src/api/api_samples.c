/* The public API of sample values (plansql.h, "Probes"): a few distinct
 * values of a catalog's text columns read from a database by probes
 * (api_probe.h). */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_internal.h"
#include "api/api_probe.h"
#include "ask/ask_describe.h"
#include "catalog/catalog.h"
#include "catalog/catalog_data.h"
#include "common/utf8.h"

/* Rows read per column at most: enough to find a few distinct values
 * without scanning a large table. */
#define ROWS_READ 20
/* Values read with no digit, for a column whose samples are numbers: the
 * null markers it writes ("null", "-"), or the words that show it holds
 * more than numbers. */
#define WORDS_READ 3

struct collector {
	char *values[ASK_SAMPLES_SHOWN + WORDS_READ];
	size_t count, cap;
	bool too_long, no_memory;
	const plansql_probe_options *options;
};

static int take_columns(void *context, size_t count, const char *const *names)
{
	(void)context, (void)names;
	return count == 1;
}

static bool seen(const struct collector *c, const char *value)
{
	for (size_t i = 0; i < c->count; i++)
		if (strcmp(c->values[i], value) == 0)
			return true;
	return false;
}

static int take_row(void *context, size_t count, const plansql_value *values)
{
	struct collector *c = context;
	(void)count;
	const char *v =
	    values[0].kind == PLANSQL_VALUE_NULL ? NULL : values[0].text;
	if (!v || seen(c, v))
		return 1;
	if (utf8_count(v, strlen(v)) > ASK_SAMPLE_CHARS) {
		c->too_long = true;
		return 0;
	}
	c->values[c->count] = strdup(v);
	c->no_memory = !c->values[c->count];
	return !c->no_memory && ++c->count < c->cap;
}

/* Runs one read into c; false when out of memory.  A read the engine
 * refuses, or that a limit or a cancel stops, keeps the rows so far. */
static bool collect(plansql_db *db, const struct catalog_table *t,
		    const char *column, bool words, struct collector *c)
{
	struct api_probe probe = {.schema = t->schema,
				  .table = t->name,
				  .column = column,
				  .filters = api_probe_values,
				  .arg = words ? "" : NULL,
				  .rows = ROWS_READ};
	plansql_run_handler handler = {take_columns, take_row, NULL, c};
	bool no_memory = false;
	api_probe_run(db, &probe, c->options, &handler, &no_memory);
	return !no_memory;
}

/* A few values of the column; when they are all numbers, also the
 * values it holds that have no digit, which show the model the words
 * it writes for no value. */
static int read_column(plansql_db *db, plansql_catalog *catalog,
		       const struct catalog_table *t,
		       struct catalog_column *col,
		       const plansql_probe_options *options)
{
	struct collector c = {.cap = ASK_SAMPLES_SHOWN, .options = options};
	bool ok = collect(db, t, col->name, false, &c);
	struct data_reading read = {.values = (const char *const *)c.values,
				    .count = c.count};
	if (!c.too_long && !c.no_memory && catalog_data_needs_words(&read)) {
		c.cap += WORDS_READ;
		ok &= collect(db, t, col->name, true, &c);
	}
	ok &= !c.no_memory;
	if (!c.too_long && c.count)
		ok &= catalog_set_samples(catalog, col, (const char **)c.values,
					  c.count);
	for (size_t i = 0; i < c.count; i++)
		free(c.values[i]);
	return ok ? PLANSQL_OK : PLANSQL_NOMEM;
}

static bool wants_samples(const struct catalog_column *col)
{
	return col->type == TYPE_TEXT && !col->sample_count;
}

int plansql_catalog_read_samples(plansql_catalog *catalog, plansql_db *db,
				 const bool *tables,
				 const plansql_probe_options *options)
{
	if (!catalog || !db)
		return PLANSQL_MISUSE;
	plansql_probe_options o = api_probe_options(options);
	int rc = PLANSQL_OK;
	for (size_t i = 0; i < catalog->table_count; i++) {
		struct catalog_table *t = &catalog->tables[i];
		for (size_t j = 0;
		     (!tables || tables[i]) && j < t->column_count; j++)
			if (wants_samples(&t->columns[j]) &&
			    read_column(db, catalog, t, &t->columns[j], &o) !=
				PLANSQL_OK)
				rc = PLANSQL_NOMEM;
	}
	return rc;
}
