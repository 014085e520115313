/* One question through plansql ask's rounds (eval.h): the same
 * settings as the command (ask_link_settings: the tier, its
 * instructions, the tables chosen for the question, sample values,
 * EXPLAIN on the database, retries with the diagnostics), the model
 * answering live or from a recording; then the answer's rows compared
 * with the gold rows. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "eval.h"

/* The settings of plansql ask on the question's database, with the
 * recording's hooks and the database calls under eval's lock. */
struct ask_settings eval_ask_settings(const struct eval_context *ctx,
				      struct eval_db_use *use,
				      struct ask_link *link,
				      struct eval_tape_use *tape)
{
	ask_link_init(link, &ctx->args->ask, &use->sources, use->db);
	link->http.cancel = ctx->stop;
	struct ask_settings s = ask_link_settings(link, use->dialect);
	s.progress = NULL;
	s.explain = eval_explain;
	s.explain_context = use;
	s.sample = eval_sample;
	s.sample_context = use;
	s.compile.lookup_value = eval_lookup_value;
	s.compile.lookup_context = use;
	if (tape->tape) {
		s.replay = eval_tape_replay;
		s.replay_context = tape;
	}
	if (tape->recorder) {
		s.record = eval_tape_record;
		s.record_context = tape;
	}
	return s;
}

/* What a question's rounds cost and did: rounds, the answer's repairs
 * and warnings, the model's tokens. */
static void tally(struct eval_answer *ans, const struct ask_outcome *o)
{
	const struct ask_attempt *at = o->chosen >= 0 ? &o->attempts[o->chosen]
				       : o->count ? &o->attempts[o->count - 1]
						  : NULL;
	ans->rounds = (unsigned)o->count;
	ans->repairs = at ? at->repairs : 0;
	ans->warnings = at ? at->warnings : 0;
	ans->tokens = -1;
	for (size_t i = 0; i < o->count; i++) {
		long p = o->attempts[i].prompt_tokens;
		long c = o->attempts[i].completion_tokens;
		if (p >= 0 || c >= 0)
			ans->tokens = (ans->tokens < 0 ? 0 : ans->tokens) +
				      (p > 0 ? p : 0) + (c > 0 ? c : 0);
	}
}

static char *rounds_json(const struct ask_outcome *o)
{
	plansql_str *sb = plansql_str_new(0);
	plansql_json *w = plansql_json_new(sb, 0);
	plansql_json_begin_array(w);
	for (size_t i = 0; i < o->count; i++)
		ask_json_attempt(w, &o->attempts[i]);
	plansql_json_end_array(w);
	plansql_json_free(w);
	return plansql_str_finish(sb);
}

/* "code: message" of the first error of the attempt, for the report. */
static char *first_error(const struct ask_attempt *at)
{
	for (int step = 0; at && step < ASK_STEPS; step++) {
		const plansql_result *r = at->results[step];
		for (size_t i = 0; r && i < plansql_result_diagnostic_count(r);
		     i++) {
			const plansql_diagnostic *d =
			    plansql_result_diagnostic(r, i);
			if (d->severity != PLANSQL_ERROR)
				continue;
			plansql_str *sb = plansql_str_new(1 << 20);
			plansql_str_appendf(sb, "%s: %s", d->code, d->message);
			return plansql_str_finish(sb);
		}
	}
	return strdup("no plan in the reply");
}

/* The rows of the answer's SQL, judged; a query that fails is
 * EVAL_FAILED. */
static enum eval_outcome run_answer(struct eval_db_use *use,
				    struct eval_answer *ans,
				    const struct eval_result *r)
{
	if (eval_rows_of(use, ans->sql, &ans->rows, &ans->error) != QUERY_DONE)
		return EVAL_FAILED;
	return eval_judge_rows(ans, r);
}

static void judge_outcome(struct eval_db_use *use, struct eval_answer *ans,
			  const struct ask_outcome *o,
			  const struct eval_result *r)
{
	const struct ask_attempt *at =
	    o->chosen >= 0 ? &o->attempts[o->chosen] : NULL;
	const char *reason;
	switch (o->verdict) {
	case ASK_ACCEPTED:
	case ASK_CLARIFY:
		ans->sql = strdup(at->sql);
		ans->outcome = ans->sql ? run_answer(use, ans, r) : EVAL_ERROR;
		if (o->verdict == ASK_CLARIFY) {
			ans->likeliest_right = ans->outcome == EVAL_CORRECT;
			ans->outcome = EVAL_CLARIFY;
		}
		break;
	case ASK_TERMINATE:
		ans->outcome = EVAL_TERMINATE;
		reason = plansql_plan_termination_reason(at->plan);
		ans->error = strdup(reason ? reason : "(no reason given)");
		break;
	default:
		ans->outcome = EVAL_REFUSED;
		ans->error =
		    first_error(o->count ? &o->attempts[o->count - 1] : NULL);
	}
}

/* A request that got no reply: from the replay (no-reply) or the
 * server (an error, not scored). */
void eval_no_answer(struct eval_answer *ans, const diag_list *d)
{
	const plansql_diagnostic *first = d->count ? &d->items[0] : NULL;
	bool no_reply = first && !strcmp(first->code, "eval-no-reply");
	ans->outcome = no_reply ? EVAL_NO_REPLY : EVAL_ERROR;
	plansql_str *sb = plansql_str_new(1 << 20);
	if (first)
		plansql_str_appendf(sb, "%s: %s", first->code, first->message);
	else
		plansql_str_appends(sb, "out of memory");
	free(ans->error); /* a later round's failure replaces an earlier's */
	ans->error = plansql_str_finish(sb);
}

void eval_plan_answer(const struct eval_context *ctx, struct eval_db_use *use,
		      const struct eval_question *q, struct eval_result *r)
{
	struct eval_answer *ans = &r->answers[EVAL_PLAN];
	struct ask_link link;
	struct eval_tape_use tape = {.tape = ctx->replay[EVAL_PLAN],
				     .recorder = ctx->recorder,
				     .id = q->id,
				     .mode = EVAL_PLAN};
	struct ask_settings s = eval_ask_settings(ctx, use, &link, &tape);
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	struct ask_outcome o = {0};
	ans->asked = true;
	bool ok = ask_run(&s, q->question, &a, &o, &d);
	tally(ans, &o);
	if (ctx->args->json)
		ans->rounds_json = rounds_json(&o);
	if (ok)
		judge_outcome(use, ans, &o, r);
	else
		eval_no_answer(ans, &d);
	ans->stale = tape.stale;
	ask_outcome_free(&o);
	arena_free(&a);
	ask_link_free(&link);
}
