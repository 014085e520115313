/* plansql ask: a question becomes rows, and the model writes only the
 * plan (plansql_ask).  The candidates are checked with EXPLAIN on the
 * --db database, and the answer runs there read-only, under the same
 * time limit and row cap as plansql run. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ask_cli.h"
#include "database.h"
#include "display.h"
#include "explain.h"
#include "output.h"

static const char who[] = "plansql ask";

struct ask_command {
	struct ask_args args;
	struct database *db; /* NULL with -c alone */
	struct ask_link link;
};

static double seconds_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* ---- the answer ---- */

static int rows_as_text(struct ask_command *c, const char *sql)
{
	struct output_options o = {.format = FORMAT_TABLE};
	struct output *out = output_new(stdout, &o);
	enum query_end end =
	    out ? database_stream(c->db, sql, &c->args.limits, output_sink(out))
		: QUERY_SINK_FAILED;
	bool written = out && output_finish(out, end);
	output_free(out);
	return written && query_end_ok(end) ? EXIT_COMPILED : EXIT_USAGE;
}

static int exit_of(plansql_ask_verdict verdict)
{
	switch (verdict) {
	case PLANSQL_ASK_ACCEPTED:
		return EXIT_COMPILED;
	case PLANSQL_ASK_CLARIFY:
		return EXIT_CLARIFY;
	default:
		return EXIT_REJECTED;
	}
}

static bool answered(plansql_ask_verdict verdict)
{
	return verdict == PLANSQL_ASK_ACCEPTED ||
	       verdict == PLANSQL_ASK_CLARIFY;
}

/* The rows (or the plan, or the SQL) of the answer. */
static int show_answer(struct ask_command *c, const struct ask_run *run)
{
	if (c->args.show_sql)
		display_statement(stderr, run->sql);
	if (c->args.plan_only) {
		char *json =
		    plansql_plan_json(plansql_ask_plan(run->conversation));
		bool ok = json && write_output_line(NULL, json);
		plansql_free(json);
		return ok ? EXIT_COMPILED : EXIT_USAGE;
	}
	if (!c->db)
		return write_statement(NULL, run->sql) ? EXIT_COMPILED
						       : EXIT_USAGE;
	return rows_as_text(c, run->sql);
}

/* A clarify is answered too: the rows of its likeliest reading, then
 * the model's questions (exit status 3 says there are some). */
static int answer_as_text(struct ask_command *c, struct ask_run *run)
{
	plansql_ask_verdict verdict = plansql_ask_verdict_of(run->conversation);
	int rc = answered(verdict) ? show_answer(c, run) : EXIT_COMPILED;
	if (verdict == PLANSQL_ASK_CLARIFY && rc == EXIT_COMPILED)
		fprintf(stderr,
			"%s: this answers the likeliest reading of the "
			"question.\n",
			who);
	if (verdict != PLANSQL_ASK_ACCEPTED)
		ask_report_text(run);
	return rc != EXIT_COMPILED ? rc : exit_of(verdict);
}

static int answer_as_json(struct ask_command *c, struct ask_run *run)
{
	plansql_ask_verdict verdict = plansql_ask_verdict_of(run->conversation);
	struct ask_json *j = ask_json_begin(run);
	if (!j)
		return EXIT_USAGE;
	enum query_end end;
	bool runs = answered(verdict) && c->db && !c->args.plan_only;
	if (runs) {
		double start = seconds_now();
		end = database_stream(c->db, run->sql, &c->args.limits,
				      ask_json_sink(j));
		run->run_seconds = seconds_now() - start;
	}
	if (!ask_json_end(j, run, runs ? &end : NULL))
		return EXIT_USAGE;
	if (runs && !query_end_ok(end))
		return EXIT_USAGE;
	return exit_of(verdict);
}

static int ask_question(struct ask_command *c, struct ask_run *run)
{
	plansql_result *r =
	    plansql_ask(c->args.question, run->options, &run->conversation);
	if (!r || !run->conversation ||
	    plansql_ask_interrupted(run->conversation)) {
		r ? print_diagnostics(r, who)
		  : (void)fprintf(stderr, "%s: out of memory\n", who);
		plansql_result_free(r);
		return EXIT_USAGE;
	}
	plansql_result_free(r);
	run->sql = plansql_ask_sql(run->conversation);
	return c->args.json ? answer_as_json(c, run) : answer_as_text(c, run);
}

static int show_prompt(struct ask_run *run)
{
	plansql_result *r = plansql_ask_start(run->args->question, run->options,
					      &run->conversation);
	if (!run->conversation) {
		r ? print_diagnostics(r, who)
		  : (void)fprintf(stderr, "%s: out of memory\n", who);
		plansql_result_free(r);
		return EXIT_USAGE;
	}
	plansql_result_free(r);
	if (!run->args->json) {
		ask_report_prompt(stdout, run);
		return EXIT_COMPILED;
	}
	return ask_report_prompt_json(run) ? EXIT_COMPILED : EXIT_USAGE;
}

static bool open_sources(struct ask_command *c)
{
	struct ask_args *a = &c->args;
	if (!sources_load(&a->sources, "ask") ||
	    !sources_use_data(&a->sources, who))
		return false;
	sources_dialect(&a->sources, a->dialect_given, &a->dialect);
	if (a->sources.db) {
		c->db = sources_open_database(&a->sources, who);
		if (!c->db)
			return false;
	}
	ask_link_init(&c->link, a, &a->sources, c->db, a->dialect);
	return true;
}

int command_ask(int argc, char **argv)
{
	struct ask_command c = {0};
	int rc = ask_parse_args(argc, argv, &c.args);
	if (rc != EXIT_COMPILED) {
		/* a usage error may come after the question was joined */
		ask_args_free(&c.args);
		return rc;
	}
	if (!open_sources(&c)) {
		ask_args_free(&c.args);
		return EXIT_USAGE;
	}
	signal(SIGPIPE, SIG_IGN);
	struct ask_run run = {.args = &c.args, .options = &c.link.options};
	rc = c.args.show_prompt ? show_prompt(&run) : ask_question(&c, &run);
	plansql_conversation_free(run.conversation);
	ask_args_free(&c.args);
	return rc;
}
