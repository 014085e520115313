/* Names of the APIs and tiers, and the conversation every stage of
 * `plansql ask` shares (ask.h). */
#include "ask/ask.h"

#include <string.h>

#include "sql/sql_dialect.h"

static const char *const api_names[] = {
    [ASK_API_OPENAI] = "openai",
    [ASK_API_OLLAMA] = "ollama",
    [ASK_API_LLAMACPP] = "llamacpp",
};

static const char *const tier_names[] = {
    [ASK_TIER_MINIMAL] = "minimal",
    [ASK_TIER_STANDARD] = "standard",
    [ASK_TIER_FULL] = "full",
};

#define COUNT(a) (sizeof(a) / sizeof *(a))

static int index_of(const char *const *names, size_t count, const char *name)
{
	for (size_t i = 0; name && i < count; i++)
		if (strcmp(names[i], name) == 0)
			return (int)i;
	return -1;
}

/* Small local models have small contexts. */
size_t ask_tier_budget(enum ask_tier tier)
{
	static const size_t budgets[] = {
	    [ASK_TIER_MINIMAL] = 1500,
	    [ASK_TIER_STANDARD] = 3000,
	    [ASK_TIER_FULL] = 6000,
	};
	return (size_t)tier < COUNT(budgets) ? budgets[tier]
					     : budgets[ASK_TIER_STANDARD];
}

double ask_default_temperature(unsigned candidates)
{
	return candidates > 1 ? 0.7 : 0;
}

const char *ask_engine_name(plansql_dialect dialect)
{
	const struct dialect *d = sql_dialect_get(dialect);
	return d ? d->title : "SQL";
}

const char *ask_api_name(enum ask_api api)
{
	return (size_t)api < COUNT(api_names) ? api_names[api] : "?";
}

bool ask_api_from_name(const char *name, enum ask_api *out)
{
	int i = index_of(api_names, COUNT(api_names), name);
	if (i >= 0)
		*out = (enum ask_api)i;
	return i >= 0;
}

const char *ask_tier_name(enum ask_tier tier)
{
	return (size_t)tier < COUNT(tier_names) ? tier_names[tier] : "?";
}

bool ask_tier_from_name(const char *name, enum ask_tier *out)
{
	int i = index_of(tier_names, COUNT(tier_names), name);
	if (i >= 0)
		*out = (enum ask_tier)i;
	return i >= 0;
}

void ask_messages_init(struct ask_messages *messages, arena *a)
{
	*messages = (struct ask_messages){.arena = a};
}

bool ask_messages_add(struct ask_messages *messages, const char *role,
		      const char *content)
{
	plansql_ask_message *items =
	    arena_more(messages->arena, messages->items, messages->count,
		       &messages->cap, sizeof *items);
	if (!items)
		return false;
	messages->items = items;
	const char *copy = arena_strdup(messages->arena, content);
	if (!copy)
		return false;
	messages->items[messages->count++] =
	    (plansql_ask_message){.role = role, .content = copy};
	return true;
}
