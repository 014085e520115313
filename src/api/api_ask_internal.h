/* The conversation of the public API's plansql_ask_* functions, shared
 * by api_ask.c (the steps and the round trip) and api_ask_answer.c (what
 * the caller reads of the answer). */
#ifndef PLANSQL_API_ASK_INTERNAL_H
#define PLANSQL_API_ASK_INTERNAL_H

#include <stdbool.h>

#include "api/api_internal.h"
#include "ask/ask.h"
#include "ask/ask_loop.h"
#include "plansql.h"
#include "common/strbuf.h"

struct plansql_conversation {
	arena arena; /* the options' strings, the prompt, the attempts */
	struct ask_settings settings;
	struct ask_http_options http; /* plansql_ask without send */
	plansql_ask_options hooks;    /* the caller's callbacks */
	const char *question;
	struct ask_outcome outcome;
	struct ask_messages messages; /* the steps' conversation so far */
	strbuf request;		      /* the body to send next */
	const char *path;	      /* and its path */
	bool pending;		      /* a request waits for its reply */
	bool interrupted;	      /* a round trip's request failed */
	bool template_next;	      /* it is llama.cpp's /apply-template */
	unsigned round;
	const char **table_names; /* of the chosen tables, in arena */
};

/* The caller's callbacks of o (send, sample, progress, replay, record)
 * set in c->settings as the rounds call them. */
void api_ask_hooks(plansql_conversation *c, const plansql_ask_options *o);

/* Appends the diagnostics of every step of at to r, and its SQL; false
 * when out of memory. */
bool api_result_take_attempt(plansql_result *r, const struct ask_attempt *at);

/* Names the chosen tables ("schema.table" with a schema); false when
 * out of memory. */
bool api_ask_name_tables(plansql_conversation *c);

#endif
