/* add_filter and remove_filter edit WHERE: the selections' filters and
 * the global ones, groups included.  remove_filter drops every condition
 * on a column so that the result only widens.  A filter-role column
 * whose last filter goes would become an orphan, which the plan format
 * projects; remove_filter drops such columns so the result does not
 * change shape. */
#include "patch/patch_internal.h"
#include "common/ascii.h"

#include <string.h>

#include "plan/plan_copy.h"

/* ---- uses ---- */

static bool leaf_uses(patcher *pt, const struct plan_selection *owner,
		      const struct plan_filter *f,
		      const struct plan_selection *s, const char *column)
{
	if (patch_refers_to(pt, owner, f->table, f->column, s, column))
		return true;
	if (f->value.kind == PV_COLUMN &&
	    patch_refers_to(pt, NULL, f->value.column.table,
			    f->value.column.column, s, column))
		return true;
	return false;
}

static bool any_uses(patcher *pt, const struct plan_selection *owner,
		     const struct plan_filter *f, size_t count,
		     const struct plan_selection *s, const char *column)
{
	for (size_t i = 0; i < count; i++) {
		const struct plan_filter *x = &f[i];
		if (x->kind == FILTER_LEAF ? leaf_uses(pt, owner, x, s, column)
					   : any_uses(pt, owner, x->items,
						      x->item_count, s, column))
			return true;
	}
	return false;
}

bool patch_filter_uses(patcher *pt, const struct plan_selection *s,
		       const char *column)
{
	const struct plan_query *q = pt->q;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *x = &q->selections[i];
		if (any_uses(pt, x, x->filters, x->filter_count, s, column))
			return true;
	}
	if (any_uses(pt, NULL, q->filters, q->filter_count, s, column))
		return true;
	for (size_t i = 0; i < q->subquery_count; i++) {
		const struct plan_subquery *sq = &q->subqueries[i];
		if (patch_refers_to(pt, NULL, sq->outer.table, sq->outer.column,
				    s, column))
			return true;
		for (size_t k = 0; k < sq->correlation_count; k++) {
			const struct plan_colref *o =
			    &sq->correlations[k].outer;
			if (patch_refers_to(pt, NULL, o->table, o->column, s,
					    column))
				return true;
		}
	}
	return false;
}

/* ---- add_filter ---- */

/* A table the plan does not read yet, for a filter only: the audit joins
 * it along the foreign keys. */
struct plan_selection *patch_join_only_selection(patcher *pt, const char *name,
						 const char *at)
{
	const char *table = patch_table_spelling(pt, name, at, "table");
	struct plan_query *q = pt->q;
	struct plan_selection *s =
	    table ? PATCH_APPEND(pt, q->selections, q->selection_count) : NULL;
	if (!s)
		return NULL;
	s->table = patch_strdup(pt, table);
	s->join_only = true;
	s->at =
	    patch_item_pointer(pt, q->at, "selections", q->selection_count - 1);
	return s->table ? s : NULL;
}

/* A reference of the new filter, held to the catalog's spelling; a
 * reference without table gets the one selected table that has the
 * column. */
static bool check_reference(patcher *pt, const char **table,
			    const char **column, const char *at)
{
	bool ambiguous;
	if (*table) {
		struct plan_selection *s =
		    patch_selected(pt, *table, at, "table", &ambiguous);
		if (!s && !ambiguous) {
			s = patch_join_only_selection(pt, *table, at);
			if (s) /* the audit says when its join repeats rows */
				s->filter_added = true;
		}
		if (!s)
			return false;
		const char *c =
		    patch_column_spelling(pt, s, *column, at, "column");
		*table = patch_strdup(pt, plan_selection_key(s));
		*column = c ? patch_strdup(pt, c) : NULL;
		return *table && *column;
	}
	const struct plan_computed *computed =
	    patch_computed_named(pt, *column);
	if (computed) { /* an alias names its computed column first */
		*column = patch_strdup(pt, computed->alias);
		return *column != NULL;
	}
	size_t hits = 0;
	struct plan_selection *only = NULL;
	for (size_t i = 0; i < pt->q->selection_count; i++)
		if (patch_has_column(pt, &pt->q->selections[i], *column)) {
			only = &pt->q->selections[i];
			hits++;
		}
	if (hits == 1) { /* named as if the table were given */
		const char *c =
		    patch_column_spelling(pt, only, *column, at, "column");
		*table = patch_strdup(pt, plan_selection_key(only));
		*column = c ? patch_strdup(pt, c) : NULL;
		return *table && *column;
	}
	const char *where = patch_field_pointer(pt, at, "column");
	if (hits)
		diag_error(pt->d, "ambiguous-column", where,
			   "%zu selected tables have a column %N: name the "
			   "table",
			   hits, *column);
	else
		diag_error(pt->d, "unknown-column", where,
			   "no selected table has a column %N", *column);
	return false;
}

static bool check_filter(patcher *pt, struct plan_filter *f)
{
	if (f->kind != FILTER_LEAF) {
		for (size_t i = 0; i < f->item_count; i++)
			if (!check_filter(pt, &f->items[i]))
				return false;
		return true;
	}
	if (!check_reference(pt, &f->table, &f->column, f->at))
		return false;
	struct plan_colref *c = &f->value.column;
	return f->value.kind != PV_COLUMN ||
	       check_reference(pt, &c->table, &c->column, c->at);
}

bool patch_add_filter(patcher *pt)
{
	struct plan_query *q = pt->q;
	struct plan_filter copy = pt->op->filter;
	if (!plan_copy_filter_into(pt->a, &copy)) {
		pt->d->out_of_memory = 1;
		return false;
	}
	bool done;
	if (!patch_filter_as_semijoin(pt, &copy, &done))
		return false;
	if (done)
		return true;
	struct plan_filter *f = PATCH_APPEND(pt, q->filters, q->filter_count);
	if (!f)
		return false;
	*f = copy;
	if (!check_filter(pt, f))
		return false;
	patch_repoint_filters(pt, q->filters, q->filter_count,
			      q->filter_count - 1, q->at, "global_filters");
	return true;
}

/* ---- remove_filter ---- */

/* What a filter becomes once its leaves on the column are gone.  Their
 * conditions are dropped so that the result only widens: a leaf counts
 * as true, or as false under an odd number of "not"s, and the groups
 * around it simplify.  "any" with a true item is true: an alternative
 * on the column goes with the whole "any", not leaving the others to
 * narrow the result. */
enum outcome { STAYS, ALWAYS_TRUE, ALWAYS_FALSE };

/* What goes: the leaves on column of s, or the one leaf given. */
struct dropping {
	const struct plan_selection *s;
	const char *column;
	const struct plan_filter *leaf; /* NULL: by column */
	size_t removed;
	const char *sub_table; /* in a subquery filter on this table */
};

static bool goes(patcher *pt, const struct plan_selection *owner,
		 const struct plan_filter *f, const struct dropping *dr)
{
	if (dr->leaf) /* once gone, its place may hold another leaf */
		return !dr->removed && f == dr->leaf;
	if (dr->sub_table)
		return ascii_equal_ci(f->column, dr->column) &&
		       (!f->table || ascii_equal_ci(f->table, dr->sub_table));
	return patch_refers_to(pt, owner, f->table, f->column, dr->s,
			       dr->column);
}

static enum outcome drop_leaves(patcher *pt, const struct plan_selection *owner,
				struct plan_filter *f, bool positive,
				struct dropping *dr);

/* Items equal to the group's neutral value go; one equal to its
 * absorbing value decides the group; an emptied group is neutral. */
static enum outcome drop_in_group(patcher *pt,
				  const struct plan_selection *owner,
				  struct plan_filter *f, bool positive,
				  struct dropping *dr, enum outcome neutral)
{
	enum outcome absorbing =
	    neutral == ALWAYS_TRUE ? ALWAYS_FALSE : ALWAYS_TRUE;
	for (size_t i = f->item_count; i-- > 0;) {
		enum outcome o =
		    drop_leaves(pt, owner, &f->items[i], positive, dr);
		if (o == absorbing)
			return absorbing;
		if (o == neutral)
			PATCH_REMOVE(f->items, f->item_count, i);
	}
	return f->item_count ? STAYS : neutral;
}

static enum outcome drop_leaves(patcher *pt, const struct plan_selection *owner,
				struct plan_filter *f, bool positive,
				struct dropping *dr)
{
	enum outcome o;
	switch (f->kind) {
	case FILTER_LEAF:
		if (!goes(pt, owner, f, dr))
			return STAYS;
		dr->removed++;
		return positive ? ALWAYS_TRUE : ALWAYS_FALSE;
	case FILTER_NOT:
		o = drop_leaves(pt, owner, f->items, !positive, dr);
		return o == STAYS	  ? STAYS
		       : o == ALWAYS_TRUE ? ALWAYS_FALSE
					  : ALWAYS_TRUE;
	case FILTER_ALL:
		return drop_in_group(pt, owner, f, positive, dr, ALWAYS_TRUE);
	case FILTER_ANY:
		return drop_in_group(pt, owner, f, positive, dr, ALWAYS_FALSE);
	}
	return STAYS;
}

/* Drops what dr names from a list of filters (joined by AND) at
 * parent/key, then points its items right; returns how many leaves
 * went.  An item can only come out true: every leaf in it counts
 * positively or under a "not" that turns it. */
static size_t remove_from(patcher *pt, const struct plan_selection *owner,
			  struct plan_filter *list, size_t *count,
			  const char *parent, const char *key,
			  struct dropping *dr)
{
	size_t before = dr->removed;
	for (size_t i = *count; i-- > 0;)
		if (drop_leaves(pt, owner, &list[i], true, dr) == ALWAYS_TRUE)
			PATCH_REMOVE(list, *count, i);
	if (dr->removed > before)
		patch_repoint_filters(pt, list, *count, 0, parent, key);
	return dr->removed - before;
}

/* Drops what dr names from every WHERE list of the main query. */
static size_t remove_everywhere(patcher *pt, struct dropping *dr)
{
	struct plan_query *q = pt->q;
	size_t removed = 0;
	for (size_t i = 0; i < q->selection_count; i++) {
		struct plan_selection *x = &q->selections[i];
		removed += remove_from(pt, x, x->filters, &x->filter_count,
				       x->at, "filters", dr);
	}
	removed += remove_from(pt, NULL, q->filters, &q->filter_count, q->at,
			       "global_filters", dr);
	return removed;
}

/* Filter-role entries of column that no filter uses any more. */
static void drop_orphans(patcher *pt, struct plan_selection *s,
			 const char *column)
{
	if (patch_filter_uses(pt, s, column))
		return;
	for (size_t i = s->column_count; i-- > 0;)
		if (s->columns[i].role == ROLE_FILTER &&
		    ascii_equal_ci(s->columns[i].column, column) &&
		    !plan_column_read(pt->q, plan_selection_key(s),
				      s->columns[i].column)) {
			PATCH_REMOVE(s->columns, s->column_count, i);
			patch_repoint_columns(pt, s->columns, s->column_count,
					      i, s->at, "columns");
		}
}

/* What dr names in the conditions of the subquery filters that narrow
 * as WHERE's do (on dr->sub_table, when given), as add_filter writes
 * them for a table the plan does not read; a subquery filter whose last
 * condition goes, goes too, which widens the result again.  How many
 * conditions went. */
static size_t remove_from_subqueries(patcher *pt, struct dropping *dr)
{
	struct plan_query *q = pt->q;
	size_t before = dr->removed;
	for (size_t i = q->subquery_count; i-- > 0;) {
		struct plan_subquery *sq = &q->subqueries[i];
		if (!plan_subquery_conditions_narrow(sq) ||
		    (dr->sub_table &&
		     !ascii_equal_ci(sq->table, dr->sub_table)))
			continue;
		size_t went = remove_from(pt, NULL, sq->filters,
					  &sq->filter_count, sq->at,
					  "subquery_filters", dr);
		if (!went || sq->filter_count)
			continue;
		PATCH_REMOVE(q->subqueries, q->subquery_count, i);
		for (size_t k = i; k < q->subquery_count; k++)
			q->subqueries[k].at = patch_item_pointer(
			    pt, q->at, "subquery_filters", k);
	}
	return dr->removed - before;
}

/* remove_filter on a table no selection reads: add_filter's subquery
 * filters on it. */
static bool remove_unselected(patcher *pt)
{
	const struct patch_op *op = pt->op;
	struct dropping dr = {.column = op->column, .sub_table = op->table};
	if (remove_from_subqueries(pt, &dr))
		return true;
	bool narrowing = false, other = false;
	for (size_t i = 0; i < pt->q->subquery_count; i++) {
		const struct plan_subquery *sq = &pt->q->subqueries[i];
		if (!sq->table || !ascii_equal_ci(sq->table, op->table))
			continue;
		if (plan_subquery_conditions_narrow(sq))
			narrowing = true;
		else
			other = true;
	}
	if (narrowing) {
		diag_error(pt->d, "no-filter", op->at,
			   "no filter of the plan is on %N.%N", op->table,
			   op->column);
		return false;
	}
	plansql_diagnostic *e = diag_error(
	    pt->d, "not-selected", patch_field_pointer(pt, op->at, "table"),
	    "the plan reads no table %N", op->table);
	if (other)
		diag_hint(pt->d, e,
			  "the conditions of a not_in, not_exists or "
			  "comparison subquery filter are not removed: that "
			  "would narrow the result or change the comparison; "
			  "edit the plan's subquery_filters");
	return false;
}

bool patch_remove_filter(patcher *pt)
{
	const struct patch_op *op = pt->op;
	struct plan_selection *s = NULL;
	const char *column = NULL;
	bool ambiguous = false;
	if (op->table && !patch_is_cte(pt, op->table) &&
	    !patch_selected(pt, op->table, op->at, "table", &ambiguous))
		return !ambiguous && remove_unselected(pt);
	if (op->table) {
		s = patch_selected_or_report(pt, op->table, op->at);
		column = s ? patch_column_spelling(pt, s, op->column, op->at,
						   "column")
			   : NULL;
	} else {
		const struct plan_computed *c =
		    patch_computed_or_report(pt, op->column, op->at);
		column = c ? c->alias : NULL;
	}
	if (!column)
		return false;
	struct dropping dr = {.s = s, .column = column};
	size_t removed = remove_everywhere(pt, &dr);
	if (!removed) {
		if (s)
			diag_error(pt->d, "no-filter", op->at,
				   "no filter of the plan is on %N.%N",
				   plan_selection_key(s), column);
		else
			diag_error(pt->d, "no-filter", op->at,
				   "no filter of the plan is on the computed "
				   "column %N",
				   column);
		return false;
	}
	if (s)
		drop_orphans(pt, s, column);
	return true;
}

bool patch_drop_condition(patcher *pt, const struct plan_filter *leaf,
			  bool having)
{
	struct dropping dr = {.leaf = leaf};
	struct plan_group_by *g = pt->q->group_by;
	if (having)
		remove_from(pt, NULL, g->having, &g->having_count, g->at,
			    "having_filters", &dr);
	else if (!remove_everywhere(pt, &dr))
		remove_from_subqueries(pt, &dr);
	return dr.removed == 1;
}

void patch_drop_orphans(patcher *pt, struct plan_selection *s,
			const char *column)
{
	drop_orphans(pt, s, column);
}
