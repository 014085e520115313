/* The plan model's own functions: its spellings of enum values, shared by
 * the reader, the writer and every stage that names them, and freeing. */
#include "plan/plan.h"

#include <stdlib.h>

const char *const plan_decision_names[PLAN_DECISION_COUNT] = {
    "proceed", "clarify", "terminate"};
const char *const plan_value_type_names[PLAN_VALUE_TYPE_COUNT] = {
    "unknown", "string", "number", "integer", "boolean", "date", "datetime"};
const char *const plan_role_names[PLAN_ROLE_COUNT] = {"projection", "filter"};
const char *const plan_op_names[PLAN_OP_COUNT] = {
    "=",	 "!=",	    ">",	   ">=",       "<",	"<=",
    "between",	 "in",	    "not_in",	   "like",     "ilike", "starts_with",
    "ends_with", "is_null", "is_not_null", "in_period"};
const char *const plan_join_names[PLAN_JOIN_COUNT] = {"inner", "left", "right",
						      "full"};
const char *const plan_subquery_names[PLAN_SUBQUERY_COUNT] = {
    "in", "not_in", "exists", "not_exists", "=", "!=", ">", ">=", "<", "<="};
const char *const plan_direction_names[PLAN_DIRECTION_COUNT] = {"ASC", "DESC"};
const char *const plan_set_op_names[PLAN_SET_OP_COUNT] = {
    "union", "union_all", "intersect", "except"};

const char *const plan_function_names[PLAN_FUNCTION_COUNT] = {"+",
							      "-",
							      "*",
							      "/",
							      "coalesce",
							      "nullif",
							      "abs",
							      "round",
							      "lower",
							      "upper",
							      "length",
							      "substr",
							      "concat",
							      "cast",
							      "date_part",
							      "date_trunc",
							      "date_diff",
							      "count",
							      "count_distinct",
							      "sum",
							      "avg",
							      "min",
							      "max"};
/* UNIT_NONE has no spelling a plan may use. */
const char *const plan_unit_names[PLAN_UNIT_COUNT] = {
    "", "year", "quarter", "month", "week", "day", "weekday", "hour"};
const char *const plan_period_names[PLAN_PERIOD_COUNT] = {"this", "last",
							  "next", "to_date"};

const char *plan_filter_op_name(enum filter_op op)
{
	return plan_op_names[op];
}
const char *plan_join_type_name(enum join_type type)
{
	return plan_join_names[type];
}
const char *plan_aggregate_function_name(enum aggregate_function function)
{
	return sql_aggregate_names[function];
}
const char *plan_window_function_name(enum window_function function)
{
	return sql_window_names[function];
}
const char *plan_subquery_op_name(enum subquery_op op)
{
	return plan_subquery_names[op];
}

const char *plan_set_op_name(enum set_op op)
{
	return plan_set_op_names[op];
}

bool plan_function_is_aggregate(enum plan_function fn)
{
	return fn >= PF_COUNT;
}

bool plan_subquery_op_compares(enum subquery_op op)
{
	return op >= SUB_EQ;
}
enum filter_op plan_subquery_compare_op(enum subquery_op op)
{
	return (enum filter_op)(OP_EQ + (op - SUB_EQ));
}

bool plan_subquery_conditions_narrow(const struct plan_subquery *sq)
{
	return !sq->query && !sq->has_aggregate &&
	       (sq->op == SUB_IN || sq->op == SUB_EXISTS);
}

bool plan_query_yields_one_row(const struct plan_query *q)
{
	const struct plan_group_by *g = q->group_by;
	return q->limit == 1 || (!q->set_operation_count && g &&
				 g->column_count == 0 && g->aggregate_count);
}

void plan_free(plansql_plan *plan)
{
	if (!plan)
		return;
	arena_free(&plan->arena);
	free(plan);
}
