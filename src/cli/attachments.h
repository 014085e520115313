/* --attach NAME=PATH: SQLite files attached to a --db sqlite:PATH
 * database as schemas, for its catalog and for the connection plans run
 * on. */
#ifndef PLANSQL_CLI_ATTACHMENTS_H
#define PLANSQL_CLI_ATTACHMENTS_H

#include <stdbool.h>
#include <stddef.h>

#include "plansql.h"

/* The longest name, in bytes, with room for its NUL.  Names live here,
 * not on the heap: a command that stops at a usage error frees nothing. */
#define ATTACH_NAME_SIZE 128

struct attachments {
	plansql_attachment items[PLANSQL_ATTACH_MAX];
	char names[PLANSQL_ATTACH_MAX][ATTACH_NAME_SIZE]; /* items[i].name */
	size_t count;
};

/* Takes one --attach value.  False after printing why, as "who: ...",
 * when it is no NAME=PATH, the name is too long or there are too many:
 * a usage error. */
bool attachments_add(struct attachments *a, const char *value, const char *who);
/* Whether the attachments can be opened with the --db database db (NULL:
 * none given): SQLite only, names SQLite takes (not empty, main or
 * temp, none twice), and every file exists and is no directory.
 * Prints why, as "who: ...", when not. */
bool attachments_check(const struct attachments *a, const char *db,
		       const char *who);

#endif
