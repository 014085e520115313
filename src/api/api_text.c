/* The public string builder and JSON writer (plansql.h, "Text and
 * JSON"): the library's own strbuf and json_writer behind opaque
 * handles, with the order of a writer's calls checked, since a caller's
 * slip must not yield text that looks like JSON and is not. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "common/arena.h"
#include "common/diag.h"
#include "common/strbuf.h"
#include "json/json_scan.h"
#include "json/json_write.h"
#include "plan/plan_values.h"
#include "sql/sql_params.h"
#include "plansql.h"

struct plansql_str {
	strbuf sb;
	bool misuse; /* a writer was used out of order */
};

plansql_str *plansql_str_new(size_t limit)
{
	plansql_str *str = malloc(sizeof *str);
	if (!str)
		return NULL;
	strbuf_init(&str->sb, NULL, 0, limit ? limit : SIZE_MAX / 2);
	str->misuse = false;
	return str;
}

void plansql_str_append(plansql_str *str, const char *text, size_t len)
{
	if (str && text)
		strbuf_put(&str->sb, text, len);
}

void plansql_str_appends(plansql_str *str, const char *text)
{
	if (str && text)
		strbuf_puts(&str->sb, text);
}

void plansql_str_appendc(plansql_str *str, char c)
{
	if (str)
		strbuf_putc(&str->sb, c);
}

void plansql_str_appendf(plansql_str *str, const char *format, ...)
{
	if (!str || !format)
		return;
	va_list ap;
	va_start(ap, format);
	strbuf_vprintf(&str->sb, format, ap);
	va_end(ap);
}

void plansql_str_reset(plansql_str *str)
{
	if (!str)
		return;
	size_t max = str->sb.max;
	strbuf_release(&str->sb);
	strbuf_init(&str->sb, NULL, 0, max);
	str->misuse = false;
}

int plansql_str_error(const plansql_str *str)
{
	if (!str || str->misuse)
		return PLANSQL_MISUSE;
	switch (str->sb.error) {
	case STRBUF_OK:
		return PLANSQL_OK;
	case STRBUF_NOMEM:
		return PLANSQL_NOMEM;
	case STRBUF_TOOBIG:
		return PLANSQL_TOOBIG;
	}
	return PLANSQL_NOMEM;
}

const char *plansql_str_text(const plansql_str *str)
{
	return str && !str->sb.error && str->sb.text ? str->sb.text : "";
}

size_t plansql_str_length(const plansql_str *str)
{
	return str && !str->sb.error ? str->sb.len : 0;
}

char *plansql_str_finish(plansql_str *str)
{
	if (!str)
		return NULL;
	char *text = strbuf_finish(&str->sb);
	free(str);
	return text;
}

void plansql_str_free(plansql_str *str)
{
	if (!str)
		return;
	strbuf_release(&str->sb);
	free(str);
}

/* ---- the writer ---- */

enum json_place {
	PLACE_TOP,    /* nothing written yet */
	PLACE_DONE,   /* the one value is whole */
	PLACE_ARRAY,  /* in an array: a value may come */
	PLACE_OBJECT, /* in an object: a key may come */
	PLACE_MEMBER  /* in an object after a key: its value comes */
};

struct plansql_json {
	json_writer w;
	plansql_str *out;
	unsigned char *open; /* PLACE_ARRAY or PLACE_OBJECT per open level */
	size_t depth, cap;
	enum json_place place;
};

plansql_json *plansql_json_new(plansql_str *out, unsigned flags)
{
	if (!out)
		return NULL;
	plansql_json *json = calloc(1, sizeof *json);
	if (!json)
		return NULL;
	jw_init(&json->w, &out->sb, flags & PLANSQL_JSON_PRETTY);
	json->out = out;
	json->place = PLACE_TOP;
	return json;
}

/* Fails the builder: what it holds would not be JSON. */
static void misuse(plansql_json *json)
{
	strbuf_fail(&json->out->sb, STRBUF_NOMEM);
	json->out->misuse = true;
}

static bool failed(const plansql_json *json)
{
	return json->out->misuse || json->out->sb.error;
}

void plansql_json_free(plansql_json *json)
{
	if (!json)
		return;
	if (!failed(json) && (json->depth || json->place == PLACE_MEMBER))
		misuse(json);
	free(json->open);
	free(json);
}

/* Whether a value may be written now; the place after it is set by
 * value_written. */
static bool value_due(plansql_json *json)
{
	if (!json || failed(json))
		return false;
	if (json->place == PLACE_TOP || json->place == PLACE_ARRAY ||
	    json->place == PLACE_MEMBER)
		return true;
	misuse(json);
	return false;
}

static enum json_place enclosing(const plansql_json *json)
{
	return json->depth ? json->open[json->depth - 1] : PLACE_DONE;
}

static void value_written(plansql_json *json)
{
	json->place = enclosing(json);
}

static void begin(plansql_json *json, enum json_place kind)
{
	if (!value_due(json))
		return;
	if (json->depth == json->cap) {
		size_t cap = json->cap ? json->cap * 2 : 16;
		unsigned char *open = realloc(json->open, cap);
		if (!open) {
			strbuf_fail(&json->out->sb, STRBUF_NOMEM);
			return;
		}
		json->open = open;
		json->cap = cap;
	}
	json->open[json->depth++] = (unsigned char)kind;
	json->place = kind;
	if (kind == PLACE_OBJECT)
		jw_begin_object(&json->w);
	else
		jw_begin_array(&json->w);
}

static void end(plansql_json *json, enum json_place kind)
{
	if (!json || failed(json))
		return;
	if (json->place != kind) {
		misuse(json); /* nothing open, the other kind, or a key waits */
		return;
	}
	json->depth--;
	if (kind == PLACE_OBJECT)
		jw_end_object(&json->w);
	else
		jw_end_array(&json->w);
	value_written(json);
}

void plansql_json_begin_object(plansql_json *json)
{
	begin(json, PLACE_OBJECT);
}

void plansql_json_end_object(plansql_json *json)
{
	end(json, PLACE_OBJECT);
}

void plansql_json_begin_array(plansql_json *json)
{
	begin(json, PLACE_ARRAY);
}

void plansql_json_end_array(plansql_json *json)
{
	end(json, PLACE_ARRAY);
}

void plansql_json_key(plansql_json *json, const char *key)
{
	if (!json || failed(json))
		return;
	if (json->place != PLACE_OBJECT || !key) {
		misuse(json);
		return;
	}
	jw_key(&json->w, key);
	json->place = PLACE_MEMBER;
}

void plansql_json_string(plansql_json *json, const char *text)
{
	if (!value_due(json))
		return;
	jw_string(&json->w, text);
	value_written(json);
}

void plansql_json_string_member(plansql_json *json, const char *key,
				const char *text)
{
	if (!text)
		return;
	plansql_json_key(json, key);
	plansql_json_string(json, text);
}

void plansql_json_int(plansql_json *json, long long value)
{
	if (!value_due(json))
		return;
	jw_int(&json->w, value);
	value_written(json);
}

void plansql_json_number(plansql_json *json, const char *text)
{
	if (!value_due(json))
		return;
	bool integral;
	if (text && is_json_number(text, &integral))
		jw_number_text(&json->w, text);
	else
		jw_string(&json->w, text);
	value_written(json);
}

void plansql_json_bool(plansql_json *json, int value)
{
	if (!value_due(json))
		return;
	jw_bool(&json->w, value != 0);
	value_written(json);
}

void plansql_json_null(plansql_json *json)
{
	if (!value_due(json))
		return;
	jw_null(&json->w);
	value_written(json);
}

void plansql_json_text(plansql_json *json, const char *text, size_t len)
{
	if (!value_due(json))
		return;
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	const jvalue *v =
	    text ? json_scan(text, len, &catalog_limits, &d, &a, &a) : NULL;
	if (v)
		jw_value(&json->w, v);
	else if (d.out_of_memory)
		strbuf_fail(&json->out->sb, STRBUF_NOMEM);
	else
		misuse(json);
	arena_free(&a);
	value_written(json);
}

void plansql_json_param(plansql_json *json, const plansql_param *param)
{
	if (!value_due(json))
		return;
	if (!param || !param->text || !plansql_param_type_name(param->type)) {
		misuse(json);
		return;
	}
	param_json(&json->w, param);
	value_written(json);
}

int plansql_is_json_number(const char *text)
{
	bool integral;
	return text && is_json_number(text, &integral);
}
