/* The report of plansql eval as JSON (eval.h), through the one JSON
 * writer: the run's settings, the summary of each way of answering, and
 * every question done with its gold rows, each answer's rounds (the
 * model's replies, plans, diagnostics and SQL), rows and comparison.
 * The API key is in none of it: it is never handed here. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "eval.h"
#include "json/json_write.h"
#include "plan/plan_values.h"

/* key: s, null when s is NULL (jw_member_string leaves it out). */
static void text_member(json_writer *w, const char *key, const char *s)
{
	jw_key(w, key);
	jw_string(w, s);
}

/* x with digits decimals, as a JSON number. */
static void number_member(json_writer *w, const char *key, double x, int digits)
{
	char text[64];
	snprintf(text, sizeof text, "%.*f", digits, x);
	jw_key(w, key);
	jw_number_text(w, text);
}

static void value_json(json_writer *w, const plansql_value *v)
{
	bool integral;
	if (!v || v->kind == PLANSQL_VALUE_NULL)
		jw_null(w);
	else if (v->kind == PLANSQL_VALUE_NUMBER &&
		 is_json_number(v->text, &integral))
		jw_number_text(w, v->text);
	else
		jw_string(w, v->text); /* NaN, Infinity: as text */
}

static void rows_json(json_writer *w, const char *key, const plansql_rows *rows)
{
	jw_key(w, key);
	if (!rows) {
		jw_null(w);
		return;
	}
	size_t columns = plansql_rows_column_count(rows);
	jw_begin_object(w);
	jw_key(w, "columns");
	jw_begin_array(w);
	for (size_t c = 0; c < columns; c++)
		jw_string(w, plansql_rows_column_name(rows, c));
	jw_end_array(w);
	jw_key(w, "rows");
	jw_begin_array(w);
	for (size_t r = 0; r < plansql_rows_count(rows); r++) {
		jw_begin_array(w);
		for (size_t c = 0; c < columns; c++)
			value_json(w, plansql_rows_value(rows, r, c));
		jw_end_array(w);
	}
	jw_end_array(w);
	jw_end_object(w);
}

static void comparison_json(json_writer *w, const plansql_comparison *c,
			    size_t columns)
{
	jw_key(w, "comparison");
	if (!c) {
		jw_null(w);
		return;
	}
	jw_begin_object(w);
	jw_member_string(w, "match",
			 plansql_match_name(plansql_comparison_match(c)));
	jw_member_string(w, "reason", plansql_comparison_reason(c));
	/* the answer's column of each expected column */
	jw_key(w, "columns");
	jw_begin_array(w);
	for (size_t i = 0; i < columns; i++) {
		long j = plansql_comparison_column(c, i);
		j < 0 ? jw_null(w) : jw_int(w, j);
	}
	jw_end_array(w);
	long e = plansql_comparison_expected_row(c);
	long a = plansql_comparison_actual_row(c);
	jw_key(w, "expected_row");
	e < 0 ? jw_null(w) : jw_int(w, e);
	jw_key(w, "actual_row");
	a < 0 ? jw_null(w) : jw_int(w, a);
	jw_end_object(w);
}

static void answer_json(json_writer *w, const char *key,
			const struct eval_answer *a, const plansql_rows *gold)
{
	jw_key(w, key);
	if (!a->asked) {
		jw_null(w);
		return;
	}
	jw_begin_object(w);
	jw_member_string(w, "outcome", eval_outcome_name(a->outcome));
	if (a->outcome == EVAL_CLARIFY) {
		jw_key(w, "likeliest_right");
		jw_bool(w, a->likeliest_right);
	}
	jw_key(w, "rounds");
	jw_int(w, a->rounds);
	jw_key(w, "repairs");
	jw_int(w, (int64_t)a->repairs);
	jw_key(w, "warnings");
	jw_int(w, (int64_t)a->warnings);
	jw_key(w, "tokens");
	a->tokens < 0 ? jw_null(w) : jw_int(w, a->tokens);
	jw_key(w, "stale_replies");
	jw_int(w, (int64_t)a->stale);
	jw_member_string(w, "error", a->error);
	text_member(w, "sql", a->sql);
	rows_json(w, "rows", a->rows);
	comparison_json(w, a->comparison, plansql_rows_column_count(gold));
	jw_key(w, "attempts");
	if (a->rounds_json)
		jw_json(w, a->rounds_json);
	else
		jw_null(w);
	jw_end_object(w);
}

static void question_json(json_writer *w, const struct eval_report *rep,
			  size_t i)
{
	const struct eval_question *q = &rep->questions->items[i];
	const struct eval_result *r = &rep->results[i];
	jw_begin_object(w);
	jw_member_string(w, "id", q->id);
	jw_member_string(w, "db_id", q->db_id);
	jw_member_string(w, "question", q->question);
	jw_member_string(w, "note", q->note);
	text_member(w, "gold_sql", q->gold_sql);
	jw_key(w, "ordered");
	jw_bool(w, r->ordered);
	text_member(w, "gold_error", r->gold_error);
	number_member(w, "seconds", r->seconds, 3);
	rows_json(w, "expected", r->gold);
	answer_json(w, "plan", &r->answers[EVAL_PLAN], r->gold);
	answer_json(w, "sql", &r->answers[EVAL_SQL], r->gold);
	jw_end_object(w);
}

static void summary_json(json_writer *w, const struct eval_report *rep,
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
	jw_begin_object(w);
	jw_key(w, "scored");
	jw_int(w, (int64_t)scored);
	jw_key(w, "correct");
	jw_int(w, (int64_t)outcomes[EVAL_CORRECT]);
	number_member(w, "percent",
		      scored ? 100.0 * (double)outcomes[EVAL_CORRECT] /
				   (double)scored
			     : 0.0,
		      1);
	jw_key(w, "outcomes");
	jw_begin_object(w);
	for (int o = 0; o < EVAL_OUTCOMES; o++) {
		jw_key(w, eval_outcome_name((enum eval_outcome)o));
		jw_int(w, (int64_t)outcomes[o]);
	}
	jw_end_object(w);
	jw_key(w, "clarify_likeliest_right");
	jw_int(w, (int64_t)likeliest);
	/* what a user sees answered right: ask shows a clarify's rows */
	jw_key(w, "right_rows");
	jw_int(w, (int64_t)(outcomes[EVAL_CORRECT] + likeliest));
	number_member(w, "right_rows_percent",
		      scored ? 100.0 *
				   (double)(outcomes[EVAL_CORRECT] + likeliest) /
				   (double)scored
			     : 0.0,
		      1);
	jw_key(w, "stale_replies");
	jw_int(w, (int64_t)stale);
	jw_end_object(w);
}

static void settings_json(json_writer *w, const struct eval_report *rep)
{
	const struct eval_args *a = rep->args;
	jw_member_string(w, "questions_file", a->questions_path);
	jw_key(w, "questions");
	jw_int(w, (int64_t)rep->questions->count);
	jw_key(w, "databases");
	jw_int(w, (int64_t)rep->databases);
	jw_member_string(w, "api", ask_api_name(a->ask.api));
	jw_member_string(w, "tier", ask_tier_name(a->ask.tier));
	text_member(w, "model", a->ask.model);
	text_member(w, "llm", a->ask.llm);
	text_member(w, "replay", a->replay);
	text_member(w, "replay_sql", a->replay_sql);
	text_member(w, "record", a->record);
	jw_key(w, "baseline_sql");
	jw_bool(w, a->baseline_sql);
	jw_key(w, "interrupted");
	jw_bool(w, rep->interrupted);
}

bool eval_report_json(FILE *out, const struct eval_report *rep)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, SIZE_MAX / 2);
	json_writer w;
	jw_init(&w, &sb, true);
	jw_begin_object(&w);
	settings_json(&w, rep);
	jw_key(&w, "summary");
	jw_begin_object(&w);
	jw_key(&w, "plan");
	summary_json(&w, rep, EVAL_PLAN);
	jw_key(&w, "sql");
	if (rep->args->baseline_sql)
		summary_json(&w, rep, EVAL_SQL);
	else
		jw_null(&w);
	jw_end_object(&w);
	jw_key(&w, "results");
	jw_begin_array(&w);
	for (size_t i = 0; i < rep->questions->count; i++)
		if (rep->results[i].done)
			question_json(&w, rep, i);
	jw_end_array(&w);
	jw_end_object(&w);
	char *text = strbuf_finish(&sb);
	bool ok = text && fprintf(out, "%s\n", text) >= 0;
	free(text);
	return ok && !ferror(out);
}
