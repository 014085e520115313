/* What every call of the public API returns: its diagnostics, and the
 * SQL or the plan it made.  Shared by the files of the API. */
#ifndef PLANSQL_API_INTERNAL_H
#define PLANSQL_API_INTERNAL_H

#include <stdbool.h>

#include "arena.h"
#include "diag.h"

enum result_kind {
	RESULT_SQL,	   /* a compile (and reads): reports "sql" */
	RESULT_PLAN,	   /* an audit: reports "plan" */
	RESULT_DIAGNOSTICS /* a patch: the plan is the caller's */
};

struct plansql_result {
	arena arena; /* diagnostics and their strings */
	diag_list diags;
	enum result_kind kind;
	char *sql;  /* malloc'd, NULL unless compiled */
	char *tree; /* malloc'd, with PLANSQL_DUMP_AST */
	char *plan; /* malloc'd JSON of the audited plan */
};

/* A result with no diagnostics yet, or NULL when out of memory. */
plansql_result *result_new(void);
/* With PLANSQL_STRICT in options, plansql_result_strict: true when a
 * warning became an error (the caller drops the plan it made). */
bool result_strict(plansql_result *r, const plansql_options *options);
/* Out of memory is reported as a diagnostic when there is room for it. */
plansql_result *result_done(plansql_result *r);

#endif
