/* plansql explain: the engine's plan for a compiled statement, and the
 * row counts of a plan's steps (plansql_plan_steps).  Both run their
 * statements through database_stream, so the time limit and Ctrl-C stop
 * them as they stop "plansql run". */
#ifndef PLANSQL_CLI_EXPLAIN_H
#define PLANSQL_CLI_EXPLAIN_H

#include <stdbool.h>
#include <stdio.h>

#include "database.h"
#include "plansql.h"
#include "query.h"

/* Prints the engine's plan for sql to out: SQLite's EXPLAIN QUERY PLAN
 * as an indented tree (as the sqlite3 shell draws it), PostgreSQL's
 * EXPLAIN lines; the engine's text escaped.  sql must be a statement
 * plansql compiled.  False after saying why on stderr (the time limit,
 * Ctrl-C, an engine error, or out is not writable). */
bool explain_print(struct database *db, const char *sql,
		   const struct query_limits *limits, FILE *out);

/* Asks the engine to plan sql without running it (EXPLAIN): NULL when
 * it can, else the engine's reason as one line (malloc'd), not printed:
 * plansql ask hands it to the model. */
char *explain_check(struct database *db, const char *sql,
		    const struct query_limits *limits);

enum explain_format {
	EXPLAIN_TABLE, /* for people: step, rows, label; the first empty
			* step marked "<- no rows from here" */
	EXPLAIN_TSV,   /* step, rows, pointer, label; a header line */
	EXPLAIN_JSON   /* {"steps": [{"step", "rows", "label", "pointer",
			*  "sql"}], "first_empty_step": N or null} */
};

/* "table", "tsv" or "json"; false for another name. */
bool explain_parse_format(const char *name, enum explain_format *out);

/* Makes the steps of plan for db's dialect (options gives the rest: the
 * catalog, policy and flags; its dialect is not used), runs them in
 * order and writes what each counts to out in format, each line as soon
 * as its step has run (JSON once all have).  Labels are escaped for the
 * terminal (TSV too), and JSON goes through the one JSON writer.  The
 * plan's diagnostics are not printed (the caller has compiled the plan
 * and printed them), except when no steps can be made.  False after
 * saying why on stderr; a step stopped by the time limit or Ctrl-C ends
 * it there. */
bool explain_steps_write(struct database *db, const plansql_plan *plan,
			 const plansql_options *options,
			 const struct query_limits *limits,
			 enum explain_format format, FILE *out);

/* explain_steps_write as a table. */
bool explain_steps_print(struct database *db, const plansql_plan *plan,
			 const plansql_options *options,
			 const struct query_limits *limits, FILE *out);

#endif
