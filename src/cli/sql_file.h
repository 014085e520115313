/* A plan file may be SQL: plansql shell and plansql patch import a file
 * whose name ends in ".sql" first, as plansql import does, and go on
 * from the plan it makes (docs/import.md). */
#ifndef PLANSQL_CLI_SQL_FILE_H
#define PLANSQL_CLI_SQL_FILE_H

#include <stdbool.h>

#include "cli.h"

/* True when path names a SQL file: it ends in ".sql", in any case. */
bool sql_file_path(const char *path);

/* Replaces in's SQL by the JSON of the plan plansql_plan_import makes of
 * it against options' catalog, after printing the import's diagnostics
 * under in->name (each refusal with its line and column).  False when
 * the import refuses or memory runs out; in is then freed. */
bool sql_file_import(struct input *in, const plansql_options *options);

#endif
