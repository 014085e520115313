/* The report of plansql eval as text (eval.h): what was asked, a line
 * of outcomes per way of answering, a table of the questions, and with
 * the baseline the questions where plans and SQL differ.  Text of the
 * data (ids, values, messages) reaches the terminal escaped. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "eval.h"

/* A value as SQL would write it, cut to a readable length. */
static void put_value(FILE *out, const plansql_value *v)
{
	enum { MAX_BYTES = 40 };
	if (!v || v->kind == PLANSQL_VALUE_NULL) {
		fputs("NULL", out);
		return;
	}
	if (v->kind == PLANSQL_VALUE_NUMBER) {
		display_text(out, v->text);
		return;
	}
	size_t n = strlen(v->text), cut = n;
	if (n > MAX_BYTES) /* at a character's first byte */
		for (cut = MAX_BYTES; cut && (v->text[cut] & 0xC0) == 0x80;)
			cut--;
	plansql_str *sb = plansql_str_new(0);
	plansql_str_appendc(sb, '\'');
	for (size_t i = 0; i < cut; i++) {
		if (v->text[i] == '\'')
			plansql_str_appendc(sb, '\'');
		plansql_str_appendc(sb, v->text[i]);
	}
	plansql_str_appends(sb, cut < n ? "...'" : "'");
	char *text = plansql_str_finish(sb);
	display_text(out, text ? text : "(out of memory)");
	free(text);
}

static void put_row(FILE *out, const plansql_rows *rows, long row)
{
	fputc('(', out);
	for (size_t c = 0; c < plansql_rows_column_count(rows); c++) {
		if (c)
			fputs(", ", out);
		put_value(out, plansql_rows_value(rows, (size_t)row, c));
	}
	fputc(')', out);
}

/* The first difference of a wrong answer: the rows that differ when
 * the shapes agree, else why they do not, and the first rows. */
static void put_difference(FILE *out, const struct eval_result *r,
			   const struct eval_answer *a)
{
	const plansql_comparison *c = a->comparison;
	if (!c) {
		fputs("(out of memory)", out);
		return;
	}
	long e = plansql_comparison_expected_row(c);
	long g = plansql_comparison_actual_row(c);
	bool same_shape =
	    plansql_rows_count(a->rows) == plansql_rows_count(r->gold) &&
	    plansql_comparison_match(c) == PLANSQL_MATCH_DIFFERENT && e >= 0 &&
	    g >= 0;
	if (same_shape && r->ordered) {
		fprintf(out, "row %ld: expected ", e + 1);
		put_row(out, r->gold, e);
		fputs(", got ", out);
		put_row(out, a->rows, g);
		return;
	}
	const char *sep = "";
	if (!same_shape) {
		display_text(out, plansql_comparison_reason(c));
		sep = "; ";
	}
	if (e >= 0) {
		fprintf(out, "%smissing ", sep);
		put_row(out, r->gold, e);
		sep = "; ";
	}
	if (g >= 0) {
		fprintf(out, "%snot expected ", sep);
		put_row(out, a->rows, g);
	}
}

static void put_note(FILE *out, const struct eval_result *r,
		     const struct eval_answer *a)
{
	switch (a->outcome) {
	case EVAL_CORRECT:
		return;
	case EVAL_WRONG:
	case EVAL_EXTRA_COLUMNS:
		put_difference(out, r, a);
		return;
	case EVAL_CLARIFY:
		fputs(a->likeliest_right ? "the likeliest reading is right"
					 : "the likeliest reading is wrong",
		      out);
		return;
	default:
		display_text(out, a->error ? a->error : "");
	}
}

/* ---- the summary ---- */

struct tally {
	size_t outcomes[EVAL_OUTCOMES];
	size_t asked, likeliest_right, stale;
};

static void count(const struct eval_report *rep, enum eval_mode m,
		  struct tally *t)
{
	memset(t, 0, sizeof *t);
	for (size_t i = 0; i < rep->questions->count; i++) {
		const struct eval_answer *a = &rep->results[i].answers[m];
		if (!rep->results[i].done || !a->asked)
			continue;
		t->asked++;
		t->outcomes[a->outcome]++;
		t->likeliest_right +=
		    a->outcome == EVAL_CLARIFY && a->likeliest_right;
		t->stale += a->stale;
	}
}

static void summary_line(FILE *out, const char *label, const struct tally *t)
{
	size_t scored = t->asked - t->outcomes[EVAL_ERROR];
	size_t right = t->outcomes[EVAL_CORRECT];
	fprintf(out, "%s correct %zu of %zu (%.1f%%)", label, right, scored,
		scored ? 100.0 * (double)right / (double)scored : 0.0);
	if (t->likeliest_right) /* ask shows a clarify's rows too */
		fprintf(out, ", right rows %zu (%.1f%%) with clarify's",
			right + t->likeliest_right,
			100.0 * (double)(right + t->likeliest_right) /
			    (double)scored);
	const char *sep = "; ";
	for (int o = EVAL_WRONG; o < EVAL_OUTCOMES; o++) {
		if (!t->outcomes[o])
			continue;
		fprintf(out, "%s%s %zu", sep, eval_outcome_name(o),
			t->outcomes[o]);
		if (o == EVAL_CLARIFY)
			fprintf(out, " (%zu likeliest right)",
				t->likeliest_right);
		if (o == EVAL_ERROR)
			fputs(" (not scored)", out);
		sep = ", ";
	}
	fputc('\n', out);
}

static size_t gold_errors(const struct eval_report *rep)
{
	size_t n = 0;
	for (size_t i = 0; i < rep->questions->count; i++)
		n += rep->results[i].done && rep->results[i].gold_error;
	return n;
}

static size_t done_count(const struct eval_report *rep)
{
	size_t n = 0;
	for (size_t i = 0; i < rep->questions->count; i++)
		n += rep->results[i].done;
	return n;
}

static void put_source(FILE *out, const char *what, const char *replay,
		       const struct eval_args *a)
{
	fprintf(out, "; %s ", what);
	if (replay) {
		fputs("replayed from ", out);
		display_text(out, replay);
	} else {
		fputs("from ", out);
		display_text(out, a->ask.llm ? a->ask.llm : "");
		if (a->ask.model) {
			fputs(" (", out);
			display_text(out, a->ask.model);
			fputc(')', out);
		}
	}
}

static void header(FILE *out, const struct eval_report *rep)
{
	const struct eval_args *a = rep->args;
	fprintf(out, "plansql eval: %zu question%s on %zu database%s",
		rep->questions->count, rep->questions->count == 1 ? "" : "s",
		rep->databases, rep->databases == 1 ? "" : "s");
	fprintf(out, "; tier %s", plansql_ask_tier_name(a->ask.tier));
	put_source(out, "plans", a->replay, a);
	if (a->baseline_sql)
		put_source(out, "SQL",
			   a->replay_sql ? a->replay_sql : a->replay, a);
	fputc('\n', out);
	if (rep->interrupted)
		fprintf(out,
			"interrupted (Ctrl-C): %zu of %zu questions done\n",
			done_count(rep), rep->questions->count);
}

static void summary(FILE *out, const struct eval_report *rep)
{
	struct tally t[EVAL_MODES];
	count(rep, EVAL_PLAN, &t[EVAL_PLAN]);
	count(rep, EVAL_SQL, &t[EVAL_SQL]);
	summary_line(out, "plans:", &t[EVAL_PLAN]);
	if (rep->args->baseline_sql)
		summary_line(out, "SQL:  ", &t[EVAL_SQL]);
	size_t gold = gold_errors(rep);
	if (gold)
		fprintf(out,
			"gold failed: %zu question%s not scored (see "
			"the table)\n",
			gold, gold == 1 ? "" : "s");
	if (t[EVAL_PLAN].stale || t[EVAL_SQL].stale)
		fprintf(out,
			"replayed replies to requests that have changed since "
			"they were recorded: plans %zu, SQL %zu (the replay "
			"measures the audit and the compiler, not the "
			"prompt)\n",
			t[EVAL_PLAN].stale, t[EVAL_SQL].stale);
}

/* ---- the table ---- */

static size_t id_width(const struct eval_report *rep)
{
	size_t w = 2;
	for (size_t i = 0; i < rep->questions->count; i++) {
		size_t n = display_text(NULL, rep->questions->items[i].id);
		w = n > w ? n : w;
	}
	return w;
}

static void put_padded(FILE *out, const char *text, size_t width)
{
	size_t n = display_text(out, text);
	for (; n < width; n++)
		fputc(' ', out);
}

static bool has_note(const struct eval_answer *a)
{
	return a->asked && a->outcome != EVAL_CORRECT;
}

static void table_row(FILE *out, const struct eval_report *rep, size_t i,
		      size_t width)
{
	const struct eval_question *q = &rep->questions->items[i];
	const struct eval_result *r = &rep->results[i];
	const struct eval_answer *p = &r->answers[EVAL_PLAN];
	const struct eval_answer *s = &r->answers[EVAL_SQL];
	put_padded(out, q->id, width);
	if (r->gold_error) {
		fputs("  error (gold)  ", out);
		display_text(out, r->gold_error);
		fputc('\n', out);
		return;
	}
	fprintf(out, "  %-13s %6u %7zu %8zu", eval_outcome_name(p->outcome),
		p->rounds, p->repairs, p->warnings);
	if (p->tokens < 0)
		fprintf(out, " %7s", "-");
	else
		fprintf(out, " %7ld", p->tokens);
	fprintf(out, " %7.2f", r->seconds);
	bool notes = has_note(p) || has_note(s);
	if (rep->args->baseline_sql)
		fprintf(out, notes ? "  %-13s" : "  %s",
			s->asked ? eval_outcome_name(s->outcome) : "-");
	if (notes)
		fputs("  ", out);
	if (has_note(p))
		put_note(out, r, p);
	if (has_note(s)) {
		fputs(has_note(p) ? " | sql: " : "sql: ", out);
		put_note(out, r, s);
	}
	fputc('\n', out);
}

static void table(FILE *out, const struct eval_report *rep)
{
	size_t width = id_width(rep);
	fputc('\n', out);
	put_padded(out, "id", width);
	fprintf(out, "  %-13s %6s %7s %8s %7s %7s", "plan", "rounds", "repairs",
		"warnings", "tokens", "seconds");
	if (rep->args->baseline_sql)
		fprintf(out, "  %-13s", "sql");
	fputs("  first difference, or why\n", out);
	for (size_t i = 0; i < rep->questions->count; i++)
		if (rep->results[i].done)
			table_row(out, rep, i, width);
}

/* Question i is answered right one way (m) and wrongly the other. */
static bool right_only(const struct eval_result *r, enum eval_mode m)
{
	const struct eval_answer *a = &r->answers[m];
	const struct eval_answer *b =
	    &r->answers[m == EVAL_PLAN ? EVAL_SQL : EVAL_PLAN];
	return r->done && a->asked && b->asked && a->outcome == EVAL_CORRECT &&
	       b->outcome != EVAL_CORRECT && b->outcome != EVAL_ERROR;
}

static void differences(FILE *out, const struct eval_report *rep)
{
	static const char *const titles[EVAL_MODES] = {"plans right, SQL not",
						       "SQL right, plans not"};
	fputc('\n', out);
	for (int m = 0; m < EVAL_MODES; m++) {
		size_t n = 0;
		for (size_t i = 0; i < rep->questions->count; i++)
			n += right_only(&rep->results[i], (enum eval_mode)m);
		fprintf(out, "%s (%zu):", titles[m], n);
		for (size_t i = 0; i < rep->questions->count; i++)
			if (right_only(&rep->results[i], (enum eval_mode)m)) {
				fputc(' ', out);
				display_text(out, rep->questions->items[i].id);
			}
		fputc('\n', out);
	}
}

bool eval_report_text(FILE *out, const struct eval_report *rep)
{
	header(out, rep);
	summary(out, rep);
	table(out, rep);
	if (rep->args->baseline_sql)
		differences(out, rep);
	return !ferror(out);
}
