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
		       const plansql_ask_table *t, const char *reason)
{
	const char *schema = plansql_catalog_table_schema(c, t->table);
	fputs("  ", out);
	if (schema) {
		display_text(out, schema);
		fputc('.', out);
	}
	display_text(out, plansql_catalog_table_name(c, t->table));
	fprintf(out, "  %s", reason);
	if (t->reason == PLANSQL_CHOSEN_MATCH) {
		fputs(": ", out);
		display_text(out, t->matched);
		fprintf(out, " (score %.2f)", t->score);
	} else if (t->reason == PLANSQL_CHOSEN_JOIN) {
		fputc(' ', out);
		display_text(out, plansql_catalog_table_name(c, t->joins));
	}
	fprintf(out, ", %zu tokens\n", t->tokens);
}

/* The columns of the table whose values the model is not sent, and
 * why; with --samples none, none is sent and none is listed. */
static void withheld_line(FILE *out, const plansql_catalog *catalog,
			  size_t table, int mode)
{
	if (mode == PLANSQL_SAMPLES_NONE)
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
	const plansql_conversation *conv = run->conversation;
	const plansql_catalog *c = run->options->compile->catalog;
	plansql_ask_selection sel;
	plansql_ask_selection_get(conv, &sel, sizeof sel);
	size_t count = plansql_ask_table_count(conv);
	fprintf(out, "Tables: %zu of %zu, about %zu tokens of %zu", count,
		plansql_catalog_table_count(c), sel.tokens, sel.budget);
	if (sel.left_out)
		fprintf(out, "; %zu matching left out for the budget",
			sel.left_out);
	fputs("\n", out);
	int mode = run->options->samples;
	fprintf(out, "Sample values: %s (--samples)%s\n",
		plansql_ask_samples_name(mode),
		mode == PLANSQL_SAMPLES_NONE
		    ? ": no value of the database is sent"
		    : "");
	for (size_t i = 0; i < count; i++) {
		plansql_ask_table t;
		plansql_ask_table_get(conv, i, &t, sizeof t);
		table_line(out, c, &t, plansql_ask_table_reason(conv, i));
		withheld_line(out, c, t.table, mode);
	}
	for (size_t i = 0; i < plansql_ask_prompt_count(conv); i++) {
		const plansql_ask_message *m = plansql_ask_prompt(conv, i);
		fprintf(out, "\n--- %s ---\n", m->role);
		display_lines(out, m->content);
	}
}

/* ---- progress and failures ---- */

void ask_report_attempt(void *context, const plansql_conversation *c,
			size_t attempt)
{
	(void)context;
	plansql_ask_attempt at;
	if (!plansql_ask_attempt_get(c, attempt, &at, sizeof at))
		return;
	fprintf(stderr, "%s: candidate %u, round %u: %s", who, at.candidate + 1,
		at.round + 1, plansql_ask_verdict_name(at.verdict));
	if (at.errors || at.repairs || at.warnings)
		fprintf(stderr, " (%zu errors, %zu repairs, %zu warnings)",
			at.errors, at.repairs, at.warnings);
	fputc('\n', stderr);
}

static void print_diagnostics_of(const plansql_conversation *c, size_t index)
{
	for (int step = 0; step < PLANSQL_ASK_STEPS; step++) {
		const plansql_result *r = plansql_ask_attempt_result(
		    c, index, (plansql_ask_step)step);
		if (r)
			print_diagnostics(r, "reply");
	}
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

long ask_answer_attempt(const plansql_conversation *c)
{
	long chosen = plansql_ask_chosen(c);
	size_t count = plansql_ask_attempts(c);
	return chosen >= 0 ? chosen : count ? (long)count - 1 : -1;
}

void ask_report_text(const struct ask_run *run)
{
	const plansql_conversation *c = run->conversation;
	plansql_ask_verdict verdict = plansql_ask_verdict_of(c);
	const plansql_plan *plan = plansql_ask_plan(c);
	if (verdict == PLANSQL_ASK_CLARIFY && plan) {
		print_questions(plan);
		return;
	}
	if (verdict == PLANSQL_ASK_TERMINATE && plan) {
		const char *reason = plansql_plan_termination_reason(plan);
		fputs("The model says the database cannot answer: ", stderr);
		display_text(stderr, reason ? reason : "(no reason given)");
		fputc('\n', stderr);
		return;
	}
	fprintf(stderr, "%s: no acceptable plan after %zu attempts", who,
		plansql_ask_attempts(c));
	long last = ask_answer_attempt(c);
	if (last >= 0) {
		fputs("; the last one:\n", stderr);
		print_diagnostics_of(c, (size_t)last);
	} else {
		fputc('\n', stderr);
	}
}
