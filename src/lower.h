/* Lowering: the plan model to the SQL syntax tree.  Dialect-independent:
 * it resolves names, orders joins, types values and expands the plan
 * format's conveniences (= null, IN lists with null, LIKE helpers) into
 * plain SQL constructs.  A catalog, when given, types literals and
 * supplies the spelling of names. */
#ifndef PLANSQL_LOWER_H
#define PLANSQL_LOWER_H

#include "arena.h"
#include "sql_ast.h"
#include "catalog.h"
#include "diag.h"
#include "plan.h"

struct lower_options {
	const plansql_catalog *catalog; /* may be NULL */
	bool audited;  /* the audit already reported orphan columns */
	int64_t today; /* days since 1970-01-01: relative periods' "now" */
};

/* Returns the statement, or NULL after reporting why to d. */
struct query *lower_plan(const plansql_plan *plan,
			 const struct lower_options *options, arena *a,
			 diag_list *d);

#endif
