/* The structured-output constraint of each tier of `plansql ask`: the
 * strict JSON Schema (schemas/llm/plan-TIER.strict.json) for the OpenAI
 * API and Ollama, and the GBNF grammar (grammar/plan-TIER.gbnf) for
 * llama.cpp's native API.  The texts are the files, compiled in at build
 * time; docs/ask.md, "Tiers", says which fields each tier has. */
#ifndef PLANSQL_ASK_CONSTRAINT_H
#define PLANSQL_ASK_CONSTRAINT_H

#include "ask/ask.h"

/* The schema's JSON text; NULL for a tier that does not exist. */
const char *ask_strict_schema(enum ask_tier tier);
/* The grammar's text, its start rule "root"; NULL for no such tier. */
const char *ask_grammar(enum ask_tier tier);

#endif
