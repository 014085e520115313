/* The database a plan runs on, named as --db names it: sqlite:PATH (a
 * SQLite file, opened read-only) or a postgresql:// URI ("postgresql:"
 * alone: the PG* environment variables), every statement read-only. */
#ifndef PLANSQL_CLI_DATABASE_H
#define PLANSQL_CLI_DATABASE_H

#include <stdbool.h>
#include <stddef.h>

#include "plansql.h"

struct database;

/* Whether spec names a kind of database plansql opens. */
bool database_spec_valid(const char *spec);
/* The dialect of the database spec names; false when it names none. */
bool database_spec_dialect(const char *spec, plansql_dialect *out);
/* Whether spec names a database that can be opened: a known kind and, for
 * SQLite, an existing file that is not a directory.  Prints why, as
 * "who: ...", and what to give instead, when not. */
bool database_check_spec(const char *spec, const char *who);
/* NULL after printing why ("who: ...") when it cannot be opened. */
struct database *database_open(const char *spec, const char *who);
/* The same with count SQLite files attached (--attach), read-only, under
 * their names, waiting at most connect_timeout_ms for the database (0:
 * 10 s): PostgreSQL's connect_timeout, SQLite's busy timeout. */
struct database *database_open_attached(const char *spec,
					const plansql_attachment *attachments,
					size_t count, long connect_timeout_ms,
					const char *who);
/* The dialect the database speaks. */
plansql_dialect database_dialect(const struct database *db);
/* The library's handle, which statements run on (query.h). */
plansql_db *database_handle(const struct database *db);
/* The prefix of the messages about this database ("plansql run"). */
const char *database_who(const struct database *db);
/* Prints the engine's message about db (plansql_db_error: one line),
 * escaped, with the label every command gives database errors:
 * "who: database error: message". */
void database_report(const struct database *db, const char *message);
/* The library's findings about a database named by option ("--db",
 * "--attach"), as "who: option: problem; remedy", the engine's own
 * words as a database error. */
void database_report_problems(const plansql_result *r, const char *who,
			      const char *option);
/* The same for a message that is already one escaped line (a library
 * diagnostic about a database the library opened). */
void database_report_line(const char *who, const char *line);
void database_close(struct database *db);
/* While on, database_report keeps the engine's message (the last one)
 * for database_take_captured instead of printing it: for a statement
 * whose failure is an answer, not an error of the command. */
void database_capture(struct database *db, bool on);
/* The message kept, malloc'd and handed over; NULL when none. */
char *database_take_captured(struct database *db);

#endif
