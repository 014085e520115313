/* Lowering: the plan model to the SQL syntax tree.  Dialect-independent:
 * it resolves names, orders joins, types values and expands the plan
 * format's conveniences (= null, IN lists with null, LIKE helpers) into
 * plain SQL constructs.  A catalog, when given, types literals and
 * supplies the spelling of names. */
#ifndef PLANSQL_LOWER_H
#define PLANSQL_LOWER_H

#include "common/arena.h"
#include "sql/sql_ast.h"
#include "catalog/catalog.h"
#include "common/diag.h"
#include "plan/plan.h"

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
