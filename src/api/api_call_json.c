/* plansql_call_json: a request object names a call and carries the
 * documents it needs as JSON values; each is handed to the public API as
 * its own text (the span of the request it was read from), so the
 * diagnostics point into the document they concern.  A request that is
 * not of this shape is answered with "bad-request" diagnostics pointing
 * into the request. */
#include "api/api_call.h"

#include <string.h>

#include "api/api_internal.h"
#include "json/json_read.h"
#include "json/json_scan.h"
#include "common/plansql_limits.h"
#include "plan/plan_calendar.h"
#include "sql/sql_dialect.h"

enum call_kind {
	CALL_COMPILE,
	CALL_AUDIT,
	CALL_PATCH,
	CALL_OPTIONS,
	CALL_STEPS,
	CALL_CATALOG,
	CALL_VERSION
};
static const char *const call_names[] = {
    "compile", "audit", "patch", "options", "steps", "catalog", "version"};

/* The request as read: its documents are nodes of the request's tree. */
struct request {
	enum call_kind call;
	const jvalue *plan, *catalog, *policy, *glossary, *patch;
	const char *database, *role;
	bool sql;		 /* patch: compile the patched plan */
	plansql_options options; /* catalog, policy, glossary set later */
};

/* What a call made besides its results, written by write_extra. */
struct made {
	enum call_kind call;
	bool compile_wanted; /* patch: "sql" is reported */
	bool compiled;
	plansql_catalog *catalog;
	plansql_policy *policy;
	plansql_glossary *glossary;
	plansql_plan *plan;    /* read from the request */
	plansql_plan *patched; /* patch */
	plansql_steps *steps;
	char *options_json; /* options */
};

/* A member of the request: absent and null are the same, as in every
 * document plansql reads. */
static const jvalue *given(const jvalue *obj, const char *key)
{
	const jvalue *v = json_value_get(obj, key);
	return json_value_is(v, JV_NULL) ? NULL : v;
}

static void wrong_type(diag_list *d, const char *pointer, const char *what)
{
	plansql_diagnostic *e =
	    diag_error(d, "bad-request", pointer, "%s must be %s",
		       *pointer ? pointer : "the request", what);
	diag_hint(d, e, "see \"One call in JSON\" in docs/api.md");
}

static bool expect(diag_list *d, const jvalue *v, const char *pointer,
		   jv_type type, const char *what)
{
	if (json_value_is(v, type))
		return true;
	wrong_type(d, pointer, what);
	return false;
}

static bool expect_flag(diag_list *d, const jvalue *options, const char *key,
			const char *pointer, unsigned flag, unsigned *flags)
{
	const jvalue *v = given(options, key);
	if (!v)
		return true;
	if (!expect(d, v, pointer, JV_BOOLEAN, "true or false"))
		return false;
	if (v->as.boolean)
		*flags |= flag;
	return true;
}

static bool read_dialect(diag_list *d, const jvalue *v, plansql_dialect *out)
{
	const char *at = "/options/dialect";
	if (!expect(d, v, at, JV_STRING, "a dialect's name"))
		return false;
	if (plansql_dialect_from_name(v->as.string, out) == PLANSQL_OK)
		return true;
	plansql_diagnostic *e = diag_error(d, "bad-request", at,
					   "unknown dialect %N", v->as.string);
	char fixed[128];
	strbuf names;
	strbuf_init(&names, fixed, sizeof fixed, 4096);
	sql_dialect_put_names(&names, ", ");
	diag_hint(d, e, "one of %s", names.error ? "the dialects" : names.text);
	strbuf_release(&names);
	return false;
}

static bool read_now(diag_list *d, const jvalue *v, const char **now)
{
	const char *at = "/options/now";
	int64_t days;
	if (!expect(d, v, at, JV_STRING, "a date YYYY-MM-DD"))
		return false;
	if (!plan_calendar_parse(v->as.string, &days)) {
		wrong_type(d, at, "a date YYYY-MM-DD");
		return false;
	}
	*now = v->as.string;
	return true;
}

static const char *const option_keys[] = {
    "dialect", "params", "compact", "strict", "no_audit", "verify", "now"};
static const unsigned option_flags[] = {0,
					PLANSQL_PARAMS,
					PLANSQL_COMPACT,
					PLANSQL_STRICT,
					PLANSQL_NO_AUDIT,
					PLANSQL_VERIFY,
					0};

static bool known_key(const char *key, const char *const *keys, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (!strcmp(key, keys[i]))
			return true;
	return false;
}

static bool unknown_members(diag_list *d, arena *a, const jvalue *obj,
			    const char *at, const char *const *keys,
			    size_t count)
{
	bool ok = true;
	for (size_t i = 0; i < json_value_length(obj); i++) {
		const char *key = json_value_member_at(obj, i)->key;
		if (known_key(key, keys, count))
			continue;
		plansql_diagnostic *e =
		    diag_error(d, "bad-request", diag_pointer_key(a, at, key),
			       "unknown member %N", key);
		diag_hint(d, e, "see \"One call in JSON\" in docs/api.md");
		ok = false;
	}
	return ok;
}

static bool read_options(diag_list *d, arena *a, const jvalue *v,
			 plansql_options *o)
{
	if (!v)
		return true;
	if (!expect(d, v, "/options", JV_OBJECT, "an object"))
		return false;
	bool ok = unknown_members(d, a, v, "/options", option_keys,
				  COUNT_OF(option_keys));
	const jvalue *dialect = given(v, "dialect");
	if (dialect)
		ok &= read_dialect(d, dialect, &o->dialect);
	for (size_t i = 1; i + 1 < COUNT_OF(option_keys); i++)
		ok &=
		    expect_flag(d, v, option_keys[i],
				diag_pointer_key(a, "/options", option_keys[i]),
				option_flags[i], &o->flags);
	const jvalue *now = given(v, "now");
	if (now)
		ok &= read_now(d, now, &o->now);
	return ok;
}

static bool read_call(diag_list *d, const jvalue *v, enum call_kind *call)
{
	if (!v) {
		diag_error(d, "bad-request", "/call",
			   "the request names no call");
		return false;
	}
	if (!expect(d, v, "/call", JV_STRING, "a call's name"))
		return false;
	for (size_t i = 0; i < COUNT_OF(call_names); i++)
		if (!strcmp(v->as.string, call_names[i])) {
			*call = (enum call_kind)i;
			return true;
		}
	plansql_diagnostic *e = diag_error(d, "bad-request", "/call",
					   "unknown call %N", v->as.string);
	diag_hint(d, e,
		  "one of compile, audit, patch, options, steps, catalog, "
		  "version");
	return false;
}

/* A document is given as a JSON object or array; which of the two is
 * the reader's to check, as for a document of its own. */
static bool document(diag_list *d, arena *a, const jvalue *root,
		     const char *key, const jvalue **out)
{
	const jvalue *v = given(root, key);
	*out = NULL;
	if (!v)
		return true;
	if (!json_value_is(v, JV_OBJECT) && !json_value_is(v, JV_ARRAY)) {
		wrong_type(d, diag_pointer_key(a, "", key),
			   "a JSON object or array, not text or a number");
		return false;
	}
	*out = v;
	return true;
}

static bool text_member(diag_list *d, arena *a, const jvalue *root,
			const char *key, const char **out)
{
	const jvalue *v = given(root, key);
	if (!v)
		return true;
	if (!expect(d, v, diag_pointer_key(a, "", key), JV_STRING, "a string"))
		return false;
	*out = v->as.string;
	return true;
}

static void missing(diag_list *d, const char *what, const char *call)
{
	diag_error(d, "bad-request", "", "the call %s needs %s", call, what);
}

/* What each call needs, beyond the types read_request checks. */
static bool check_needs(diag_list *d, const struct request *q)
{
	const char *name = call_names[q->call];
	bool ok = true;
	if (q->call != CALL_CATALOG && q->call != CALL_VERSION && !q->plan) {
		missing(d, "a \"plan\"", name);
		ok = false;
	}
	if (q->call == CALL_PATCH && !q->patch) {
		missing(d, "a \"patch\"", name);
		ok = false;
	}
	if (q->call == CALL_CATALOG && !q->catalog && !q->database) {
		missing(d, "a \"catalog\" or a \"database\"", name);
		ok = false;
	}
	if (q->catalog && q->database) {
		diag_error(d, "bad-request", "/database",
			   "a request has a \"catalog\" or a \"database\", "
			   "not both");
		ok = false;
	}
	if (q->policy && !q->role) {
		diag_error(d, "bad-request", "/policy",
			   "a \"policy\" needs the \"role\" whose rules apply");
		ok = false;
	}
	return ok;
}

static const char *const request_keys[] = {
    "call", "plan",	"catalog", "database", "policy",
    "role", "glossary", "patch",   "options",  "sql"};

static bool read_request(diag_list *d, arena *a, const jvalue *root,
			 struct request *q)
{
	if (!expect(d, root, "", JV_OBJECT, "an object"))
		return false;
	bool ok = unknown_members(d, a, root, "", request_keys,
				  COUNT_OF(request_keys));
	ok &= read_call(d, given(root, "call"), &q->call);
	ok &= document(d, a, root, "plan", &q->plan);
	ok &= document(d, a, root, "catalog", &q->catalog);
	ok &= document(d, a, root, "policy", &q->policy);
	ok &= document(d, a, root, "glossary", &q->glossary);
	ok &= document(d, a, root, "patch", &q->patch);
	ok &= text_member(d, a, root, "database", &q->database);
	ok &= text_member(d, a, root, "role", &q->role);
	const jvalue *sql = given(root, "sql");
	if (sql && expect(d, sql, "/sql", JV_BOOLEAN, "true or false"))
		q->sql = sql->as.boolean;
	else if (sql)
		ok = false;
	const jvalue *options = given(root, "options");
	ok &= read_options(d, a, options, &q->options);
	q->options.flags |= PLANSQL_DESCRIBE; /* the reply lists them */
	if (given(options, "dialect"))
		q->sql = q->sql || q->call == CALL_PATCH;
	return ok && check_needs(d, q);
}

/* The text of a document of the request, for the reader of its kind. */
#define SPAN(v) (v)->src, (v)->src_len

/* The catalog, policy and glossary the request gives: false when one
 * of them has an error (the call is then not made). */
static bool read_context(call_reply *reply, const struct request *q,
			 struct made *m, plansql_options *o)
{
	if (q->catalog)
		api_reply_add(
		    reply, plansql_catalog_read(SPAN(q->catalog), &m->catalog),
		    "catalog", q->catalog->src, false);
	else if (q->database)
		api_reply_add(
		    reply, plansql_catalog_load(q->database, NULL, &m->catalog),
		    "database", NULL, false);
	if (q->policy)
		api_reply_add(
		    reply,
		    plansql_policy_read(SPAN(q->policy), q->role, &m->policy),
		    "policy", q->policy->src, false);
	if (q->glossary)
		api_reply_add(reply,
			      plansql_glossary_read(SPAN(q->glossary),
						    m->catalog, &m->glossary),
			      "glossary", q->glossary->src, false);
	o->catalog = m->catalog;
	o->policy = m->policy;
	o->glossary = m->glossary;
	return api_reply_ok(reply) && !reply->out_of_memory;
}

/* The plan read on its own (for the calls that take a plansql_plan),
 * refused as the compile refuses it under PLANSQL_STRICT. */
static bool read_plan(call_reply *reply, const struct request *q,
		      struct made *m, const plansql_options *o)
{
	plansql_result *r =
	    api_reply_add(reply, plansql_plan_read(SPAN(q->plan), &m->plan),
			  "plan", q->plan->src, false);
	if (r && compile_result_strict(r, o)) {
		plansql_plan_free(m->plan);
		m->plan = NULL;
	}
	return m->plan != NULL;
}

static void call_patch(call_reply *reply, const struct request *q,
		       struct made *m, const plansql_options *o)
{
	plansql_patch *patch = NULL;
	if (!read_plan(reply, q, m, o))
		return;
	plansql_result *r =
	    api_reply_add(reply, plansql_patch_read(SPAN(q->patch), &patch),
			  "patch", q->patch->src, false);
	if (r && compile_result_strict(r, o)) {
		plansql_patch_free(patch);
		patch = NULL;
	}
	if (patch)
		api_reply_add(
		    reply, plansql_plan_patch(m->plan, patch, o, &m->patched),
		    "patched", NULL, false);
	plansql_patch_free(patch);
	if (!m->patched || !m->compile_wanted)
		return;
	/* plansql_plan_patch has audited the patched plan against the same
	 * catalog and policy: its findings are reported once. */
	plansql_options again = *o;
	again.flags |= PLANSQL_NO_AUDIT;
	api_reply_add(reply, plansql_plan_compile(m->patched, &again),
		      "patched", NULL, true);
	m->compiled = true;
}

static void make_call(call_reply *reply, const struct request *q,
		      struct made *m, const plansql_options *o)
{
	plansql_plan *audited = NULL;
	switch (q->call) {
	case CALL_COMPILE:
		api_reply_add(reply, plansql_compile(SPAN(q->plan), o), "plan",
			      q->plan->src, true);
		break;
	case CALL_AUDIT:
		api_reply_add(reply, plansql_audit(SPAN(q->plan), o, &audited),
			      "plan", q->plan->src, true);
		plansql_plan_free(audited);
		break;
	case CALL_PATCH:
		call_patch(reply, q, m, o);
		break;
	case CALL_OPTIONS:
		if (read_plan(reply, q, m, o))
			m->options_json = plansql_plan_options(m->plan, o);
		break;
	case CALL_STEPS:
		if (read_plan(reply, q, m, o))
			api_reply_add(reply,
				      plansql_plan_steps(m->plan, o, &m->steps),
				      "plan", NULL, true);
		break;
	case CALL_CATALOG:
	case CALL_VERSION:
		break;
	}
}

static void write_text_member(json_writer *w, const char *key, char *json)
{
	json_write_key(w, key);
	if (json)
		json_write_json(w, json);
	else
		json_write_null(w);
	plansql_free(json);
}

static void write_steps(json_writer *w, const plansql_steps *steps)
{
	json_write_key(w, "steps");
	if (!steps) {
		json_write_null(w);
		return;
	}
	json_write_begin_array(w);
	for (size_t i = 0; i < plansql_steps_count(steps); i++) {
		json_write_begin_object(w);
		json_write_member_string(w, "label",
					 plansql_steps_label(steps, i));
		json_write_member_string(w, "pointer",
					 plansql_steps_pointer(steps, i));
		json_write_member_string(w, "sql", plansql_steps_sql(steps, i));
		json_write_end_object(w);
	}
	json_write_end_array(w);
}

static void write_extra(json_writer *w, void *context)
{
	struct made *m = context;
	switch (m->call) {
	case CALL_PATCH:
		write_text_member(w, "plan",
				  m->patched ? plansql_plan_json(m->patched)
					     : NULL);
		if (m->compile_wanted && !m->compiled) {
			json_write_key(w, "sql");
			json_write_null(w);
		}
		break;
	case CALL_OPTIONS:
		write_text_member(w, "options", m->options_json);
		m->options_json = NULL;
		break;
	case CALL_STEPS:
		write_steps(w, m->steps);
		break;
	case CALL_CATALOG:
		write_text_member(w, "catalog",
				  m->catalog ? plansql_catalog_json(m->catalog)
					     : NULL);
		break;
	case CALL_VERSION:
		json_write_member_string(w, "version", plansql_version());
		json_write_key(w, "version_number");
		json_write_int(w, plansql_version_number());
		json_write_key(
		    w, "dialects"); /* by number, as plansql_dialect_name */
		json_write_begin_array(w);
		for (size_t i = 0; i < plansql_dialect_count(); i++)
			json_write_string(
			    w, plansql_dialect_name((plansql_dialect)i));
		json_write_end_array(w);
		break;
	default:
		break;
	}
}

static void made_free(struct made *m)
{
	plansql_catalog_free(m->catalog);
	plansql_policy_free(m->policy);
	plansql_glossary_free(m->glossary);
	plansql_plan_free(m->plan);
	plansql_plan_free(m->patched);
	plansql_steps_free(m->steps);
	plansql_free(m->options_json);
}

/* The request's own problems, all reported as bad-request. */
static const jvalue *scan_request(plansql_result *bad, arena *tree,
				  const char *text, size_t len,
				  struct request *q)
{
	diag_list *d = &bad->diags;
	const jvalue *root = json_scan_document(text, len, &json_catalog_limits,
						d, tree, &bad->arena);
	for (size_t i = 0; i < d->count; i++)
		d->items[i].code = "bad-request";
	if (root && read_request(d, &bad->arena, root, q))
		return root;
	return NULL;
}

char *plansql_call_json(const char *request, size_t len)
{
	if (!request) {
		request = "";
		len = 0;
	}
	bool ok;
	call_reply reply;
	api_reply_init(&reply, request, len);
	struct made m = {0};
	struct request q = {.options = PLANSQL_OPTIONS_INIT};
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	plansql_result *bad = api_reply_add(&reply, compile_result_new(),
					    "request", request, false);
	if (bad && scan_request(bad, &tree, request, len, &q)) {
		m.call = q.call;
		m.compile_wanted = q.sql;
		plansql_options o = q.options;
		if (read_context(&reply, &q, &m, &o))
			make_call(&reply, &q, &m, &o);
	}
	char *text = api_reply_finish(&reply, write_extra, &m, &ok);
	made_free(&m);
	arena_free(&tree);
	return text;
}
