/* The direct sub-expressions of a syntax-tree node. */
#include "sql/sql_walk.h"

static void each(struct expr *const *items, size_t count, expr_visitor visit,
		 void *context)
{
	for (size_t i = 0; i < count; i++)
		if (items[i])
			visit(items[i], context);
}

static void one(const struct expr *e, expr_visitor visit, void *context)
{
	if (e)
		visit(e, context);
}

void sql_expr_each_child(const struct expr *e, expr_visitor visit,
			 void *context)
{
	switch (e->kind) {
	case EXPR_CMP:
		one(e->u.cmp.left, visit, context);
		one(e->u.cmp.right, visit, context);
		break;
	case EXPR_AND:
	case EXPR_OR:
		each(e->u.list.items, e->u.list.count, visit, context);
		break;
	case EXPR_NOT:
	case EXPR_CAST_NUMBER:
		one(e->u.operand, visit, context);
		break;
	case EXPR_IS_NULL:
		one(e->u.is_null.operand, visit, context);
		break;
	case EXPR_BETWEEN:
		one(e->u.between.operand, visit, context);
		one(e->u.between.low, visit, context);
		one(e->u.between.high, visit, context);
		break;
	case EXPR_IN_LIST:
		one(e->u.in_list.operand, visit, context);
		each(e->u.in_list.items, e->u.in_list.count, visit, context);
		break;
	case EXPR_IN_QUERY:
		one(e->u.in_query.operand, visit, context);
		break;
	case EXPR_LIKE:
		one(e->u.like.operand, visit, context);
		break;
	case EXPR_AGGREGATE:
		one(e->u.aggregate.argument, visit, context);
		break;
	case EXPR_WINDOW:
		each(e->u.window.arguments, e->u.window.argument_count, visit,
		     context);
		each(e->u.window.partition_by, e->u.window.partition_count,
		     visit, context);
		for (size_t i = 0; i < e->u.window.order_count; i++)
			one(e->u.window.order_by[i].expr, visit, context);
		break;
	case EXPR_FUNCTION:
		each(e->u.function.args, e->u.function.count, visit, context);
		break;
	case EXPR_CASE:
		each(e->u.cases.whens, e->u.cases.count, visit, context);
		each(e->u.cases.thens, e->u.cases.count, visit, context);
		one(e->u.cases.otherwise, visit, context);
		break;
	default: /* leaves; EXISTS and scalar subqueries hold queries */
		break;
	}
}

const struct expr *sql_value_source(const struct expr *e)
{
	if (e && e->kind == EXPR_CAST_NUMBER)
		e = e->u.operand;
	while (e && e->kind == EXPR_FUNCTION && e->u.function.fn == FN_NULLIF)
		e = e->u.function.args[0];
	return e;
}

const struct expr *sql_cast_number_source(const struct expr *e)
{
	return e && e->kind == EXPR_CAST_NUMBER ? sql_value_source(e) : NULL;
}
