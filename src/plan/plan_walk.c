#include "plan/plan_walk.h"

#include "plan/plan_names.h"

#include <string.h>

typedef struct walker {
	column_visitor visit;
	void *context;
	struct plan_query *query;
	const struct query_chain *enclosing;
	bool nested;		 /* into nested queries too */
	size_t visible_computed; /* computed columns a bare name may mean */
} walker;

static void query(walker *w, struct plan_query *q);

/* A bare name of a visible computed column names that column. */
static bool names_computed(const walker *w, const struct column_slot *slot)
{
	if (*slot->table || slot->default_table || slot->subquery_table ||
	    !*slot->column)
		return false;
	for (size_t i = 0; i < w->visible_computed; i++)
		if (!strcmp(w->query->computed[i].alias, *slot->column))
			return true;
	return false;
}

static void visit(walker *w, struct column_slot slot)
{
	if (names_computed(w, &slot))
		return;
	slot.query = w->query;
	slot.enclosing = w->enclosing;
	if (!slot.table_key)
		slot.table_key = "table";
	if (!slot.column_key)
		slot.column_key = "column";
	w->visit(w->context, &slot);
}

/* A filter tree: its leaves, and the columns comparisons name. */
static void filters(walker *w, struct plan_filter *list, size_t count,
		    enum slot_kind kind, const char *default_table,
		    const char *subquery_table)
{
	for (size_t i = 0; i < count; i++) {
		struct plan_filter *f = &list[i];
		if (f->kind != FILTER_LEAF) {
			filters(w, f->items, f->item_count, kind, default_table,
				subquery_table);
			continue;
		}
		visit(w, (struct column_slot){.kind = kind,
					      .table = &f->table,
					      .column = &f->column,
					      .default_table = default_table,
					      .subquery_table = subquery_table,
					      .filter = f,
					      .at = f->at});
		if (f->value.kind == PV_COLUMN)
			visit(w, (struct column_slot){
				     .kind = SLOT_VALUE,
				     .table = &f->value.column.table,
				     .column = &f->value.column.column,
				     .subquery_table = subquery_table,
				     .at = f->value.at});
	}
}

static void columns(walker *w, struct plan_column *list, size_t count,
		    enum slot_kind kind, const char *default_table)
{
	for (size_t i = 0; i < count; i++)
		visit(w, (struct column_slot){.kind = kind,
					      .table = &list[i].table,
					      .column = &list[i].column,
					      .default_table = default_table,
					      .at = list[i].at});
}

static void orders(walker *w, struct plan_order *list, size_t count,
		   enum slot_kind kind)
{
	for (size_t i = 0; i < count; i++)
		visit(w, (struct column_slot){.kind = kind,
					      .table = &list[i].table,
					      .column = &list[i].column,
					      .at = list[i].at});
}

/* ---- expressions (format 2) ---- */

static void expression(walker *w, struct plan_expr *e)
{
	if (!e)
		return;
	switch (e->kind) {
	case PE_COLUMN:
		visit(w, (struct column_slot){.kind = SLOT_EXPRESSION,
					      .table = &e->column.table,
					      .column = &e->column.column,
					      .at = e->at});
		break;
	case PE_VALUE:
		break;
	case PE_FUNCTION:
		for (size_t i = 0; i < e->arg_count; i++)
			expression(w, &e->args[i]);
		break;
	case PE_CASE:
		for (size_t i = 0; i < e->when_count; i++) {
			filters(w, &e->whens[i].when, 1, SLOT_EXPRESSION, NULL,
				NULL);
			expression(w, e->whens[i].then);
		}
		expression(w, e->otherwise);
		break;
	}
}

/* Each computed column sees the aliases of those before it only. */
static void computed_columns(walker *w, struct plan_query *q)
{
	for (size_t i = 0; i < q->computed_count; i++) {
		w->visible_computed = i;
		expression(w, &q->computed[i].expression);
	}
	w->visible_computed = q->computed_count;
}

static void selections(walker *w, struct plan_query *q)
{
	for (size_t i = 0; i < q->selection_count; i++) {
		struct plan_selection *s = &q->selections[i];
		columns(w, s->columns, s->column_count, SLOT_SELECTION_COLUMN,
			plan_selection_key(s));
		filters(w, s->filters, s->filter_count, SLOT_FILTER,
			plan_selection_key(s), NULL);
	}
}

static void joins(walker *w, struct plan_query *q)
{
	for (size_t i = 0; i < q->join_count; i++) {
		struct plan_join *j = &q->joins[i];
		visit(w, (struct column_slot){.kind = SLOT_JOIN,
					      .table = &j->from.table,
					      .column = &j->from.column,
					      .at = j->at,
					      .table_key = "from_table",
					      .column_key = "from_column"});
		visit(w, (struct column_slot){.kind = SLOT_JOIN,
					      .table = &j->to.table,
					      .column = &j->to.column,
					      .at = j->at,
					      .table_key = "to_table",
					      .column_key = "to_column"});
	}
}

static void grouping(walker *w, struct plan_group_by *g)
{
	if (!g)
		return;
	columns(w, g->columns, g->column_count, SLOT_GROUP, NULL);
	for (size_t i = 0; i < g->aggregate_count; i++) {
		struct plan_aggregate *a = &g->aggregates[i];
		expression(w, a->expression);
		if (a->column) /* COUNT(*) names no column */
			visit(w, (struct column_slot){.kind = SLOT_AGGREGATE,
						      .table = &a->table,
						      .column = &a->column,
						      .at = a->at});
	}
	filters(w, g->having, g->having_count, SLOT_HAVING, NULL, NULL);
}

static void windows(walker *w, struct plan_query *q)
{
	for (size_t i = 0; i < q->window_count; i++) {
		struct plan_window *win = &q->windows[i];
		if (win->column)
			visit(w, (struct column_slot){.kind = SLOT_WINDOW,
						      .table = &win->table,
						      .column = &win->column,
						      .at = win->at});
		columns(w, win->partition_by, win->partition_count, SLOT_WINDOW,
			NULL);
		orders(w, win->order_by, win->order_count, SLOT_WINDOW);
	}
}

/* The inner sides of correlated_on name the nested query's selections:
 * they are visited as its references (w->query is the nested query). */
static void correlation_inners(walker *w, struct plan_subquery *s)
{
	for (size_t i = 0; i < s->correlation_count; i++) {
		struct plan_colref *in = &s->correlations[i].inner;
		visit(w, (struct column_slot){.kind = SLOT_CORRELATION_INNER,
					      .table = &in->table,
					      .column = &in->column,
					      .at = in->at});
	}
}

static void query_tree(walker *w, struct plan_query *q);

/* A nested query, when walking into them, inside the current query. */
static void nested_query(walker *w, struct plan_subquery *s)
{
	if (!w->nested)
		return;
	struct plan_query *q = w->query;
	const struct query_chain *enclosing = w->enclosing;
	struct query_chain link = {q, enclosing, s};
	w->enclosing = &link;
	query_tree(w, s->query);
	w->query = s->query; /* not the last member query_tree walked */
	w->visible_computed = s->query->computed_count;
	correlation_inners(w, s);
	w->query = q;
	w->visible_computed = q->computed_count;
	w->enclosing = enclosing;
}

static void simple_subquery(walker *w, struct plan_subquery *s)
{
	visit(w, (struct column_slot){.kind = SLOT_SUBQUERY,
				      .table = &s->table,
				      .column = &s->column,
				      .default_table = s->table,
				      .subquery_table = s->table,
				      .at = s->at,
				      .table_key = "subquery_table",
				      .column_key = "subquery_column"});
	filters(w, s->filters, s->filter_count, SLOT_SUBQUERY, s->table,
		s->table);
}

static void subqueries(walker *w, struct plan_query *q)
{
	for (size_t i = 0; i < q->subquery_count; i++) {
		struct plan_subquery *s = &q->subqueries[i];
		if (s->outer.table &&
		    s->outer.column) /* EXISTS: may have none */
			visit(w, (struct column_slot){
				     .kind = SLOT_SUBQUERY_OUTER,
				     .table = &s->outer.table,
				     .column = &s->outer.column,
				     .at = s->at,
				     .table_key = "outer_table",
				     .column_key = "outer_column"});
		if (!s->query) {
			simple_subquery(w, s);
			continue;
		}
		for (size_t k = 0; k < s->correlation_count; k++) {
			struct plan_colref *out = &s->correlations[k].outer;
			visit(w,
			      (struct column_slot){.kind = SLOT_SUBQUERY_OUTER,
						   .table = &out->table,
						   .column = &out->column,
						   .at = out->at});
		}
		nested_query(w, s);
	}
}

static void query(walker *w, struct plan_query *q)
{
	w->query = q;
	w->visible_computed = q->computed_count;
	selections(w, q);
	computed_columns(w, q);
	filters(w, q->filters, q->filter_count, SLOT_FILTER, NULL, NULL);
	joins(w, q);
	grouping(w, q->group_by);
	windows(w, q);
	subqueries(w, q);
	orders(w, q->order_by, q->order_count, SLOT_ORDER);
	for (size_t i = 0; i < q->output_order_count; i++) {
		struct plan_colref *o = &q->output_order[i];
		visit(w, (struct column_slot){.kind = SLOT_OUTPUT_ORDER,
					      .table = &o->table,
					      .column = &o->column,
					      .at = o->at});
	}
}

/* A query and the members of its set operations, each in its own query. */
static void query_tree(walker *w, struct plan_query *q)
{
	query(w, q);
	for (size_t i = 0; i < q->set_operation_count; i++)
		query_tree(w, &q->set_operations[i].query);
}

void plan_walk_query_columns_in(struct plan_query *q,
				const struct query_chain *enclosing,
				column_visitor visit_slot, void *context)
{
	walker w = {visit_slot, context, NULL, enclosing, false, 0};
	query(&w, q);
	if (enclosing && enclosing->via && enclosing->via->query == q)
		correlation_inners(&w, enclosing->via);
}

void plan_walk_query_columns(struct plan_query *q, column_visitor visit_slot,
			     void *context)
{
	plan_walk_query_columns_in(q, NULL, visit_slot, context);
}

struct plan_selection *plan_slot_selection(const struct column_slot *slot,
					   const char *name)
{
	const struct plan_selection *s =
	    plan_selection_named(slot->query, name);
	for (const struct query_chain *c = slot->enclosing; !s && c;
	     c = c->outer)
		s = plan_selection_named(c->query, name);
	/* the slot's plan is the caller's to change */
	return (struct plan_selection *)s;
}

void plan_walk_columns(plansql_plan *plan, column_visitor visit_slot,
		       void *context)
{
	walker w = {visit_slot, context, NULL, NULL, true, 0};
	for (size_t i = 0; i < plan->cte_count; i++)
		query_tree(&w, &plan->ctes[i].query);
	query_tree(&w, &plan->main);
}
