/* Schemas: a catalog may hold tables of one name in several schemas.  A
 * qualified index finds a table by schema and name; the index of plain
 * names maps each name to the table an unqualified name means: the one
 * whose schema comes first in the search order, or the only one.  A name
 * that several schemas hold and no search order decides is ambiguous. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog.h"
#include "catalog/catalog_index.h"

/* "LEN:SCHEMA" then the name, or "-" then the name for no schema: the
 * length keeps every pair apart, whatever bytes the names hold, and
 * ASCII case folding keeps the length. */
static char *qualified_key(const char *schema, const char *name, arena *a)
{
	size_t n = (schema ? strlen(schema) + 24 : 1) + strlen(name) + 1;
	char *key = a ? arena_alloc(a, n) : malloc(n);
	if (!key)
		return NULL;
	if (schema)
		snprintf(key, n, "%zu:%s%s", strlen(schema), schema, name);
	else
		snprintf(key, n, "-%s", name);
	return key;
}

static void report_duplicate(diag_list *d, plansql_catalog *c, size_t i,
			     long seen)
{
	const char *at = diag_pointer_key(
	    &c->arena, diag_pointer_index(&c->arena, "", i), "table_name");
	if (c->tables[i].schema)
		diag_error(d, "duplicate-table", at,
			   "the catalog has two tables named %N in the "
			   "schema %N (#%ld and #%zu)",
			   c->tables[i].name, c->tables[i].schema, seen, i);
	else
		diag_error(d, "duplicate-table", at,
			   "the catalog has two tables named %N (#%ld and "
			   "#%zu)",
			   c->tables[i].name, seen, i);
}

/* Whether table a comes before table b in the search order. */
static bool searched_first(const struct catalog_table *a,
			   const struct catalog_table *b)
{
	return a->search_rank &&
	       (!b->search_rank || a->search_rank < b->search_rank);
}

static bool index_qualified(plansql_catalog *c, diag_list *d)
{
	bool ok = true;
	for (size_t i = 0; i < c->table_count; i++) {
		struct catalog_table *t = &c->tables[i];
		char *key = qualified_key(t->schema, t->name, &c->arena);
		if (!key) {
			d->out_of_memory = 1;
			return false;
		}
		long seen = catalog_name_index_add(c->qualified, key, (long)i);
		if (seen >= 0) {
			report_duplicate(d, c, i, seen);
			ok = false;
		}
		c->has_schemas |= t->schema != NULL;
	}
	return ok;
}

static void index_plain(plansql_catalog *c)
{
	for (size_t i = 0; i < c->table_count; i++) {
		struct catalog_table *t = &c->tables[i];
		long j = catalog_name_index_find_exact(c->index, t->name);
		if (j < 0) {
			catalog_name_index_add(c->index, t->name, (long)i);
			continue;
		}
		t->shared_name = c->tables[j].shared_name = true;
		if (searched_first(t, &c->tables[j]))
			catalog_name_index_set(c->index, t->name, (long)i);
	}
}

bool catalog_index_schemas(plansql_catalog *c, diag_list *d)
{
	c->index = catalog_name_index_new(&c->arena, c->table_count);
	c->qualified = catalog_name_index_new(&c->arena, c->table_count);
	if (!c->index || !c->qualified) {
		d->out_of_memory = 1;
		return false;
	}
	if (!index_qualified(c, d))
		return false;
	index_plain(c);
	return true;
}

/* The table a plain name means, ambiguous or not; NULL: none. */
static const struct catalog_table *chosen(const plansql_catalog *c,
					  const char *name)
{
	long i = c ? catalog_name_index_find(c->index, name) : -1;
	return i < 0 ? NULL : &c->tables[i];
}

bool catalog_name_ambiguous(const plansql_catalog *c, const char *name)
{
	const struct catalog_table *t = chosen(c, name);
	return t && t->shared_name && !t->search_rank;
}

const struct catalog_table *catalog_table(const plansql_catalog *c,
					  const char *name)
{
	return catalog_name_ambiguous(c, name) ? NULL : chosen(c, name);
}

const struct catalog_table *
catalog_table_in(const plansql_catalog *c, const char *schema, const char *name)
{
	if (!schema || !c || !c->has_schemas)
		return catalog_table(c, name);
	char *key = qualified_key(schema, name, NULL);
	long i = key ? catalog_name_index_find(c->qualified, key) : -1;
	free(key);
	return i < 0 ? NULL : &c->tables[i];
}

size_t catalog_schemas_of(const plansql_catalog *c, const char *name,
			  const char **out, size_t max)
{
	const struct catalog_table *t = chosen(c, name);
	size_t n = 0;
	for (size_t i = 0; t && i < c->table_count; i++) {
		if (strcmp(c->tables[i].name, t->name))
			continue;
		if (n < max)
			out[n] = c->tables[i].schema ? c->tables[i].schema : "";
		n++;
	}
	return n;
}

void catalog_report_ambiguous(diag_list *d, const plansql_catalog *c,
			      const char *name, const char *at)
{
	const char *s[3] = {"", "", ""};
	size_t n = catalog_schemas_of(c, name, s, 3);
	plansql_diagnostic *e;
	if (n == 2)
		e = diag_error(d, "table-in-several-schemas", at,
			       "the schemas %N and %N both have a table %N",
			       s[0], s[1], name);
	else
		e = diag_error(d, "table-in-several-schemas", at,
			       "%zu schemas have a table %N: %N, %N, %N%s", n,
			       name, s[0], s[1], s[2], n > 3 ? ", ..." : "");
	diag_hint(d, e,
		  "name the schema in the selection's \"schema\", or give "
		  "the catalog a search_order");
}

const char *catalog_print_schema(const struct catalog_table *t,
				 const char *named)
{
	if (!t || !t->schema)
		return named; /* a catalog without schemas: the plan's */
	/* unqualified only where the name is known to reach this table */
	if (named || t->shared_name || !t->search_rank)
		return t->schema;
	return NULL;
}
