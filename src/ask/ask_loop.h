/* The rounds of plansql ask: K candidate conversations, each sent, its
 * reply read, audited and compiled against the catalog, and when that
 * fails the diagnostics sent back, up to a number of retries; then the
 * accepted candidates checked on the database (EXPLAIN), merged by SQL
 * and ranked by a deterministic score.  Sending is a callback, so that a
 * program can use its own HTTP client; the library's is ask_http. */
#ifndef PLANSQL_ASK_LOOP_H
#define PLANSQL_ASK_LOOP_H

#include <stdbool.h>
#include <stddef.h>

#include "ask/ask.h"
#include "ask/ask_select.h"
#include "plansql.h"

/* Sends body to path below the model server's base URL; *reply is the
 * reply body (malloc'd, NUL-terminated).  False after adding an error
 * to d when no 2xx reply came. */
typedef bool (*ask_send_fn)(void *context, const char *path, const char *body,
			    size_t len, char **reply, size_t *reply_len,
			    diag_list *d);

/* A round answered from a recording instead of the server: the reply of
 * the conversation m for candidate and round (from 0), its strings in
 * a.  False with an error in d when there is none: the question stops
 * there, as after an HTTP failure. */
typedef bool (*ask_replay_fn)(void *context, const struct ask_messages *m,
			      unsigned candidate, unsigned round, arena *a,
			      struct ask_reply *reply, diag_list *d);

/* Told of each reply the server gave a round, to keep it.  False with
 * an error in d when it could not be kept: the question stops. */
typedef bool (*ask_record_fn)(void *context, const struct ask_messages *m,
			      unsigned candidate, unsigned round,
			      const struct ask_reply *reply, diag_list *d);

/* Checks SQL on the database; NULL when it passes, else why not
 * (malloc'd). */
typedef char *(*ask_explain_fn)(void *context, const char *sql);

struct ask_attempt;

struct ask_settings {
	enum ask_api api;
	enum ask_tier tier;
	struct ask_model_options model;
	bool constrain;	     /* send the tier's schema or grammar */
	unsigned candidates; /* K, at least 1 */
	unsigned retries;    /* rounds after a rejected reply */
	size_t budget;	     /* tokens for the tables' description */
	struct ask_describe_options describe;
	const char *engine;	 /* the database named in the prompt */
	plansql_options compile; /* catalog (required), policy, dialect, now */
	ask_send_fn send;
	void *send_context;
	ask_replay_fn replay; /* NULL: the server (send) answers */
	void *replay_context;
	ask_record_fn record; /* NULL: replies are not kept */
	void *record_context;
	ask_explain_fn explain; /* NULL: no check */
	void *explain_context;
	/* fills the sample values of the chosen tables' columns (chosen[t]
	 * for each catalog table t) before they are described; NULL: the
	 * catalog's own samples only.  False when out of memory. */
	bool (*sample)(void *context, const bool *chosen);
	void *sample_context;
	/* told of each attempt once it is judged; NULL: nobody */
	void (*progress)(void *context, const struct ask_attempt *at);
	void *progress_context;
};

enum ask_verdict {
	ASK_ACCEPTED,  /* compiled */
	ASK_CLARIFY,   /* compiled, and the model asks the user */
	ASK_TERMINATE, /* the model says the database cannot answer */
	ASK_REJECTED,  /* read, audit or compile found errors */
	ASK_NO_PLAN,   /* the reply held no plan: refusal, cut off, no JSON */
};

/* What an attempt went through; each step's diagnostics are its own. */
enum ask_step {
	ASK_STEP_REPLY,	  /* the plan's JSON found in the model's text */
	ASK_STEP_READ,	  /* the plan reader */
	ASK_STEP_AUDIT,	  /* the audit against the catalog */
	ASK_STEP_COMPILE, /* the SQL */
	ASK_STEPS
};

struct ask_attempt {
	unsigned candidate, round;
	size_t request_bytes; /* of the request bodies sent */
	const char *reply;    /* the model's text; NULL when none */
	enum ask_verdict verdict;
	plansql_plan *plan; /* audited (else as read); NULL when none */
	plansql_result *results[ASK_STEPS]; /* NULL: the step did not run */
	const char *sql;		    /* in results[ASK_STEP_COMPILE] */
	size_t errors, warnings, repairs;
	unsigned votes; /* accepted candidates with the same SQL */
	long prompt_tokens, completion_tokens; /* -1: not reported */
	double http_seconds, plansql_seconds;
};

struct ask_outcome {
	struct ask_selection selection;
	struct ask_messages prompt; /* what the first request says */
	struct ask_attempt *attempts;
	size_t count, attempt_cap;
	long chosen; /* the attempt answered with, -1 when none */
	enum ask_verdict verdict;
	double select_seconds; /* choosing tables and writing the prompt */
};

/* Builds the prompt (ask_select, ask_describe, ask_prompt) without
 * sending anything: what --show-prompt prints. */
bool ask_prepare(const struct ask_settings *s, const char *question, arena *a,
		 struct ask_outcome *out);
/* ask_prepare, then the rounds.  False, with the error in d, when a
 * request failed (HTTP) or memory ran out; a model that never gave an
 * acceptable plan is not a failure: see out->verdict. */
bool ask_run(const struct ask_settings *s, const char *question, arena *a,
	     struct ask_outcome *out, diag_list *d);
/* A follow-up: the conversation ask_prepare builds for request (the
 * tables chosen by its words), then plan_json with request
 * (ask_prompt_refine), then the rounds and the choice as ask_run's. */
bool ask_refine(const struct ask_settings *s, const char *plan_json,
		const char *request, arena *a, struct ask_outcome *out,
		diag_list *d);
void ask_outcome_free(struct ask_outcome *out);
/* The structured-output constraint the requests carry: the tier's strict
 * JSON Schema (openai, ollama) or GBNF grammar (llamacpp), NULL without
 * one (--no-schema). */
const char *ask_settings_constraint(const struct ask_settings *s);

const char *ask_verdict_name(enum ask_verdict verdict);

/* ---- the stages of a round, for a caller that sends by itself (the
 * public API's plansql_ask_start) ---- */

/* The first request of a round for the conversation m: its body into
 * body, its path (below the base URL) returned.  For llamacpp it is
 * /apply-template; the prompt its reply holds (ask_reply_template) goes
 * into ask_round_completion's body, sent to ASK_COMPLETION_PATH. */
const char *ask_round_request(const struct ask_settings *s,
			      const struct ask_messages *m, strbuf *body);
void ask_round_completion(const struct ask_settings *s, const char *prompt,
			  strbuf *body);
/* Sends the conversation m as the round of at (at->candidate,
 * at->round): to the server, or to s->replay, and keeps the reply with
 * s->record.  The request's size, time and the tokens go into at.
 * False with the error in d. */
bool ask_send_round(const struct ask_settings *s, const struct ask_messages *m,
		    struct ask_attempt *at, arena *a, struct ask_reply *reply,
		    diag_list *d);
/* A new attempt appended to out->attempts; NULL when out of memory. */
struct ask_attempt *ask_new_attempt(struct ask_outcome *out, arena *a,
				    unsigned candidate, unsigned round);
/* Reads, audits, compiles (and EXPLAINs) the model's answer c into at. */
void ask_judge(const struct ask_settings *s, const struct ask_choice *c,
	       struct ask_attempt *at, arena *a);
/* No more rounds for this conversation: the attempt has a verdict other
 * than rejected or no plan, or the model refused. */
bool ask_settled(const struct ask_attempt *at, const struct ask_choice *c);
/* Appends the attempt's reply and diagnostics to m, asking again; but
 * the findings about values of columns the model may not be sent. */
bool ask_feedback(const struct ask_settings *s, struct ask_messages *m,
		  const struct ask_attempt *at, arena *a);
bool ask_messages_copy(struct ask_messages *to, const struct ask_messages *from,
		       arena *a);
/* Counts the votes and sets out->chosen and out->verdict. */
void ask_choose(struct ask_outcome *out);

#endif
