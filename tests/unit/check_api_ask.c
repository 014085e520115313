/* The public API of asking a model (plansql_ask_*), driven with canned
 * reply bodies: nothing goes over a network here (tests/unit/ask-api.sh does
 * the round trip against tests/cli/fake_llm.py). */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask_replies.h"
#include "plansql.h"
#include "runner.h"
#include "testlib.h"

#define CLARIFY                                                                \
	"{\"decision\":\"clarify\",\"ambiguities\":[\"Which year?\"],"         \
	"\"selections\":[{\"table\":\"genres\",\"columns\":[{\"table\":"       \
	"\"genres\",\"column\":\"Name\"}]}]}"
#define TERMINATE                                                              \
	"{\"decision\":\"terminate\",\"termination_reason\":\"No weather "     \
	"data\"}"

static plansql_catalog *catalog;

static void setup(void)
{
	catalog = load_demo_catalog();
}
static void teardown(void)
{
	plansql_catalog_free(catalog);
}

/* The compile options of every question: the demo catalog, a fixed now. */
static plansql_options demo_compile(void)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	o.now = TEST_NOW;
	return o;
}

static plansql_ask_options options(void)
{
	static plansql_options compile;
	compile = demo_compile();
	plansql_ask_options o;
	plansql_ask_options_init(&o, sizeof o);
	o.compile = &compile;
	o.model = "m";
	return o;
}

static plansql_conversation *start(const plansql_ask_options *o)
{
	plansql_conversation *c = NULL;
	plansql_result *r = plansql_ask_start("How many genres?", o, &c);
	ck_assert(plansql_result_ok(r));
	plansql_result_free(r);
	ck_assert_ptr_nonnull(c);
	return c;
}

/* Reads the model's content as the reply to the pending request. */
static plansql_result *answer(plansql_conversation *c, const char *content)
{
	ck_assert(plansql_ask_request(c, NULL, NULL, NULL));
	char *body = openai_reply(content);
	plansql_result *r = plansql_ask_read_reply(c, body, strlen(body));
	free(body);
	ck_assert_ptr_nonnull(r);
	return r;
}

START_TEST(accepted_plan)
{
	plansql_ask_options o = options();
	plansql_conversation *c = start(&o);
	const char *path, *body;
	size_t len;
	ck_assert_int_eq(plansql_ask_request(c, &path, &body, &len), 1);
	ck_assert_str_eq(path, "/chat/completions");
	ck_assert_uint_eq(strlen(body), len);
	ck_assert_ptr_nonnull(strstr(body, "How many genres?"));
	ck_assert_ptr_nonnull(strstr(body, "\"response_format\""));
	ck_assert_uint_gt(plansql_ask_table_count(c), 0);
	bool genres = false;
	for (size_t i = 0; i < plansql_ask_table_count(c); i++) {
		genres |= !strcmp(plansql_ask_table_name(c, i), "genres");
		ck_assert_ptr_nonnull(plansql_ask_table_reason(c, i));
	}
	ck_assert(genres);
	ck_assert_ptr_null(plansql_ask_table_name(c, 1000));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_PENDING);

	plansql_result *r = answer(c, GOOD);
	ck_assert(plansql_result_ok(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_ACCEPTED);
	ck_assert_ptr_nonnull(plansql_result_sql(r));
	ck_assert_str_eq(plansql_result_sql(r), plansql_ask_sql(c));
	ck_assert_ptr_nonnull(strstr(plansql_ask_sql(c), "\"genres\""));
	ck_assert_ptr_nonnull(plansql_ask_plan(c));
	ck_assert_uint_eq(plansql_ask_attempts(c), 1);
	ck_assert_int_eq(plansql_ask_request(c, &path, &body, &len), 0);
	ck_assert_ptr_null(body);
	plansql_result_free(r);
	/* no request is waiting any more */
	r = plansql_ask_read_reply(c, "{}", 2);
	ck_assert(has_code(r, "ask-no-request"));
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(bind_parameters)
{
	plansql_ask_options o = options();
	plansql_options compile = demo_compile();
	compile.flags = PLANSQL_PARAMS;
	o.compile = &compile;
	plansql_conversation *c = start(&o);
	plansql_result *r = answer(
	    c, "{\"decision\":\"proceed\",\"selections\":[{\"table\":"
	       "\"genres\",\"columns\":[{\"table\":\"genres\",\"column\":"
	       "\"Name\"}]}],\"global_filters\":[{\"table\":\"genres\","
	       "\"column\":\"Name\",\"op\":\"=\",\"value\":\"Rock\"}]}");
	ck_assert(plansql_result_ok(r));
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "?"));
	ck_assert_uint_eq(plansql_result_param_count(r), 1);
	ck_assert_str_eq(plansql_result_param(r, 0)->text, "Rock");
	ck_assert_int_eq(plansql_result_param(r, 0)->type,
			 PLANSQL_PARAM_STRING);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

static char *refuse_genres(void *context, const char *sql)
{
	int *calls = context;
	++*calls;
	return strstr(sql, "\"genres\"") ? strdup("no such table: genres")
					 : NULL;
}

START_TEST(explain_rejects)
{
	int calls = 0;
	plansql_ask_options o = options();
	o.explain = refuse_genres;
	o.explain_context = &calls;
	plansql_conversation *c = start(&o);
	plansql_result *r = answer(c, GOOD);
	ck_assert_int_eq(calls, 1);
	ck_assert(has_code(r, "explain-failed"));
	ck_assert_ptr_null(plansql_result_sql(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_REJECTED);
	const char *body;
	ck_assert(plansql_ask_request(c, NULL, &body, NULL));
	ck_assert_ptr_nonnull(strstr(body, "no such table: genres"));
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(rejected_then_corrected)
{
	plansql_ask_options o = options();
	plansql_conversation *c = start(&o);
	plansql_result *r = answer(c, UNKNOWN_TABLE);
	ck_assert(!plansql_result_ok(r));
	ck_assert(has_code(r, "unknown-table"));
	ck_assert_ptr_null(plansql_result_sql(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_REJECTED);
	ck_assert_ptr_null(plansql_ask_sql(c));
	plansql_result_free(r);

	const char *body;
	ck_assert_int_eq(plansql_ask_request(c, NULL, &body, NULL), 1);
	/* the next request carries the rejected reply and why */
	ck_assert_ptr_nonnull(strstr(body, "unknown-table"));
	ck_assert_ptr_nonnull(strstr(body, "weather"));
	ck_assert_ptr_nonnull(strstr(body, "\"assistant\""));

	r = answer(c, GOOD);
	ck_assert(plansql_result_ok(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_ACCEPTED);
	ck_assert_uint_eq(plansql_ask_attempts(c), 2);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(retries_used_up)
{
	plansql_ask_options o = options();
	o.retries = 1;
	plansql_conversation *c = start(&o);
	plansql_result_free(answer(c, UNKNOWN_TABLE));
	plansql_result_free(answer(c, UNKNOWN_TABLE));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_REJECTED);
	ck_assert_int_eq(plansql_ask_request(c, NULL, NULL, NULL), 0);
	ck_assert_uint_eq(plansql_ask_attempts(c), 2);
	ck_assert_ptr_nonnull(plansql_ask_plan(c));
	plansql_conversation_free(c);
}
END_TEST

START_TEST(clarify)
{
	plansql_ask_options o = options();
	plansql_conversation *c = start(&o);
	plansql_result *r = answer(c, CLARIFY);
	ck_assert(plansql_result_ok(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_CLARIFY);
	ck_assert_str_eq(plansql_ask_verdict_name(plansql_ask_verdict_of(c)),
			 "clarify");
	ck_assert_uint_eq(plansql_ask_clarify_count(c), 1);
	ck_assert_str_eq(plansql_ask_clarify(c, 0), "Which year?");
	ck_assert_ptr_null(plansql_ask_clarify(c, 1));
	ck_assert_ptr_null(plansql_ask_termination_reason(c));
	ck_assert_int_eq(plansql_ask_request(c, NULL, NULL, NULL), 0);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(terminate)
{
	plansql_ask_options o = options();
	plansql_conversation *c = start(&o);
	plansql_result_free(answer(c, TERMINATE));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_TERMINATE);
	ck_assert_str_eq(plansql_ask_termination_reason(c), "No weather data");
	ck_assert_uint_eq(plansql_ask_clarify_count(c), 0);
	ck_assert_ptr_null(plansql_ask_sql(c));
	ck_assert_int_eq(plansql_ask_request(c, NULL, NULL, NULL), 0);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(refusal)
{
	plansql_ask_options o = options();
	plansql_conversation *c = start(&o);
	static const char body[] =
	    "{\"choices\":[{\"message\":{\"content\":null,\"refusal\":"
	    "\"I cannot help\"},\"finish_reason\":\"stop\"}]}";
	plansql_result *r = plansql_ask_read_reply(c, body, strlen(body));
	ck_assert(has_code(r, "llm-refusal"));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_NO_PLAN);
	/* a refusal is not asked again */
	ck_assert_int_eq(plansql_ask_request(c, NULL, NULL, NULL), 0);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(bad_reply_keeps_request)
{
	plansql_ask_options o = options();
	plansql_conversation *c = start(&o);
	plansql_result *r = plansql_ask_read_reply(c, "[1]", 3);
	ck_assert(has_code(r, "llm-reply"));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_PENDING);
	ck_assert_int_eq(plansql_ask_request(c, NULL, NULL, NULL), 1);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(llamacpp_two_requests)
{
	plansql_ask_options o = options();
	o.api = PLANSQL_ASK_LLAMACPP;
	plansql_conversation *c = start(&o);
	const char *path, *body;
	ck_assert(plansql_ask_request(c, &path, &body, NULL));
	ck_assert_str_eq(path, "/apply-template");
	ck_assert_ptr_nonnull(strstr(body, "\"messages\""));
	static const char rendered[] = "{\"prompt\":\"<s>RENDERED-PROMPT\"}";
	plansql_result *r =
	    plansql_ask_read_reply(c, rendered, strlen(rendered));
	ck_assert(plansql_result_ok(r));
	plansql_result_free(r);
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_PENDING);
	ck_assert(plansql_ask_request(c, &path, &body, NULL));
	ck_assert_str_eq(path, "/completion");
	ck_assert_ptr_nonnull(strstr(body, "RENDERED-PROMPT"));
	ck_assert_ptr_nonnull(strstr(body, "\"grammar\""));
	char *quoted = json_string(GOOD);
	char reply[1024];
	snprintf(reply, sizeof reply,
		 "{\"content\":%s,\"stop\":true,\"stop_type\":\"eos\"}",
		 quoted);
	free(quoted);
	r = plansql_ask_read_reply(c, reply, strlen(reply));
	ck_assert(plansql_result_ok(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_ACCEPTED);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(missing_catalog)
{
	plansql_ask_options o;
	plansql_ask_options_init(&o, sizeof o);
	plansql_conversation *c = (plansql_conversation *)&o;
	plansql_result *r = plansql_ask_start("How many?", &o, &c);
	ck_assert_ptr_null(c);
	ck_assert(has_code(r, "missing-argument"));
	plansql_result_free(r);
	plansql_options compile = demo_compile();
	o.compile = &compile;
	o.tier = (plansql_ask_tier)7;
	r = plansql_ask_start("How many?", &o, &c);
	ck_assert_ptr_null(c);
	ck_assert(has_code(r, "bad-ask-option"));
	plansql_result_free(r);
	o.tier = PLANSQL_TIER_MINIMAL;
	o.samples = 3;
	r = plansql_ask_start("How many?", &o, &c);
	ck_assert_ptr_null(c);
	ck_assert(has_code(r, "bad-ask-option"));
	plansql_result_free(r);
}
END_TEST

/* A caller built against an older, shorter struct: what it lacks keeps
 * its default. */
START_TEST(shorter_options)
{
	plansql_ask_options o;
	memset(&o, 0xff, sizeof o);
	size_t old_size = offsetof(plansql_ask_options, schema);
	plansql_ask_options_init(&o, old_size);
	ck_assert_uint_eq(o.size, old_size);
	ck_assert_int_eq(o.retries, 2);
	plansql_options compile = demo_compile();
	o.compile = &compile; /* past the end: not read */
	plansql_conversation *c;
	plansql_result *r = plansql_ask_start("How many?", &o, &c);
	ck_assert_ptr_null(c); /* the catalog was not seen */
	ck_assert(has_code(r, "missing-argument"));
	plansql_result_free(r);
}
END_TEST

static size_t count_code(const plansql_result *r, const char *code)
{
	size_t n = 0;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		n += !strcmp(plansql_result_diagnostic(r, i)->code, code);
	return n;
}

/* A finding of the audit is reported once, though the audited plan is
 * compiled after it (with a policy too): the model hears it once, and
 * the ranking of candidates counts it once. */
START_TEST(each_finding_once)
{
	static const char orphan[] =
	    "{\"decision\":\"proceed\",\"selections\":[{\"table\":"
	    "\"genres\",\"columns\":[{\"column\":\"Name\",\"role\":"
	    "\"projection\"},{\"column\":\"GenreId\",\"role\":"
	    "\"filter\"}]}]}";
	static const char policy_json[] =
	    "{\"roles\": {\"analyst\": {\"deny_tables\": [\"employees\"]}}}";
	plansql_policy *policy = NULL;
	plansql_result_free(plansql_policy_read(
	    policy_json, strlen(policy_json), "analyst", &policy));
	ck_assert_ptr_nonnull(policy);
	for (int with_policy = 0; with_policy < 2; with_policy++) {
		plansql_ask_options o = options();
		plansql_options compile = demo_compile();
		compile.policy = with_policy ? policy : NULL;
		o.compile = &compile;
		plansql_conversation *c = start(&o);
		plansql_result *r = answer(c, orphan);
		ck_assert(plansql_result_ok(r));
		ck_assert_uint_eq(count_code(r, "orphan-filter-column"), 1);
		plansql_result_free(r);
		plansql_conversation_free(c);
	}
	plansql_policy_free(policy);
}
END_TEST

/* The caller's value lookup: no row holds a value as written, and the
 * column writes it in capitals. */
static plansql_value_found capitals(void *context, const char *schema,
				    const char *table, const char *column,
				    const char *value,
				    plansql_value_spellings *spellings)
{
	(void)context, (void)schema, (void)table, (void)column;
	char upper[64];
	size_t i = 0;
	for (; value[i] && i < sizeof upper - 1; i++)
		upper[i] = (char)(value[i] >= 'a' && value[i] <= 'z'
				      ? value[i] - 32
				      : value[i]);
	upper[i] = '\0';
	plansql_value_spellings_add(spellings, upper);
	return PLANSQL_VALUE_MISSING;
}

/* A plan the compile rejects (no such column), whose e-mail address the
 * audit finds spelt otherwise, and whose company no row holds (the
 * catalog keeps the companies' names). */
#define EMAIL_AND_NAME_REJECTED                                                \
	"{\"decision\":\"proceed\",\"selections\":[{\"table\":"                \
	"\"customers\",\"columns\":[{\"column\":\"NoSuchColumn\"}],"           \
	"\"filters\":[{\"column\":\"Email\",\"op\":\"=\",\"value\":"           \
	"\"ann@example.com\"},{\"column\":\"Company\",\"op\":\"=\","           \
	"\"value\":\"acme\"}]}]}"

/* The body of the request after a rejected answer under samples: the
 * feedback the model reads. */
static char *feedback_with(int samples)
{
	plansql_ask_options o = options();
	plansql_options compile = demo_compile();
	compile.lookup_value = capitals;
	o.compile = &compile;
	o.samples = samples;
	plansql_conversation *c = start(&o);
	plansql_result *r = answer(c, EMAIL_AND_NAME_REJECTED);
	/* what the audit found is the same whatever the model is told */
	ck_assert_uint_eq(count_code(r, "value-spelling"), 1);
	ck_assert_uint_eq(count_code(r, "value-not-found"), 1);
	plansql_result_free(r);
	const char *body = NULL;
	size_t len = 0;
	ck_assert(plansql_ask_request(c, NULL, &body, &len));
	char *copy = strdup(body);
	plansql_conversation_free(c);
	return copy;
}

/* A column whose values the model may not be sent is looked up for the
 * audit as every command looks it up (the statement is the one plansql
 * run runs), but what the audit found of it is not told to the model. */
START_TEST(private_findings_are_not_sent)
{
	char *safe = feedback_with(PLANSQL_SAMPLES_SAFE);
	ck_assert_ptr_null(strstr(safe, "ANN@EXAMPLE.COM"));
	ck_assert_ptr_nonnull(strstr(safe, "Northwind Audio"));
	free(safe);
	char *all = feedback_with(PLANSQL_SAMPLES_ALL);
	ck_assert_ptr_nonnull(strstr(all, "ANN@EXAMPLE.COM"));
	ck_assert_ptr_nonnull(strstr(all, "Northwind Audio"));
	free(all);
	char *none = feedback_with(PLANSQL_SAMPLES_NONE);
	ck_assert_ptr_null(strstr(none, "ANN@EXAMPLE.COM"));
	ck_assert_ptr_null(strstr(none, "Northwind Audio"));
	ck_assert_ptr_nonnull(strstr(none, "NoSuchColumn"));
	free(none);
	plansql_ask_options o;
	plansql_ask_options_init(&o, sizeof o);
	ck_assert_int_eq(o.samples, PLANSQL_SAMPLES_SAFE);
}
END_TEST

/* ---- the one call, over a caller's transport ---- */

struct script {
	const char *contents[4];
	int next, calls;
	char last_path[64];
};

static int send_scripted(void *context, const char *path, const char *body,
			 size_t len, char **reply, size_t *reply_len)
{
	struct script *s = context;
	(void)body;
	(void)len;
	s->calls++;
	snprintf(s->last_path, sizeof s->last_path, "%s", path);
	if (!s->contents[s->next])
		return 0;
	*reply = openai_reply(s->contents[s->next++]);
	*reply_len = strlen(*reply);
	return 1;
}

START_TEST(one_call_with_caller_transport)
{
	struct script s = {.contents = {UNKNOWN_TABLE, GOOD}};
	plansql_ask_options o = options();
	o.send = send_scripted;
	o.send_context = &s;
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	ck_assert(plansql_result_ok(r));
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_ACCEPTED);
	ck_assert_uint_eq(plansql_ask_attempts(c), 2);
	ck_assert_int_eq(s.calls, 2);
	ck_assert_str_eq(s.last_path, "/chat/completions");
	ck_assert_str_eq(plansql_result_sql(r), plansql_ask_sql(c));
	ck_assert_uint_gt(plansql_ask_table_count(c), 0);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(one_call_transport_fails)
{
	struct script s = {.contents = {NULL}};
	plansql_ask_options o = options();
	o.send = send_scripted;
	o.send_context = &s;
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	ck_assert(has_code(r, "llm-transport"));
	/* the conversation stays, with what came before the failure */
	ck_assert_ptr_nonnull(c);
	ck_assert(plansql_ask_interrupted(c));
	/* the attempt whose request failed: no reply, no plan */
	ck_assert_uint_eq(plansql_ask_attempts(c), 1);
	plansql_ask_attempt at;
	ck_assert(plansql_ask_attempt_get(c, 0, &at, sizeof at));
	ck_assert_ptr_null(at.reply);
	ck_assert_ptr_null(at.plan);
	ck_assert_int_eq(at.verdict, PLANSQL_ASK_NO_PLAN);
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_NO_PLAN);
	ck_assert_int_eq(plansql_ask_chosen(c), -1);
	plansql_conversation_free(c);
	plansql_result_free(r);
	o.send = NULL;
	r = plansql_ask("How many genres?", &o, &c);
	ck_assert(has_code(r, "missing-argument"));
	ck_assert_ptr_null(c);
	plansql_result_free(r);
}
END_TEST

/* Which columns' values are withheld from the model, and why, in each
 * samples mode; columns by their indexes, as the catalog lists them. */
START_TEST(withheld_columns_say_why)
{
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, NULL, "customers", NULL);
	plansql_catalog_builder_column(b, "genre", "TEXT", 0, NULL);
	plansql_catalog_builder_column(b, "email", "TEXT", 0, NULL);
	plansql_catalog_builder_column(b, "notes", "TEXT", PLANSQL_PRIVATE,
				       NULL);
	plansql_catalog_builder_column(b, "contact", "TEXT", 0, NULL);
	const char *const contacts[] = {"ann@example.com"};
	plansql_catalog_builder_samples(b, contacts, 1);
	plansql_catalog *c = NULL;
	plansql_result_free(plansql_catalog_builder_finish(b, &c));
	ck_assert_ptr_nonnull(c);
	ck_assert_uint_eq(plansql_catalog_column_count(c, 0), 4);
	ck_assert_str_eq(plansql_catalog_column_name(c, 0, 1), "email");
	ck_assert_ptr_null(plansql_catalog_column_name(c, 0, 4));
	ck_assert_uint_eq(plansql_catalog_column_count(c, 1), 0);

	ck_assert_ptr_null(plansql_ask_withheld(c, 0, 0, PLANSQL_SAMPLES_SAFE));
	ck_assert_str_eq(plansql_ask_withheld(c, 0, 1, PLANSQL_SAMPLES_SAFE),
			 "e-mail addresses");
	ck_assert_str_eq(plansql_ask_withheld(c, 0, 2, PLANSQL_SAMPLES_SAFE),
			 "the catalog marks it private");
	ck_assert_str_eq(plansql_ask_withheld(c, 0, 3, PLANSQL_SAMPLES_SAFE),
			 "e-mail addresses");
	/* all: only the catalog's mark withholds */
	ck_assert_ptr_null(plansql_ask_withheld(c, 0, 1, PLANSQL_SAMPLES_ALL));
	ck_assert_str_eq(plansql_ask_withheld(c, 0, 2, PLANSQL_SAMPLES_ALL),
			 "the catalog marks it private");
	ck_assert_str_eq(plansql_ask_withheld(c, 0, 0, PLANSQL_SAMPLES_NONE),
			 "no values are sent");
	ck_assert_ptr_null(plansql_ask_withheld(c, 0, 4, PLANSQL_SAMPLES_NONE));
	ck_assert_ptr_null(plansql_ask_withheld(c, 1, 0, PLANSQL_SAMPLES_NONE));
	ck_assert_ptr_null(plansql_ask_withheld(c, 0, 2, 7));
	ck_assert_ptr_null(plansql_ask_withheld(NULL, 0, 0, 0));
	plansql_catalog_free(c);
}
END_TEST

static Suite *api_ask_suite(void)
{
	Suite *s = suite_create("api_ask");
	TCase *tc = tcase_create("steps");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, accepted_plan);
	tcase_add_test(tc, bind_parameters);
	tcase_add_test(tc, explain_rejects);
	tcase_add_test(tc, rejected_then_corrected);
	tcase_add_test(tc, retries_used_up);
	tcase_add_test(tc, clarify);
	tcase_add_test(tc, terminate);
	tcase_add_test(tc, refusal);
	tcase_add_test(tc, bad_reply_keeps_request);
	tcase_add_test(tc, llamacpp_two_requests);
	tcase_add_test(tc, missing_catalog);
	tcase_add_test(tc, private_findings_are_not_sent);
	tcase_add_test(tc, each_finding_once);
	tcase_add_test(tc, shorter_options);
	tcase_add_test(tc, one_call_with_caller_transport);
	tcase_add_test(tc, one_call_transport_fails);
	tcase_add_test(tc, withheld_columns_say_why);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {api_ask_suite, NULL};
	return runner_run(suites);
}
