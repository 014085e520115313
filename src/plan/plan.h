/* The plan model: what a valid plan says, independent of JSON and of any
 * SQL dialect.  The reader builds it, lowering reads it.  Every node keeps
 * the JSON Pointer it came from ("at") so later stages can point users at
 * the exact field.  Strings are NUL-terminated UTF-8 without NUL bytes;
 * optional strings are NULL when absent. */
#ifndef PLANSQL_PLAN_H
#define PLANSQL_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"
#include "plansql.h"
#include "sql/sql_kinds.h"

enum plan_decision { DECISION_PROCEED, DECISION_CLARIFY, DECISION_TERMINATE };

enum value_type {
	VALUE_UNKNOWN,
	VALUE_STRING,
	VALUE_NUMBER,
	VALUE_INTEGER,
	VALUE_BOOLEAN,
	VALUE_DATE,
	VALUE_DATETIME
};

enum column_role { ROLE_PROJECTION, ROLE_FILTER };

enum filter_op {
	OP_EQ,
	OP_NE,
	OP_GT,
	OP_GE,
	OP_LT,
	OP_LE,
	OP_BETWEEN,
	OP_IN,
	OP_NOT_IN,
	OP_LIKE,
	OP_ILIKE,
	OP_STARTS_WITH,
	OP_ENDS_WITH,
	OP_IS_NULL,
	OP_IS_NOT_NULL,
	OP_IN_PERIOD /* ext: a relative period of dates, see plan_period */
};

/* The comparison ops are format 2: a scalar subquery, outer op (query). */
enum subquery_op {
	SUB_IN,
	SUB_NOT_IN,
	SUB_EXISTS,
	SUB_NOT_EXISTS,
	SUB_EQ,
	SUB_NE,
	SUB_GT,
	SUB_GE,
	SUB_LT,
	SUB_LE
};

/* A reference to table.column; table may be NULL where context decides. */
struct plan_colref {
	const char *table, *column;
	const char *at;
};

enum plan_value_kind {
	PV_NULL,
	PV_BOOL,
	PV_INT,
	PV_NUMBER, /* a non-integral JSON number, kept as its JSON text */
	PV_STRING,
	PV_COLUMN /* ext: {"table": .., "column": ..} */
};

struct plan_value {
	enum plan_value_kind kind;
	bool boolean;
	int64_t integer;
	const char *text; /* PV_NUMBER and PV_STRING */
	struct plan_colref column;
	const char *at;
};

/* The "unit" of the date functions (and of relative periods). */
enum date_unit {
	UNIT_NONE,
	UNIT_YEAR,
	UNIT_QUARTER,
	UNIT_MONTH,
	UNIT_WEEK,
	UNIT_DAY,
	UNIT_WEEKDAY,
	UNIT_HOUR
};

/* ext, op in_period: a period relative to the compile's "now" date. */
enum period_kind { PERIOD_THIS, PERIOD_LAST, PERIOD_NEXT, PERIOD_TO_DATE };

struct plan_period {
	enum period_kind kind;
	enum date_unit unit;  /* year, quarter, month, week or day */
	int64_t count;	      /* last and next: how many units, >= 1 */
	bool include_current; /* last: the current unit is the last of count */
	const char *at;
};

enum filter_kind { FILTER_LEAF, FILTER_ANY, FILTER_ALL, FILTER_NOT };

struct plan_filter {
	enum filter_kind kind;
	/* FILTER_LEAF */
	const char *table; /* NULL: the containing selection */
	const char *column;
	enum filter_op op;
	struct plan_value value; /* scalar ops */
	struct plan_value *list; /* between (2 items), in, not_in */
	size_t list_count;
	/* groups: FILTER_NOT has exactly one item */
	struct plan_filter *items;
	size_t item_count;
	const char *source_text, *comment; /* informational */
	const char *at;
	struct plan_period period; /* ext: op in_period */
};

struct plan_column {
	const char *table; /* NULL: the containing selection */
	const char *column;
	enum column_role role;
	enum value_type value_type;
	const char *reason; /* informational */
	const char *at;
	/* ext, output names: the output column's name (NULL: its own), and
	 * whether a group_by column is selected (true elsewhere) */
	const char *alias;
	bool hidden;
};

/* The confidence of a selection a patch adds: asked for by the user. */
#define PLAN_ADDED_CONFIDENCE "1.0"
/* The confidence of a selection the audit adds for a join path, the one
 * the seed system writes for the tables it adds. */
#define PLAN_AUDIT_ADDED_CONFIDENCE "0.7"

struct jvalue;

struct plan_selection {
	const char *table, *alias;
	const char *schema; /* ext: which schema's table; NULL: none named */
	bool join_only;
	/* added by a patch: joined without losing the plan's rows (LEFT
	 * JOIN where a key can miss); not part of the plan's JSON */
	bool keep_rows;
	/* added by a patch for a filter: the audit reports when its join
	 * repeats the plan's rows; not part of the plan's JSON */
	bool filter_added;
	const char *reason, *confidence; /* informational; confidence as JSON */
	const struct jvalue *candidate_keys; /* informational, as read */
	struct plan_column *columns;
	size_t column_count;
	struct plan_filter *filters;
	size_t filter_count;
	const char *at;
};

struct plan_join {
	struct plan_colref from, to;
	enum join_type type;
	const char *reason, *confidence; /* informational */
	const char *at;
};

struct plan_expr;

struct plan_aggregate {
	enum aggregate_function function;
	const char *table;
	const char *column;	      /* NULL: COUNT(*), or expression */
	struct plan_expr *expression; /* ext: in place of table and column */
	const char *alias;	      /* NULL: a default is derived */
	const char *comment;	      /* informational */
	const char *at;
	bool hidden; /* ext "output": false: for HAVING and ORDER BY only */
};

struct plan_group_by {
	struct plan_column *columns;
	size_t column_count;
	struct plan_aggregate *aggregates;
	size_t aggregate_count;
	struct plan_filter *having;
	size_t having_count;
	const char *at;
};

struct plan_order {
	const char *table; /* NULL: the column may name an alias */
	const char *column;
	bool descending;
	const char *at;
};

struct plan_window {
	enum window_function function;
	struct plan_column *partition_by;
	size_t partition_count;
	struct plan_order *order_by;
	size_t order_count;
	const char *alias;
	const char *table, *column; /* the argument, ext */
	int64_t buckets;	    /* NTILE; 0 when absent */
	int64_t offset;		    /* LAG/LEAD; -1 when absent */
	bool has_default;
	struct plan_value default_value;
	const char *comment; /* informational */
	const char *at;
};

/* ---- expressions (format 2) ---- */

/* The functions of an expression, as the plan names them ("fn"). */
enum plan_function {
	PF_ADD,
	PF_SUBTRACT, /* one argument: negation */
	PF_MULTIPLY,
	PF_DIVIDE,
	PF_COALESCE,
	PF_NULLIF,
	PF_ABS,
	PF_ROUND,
	PF_LOWER,
	PF_UPPER,
	PF_LENGTH,
	PF_SUBSTR,
	PF_CONCAT,
	PF_CAST,
	PF_DATE_PART,
	PF_DATE_TRUNC,
	PF_DATE_DIFF,
	PF_COUNT,
	PF_COUNT_DISTINCT,
	PF_SUM,
	PF_AVG,
	PF_MIN,
	PF_MAX
};

enum plan_expr_kind {
	PE_COLUMN,   /* {"table", "column"}; no table: a computed column's
			alias, else the one selection with that column */
	PE_VALUE,    /* {"value", "type"} */
	PE_FUNCTION, /* {"fn", "args", "unit", "type"} */
	PE_CASE	     /* {"case": [{"when", "then"}], "else"} */
};

struct plan_case_when {
	struct plan_filter when;
	struct plan_expr *then;
	const char *at;
};

struct plan_expr {
	enum plan_expr_kind kind;
	struct plan_colref column; /* PE_COLUMN */
	struct plan_value value;   /* PE_VALUE */
	/* PE_VALUE: the literal's type (VALUE_UNKNOWN: its JSON type's);
	 * PE_FUNCTION cast: the type cast to */
	enum value_type type;
	enum plan_function fn; /* PE_FUNCTION */
	struct plan_expr *args;
	size_t arg_count;
	enum date_unit unit;
	struct plan_case_when *whens; /* PE_CASE */
	size_t when_count;
	struct plan_expr *otherwise; /* NULL: ELSE NULL */
	const char *at;
};

/* A computed column: an expression with the output name alias. */
struct plan_computed {
	const char *alias;
	struct plan_expr expression;
	bool hidden; /* "output": false: for filters, grouping, ordering */
	const char *comment; /* informational */
	const char *at;
};

struct plan_query;

/* correlated_on: inner = outer, AND-ed into a nested query's WHERE. */
struct plan_correlation {
	struct plan_colref outer, inner;
	const char *at;
};

struct plan_subquery {
	struct plan_colref outer;
	enum subquery_op op;
	const char *table, *column; /* the simple form; NULL with query */
	struct plan_filter *filters;
	size_t filter_count;
	/* format 2: a nested query in place of table and column */
	struct plan_query *query; /* NULL: the simple form */
	struct plan_correlation *correlations;
	size_t correlation_count;
	bool has_aggregate; /* the simple form's "aggregate" */
	enum aggregate_function aggregate;
	const char *comment; /* informational */
	const char *at;
};

enum set_op { SET_OP_UNION, SET_OP_UNION_ALL, SET_OP_INTERSECT, SET_OP_EXCEPT };

struct plan_set_operation;

/* A query: the main one, a CTE body, a set-operation member or a nested
 * query all have this shape. */
struct plan_query {
	struct plan_selection *selections;
	size_t selection_count;
	struct plan_filter *filters; /* global_filters, or a CTE's filters */
	size_t filter_count;
	struct plan_join *joins;
	size_t join_count;
	struct plan_group_by *group_by; /* NULL when absent */
	struct plan_window *windows;
	size_t window_count;
	struct plan_subquery *subqueries;
	size_t subquery_count;
	struct plan_order *order_by;
	size_t order_count;
	/* format 2: computed columns, named by alias elsewhere */
	struct plan_computed *computed;
	size_t computed_count;
	int64_t limit;	/* -1: none */
	int64_t offset; /* -1: none */
	bool distinct;
	const char *at; /* "" for the main query, else the query's node */
	/* format 2: members combined with this query, left to right; the
	 * query's order_by, limit and offset apply to the combination */
	struct plan_set_operation *set_operations;
	size_t set_operation_count;
	/* ext "output_order": outputs named here come first, in this order;
	 * the rest follow in the usual order.  table NULL: not given */
	struct plan_colref *output_order;
	size_t output_order_count;
};

struct plan_set_operation {
	enum set_op op;
	struct plan_query query;
	const char *at;
};

struct plan_cte {
	const char *name;
	struct plan_query query;
	const char *at;
};

struct plansql_plan {
	arena arena; /* owns every node and string of the plan */
	enum plan_decision decision;
	const char *intent_summary, *confidence; /* informational */
	const char *termination_reason;
	const char **ambiguities;
	size_t ambiguity_count;
	struct plan_cte *ctes;
	size_t cte_count;
	struct plan_query main;
	/* An audit reported what it found (audit_plan): a compile that does
	 * not audit again (PLANSQL_NO_AUDIT) does not report it twice. */
	bool audited;
};

/* Names of enum values as the plan format spells them, in enum order. */
#define PLAN_DECISION_COUNT   3
#define PLAN_VALUE_TYPE_COUNT 7
#define PLAN_ROLE_COUNT	      2
#define PLAN_OP_COUNT	      16
#define PLAN_JOIN_COUNT	      4
#define PLAN_SUBQUERY_COUNT   10
#define PLAN_DIRECTION_COUNT  2
#define PLAN_SET_OP_COUNT     4
#define PLAN_FUNCTION_COUNT   23
#define PLAN_UNIT_COUNT	      8
#define PLAN_PERIOD_COUNT     4
extern const char *const plan_decision_names[PLAN_DECISION_COUNT];
extern const char *const plan_value_type_names[PLAN_VALUE_TYPE_COUNT];
extern const char *const plan_role_names[PLAN_ROLE_COUNT];
extern const char *const plan_op_names[PLAN_OP_COUNT];
extern const char *const plan_join_names[PLAN_JOIN_COUNT];
/* the aggregates' and windows' names are SQL's: sql_aggregate_names
 * and sql_window_names (sql/sql_kinds.h) */
extern const char *const plan_subquery_names[PLAN_SUBQUERY_COUNT];
extern const char *const plan_direction_names[PLAN_DIRECTION_COUNT];
extern const char *const plan_set_op_names[PLAN_SET_OP_COUNT];
extern const char *const plan_function_names[PLAN_FUNCTION_COUNT];
extern const char *const plan_unit_names[PLAN_UNIT_COUNT];
extern const char *const plan_period_names[PLAN_PERIOD_COUNT];

const char *plan_filter_op_name(enum filter_op op);
const char *plan_join_type_name(enum join_type type);
const char *plan_aggregate_function_name(enum aggregate_function function);
const char *plan_window_function_name(enum window_function function);
const char *plan_subquery_op_name(enum subquery_op op);
const char *plan_set_op_name(enum set_op op);
/* count, count_distinct, sum, avg, min and max. */
bool plan_function_is_aggregate(enum plan_function fn);
/* The comparison ops of a scalar subquery (format 2). */
bool plan_subquery_op_compares(enum subquery_op op);
/* The filter op of a comparison subquery op. */
enum filter_op plan_subquery_compare_op(enum subquery_op op);
/* Whether a query gives one row at most by its shape: LIMIT 1, or
 * aggregates over all rows (no grouped column, no set operation). */
bool plan_query_yields_one_row(const struct plan_query *q);
/* Whether the conditions of a subquery filter narrow the rows as WHERE
 * conditions do, so that dropping one only widens the result: the
 * simple form with in or exists and no aggregate (what add_filter
 * writes), not not_in, not_exists or a comparison. */
bool plan_subquery_conditions_narrow(const struct plan_subquery *sq);

/* Frees a plan and everything in its arena; NULL is ignored. */
void plan_free(plansql_plan *plan);

#endif
