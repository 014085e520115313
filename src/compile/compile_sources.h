/* Where the names of a statement come from, from its syntax tree as
 * lowered: the table a column's qualifier means, seen from the SELECT
 * block it is in and the blocks that block is nested in.  Shared by the
 * description of a statement's output columns and of what it reads. */
#ifndef PLANSQL_SQL_SOURCES_H
#define PLANSQL_SQL_SOURCES_H

#include "common/arena.h"
#include "catalog/catalog.h"
#include "plansql.h"
#include "sql/sql_ast.h"

/* One SELECT block and the CTEs it may name, inside the outer ones. */
struct sql_scope {
	const struct select *select; /* NULL: a query level, CTEs only */
	const struct cte *ctes;
	size_t cte_count;
	const struct sql_scope *outer;
};

/* The FROM or JOIN entry a qualifier names, innermost block first;
 * NULL when none does. */
const struct table_ref *compile_scope_table(const struct sql_scope *s,
					    const char *qualifier);
/* The CTE a table entry reads, or NULL when it reads a table. */
const struct cte *compile_scope_cte(const struct sql_scope *s,
				    const struct table_ref *ref);
/* The schema a table entry's table is in: the catalog's (catalog may be
 * NULL), else the one the SQL names; NULL: none. */
const char *compile_source_schema(const plansql_catalog *catalog,
				  const struct table_ref *ref);

/* The output columns of q (its first term's for a compound) in the
 * result's arena a, each with the JSON Pointer of the plan node it was
 * lowered from in place of its id; false when out of memory. */
bool compile_statement_columns(const struct query *q,
			       const plansql_catalog *catalog, arena *a,
			       plansql_column **out, size_t *count);
/* Every table and column q reads, once each, in first-read order; a
 * FROM entry none of whose columns is read adds its table with column
 * NULL.  CTEs are not tables: their bodies' reads stand for them. */
bool compile_statement_reads(const struct query *q,
			     const plansql_catalog *catalog, arena *a,
			     plansql_read **out, size_t *count);

#endif
