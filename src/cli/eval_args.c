/* The options of plansql eval (eval.h): ask's model options as ask
 * reads them, and eval's own; every conflict said before anything runs. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "eval.h"
#include "options.h"
#include "sources.h"

static const char who[] = "plansql eval";

enum {
	OPT_DBDIR = 1,
	OPT_RECORD,
	OPT_REPLAY,
	OPT_BASELINE_SQL,
	OPT_REPLAY_SQL,
	OPT_ONLY,
	OPT_JOBS,
	OPT_FORMAT,
	OPT_OUTPUT,
	OPT_ROWS,
	OPT_TIMEOUT,
	OPT_HELP
};

static const struct option_spec eval_options[] = {
    SOURCE_OPTIONS,
    ASK_MODEL_OPTIONS,
    {0, "dbdir", true, OPT_DBDIR},
    {0, "record", true, OPT_RECORD},
    {0, "replay", true, OPT_REPLAY},
    {0, "baseline-sql", false, OPT_BASELINE_SQL},
    {0, "replay-sql", true, OPT_REPLAY_SQL},
    {0, "only", true, OPT_ONLY},
    {'j', "jobs", true, OPT_JOBS},
    {'f', "format", true, OPT_FORMAT},
    {'o', "output", true, OPT_OUTPUT},
    {0, "rows", true, OPT_ROWS},
    {0, "timeout", true, OPT_TIMEOUT},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

static bool refuse(const char *why)
{
	fprintf(stderr, "%s: %s\n", who, why);
	return false;
}

static bool whole_number(const char *option, const char *text, long max,
			 long *out)
{
	char *end;
	errno = 0;
	long n = strtol(text, &end, 10);
	if (*text && !*end && !errno && n >= 0 && n <= max) {
		*out = n;
		return true;
	}
	fprintf(stderr, "%s: %s takes a whole number from 0 to %ld, not '", who,
		option, max);
	display_text(stderr, text);
	fputs("'\n", stderr);
	return false;
}

static bool take_count(struct eval_args *a, int id, const char *value)
{
	long n;
	if (id == OPT_JOBS) {
		if (!whole_number("-j", value, EVAL_MAX_JOBS, &n))
			return false;
		if (!n)
			return refuse("-j takes 1 job or more");
		a->jobs = (unsigned)n;
		return true;
	}
	if (!whole_number("--rows", value, 1000000000L, &n))
		return false;
	a->ask.limits.max_rows = (size_t)n;
	return true;
}

static bool take_option(struct eval_args *a, int id, const char *value)
{
	switch (id) {
	case OPT_DBDIR:
		a->dbdir = value;
		return true;
	case OPT_RECORD:
		a->record = value;
		return true;
	case OPT_REPLAY:
		a->replay = value;
		return true;
	case OPT_BASELINE_SQL:
		a->baseline_sql = true;
		return true;
	case OPT_REPLAY_SQL:
		a->replay_sql = value;
		return true;
	case OPT_ONLY:
		a->only = value;
		return true;
	case OPT_OUTPUT:
		a->output = value;
		return true;
	case OPT_FORMAT:
		if (strcmp(value, "text") && strcmp(value, "json")) {
			fprintf(stderr, "%s: --format is text or json\n", who);
			return false;
		}
		a->json = !strcmp(value, "json");
		return true;
	case OPT_TIMEOUT:
		return query_parse_seconds(who, value, &a->ask.limits.seconds);
	case OPT_HELP:
		print_help(stdout, "eval");
		exit(EXIT_COMPILED);
	}
	return take_count(a, id, value);
}

/* Where the questions are asked and answered. */
static bool check_databases(const struct eval_args *a)
{
	const struct sources *s = &a->ask.sources;
	if (!s->db == !a->dbdir)
		return refuse("give the database, --db DATABASE (every "
			      "question asks it), or --dbdir DIR (each "
			      "question's db_id: DIR/DB/DB.sqlite, or a URL "
			      "with {db} in it)");
	if (s->catalog_path)
		return refuse("-c is not taken: the answers are run, so the "
			      "catalog is read from the database");
	if (s->attach.count)
		return refuse("--attach is not taken by eval");
	if (a->dbdir && (s->glossary_path || s->policy_path))
		return refuse("--glossary and --policy name one database's "
			      "tables: give them with --db, not --dbdir");
	return !s->db || database_check_spec(s->db, who);
}

/* Where the model's replies come from, and where they go. */
static bool check_model(struct eval_args *a)
{
	if (a->replay && a->record)
		return refuse("--record keeps the replies of a model server; "
			      "with --replay there is none");
	if (a->replay_sql && !a->baseline_sql)
		return refuse("--replay-sql answers the SQL of --baseline-sql: "
			      "give both");
	if (a->replay && a->llm_given)
		return refuse("--replay answers from the file, and --llm "
			      "from a server: give one of them");
	if (a->replay)
		a->ask.llm = NULL; /* nothing is sent: not even to the URL of
				      PLANSQL_LLM_URL */
	if (!a->replay && !a->ask.llm)
		return refuse("give the model server with --llm (or "
			      "PLANSQL_LLM_URL), or replay recorded replies "
			      "with --replay FILE");
	return true;
}

int eval_parse_args(int argc, char **argv, struct eval_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, eval_options);
	*a = (struct eval_args){.jobs = 1};
	ask_model_defaults(&a->ask);
	a->ask.limits.max_rows = EVAL_DEFAULT_ROWS;
	int id;
	while ((id = options_next(&p, "eval")) > 0) {
		a->llm_given |= id == OPT_ASK_LLM;
		bool taken = sources_option(&a->ask.sources, id, p.value) ||
			     (ask_is_model_option(id)
				  ? ask_model_option(&a->ask, who, id, p.value)
				  : take_option(a, id, p.value));
		if (!taken)
			return EXIT_USAGE;
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (p.operand_count != 1) {
		refuse("give one question file (JSON lines of id, question and "
		       "gold_sql), such as: plansql eval --db sqlite:demo.db "
		       "--llm http://127.0.0.1:8080/v1 questions.jsonl");
		return EXIT_USAGE;
	}
	a->questions_path = p.operands[0];
	return check_databases(a) && check_model(a) ? EXIT_COMPILED
						    : EXIT_USAGE;
}

void eval_args_free(struct eval_args *a)
{
	ask_args_free(&a->ask);
}
