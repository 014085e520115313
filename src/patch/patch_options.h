/* The modification options of a plan, for user interfaces that patch
 * plans: see plansql_plan_options in plansql.h. */
#ifndef PLANSQL_PATCH_OPTIONS_H
#define PLANSQL_PATCH_OPTIONS_H

#include "catalog/catalog.h"
#include "plan/plan.h"

struct plansql_policy;

/* malloc'd JSON text, or NULL when out of memory; catalog and policy may
 * be NULL. */
char *patch_options_json(const plansql_plan *plan,
			 const plansql_catalog *catalog,
			 const struct plansql_policy *policy);

#endif
