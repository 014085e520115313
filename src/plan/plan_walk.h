/* Every table.column reference of a plan, visited in one place: the
 * audit repairs them, the access policy checks them.  The visitor gets
 * the fields themselves, so it can rewrite them. */
#ifndef PLANSQL_PLAN_WALK_H
#define PLANSQL_PLAN_WALK_H

#include "plan/plan.h"

enum slot_kind {
	SLOT_SELECTION_COLUMN,	/* a selection's column entry */
	SLOT_FILTER,		/* a filter in WHERE */
	SLOT_VALUE,		/* the column a comparison's value names */
	SLOT_JOIN,		/* one end of a join edge */
	SLOT_GROUP,		/* a group_by column */
	SLOT_AGGREGATE,		/* an aggregate's argument */
	SLOT_HAVING,		/* a HAVING filter: may name an alias */
	SLOT_WINDOW,		/* a window's argument, partition or order */
	SLOT_ORDER,		/* an ORDER BY item: may name an alias */
	SLOT_OUTPUT_ORDER,	/* an output_order item: may name an alias */
	SLOT_SUBQUERY_OUTER,	/* the outer column of a subquery filter */
	SLOT_SUBQUERY,		/* the subquery's column and its filters;
				   for the column, table is the subquery's
				   own table field */
	SLOT_CORRELATION_INNER, /* the inner side of a correlated_on pair:
				  a reference of the nested query */
	SLOT_EXPRESSION /* a column inside an expression (format 2): of a
			   computed column, an aggregate, a CASE condition */
};

/* The queries a nested query is inside, innermost first: names it does
 * not define resolve there. */
struct query_chain {
	struct plan_query *query;
	const struct query_chain *outer;
	/* the subquery filter of query the nested query belongs to: its
	 * correlated_on inner sides are the nested query's references */
	struct plan_subquery *via;
};

struct column_slot {
	enum slot_kind kind;
	struct plan_query *query; /* the query the reference belongs to */
	const struct query_chain *enclosing; /* NULL: a top-level query */
	const char **table; /* *table NULL: see default_table */
	const char **column;
	/* The table a reference without one means: the containing selection
	 * (its alias or table), the subquery's table, or NULL (inferred). */
	const char *default_table;
	const char *subquery_table;	    /* set inside a subquery filter */
	struct plan_filter *filter;	    /* the filter, for filter slots */
	const char *at;			    /* the node holding the fields */
	const char *table_key, *column_key; /* their member names */
};

typedef void (*column_visitor)(void *context, struct column_slot *slot);

/* Names that are not column references are not visited: a column
 * without table (and none by place) that names a computed column of its
 * query, visible there (in a computed column's expression, those before
 * it; elsewhere all of them). */

/* Visits the references of the CTEs in order, then the main query's,
 * nested queries included; each query's set-operation members right
 * after it. */
void plan_walk_columns(plansql_plan *plan, column_visitor visit, void *context);

/* Visits the references of one query (a CTE's, the main one or a
 * member), without those of its nested queries or set-operation
 * members; the outer sides of its correlated_on pairs are its own. */
void plan_walk_query_columns(struct plan_query *q, column_visitor visit,
			     void *context);
/* The same for a nested query inside the enclosing ones, with the inner
 * sides of the correlated_on pairs of enclosing->via. */
void plan_walk_query_columns_in(struct plan_query *q,
				const struct query_chain *enclosing,
				column_visitor visit, void *context);

/* The selection a reference of the slot names: in its own query, then
 * in the enclosing ones; NULL when none has it. */
struct plan_selection *plan_slot_selection(const struct column_slot *slot,
					   const char *name);

#endif
