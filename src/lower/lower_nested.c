/* Subquery filters over a nested query (format 2): the query is lowered
 * like any other, in a scope whose outer scope is the enclosing query's,
 * then tied to the outer column by IN, EXISTS or a comparison. */
#include "lower/lower_internal.h"
#include "sql/sql_walk.h"

#include <string.h>

/* The SQL names an outer range and a nested one alike only by mistake:
 * the nested one would hide the outer one from the nested query, so a
 * correlation would compare the nested table with itself. */
static bool alias_taken(lowerer *lw, const struct range *r)
{
	plansql_diagnostic *e = diag_error(
	    lw->d, "nested-alias-taken",
	    r->selection ? diag_pointer_key(lw->a, r->selection->at, "alias")
			 : r->at,
	    "the alias %N of this nested selection names a "
	    "selection of an enclosing query too",
	    r->alias);
	diag_hint(lw->d, e, "give the nested selection another alias");
	return false;
}

bool lower_alias_shadowing_ranges(lowerer *lw, struct scope *s)
{
	bool renamed = false;
	for (size_t i = 0; i < s->count; i++) {
		struct range *r = &s->ranges[i];
		if (!lower_name_taken(s->outer, r->key))
			continue;
		if (r->alias)
			return alias_taken(lw, r);
		r->alias = lower_fresh_subquery_alias(lw, s);
		if (!r->alias)
			return false;
		r->key = r->alias;
		renamed = true;
	}
	if (!renamed)
		return true;
	s->index = NULL; /* the names changed */
	return lower_index_scope(lw, s);
}

struct expr *lower_scalar_comparison(lowerer *lw,
				     const struct plan_subquery *sq,
				     struct expr *outer,
				     const struct column_info *outer_info,
				     struct query *q)
{
	struct expr *value = lower_new_expr(lw, EXPR_SUBQUERY, sq->at);
	if (!value)
		return NULL;
	value->u.subquery = q;
	if (outer_info && lower_holds_numbers(lw, outer_info)) {
		/* "9" > "26.12" as text; the query's MAX is shown as text */
		outer = lower_column_value(lw, outer, outer_info, sq->at);
		struct expr *cast = lower_new_expr(lw, EXPR_CAST_NUMBER, sq->at);
		if (!outer || !cast)
			return NULL;
		cast->u.operand = value;
		value = cast;
	} else if (outer_info && lower_holds_written_dates(lw, outer_info)) {
		/* "Dec 1, 1986" against the query's MIN or MAX, a date */
		outer = lower_column_value(lw, outer, outer_info, sq->at);
		if (!outer)
			return NULL;
	}
	return lower_comparison(lw, plan_subquery_compare_op(sq->op), outer,
				value, sq->at);
}

/* IN and comparisons read one column; a comparison one row. */
static bool shape_checked(lowerer *lw, const struct plan_subquery *sq,
			  const struct select *s)
{
	const char *at = diag_pointer_key(lw->a, sq->at, "query");
	bool exists = sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS;
	if (!exists && s->item_count != 1) {
		plansql_diagnostic *e = diag_error(
		    lw->d, "subquery-columns", at,
		    "the nested query outputs %zu columns; %s compares with "
		    "one",
		    s->item_count, plan_subquery_op_name(sq->op));
		diag_hint(lw->d, e,
			  "project exactly one column or one aggregate");
		return false;
	}
	if (plan_subquery_op_compares(sq->op) && !plan_query_yields_one_row(sq->query)) {
		plansql_diagnostic *e =
		    diag_error(lw->d, "scalar-subquery", at,
			       "%s compares with one value, and the nested "
			       "query may yield many rows",
			       plan_subquery_op_name(sq->op));
		diag_hint(lw->d, e,
			  "aggregate without group_by columns, or set "
			  "\"limit\": 1, or use in/not_in");
		return false;
	}
	return true;
}

/* correlated_on: inner = outer, each side in its own scope. */
static bool correlate(lowerer *lw, const struct scope *inner,
		      const struct plan_subquery *sq, struct expr_list *where)
{
	bool ok = true;
	for (size_t i = 0; i < sq->correlation_count; i++) {
		const struct plan_correlation *c = &sq->correlations[i];
		const char *in_at = diag_pointer_key(lw->a, c->at, "inner");
		const char *out_at = diag_pointer_key(lw->a, c->at, "outer");
		struct scope own = *inner;
		own.outer = NULL; /* the inner side is the query's own */
		struct expr *in = lower_column(
		    lw, &own,
		    COLUMN_REF(in_at, c->inner.table, c->inner.column), NULL,
		    NULL);
		struct expr *out = lower_column(
		    lw, inner->outer,
		    COLUMN_REF(out_at, c->outer.table, c->outer.column), NULL,
		    NULL);
		ok &= in && out;
		if (in && out)
			lower_add_expr(
			    lw, where,
			    lower_comparison(lw, OP_EQ, in, out, c->at));
	}
	return ok;
}

static bool query_reads_outer(const struct query *q, const struct scope *outer);

static bool list_reads_outer(struct expr *const *items, size_t count,
			     const struct scope *outer);

struct outer_search {
	const struct scope *outer;
	bool found;
};

static bool reads_outer(const struct expr *e, const struct scope *outer);

static void search_outer(const struct expr *e, void *context)
{
	struct outer_search *s = context;
	s->found = s->found || reads_outer(e, s->outer);
}

/* Whether e names a range of an outer scope: every nested range named
 * like an outer one has an alias of its own, so the names tell. */
static bool reads_outer(const struct expr *e, const struct scope *outer)
{
	if (!e)
		return false;
	switch (e->kind) {
	case EXPR_COLUMN:
		return e->u.column.qualifier &&
		       lower_name_taken(outer, e->u.column.qualifier);
	case EXPR_IN_QUERY:
		if (query_reads_outer(e->u.in_query.query, outer))
			return true;
		break; /* and its operand */
	case EXPR_EXISTS:
		return query_reads_outer(e->u.exists.query, outer);
	case EXPR_SUBQUERY:
		return query_reads_outer(e->u.subquery, outer);
	case EXPR_WINDOW: /* windows read the query's own rows */
		return false;
	default:
		break;
	}
	struct outer_search search = {outer, false};
	sql_expr_each_child(e, search_outer, &search);
	return search.found;
}

static bool list_reads_outer(struct expr *const *items, size_t count,
			     const struct scope *outer)
{
	for (size_t i = 0; i < count; i++)
		if (reads_outer(items[i], outer))
			return true;
	return false;
}

static bool select_reads_outer(const struct select *s,
			       const struct scope *outer)
{
	for (size_t i = 0; i < s->item_count; i++)
		if (reads_outer(s->items[i].expr, outer))
			return true;
	for (size_t i = 0; i < s->join_count; i++)
		if (reads_outer(s->joins[i].on, outer))
			return true;
	return reads_outer(s->where, outer) || reads_outer(s->having, outer) ||
	       list_reads_outer(s->group_by, s->group_count, outer);
}

static bool query_reads_outer(const struct query *q, const struct scope *outer)
{
	for (size_t t = 0; t < q->term_count; t++) {
		const struct term *term = &q->terms[t];
		if (term->select ? select_reads_outer(term->select, outer)
				 : query_reads_outer(term->query, outer))
			return true;
	}
	return false;
}

/* The conditions added to a nested query (correlated_on, not_in's NULL
 * rule) go into its first SELECT: with set operations they would miss
 * the other members, so such a query is refused for them. */
static bool conditions_fit(lowerer *lw, const struct plan_subquery *sq,
			   const struct query *q)
{
	if (q->term_count == 1 && q->terms[0].select)
		return true;
	if (!sq->correlation_count && sq->op != SUB_NOT_IN)
		return true;
	plansql_diagnostic *e = diag_error(
	    lw->d, "nested-set-operations",
	    diag_pointer_key(lw->a, sq->at, "query"),
	    "a nested query with set_operations cannot take correlated_on "
	    "or not_in");
	diag_hint(lw->d, e,
		  "correlate each member by its own filters, or put the "
		  "set operations in a CTE and read it");
	return false;
}

/* NOT IN over a set holding NULL is never true: NULLs are left out, in
 * WHERE for a column, in HAVING for an aggregate. */
static bool leave_out_nulls(lowerer *lw, const struct plan_subquery *sq,
			    struct select *s, struct expr_list *where)
{
	struct expr *output = s->items[0].expr;
	if (output->kind == EXPR_WINDOW) {
		plansql_diagnostic *e = diag_error(
		    lw->d, "subquery-columns",
		    diag_pointer_key(lw->a, sq->at, "query"),
		    "not_in over a window function cannot leave NULLs out");
		diag_hint(lw->d, e, "project a column or an aggregate");
		return false;
	}
	struct expr *not_null = lower_is_null(lw, output, true, sq->at);
	if (output->kind != EXPR_AGGREGATE) {
		lower_add_expr(lw, where, not_null);
		return true;
	}
	struct expr_list having = {0};
	lower_add_conjunct(lw, &having, s->having);
	lower_add_expr(lw, &having, not_null);
	s->having = lower_junction(lw, EXPR_AND, &having, sq->at);
	return true;
}

struct expr *lower_nested_subquery(lowerer *lw, const struct scope *outer,
				   const struct plan_subquery *sq)
{
	struct expr *outer_col = NULL;
	struct column_info outer_info = {0};
	if (sq->op != SUB_EXISTS && sq->op != SUB_NOT_EXISTS &&
	    !(outer_col = lower_outer_column(lw, outer, sq, &outer_info)))
		return NULL;
	struct scope inner = {0};
	struct query *q = lower_query(lw, sq->query, outer, &inner);
	if (!q || !conditions_fit(lw, sq, q) ||
	    !shape_checked(lw, sq, q->terms[0].select))
		return NULL;
	struct select *s = q->terms[0].select;
	struct expr_list where = {0};
	lower_add_conjunct(lw, &where, s->where);
	bool ok = correlate(lw, &inner, sq, &where);
	if (sq->op == SUB_NOT_IN)
		ok &= leave_out_nulls(lw, sq, s, &where);
	s->where = lower_junction(lw, EXPR_AND, &where, sq->at);
	if (q->limit < 0 && q->offset < 0)
		q->order_count = 0; /* order without a limit means nothing */
	struct expr *e =
	    ok ? lower_subquery_test(lw, sq, outer_col, &outer_info, q) : NULL;
	if (e && e->kind == EXPR_IN_QUERY)
		e->u.in_query.correlated = query_reads_outer(q, outer);
	return e;
}
