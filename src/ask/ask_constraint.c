/* The constraint texts of the tiers (ask_constraint.h).  The arrays are
 * written by make from the files into the build tree
 * (ask_constraint_texts.c), so that the files stay the one source. */
#include "ask/ask_constraint.h"

extern const char ask_text_minimal_schema[], ask_text_standard_schema[],
    ask_text_full_schema[], ask_text_minimal_grammar[],
    ask_text_standard_grammar[], ask_text_full_grammar[];

const char *ask_strict_schema(enum ask_tier tier)
{
	switch (tier) {
	case ASK_TIER_MINIMAL:
		return ask_text_minimal_schema;
	case ASK_TIER_STANDARD:
		return ask_text_standard_schema;
	case ASK_TIER_FULL:
		return ask_text_full_schema;
	}
	return NULL;
}

const char *ask_grammar(enum ask_tier tier)
{
	switch (tier) {
	case ASK_TIER_MINIMAL:
		return ask_text_minimal_grammar;
	case ASK_TIER_STANDARD:
		return ask_text_standard_grammar;
	case ASK_TIER_FULL:
		return ask_text_full_grammar;
	}
	return NULL;
}
