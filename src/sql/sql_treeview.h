/* The syntax tree as indented text, for --dump-ast: what lowering built,
 * before any dialect printed it. */
#ifndef PLANSQL_SQL_TREEVIEW_H
#define PLANSQL_SQL_TREEVIEW_H

#include "sql/sql_ast.h"

/* A malloc'd rendering, or NULL when out of memory. */
char *sql_ast_dump(const struct query *q);

#endif
