/* The options of the model's rounds from the command line's (ask_cli.h):
 * shared by plansql ask, the shell's ask and refine, and plansql eval. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include "ask_cli.h"
#include "database.h"
#include "explain.h"
#include "samples.h"

static char *explain_candidate(void *context, const char *sql)
{
	struct ask_link *l = context;
	return explain_check(l->db, sql, &l->args->limits);
}

static int sample_chosen(void *context, const bool *chosen)
{
	struct ask_link *l = context;
	return samples_read(l->db, l->sources->catalog, chosen);
}

/* The key is read here and goes only into the Authorization header. */
static const char *api_key(void)
{
	const char *key = getenv("PLANSQL_LLM_KEY");
	return key && *key ? key : getenv("OPENAI_API_KEY");
}

static void model_options(plansql_ask_options *o, const struct ask_args *a)
{
	o->api = a->api;
	o->tier = a->tier;
	o->model = a->model;
	o->temperature = a->temperature;
	o->max_tokens = a->max_tokens;
	o->candidates = a->candidates;
	o->retries = a->retries;
	o->budget = a->budget;
	o->samples = a->samples;
	o->schema = !a->no_schema;
	o->base_url = a->llm;
	o->key = api_key();
	o->timeout_ms = (long)(a->llm_timeout * 1000);
}

void ask_link_init(struct ask_link *l, const struct ask_args *args,
		   const struct sources *sources, struct database *db,
		   plansql_dialect dialect)
{
	*l = (struct ask_link){.args = args,
			       .sources = sources,
			       .db = db,
			       .compile = PLANSQL_OPTIONS_INIT};
	/* what the data holds: the catalog reads it on db (sources.h) */
	sources_apply(sources, &l->compile);
	l->compile.dialect = dialect;
	plansql_ask_options *o = &l->options;
	plansql_ask_options_init(o, sizeof *o);
	model_options(o, args);
	o->compile = &l->compile;
	o->explain = db ? explain_candidate : NULL;
	o->explain_context = l;
	o->sample = db ? sample_chosen : NULL;
	o->sample_context = l;
	o->progress = ask_report_attempt;
}
