/* A patch must not leave an output_order item (ext) dangling: an
 * operation that removes or hides the output an item names drops the
 * item too.  Items that named no output before the operation are left
 * for the compile to report. */
#include "patch/patch_internal.h"

#include <string.h>

static bool same_name(const char *a, const char *b)
{
	return a && !strcmp(a, b);
}

/* Whether item, without table, is the name of an output of q. */
static bool names_output_alias(patcher *pt, const struct plan_query *q,
			       const char *name)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; !g && i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t j = 0; !s->join_only && j < s->column_count; j++)
			if (same_name(s->columns[j].alias, name))
				return true;
	}
	for (size_t i = 0; g && i < g->column_count; i++) {
		const struct plan_column *c = &g->columns[i];
		if (!c->hidden && (same_name(c->alias, name) ||
				   (!c->table && same_name(c->column, name) &&
				    plan_is_computed_group_key(q, name))))
			return true;
	}
	for (size_t i = 0; g && i < g->aggregate_count; i++)
		if (!g->aggregates[i].hidden &&
		    same_name(plan_aggregate_output_name(
				  pt->a, &g->aggregates[i], NULL),
			      name))
			return true;
	for (size_t i = 0; i < q->computed_count; i++)
		if (!q->computed[i].hidden &&
		    same_name(q->computed[i].alias, name))
			return true;
	for (size_t i = 0; i < q->window_count; i++)
		if (same_name(
			plan_window_output_name(pt->a, &q->windows[i], NULL),
			name))
			return true;
	return false;
}

/* Whether item names an output of q that reads a selection's column. */
static bool names_output_column(const struct plan_query *q,
				const struct plan_colref *item)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; !g && i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t j = 0; !s->join_only && j < s->column_count; j++) {
			const struct plan_column *c = &s->columns[j];
			const char *table =
			    c->table ? c->table : plan_selection_key(s);
			bool filtered = c->role == ROLE_FILTER &&
					plan_column_used(q, table, c->column);
			if (!filtered &&
			    plan_same_column(q, item->table, item->column,
					     table, c->column))
				return true;
		}
	}
	for (size_t i = 0; g && i < g->column_count; i++) {
		const struct plan_column *c = &g->columns[i];
		bool computed =
		    !c->table && plan_is_computed_group_key(q, c->column);
		if (!c->hidden && !computed &&
		    plan_same_column(q, item->table, item->column, c->table,
				     c->column))
			return true;
	}
	return false;
}

static bool names_output(patcher *pt, const struct plan_query *q,
			 const struct plan_colref *item)
{
	return (!item->table && names_output_alias(pt, q, item->column)) ||
	       names_output_column(q, item);
}

bool *patch_output_order_named(patcher *pt)
{
	const struct plan_query *q = pt->q;
	if (!q->output_order_count)
		return NULL;
	bool *named = arena_calloc(pt->a, q->output_order_count, sizeof *named);
	if (!named) {
		pt->d->out_of_memory = 1;
		return NULL;
	}
	for (size_t i = 0; i < q->output_order_count; i++)
		named[i] = names_output(pt, q, &q->output_order[i]);
	return named;
}

void patch_drop_output_order(patcher *pt, const bool *named)
{
	struct plan_query *q = pt->q;
	if (!named)
		return;
	size_t kept = 0, count = q->output_order_count;
	for (size_t i = 0; i < count; i++)
		if (!named[i] || names_output(pt, q, &q->output_order[i]))
			q->output_order[kept++] = q->output_order[i];
	q->output_order_count = kept;
	for (size_t i = 0; kept < count && i < kept; i++)
		q->output_order[i].at =
		    patch_item_pointer(pt, q->at, "output_order", i);
}
