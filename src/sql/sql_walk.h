/* Walking the syntax tree's expressions: the direct sub-expressions of
 * a node, so that each question asked of a whole tree (does it read an
 * outer column, does it aggregate) is one small function. */
#ifndef PLANSQL_SQL_WALK_H
#define PLANSQL_SQL_WALK_H

#include "sql/sql_ast.h"

typedef void (*expr_visitor)(const struct expr *child, void *context);

/* Calls visit on each direct sub-expression of e; nested queries (IN,
 * EXISTS, scalar subqueries) are not entered. */
void sql_expr_each_child(const struct expr *e, expr_visitor visit,
			 void *context);

/* What a CAST to a number converts, past the NULLIFs that make a text
 * column's null markers NULL (lower_text_columns.c): usually a column;
 * NULL when e is no such cast. */
const struct expr *sql_cast_number_source(const struct expr *e);
/* The same for a column's value with or without the cast: what e reads
 * past them, e itself when it is neither (NULL for NULL). */
const struct expr *sql_value_source(const struct expr *e);

#endif
