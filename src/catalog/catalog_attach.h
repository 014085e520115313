/* SQLite files attached to a connection as schemas (--attach NAME=PATH):
 * which names may be given, and attaching them read-only.  Shared by the
 * catalog reader and the command's connection, so that both see the
 * same databases under the same names. */
#ifndef PLANSQL_CATALOG_ATTACH_H
#define PLANSQL_CATALOG_ATTACH_H

#include <stdbool.h>
#include <stddef.h>

#include "plansql.h"

struct sqlite3;

/* Why attachments[i] cannot be attached after those before it (an empty
 * name, "main" or "temp", a name given twice, too many), as a phrase
 * such as "the name main is SQLite's own"; NULL when it can. */
const char *catalog_attach_name_problem(const plansql_attachment *attachments,
					size_t i);

/* Attaches each file under its name, read-only: the name and the path
 * are bound as parameters, never pasted into SQL.  False after setting
 * *why to the reason (the engine's message, or that a database came out
 * writable), which lives as long as the connection. */
bool catalog_attach_all(struct sqlite3 *db,
			const plansql_attachment *attachments, size_t count,
			const char **why);

#endif
