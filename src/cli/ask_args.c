/* The options of plansql ask (ask_cli.h): each checked as it is read,
 * with a message that says what it takes. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ask_cli.h"
#include "cli.h"
#include "database.h"
#include "display.h"
#include "explain.h"
#include "options.h"
#include "output.h"
#include "sources.h"

enum {
	OPT_DIALECT = 1,
	OPT_FORMAT,
	OPT_PLAN_ONLY,
	OPT_SHOW_PROMPT,
	OPT_SHOW_SQL,
	OPT_ROWS,
	OPT_TIMEOUT,
	OPT_HELP
};

static const struct option_spec ask_options[] = {
    SOURCE_OPTIONS,
    ASK_MODEL_OPTIONS,
    {'d', "dialect", true, OPT_DIALECT},
    {'f', "format", true, OPT_FORMAT},
    {0, "plan-only", false, OPT_PLAN_ONLY},
    {0, "show-prompt", false, OPT_SHOW_PROMPT},
    {0, "show-sql", false, OPT_SHOW_SQL},
    {0, "rows", true, OPT_ROWS},
    {0, "timeout", true, OPT_TIMEOUT},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

/* Who the messages name: the command whose options are being read. */
static const char *who = "plansql ask";

/* A whole number from min to max; false after saying what is wrong. */
static bool parse_count(const char *option, const char *text, long long min,
			long long max, long long *out)
{
	char *end;
	errno = 0;
	long long n = strtoll(text, &end, 10);
	if (*text && !*end && !errno && n >= min && n <= max) {
		*out = n;
		return true;
	}
	fprintf(stderr, "%s: %s takes a whole number from %lld to %lld, not '",
		who, option, min, max);
	display_text(stderr, text);
	fputs("'\n", stderr);
	return false;
}

static bool parse_number(const char *option, const char *text, double min,
			 double max, double *out)
{
	char *end;
	errno = 0;
	double x = strtod(text, &end);
	if (*text && !*end && !errno && x >= min && x <= max) {
		*out = x;
		return true;
	}
	fprintf(stderr, "%s: %s takes a number from %g to %g, not '", who,
		option, min, max);
	display_text(stderr, text);
	fputs("'\n", stderr);
	return false;
}

static bool bad_name(const char *option, const char *names, const char *text)
{
	fprintf(stderr, "%s: %s is one of %s, not '", who, option, names);
	display_text(stderr, text);
	fputs("'\n", stderr);
	return false;
}

static bool take_model_count(struct ask_args *a, int id, const char *value)
{
	long long n;
	switch (id) {
	case OPT_ASK_CANDIDATES:
		if (!parse_count("-k", value, 1, ASK_MAX_CANDIDATES, &n))
			return false;
		a->candidates = (unsigned)n;
		return true;
	case OPT_ASK_RETRIES:
		if (!parse_count("--retries", value, 0, ASK_MAX_RETRIES, &n))
			return false;
		a->retries = (unsigned)n;
		return true;
	case OPT_ASK_BUDGET:
		if (!parse_count("--budget", value, 100, 1000000, &n))
			return false;
		a->budget = (size_t)n;
		return true;
	case OPT_ASK_MAX_TOKENS:
		if (!parse_count("--max-tokens", value, 16, 1000000, &n))
			return false;
		a->max_tokens = (long)n;
		return true;
	}
	return false;
}

static bool take_model_setting(struct ask_args *a, int id, const char *value)
{
	switch (id) {
	case OPT_ASK_LLM:
		a->llm = value;
		return true;
	case OPT_ASK_API:
		return plansql_ask_api_from_name(value, &a->api) ||
		       bad_name("--api", "openai, ollama or llamacpp", value);
	case OPT_ASK_MODEL:
		a->model = value;
		return true;
	case OPT_ASK_TIER:
		return plansql_ask_tier_from_name(value, &a->tier) ||
		       bad_name("--tier", "minimal, standard or full", value);
	case OPT_ASK_TEMPERATURE:
		return parse_number("--temperature", value, 0, 2,
				    &a->temperature);
	case OPT_ASK_LLM_TIMEOUT:
		return parse_number("--llm-timeout", value, 1, 86400,
				    &a->llm_timeout);
	case OPT_ASK_NO_SAMPLES:
		a->samples = PLANSQL_SAMPLES_NONE;
		return true;
	case OPT_ASK_SAMPLES:
		return plansql_ask_samples_from_name(value, &a->samples) ||
		       bad_name("--samples", "all, safe or none", value);
	case OPT_ASK_NO_SCHEMA:
		a->no_schema = true;
		return true;
	}
	return take_model_count(a, id, value);
}

bool ask_model_option(struct ask_args *a, const char *command, int id,
		      const char *value)
{
	who = command;
	return take_model_setting(a, id, value);
}

static bool take_setting(struct ask_args *a, int id, const char *value)
{
	long long n;
	switch (id) {
	case OPT_DIALECT:
		a->dialect_given = true;
		return parse_dialect(who, value, &a->dialect);
	case OPT_FORMAT:
		if (!strcmp(value, "text") || !strcmp(value, "json")) {
			a->json = !strcmp(value, "json");
			return true;
		}
		return bad_name("--format", "text or json", value);
	case OPT_TIMEOUT:
		return query_parse_seconds(who, value, &a->limits.seconds);
	case OPT_ROWS:
		if (!parse_count("--rows", value, 0, 1000000000, &n))
			return false;
		a->limits.max_rows = (size_t)n;
		return true;
	}
	return false;
}

static bool take_option(struct ask_args *a, int id, const char *value)
{
	if (ask_is_model_option(id))
		return take_model_setting(a, id, value);
	switch (id) {
	case OPT_PLAN_ONLY:
		a->plan_only = true;
		return true;
	case OPT_SHOW_PROMPT:
		a->show_prompt = true;
		return true;
	case OPT_SHOW_SQL:
		a->show_sql = true;
		return true;
	case OPT_HELP:
		print_help(stdout, "ask");
		exit(EXIT_COMPILED);
	}
	return take_setting(a, id, value);
}

/* The operands are the question's words, or "-": the question is read
 * from standard input. */
static bool join_question(struct ask_args *a, const struct option_parser *p)
{
	if (p->operand_count == 1 && !strcmp(p->operands[0], "-")) {
		if (!read_input("-", &a->question_input))
			return false;
		a->question = a->question_input.text;
		/* the line's end is not part of the question */
		size_t n = a->question_input.len;
		while (n && (a->question[n - 1] == '\n' ||
			     a->question[n - 1] == '\r'))
			a->question[--n] = '\0';
		return true;
	}
	size_t len = 0;
	for (int i = 0; i < p->operand_count; i++)
		len += strlen(p->operands[i]) + 1;
	a->question = calloc(1, len + 1);
	a->question_owned = a->question;
	for (int i = 0; a->question && i < p->operand_count; i++) {
		if (i)
			strcat(a->question, " ");
		strcat(a->question, p->operands[i]);
	}
	return a->question != NULL;
}

void ask_model_defaults(struct ask_args *a)
{
	memset(a, 0, sizeof *a);
	a->api = PLANSQL_ASK_OPENAI;
	a->tier = PLANSQL_TIER_STANDARD;
	a->samples = PLANSQL_SAMPLES_SAFE;
	a->candidates = 1;
	a->retries = PLANSQL_ASK_DEFAULT_RETRIES;
	a->temperature = -1;
	a->limits.seconds = QUERY_DEFAULT_SECONDS;
	a->limits.max_rows = ASK_DEFAULT_ROWS;
	a->llm = getenv("PLANSQL_LLM_URL");
	a->model = getenv("PLANSQL_LLM_MODEL");
}

static bool check_args(struct ask_args *a, const struct option_parser *p)
{
	if (!p->operand_count || !join_question(a, p) || !*a->question) {
		fprintf(stderr,
			"%s: give the question, such as: plansql ask "
			"--db sqlite:demo.db 'How many tracks does "
			"each genre have?'\n",
			who);
		return false;
	}
	if (!a->sources.catalog_path && !a->sources.db) {
		fprintf(stderr,
			"%s: give the database (--db) or its catalog "
			"(-c): the model is told what it holds\n",
			who);
		return false;
	}
	if (a->sources.db && !database_check_spec(a->sources.db, who))
		return false;
	if (!a->llm && !a->show_prompt) {
		fprintf(stderr,
			"%s: give the model server's URL with --llm "
			"or PLANSQL_LLM_URL, such as "
			"http://127.0.0.1:8080/v1\n",
			who);
		return false;
	}
	return true;
}

int ask_parse_args(int argc, char **argv, struct ask_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, ask_options);
	ask_model_defaults(a);
	int id;
	while ((id = options_next(&p, "ask")) > 0)
		if (!sources_option(&a->sources, id, p.value) &&
		    !take_option(a, id, p.value))
			return EXIT_USAGE;
	if (id == OPTION_ERROR || !check_args(a, &p))
		return EXIT_USAGE;
	return EXIT_COMPILED;
}

void ask_args_free(struct ask_args *a)
{
	free(a->question_owned);
	if (a->question_input.text)
		free_input(&a->question_input);
	sources_free(&a->sources);
}
