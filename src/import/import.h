/* plansql import: one SELECT statement in PostgreSQL's syntax, parsed by
 * libpg_query, becomes a plan whose compile returns the same columns, in
 * the same order, under the same names.  What the plan format cannot
 * say is refused with the construct and its line and column, never
 * approximated.  docs/import.md says what maps to what. */
#ifndef PLANSQL_IMPORT_H
#define PLANSQL_IMPORT_H

#include <stddef.h>

#include "common/diag.h"
#include "plan/plan.h"

/* The plan of sql (len bytes, need not be NUL-terminated), its names
 * resolved against catalog (NULL: none, names kept as the SQL spells
 * them); NULL after reporting why to d. */
plansql_plan *import_sql(const char *sql, size_t len,
			 const plansql_catalog *catalog, diag_list *d);

#endif
