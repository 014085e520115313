/* The parameter line of compile --params and run --show-sql --params. */
#include "params.h"

#define PARAMS_MAX_BYTES (64u << 20)

char *params_comment(const plansql_result *r)
{
	plansql_str *sb = plansql_str_new(PARAMS_MAX_BYTES);
	plansql_str_appends(sb, "-- parameters: ");
	plansql_json *w = plansql_json_new(sb, 0);
	plansql_json_begin_array(w);
	for (size_t i = 0; i < plansql_result_param_count(r); i++)
		plansql_json_param(w, plansql_result_param(r, i));
	plansql_json_end_array(w);
	plansql_json_free(w);
	plansql_str_appendc(sb, '\n');
	return plansql_str_finish(sb);
}
