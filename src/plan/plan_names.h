/* The output names a plan gives without saying them: an aggregate or a
 * window without alias is named after its function and column.  One
 * rule, used where the SQL is made and where the audit and the access
 * policy tell aliases from columns. */
#ifndef PLANSQL_PLAN_NAMES_H
#define PLANSQL_PLAN_NAMES_H

#include <stdbool.h>

#include "common/arena.h"
#include "common/ascii.h"
#include "common/diag.h"
#include "plan/plan.h"

/* The name other nodes use for a selection: its alias, else its table. */
const char *plan_selection_key(const struct plan_selection *s);
/* The selection a table reference names in q: an alias wherever it is,
 * else the first selection of that table; NULL for none. */
const struct plan_selection *plan_selection_named(const struct plan_query *q,
						  const char *name);
/* Whether two references name one column: the same name but for case,
 * and the same selection when both name a table. */
bool plan_same_column(const struct plan_query *q, const char *table_a,
		      const char *column_a, const char *table_b,
		      const char *column_b);
/* Whether a filter of q (a selection's, a global one, a subquery's
 * outer column, a HAVING condition) reads table.column, spelled the
 * same byte for byte. */
bool plan_column_filtered(const struct plan_query *q, const char *table,
			  const char *column);
/* Whether anything else of q reads table.column (byte for byte): an
 * order item, a computed column, a window, a group key, an aggregate
 * (its column or its expression). */
bool plan_column_read(const struct plan_query *q, const char *table,
		      const char *column);
/* The rule of a filter-role column: used when a filter reads it
 * (plan_column_filtered) or anything else does (plan_column_read), and
 * then not output; one that nothing uses is an orphan, output (the
 * source system's rule). */
bool plan_column_used(const struct plan_query *q, const char *table,
		      const char *column);
/* Whether the expression e, or the aggregate a, reads table.column. */
bool plan_expression_reads(const struct plan_query *q,
			   const struct plan_expr *e, const char *table,
			   const char *column);
bool plan_aggregate_reads(const struct plan_query *q,
			  const struct plan_aggregate *a, const char *table,
			  const char *column);

/* "function_column" with the function in lower case, or the function
 * alone for no column: "sum_Total", "count". */
const char *plan_default_alias(arena *a, const char *function,
			       const char *column);
/* The column a window without alias is named after, if any: its
 * argument, or the first partition_by column standing in for it. */
const char *plan_window_alias_column(const struct plan_window *w);
/* The name an aggregate's output goes by: its alias, else default_alias
 * of its function and column, the function alone over an expression.
 * spelled: the column as the SQL prints it (the catalog's spelling);
 * NULL: as the plan writes it.  NULL when out of memory. */
const char *plan_aggregate_output_name(arena *a, const struct plan_aggregate *g,
				       const char *spelled);
/* The same for a window: its alias, else its function and argument. */
const char *plan_window_output_name(arena *a, const struct plan_window *w,
				    const char *spelled);
/* The names of the columns q outputs as a CTE: its group_by columns and
 * aliased aggregates when grouped, else its selections' columns; NULL
 * with *count 0 when there are none, NULL with *count set when out of
 * memory. */
const char **plan_query_output_columns(arena *a, const struct plan_query *q,
				       size_t *count);
/* The selection and column of q that its output number index (in the
 * order above) passes on unchanged: a group key or a selection's
 * column; false for an aggregate, a computed column or a window. */
bool plan_query_output_origin(const struct plan_query *q, size_t index,
			      const struct plan_selection **selection,
			      const char **column);
/* Output names (ext): a column's own name, its alias where given.  An
 * output whose name (ignoring ASCII case) an earlier one has is renamed
 * name_2, name_3, ...: the first number no earlier output has, cut to
 * fit PostgreSQL's identifier limit, the smallest of the dialects'. */
#define PLAN_MADE_NAME_BYTES 63
const char *plan_column_output_name(const struct plan_column *c);
/* The names of one query's outputs, taken in order by that rule. */
struct unique_name_slot;
struct unique_names {
	arena *a;
	struct unique_name_slot *slots;
	size_t mask;
};
/* Room for about expected names; false when out of memory. */
bool plan_unique_names_init(struct unique_names *u, arena *a, size_t expected);
/* name, or the name it is renamed to after the names taken before it;
 * NULL for NULL (taken as no name) and when out of memory. */
const char *plan_unique_names_take(struct unique_names *u, const char *name);
/* Whether name is the alias (ext) of a column q outputs, or groups by
 * without output; whatever table an item names with it. */
bool plan_is_column_alias(const struct plan_query *q, const char *name);
/* Whether name is an output alias of q, given or by default: of an
 * aggregate, a window or (ext) a column. */
/* Whether name is the alias of one of q's computed columns (format 2). */
bool plan_is_computed_alias(const struct plan_query *q, const char *name);
/* Whether a group_by column of q (one without table) names the computed
 * column alias: then it groups by, and outputs, that column. */
bool plan_is_computed_group_key(const struct plan_query *q, const char *alias);
bool plan_is_output_alias(const struct plan_query *q, const char *name);
/* The output alias of q that name means: itself, else the only alias
 * equal to it but for case (spelled in a when a default); NULL when
 * none. */
const char *plan_output_alias_spelling(arena *a, const struct plan_query *q,
				       const char *name);

/* A query that sees the first visible CTEs of plan (a CTE sees those
 * listed before it) naming a CTE it cannot read, itself or a later one:
 * SQL would read a table of that name instead.  Reported as an error at
 * at; false then. */
bool plan_check_cte_order(diag_list *d, const plansql_plan *plan,
			  size_t visible, const char *name, const char *at);

#endif
