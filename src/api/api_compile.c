/* The public API of plans: read, audit, and compile (compile/compile.c
 * is the driver). */
#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

#include "plan/plan_calendar.h"
#include "plan/plan_copy.h"
#include "catalog/catalog.h"
#include "audit/audit.h"
#include "common/diag.h"
#include "sql/sql_dialect.h"
#include "common/plansql_limits.h"
#include "lower/lower.h"
#include "plansql.h"
#include "audit/audit_policy.h"
#include "sql/sql_print.h"
#include "plan/plan_read.h"
#include "api/api_internal.h"
#include "sql/sql_rewrite.h"
#include "sql/sql_treeview.h"
#include "plan/plan_write.h"

plansql_result *plansql_plan_read(const char *json, size_t len,
				  plansql_plan **plan)
{
	return compile_read(json, len, plan);
}

void plansql_plan_free(plansql_plan *plan)
{
	plan_free(plan);
}

plansql_plan *plansql_plan_copy(const plansql_plan *plan)
{
	return plan ? plan_copy(plan) : NULL;
}

char *plansql_plan_json(const plansql_plan *plan)
{
	return plan ? plan_json_text(plan) : NULL;
}

const char *plansql_plan_termination_reason(const plansql_plan *plan)
{
	return plan ? plan->termination_reason : NULL;
}

size_t plansql_plan_ambiguity_count(const plansql_plan *plan)
{
	return plan ? plan->ambiguity_count : 0;
}

const char *plansql_plan_ambiguity(const plansql_plan *plan, size_t index)
{
	return plan && index < plan->ambiguity_count ? plan->ambiguities[index]
						     : NULL;
}

plansql_result *plansql_plan_compile(const plansql_plan *plan,
				     const plansql_options *options)
{
	return compile_plan_result(plan, options);
}

plansql_result *plansql_compile(const char *json, size_t len,
				const plansql_options *options)
{
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	plansql_options o;
	if (!compile_options_accept(&r->diags, options, &o))
		return compile_result_done(r);
	/* a plan that cannot be read still answers with its parameters */
	r->with_params = o.flags & PLANSQL_PARAMS;
	plansql_plan *plan = plan_read(json, len, &r->diags);
	if (plan)
		compile_plan(r, plan, &o, NULL);
	plan_free(plan);
	compile_result_strict(r, &o);
	return compile_result_done(r);
}

plansql_result *plansql_plan_audit(const plansql_plan *plan,
				   const plansql_options *options,
				   plansql_plan **audited)
{
	return compile_audit(plan, options, audited);
}

plansql_result *plansql_audit(const char *json, size_t len,
			      const plansql_options *options,
			      plansql_plan **audited)
{
	plansql_result *r = compile_result_new();
	*audited = NULL;
	if (!r)
		return NULL;
	plansql_options o;
	plansql_plan *plan = NULL;
	if (compile_options_accept(&r->diags, options, &o))
		plan = plan_read(json, len, &r->diags);
	if (plan && !compile_result_strict(r, &o))
		compile_audit_into(r, plan, &o, audited);
	else
		r->kind = RESULT_PLAN;
	plan_free(plan);
	return compile_result_done(r);
}
