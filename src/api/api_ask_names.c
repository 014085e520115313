/* The names and defaults of asking a model (plansql.h): the ask stage's,
 * under the public types, so that every program names the APIs, tiers
 * and samples modes as the command line and docs/ask.md do. */
#include "api/api_ask_internal.h"
#include "ask/ask_private.h"

const char *plansql_ask_api_name(plansql_ask_api api)
{
	if ((unsigned)api > PLANSQL_ASK_LLAMACPP)
		return NULL;
	return ask_api_name((enum ask_api)api);
}

int plansql_ask_api_from_name(const char *name, plansql_ask_api *out)
{
	enum ask_api api;
	if (!name || !out || !ask_api_from_name(name, &api))
		return 0;
	*out = (plansql_ask_api)api;
	return 1;
}

const char *plansql_ask_tier_name(plansql_ask_tier tier)
{
	if ((unsigned)tier > PLANSQL_TIER_FULL)
		return NULL;
	return ask_tier_name((enum ask_tier)tier);
}

int plansql_ask_tier_from_name(const char *name, plansql_ask_tier *out)
{
	enum ask_tier tier;
	if (!name || !out || !ask_tier_from_name(name, &tier))
		return 0;
	*out = (plansql_ask_tier)tier;
	return 1;
}

const char *plansql_ask_samples_name(int samples)
{
	if ((unsigned)samples > PLANSQL_SAMPLES_SAFE)
		return NULL;
	return ask_samples_name((enum ask_samples)samples);
}

int plansql_ask_samples_from_name(const char *name, int *out)
{
	enum ask_samples samples;
	if (!name || !out || !ask_samples_from_name(name, &samples))
		return 0;
	*out = (int)samples;
	return 1;
}

size_t plansql_ask_tier_budget(plansql_ask_tier tier)
{
	if ((unsigned)tier > PLANSQL_TIER_FULL)
		return 0;
	return ask_tier_budget((enum ask_tier)tier);
}

double plansql_ask_default_temperature(unsigned candidates)
{
	return ask_default_temperature(candidates);
}

const char *plansql_ask_step_name(plansql_ask_step step)
{
	static const char *const names[PLANSQL_ASK_STEPS] = {
	    [PLANSQL_STEP_REPLY] = "reply",
	    [PLANSQL_STEP_READ] = "read",
	    [PLANSQL_STEP_AUDIT] = "audit",
	    [PLANSQL_STEP_COMPILE] = "compile"};
	return (unsigned)step < PLANSQL_ASK_STEPS ? names[step] : NULL;
}
