/* The shell's ask and refine: the model writes the next plan through the
 * same rounds as plansql ask (plansql_ask, plansql_ask_refine), with the
 * model's options the shell started with.  Only an accepted answer becomes the
 * current plan, so undo takes it back like a patch; a clarify, a terminate or
 * no acceptable plan is reported as plansql ask reports it, and the plan stays
 * as it was. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "shell.h"

/* The answer's plan becomes the current one. */
static bool take_answer(struct shell *sh, struct ask_run *run)
{
	if (plansql_ask_verdict_of(run->conversation) != PLANSQL_ASK_ACCEPTED) {
		ask_report_text(run);
		return false;
	}
	plansql_plan *plan =
	    plansql_plan_copy(plansql_ask_plan(run->conversation));
	if (!plan) {
		fputs("shell: out of memory\n", stderr);
		return false;
	}
	return shell_adopt(sh, plan);
}

/* Asks afresh (plan_json NULL) or to change plan_json. */
static bool consult(struct shell *sh, const char *text, const char *plan_json)
{
	sh->ask.limits.seconds = sh->seconds; /* EXPLAIN's time limit */
	struct ask_link link;
	ask_link_init(&link, &sh->ask, &sh->sources, sh->db, sh->dialect);
	link.compile.now = sh->options.now; /* the now command's */
	struct ask_run run = {.args = &sh->ask, .options = &link.options};
	plansql_result *r =
	    plan_json ? plansql_ask_refine(plan_json, text, run.options,
					   &run.conversation)
		      : plansql_ask(text, run.options, &run.conversation);
	bool sent =
	    r && run.conversation && !plansql_ask_interrupted(run.conversation);
	if (!sent)
		r ? print_diagnostics(r, "shell")
		  : (void)fputs("shell: out of memory\n", stderr);
	bool ok = sent && take_answer(sh, &run);
	plansql_result_free(r);
	plansql_conversation_free(run.conversation);
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
