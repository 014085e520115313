/* One column of one table read through a compiled plan (column_query.h). */
#include "column_query.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"

void column_filter(plansql_json *w, const char *column, const char *op,
		   const char *value)
{
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "column", column);
	plansql_json_string_member(w, "op", op);
	if (value)
		plansql_json_string_member(w, "value", value);
	plansql_json_end_object(w);
}

/* {"selections": [{"table", "schema", "columns": [{"column"}],
 *  "filters": [...]}], "distinct", "limit"} */
static char *read_plan(const struct column_query *q)
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

enum query_end column_query_run(struct database *db,
				const struct column_query *q,
				struct row_sink *sink, bool *no_memory)
{
	char *plan = read_plan(q);
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = database_dialect(db)};
	plansql_result *r =
	    plan ? plansql_compile(plan, strlen(plan), &o) : NULL;
	const char *sql = plansql_result_sql(r);
	struct query_limits limits = {.seconds = COLUMN_QUERY_SECONDS,
				      .max_rows = q->rows};
	enum query_end end =
	    sql ? database_stream(db, sql, &limits, sink) : QUERY_FAILED;
	*no_memory |= !plan || !r;
	plansql_result_free(r);
	free(plan);
	return end;
}
