/* A SELECT statement's clauses, and set operations: the leftmost
 * SELECT is the plan's query, each one combined with it a member, left
 * to right (docs/plan-format.md, "Set operations"). */
#include <string.h>

#include "import/import_internal.h"

/* Clauses the plan has no field for. */
static bool refuse_clauses(struct importer *im, const jvalue *select,
			   bool may_have_with)
{
	static const struct {
		const char *field, *what;
	} refused[] = {
	    {"intoClause", "SELECT INTO: plansql imports queries"},
	    {"lockingClause", "FOR UPDATE or FOR SHARE"},
	    {"valuesLists", "VALUES"},
	    {"windowClause", "a WINDOW clause: write each OVER (...) out"},
	    {"groupDistinct", "GROUP BY DISTINCT"},
	};
	for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
		const jvalue *v = json_value_get(select, refused[i].field);
		if (v)
			return import_refuse(im, import_node_first_location(v),
					     "import-unsupported", "%s",
					     refused[i].what);
	}
	const jvalue *with = json_value_get(select, "withClause");
	if (with && !may_have_with)
		return import_refuse(im, import_node_first_location(with),
				     "import-unsupported",
				     "WITH inside a query: the plan's CTEs "
				     "belong to the whole statement");
	const jvalue *distinct = json_value_get(select, "distinctClause");
	if (json_value_length(json_value_item(distinct, 0)) ||
	    json_value_length(distinct) > 1)
		return import_refuse(im, import_node_first_location(distinct),
				     "import-unsupported", "DISTINCT ON");
	if (!strcmp(json_value_string(json_value_get(select, "limitOption")),
		    "LIMIT_OPTION_WITH_TIES"))
		return import_refuse(im,
				     import_node_first_location(
					 json_value_get(select, "limitCount")),
				     "import-unsupported", "WITH TIES");
	const jvalue *groups = json_value_get(select, "groupClause");
	for (size_t i = 0; i < json_value_length(groups); i++)
		if (import_node_as(json_value_item(groups, i), "GroupingSet"))
			return import_refuse(im,
					     import_node_first_location(
						 json_value_item(groups, i)),
					     "import-unsupported",
					     "GROUPING SETS, ROLLUP or CUBE");
	return true;
}

/* LIMIT n and OFFSET m: integer constants. */
static bool limits(struct importer *im, const jvalue *select,
		   struct plan_query *q)
{
	const jvalue *count = json_value_get(select, "limitCount");
	const jvalue *offset = json_value_get(select, "limitOffset");
	const jvalue *c = import_node_as(count, "A_Const");
	int64_t n;
	if (count && !(c && json_value_bool(json_value_get(c, "isnull")))) {
		if (!import_integer(im, count, &n))
			return im->failed
				   ? false
				   : import_refuse(
					 im, import_node_first_location(count),
					 "import-unsupported",
					 "a LIMIT that is not an integer");
		if (n < 1)
			return import_refuse(im,
					     import_node_first_location(count),
					     "import-unsupported",
					     "LIMIT %lld: the plan's limit is "
					     "at least 1",
					     (long long)n);
		q->limit = n;
	}
	if (offset) {
		if (!import_integer(im, offset, &n) || n < 0)
			return im->failed
				   ? false
				   : import_refuse(
					 im, import_node_first_location(offset),
					 "import-unsupported",
					 "an OFFSET that is not an integer "
					 "of at least 0");
		q->offset = n;
	}
	return true;
}

/* The names of iq's outputs, for a CTE that reads it. */
static bool output_names(struct importer *im, const struct import_query *iq,
			 struct import_cte *names)
{
	if (!names)
		return true;
	names->column_count = iq->output_count;
	names->columns =
	    arena_calloc(im->a, iq->output_count + 1, sizeof *names->columns);
	if (!names->columns)
		return import_nomem(im);
	for (size_t i = 0; i < iq->output_count; i++)
		names->columns[i] = iq->outputs[i].name;
	return true;
}

/* FROM, WHERE, the select list, GROUP BY and HAVING of one SELECT. */
static bool select_body(struct importer *im, const jvalue *select,
			struct import_query *iq)
{
	iq->q->distinct =
	    json_value_length(json_value_get(select, "distinctClause")) > 0;
	iq->location =
	    import_node_first_location(json_value_get(select, "targetList"));
	return import_from(im, iq, json_value_get(select, "fromClause")) &&
	       import_where(im, iq, json_value_get(select, "whereClause")) &&
	       import_check_joined(im, iq) && import_check_join_order(im, iq) &&
	       import_outputs(im, iq, select) &&
	       import_check_output_order(im, iq);
}

static bool is_compound(const jvalue *select)
{
	return strcmp(json_value_string(json_value_get(select, "op")),
		      "SETOP_NONE") != 0;
}

/* A parenthesized query on the left of a set operation keeps its own
 * ORDER BY and LIMIT, which the plan's first query cannot. */
static bool bare(const jvalue *select)
{
	return !json_value_get(select, "sortClause") &&
	       !json_value_get(select, "limitCount") &&
	       !json_value_get(select, "limitOffset") &&
	       !json_value_get(select, "withClause");
}

static bool add_member(struct importer *im, const jvalue *node,
		       struct plan_query *q, size_t *cap,
		       const struct import_query *outer)
{
	const char *op = json_value_string(json_value_get(node, "op"));
	bool all = json_value_bool(json_value_get(node, "all"));
	long at = import_node_first_location(json_value_get(node, "rarg"));
	struct plan_set_operation *m =
	    IMPORT_PUSH(im, q->set_operations, q->set_operation_count, *cap);
	if (!m)
		return false;
	if (!strcmp(op, "SETOP_UNION"))
		m->op = all ? SET_OP_UNION_ALL : SET_OP_UNION;
	else if (all)
		return import_refuse(im, at, "import-unsupported",
				     "INTERSECT ALL or EXCEPT ALL");
	else
		m->op = !strcmp(op, "SETOP_INTERSECT") ? SET_OP_INTERSECT
						       : SET_OP_EXCEPT;
	return import_select(im, json_value_get(node, "rarg"), &m->query, outer,
			     NULL);
}

/* ((first op1 q1) op2 q2) ...: the left spine down to the first SELECT,
 * then each right side a member. */
static bool compound(struct importer *im, const jvalue *select,
		     struct import_query *iq, struct import_cte *names)
{
	const jvalue *spine[64];
	size_t depth = 0;
	const jvalue *node = select;
	while (is_compound(node)) {
		if (depth == sizeof spine / sizeof *spine)
			return import_refuse(im, -1, "import-unsupported",
					     "more than %zu set operations "
					     "in a row",
					     depth);
		spine[depth++] = node;
		node = json_value_get(node, "larg"); /* a SelectStmt's body */
		if (!node || !refuse_clauses(im, node, false))
			return false;
		if (!bare(node))
			return import_refuse(
			    im, import_node_first_location(node),
			    "import-unsupported",
			    "ORDER BY, LIMIT or OFFSET on the first query of "
			    "a set operation: they would apply to the whole");
	}
	if (!select_body(im, node, iq) || !output_names(im, iq, names))
		return false;
	size_t cap = 0;
	while (depth > 0)
		if (!add_member(im, spine[--depth], iq->q, &cap, iq->outer))
			return false;
	return true;
}

bool import_select(struct importer *im, const jvalue *select,
		   struct plan_query *q, const struct import_query *outer,
		   struct import_cte *names)
{
	struct import_query iq = {.q = q, .outer = outer};
	q->limit = q->offset = -1;
	if (!refuse_clauses(im, select, select == im->statement))
		return false;
	if (is_compound(select)) {
		if (!compound(im, select, &iq, names))
			return false;
	} else if (!select_body(im, select, &iq) ||
		   !output_names(im, &iq, names)) {
		return false;
	}
	return import_order_by(im, &iq, json_value_get(select, "sortClause"),
			       is_compound(select)) &&
	       limits(im, select, q);
}
