/* The public API of catalogs and access policies: read from JSON, load
 * from a live database, write back, free. */
#include <stdlib.h>

#include "api_internal.h"
#include "audit_policy.h"
#include "catalog.h"
#include "catalog_db.h"
#include "plansql.h"

plansql_result *plansql_policy_read(const char *json, size_t len,
				    const char *role, plansql_policy **policy)
{
	plansql_result *r = result_new();
	*policy = NULL;
	if (!r)
		return NULL;
	*policy = policy_read(json, len, role, &r->diags);
	return result_done(r);
}

void plansql_policy_free(plansql_policy *policy)
{
	policy_free(policy);
}

plansql_result *plansql_catalog_read(const char *json, size_t len,
				     plansql_catalog **catalog)
{
	plansql_result *r = result_new();
	*catalog = NULL;
	if (!r)
		return NULL;
	*catalog = catalog_read(json, len, &r->diags);
	return result_done(r);
}

plansql_result *plansql_catalog_load(const char *database,
				     plansql_catalog **catalog)
{
	plansql_result *r = result_new();
	*catalog = NULL;
	if (!r)
		return NULL;
	*catalog = catalog_load(database, &r->diags);
	return result_done(r);
}

void plansql_catalog_free(plansql_catalog *catalog)
{
	catalog_free(catalog);
}

char *plansql_catalog_json(const plansql_catalog *catalog)
{
	return catalog ? catalog_json_text(catalog) : NULL;
}
