/* The parameter line of compile --params and run --show-sql --params. */
#include "params.h"

#include "sql/sql_params.h"

#define PARAMS_MAX_BYTES (64u << 20)

char *params_comment(const plansql_result *r)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, PARAMS_MAX_BYTES);
	strbuf_puts(&sb, "-- parameters: ");
	json_writer w;
	jw_init(&w, &sb, false);
	jw_begin_array(&w);
	for (size_t i = 0; i < plansql_result_param_count(r); i++)
		param_json(&w, plansql_result_param(r, i));
	jw_end_array(&w);
	strbuf_putc(&sb, '\n');
	return strbuf_finish(&sb);
}
