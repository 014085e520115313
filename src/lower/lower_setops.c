/* Set operations (format 2): the members of a query become terms of its
 * compound, combined left to right; the owner's ORDER BY, LIMIT and
 * OFFSET apply to the whole and name output columns by position. */
#include "lower/lower_internal.h"

#include <string.h>

static enum set_operator term_operator(enum set_op op)
{
	switch (op) {
	case SET_OP_UNION:
		return SET_UNION;
	case SET_OP_UNION_ALL:
		return SET_UNION_ALL;
	case SET_OP_INTERSECT:
		return SET_INTERSECT;
	case SET_OP_EXCEPT:
		break;
	}
	return SET_EXCEPT;
}

/* The number of columns a query outputs: those of its first SELECT. */
static size_t output_count(const struct query *q)
{
	const struct term *first = &q->terms[0];
	return first->select ? first->select->item_count
			     : output_count(first->query);
}

static bool same_output(const struct expr *order, const struct select_item *s)
{
	const struct expr *e = s->expr;
	if (order->kind == EXPR_ALIAS)
		return s->alias && !strcmp(order->u.alias, s->alias);
	/* an output column keeps its table and column under an alias, a
	 * made one (NAME_2) included */
	return order->kind == EXPR_COLUMN && e->kind == EXPR_COLUMN &&
	       !strcmp(order->u.column.name, e->u.column.name) &&
	       !strcmp(order->u.column.qualifier, e->u.column.qualifier);
}

/* ORDER BY of a compound names the main query's output columns; every
 * engine takes their positions.  NULLs may come from any member. */
static bool order_by_position(lowerer *lw, struct query *q,
			      const struct select *main)
{
	bool ok = true;
	for (size_t i = 0; i < q->order_count; i++) {
		struct order_item *o = &q->order_by[i];
		size_t k = 0;
		while (k < main->item_count &&
		       !same_output(o->expr, &main->items[k]))
			k++;
		if (k == main->item_count) {
			plansql_diagnostic *e = diag_error(
			    lw->d, "set-order", o->expr->at,
			    "the order of a combined result can name only "
			    "the main query's output columns");
			diag_hint(lw->d, e,
				  "order by a projected column or an alias of "
				  "the main query");
			ok = false;
			continue;
		}
		struct expr *pos =
		    lower_new_expr(lw, EXPR_POSITION, o->expr->at);
		if (!pos)
			return false;
		pos->u.position = (int)k + 1;
		o->expr = pos;
		o->nullable = true;
	}
	return ok;
}

/* A member as a term: its SELECT block alone when it has nothing of its
 * own to keep apart.  Its ORDER BY without a limit or offset means
 * nothing in a set operation and is left out. */
static struct term member_term(const struct plan_set_operation *so,
			       struct query *m)
{
	if (m->limit < 0 && m->offset < 0)
		m->order_count = 0;
	struct term t = {term_operator(so->op), NULL, m, so->at};
	if (m->term_count == 1 && !m->order_count && m->terms[0].select) {
		t.select = m->terms[0].select;
		t.query = NULL;
	}
	return t;
}

bool lower_set_operations(lowerer *lw, const struct plan_query *pq,
			  struct query *q, const struct scope *outer)
{
	size_t n = pq->set_operation_count;
	if (!n)
		return true;
	struct term *terms = lower_alloc(lw, (n + 1) * sizeof *terms);
	if (!terms)
		return false;
	terms[0] = q->terms[0];
	size_t columns = output_count(q);
	bool ok = true;
	for (size_t i = 0; i < n; i++) {
		const struct plan_set_operation *so = &pq->set_operations[i];
		struct query *m = lower_query(lw, &so->query, outer, NULL);
		if (!m) {
			ok = false;
			continue;
		}
		if (output_count(m) != columns) {
			plansql_diagnostic *e = diag_error(
			    lw->d, "set-columns", so->at,
			    "this member outputs %zu columns, the main query "
			    "%zu",
			    output_count(m), columns);
			diag_hint(lw->d, e,
				  "every member of a set operation outputs as "
				  "many columns as the main query, in the same "
				  "order");
			ok = false;
		}
		terms[i + 1] = member_term(so, m);
	}
	q->terms = terms;
	q->term_count = n + 1;
	return ok && order_by_position(lw, q, terms[0].select);
}
