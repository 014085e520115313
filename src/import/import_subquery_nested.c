/* A subquery filter over a nested query: the subquery is imported as a
 * query whose names resolve outwards, then what the compiler adds to a
 * nested query is taken out again: not_in's IS NOT NULL (in WHERE for a
 * column, in HAVING for an aggregate), and the equalities inner = outer
 * it prints last, which become correlated_on. */
#include <string.h>

#include "import/import_subquery.h"
#include "plan/plan_names.h"

/* The nested query's one output, as far as not_in needs it. */
struct nested_output {
	size_t count;
	const char *table, *column;	  /* a column */
	const struct plan_aggregate *agg; /* or an aggregate */
};

static const char *selection_name(const struct plan_selection *s)
{
	return s->alias ? s->alias : s->table;
}

static void note_output(struct nested_output *o, const char *table,
			const char *column, const struct plan_aggregate *agg)
{
	if (o->count++ == 0) {
		o->table = table;
		o->column = column;
		o->agg = agg;
	} else {
		o->table = o->column = NULL;
		o->agg = NULL;
	}
}

static void outputs(const struct plan_query *q, struct nested_output *o)
{
	memset(o, 0, sizeof *o);
	for (size_t i = 0; i < q->selection_count; i++)
		for (size_t k = 0; k < q->selections[i].column_count; k++) {
			const struct plan_column *c =
			    &q->selections[i].columns[k];
			if (c->role == ROLE_PROJECTION)
				note_output(o,
					    c->table ? c->table
						     : selection_name(
							   &q->selections[i]),
					    c->column, NULL);
		}
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->column_count; i++)
		if (!g->columns[i].hidden)
			note_output(o, g->columns[i].table,
				    g->columns[i].column, NULL);
	for (size_t i = 0; g && i < g->aggregate_count; i++)
		if (!g->aggregates[i].hidden)
			note_output(o, NULL, NULL, &g->aggregates[i]);
	for (size_t i = 0; i < q->computed_count; i++)
		if (!q->computed[i].hidden)
			note_output(o, NULL, NULL, NULL);
	for (size_t i = 0; i < q->window_count; i++)
		note_output(o, NULL, NULL, NULL);
}

static bool is_not_null(const struct plan_filter *f, const char *table,
			const char *column)
{
	return f->kind == FILTER_LEAF && f->op == OP_IS_NOT_NULL && column &&
	       !strcmp(f->column, column) &&
	       (table ? f->table && ascii_equal_ci(f->table, table)
		      : !f->table);
}

/* Takes out the last filter IS NOT NULL of table.column. */
static bool take_not_null(struct plan_filter *filters, size_t *count,
			  const char *table, const char *column)
{
	for (size_t i = *count; i-- > 0;)
		if (is_not_null(&filters[i], table, column)) {
			memmove(&filters[i], &filters[i + 1],
				(*count - i - 1) * sizeof *filters);
			(*count)--;
			return true;
		}
	return false;
}

/* Whether the catalog says the output column holds no NULL (and no
 * outer join brings one). */
static bool never_null(const struct importer *im, const struct plan_query *q,
		       const struct nested_output *o)
{
	if (o->agg)
		return o->agg->function == AGG_COUNT ||
		       o->agg->function == AGG_COUNT_DISTINCT;
	for (size_t i = 0; i < q->join_count; i++)
		if (q->joins[i].type != JOIN_INNER)
			return false;
	for (size_t i = 0; im->catalog && o->table && i < q->selection_count;
	     i++) {
		const struct plan_selection *s = &q->selections[i];
		if (!ascii_equal_ci(selection_name(s), o->table))
			continue;
		const struct catalog_table *t =
		    catalog_table_in(im->catalog, s->schema, s->table);
		const struct catalog_column *c =
		    t ? catalog_column(t, o->column) : NULL;
		return c && !c->nullable;
	}
	return false;
}

/* not_in: the compiler's IS NOT NULL taken out; without one, a warning
 * when the output may be NULL. */
static void not_in_nulls(struct importer *im, const struct sub_test *t,
			 struct plan_query *q, const struct nested_output *o)
{
	struct plan_group_by *g = q->group_by;
	bool taken = o->agg ? g && take_not_null(g->having, &g->having_count,
						 NULL, o->agg->alias)
			    : take_not_null(q->filters, &q->filter_count,
					    o->table, o->column);
	if (!taken && !never_null(im, q, o))
		import_not_in_warning(im, t);
}

/* Whether the FROM item (or a join's side) is named name. */
static bool item_named(const jvalue *item, const char *name)
{
	const jvalue *body;
	const char *kind = import_node_kind(item, &body);
	const jvalue *alias =
	    json_value_get(json_value_get(body, "alias"), "aliasname");
	if (!strcmp(kind, "JoinExpr"))
		return item_named(json_value_get(body, "larg"), name) ||
		       item_named(json_value_get(body, "rarg"), name);
	if (alias)
		return ascii_equal_ci(json_value_string(alias), name);
	const jvalue *rel = json_value_get(body, "relname");
	return rel && ascii_equal_ci(json_value_string(rel), name);
}

/* A reference qualified by a name no FROM item of body has: SQL then
 * reads it from the enclosing query. */
static bool outer_ref(const jvalue *body, const jvalue *ref)
{
	const jvalue *fields = json_value_get(ref, "fields");
	size_t n = json_value_length(fields);
	const char *qualifier =
	    n >= 2 ? import_node_string(json_value_item(fields, n - 2)) : NULL;
	const jvalue *from = json_value_get(body, "fromClause");
	if (!qualifier)
		return false;
	for (size_t i = 0; i < json_value_length(from); i++)
		if (item_named(json_value_item(from, i), qualifier))
			return false;
	return true;
}

/* inner = outer (or outer = inner), as correlated_on prints. */
static bool correlation_like(const jvalue *body, const jvalue *node)
{
	const jvalue *e = import_node_as(node, "A_Expr");
	const char *op =
	    import_node_string(json_value_item(json_value_get(e, "name"), 0));
	const jvalue *l =
	    import_node_as(json_value_get(e, "lexpr"), "ColumnRef");
	const jvalue *r =
	    import_node_as(json_value_get(e, "rexpr"), "ColumnRef");
	return l && r && op && !strcmp(op, "=") &&
	       !strcmp(json_value_string(json_value_get(e, "kind")),
		       "AEXPR_OP") &&
	       outer_ref(body, l) != outer_ref(body, r);
}

/* How many conjuncts at the end of WHERE are correlations (before
 * not_in's IS NOT NULL, which the compiler prints after them). */
static size_t trailing_correlations(const struct sub_test *t,
				    const jvalue *body)
{
	const jvalue *where = json_value_get(body, "whereClause");
	size_t n, found = 0;
	import_conjunct(where, 0, &n);
	if (t->op == SUB_NOT_IN && n &&
	    import_node_as(import_conjunct(where, n - 1, &n), "NullTest"))
		n--;
	while (found < n &&
	       correlation_like(
		   body, import_conjunct(where, n - 1 - found, &(size_t){0})))
		found++;
	return found;
}

static bool names_selection(const struct plan_query *q, const char *name)
{
	for (size_t i = 0; name && i < q->selection_count; i++)
		if (ascii_equal_ci(selection_name(&q->selections[i]), name))
			return true;
	return false;
}

/* One filter inner = outer as a correlation; false when it is not. */
static bool as_correlation(const struct plan_query *q,
			   const struct plan_filter *f,
			   struct plan_correlation *c)
{
	if (f->kind != FILTER_LEAF || f->op != OP_EQ ||
	    f->value.kind != PV_COLUMN)
		return false;
	struct plan_colref a = {f->table, f->column, NULL};
	struct plan_colref b = f->value.column;
	bool a_inner = names_selection(q, a.table);
	if (a_inner == names_selection(q, b.table))
		return false;
	c->inner = a_inner ? a : b;
	c->outer = a_inner ? b : a;
	return true;
}

/* The trailing equalities with the enclosing query, the last filters
 * imported, become correlated_on: the compiler prints those after the
 * query's own subquery filters, plain filters before them. */
static bool correlations(struct importer *im, const struct sub_test *t,
			 const jvalue *body, struct plan_subquery *sq)
{
	struct plan_query *q = sq->query;
	size_t n = trailing_correlations(t, body);
	if (!n || n > q->filter_count)
		return true;
	struct plan_correlation *c = arena_calloc(im->a, n, sizeof *c);
	if (!c)
		return import_nomem(im);
	size_t first = q->filter_count - n;
	for (size_t i = 0; i < n; i++)
		if (!as_correlation(q, &q->filters[first + i], &c[i]))
			return true; /* they stay filters */
	sq->correlations = c;
	sq->correlation_count = n;
	q->filter_count = first;
	return true;
}

/* The shape the compiler requires: one column for IN and comparisons,
 * one row for comparisons. */
static bool shape(struct importer *im, const struct sub_test *t,
		  const struct plan_query *q, const struct nested_output *o)
{
	long at = import_node_location(t->link);
	bool exists = t->op == SUB_EXISTS || t->op == SUB_NOT_EXISTS;
	if (!exists && o->count != 1)
		return import_refuse(im, at, "import-unsupported",
				     "a subquery of %zu columns compared "
				     "with one",
				     o->count);
	if (plan_subquery_op_compares(t->op) && !plan_query_yields_one_row(q))
		return import_refuse(im, at, "import-unsupported",
				     "a comparison with a subquery that may "
				     "yield several rows: the plan's has an "
				     "aggregate without GROUP BY, or LIMIT 1");
	if (t->op == SUB_NOT_IN && q->set_operation_count)
		return import_refuse(im, at, "import-unsupported",
				     "NOT IN over UNION, INTERSECT or EXCEPT: "
				     "the plan's not_in leaves NULLs out of "
				     "one SELECT");
	return true;
}

bool import_nested_subquery(struct importer *im, struct import_query *iq,
			    const struct sub_test *t, const jvalue *body,
			    struct plan_subquery *sq)
{
	sq->query = arena_calloc(im->a, 1, sizeof *sq->query);
	if (!sq->query)
		return import_nomem(im);
	if (!import_select(im, body, sq->query, iq, NULL))
		return false;
	struct nested_output o;
	outputs(sq->query, &o);
	if (!shape(im, t, sq->query, &o))
		return false;
	if (t->op == SUB_NOT_IN)
		not_in_nulls(im, t, sq->query, &o);
	return sq->query->set_operation_count || correlations(im, t, body, sq);
}
