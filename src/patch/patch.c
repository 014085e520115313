/* Applying a patch: copy the plan, apply each operation in order, then
 * audit the copy again, so a patched plan meets every rule a fresh plan
 * does.  The first operation that cannot apply stops the patch; the
 * diagnostics it reports point into the patch (in_patch), those of the
 * audit into the patched plan. */
#include "patch/patch_internal.h"

#include <string.h>

#include "audit/audit.h"
#include "plan/plan_copy.h"

/* ---- order, limit, offset, distinct ---- */

/* An ORDER BY item: a column of a selected table, or an output alias. */
static bool resolve_order(patcher *pt, struct plan_order *o)
{
	if (o->table) {
		struct plan_selection *s =
		    patch_selected_or_report(pt, o->table, o->at);
		const char *c =
		    s ? patch_column_spelling(pt, s, o->column, o->at, "column")
		      : NULL;
		if (!c)
			return false;
		o->table = patch_strdup(pt, plan_selection_key(s));
		o->column = patch_strdup(pt, c);
		return o->table && o->column;
	}
	const char *alias = plan_output_alias_spelling(pt->a, pt->q, o->column);
	if (alias) {
		o->column = patch_strdup(pt, alias);
		return o->column != NULL;
	}
	struct plan_selection *only = NULL;
	size_t hits = 0;
	for (size_t i = 0; i < pt->q->selection_count; i++)
		if (patch_has_column(pt, &pt->q->selections[i], o->column)) {
			only = &pt->q->selections[i];
			hits++;
		}
	if (hits == 1) {
		const char *c =
		    patch_column_spelling(pt, only, o->column, o->at, "column");
		o->table = patch_strdup(pt, plan_selection_key(only));
		o->column = c ? patch_strdup(pt, c) : NULL;
		return o->table && o->column;
	}
	diag_error(pt->d, hits ? "ambiguous-column" : "unknown-column",
		   patch_field_pointer(pt, o->at, "column"),
		   hits ? "several selected tables have a column %N: name "
			  "the table"
			: "no selected table and no alias of the result is "
			  "named %N",
		   o->column);
	return false;
}

static bool modify_order_by(patcher *pt)
{
	const struct patch_op *op = pt->op;
	struct plan_order *items = op->order_by;
	if (!plan_copy_orders_into(pt->a, &items, op->order_count)) {
		pt->d->out_of_memory = 1;
		return false;
	}
	for (size_t i = 0; i < op->order_count; i++)
		if (!resolve_order(pt, &items[i]))
			return false;
	pt->q->order_by = items;
	pt->q->order_count = op->order_count;
	patch_repoint_orders(pt, items, op->order_count, 0, pt->q->at,
			     "order_by");
	return true;
}

/* A limit (at least 1) or an offset (at least 0); -1 removes it. */
static bool set_count(patcher *pt, int64_t *field, const char *key, int64_t min)
{
	int64_t n = pt->op->number;
	if (n != -1 && n < min) {
		plansql_diagnostic *e =
		    diag_error(pt->d, "out-of-range",
			       patch_field_pointer(pt, pt->op->at, key),
			       "%s must be at least %d, or null to remove it",
			       key, (int)min);
		if (min == 1 && n == 0)
			diag_hint(pt->d, e, "use null for no limit");
		return false;
	}
	*field = n;
	return true;
}

/* ---- the driver ---- */

static bool apply_named(patcher *pt)
{
	switch (pt->op->kind) {
	case PATCH_ADD_COLUMN:
		return patch_add_column(pt);
	case PATCH_REMOVE_COLUMN:
		return patch_remove_column(pt);
	case PATCH_MODIFY_ORDER_BY:
		return modify_order_by(pt);
	case PATCH_MODIFY_LIMIT:
		return set_count(pt, &pt->q->limit, "limit", 1);
	case PATCH_MODIFY_OFFSET:
		return set_count(pt, &pt->q->offset, "offset", 0);
	case PATCH_SET_DISTINCT:
		return patch_set_distinct(pt);
	case PATCH_ADD_FILTER:
		return patch_add_filter(pt);
	case PATCH_REMOVE_FILTER:
		return patch_remove_filter(pt);
	case PATCH_ADD_AGGREGATE:
		return patch_add_aggregate(pt);
	case PATCH_REMOVE_AGGREGATE:
		return patch_remove_aggregate(pt);
	}
	return false;
}

/* What an operation by id reports about the names it stands for points
 * at its id: the patch has no table or column member. */
static void point_at_id(patcher *pt, size_t first)
{
	diag_list *d = pt->d;
	const char *at = pt->op->at;
	const char *table = diag_pointer_key(d->arena, at, "table");
	const char *column = diag_pointer_key(d->arena, at, "column");
	const char *id = diag_pointer_key(d->arena, at, "id");
	for (size_t i = first; table && column && id && i < d->count; i++) {
		const char *p = d->items[i].pointer;
		if (p && (!strcmp(p, table) || !strcmp(p, column)))
			d->items[i].pointer = id;
	}
}

/* An operation that names parts by id applies as if it named them by
 * their names, except remove_filter, whose id names one condition. */
static bool apply_op(patcher *pt)
{
	const struct patch_op *op = pt->op;
	if (op->kind == PATCH_REMOVE_FILTER && op->id)
		return patch_remove_condition_by_id(pt);
	if (!op->id && !op->order_ids)
		return apply_named(pt);
	struct patch_op named;
	if (!patch_names_from_ids(pt, &named))
		return false;
	size_t first = pt->d->count;
	pt->op = &named;
	bool ok = apply_named(pt);
	pt->op = op;
	if (op->id)
		point_at_id(pt, first);
	return ok;
}

/* A terminated plan describes no query to edit. */
static bool check_decision(const plansql_plan *plan, diag_list *d)
{
	if (plan->decision != DECISION_TERMINATE)
		return true;
	plansql_diagnostic *e =
	    diag_error(d, "plan-terminated", "/decision",
		       "the planner terminated this plan: there is no query "
		       "to patch");
	diag_hint(d, e, "ask the planner again");
	return false;
}

/* LIMIT and OFFSET pick rows by the order.  An operation that takes an
 * ORDER BY item away with it (removing the aggregate or the column it
 * sorts by) leaves them picking other rows, unless a later operation
 * states the order again (modify_order_by) or drops the limit, as a
 * user interface replacing an aggregate does. */
static bool limited(const struct plan_query *q)
{
	return q->limit >= 0 || q->offset >= 0;
}

static bool refuse_lost_order(patcher *pt, const struct patch_op *op)
{
	const struct plan_query *q = pt->q;
	bool by_limit = q->limit >= 0;
	plansql_diagnostic *e = diag_error(
	    pt->d, "limit-order-lost", op->at,
	    "this operation removes an ORDER BY item of the query, and its "
	    "%s %lld picks rows by that order: it would return other rows",
	    by_limit ? "LIMIT" : "OFFSET",
	    (long long)(by_limit ? q->limit : q->offset));
	diag_hint(pt->d, e,
		  "order by something else first (modify_order_by), or "
		  "remove the %s (modify_%s with null); a later "
		  "modify_order_by of the same patch may also state the order",
		  by_limit ? "limit" : "offset", by_limit ? "limit" : "offset");
	e->in_patch = 1;
	return false;
}

static bool apply_ops(patcher *pt, const plansql_patch *patch)
{
	diag_list *d = pt->d;
	size_t errors = d->errors;
	const struct patch_op *lost_order = NULL;
	for (size_t i = 0; i < patch->count; i++) {
		size_t first = d->count;
		pt->op = &patch->ops[i];
		bool *named = patch_output_order_named(pt);
		size_t orders = pt->q->order_count;
		bool was_limited = limited(pt->q);
		bool ok = apply_op(pt);
		if (ok)
			patch_drop_output_order(pt, named);
		if (pt->op->kind == PATCH_MODIFY_ORDER_BY)
			lost_order = NULL;
		else if (!lost_order && was_limited &&
			 pt->q->order_count < orders)
			lost_order = pt->op;
		for (size_t j = first; j < d->count; j++)
			d->items[j].in_patch = 1;
		if (!ok || d->errors > errors || d->out_of_memory)
			return false;
	}
	return !lost_order || !limited(pt->q) ||
	       refuse_lost_order(pt, lost_order);
}

plansql_plan *patch_apply(const plansql_plan *plan, const plansql_patch *patch,
			  const plansql_catalog *catalog,
			  const struct audit_inputs *audit, diag_list *d)
{
	if (!check_decision(plan, d))
		return NULL;
	plansql_plan *copy = plan_copy(plan);
	if (!copy) {
		d->out_of_memory = 1;
		return NULL;
	}
	patcher pt = {copy, &copy->main, &copy->arena, d, catalog, NULL};
	size_t errors = d->errors;
	if (apply_ops(&pt, patch))
		audit_plan_in_place(copy, catalog, audit, d);
	if (d->errors > errors || d->out_of_memory) {
		plan_free(copy);
		return NULL;
	}
	return copy;
}
