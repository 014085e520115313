/* The compile driver (compile.h): a plan's audit, lowering, rewrite for
 * the dialect, printing and verification, into a result.  A compile
 * works in one scratch arena freed before it returns; the result keeps
 * only its diagnostics (in its own arena) and the SQL. */
#include "compile/compile.h"

#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

#include "audit/audit.h"
#include "audit/audit_policy.h"
#include "catalog/catalog.h"
#include "common/diag.h"
#include "common/plansql_limits.h"
#include "lower/lower.h"
#include "plan/plan_calendar.h"
#include "plan/plan_read.h"
#include "plan/plan_write.h"
#include "sql/sql_dialect.h"
#include "sql/sql_print.h"
#include "sql/sql_rewrite.h"
#include "sql/sql_treeview.h"

/* Decisions other than "proceed" speak before anything is compiled. */
static bool check_decision(const plansql_plan *plan, diag_list *d)
{
	if (plan->decision == DECISION_TERMINATE) {
		plansql_diagnostic *e = diag_error(
		    d, "plan-terminated", "/decision",
		    "the planner terminated: %N",
		    plan->termination_reason ? plan->termination_reason
					     : "no reason given");
		diag_hint(d, e, "nothing was compiled; ask again or rephrase");
		return false;
	}
	if (plan->decision == DECISION_CLARIFY)
		for (size_t i = 0; i < plan->ambiguity_count; i++)
			diag_warning(
			    d, "ambiguity",
			    diag_pointer_index(d->arena, "/ambiguities", i),
			    "the planner is unsure: %N", plan->ambiguities[i]);
	return true;
}

char *compile_print(const struct query *q, const struct dialect *dialect,
		    bool compact, diag_list *d)
{
	return compile_print_params(q, dialect, compact, NULL, d);
}

char *compile_print_params(const struct query *q, const struct dialect *dialect,
			   bool compact, struct param_list *params,
			   diag_list *d)
{
	char stack[2048];
	strbuf out;
	strbuf_init(&out, stack, sizeof stack, PLANSQL_MAX_SQL_BYTES);
	struct printer p = {.out = &out,
			    .dialect = dialect,
			    .compact = compact,
			    .d = d,
			    .params = params};
	sql_print_query(&p, q);
	if (params && params->out_of_memory)
		d->out_of_memory = 1;
	if (out.error == STRBUF_TOOBIG)
		diag_error(d, "too-large", "",
			   "the SQL would be longer than %d bytes",
			   (int)PLANSQL_MAX_SQL_BYTES);
	else if (out.error)
		d->out_of_memory = 1;
	return strbuf_finish(&out);
}

/* The date relative periods count from: options->now, else today (UTC). */
static bool compile_today(const plansql_options *o, diag_list *d,
			  int64_t *today)
{
	if (!o->now) {
		*today = plan_calendar_today_utc();
		return true;
	}
	if (plan_calendar_parse(o->now, today))
		return true;
	plansql_diagnostic *e = diag_error(
	    d, "bad-now", "", "now %N is not a date YYYY-MM-DD", o->now);
	diag_hint(d, e, "give a date such as 2026-01-15");
	return false;
}

/* What the result and the caller's hook take from the statement as
 * lowered, before the dialect's rewrites. */
struct audit_inputs compile_audit_inputs(const plansql_options *o)
{
	return (struct audit_inputs){.policy = o->policy,
				     .glossary = o->glossary,
				     .lookup_value = o->lookup_value,
				     .lookup_context = o->lookup_context};
}

static bool take_lowered(plansql_result *r, const plansql_plan *plan,
			 const struct query *q, const plansql_catalog *catalog,
			 const struct compile_hook *hook, arena *scratch)
{
	bool asked = r->described;
	return (!asked || compile_result_describe(r, plan, q, catalog)) &&
	       (!hook || hook->lowered(hook->context, q, scratch));
}

void compile_plan(plansql_result *r, const plansql_plan *plan,
		  const plansql_options *options,
		  const struct compile_hook *hook)
{
	const plansql_options *o = options;
	const struct dialect *dialect = sql_dialect_get(o->dialect);
	diag_list *d = &r->diags;
	r->with_params = o->flags & PLANSQL_PARAMS;
	r->described = o->flags & PLANSQL_DESCRIBE;
	if (!dialect) {
		diag_error(d, "bad-dialect", "", "unknown dialect number %d",
			   (int)o->dialect);
		return;
	}
	int64_t today;
	if (!check_decision(plan, d) || !compile_today(o, d, &today))
		return;
	size_t errors = d->errors;
	plansql_plan *audited = NULL;
	if (o->flags & PLANSQL_NO_AUDIT) {
		if (o->policy && !(audited = audit_policy_applied(
				       plan, o->policy, o->catalog, d)))
			return;
	} else if (o->policy || o->catalog) {
		struct audit_inputs in = compile_audit_inputs(o);
		if (!(audited = audit_plan(plan, o->catalog, &in, d)))
			return;
	}
	if (audited)
		plan = audited;
	alignas(max_align_t) unsigned char first_block[8192];
	arena scratch; /* the AST of most plans fits in first_block */
	arena_init_lent(&scratch, PLANSQL_ARENA_LIMIT, first_block,
			sizeof first_block);
	struct lower_options lo = {o->catalog, plan->audited, today};
	struct query *q = lower_plan(plan, &lo, &scratch, d);
	if (q && !take_lowered(r, plan, q, o->catalog, hook, &scratch))
		d->out_of_memory = 1;
	else if (q && sql_rewrite_for_dialect(q, dialect, &scratch, d)) {
		if (o->flags & PLANSQL_DUMP_AST)
			r->tree = sql_ast_dump(q);
		r->params = (struct param_list){.arena = &r->arena};
		r->sql =
		    compile_print_params(q, dialect, o->flags & PLANSQL_COMPACT,
					 r->with_params ? &r->params : NULL, d);
	}
	if (r->sql && hook && d->errors == errors && !d->out_of_memory &&
	    !hook->compiled(hook->context, plan, dialect, &scratch, d) &&
	    d->errors == errors)
		d->out_of_memory = 1; /* it failed without saying why */
	arena_free(&scratch);
	plan_free(audited);
	if (r->sql && d->errors == errors && (o->flags & PLANSQL_VERIFY) &&
	    dialect->verify)
		dialect->verify(r->sql, d);
	if (d->errors > errors || d->out_of_memory) {
		free(r->sql);
		r->sql = NULL;
	}
}

/* ---- the driver's calls, as the API and the ask stage's rounds make
 * them ---- */

plansql_result *compile_read(const char *json, size_t len, plansql_plan **plan)
{
	plansql_result *r = compile_result_new();
	*plan = NULL;
	if (!r)
		return NULL;
	*plan = plan_read(json, len, &r->diags);
	return compile_result_done(r);
}

plansql_result *compile_plan_result(const plansql_plan *plan,
				    const plansql_options *options)
{
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	plansql_options o;
	if (compile_options_accept(&r->diags, options, &o)) {
		compile_plan(r, plan, &o, NULL);
		compile_result_strict(r, &o);
	}
	return compile_result_done(r);
}

void compile_audit_into(plansql_result *r, const plansql_plan *plan,
			const plansql_options *o, plansql_plan **audited)
{
	r->kind = RESULT_PLAN;
	struct audit_inputs in = compile_audit_inputs(o);
	*audited = audit_plan(plan, o->catalog, &in, &r->diags);
	if (*audited && !(r->plan = plan_json_text(*audited)))
		r->diags.out_of_memory = 1;
	if (compile_result_strict(r, o)) {
		plan_free(*audited);
		*audited = NULL;
	}
}

plansql_result *compile_audit(const plansql_plan *plan,
			      const plansql_options *options,
			      plansql_plan **audited)
{
	plansql_result *r = compile_result_new();
	*audited = NULL;
	if (!r)
		return NULL;
	plansql_options o;
	if (compile_options_accept(&r->diags, options, &o))
		compile_audit_into(r, plan, &o, audited);
	else
		r->kind = RESULT_PLAN;
	return compile_result_done(r);
}
