/* Which name a misspelt name means: the deterministic matching behind
 * the audit's repairs and its "did you mean" hints. */
#ifndef PLANSQL_CATALOG_MATCH_H
#define PLANSQL_CATALOG_MATCH_H

#include <stddef.h>

#include "common/diag.h"

/* How close a candidate is, from farthest to identical. */
enum match_quality {
	MATCH_NONE,
	MATCH_EDITS,	  /* a few typing errors */
	MATCH_SINGULAR,	  /* tracks / track, categories / category */
	MATCH_SEPARATORS, /* UnitPrice / unit_price / "unit price" */
	MATCH_CASE,	  /* composer / Composer */
	MATCH_EXACT
};

#define MATCH_SUGGESTIONS 3
#define MATCH_MAX_LEN	  256 /* longer names are compared by their start */

/* Lower case without separators: "Unit_Price" -> "unitprice". */
void catalog_match_normalise(const char *s, char out[MATCH_MAX_LEN]);
/* An English singular of a normalised name: categories -> category,
 * invoices -> invoice; "address" keeps its double s. */
void catalog_match_singular(char s[MATCH_MAX_LEN]);

struct name_match {
	const char
	    *best; /* the one closest candidate; NULL when none or tied */
	enum match_quality quality; /* of best, or of the tied candidates */
	const char *suggestions[MATCH_SUGGESTIONS]; /* closest first */
	size_t suggestion_count;
};

/* Ranks candidates against name: the closest level that any candidate
 * reaches wins; best is set only when one candidate alone reaches it
 * (at MATCH_EDITS: the one with fewest edits).  When none is close, the
 * suggestions are the candidates that hold the name or that it holds
 * (BillingCountry for Country), with quality MATCH_NONE and no best. */
void catalog_match_name(const char *name, const char *const *candidates,
			size_t count, struct name_match *out);

/* Sets the hint of e to "did you mean" the suggestions of m, if any. */
void catalog_match_hint(diag_list *d, plansql_diagnostic *e,
			const struct name_match *m);

#endif
