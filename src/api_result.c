/* Results of the public API: their diagnostics as structs, as lines of
 * text and as JSON. */
#include "api_internal.h"

#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "json_write.h"
#include "limits.h"

plansql_result *result_new(void)
{
	plansql_result *r = calloc(1, sizeof *r);
	if (!r)
		return NULL;
	arena_init(&r->arena, PLANSQL_ARENA_LIMIT);
	diag_init(&r->diags, &r->arena);
	return r;
}

plansql_result *result_done(plansql_result *r)
{
	if (r->diags.out_of_memory) {
		r->diags.out_of_memory = 0;
		diag_error(&r->diags, "out-of-memory", "", "out of memory");
		free(r->sql);
		r->sql = NULL;
	}
	return r;
}

size_t plansql_result_strict(plansql_result *result)
{
	size_t promoted = 0;
	for (size_t i = 0; result && i < result->diags.count; i++) {
		plansql_diagnostic *d = &result->diags.items[i];
		if (d->severity == PLANSQL_WARNING) {
			d->severity = PLANSQL_ERROR;
			promoted++;
		}
	}
	if (promoted) {
		result->diags.errors += promoted;
		free(result->sql);
		free(result->plan);
		result->sql = result->plan = NULL;
	}
	return promoted;
}

bool result_strict(plansql_result *r, const plansql_options *options)
{
	return options && (options->flags & PLANSQL_STRICT) &&
	       plansql_result_strict(r) > 0;
}

int plansql_result_ok(const plansql_result *result)
{
	return result && result->diags.errors == 0;
}

const char *plansql_result_sql(const plansql_result *result)
{
	return result ? result->sql : NULL;
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
	strbuf_printf(&sb, " %s[%s]: %s", plansql_severity_name(d->severity),
		      d->code, d->message);
	if (d->offset >= 0)
		strbuf_printf(&sb, " at line %ld, column %ld", d->line,
			      d->column);
	if (d->hint)
		strbuf_printf(&sb, " (%s)", d->hint);
	return strbuf_finish(&sb);
}

/* A change is JSON text; it goes into the report as that JSON. */
static json_object *json_change(const char *text)
{
	return text ? json_tokener_parse(text) : NULL;
}

static json_object *diagnostic_json(const plansql_diagnostic *d)
{
	json_object *o = json_object_new_object();
	json_object_object_add(
	    o, "severity",
	    json_object_new_string(plansql_severity_name(d->severity)));
	json_object_object_add(o, "code", json_object_new_string(d->code));
	json_object_object_add(o, "pointer",
			       json_object_new_string(d->pointer));
	json_object_object_add(o, "message",
			       json_object_new_string(d->message));
	if (d->hint)
		json_object_object_add(o, "hint",
				       json_object_new_string(d->hint));
	if (d->before || d->after) {
		json_object_object_add(o, "before", json_change(d->before));
		json_object_object_add(o, "after", json_change(d->after));
	}
	if (d->in_patch)
		json_object_object_add(o, "in",
				       json_object_new_string("patch"));
	if (d->offset >= 0) {
		json_object_object_add(o, "offset",
				       json_object_new_int64(d->offset));
		json_object_object_add(o, "line",
				       json_object_new_int64(d->line));
		json_object_object_add(o, "column",
				       json_object_new_int64(d->column));
	}
	return o;
}

char *plansql_result_json(const plansql_result *result)
{
	if (!result)
		return NULL;
	json_object *root = json_object_new_object();
	json_object *list = json_object_new_array();
	if (!root || !list) {
		json_object_put(root);
		json_object_put(list);
		return NULL;
	}
	if (result->kind == RESULT_PLAN)
		json_object_object_add(
		    root, "plan",
		    result->plan ? json_tokener_parse(result->plan) : NULL);
	else if (result->kind == RESULT_SQL)
		json_object_object_add(
		    root, "sql",
		    result->sql ? json_object_new_string(result->sql) : NULL);
	for (size_t i = 0; i < result->diags.count; i++)
		json_object_array_add(list,
				      diagnostic_json(&result->diags.items[i]));
	json_object_object_add(root, "diagnostics", list);
	return json_text(root, "");
}

void plansql_result_free(plansql_result *result)
{
	if (!result)
		return;
	free(result->sql);
	free(result->tree);
	free(result->plan);
	arena_free(&result->arena);
	free(result);
}

void plansql_free(void *pointer)
{
	free(pointer);
}

const char *plansql_severity_name(plansql_severity severity)
{
	switch (severity) {
	case PLANSQL_ERROR:
		return "error";
	case PLANSQL_WARNING:
		return "warning";
	case PLANSQL_FIXED:
		return "fixed";
	}
	return "unknown";
}
