/* Every table.column reference of a plan, visited in one place: the
 * audit repairs them, the access policy checks them.  The visitor gets
 * the fields themselves, so it can rewrite them. */
#ifndef PLANSQL_PLAN_WALK_H
#define PLANSQL_PLAN_WALK_H

#include "plan.h"

enum slot_kind {
	SLOT_SELECTION_COLUMN, /* a selection's column entry */
	SLOT_FILTER,	       /* a filter in WHERE */
	SLOT_VALUE,	       /* the column a comparison's value names */
	SLOT_JOIN,	       /* one end of a join edge */
	SLOT_GROUP,	       /* a group_by column */
	SLOT_AGGREGATE,	       /* an aggregate's argument */
	SLOT_HAVING,	       /* a HAVING filter: may name an alias */
	SLOT_WINDOW,	       /* a window's argument, partition or order */
	SLOT_ORDER,	       /* an ORDER BY item: may name an alias */
	SLOT_SUBQUERY_OUTER,   /* the outer column of a subquery filter */
	SLOT_SUBQUERY	       /* the subquery's column and its filters;
				  for the column, table is the subquery's
				  own table field */
};

struct column_slot {
	enum slot_kind kind;
	struct plan_query *query; /* the query the reference belongs to */
	const char **table;	  /* *table NULL: see default_table */
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

/* Visits the references of the CTEs in order, then the main query's;
 * each query's set-operation members right after it. */
void plan_walk_columns(plansql_plan *plan, column_visitor visit, void *context);

/* Visits the references of one query (a CTE's, the main one or a
 * member), not those of its set-operation members. */
void plan_walk_query_columns(struct plan_query *q, column_visitor visit,
			     void *context);

#endif
