/* The report of plansql eval as JSON (eval.h), through the one JSON
 * writer: the run's settings, the summary of each way of answering, and
 * every question done with its gold rows, each answer's rounds (the
 * model's replies, plans, diagnostics and SQL), rows and comparison.
 * The API key is in none of it: it is never handed here. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"

/* key: s, null when s is NULL (plansql_json_string_member leaves it
 * out). */
static void text_member(plansql_json *w, const char *key, const char *s)
{
	plansql_json_key(w, key);
	plansql_json_string(w, s);
}

/* x with digits decimals, as a JSON number. */
static void number_member(plansql_json *w, const char *key, double x,
			  int digits)
{
	char text[64];
	snprintf(text, sizeof text, "%.*f", digits, x);
	plansql_json_key(w, key);
	plansql_json_number(w, text);
}

static void value_json(plansql_json *w, const plansql_value *v)
{
	if (!v || v->kind == PLANSQL_VALUE_NULL)
		plansql_json_null(w);
	else if (v->kind == PLANSQL_VALUE_NUMBER)
		plansql_json_number(w, v->text); /* NaN, Infinity: as text */
	else
		plansql_json_string(w, v->text);
}

static void rows_json(plansql_json *w, const char *key,
		      const plansql_rows *rows)
{
	plansql_json_key(w, key);
	if (!rows) {
		plansql_json_null(w);
		return;
	}
	size_t columns = plansql_rows_column_count(rows);
	plansql_json_begin_object(w);
	plansql_json_key(w, "columns");
	plansql_json_begin_array(w);
	for (size_t c = 0; c < columns; c++)
		plansql_json_string(w, plansql_rows_column_name(rows, c));
	plansql_json_end_array(w);
	plansql_json_key(w, "rows");
	plansql_json_begin_array(w);
	for (size_t r = 0; r < plansql_rows_count(rows); r++) {
		plansql_json_begin_array(w);
		for (size_t c = 0; c < columns; c++)
			value_json(w, plansql_rows_value(rows, r, c));
		plansql_json_end_array(w);
	}
	plansql_json_end_array(w);
	plansql_json_end_object(w);
}

static void comparison_json(plansql_json *w, const plansql_comparison *c,
			    size_t columns)
{
	plansql_json_key(w, "comparison");
	if (!c) {
		plansql_json_null(w);
		return;
	}
	plansql_json_begin_object(w);
	plansql_json_string_member(
	    w, "match", plansql_match_name(plansql_comparison_match(c)));
	plansql_json_string_member(w, "reason", plansql_comparison_reason(c));
	/* the answer's column of each expected column */
	plansql_json_key(w, "columns");
	plansql_json_begin_array(w);
	for (size_t i = 0; i < columns; i++) {
		long j = plansql_comparison_column(c, i);
		j < 0 ? plansql_json_null(w) : plansql_json_int(w, j);
	}
	plansql_json_end_array(w);
	long e = plansql_comparison_expected_row(c);
	long a = plansql_comparison_actual_row(c);
	plansql_json_key(w, "expected_row");
	e < 0 ? plansql_json_null(w) : plansql_json_int(w, e);
	plansql_json_key(w, "actual_row");
	a < 0 ? plansql_json_null(w) : plansql_json_int(w, a);
	plansql_json_end_object(w);
}

static void answer_json(plansql_json *w, const char *key,
			const struct eval_answer *a, const plansql_rows *gold)
{
	plansql_json_key(w, key);
	if (!a->asked) {
		plansql_json_null(w);
		return;
	}
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "outcome", eval_outcome_name(a->outcome));
	if (a->outcome == EVAL_CLARIFY) {
		plansql_json_key(w, "likeliest_right");
		plansql_json_bool(w, a->likeliest_right);
	}
	plansql_json_key(w, "rounds");
	plansql_json_int(w, a->rounds);
	plansql_json_key(w, "repairs");
	plansql_json_int(w, (int64_t)a->repairs);
	plansql_json_key(w, "warnings");
	plansql_json_int(w, (int64_t)a->warnings);
	plansql_json_key(w, "tokens");
	a->tokens < 0 ? plansql_json_null(w) : plansql_json_int(w, a->tokens);
	plansql_json_key(w, "stale_replies");
	plansql_json_int(w, (int64_t)a->stale);
	plansql_json_string_member(w, "error", a->error);
	text_member(w, "sql", a->sql);
	rows_json(w, "rows", a->rows);
	comparison_json(w, a->comparison, plansql_rows_column_count(gold));
	plansql_json_key(w, "attempts");
	if (a->rounds_json)
		plansql_json_text(w, a->rounds_json, strlen(a->rounds_json));
	else
		plansql_json_null(w);
	plansql_json_end_object(w);
}

static void question_json(plansql_json *w, const struct eval_report *rep,
			  size_t i)
{
	const struct eval_question *q = &rep->questions->items[i];
	const struct eval_result *r = &rep->results[i];
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "id", q->id);
	plansql_json_string_member(w, "db_id", q->db_id);
	plansql_json_string_member(w, "question", q->question);
	plansql_json_string_member(w, "note", q->note);
	text_member(w, "gold_sql", q->gold_sql);
	plansql_json_key(w, "ordered");
	plansql_json_bool(w, r->ordered);
	text_member(w, "gold_error", r->gold_error);
	number_member(w, "seconds", r->seconds, 3);
	rows_json(w, "expected", r->gold);
	answer_json(w, "plan", &r->answers[EVAL_PLAN], r->gold);
	answer_json(w, "sql", &r->answers[EVAL_SQL], r->gold);
	plansql_json_end_object(w);
}

static void summary_json(plansql_json *w, const struct eval_report *rep,
			 enum eval_mode m)
{
	size_t outcomes[EVAL_OUTCOMES] = {0}, asked = 0, likeliest = 0;
	size_t stale = 0;
	for (size_t i = 0; i < rep->questions->count; i++) {
		const struct eval_answer *a = &rep->results[i].answers[m];
		if (!rep->results[i].done || !a->asked)
			continue;
		asked++;
		outcomes[a->outcome]++;
		likeliest += a->outcome == EVAL_CLARIFY && a->likeliest_right;
		stale += a->stale;
	}
	size_t scored = asked - outcomes[EVAL_ERROR];
	plansql_json_begin_object(w);
	plansql_json_key(w, "scored");
	plansql_json_int(w, (int64_t)scored);
	plansql_json_key(w, "correct");
	plansql_json_int(w, (int64_t)outcomes[EVAL_CORRECT]);
	number_member(w, "percent",
		      scored ? 100.0 * (double)outcomes[EVAL_CORRECT] /
				   (double)scored
			     : 0.0,
		      1);
	plansql_json_key(w, "outcomes");
	plansql_json_begin_object(w);
	for (int o = 0; o < EVAL_OUTCOMES; o++) {
		plansql_json_key(w, eval_outcome_name((enum eval_outcome)o));
		plansql_json_int(w, (int64_t)outcomes[o]);
	}
	plansql_json_end_object(w);
	plansql_json_key(w, "clarify_likeliest_right");
	plansql_json_int(w, (int64_t)likeliest);
	/* what a user sees answered right: ask shows a clarify's rows */
	plansql_json_key(w, "right_rows");
	plansql_json_int(w, (int64_t)(outcomes[EVAL_CORRECT] + likeliest));
	number_member(
	    w, "right_rows_percent",
	    scored ? 100.0 * (double)(outcomes[EVAL_CORRECT] + likeliest) /
			 (double)scored
		   : 0.0,
	    1);
	plansql_json_key(w, "stale_replies");
	plansql_json_int(w, (int64_t)stale);
	plansql_json_end_object(w);
}

static void settings_json(plansql_json *w, const struct eval_report *rep)
{
	const struct eval_args *a = rep->args;
	plansql_json_string_member(w, "questions_file", a->questions_path);
	plansql_json_key(w, "questions");
	plansql_json_int(w, (int64_t)rep->questions->count);
	plansql_json_key(w, "databases");
	plansql_json_int(w, (int64_t)rep->databases);
	plansql_json_string_member(w, "api", plansql_ask_api_name(a->ask.api));
	plansql_json_string_member(w, "tier", plansql_ask_tier_name(a->ask.tier));
	text_member(w, "model", a->ask.model);
	text_member(w, "llm", a->ask.llm);
	text_member(w, "replay", a->replay);
	text_member(w, "replay_sql", a->replay_sql);
	text_member(w, "record", a->record);
	plansql_json_key(w, "baseline_sql");
	plansql_json_bool(w, a->baseline_sql);
	plansql_json_key(w, "interrupted");
	plansql_json_bool(w, rep->interrupted);
}

bool eval_report_json(FILE *out, const struct eval_report *rep)
{
	plansql_str *sb = plansql_str_new(0);
	plansql_json *w = plansql_json_new(sb, PLANSQL_JSON_PRETTY);
	plansql_json_begin_object(w);
	settings_json(w, rep);
	plansql_json_key(w, "summary");
	plansql_json_begin_object(w);
	plansql_json_key(w, "plan");
	summary_json(w, rep, EVAL_PLAN);
	plansql_json_key(w, "sql");
	if (rep->args->baseline_sql)
		summary_json(w, rep, EVAL_SQL);
	else
		plansql_json_null(w);
	plansql_json_end_object(w);
	plansql_json_key(w, "results");
	plansql_json_begin_array(w);
	for (size_t i = 0; i < rep->questions->count; i++)
		if (rep->results[i].done)
			question_json(w, rep, i);
	plansql_json_end_array(w);
	plansql_json_end_object(w);
	plansql_json_free(w);
	char *text = plansql_str_finish(sb);
	bool ok = text && fprintf(out, "%s\n", text) >= 0;
	free(text);
	return ok && !ferror(out);
}
