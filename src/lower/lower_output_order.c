/* output_order (ext): a query states the order of its output columns.
 * Each item names one output the way an ORDER BY item does: without
 * table, the output whose name (its alias, given or default) it is;
 * else the output that reads that selection's column.  The outputs named
 * come first, in the items' order, the others follow in the usual order,
 * so a column a patch adds still lands at the end.  The permutation runs
 * before the unique-output-names renaming, which then walks the final
 * order. */
#include "lower/lower_internal.h"

#include <string.h>

/* How an item matched: the output it names, or why none. */
enum match_result { MATCH_ONE, MATCH_NONE, MATCH_MANY, MATCH_HIDDEN };

static bool origin_named(const struct output_origin *o, const char *name)
{
	return o->name && !strcmp(o->name, name);
}

/* Whether o reads item's column (of the range table names, when set). */
static bool origin_reads(const struct output_origin *o,
			 const struct range *table, const char *column)
{
	return o->range && (!table || o->range == table) &&
	       lower_same_range_column(o->range, column, o->column);
}

static bool origin_matches(const struct output_origin *o, bool by_name,
			   const struct range *table, const char *column)
{
	return by_name ? origin_named(o, column)
		       : origin_reads(o, table, column);
}

/* The one output of list that matches; count: how many do.  By the
 * column read, an output without alias comes first: one with an alias
 * can be named by it, so a column selected twice, once under an alias,
 * can be named both ways. */
static size_t find_origin(const struct origin_list *list, bool by_name,
			  const struct range *table, const char *column,
			  size_t *count)
{
	size_t found = 0;
	for (int unaliased = !by_name; unaliased >= 0; unaliased--) {
		*count = 0;
		for (size_t i = 0; i < list->count; i++) {
			const struct output_origin *o = &list->items[i];
			if ((unaliased && o->name) ||
			    !origin_matches(o, by_name, table, column))
				continue;
			found = *count ? found : i;
			(*count)++;
		}
		if (*count)
			return found;
	}
	return found;
}

/* Matches by name, then by the column read: the first way that finds
 * an output, visible or hidden, decides. */
static enum match_result match_item(const struct query_parts *parts,
				    const struct range *table,
				    const struct plan_colref *item,
				    size_t *index)
{
	for (int by_name = !item->table; by_name >= 0; by_name--) {
		size_t visible, hidden;
		*index = find_origin(&parts->origins, by_name, table,
				     item->column, &visible);
		find_origin(&parts->hidden, by_name, table, item->column,
			    &hidden);
		if (visible == 1)
			return MATCH_ONE;
		if (visible > 1)
			return MATCH_MANY;
		if (hidden)
			return MATCH_HIDDEN;
	}
	return MATCH_NONE;
}

static void report_item(lowerer *lw, const struct plan_colref *item,
			enum match_result why)
{
	const char *at = diag_pointer_key(lw->a, item->at, "column");
	plansql_diagnostic *e;
	switch (why) {
	case MATCH_MANY:
		e = diag_error(lw->d, "output-order", at,
			       "output_order item %N matches several outputs",
			       item->column);
		diag_hint(lw->d, e,
			  "give \"table\", or an alias to one of them");
		return;
	case MATCH_HIDDEN:
		e = diag_error(lw->d, "output-order", at,
			       "output_order item %N names an output with "
			       "\"output\": false",
			       item->column);
		diag_hint(lw->d, e,
			  "remove the item, or let the output be output");
		return;
	default:
		e = diag_error(lw->d, "output-order", at,
			       "output_order item %N names no output of this "
			       "query",
			       item->column);
		diag_hint(lw->d, e,
			  "name an output's alias, or a selected column "
			  "the query outputs");
	}
}

static void report_twice(lowerer *lw, const struct plan_colref *item)
{
	plansql_diagnostic *e = diag_error(
	    lw->d, "output-order", diag_pointer_key(lw->a, item->at, "column"),
	    "output_order item %N names an output an earlier item already "
	    "names",
	    item->column);
	diag_hint(lw->d, e, "list each output once");
}

/* The range an item's table names; NULL, reported, when none. */
static bool item_table(lowerer *lw, const struct scope *s,
		       const struct plan_colref *item,
		       const struct range **table)
{
	*table = NULL;
	if (!item->table)
		return true;
	bool ambiguous = false;
	*table = lower_find_in_scope(s, item->table, &ambiguous);
	if (*table && !ambiguous)
		return true;
	plansql_diagnostic *e = diag_error(
	    lw->d, "output-order", diag_pointer_key(lw->a, item->at, "table"),
	    ambiguous ? "output_order item's table %N matches several "
			"selections"
		      : "output_order item's table %N is not a selected "
			"table",
	    item->table);
	diag_hint(lw->d, e, "use a selection's alias or table");
	return false;
}

/* The item list in the new order: named[i] is the output item i names. */
static bool permute(lowerer *lw, struct query_parts *parts, const size_t *named,
		    size_t named_count, bool *taken)
{
	size_t n = parts->items.count, k = 0;
	struct select_item *items = lower_alloc(lw, n * sizeof *items);
	if (!items)
		return false;
	for (size_t i = 0; i < named_count; i++)
		items[k++] = parts->items.items[named[i]];
	for (size_t i = 0; i < n; i++)
		if (!taken[i])
			items[k++] = parts->items.items[i];
	parts->items.items = items;
	parts->items.cap = n;
	return true;
}

bool lower_apply_output_order(lowerer *lw, const struct scope *s,
			      const struct plan_query *pq,
			      struct query_parts *parts)
{
	size_t n = parts->items.count, count = pq->output_order_count;
	if (!count || !n || parts->origins.count != n)
		return true; /* none, or out of memory (reported) */
	size_t *named = lower_alloc(lw, count * sizeof *named);
	bool *taken = lower_alloc(lw, n * sizeof *taken);
	if (!named || !taken)
		return false;
	memset(taken, 0, n * sizeof *taken);
	bool ok = true;
	for (size_t i = 0; i < count; i++) {
		const struct plan_colref *item = &pq->output_order[i];
		const struct range *table;
		size_t index;
		if (!item_table(lw, s, item, &table)) {
			ok = false;
			continue;
		}
		enum match_result m = match_item(parts, table, item, &index);
		if (m != MATCH_ONE)
			report_item(lw, item, m);
		else if (taken[index])
			report_twice(lw, item);
		else {
			taken[index] = true;
			named[i] = index;
			continue;
		}
		ok = false;
	}
	return ok && permute(lw, parts, named, count, taken);
}
