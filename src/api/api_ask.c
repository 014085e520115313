/* Asking a model through the public API (plansql.h): the stages of
 * ask_loop.h, either one request at a time for a caller's own HTTP
 * client (plansql_ask_start, plansql_ask_request,
 * plansql_ask_read_reply) or the whole round trip (plansql_ask).  The
 * accessors of the answer are in api_ask_answer.c. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_ask_internal.h"
#include "common/plansql_limits.h"
#include "sql/sql_dialect.h"

void plansql_ask_options_init(plansql_ask_options *options, size_t size)
{
	plansql_ask_options defaults = {
	    .api = PLANSQL_ASK_OPENAI,
	    .tier = PLANSQL_TIER_STANDARD,
	    .temperature = -1,
	    .retries = ASK_DEFAULT_RETRIES,
	    .samples = PLANSQL_SAMPLES_SAFE,
	    .schema = 1,
	};
	if (!options)
		return;
	memset(options, 0, size);
	memcpy(options, &defaults,
	       size < sizeof defaults ? size : sizeof defaults);
	if (size >= sizeof options->size)
		options->size = size;
}

/* The caller's options, with the defaults for fields its struct lacks
 * (built against an older header). */
static plansql_ask_options options_of(const plansql_ask_options *given)
{
	plansql_ask_options o;
	plansql_ask_options_init(&o, sizeof o);
	size_t size = given->size < sizeof o ? given->size : sizeof o;
	if (size > sizeof o.size)
		memcpy((char *)&o + sizeof o.size,
		       (const char *)given + sizeof o.size,
		       size - sizeof o.size);
	return o;
}

/* ---- the conversation ---- */

static const char *copy_text(arena *a, const char *text)
{
	return text ? arena_strdup(a, text) : NULL;
}

static bool settings_of(plansql_conversation *c, const plansql_ask_options *o,
			const plansql_options *compile)
{
	arena *a = &c->arena;
	struct ask_settings *s = &c->settings;
	unsigned k = o->candidates ? o->candidates : 1;
	*s = (struct ask_settings){
	    .api = (enum ask_api)o->api,
	    .tier = (enum ask_tier)o->tier,
	    .constrain = o->schema != 0,
	    .candidates = k,
	    .retries = o->retries,
	    .describe = {.samples = (enum ask_samples)o->samples},
	    .engine = ask_engine_name(compile->dialect),
	    .compile = *compile,
	};
	s->budget = o->budget ? o->budget : ask_tier_budget(s->tier);
	s->compile.flags &= ~(unsigned)PLANSQL_NO_AUDIT;
	s->compile.now = copy_text(a, compile->now);
	s->model = (struct ask_model_options){
	    .model = copy_text(a, o->model),
	    .temperature = o->temperature >= 0 ? o->temperature
					       : ask_default_temperature(k),
	    .max_tokens =
		o->max_tokens > 0 ? o->max_tokens : ASK_DEFAULT_MAX_TOKENS,
	    .context_tokens = -1};
	/* retries -1: the transport's (429 and 5xx tried again) */
	c->http =
	    (struct ask_http_options){.base_url = copy_text(a, o->base_url),
				      .key = copy_text(a, o->key),
				      .timeout_ms = o->timeout_ms,
				      .retries = -1};
	api_ask_hooks(c, o);
	return (!o->model || s->model.model) &&
	       (!compile->now || s->compile.now) &&
	       (!o->base_url || c->http.base_url) && (!o->key || c->http.key);
}

static bool check_options(const char *question, const plansql_ask_options *o,
			  const plansql_options *compile, diag_list *d)
{
	if (!o || !question || !compile->catalog) {
		diag_error(d, "missing-argument", "",
			   !o || !question ? "no question was given"
					   : "asking a model needs a catalog");
		return false;
	}
	if ((unsigned)o->api > PLANSQL_ASK_LLAMACPP ||
	    (unsigned)o->tier > PLANSQL_TIER_FULL ||
	    (unsigned)o->samples > PLANSQL_SAMPLES_SAFE ||
	    !sql_dialect_get(compile->dialect)) {
		diag_error(d, "bad-ask-option", "",
			   "the api, tier, samples or dialect is not one of "
			   "its values");
		return false;
	}
	return true;
}

static plansql_conversation *conversation_new(const char *question,
					      const plansql_ask_options *o,
					      const plansql_options *compile)
{
	plansql_conversation *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	arena_init(&c->arena, PLANSQL_ARENA_LIMIT);
	c->outcome = (struct ask_outcome){.chosen = -1, .verdict = ASK_NO_PLAN};
	strbuf_init(&c->request, NULL, 0, SIZE_MAX);
	c->question = arena_strdup(&c->arena, question);
	if (!c->question || !settings_of(c, o, compile)) {
		plansql_conversation_free(c);
		return NULL;
	}
	return c;
}

/* The next round's first request, from the conversation so far. */
static bool write_request(plansql_conversation *c)
{
	strbuf_truncate(&c->request, 0);
	c->path = ask_round_request(&c->settings, &c->messages, &c->request);
	c->template_next = c->settings.api == ASK_API_LLAMACPP;
	c->pending = !c->request.error;
	return c->pending;
}

static plansql_result *start(const char *question,
			     const plansql_ask_options *given,
			     plansql_conversation **out)
{
	*out = NULL;
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	plansql_ask_options o =
	    given ? options_of(given) : (plansql_ask_options){0};
	plansql_options compile;
	if (!compile_options_accept(&r->diags, o.compile, &compile) ||
	    !check_options(question, given ? &o : NULL, &compile, &r->diags))
		return compile_result_done(r);
	plansql_conversation *c = conversation_new(question, &o, &compile);
	if (!c) {
		r->diags.out_of_memory = 1;
		return compile_result_done(r);
	}
	*out = c;
	return r;
}

plansql_result *plansql_ask_start(const char *question,
				  const plansql_ask_options *options,
				  plansql_conversation **conversation)
{
	plansql_conversation *c;
	plansql_result *r = start(question, options, &c);
	if (c &&
	    !(ask_prepare(&c->settings, c->question, &c->arena, &c->outcome) &&
	      api_ask_name_tables(c) &&
	      ask_messages_copy(&c->messages, &c->outcome.prompt, &c->arena) &&
	      write_request(c))) {
		plansql_conversation_free(c);
		c = NULL;
		r->diags.out_of_memory = 1;
	}
	if (conversation)
		*conversation = c;
	else
		plansql_conversation_free(c);
	return r ? compile_result_done(r) : NULL;
}

int plansql_ask_request(const plansql_conversation *conversation,
			const char **path, const char **body, size_t *len)
{
	const plansql_conversation *c = conversation;
	bool pending = c && c->pending;
	if (path)
		*path = pending ? c->path : NULL;
	if (body)
		*body = pending ? c->request.text : NULL;
	if (len)
		*len = pending ? c->request.len : 0;
	return pending;
}

/* ---- reading a reply ---- */

/* llama.cpp's /apply-template answered: the round's completion next. */
static void read_template(plansql_conversation *c, const char *body, size_t len,
			  plansql_result *r)
{
	const char *prompt;
	if (!ask_reply_template(body, len, &c->arena, &prompt, &r->diags))
		return;
	strbuf_truncate(&c->request, 0);
	ask_round_completion(&c->settings, prompt, &c->request);
	c->path = ASK_COMPLETION_PATH;
	c->template_next = false;
	c->pending = !c->request.error;
	r->diags.out_of_memory |= c->request.error;
}

/* After a judged attempt: the next round's request, or the end. */
static bool next_round(plansql_conversation *c, struct ask_attempt *at,
		       const struct ask_choice *choice)
{
	c->pending = false;
	ask_choose(&c->outcome);
	if (ask_settled(at, choice) || c->round >= c->settings.retries)
		return true;
	c->round++;
	return ask_feedback(&c->settings, &c->messages, at, &c->arena) &&
	       write_request(c);
}

static void judge_reply(plansql_conversation *c, const char *body, size_t len,
			plansql_result *r)
{
	struct ask_reply reply;
	if (!ask_reply_read(c->settings.api, body, len, &c->arena, &reply,
			    &r->diags))
		return;
	struct ask_attempt *at =
	    ask_new_attempt(&c->outcome, &c->arena, 0, c->round);
	if (!at) {
		r->diags.out_of_memory = 1;
		return;
	}
	at->request_bytes = c->request.len;
	at->prompt_tokens = reply.prompt_tokens;
	at->completion_tokens = reply.completion_tokens;
	ask_judge(&c->settings, &reply.choices[0], at, &c->arena);
	if (!api_result_take_attempt(r, at) ||
	    !next_round(c, at, &reply.choices[0]))
		r->diags.out_of_memory = 1;
}

plansql_result *plansql_ask_read_reply(plansql_conversation *conversation,
				       const char *body, size_t len)
{
	plansql_conversation *c = conversation;
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	if (!c || !body) {
		diag_error(&r->diags, "missing-argument", "",
			   "no conversation or no reply was given");
	} else if (!c->pending) {
		diag_error(&r->diags, "ask-no-request", "",
			   "the conversation has no request waiting for a "
			   "reply");
	} else if (c->template_next) {
		read_template(c, body, len, r);
	} else {
		judge_reply(c, body, len, r);
	}
	return compile_result_done(r);
}

/* ---- the round trip ---- */

/* start, with a model to answer: a server, or the caller's send or
 * replay. */
static plansql_result *start_round_trip(const char *question,
					const plansql_ask_options *options,
					plansql_conversation **out)
{
	plansql_conversation *c;
	plansql_result *r = start(question, options, &c);
	if (c && !c->hooks.send && !c->hooks.replay && !c->http.base_url) {
		diag_error(&r->diags, "missing-argument", "",
			   "no model server was given: set base_url or send");
		plansql_conversation_free(c);
		c = NULL;
	}
	*out = c;
	return r;
}

/* After the rounds: the answer's diagnostics (else the last attempt's)
 * into r unless the rounds failed; the conversation to the caller
 * either way, with the attempts made. */
static plansql_result *end_round_trip(plansql_result *r,
				      plansql_conversation *c, bool ok,
				      plansql_conversation **answer)
{
	if (c && !api_ask_name_tables(c))
		r->diags.out_of_memory = 1;
	if (c)
		c->interrupted = !ok;
	const struct ask_outcome *o = c ? &c->outcome : NULL;
	if (ok && o->count &&
	    !api_result_take_attempt(
		r, &o->attempts[o->chosen >= 0 ? (size_t)o->chosen
					       : o->count - 1]))
		r->diags.out_of_memory = 1;
	if (answer)
		*answer = c;
	else
		plansql_conversation_free(c);
	return compile_result_done(r);
}

plansql_result *plansql_ask(const char *question,
			    const plansql_ask_options *options,
			    plansql_conversation **answer)
{
	plansql_conversation *c;
	plansql_result *r = start_round_trip(question, options, &c);
	if (!r)
		return NULL;
	bool ok = c && ask_run(&c->settings, c->question, &c->arena,
			       &c->outcome, &r->diags);
	return end_round_trip(r, c, ok, answer);
}

plansql_result *plansql_ask_refine(const char *plan_json, const char *request,
				   const plansql_ask_options *options,
				   plansql_conversation **answer)
{
	plansql_conversation *c;
	plansql_result *r = start_round_trip(request, options, &c);
	if (!r)
		return NULL;
	if (c && !plan_json) {
		diag_error(&r->diags, "missing-argument", "",
			   "no plan was given to refine");
		plansql_conversation_free(c);
		c = NULL;
	}
	bool ok = c && ask_refine(&c->settings, plan_json, c->question,
				  &c->arena, &c->outcome, &r->diags);
	return end_round_trip(r, c, ok, answer);
}

/* ---- the caller's own conversation ---- */

/* The caller's messages, copied into the conversation's arena. */
static bool chat_messages(plansql_conversation *c,
			  const plansql_ask_message *messages, size_t count,
			  struct ask_messages *m, diag_list *d)
{
	ask_messages_init(m, &c->arena);
	for (size_t i = 0; i < count; i++) {
		if (!messages[i].role || !messages[i].content) {
			diag_error(d, "missing-argument", "",
				   "message %d has no role or no content",
				   (int)i);
			return false;
		}
		const char *role = arena_strdup(&c->arena, messages[i].role);
		if (!role || !ask_messages_add(m, role, messages[i].content)) {
			d->out_of_memory = 1;
			return false;
		}
	}
	return true;
}

plansql_result *plansql_ask_chat(plansql_conversation *conversation,
				 const plansql_ask_message *messages,
				 size_t count, unsigned round,
				 plansql_ask_reply *reply, size_t size)
{
	plansql_conversation *c = conversation;
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	plansql_ask_reply answer = {
	    .text = "", .prompt_tokens = -1, .completion_tokens = -1};
	if (!c || !reply || (count && !messages)) {
		diag_error(&r->diags, "missing-argument", "",
			   "no conversation, messages or reply was given");
		if (reply)
			memcpy(reply, &answer,
			       size < sizeof answer ? size : sizeof answer);
		return compile_result_done(r);
	}
	struct ask_messages m;
	struct ask_attempt at = {.round = round};
	struct ask_reply got;
	if (chat_messages(c, messages, count, &m, &r->diags) &&
	    ask_send_round(&c->settings, &m, &at, &c->arena, &got, &r->diags)) {
		const struct ask_choice *choice = &got.choices[0];
		answer = (plansql_ask_reply){
		    .text = choice->text,
		    .len = choice->len,
		    .finish = (plansql_ask_finish)choice->finish,
		    .refusal = choice->refusal,
		    .prompt_tokens = got.prompt_tokens,
		    .completion_tokens = got.completion_tokens};
	}
	memcpy(reply, &answer, size < sizeof answer ? size : sizeof answer);
	return compile_result_done(r);
}

int plansql_ask_interrupted(const plansql_conversation *conversation)
{
	return conversation && conversation->interrupted;
}

void plansql_conversation_free(plansql_conversation *conversation)
{
	if (!conversation)
		return;
	ask_outcome_free(&conversation->outcome);
	strbuf_release(&conversation->request);
	arena_free(&conversation->arena);
	free(conversation);
}
