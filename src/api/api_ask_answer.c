/* What a caller of the public API reads of a conversation (plansql.h):
 * the tables chosen, the verdict, the answer's plan and SQL, a clarify's
 * questions, a terminate's reason; and the results of the replies. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_ask_internal.h"
#include "ask/ask_private.h"
#include "catalog/catalog.h"
#include "plan/plan.h"

static bool copy_diagnostic(diag_list *d, const plansql_diagnostic *from)
{
	plansql_diagnostic *to = diag_add(d, from->severity, from->code,
					  from->pointer, "%s", from->message);
	if (!to)
		return false;
	if (from->hint)
		diag_hint(d, to, "%s", from->hint);
	if (from->before || from->after)
		diag_change(d, to, from->before, from->after);
	to->offset = from->offset;
	to->line = from->line;
	to->column = from->column;
	return true;
}

/* The bind parameters of a compile with PLANSQL_PARAMS. */
static bool copy_params(plansql_result *r, const plansql_result *from)
{
	r->with_params = from->with_params;
	r->params = (struct param_list){.arena = &r->arena};
	size_t n = from->params.count;
	if (!r->with_params || !n)
		return true;
	r->params.items = arena_calloc(&r->arena, n, sizeof *r->params.items);
	if (!r->params.items)
		return false;
	for (size_t i = 0; i < n; i++) {
		r->params.items[i].type = from->params.items[i].type;
		r->params.items[i].text =
		    arena_strdup(&r->arena, from->params.items[i].text);
		if (!r->params.items[i].text)
			return false;
	}
	r->params.count = r->params.cap = n;
	return true;
}

bool api_result_take_attempt(plansql_result *r, const struct ask_attempt *at)
{
	for (int step = 0; step < ASK_STEPS; step++) {
		const plansql_result *from = at->results[step];
		size_t n = from ? plansql_result_diagnostic_count(from) : 0;
		for (size_t i = 0; i < n; i++)
			if (!copy_diagnostic(
				&r->diags, plansql_result_diagnostic(from, i)))
				return false;
	}
	/* a plan the database refused compiled, but is no answer */
	bool answer = at->verdict == ASK_ACCEPTED || at->verdict == ASK_CLARIFY;
	if (!at->sql || !answer)
		return true;
	r->sql = strdup(at->sql);
	return r->sql && copy_params(r, at->results[ASK_STEP_COMPILE]) &&
	       compile_result_copy_outputs(r, at->results[ASK_STEP_COMPILE]);
}

/* ---- the tables chosen ---- */

static const char *table_name(plansql_conversation *c, size_t table)
{
	const struct catalog_table *t =
	    &c->settings.compile.catalog->tables[table];
	if (!t->schema)
		return t->name;
	size_t len = strlen(t->schema) + strlen(t->name) + 2;
	char *name = arena_alloc(&c->arena, len);
	if (name)
		snprintf(name, len, "%s.%s", t->schema, t->name);
	return name;
}

bool api_ask_name_tables(plansql_conversation *c)
{
	const struct ask_selection *sel = &c->outcome.selection;
	c->table_names =
	    arena_calloc(&c->arena, sel->count + 1, sizeof *c->table_names);
	for (size_t i = 0; c->table_names && i < sel->count; i++)
		if (!(c->table_names[i] = table_name(c, sel->choices[i].table)))
			return false;
	return c->table_names != NULL;
}

size_t plansql_ask_table_count(const plansql_conversation *conversation)
{
	return conversation ? conversation->outcome.selection.count : 0;
}

const char *plansql_ask_table_name(const plansql_conversation *conversation,
				   size_t index)
{
	if (index >= plansql_ask_table_count(conversation) ||
	    !conversation->table_names)
		return NULL;
	return conversation->table_names[index];
}

const char *plansql_ask_table_reason(const plansql_conversation *conversation,
				     size_t index)
{
	if (index >= plansql_ask_table_count(conversation))
		return NULL;
	return ask_choice_reason_name(
	    conversation->outcome.selection.choices[index].reason);
}

int plansql_ask_table_get(const plansql_conversation *conversation,
			  size_t index, plansql_ask_table *out, size_t size)
{
	if (!out || index >= plansql_ask_table_count(conversation))
		return 0;
	const struct ask_table_choice *ch =
	    &conversation->outcome.selection.choices[index];
	plansql_ask_table t = {.table = ch->table,
			       .reason = (plansql_ask_reason)ch->reason,
			       .matched = ch->matched,
			       .score = ch->score,
			       .joins = ch->for_table,
			       .tokens = ch->tokens};
	memcpy(out, &t, size < sizeof t ? size : sizeof t);
	return 1;
}

int plansql_ask_selection_get(const plansql_conversation *conversation,
			      plansql_ask_selection *out, size_t size)
{
	if (!conversation || !out)
		return 0;
	const struct ask_outcome *o = &conversation->outcome;
	plansql_ask_selection sel = {.tokens = o->selection.tokens,
				     .budget = conversation->settings.budget,
				     .left_out = o->selection.left_out,
				     .seconds = o->select_seconds};
	memcpy(out, &sel, size < sizeof sel ? size : sizeof sel);
	return 1;
}

size_t plansql_ask_prompt_count(const plansql_conversation *conversation)
{
	return conversation ? conversation->outcome.prompt.count : 0;
}

const plansql_ask_message *
plansql_ask_prompt(const plansql_conversation *conversation, size_t index)
{
	if (index >= plansql_ask_prompt_count(conversation))
		return NULL;
	return &conversation->outcome.prompt.items[index];
}

/* ---- the attempts ---- */

/* The stage's enums are the public ones, value for value. */
_Static_assert((int)ASK_STEP_REPLY == PLANSQL_STEP_REPLY &&
		   (int)ASK_STEP_COMPILE == PLANSQL_STEP_COMPILE &&
		   ASK_STEPS == PLANSQL_ASK_STEPS,
	       "the ask steps");
_Static_assert((int)ASK_CHOSEN_WHOLE == PLANSQL_CHOSEN_WHOLE &&
		   (int)ASK_CHOSEN_CONNECTED == PLANSQL_CHOSEN_CONNECTED,
	       "the reasons a table is chosen");
_Static_assert((int)ASK_ACCEPTED == PLANSQL_ASK_ACCEPTED &&
		   (int)ASK_NO_PLAN == PLANSQL_ASK_NO_PLAN,
	       "the ask verdicts");

int plansql_ask_attempt_get(const plansql_conversation *conversation,
			    size_t index, plansql_ask_attempt *out, size_t size)
{
	if (!out || index >= plansql_ask_attempts(conversation))
		return 0;
	const struct ask_attempt *at = &conversation->outcome.attempts[index];
	plansql_ask_attempt a = {.candidate = at->candidate,
				 .round = at->round,
				 .verdict = (plansql_ask_verdict)at->verdict,
				 .reply = at->reply,
				 .plan = at->plan,
				 .sql = at->sql,
				 .errors = at->errors,
				 .warnings = at->warnings,
				 .repairs = at->repairs,
				 .votes = at->votes,
				 .request_bytes = at->request_bytes,
				 .prompt_tokens = at->prompt_tokens,
				 .completion_tokens = at->completion_tokens,
				 .http_seconds = at->http_seconds,
				 .plansql_seconds = at->plansql_seconds};
	memcpy(out, &a, size < sizeof a ? size : sizeof a);
	return 1;
}

const plansql_result *
plansql_ask_attempt_result(const plansql_conversation *conversation,
			   size_t index, plansql_ask_step step)
{
	if (index >= plansql_ask_attempts(conversation) ||
	    (unsigned)step >= PLANSQL_ASK_STEPS)
		return NULL;
	return conversation->outcome.attempts[index].results[step];
}

long plansql_ask_chosen(const plansql_conversation *conversation)
{
	return conversation ? conversation->outcome.chosen : -1;
}

/* ---- the answer ---- */

plansql_ask_verdict
plansql_ask_verdict_of(const plansql_conversation *conversation)
{
	if (!conversation || !conversation->outcome.count)
		return PLANSQL_ASK_PENDING;
	return (plansql_ask_verdict)conversation->outcome.verdict;
}

const char *plansql_ask_verdict_name(plansql_ask_verdict verdict)
{
	if (verdict == PLANSQL_ASK_PENDING)
		return "pending";
	if ((unsigned)verdict > PLANSQL_ASK_NO_PLAN)
		return NULL;
	return ask_verdict_name((enum ask_verdict)verdict);
}

size_t plansql_ask_attempts(const plansql_conversation *conversation)
{
	return conversation ? conversation->outcome.count : 0;
}

/* The attempt answered with, else the last one; NULL before any. */
static const struct ask_attempt *answer_of(const plansql_conversation *c)
{
	const struct ask_outcome *o = c ? &c->outcome : NULL;
	if (!o || !o->count)
		return NULL;
	return &o->attempts[o->chosen >= 0 ? (size_t)o->chosen : o->count - 1];
}

const plansql_plan *plansql_ask_plan(const plansql_conversation *conversation)
{
	const struct ask_attempt *at = answer_of(conversation);
	return at ? at->plan : NULL;
}

const char *plansql_ask_sql(const plansql_conversation *conversation)
{
	const struct ask_attempt *at = answer_of(conversation);
	return at && conversation->outcome.chosen >= 0 ? at->sql : NULL;
}

size_t plansql_ask_clarify_count(const plansql_conversation *conversation)
{
	const plansql_plan *plan = plansql_ask_plan(conversation);
	bool clarify =
	    plansql_ask_verdict_of(conversation) == PLANSQL_ASK_CLARIFY;
	return clarify && plan ? plan->ambiguity_count : 0;
}

const char *plansql_ask_clarify(const plansql_conversation *conversation,
				size_t index)
{
	if (index >= plansql_ask_clarify_count(conversation))
		return NULL;
	return plansql_ask_plan(conversation)->ambiguities[index];
}

const char *
plansql_ask_termination_reason(const plansql_conversation *conversation)
{
	const plansql_plan *plan = plansql_ask_plan(conversation);
	bool terminate =
	    plansql_ask_verdict_of(conversation) == PLANSQL_ASK_TERMINATE;
	return terminate && plan ? plan->termination_reason : NULL;
}

const char *plansql_ask_withheld(const plansql_catalog *catalog, size_t table,
				 size_t column, int samples)
{
	if (!catalog || table >= catalog->table_count ||
	    (unsigned)samples > PLANSQL_SAMPLES_SAFE)
		return NULL;
	const struct catalog_table *t = &catalog->tables[table];
	if (column >= t->column_count)
		return NULL;
	return ask_values_withheld(t, &t->columns[column],
				   (enum ask_samples)samples);
}
