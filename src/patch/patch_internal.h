/* What the patch operations share: the patcher, names resolved against
 * the plan and the catalog, and edits of the plan's arrays that keep
 * every node's JSON Pointer true.  Internal to patch*.c. */
#ifndef PLANSQL_PATCH_INTERNAL_H
#define PLANSQL_PATCH_INTERNAL_H

#include <stdbool.h>

#include "catalog/catalog.h"
#include "plan/plan_names.h"
#include "patch/patch.h"

/* Operations edit the main query of a copy of the plan. */
typedef struct patcher {
	plansql_plan *plan;
	struct plan_query *q; /* plan->main */
	arena *a;	      /* the copy's arena: new nodes and strings */
	diag_list *d;
	const plansql_catalog *catalog; /* may be NULL */
	const struct patch_op *op;	/* the operation being applied */
} patcher;

/* ---- patch_edit.c: arrays and pointers ---- */

/* Grows an array of the copy by one zeroed item at its end; NULL when
 * out of memory (recorded). */
void *patch_append(patcher *pt, void *items_ptr, size_t *count, size_t size);
#define PATCH_APPEND(pt, items, count)                                         \
	patch_append((pt), &(items), &(count), sizeof *(items))
/* Removes item index, moving the later items down. */
void patch_remove(void *items, size_t *count, size_t size, size_t index);
#define PATCH_REMOVE(items, count, index)                                      \
	patch_remove((items), &(count), sizeof *(items), (index))
const char *patch_strdup(patcher *pt, const char *s);

/* The pointer of field key of the node at (key NULL: the node). */
const char *patch_field_pointer(patcher *pt, const char *at, const char *key);
/* The pointer of item index of the array at parent/key. */
const char *patch_item_pointer(patcher *pt, const char *parent, const char *key,
			       size_t index);
/* Set the pointers of items from..count-1 of an array at parent/key,
 * and of everything inside them, to where they now are. */
void patch_repoint_columns(patcher *pt, struct plan_column *c, size_t count,
			   size_t from, const char *parent, const char *key);
void patch_repoint_orders(patcher *pt, struct plan_order *o, size_t count,
			  size_t from, const char *parent, const char *key);
void patch_repoint_filters(patcher *pt, struct plan_filter *f, size_t count,
			   size_t from, const char *parent, const char *key);

/* ---- patch_names.c: what the operation's names mean ---- */

/* Each names a field key of the node at, where an error is reported. */

/* The selection of the main query that name means (alias, then table;
 * exact, then without case when unique).  NULL when none does; NULL
 * after an error when several do. */
struct plan_selection *patch_selected(patcher *pt, const char *name,
				      const char *at, const char *key,
				      bool *ambiguous);
/* selected, with the error not-selected when no selection has the name
 * (at's "table" member names it). */
struct plan_selection *patch_selected_or_report(patcher *pt, const char *name,
						const char *at);
/* The spelling of a column of the table or CTE read by s: the catalog's
 * (exact, then without case when unique) or the CTE's.  NULL after an
 * error with suggestions.  A table the catalog does not know (or no
 * catalog) takes the column as written. */
const char *patch_column_spelling(patcher *pt, const struct plan_selection *s,
				  const char *column, const char *at,
				  const char *key);
/* Whether the name is a CTE of the plan's, which it then means. */
bool patch_is_cte(patcher *pt, const char *name);
/* A table to add: a CTE or a catalog table, spelled as defined; NULL
 * after an error. */
const char *patch_table_spelling(patcher *pt, const char *name, const char *at,
				 const char *key);
/* Whether s reads a table that has the column; a table the catalog
 * does not know has every column. */
bool patch_has_column(patcher *pt, const struct plan_selection *s,
		      const char *column);
/* Whether a reference in a node of owner (NULL: of the whole query)
 * names column of s; s NULL: a reference without table in the whole
 * query that names the computed column column.  A reference without table means
 * the owner's table, or, in the whole query, the one selected table that has
 * the column. */
bool patch_refers_to(patcher *pt, const struct plan_selection *owner,
		     const char *ref_table, const char *ref_column,
		     const struct plan_selection *s, const char *column);

/* ---- patch_computed.c: computed columns named by alias ---- */

/* The computed column of the main query named alias (exact, then
 * without case when unique), or NULL. */
struct plan_computed *patch_computed_named(patcher *pt, const char *alias);
/* patch_computed_named, with the error unknown-column (and suggestions) at
 * at's "column" when there is none. */
struct plan_computed *patch_computed_or_report(patcher *pt, const char *alias,
					       const char *at);
/* add_column and remove_column without table. */
bool patch_show_computed(patcher *pt);
bool patch_hide_computed(patcher *pt);

/* ---- the operations ---- */

bool patch_add_column(patcher *pt);
bool patch_remove_column(patcher *pt);
bool patch_set_distinct(patcher *pt);
bool patch_add_filter(patcher *pt);
bool patch_remove_filter(patcher *pt);
bool patch_add_aggregate(patcher *pt);
bool patch_remove_aggregate(patcher *pt);
/* Removes the one condition leaf of WHERE (having: of HAVING) as
 * remove_filter removes those on a column; false when it is not there. */
bool patch_drop_condition(patcher *pt, const struct plan_filter *leaf,
			  bool having);
/* Drops the filter-role entries of column of s no filter uses any
 * more. */
void patch_drop_orphans(patcher *pt, struct plan_selection *s,
			const char *column);

/* ---- patch_output_order.c: items (ext) follow the outputs ---- */

/* Which output_order items of the main query name an output now; NULL
 * when it has none (or out of memory, recorded). */
bool *patch_output_order_named(patcher *pt);
/* Drops the items that named an output before (named) and do not now. */
void patch_drop_output_order(patcher *pt, const bool *named);

/* ---- patch_ids.c: operations that name parts by id ---- */

/* pt->op with its ids turned into the names the operation otherwise
 * takes, in *named (lists in pt->a); false after reporting an id that
 * names no part of the plan (unknown-id). */
bool patch_names_from_ids(patcher *pt, struct patch_op *named);
/* remove_filter of the one condition its id names. */
bool patch_remove_condition_by_id(patcher *pt);

/* A table the plan does not read, appended as a join-only selection for
 * the audit to join; NULL after an error. */
struct plan_selection *patch_join_only_selection(patcher *pt, const char *name,
						 const char *at);
/* Whether a WHERE filter or subquery filter of the main query uses
 * column of s. */
bool patch_filter_uses(patcher *pt, const struct plan_selection *s,
		       const char *column);

/* ---- patch_semijoin.c: a filter on a table referring to the plan's ---- */

/* add_filter of f on a table the plan does not read whose one foreign
 * key refers to one of its selections: written as an "in" subquery
 * filter (each row once), and *done is set; otherwise *done stays false
 * and nothing changes.  False after an error. */
bool patch_filter_as_semijoin(patcher *pt, struct plan_filter *f, bool *done);

#endif
