/* The public catalog builder: catalogs made in C a table at a time,
 * over the builder the database loaders use (catalog_build.c), so that
 * they are checked as the JSON catalog of the same tables is and their
 * problems reported at the same JSON Pointers. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "api/api_internal.h"
#include "catalog/catalog_db.h"
#include "plansql.h"

struct plansql_catalog_builder {
	plansql_result *result; /* collects the diagnostics of the steps */
	catalog_builder build;
	long table;  /* the last table, -1 before the first */
	bool column; /* the last table has a column */
};

plansql_catalog_builder *plansql_catalog_builder_new(void)
{
	plansql_catalog_builder *b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	b->table = -1;
	b->result = compile_result_new();
	if (b->result && catalog_build_start(&b->build, &b->result->diags))
		return b;
	plansql_catalog_builder_free(b);
	return NULL;
}

void plansql_catalog_builder_free(plansql_catalog_builder *b)
{
	if (!b)
		return;
	catalog_free(b->build.catalog);
	plansql_result_free(b->result);
	free(b);
}

/* A builder that ran out of memory takes no more steps. */
static int status(const plansql_catalog_builder *b)
{
	return b->build.exhausted ? PLANSQL_NOMEM : PLANSQL_OK;
}

int plansql_catalog_builder_table(plansql_catalog_builder *b,
				  const char *schema, const char *name,
				  const char *description)
{
	if (!b || !name)
		return PLANSQL_MISUSE;
	if (b->build.exhausted)
		return PLANSQL_NOMEM;
	long table =
	    catalog_build_table(&b->build, name, schema, description, NULL);
	if (table < 0)
		return PLANSQL_NOMEM;
	b->table = table;
	b->column = false;
	return PLANSQL_OK;
}

int plansql_catalog_builder_kind(plansql_catalog_builder *b, const char *kind)
{
	if (!b || b->table < 0)
		return PLANSQL_MISUSE;
	if (b->build.exhausted)
		return PLANSQL_NOMEM;
	catalog_build_kind(&b->build, (size_t)b->table, kind);
	return status(b);
}

int plansql_catalog_builder_search_order(plansql_catalog_builder *b,
					 size_t position)
{
	if (!b || b->table < 0 || position > PTRDIFF_MAX)
		return PLANSQL_MISUSE;
	catalog_build_search_order(&b->build, (size_t)b->table, position);
	return status(b);
}

int plansql_catalog_builder_column(plansql_catalog_builder *b, const char *name,
				   const char *type, unsigned flags,
				   const char *description)
{
	if (!b || b->table < 0 || !name)
		return PLANSQL_MISUSE;
	if (b->build.exhausted)
		return PLANSQL_NOMEM;
	size_t t = (size_t)b->table;
	if (!catalog_build_column(&b->build, t, name, type,
				  !(flags & PLANSQL_NOT_NULL)) ||
	    !catalog_build_column_description(&b->build, t, description))
		return PLANSQL_NOMEM;
	struct catalog_table *table = &b->build.catalog->tables[t];
	struct catalog_column *c = &table->columns[table->column_count - 1];
	c->primary_key = (flags & PLANSQL_PRIMARY_KEY) != 0;
	c->private_values = (flags & PLANSQL_PRIVATE) != 0;
	b->column = true;
	return PLANSQL_OK;
}

int plansql_catalog_builder_samples(plansql_catalog_builder *b,
				    const char *const *values, size_t count)
{
	if (!b || !b->column || (count && !values))
		return PLANSQL_MISUSE;
	if (b->build.exhausted)
		return PLANSQL_NOMEM;
	catalog_build_samples(&b->build, (size_t)b->table, values, count);
	return status(b);
}

int plansql_catalog_builder_foreign_key(plansql_catalog_builder *b,
					const char *column,
					const char *to_schema,
					const char *to_table,
					const char *to_column)
{
	if (!b || b->table < 0 || !column || !to_table || !to_column)
		return PLANSQL_MISUSE;
	if (b->build.exhausted)
		return PLANSQL_NOMEM;
	size_t t = (size_t)b->table;
	if (!catalog_build_foreign_key(&b->build, t, column, to_table,
				       to_column) ||
	    !catalog_build_foreign_key_schema_as_given(&b->build, t, to_schema))
		return PLANSQL_NOMEM;
	return PLANSQL_OK;
}

plansql_result *plansql_catalog_builder_finish(plansql_catalog_builder *b,
					       plansql_catalog **catalog)
{
	*catalog = NULL;
	if (!b) {
		plansql_result *r = compile_result_new();
		if (r)
			diag_error(&r->diags, "missing-argument", "",
				   "no catalog builder was given");
		return r ? compile_result_done(r) : NULL;
	}
	plansql_result *r = b->result;
	*catalog = catalog_build_finish(&b->build);
	b->result = NULL;
	plansql_catalog_builder_free(b);
	return compile_result_done(r);
}
