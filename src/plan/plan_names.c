#include "plan/plan_names.h"

#include <stdio.h>
#include <string.h>

const char *plan_selection_key(const struct plan_selection *s)
{
	return s->alias ? s->alias : s->table;
}

const char *plan_default_alias(arena *a, const char *function,
			       const char *column)
{
	size_t f = strlen(function), c = column ? strlen(column) + 1 : 0;
	char *name = arena_alloc(a, f + c + 1);
	if (!name)
		return NULL;
	for (size_t i = 0; i < f; i++)
		name[i] = ascii_lower(function[i]);
	if (column) {
		name[f] = '_';
		memcpy(name + f + 1, column, c - 1);
	}
	name[f + c] = '\0';
	return name;
}

/* name equals plan_default_alias(function, column), without building it. */
static bool is_default_alias(const char *name, const char *function,
			     const char *column)
{
	size_t f = strlen(function);
	for (size_t i = 0; i < f; i++)
		if (name[i] != ascii_lower(function[i]))
			return false;
	if (!column)
		return name[f] == '\0';
	return name[f] == '_' && !strcmp(name + f + 1, column);
}

static bool takes_column(enum window_function fn)
{
	return fn != WIN_ROW_NUMBER && fn != WIN_RANK && fn != WIN_DENSE_RANK &&
	       fn != WIN_NTILE;
}

const char *plan_window_alias_column(const struct plan_window *w)
{
	if (!takes_column(w->function))
		return NULL;
	if (w->column)
		return w->column;
	return w->partition_count ? w->partition_by[0].column : NULL;
}

const char *plan_column_output_name(const struct plan_column *c)
{
	return c->alias ? c->alias : c->column;
}

bool plan_is_column_alias(const struct plan_query *q, const char *name)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->column_count; i++)
		if (g->columns[i].alias && !strcmp(g->columns[i].alias, name))
			return true;
	for (size_t i = 0; !g && i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t j = 0; j < s->column_count; j++)
			if (s->columns[j].alias &&
			    !strcmp(s->columns[j].alias, name))
				return true;
	}
	return false;
}

bool plan_is_computed_alias(const struct plan_query *q, const char *name)
{
	for (size_t i = 0; i < q->computed_count; i++)
		if (!strcmp(q->computed[i].alias, name))
			return true;
	return false;
}

bool plan_is_computed_group_key(const struct plan_query *q, const char *alias)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->column_count; i++)
		if (!g->columns[i].table &&
		    !strcmp(g->columns[i].column, alias))
			return true;
	return false;
}

bool plan_is_output_alias(const struct plan_query *q, const char *name)
{
	const struct plan_group_by *g = q->group_by;
	if (plan_is_column_alias(q, name) || plan_is_computed_alias(q, name))
		return true;
	for (size_t i = 0; g && i < g->aggregate_count; i++) {
		const struct plan_aggregate *a = &g->aggregates[i];
		if (a->alias
			? !strcmp(a->alias, name)
			: is_default_alias(
			      name, plan_aggregate_function_name(a->function),
			      a->column))
			return true;
	}
	for (size_t i = 0; i < q->window_count; i++) {
		const struct plan_window *w = &q->windows[i];
		if (w->alias ? !strcmp(w->alias, name)
			     : is_default_alias(
				   name, plan_window_function_name(w->function),
				   plan_window_alias_column(w)))
			return true;
	}
	return false;
}

/* The output aliases of q, given or by default, into out (when not
 * NULL); their count. */
static size_t output_aliases(arena *a, const struct plan_query *q,
			     const char **out)
{
	size_t n = 0;
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++, n++)
		if (out) {
			const struct plan_aggregate *x = &g->aggregates[i];
			out[n] =
			    x->alias
				? x->alias
				: plan_default_alias(
				      a,
				      plan_aggregate_function_name(x->function),
				      x->column);
		}
	for (size_t i = 0; i < q->window_count; i++, n++)
		if (out) {
			const struct plan_window *w = &q->windows[i];
			out[n] =
			    w->alias
				? w->alias
				: plan_default_alias(
				      a, plan_window_function_name(w->function),
				      plan_window_alias_column(w));
		}
	return n;
}

const char *plan_output_alias_spelling(arena *a, const struct plan_query *q,
				       const char *name)
{
	if (plan_is_output_alias(q, name))
		return name;
	size_t n = output_aliases(a, q, NULL), hits = 0;
	const char **aliases = n ? arena_calloc(a, n, sizeof *aliases) : NULL;
	const char *found = NULL;
	if (!aliases)
		return NULL;
	output_aliases(a, q, aliases);
	for (size_t i = 0; i < n; i++)
		if (aliases[i] && ascii_equal_ci(aliases[i], name)) {
			found = aliases[i];
			hits++;
		}
	return hits == 1 ? found : NULL;
}

static void put_name(const char **out, size_t *n, const char *name)
{
	if (out)
		out[*n] = name;
	(*n)++;
}

/* The columns of the selections that the select list outputs: not
 * the filter-role columns the query uses (lowering's rule). */
static void selection_outputs(const struct plan_query *q, const char **out,
			      size_t *n)
{
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t j = 0; !s->join_only && j < s->column_count; j++) {
			const struct plan_column *c = &s->columns[j];
			const char *table =
			    c->table ? c->table : plan_selection_key(s);
			if (c->role == ROLE_FILTER &&
			    plan_column_used(q, table, c->column))
				continue;
			put_name(out, n, plan_column_output_name(c));
		}
	}
}

/* The computed columns a group key does not output (lowering's rule). */
static void computed_outputs(const struct plan_query *q, const char **out,
			     size_t *n)
{
	for (size_t i = 0; i < q->computed_count; i++) {
		const struct plan_computed *c = &q->computed[i];
		if (!c->hidden && !plan_is_computed_group_key(q, c->alias))
			put_name(out, n, c->alias);
	}
}

/* Counts the output column names of q, and writes them to out unless it
 * is NULL, in the select list's order: aliases where given, hidden
 * outputs left out, windows last. */
static size_t output_columns(const struct plan_query *q, const char **out)
{
	size_t n = 0;
	if (q->group_by) {
		const struct plan_group_by *g = q->group_by;
		for (size_t i = 0; i < g->column_count; i++)
			if (!g->columns[i].hidden)
				put_name(
				    out, &n,
				    plan_column_output_name(&g->columns[i]));
		for (size_t i = 0; i < g->aggregate_count; i++)
			if (g->aggregates[i].alias && !g->aggregates[i].hidden)
				put_name(out, &n, g->aggregates[i].alias);
	} else {
		selection_outputs(q, out, &n);
	}
	computed_outputs(q, out, &n);
	for (size_t i = 0; i < q->window_count; i++)
		if (q->windows[i].alias)
			put_name(out, &n, q->windows[i].alias);
	return n;
}

/* The selection and column of q that output number index of q is, when
 * it is a column of a table q reads (a group key or a selection's
 * column, in output_columns' order): false for an aggregate, a computed
 * column or a window. */
bool plan_query_output_origin(const struct plan_query *q, size_t index,
			      const struct plan_selection **selection,
			      const char **column)
{
	size_t n = 0;
	const char *table = NULL;
	*column = NULL;
	if (q->group_by) {
		const struct plan_group_by *g = q->group_by;
		for (size_t i = 0; i < g->column_count && !*column; i++)
			if (!g->columns[i].hidden && n++ == index) {
				table = g->columns[i].table;
				*column = g->columns[i].column;
			}
	} else {
		for (size_t i = 0; i < q->selection_count && !*column; i++) {
			const struct plan_selection *s = &q->selections[i];
			for (size_t j = 0;
			     !s->join_only && j < s->column_count && !*column;
			     j++) {
				const struct plan_column *c = &s->columns[j];
				table = c->table ? c->table
						 : plan_selection_key(s);
				if (c->role == ROLE_FILTER &&
				    plan_column_used(q, table, c->column))
					continue;
				if (n++ == index)
					*column = c->column;
			}
		}
	}
	if (!*column)
		return false;
	if (!table && q->selection_count == 1)
		table = plan_selection_key(&q->selections[0]);
	*selection = table ? plan_selection_named(q, table) : NULL;
	return *selection != NULL;
}

const char **plan_query_output_columns(arena *a, const struct plan_query *q,
				       size_t *count)
{
	*count = output_columns(q, NULL);
	const char **names =
	    *count ? arena_calloc(a, *count, sizeof *names) : NULL;
	struct unique_names taken;
	if (!names || !plan_unique_names_init(&taken, a, *count))
		return NULL;
	output_columns(q, names);
	for (size_t i = 0; i < *count; i++) {
		const char *name = names[i];
		names[i] = plan_unique_names_take(&taken, name);
		if (name && !names[i])
			return NULL;
	}
	return names;
}

bool plan_check_cte_order(diag_list *d, const plansql_plan *plan,
			  size_t visible, const char *name, const char *at)
{
	for (size_t i = 0; i < visible; i++)
		if (!strcmp(plan->ctes[i].name, name))
			return true;
	size_t i = visible;
	while (i < plan->cte_count && strcmp(plan->ctes[i].name, name))
		i++;
	if (i == plan->cte_count)
		return true;
	plansql_diagnostic *e =
	    diag_error(d, "cte-order", at,
		       i == visible ? "the CTE %N reads itself"
				    : "the CTE %N is listed after the one "
				      "that reads it",
		       name);
	diag_hint(d, e,
		  i == visible ? "recursive queries are not supported"
			       : "move it up: a CTE reads only the CTEs "
				 "listed before it");
	return false;
}

const struct plan_selection *plan_selection_named(const struct plan_query *q,
						  const char *name)
{
	/* as lowering resolves it: an alias, then a table without alias
	 * (tables of one name in two schemas), then an aliased table */
	const struct plan_selection *by_table = NULL, *by_aliased = NULL;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		if (s->alias && s->alias[0] == name[0] &&
		    !strcmp(s->alias, name))
			return s; /* an alias wins wherever it is */
		const struct plan_selection **slot =
		    s->alias ? &by_aliased : &by_table;
		if (!*slot && s->table[0] == name[0] && !strcmp(s->table, name))
			*slot = s;
	}
	return by_table ? by_table : by_aliased;
}

bool plan_same_column(const struct plan_query *q, const char *table_a,
		      const char *column_a, const char *table_b,
		      const char *column_b)
{
	if (!ascii_equal_ci(column_a, column_b))
		return false;
	if (!table_a || !table_b)
		return true;
	return plan_selection_named(q, table_a) ==
	       plan_selection_named(q, table_b);
}

/* Whether a filter's reference reads table.column.  Spelled byte for
 * byte like the column, as lowering without a catalog reads it: a case
 * that differs may be another column (PostgreSQL's quoted names). */
static bool reference_reads(const struct plan_query *q, const char *ref_table,
			    const char *ref_column, const char *table,
			    const char *column)
{
	return !strcmp(ref_column, column) &&
	       plan_same_column(q, ref_table, ref_column, table, column);
}

/* home: the key of the selection the filter is listed in, or NULL. */
static bool filter_reads(const struct plan_query *q,
			 const struct plan_filter *f, const char *home,
			 const char *table, const char *column)
{
	if (f->kind != FILTER_LEAF) {
		for (size_t i = 0; i < f->item_count; i++)
			if (filter_reads(q, &f->items[i], home, table, column))
				return true;
		return false;
	}
	const struct plan_colref *v = &f->value.column;
	return reference_reads(q, f->table ? f->table : home, f->column, table,
			       column) ||
	       (f->value.kind == PV_COLUMN &&
		reference_reads(q, v->table ? v->table : home, v->column, table,
				column));
}

/* A subquery filter reads its outer column and the outer side of each
 * correlated_on pair. */
static bool subquery_reads(const struct plan_query *q,
			   const struct plan_subquery *sq, const char *table,
			   const char *column)
{
	if (sq->outer.column &&
	    reference_reads(q, sq->outer.table, sq->outer.column, table,
			    column))
		return true;
	for (size_t i = 0; i < sq->correlation_count; i++) {
		const struct plan_colref *o = &sq->correlations[i].outer;
		if (reference_reads(q, o->table, o->column, table, column))
			return true;
	}
	return false;
}

bool plan_column_filtered(const struct plan_query *q, const char *table,
			  const char *column)
{
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t k = 0; k < s->filter_count; k++)
			if (filter_reads(q, &s->filters[k],
					 plan_selection_key(s), table, column))
				return true;
	}
	for (size_t i = 0; i < q->filter_count; i++)
		if (filter_reads(q, &q->filters[i], NULL, table, column))
			return true;
	for (size_t i = 0; i < q->subquery_count; i++)
		if (subquery_reads(q, &q->subqueries[i], table, column))
			return true;
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->having_count; i++)
		if (filter_reads(q, &g->having[i], NULL, table, column))
			return true;
	return false;
}

bool plan_expression_reads(const struct plan_query *q,
			   const struct plan_expr *e, const char *table,
			   const char *column)
{
	if (!e)
		return false;
	switch (e->kind) {
	case PE_COLUMN:
		return reference_reads(q, e->column.table, e->column.column,
				       table, column);
	case PE_FUNCTION:
		for (size_t i = 0; i < e->arg_count; i++)
			if (plan_expression_reads(q, &e->args[i], table,
						  column))
				return true;
		return false;
	case PE_CASE:
		for (size_t i = 0; i < e->when_count; i++)
			if (filter_reads(q, &e->whens[i].when, NULL, table,
					 column) ||
			    plan_expression_reads(q, e->whens[i].then, table,
						  column))
				return true;
		return plan_expression_reads(q, e->otherwise, table, column);
	default:
		return false;
	}
}

bool plan_aggregate_reads(const struct plan_query *q,
			  const struct plan_aggregate *a, const char *table,
			  const char *column)
{
	return (a->column &&
		reference_reads(q, a->table, a->column, table, column)) ||
	       plan_expression_reads(q, a->expression, table, column);
}

static bool window_reads(const struct plan_query *q,
			 const struct plan_window *w, const char *table,
			 const char *column)
{
	if (w->column && reference_reads(q, w->table, w->column, table, column))
		return true;
	for (size_t i = 0; i < w->partition_count; i++)
		if (reference_reads(q, w->partition_by[i].table,
				    w->partition_by[i].column, table, column))
			return true;
	for (size_t i = 0; i < w->order_count; i++)
		if (reference_reads(q, w->order_by[i].table,
				    w->order_by[i].column, table, column))
			return true;
	return false;
}

static bool grouping_reads(const struct plan_query *q, const char *table,
			   const char *column)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->column_count; i++)
		if (reference_reads(q, g->columns[i].table,
				    g->columns[i].column, table, column))
			return true;
	for (size_t i = 0; g && i < g->aggregate_count; i++)
		if (plan_aggregate_reads(q, &g->aggregates[i], table, column))
			return true;
	return false;
}

bool plan_column_read(const struct plan_query *q, const char *table,
		      const char *column)
{
	for (size_t i = 0; i < q->order_count; i++)
		if (reference_reads(q, q->order_by[i].table,
				    q->order_by[i].column, table, column))
			return true;
	for (size_t i = 0; i < q->computed_count; i++)
		if (plan_expression_reads(q, &q->computed[i].expression, table,
					  column))
			return true;
	for (size_t i = 0; i < q->window_count; i++)
		if (window_reads(q, &q->windows[i], table, column))
			return true;
	return grouping_reads(q, table, column);
}

bool plan_column_used(const struct plan_query *q, const char *table,
		      const char *column)
{
	return plan_column_filtered(q, table, column) ||
	       plan_column_read(q, table, column);
}

const char *plan_aggregate_output_name(arena *a, const struct plan_aggregate *g,
				       const char *spelled)
{
	if (g->alias)
		return g->alias;
	const char *column = g->expression ? NULL
			     : spelled	   ? spelled
					   : g->column;
	return plan_default_alias(a, plan_aggregate_function_name(g->function),
				  column);
}

const char *plan_window_output_name(arena *a, const struct plan_window *w,
				    const char *spelled)
{
	if (w->alias)
		return w->alias;
	return plan_default_alias(a, plan_window_function_name(w->function),
				  spelled ? spelled
					  : plan_window_alias_column(w));
}
