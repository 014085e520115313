/* The caller's callbacks of plansql_ask_options (plansql.h) as the
 * rounds of ask_loop.h call them: the public types on one side, the
 * stage's on the other. */
#include <stdlib.h>
#include <string.h>

#include "api/api_ask_internal.h"

static bool send_by_caller(void *context, const char *path, const char *body,
			   size_t len, char **reply, size_t *reply_len,
			   diag_list *d)
{
	const plansql_conversation *c = context;
	*reply = NULL;
	*reply_len = 0;
	if (c->hooks.send(c->hooks.send_context, path, body, len, reply,
			  reply_len) &&
	    *reply)
		return true;
	free(*reply);
	*reply = NULL;
	diag_error(d, "llm-transport", "",
		   "the caller's transport gave no reply to %N", path);
	return false;
}

static bool sample_by_caller(void *context, const bool *chosen)
{
	const plansql_conversation *c = context;
	return c->hooks.sample(c->hooks.sample_context, chosen) != 0;
}

static void progress_to_caller(void *context, const struct ask_attempt *at)
{
	plansql_conversation *c = context;
	/* the tables are named for the accessors once the rounds end; the
	 * callback may read them before (out of memory: they read NULL) */
	if (!c->table_names)
		(void)api_ask_name_tables(c);
	c->hooks.progress(c->hooks.progress_context, c,
			  (size_t)(at - c->outcome.attempts));
}

/* The caller's answer, copied into a: the rounds read one choice. */
static bool reply_of(const plansql_ask_reply *from, arena *a,
		     struct ask_reply *to)
{
	struct ask_choice *choice = arena_calloc(a, 1, sizeof *choice);
	if (!choice)
		return false;
	const char *text = from->text ? from->text : "";
	size_t len = from->text ? from->len : 0;
	*choice = (struct ask_choice){
	    .text = arena_strndup(a, text, len),
	    .len = len,
	    .finish = (unsigned)from->finish <= PLANSQL_FINISH_OTHER
			  ? (enum ask_finish)from->finish
			  : ASK_FINISH_OTHER,
	    .refusal = from->refusal ? arena_strdup(a, from->refusal) : NULL};
	*to = (struct ask_reply){.choices = choice,
				 .count = 1,
				 .prompt_tokens = from->prompt_tokens,
				 .completion_tokens = from->completion_tokens};
	return choice->text && (!from->refusal || choice->refusal);
}

static bool replay_by_caller(void *context, const struct ask_messages *m,
			     unsigned candidate, unsigned round, arena *a,
			     struct ask_reply *reply, diag_list *d)
{
	const plansql_conversation *c = context;
	plansql_ask_reply given = {
	    .text = "", .prompt_tokens = -1, .completion_tokens = -1};
	if (!c->hooks.replay(c->hooks.replay_context, m->items, m->count,
			     candidate, round, &given)) {
		diag_error(d, "llm-no-replay", "",
			   "the replay has no reply for candidate %d, "
			   "round %d",
			   (int)candidate + 1, (int)round + 1);
		return false;
	}
	if (!reply_of(&given, a, reply)) {
		diag_error(d, "out-of-memory", "", "out of memory");
		return false;
	}
	return true;
}

static bool record_by_caller(void *context, const struct ask_messages *m,
			     unsigned candidate, unsigned round,
			     const struct ask_reply *reply, diag_list *d)
{
	const plansql_conversation *c = context;
	const struct ask_choice *choice = &reply->choices[0];
	plansql_ask_reply told = {.text = choice->text,
				  .len = choice->len,
				  .finish = (plansql_ask_finish)choice->finish,
				  .refusal = choice->refusal,
				  .prompt_tokens = reply->prompt_tokens,
				  .completion_tokens =
				      reply->completion_tokens};
	if (c->hooks.record(c->hooks.record_context, m->items, m->count,
			    candidate, round, &told))
		return true;
	diag_error(d, "llm-not-recorded", "",
		   "the reply to candidate %d, round %d could not be kept",
		   (int)candidate + 1, (int)round + 1);
	return false;
}

void api_ask_hooks(plansql_conversation *c, const plansql_ask_options *o)
{
	struct ask_settings *s = &c->settings;
	c->hooks = *o;
	/* only the callbacks: the strings are copied elsewhere */
	c->hooks.model = c->hooks.base_url = c->hooks.key = NULL;
	c->hooks.compile = NULL;
	c->http.cancel = o->cancel;
	s->send = o->send ? send_by_caller : ask_http_send;
	s->send_context = o->send ? (void *)c : (void *)&c->http;
	s->explain = o->explain;
	s->explain_context = o->explain_context;
	s->sample = o->sample ? sample_by_caller : NULL;
	s->sample_context = c;
	s->progress = o->progress ? progress_to_caller : NULL;
	s->progress_context = c;
	s->replay = o->replay ? replay_by_caller : NULL;
	s->replay_context = c;
	s->record = o->record ? record_by_caller : NULL;
	s->record_context = c;
}
