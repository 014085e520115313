/* plansql_call_json: each call, each form of a bad request with its
 * pointer, and the same answers as the calls of the C API: the SQL of
 * every golden rules case in every dialect, a patch then its compile,
 * the options, the steps, the catalog.  Responses are read with json-c,
 * a parser independent of plansql's. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"
#include "testlib.h"

static char *demo_catalog_text;
static char *top_tracks_text;

/* The response to request, parsed; its "ok" is checked to be a
 * boolean. */
static json_object *call(const char *request)
{
	char *text = plansql_call_json(request, strlen(request));
	ck_assert_ptr_nonnull(text);
	json_object *response = json_tokener_parse(text);
	ck_assert_msg(response, "the response is not JSON:\n%s", text);
	json_object *ok;
	ck_assert(json_object_object_get_ex(response, "ok", &ok));
	ck_assert(json_object_is_type(ok, json_type_boolean));
	plansql_free(text);
	return response;
}

static json_object *member(json_object *o, const char *key)
{
	json_object *v = NULL;
	ck_assert_msg(json_object_object_get_ex(o, key, &v),
		      "no member %s:\n%s", key, json_object_to_json_string(o));
	return v;
}

static const char *string_of(json_object *o, const char *key)
{
	return json_object_get_string(member(o, key));
}

static bool ok_of(json_object *response)
{
	return json_object_get_boolean(member(response, "ok"));
}

/* A request made of printf-style parts (the documents as JSON text). */
static char *request_text(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
static char *request_text(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *text = malloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(text, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return text;
}

static void setup(void)
{
	char *path = src_path("examples/demo/catalog.json");
	demo_catalog_text = read_file(path, NULL);
	free(path);
	path = src_path("examples/plans/top-tracks.json");
	top_tracks_text = read_file(path, NULL);
	free(path);
	ck_assert(demo_catalog_text && top_tracks_text);
}

static void teardown(void)
{
	free(demo_catalog_text);
	free(top_tracks_text);
}

START_TEST(version_names_the_library)
{
	json_object *r = call("{\"call\": \"version\"}");
	ck_assert(ok_of(r));
	ck_assert_str_eq(string_of(r, "version"), plansql_version());
	ck_assert_int_eq(json_object_get_int(member(r, "version_number")),
			 plansql_version_number());
	json_object *dialects = member(r, "dialects");
	ck_assert_uint_eq(json_object_array_length(dialects),
			  plansql_dialect_count());
	for (size_t i = 0; i < plansql_dialect_count(); i++)
		ck_assert_str_eq(json_object_get_string(
				     json_object_array_get_idx(dialects, i)),
				 plansql_dialect_name((plansql_dialect)i));
	ck_assert_int_eq(json_object_array_length(member(r, "diagnostics")), 0);
	json_object_put(r);
}
END_TEST

/* Each bad request and the pointer its one diagnostic has. */
static const struct {
	const char *request, *pointer;
} bad_requests[] = {
    {"{\"call\": ", "/call"}, /* not JSON: where it ends */
    {"", ""},
    {"[\"compile\"]", ""},
    {"{}", "/call"},
    {"{\"call\": 1}", "/call"},
    {"{\"call\": \"compiel\"}", "/call"},
    {"{\"call\": \"version\", \"plna\": {}}", "/plna"},
    {"{\"call\": \"version\", \"options\": []}", "/options"},
    {"{\"call\": \"version\", \"options\": {\"dialct\": \"pg\"}}",
     "/options/dialct"},
    {"{\"call\": \"version\", \"options\": {\"dialect\": 5}}",
     "/options/dialect"},
    {"{\"call\": \"version\", \"options\": {\"dialect\": \"oracle\"}}",
     "/options/dialect"},
    {"{\"call\": \"version\", \"options\": {\"params\": 1}}",
     "/options/params"},
    {"{\"call\": \"version\", \"options\": {\"now\": \"2026-13-01\"}}",
     "/options/now"},
    {"{\"call\": \"compile\", \"plan\": \"{}\"}", "/plan"},
    {"{\"call\": \"compile\"}", ""},
    {"{\"call\": \"patch\", \"plan\": {}}", ""},
    {"{\"call\": \"catalog\"}", ""},
    {"{\"call\": \"catalog\", \"catalog\": [], \"database\": \"sqlite:x\"}",
     "/database"},
    {"{\"call\": \"compile\", \"plan\": {}, \"policy\": {}}", "/policy"},
    {"{\"call\": \"compile\", \"plan\": {}, \"role\": 1}", "/role"},
    {"{\"call\": \"patch\", \"plan\": {}, \"patch\": [], \"sql\": \"yes\"}",
     "/sql"},
};

START_TEST(a_bad_request_points_into_the_request)
{
	json_object *r = call(bad_requests[_i].request);
	json_object *diags = member(r, "diagnostics");
	ck_assert_msg(!ok_of(r), "%s", bad_requests[_i].request);
	ck_assert_int_eq(json_object_array_length(diags), 1);
	json_object *d = json_object_array_get_idx(diags, 0);
	ck_assert_str_eq(string_of(d, "code"), "bad-request");
	ck_assert_str_eq(string_of(d, "severity"), "error");
	ck_assert_str_eq(string_of(d, "source"), "request");
	ck_assert_msg(
	    !strcmp(string_of(d, "pointer"), bad_requests[_i].pointer),
	    "%s: pointer %s", bad_requests[_i].request,
	    string_of(d, "pointer"));
	ck_assert_int_eq(json_object_object_length(r), 2); /* ok, diagnostics */
	json_object_put(r);
}
END_TEST

START_TEST(a_null_request_is_a_bad_request)
{
	char *text = plansql_call_json(NULL, 5);
	ck_assert_ptr_nonnull(strstr(text, "\"bad-request\""));
	plansql_free(text);
}
END_TEST

/* The request compiling a golden case as plansql_compile does, or NULL
 * when the case's plan is not a JSON object (a test of the reader). */
static char *compile_request(const struct test_case *c, const char *plan,
			     const char *dialect, bool no_audit)
{
	char *catalog_path = case_path(c, "catalog");
	char *catalog = read_file(catalog_path, NULL);
	free(catalog_path);
	if (!catalog && no_audit)
		catalog = strdup(demo_catalog_text);
	char *text = request_text(
	    "{\"call\": \"compile\", \"options\": {\"dialect\": \"%s\", "
	    "\"now\": \"" TEST_NOW "\", \"no_audit\": %s},\n"
	    "\"catalog\": %s,\n\"plan\": %s}",
	    dialect, no_audit ? "true" : "false", catalog ? catalog : "null",
	    plan);
	free(catalog);
	return text;
}

static size_t cases_compared;

/* The response reports what the result of plansql_compile does. */
static void same_as(json_object *response, const plansql_result *r,
		    const char *name)
{
	json_object *sql = NULL;
	ck_assert_msg(json_object_object_get_ex(response, "sql", &sql),
		      "%s: no sql in %s", name,
		      json_object_to_json_string(response));
	const char *expected = plansql_result_sql(r);
	if (expected)
		ck_assert_msg(
		    json_object_get_string(sql) &&
			!strcmp(json_object_get_string(sql), expected),
		    "%s: the SQL differs", name);
	else
		ck_assert_msg(json_object_is_type(sql, json_type_null),
			      "%s: SQL without a compile", name);
	ck_assert_int_eq(ok_of(response), plansql_result_ok(r));
	json_object *diags = member(response, "diagnostics");
	ck_assert_int_eq(json_object_array_length(diags),
			 plansql_result_diagnostic_count(r));
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		json_object *got = json_object_array_get_idx(diags, i);
		ck_assert_str_eq(string_of(got, "code"), d->code);
		ck_assert_str_eq(string_of(got, "pointer"), d->pointer);
		ck_assert_str_eq(string_of(got, "message"), d->message);
		ck_assert_str_eq(string_of(got, "source"), "plan");
	}
}

START_TEST(compile_gives_the_sql_of_plansql_compile)
{
	struct test_case *cases = NULL;
	size_t count = 0, compared = 0;
	add_test_cases(&cases, &count, "tests/data/golden/rules",
		       "tests/data/golden/rules");
	const char *dialect = test_dialect(_i);
	plansql_dialect d;
	ck_assert_int_eq(plansql_dialect_from_name(dialect, &d), PLANSQL_OK);
	for (size_t i = 0; i < count; i++) {
		char *plan = read_file(cases[i].plan_path, NULL);
		struct case_sources s;
		case_sources_load(&cases[i], &s);
		plansql_options o = PLANSQL_OPTIONS_INIT;
		o.dialect = d;
		case_sources_apply(&s, &o);
		if (s.policy || s.glossary) {
			ck_abort_msg("%s: a policy or glossary; the test "
				     "sends neither",
				     cases[i].name);
		}
		json_object *parsed = json_tokener_parse(plan);
		if (json_object_is_type(parsed, json_type_object)) {
			char *request = compile_request(&cases[i], plan,
							dialect, s.no_audit);
			json_object *response = call(request);
			plansql_result *r =
			    plansql_compile(plan, strlen(plan), &o);
			same_as(response, r, cases[i].name);
			compared++;
			plansql_result_free(r);
			json_object_put(response);
			free(request);
		}
		json_object_put(parsed);
		case_sources_free(&s);
		free(plan);
		free(cases[i].plan_path);
		free(cases[i].expect_dir);
		free(cases[i].name);
	}
	free(cases);
	/* nearly every case is a plan object; a few test what is not */
	ck_assert_msg(compared + 10 >= count, "%zu of %zu compared", compared,
		      count);
	cases_compared = compared;
}
END_TEST

static const char patch_text[] =
    "[{\"operation\": \"add_column\", \"table\": \"tracks\", "
    "\"column\": \"Composer\"}, {\"operation\": \"modify_limit\", "
    "\"limit\": 3}]";

/* plansql_plan_patch, then plansql_plan_compile, of the C API. */
static plansql_plan *patched_by_the_api(plansql_options *o)
{
	plansql_catalog *catalog = load_demo_catalog();
	plansql_plan *plan, *patched = NULL;
	plansql_patch *patch;
	plansql_result_free(
	    plansql_plan_read(top_tracks_text, strlen(top_tracks_text), &plan));
	plansql_result_free(
	    plansql_patch_read(patch_text, strlen(patch_text), &patch));
	o->catalog = catalog;
	plansql_result_free(plansql_plan_patch(plan, patch, o, &patched));
	ck_assert_ptr_nonnull(patched);
	plansql_plan_free(plan);
	plansql_patch_free(patch);
	return patched;
}

START_TEST(patch_then_compile)
{
	char *request = request_text(
	    "{\"call\": \"patch\", \"options\": {\"dialect\": \"postgres\"}, "
	    "\"patch\": %s, \"catalog\": %s, \"plan\": %s}",
	    patch_text, demo_catalog_text, top_tracks_text);
	json_object *r = call(request);
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.dialect = PLANSQL_POSTGRES;
	plansql_plan *patched = patched_by_the_api(&o);
	char *plan_json = plansql_plan_json(patched);
	json_object *expected_plan = json_tokener_parse(plan_json);
	ck_assert(ok_of(r));
	ck_assert(json_object_equal(member(r, "plan"), expected_plan));
	plansql_result *compiled = plansql_plan_compile(patched, &o);
	ck_assert_str_eq(string_of(r, "sql"), plansql_result_sql(compiled));
	ck_assert_ptr_nonnull(strstr(string_of(r, "sql"), "\"Composer\""));
	/* the grouping changed: a warning about the operation */
	json_object *d = json_object_array_get_idx(member(r, "diagnostics"), 0);
	ck_assert_str_eq(string_of(d, "source"), "patch");
	ck_assert_str_eq(string_of(d, "pointer"), "/0/column");
	plansql_catalog_free((plansql_catalog *)o.catalog);
	plansql_result_free(compiled);
	plansql_free(plan_json);
	plansql_plan_free(patched);
	json_object_put(expected_plan);
	json_object_put(r);
	free(request);
}
END_TEST

START_TEST(patch_without_a_dialect_gives_the_plan_only)
{
	char *request =
	    request_text("{\"call\": \"patch\", \"patch\": %s, \"catalog\": "
			 "%s, \"plan\": %s}",
			 patch_text, demo_catalog_text, top_tracks_text);
	json_object *r = call(request), *sql;
	ck_assert(ok_of(r));
	ck_assert(json_object_is_type(member(r, "plan"), json_type_object));
	ck_assert(!json_object_object_get_ex(r, "sql", &sql));
	json_object_put(r);
	free(request);
}
END_TEST

START_TEST(a_patch_that_cannot_apply_points_into_the_patch)
{
	char *request = request_text(
	    "{\"call\": \"patch\", \"sql\": true, \"catalog\": %s, "
	    "\"plan\": %s, \"patch\": [{\"operation\": \"modify_limit\", "
	    "\"limit\": 2}, {\"operation\": \"remove_column\", \"table\": "
	    "\"tracks\", \"column\": \"Bytes\"}]}",
	    demo_catalog_text, top_tracks_text);
	json_object *r = call(request);
	ck_assert(!ok_of(r));
	ck_assert(json_object_is_type(member(r, "plan"), json_type_null));
	ck_assert(json_object_is_type(member(r, "sql"), json_type_null));
	json_object *diags = member(r, "diagnostics");
	bool found = false;
	for (size_t i = 0; i < json_object_array_length(diags); i++) {
		json_object *d = json_object_array_get_idx(diags, i);
		if (strcmp(string_of(d, "severity"), "error"))
			continue;
		ck_assert_str_eq(string_of(d, "source"), "patch");
		ck_assert(!strncmp(string_of(d, "pointer"), "/1", 2));
		found = true;
	}
	ck_assert(found);
	json_object_put(r);
	free(request);
}
END_TEST

START_TEST(audit_gives_the_repaired_plan)
{
	/* "Tracks": a name the audit repairs to the catalog's "tracks" */
	char *request = request_text(
	    "{\"call\": \"audit\", \"catalog\": %s, \"plan\": {\"decision\": "
	    "\"proceed\", \"selections\": [{\"table\": \"Tracks\", "
	    "\"columns\": [{\"table\": \"Tracks\", \"column\": \"Name\"}]}]}}",
	    demo_catalog_text);
	json_object *r = call(request);
	ck_assert(ok_of(r));
	json_object *plan = member(r, "plan");
	json_object *selection =
	    json_object_array_get_idx(member(plan, "selections"), 0);
	ck_assert_str_eq(string_of(selection, "table"), "tracks");
	json_object *d = json_object_array_get_idx(member(r, "diagnostics"), 0);
	ck_assert_str_eq(string_of(d, "severity"), "fixed");
	ck_assert_str_eq(string_of(d, "source"), "plan");
	ck_assert_str_eq(string_of(d, "pointer"), "/selections/0/table");
	json_object_put(r);
	free(request);
}
END_TEST

START_TEST(options_are_those_of_plansql_plan_options)
{
	char *request = request_text(
	    "{\"call\": \"options\", \"catalog\": %s, \"plan\": %s}",
	    demo_catalog_text, top_tracks_text);
	json_object *r = call(request);
	plansql_catalog *catalog = load_demo_catalog();
	plansql_plan *plan;
	plansql_result_free(
	    plansql_plan_read(top_tracks_text, strlen(top_tracks_text), &plan));
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	char *text = plansql_plan_options(plan, &o);
	json_object *expected = json_tokener_parse(text);
	ck_assert(ok_of(r));
	ck_assert(json_object_equal(member(r, "options"), expected));
	json_object_put(expected);
	plansql_free(text);
	plansql_plan_free(plan);
	plansql_catalog_free(catalog);
	json_object_put(r);
	free(request);
}
END_TEST

START_TEST(steps_are_those_of_plansql_plan_steps)
{
	char *request = request_text(
	    "{\"call\": \"steps\", \"options\": {\"dialect\": \"mysql\"}, "
	    "\"catalog\": %s, \"plan\": %s}",
	    demo_catalog_text, top_tracks_text);
	json_object *r = call(request);
	plansql_catalog *catalog = load_demo_catalog();
	plansql_plan *plan;
	plansql_steps *steps;
	plansql_result_free(
	    plansql_plan_read(top_tracks_text, strlen(top_tracks_text), &plan));
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	o.dialect = PLANSQL_MYSQL;
	plansql_result *expected = plansql_plan_steps(plan, &o, &steps);
	ck_assert(ok_of(r));
	ck_assert_str_eq(string_of(r, "sql"), plansql_result_sql(expected));
	json_object *list = member(r, "steps");
	ck_assert_uint_eq(json_object_array_length(list),
			  plansql_steps_count(steps));
	ck_assert_uint_gt(plansql_steps_count(steps), 2);
	for (size_t i = 0; i < plansql_steps_count(steps); i++) {
		json_object *step = json_object_array_get_idx(list, i);
		ck_assert_str_eq(string_of(step, "label"),
				 plansql_steps_label(steps, i));
		ck_assert_str_eq(string_of(step, "pointer"),
				 plansql_steps_pointer(steps, i));
		ck_assert_str_eq(string_of(step, "sql"),
				 plansql_steps_sql(steps, i));
	}
	plansql_steps_free(steps);
	plansql_result_free(expected);
	plansql_plan_free(plan);
	plansql_catalog_free(catalog);
	json_object_put(r);
	free(request);
}
END_TEST

static json_object *demo_catalog_json(void)
{
	plansql_catalog *catalog = load_demo_catalog();
	char *text = plansql_catalog_json(catalog);
	json_object *o = json_tokener_parse(text);
	plansql_free(text);
	plansql_catalog_free(catalog);
	return o;
}

START_TEST(catalog_is_read_or_loaded)
{
	json_object *expected = demo_catalog_json();
	char *request = request_text("{\"call\": \"catalog\", \"catalog\": %s}",
				     demo_catalog_text);
	json_object *r = call(request);
	ck_assert(ok_of(r));
	ck_assert(json_object_equal(member(r, "catalog"), expected));
	json_object_put(r);
	free(request);
	char *db = build_path("examples/demo.db");
	request = request_text(
	    "{\"call\": \"catalog\", \"database\": \"sqlite:%s\"}", db);
	r = call(request);
	ck_assert(ok_of(r));
	json_object *tables = member(r, "catalog");
	ck_assert_uint_eq(json_object_array_length(tables),
			  json_object_array_length(expected));
	json_object_put(r);
	free(request);
	free(db);
	json_object_put(expected);
}
END_TEST

START_TEST(a_bad_catalog_is_reported_as_the_catalog)
{
	json_object *r = call("{\"call\": \"compile\", \"plan\": {}, "
			      "\"catalog\": [{\"table_name\": 7}]}");
	ck_assert(!ok_of(r));
	ck_assert(!json_object_object_get_ex(r, "sql", NULL));
	json_object *d = json_object_array_get_idx(member(r, "diagnostics"), 0);
	ck_assert_str_eq(string_of(d, "source"), "catalog");
	ck_assert_str_eq(string_of(d, "pointer"), "/0/table_name");
	json_object_put(r);
	r = call(
	    "{\"call\": \"catalog\", \"database\": \"sqlite:/nonexistent/x\"}");
	ck_assert(!ok_of(r));
	d = json_object_array_get_idx(member(r, "diagnostics"), 0);
	ck_assert_str_eq(string_of(d, "source"), "database");
	json_object_put(r);
}
END_TEST

START_TEST(a_policy_applies_to_its_role)
{
	char *request = request_text(
	    "{\"call\": \"compile\", \"catalog\": %s, \"plan\": %s, "
	    "\"role\": \"clerk\", \"policy\": {\"roles\": {\"clerk\": "
	    "{\"deny_tables\": [\"artists\"]}}}}",
	    demo_catalog_text, top_tracks_text);
	json_object *r = call(request);
	ck_assert(!ok_of(r));
	ck_assert(json_object_is_type(member(r, "sql"), json_type_null));
	json_object *d = json_object_array_get_idx(member(r, "diagnostics"), 0);
	ck_assert_str_eq(string_of(d, "source"), "plan");
	ck_assert_str_eq(string_of(d, "severity"), "error");
	json_object_put(r);
	free(request);
}
END_TEST

START_TEST(params_give_the_values)
{
	json_object *r = call(
	    "{\"call\": \"compile\", \"options\": {\"params\": true, "
	    "\"compact\": true}, \"plan\": {\"decision\": \"proceed\", "
	    "\"selections\": [{\"table\": \"tracks\", \"columns\": "
	    "[{\"table\": \"tracks\", \"column\": \"Name\"}], \"filters\": "
	    "[{\"table\": \"tracks\", \"column\": \"Name\", \"op\": \"=\", "
	    "\"value\": \"x'y\"}]}]}}");
	ck_assert(ok_of(r));
	ck_assert_str_eq(string_of(r, "sql"), "SELECT \"tracks\".\"Name\" FROM "
					      "\"tracks\" WHERE "
					      "\"tracks\".\"Name\" = ?");
	json_object *p = json_object_array_get_idx(member(r, "parameters"), 0);
	ck_assert_str_eq(string_of(p, "value"), "x'y");
	json_object_put(r);
}
END_TEST

START_TEST(strict_refuses_a_plan_with_an_ignored_field)
{
	static const char *const calls[] = {"options", "steps", "compile"};
	for (size_t i = 0; i < 3; i++) {
		for (int strict = 0; strict < 2; strict++) {
			char *request = request_text(
			    "{\"call\": \"%s\", \"options\": {\"strict\": %s}, "
			    "\"plan\": {\"decision\": \"proceed\", \"bogus\": "
			    "1, "
			    "\"selections\": [{\"table\": \"t\", \"columns\": "
			    "[{\"table\": \"t\", \"column\": \"c\"}]}]}}",
			    calls[i], strict ? "true" : "false");
			json_object *r = call(request);
			ck_assert_msg(ok_of(r) == !strict, "%s", request);
			json_object *d = json_object_array_get_idx(
			    member(r, "diagnostics"), 0);
			ck_assert_str_eq(string_of(d, "code"), "unknown-field");
			ck_assert_str_eq(string_of(d, "source"), "plan");
			json_object_put(r);
			free(request);
		}
	}
}
END_TEST

/* A finding with a position in the plan's text (past the plan's list
 * limit, which a request may exceed) is placed in the request's text. */
START_TEST(positions_are_in_the_request)
{
	size_t items = 10001, len = 0;
	char *request = malloc(128 + 3 * items);
	len += (size_t)sprintf(request, "{\"call\": \"compile\",\n\"plan\": "
					"{\"decision\": \"proceed\", "
					"\"ambiguities\": [");
	for (size_t i = 0; i < items; i++)
		len += (size_t)sprintf(request + len, "%s7", i ? ", " : "");
	strcpy(request + len, "]}}");
	json_object *r = call(request);
	json_object *d = json_object_array_get_idx(member(r, "diagnostics"), 0);
	ck_assert_str_eq(string_of(d, "source"), "plan");
	ck_assert_str_eq(string_of(d, "pointer"), "/ambiguities/10000");
	long offset = json_object_get_int64(member(d, "offset"));
	ck_assert_int_eq(offset, strrchr(request, '7') - request);
	ck_assert_int_eq(json_object_get_int(member(d, "line")), 2);
	ck_assert_int_eq(json_object_get_int(member(d, "column")),
			 offset - (strchr(request, '\n') - request));
	json_object_put(r);
	free(request);
}
END_TEST

struct same_call {
	const char *request;
	const char *expected;
	int differed;
};

static void *call_often(void *context)
{
	struct same_call *c = context;
	for (int i = 0; i < 20; i++) {
		char *text = plansql_call_json(c->request, strlen(c->request));
		c->differed += !text || strcmp(text, c->expected);
		plansql_free(text);
	}
	return NULL;
}

/* No state is shared between calls: threads get what one thread does. */
START_TEST(threads_get_the_same_responses)
{
	char *request = request_text(
	    "{\"call\": \"patch\", \"options\": {\"dialect\": \"tsql\"}, "
	    "\"patch\": %s, \"catalog\": %s, \"plan\": %s}",
	    patch_text, demo_catalog_text, top_tracks_text);
	char *expected = plansql_call_json(request, strlen(request));
	struct same_call calls[4];
	pthread_t threads[4];
	for (int i = 0; i < 4; i++) {
		calls[i] = (struct same_call){request, expected, 0};
		ck_assert_int_eq(
		    pthread_create(&threads[i], NULL, call_often, &calls[i]),
		    0);
	}
	for (int i = 0; i < 4; i++) {
		pthread_join(threads[i], NULL);
		ck_assert_int_eq(calls[i].differed, 0);
	}
	plansql_free(expected);
	free(request);
}
END_TEST

static Suite *api_call_suite(void)
{
	Suite *s = suite_create("api_call");
	TCase *tc = tcase_create("call");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, version_names_the_library);
	tcase_add_loop_test(tc, a_bad_request_points_into_the_request, 0,
			    sizeof bad_requests / sizeof *bad_requests);
	tcase_add_test(tc, a_null_request_is_a_bad_request);
	tcase_add_loop_test(tc, compile_gives_the_sql_of_plansql_compile, 0,
			    test_dialect_count());
	tcase_add_test(tc, patch_then_compile);
	tcase_add_test(tc, patch_without_a_dialect_gives_the_plan_only);
	tcase_add_test(tc, a_patch_that_cannot_apply_points_into_the_patch);
	tcase_add_test(tc, audit_gives_the_repaired_plan);
	tcase_add_test(tc, options_are_those_of_plansql_plan_options);
	tcase_add_test(tc, steps_are_those_of_plansql_plan_steps);
	tcase_add_test(tc, catalog_is_read_or_loaded);
	tcase_add_test(tc, a_bad_catalog_is_reported_as_the_catalog);
	tcase_add_test(tc, a_policy_applies_to_its_role);
	tcase_add_test(tc, params_give_the_values);
	tcase_add_test(tc, positions_are_in_the_request);
	tcase_add_test(tc, threads_get_the_same_responses);
	tcase_add_test(tc, strict_refuses_a_plan_with_an_ignored_field);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {api_call_suite, NULL};
	return runner_run(suites);
}
