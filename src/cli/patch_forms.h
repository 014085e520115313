/* The short forms of patch operations, written the same way after
 * `plansql patch --add-column` and in the shell's `add` command:
 *   TABLE.COLUMN                     a column (split at the first dot)
 *   TABLE.COLUMN[:asc|:desc],...     an order; "none" removes it
 *   N | none                         a limit or an offset
 *   TABLE.COLUMN OP [VALUE]          a filter; VALUE as JSON when all
 *                                    of it reads as strict JSON, else as
 *                                    a string: Rock and 2024-01-31 are
 *                                    strings
 *   FUNC:TABLE.COLUMN[:ALIAS]        an aggregate; FUNC without case,
 *                                    TABLE.* for COUNT(*)
 *   ALIAS                            an aggregate to remove
 * Names with a dot in them (or, in an order, a colon) need the JSON form
 * (--op FILE). */
#ifndef PLANSQL_CLI_PATCH_FORMS_H
#define PLANSQL_CLI_PATCH_FORMS_H

#include <stdbool.h>

#include "plansql.h"

enum patch_form {
	FORM_ADD_COLUMN,
	FORM_REMOVE_COLUMN,
	FORM_ORDER,
	FORM_LIMIT,
	FORM_OFFSET,
	FORM_DISTINCT,
	FORM_NO_DISTINCT,
	FORM_ADD_FILTER,
	FORM_REMOVE_FILTER,
	FORM_ADD_AGGREGATE,
	FORM_REMOVE_AGGREGATE
};

/* Appends to patch the operation that text writes in form; prints why to
 * stderr (as "who: ...") and returns false when text is not that form. */
bool patch_form_add(plansql_patch *patch, enum patch_form form,
		    const char *text, const char *who);

#endif
