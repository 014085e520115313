/* plansql ask, split by concern: ask_args.c reads the options, ask.c
 * runs the question (sending over ask_http, EXPLAIN on the database, the
 * rows), ask_report.c writes what happened as text or JSON. */
#ifndef PLANSQL_CLI_ASK_H
#define PLANSQL_CLI_ASK_H

#include <stdbool.h>
#include <stddef.h>

#include "ask.h"
#include "ask_loop.h"
#include "cli.h"
#include "query.h"
#include "sources.h"

#define ASK_MAX_CANDIDATES  16
#define ASK_MAX_RETRIES	    10
#define ASK_DEFAULT_ROWS    1000
/* The exit status of a question the model asks back. */
#define EXIT_CLARIFY 3

struct ask_args {
	struct sources sources;
	const char *llm, *model;
	char *question;
	char *question_owned;	     /* joined operands */
	struct input question_input; /* "-": read from standard input */
	enum ask_api api;
	enum ask_tier tier;
	unsigned candidates, retries;
	bool dialect_given;
	plansql_dialect dialect;
	bool json, plan_only, show_prompt, show_sql, no_samples, no_schema;
	size_t budget;	    /* 0: the tier's */
	double temperature; /* < 0: 0 for one candidate, else 0.7 */
	long max_tokens;    /* 0: ASK_DEFAULT_MAX_TOKENS */
	double llm_timeout; /* seconds; 0: the transport's */
	struct query_limits limits;
};

int ask_parse_args(int argc, char **argv, struct ask_args *a);
void ask_args_free(struct ask_args *a);

/* What the command did, for the report. */
struct ask_run {
	const struct ask_args *args;
	const struct ask_settings *settings;
	struct ask_outcome outcome;
	const char *sql; /* the answer's, or NULL */
	double run_seconds;
};

/* --show-prompt: the tables chosen and why, and the messages. */
void ask_report_prompt(FILE *out, const struct ask_run *run);
/* One line on stderr per attempt, as it is judged. */
void ask_report_attempt(void *context, const struct ask_attempt *at);
/* Text: why no answer came (the last attempt's diagnostics), the
 * questions of a clarify, the reason of a terminate; on stderr. */
void ask_report_text(const struct ask_run *run);

/* The --format json object is written as the rows stream: begun before
 * the query, ended after it. */
struct ask_json;
struct ask_json *ask_json_begin(const struct ask_run *run);
struct row_sink *ask_json_sink(struct ask_json *j);
/* Ends the object with how the query ended (NULL: no query ran) and
 * writes it to stdout; false when that failed. */
bool ask_json_end(struct ask_json *j, const struct ask_run *run,
		  const enum query_end *end);

#endif
