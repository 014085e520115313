/* Subqueries in WHERE: x [NOT] IN (SELECT ...), [NOT] EXISTS (SELECT
 * ...) and x op (SELECT ...) become subquery filters.  A subquery in the
 * shape plansql prints for the simple form (one table, one column or
 * aggregate of it without an alias, EXISTS correlated by one equality)
 * becomes the simple form; any other a nested query
 * (import_subquery_nested.c).  What the compiler adds itself (not_in's
 * IS NOT NULL, the EXISTS correlation) is taken out again. */
#include <string.h>

#include "import/import_internal.h"
#include "import/import_subquery.h"

static const char *const comparison_ops[] = {"=",  "<>", "!=", ">",
					     ">=", "<",	 "<="};
static const enum subquery_op comparison_sub[] = {
    SUB_EQ, SUB_NE, SUB_NE, SUB_GT, SUB_GE, SUB_LT, SUB_LE};
/* x op (SELECT ...) written (SELECT ...) op x. */
static const enum subquery_op mirrored[] = {
    [SUB_EQ] = SUB_EQ, [SUB_NE] = SUB_NE, [SUB_GT] = SUB_LT,
    [SUB_GE] = SUB_LE, [SUB_LT] = SUB_GT, [SUB_LE] = SUB_GE};

static int comparison(const jvalue *e)
{
	const jvalue *name = json_value_get(e, "name");
	const char *op = import_node_string(json_value_item(name, 0));
	if (strcmp(json_value_string(json_value_get(e, "kind")), "AEXPR_OP") ||
	    !op || json_value_length(name) != 1)
		return -1;
	for (size_t i = 0; i < sizeof comparison_ops / sizeof *comparison_ops;
	     i++)
		if (!strcmp(op, comparison_ops[i]))
			return (int)comparison_sub[i];
	return -1;
}

static const jvalue *scalar_link(const jvalue *node)
{
	const jvalue *link = import_node_as(node, "SubLink");
	return link && !strcmp(json_value_string(
				   json_value_get(link, "subLinkType")),
			       "EXPR_SUBLINK")
		   ? link
		   : NULL;
}

/* The test a WHERE conjunct makes with a subquery; false when it is
 * none of the plan's forms. */
static bool read_test(const jvalue *node, struct sub_test *t)
{
	memset(t, 0, sizeof *t);
	const jvalue *negation = import_node_as(node, "BoolExpr");
	if (negation &&
	    !strcmp(json_value_string(json_value_get(negation, "boolop")),
		    "NOT_EXPR") &&
	    json_value_length(json_value_get(negation, "args")) == 1) {
		t->negated = true;
		node = json_value_item(json_value_get(negation, "args"), 0);
	}
	const jvalue *e = import_node_as(node, "A_Expr");
	int op = e ? comparison(e) : -1;
	if (e && op >= 0 && !t->negated) {
		t->link = scalar_link(json_value_get(e, "rexpr"));
		t->outer = json_value_get(e, "lexpr");
		if (!t->link) {
			t->link = scalar_link(json_value_get(e, "lexpr"));
			t->outer = json_value_get(e, "rexpr");
			op = mirrored[op];
		}
		t->op = (enum subquery_op)op;
		return t->link != NULL;
	}
	t->link = import_node_as(node, "SubLink");
	if (!t->link)
		return false;
	const char *type =
	    json_value_string(json_value_get(t->link, "subLinkType"));
	t->outer = json_value_get(t->link, "testexpr");
	if (!strcmp(type, "EXISTS_SUBLINK"))
		t->op = t->negated ? SUB_NOT_EXISTS : SUB_EXISTS;
	else
		t->op = t->negated ? SUB_NOT_IN : SUB_IN;
	return true;
}

bool import_is_subquery_filter(const jvalue *node)
{
	struct sub_test t;
	return read_test(node, &t);
}

/* Only IN (= ANY) and EXISTS have a plan op. */
static bool supported_link(struct importer *im, const struct sub_test *t)
{
	const char *type =
	    json_value_string(json_value_get(t->link, "subLinkType"));
	long at = import_node_location(t->link);
	if (!strcmp(type, "EXISTS_SUBLINK") || plan_subquery_op_compares(t->op))
		return true;
	const char *op = import_node_string(
	    json_value_item(json_value_get(t->link, "operName"), 0));
	size_t names = json_value_length(json_value_get(t->link, "operName"));
	if (!strcmp(type, "ANY_SUBLINK") && /* IN has no operName */
	    (!names || (names == 1 && op && !strcmp(op, "="))))
		return true;
	return import_refuse(im, at, "import-unsupported",
			     "%s (SELECT ...): the plan's subquery filters "
			     "are IN, NOT IN, EXISTS, NOT EXISTS and "
			     "comparisons with one value",
			     !strcmp(type, "ALL_SUBLINK")   ? "op ALL"
			     : !strcmp(type, "ANY_SUBLINK") ? "op ANY"
							    : "this subquery");
}

/* The column tested against the subquery: one of the query's own. */
static bool outer_column(struct importer *im, struct import_query *iq,
			 const struct sub_test *t, struct plan_subquery *sq)
{
	if (t->op == SUB_EXISTS || t->op == SUB_NOT_EXISTS)
		return true;
	const jvalue *ref = import_node_as(t->outer, "ColumnRef");
	struct import_column c;
	if (!ref)
		return import_refuse(im, import_node_first_location(t->outer),
				     "import-unsupported",
				     "a subquery compared with something "
				     "other than a column");
	if (!import_column_ref(im, iq, ref, &c))
		return false;
	if (c.owner != iq)
		return import_refuse(im, import_node_location(ref),
				     "import-unsupported",
				     "a column of the enclosing query tested "
				     "against a subquery");
	sq->outer.table = c.table;
	sq->outer.column = c.column;
	/* compared with the subquery's values as stored, or as the plan
	 * reads them */
	long at = import_node_location(ref);
	if (t->op == SUB_IN || t->op == SUB_NOT_IN)
		return import_stored_listed(im, iq, c.table, c.column,
					    t->op == SUB_NOT_IN, at);
	return t->op == SUB_EQ || t->op == SUB_NE ||
	       import_stored_order(im, iq, c.table, c.column, at,
				   "a comparison with a subquery of");
}

void import_not_in_warning(struct importer *im, const struct sub_test *t)
{
	import_warn(im, import_node_location(t->link), "import-not-in-nulls",
		    "NOT IN over a subquery that may yield NULL: the SQL is "
		    "then never true, where the plan's not_in leaves NULLs "
		    "out (as AND ... IS NOT NULL in the subquery would)");
}

bool import_subquery_filter(struct importer *im, struct import_query *iq,
			    const jvalue *node)
{
	struct sub_test t;
	if (!read_test(node, &t))
		return import_refuse(im, import_node_first_location(node),
				     "import-unsupported", "this subquery");
	if (!supported_link(im, &t))
		return false;
	const jvalue *body =
	    import_node_as(json_value_get(t.link, "subselect"), "SelectStmt");
	struct plan_query *q = iq->q;
	size_t cap = q->subquery_count; /* grown one at a time */
	struct plan_subquery *sq =
	    IMPORT_PUSH(im, q->subqueries, q->subquery_count, cap);
	if (!sq || !body)
		return sq ? import_refuse(im, import_node_location(t.link),
					  "import-unsupported", "this subquery")
			  : false;
	sq->op = t.op;
	if (!outer_column(im, iq, &t, sq))
		return false;
	struct plan_subquery kept = *sq;
	int simple = import_simple_subquery(im, iq, &t, body, sq);
	if (simple)
		return simple > 0;
	*sq = kept; /* what the simple form had begun to fill in */
	return import_nested_subquery(im, iq, &t, body, sq);
}
