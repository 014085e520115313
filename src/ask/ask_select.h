/* Which tables of a catalog the prompt describes (plansql ask): all of
 * them when their description fits the token budget; else those whose
 * names, columns and descriptions match the question's words best (a
 * BM25 score over catalog_terms words, a quarter of the best score at
 * least), each with the tables on the
 * shortest foreign-key path to those already chosen, so that the chosen
 * tables can be joined.  Deterministic: the same catalog, question and
 * budget choose the same tables. */
#ifndef PLANSQL_ASK_SELECT_H
#define PLANSQL_ASK_SELECT_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "ask/ask_describe.h"
#include "catalog/catalog.h"

enum ask_choice_reason {
	ASK_CHOSEN_WHOLE,     /* the whole catalog fits the budget */
	ASK_CHOSEN_MATCH,     /* its words match the question's */
	ASK_CHOSEN_JOIN,      /* on the join path of a matching table */
	ASK_CHOSEN_CONNECTED, /* nothing matched: the most joined tables */
};

struct ask_table_choice {
	size_t table;
	enum ask_choice_reason reason;
	double score;	     /* ASK_CHOSEN_MATCH: the BM25 score */
	const char *matched; /* ASK_CHOSEN_MATCH: the words, ", "-separated */
	size_t for_table;    /* ASK_CHOSEN_JOIN: the matching table it joins */
	size_t tokens;	     /* its description's estimated tokens */
};

struct ask_selection {
	bool *chosen; /* chosen[t] for each catalog table t */
	struct ask_table_choice *choices; /* in the order chosen */
	size_t count;
	size_t tokens;	 /* of the chosen tables' descriptions */
	size_t left_out; /* matching tables the budget left out */
};

/* False only when out of memory.  budget: tokens for the tables'
 * descriptions.  The entries of glossary (may be NULL) that the question
 * uses count as words of the tables they name. */
struct plansql_glossary;
bool ask_select_tables(const plansql_catalog *catalog, const char *question,
		       const struct plansql_glossary *glossary, size_t budget,
		       const struct ask_describe_options *o, arena *a,
		       struct ask_selection *out);

/* Measures the chosen tables' descriptions again, once sample values
 * were read for them (after choosing: they are read for the chosen
 * tables only, and come on top of the budget). */
void ask_selection_measure(const plansql_catalog *catalog,
			   const struct ask_describe_options *o,
			   struct ask_selection *selection);

const char *ask_choice_reason_name(enum ask_choice_reason reason);

#endif
