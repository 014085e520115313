/* Expressions and computed columns (format 2): the rules lowering
 * applies to them, checked on the plan so that the audit reports what
 * the SQL could not mean.  The messages are lowering's, word for word:
 * a plan audited without a catalog meets the same ones when compiled. */
#include "audit/audit_internal.h"

#include <string.h>

/* The index of the computed column of q a bare name means among the
 * first visible ones, or -1. */
static long computed_index(const struct plan_query *q, const char *table,
			   const char *name, size_t visible)
{
	for (size_t i = 0; !table && name && i < visible; i++)
		if (!strcmp(q->computed[i].alias, name))
			return (long)i;
	return -1;
}

static bool is_aggregate_function(enum plan_function fn)
{
	return fn == PF_COUNT || fn == PF_COUNT_DISTINCT || fn == PF_SUM ||
	       fn == PF_AVG || fn == PF_MIN || fn == PF_MAX;
}

/* Whether e aggregates rows: an aggregate function, or a computed column
 * before it (visible) that does. */
static bool expr_aggregates(const struct plan_query *q,
			    const struct plan_expr *e, size_t visible)
{
	if (!e)
		return false;
	long k;
	switch (e->kind) {
	case PE_COLUMN:
		k = computed_index(q, e->column.table, e->column.column,
				   visible);
		return k >= 0 && expr_aggregates(q, &q->computed[k].expression,
						 (size_t)k);
	case PE_VALUE:
		return false;
	case PE_FUNCTION:
		if (is_aggregate_function(e->fn))
			return true;
		for (size_t i = 0; i < e->arg_count; i++)
			if (expr_aggregates(q, &e->args[i], visible))
				return true;
		return false;
	case PE_CASE:
		for (size_t i = 0; i < e->when_count; i++)
			if (expr_aggregates(q, e->whens[i].then, visible))
				return true;
		return expr_aggregates(q, e->otherwise, visible);
	}
	return false;
}

/* ---- aggregate-in-where ---- */

static void check_where_leaves(auditor *au, const struct plan_query *q,
			       const struct plan_filter *list, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		const struct plan_filter *f = &list[i];
		if (f->kind != FILTER_LEAF) {
			check_where_leaves(au, q, f->items, f->item_count);
			continue;
		}
		long k =
		    computed_index(q, f->table, f->column, q->computed_count);
		if (k < 0 ||
		    !expr_aggregates(q, &q->computed[k].expression, (size_t)k))
			continue;
		plansql_diagnostic *d = diag_error(
		    au->d, "aggregate-in-where",
		    audit_pointer_of(au, f->at, "column"),
		    "%N aggregates rows: a filter on it belongs in HAVING",
		    f->column);
		diag_hint(au->d, d,
			  "move the filter to group_by.having_filters");
	}
}

/* ---- ungrouped-expression ---- */

static const char *first_ungrouped(const struct plan_query *q,
				   const struct plan_expr *e, size_t visible);

/* The first column a filter tree reads that is not grouped. */
static const char *ungrouped_in_filter(const struct plan_query *q,
				       const struct plan_filter *f,
				       size_t visible)
{
	for (size_t i = 0; f->kind != FILTER_LEAF && i < f->item_count; i++) {
		const char *found =
		    ungrouped_in_filter(q, &f->items[i], visible);
		if (found)
			return found;
	}
	if (f->kind != FILTER_LEAF)
		return NULL;
	struct plan_expr leaf = {.kind = PE_COLUMN,
				 .column = {f->table, f->column, f->at}};
	return first_ungrouped(q, &leaf, visible);
}

/* The first column e reads outside aggregates that is neither grouped
 * nor a group key's computed column; NULL when none. */
static const char *first_ungrouped(const struct plan_query *q,
				   const struct plan_expr *e, size_t visible)
{
	if (!e)
		return NULL;
	const char *found = NULL;
	long k;
	switch (e->kind) {
	case PE_COLUMN:
		k = computed_index(q, e->column.table, e->column.column,
				   visible);
		if (k >= 0)
			return plan_is_computed_group_key(q, e->column.column)
				   ? NULL
				   : first_ungrouped(q,
						     &q->computed[k].expression,
						     (size_t)k);
		return audit_column_grouped(q, e->column.table,
					    e->column.column)
			   ? NULL
			   : e->column.column;
	case PE_VALUE:
		return NULL;
	case PE_FUNCTION:
		if (is_aggregate_function(e->fn))
			return NULL;
		for (size_t i = 0; !found && i < e->arg_count; i++)
			found = first_ungrouped(q, &e->args[i], visible);
		return found;
	case PE_CASE:
		for (size_t i = 0; !found && i < e->when_count; i++) {
			found =
			    ungrouped_in_filter(q, &e->whens[i].when, visible);
			if (!found)
				found = first_ungrouped(q, e->whens[i].then,
							visible);
		}
		return found ? found
			     : first_ungrouped(q, e->otherwise, visible);
	}
	return NULL;
}

/* A grouped query outputs a computed column that is no group key only
 * when it reads grouped columns and aggregates. */
static void check_grouped_outputs(auditor *au, const struct plan_query *q)
{
	for (size_t i = 0; q->group_by && i < q->computed_count; i++) {
		const struct plan_computed *c = &q->computed[i];
		if (c->hidden || plan_is_computed_group_key(q, c->alias))
			continue;
		const char *column = first_ungrouped(q, &c->expression, i);
		if (!column)
			continue;
		plansql_diagnostic *d = diag_error(
		    au->d, "ungrouped-expression", c->at,
		    "%N reads %N, which is neither grouped nor aggregated",
		    c->alias, column);
		diag_hint(au->d, d,
			  "group by it, or aggregate it (e.g. {\"fn\": "
			  "\"max\", ...})");
	}
}

void audit_expressions(auditor *au, struct plan_query *q)
{
	check_where_leaves(au, q, q->filters, q->filter_count);
	check_grouped_outputs(au, q);
}

/* ---- columns expressions read ---- */

struct expression_read {
	const char *table, *column;
	bool found;
};

static void find_read(void *context, struct column_slot *slot)
{
	struct expression_read *r = context;
	if (slot->kind == SLOT_EXPRESSION &&
	    plan_same_column(slot->query, *slot->table, *slot->column, r->table,
			     r->column))
		r->found = true;
}

bool audit_expression_reads(struct plan_query *q, const char *table,
			    const char *column)
{
	struct expression_read r = {table, column, false};
	plan_walk_query_columns(q, find_read, &r);
	return r.found;
}
