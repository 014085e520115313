/* Stable ids of the parts of a plan's main query, made from names so
 * that they survive patches: a column removed and added again gets the
 * id it had, and removing one part shifts no other part's id.
 *
 *     column/TABLE/COLUMN      a column (TABLE: the selection's alias,
 *                              else its table)
 *     computed/ALIAS, aggregate/ALIAS, window/ALIAS
 *     filter/TABLE/COLUMN/OP   a WHERE condition (TABLE empty when the
 *                              condition names no table: a computed
 *                              column); a second identical one .../2
 *     having/TABLE/COLUMN/OP   a HAVING condition likewise
 *     order/ID                 an ORDER BY item: ID is what it sorts
 *
 * Each name segment is escaped as a JSON Pointer token: ~ as ~0, / as
 * ~1.  The options listing, patches and result columns all use these. */
#ifndef PLANSQL_PLAN_IDS_H
#define PLANSQL_PLAN_IDS_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "plan/plan.h"

enum plan_id_kind {
	ID_COLUMN,
	ID_COMPUTED,
	ID_AGGREGATE,
	ID_WINDOW,
	ID_FILTER,
	ID_HAVING,
	ID_ORDER
};

#define PLAN_ID_MAX_SEGMENTS 4

/* An id taken apart: its kind and its name segments, unescaped. */
struct plan_id {
	enum plan_id_kind kind;
	const char *segment[PLAN_ID_MAX_SEGMENTS];
	size_t segment_count;
	const char *target; /* ID_ORDER: the id of what it sorts */
	size_t nth;	    /* ID_FILTER, ID_HAVING: 1 for the first */
};

/* Takes id apart into out (strings in a); false when id is not one
 * this module makes, or when out of memory. */
bool plan_id_parse(arena *a, const char *id, struct plan_id *out);

/* The ids, in a; NULL when out of memory. */
const char *plan_id_column(arena *a, const char *table, const char *column);
/* kind: ID_COMPUTED, ID_AGGREGATE or ID_WINDOW. */
const char *plan_id_named(arena *a, enum plan_id_kind kind, const char *name);
/* kind: ID_FILTER or ID_HAVING; table NULL for none; nth from 1. */
const char *plan_id_condition(arena *a, enum plan_id_kind kind,
			      const char *table, const char *column,
			      enum filter_op op, size_t nth);
const char *plan_id_order(arena *a, const char *target);

/* The id of what an ORDER BY item of q (or a sortable entry) naming
 * table (NULL: none) and column sorts: a column, or the computed
 * column, aggregate or window whose alias column is.  NULL when out of
 * memory. */
const char *plan_id_sort_target(arena *a, const struct plan_query *q,
				const char *table, const char *column);

/* Replaces each of the count JSON Pointers of ats by the id of the part
 * of q's select list (a column, computed column, window, aggregate or
 * grouping column) whose plan node it is or is inside, or by NULL when
 * none of q's parts has it (an output of a nested query); false when out
 * of memory.  For labelling a result's columns by the node they were
 * lowered from: one lookup each, however many parts. */
bool plan_ids_at(arena *a, const struct plan_query *q, const char **ats,
		 size_t count);

/* One condition of q with its id: a leaf of WHERE (owner: the selection
 * whose filters hold it, NULL for a global one) or of HAVING. */
typedef void (*plan_condition_visitor)(void *context, struct plan_filter *leaf,
				       const struct plan_selection *owner,
				       const char *id);
/* Visits the conditions of q's WHERE (kind ID_FILTER: the selections',
 * the global ones, then those of the subquery filters that narrow the
 * rows alike, plan_subquery_conditions_narrow) or HAVING (ID_HAVING),
 * groups included, in plan order; false when out of memory. */
bool plan_each_condition(arena *a, struct plan_query *q, enum plan_id_kind kind,
			 plan_condition_visitor visit, void *context);

#endif
