/* A compile's output columns and reads (compile.h): the result keeps
 * them in its arena; they describe its SQL and vanish with it. */
#include "compile/compile.h"

#include <string.h>

#include "compile/compile_sources.h"
#include "plan/plan_ids.h"

/* compile_statement_columns leaves in each column's id the JSON Pointer of the
 * plan node it was lowered from: the id of that part replaces it. */
static bool label_columns(plansql_result *r, const plansql_plan *plan)
{
	size_t n = r->column_count;
	const char **ids = n ? arena_calloc(&r->arena, n, sizeof *ids) : NULL;
	if (n && !ids)
		return false;
	for (size_t i = 0; i < n; i++)
		ids[i] = r->columns[i].id;
	if (!plan_ids_at(&r->arena, &plan->main, ids, n))
		return false;
	for (size_t i = 0; i < n; i++)
		r->columns[i].id = ids[i];
	return true;
}

bool compile_result_describe(plansql_result *r, const plansql_plan *plan,
			     const struct query *q,
			     const plansql_catalog *catalog)
{
	return compile_statement_columns(q, catalog, &r->arena, &r->columns,
					 &r->column_count) &&
	       label_columns(r, plan) &&
	       compile_statement_reads(q, catalog, &r->arena, &r->reads,
				       &r->read_count);
}

static bool copy_text(arena *a, const char **text)
{
	return !*text || (*text = arena_strdup(a, *text)) != NULL;
}

bool compile_result_copy_outputs(plansql_result *r, const plansql_result *from)
{
	size_t columns = from->column_count, reads = from->read_count;
	r->columns = columns
			 ? arena_calloc(&r->arena, columns, sizeof *r->columns)
			 : NULL;
	r->reads =
	    reads ? arena_calloc(&r->arena, reads, sizeof *r->reads) : NULL;
	if ((columns && !r->columns) || (reads && !r->reads))
		return false;
	for (size_t i = 0; i < columns; i++) {
		plansql_column *c = &r->columns[i];
		*c = from->columns[i]; /* kind, value_type, function: static */
		if (!copy_text(&r->arena, &c->name) ||
		    !copy_text(&r->arena, &c->schema) ||
		    !copy_text(&r->arena, &c->table) ||
		    !copy_text(&r->arena, &c->column) ||
		    !copy_text(&r->arena, &c->type) ||
		    !copy_text(&r->arena, &c->id))
			return false;
	}
	for (size_t i = 0; i < reads; i++) {
		plansql_read *d = &r->reads[i];
		*d = from->reads[i];
		if (!copy_text(&r->arena, &d->schema) ||
		    !copy_text(&r->arena, &d->table) ||
		    !copy_text(&r->arena, &d->column))
			return false;
	}
	r->column_count = columns;
	r->read_count = reads;
	r->described = from->described;
	return true;
}
