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
#include "catalog/catalog.h"
#include "json/json_write.h"
#include "plan/plan.h"
#include "plan/plan_values.h"

struct ask_json {
	struct row_sink sink; /* first: the sink is the object */
	strbuf text;
	json_writer w;
	size_t columns, rows;
	bool rows_open;
};

static void diagnostic_json(json_writer *w, const plansql_diagnostic *d,
			    const char *step)
{
	jw_begin_object(w);
	jw_member_string(w, "step", step);
	jw_member_string(w, "severity", plansql_severity_name(d->severity));
	jw_member_string(w, "code", d->code);
	jw_member_string(w, "pointer", d->pointer);
	jw_member_string(w, "message", d->message);
	jw_member_string(w, "hint", d->hint);
	jw_end_object(w);
}

static const char *const step_names[ASK_STEPS] = {"reply", "read", "audit",
						  "compile"};

static void plan_json(json_writer *w, const plansql_plan *plan)
{
	char *text = plan ? plansql_plan_json(plan) : NULL;
	if (text)
		jw_json(w, text);
	else
		jw_null(w);
	plansql_free(text);
}

static void tokens_json(json_writer *w, long prompt, long completion)
{
	jw_begin_object(w);
	jw_key(w, "prompt_tokens");
	prompt < 0 ? jw_null(w) : jw_int(w, prompt);
	jw_key(w, "completion_tokens");
	completion < 0 ? jw_null(w) : jw_int(w, completion);
	jw_end_object(w);
}

void ask_json_attempt(json_writer *w, const struct ask_attempt *at)
{
	jw_begin_object(w);
	jw_key(w, "candidate");
	jw_int(w, at->candidate + 1);
	jw_key(w, "round");
	jw_int(w, at->round + 1);
	jw_key(w, "request_bytes");
	jw_int(w, (int64_t)at->request_bytes);
	jw_key(w, "reply");
	jw_string(w, at->reply);
	jw_member_string(w, "verdict", ask_verdict_name(at->verdict));
	jw_key(w, "plan");
	plan_json(w, at->plan);
	jw_key(w, "diagnostics");
	jw_begin_array(w);
	for (int step = 0; step < ASK_STEPS; step++) {
		const plansql_result *r = at->results[step];
		for (size_t i = 0; r && i < plansql_result_diagnostic_count(r);
		     i++)
			diagnostic_json(w, plansql_result_diagnostic(r, i),
					step_names[step]);
	}
	jw_end_array(w);
	jw_key(w, "sql");
	jw_string(w, at->sql);
	/* what the answers are ranked by (docs/ask.md, The rounds) */
	jw_key(w, "votes");
	jw_int(w, at->votes);
	jw_key(w, "errors");
	jw_int(w, (int64_t)at->errors);
	jw_key(w, "repairs");
	jw_int(w, (int64_t)at->repairs);
	jw_key(w, "warnings");
	jw_int(w, (int64_t)at->warnings);
	jw_key(w, "usage");
	tokens_json(w, at->prompt_tokens, at->completion_tokens);
	jw_end_object(w);
}

/* "withheld": the columns of t whose values the model is not sent, and
 * why; with --samples none, none is sent ("samples": "none") and none
 * is listed. */
static void withheld_json(json_writer *w, const struct catalog_table *t,
			  enum ask_samples mode)
{
	if (mode == ASK_SAMPLES_NONE)
		return;
	jw_key(w, "withheld");
	jw_begin_array(w);
	for (size_t i = 0; i < t->column_count; i++) {
		const char *why = ask_values_withheld(t, &t->columns[i], mode);
		if (!why)
			continue;
		jw_begin_object(w);
		jw_member_string(w, "column", t->columns[i].name);
		jw_member_string(w, "why", why);
		jw_end_object(w);
	}
	jw_end_array(w);
}

void ask_json_tables(json_writer *w, const struct ask_run *run)
{
	const plansql_catalog *c = run->settings->compile.catalog;
	const struct ask_selection *sel = &run->outcome.selection;
	jw_begin_array(w);
	for (size_t i = 0; i < sel->count; i++) {
		const struct ask_table_choice *ch = &sel->choices[i];
		const struct catalog_table *t = &c->tables[ch->table];
		jw_begin_object(w);
		jw_member_string(w, "schema", t->schema);
		jw_member_string(w, "table", t->name);
		jw_member_string(w, "reason",
				 ask_choice_reason_name(ch->reason));
		jw_member_string(w, "matched", ch->matched);
		if (ch->reason == ASK_CHOSEN_JOIN)
			jw_member_string(w, "joins",
					 c->tables[ch->for_table].name);
		jw_key(w, "tokens");
		jw_int(w, (int64_t)ch->tokens);
		withheld_json(w, t, run->settings->describe.samples);
		jw_end_object(w);
	}
	jw_end_array(w);
}

static void answer_json(json_writer *w, const struct ask_run *run)
{
	const struct ask_outcome *o = &run->outcome;
	const struct ask_attempt *at =
	    o->chosen >= 0 ? &o->attempts[o->chosen] : NULL;
	jw_member_string(w, "verdict", ask_verdict_name(o->verdict));
	jw_key(w, "chosen");
	at ? jw_int(w, o->chosen) : jw_null(w);
	jw_key(w, "plan");
	plan_json(w, at ? at->plan : NULL);
	jw_key(w, "sql");
	jw_string(w, at ? at->sql : NULL);
	if (at && o->verdict == ASK_CLARIFY) {
		jw_key(w, "questions");
		jw_begin_array(w);
		for (size_t i = 0; i < at->plan->ambiguity_count; i++)
			jw_string(w, at->plan->ambiguities[i]);
		jw_end_array(w);
	}
	if (at && o->verdict == ASK_TERMINATE)
		jw_member_string(w, "termination_reason",
				 at->plan->termination_reason);
}

/* ---- the rows ---- */

static bool columns_json(struct row_sink *sink, size_t count,
			 const char *const *names)
{
	struct ask_json *j = (struct ask_json *)sink;
	j->columns = count;
	jw_key(&j->w, "columns");
	jw_begin_array(&j->w);
	for (size_t i = 0; i < count; i++)
		jw_string(&j->w, names[i]);
	jw_end_array(&j->w);
	jw_key(&j->w, "rows");
	jw_begin_array(&j->w);
	j->rows_open = true;
	return !j->text.error;
}

static bool row_json(struct row_sink *sink, const struct cell *cells)
{
	struct ask_json *j = (struct ask_json *)sink;
	bool integral;
	jw_begin_array(&j->w);
	for (size_t i = 0; i < j->columns; i++) {
		const struct cell *c = &cells[i];
		if (!c->text)
			jw_null(&j->w);
		else if (c->kind == CELL_NUMBER &&
			 is_json_number(c->text, &integral))
			jw_number_text(&j->w, c->text);
		else
			jw_string(&j->w, c->text);
	}
	jw_end_array(&j->w);
	j->rows++;
	return !j->text.error;
}

struct ask_json *ask_json_begin(const struct ask_run *run)
{
	struct ask_json *j = calloc(1, sizeof *j);
	if (!j)
		return NULL;
	j->sink = (struct row_sink){columns_json, row_json};
	strbuf_init(&j->text, NULL, 0, SIZE_MAX / 2);
	json_writer *w = &j->w;
	jw_init(w, &j->text, true);
	jw_begin_object(w);
	jw_member_string(w, "question", run->args->question);
	jw_member_string(w, "api", ask_api_name(run->settings->api));
	jw_member_string(w, "tier", ask_tier_name(run->settings->tier));
	jw_member_string(w, "model", run->settings->model.model);
	jw_member_string(w, "samples",
			 ask_samples_name(run->settings->describe.samples));
	jw_key(w, "tables");
	ask_json_tables(w, run);
	jw_key(w, "attempts");
	jw_begin_array(w);
	for (size_t i = 0; i < run->outcome.count; i++)
		ask_json_attempt(w, &run->outcome.attempts[i]);
	jw_end_array(w);
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

static void seconds_member(json_writer *w, const char *key, double seconds)
{
	char number[64];
	snprintf(number, sizeof number, "%.6f", seconds);
	jw_key(w, key);
	jw_number_text(w, number);
}

/* The model's tokens, and the time of each stage: plansql's prompt
 * (choosing tables, samples, messages), its checks of the replies
 * (reading, audit, compile, EXPLAIN), the model's requests, the rows. */
static void totals_json(json_writer *w, const struct ask_run *run)
{
	const struct ask_outcome *o = &run->outcome;
	long prompt = 0, completion = 0;
	double http = 0, checks = 0;
	for (size_t i = 0; i < o->count; i++) {
		const struct ask_attempt *at = &o->attempts[i];
		prompt += at->prompt_tokens > 0 ? at->prompt_tokens : 0;
		completion +=
		    at->completion_tokens > 0 ? at->completion_tokens : 0;
		http += at->http_seconds;
		checks += at->plansql_seconds;
	}
	jw_key(w, "usage");
	tokens_json(w, prompt, completion);
	jw_key(w, "seconds");
	jw_begin_object(w);
	seconds_member(w, "prompt", o->select_seconds);
	seconds_member(w, "checks", checks);
	seconds_member(w, "model", http);
	seconds_member(w, "run", run->run_seconds);
	jw_end_object(w);
}

bool ask_json_end(struct ask_json *j, const struct ask_run *run,
		  const enum query_end *end)
{
	json_writer *w = &j->w;
	if (j->rows_open)
		jw_end_array(w);
	if (end) {
		jw_member_string(w, "rows_end", end_name(*end));
		jw_key(w, "row_count");
		jw_int(w, (int64_t)j->rows);
	}
	totals_json(w, run);
	jw_end_object(w);
	char *text = strbuf_finish(&j->text);
	bool ok = text && write_output_line(NULL, text);
	if (!text)
		fprintf(stderr, "plansql ask: out of memory\n");
	free(text);
	free(j);
	return ok;
}
