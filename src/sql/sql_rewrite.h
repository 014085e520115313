/* Rewrites of the syntax tree for engines that lack a construct, driven
 * by the dialect's capability bits.  Lowering stays dialect-free. */
#ifndef PLANSQL_SQL_REWRITE_H
#define PLANSQL_SQL_REWRITE_H

#include <stdbool.h>

#include "common/arena.h"
#include "sql/sql_ast.h"
#include "common/diag.h"
#include "sql/sql_dialect.h"

/* Returns false after reporting a shape the dialect cannot express. */
bool sql_rewrite_for_dialect(struct query *q, const struct dialect *dialect,
			     arena *a, diag_list *d);

#endif
