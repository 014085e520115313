/* Patches that name a computed column (format 2) by its alias, written
 * without table: add_column shows it, remove_column hides it (output
 * false: filters, ORDER BY, grouping and other expressions that name it
 * keep working, and add_column shows it again).  Filters on an alias are
 * edited by patch_filters.c through patch_computed_named. */
#include "patch/patch_internal.h"
#include "common/ascii.h"

#include <string.h>

#include "catalog/catalog_match.h"

struct plan_computed *patch_computed_named(patcher *pt, const char *alias)
{
	struct plan_query *q = pt->q;
	struct plan_computed *found = NULL;
	size_t hits = 0;
	for (size_t i = 0; i < q->computed_count; i++)
		if (!strcmp(q->computed[i].alias, alias))
			return &q->computed[i];
	for (size_t i = 0; i < q->computed_count; i++)
		if (ascii_equal_ci(q->computed[i].alias, alias)) {
			found = &q->computed[i];
			hits++;
		}
	return hits == 1 ? found : NULL;
}

struct plan_computed *patch_computed_or_report(patcher *pt, const char *alias,
					       const char *at)
{
	struct plan_computed *c = patch_computed_named(pt, alias);
	if (c)
		return c;
	const char **names =
	    arena_calloc(pt->a, pt->q->computed_count + 1, sizeof *names);
	if (!names) {
		pt->d->out_of_memory = 1;
		return NULL;
	}
	for (size_t i = 0; i < pt->q->computed_count; i++)
		names[i] = pt->q->computed[i].alias;
	struct name_match m;
	catalog_match_name(alias, names, pt->q->computed_count, &m);
	plansql_diagnostic *e = diag_error(
	    pt->d, "unknown-column", patch_field_pointer(pt, at, "column"),
	    "no computed column is named %N (a table column is written "
	    "with its table)",
	    alias);
	catalog_match_hint(pt->d, e, &m);
	return NULL;
}

bool patch_show_computed(patcher *pt)
{
	struct plan_computed *c =
	    patch_computed_or_report(pt, pt->op->column, pt->op->at);
	if (!c)
		return false;
	if (!c->hidden)
		diag_warning(pt->d, "already-selected", pt->op->at,
			     "the computed column %N is already a column of "
			     "the result; nothing changed",
			     c->alias);
	c->hidden = false;
	return true;
}

bool patch_hide_computed(patcher *pt)
{
	struct plan_computed *c =
	    patch_computed_or_report(pt, pt->op->column, pt->op->at);
	if (!c)
		return false;
	if (c->hidden) {
		plansql_diagnostic *e = diag_error(
		    pt->d, "not-in-result", pt->op->at,
		    "the computed column %N is not a column of the result "
		    "(its output is false); nothing to remove",
		    c->alias);
		diag_hint(pt->d, e,
			  "the plan's options list the columns the result "
			  "shows");
		return false;
	}
	c->hidden = true;
	return true;
}
