/* One column of one table read through a compiled plan (column_query.h). */
#include "column_query.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"

void column_filter(json_writer *w, const char *column, const char *op,
		   const char *value)
{
	jw_begin_object(w);
	jw_member_string(w, "column", column);
	jw_member_string(w, "op", op);
	if (value)
		jw_member_string(w, "value", value);
	jw_end_object(w);
}

/* {"selections": [{"table", "schema", "columns": [{"column"}],
 *  "filters": [...]}], "distinct", "limit"} */
static char *read_plan(const struct column_query *q)
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
	jw_member_string(&w, "table", q->table);
	jw_member_string(&w, "schema", q->schema);
	jw_key(&w, "columns");
	jw_begin_array(&w);
	jw_begin_object(&w);
	jw_member_string(&w, "column", q->column);
	jw_end_object(&w);
	jw_end_array(&w);
	jw_key(&w, "filters");
	jw_begin_array(&w);
	if (q->filters)
		q->filters(&w, q->column, q->arg);
	jw_end_array(&w);
	jw_end_object(&w);
	jw_end_array(&w);
	if (q->distinct) {
		jw_key(&w, "distinct");
		jw_bool(&w, true);
	}
	jw_key(&w, "limit");
	jw_int(&w, (long long)q->rows);
	jw_end_object(&w);
	return strbuf_finish(&sb);
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
