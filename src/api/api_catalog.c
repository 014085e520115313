/* The public API of catalogs and access policies: read from JSON, load
 * from a live database, write back, free. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_internal.h"
#include "audit/audit_policy.h"
#include "catalog/catalog.h"
#include "catalog/catalog_infer.h"
#include "catalog/catalog_db.h"
#include "plansql.h"

plansql_result *plansql_policy_read(const char *json, size_t len,
				    const char *role, plansql_policy **policy)
{
	plansql_result *r = compile_result_new();
	*policy = NULL;
	if (!r)
		return NULL;
	*policy = audit_policy_read(json, len, role, &r->diags);
	return compile_result_done(r);
}

void plansql_policy_free(plansql_policy *policy)
{
	audit_policy_free(policy);
}

plansql_result *plansql_catalog_read(const char *json, size_t len,
				     plansql_catalog **catalog)
{
	plansql_result *r = compile_result_new();
	*catalog = NULL;
	if (!r)
		return NULL;
	*catalog = catalog_read(json, len, &r->diags);
	return compile_result_done(r);
}

void plansql_load_options_init(plansql_load_options *options, size_t size)
{
	if (!options || size < sizeof options->size)
		return;
	memset(options, 0, size);
	options->size = size;
}

bool api_load_options_accept(diag_list *d, const plansql_load_options *given,
			     plansql_load_options *out)
{
	plansql_load_options_init(out, sizeof *out);
	if (!given)
		return true;
	if (given->size <
	    offsetof(plansql_load_options, schemas) + sizeof given->schemas) {
		plansql_diagnostic *e =
		    diag_error(d, "bad-options", "",
			       "the options' size is %zu, not the size of a "
			       "plansql_load_options",
			       given->size);
		diag_hint(
		    d, e,
		    "initialise them with "
		    "plansql_load_options_init(&options, sizeof options)");
		return false;
	}
	memcpy(out, given,
	       given->size < sizeof *out ? given->size : sizeof *out);
	out->size = sizeof *out;
	return true;
}

plansql_result *plansql_catalog_load(const char *database,
				     const plansql_load_options *options,
				     plansql_catalog **catalog)
{
	plansql_result *r = compile_result_new();
	*catalog = NULL;
	if (!r)
		return NULL;
	plansql_load_options o;
	if (api_load_arguments(&r->diags, database, options, &o))
		*catalog = catalog_load(database, &o, &r->diags);
	return compile_result_done(r);
}

bool api_load_arguments(diag_list *d, const char *database,
			const plansql_load_options *given,
			plansql_load_options *out)
{
	if (database)
		return api_load_options_accept(d, given, out);
	diag_error(d, "missing-argument", "", "no database was given");
	return false;
}

void plansql_catalog_free(plansql_catalog *catalog)
{
	catalog_free(catalog);
}

char *plansql_catalog_json(const plansql_catalog *catalog)
{
	return catalog ? catalog_json_text(catalog, false) : NULL;
}

size_t plansql_catalog_table_count(const plansql_catalog *catalog)
{
	return catalog ? catalog->table_count : 0;
}

static const struct catalog_table *table_at(const plansql_catalog *catalog,
					    size_t index)
{
	return catalog && index < catalog->table_count ? &catalog->tables[index]
						       : NULL;
}

const char *plansql_catalog_table_name(const plansql_catalog *catalog,
				       size_t index)
{
	const struct catalog_table *t = table_at(catalog, index);
	return t ? t->name : NULL;
}

const char *plansql_catalog_table_schema(const plansql_catalog *catalog,
					 size_t index)
{
	const struct catalog_table *t = table_at(catalog, index);
	return t ? t->schema : NULL;
}

size_t plansql_catalog_column_count(const plansql_catalog *catalog,
				    size_t table)
{
	const struct catalog_table *t = table_at(catalog, table);
	return t ? t->column_count : 0;
}

const char *plansql_catalog_column_name(const plansql_catalog *catalog,
					size_t table, size_t column)
{
	const struct catalog_table *t = table_at(catalog, table);
	return t && column < t->column_count ? t->columns[column].name : NULL;
}

/* One line per inferred key, at its column in the catalog. */
static void report_inferred(diag_list *d, const struct inferred_key *k)
{
	const char *at = diag_pointer_index(
	    d->arena,
	    diag_pointer_key(d->arena,
			     diag_pointer_index(d->arena, "", k->child),
			     "columns"),
	    k->column);
	if (k->candidates == 1) {
		diag_add(d, PLANSQL_FIXED, "inferred-key", at,
			 "%N.%N refers to %N.%N: %s", k->table, k->key.column,
			 k->key.ref_table, k->key.ref_column,
			 catalog_infer_rule_text(k->rule));
		return;
	}
	plansql_diagnostic *w = diag_warning(
	    d, "inferred-key-choice", at,
	    "%N.%N refers to %N.%N: %s; one of %zu keys inferred between "
	    "%N and %N, %s",
	    k->table, k->key.column, k->key.ref_table, k->key.ref_column,
	    catalog_infer_rule_text(k->rule), k->candidates, k->table,
	    k->key.ref_table,
	    k->chosen ? "the one join paths take"
		      : "not the one join paths "
			"take");
	diag_hint(d, w, "keep the key that is meant and delete the others");
}

plansql_result *plansql_catalog_infer_keys(const plansql_catalog *catalog,
					   char **json)
{
	plansql_result *r = compile_result_new();
	*json = NULL;
	if (!r)
		return NULL;
	if (!catalog) {
		diag_error(&r->diags, "missing-argument", "",
			   "no catalog was given");
		return compile_result_done(r);
	}
	*json = catalog_json_text(catalog, true);
	for (size_t i = 0; *json && i < catalog->inferred_count; i++)
		report_inferred(&r->diags, &catalog->inferred[i]);
	if (!*json)
		r->diags.out_of_memory = 1;
	return compile_result_done(r);
}
