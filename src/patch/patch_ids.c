/* Patch operations that name plan parts by their stable ids (see
 * plan_ids.h).  An id is turned into the names the operation otherwise
 * takes, against the plan as the earlier operations left it, so an id
 * means what the options listing of that plan says; a condition's id
 * names one condition, which remove_filter removes alone. */
#include "patch/patch_internal.h"

#include <string.h>

#include "common/diag_similar.h"
#include "plan/plan_ids.h"

/* ---- the ids of the plan, for hints ---- */

struct id_list {
	arena *a;
	const char **ids;
	size_t count, cap;
};

static void add_id(struct id_list *l, const char *id)
{
	const char **ids =
	    id ? arena_more(l->a, l->ids, l->count, &l->cap, sizeof *ids)
	       : NULL;
	if (ids) {
		l->ids = ids;
		l->ids[l->count++] = id;
	}
}

static void add_condition(void *context, struct plan_filter *leaf,
			  const struct plan_selection *owner, const char *id)
{
	(void)leaf;
	(void)owner;
	add_id(context, id);
}

/* The columns of a selected table: the catalog's, else the plan's. */
static void add_columns(patcher *pt, struct id_list *l,
			const struct plan_selection *s)
{
	const char *key = plan_selection_key(s);
	const struct catalog_table *t =
	    catalog_table_in(pt->catalog, s->schema, s->table);
	for (size_t i = 0; t && i < t->column_count; i++)
		add_id(l, plan_id_column(l->a, key, t->columns[i].name));
	for (size_t i = 0; !t && i < s->column_count; i++)
		add_id(l, plan_id_column(l->a, key, s->columns[i].column));
}

static void list_ids(patcher *pt, struct id_list *l)
{
	struct plan_query *q = pt->q;
	for (size_t i = 0; i < q->selection_count; i++)
		add_columns(pt, l, &q->selections[i]);
	for (size_t i = 0; i < q->computed_count; i++)
		add_id(l,
		       plan_id_named(l->a, ID_COMPUTED, q->computed[i].alias));
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++)
		add_id(l, plan_id_named(l->a, ID_AGGREGATE,
					plan_aggregate_output_name(
					    l->a, &g->aggregates[i], NULL)));
	for (size_t i = 0; i < q->window_count; i++)
		add_id(l, plan_id_named(l->a, ID_WINDOW,
					plan_window_output_name(
					    l->a, &q->windows[i], NULL)));
	plan_each_condition(l->a, q, ID_FILTER, add_condition, l);
	plan_each_condition(l->a, q, ID_HAVING, add_condition, l);
}

/* ---- unknown-id ---- */

#define NEAREST 3

/* The ids of the plan nearest to id, at most NEAREST of them, closest
 * first; how many. */
static size_t nearest_ids(patcher *pt, const char *id, const char **out)
{
	struct id_list l = {pt->a, NULL, 0, 0};
	list_ids(pt, &l);
	size_t limit = strlen(id) / 3 + 2, found = 0;
	size_t distance[NEAREST];
	for (size_t i = 0; i < l.count; i++) {
		size_t d = diag_name_distance(id, l.ids[i], limit);
		if (d > limit)
			continue;
		size_t at = found < NEAREST ? found++ : NEAREST;
		while (at > 0 && distance[at - 1] > d) {
			if (at < NEAREST) {
				distance[at] = distance[at - 1];
				out[at] = out[at - 1];
			}
			at--;
		}
		if (at < NEAREST) {
			distance[at] = d;
			out[at] = l.ids[i];
		}
	}
	return found;
}

static bool unknown_id(patcher *pt, const char *at, const char *id)
{
	plansql_diagnostic *e =
	    diag_error(pt->d, "unknown-id", patch_field_pointer(pt, at, "id"),
		       "no part of the plan that %s takes has the id %N",
		       patch_kind_name(pt->op->kind), id);
	const char *near[NEAREST];
	switch (nearest_ids(pt, id, near)) {
	case 0:
		diag_hint(pt->d, e,
			  "the plan's options list the ids of its parts");
		break;
	case 1:
		diag_hint(pt->d, e, "did you mean %N?", near[0]);
		break;
	case 2:
		diag_hint(pt->d, e, "did you mean %N or %N?", near[0], near[1]);
		break;
	default:
		diag_hint(pt->d, e, "did you mean %N, %N or %N?", near[0],
			  near[1], near[2]);
	}
	return false;
}

/* ---- ids to names ---- */

/* The selection an id's table segment names: by its key exactly, else
 * as any reference names it. */
static struct plan_selection *selection_keyed(patcher *pt, const char *key)
{
	for (size_t i = 0; i < pt->q->selection_count; i++)
		if (!strcmp(plan_selection_key(&pt->q->selections[i]), key))
			return &pt->q->selections[i];
	return (struct plan_selection *)plan_selection_named(pt->q, key);
}

static bool is_cte(patcher *pt, const char *name)
{
	for (size_t i = 0; i < pt->plan->cte_count; i++)
		if (!strcmp(pt->plan->ctes[i].name, name))
			return true;
	return false;
}

/* Whether a column id names a column of a selected table, or (joinable:
 * for add_column) of a catalog table or CTE. */
static bool column_exists(patcher *pt, const struct plan_id *id, bool joinable)
{
	const struct plan_selection *s = selection_keyed(pt, id->segment[0]);
	if (s)
		return patch_has_column(pt, s, id->segment[1]);
	if (!joinable)
		return false;
	const struct catalog_table *t =
	    catalog_table_in(pt->catalog, NULL, id->segment[0]);
	return is_cte(pt, id->segment[0]) ||
	       (t && catalog_column(t, id->segment[1]));
}

static bool alias_exists(patcher *pt, const struct plan_id *id)
{
	const char *name = id->segment[0];
	const struct plan_query *q = pt->q;
	switch (id->kind) {
	case ID_COMPUTED:
		return patch_computed_named(pt, name) != NULL;
	case ID_AGGREGATE:
		for (size_t i = 0;
		     q->group_by && i < q->group_by->aggregate_count; i++)
			if (!strcmp(
				plan_aggregate_output_name(
				    pt->a, &q->group_by->aggregates[i], NULL),
				name))
				return true;
		return false;
	case ID_WINDOW:
		for (size_t i = 0; i < q->window_count; i++)
			if (!strcmp(plan_window_output_name(
					pt->a, &q->windows[i], NULL),
				    name))
				return true;
		return false;
	default:
		return false;
	}
}

/* The table (NULL for an alias) and column an id of a column, computed
 * column, aggregate or window stands for; false when it names none of
 * the plan's (joinable: or a table add_column can join). */
static bool id_names(patcher *pt, const struct plan_id *id, bool joinable,
		     const char **table, const char **column)
{
	if (id->kind == ID_COLUMN) {
		*table = *id->segment[0] ? id->segment[0] : NULL;
		*column = id->segment[1];
		return *table && column_exists(pt, id, joinable);
	}
	*table = NULL;
	*column = id->segment[0];
	return id->segment_count == 1 && alias_exists(pt, id);
}

static bool column_op_names(patcher *pt, struct patch_op *named)
{
	struct plan_id id;
	const char *text = pt->op->id;
	bool adding = pt->op->kind == PATCH_ADD_COLUMN;
	if (!plan_id_parse(pt->a, text, &id) ||
	    (id.kind != ID_COLUMN && id.kind != ID_COMPUTED) ||
	    !id_names(pt, &id, adding, &named->table, &named->column))
		return unknown_id(pt, pt->op->at, text);
	return true;
}

static bool aggregate_op_names(patcher *pt, struct patch_op *named)
{
	struct plan_id id;
	const char *text = pt->op->id;
	if (!plan_id_parse(pt->a, text, &id) || id.kind != ID_AGGREGATE ||
	    !alias_exists(pt, &id))
		return unknown_id(pt, pt->op->at, text);
	named->alias = id.segment[0];
	named->has_function = false;
	return true;
}

/* An ORDER BY item's id: what it sorts, with "order/" or without. */
static bool order_item_names(patcher *pt, const char *text,
			     struct plan_order *o)
{
	struct plan_id id;
	bool ok = plan_id_parse(pt->a, text, &id);
	if (ok && id.kind == ID_ORDER)
		ok = plan_id_parse(pt->a, id.target, &id);
	if (!ok || id.kind > ID_WINDOW ||
	    !id_names(pt, &id, false, &o->table, &o->column))
		return unknown_id(pt, o->at, text);
	return true;
}

static bool order_names(patcher *pt, struct patch_op *named)
{
	size_t n = named->order_count;
	struct plan_order *items =
	    n ? arena_calloc(pt->a, n, sizeof *items) : NULL;
	if (n && !items) {
		pt->d->out_of_memory = 1;
		return false;
	}
	for (size_t i = 0; i < n; i++) {
		items[i] = named->order_by[i];
		const char *text = named->order_ids[i];
		if (text && !order_item_names(pt, text, &items[i]))
			return false;
	}
	named->order_by = items;
	named->order_ids = NULL;
	return true;
}

bool patch_names_from_ids(patcher *pt, struct patch_op *named)
{
	*named = *pt->op;
	named->id = NULL;
	switch (pt->op->kind) {
	case PATCH_ADD_COLUMN:
	case PATCH_REMOVE_COLUMN:
		return pt->op->id ? column_op_names(pt, named) : true;
	case PATCH_REMOVE_AGGREGATE:
		return pt->op->id ? aggregate_op_names(pt, named) : true;
	case PATCH_MODIFY_ORDER_BY:
		return pt->op->order_ids ? order_names(pt, named) : true;
	default:
		return true;
	}
}

/* ---- remove_filter by id ---- */

struct condition_search {
	const char *id;
	struct plan_filter *leaf;
	const struct plan_selection *owner;
};

static void match_condition(void *context, struct plan_filter *leaf,
			    const struct plan_selection *owner, const char *id)
{
	struct condition_search *search = context;
	if (!search->leaf && !strcmp(id, search->id)) {
		search->leaf = leaf;
		search->owner = owner;
	}
}

/* The selection whose column a WHERE leaf names, or NULL (a computed
 * column). */
static struct plan_selection *leaf_selection(patcher *pt,
					     const struct plan_filter *leaf,
					     const struct plan_selection *owner)
{
	if (leaf->table)
		return selection_keyed(pt, leaf->table);
	return (struct plan_selection *)owner;
}

bool patch_remove_condition_by_id(patcher *pt)
{
	struct plan_id id;
	const char *text = pt->op->id;
	struct condition_search search = {text, NULL, NULL};
	bool parsed = plan_id_parse(pt->a, text, &id) &&
		      (id.kind == ID_FILTER || id.kind == ID_HAVING);
	bool having = parsed && id.kind == ID_HAVING;
	if (parsed)
		plan_each_condition(pt->a, pt->q, id.kind, match_condition,
				    &search);
	if (!search.leaf)
		return unknown_id(pt, pt->op->at, text);
	struct plan_selection *s =
	    having ? NULL : leaf_selection(pt, search.leaf, search.owner);
	const char *column = search.leaf->column;
	if (!patch_drop_condition(pt, search.leaf, having))
		return false;
	if (s)
		patch_drop_orphans(pt, s, column);
	return true;
}
