/* The database a plan runs on, named as --db names it: sqlite:PATH (a
 * SQLite file, opened read-only) or a postgresql:// URI ("postgresql:"
 * alone: the PG* environment variables), every statement read-only. */
#ifndef PLANSQL_CLI_DATABASE_H
#define PLANSQL_CLI_DATABASE_H

#include <stdbool.h>
#include <stddef.h>

#include "plansql.h"
#include "rows.h"

struct database;

/* Whether spec names a database this module opens. */
bool database_spec_valid(const char *spec);
/* NULL after printing why ("who: ...") when it cannot be opened. */
struct database *database_open(const char *spec, const char *who);
/* The dialect the database speaks. */
plansql_dialect database_dialect(const struct database *db);
/* Runs one statement and keeps its rows, at most max_rows of them (0: all;
 * *more tells whether there were more).  Prints why and returns false on
 * an error. */
bool database_query(struct database *db, const char *sql, size_t max_rows,
		    struct rows *out, bool *more);
void database_close(struct database *db);

#endif
