/* plansql import: one SELECT statement, read as the engine it was
 * written for reads it (PostgreSQL's SQL as it is, SQLite's, MySQL's and
 * T-SQL's respelled first: import_lex.h) and parsed by libpg_query,
 * becomes a plan whose compile returns the same columns, in
 * the same order, under the same names.  What the plan format cannot
 * say is refused with the construct and its line and column, never
 * approximated.  docs/import.md says what maps to what. */
#ifndef PLANSQL_IMPORT_H
#define PLANSQL_IMPORT_H

#include <stddef.h>

#include "common/diag.h"
#include "plan/plan.h"

/* The plan of sql (len bytes, need not be NUL-terminated) as source's
 * engine reads it, its names resolved against catalog (NULL: none,
 * names kept as the SQL spells them); NULL after reporting why to d. */
plansql_plan *import_sql(const char *sql, size_t len, plansql_dialect source,
			 const plansql_catalog *catalog, diag_list *d);

#endif
