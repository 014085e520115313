/* The messages sent to the model (plansql ask): the tier's instructions
 * as the system message; the database description and the question as
 * the user message, the question verbatim and last; after a rejected
 * reply, the reply and what was wrong with it; to refine a plan, the
 * plan and the user's request. */
#ifndef PLANSQL_ASK_PROMPT_H
#define PLANSQL_ASK_PROMPT_H

#include <stdbool.h>
#include <stddef.h>

#include "ask/ask.h"
#include "common/diag.h"
#include "common/strbuf.h"

struct ask_prompt {
	enum ask_tier tier;
	const char *engine;	 /* "SQLite", ...: named in the description */
	const char *description; /* ask_describe's text */
	const char *now;	 /* YYYY-MM-DD that periods count from */
	const char *question;
	/* catalog_glossary_describe's lines for the question; NULL or "": none
	 */
	const char *glossary;
};

/* The tier's teaching of the plan format. */
void ask_instructions(strbuf *out, enum ask_tier tier);

/* The system and user messages of a new question. */
bool ask_prompt_start(struct ask_messages *messages,
		      const struct ask_prompt *prompt);
/* The model's rejected reply, then the diagnostics that rejected it
 * (errors and warnings, each with its pointer and hint), then what the
 * audit repaired, asking for a new plan. */
bool ask_prompt_feedback(struct ask_messages *messages, const char *reply,
			 const plansql_diagnostic *diagnostics, size_t count);
/* Asks the model to change plan_json as request says (a follow-up). */
bool ask_prompt_refine(struct ask_messages *messages, const char *plan_json,
		       const char *request);

#endif
