/* FULL JOIN for dialects without it (no DIALECT_FULL_JOIN): the rows of
 *   A FULL JOIN B ON A.k = B.k
 * are the rows of A LEFT JOIN B, plus the rows of A RIGHT JOIN B that
 * matched nothing (A.k IS NULL there, since a match needs A.k = B.k).
 * WHERE and the other inner or left joins apply row by row, so they
 * distribute over the two halves; grouping, windows and a second FULL or
 * RIGHT join do not, and are refused. */
#include "sql/sql_rewrite.h"

#include <string.h>

static int find_full_join(const struct select *s, bool *other_outer)
{
	int full = -1;
	*other_outer = false;
	for (size_t i = 0; i < s->join_count; i++) {
		if (s->joins[i].type == JOIN_FULL && full < 0)
			full = (int)i;
		else if (s->joins[i].type == JOIN_FULL ||
			 s->joins[i].type == JOIN_RIGHT)
			*other_outer = true;
	}
	return full;
}

static bool has_window(const struct select *s)
{
	for (size_t i = 0; i < s->item_count; i++)
		if (s->items[i].expr->kind == EXPR_WINDOW)
			return true;
	return false;
}

/* The side of the ON comparison that is not the joined table: NULL in
 * exactly the RIGHT JOIN rows that matched nothing. */
static struct expr *left_key(const struct join *j)
{
	const struct expr *on = j->on;
	if (on->kind == EXPR_AND)
		on = on->u.list.items[0];
	if (on->kind != EXPR_CMP)
		return NULL;
	const char *joined = j->table.alias ? j->table.alias : j->table.name;
	struct expr *l = on->u.cmp.left, *r = on->u.cmp.right;
	if (l->kind == EXPR_COLUMN && strcmp(l->u.column.qualifier, joined))
		return l;
	if (r->kind == EXPR_COLUMN && strcmp(r->u.column.qualifier, joined))
		return r;
	return NULL;
}

static bool same_column(const struct expr *a, const struct expr *b)
{
	return a->kind == EXPR_COLUMN && b->kind == EXPR_COLUMN &&
	       !strcmp(a->u.column.qualifier, b->u.column.qualifier) &&
	       !strcmp(a->u.column.name, b->u.column.name);
}

/* ORDER BY of a UNION names output columns: by position here. */
static bool order_by_position(struct query *q, const struct select *s,
			      const struct dialect *dialect, arena *a,
			      diag_list *d)
{
	for (size_t i = 0; i < q->order_count; i++) {
		struct expr *e = q->order_by[i].expr;
		size_t k = 0;
		while (k < s->item_count &&
		       !(same_column(e, s->items[k].expr) ||
			 (e->kind == EXPR_ALIAS && s->items[k].alias &&
			  !strcmp(e->u.alias, s->items[k].alias))))
			k++;
		if (k == s->item_count) {
			diag_error(d, "full-join-unsupported", e->at,
				   "%s has no FULL JOIN, and its emulation "
				   "can only sort by selected columns",
				   dialect->title);
			return false;
		}
		struct expr *pos = arena_calloc(a, 1, sizeof *pos);
		if (!pos)
			return false;
		pos->kind = EXPR_POSITION;
		pos->at = e->at;
		pos->u.position = (int)k + 1;
		q->order_by[i].expr = pos;
	}
	return true;
}

static struct select *copy_select(const struct select *s, arena *a)
{
	struct select *c = arena_alloc(a, sizeof *c);
	struct join *joins = arena_calloc(a, s->join_count, sizeof *joins);
	if (!c || !joins)
		return NULL;
	*c = *s;
	memcpy(joins, s->joins, s->join_count * sizeof *joins);
	c->joins = joins;
	return c;
}

/* WHERE of the right half: the original conditions and key IS NULL. */
static struct expr *unmatched_where(struct expr *where, struct expr *key,
				    arena *a)
{
	struct expr *null_key = arena_calloc(a, 1, sizeof *null_key);
	struct expr *and = arena_calloc(a, 1, sizeof *and);
	size_t n =
	    where ? (where->kind == EXPR_AND ? where->u.list.count : 1) : 0;
	struct expr **items = arena_calloc(a, n + 1, sizeof *items);
	if (!null_key || !and || !items)
		return NULL;
	null_key->kind = EXPR_IS_NULL;
	null_key->at = key->at;
	null_key->u.is_null.operand = key;
	if (where && where->kind == EXPR_AND)
		memcpy(items, where->u.list.items, n * sizeof *items);
	else if (where)
		items[0] = where;
	items[n] = null_key;
	and->kind = EXPR_AND;
	and->at = key->at;
	and->u.list.items = items;
	and->u.list.count = n + 1;
	return and;
}

static bool refuse(diag_list *d, const struct dialect *dialect, const char *at,
		   const char *why)
{
	plansql_diagnostic *e =
	    diag_error(d, "full-join-unsupported", at,
		       "%s has no FULL JOIN, and this plan cannot be rewritten "
		       "without it: %s",
		       dialect->title, why);
	diag_hint(d, e,
		  "use a left or right join, or compile for another "
		  "dialect");
	return false;
}

static int refused(diag_list *d, const struct dialect *dialect, const char *at,
		   const char *why)
{
	refuse(d, dialect, at, why);
	return -1;
}

/* The two halves of a select with one FULL JOIN, into pair; 0 when it
 * has none, -1 after reporting one that cannot be split. */
static int split_full_join(struct select *s, struct term pair[2],
			   const struct dialect *dialect, arena *a,
			   diag_list *d)
{
	bool other_outer;
	int full = find_full_join(s, &other_outer);
	if (full < 0)
		return 0;
	const char *at = s->joins[full].at;
	if (other_outer)
		return refused(d, dialect, at,
			       "it has another right or full join");
	if (s->group_count || s->having)
		return refused(d, dialect, at, "it groups rows");
	if (has_window(s))
		return refused(d, dialect, at, "it has window functions");
	for (size_t i = 0; i < s->item_count; i++)
		if (s->items[i].expr->kind == EXPR_AGGREGATE)
			return refused(d, dialect, at, "it aggregates rows");
	struct expr *key = left_key(&s->joins[full]);
	if (!key)
		return refused(d, dialect, at,
			       "its join condition is not a column pair");
	struct select *left = copy_select(s, a), *right = copy_select(s, a);
	if (!left || !right)
		return -1;
	left->joins[full].type = JOIN_LEFT;
	right->joins[full].type = JOIN_RIGHT;
	right->where = unmatched_where(s->where, key, a);
	left->distinct = right->distinct = false;
	/* UNION removes duplicates overall */
	pair[0] = (struct term){.select = left, .at = at};
	pair[1] = (struct term){s->distinct ? SET_UNION : SET_UNION_ALL, right,
				NULL, at};
	return right->where ? 1 : -1;
}

/* A member of a compound that has a FULL JOIN becomes a query of its
 * two halves; ORDER BY of a compound names positions already. */
static bool emulate_in_members(struct query *q, const struct dialect *dialect,
			       arena *a, diag_list *d);

static bool emulate_full_join(struct query *q, const struct dialect *dialect,
			      arena *a, diag_list *d)
{
	if (q->term_count > 1)
		return emulate_in_members(q, dialect, a, d);
	struct select *s = q->terms[0].select;
	if (!s)
		return emulate_full_join(q->terms[0].query, dialect, a, d);
	struct term *terms = arena_calloc(a, 2, sizeof *terms);
	if (!terms)
		return false;
	int split = split_full_join(s, terms, dialect, a, d);
	if (split <= 0)
		return split == 0;
	q->terms = terms;
	q->term_count = 2;
	return order_by_position(q, s, dialect, a, d);
}

static bool emulate_in_members(struct query *q, const struct dialect *dialect,
			       arena *a, diag_list *d)
{
	bool ok = true;
	for (size_t i = 0; ok && i < q->term_count; i++) {
		struct term *t = &q->terms[i];
		if (!t->select) {
			ok = emulate_full_join(t->query, dialect, a, d);
			continue;
		}
		struct term *pair = arena_calloc(a, 2, sizeof *pair);
		struct query *halves = arena_calloc(a, 1, sizeof *halves);
		if (!pair || !halves)
			return false;
		int split = split_full_join(t->select, pair, dialect, a, d);
		if (split <= 0) {
			ok = split == 0;
			continue;
		}
		halves->terms = pair;
		halves->term_count = 2;
		halves->limit = halves->offset = -1;
		halves->at = t->at;
		t->select = NULL;
		t->query = halves;
	}
	return ok;
}

/* The queries inside a condition: IN, EXISTS and scalar subqueries. */
static bool rewrite_in_expr(struct expr *e, const struct dialect *dialect,
			    arena *a, diag_list *d)
{
	if (!e)
		return true;
	switch (e->kind) {
	case EXPR_AND:
	case EXPR_OR: {
		bool ok = true;
		for (size_t i = 0; i < e->u.list.count; i++)
			ok &=
			    rewrite_in_expr(e->u.list.items[i], dialect, a, d);
		return ok;
	}
	case EXPR_NOT:
		return rewrite_in_expr(e->u.operand, dialect, a, d);
	case EXPR_CMP:
		return rewrite_in_expr(e->u.cmp.right, dialect, a, d);
	case EXPR_IN_QUERY:
		return sql_rewrite_for_dialect(e->u.in_query.query, dialect, a,
					       d);
	case EXPR_EXISTS:
		return sql_rewrite_for_dialect(e->u.exists.query, dialect, a,
					       d);
	case EXPR_SUBQUERY:
		return sql_rewrite_for_dialect(e->u.subquery, dialect, a, d);
	default:
		return true;
	}
}

/* Before q's own FULL JOIN is split, which copies its conditions. */
static bool rewrite_nested(struct query *q, const struct dialect *dialect,
			   arena *a, diag_list *d)
{
	bool ok = true;
	for (size_t i = 0; i < q->term_count; i++) {
		struct select *s = q->terms[i].select;
		if (!s) {
			ok &= rewrite_nested(q->terms[i].query, dialect, a, d);
			continue;
		}
		ok &= rewrite_in_expr(s->where, dialect, a, d);
		ok &= rewrite_in_expr(s->having, dialect, a, d);
	}
	return ok;
}

bool sql_rewrite_for_dialect(struct query *q, const struct dialect *dialect,
			     arena *a, diag_list *d)
{
	if (dialect->caps & DIALECT_FULL_JOIN)
		return true;
	bool ok = true;
	for (size_t i = 0; i < q->cte_count; i++)
		ok &= sql_rewrite_for_dialect(q->ctes[i].query, dialect, a, d);
	ok &= rewrite_nested(q, dialect, a, d);
	return ok && emulate_full_join(q, dialect, a, d);
}
