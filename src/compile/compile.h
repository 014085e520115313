/* The compile driver, below the API: what every call of the public API
 * returns (a result: its diagnostics, and the SQL or the plan it made),
 * and the compile of a plan into one, which the API, the LLM loop and
 * the steps of a plan share. */
#ifndef PLANSQL_COMPILE_H
#define PLANSQL_COMPILE_H

#include <stdbool.h>

#include "audit/audit.h"
#include "common/arena.h"
#include "common/diag.h"
#include "sql/sql_params.h"

enum result_kind {
	RESULT_SQL,	   /* a compile (and reads): reports "sql" */
	RESULT_PLAN,	   /* an audit: reports "plan" */
	RESULT_DIAGNOSTICS /* a patch: the plan is the caller's */
};

struct plansql_result {
	arena arena; /* diagnostics and their strings */
	diag_list diags;
	enum result_kind kind;
	char *sql;		  /* malloc'd, NULL unless compiled */
	char *tree;		  /* malloc'd, with PLANSQL_DUMP_AST */
	char *plan;		  /* malloc'd JSON of the audited plan */
	bool with_params;	  /* compiled with PLANSQL_PARAMS */
	struct param_list params; /* in arena; only valid with sql */
	/* the statement's output columns and reads, in arena; only valid
	 * with sql, and made only when described (PLANSQL_DESCRIBE,
	 * compile_describe.c) */
	bool described;
	plansql_column *columns;
	size_t column_count;
	plansql_read *reads;
	size_t read_count;
};

/* The caller's options (NULL: the defaults) as this version's struct in
 * *out; false when their size cannot be a plansql_options'. */
bool compile_options_copy(const plansql_options *given, plansql_options *out);
/* The same, reporting "bad-options" to d. */
bool compile_options_accept(diag_list *d, const plansql_options *given,
			    plansql_options *out);

/* A result with no diagnostics yet, or NULL when out of memory. */
plansql_result *compile_result_new(void);
/* Every warning made an error (plansql_result_strict): the SQL and the
 * plan are dropped when there was one; how many there were. */
size_t compile_result_promote_warnings(plansql_result *r);
/* With PLANSQL_STRICT in options, compile_result_promote_warnings: true when a
 * warning became an error (the caller drops the plan it made). */
bool compile_result_strict(plansql_result *r, const plansql_options *options);
/* Out of memory is reported as a diagnostic when there is room for it. */
plansql_result *compile_result_done(plansql_result *r);
/* Frees a result (plansql_result_free); NULL is ignored. */
void compile_result_free(plansql_result *r);

struct query;
struct dialect;

/* The output columns and reads of the statement q as lowered from plan,
 * into r, each column with the id of the plan's part it comes from;
 * false when out of memory. */
bool compile_result_describe(plansql_result *r, const plansql_plan *plan,
			     const struct query *q,
			     const plansql_catalog *catalog);
/* Copies from's columns and reads into r; false when out of memory. */
bool compile_result_copy_outputs(plansql_result *r, const plansql_result *from);

/* What the audit takes of the options: the policy, the glossary and the
 * lookup of text values. */
struct audit_inputs compile_audit_inputs(const plansql_options *o);

/* What a caller of compile_plan does besides printing the statement
 * (plansql_plan_steps builds its steps here).  lowered sees the
 * statement as lowered, before the dialect's rewrites change it;
 * compiled runs once the plan has compiled without error, with the plan
 * that was lowered (the audited copy when there was an audit) and the
 * scratch arena still alive.  Each returns false after reporting why to
 * d (or running out of memory). */
struct compile_hook {
	bool (*lowered)(void *context, const struct query *q, arena *scratch);
	bool (*compiled)(void *context, const plansql_plan *plan,
			 const struct dialect *dialect, arena *scratch,
			 diag_list *d);
	void *context;
};

/* Compiles plan into r as plansql_plan_compile does, with options
 * accepted by compile_options_accept; hook may be NULL. */
void compile_plan(plansql_result *r, const plansql_plan *plan,
		  const plansql_options *options,
		  const struct compile_hook *hook);
/* The driver's calls behind plansql_plan_read, plansql_plan_compile and
 * plansql_plan_audit, for the API and the ask stage's rounds alike: a
 * new result each (NULL only when out of memory). */
plansql_result *compile_read(const char *json, size_t len, plansql_plan **plan);
plansql_result *compile_plan_result(const plansql_plan *plan,
				    const plansql_options *options);
plansql_result *compile_audit(const plansql_plan *plan,
			      const plansql_options *options,
			      plansql_plan **audited);
/* The audit of plan into r, with options accepted: *audited is the
 * audited plan, or NULL (also when strict and r has warnings). */
void compile_audit_into(plansql_result *r, const plansql_plan *plan,
			const plansql_options *options, plansql_plan **audited);

/* Prints a statement as a compile does: malloc'd text, or NULL after
 * reporting why to d. */
char *compile_print(const struct query *q, const struct dialect *dialect,
		    bool compact, diag_list *d);
/* The same in parameter mode when params is not NULL. */
char *compile_print_params(const struct query *q, const struct dialect *dialect,
			   bool compact, struct param_list *params,
			   diag_list *d);

#endif
