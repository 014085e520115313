/* Every question of plansql eval (eval.h): the gold rows, then the plan
 * (and with --baseline-sql the SQL) answer, judged.  -j workers take
 * the questions in turn; each has its own connections.  A progress bar
 * with the running accuracy is drawn on stderr when it is a terminal;
 * Ctrl-C stops the workers (their requests too), and the questions done
 * are reported. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "eval.h"

const char *eval_outcome_name(enum eval_outcome outcome)
{
	static const char *const names[EVAL_OUTCOMES] = {
	    [EVAL_CORRECT] = "correct",
	    [EVAL_WRONG] = "wrong",
	    [EVAL_EXTRA_COLUMNS] = "extra-columns",
	    [EVAL_REFUSED] = "refused",
	    [EVAL_CLARIFY] = "clarify",
	    [EVAL_TERMINATE] = "terminate",
	    [EVAL_FAILED] = "failed",
	    [EVAL_NO_REPLY] = "no-reply",
	    [EVAL_ERROR] = "error"};
	return (size_t)outcome < EVAL_OUTCOMES ? names[outcome] : "?";
}

enum eval_outcome eval_judge_rows(struct eval_answer *a,
				  const struct eval_result *r)
{
	a->comparison = plansql_rows_compare(
	    r->gold, a->rows, r->ordered ? PLANSQL_COMPARE_ORDERED : 0, -1);
	if (!a->comparison)
		return EVAL_ERROR;
	switch (plansql_comparison_match(a->comparison)) {
	case PLANSQL_MATCH_EQUAL:
		return EVAL_CORRECT;
	case PLANSQL_MATCH_EXTRA_COLUMNS:
		return EVAL_EXTRA_COLUMNS;
	default:
		return EVAL_WRONG;
	}
}

void eval_answer_free(struct eval_answer *a)
{
	free(a->sql);
	free(a->error);
	free(a->rounds_json);
	plansql_rows_free(a->rows);
	plansql_comparison_free(a->comparison);
	*a = (struct eval_answer){0};
}

void eval_result_free(struct eval_result *r)
{
	free(r->gold_error);
	plansql_rows_free(r->gold_owned);
	for (int m = 0; m < EVAL_MODES; m++)
		eval_answer_free(&r->answers[m]);
}

static double seconds_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* ---- one question ---- */

static bool gold(struct eval_db_use *use, const struct eval_question *q,
		 struct eval_result *r)
{
	if (!q->gold_sql) {
		r->gold = q->gold_rows;
		r->ordered = q->gold_ordered;
		return true;
	}
	r->ordered = plansql_sql_orders_rows(q->gold_sql, strlen(q->gold_sql));
	if (eval_rows_of(use, q->gold_sql, &r->gold_owned, &r->gold_error) !=
	    QUERY_DONE)
		return false;
	r->gold = r->gold_owned;
	return true;
}

static void evaluate(const struct eval_context *ctx, struct eval_conn *conn,
		     const struct eval_question *q, struct eval_result *r)
{
	double start = seconds_now();
	struct eval_db_use use;
	if (!eval_db_use(conn, q, &use, &r->gold_error)) {
		eval_db_release(&use);
		return;
	}
	if (gold(&use, q, r)) {
		eval_plan_answer(ctx, &use, q, r);
		if (ctx->args->baseline_sql && !*ctx->stop)
			eval_sql_answer(ctx, &use, q, r);
	}
	eval_db_release(&use);
	r->seconds = seconds_now() - start;
}

/* ---- progress ---- */

struct shared {
	const struct eval_context *ctx;
	struct eval_dbs *dbs;
	const struct eval_questions *q;
	struct eval_result *results;
	pthread_mutex_t lock;
	size_t next, done;
	size_t scored[EVAL_MODES], correct[EVAL_MODES];
	bool bar;
	bool failed; /* a worker could not start */
};

static void count_done(struct shared *sh, const struct eval_result *r)
{
	sh->done++;
	for (int m = 0; m < EVAL_MODES; m++) {
		const struct eval_answer *a = &r->answers[m];
		if (!a->asked || a->outcome == EVAL_ERROR)
			continue;
		sh->scored[m]++;
		sh->correct[m] += a->outcome == EVAL_CORRECT;
	}
}

static void draw_bar(const struct shared *sh)
{
	enum { WIDTH = 24 };
	size_t total = sh->q->count;
	size_t filled = total ? sh->done * WIDTH / total : WIDTH;
	char bar[WIDTH + 1];
	for (size_t i = 0; i < WIDTH; i++)
		bar[i] = i < filled ? '#' : '.';
	bar[WIDTH] = '\0';
	fprintf(stderr, "\r\033[K[%s] %zu/%zu", bar, sh->done, total);
	static const char *const label[EVAL_MODES] = {"plan", "sql"};
	for (int m = 0; m < EVAL_MODES; m++)
		if (sh->scored[m])
			fprintf(stderr, "  %s %zu/%zu (%.1f%%)", label[m],
				sh->correct[m], sh->scored[m],
				100.0 * (double)sh->correct[m] /
				    (double)sh->scored[m]);
	fflush(stderr);
}

/* ---- the workers ---- */

static bool take_next(struct shared *sh, size_t *i)
{
	pthread_mutex_lock(&sh->lock);
	*i = sh->next;
	bool more = *i < sh->q->count && !*sh->ctx->stop;
	sh->next += more;
	pthread_mutex_unlock(&sh->lock);
	return more;
}

static void *work(void *arg)
{
	struct shared *sh = arg;
	struct eval_conn *conn = eval_conn_new(sh->dbs);
	size_t i;
	if (!conn) {
		pthread_mutex_lock(&sh->lock);
		sh->failed = true;
		pthread_mutex_unlock(&sh->lock);
		return NULL;
	}
	while (take_next(sh, &i)) {
		struct eval_result *r = &sh->results[i];
		evaluate(sh->ctx, conn, &sh->q->items[i], r);
		pthread_mutex_lock(&sh->lock);
		/* a question cut short by Ctrl-C is not reported */
		r->done = !*sh->ctx->stop;
		if (r->done)
			count_done(sh, r);
		if (sh->bar)
			draw_bar(sh);
		pthread_mutex_unlock(&sh->lock);
	}
	eval_conn_free(conn);
	return NULL;
}

bool eval_run(const struct eval_context *ctx, struct eval_dbs *dbs,
	      const struct eval_questions *q, struct eval_result *results)
{
	struct shared sh = {.ctx = ctx,
			    .dbs = dbs,
			    .q = q,
			    .results = results,
			    .bar = isatty(STDERR_FILENO)};
	pthread_mutex_init(&sh.lock, NULL);
	unsigned jobs = ctx->args->jobs ? ctx->args->jobs : 1;
	if (jobs > q->count)
		jobs = (unsigned)q->count;
	pthread_t threads[EVAL_MAX_JOBS];
	unsigned started = 0;
	for (; jobs > 1 && started < jobs; started++)
		if (pthread_create(&threads[started], NULL, work, &sh))
			break;
	if (!started) /* one job, or no thread could start: this one */
		work(&sh);
	for (unsigned t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	if (sh.bar)
		fputs("\r\033[K", stderr);
	pthread_mutex_destroy(&sh.lock);
	if (sh.failed && !sh.done)
		fputs("plansql eval: out of memory\n", stderr);
	return !*ctx->stop && !(sh.failed && !sh.done);
}
