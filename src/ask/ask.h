/* The LLM step of `plansql ask`: a question becomes a plan, and the model
 * writes nothing else.  One stage per file, in the order data flows (the
 * functions are named ask_ after the command they serve):
 *
 *   llm_select     which catalog tables the prompt describes, and why
 *   llm_describe   those tables in a compact text form
 *   llm_prompt     the messages: tier instructions, description, question,
 *                  and the feedback of a rejected attempt
 *   llm_constraint the structured-output schema or grammar of a tier
 *   llm_request    the HTTP request body of one API
 *   llm_http       the POST over libcurl (the only file that includes curl)
 *   llm_reply      the reply body -> the model's text -> the plan's JSON
 *   llm_loop       attempts, retries with diagnostics, candidates
 *
 * Everything the model answers is read by the plan reader and audited
 * like any plan. */
#ifndef PLANSQL_ASK_H
#define PLANSQL_ASK_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "common/diag.h"
#include "plansql.h"
#include "common/strbuf.h"

enum ask_api { ASK_API_OPENAI, ASK_API_OLLAMA, ASK_API_LLAMACPP };

/* How much of the plan format the model is taught and allowed: each tier
 * is a subset of the format the compiler reads. */
enum ask_tier { ASK_TIER_MINIMAL, ASK_TIER_STANDARD, ASK_TIER_FULL };

/* What plansql ask and the public API do when not told otherwise. */
#define ASK_DEFAULT_RETRIES    2
#define ASK_DEFAULT_MAX_TOKENS 4096
/* Tokens of table descriptions the tier's prompt may hold. */
size_t ask_tier_budget(enum ask_tier tier);
/* 0 for one candidate; several should differ, so 0.7. */
double ask_default_temperature(unsigned candidates);
/* The database as the prompt names it: the dialect's title, "SQLite" ... */
const char *ask_engine_name(plansql_dialect dialect);

const char *ask_api_name(enum ask_api api);
bool ask_api_from_name(const char *name, enum ask_api *out);
const char *ask_tier_name(enum ask_tier tier);
bool ask_tier_from_name(const char *name, enum ask_tier *out);

/* A conversation, in the arena it was started with; its messages are
 * the public API's (role "system", "user" or "assistant"). */
struct ask_messages {
	plansql_ask_message *items;
	size_t count, cap;
	arena *arena;
};

void ask_messages_init(struct ask_messages *messages, arena *a);
/* Appends a copy of content; false when out of memory. */
bool ask_messages_add(struct ask_messages *messages, const char *role,
		      const char *content);

/* ---- ask_request, ask_reply, ask_http: the network half ---- */

/* What the request asks of the model.  Numbers below zero (or 0 for
 * choices) are left out of the request: the server's default applies. */
struct ask_model_options {
	const char *model;   /* NULL: left out (llama.cpp serves one model) */
	double temperature;  /* < 0: left out */
	long max_tokens;     /* max_tokens / num_predict / n_predict; < 0 */
	int choices;	     /* n, OpenAI only: K answers in one request; <= 1
				left out (other APIs: K requests) */
	long context_tokens; /* Ollama num_ctx; <= 0: left out */
};

/* The path, below the base URL, of the request ask_request_body writes.
 *
 * llama.cpp's native API takes one prompt text, not messages, and only
 * the server knows the model's chat template.  So a llamacpp round is
 * two requests: ask_request_body writes POST /apply-template {messages}
 * (ask_request_path), ask_reply_template reads the {prompt} it answers,
 * and ask_request_completion_body writes POST /completion
 * (ASK_COMPLETION_PATH), whose reply ask_reply_read reads.  OpenAI and
 * Ollama: one request, read by ask_reply_read. */
const char *ask_request_path(enum ask_api api);
#define ASK_COMPLETION_PATH "/completion"

/* The JSON body of that request.  constraint: the strict JSON Schema
 * text (openai, ollama) or the GBNF grammar (llamacpp's completion), or
 * NULL for none.  False when out of memory or the schema text is not
 * JSON (then out holds nothing useful). */
bool ask_request_body(enum ask_api api, const struct ask_model_options *opts,
		      const struct ask_messages *messages,
		      const char *constraint, strbuf *out);
/* llama.cpp's POST /completion: the prompt /apply-template rendered, the
 * GBNF grammar (NULL: none). */
bool ask_request_completion_body(const struct ask_model_options *opts,
				 const char *prompt, const char *grammar,
				 strbuf *out);

enum ask_finish {
	ASK_FINISH_STOP,   /* the model ended its answer */
	ASK_FINISH_LENGTH, /* cut off by the token limit */
	ASK_FINISH_OTHER   /* anything else the server says, or nothing */
};

struct ask_choice {
	const char *text; /* the model's text, "" when it gave none */
	size_t len;
	enum ask_finish finish;
	const char *refusal; /* OpenAI's message.refusal, or NULL */
};

struct ask_reply {
	struct ask_choice *choices;
	size_t count;
	long prompt_tokens, completion_tokens; /* -1 when not reported */
};

/* The reply body of ask_request_path's (or, for llamacpp, /completion's)
 * request, into out (strings in a).  False with an llm-reply error when
 * the body is not the API's shape or has no answer. */
bool ask_reply_read(enum ask_api api, const char *body, size_t len, arena *a,
		    struct ask_reply *out, diag_list *d);
/* llama.cpp's /apply-template reply: its prompt, in a. */
bool ask_reply_template(const char *body, size_t len, arena *a,
			const char **prompt, diag_list *d);
/* Where the JSON object is in a model's text: the whole text, the first
 * ```json (or ```) fenced block holding one, or else the first balanced
 * top-level {...} in prose, strings and escapes respected.  Only the
 * span is found: the plan reader judges the JSON. */
bool ask_reply_json(const char *text, size_t len, size_t *start,
		    size_t *json_len);
/* The plan JSON of choice number index: llm-refusal when the model
 * refused, llm-cut-off when the token limit ended it, llm-no-json when
 * its text holds no object. */
bool ask_reply_choice_json(const struct ask_choice *choice, size_t index,
			   const char **json, size_t *json_len, diag_list *d);

struct ask_http_options {
	const char *base_url;	 /* e.g. http://127.0.0.1:8080/v1 */
	const char *key;	 /* NULL or "": no Authorization header */
	long connect_timeout_ms; /* <= 0: 10 s */
	long timeout_ms;	 /* whole request; <= 0: 120 s */
	int retries;		 /* more tries after 429/5xx; < 0: 3 */
	long backoff_ms;	 /* first wait, doubled each time; <= 0: 500 */
	long max_wait_ms; /* cap on a wait and on Retry-After; <= 0: 30 s */
	size_t max_reply_bytes; /* 0: 16 MiB */
	/* NULL, or a flag (a signal handler's) that stops the request, and
	 * any wait before a retry, once it is non-zero: llm-cancelled */
	const volatile sig_atomic_t *cancel;
};

struct ask_http_result {
	long status; /* the last HTTP status, 0 when none came */
	char *body;  /* the last reply body (malloc'd, NUL-terminated) */
	size_t len;
	int attempts;	/* requests sent */
	double seconds; /* time spent, waits included */
};

/* POSTs body to base_url + path as JSON.  True on a 2xx answer; else
 * false with one error (llm-libcurl, llm-unreachable, llm-timeout,
 * llm-auth, llm-not-found, llm-http, llm-reply-too-big, llm-cancelled)
 * that names the
 * URL and never the key.  result is filled either way; free it with
 * ask_http_result_free. */
bool ask_http_post(const struct ask_http_options *opts, const char *path,
		   const char *body, size_t len, struct ask_http_result *result,
		   diag_list *d);
void ask_http_result_free(struct ask_http_result *result);
/* ask_http_post as the rounds send (an ask_send_fn of ask_loop.h):
 * context is a const struct ask_http_options *; *reply is the body of
 * the 2xx reply, malloc'd. */
bool ask_http_send(void *context, const char *path, const char *body,
		   size_t len, char **reply, size_t *reply_len, diag_list *d);

#endif
