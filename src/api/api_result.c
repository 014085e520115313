/* Results of the public API: their diagnostics as structs, as lines of
 * text and as JSON. */
#include "api/api_internal.h"

#include <stdlib.h>
#include <string.h>

#include "json/json_write.h"
#include "sql/sql_params.h"
#include "common/plansql_limits.h"

size_t plansql_result_strict(plansql_result *result)
{
	return result ? compile_result_promote_warnings(result) : 0;
}

int plansql_result_ok(const plansql_result *result)
{
	return result && result->diags.errors == 0;
}

const char *plansql_result_sql(const plansql_result *result)
{
	return result ? result->sql : NULL;
}

size_t plansql_result_param_count(const plansql_result *result)
{
	return result && result->sql && result->with_params
		   ? result->params.count
		   : 0;
}

const plansql_param *plansql_result_param(const plansql_result *result,
					  size_t index)
{
	if (index >= plansql_result_param_count(result))
		return NULL;
	return &result->params.items[index];
}

const char *plansql_param_type_name(plansql_param_type type)
{
	return sql_param_type_name(type);
}

const char *plansql_result_tree(const plansql_result *result)
{
	return result ? result->tree : NULL;
}

size_t plansql_result_diagnostic_count(const plansql_result *result)
{
	return result ? result->diags.count : 0;
}

const plansql_diagnostic *
plansql_result_diagnostic(const plansql_result *result, size_t index)
{
	if (!result || index >= result->diags.count)
		return NULL;
	return &result->diags.items[index];
}

char *plansql_diagnostic_text(const plansql_diagnostic *d,
			      const char *source_name)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 20);
	diag_escape(&sb, source_name ? source_name : "", 0);
	strbuf_putc(&sb, ':');
	if (*d->pointer) {
		diag_escape(&sb, d->pointer, 0);
		strbuf_putc(&sb, ':');
	}
	strbuf_printf(&sb, " %s[%s]: %s", diag_severity_name(d->severity),
		      d->code, d->message);
	if (d->offset >= 0)
		strbuf_printf(&sb, " at line %ld, column %ld", d->line,
			      d->column);
	if (d->hint)
		strbuf_printf(&sb, " (%s)", d->hint);
	return strbuf_finish(&sb);
}

/* A change is JSON text the audit wrote; it goes into the report as that
 * JSON, laid out with the rest. */
static void json_member_text(json_writer *w, const char *key, const char *text)
{
	json_write_key(w, key);
	if (text)
		json_write_json(w, text);
	else
		json_write_null(w);
}

static void int_member(json_writer *w, const char *key, long value)
{
	json_write_key(w, key);
	json_write_int(w, value);
}

static void params_json(json_writer *w, const plansql_result *result)
{
	json_write_key(w, "parameters");
	if (!result->sql) {
		json_write_null(w);
		return;
	}
	json_write_begin_array(w);
	for (size_t i = 0; i < plansql_result_param_count(result); i++)
		sql_param_json(w, plansql_result_param(result, i));
	json_write_end_array(w);
}

void api_result_diagnostic_members(json_writer *w, const plansql_diagnostic *d)
{
	json_write_member_string(w, "severity",
				 diag_severity_name(d->severity));
	json_write_member_string(w, "code", d->code);
	json_write_member_string(w, "pointer", d->pointer);
	json_write_member_string(w, "message", d->message);
	json_write_member_string(w, "hint", d->hint);
	if (d->before || d->after) {
		json_member_text(w, "before", d->before);
		json_member_text(w, "after", d->after);
	}
	if (d->in_patch)
		json_write_member_string(w, "in", "patch");
	if (d->offset >= 0) {
		int_member(w, "offset", d->offset);
		int_member(w, "line", d->line);
		int_member(w, "column", d->column);
	}
}

void api_result_diagnostic_json(json_writer *w, const plansql_diagnostic *d,
				const char *source)
{
	json_write_begin_object(w);
	api_result_diagnostic_members(w, d);
	if (source)
		json_write_member_string(w, "source", source);
	json_write_end_object(w);
}

void api_result_members_json(json_writer *w, const plansql_result *result)
{
	if (result->kind == RESULT_PLAN)
		json_member_text(w, "plan", result->plan);
	else if (result->kind == RESULT_SQL) {
		json_write_key(w, "sql");
		json_write_string(w, result->sql);
		if (result->with_params)
			params_json(w, result);
		api_result_outputs_json(w, result);
	}
}

char *plansql_result_json(const plansql_result *result)
{
	if (!result)
		return NULL;
	strbuf sb;
	strbuf_init(&sb, NULL, 0, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	json_write_init(&w, &sb, true);
	json_write_begin_object(&w);
	api_result_members_json(&w, result);
	json_write_key(&w, "diagnostics");
	json_write_begin_array(&w);
	for (size_t i = 0; i < result->diags.count; i++)
		api_result_diagnostic_json(&w, &result->diags.items[i], NULL);
	json_write_end_array(&w);
	json_write_end_object(&w);
	return strbuf_finish(&sb);
}

void plansql_result_free(plansql_result *result)
{
	compile_result_free(result);
}

void plansql_free(void *pointer)
{
	free(pointer);
}

const char *plansql_severity_name(plansql_severity severity)
{
	return diag_severity_name(severity);
}
