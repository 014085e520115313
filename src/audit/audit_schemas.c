/* Selections that name a schema: the schema and the table are matched
 * against the catalog together, and a close spelling of either is
 * repaired; a plain name that several schemas hold is an error. */
#include "audit/audit_internal.h"

#include <string.h>

#include "plan/plan_names.h"

/* The distinct schema names of the catalog, for "did you mean". */
static const char **schema_names(auditor *au, size_t *count)
{
	const plansql_catalog *c = au->catalog;
	const char **names =
	    arena_calloc(au->a, c->table_count + 1, sizeof *names);
	*count = 0;
	for (size_t i = 0; names && i < c->table_count; i++) {
		const char *s = c->tables[i].schema;
		bool seen = !s;
		for (size_t j = 0; j < *count && !seen; j++)
			seen = !strcmp(names[j], s);
		if (!seen)
			names[(*count)++] = s;
	}
	return names;
}

/* A schema the catalog lacks: repaired to the one close name, else an
 * error; false after the error. */
static bool repair_schema(auditor *au, struct plan_selection *s)
{
	size_t n;
	const char **names = schema_names(au, &n);
	struct name_match m;
	catalog_match_name(s->schema, names, n, &m);
	const char *at = audit_pointer_of(au, s->at, "schema");
	if (m.best) {
		audit_fixed(
		    au, "unknown-schema", at, audit_json_quoted(au, s->schema),
		    audit_json_quoted(au, m.best),
		    "the schema %N is %N in the catalog", s->schema, m.best);
		s->schema = audit_strdup(au, m.best);
		return true;
	}
	plansql_diagnostic *e =
	    diag_error(au->d, "unknown-schema", at,
		       "the catalog has no schema %N", s->schema);
	catalog_match_hint(au->d, e, &m);
	return false;
}

/* The table of the selection's schema (in any case) closest to its
 * table name, or NULL after an error. */
static const struct catalog_table *closest_in_schema(auditor *au,
						     struct plan_selection *s)
{
	const plansql_catalog *c = au->catalog;
	const char **names =
	    arena_calloc(au->a, c->table_count + 1, sizeof *names);
	const char **schemas =
	    arena_calloc(au->a, c->table_count + 1, sizeof *schemas);
	size_t n = 0;
	for (size_t i = 0; names && schemas && i < c->table_count; i++) {
		const struct catalog_table *t = &c->tables[i];
		if (t->schema && ascii_equal_ci(t->schema, s->schema)) {
			schemas[n] = t->schema;
			names[n++] = t->name;
		}
	}
	if (!n)
		return repair_schema(au, s) ? closest_in_schema(au, s) : NULL;
	struct name_match m;
	catalog_match_name(s->table, names, n, &m);
	for (size_t i = 0; m.best && i < n; i++)
		if (names[i] == m.best)
			return catalog_table_in(c, schemas[i], names[i]);
	plansql_diagnostic *e = diag_error(
	    au->d, "unknown-table", audit_pointer_of(au, s->at, "table"),
	    "the schema %N has no table %N", s->schema, s->table);
	catalog_match_hint(au->d, e, &m);
	return NULL;
}

const char *audit_schema_table(auditor *au, struct plan_selection *s)
{
	const struct catalog_table *t =
	    catalog_table_in(au->catalog, s->schema, s->table);
	if (!t)
		t = closest_in_schema(au, s);
	if (!t)
		return NULL;
	if (t->schema && strcmp(t->schema, s->schema)) {
		audit_fixed(
		    au, "unknown-schema", audit_pointer_of(au, s->at, "schema"),
		    audit_json_quoted(au, s->schema),
		    audit_json_quoted(au, t->schema),
		    "the schema %N is %N in the catalog", s->schema, t->schema);
		s->schema = audit_strdup(au, t->schema);
	}
	if (strcmp(t->name, s->table))
		audit_fixed(au, "unknown-table",
			    audit_pointer_of(au, s->at, "table"),
			    audit_json_quoted(au, s->table),
			    audit_json_quoted(au, t->name),
			    "the table %N is %N in the schema %N", s->table,
			    t->name, s->schema);
	return t->name;
}

bool audit_plain_name_resolves(auditor *au, const char *name, const char *at)
{
	if (audit_is_visible_cte(au, name) ||
	    !catalog_name_ambiguous(au->catalog, name))
		return true;
	catalog_report_ambiguous(au->d, au->catalog, name, at);
	return false;
}

const char *audit_schema_of_added(auditor *au, const struct catalog_table *t)
{
	if (!t->schema || catalog_table(au->catalog, t->name) == t)
		return NULL;
	return audit_strdup(au, t->schema);
}
