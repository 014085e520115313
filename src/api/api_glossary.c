/* The public API of glossaries (catalog_glossary.h): read, free. */
#include "api/api_internal.h"
#include "catalog/catalog_glossary.h"
#include "plansql.h"

plansql_result *plansql_glossary_read(const char *json, size_t len,
				      const plansql_catalog *catalog,
				      plansql_glossary **glossary)
{
	plansql_result *r = compile_result_new();
	*glossary = NULL;
	if (!r)
		return NULL;
	*glossary = catalog_glossary_read(json, len, catalog, &r->diags);
	return compile_result_done(r);
}

void plansql_glossary_free(plansql_glossary *glossary)
{
	catalog_glossary_free(glossary);
}
