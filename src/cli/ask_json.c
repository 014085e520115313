/* plansql ask --format json: one object with the question, the tables
 * the prompt described, every attempt (request size, the model's raw
 * reply, the plan, diagnostics, SQL), the answer and its rows, the
 * model's token usage and plansql's own time per stage.  The rows are
 * written into it as the query returns them. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask_cli.h"

struct ask_json {
	struct row_sink sink; /* first: the sink is the object */
	plansql_str *text;
	plansql_json *w;
	size_t columns, rows;
	bool rows_open;
};

static void diagnostic_json(plansql_json *w, const plansql_diagnostic *d,
			    const char *step)
{
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "step", step);
	plansql_json_diagnostic_members(w, d);
	plansql_json_end_object(w);
}

static void plan_json(plansql_json *w, const plansql_plan *plan)
{
	char *text = plan ? plansql_plan_json(plan) : NULL;
	if (text)
		plansql_json_text(w, text, strlen(text));
	else
		plansql_json_null(w);
	plansql_free(text);
}

static void tokens_json(plansql_json *w, long prompt, long completion)
{
	plansql_json_begin_object(w);
	plansql_json_key(w, "prompt_tokens");
	prompt < 0 ? plansql_json_null(w) : plansql_json_int(w, prompt);
	plansql_json_key(w, "completion_tokens");
	completion < 0 ? plansql_json_null(w) : plansql_json_int(w, completion);
	plansql_json_end_object(w);
}

static void diagnostics_json(plansql_json *w, const plansql_conversation *c,
			     size_t index)
{
	plansql_json_begin_array(w);
	for (int step = 0; step < PLANSQL_ASK_STEPS; step++) {
		const plansql_result *r = plansql_ask_attempt_result(
		    c, index, (plansql_ask_step)step);
		for (size_t i = 0; r && i < plansql_result_diagnostic_count(r);
		     i++)
			diagnostic_json(
			    w, plansql_result_diagnostic(r, i),
			    plansql_ask_step_name((plansql_ask_step)step));
	}
	plansql_json_end_array(w);
}

void ask_json_attempt(plansql_json *w, const plansql_conversation *c,
		      size_t index)
{
	plansql_ask_attempt at;
	if (!plansql_ask_attempt_get(c, index, &at, sizeof at))
		return;
	plansql_json_begin_object(w);
	plansql_json_key(w, "candidate");
	plansql_json_int(w, at.candidate + 1);
	plansql_json_key(w, "round");
	plansql_json_int(w, at.round + 1);
	plansql_json_key(w, "request_bytes");
	plansql_json_int(w, (int64_t)at.request_bytes);
	plansql_json_key(w, "reply");
	plansql_json_string(w, at.reply);
	plansql_json_string_member(w, "verdict",
				   plansql_ask_verdict_name(at.verdict));
	plansql_json_key(w, "plan");
	plan_json(w, at.plan);
	plansql_json_key(w, "diagnostics");
	diagnostics_json(w, c, index);
	plansql_json_key(w, "sql");
	plansql_json_string(w, at.sql);
	/* what the answers are ranked by (docs/ask.md, The rounds) */
	plansql_json_key(w, "votes");
	plansql_json_int(w, at.votes);
	plansql_json_key(w, "errors");
	plansql_json_int(w, (int64_t)at.errors);
	plansql_json_key(w, "repairs");
	plansql_json_int(w, (int64_t)at.repairs);
	plansql_json_key(w, "warnings");
	plansql_json_int(w, (int64_t)at.warnings);
	plansql_json_key(w, "usage");
	tokens_json(w, at.prompt_tokens, at.completion_tokens);
	plansql_json_end_object(w);
}

/* "withheld": the columns of the table whose values the model is not
 * sent, and why; with --samples none, none is sent ("samples": "none")
 * and none is listed. */
static void withheld_json(plansql_json *w, const plansql_catalog *catalog,
			  size_t table, int mode)
{
	if (mode == PLANSQL_SAMPLES_NONE)
		return;
	plansql_json_key(w, "withheld");
	plansql_json_begin_array(w);
	size_t count = plansql_catalog_column_count(catalog, table);
	for (size_t i = 0; i < count; i++) {
		const char *why = plansql_ask_withheld(catalog, table, i, mode);
		if (!why)
			continue;
		plansql_json_begin_object(w);
		plansql_json_string_member(
		    w, "column",
		    plansql_catalog_column_name(catalog, table, i));
		plansql_json_string_member(w, "why", why);
		plansql_json_end_object(w);
	}
	plansql_json_end_array(w);
}

void ask_json_tables(plansql_json *w, const struct ask_run *run)
{
	const plansql_catalog *c = run->options->compile->catalog;
	const plansql_conversation *conv = run->conversation;
	plansql_json_begin_array(w);
	for (size_t i = 0; i < plansql_ask_table_count(conv); i++) {
		plansql_ask_table t;
		plansql_ask_table_get(conv, i, &t, sizeof t);
		plansql_json_begin_object(w);
		plansql_json_string_member(
		    w, "schema", plansql_catalog_table_schema(c, t.table));
		plansql_json_string_member(
		    w, "table", plansql_catalog_table_name(c, t.table));
		plansql_json_string_member(w, "reason",
					   plansql_ask_table_reason(conv, i));
		plansql_json_string_member(w, "matched", t.matched);
		if (t.reason == PLANSQL_CHOSEN_JOIN)
			plansql_json_string_member(
			    w, "joins", plansql_catalog_table_name(c, t.joins));
		plansql_json_key(w, "tokens");
		plansql_json_int(w, (int64_t)t.tokens);
		withheld_json(w, c, t.table, run->options->samples);
		plansql_json_end_object(w);
	}
	plansql_json_end_array(w);
}

static void answer_json(plansql_json *w, const struct ask_run *run)
{
	const plansql_conversation *c = run->conversation;
	plansql_ask_verdict verdict = plansql_ask_verdict_of(c);
	long chosen = plansql_ask_chosen(c);
	const plansql_plan *plan = chosen >= 0 ? plansql_ask_plan(c) : NULL;
	plansql_json_string_member(w, "verdict",
				   plansql_ask_verdict_name(verdict));
	plansql_json_key(w, "chosen");
	chosen >= 0 ? plansql_json_int(w, chosen) : plansql_json_null(w);
	plansql_json_key(w, "plan");
	plan_json(w, plan);
	plansql_json_key(w, "sql");
	plansql_json_string(w, plansql_ask_sql(c));
	if (plan && verdict == PLANSQL_ASK_CLARIFY) {
		plansql_json_key(w, "questions");
		plansql_json_begin_array(w);
		for (size_t i = 0; i < plansql_plan_ambiguity_count(plan); i++)
			plansql_json_string(w, plansql_plan_ambiguity(plan, i));
		plansql_json_end_array(w);
	}
	if (plan && verdict == PLANSQL_ASK_TERMINATE)
		plansql_json_string_member(
		    w, "termination_reason",
		    plansql_plan_termination_reason(plan));
}

/* ---- the rows ---- */

static bool columns_json(struct row_sink *sink, size_t count,
			 const char *const *names)
{
	struct ask_json *j = (struct ask_json *)sink;
	j->columns = count;
	plansql_json_key(j->w, "columns");
	plansql_json_begin_array(j->w);
	for (size_t i = 0; i < count; i++)
		plansql_json_string(j->w, names[i]);
	plansql_json_end_array(j->w);
	plansql_json_key(j->w, "rows");
	plansql_json_begin_array(j->w);
	j->rows_open = true;
	return !plansql_str_error(j->text);
}

static bool row_json(struct row_sink *sink, const struct cell *cells)
{
	struct ask_json *j = (struct ask_json *)sink;
	plansql_json_begin_array(j->w);
	for (size_t i = 0; i < j->columns; i++) {
		const struct cell *c = &cells[i];
		if (c->kind == CELL_NUMBER)
			plansql_json_number(j->w, c->text);
		else
			plansql_json_string(j->w, c->text);
	}
	plansql_json_end_array(j->w);
	j->rows++;
	return !plansql_str_error(j->text);
}

struct ask_json *ask_json_begin(const struct ask_run *run)
{
	struct ask_json *j = calloc(1, sizeof *j);
	if (!j)
		return NULL;
	j->sink = (struct row_sink){columns_json, row_json};
	j->text = plansql_str_new(0);
	j->w = plansql_json_new(j->text, PLANSQL_JSON_PRETTY);
	if (!j->w) {
		plansql_str_free(j->text);
		free(j);
		return NULL;
	}
	plansql_json *w = j->w;
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "question", run->args->question);
	plansql_json_string_member(w, "api",
				   plansql_ask_api_name(run->options->api));
	plansql_json_string_member(w, "tier",
				   plansql_ask_tier_name(run->options->tier));
	plansql_json_string_member(w, "model", run->options->model);
	plansql_json_string_member(
	    w, "samples", plansql_ask_samples_name(run->options->samples));
	plansql_json_key(w, "tables");
	ask_json_tables(w, run);
	plansql_json_key(w, "attempts");
	plansql_json_begin_array(w);
	for (size_t i = 0; i < plansql_ask_attempts(run->conversation); i++)
		ask_json_attempt(w, run->conversation, i);
	plansql_json_end_array(w);
	answer_json(w, run);
	return j;
}

struct row_sink *ask_json_sink(struct ask_json *j)
{
	return &j->sink;
}

static const char *end_name(enum query_end end)
{
	static const char *const names[] = {
	    [QUERY_DONE] = "done",
	    [QUERY_ROW_CAP] = "row cap",
	    [QUERY_TIMED_OUT] = "timed out",
	    [QUERY_INTERRUPTED] = "interrupted",
	    [QUERY_FAILED] = "failed",
	    [QUERY_SINK_FAILED] = "not written"};
	return names[end];
}

static void seconds_member(plansql_json *w, const char *key, double seconds)
{
	char number[64];
	snprintf(number, sizeof number, "%.6f", seconds);
	plansql_json_key(w, key);
	plansql_json_number(w, number);
}

/* The model's tokens, and the time of each stage: plansql's prompt
 * (choosing tables, samples, messages), its checks of the replies
 * (reading, audit, compile, EXPLAIN), the model's requests, the rows. */
static void totals_json(plansql_json *w, const struct ask_run *run)
{
	const plansql_conversation *c = run->conversation;
	long prompt = 0, completion = 0;
	double http = 0, checks = 0;
	for (size_t i = 0; i < plansql_ask_attempts(c); i++) {
		plansql_ask_attempt at;
		plansql_ask_attempt_get(c, i, &at, sizeof at);
		prompt += at.prompt_tokens > 0 ? at.prompt_tokens : 0;
		completion +=
		    at.completion_tokens > 0 ? at.completion_tokens : 0;
		http += at.http_seconds;
		checks += at.plansql_seconds;
	}
	plansql_ask_selection sel;
	plansql_ask_selection_get(c, &sel, sizeof sel);
	plansql_json_key(w, "usage");
	tokens_json(w, prompt, completion);
	plansql_json_key(w, "seconds");
	plansql_json_begin_object(w);
	seconds_member(w, "prompt", sel.seconds);
	seconds_member(w, "checks", checks);
	seconds_member(w, "model", http);
	seconds_member(w, "run", run->run_seconds);
	plansql_json_end_object(w);
}

bool ask_json_end(struct ask_json *j, const struct ask_run *run,
		  const enum query_end *end)
{
	plansql_json *w = j->w;
	if (j->rows_open)
		plansql_json_end_array(w);
	if (end) {
		plansql_json_string_member(w, "rows_end", end_name(*end));
		plansql_json_key(w, "row_count");
		plansql_json_int(w, (int64_t)j->rows);
	}
	totals_json(w, run);
	plansql_json_end_object(w);
	plansql_json_free(w);
	char *text = plansql_str_finish(j->text);
	bool ok = text && write_output_line(NULL, text);
	if (!text)
		fprintf(stderr, "plansql ask: out of memory\n");
	free(text);
	free(j);
	return ok;
}
