/* add_column and remove_column.  Adding a column of a table the plan
 * does not read adds the table; the audit that follows every patch joins
 * it along the foreign-key path it would choose for any plan, and adds
 * the column to GROUP BY when the query is grouped. */
#include "patch/patch_internal.h"
#include "common/ascii.h"

#include <string.h>

/* The entry of s for column, or NULL. */
static struct plan_column *entry_of(struct plan_selection *s,
				    const char *column, size_t *index)
{
	for (size_t i = 0; i < s->column_count; i++)
		if (ascii_equal_ci(s->columns[i].column, column)) {
			*index = i;
			return &s->columns[i];
		}
	return NULL;
}

/* The plan format's value_type of a catalog column (a CTE's column, or
 * one the catalog does not know, is "unknown"). */
static enum value_type catalog_value_type(patcher *pt,
					  const struct plan_selection *s,
					  const char *column)
{
	static const enum value_type of_class[] = {
	    [TYPE_UNKNOWN] = VALUE_UNKNOWN, [TYPE_TEXT] = VALUE_STRING,
	    [TYPE_INTEGER] = VALUE_INTEGER, [TYPE_NUMBER] = VALUE_NUMBER,
	    [TYPE_BOOLEAN] = VALUE_BOOLEAN, [TYPE_BIT] = VALUE_BOOLEAN,
	    [TYPE_DATE] = VALUE_DATE,	    [TYPE_DATETIME] = VALUE_DATETIME};
	for (size_t i = 0; i < pt->plan->cte_count; i++)
		if (!strcmp(pt->plan->ctes[i].name, s->table))
			return VALUE_UNKNOWN;
	const struct catalog_table *t =
	    catalog_table_in(pt->catalog, s->schema, s->table);
	const struct catalog_column *c = t ? catalog_column(t, column) : NULL;
	return c ? of_class[c->type] : VALUE_UNKNOWN;
}

static bool append_column(patcher *pt, struct plan_selection *s,
			  const char *column)
{
	struct plan_column *c = PATCH_APPEND(pt, s->columns, s->column_count);
	if (!c)
		return false;
	c->table = patch_strdup(pt, plan_selection_key(s));
	c->column = patch_strdup(pt, column);
	c->role = ROLE_PROJECTION;
	c->value_type = catalog_value_type(pt, s, column);
	c->at = patch_item_pointer(pt, s->at, "columns", s->column_count - 1);
	return c->table && c->column;
}

/* Whether the grouped query groups by column of s already. */
static bool grouped_by(patcher *pt, const struct plan_selection *s,
		       const char *column)
{
	const struct plan_group_by *g = pt->q->group_by;
	for (size_t i = 0; g && i < g->column_count; i++)
		if (patch_refers_to(pt, NULL, g->columns[i].table,
				    g->columns[i].column, s, column))
			return true;
	return false;
}

/* A column shown in a grouped query is shown per group: it is grouped
 * by too, which splits the groups the aggregates count: say so.  (Left
 * to the audit, a column an aggregate reads would be taken for that
 * aggregate's input, and stay hidden.)  False when out of memory. */
static bool group_by_shown(patcher *pt, struct plan_selection *s,
			   const char *column)
{
	struct plan_group_by *g = pt->q->group_by;
	if (!g || grouped_by(pt, s, column))
		return true;
	size_t index;
	const struct plan_column *shown = entry_of(s, column, &index);
	struct plan_column *key = PATCH_APPEND(pt, g->columns, g->column_count);
	if (!key)
		return false;
	*key = (struct plan_column){
	    .table = plan_selection_key(s),
	    .column = column,
	    .role = ROLE_PROJECTION,
	    .value_type = shown ? shown->value_type : VALUE_UNKNOWN,
	    .at = patch_item_pointer(pt, g->at, "group_by_columns",
				     g->column_count - 1)};
	diag_warning(pt->d, "grouping-changed",
		     patch_field_pointer(pt, pt->op->at, "column"),
		     "the grouped query is now grouped by %N.%N too: its "
		     "aggregates count per value of it",
		     plan_selection_key(s), column);
	return true;
}

/* A table the plan does not read yet, with the column as its only one. */
static bool add_table(patcher *pt)
{
	const struct patch_op *op = pt->op;
	const char *table =
	    patch_table_spelling(pt, op->table, op->at, "table");
	if (!table)
		return false;
	struct plan_query *q = pt->q;
	struct plan_selection *s =
	    PATCH_APPEND(pt, q->selections, q->selection_count);
	if (!s)
		return false;
	s->table = patch_strdup(pt, table);
	s->confidence = PLAN_ADDED_CONFIDENCE;
	s->keep_rows = true; /* the user asked for a column, not fewer rows */
	s->at =
	    patch_item_pointer(pt, q->at, "selections", q->selection_count - 1);
	const char *column = s->table ? patch_column_spelling(pt, s, op->column,
							      op->at, "column")
				      : NULL;
	return column && append_column(pt, s, column) &&
	       group_by_shown(pt, s, column);
}

/* A join-only selection about to be shown: the entries it lists were
 * not in the result and must not enter it with the new column, so only
 * those a filter uses stay, as filter columns. */
static void reveal(patcher *pt, struct plan_selection *s)
{
	for (size_t i = s->column_count; i-- > 0;) {
		if (patch_filter_uses(pt, s, s->columns[i].column)) {
			s->columns[i].role = ROLE_FILTER;
			continue;
		}
		PATCH_REMOVE(s->columns, s->column_count, i);
		patch_repoint_columns(pt, s->columns, s->column_count, i, s->at,
				      "columns");
	}
	s->join_only = false;
}

bool patch_add_column(patcher *pt)
{
	const struct patch_op *op = pt->op;
	if (!op->table)
		return patch_show_computed(pt);
	bool ambiguous;
	struct plan_selection *s =
	    patch_selected(pt, op->table, op->at, "table", &ambiguous);
	if (ambiguous)
		return false;
	if (!s)
		return add_table(pt);
	const char *column =
	    patch_column_spelling(pt, s, op->column, op->at, "column");
	if (!column)
		return false;
	if (s->join_only)
		reveal(pt, s);
	size_t index;
	struct plan_column *c = entry_of(s, column, &index);
	if (c && c->role == ROLE_PROJECTION) {
		diag_warning(pt->d, "already-selected", op->at,
			     "%N.%N is already a column of the result; "
			     "nothing changed",
			     plan_selection_key(s), column);
		return true;
	}
	if (c) {
		c->role = ROLE_PROJECTION;
		return group_by_shown(pt, s, column);
	}
	return append_column(pt, s, column) && group_by_shown(pt, s, column);
}

/* ---- remove_column ---- */

/* The entry leaves the result: demoted to a filter column when anything
 * of the query still uses it (a filter, an order item, a computed
 * column, ...), else dropped.  A "filter" column nothing uses is in the
 * result too (an orphan), so it is dropped as well.  Whether it was
 * shown. */
static bool remove_entry(patcher *pt, struct plan_selection *s,
			 const char *column)
{
	size_t index;
	struct plan_column *c = entry_of(s, column, &index);
	if (!c || s->join_only) /* a join-only selection shows nothing */
		return false;
	bool used = plan_column_used(pt->q, plan_selection_key(s), c->column);
	if (used && c->role == ROLE_FILTER)
		return false; /* not in the result */
	if (used) {
		c->role = ROLE_FILTER;
		c->alias = NULL; /* no longer names an output */
		return true;
	}
	PATCH_REMOVE(s->columns, s->column_count, index);
	patch_repoint_columns(pt, s->columns, s->column_count, index, s->at,
			      "columns");
	return true;
}

static bool remove_orders(patcher *pt, struct plan_selection *s,
			  const char *column)
{
	struct plan_query *q = pt->q;
	size_t before = q->order_count, first = before;
	for (size_t i = q->order_count; i-- > 0;) {
		const struct plan_order *o = &q->order_by[i];
		if (!o->table && plan_is_output_alias(q, o->column))
			continue;
		if (patch_refers_to(pt, NULL, o->table, o->column, s, column)) {
			PATCH_REMOVE(q->order_by, q->order_count, i);
			first = i;
		}
	}
	patch_repoint_orders(pt, q->order_by, q->order_count, first, q->at,
			     "order_by");
	return q->order_count < before;
}

static bool remove_groups(patcher *pt, struct plan_selection *s,
			  const char *column)
{
	struct plan_group_by *g = pt->q->group_by;
	if (!g)
		return false;
	size_t before = g->column_count, first = before;
	for (size_t i = g->column_count; i-- > 0;)
		if (patch_refers_to(pt, NULL, g->columns[i].table,
				    g->columns[i].column, s, column)) {
			PATCH_REMOVE(g->columns, g->column_count, i);
			first = i;
		}
	patch_repoint_columns(pt, g->columns, g->column_count, first, g->at,
			      "group_by_columns");
	return g->column_count < before;
}

/* Whether s still shows a column: a projection, or an orphan filter
 * column. */
static bool shows_any(patcher *pt, const struct plan_selection *s)
{
	for (size_t j = 0; !s->join_only && j < s->column_count; j++)
		if (s->columns[j].role == ROLE_PROJECTION ||
		    !patch_filter_uses(pt, s, s->columns[j].column))
			return true;
	return false;
}

/* A selection that shows nothing is said to be join-only, as the seed
 * system's format requires of it; what it lists stays for its filters. */
static void mark_join_only(patcher *pt, struct plan_selection *s)
{
	if (!shows_any(pt, s))
		s->join_only = true;
}

/* Removing a grouped column merges its groups: say so.  A query that
 * was grouped by it alone and computes nothing lists its rows again,
 * as group_by needs a grouped column or an aggregate. */
static void regroup(patcher *pt, const struct plan_selection *s,
		    const char *column)
{
	const char *at = patch_field_pointer(pt, pt->op->at, "column");
	const struct plan_group_by *g = pt->q->group_by;
	if (g->aggregate_count)
		diag_warning(pt->d, "grouping-changed", at,
			     "the query is no longer grouped by %N.%N: its "
			     "aggregates now count the rows of the merged "
			     "groups",
			     plan_selection_key(s), column);
	else if (g->column_count)
		diag_warning(pt->d, "grouping-changed", at,
			     "the query is no longer grouped by %N.%N: it "
			     "gives one row per group of the other grouped "
			     "columns",
			     plan_selection_key(s), column);
	else {
		/* what HAVING still says is about rows now: WHERE */
		struct plan_query *q = pt->q;
		for (size_t i = 0; i < g->having_count; i++) {
			struct plan_filter *f =
			    PATCH_APPEND(pt, q->filters, q->filter_count);
			if (!f)
				return;
			*f = g->having[i];
		}
		patch_repoint_filters(pt, q->filters, q->filter_count, 0, q->at,
				      "global_filters");
		q->group_by = NULL;
		diag_warning(pt->d, "grouping-changed", at,
			     "the query was grouped by %N.%N alone: it is no "
			     "longer grouped and lists its rows",
			     plan_selection_key(s), column);
	}
}

/* Nothing to remove is an error, so a user interface never takes the
 * old plan for a changed one. */
static bool refuse_not_shown(patcher *pt, struct plan_selection *s,
			     const char *column)
{
	plansql_diagnostic *e =
	    diag_error(pt->d, "not-in-result", pt->op->at,
		       "%N.%N is not a column of the result; nothing to "
		       "remove",
		       plan_selection_key(s), column);
	diag_hint(pt->d, e,
		  "the plan's options list the columns the result shows");
	return false;
}

/* A column listed for a filter, which is not in the result already:
 * removing it leaves it as it is, a filter column (the format's rule
 * for remove_column), and says so.  False when that is not the case. */
static bool kept_for_filter(patcher *pt, struct plan_selection *s,
			    const char *column)
{
	size_t index;
	const struct plan_column *c = entry_of(s, column, &index);
	if (!c || (c->role != ROLE_FILTER && !s->join_only) ||
	    !patch_filter_uses(pt, s, column))
		return false;
	diag_warning(pt->d, "kept-for-filter", pt->op->at,
		     "%N.%N is not a column of the result; a filter uses it, "
		     "so it stays a filter column",
		     plan_selection_key(s), column);
	return true;
}

/* The alias (ext) the column goes by in the result, if any: its entry's,
 * else a group_by column's. */
static const char *alias_of_column(patcher *pt, struct plan_selection *s,
				   const char *column)
{
	size_t index;
	const struct plan_column *c = entry_of(s, column, &index);
	if (c && c->alias)
		return c->alias;
	const struct plan_group_by *g = pt->q->group_by;
	for (size_t i = 0; g && i < g->column_count; i++)
		if (g->columns[i].alias &&
		    patch_refers_to(pt, NULL, g->columns[i].table,
				    g->columns[i].column, s, column))
			return g->columns[i].alias;
	return NULL;
}

/* ORDER BY items on the alias of a removed column go with it, unless
 * another output still has that name; or, when the order is kept, name
 * the column itself. */
static bool alias_orders(patcher *pt, const char *alias,
			 const struct plan_selection *s, const char *column,
			 bool keep)
{
	struct plan_query *q = pt->q;
	if (!alias || plan_is_output_alias(q, alias))
		return false;
	size_t first = q->order_count, count = q->order_count;
	for (size_t i = q->order_count; i-- > 0;) {
		struct plan_order *o = &q->order_by[i];
		if (strcmp(o->column, alias))
			continue;
		if (keep) {
			o->table = plan_selection_key(s);
			o->column = column;
			continue;
		}
		PATCH_REMOVE(q->order_by, q->order_count, i);
		first = i;
	}
	patch_repoint_orders(pt, q->order_by, q->order_count, first, q->at,
			     "order_by");
	return keep || q->order_count < count;
}

/* Whether an order item names the column or its alias. */
static bool orders_by(patcher *pt, const struct plan_selection *s,
		      const char *column, const char *alias)
{
	const struct plan_query *q = pt->q;
	for (size_t i = 0; i < q->order_count; i++) {
		const struct plan_order *o = &q->order_by[i];
		bool by_alias = alias && !strcmp(o->column, alias);
		if (by_alias ||
		    (!(!o->table && plan_is_output_alias(q, o->column)) &&
		     patch_refers_to(pt, NULL, o->table, o->column, s, column)))
			return true;
	}
	return false;
}

/* The rows keep their order when the query can sort by a column it does
 * not show: not grouped (the column leaves the groups), not DISTINCT. */
static void keep_or_drop_order(patcher *pt, struct plan_selection *s,
			       const char *column, const char *alias)
{
	struct plan_query *q = pt->q;
	bool keep = !q->group_by && !q->distinct;
	if (!keep)
		remove_orders(pt, s, column);
	alias_orders(pt, alias, s, column, keep);
	const char *at = patch_field_pointer(pt, pt->op->at, "column");
	if (keep)
		diag_warning(pt->d, "order-kept", at,
			     "%N.%N is no longer shown; the rows are still "
			     "ordered by it",
			     plan_selection_key(s), column);
	else
		diag_warning(pt->d, "order-dropped", at,
			     "the rows are no longer ordered by %N.%N: a %s "
			     "query can only order by what it shows",
			     plan_selection_key(s), column,
			     q->group_by ? "grouped" : "DISTINCT");
}

/* A HAVING condition on the alias of a removed group column names the
 * column itself instead, so it keeps its meaning (the audit then moves
 * it to WHERE). */
static void unalias_filters(struct plan_filter *f, size_t count,
			    const char *alias, const struct plan_selection *s,
			    const char *column)
{
	for (size_t i = 0; i < count; i++) {
		if (f[i].kind != FILTER_LEAF) {
			unalias_filters(f[i].items, f[i].item_count, alias, s,
					column);
		} else if (!strcmp(f[i].column, alias)) {
			f[i].table = plan_selection_key(s);
			f[i].column = column;
		}
	}
}

bool patch_remove_column(patcher *pt)
{
	const struct patch_op *op = pt->op;
	if (!op->table)
		return patch_hide_computed(pt);
	struct plan_selection *s =
	    patch_selected_or_report(pt, op->table, op->at);
	if (!s)
		return false;
	const char *column =
	    patch_column_spelling(pt, s, op->column, op->at, "column");
	if (!column)
		return false;
	const char *alias = alias_of_column(pt, s, column);
	bool ordered = orders_by(pt, s, column, alias);
	size_t index;
	struct plan_column *entry = entry_of(s, column, &index);
	if (entry && !s->join_only)
		entry->alias = NULL; /* its output goes */
	bool regrouped = remove_groups(pt, s, column);
	if (ordered)
		keep_or_drop_order(pt, s, column, alias);
	bool removed = remove_entry(pt, s, column);
	struct plan_group_by *g = pt->q->group_by;
	if (alias && g && !plan_is_output_alias(pt->q, alias))
		unalias_filters(g->having, g->having_count, alias, s, column);
	if (!removed && !regrouped)
		return kept_for_filter(pt, s, column) ||
		       refuse_not_shown(pt, s, column);
	if (regrouped)
		regroup(pt, s, column);
	mark_join_only(pt, s);
	return true;
}

/* ---- set_distinct ---- */

/* The selection of the order item's column when it lists the column but
 * does not show it (kept for a filter or for the order itself). */
static struct plan_selection *hidden_column_of(patcher *pt,
					       const struct plan_order *o)
{
	bool ambiguous = false;
	struct plan_selection *s =
	    o->table ? patch_selected(pt, o->table, o->at, "table", &ambiguous)
		     : NULL;
	size_t index;
	const struct plan_column *c = s ? entry_of(s, o->column, &index) : NULL;
	if (!c)
		return NULL;
	bool hidden =
	    s->join_only ||
	    (c->role == ROLE_FILTER &&
	     plan_column_used(pt->q, plan_selection_key(s), c->column));
	return hidden ? s : NULL;
}

/* DISTINCT sorts only by what it shows: an order item on a hidden column
 * goes, and the operation says so (order-dropped). */
bool patch_set_distinct(patcher *pt)
{
	struct plan_query *q = pt->q;
	q->distinct = pt->op->distinct;
	size_t first = q->order_count;
	for (size_t i = q->order_count; q->distinct && i-- > 0;) {
		struct plan_order o = q->order_by[i];
		struct plan_selection *s = hidden_column_of(pt, &o);
		if (!s)
			continue;
		diag_warning(pt->d, "order-dropped",
			     patch_field_pointer(pt, pt->op->at, "distinct"),
			     "the rows are no longer ordered by %N.%N: a "
			     "DISTINCT query can only order by what it shows",
			     o.table, o.column);
		PATCH_REMOVE(q->order_by, q->order_count, i);
		patch_drop_orphans(pt, s, o.column);
		first = i;
	}
	patch_repoint_orders(pt, q->order_by, q->order_count, first, q->at,
			     "order_by");
	return true;
}
