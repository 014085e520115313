/* The public API: read, lower, rewrite for the dialect, print, verify.
 * A compile works in one scratch arena freed before it returns; the
 * result keeps only its diagnostics (in its own arena) and the SQL. */
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "catalog_db.h"
#include "audit.h"
#include "diag.h"
#include "dialect.h"
#include "limits.h"
#include "lower.h"
#include "plansql.h"
#include "policy.h"
#include "printer.h"
#include "reader.h"
#include "rewrite.h"
#include "treeview.h"
#include "verify.h"
#include "writer.h"

struct plansql_result {
	arena arena; /* diagnostics and their strings */
	diag_list diags;
	char *sql;  /* malloc'd, NULL unless compiled */
	char *tree; /* malloc'd, with PLANSQL_DUMP_AST */
	bool audit; /* from an audit: reports "plan", not "sql" */
	char *plan; /* malloc'd JSON of the audited plan */
};

static plansql_result *result_new(void)
{
	plansql_result *r = calloc(1, sizeof *r);
	if (!r)
		return NULL;
	arena_init(&r->arena, PLANSQL_ARENA_LIMIT);
	diag_init(&r->diags, &r->arena);
	return r;
}

/* Out of memory is reported as a diagnostic when there is room for it. */
static plansql_result *result_done(plansql_result *r)
{
	if (r->diags.out_of_memory) {
		r->diags.out_of_memory = 0;
		diag_error(&r->diags, "out-of-memory", "", "out of memory");
		free(r->sql);
		r->sql = NULL;
	}
	return r;
}

plansql_result *plansql_plan_read(const char *json, size_t len,
				  plansql_plan **plan)
{
	plansql_result *r = result_new();
	*plan = NULL;
	if (!r)
		return NULL;
	*plan = plan_read(json, len, &r->diags);
	return result_done(r);
}

void plansql_plan_free(plansql_plan *plan)
{
	plan_free(plan);
}

char *plansql_plan_json(const plansql_plan *plan)
{
	return plan ? plan_json_text(plan) : NULL;
}

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
			diag_warning(d, "ambiguity",
				     pointer_index(d->arena, "/ambiguities", i),
				     "the planner is unsure: %N",
				     plan->ambiguities[i]);
	return true;
}

static char *print_sql(const struct query *q, const struct dialect *dialect,
		       bool compact, diag_list *d)
{
	char stack[2048];
	strbuf out;
	strbuf_init(&out, stack, sizeof stack, PLANSQL_MAX_SQL_BYTES);
	struct printer p = {
	    .out = &out, .dialect = dialect, .compact = compact, .d = d};
	print_query(&p, q);
	if (out.error == STRBUF_TOOBIG)
		diag_error(d, "too-large", "",
			   "the SQL would be longer than %d bytes",
			   (int)PLANSQL_MAX_SQL_BYTES);
	else if (out.error)
		d->out_of_memory = 1;
	return strbuf_finish(&out);
}

static void compile_into(plansql_result *r, const plansql_plan *plan,
			 const plansql_options *options)
{
	static const plansql_options defaults;
	const plansql_options *o = options ? options : &defaults;
	const struct dialect *dialect = dialect_get(o->dialect);
	diag_list *d = &r->diags;
	if (!dialect) {
		diag_error(d, "bad-dialect", "", "unknown dialect number %d",
			   (int)o->dialect);
		return;
	}
	if (!check_decision(plan, d))
		return;
	size_t errors = d->errors;
	plansql_plan *audited = NULL;
	if (o->policy || (o->catalog && !(o->flags & PLANSQL_NO_AUDIT))) {
		const plansql_catalog *catalog =
		    o->flags & PLANSQL_NO_AUDIT ? NULL : o->catalog;
		audited = plan_audit(plan, catalog, o->policy, d);
		if (!audited)
			return;
		plan = audited;
	}
	arena scratch;
	arena_init(&scratch, PLANSQL_ARENA_LIMIT);
	struct lower_options lo = {o->catalog, audited != NULL};
	struct query *q = lower_plan(plan, &lo, &scratch, d);
	if (q && rewrite_for_dialect(q, dialect, &scratch, d)) {
		if (o->flags & PLANSQL_DUMP_AST)
			r->tree = ast_dump(q);
		r->sql = print_sql(q, dialect, o->flags & PLANSQL_COMPACT, d);
	}
	arena_free(&scratch);
	plan_free(audited);
	if (r->sql && d->errors == errors && (o->flags & PLANSQL_VERIFY) &&
	    o->dialect == PLANSQL_POSTGRES)
		verify_postgres(r->sql, d);
	if (d->errors > errors || d->out_of_memory) {
		free(r->sql);
		r->sql = NULL;
	}
}

plansql_result *plansql_plan_compile(const plansql_plan *plan,
				     const plansql_options *options)
{
	plansql_result *r = result_new();
	if (!r)
		return NULL;
	compile_into(r, plan, options);
	return result_done(r);
}

plansql_result *plansql_compile(const char *json, size_t len,
				const plansql_options *options)
{
	plansql_result *r = result_new();
	if (!r)
		return NULL;
	plansql_plan *plan = plan_read(json, len, &r->diags);
	if (plan)
		compile_into(r, plan, options);
	plan_free(plan);
	return result_done(r);
}

static void audit_into(plansql_result *r, const plansql_plan *plan,
		       const plansql_options *options, plansql_plan **audited)
{
	static const plansql_options defaults;
	const plansql_options *o = options ? options : &defaults;
	r->audit = true;
	*audited = plan_audit(plan, o->catalog, o->policy, &r->diags);
	if (*audited && !(r->plan = plan_json_text(*audited)))
		r->diags.out_of_memory = 1;
}

plansql_result *plansql_plan_audit(const plansql_plan *plan,
				   const plansql_options *options,
				   plansql_plan **audited)
{
	plansql_result *r = result_new();
	*audited = NULL;
	if (!r)
		return NULL;
	audit_into(r, plan, options, audited);
	return result_done(r);
}

plansql_result *plansql_audit(const char *json, size_t len,
			      const plansql_options *options,
			      plansql_plan **audited)
{
	plansql_result *r = result_new();
	*audited = NULL;
	if (!r)
		return NULL;
	plansql_plan *plan = plan_read(json, len, &r->diags);
	if (plan)
		audit_into(r, plan, options, audited);
	else
		r->audit = true;
	plan_free(plan);
	return result_done(r);
}

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

int plansql_result_ok(const plansql_result *result)
{
	return result && result->diags.errors == 0;
}

const char *plansql_result_sql(const plansql_result *result)
{
	return result ? result->sql : NULL;
}

const char *plansql_result_tree(const plansql_result *result)
{
	return result ? result->tree : NULL;
}

size_t plansql_result_diagnostic_count(const plansql_result *result)
{
	return result ? result->diags.count : 0;
}

const plansql_diagnostic *
plansql_result_diagnostic(const plansql_result *result, size_t index)
{
	if (!result || index >= result->diags.count)
		return NULL;
	return &result->diags.items[index];
}

char *plansql_diagnostic_text(const plansql_diagnostic *d,
			      const char *source_name)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 20);
	diag_escape(&sb, source_name ? source_name : "", 0);
	strbuf_putc(&sb, ':');
	if (*d->pointer) {
		diag_escape(&sb, d->pointer, 0);
		strbuf_putc(&sb, ':');
	}
	strbuf_printf(&sb, " %s[%s]: %s", plansql_severity_name(d->severity),
		      d->code, d->message);
	if (d->offset >= 0)
		strbuf_printf(&sb, " at line %ld, column %ld", d->line,
			      d->column);
	if (d->hint)
		strbuf_printf(&sb, " (%s)", d->hint);
	return strbuf_finish(&sb);
}

/* A change is JSON text; it goes into the report as that JSON. */
static json_object *json_change(const char *text)
{
	return text ? json_tokener_parse(text) : NULL;
}

static json_object *diagnostic_json(const plansql_diagnostic *d)
{
	json_object *o = json_object_new_object();
	json_object_object_add(
	    o, "severity",
	    json_object_new_string(plansql_severity_name(d->severity)));
	json_object_object_add(o, "code", json_object_new_string(d->code));
	json_object_object_add(o, "pointer",
			       json_object_new_string(d->pointer));
	json_object_object_add(o, "message",
			       json_object_new_string(d->message));
	if (d->hint)
		json_object_object_add(o, "hint",
				       json_object_new_string(d->hint));
	if (d->before || d->after) {
		json_object_object_add(o, "before", json_change(d->before));
		json_object_object_add(o, "after", json_change(d->after));
	}
	if (d->offset >= 0) {
		json_object_object_add(o, "offset",
				       json_object_new_int64(d->offset));
		json_object_object_add(o, "line",
				       json_object_new_int64(d->line));
		json_object_object_add(o, "column",
				       json_object_new_int64(d->column));
	}
	return o;
}

char *plansql_result_json(const plansql_result *result)
{
	if (!result)
		return NULL;
	json_object *root = json_object_new_object();
	json_object *list = json_object_new_array();
	if (!root || !list) {
		json_object_put(root);
		json_object_put(list);
		return NULL;
	}
	if (result->audit)
		json_object_object_add(
		    root, "plan",
		    result->plan ? json_tokener_parse(result->plan) : NULL);
	else
		json_object_object_add(
		    root, "sql",
		    result->sql ? json_object_new_string(result->sql) : NULL);
	for (size_t i = 0; i < result->diags.count; i++)
		json_object_array_add(list,
				      diagnostic_json(&result->diags.items[i]));
	json_object_object_add(root, "diagnostics", list);
	const char *text = json_object_to_json_string_ext(
	    root, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
		      JSON_C_TO_STRING_NOSLASHESCAPE);
	size_t len = text ? strlen(text) : 0;
	char *copy = text ? malloc(len + 1) : NULL;
	if (copy)
		memcpy(copy, text, len + 1);
	json_object_put(root);
	return copy;
}

void plansql_result_free(plansql_result *result)
{
	if (!result)
		return;
	free(result->sql);
	free(result->tree);
	free(result->plan);
	arena_free(&result->arena);
	free(result);
}

void plansql_free(void *pointer)
{
	free(pointer);
}

const char *plansql_severity_name(plansql_severity severity)
{
	switch (severity) {
	case PLANSQL_ERROR:
		return "error";
	case PLANSQL_WARNING:
		return "warning";
	case PLANSQL_FIXED:
		return "fixed";
	}
	return "unknown";
}
