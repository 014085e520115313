#include "lower/lower_internal.h"

#include <stdio.h>
#include <string.h>

#include "audit/audit_window_refs.h"

void *lower_alloc(lowerer *lw, size_t size)
{
	void *p = arena_calloc(lw->a, 1, size);
	if (!p)
		lw->d->out_of_memory = 1;
	return p;
}

struct expr *lower_new_expr(lowerer *lw, enum expr_kind kind, const char *at)
{
	struct expr *e = lower_alloc(lw, sizeof *e);
	if (e) {
		e->kind = kind;
		e->at = at;
	}
	return e;
}

/* Appends one zeroed item to a growing array in the arena. */
void *lower_push(lowerer *lw, void *items_ptr, size_t *count, size_t *cap,
		 size_t size)
{
	void **items = items_ptr;
	if (*count == *cap) {
		size_t grown = *cap ? *cap * 2 : 4;
		char *fresh = arena_calloc(lw->a, grown, size);
		if (!fresh) {
			lw->d->out_of_memory = 1;
			return NULL;
		}
		if (*count)
			memcpy(fresh, *items, *count * size);
		*items = fresh;
		*cap = grown;
	}
	return (char *)*items + (*count)++ * size;
}

void lower_add_expr(lowerer *lw, struct expr_list *l, struct expr *e)
{
	struct expr **slot =
	    lower_push(lw, &l->items, &l->count, &l->cap, sizeof e);
	if (slot)
		*slot = e;
}

/* Adds e to a list joined by kind, splicing in the operands of an e of
 * the same kind: a AND (b AND c) is a AND b AND c. */
void lower_add_operand(lowerer *lw, struct expr_list *l, struct expr *e,
		       enum expr_kind kind)
{
	if (e && e->kind == kind) {
		for (size_t i = 0; i < e->u.list.count; i++)
			lower_add_expr(lw, l, e->u.list.items[i]);
	} else if (e) {
		lower_add_expr(lw, l, e);
	}
}

void lower_add_conjunct(lowerer *lw, struct expr_list *l, struct expr *e)
{
	lower_add_operand(lw, l, e, EXPR_AND);
}

struct expr *lower_aggregate_expr(lowerer *lw, enum aggregate_function fn,
				  struct expr *argument, const char *at)
{
	struct expr *e =
	    argument ? lower_new_expr(lw, EXPR_AGGREGATE, at) : NULL;
	if (e) {
		e->u.aggregate.function = fn;
		e->u.aggregate.argument = argument;
	}
	return e;
}

struct expr *lower_junction(lowerer *lw, enum expr_kind kind,
			    struct expr_list *l, const char *at)
{
	if (l->count == 0)
		return NULL;
	if (l->count == 1)
		return l->items[0];
	struct expr *e = lower_new_expr(lw, kind, at);
	if (e) {
		e->u.list.items = l->items;
		e->u.list.count = l->count;
	}
	return e;
}

struct query *lower_single_select(lowerer *lw, struct select **out,
				  const char *at)
{
	struct query *q = lower_alloc(lw, sizeof *q);
	struct select *s = lower_alloc(lw, sizeof *s);
	struct term *terms = lower_alloc(lw, sizeof *terms);
	if (!q || !s || !terms)
		return NULL;
	terms[0].select = s;
	terms[0].at = at;
	q->terms = terms;
	q->term_count = 1;
	q->limit = q->offset = -1;
	q->at = at;
	*out = s;
	return q;
}

static bool lower_where(lowerer *lw, const struct scope *s,
			const struct plan_query *pq,
			const struct query_parts *parts, struct select *out)
{
	struct expr_list where = {0};
	bool ok = true;
	for (size_t i = 0; i < s->count; i++) {
		const struct plan_selection *sel = s->ranges[i].selection;
		struct filter_context fc = {.scope = s,
					    .fallback = &s->ranges[i]};
		ok &= lower_filters(lw, &fc, sel->filters, sel->filter_count,
				    &where);
	}
	struct filter_context global = {
	    .scope = s, .computed = &parts->computed, .no_aggregates = true};
	ok &= lower_filters(lw, &global, pq->filters, pq->filter_count, &where);
	for (size_t i = 0; i < pq->subquery_count; i++) {
		struct expr *e = lower_subquery(lw, s, &pq->subqueries[i]);
		ok &= e != NULL;
		lower_add_expr(lw, &where, e);
	}
	out->where = lower_junction(lw, EXPR_AND, &where, pq->at);
	return ok;
}

struct query *lower_query(lowerer *lw, const struct plan_query *pq,
			  const struct scope *outer, struct scope *scope_out)
{
	struct scope s = {.outer = outer};
	struct select *sel;
	if (!audit_window_refs(pq, lw->catalog, lw->a, lw->d))
		return NULL;
	struct query *q = lower_single_select(lw, &sel, pq->at);
	if (!q || !lower_build_scope(lw, pq, &s) ||
	    (outer && !lower_alias_shadowing_ranges(lw, &s)))
		return NULL;
	struct query_parts parts = {0};
	bool ok = lower_joins(lw, &s, pq, sel);
	ok &= lower_computed(lw, &s, pq, &parts);
	ok &= lower_where(lw, &s, pq, &parts, sel);
	ok &= lower_select_list(lw, &s, pq, sel, &parts);
	lw->ordered_by_value = false;
	ok &= lower_order_items(lw, &s, pq->order_by, pq->order_count,
				&parts.aliases, !pq->set_operation_count,
				&q->order_by);
	ok &= lower_check_distinct_order(lw, pq, &parts.aliases);
	sel->distinct = pq->distinct;
	if (ok && pq->distinct && lw->ordered_by_value)
		ok = lower_distinct_as_groups(lw, sel, pq->at);
	q->order_count = pq->order_count;
	q->limit = pq->limit;
	q->offset = pq->offset;
	q->limit_at = diag_pointer_key(lw->a, pq->at, "limit");
	q->offset_at = diag_pointer_key(lw->a, pq->at, "offset");
	ok = ok && lower_set_operations(lw, pq, q, outer);
	if (scope_out)
		*scope_out = s;
	return ok ? q : NULL;
}

static bool lower_ctes(lowerer *lw, const plansql_plan *plan, struct query *q)
{
	q->ctes = plan->cte_count
		      ? lower_alloc(lw, plan->cte_count * sizeof *q->ctes)
		      : NULL;
	q->cte_count = plan->cte_count;
	bool ok = !plan->cte_count || q->ctes;
	lw->ctes = plan->ctes;
	for (size_t i = 0; ok && i < plan->cte_count; i++) {
		const struct plan_cte *c = &plan->ctes[i];
		lw->cte_count = i; /* a CTE sees the ones before it */
		if (lower_is_cte_name(lw, c->name)) {
			diag_error(lw->d, "duplicate-cte",
				   diag_pointer_key(lw->a, c->at, "name"),
				   "two CTEs are named %N", c->name);
			ok = false;
			continue;
		}
		q->ctes[i].name = c->name;
		q->ctes[i].at = c->at;
		q->ctes[i].query = lower_query(lw, &c->query, NULL, NULL);
		ok &= q->ctes[i].query != NULL;
	}
	lw->cte_count = plan->cte_count;
	return ok;
}

struct query *lower_plan(const plansql_plan *plan,
			 const struct lower_options *options, arena *a,
			 diag_list *d)
{
	lowerer lw = {.a = a,
		      .d = d,
		      .plan = plan,
		      .catalog = options->catalog,
		      .orphans_reported = options->audited,
		      .today = options->today};
	size_t errors_before = d->errors;
	struct query head = {0};
	bool ok = lower_ctes(&lw, plan, &head);
	struct query *q = lower_query(&lw, &plan->main, NULL, NULL);
	/* A reported error may leave a hole in the tree: never print it. */
	if (!ok || !q || d->out_of_memory || d->errors > errors_before)
		return NULL;
	q->ctes = head.ctes;
	q->cte_count = head.cte_count;
	return q;
}
