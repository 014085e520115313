/* plansql_plan_import: SQL to a plan (src/import/import.h). */
#include "api/api_internal.h"
#include "import/import.h"
#include "plan/plan_write.h"

plansql_result *plansql_plan_import(const char *sql, size_t len,
				    const plansql_options *options,
				    plansql_plan **plan)
{
	plansql_result *r = compile_result_new();
	*plan = NULL;
	if (!r)
		return NULL;
	plansql_options o;
	if (compile_options_accept(&r->diags, options, &o))
		*plan = import_sql(sql ? sql : "", sql ? len : 0, o.catalog,
				   &r->diags);
	if (*plan && compile_result_strict(r, &o)) {
		plansql_plan_free(*plan);
		*plan = NULL;
	}
	r->kind = RESULT_PLAN; /* plansql_result_json reports "plan" */
	if (*plan && !(r->plan = plan_json_text(*plan)))
		r->diags.out_of_memory = 1;
	return compile_result_done(r);
}
