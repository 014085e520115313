/* Window aliases named in filters, grouping, aggregates, expressions
 * and other windows: see audit_window_refs.h. */
#include "audit/audit_window_refs.h"

#include <string.h>

#include "plan/plan_walk.h"

struct window_refs {
	const struct plan_query *query;
	const plansql_catalog *catalog;
	arena *a;
	diag_list *d;
	bool reported;
};

static const struct plan_window *window_named(const struct plan_query *q,
					      const char *name)
{
	for (size_t i = 0; name && i < q->window_count; i++)
		if (q->windows[i].alias && !strcmp(q->windows[i].alias, name))
			return &q->windows[i];
	return NULL;
}

/* Whether a selected table has the column: listed in the plan, or known
 * to the catalog. */
static bool is_selected_column(const struct window_refs *w, const char *column)
{
	const struct plan_query *q = w->query;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t k = 0; k < s->column_count; k++)
			if (!strcmp(s->columns[k].column, column))
				return true;
		const struct catalog_table *t =
		    w->catalog
			? catalog_table_in(w->catalog, s->schema, s->table)
			: NULL;
		if (t && catalog_column(t, column))
			return true;
	}
	return false;
}

/* The code of a slot where a window's value cannot be read, and why;
 * NULL for places that may name it or do not name columns. */
static const char *code_of(enum slot_kind kind, const char **why)
{
	switch (kind) {
	case SLOT_VALUE: /* of a WHERE or HAVING filter, or a CASE */
		*why = "filters run before windows are computed";
		return "window-in-filter";
	case SLOT_FILTER:
	case SLOT_SUBQUERY_OUTER:
		*why = "WHERE filters run before windows are computed";
		return "window-in-filter";
	case SLOT_HAVING:
		*why = "HAVING filters run before windows are computed";
		return "window-in-filter";
	case SLOT_GROUP:
		*why = "grouping runs before windows are computed";
		return "window-in-group-by";
	case SLOT_AGGREGATE:
		*why = "aggregates run before windows are computed";
		return "window-in-expression";
	case SLOT_EXPRESSION:
		*why = "an expression of the same query cannot read a "
		       "window's value";
		return "window-in-expression";
	case SLOT_WINDOW:
		*why = "a window cannot read another window's value";
		return "window-in-expression";
	default:
		return NULL;
	}
}

static void report(struct window_refs *w, const struct column_slot *slot,
		   const struct plan_window *win, const char *code,
		   const char *why)
{
	const char *name = *slot->column;
	plansql_diagnostic *diag = diag_error(
	    w->d, code, diag_pointer_key(w->a, slot->at, slot->column_key),
	    "%N is the alias of the window %s at %s: %s", name,
	    plan_window_function_name(win->function), win->at, why);
	diag_hint(w->d, diag,
		  "compute the window in a CTE, \"ctes\": [{\"name\": "
		  "\"ranked\", \"selections\": [...], \"window_functions\": "
		  "[...]}], then select from \"ranked\" in the main query and "
		  "name {\"table\": \"ranked\", \"column\": %N} there",
		  name);
	w->reported = true;
}

static void visit(void *context, struct column_slot *slot)
{
	struct window_refs *w = context;
	const char *why = NULL;
	const char *code = code_of(slot->kind, &why);
	const struct plan_window *win =
	    code ? window_named(w->query, *slot->column) : NULL;
	if (!win || is_selected_column(w, *slot->column))
		return;
	report(w, slot, win, code, why);
}

bool audit_window_refs(const struct plan_query *q,
		       const plansql_catalog *catalog, arena *a, diag_list *d)
{
	struct window_refs w = {q, catalog, a, d, false};
	if (!q->window_count)
		return true;
	/* the walk only reads here: it hands out writable fields for the
	 * audit's repairs */
	plan_walk_query_columns((struct plan_query *)q, visit, &w);
	return !w.reported;
}
