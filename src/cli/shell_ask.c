/* The shell's ask and refine: the model writes the next plan through the
 * same rounds as plansql ask (ask_loop.h), with the model's options the
 * shell started with.  Only an accepted answer becomes the current plan,
 * so undo takes it back like a patch; a clarify, a terminate or no
 * acceptable plan is reported as plansql ask reports it, and the plan
 * stays as it was. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "advice.h"
#include "shell.h"

static void print_errors(const diag_list *d)
{
	for (size_t i = 0; i < d->count; i++) {
		char *line = advice_line(&d->items[i], "shell");
		fprintf(stderr, "%s\n", line ? line : "out of memory");
		plansql_free(line);
	}
}

/* The chosen attempt's plan becomes the current one. */
static bool take_answer(struct shell *sh, struct ask_run *run)
{
	struct ask_outcome *o = &run->outcome;
	if (o->verdict != ASK_ACCEPTED) {
		ask_report_text(run);
		return false;
	}
	struct ask_attempt *at = &o->attempts[o->chosen];
	plansql_plan *plan = at->plan;
	at->plan = NULL; /* the session owns it now */
	return shell_adopt(sh, plan);
}

/* Asks afresh (plan_json NULL) or to change plan_json. */
static bool consult(struct shell *sh, const char *text, const char *plan_json)
{
	sh->ask.limits.seconds = sh->seconds; /* EXPLAIN's time limit */
	struct ask_link link;
	ask_link_init(&link, &sh->ask, &sh->sources, sh->db);
	struct ask_settings s = ask_link_settings(&link, sh->dialect);
	s.compile.now = sh->options.now; /* the now command's */
	struct ask_run run = {.args = &sh->ask, .settings = &s};
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	bool sent = plan_json
			? ask_refine(&s, plan_json, text, &a, &run.outcome, &d)
			: ask_run(&s, text, &a, &run.outcome, &d);
	if (!sent)
		print_errors(&d);
	bool ok = sent && take_answer(sh, &run);
	ask_outcome_free(&run.outcome);
	arena_free(&a);
	ask_link_free(&link);
	return ok;
}

static bool ready(const struct shell *sh, const char *name, const char *text,
		  const char *what)
{
	fflush(stdout);
	if (!*text) {
		fprintf(stderr, "%s: give %s (see \"help %s\")\n", name, what,
			name);
		return false;
	}
	if (!sh->ask.llm) {
		fprintf(stderr,
			"%s: start the shell with the model server's URL: "
			"--llm URL or PLANSQL_LLM_URL\n",
			name);
		return false;
	}
	return true;
}

bool shell_ask(struct shell *sh, const char *question)
{
	return ready(sh, "ask", question, "the question") &&
	       consult(sh, question, NULL);
}

bool shell_refine(struct shell *sh, const char *request)
{
	if (!ready(sh, "refine", request, "the change to make"))
		return false;
	char *json = plansql_plan_json(sh->plans[sh->at]);
	bool ok = json && consult(sh, request, json);
	plansql_free(json);
	return ok;
}
