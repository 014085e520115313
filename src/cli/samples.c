/* Sample values for plansql ask (samples.h). */
#define _POSIX_C_SOURCE 200809L
#include "samples.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ask/ask_describe.h"
#include "catalog/catalog.h"
#include "catalog/catalog_values.h"
#include "plan/plan_walk.h"
#include "column_query.h"
#include "query.h"
#include "common/utf8.h"

/* Rows read per column at most: enough to find a few distinct values
 * without scanning a large table. */
#define ROWS_READ 20
/* Values read with no digit, for a column whose samples are numbers: the
 * null markers it writes ("null", "-"), or the words that show it holds
 * more than numbers. */
#define WORDS_READ 3

struct collector {
	struct row_sink sink;
	char *values[ASK_SAMPLES_SHOWN + WORDS_READ];
	size_t count, cap;
	bool too_long, no_memory;
};

static bool take_columns(struct row_sink *sink, size_t count,
			 const char *const *names)
{
	(void)sink, (void)names;
	return count == 1;
}

static bool seen(const struct collector *c, const char *value)
{
	for (size_t i = 0; i < c->count; i++)
		if (strcmp(c->values[i], value) == 0)
			return true;
	return false;
}

static bool take_row(struct row_sink *sink, const struct cell *cells)
{
	struct collector *c = (struct collector *)sink;
	const char *v = cells[0].text;
	if (!v || seen(c, v))
		return true;
	if (utf8_count(v, strlen(v)) > ASK_SAMPLE_CHARS) {
		c->too_long = true;
		return false;
	}
	c->values[c->count] = strdup(v);
	c->no_memory = !c->values[c->count];
	return !c->no_memory && ++c->count < c->cap;
}

/* {"not": {"any": [column like "%0%", ... "%9%"]}} */
static void no_digit(plansql_json *w, const char *column)
{
	static const char *const digits[] = {"%0%", "%1%", "%2%", "%3%", "%4%",
					     "%5%", "%6%", "%7%", "%8%", "%9%"};
	plansql_json_begin_object(w);
	plansql_json_key(w, "not");
	plansql_json_begin_object(w);
	plansql_json_key(w, "any");
	plansql_json_begin_array(w);
	for (size_t i = 0; i < sizeof digits / sizeof *digits; i++)
		column_filter(w, column, "like", digits[i]);
	plansql_json_end_array(w);
	plansql_json_end_object(w);
	plansql_json_end_object(w);
}

/* The sample reads' filters: column is_not_null, and with words (arg
 * not NULL): no digit. */
static void sample_filters(plansql_json *w, const char *column,
			   const void *words)
{
	column_filter(w, column, "is_not_null", NULL);
	if (words)
		no_digit(w, column);
}

/* Runs one sample read into c; false when out of memory. */
static bool collect(struct database *db, const struct catalog_table *t,
		    const char *column, bool words, struct collector *c)
{
	struct column_query q = {.schema = t->schema,
				 .table = t->name,
				 .column = column,
				 .filters = sample_filters,
				 .arg = words ? "" : NULL,
				 .rows = ROWS_READ};
	bool no_memory = false;
	column_query_run(db, &q, &c->sink, &no_memory);
	return !no_memory;
}

/* A few values of the column; when they are all numbers, also the
 * values it holds that have no digit (catalog_values.h tells the null
 * markers from words). */
static void read_column(struct database *db, plansql_catalog *catalog,
			struct catalog_table *t, struct catalog_column *col,
			bool *ok)
{
	struct collector c = {.sink = {take_columns, take_row},
			      .cap = ASK_SAMPLES_SHOWN};
	*ok &= collect(db, t, col->name, false, &c);
	struct catalog_column read = *col;
	read.samples = (const char **)c.values;
	read.sample_count = c.count;
	if (!c.too_long && !c.no_memory &&
	    catalog_column_holds_numbers(&read)) {
		c.cap += WORDS_READ;
		*ok &= collect(db, t, col->name, true, &c);
	}
	*ok &= !c.no_memory;
	if (!c.too_long && c.count)
		*ok &= catalog_set_samples(catalog, col,
					   (const char **)c.values, c.count);
	for (size_t i = 0; i < c.count; i++)
		free(c.values[i]);
}

bool samples_read(struct database *db, plansql_catalog *catalog,
		  const bool *tables)
{
	bool ok = true;
	database_capture(db, true);
	for (size_t i = 0; i < catalog->table_count; i++) {
		struct catalog_table *t = &catalog->tables[i];
		for (size_t j = 0;
		     (!tables || tables[i]) && j < t->column_count; j++) {
			struct catalog_column *col = &t->columns[j];
			if (col->type == TYPE_TEXT && !col->sample_count)
				read_column(db, catalog, t, col, &ok);
		}
	}
	database_capture(db, false);
	free(database_take_captured(db));
	return ok;
}

/* ---- the columns a plan compares with values ---- */

struct plan_columns {
	struct database *db;
	plansql_catalog *catalog;
	bool ok;
};

static bool compares_values(const struct column_slot *slot)
{
	return (slot->kind == SLOT_FILTER || slot->kind == SLOT_SUBQUERY ||
		slot->kind == SLOT_AGGREGATE) &&
	       slot->table && slot->column && *slot->column;
}

static void read_slot(void *context, struct column_slot *slot)
{
	struct plan_columns *pc = context;
	if (!compares_values(slot))
		return;
	const char *name = *slot->table ? *slot->table : slot->default_table;
	if (!name)
		return;
	struct plan_selection *s = plan_slot_selection(slot, name);
	const struct catalog_table *t =
	    s ? catalog_table_in(pc->catalog, s->schema, s->table)
	      : catalog_table(pc->catalog, name);
	const struct catalog_column *c =
	    t ? catalog_column(t, *slot->column) : NULL;
	if (c && c->type == TYPE_TEXT && !c->sample_count)
		read_column(pc->db, pc->catalog, (struct catalog_table *)t,
			    (struct catalog_column *)c, &pc->ok);
}

bool samples_for_plan(struct database *db, plansql_catalog *catalog,
		      plansql_plan *plan)
{
	struct plan_columns pc = {db, catalog, true};
	database_capture(db, true);
	plan_walk_columns(plan, read_slot, &pc);
	database_capture(db, false);
	free(database_take_captured(db));
	return pc.ok;
}

bool samples_for_plan_json(struct database *db, plansql_catalog *catalog,
			   const char *json, size_t len)
{
	plansql_plan *plan = NULL;
	plansql_result *r = plansql_plan_read(json, len, &plan);
	bool ok = r && (!plan || samples_for_plan(db, catalog, plan));
	plansql_plan_free(plan);
	plansql_result_free(r);
	return ok;
}
