/* The files that import subquery filters share: the test a WHERE
 * conjunct makes with its subquery, and the two forms of the plan. */
#ifndef PLANSQL_IMPORT_SUBQUERY_H
#define PLANSQL_IMPORT_SUBQUERY_H

#include "import/import_internal.h"

struct sub_test {
	enum subquery_op op;
	bool negated;	     /* NOT (...) around the SubLink */
	const jvalue *outer; /* the tested expression; NULL for EXISTS */
	const jvalue *link;  /* the SubLink's body */
};

/* The simple form (subquery_table, subquery_column): 1 when made, 0
 * when the subquery has another shape, -1 after a refusal. */
int import_simple_subquery(struct importer *im, struct import_query *iq,
			   const struct sub_test *t, const jvalue *body,
			   struct plan_subquery *sq);
/* The nested query form ("query", "correlated_on"). */
bool import_nested_subquery(struct importer *im, struct import_query *iq,
			    const struct sub_test *t, const jvalue *body,
			    struct plan_subquery *sq);
/* NOT IN without the IS NOT NULL the plan's not_in implies. */
void import_not_in_warning(struct importer *im, const struct sub_test *t);
/* The conjuncts of a WHERE or HAVING: the AND's arguments, else the
 * condition itself (count 0 without one). */
const jvalue *import_conjunct(const jvalue *where, size_t i, size_t *count);

#endif
