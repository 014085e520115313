/* The SQL syntax tree: what lowering builds from a plan and the printer
 * walks.  It holds names and values, never SQL text; only the printer
 * turns it into text, through the dialect's quoting functions.  Nodes
 * keep the JSON Pointer of the plan node they came from ("at"), so a
 * dialect that cannot print something can say where it came from. */
#ifndef PLANSQL_SQL_AST_H
#define PLANSQL_SQL_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sql/sql_function.h"
#include "sql/sql_kinds.h"

struct query;

enum literal_kind {
	LIT_NULL,
	LIT_BOOL,
	LIT_INT,
	LIT_NUMBER, /* JSON number text */
	LIT_STRING,
	LIT_DATE,    /* canonical YYYY-MM-DD */
	LIT_DATETIME /* canonical YYYY-MM-DD HH:MM:SS[.ffffff] */
};

struct literal {
	enum literal_kind kind;
	bool boolean;
	int64_t integer;
	const char *text;
};

/* A LIKE pattern as parts, so each dialect can escape literal text its
 * own way: wildcards are parts of their own, never characters of text. */
enum like_part_kind { LIKE_TEXT, LIKE_ANY /* % */, LIKE_ONE /* _ */ };

struct like_part {
	enum like_part_kind kind;
	const char *text; /* LIKE_TEXT */
};

enum cmp_op { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE };

enum expr_kind {
	EXPR_COLUMN,   /* qualifier.name */
	EXPR_ALIAS,    /* a bare output alias, in ORDER BY */
	EXPR_POSITION, /* an output column number, in ORDER BY of a UNION */
	EXPR_STAR,     /* the * of COUNT(*) */
	EXPR_LITERAL,
	EXPR_TRUTH, /* a constant predicate: 1 = 1 or 1 = 0 */
	EXPR_CMP,
	EXPR_AND,
	EXPR_OR,
	EXPR_NOT,
	EXPR_IS_NULL, /* negated: IS NOT NULL */
	EXPR_BETWEEN,
	EXPR_IN_LIST,  /* negated: NOT IN */
	EXPR_IN_QUERY, /* negated: NOT IN */
	EXPR_EXISTS,   /* negated: NOT EXISTS */
	EXPR_LIKE,     /* case_insensitive: ILIKE or its emulation */
	EXPR_AGGREGATE,
	EXPR_WINDOW,
	EXPR_CAST_NUMBER, /* operand: text made a number, for SUM and AVG */
	EXPR_SUBQUERY,	  /* (query): a scalar subquery, one row and column */
	EXPR_FUNCTION,	  /* a function of the dialect's table */
	EXPR_CASE	  /* CASE WHEN .. THEN .. ELSE .. END */
};

struct expr;

struct order_item {
	struct expr *expr;
	bool descending;
	bool nullable; /* false when the value is known never to be NULL */
};

struct expr {
	enum expr_kind kind;
	const char *at;
	union {
		struct {
			const char *qualifier, *name;
			/* at is the column's node and at_key its member
			 * naming it; the pointer is made only to report */
			const char *at_key;
			bool from_cte; /* the qualifier is a CTE */
		} column;
		const char *alias;
		int position;
		struct literal literal;
		bool truth;
		struct {
			enum cmp_op op;
			struct expr *left, *right;
		} cmp;
		struct {
			struct expr **items;
			size_t count;
		} list;		      /* AND, OR */
		struct expr *operand; /* NOT, CAST_NUMBER */
		struct {
			struct expr *operand;
			bool negated;
		} is_null;
		struct {
			struct expr *operand, *low, *high;
		} between;
		struct {
			struct expr *operand;
			struct expr **items;
			size_t count;
			bool negated;
		} in_list;
		struct {
			struct expr *operand;
			struct query *query;
			bool negated;
			bool correlated; /* the query reads outer columns */
		} in_query;
		struct {
			struct query *query;
			bool negated;
		} exists;
		struct query *subquery; /* SUBQUERY */
		struct {
			enum sql_function fn;
			struct expr **args;
			size_t count;
		} function;
		struct {
			struct expr **whens, **thens;
			size_t count;
			struct expr *otherwise; /* NULL: none */
		} cases;
		struct {
			struct expr *operand;
			struct like_part *parts;
			size_t part_count;
			bool case_insensitive;
		} like;
		struct {
			enum aggregate_function function;
			struct expr *argument; /* EXPR_STAR for COUNT(*) */
		} aggregate;
		struct {
			enum window_function function;
			struct expr **arguments;
			size_t argument_count;
			struct expr **partition_by;
			size_t partition_count;
			struct order_item *order_by;
			size_t order_count;
		} window;
	} u;
};

struct select_item {
	struct expr *expr;
	const char *alias; /* NULL: none */
};

struct table_ref {
	const char *name, *alias; /* alias NULL: none */
	const char *at;
	const char *schema;    /* printed as the name's qualifier; NULL: none */
	const char *schema_at; /* where the plan names it; NULL: at */
};

struct join {
	enum join_type type;
	struct table_ref table;
	struct expr *on;
	const char *at;
};

/* One SELECT ... FROM ... WHERE ... GROUP BY ... HAVING block. */
struct select {
	bool distinct;
	struct select_item *items;
	size_t item_count;
	struct table_ref from;
	struct join *joins;
	size_t join_count;
	struct expr *where; /* NULL: none */
	struct expr **group_by;
	size_t group_count;
	struct expr *having; /* NULL: none */
};

struct cte {
	const char *name;
	struct query *query;
	const char *at;
};

/* How a term of a compound joins the terms before it. */
enum set_operator { SET_UNION_ALL, SET_UNION, SET_INTERSECT, SET_EXCEPT };

/* A member of a compound: a SELECT block, or a whole query of its own
 * (one with its own ORDER BY, LIMIT or terms). */
struct term {
	enum set_operator op;  /* unused on the first term */
	struct select *select; /* NULL when query is set */
	struct query *query;
	const char *at;
};

/* A query expression: WITH, one or more terms combined strictly left to
 * right ((t1 op2 t2) op3 t3 ...), then ORDER BY, LIMIT, OFFSET over the
 * whole.  ORDER BY of a compound names output columns by position. */
struct query {
	struct cte *ctes;
	size_t cte_count;
	struct term *terms;
	size_t term_count;
	struct order_item *order_by;
	size_t order_count;
	int64_t limit;	/* -1: none */
	int64_t offset; /* -1: none */
	const char *at;
	const char *limit_at, *offset_at;
};

#endif
