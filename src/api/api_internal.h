/* What the files of the public API share beyond the compile driver
 * (compile/compile.h, whose result every call returns): the JSON of a
 * result. */
#ifndef PLANSQL_API_INTERNAL_H
#define PLANSQL_API_INTERNAL_H

#include "compile/compile.h"

struct json_writer;

/* The members of plansql_result_json but "diagnostics" (the SQL, its
 * parameters, columns and reads, or the audited plan), into w. */
void api_result_members_json(struct json_writer *w,
			     const plansql_result *result);
/* The members of one diagnostic, as plansql_result_json writes them,
 * into the object w has open. */
void api_result_diagnostic_members(struct json_writer *w,
				   const plansql_diagnostic *d);
/* One diagnostic as plansql_result_json writes it, with a "source"
 * member last unless source is NULL. */
void api_result_diagnostic_json(struct json_writer *w,
				const plansql_diagnostic *d,
				const char *source);
/* "columns" and "reads" members of a compile's JSON, null without SQL. */
void api_result_outputs_json(struct json_writer *w, const plansql_result *r);

/* The caller's load options (NULL: the defaults) as this version's
 * struct in *out: a shorter one keeps the defaults of the fields it
 * lacks; false after reporting "bad-options" to d. */
bool api_load_options_accept(diag_list *d, const plansql_load_options *given,
			     plansql_load_options *out);
/* The arguments of a call that loads or opens a database: database not
 * NULL ("missing-argument") and its options accepted. */
bool api_load_arguments(diag_list *d, const char *database,
			const plansql_load_options *given,
			plansql_load_options *out);

#endif
