/* add_aggregate and remove_aggregate: the measures of the result.  The
 * first aggregate groups an ungrouped query by the columns it shows (as
 * the audit completes any group_by), and removing the last one ungroups
 * it, showing the columns it was grouped by.  Either way the result
 * keeps its columns; what the rows describe changes, and a warning says
 * so. */
#include "patch/patch_internal.h"

#include <string.h>

#include "catalog/catalog_match.h"
#include "plan/plan_names.h"

/* The name an aggregate's output goes by: its alias, else the default. */
static const char *alias_of(patcher *pt, const struct plan_aggregate *a)
{
	const char *name = plan_aggregate_output_name(pt->a, a, NULL);
	if (!name)
		pt->d->out_of_memory = 1;
	return name;
}

static void grouping_changed(patcher *pt, const char *message)
{
	diag_warning(pt->d, "grouping-changed", pt->op->at, "%s", message);
}

/* ---- add_aggregate ---- */

/* The selection the aggregate reads; a table no selection reads is
 * added to be joined, as add_filter adds one. */
static struct plan_selection *aggregate_table(patcher *pt)
{
	const struct patch_op *op = pt->op;
	bool ambiguous;
	struct plan_selection *s =
	    patch_selected(pt, op->table, op->at, "table", &ambiguous);
	if (s || ambiguous)
		return s;
	return patch_join_only_selection(pt, op->table, op->at);
}

/* Two output columns of one name could not be told apart, nor could
 * remove_aggregate tell which to remove. */
static bool alias_free(patcher *pt, const char *alias)
{
	const char *taken = plan_output_alias_spelling(pt->a, pt->q, alias);
	if (!taken)
		return true;
	const char *at = pt->op->alias
			     ? patch_field_pointer(pt, pt->op->at, "alias")
			     : pt->op->at;
	plansql_diagnostic *e =
	    diag_error(pt->d, "duplicate-alias", at,
		       "the result has a column %N already", taken);
	diag_hint(pt->d, e, "give the aggregate another alias");
	return false;
}

/* An ungrouped query is grouped by the columns it shows, so each row
 * it listed becomes a group, with the same columns. */
static struct plan_group_by *start_grouping(patcher *pt)
{
	struct plan_query *q = pt->q;
	struct plan_group_by *g = arena_calloc(pt->a, 1, sizeof *g);
	if (!g) {
		pt->d->out_of_memory = 1;
		return NULL;
	}
	g->at = patch_field_pointer(pt, q->at, "group_by");
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t j = 0; !s->join_only && j < s->column_count; j++) {
			if (s->columns[j].role != ROLE_PROJECTION)
				continue;
			struct plan_column *c =
			    PATCH_APPEND(pt, g->columns, g->column_count);
			if (!c)
				return NULL;
			*c = s->columns[j];
			c->table = plan_selection_key(s);
			c->at = patch_item_pointer(
			    pt, g->at, "group_by_columns", g->column_count - 1);
		}
	}
	q->group_by = g;
	grouping_changed(pt, g->column_count
				 ? "the query is now grouped by the columns "
				   "it shows: it lists one row per group"
				 : "the query shows no column to group by: "
				   "it computes its aggregates over all rows");
	return g;
}

bool patch_add_aggregate(patcher *pt)
{
	const struct patch_op *op = pt->op;
	struct plan_selection *s = aggregate_table(pt);
	if (!s)
		return false;
	const char *column =
	    op->column
		? patch_column_spelling(pt, s, op->column, op->at, "column")
		: NULL;
	if (op->column && !column)
		return false;
	const char *alias =
	    op->alias
		? op->alias
		: plan_default_alias(pt->a,
				     plan_aggregate_function_name(op->function),
				     column);
	if (!alias || !alias_free(pt, alias))
		return false;
	struct plan_group_by *g =
	    pt->q->group_by ? pt->q->group_by : start_grouping(pt);
	struct plan_aggregate *a =
	    g ? PATCH_APPEND(pt, g->aggregates, g->aggregate_count) : NULL;
	if (!a)
		return false;
	a->function = op->function;
	a->table = patch_strdup(pt, plan_selection_key(s));
	a->column = patch_strdup(pt, column);
	a->alias = patch_strdup(pt, alias); /* written out, as the seed asks */
	a->at =
	    patch_item_pointer(pt, g->at, "aggregates", g->aggregate_count - 1);
	return a->table && a->alias && (!column || a->column);
}

/* ---- remove_aggregate ---- */

/* Marks the aggregates whose alias is the operation's: exact, else the
 * only one equal but for case. */
static size_t mark_by_alias(patcher *pt, bool *marked)
{
	const struct plan_group_by *g = pt->q->group_by;
	size_t hits = 0, found = 0;
	for (size_t i = 0; i < g->aggregate_count; i++)
		if (!strcmp(alias_of(pt, &g->aggregates[i]), pt->op->alias)) {
			marked[i] = true;
			return 1;
		}
	for (size_t i = 0; i < g->aggregate_count; i++)
		if (ascii_equal_ci(alias_of(pt, &g->aggregates[i]),
				   pt->op->alias)) {
			found = i;
			hits++;
		}
	if (hits == 1)
		marked[found] = true;
	return hits == 1;
}

/* Whether a computes the operation's function over column of s (NULL:
 * COUNT(*) of s). */
static bool computes(patcher *pt, const struct plan_aggregate *a,
		     const struct plan_selection *s, const char *column)
{
	if (a->function != pt->op->function || !a->column != !column)
		return false;
	if (column)
		return patch_refers_to(pt, NULL, a->table, a->column, s,
				       column);
	return !a->table || ascii_equal_ci(a->table, plan_selection_key(s)) ||
	       ascii_equal_ci(a->table, s->table);
}

/* Marks every aggregate computing the operation's function; their
 * count, or 0 after an error about the table or column. */
static size_t mark_by_function(patcher *pt, bool *marked, bool *failed)
{
	const struct patch_op *op = pt->op;
	const struct plan_group_by *g = pt->q->group_by;
	struct plan_selection *s =
	    patch_selected_or_report(pt, op->table, op->at);
	const char *column =
	    s && op->column
		? patch_column_spelling(pt, s, op->column, op->at, "column")
		: NULL;
	*failed = !s || (op->column && !column);
	size_t hits = 0;
	for (size_t i = 0; !*failed && i < g->aggregate_count; i++)
		if (computes(pt, &g->aggregates[i], s, column)) {
			marked[i] = true;
			hits++;
		}
	return hits;
}

static bool refuse_unknown(patcher *pt)
{
	const struct patch_op *op = pt->op;
	const struct plan_group_by *g = pt->q->group_by;
	size_t n = g ? g->aggregate_count : 0;
	const char **aliases = arena_calloc(pt->a, n + 1, sizeof *aliases);
	if (!aliases) {
		pt->d->out_of_memory = 1;
		return false;
	}
	for (size_t i = 0; i < n; i++)
		aliases[i] = alias_of(pt, &g->aggregates[i]);
	plansql_diagnostic *e;
	if (op->alias)
		e = diag_error(pt->d, "unknown-aggregate",
			       patch_field_pointer(pt, op->at, "alias"),
			       "the query has no aggregate %N", op->alias);
	else if (op->column)
		e = diag_error(pt->d, "unknown-aggregate", op->at,
			       "the query computes no %s of %N.%N",
			       plan_aggregate_function_name(op->function),
			       op->table, op->column);
	else
		e = diag_error(pt->d, "unknown-aggregate", op->at,
			       "the query computes no %s(*) of %N",
			       plan_aggregate_function_name(op->function),
			       op->table);
	struct name_match m;
	catalog_match_name(op->alias ? op->alias : "", aliases, n, &m);
	if (!n)
		diag_hint(pt->d, e, "the query has no aggregates");
	else if (op->alias && m.suggestion_count)
		catalog_match_hint(pt->d, e, &m);
	return false;
}

static bool names_alias(const struct plan_filter *f, const char *alias)
{
	if (f->kind == FILTER_LEAF)
		return f->column && ascii_equal_ci(f->column, alias);
	for (size_t i = 0; i < f->item_count; i++)
		if (names_alias(&f->items[i], alias))
			return true;
	return false;
}

/* A HAVING condition on the aggregate would lose its meaning; it is
 * the plan's to change, not this operation's. */
static bool unused_by_having(patcher *pt, const char *alias)
{
	const struct plan_group_by *g = pt->q->group_by;
	for (size_t i = 0; i < g->having_count; i++) {
		if (!names_alias(&g->having[i], alias))
			continue;
		plansql_diagnostic *e =
		    diag_error(pt->d, "aggregate-in-having", pt->op->at,
			       "a HAVING filter uses the aggregate %N", alias);
		diag_hint(pt->d, e,
			  "remove the HAVING filter from the plan first");
		return false;
	}
	return true;
}

/* ORDER BY items on the alias go with the aggregate. */
static void remove_alias_orders(patcher *pt, const char *alias)
{
	struct plan_query *q = pt->q;
	size_t first = q->order_count;
	for (size_t i = q->order_count; i-- > 0;)
		if (!q->order_by[i].table &&
		    ascii_equal_ci(q->order_by[i].column, alias)) {
			PATCH_REMOVE(q->order_by, q->order_count, i);
			first = i;
		}
	patch_repoint_orders(pt, q->order_by, q->order_count, first, q->at,
			     "order_by");
}

/* Grouped columns without aggregates still give one row per group; a
 * query grouped by nothing lists its rows again. */
static bool ungroup_if_empty(patcher *pt)
{
	const struct plan_group_by *g = pt->q->group_by;
	if (g->aggregate_count || g->column_count)
		return true;
	pt->q->group_by = NULL;
	grouping_changed(pt, "without aggregates the query is no longer "
			     "grouped: it lists its rows");
	return true;
}

static bool remove_marked(patcher *pt, const bool *marked)
{
	struct plan_group_by *g = pt->q->group_by;
	for (size_t i = 0; i < g->aggregate_count; i++)
		if (marked[i] &&
		    !unused_by_having(pt, alias_of(pt, &g->aggregates[i])))
			return false;
	for (size_t i = g->aggregate_count; i-- > 0;) {
		if (!marked[i])
			continue;
		remove_alias_orders(pt, alias_of(pt, &g->aggregates[i]));
		PATCH_REMOVE(g->aggregates, g->aggregate_count, i);
	}
	for (size_t i = 0; i < g->aggregate_count; i++)
		g->aggregates[i].at =
		    patch_item_pointer(pt, g->at, "aggregates", i);
	return ungroup_if_empty(pt);
}

bool patch_remove_aggregate(patcher *pt)
{
	const struct plan_group_by *g = pt->q->group_by;
	if (!g)
		return refuse_unknown(pt);
	bool *marked = arena_calloc(pt->a, g->aggregate_count, sizeof *marked);
	if (!marked) {
		pt->d->out_of_memory = 1;
		return false;
	}
	bool failed = false;
	size_t hits = pt->op->alias ? mark_by_alias(pt, marked)
				    : mark_by_function(pt, marked, &failed);
	if (failed)
		return false;
	return hits ? remove_marked(pt, marked) : refuse_unknown(pt);
}
