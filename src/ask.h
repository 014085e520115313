/* The LLM step of `plansql ask`: a question becomes a plan, and the model
 * writes nothing else.  One stage per file, in the order data flows:
 *
 *   ask_select     which catalog tables the prompt describes, and why
 *   ask_describe   those tables in a compact text form
 *   ask_prompt     the messages: tier instructions, description, question,
 *                  and the feedback of a rejected attempt
 *   ask_constraint the structured-output schema or grammar of a tier
 *   ask_request    the HTTP request body of one API
 *   ask_http       the POST over libcurl (the only file that includes curl)
 *   ask_reply      the reply body -> the model's text -> the plan's JSON
 *   ask_loop       attempts, retries with diagnostics, candidates
 *
 * Everything the model answers is read by the plan reader and audited
 * like any plan. */
#ifndef PLANSQL_ASK_H
#define PLANSQL_ASK_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "diag.h"
#include "strbuf.h"

enum ask_api { ASK_API_OPENAI, ASK_API_OLLAMA, ASK_API_LLAMACPP };

/* How much of the plan format the model is taught and allowed: each tier
 * is a subset of the format the compiler reads. */
enum ask_tier { ASK_TIER_MINIMAL, ASK_TIER_STANDARD, ASK_TIER_FULL };

const char *ask_api_name(enum ask_api api);
bool ask_api_from_name(const char *name, enum ask_api *out);
const char *ask_tier_name(enum ask_tier tier);
bool ask_tier_from_name(const char *name, enum ask_tier *out);

struct ask_message {
	const char *role; /* "system", "user" or "assistant" */
	const char *content;
};

/* A conversation, in the arena it was started with. */
struct ask_messages {
	struct ask_message *items;
	size_t count, cap;
	arena *arena;
};

void ask_messages_init(struct ask_messages *messages, arena *a);
/* Appends a copy of content; false when out of memory. */
bool ask_messages_add(struct ask_messages *messages, const char *role,
		      const char *content);

#endif
