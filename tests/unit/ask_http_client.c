/* Calls ask_http_post once, for tests/unit/ask-http.sh: the request body comes
 * from standard input, the key from $PLANSQL_LLM_KEY (never from the
 * command line, where ps shows it).  Prints the status, the attempts,
 * the reply and each diagnostic; exits 0 when the post succeeded.
 *
 *   ask_http_client URL PATH [timeout-ms [retries [max-bytes]]]
 *
 * or one whole round of an API: the request ask_request writes (for
 * llamacpp both, /apply-template then /completion), the reply read with
 * ask_reply, the plan JSON of its first answer printed:
 *
 *   ask_http_client --round API URL [CONSTRAINT] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask/ask.h"

static void print_diagnostics(const diag_list *d)
{
	for (size_t i = 0; i < d->count; i++)
		printf("%s: %s\nhint: %s\n", d->items[i].code,
		       d->items[i].message,
		       d->items[i].hint ? d->items[i].hint : "");
}

static bool post(const struct ask_http_options *o, const char *path,
		 strbuf *body, struct ask_http_result *r, diag_list *d)
{
	char *text = strbuf_finish(body);
	bool ok = text && ask_http_post(o, path, text, strlen(text), r, d);
	free(text);
	return ok;
}

/* The model's answer to one question, as the loop will ask it. */
static bool round_trip(enum ask_api api, const struct ask_http_options *o,
		       const char *constraint, arena *a, diag_list *d)
{
	struct ask_messages m;
	ask_messages_init(&m, a);
	ask_messages_add(&m, "system", "Answer with a plan.");
	ask_messages_add(&m, "user", "How many orders?");
	struct ask_model_options mo = {
	    .model = "fake", .temperature = 0, .max_tokens = 400};
	strbuf body;
	strbuf_init(&body, NULL, 0, 1u << 24);
	struct ask_http_result r;
	bool ok = ask_request_body(api, &mo, &m,
				   api == ASK_API_LLAMACPP ? NULL : constraint,
				   &body) &&
		  post(o, ask_request_path(api), &body, &r, d);
	const char *prompt;
	if (ok && api == ASK_API_LLAMACPP) {
		ok =
		    ask_reply_template(r.body, r.len, a, &prompt, d) &&
		    ask_request_completion_body(&mo, prompt, constraint, &body);
		ask_http_result_free(&r);
		ok = ok && post(o, ASK_COMPLETION_PATH, &body, &r, d);
	}
	struct ask_reply reply;
	const char *json;
	size_t len;
	ok = ok && ask_reply_read(api, r.body, r.len, a, &reply, d) &&
	     ask_reply_choice_json(&reply.choices[0], 0, &json, &len, d);
	if (ok)
		printf("plan %.*s\ntokens %ld %ld\n", (int)len, json,
		       reply.prompt_tokens, reply.completion_tokens);
	ask_http_result_free(&r);
	strbuf_release(&body);
	return ok;
}

static int round_main(int argc, char **argv)
{
	enum ask_api api;
	if (argc < 4 || !ask_api_from_name(argv[2], &api))
		return 2;
	struct ask_http_options o = {.base_url = argv[3],
				     .key = getenv("PLANSQL_LLM_KEY"),
				     .retries = -1};
	arena a;
	arena_init(&a, 64u << 20);
	diag_list d;
	diag_init(&d, &a);
	bool ok = round_trip(api, &o, argc > 4 ? argv[4] : NULL, &a, &d);
	print_diagnostics(&d);
	arena_free(&a);
	return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "--round") == 0)
		return round_main(argc, argv);
	if (argc < 3)
		return 2;
	static char body[1 << 20];
	size_t len = fread(body, 1, sizeof body - 1, stdin);
	struct ask_http_options o = {
	    .base_url = argv[1],
	    .key = getenv("PLANSQL_LLM_KEY"),
	    .timeout_ms = argc > 3 ? atol(argv[3]) : 0,
	    .retries = argc > 4 ? atoi(argv[4]) : -1,
	    .max_reply_bytes = argc > 5 ? (size_t)atol(argv[5]) : 0,
	    .backoff_ms = 100,
	};
	arena a;
	arena_init(&a, 64u << 20);
	diag_list d;
	diag_init(&d, &a);
	struct ask_http_result r;
	bool ok = ask_http_post(&o, argv[2], body, len, &r, &d);
	printf("status %ld\nattempts %d\nseconds %.1f\nbody %s\n", r.status,
	       r.attempts, r.seconds, r.body ? r.body : "(none)");
	print_diagnostics(&d);
	ask_http_result_free(&r);
	arena_free(&a);
	return ok ? 0 : 1;
}
