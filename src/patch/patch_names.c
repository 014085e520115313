/* Names in patch operations are held to the catalog's matching rule and
 * no further: exact, then without case when that finds one name.  A
 * misspelt name is an error with suggestions, never a guess: the user
 * asked for this exact change. */
#include "patch/patch_internal.h"

#include <string.h>

#include "catalog/catalog_match.h"
#include "plan/plan_names.h"

/* What a selection is called by: its key (alias, else table), or, for
 * a table read under an alias, its table. */
static const char *key_of(const struct plan_selection *s)
{
	return plan_selection_key(s);
}

static const char *aliased_table_of(const struct plan_selection *s)
{
	return s->alias ? s->table : NULL;
}

/* The selections whose name(s) is name under equal, counted. */
static struct plan_selection *
find_by(struct plan_query *q, const char *name,
	const char *(*name_of)(const struct plan_selection *),
	bool (*equal)(const char *, const char *), size_t *hits)
{
	struct plan_selection *found = NULL;
	*hits = 0;
	for (size_t i = 0; i < q->selection_count; i++) {
		const char *n = name_of(&q->selections[i]);
		if (n && equal(n, name)) {
			found = found ? found : &q->selections[i];
			++*hits;
		}
	}
	return found;
}

static bool equal_exact(const char *a, const char *b)
{
	return !strcmp(a, b);
}

/* Exact first, then without case. */
static struct plan_selection *
find_spelled(struct plan_query *q, const char *name,
	     const char *(*name_of)(const struct plan_selection *),
	     size_t *hits)
{
	struct plan_selection *s = find_by(q, name, name_of, equal_exact, hits);
	return *hits ? s : find_by(q, name, name_of, ascii_equal_ci, hits);
}

static struct plan_selection *lookup(struct plan_query *q, const char *name,
				     size_t *hits)
{
	return find_spelled(q, name, key_of, hits);
}

struct plan_selection *patch_selected(patcher *pt, const char *name,
				      const char *at, const char *key,
				      bool *ambiguous)
{
	size_t hits;
	struct plan_selection *s = lookup(pt->q, name, &hits);
	if (!hits) /* a table read under an alias, once */
		s = find_spelled(pt->q, name, aliased_table_of, &hits);
	*ambiguous = hits > 1;
	if (hits <= 1)
		return s;
	plansql_diagnostic *e = diag_error(
	    pt->d, "ambiguous-table", patch_field_pointer(pt, at, key),
	    "%N names %zu selections of the plan", name, hits);
	diag_hint(pt->d, e, "name the selection by its alias");
	return NULL;
}

struct plan_selection *patch_selected_or_report(patcher *pt, const char *name,
						const char *at)
{
	bool ambiguous;
	struct plan_selection *s =
	    patch_selected(pt, name, at, "table", &ambiguous);
	if (!s && !ambiguous)
		diag_error(pt->d, "not-selected",
			   patch_field_pointer(pt, at, "table"),
			   "the plan reads no table %N", name);
	return s;
}

/* The index of name in names, exact, else the only one equal but for
 * case; -1 when none (or several but for case). */
static long spelled_in(const char *const *names, size_t count, const char *name)
{
	long found = -1;
	size_t hits = 0;
	for (size_t i = 0; i < count; i++)
		if (!strcmp(names[i], name))
			return (long)i;
	for (size_t i = 0; i < count; i++)
		if (ascii_equal_ci(names[i], name)) {
			found = (long)i;
			hits++;
		}
	return hits == 1 ? found : -1;
}

/* Exact, else the only CTE named so but for case. */
static const struct plan_cte *cte_named(patcher *pt, const char *name)
{
	const plansql_plan *plan = pt->plan;
	const struct plan_cte *found = NULL;
	size_t hits = 0;
	for (size_t i = 0; i < plan->cte_count; i++)
		if (!strcmp(plan->ctes[i].name, name))
			return &plan->ctes[i];
	for (size_t i = 0; i < plan->cte_count; i++)
		if (ascii_equal_ci(plan->ctes[i].name, name)) {
			found = &plan->ctes[i];
			hits++;
		}
	return hits == 1 ? found : NULL;
}

static const char *cte_column(patcher *pt, const struct plan_cte *cte,
			      const char *column, const char *at,
			      const char *key)
{
	size_t n;
	const char **names = plan_query_output_columns(pt->a, &cte->query, &n);
	if (!names && n) {
		pt->d->out_of_memory = 1;
		return NULL;
	}
	long i = spelled_in(names, n, column);
	if (i >= 0)
		return names[i];
	struct name_match m;
	catalog_match_name(column, names, n, &m);
	plansql_diagnostic *e = diag_error(
	    pt->d, "unknown-column", patch_field_pointer(pt, at, key),
	    "the CTE %N has no column %N", cte->name, column);
	catalog_match_hint(pt->d, e, &m);
	return NULL;
}

static const char *catalog_column_name(patcher *pt,
				       const struct catalog_table *t,
				       const char *column, const char *at,
				       const char *key)
{
	const struct catalog_column *c = catalog_column(t, column);
	if (c)
		return c->name;
	const char **names =
	    arena_calloc(pt->a, t->column_count + 1, sizeof *names);
	if (!names) {
		pt->d->out_of_memory = 1;
		return NULL;
	}
	for (size_t i = 0; i < t->column_count; i++)
		names[i] = t->columns[i].name;
	struct name_match m;
	catalog_match_name(column, names, t->column_count, &m);
	plansql_diagnostic *e = diag_error(
	    pt->d, "unknown-column", patch_field_pointer(pt, at, key),
	    "the table %N has no column %N", t->name, column);
	catalog_match_hint(pt->d, e, &m);
	return NULL;
}

bool patch_is_cte(patcher *pt, const char *name)
{
	return cte_named(pt, name) != NULL;
}

const char *patch_column_spelling(patcher *pt, const struct plan_selection *s,
				  const char *column, const char *at,
				  const char *key)
{
	const struct plan_cte *cte = cte_named(pt, s->table);
	if (cte)
		return cte_column(pt, cte, column, at, key);
	const struct catalog_table *t =
	    catalog_table_in(pt->catalog, s->schema, s->table);
	if (t)
		return catalog_column_name(pt, t, column, at, key);
	return column; /* a table the catalog lacks: the audit says so */
}

const char *patch_table_spelling(patcher *pt, const char *name, const char *at,
				 const char *key)
{
	const struct plan_cte *cte = cte_named(pt, name);
	if (cte)
		return cte->name;
	if (!pt->catalog) {
		plansql_diagnostic *e = diag_error(
		    pt->d, "needs-catalog", patch_field_pointer(pt, at, key),
		    "the table %N is not in the plan; adding a table needs "
		    "the catalog to find how it joins",
		    name);
		diag_hint(pt->d, e, "give a catalog");
		return NULL;
	}
	const struct catalog_table *t = catalog_table(pt->catalog, name);
	if (t)
		return t->name;
	if (catalog_name_ambiguous(pt->catalog, name)) {
		catalog_report_ambiguous(pt->d, pt->catalog, name,
					 patch_field_pointer(pt, at, key));
		return NULL;
	}
	const char **names = arena_calloc(
	    pt->a, pt->catalog->table_count + pt->plan->cte_count + 1,
	    sizeof *names);
	if (!names) {
		pt->d->out_of_memory = 1;
		return NULL;
	}
	size_t n = 0;
	for (size_t i = 0; i < pt->catalog->table_count; i++)
		names[n++] = pt->catalog->tables[i].name;
	for (size_t i = 0; i < pt->plan->cte_count; i++)
		names[n++] = pt->plan->ctes[i].name;
	struct name_match m;
	catalog_match_name(name, names, n, &m);
	plansql_diagnostic *e =
	    diag_error(pt->d, "unknown-table", patch_field_pointer(pt, at, key),
		       "the catalog has no table %N", name);
	catalog_match_hint(pt->d, e, &m);
	return NULL;
}

bool patch_has_column(patcher *pt, const struct plan_selection *s,
		      const char *column)
{
	const struct plan_cte *cte = cte_named(pt, s->table);
	if (cte) {
		size_t n;
		const char **names =
		    plan_query_output_columns(pt->a, &cte->query, &n);
		return names && spelled_in(names, n, column) >= 0;
	}
	const struct catalog_table *t =
	    catalog_table_in(pt->catalog, s->schema, s->table);
	return !t || catalog_column(t, column) != NULL;
}

bool patch_refers_to(patcher *pt, const struct plan_selection *owner,
		     const char *ref_table, const char *ref_column,
		     const struct plan_selection *s, const char *column)
{
	if (!ref_column || !ascii_equal_ci(ref_column, column))
		return false;
	if (!s)
		return !owner && !ref_table;
	size_t hits;
	if (ref_table)
		return lookup(pt->q, ref_table, &hits) == s && hits == 1;
	if (owner)
		return owner == s;
	const struct plan_selection *only = NULL;
	hits = 0;
	for (size_t i = 0; i < pt->q->selection_count; i++)
		if (patch_has_column(pt, &pt->q->selections[i], column)) {
			only = &pt->q->selections[i];
			hits++;
		}
	return hits == 1 && only == s;
}
