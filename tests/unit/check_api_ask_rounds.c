/* What a program reads of a question's rounds through the public API,
 * and the hooks it gives them: the attempts and their steps, the tables
 * and the prompt, progress, samples, replay and record, refine, a
 * conversation of the caller's own, and the names.  plansql ask, the
 * shell and eval are built on these calls; replies are canned. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask_replies.h"
#include "plansql.h"
#include "runner.h"
#include "testlib.h"

static plansql_catalog *catalog;
static plansql_options compile;

static void setup(void)
{
	catalog = load_demo_catalog();
	compile = (plansql_options)PLANSQL_OPTIONS_INIT;
	compile.catalog = catalog;
	compile.now = TEST_NOW;
}
static void teardown(void)
{
	plansql_catalog_free(catalog);
}

/* A model that answers each request with the next of its contents,
 * and remembers what it was sent. */
struct script {
	const char *contents[4];
	int next, calls;
	char *last_body;
};

static int send_scripted(void *context, const char *path, const char *body,
			 size_t len, char **reply, size_t *reply_len)
{
	struct script *s = context;
	(void)path;
	s->calls++;
	free(s->last_body);
	s->last_body = strndup(body, len);
	if (!s->contents[s->next])
		return 0;
	*reply = openai_reply(s->contents[s->next++]);
	*reply_len = strlen(*reply);
	return 1;
}

static plansql_ask_options options(struct script *s)
{
	plansql_ask_options o;
	plansql_ask_options_init(&o, sizeof o);
	o.compile = &compile;
	o.send = send_scripted;
	o.send_context = s;
	return o;
}

static long catalog_index(const char *table)
{
	for (size_t t = 0; t < plansql_catalog_table_count(catalog); t++)
		if (!strcmp(plansql_catalog_table_name(catalog, t), table))
			return (long)t;
	return -1;
}

/* ---- the attempts ---- */

START_TEST(attempts_and_their_steps)
{
	struct script s = {.contents = {UNKNOWN_TABLE, GOOD}};
	plansql_ask_options o = options(&s);
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	ck_assert(plansql_result_ok(r));
	ck_assert(!plansql_ask_interrupted(c));
	ck_assert_uint_eq(plansql_ask_attempts(c), 2);
	ck_assert_int_eq(plansql_ask_chosen(c), 1);

	plansql_ask_attempt at;
	ck_assert(plansql_ask_attempt_get(c, 0, &at, sizeof at));
	ck_assert_uint_eq(at.candidate, 0);
	ck_assert_uint_eq(at.round, 0);
	ck_assert_int_eq(at.verdict, PLANSQL_ASK_REJECTED);
	ck_assert_str_eq(at.reply, UNKNOWN_TABLE);
	ck_assert_ptr_null(at.sql);
	ck_assert_uint_gt(at.errors, 0);
	ck_assert_uint_gt(at.request_bytes, 0);
	ck_assert_int_eq(at.prompt_tokens, -1); /* the reply had no usage */
	/* the unknown table is the audit's finding; nothing was compiled */
	const plansql_result *audit =
	    plansql_ask_attempt_result(c, 0, PLANSQL_STEP_AUDIT);
	ck_assert_ptr_nonnull(audit);
	ck_assert(!plansql_result_ok(audit));
	ck_assert_ptr_null(
	    plansql_ask_attempt_result(c, 0, PLANSQL_STEP_COMPILE));

	ck_assert(plansql_ask_attempt_get(c, 1, &at, sizeof at));
	ck_assert_uint_eq(at.round, 1);
	ck_assert_int_eq(at.verdict, PLANSQL_ASK_ACCEPTED);
	ck_assert_uint_eq(at.errors, 0);
	ck_assert_uint_eq(at.votes, 1);
	ck_assert_str_eq(at.sql, plansql_ask_sql(c));
	ck_assert_ptr_eq(at.plan, plansql_ask_plan(c));
	/* the second request carried the first reply and its diagnostics */
	ck_assert_ptr_nonnull(strstr(s.last_body, "weather"));
	const plansql_result *compiled =
	    plansql_ask_attempt_result(c, 1, PLANSQL_STEP_COMPILE);
	ck_assert_str_eq(plansql_result_sql(compiled), at.sql);

	ck_assert(!plansql_ask_attempt_get(c, 2, &at, sizeof at));
	ck_assert_ptr_null(plansql_ask_attempt_result(c, 1, PLANSQL_ASK_STEPS));
	ck_assert_ptr_null(plansql_ask_attempt_result(c, 2, PLANSQL_STEP_READ));
	ck_assert_int_eq(plansql_ask_chosen(NULL), -1);
	free(s.last_body);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

/* A caller built against a header whose struct ended earlier gets the
 * fields it knows, and nothing is written past them. */
START_TEST(shorter_structs_are_filled_so_far)
{
	struct script s = {.contents = {GOOD}};
	plansql_ask_options o = options(&s);
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	plansql_ask_attempt at;
	memset(&at, 0x5a, sizeof at);
	size_t known = offsetof(plansql_ask_attempt, reply);
	ck_assert(plansql_ask_attempt_get(c, 0, &at, known));
	ck_assert_int_eq(at.verdict, PLANSQL_ASK_ACCEPTED);
	unsigned char *rest = (unsigned char *)&at + known;
	for (size_t i = 0; i < sizeof at - known; i++)
		ck_assert_uint_eq(rest[i], 0x5a);
	plansql_ask_table t;
	memset(&t, 0x5a, sizeof t);
	ck_assert(plansql_ask_table_get(c, 0, &t, sizeof t.table));
	ck_assert_uint_lt(t.table, plansql_catalog_table_count(catalog));
	ck_assert_uint_eq(((unsigned char *)&t)[sizeof t.table], 0x5a);
	free(s.last_body);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

/* ---- the tables and the prompt ---- */

START_TEST(tables_selection_and_prompt)
{
	plansql_ask_options o = options(NULL);
	o.send = NULL;
	o.budget = 200; /* too small for the whole catalog: chosen by words */
	plansql_conversation *c;
	plansql_result *r = plansql_ask_start("How many genres?", &o, &c);
	ck_assert(plansql_result_ok(r));
	size_t count = plansql_ask_table_count(c);
	ck_assert_uint_gt(count, 0);
	ck_assert_uint_lt(count, plansql_catalog_table_count(catalog));
	size_t tokens = 0;
	bool genres = false;
	for (size_t i = 0; i < count; i++) {
		plansql_ask_table t;
		ck_assert(plansql_ask_table_get(c, i, &t, sizeof t));
		ck_assert_str_eq(plansql_catalog_table_name(catalog, t.table),
				 plansql_ask_table_name(c, i));
		ck_assert_ptr_nonnull(plansql_ask_table_reason(c, i));
		ck_assert_uint_gt(t.tokens, 0);
		tokens += t.tokens;
		if ((long)t.table == catalog_index("genres")) {
			genres = true;
			ck_assert_int_eq(t.reason, PLANSQL_CHOSEN_MATCH);
			ck_assert_str_eq(plansql_ask_table_reason(c, i),
					 "matches");
			ck_assert_ptr_nonnull(strstr(t.matched, "genre"));
			ck_assert(t.score > 0);
		}
		if (t.reason == PLANSQL_CHOSEN_JOIN)
			ck_assert_uint_lt(t.joins,
					  plansql_catalog_table_count(catalog));
	}
	ck_assert(genres);
	plansql_ask_table t;
	ck_assert(!plansql_ask_table_get(c, count, &t, sizeof t));

	plansql_ask_selection sel;
	ck_assert(plansql_ask_selection_get(c, &sel, sizeof sel));
	ck_assert_uint_eq(sel.budget, 200);
	ck_assert_uint_eq(sel.tokens, tokens);
	ck_assert(sel.seconds >= 0);
	ck_assert(!plansql_ask_selection_get(NULL, &sel, sizeof sel));

	/* the prompt: the tier's instructions, then the question's message;
	 * the first request is exactly these messages */
	ck_assert_uint_eq(plansql_ask_prompt_count(c), 2);
	ck_assert_str_eq(plansql_ask_prompt(c, 0)->role, "system");
	const plansql_ask_message *user = plansql_ask_prompt(c, 1);
	ck_assert_str_eq(user->role, "user");
	ck_assert_ptr_nonnull(strstr(user->content, "How many genres?"));
	ck_assert_ptr_null(plansql_ask_prompt(c, 2));
	const char *body;
	ck_assert(plansql_ask_request(c, NULL, &body, NULL));
	/* its first line, as written in JSON (no quote or backslash in it) */
	char *line = strndup(user->content, strcspn(user->content, "\n\"\\"));
	ck_assert_uint_gt(strlen(line), 10);
	ck_assert_ptr_nonnull(strstr(body, line));
	free(line);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

/* ---- the hooks ---- */

struct watch {
	size_t calls, last;
	plansql_ask_verdict verdicts[4];
	bool chosen[64];
	size_t tables;
	int sample_answer;
};

static void note_progress(void *context, const plansql_conversation *c,
			  size_t attempt)
{
	struct watch *w = context;
	plansql_ask_attempt at;
	ck_assert(plansql_ask_attempt_get(c, attempt, &at, sizeof at));
	ck_assert_uint_eq(attempt, w->calls);
	w->verdicts[w->calls++] = at.verdict;
	/* the tables can be read while the rounds run */
	ck_assert_uint_gt(plansql_ask_table_count(c), 0);
	ck_assert_ptr_nonnull(plansql_ask_table_name(c, 0));
}

START_TEST(progress_told_of_each_attempt)
{
	struct script s = {.contents = {UNKNOWN_TABLE, GOOD}};
	struct watch w = {0};
	plansql_ask_options o = options(&s);
	o.progress = note_progress;
	o.progress_context = &w;
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	ck_assert_uint_eq(w.calls, 2);
	ck_assert_int_eq(w.verdicts[0], PLANSQL_ASK_REJECTED);
	ck_assert_int_eq(w.verdicts[1], PLANSQL_ASK_ACCEPTED);
	free(s.last_body);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

static int note_chosen(void *context, const bool *chosen)
{
	struct watch *w = context;
	w->calls++;
	size_t n = plansql_catalog_table_count(catalog);
	for (size_t t = 0; t < n && t < 64; t++) {
		w->chosen[t] = chosen[t];
		w->tables += chosen[t];
	}
	return w->sample_answer;
}

START_TEST(samples_read_for_the_chosen_tables)
{
	struct watch w = {.sample_answer = 1};
	plansql_ask_options o = options(NULL);
	o.budget = 200;
	o.sample = note_chosen;
	o.sample_context = &w;
	plansql_conversation *c;
	plansql_result *r = plansql_ask_start("How many genres?", &o, &c);
	ck_assert(plansql_result_ok(r));
	ck_assert_uint_eq(w.calls, 1);
	ck_assert_uint_eq(w.tables, plansql_ask_table_count(c));
	for (size_t i = 0; i < plansql_ask_table_count(c); i++) {
		plansql_ask_table t;
		plansql_ask_table_get(c, i, &t, sizeof t);
		ck_assert(w.chosen[t.table]);
	}
	plansql_result_free(r);
	plansql_conversation_free(c);

	/* no values are sent: none are read */
	w = (struct watch){.sample_answer = 1};
	o.samples = PLANSQL_SAMPLES_NONE;
	r = plansql_ask_start("How many genres?", &o, &c);
	ck_assert_uint_eq(w.calls, 0);
	plansql_result_free(r);
	plansql_conversation_free(c);

	/* a reader that fails stops the question */
	w = (struct watch){.sample_answer = 0};
	o.samples = PLANSQL_SAMPLES_ALL;
	r = plansql_ask_start("How many genres?", &o, &c);
	ck_assert_uint_eq(w.calls, 1);
	ck_assert_ptr_null(c);
	ck_assert(!plansql_result_ok(r));
	plansql_result_free(r);
}
END_TEST

/* A recording: the replies by round, and what each round was sent. */
struct tape {
	const char *replies[4];
	size_t counts[4];
	unsigned rounds;
	int keep; /* what record answers */
	char *kept[4];
	plansql_ask_finish finish[4];
};

static int replay_tape(void *context, const plansql_ask_message *messages,
		       size_t count, unsigned candidate, unsigned round,
		       plansql_ask_reply *reply)
{
	struct tape *t = context;
	ck_assert_uint_eq(candidate, 0);
	ck_assert_str_eq(reply->text, "");
	ck_assert_int_eq(reply->prompt_tokens, -1);
	ck_assert_str_eq(messages[0].role, "system");
	if (round >= 4 || !t->replies[round])
		return 0;
	t->counts[round] = count;
	t->rounds++;
	/* a copy the library must not keep a pointer to */
	static char text[1024];
	snprintf(text, sizeof text, "%s", t->replies[round]);
	reply->text = text;
	reply->len = strlen(text);
	reply->completion_tokens = 7;
	return 1;
}

START_TEST(replayed_rounds)
{
	struct tape t = {.replies = {UNKNOWN_TABLE, GOOD}};
	plansql_ask_options o = options(NULL);
	o.send = NULL; /* no server, no transport: the replay answers */
	o.replay = replay_tape;
	o.replay_context = &t;
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	ck_assert(plansql_result_ok(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_ACCEPTED);
	ck_assert_uint_eq(t.rounds, 2);
	/* round 2 is round 1's conversation, the reply and the feedback */
	ck_assert_uint_eq(t.counts[0], 2);
	ck_assert_uint_eq(t.counts[1], 4);
	plansql_ask_attempt at;
	plansql_ask_attempt_get(c, 0, &at, sizeof at);
	ck_assert_str_eq(at.reply, UNKNOWN_TABLE);
	ck_assert_int_eq(at.completion_tokens, 7);
	plansql_result_free(r);
	plansql_conversation_free(c);

	/* a round the recording lacks stops the question */
	t = (struct tape){.replies = {UNKNOWN_TABLE}};
	r = plansql_ask("How many genres?", &o, &c);
	ck_assert(has_code(r, "llm-no-replay"));
	ck_assert(plansql_ask_interrupted(c));
	ck_assert_uint_eq(plansql_ask_attempts(c), 2);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

static int record_reply(void *context, const plansql_ask_message *messages,
			size_t count, unsigned candidate, unsigned round,
			const plansql_ask_reply *reply)
{
	struct tape *t = context;
	(void)candidate;
	ck_assert_uint_gt(count, 0);
	ck_assert_ptr_nonnull(messages[count - 1].content);
	if (round < 4) {
		t->kept[round] = strndup(reply->text, reply->len);
		t->finish[round] = reply->finish;
	}
	t->rounds++;
	return t->keep;
}

START_TEST(recorded_rounds)
{
	struct script s = {.contents = {UNKNOWN_TABLE, GOOD}};
	struct tape t = {.keep = 1};
	plansql_ask_options o = options(&s);
	o.record = record_reply;
	o.record_context = &t;
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	ck_assert(plansql_result_ok(r));
	ck_assert_uint_eq(t.rounds, 2);
	ck_assert_str_eq(t.kept[0], UNKNOWN_TABLE);
	ck_assert_str_eq(t.kept[1], GOOD);
	ck_assert_int_eq(t.finish[1], PLANSQL_FINISH_STOP);
	plansql_result_free(r);
	plansql_conversation_free(c);
	for (int i = 0; i < 4; i++)
		free(t.kept[i]);

	/* a reply that cannot be kept stops the question */
	free(s.last_body);
	s = (struct script){.contents = {GOOD}};
	t = (struct tape){.keep = 0};
	r = plansql_ask("How many genres?", &o, &c);
	ck_assert(has_code(r, "llm-not-recorded"));
	ck_assert(plansql_ask_interrupted(c));
	free(t.kept[0]);
	free(s.last_body);
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

/* A flag already raised stops the library's own client before it
 * waits on anything. */
START_TEST(cancelled_before_sending)
{
	static volatile sig_atomic_t stop = 1;
	plansql_ask_options o = options(NULL);
	o.send = NULL;
	o.base_url = "http://127.0.0.1:9/v1";
	o.cancel = &stop;
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	ck_assert(!plansql_result_ok(r));
	ck_assert(plansql_ask_interrupted(c));
	/* (without libcurl, nothing could be sent anyway) */
	ck_assert(has_code(r, "llm-cancelled") || has_code(r, "llm-libcurl"));
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

/* ---- refine and the caller's own conversation ---- */

START_TEST(refine_a_plan)
{
	struct script s = {.contents = {GOOD}};
	plansql_ask_options o = options(&s);
	plansql_conversation *c;
	plansql_result *r =
	    plansql_ask_refine(UNKNOWN_TABLE, "use the genres instead", &o, &c);
	ck_assert(plansql_result_ok(r));
	ck_assert_int_eq(plansql_ask_verdict_of(c), PLANSQL_ASK_ACCEPTED);
	/* the request showed the plan and the change asked for */
	ck_assert_ptr_nonnull(strstr(s.last_body, "weather"));
	ck_assert_ptr_nonnull(strstr(s.last_body, "use the genres instead"));
	size_t last = plansql_ask_prompt_count(c) - 1;
	ck_assert_ptr_nonnull(
	    strstr(plansql_ask_prompt(c, last)->content, "use the genres"));
	free(s.last_body);
	plansql_result_free(r);
	plansql_conversation_free(c);

	r = plansql_ask_refine(NULL, "only rock", &o, &c);
	ck_assert(has_code(r, "missing-argument"));
	ck_assert_ptr_null(c);
	plansql_result_free(r);
}
END_TEST

START_TEST(a_conversation_of_ones_own)
{
	struct script s = {.contents = {"SELECT 1", NULL}};
	plansql_ask_options o = options(&s);
	o.schema = 0; /* the reply is SQL, not a plan */
	plansql_conversation *c;
	plansql_result *r = plansql_ask_start("How many genres?", &o, &c);
	plansql_result_free(r);
	plansql_ask_message m[2] = {
	    {"system", "Answer with SQL."},
	    {"user", plansql_ask_prompt(c, 1)->content}};
	plansql_ask_reply reply;
	r = plansql_ask_chat(c, m, 2, 0, &reply, sizeof reply);
	ck_assert(plansql_result_ok(r));
	ck_assert_uint_eq(reply.len, 8);
	ck_assert_str_eq(reply.text, "SELECT 1");
	ck_assert_int_eq(reply.finish, PLANSQL_FINISH_STOP);
	ck_assert_ptr_nonnull(strstr(s.last_body, "Answer with SQL."));
	ck_assert_ptr_null(strstr(s.last_body, "response_format"));
	/* nothing judged, nothing counted */
	ck_assert_uint_eq(plansql_ask_attempts(c), 0);
	plansql_result_free(r);

	/* the transport's failure is the result's */
	r = plansql_ask_chat(c, m, 2, 1, &reply, sizeof reply);
	ck_assert(has_code(r, "llm-transport"));
	ck_assert_str_eq(reply.text, "");
	plansql_result_free(r);
	m[1].content = NULL;
	r = plansql_ask_chat(c, m, 2, 1, &reply, sizeof reply);
	ck_assert(has_code(r, "missing-argument"));
	plansql_result_free(r);
	r = plansql_ask_chat(NULL, m, 2, 0, &reply, sizeof reply);
	ck_assert(has_code(r, "missing-argument"));
	plansql_result_free(r);
	free(s.last_body);
	plansql_conversation_free(c);
}
END_TEST

START_TEST(plan_copy_outlives_the_conversation)
{
	struct script s = {.contents = {GOOD}};
	plansql_ask_options o = options(&s);
	plansql_conversation *c;
	plansql_result *r = plansql_ask("How many genres?", &o, &c);
	char *before = plansql_plan_json(plansql_ask_plan(c));
	plansql_plan *copy = plansql_plan_copy(plansql_ask_plan(c));
	plansql_conversation_free(c);
	char *after = plansql_plan_json(copy);
	ck_assert_str_eq(after, before);
	ck_assert_ptr_null(plansql_plan_copy(NULL));
	plansql_free(before);
	plansql_free(after);
	plansql_plan_free(copy);
	free(s.last_body);
	plansql_result_free(r);
}
END_TEST

/* ---- names ---- */

START_TEST(names_and_defaults)
{
	for (int api = 0; api <= PLANSQL_ASK_LLAMACPP; api++) {
		plansql_ask_api back;
		const char *name = plansql_ask_api_name((plansql_ask_api)api);
		ck_assert(plansql_ask_api_from_name(name, &back));
		ck_assert_int_eq(back, api);
	}
	for (int tier = 0; tier <= PLANSQL_TIER_FULL; tier++) {
		plansql_ask_tier back;
		const char *name =
		    plansql_ask_tier_name((plansql_ask_tier)tier);
		ck_assert(plansql_ask_tier_from_name(name, &back));
		ck_assert_int_eq(back, tier);
	}
	for (int mode = 0; mode <= PLANSQL_SAMPLES_SAFE; mode++) {
		int back;
		ck_assert(plansql_ask_samples_from_name(
		    plansql_ask_samples_name(mode), &back));
		ck_assert_int_eq(back, mode);
	}
	ck_assert_str_eq(plansql_ask_api_name(PLANSQL_ASK_LLAMACPP),
			 "llamacpp");
	ck_assert_str_eq(plansql_ask_tier_name(PLANSQL_TIER_FULL), "full");
	ck_assert_str_eq(plansql_ask_samples_name(PLANSQL_SAMPLES_SAFE),
			 "safe");
	ck_assert_ptr_null(plansql_ask_api_name((plansql_ask_api)3));
	ck_assert_ptr_null(plansql_ask_tier_name((plansql_ask_tier)3));
	ck_assert_ptr_null(plansql_ask_samples_name(3));
	plansql_ask_tier tier = PLANSQL_TIER_MINIMAL;
	ck_assert(!plansql_ask_tier_from_name("fullest", &tier));
	ck_assert(!plansql_ask_tier_from_name(NULL, &tier));
	ck_assert_int_eq(tier, PLANSQL_TIER_MINIMAL);

	ck_assert_uint_lt(plansql_ask_tier_budget(PLANSQL_TIER_MINIMAL),
			  plansql_ask_tier_budget(PLANSQL_TIER_STANDARD));
	ck_assert_uint_lt(plansql_ask_tier_budget(PLANSQL_TIER_STANDARD),
			  plansql_ask_tier_budget(PLANSQL_TIER_FULL));
	ck_assert_uint_eq(plansql_ask_tier_budget((plansql_ask_tier)3), 0);
	ck_assert(plansql_ask_default_temperature(1) == 0);
	ck_assert(plansql_ask_default_temperature(5) > 0);

	ck_assert_str_eq(plansql_ask_step_name(PLANSQL_STEP_REPLY), "reply");
	ck_assert_str_eq(plansql_ask_step_name(PLANSQL_STEP_COMPILE),
			 "compile");
	ck_assert_ptr_null(plansql_ask_step_name(PLANSQL_ASK_STEPS));

	ck_assert_str_eq(plansql_dialect_title(PLANSQL_SQLITE), "SQLite");
	ck_assert_str_eq(plansql_dialect_title(PLANSQL_POSTGRES), "PostgreSQL");
	ck_assert_ptr_null(plansql_dialect_title((plansql_dialect)99));

	/* the budget a tier's conversation is given when none is set */
	plansql_ask_options o = options(NULL);
	o.tier = PLANSQL_TIER_FULL;
	plansql_conversation *c;
	plansql_result *r = plansql_ask_start("How many genres?", &o, &c);
	plansql_ask_selection sel;
	plansql_ask_selection_get(c, &sel, sizeof sel);
	ck_assert_uint_eq(sel.budget,
			  plansql_ask_tier_budget(PLANSQL_TIER_FULL));
	plansql_result_free(r);
	plansql_conversation_free(c);
}
END_TEST

static Suite *api_ask_rounds_suite(void)
{
	Suite *s = suite_create("api_ask_rounds");
	TCase *tc = tcase_create("rounds");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, attempts_and_their_steps);
	tcase_add_test(tc, shorter_structs_are_filled_so_far);
	tcase_add_test(tc, tables_selection_and_prompt);
	tcase_add_test(tc, progress_told_of_each_attempt);
	tcase_add_test(tc, samples_read_for_the_chosen_tables);
	tcase_add_test(tc, replayed_rounds);
	tcase_add_test(tc, recorded_rounds);
	tcase_add_test(tc, cancelled_before_sending);
	tcase_add_test(tc, refine_a_plan);
	tcase_add_test(tc, a_conversation_of_ones_own);
	tcase_add_test(tc, plan_copy_outlives_the_conversation);
	tcase_add_test(tc, names_and_defaults);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {api_ask_rounds_suite, NULL};
	return runner_run(suites);
}
