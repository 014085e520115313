/* plansql_plan_import: SQL to a plan (src/import/import.h). */
#include "api/api_internal.h"
#include "import/import.h"
#include "plan/plan_write.h"

/* The engine options->import_from names; false after reporting a name
 * of none. */
static bool import_source(diag_list *d, const plansql_options *options,
			  plansql_dialect *from)
{
	*from = PLANSQL_POSTGRES;
	if (!options->import_from)
		return true;
	bool known =
	    plansql_dialect_from_name(options->import_from, from) == PLANSQL_OK;
	if (known && (*from == PLANSQL_SQLITE || *from == PLANSQL_POSTGRES ||
		      *from == PLANSQL_MYSQL || *from == PLANSQL_TSQL))
		return true;
	plansql_diagnostic *e =
	    diag_error(d, "bad-options", "",
		       "import_from names no SQL engine import reads: %N",
		       options->import_from);
	diag_hint(d, e, "sqlite, mysql, postgres or tsql");
	return false;
}

plansql_result *plansql_plan_import(const char *sql, size_t len,
				    const plansql_options *options,
				    plansql_plan **plan)
{
	plansql_result *r = compile_result_new();
	*plan = NULL;
	if (!r)
		return NULL;
	plansql_options o;
	plansql_dialect from;
	if (compile_options_accept(&r->diags, options, &o) &&
	    import_source(&r->diags, &o, &from))
		*plan = import_sql(sql ? sql : "", sql ? len : 0, from,
				   o.catalog, &r->diags);
	if (*plan && compile_result_strict(r, &o)) {
		plansql_plan_free(*plan);
		*plan = NULL;
	}
	r->kind = RESULT_PLAN; /* plansql_result_json reports "plan" */
	if (*plan && !(r->plan = plan_json_text(*plan)))
		r->diags.out_of_memory = 1;
	return compile_result_done(r);
}
