/* add_filter on a table the plan does not read, whose rows refer to one
 * table it reads (invoice lines to invoices): joining it would repeat
 * each row of the plan once per matching row, so the filter keeps the
 * rows that have a match, each once, as a subquery filter of the simple
 * form: invoices.InvoiceId IN (SELECT InvoiceId FROM invoice_lines
 * WHERE ...).  Only a direct, declared foreign key qualifies; anything
 * else is joined as before, and the audit says when that repeats rows. */
#include "patch/patch_internal.h"
#include "common/ascii.h"

#include "catalog/catalog.h"
#include "common/arena.h"

/* The one table every condition of a filter names; mixed when a
 * condition has no table, names another, or compares with a column. */
struct filter_table {
	const char *table;
	bool mixed;
};

static void note_tables(const struct plan_filter *f, struct filter_table *t)
{
	if (f->kind != FILTER_LEAF) {
		for (size_t i = 0; i < f->item_count; i++)
			note_tables(&f->items[i], t);
		return;
	}
	if (!f->table || f->value.kind == PV_COLUMN ||
	    (t->table && !ascii_equal_ci(t->table, f->table)))
		t->mixed = true;
	else
		t->table = f->table;
}

/* The selection a foreign key of the table refers to, when exactly one
 * key refers to exactly one selection of the plan; NULL otherwise. */
static const struct plan_selection *
referred(patcher *pt, const struct catalog_table *ct,
	 const struct catalog_foreign_key **key)
{
	const struct plan_selection *found = NULL;
	size_t hits = 0;
	for (size_t k = 0; k < ct->foreign_key_count; k++) {
		const struct catalog_foreign_key *fk = &ct->foreign_keys[k];
		for (size_t i = 0; i < pt->q->selection_count; i++) {
			const struct plan_selection *s = &pt->q->selections[i];
			if (!ascii_equal_ci(s->table, fk->ref_table))
				continue;
			found = s;
			*key = fk;
			hits++;
		}
	}
	return hits == 1 ? found : NULL;
}

/* The conditions' columns, held to the table's spelling. */
static bool spell_columns(patcher *pt, struct plan_filter *f,
			  const struct plan_selection *inner)
{
	if (f->kind != FILTER_LEAF) {
		for (size_t i = 0; i < f->item_count; i++)
			if (!spell_columns(pt, &f->items[i], inner))
				return false;
		return true;
	}
	const char *column =
	    patch_column_spelling(pt, inner, f->column, f->at, "column");
	f->table = inner->table;
	f->column = column;
	return column != NULL;
}

static bool append_subquery(patcher *pt, const struct plan_selection *outer,
			    const struct catalog_foreign_key *fk,
			    const char *table, const struct plan_filter *f)
{
	struct plan_query *q = pt->q;
	struct plan_subquery *sq =
	    PATCH_APPEND(pt, q->subqueries, q->subquery_count);
	struct plan_filter *filters =
	    sq ? arena_calloc(pt->a, 1, sizeof *filters) : NULL;
	if (!filters) {
		pt->d->out_of_memory = 1;
		return false;
	}
	*filters = *f;
	sq->at = patch_item_pointer(pt, q->at, "subquery_filters",
				    q->subquery_count - 1);
	sq->outer = (struct plan_colref){
	    .table = plan_selection_key(outer),
	    .column = patch_strdup(pt, fk->ref_column),
	    .at = sq->at};
	sq->op = SUB_IN;
	sq->table = table;
	sq->column = patch_strdup(pt, fk->column);
	sq->filters = filters;
	sq->filter_count = 1;
	patch_repoint_filters(pt, sq->filters, 1, 0, sq->at,
			      "subquery_filters");
	return sq->outer.column && sq->column;
}

bool patch_filter_as_semijoin(patcher *pt, struct plan_filter *f, bool *done)
{
	*done = false;
	struct filter_table t = {0};
	note_tables(f, &t);
	bool ambiguous = false;
	if (t.mixed || !t.table || !pt->catalog || patch_is_cte(pt, t.table) ||
	    patch_selected(pt, t.table, f->at, "table", &ambiguous) ||
	    ambiguous)
		return !ambiguous;
	const struct catalog_table *ct = catalog_table(pt->catalog, t.table);
	const struct catalog_foreign_key *fk = NULL;
	const struct plan_selection *outer = ct ? referred(pt, ct, &fk) : NULL;
	if (!outer)
		return true; /* joined as any other table */
	struct plan_selection inner = {.table = patch_strdup(pt, ct->name)};
	if (!inner.table || !spell_columns(pt, f, &inner))
		return false;
	*done = true;
	return append_subquery(pt, outer, fk, inner.table, f);
}
