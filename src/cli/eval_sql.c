/* The baseline of plansql eval (eval.h): the same model, the same
 * description of the database and the same question as plansql ask
 * sends, with a plain instruction to write one SQL statement instead of
 * a plan.  The statement runs read-only; when the database refuses it,
 * the refusal goes back to the model, for as many rounds as ask's
 * retries.  Scored as the plans are. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"

/* A conversation of eval's own: the messages and their texts. */
struct sql_messages {
	plansql_ask_message items[2 * (ASK_MAX_RETRIES + 1)];
	char *owned[2 * (ASK_MAX_RETRIES + 1)];
	size_t count;
};

static bool add_message(struct sql_messages *m, const char *role,
			const char *content)
{
	char *copy = content ? strdup(content) : NULL;
	if (!copy || m->count == sizeof m->items / sizeof *m->items) {
		free(copy);
		return false;
	}
	m->owned[m->count] = copy;
	m->items[m->count++] = (plansql_ask_message){role, copy};
	return true;
}

static void free_messages(struct sql_messages *m)
{
	for (size_t i = 0; i < m->count; i++)
		free(m->owned[i]);
	m->count = 0;
}

/* What a team would tell the model to get SQL, nothing more. */
static bool start_messages(struct sql_messages *m,
			   const plansql_conversation *c, const char *engine)
{
	plansql_str *sb = plansql_str_new(1 << 16);
	plansql_str_appendf(
	    sb,
	    "You turn a question about a database into one SQL "
	    "query for %s: a single SELECT statement, and nothing "
	    "else. Use only tables and columns of the database "
	    "description, spelled exactly as there. Answer with "
	    "the SQL statement only: no prose, no code fence.",
	    engine);
	char *system = plansql_str_finish(sb);
	/* the user message of ask's first request: the description, the
	 * glossary, the date and the question */
	bool ok = system && plansql_ask_prompt_count(c) == 2 &&
		  add_message(m, "system", system) &&
		  add_message(m, "user", plansql_ask_prompt(c, 1)->content);
	free(system);
	return ok;
}

/* The statement in a reply: inside the first ``` fence if there is one
 * (its language word skipped), trimmed, without the final semicolons. */
static char *sql_of(const char *text, size_t len)
{
	char *copy = strndup(text, len); /* a reply holds no NUL byte */
	if (!copy)
		return NULL;
	const char *start = copy, *end = copy + strlen(copy);
	const char *fence = strstr(copy, "```");
	if (fence) {
		start = fence + 3;
		while (start < end && *start != '\n')
			start++;
		const char *close = strstr(start, "```");
		end = close ? close : end;
	}
	while (start < end && isspace((unsigned char)*start))
		start++;
	while (end > start &&
	       (isspace((unsigned char)end[-1]) || end[-1] == ';'))
		end--;
	char *sql = strndup(start, (size_t)(end - start));
	free(copy);
	return sql;
}

struct sql_round {
	unsigned round;
	char *reply, *sql, *error;
};

static void rounds_json(struct eval_answer *ans, const struct sql_round *r,
			size_t count)
{
	plansql_str *sb = plansql_str_new(0);
	plansql_json *w = plansql_json_new(sb, 0);
	plansql_json_begin_array(w);
	for (size_t i = 0; i < count; i++) {
		plansql_json_begin_object(w);
		plansql_json_key(w, "round");
		plansql_json_int(w, r[i].round + 1);
		plansql_json_string_member(w, "reply", r[i].reply);
		plansql_json_string_member(w, "sql", r[i].sql);
		plansql_json_string_member(w, "error", r[i].error);
		plansql_json_end_object(w);
	}
	plansql_json_end_array(w);
	plansql_json_free(w);
	ans->rounds_json = plansql_str_finish(sb);
}

static bool feedback(struct sql_messages *m, const struct sql_round *r)
{
	plansql_str *sb = plansql_str_new(1 << 20);
	plansql_str_appendf(sb,
			    "The database refused the SQL: %s\nAnswer with the "
			    "corrected SQL statement only.",
			    r->error);
	char *text = plansql_str_finish(sb);
	bool ok = text && add_message(m, "assistant", r->reply) &&
		  add_message(m, "user", text);
	free(text);
	return ok;
}

struct sql_asking {
	plansql_conversation *c;
	const struct eval_tape_use *tape;
	struct eval_db_use *use;
	struct eval_answer *ans;
	const struct eval_result *result;
	struct sql_messages m;
	struct sql_round rounds[ASK_MAX_RETRIES + 1];
	size_t count;
};

static void add_tokens(struct eval_answer *ans, const plansql_ask_reply *at)
{
	if (at->prompt_tokens < 0 && at->completion_tokens < 0)
		return;
	ans->tokens = (ans->tokens < 0 ? 0 : ans->tokens) +
		      (at->prompt_tokens > 0 ? at->prompt_tokens : 0) +
		      (at->completion_tokens > 0 ? at->completion_tokens : 0);
}

/* Why there is no answer (yet): the latest round's reason. */
static void set_error(struct eval_answer *ans, const char *why)
{
	free(ans->error);
	ans->error = why ? strdup(why) : NULL;
}

/* One round: false when it settled the answer. */
static bool one_round(struct sql_asking *k, unsigned round)
{
	struct eval_answer *ans = k->ans;
	plansql_ask_reply c;
	ans->rounds = round + 1;
	plansql_result *sent =
	    plansql_ask_chat(k->c, k->m.items, k->m.count, round, &c, sizeof c);
	bool failed = !sent || !plansql_result_ok(sent);
	if (failed)
		eval_no_answer(ans, sent, k->tape);
	plansql_result_free(sent);
	if (failed)
		return false;
	add_tokens(ans, &c);
	struct sql_round *r = &k->rounds[k->count++];
	*r = (struct sql_round){.round = round,
				.reply = strndup(c.text, c.len),
				.sql = sql_of(c.text, c.len)};
	if (c.refusal || !r->sql || !*r->sql) {
		ans->outcome = EVAL_REFUSED;
		set_error(ans, c.refusal ? c.refusal : "no SQL in the reply");
		r->error = strdup(ans->error ? ans->error : "out of memory");
		return false;
	}
	free(ans->sql);
	ans->sql = strdup(r->sql);
	enum query_end end =
	    eval_rows_of(k->use, r->sql, &ans->rows, &r->error);
	set_error(ans, r->error);
	if (end == QUERY_DONE) {
		ans->outcome = eval_judge_rows(ans, k->result);
		return false;
	}
	if (end != QUERY_FAILED) { /* time limit, row cap, Ctrl-C */
		ans->outcome = EVAL_FAILED;
		return false;
	}
	ans->outcome = EVAL_REFUSED; /* unless a later round does better */
	return true;
}

/* The conversation whose prompt and transport the rounds use: ask's,
 * without the plan's schema (the reply is SQL). */
static plansql_conversation *sql_conversation(const char *question,
					      struct ask_link *link)
{
	plansql_conversation *c = NULL;
	link->options.schema = 0;
	plansql_result *r = plansql_ask_start(question, &link->options, &c);
	plansql_result_free(r);
	return c;
}

void eval_sql_answer(const struct eval_context *ctx, struct eval_db_use *use,
		     const struct eval_question *q, struct eval_result *r)
{
	struct eval_answer *ans = &r->answers[EVAL_SQL];
	struct ask_link link;
	struct eval_tape_use tape = {.tape = ctx->replay[EVAL_SQL],
				     .recorder = ctx->recorder,
				     .id = q->id,
				     .mode = EVAL_SQL};
	eval_ask_link(ctx, use, &link, &tape);
	struct sql_asking k = {
	    .tape = &tape, .use = use, .ans = ans, .result = r};
	ans->asked = true;
	ans->tokens = -1;
	k.c = sql_conversation(q->question, &link);
	bool prepared =
	    k.c &&
	    start_messages(&k.m, k.c, plansql_dialect_title(use->dialect));
	if (!prepared) {
		ans->outcome = EVAL_ERROR;
		ans->error = strdup("out of memory");
	}
	for (unsigned round = 0; prepared; round++)
		if (!one_round(&k, round) || round == link.options.retries ||
		    !feedback(&k.m, &k.rounds[k.count - 1]))
			break;
	if (ctx->args->json)
		rounds_json(ans, k.rounds, k.count);
	for (size_t i = 0; i < k.count; i++) {
		free(k.rounds[i].reply);
		free(k.rounds[i].sql);
		free(k.rounds[i].error);
	}
	free_messages(&k.m);
	ans->stale = tape.stale;
	plansql_conversation_free(k.c);
}
