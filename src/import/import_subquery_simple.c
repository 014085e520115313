/* The simple form of a subquery filter, as plansql prints it:
 *   x [NOT] IN (SELECT t.c FROM t WHERE ...)
 *   x op (SELECT AGG(t.c) FROM t WHERE ...)
 *   [NOT] EXISTS (SELECT 1 FROM t WHERE t.c = outer.x AND ...)
 * with one table (aliased sqN where its name is taken outside) and
 * filters on it alone.  not_in's "AND t.c IS NOT NULL" (HAVING AGG(t.c)
 * IS NOT NULL for an aggregate) is the compiler's and taken out. */
#include <string.h>

#include "import/import_subquery.h"
#include "plan/plan_names.h"

const jvalue *import_conjunct(const jvalue *where, size_t i, size_t *count)
{
	const jvalue *b = import_node_as(where, "BoolExpr");
	if (b && !strcmp(json_value_string(json_value_get(b, "boolop")),
			 "AND_EXPR")) {
		*count = json_value_length(json_value_get(b, "args"));
		return json_value_item(json_value_get(b, "args"), i);
	}
	*count = where ? 1 : 0;
	return where;
}

/* Clauses the simple form has no room for. */
static bool plain_select(const jvalue *body)
{
	static const char *const clauses[] = {
	    "withClause",    "distinctClause", "groupClause",  "sortClause",
	    "limitCount",    "limitOffset",    "windowClause", "intoClause",
	    "lockingClause", "valuesLists"};
	if (strcmp(json_value_string(json_value_get(body, "op")), "SETOP_NONE"))
		return false;
	for (size_t i = 0; i < sizeof clauses / sizeof *clauses; i++)
		if (json_value_get(body, clauses[i]))
			return false;
	const jvalue *from = json_value_get(body, "fromClause");
	const jvalue *range =
	    import_node_as(json_value_item(from, 0), "RangeVar");
	return json_value_length(from) == 1 && range &&
	       !json_value_get(range, "schemaname") &&
	       json_value_length(json_value_get(body, "targetList")) == 1;
}

static bool is_star(const jvalue *ref)
{
	const jvalue *fields = json_value_get(ref, "fields");
	return import_node_as(
	    json_value_item(fields, json_value_length(fields) - 1), "A_Star");
}

/* An aggregate of one column, as the simple form's "aggregate". */
static const jvalue *aggregate_column(const jvalue *val,
				      enum aggregate_function *fn)
{
	static const char *const names[] = {"count", "sum", "avg", "min",
					    "max"};
	const jvalue *call = import_node_as(val, "FuncCall");
	if (!call || !import_is_aggregate(val) ||
	    json_value_get(call, "agg_distinct") ||
	    json_value_get(call, "agg_star") ||
	    json_value_length(json_value_get(call, "args")) != 1)
		return NULL;
	const char *name = import_function_name(call);
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(name, names[i]))
			*fn = (enum aggregate_function)i;
	const jvalue *ref = import_node_as(
	    json_value_item(json_value_get(call, "args"), 0), "ColumnRef");
	return ref && !is_star(ref) ? ref : NULL;
}

/* The output, when the form fits: for EXISTS a constant or *, else a
 * column (or an aggregate of one) without an alias. */
static bool simple_output(const struct sub_test *t, const jvalue *body,
			  struct plan_subquery *sq, const jvalue **column)
{
	const jvalue *res = import_node_as(
	    json_value_item(json_value_get(body, "targetList"), 0),
	    "ResTarget");
	const jvalue *val = json_value_get(res, "val");
	const jvalue *ref = import_node_as(val, "ColumnRef");
	*column = NULL;
	if (t->op == SUB_EXISTS || t->op == SUB_NOT_EXISTS)
		return !json_value_get(body, "havingClause") &&
		       (import_node_as(val, "A_Const") ||
			(ref && is_star(ref)));
	if (json_value_get(res, "name"))
		return false;
	if (ref && !is_star(ref) && !plan_subquery_op_compares(t->op) &&
	    !json_value_get(body, "havingClause")) {
		*column = ref;
		return true;
	}
	*column = aggregate_column(val, &sq->aggregate);
	sq->has_aggregate = *column != NULL;
	return *column &&
	       (!json_value_get(body, "havingClause") || t->op == SUB_NOT_IN);
}

/* c resolved to the subquery's own table. */
static bool inner_ref(struct importer *im, struct import_query *tmp,
		      const jvalue *ref, struct import_column *c)
{
	return import_column_ref(im, tmp, ref, c) && c->owner == tmp;
}

/* HAVING AGG(t.c) IS NOT NULL of not_in over the same aggregate. */
static bool having_not_null(struct importer *im, struct import_query *tmp,
			    const jvalue *body, const struct plan_subquery *sq)
{
	const jvalue *n =
	    import_node_as(json_value_get(body, "havingClause"), "NullTest");
	enum aggregate_function fn;
	struct import_column c;
	if (!n || strcmp(json_value_string(json_value_get(n, "nulltesttype")),
			 "IS_NOT_NULL"))
		return false;
	const jvalue *ref = aggregate_column(json_value_get(n, "arg"), &fn);
	return ref && fn == sq->aggregate && inner_ref(im, tmp, ref, &c) &&
	       !strcmp(c.column, sq->column);
}

/* WHERE t.c IS NOT NULL, c the output column. */
static bool is_not_null_test(struct importer *im, struct import_query *tmp,
			     const jvalue *node, const char *column)
{
	const jvalue *n = import_node_as(node, "NullTest");
	const jvalue *ref =
	    import_node_as(json_value_get(n, "arg"), "ColumnRef");
	struct import_column c;
	return ref &&
	       !strcmp(json_value_string(json_value_get(n, "nulltesttype")),
		       "IS_NOT_NULL") &&
	       inner_ref(im, tmp, ref, &c) && !strcmp(c.column, column);
}

/* EXISTS's correlation: t.c = outer.x (or outer.x = t.c). */
static bool correlation(struct importer *im, struct import_query *tmp,
			const jvalue *node, struct plan_subquery *sq)
{
	const jvalue *e = import_node_as(node, "A_Expr");
	const char *op =
	    import_node_string(json_value_item(json_value_get(e, "name"), 0));
	const jvalue *l =
	    import_node_as(json_value_get(e, "lexpr"), "ColumnRef");
	const jvalue *r =
	    import_node_as(json_value_get(e, "rexpr"), "ColumnRef");
	struct import_column a, b;
	if (!l || !r || !op || strcmp(op, "=") ||
	    strcmp(json_value_string(json_value_get(e, "kind")), "AEXPR_OP") ||
	    !import_column_ref(im, tmp, l, &a) ||
	    !import_column_ref(im, tmp, r, &b) ||
	    (a.owner == tmp) == (b.owner == tmp))
		return false;
	const struct import_column *in = a.owner == tmp ? &a : &b;
	const struct import_column *out = a.owner == tmp ? &b : &a;
	sq->column = in->column;
	sq->outer.table = out->table;
	sq->outer.column = out->column;
	return true;
}

/* A name in a filter of the simple form: the subquery's own source
 * (given as the table itself: the compiler aliases it where it must), or
 * an outer table whose name cannot be taken for the subquery's, which the
 * compiler prints as it is.  False for anything else. */
static bool simple_form_name(const char **at, const char *name,
			     const char *table)
{
	if (!strcmp(*at, name)) {
		*at = table;
		return true;
	}
	return !ascii_equal_ci(*at, name) && !ascii_equal_ci(*at, table);
}

/* Whether f can be the simple form's: it reads the subquery's table, or
 * an outer one by a name that is not the subquery's. */
static bool own_filter(struct plan_filter *f, const char *name,
		       const char *table)
{
	for (size_t i = 0; i < f->item_count; i++)
		if (!own_filter(&f->items[i], name, table))
			return false;
	if (f->kind != FILTER_LEAF)
		return true;
	if (f->table && !simple_form_name(&f->table, name, table))
		return false;
	return f->value.kind != PV_COLUMN ||
	       simple_form_name(&f->value.column.table, name, table);
}

/* The filters of WHERE but the conjuncts skipped (the correlation, the
 * IS NOT NULL): 0 when one reads another table. */
static int filters(struct importer *im, struct import_query *tmp,
		   const jvalue *where, const bool *skipped,
		   struct plan_subquery *sq)
{
	size_t n;
	import_conjunct(where, 0, &n);
	sq->filters = arena_calloc(im->a, n + 1, sizeof *sq->filters);
	if (!sq->filters)
		return import_nomem(im) ? 0 : -1;
	const struct import_source *s = &tmp->sources[0];
	const char *table = tmp->q->selections[0].table;
	for (size_t i = 0; i < n; i++) {
		if (skipped[i])
			continue;
		struct plan_filter *f = &sq->filters[sq->filter_count++];
		if (!import_condition(im, tmp, import_conjunct(where, i, &n),
				      f))
			return -1;
		if (!own_filter(f, s->name, table) || tmp->q->computed_count)
			return 0;
	}
	return 1;
}

/* Which conjuncts are the compiler's: EXISTS's correlation, not_in's
 * IS NOT NULL; false when EXISTS has no correlation. */
static bool compiler_conjuncts(struct importer *im, struct import_query *tmp,
			       const jvalue *where, struct plan_subquery *sq,
			       bool *skipped, bool *not_null)
{
	size_t n;
	bool exists = sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS;
	bool correlated = false;
	import_conjunct(where, 0, &n);
	for (size_t i = 0; i < n && !im->failed; i++) {
		const jvalue *c = import_conjunct(where, i, &n);
		if (import_is_subquery_filter(c))
			return false; /* a nested query's */
		if (exists && !correlated)
			skipped[i] = correlated = correlation(im, tmp, c, sq);
		else if (sq->op == SUB_NOT_IN && !sq->has_aggregate &&
			 !*not_null)
			skipped[i] = *not_null =
			    is_not_null_test(im, tmp, c, sq->column);
	}
	return !im->failed && (!exists || correlated);
}

/* Whether the catalog says the output holds no NULL. */
static bool never_null(const struct import_query *tmp,
		       const struct plan_subquery *sq)
{
	const struct import_source *s = &tmp->sources[0];
	const struct catalog_column *c =
	    s->table ? catalog_column(s->table, sq->column) : NULL;
	return !sq->has_aggregate && c && !c->nullable;
}

int import_simple_subquery(struct importer *im, struct import_query *iq,
			   const struct sub_test *t, const jvalue *body,
			   struct plan_subquery *sq)
{
	const jvalue *column;
	if (!plain_select(body) || !simple_output(t, body, sq, &column))
		return 0;
	struct plan_query tq = {.limit = -1, .offset = -1};
	struct import_query tmp = {.q = &tq, .outer = iq};
	if (!import_from(im, &tmp, json_value_get(body, "fromClause")))
		return -1;
	struct import_column c = {0};
	if (column && !inner_ref(im, &tmp, column, &c))
		return im->failed ? -1 : 0;
	sq->table = tq.selections[0].table;
	sq->column = column ? c.column : NULL;
	struct plan_aggregate g = {
	    .function = sq->aggregate, .table = c.table, .column = c.column};
	if (column && sq->has_aggregate &&
	    !import_stored_aggregate(im, &tmp, &g,
				     import_node_location(t->link)))
		return -1;
	const jvalue *where = json_value_get(body, "whereClause");
	size_t n;
	import_conjunct(where, 0, &n);
	bool *skipped = arena_calloc(im->a, n + 1, sizeof *skipped);
	bool not_null = false;
	if (!skipped)
		return import_nomem(im) ? 0 : -1;
	if (!compiler_conjuncts(im, &tmp, where, sq, skipped, &not_null))
		return im->failed ? -1 : 0;
	bool having = json_value_get(body, "havingClause") != NULL;
	if (having && !having_not_null(im, &tmp, body, sq))
		return im->failed ? -1 : 0;
	int made = filters(im, &tmp, where, skipped, sq);
	if (made > 0 && t->op == SUB_NOT_IN && !not_null && !having &&
	    !never_null(&tmp, sq) &&
	    !(sq->has_aggregate && sq->aggregate == AGG_COUNT))
		import_not_in_warning(im, t);
	return made;
}
