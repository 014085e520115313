/* The kinds of joins, aggregates and window functions SQL has: the SQL
 * syntax tree's vocabulary, which the plan model (plan/plan.h) names its
 * own with, so that lowering passes them on as they are. */
#ifndef PLANSQL_SQL_KINDS_H
#define PLANSQL_SQL_KINDS_H

enum join_type { JOIN_INNER, JOIN_LEFT, JOIN_RIGHT, JOIN_FULL };

enum aggregate_function {
	AGG_COUNT,
	AGG_SUM,
	AGG_AVG,
	AGG_MIN,
	AGG_MAX,
	AGG_COUNT_DISTINCT
};

enum window_function {
	WIN_ROW_NUMBER,
	WIN_RANK,
	WIN_DENSE_RANK,
	WIN_NTILE,
	WIN_LAG,
	WIN_LEAD,
	WIN_SUM,
	WIN_AVG,
	WIN_COUNT,
	WIN_MIN,
	WIN_MAX
};

/* The names of the aggregates and window functions, in enum order, as
 * the plan format spells them (plan/plan.h uses these). */
#define SQL_AGGREGATE_COUNT 6
#define SQL_WINDOW_COUNT    11
extern const char *const sql_aggregate_names[SQL_AGGREGATE_COUNT];
extern const char *const sql_window_names[SQL_WINDOW_COUNT];

#endif
