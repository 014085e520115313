/* plansql ask, split by concern: ask_args.c reads the options, ask.c
 * runs the question (sending over ask_http, EXPLAIN on the database, the
 * rows), ask_report.c writes what happened as text or JSON. */
#ifndef PLANSQL_CLI_ASK_H
#define PLANSQL_CLI_ASK_H

#include <stdbool.h>
#include <stddef.h>

#include "plansql.h"
#include "cli.h"
#include "database.h"
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
	plansql_ask_api api;
	plansql_ask_tier tier;
	unsigned candidates, retries;
	bool dialect_given;
	plansql_dialect dialect;
	bool json, plan_only, show_prompt, show_sql, no_schema;
	int samples; /* --samples: PLANSQL_SAMPLES_*; default safe */
	size_t budget;	    /* 0: the tier's */
	double temperature; /* < 0: 0 for one candidate, else 0.7 */
	long max_tokens;    /* 0: the library's default */
	double llm_timeout; /* seconds; 0: the transport's */
	struct query_limits limits;
};

int ask_parse_args(int argc, char **argv, struct ask_args *a);

/* The model's options, which plansql shell takes too, for its ask and
 * refine commands: ids above the sources' (sources.h). */
enum {
	OPT_ASK_LLM = 200,
	OPT_ASK_API,
	OPT_ASK_MODEL,
	OPT_ASK_CANDIDATES,
	OPT_ASK_RETRIES,
	OPT_ASK_TIER,
	OPT_ASK_BUDGET,
	OPT_ASK_NO_SAMPLES,
	OPT_ASK_SAMPLES,
	OPT_ASK_NO_SCHEMA,
	OPT_ASK_TEMPERATURE,
	OPT_ASK_MAX_TOKENS,
	OPT_ASK_LLM_TIMEOUT
};
#define ASK_MODEL_OPTIONS                                                      \
	{0, "llm", true, OPT_ASK_LLM}, {0, "api", true, OPT_ASK_API},          \
	    {0, "model", true, OPT_ASK_MODEL},                                 \
	    {'k', "candidates", true, OPT_ASK_CANDIDATES},                     \
	    {0, "retries", true, OPT_ASK_RETRIES},                             \
	    {0, "tier", true, OPT_ASK_TIER},                                   \
	    {0, "budget", true, OPT_ASK_BUDGET},                               \
	    {0, "no-samples", false, OPT_ASK_NO_SAMPLES},                      \
	    {0, "samples", true, OPT_ASK_SAMPLES},                             \
	    {0, "no-schema", false, OPT_ASK_NO_SCHEMA},                        \
	    {0, "temperature", true, OPT_ASK_TEMPERATURE},                     \
	    {0, "max-tokens", true, OPT_ASK_MAX_TOKENS},                       \
	{                                                                      \
		0, "llm-timeout", true, OPT_ASK_LLM_TIMEOUT                    \
	}

static inline bool ask_is_model_option(int id)
{
	return id >= OPT_ASK_LLM && id <= OPT_ASK_LLM_TIMEOUT;
}
/* The defaults of every option, the model's from PLANSQL_LLM_URL and
 * PLANSQL_LLM_MODEL. */
void ask_model_defaults(struct ask_args *a);
/* Takes one of ASK_MODEL_OPTIONS into a; false after saying, in the
 * name of command, what is wrong with value. */
bool ask_model_option(struct ask_args *a, const char *command, int id,
		      const char *value);
void ask_args_free(struct ask_args *a);

/* What the model's rounds reach through their callbacks: the database
 * for EXPLAIN and sample values, and the options that say so. */
struct ask_link {
	const struct ask_args *args;   /* the model's options; limits */
	const struct sources *sources; /* the catalog, policy, --now */
	struct database *db;	       /* NULL: no EXPLAIN, no samples */
	plansql_options compile;
	plansql_ask_options options;
};

/* l->options for the command's options on dialect: l must outlive
 * them, and stay where it is. */
void ask_link_init(struct ask_link *l, const struct ask_args *args,
		   const struct sources *sources, struct database *db,
		   plansql_dialect dialect);

/* What the command did, for the report. */
struct ask_run {
	const struct ask_args *args;
	const plansql_ask_options *options;
	plansql_conversation *conversation; /* NULL: none yet */
	const char *sql; /* the answer's, or NULL */
	double run_seconds;
};

/* --show-prompt: the tables chosen and why, and the messages. */
void ask_report_prompt(FILE *out, const struct ask_run *run);
/* --show-prompt --format json: the tables and the exact request body,
 * on stdout; false when that failed. */
bool ask_report_prompt_json(const struct ask_run *run);
/* One line on stderr per attempt, as it is judged (a progress callback
 * of plansql_ask_options). */
void ask_report_attempt(void *context, const plansql_conversation *c,
			size_t attempt);
/* Text: why no answer came (the last attempt's diagnostics), the
 * questions of a clarify, the reason of a terminate; on stderr. */
void ask_report_text(const struct ask_run *run);
/* The attempt answered with, else the last one; -1 when none. */
long ask_answer_attempt(const plansql_conversation *c);

/* The --format json object is written as the rows stream: begun before
 * the query, ended after it. */
struct ask_json;
struct ask_json *ask_json_begin(const struct ask_run *run);
struct row_sink *ask_json_sink(struct ask_json *j);
/* Ends the object with how the query ended (NULL: no query ran) and
 * writes it to stdout; false when that failed. */
bool ask_json_end(struct ask_json *j, const struct ask_run *run,
		  const enum query_end *end);
/* The tables chosen, as a JSON array. */
void ask_json_tables(plansql_json *w, const struct ask_run *run);
/* Attempt number index as --format json writes it: the round, the
 * model's reply, the verdict, the plan, the diagnostics of each step,
 * the SQL. */
void ask_json_attempt(plansql_json *w, const plansql_conversation *c,
		      size_t index);

#endif
