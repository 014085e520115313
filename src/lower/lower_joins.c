/* FROM and the joins, ordered breadth-first from the first selection. */
#include "lower/lower_internal.h"
#include "plan/plan_join_order.h"

#include <string.h>

#include "plan/plan_names.h"

bool lower_build_scope(lowerer *lw, const struct plan_query *pq,
		       struct scope *s)
{
	s->ranges = lower_alloc(lw, pq->selection_count * sizeof *s->ranges);
	s->count = pq->selection_count;
	if (!s->ranges)
		return false;
	bool ok = true;
	for (size_t i = 0; i < pq->selection_count; i++) {
		const struct plan_selection *sel = &pq->selections[i];
		struct range *r = &s->ranges[i];
		const char *at = diag_pointer_key(lw->a, sel->at, "table");
		ok &= lower_init_selection_range(lw, r, sel, at);
		ok &= plan_check_cte_order(lw->d, lw->plan, lw->cte_count,
					   sel->table, at) &&
		      lower_check_name(lw, sel->table, at, NULL,
				       r->catalog != NULL, true);
		for (size_t j = 0; j < i; j++) {
			if (s->ranges[j].key[0] != r->key[0] ||
			    strcmp(s->ranges[j].key, r->key))
				continue;
			plansql_diagnostic *e = diag_error(
			    lw->d, "duplicate-selection", sel->at,
			    "%N is selected twice under the same name", r->key);
			diag_hint(lw->d, e,
				  sel->schema || s->ranges[j].selection->schema
				      ? "give each selection its own alias"
				      : "merge the two selections, or give "
					"each a different alias for a "
					"self-join");
			ok = false;
		}
	}
	return ok && lower_index_scope(lw, s);
}

struct join_state {
	const struct scope *scope;
	const struct plan_query *pq;
	long *joined_as; /* per range: -2 not yet, -1 the root, else join */
	bool *edge_used;
	struct join *joins;
	size_t join_count;
};

/* An edge column left empty that no audit completed. */
static bool edge_columns_named(lowerer *lw, const struct plan_join *j)
{
	if (*j->from.column && *j->to.column)
		return true;
	plansql_diagnostic *e = diag_error(
	    lw->d, "join-column-missing",
	    diag_pointer_key(lw->a, j->at,
			     *j->from.column ? "to_column" : "from_column"),
	    "the join edge between %N and %N names no %s", j->from.table,
	    j->to.table, *j->from.column ? "to_column" : "from_column");
	diag_hint(lw->d, e,
		  "name the column, or give a catalog so that the audit "
		  "completes it from the foreign keys");
	return false;
}

static struct expr *edge_condition(lowerer *lw, const struct scope *s,
				   const struct plan_join *j,
				   const struct range *from,
				   const struct range *to)
{
	if (!edge_columns_named(lw, j))
		return NULL;
	struct expr *left =
	    lower_column(lw, s,
			 (struct column_ref){NULL, j->from.column, j->at, NULL,
					     "from_column"},
			 from, NULL);
	struct expr *right = lower_column(
	    lw, s,
	    (struct column_ref){NULL, j->to.column, j->at, NULL, "to_column"},
	    to, NULL);
	return left && right ? lower_comparison(lw, OP_EQ, left, right, j->at)
			     : NULL;
}

/* Joins the far end of edge e to the tree; an edge read against its
 * direction swaps LEFT and RIGHT so the meaning stays the same. */
static void add_join(lowerer *lw, struct join_state *js, size_t e,
		     const struct range *from, const struct range *to,
		     bool flipped)
{
	const struct plan_join *j = &js->pq->joins[e];
	const struct range *target = flipped ? from : to;
	struct join *out = &js->joins[js->join_count];
	out->type = j->type;
	if (flipped && j->type == JOIN_LEFT)
		out->type = JOIN_RIGHT;
	else if (flipped && j->type == JOIN_RIGHT)
		out->type = JOIN_LEFT;
	out->table =
	    (struct table_ref){target->table, target->alias, target->at,
			       target->schema, target->schema_at};
	out->on = edge_condition(lw, js->scope, j, from, to);
	out->at = j->at;
	js->joined_as[target - js->scope->ranges] = (long)js->join_count++;
	js->edge_used[e] = true;
}

/* The joins in plansql's order (plan_join_order.h). */
static void join_breadth_first(lowerer *lw, struct join_state *js,
			       const struct range **ends)
{
	const struct scope *s = js->scope;
	size_t edges = js->pq->join_count;
	size_t *at = lower_alloc(lw, (2 * edges + 1) * sizeof *at);
	bool *joined = lower_alloc(lw, (s->count + 1) * sizeof *joined);
	struct join_step *steps =
	    lower_alloc(lw, (s->count + 1) * sizeof *steps);
	if (!at || !joined || !steps)
		return;
	for (size_t i = 0; i < 2 * edges; i++)
		at[i] = ends[i] ? (size_t)(ends[i] - s->ranges) : PLAN_NO_END;
	size_t n = plan_join_order(s->count, at, edges, joined, steps);
	js->joined_as[0] = -1;
	for (size_t k = 0; k < n; k++) {
		size_t e = steps[k].edge;
		add_join(lw, js, e, ends[2 * e], ends[2 * e + 1],
			 steps[k].flipped);
	}
}

/* An edge between two joined tables adds to the ON of the later one. */
static bool attach_extra_edge(lowerer *lw, struct join_state *js, size_t e,
			      const struct range *from, const struct range *to)
{
	long a = js->joined_as[from - js->scope->ranges];
	long b = js->joined_as[to - js->scope->ranges];
	struct join *later = &js->joins[a > b ? a : b];
	struct expr *extra =
	    edge_condition(lw, js->scope, &js->pq->joins[e], from, to);
	js->edge_used[e] = true;
	if (!extra)
		return false;
	struct expr_list on = {0};
	lower_add_conjunct(lw, &on, later->on);
	lower_add_expr(lw, &on, extra);
	later->on = lower_junction(lw, EXPR_AND, &on, later->at);
	return true;
}

static const struct range **edge_ends(lowerer *lw, const struct scope *s,
				      const struct plan_query *pq, bool *ok)
{
	const struct range **ends =
	    lower_alloc(lw, (2 * pq->join_count + 1) * sizeof *ends);
	for (size_t e = 0; ends && e < pq->join_count; e++) {
		const struct plan_join *j = &pq->joins[e];
		ends[2 * e] =
		    lower_resolve_table(lw, s, j->from.table, j->from.at, NULL);
		ends[2 * e + 1] =
		    lower_resolve_table(lw, s, j->to.table, j->to.at, NULL);
		*ok &= ends[2 * e] && ends[2 * e + 1];
		if (ends[2 * e] && ends[2 * e] == ends[2 * e + 1]) {
			plansql_diagnostic *d = diag_error(
			    lw->d, "self-join-edge", j->at,
			    "this edge joins %N to itself", ends[2 * e]->key);
			diag_hint(lw->d, d,
				  "select the table twice with different "
				  "aliases and join the aliases");
			*ok = false;
		}
	}
	return ends;
}

static bool report_unreached(lowerer *lw, const struct join_state *js)
{
	bool ok = true;
	const struct scope *s = js->scope;
	for (size_t i = 1; i < s->count; i++) {
		if (js->joined_as[i] != -2)
			continue;
		plansql_diagnostic *e = diag_error(
		    lw->d, "unreachable-table", s->ranges[i].selection->at,
		    "no join edge connects %N to %N", s->ranges[i].key,
		    s->ranges[0].key);
		diag_hint(lw->d, e,
			  "add a join edge; plansql never emits a "
			  "cross join");
		ok = false;
	}
	return ok;
}

/* Columns of a table an outer join may fill with NULLs can be NULL
 * whatever the catalog says: LEFT makes the joined table optional, RIGHT
 * everything joined before it, FULL both. */
static void mark_null_extended(struct scope *s, const struct join_state *js)
{
	for (size_t t = 0; t < s->count; t++) {
		long k = js->joined_as[t];
		if (k < 0)
			continue;
		enum join_type type = js->joins[k].type;
		if (type == JOIN_LEFT || type == JOIN_FULL)
			s->ranges[t].null_extended = true;
		if (type != JOIN_RIGHT && type != JOIN_FULL)
			continue;
		for (size_t before = 0; before < s->count; before++)
			if (js->joined_as[before] < k)
				s->ranges[before].null_extended = true;
	}
}

bool lower_joins(lowerer *lw, struct scope *s, const struct plan_query *pq,
		 struct select *out)
{
	bool ok = true;
	const struct range **ends = edge_ends(lw, s, pq, &ok);
	struct join_state js = {s, pq, NULL, NULL, NULL, 0};
	js.joined_as = lower_alloc(lw, s->count * sizeof *js.joined_as);
	js.edge_used =
	    lower_alloc(lw, (pq->join_count + 1) * sizeof *js.edge_used);
	js.joins = lower_alloc(lw, (s->count + 1) * sizeof *js.joins);
	if (!ends || !js.joined_as || !js.edge_used || !js.joins)
		return false;
	for (size_t i = 0; i < s->count; i++)
		js.joined_as[i] = -2;
	join_breadth_first(lw, &js, ends);
	for (size_t e = 0; e < pq->join_count; e++) {
		const struct range *from = ends[2 * e], *to = ends[2 * e + 1];
		if (!js.edge_used[e] && from && to && from != to &&
		    js.joined_as[from - s->ranges] != -2 &&
		    js.joined_as[to - s->ranges] != -2)
			ok &= attach_extra_edge(lw, &js, e, from, to);
	}
	ok &= report_unreached(lw, &js);
	for (size_t i = 0; i < js.join_count; i++)
		ok &= js.joins[i].on != NULL;
	mark_null_extended(s, &js);
	out->from = (struct table_ref){s->ranges[0].table, s->ranges[0].alias,
				       s->ranges[0].at, s->ranges[0].schema,
				       s->ranges[0].schema_at};
	out->joins = js.joins;
	out->join_count = js.join_count;
	return ok;
}
