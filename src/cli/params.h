/* Bind parameters on the command line: how compile and run show the
 * values of a statement compiled with placeholders. */
#ifndef PLANSQL_CLI_PARAMS_H
#define PLANSQL_CLI_PARAMS_H

#include "plansql.h"

/* "-- parameters: [...]" and a newline: the values of r as one line of
 * JSON ({"type", "value"} each, in placeholder order) in a SQL comment,
 * so the SQL before it stays runnable.  malloc'd; NULL when out of
 * memory. */
char *params_comment(const plansql_result *r);

#endif
