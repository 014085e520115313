/* plansql eval (eval.h): the questions read and checked, the recordings
 * opened, the databases' catalogs read, every question answered, the
 * report written whole (to -o, or standard output).  The first Ctrl-C
 * stops the run and reports the questions done; a second ends the
 * process. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"

static const char who[] = "plansql eval";

/* The exit status of a run that Ctrl-C stopped, as a shell gives it. */
#define EXIT_INTERRUPTED 130

static volatile sig_atomic_t stop;

static void on_interrupt(int signal_number)
{
	stop = 1;
	signal(signal_number, SIG_DFL); /* the next Ctrl-C ends it all */
}

/* A Ctrl-C that stopped a statement stops the run too. */
static void hear_query_interrupt(void)
{
	stop = 1;
}

struct eval_command {
	struct eval_args args;
	struct eval_questions questions;
	struct eval_tape *tapes[EVAL_MODES];
	struct eval_recorder *recorder;
	struct eval_dbs *dbs;
	struct eval_result *results;
};

static bool open_tapes(struct eval_command *c)
{
	const struct eval_args *a = &c->args;
	if (a->replay &&
	    !(c->tapes[EVAL_PLAN] = eval_tape_load(a->replay, EVAL_PLAN)))
		return false;
	if (a->replay_sql &&
	    !(c->tapes[EVAL_SQL] = eval_tape_load(a->replay_sql, EVAL_SQL)))
		return false;
	if (a->record && !(c->recorder = eval_recorder_open(a->record)))
		return false;
	return true;
}

static bool prepare(struct eval_command *c)
{
	struct eval_args *a = &c->args;
	if (!eval_questions_read(a->questions_path, &c->questions))
		return false;
	if (a->only && !eval_questions_only(&c->questions, a->only))
		return false;
	/* --db: its catalog, and the glossary and policy read against it */
	if (a->ask.sources.db && !sources_load(&a->ask.sources, "eval"))
		return false;
	if (!open_tapes(c))
		return false;
	c->dbs = eval_dbs_open(a, &c->questions);
	c->results = calloc(c->questions.count, sizeof *c->results);
	if (c->dbs && !c->results)
		fprintf(stderr, "%s: out of memory\n", who);
	return c->dbs && c->results;
}

static bool run(struct eval_command *c)
{
	struct eval_context ctx = {
	    .args = &c->args,
	    .replay = {c->tapes[EVAL_PLAN], c->tapes[EVAL_SQL]},
	    .recorder = c->recorder,
	    .stop = &stop};
	/* SQL replies recorded beside the plans replay from one file */
	if (c->args.baseline_sql && !c->args.replay_sql)
		ctx.replay[EVAL_SQL] = c->tapes[EVAL_PLAN];
	struct sigaction action = {.sa_handler = on_interrupt}, previous;
	sigemptyset(&action.sa_mask);
	sigaction(SIGINT, &action, &previous);
	query_on_interrupt(hear_query_interrupt);
	bool whole = eval_run(&ctx, c->dbs, &c->questions, c->results);
	query_on_interrupt(NULL);
	sigaction(SIGINT, &previous, NULL);
	return whole;
}

static bool report(struct eval_command *c, bool interrupted)
{
	struct eval_report rep = {.args = &c->args,
				  .questions = &c->questions,
				  .results = c->results,
				  .databases = eval_dbs_count(c->dbs),
				  .interrupted = interrupted};
	struct output_file of;
	if (!output_file_open(c->args.output, &of))
		return false;
	bool ok = c->args.json ? eval_report_json(of.f, &rep)
			       : eval_report_text(of.f, &rep);
	return output_file_close(&of, ok) && ok;
}

/* 1 when a question could not be scored (the server, a gold query). */
static int status_of(const struct eval_command *c)
{
	for (size_t i = 0; i < c->questions.count; i++) {
		const struct eval_result *r = &c->results[i];
		if (r->done && (r->gold_error ||
				r->answers[EVAL_PLAN].outcome == EVAL_ERROR ||
				r->answers[EVAL_SQL].outcome == EVAL_ERROR))
			return EXIT_REJECTED;
	}
	return EXIT_COMPILED;
}

static void release(struct eval_command *c)
{
	for (size_t i = 0; c->results && i < c->questions.count; i++)
		eval_result_free(&c->results[i]);
	free(c->results);
	eval_dbs_free(c->dbs);
	for (int m = 0; m < EVAL_MODES; m++)
		eval_tape_free(c->tapes[m]);
	eval_questions_free(&c->questions);
	eval_args_free(&c->args);
}

int command_eval(int argc, char **argv)
{
	struct eval_command c = {0};
	int rc = eval_parse_args(argc, argv, &c.args);
	if (rc != EXIT_COMPILED) {
		eval_args_free(&c.args);
		return rc;
	}
	signal(SIGPIPE, SIG_IGN);
	if (!prepare(&c)) {
		eval_recorder_close(c.recorder);
		release(&c);
		return EXIT_USAGE;
	}
	bool whole = run(&c);
	bool recorded = eval_recorder_close(c.recorder);
	bool reported = report(&c, !whole);
	rc = !reported || !recorded ? EXIT_USAGE
	     : !whole		    ? EXIT_INTERRUPTED
				    : status_of(&c);
	release(&c);
	return rc;
}
