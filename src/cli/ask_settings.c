/* The settings of the model's rounds from the command line's options
 * (ask_cli.h): shared by plansql ask and the shell's ask and refine. */
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

static bool sample_chosen(void *context, const bool *chosen)
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

void ask_link_init(struct ask_link *l, const struct ask_args *args,
		   const struct sources *sources, struct database *db)
{
	*l = (struct ask_link){
	    .args = args,
	    .sources = sources,
	    .db = db,
	    /* retries -1: the transport's default; 0 would retry no 429
	     * or 5xx at all */
	    .http = {.base_url = args->llm,
		     .key = api_key(),
		     .timeout_ms = (long)(args->llm_timeout * 1000),
		     .retries = -1}};
	value_lookup_init(&l->values, db, NULL);
}

void ask_link_free(struct ask_link *l)
{
	value_lookup_free(&l->values);
}

struct ask_settings ask_link_settings(struct ask_link *l,
				      plansql_dialect dialect)
{
	const struct ask_args *a = l->args;
	struct ask_settings s = {
	    .api = a->api,
	    .tier = a->tier,
	    .constrain = !a->no_schema,
	    .candidates = a->candidates,
	    .retries = a->retries,
	    .budget = a->budget ? a->budget : ask_tier_budget(a->tier),
	    .describe = {.samples = a->samples},
	    .engine = ask_engine_name(dialect),
	    .compile = PLANSQL_OPTIONS_INIT,
	    .send = ask_http_send,
	    .send_context = &l->http,
	    .explain = l->db ? explain_candidate : NULL,
	    .explain_context = l,
	    .sample = l->db ? sample_chosen : NULL,
	    .sample_context = l,
	    .progress = ask_report_attempt,
	};
	s.model = (struct ask_model_options){
	    .model = a->model,
	    .temperature = a->temperature >= 0
			       ? a->temperature
			       : ask_default_temperature(a->candidates),
	    .max_tokens =
		a->max_tokens ? a->max_tokens : ASK_DEFAULT_MAX_TOKENS,
	    .context_tokens = -1};
	sources_apply(l->sources, &s.compile);
	s.compile.dialect = dialect;
	if (l->db) { /* text values as the database holds them */
		s.compile.lookup_value = value_lookup_answer;
		s.compile.lookup_context = &l->values;
	}
	return s;
}
