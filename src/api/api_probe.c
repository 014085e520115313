/* Probes of a database's values (api_probe.h). */
#include "api/api_probe.h"

#include <stdlib.h>
#include <string.h>

#define DEFAULT_SECONDS 2.0

void plansql_probe_options_init(plansql_probe_options *options, size_t size)
{
	if (!options || size < sizeof options->size)
		return;
	plansql_probe_options defaults = {.size = size,
					  .seconds = DEFAULT_SECONDS,
					  .samples = PLANSQL_SAMPLES_SAFE};
	memset(options, 0, size);
	memcpy(options, &defaults,
	       size < sizeof defaults ? size : sizeof defaults);
}

plansql_probe_options api_probe_options(const plansql_probe_options *asked)
{
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	if (asked && asked->size >= sizeof asked->size)
		memcpy(&o, asked,
		       asked->size < sizeof o ? asked->size : sizeof o);
	o.size = sizeof o;
	return o;
}

void api_probe_filter(plansql_json *w, const char *column, const char *op,
		      const char *value)
{
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "column", column);
	plansql_json_string_member(w, "op", op);
	if (value)
		plansql_json_string_member(w, "value", value);
	plansql_json_end_object(w);
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
		api_probe_filter(w, column, "like", digits[i]);
	plansql_json_end_array(w);
	plansql_json_end_object(w);
	plansql_json_end_object(w);
}

void api_probe_values(plansql_json *w, const char *column, const void *words)
{
	api_probe_filter(w, column, "is_not_null", NULL);
	if (words)
		no_digit(w, column);
}

/* {"decision", "selections": [{"table", "schema", "columns": [{"column"}],
 *  "filters": [...]}], "distinct", "limit"} */
static char *probe_plan(const struct api_probe *q)
{
	plansql_str *sb = plansql_str_new(0);
	plansql_json *w = plansql_json_new(sb, 0);
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "decision", "proceed");
	plansql_json_key(w, "selections");
	plansql_json_begin_array(w);
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "table", q->table);
	plansql_json_string_member(w, "schema", q->schema);
	plansql_json_key(w, "columns");
	plansql_json_begin_array(w);
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "column", q->column);
	plansql_json_end_object(w);
	plansql_json_end_array(w);
	plansql_json_key(w, "filters");
	plansql_json_begin_array(w);
	if (q->filters)
		q->filters(w, q->column, q->arg);
	plansql_json_end_array(w);
	plansql_json_end_object(w);
	plansql_json_end_array(w);
	if (q->distinct) {
		plansql_json_key(w, "distinct");
		plansql_json_bool(w, true);
	}
	plansql_json_key(w, "limit");
	plansql_json_int(w, (long long)q->rows);
	plansql_json_end_object(w);
	plansql_json_free(w);
	return plansql_str_finish(sb);
}

struct probe_run {
	const plansql_run_handler *handler;
	const plansql_probe_options *options;
};

static int probe_columns(void *context, size_t count, const char *const *names)
{
	const struct probe_run *r = context;
	return !r->handler->columns ||
	       r->handler->columns(r->handler->context, count, names);
}

static int probe_row(void *context, size_t count, const plansql_value *values)
{
	const struct probe_run *r = context;
	return !r->handler->row ||
	       r->handler->row(r->handler->context, count, values);
}

static void probe_waiting(void *context, size_t rows)
{
	const struct probe_run *r = context;
	(void)rows;
	if (r->options->waiting)
		r->options->waiting(r->options->context);
}

plansql_run_end api_probe_run(plansql_db *db, const struct api_probe *probe,
			      const plansql_probe_options *options,
			      const plansql_run_handler *handler,
			      bool *no_memory)
{
	char *plan = probe_plan(probe);
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.dialect = plansql_db_dialect(db);
	plansql_result *r =
	    plan ? plansql_compile(plan, strlen(plan), &o) : NULL;
	const char *sql = plansql_result_sql(r);
	plansql_run_end end = PLANSQL_RUN_FAILED;
	if (sql) {
		plansql_run_options ro;
		plansql_run_options_init(&ro, sizeof ro);
		ro.seconds = options->seconds;
		ro.max_rows = probe->rows;
		struct probe_run run = {handler, options};
		plansql_run_handler h = {probe_columns, probe_row,
					 probe_waiting, &run};
		end = plansql_db_run(db, sql, &ro, &h);
	}
	*no_memory |= !plan || !r;
	plansql_result_free(r);
	free(plan);
	return end;
}
