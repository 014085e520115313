/* Deep copies of plans: the audit and patches change a copy, never the
 * plan they were given.  Everything, strings included, moves into the
 * copy's own arena, so the copy outlives the original. */
#include "plan/plan_copy.h"

#include <stdlib.h>
#include <string.h>

#include "json/json_read.h"
#include "common/plansql_limits.h"

typedef struct copier {
	arena *a;
	bool failed;
} copier;

static const char *str(copier *c, const char *s)
{
	if (!s)
		return NULL;
	const char *copy = arena_strdup(c->a, s);
	c->failed |= copy == NULL;
	return copy;
}

/* A copy of count items of size bytes; the caller fixes inner pointers. */
static void *items(copier *c, const void *from, size_t count, size_t size)
{
	if (!count)
		return NULL;
	void *to = arena_calloc(c->a, count, size);
	if (to)
		memcpy(to, from, count * size);
	c->failed |= to == NULL;
	return to;
}

#define COPY_ITEMS(c, from, count) items((c), (from), (count), sizeof *(from))

static void colref(copier *c, struct plan_colref *r)
{
	r->table = str(c, r->table);
	r->column = str(c, r->column);
	r->at = str(c, r->at);
}

static void value(copier *c, struct plan_value *v)
{
	v->text = str(c, v->text);
	v->at = str(c, v->at);
	if (v->kind == PV_COLUMN)
		colref(c, &v->column);
}

static void filters(copier *c, struct plan_filter **list, size_t count);

static void filter(copier *c, struct plan_filter *f)
{
	f->table = str(c, f->table);
	f->column = str(c, f->column);
	value(c, &f->value);
	f->period.at = str(c, f->period.at);
	f->list = COPY_ITEMS(c, f->list, f->list_count);
	for (size_t i = 0; f->list && i < f->list_count; i++)
		value(c, &f->list[i]);
	filters(c, &f->items, f->item_count);
	f->source_text = str(c, f->source_text);
	f->comment = str(c, f->comment);
	f->at = str(c, f->at);
}

static void filters(copier *c, struct plan_filter **list, size_t count)
{
	*list = COPY_ITEMS(c, *list, count);
	for (size_t i = 0; *list && i < count; i++)
		filter(c, &(*list)[i]);
}

static void columns(copier *c, struct plan_column **list, size_t count)
{
	*list = COPY_ITEMS(c, *list, count);
	for (size_t i = 0; *list && i < count; i++) {
		struct plan_column *col = &(*list)[i];
		col->table = str(c, col->table);
		col->column = str(c, col->column);
		col->reason = str(c, col->reason);
		col->at = str(c, col->at);
		col->alias = str(c, col->alias);
	}
}

static void orders(copier *c, struct plan_order **list, size_t count)
{
	*list = COPY_ITEMS(c, *list, count);
	for (size_t i = 0; *list && i < count; i++) {
		struct plan_order *o = &(*list)[i];
		o->table = str(c, o->table);
		o->column = str(c, o->column);
		o->at = str(c, o->at);
	}
}

static void selection(copier *c, struct plan_selection *s)
{
	s->table = str(c, s->table);
	s->alias = str(c, s->alias);
	s->schema = str(c, s->schema);
	s->reason = str(c, s->reason);
	s->confidence = str(c, s->confidence);
	if (s->candidate_keys) {
		s->candidate_keys = json_value_copy(c->a, s->candidate_keys);
		c->failed |= s->candidate_keys == NULL;
	}
	columns(c, &s->columns, s->column_count);
	filters(c, &s->filters, s->filter_count);
	s->at = str(c, s->at);
}

static void join(copier *c, struct plan_join *j)
{
	colref(c, &j->from);
	colref(c, &j->to);
	j->reason = str(c, j->reason);
	j->confidence = str(c, j->confidence);
	j->at = str(c, j->at);
}

static void expr(copier *c, struct plan_expr *e);

static void expr_list(copier *c, struct plan_expr **list, size_t count)
{
	*list = COPY_ITEMS(c, *list, count);
	for (size_t i = 0; *list && i < count; i++)
		expr(c, &(*list)[i]);
}

static void expr(copier *c, struct plan_expr *e)
{
	colref(c, &e->column);
	value(c, &e->value);
	expr_list(c, &e->args, e->arg_count);
	e->whens = COPY_ITEMS(c, e->whens, e->when_count);
	for (size_t i = 0; e->whens && i < e->when_count; i++) {
		struct plan_case_when *w = &e->whens[i];
		filter(c, &w->when);
		expr_list(c, &w->then, 1);
		w->at = str(c, w->at);
	}
	if (e->otherwise)
		expr_list(c, &e->otherwise, 1);
	e->at = str(c, e->at);
}

static void computed(copier *c, struct plan_computed *k)
{
	k->alias = str(c, k->alias);
	expr(c, &k->expression);
	k->comment = str(c, k->comment);
	k->at = str(c, k->at);
}

static void group_by(copier *c, struct plan_group_by **g)
{
	if (!*g)
		return;
	*g = COPY_ITEMS(c, *g, 1);
	if (!*g)
		return;
	columns(c, &(*g)->columns, (*g)->column_count);
	(*g)->aggregates =
	    COPY_ITEMS(c, (*g)->aggregates, (*g)->aggregate_count);
	for (size_t i = 0; (*g)->aggregates && i < (*g)->aggregate_count; i++) {
		struct plan_aggregate *a = &(*g)->aggregates[i];
		a->table = str(c, a->table);
		a->column = str(c, a->column);
		a->alias = str(c, a->alias);
		a->comment = str(c, a->comment);
		a->at = str(c, a->at);
		if (a->expression)
			expr_list(c, &a->expression, 1);
	}
	filters(c, &(*g)->having, (*g)->having_count);
	(*g)->at = str(c, (*g)->at);
}

static void window(copier *c, struct plan_window *w)
{
	columns(c, &w->partition_by, w->partition_count);
	orders(c, &w->order_by, w->order_count);
	w->alias = str(c, w->alias);
	w->table = str(c, w->table);
	w->column = str(c, w->column);
	value(c, &w->default_value);
	w->comment = str(c, w->comment);
	w->at = str(c, w->at);
}

static void query(copier *c, struct plan_query *q);

static void subquery(copier *c, struct plan_subquery *s)
{
	colref(c, &s->outer);
	s->table = str(c, s->table);
	s->column = str(c, s->column);
	filters(c, &s->filters, s->filter_count);
	if (s->query) {
		s->query = COPY_ITEMS(c, s->query, 1);
		if (s->query)
			query(c, s->query);
	}
	s->correlations = COPY_ITEMS(c, s->correlations, s->correlation_count);
	for (size_t i = 0; s->correlations && i < s->correlation_count; i++) {
		colref(c, &s->correlations[i].outer);
		colref(c, &s->correlations[i].inner);
		s->correlations[i].at = str(c, s->correlations[i].at);
	}
	s->comment = str(c, s->comment);
	s->at = str(c, s->at);
}

static void query(copier *c, struct plan_query *q)
{
	q->selections = COPY_ITEMS(c, q->selections, q->selection_count);
	for (size_t i = 0; q->selections && i < q->selection_count; i++)
		selection(c, &q->selections[i]);
	filters(c, &q->filters, q->filter_count);
	q->joins = COPY_ITEMS(c, q->joins, q->join_count);
	for (size_t i = 0; q->joins && i < q->join_count; i++)
		join(c, &q->joins[i]);
	group_by(c, &q->group_by);
	q->windows = COPY_ITEMS(c, q->windows, q->window_count);
	for (size_t i = 0; q->windows && i < q->window_count; i++)
		window(c, &q->windows[i]);
	q->subqueries = COPY_ITEMS(c, q->subqueries, q->subquery_count);
	for (size_t i = 0; q->subqueries && i < q->subquery_count; i++)
		subquery(c, &q->subqueries[i]);
	orders(c, &q->order_by, q->order_count);
	q->computed = COPY_ITEMS(c, q->computed, q->computed_count);
	for (size_t i = 0; q->computed && i < q->computed_count; i++)
		computed(c, &q->computed[i]);
	q->output_order = COPY_ITEMS(c, q->output_order, q->output_order_count);
	for (size_t i = 0; q->output_order && i < q->output_order_count; i++)
		colref(c, &q->output_order[i]);
	q->at = str(c, q->at);
	q->set_operations =
	    COPY_ITEMS(c, q->set_operations, q->set_operation_count);
	for (size_t i = 0; q->set_operations && i < q->set_operation_count;
	     i++) {
		q->set_operations[i].at = str(c, q->set_operations[i].at);
		query(c, &q->set_operations[i].query);
	}
}

plansql_plan *plan_copy(const plansql_plan *from)
{
	plansql_plan *to = malloc(sizeof *to);
	if (!to)
		return NULL;
	*to = *from;
	arena_init(&to->arena, PLANSQL_ARENA_LIMIT);
	copier c = {&to->arena, false};
	to->intent_summary = str(&c, from->intent_summary);
	to->confidence = str(&c, from->confidence);
	to->termination_reason = str(&c, from->termination_reason);
	to->ambiguities =
	    COPY_ITEMS(&c, from->ambiguities, from->ambiguity_count);
	for (size_t i = 0; to->ambiguities && i < to->ambiguity_count; i++)
		to->ambiguities[i] = str(&c, to->ambiguities[i]);
	to->ctes = COPY_ITEMS(&c, from->ctes, from->cte_count);
	for (size_t i = 0; to->ctes && i < to->cte_count; i++) {
		to->ctes[i].name = str(&c, to->ctes[i].name);
		to->ctes[i].at = str(&c, to->ctes[i].at);
		query(&c, &to->ctes[i].query);
	}
	query(&c, &to->main);
	if (c.failed) {
		arena_free(&to->arena);
		free(to);
		return NULL;
	}
	return to;
}

bool plan_copy_filter_into(arena *a, struct plan_filter *f)
{
	copier c = {a, false};
	filter(&c, f);
	return !c.failed;
}

bool plan_copy_orders_into(arena *a, struct plan_order **list, size_t count)
{
	copier c = {a, false};
	orders(&c, list, count);
	return !c.failed;
}
