/* Independent checks of printed SQL by a real parser. */
#ifndef PLANSQL_SQL_VERIFY_H
#define PLANSQL_SQL_VERIFY_H

#include <stdbool.h>

#include "common/diag.h"

/* Parses sql with PostgreSQL's own grammar (libpg_query): it must be
 * exactly one SELECT statement.  Reports to d and returns false if not. */
bool sql_verify_postgres(const char *sql, diag_list *d);

#endif
