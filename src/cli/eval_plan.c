/* One question through plansql ask's rounds (eval.h): the same
 * options as the command (ask_link_init: the tier, its
 * instructions, the tables chosen for the question, sample values,
 * EXPLAIN on the database, retries with the diagnostics), the model
 * answering live or from a recording; then the answer's rows compared
 * with the gold rows. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "eval.h"

/* The options of plansql ask on the question's database, with the
 * recording's hooks and the database calls under eval's lock. */
void eval_ask_link(const struct eval_context *ctx, struct eval_db_use *use,
		   struct ask_link *link, struct eval_tape_use *tape)
{
	ask_link_init(link, &ctx->args->ask, &use->sources, use->db,
		      use->dialect);
	plansql_ask_options *o = &link->options;
	o->cancel = ctx->stop;
	o->progress = NULL;
	o->explain = eval_explain;
	o->explain_context = use;
	o->sample = eval_sample;
	o->sample_context = use;
	if (tape->tape) {
		o->replay = eval_tape_replay;
		o->replay_context = tape;
	}
	if (tape->recorder) {
		o->record = eval_tape_record;
		o->record_context = tape;
	}
}

/* What a question's rounds cost and did: rounds, the answer's repairs
 * and warnings, the model's tokens. */
static void tally(struct eval_answer *ans, const plansql_conversation *c)
{
	size_t count = plansql_ask_attempts(c);
	long answer = ask_answer_attempt(c);
	plansql_ask_attempt at = {0};
	if (answer >= 0)
		plansql_ask_attempt_get(c, (size_t)answer, &at, sizeof at);
	ans->rounds = (unsigned)count;
	ans->repairs = at.repairs;
	ans->warnings = at.warnings;
	ans->tokens = -1;
	for (size_t i = 0; i < count; i++) {
		plansql_ask_attempt_get(c, i, &at, sizeof at);
		long p = at.prompt_tokens, k = at.completion_tokens;
		if (p >= 0 || k >= 0)
			ans->tokens = (ans->tokens < 0 ? 0 : ans->tokens) +
				      (p > 0 ? p : 0) + (k > 0 ? k : 0);
	}
}

static char *rounds_json(const plansql_conversation *c)
{
	plansql_str *sb = plansql_str_new(0);
	plansql_json *w = plansql_json_new(sb, 0);
	plansql_json_begin_array(w);
	for (size_t i = 0; i < plansql_ask_attempts(c); i++)
		ask_json_attempt(w, c, i);
	plansql_json_end_array(w);
	plansql_json_free(w);
	return plansql_str_finish(sb);
}

/* "code: message" of the first error of the attempt, for the report. */
static char *first_error(const plansql_conversation *c, long attempt)
{
	for (int step = 0; attempt >= 0 && step < PLANSQL_ASK_STEPS; step++) {
		const plansql_result *r = plansql_ask_attempt_result(
		    c, (size_t)attempt, (plansql_ask_step)step);
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
			  const plansql_conversation *c,
			  const struct eval_result *r)
{
	plansql_ask_verdict verdict = plansql_ask_verdict_of(c);
	const char *reason;
	size_t count = plansql_ask_attempts(c);
	switch (verdict) {
	case PLANSQL_ASK_ACCEPTED:
	case PLANSQL_ASK_CLARIFY:
		ans->sql = strdup(plansql_ask_sql(c));
		ans->outcome = ans->sql ? run_answer(use, ans, r) : EVAL_ERROR;
		if (verdict == PLANSQL_ASK_CLARIFY) {
			ans->likeliest_right = ans->outcome == EVAL_CORRECT;
			ans->outcome = EVAL_CLARIFY;
		}
		break;
	case PLANSQL_ASK_TERMINATE:
		ans->outcome = EVAL_TERMINATE;
		reason = plansql_plan_termination_reason(plansql_ask_plan(c));
		ans->error = strdup(reason ? reason : "(no reason given)");
		break;
	default:
		ans->outcome = EVAL_REFUSED;
		ans->error = first_error(c, count ? (long)count - 1 : -1);
	}
}

void eval_no_answer(struct eval_answer *ans, const plansql_result *r,
		    const struct eval_tape_use *tape)
{
	const plansql_diagnostic *first =
	    r && plansql_result_diagnostic_count(r)
		? plansql_result_diagnostic(r, 0)
		: NULL;
	bool no_reply = tape->missing[0] != '\0';
	ans->outcome = no_reply ? EVAL_NO_REPLY : EVAL_ERROR;
	plansql_str *sb = plansql_str_new(1 << 20);
	if (no_reply)
		plansql_str_appendf(sb, "eval-no-reply: %s", tape->missing);
	else if (first)
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
	eval_ask_link(ctx, use, &link, &tape);
	plansql_conversation *c = NULL;
	ans->asked = true;
	plansql_result *res = plansql_ask(q->question, &link.options, &c);
	tally(ans, c);
	if (ctx->args->json)
		ans->rounds_json = rounds_json(c);
	if (c && !plansql_ask_interrupted(c))
		judge_outcome(use, ans, c, r);
	else
		eval_no_answer(ans, res, &tape);
	ans->stale = tape.stale;
	plansql_result_free(res);
	plansql_conversation_free(c);
}
