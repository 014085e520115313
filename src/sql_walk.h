/* Walking the syntax tree's expressions: the direct sub-expressions of
 * a node, so that each question asked of a whole tree (does it read an
 * outer column, does it aggregate) is one small function. */
#ifndef PLANSQL_SQL_WALK_H
#define PLANSQL_SQL_WALK_H

#include "sql_ast.h"

typedef void (*expr_visitor)(const struct expr *child, void *context);

/* Calls visit on each direct sub-expression of e; nested queries (IN,
 * EXISTS, scalar subqueries) are not entered. */
void expr_each_child(const struct expr *e, expr_visitor visit, void *context);

#endif
