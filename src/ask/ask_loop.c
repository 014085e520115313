/* The rounds of plansql ask (ask_loop.h). */
#define _POSIX_C_SOURCE 200809L
#include "ask/ask_loop.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "compile/compile.h"
#include "ask/ask_constraint.h"
#include "ask/ask_describe.h"
#include "ask/ask_private.h"
#include "ask/ask_prompt.h"
#include "catalog/catalog_glossary.h"
#include "plan/plan.h"
#include "plan/plan_calendar.h"
#include "plan/plan_walk.h"

static double seconds_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The day periods count from, as the compile will take it. */
static const char *today(const struct ask_settings *s, arena *a)
{
	if (s->compile.now)
		return s->compile.now;
	char *text = arena_alloc(a, CALENDAR_TEXT_SIZE);
	if (text && !plan_calendar_format(plan_calendar_today_utc(), text))
		return NULL;
	return text;
}

bool ask_prepare(const struct ask_settings *s, const char *question, arena *a,
		 struct ask_outcome *out)
{
	*out = (struct ask_outcome){.chosen = -1, .verdict = ASK_NO_PLAN};
	double start = seconds_now();
	const plansql_catalog *c = s->compile.catalog;
	if (!ask_select_tables(c, question, s->compile.glossary, s->budget,
			       &s->describe, a, &out->selection))
		return false;
	if (s->sample && s->describe.samples != ASK_SAMPLES_NONE) {
		if (!s->sample(s->sample_context, out->selection.chosen))
			return false;
		ask_selection_measure(c, &s->describe, &out->selection);
	}
	strbuf description;
	strbuf_init(&description, NULL, 0, SIZE_MAX);
	ask_describe(&description, c, out->selection.chosen, &s->describe);
	strbuf terms;
	strbuf_init(&terms, NULL, 0, SIZE_MAX);
	catalog_glossary_describe(&terms, s->compile.glossary, question, a);
	ask_messages_init(&out->prompt, a);
	struct ask_prompt p = {.tier = s->tier,
			       .engine = s->engine,
			       .description = description.text,
			       .now = today(s, a),
			       .question = question,
			       .glossary = terms.text};
	bool ok = !description.error && !terms.error &&
		  ask_prompt_start(&out->prompt, &p);
	strbuf_release(&description);
	strbuf_release(&terms);
	out->select_seconds = seconds_now() - start;
	return ok;
}

/* ---- one round: the request, and the model's text ---- */

const char *ask_settings_constraint(const struct ask_settings *s)
{
	if (!s->constrain)
		return NULL;
	return s->api == ASK_API_LLAMACPP ? ask_grammar(s->tier)
					  : ask_strict_schema(s->tier);
}

static bool post(const struct ask_settings *s, const char *path, strbuf *body,
		 struct ask_attempt *at, char **reply, size_t *len,
		 diag_list *d)
{
	if (body->error) {
		strbuf_release(body);
		diag_error(d, "out-of-memory", "", "out of memory");
		return false;
	}
	double start = seconds_now();
	at->request_bytes += body->len;
	bool ok = s->send(s->send_context, path, body->text, body->len, reply,
			  len, d);
	at->http_seconds += seconds_now() - start;
	strbuf_release(body);
	return ok;
}

const char *ask_round_request(const struct ask_settings *s,
			      const struct ask_messages *m, strbuf *body)
{
	bool two_steps = s->api == ASK_API_LLAMACPP;
	ask_request_body(s->api, &s->model, m,
			 two_steps ? NULL : ask_settings_constraint(s), body);
	return ask_request_path(s->api);
}

void ask_round_completion(const struct ask_settings *s, const char *prompt,
			  strbuf *body)
{
	ask_request_completion_body(&s->model, prompt,
				    ask_settings_constraint(s), body);
}

/* llama.cpp's native API: the server renders the messages with the
 * model's chat template, then completes the text under the grammar. */
static bool post_llamacpp(const struct ask_settings *s,
			  const struct ask_messages *m, struct ask_attempt *at,
			  arena *a, char **reply, size_t *len, diag_list *d)
{
	strbuf body;
	strbuf_init(&body, NULL, 0, SIZE_MAX);
	const char *path = ask_round_request(s, m, &body);
	char *rendered;
	size_t rendered_len;
	if (!post(s, path, &body, at, &rendered, &rendered_len, d))
		return false;
	const char *prompt;
	bool ok = ask_reply_template(rendered, rendered_len, a, &prompt, d);
	free(rendered);
	if (!ok)
		return false;
	strbuf_init(&body, NULL, 0, SIZE_MAX);
	ask_round_completion(s, prompt, &body);
	return post(s, ASK_COMPLETION_PATH, &body, at, reply, len, d);
}

static bool send_to_server(const struct ask_settings *s,
			   const struct ask_messages *m, struct ask_attempt *at,
			   arena *a, struct ask_reply *reply, diag_list *d)
{
	char *raw = NULL;
	size_t len = 0;
	bool ok;
	if (s->api == ASK_API_LLAMACPP) {
		ok = post_llamacpp(s, m, at, a, &raw, &len, d);
	} else {
		strbuf body;
		strbuf_init(&body, NULL, 0, SIZE_MAX);
		const char *path = ask_round_request(s, m, &body);
		ok = post(s, path, &body, at, &raw, &len, d);
	}
	ok = ok && ask_reply_read(s->api, raw, len, a, reply, d);
	free(raw);
	return ok &&
	       (!s->record || s->record(s->record_context, m, at->candidate,
					at->round, reply, d));
}

bool ask_send_round(const struct ask_settings *s, const struct ask_messages *m,
		    struct ask_attempt *at, arena *a, struct ask_reply *reply,
		    diag_list *d)
{
	bool ok;
	if (s->replay) {
		double start = seconds_now();
		ok = s->replay(s->replay_context, m, at->candidate, at->round,
			       a, reply, d);
		at->http_seconds += seconds_now() - start;
	} else {
		ok = send_to_server(s, m, at, a, reply, d);
	}
	if (ok) {
		at->prompt_tokens = reply->prompt_tokens;
		at->completion_tokens = reply->completion_tokens;
	}
	return ok;
}

/* ---- judging a reply: read, audit, compile, EXPLAIN ---- */

static void count_diagnostics(struct ask_attempt *at)
{
	for (int step = 0; step < ASK_STEPS; step++) {
		const plansql_result *r = at->results[step];
		size_t n = r ? r->diags.count : 0;
		for (size_t i = 0; i < n; i++) {
			plansql_severity sev = r->diags.items[i].severity;
			at->errors += sev == PLANSQL_ERROR;
			at->warnings += sev == PLANSQL_WARNING;
			at->repairs += sev == PLANSQL_FIXED;
		}
	}
}

/* The database refuses what the catalog let through (a stale catalog,
 * a type it does not have): the model hears it like any diagnostic. */
static bool passes_explain(const struct ask_settings *s, struct ask_attempt *at)
{
	if (!s->explain)
		return true;
	char *why = s->explain(s->explain_context, at->sql);
	if (!why)
		return true;
	plansql_result *r = at->results[ASK_STEP_COMPILE];
	diag_error(&r->diags, "explain-failed", "",
		   "the database refused the SQL: %N", why);
	free(why);
	return false;
}

static enum ask_verdict compile_audited(const struct ask_settings *s,
					struct ask_attempt *at)
{
	plansql_options o = s->compile;
	o.flags |= PLANSQL_NO_AUDIT | PLANSQL_DESCRIBE; /* the answer's */
	plansql_result *r = compile_plan_result(at->plan, &o);
	at->results[ASK_STEP_COMPILE] = r;
	if (!r || r->diags.errors)
		return ASK_REJECTED;
	at->sql = r->sql;
	if (!passes_explain(s, at))
		return ASK_REJECTED;
	return at->plan->decision == DECISION_CLARIFY ? ASK_CLARIFY
						      : ASK_ACCEPTED;
}

static enum ask_verdict read_and_compile(const struct ask_settings *s,
					 const char *json, size_t len,
					 struct ask_attempt *at)
{
	plansql_plan *plan = NULL, *audited = NULL;
	at->results[ASK_STEP_READ] = compile_read(json, len, &plan);
	if (!plan)
		return ASK_REJECTED;
	at->plan = plan;
	if (plan->decision == DECISION_TERMINATE)
		return ASK_TERMINATE;
	at->results[ASK_STEP_AUDIT] = compile_audit(plan, &s->compile, &audited);
	if (!audited)
		return ASK_REJECTED;
	plan_free(plan);
	at->plan = audited;
	return compile_audited(s, at);
}

void ask_judge(const struct ask_settings *s, const struct ask_choice *c,
	       struct ask_attempt *at, arena *a)
{
	double start = seconds_now();
	at->reply = arena_strndup(a, c->text, c->len);
	plansql_result *r = compile_result_new();
	at->results[ASK_STEP_REPLY] = r;
	const char *json;
	size_t len;
	if (!r || !ask_reply_choice_json(c, 0, &json, &len, &r->diags))
		at->verdict = ASK_NO_PLAN;
	else
		at->verdict = read_and_compile(s, json, len, at);
	count_diagnostics(at);
	at->plansql_seconds = seconds_now() - start;
}

/* ---- candidates and their rounds ---- */

struct ask_attempt *ask_new_attempt(struct ask_outcome *out, arena *a,
				    unsigned candidate, unsigned round)
{
	struct ask_attempt *items = arena_more(
	    a, out->attempts, out->count, &out->attempt_cap, sizeof *items);
	if (!items)
		return NULL;
	out->attempts = items;
	struct ask_attempt *at = &items[out->count++];
	*at = (struct ask_attempt){.candidate = candidate,
				   .round = round,
				   .verdict = ASK_NO_PLAN, /* until judged */
				   .prompt_tokens = -1,
				   .completion_tokens = -1};
	return at;
}

/* What the audit found of a value it compared with the column's values:
 * the values it names are the column's. */
static bool tells_values(const plansql_diagnostic *d)
{
	static const char *const codes[] = {"value-spelling", "value-spellings",
					    "value-not-found", "flag-spelling"};
	for (size_t i = 0; i < sizeof codes / sizeof *codes; i++)
		if (!strcmp(d->code, codes[i]))
			return true;
	return false;
}

/* The filters of a plan on columns whose values the model may not be
 * sent (ask_private.h), by the JSON Pointer of each. */
struct withheld_filters {
	const struct ask_settings *s;
	const char **at;
	size_t count, cap;
	arena *a;
	bool out_of_memory;
};

static void note_withheld(void *context, struct column_slot *slot)
{
	struct withheld_filters *w = context;
	const plansql_catalog *catalog = w->s->compile.catalog;
	const char *name = slot->table && *slot->table ? *slot->table
						       : slot->default_table;
	if (slot->kind != SLOT_FILTER || !name || !catalog)
		return;
	struct plan_selection *sel = plan_slot_selection(slot, name);
	const struct catalog_table *t =
	    sel ? catalog_table_in(catalog, sel->schema, sel->table)
		: catalog_table(catalog, name);
	const struct catalog_column *c =
	    t ? catalog_column(t, *slot->column) : NULL;
	if (!c || !ask_values_withheld(t, c, w->s->describe.samples))
		return;
	if (w->count == w->cap) {
		size_t cap = w->cap ? w->cap * 2 : 8;
		const char **grown = arena_calloc(w->a, cap, sizeof *grown);
		if (!grown) {
			w->out_of_memory = true;
			return;
		}
		if (w->count)
			memcpy(grown, w->at, w->count * sizeof *grown);
		w->at = grown;
		w->cap = cap;
	}
	w->at[w->count++] = slot->at;
}

/* Whether d tells the model what a withheld column holds: the audit
 * finds a value of such a column as every command does (the statement
 * is the same), but the model is not told what it found. */
static bool withheld(const struct withheld_filters *w,
		     const plansql_diagnostic *d)
{
	if (!tells_values(d))
		return false;
	for (size_t i = 0; i < w->count; i++) {
		size_t n = strlen(w->at[i]);
		if (!strncmp(d->pointer, w->at[i], n) && d->pointer[n] == '/')
			return true;
	}
	return false;
}

bool ask_feedback(const struct ask_settings *s, struct ask_messages *m,
		  const struct ask_attempt *at, arena *a)
{
	struct withheld_filters w = {.s = s, .a = a};
	if (at->plan)
		plan_walk_columns(at->plan, note_withheld, &w);
	size_t total = 0;
	for (int step = 0; step < ASK_STEPS; step++)
		if (at->results[step])
			total += at->results[step]->diags.count;
	plansql_diagnostic *all = arena_calloc(a, total + 1, sizeof *all);
	if (!all || w.out_of_memory)
		return false;
	size_t n = 0;
	for (int step = 0; step < ASK_STEPS; step++) {
		const plansql_result *r = at->results[step];
		size_t count = r ? r->diags.count : 0;
		for (size_t i = 0; i < count; i++)
			if (!withheld(&w, &r->diags.items[i]))
				all[n++] = r->diags.items[i];
	}
	return ask_prompt_feedback(m, at->reply ? at->reply : "", all, n);
}

bool ask_messages_copy(struct ask_messages *to, const struct ask_messages *from,
		       arena *a)
{
	ask_messages_init(to, a);
	for (size_t i = 0; i < from->count; i++)
		if (!ask_messages_add(to, from->items[i].role,
				      from->items[i].content))
			return false;
	return true;
}

bool ask_settled(const struct ask_attempt *at, const struct ask_choice *c)
{
	return (at->verdict != ASK_REJECTED && at->verdict != ASK_NO_PLAN) ||
	       c->refusal;
}

static bool run_candidate(const struct ask_settings *s, unsigned candidate,
			  arena *a, struct ask_outcome *out, diag_list *d)
{
	struct ask_messages m;
	if (!ask_messages_copy(&m, &out->prompt, a))
		return false;
	for (unsigned round = 0; round <= s->retries; round++) {
		struct ask_attempt *at =
		    ask_new_attempt(out, a, candidate, round);
		struct ask_reply reply;
		if (!at || !ask_send_round(s, &m, at, a, &reply, d))
			return false;
		ask_judge(s, &reply.choices[0], at, a);
		if (s->progress)
			s->progress(s->progress_context, at);
		if (ask_settled(at, &reply.choices[0]))
			return true;
		if (round < s->retries && !ask_feedback(s, &m, at, a))
			return false;
	}
	return true;
}

/* ---- choosing among the candidates ---- */

static bool compiled(const struct ask_attempt *at)
{
	return at->verdict == ASK_ACCEPTED || at->verdict == ASK_CLARIFY;
}

/* Candidates that compiled to the same SQL are one answer with as many
 * votes: each attempt gets the count of its SQL. */
static void count_votes(struct ask_outcome *out)
{
	for (size_t i = 0; i < out->count; i++) {
		struct ask_attempt *at = &out->attempts[i];
		at->votes = 0;
		for (size_t j = 0; compiled(at) && j < out->count; j++)
			at->votes += compiled(&out->attempts[j]) &&
				     strcmp(at->sql, out->attempts[j].sql) == 0;
	}
}

/* Negative when a is the better answer: more votes, then fewer repairs,
 * fewer warnings, fewer rounds; then the earlier candidate. */
static int compare_answers(const struct ask_attempt *a,
			   const struct ask_attempt *b)
{
	if (a->votes != b->votes)
		return a->votes > b->votes ? -1 : 1;
	if (a->repairs != b->repairs)
		return a->repairs < b->repairs ? -1 : 1;
	if (a->warnings != b->warnings)
		return a->warnings < b->warnings ? -1 : 1;
	if (a->round != b->round)
		return a->round < b->round ? -1 : 1;
	return a->candidate < b->candidate ? -1 : a->candidate > b->candidate;
}

void ask_choose(struct ask_outcome *out)
{
	count_votes(out);
	long best = -1, terminated = -1;
	for (size_t i = 0; i < out->count; i++) {
		const struct ask_attempt *at = &out->attempts[i];
		if (at->verdict == ASK_TERMINATE && terminated < 0)
			terminated = (long)i;
		if (compiled(at) &&
		    (best < 0 || compare_answers(at, &out->attempts[best]) < 0))
			best = (long)i;
	}
	out->chosen = best >= 0 ? best : terminated;
	if (out->chosen >= 0)
		out->verdict = out->attempts[out->chosen].verdict;
	else if (out->count)
		out->verdict = out->attempts[out->count - 1].verdict;
}

/* Every candidate's rounds from out->prompt, then the answer chosen:
 * one way of judging for a question and for a follow-up. */
static bool run_candidates(const struct ask_settings *s, arena *a,
			   struct ask_outcome *out, diag_list *d)
{
	unsigned k = s->candidates ? s->candidates : 1;
	for (unsigned candidate = 0; candidate < k; candidate++)
		if (!run_candidate(s, candidate, a, out, d))
			return false;
	ask_choose(out);
	return true;
}

bool ask_run(const struct ask_settings *s, const char *question, arena *a,
	     struct ask_outcome *out, diag_list *d)
{
	if (!ask_prepare(s, question, a, out)) {
		diag_error(d, "out-of-memory", "", "out of memory");
		return false;
	}
	return run_candidates(s, a, out, d);
}

bool ask_refine(const struct ask_settings *s, const char *plan_json,
		const char *request, arena *a, struct ask_outcome *out,
		diag_list *d)
{
	if (!ask_prepare(s, request, a, out) ||
	    !ask_prompt_refine(&out->prompt, plan_json, request)) {
		diag_error(d, "out-of-memory", "", "out of memory");
		return false;
	}
	return run_candidates(s, a, out, d);
}

void ask_outcome_free(struct ask_outcome *out)
{
	for (size_t i = 0; i < out->count; i++) {
		for (int step = 0; step < ASK_STEPS; step++)
			compile_result_free(out->attempts[i].results[step]);
		plan_free(out->attempts[i].plan);
	}
	out->count = 0;
}

const char *ask_verdict_name(enum ask_verdict verdict)
{
	static const char *const names[] = {[ASK_ACCEPTED] = "accepted",
					    [ASK_CLARIFY] = "clarify",
					    [ASK_TERMINATE] = "terminate",
					    [ASK_REJECTED] = "rejected",
					    [ASK_NO_PLAN] = "no plan"};
	return names[verdict];
}
