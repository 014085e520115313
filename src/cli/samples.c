/* Sample values for plansql ask (samples.h). */
#define _POSIX_C_SOURCE 200809L
#include "samples.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "llm_describe.h"
#include "catalog.h"
#include "json_write.h"
#include "query.h"
#include "utf8.h"

/* Rows read per column at most: enough to find a few distinct values
 * without scanning a large table. */
#define ROWS_READ 20
/* Each read's time limit, in seconds. */
#define READ_SECONDS 2.0

struct collector {
	struct row_sink sink;
	char *values[ASK_SAMPLES_SHOWN];
	size_t count;
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
	return !c->no_memory && ++c->count < ASK_SAMPLES_SHOWN;
}

/* {"selections": [{"table", "schema", "columns": [{"column"}]}],
 *  "global_filters": [column is_not_null], "limit": ROWS_READ} */
static char *sample_plan(const struct catalog_table *t, const char *column)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, SIZE_MAX / 2);
	json_writer w;
	jw_init(&w, &sb, false);
	jw_begin_object(&w);
	jw_member_string(&w, "decision", "proceed");
	jw_key(&w, "selections");
	jw_begin_array(&w);
	jw_begin_object(&w);
	jw_member_string(&w, "table", t->name);
	jw_member_string(&w, "schema", t->schema);
	jw_key(&w, "columns");
	jw_begin_array(&w);
	jw_begin_object(&w);
	jw_member_string(&w, "column", column);
	jw_end_object(&w);
	jw_end_array(&w);
	jw_key(&w, "filters");
	jw_begin_array(&w);
	jw_begin_object(&w);
	jw_member_string(&w, "column", column);
	jw_member_string(&w, "op", "is_not_null");
	jw_end_object(&w);
	jw_end_array(&w);
	jw_end_object(&w);
	jw_end_array(&w);
	jw_key(&w, "limit");
	jw_int(&w, ROWS_READ);
	jw_end_object(&w);
	return strbuf_finish(&sb);
}

static void read_column(struct database *db, plansql_catalog *catalog,
			struct catalog_table *t, struct catalog_column *col,
			bool *ok)
{
	char *plan = sample_plan(t, col->name);
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = database_dialect(db)};
	plansql_result *r =
	    plan ? plansql_compile(plan, strlen(plan), &o) : NULL;
	const char *sql = plansql_result_sql(r);
	struct collector c = {.sink = {take_columns, take_row}};
	struct query_limits limits = {.seconds = READ_SECONDS,
				      .max_rows = ROWS_READ};
	if (sql)
		database_stream(db, sql, &limits, &c.sink);
	*ok &= plan && r && !c.no_memory;
	if (!c.too_long && c.count)
		*ok &= catalog_set_samples(catalog, col,
					   (const char **)c.values, c.count);
	for (size_t i = 0; i < c.count; i++)
		free(c.values[i]);
	plansql_result_free(r);
	free(plan);
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
