/* The network half of plansql ask without a network: the request body of
 * each API, read back field by field; each API's reply, good and bad;
 * the JSON object inside a model's text. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "ask/ask.h"
#include "json/json_scan.h"
#include "runner.h"

static arena a;
static diag_list d;

static void setup(void)
{
	arena_init(&a, 64u << 20);
	diag_init(&d, &a);
}

static void teardown(void)
{
	arena_free(&a);
}

static const struct json_limits limits = {.max_bytes = 1u << 20,
					  .max_list = 1000};

static const jvalue *parse(const char *text)
{
	const jvalue *v =
	    json_scan_document(text, strlen(text), &limits, &d, &a, &a);
	ck_assert_msg(v != NULL, "not JSON: %s", text);
	return v;
}

static const char *const schema = "{\"type\":\"object\",\"properties\":{}}";

static struct ask_messages conversation(void)
{
	struct ask_messages m;
	ask_messages_init(&m, &a);
	ck_assert(ask_messages_add(&m, "system", "You write plans."));
	ck_assert(ask_messages_add(&m, "user", "How many \"orders\"?\n"));
	return m;
}

/* The body of api as a tree, built with the given options. */
static const jvalue *body_of(enum ask_api api,
			     const struct ask_model_options *o,
			     const char *constraint)
{
	struct ask_messages m = conversation();
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 20);
	ck_assert(ask_request_body(api, o, &m, constraint, &sb));
	char *text = strbuf_finish(&sb);
	const jvalue *v = parse(arena_strdup(&a, text));
	free(text);
	return v;
}

static void check_messages(const jvalue *body)
{
	const jvalue *msgs = json_value_get(body, "messages");
	ck_assert_uint_eq(json_value_length(msgs), 2);
	ck_assert_str_eq(
	    json_value_string(json_value_get(json_value_item(msgs, 0), "role")),
	    "system");
	ck_assert_str_eq(json_value_string(json_value_get(
			     json_value_item(msgs, 1), "content")),
			 "How many \"orders\"?\n");
	ck_assert_uint_eq(json_value_length(json_value_item(msgs, 1)), 2);
}

START_TEST(openai_body)
{
	struct ask_model_options o = {.model = "gpt-x",
				      .temperature = 0.2,
				      .max_tokens = 800,
				      .choices = 3};
	const jvalue *b = body_of(ASK_API_OPENAI, &o, schema);
	ck_assert_str_eq(ask_request_path(ASK_API_OPENAI), "/chat/completions");
	ck_assert_str_eq(json_value_string(json_value_get(b, "model")),
			 "gpt-x");
	check_messages(b);
	ck_assert(json_value_double(json_value_get(b, "temperature")) == 0.2);
	ck_assert_int_eq(jv_int64(json_value_get(b, "n")), 3);
	ck_assert_int_eq(jv_int64(json_value_get(b, "max_tokens")), 800);
	const jvalue *rf = json_value_get(b, "response_format");
	ck_assert_str_eq(json_value_string(json_value_get(rf, "type")),
			 "json_schema");
	const jvalue *js = json_value_get(rf, "json_schema");
	ck_assert_str_eq(json_value_string(json_value_get(js, "name")), "plan");
	ck_assert(json_value_bool(json_value_get(js, "strict")));
	ck_assert_str_eq(json_value_string(json_value_get(
			     json_value_get(js, "schema"), "type")),
			 "object");
	ck_assert_uint_eq(json_value_length(b), 6);
}
END_TEST

START_TEST(openai_body_leaves_out_defaults)
{
	struct ask_model_options o = {
	    .model = "m", .temperature = -1, .max_tokens = -1, .choices = 1};
	const jvalue *b = body_of(ASK_API_OPENAI, &o, NULL);
	ck_assert_ptr_null(json_value_get(b, "temperature"));
	ck_assert_ptr_null(json_value_get(b, "n"));
	ck_assert_ptr_null(json_value_get(b, "max_tokens"));
	ck_assert_ptr_null(json_value_get(b, "response_format"));
	ck_assert_uint_eq(json_value_length(b), 2);
}
END_TEST

START_TEST(ollama_body)
{
	struct ask_model_options o = {.model = "qwen",
				      .temperature = 0,
				      .max_tokens = 500,
				      .choices = 3,
				      .context_tokens = 8192};
	const jvalue *b = body_of(ASK_API_OLLAMA, &o, schema);
	ck_assert_str_eq(ask_request_path(ASK_API_OLLAMA), "/api/chat");
	ck_assert_str_eq(json_value_string(json_value_get(b, "model")), "qwen");
	check_messages(b);
	ck_assert(json_value_is(json_value_get(b, "stream"), JV_BOOLEAN));
	ck_assert(!json_value_bool(json_value_get(b, "stream")));
	ck_assert_str_eq(json_value_string(json_value_get(
			     json_value_get(b, "format"), "type")),
			 "object");
	const jvalue *opts = json_value_get(b, "options");
	ck_assert(json_value_double(json_value_get(opts, "temperature")) == 0);
	ck_assert_int_eq(jv_int64(json_value_get(opts, "num_predict")), 500);
	ck_assert_int_eq(jv_int64(json_value_get(opts, "num_ctx")), 8192);
	ck_assert_ptr_null(json_value_get(b, "n"));
}
END_TEST

START_TEST(llamacpp_bodies)
{
	struct ask_model_options o = {
	    .model = "ignored", .temperature = 0.7, .max_tokens = 300};
	const jvalue *t = body_of(ASK_API_LLAMACPP, &o, "root ::= \"{}\"");
	ck_assert_str_eq(ask_request_path(ASK_API_LLAMACPP), "/apply-template");
	check_messages(t);
	ck_assert_uint_eq(json_value_length(t), 1);

	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 20);
	ck_assert(ask_request_completion_body(&o, "<|user|>How many?",
					      "root ::= \"{}\"", &sb));
	char *text = strbuf_finish(&sb);
	const jvalue *c = parse(arena_strdup(&a, text));
	free(text);
	ck_assert_str_eq(json_value_string(json_value_get(c, "prompt")),
			 "<|user|>How many?");
	ck_assert_str_eq(json_value_string(json_value_get(c, "grammar")),
			 "root ::= \"{}\"");
	ck_assert_int_eq(jv_int64(json_value_get(c, "n_predict")), 300);
	ck_assert(json_value_double(json_value_get(c, "temperature")) == 0.7);
	ck_assert(json_value_is(json_value_get(c, "stream"), JV_BOOLEAN));
}
END_TEST

START_TEST(schema_that_is_not_json_is_refused)
{
	struct ask_model_options o = {.model = "m"};
	struct ask_messages m = conversation();
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 20);
	ck_assert(!ask_request_body(ASK_API_OPENAI, &o, &m, "{\"a\":", &sb));
	strbuf_release(&sb);
}
END_TEST

/* ---- replies ---- */

static struct ask_reply read_ok(enum ask_api api, const char *body)
{
	struct ask_reply r;
	ck_assert_msg(ask_reply_read(api, body, strlen(body), &a, &r, &d),
		      "refused: %s", body);
	ck_assert_uint_eq(d.count, 0);
	return r;
}

static const char *read_fails(enum ask_api api, const char *body)
{
	struct ask_reply r;
	ck_assert(!ask_reply_read(api, body, strlen(body), &a, &r, &d));
	ck_assert_uint_ge(d.count, 1);
	ck_assert_ptr_nonnull(d.items[d.count - 1].hint);
	return d.items[d.count - 1].code;
}

START_TEST(openai_replies)
{
	struct ask_reply r = read_ok(
	    ASK_API_OPENAI,
	    "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":"
	    "\"{\\\"a\\\":1}\",\"refusal\":null},\"finish_reason\":\"stop\"},"
	    "{\"message\":{\"content\":\"{\\\"b\",\"refusal\":null},"
	    "\"finish_reason\":\"length\"}],"
	    "\"usage\":{\"prompt_tokens\":12,\"completion_tokens\":7}}");
	ck_assert_uint_eq(r.count, 2);
	ck_assert_str_eq(r.choices[0].text, "{\"a\":1}");
	ck_assert_uint_eq(r.choices[0].len, 7);
	ck_assert_int_eq(r.choices[0].finish, ASK_FINISH_STOP);
	ck_assert_ptr_null(r.choices[0].refusal);
	ck_assert_int_eq(r.choices[1].finish, ASK_FINISH_LENGTH);
	ck_assert_int_eq(r.prompt_tokens, 12);
	ck_assert_int_eq(r.completion_tokens, 7);

	const char *json;
	size_t len;
	ck_assert(ask_reply_choice_json(&r.choices[0], 0, &json, &len, &d));
	ck_assert_uint_eq(len, 7);
	ck_assert(!ask_reply_choice_json(&r.choices[1], 1, &json, &len, &d));
	ck_assert_str_eq(d.items[0].code, "llm-cut-off");
}
END_TEST

START_TEST(openai_refusal)
{
	struct ask_reply r =
	    read_ok(ASK_API_OPENAI,
		    "{\"choices\":[{\"message\":{\"content\":null,\"refusal\":"
		    "\"I can\\u2019t help\\u001b[31m with that\"},"
		    "\"finish_reason\":\"stop\"}]}");
	ck_assert_str_eq(r.choices[0].text, "");
	ck_assert_int_eq(r.prompt_tokens, -1);
	const char *json;
	size_t len;
	ck_assert(!ask_reply_choice_json(&r.choices[0], 0, &json, &len, &d));
	ck_assert_str_eq(d.items[0].code, "llm-refusal");
	/* the model's words are shown escaped: no raw escape character */
	ck_assert_ptr_nonnull(strstr(d.items[0].message, "help"));
	ck_assert_ptr_null(strchr(d.items[0].message, '\033'));
}
END_TEST

START_TEST(ollama_and_llamacpp_replies)
{
	struct ask_reply r = read_ok(
	    ASK_API_OLLAMA,
	    "{\"model\":\"q\",\"message\":{\"role\":\"assistant\",\"content\":"
	    "\"{}\"},\"done\":true,\"done_reason\":\"length\","
	    "\"prompt_eval_count\":30,\"eval_count\":4}");
	ck_assert_uint_eq(r.count, 1);
	ck_assert_str_eq(r.choices[0].text, "{}");
	ck_assert_int_eq(r.choices[0].finish, ASK_FINISH_LENGTH);
	ck_assert_int_eq(r.prompt_tokens, 30);
	ck_assert_int_eq(r.completion_tokens, 4);

	r = read_ok(ASK_API_LLAMACPP,
		    "{\"content\":\" {\\\"x\\\":2}\",\"stop\":true,"
		    "\"stop_type\":\"eos\",\"tokens_evaluated\":40,"
		    "\"tokens_predicted\":9}");
	ck_assert_str_eq(r.choices[0].text, " {\"x\":2}");
	ck_assert_int_eq(r.choices[0].finish, ASK_FINISH_STOP);
	ck_assert_int_eq(r.completion_tokens, 9);
	r = read_ok(ASK_API_LLAMACPP,
		    "{\"content\":\"{\",\"stop_type\":\"limit\"}");
	ck_assert_int_eq(r.choices[0].finish, ASK_FINISH_LENGTH);

	const char *prompt;
	const char *t = "{\"prompt\":\"<s>[INST] hi [/INST]\"}";
	ck_assert(ask_reply_template(t, strlen(t), &a, &prompt, &d));
	ck_assert_str_eq(prompt, "<s>[INST] hi [/INST]");
	ck_assert(!ask_reply_template("{}", 2, &a, &prompt, &d));
	ck_assert_str_eq(d.items[0].code, "llm-reply");
}
END_TEST

START_TEST(replies_not_in_the_api_shape)
{
	ck_assert_str_eq(read_fails(ASK_API_OPENAI, "{\"choices\":[]}"),
			 "llm-reply");
	ck_assert_str_eq(read_fails(ASK_API_OPENAI, "{\"error\":\"x\"}"),
			 "llm-reply");
	ck_assert_str_eq(
	    read_fails(ASK_API_OPENAI, "{\"choices\":[{\"text\":\"x\"}]}"),
	    "llm-reply");
	ck_assert_str_eq(read_fails(ASK_API_OPENAI, "<html>502</html>"),
			 "llm-reply");
	ck_assert_str_eq(read_fails(ASK_API_OLLAMA, "[1]"), "llm-reply");
	ck_assert_str_eq(
	    read_fails(ASK_API_OLLAMA, "{\"message\":{\"content\":3}}"),
	    "llm-reply");
	ck_assert_str_eq(read_fails(ASK_API_LLAMACPP, "{\"prompt\":\"x\"}"),
			 "llm-reply");
}
END_TEST

/* ---- the JSON object in a text ---- */

/* The object ask_reply_json finds in text, or NULL. */
static const char *found(const char *text)
{
	size_t start, len;
	if (!ask_reply_json(text, strlen(text), &start, &len))
		return NULL;
	return arena_strndup(&a, text + start, len);
}

START_TEST(json_in_text)
{
	ck_assert_str_eq(found("{\"a\":1}"), "{\"a\":1}");
	ck_assert_str_eq(found("\n  {\"a\":{\"b\":[]}}  \n"),
			 "{\"a\":{\"b\":[]}}");
	ck_assert_str_eq(found("Here it is:\n```json\n{\"a\":1}\n```\nDone."),
			 "{\"a\":1}");
	ck_assert_str_eq(found("```\n{\"a\":2}\n```"), "{\"a\":2}");
	/* a fence without an object is passed over for the next one */
	ck_assert_str_eq(
	    found("```sql\nSELECT 1\n```\n```json\n{\"a\":3}\n```"),
	    "{\"a\":3}");
	ck_assert_str_eq(found("The plan {\"a\":\"}\"} is the answer."),
			 "{\"a\":\"}\"}");
	ck_assert_str_eq(found("x {\"a\":\"\\\"{\", \"b\":{}} y"),
			 "{\"a\":\"\\\"{\", \"b\":{}}");
	/* an object that never closes: not its inner object */
	ck_assert_ptr_null(found("use { then {\"a\":1}"));
	ck_assert_ptr_null(found("no object here"));
	ck_assert_ptr_null(found("{\"a\":{\"b\":1}"));
	ck_assert_ptr_null(found("\"{\""));
	ck_assert_ptr_null(found(""));
}
END_TEST

START_TEST(no_json_is_a_diagnostic)
{
	struct ask_choice c = {.text = "I think you want \033[2Jthe orders.",
			       .finish = ASK_FINISH_STOP};
	c.len = strlen(c.text);
	const char *json;
	size_t len;
	ck_assert(!ask_reply_choice_json(&c, 0, &json, &len, &d));
	ck_assert_str_eq(d.items[0].code, "llm-no-json");
	ck_assert_ptr_null(strchr(d.items[0].message, '\033'));
}
END_TEST

static Suite *ask_suite(void)
{
	Suite *s = suite_create("ask");
	TCase *tc = tcase_create("requests");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, openai_body);
	tcase_add_test(tc, openai_body_leaves_out_defaults);
	tcase_add_test(tc, ollama_body);
	tcase_add_test(tc, llamacpp_bodies);
	tcase_add_test(tc, schema_that_is_not_json_is_refused);
	suite_add_tcase(s, tc);
	tc = tcase_create("replies");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, openai_replies);
	tcase_add_test(tc, openai_refusal);
	tcase_add_test(tc, ollama_and_llamacpp_replies);
	tcase_add_test(tc, replies_not_in_the_api_shape);
	tcase_add_test(tc, json_in_text);
	tcase_add_test(tc, no_json_is_a_diagnostic);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {ask_suite, NULL};
	return runner_run(suites);
}
