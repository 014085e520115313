/* What plansql ask did, for people (text on stderr) and for programs
 * (one JSON object on stdout, written through the one JSON writer).  No
 * text of the catalog, the model or the database reaches the terminal
 * unescaped, and the API key is in none of it: it is never handed
 * here. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ask_cli.h"
#include "display.h"

static const char who[] = "plansql ask";

/* ---- --show-prompt ---- */

static void table_line(FILE *out, const plansql_catalog *c,
		       const struct ask_table_choice *choice)
{
	const char *schema = plansql_catalog_table_schema(c, choice->table);
	fputs("  ", out);
	if (schema) {
		display_text(out, schema);
		fputc('.', out);
	}
	display_text(out, plansql_catalog_table_name(c, choice->table));
	fprintf(out, "  %s", ask_choice_reason_name(choice->reason));
	if (choice->reason == ASK_CHOSEN_MATCH) {
		fputs(": ", out);
		display_text(out, choice->matched);
		fprintf(out, " (score %.2f)", choice->score);
	} else if (choice->reason == ASK_CHOSEN_JOIN) {
		fputc(' ', out);
		display_text(out,
			     plansql_catalog_table_name(c, choice->for_table));
	}
	fprintf(out, ", %zu tokens\n", choice->tokens);
}

/* The columns of the table whose values the model is not sent, and
 * why; with --samples none, none is sent and none is listed. */
static void withheld_line(FILE *out, const plansql_catalog *catalog,
			  size_t table, enum ask_samples mode)
{
	if (mode == ASK_SAMPLES_NONE)
		return;
	bool any = false;
	size_t count = plansql_catalog_column_count(catalog, table);
	for (size_t i = 0; i < count; i++) {
		const char *why = plansql_ask_withheld(catalog, table, i, mode);
		if (!why)
			continue;
		fputs(any ? ", " : "    values not sent: ", out);
		display_text(out,
			     plansql_catalog_column_name(catalog, table, i));
		fprintf(out, " (%s)", why);
		any = true;
	}
	if (any)
		fputc('\n', out);
}

/* Text as lines, each escaped for the terminal as display_text does. */
static void display_lines(FILE *out, const char *text)
{
	while (*text) {
		size_t n = strcspn(text, "\n");
		char *line = strndup(text, n);
		display_text(out, line ? line : "(out of memory)");
		fputc('\n', out);
		free(line);
		text += n + (text[n] == '\n');
	}
}

void ask_report_prompt(FILE *out, const struct ask_run *run)
{
	const struct ask_outcome *o = &run->outcome;
	const plansql_catalog *c = run->settings->compile.catalog;
	const struct ask_selection *sel = &o->selection;
	fprintf(out, "Tables: %zu of %zu, about %zu tokens of %zu", sel->count,
		plansql_catalog_table_count(c), sel->tokens,
		run->settings->budget);
	if (sel->left_out)
		fprintf(out, "; %zu matching left out for the budget",
			sel->left_out);
	fputs("\n", out);
	enum ask_samples mode = run->settings->describe.samples;
	fprintf(out, "Sample values: %s (--samples)%s\n",
		ask_samples_name(mode),
		mode == ASK_SAMPLES_NONE ? ": no value of the database is sent"
					 : "");
	for (size_t i = 0; i < sel->count; i++) {
		table_line(out, c, &sel->choices[i]);
		withheld_line(out, c, sel->choices[i].table, mode);
	}
	for (size_t i = 0; i < o->prompt.count; i++) {
		fprintf(out, "\n--- %s ---\n", o->prompt.items[i].role);
		display_lines(out, o->prompt.items[i].content);
	}
}

/* ---- progress and failures ---- */

void ask_report_attempt(void *context, const struct ask_attempt *at)
{
	(void)context;
	fprintf(stderr, "%s: candidate %u, round %u: %s", who,
		at->candidate + 1, at->round + 1,
		ask_verdict_name(at->verdict));
	if (at->errors || at->repairs || at->warnings)
		fprintf(stderr, " (%zu errors, %zu repairs, %zu warnings)",
			at->errors, at->repairs, at->warnings);
	fputc('\n', stderr);
}

static void print_diagnostics_of(const struct ask_attempt *at)
{
	for (int step = 0; step < ASK_STEPS; step++)
		if (at->results[step])
			print_diagnostics(at->results[step], "reply");
}

/* The questions of a plan that asks back, one a line. */
static void print_questions(const plansql_plan *plan)
{
	size_t count = plansql_plan_ambiguity_count(plan);
	fputs("The model asks:\n", stderr);
	for (size_t i = 0; i < count; i++) {
		fputs("- ", stderr);
		display_text(stderr, plansql_plan_ambiguity(plan, i));
		fputc('\n', stderr);
	}
	if (!count)
		fputs("- (the model gave no question: ask again in other "
		      "words)\n",
		      stderr);
}

void ask_report_text(const struct ask_run *run)
{
	const struct ask_outcome *o = &run->outcome;
	const struct ask_attempt *at = o->chosen >= 0 ? &o->attempts[o->chosen]
				       : o->count ? &o->attempts[o->count - 1]
						  : NULL;
	if (o->verdict == ASK_CLARIFY && at->plan) {
		print_questions(at->plan);
		return;
	}
	if (o->verdict == ASK_TERMINATE && at->plan) {
		const char *reason = plansql_plan_termination_reason(at->plan);
		fputs("The model says the database cannot answer: ", stderr);
		display_text(stderr, reason ? reason : "(no reason given)");
		fputc('\n', stderr);
		return;
	}
	fprintf(stderr, "%s: no acceptable plan after %zu attempts", who,
		o->count);
	if (at) {
		fputs("; the last one:\n", stderr);
		print_diagnostics_of(at);
	} else {
		fputc('\n', stderr);
	}
}
