/* The public JSON writer and reader (plansql.h, "Text and JSON",
 * "Reading JSON"): the library's json_writer with the order of its
 * calls checked, since a caller's slip must not yield text that looks
 * like JSON and is not; and the strict reader's tree, read through
 * accessors. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_internal.h"
#include "api/api_text.h"
#include "common/arena.h"
#include "common/diag.h"
#include "common/plansql_limits.h"
#include "compile/compile.h"
#include "json/json_scan.h"
#include "json/json_write.h"
#include "plan/plan_values.h"
#include "sql/sql_params.h"

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
	json_write_init(&json->w, &out->sb, flags & PLANSQL_JSON_PRETTY);
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
		json_write_begin_object(&json->w);
	else
		json_write_begin_array(&json->w);
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
		json_write_end_object(&json->w);
	else
		json_write_end_array(&json->w);
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

/* Whether members (a key, or a diagnostic's) may be written now: in an
 * object, where no key waits for its value, and given something. */
static bool member_due(plansql_json *json, bool given)
{
	if (!json || failed(json))
		return false;
	if (json->place == PLACE_OBJECT && given)
		return true;
	misuse(json);
	return false;
}

void plansql_json_key(plansql_json *json, const char *key)
{
	if (!member_due(json, key != NULL))
		return;
	json_write_key(&json->w, key);
	json->place = PLACE_MEMBER;
}

void plansql_json_string(plansql_json *json, const char *text)
{
	if (!value_due(json))
		return;
	json_write_string(&json->w, text);
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
	json_write_int(&json->w, value);
	value_written(json);
}

void plansql_json_number(plansql_json *json, const char *text)
{
	if (!value_due(json))
		return;
	bool integral;
	if (text && plan_is_json_number(text, &integral))
		json_write_number_text(&json->w, text);
	else
		json_write_string(&json->w, text);
	value_written(json);
}

void plansql_json_bool(plansql_json *json, int value)
{
	if (!value_due(json))
		return;
	json_write_bool(&json->w, value != 0);
	value_written(json);
}

void plansql_json_null(plansql_json *json)
{
	if (!value_due(json))
		return;
	json_write_null(&json->w);
	value_written(json);
}

/* Text given to plansql_json_text is most often JSON plansql wrote (a
 * request body whose prompt holds a whole catalog, say): its strings may
 * be as long as the writer's output, not just what a plan may hold. */
static const struct json_limits text_limits = {
    .max_bytes = PLANSQL_MAX_JSON_BYTES,
    .max_list = PLANSQL_MAX_CATALOG_LIST,
    .max_string = PLANSQL_MAX_JSON_BYTES};

void plansql_json_text(plansql_json *json, const char *text, size_t len)
{
	if (!value_due(json))
		return;
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	const jvalue *v =
	    text ? json_scan(text, len, &text_limits, &d, &a, &a) : NULL;
	if (v)
		json_write_value(&json->w, v);
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
	sql_param_json(&json->w, param);
	value_written(json);
}

void plansql_json_diagnostic_members(plansql_json *json,
				     const plansql_diagnostic *diagnostic)
{
	if (member_due(json, diagnostic != NULL))
		api_result_diagnostic_members(&json->w, diagnostic);
}

int plansql_is_json_number(const char *text)
{
	bool integral;
	return text && plan_is_json_number(text, &integral);
}

/* ---- the reader ---- */

struct plansql_json_doc {
	arena a; /* the copy of the text, the tree and its strings */
	const jvalue *root;
};

/* The public value is the reader's node. */
static const jvalue *node(const plansql_json_value *value)
{
	return (const jvalue *)value;
}

static const plansql_json_value *value_of(const jvalue *v)
{
	return (const plansql_json_value *)v;
}

/* The limits asked for, each 0 its default, none past the reader's. */
static struct json_limits limits_of(const plansql_json_limits *asked)
{
	struct json_limits l = {.max_bytes = PLANSQL_MAX_CATALOG_BYTES,
				.max_list = PLANSQL_MAX_CATALOG_LIST,
				.max_depth = PLANSQL_MAX_DEPTH};
	if (asked && asked->max_bytes && asked->max_bytes < l.max_bytes)
		l.max_bytes = asked->max_bytes;
	if (asked && asked->max_items)
		l.max_list = asked->max_items;
	if (asked && asked->max_depth > 0)
		l.max_depth = asked->max_depth < PLANSQL_MAX_SCAN_DEPTH
				  ? asked->max_depth
				  : PLANSQL_MAX_SCAN_DEPTH;
	return l;
}

plansql_result *plansql_json_read(const char *text, size_t len,
				  const plansql_json_limits *limits,
				  plansql_json_doc **doc)
{
	*doc = NULL;
	plansql_result *r = compile_result_new();
	plansql_json_doc *made = malloc(sizeof *made);
	if (!r || !made) {
		free(made);
		if (r)
			r->diags.out_of_memory = 1;
		return r ? compile_result_done(r) : NULL;
	}
	arena_init(&made->a, PLANSQL_ARENA_LIMIT);
	struct json_limits l = limits_of(limits);
	/* the tree points into the text: the document keeps its copy */
	char *copy =
	    len <= l.max_bytes ? arena_strndup(&made->a, text, len) : NULL;
	made->root = NULL;
	if (copy || len > l.max_bytes)
		made->root = json_scan(copy ? copy : text, len, &l, &r->diags,
				       &made->a, &made->a);
	else
		r->diags.out_of_memory = 1;
	if (made->root)
		*doc = made;
	else
		plansql_json_doc_free(made);
	return compile_result_done(r);
}

const plansql_json_value *plansql_json_root(const plansql_json_doc *doc)
{
	return doc ? value_of(doc->root) : NULL;
}

void plansql_json_doc_free(plansql_json_doc *doc)
{
	if (!doc)
		return;
	arena_free(&doc->a);
	free(doc);
}

plansql_json_type plansql_json_type_of(const plansql_json_value *value)
{
	switch (json_value_type(node(value))) {
	case JV_NULL:
		return PLANSQL_JSON_NULL;
	case JV_BOOLEAN:
		return PLANSQL_JSON_BOOLEAN;
	case JV_INT:
	case JV_DOUBLE:
		return PLANSQL_JSON_NUMBER;
	case JV_STRING:
		return PLANSQL_JSON_STRING;
	case JV_ARRAY:
		return PLANSQL_JSON_ARRAY;
	case JV_OBJECT:
		return PLANSQL_JSON_OBJECT;
	}
	return PLANSQL_JSON_NULL;
}

size_t plansql_json_length(const plansql_json_value *value)
{
	const jvalue *v = node(value);
	return json_value_is(v, JV_STRING) ? v->count : json_value_length(v);
}

const plansql_json_value *plansql_json_item(const plansql_json_value *array,
					    size_t index)
{
	return value_of(json_value_item(node(array), index));
}

const char *plansql_json_member_key(const plansql_json_value *object,
				    size_t index)
{
	const jmember *m = json_value_member_at(node(object), index);
	return m ? m->key : NULL;
}

const plansql_json_value *
plansql_json_member_value(const plansql_json_value *object, size_t index)
{
	const jmember *m = json_value_member_at(node(object), index);
	return m ? value_of(&m->value) : NULL;
}

const plansql_json_value *plansql_json_get(const plansql_json_value *object,
					   const char *key)
{
	return key ? value_of(json_value_get(node(object), key)) : NULL;
}

const char *plansql_json_text_of(const plansql_json_value *value)
{
	const jvalue *v = node(value);
	return json_value_is(v, JV_STRING) ? v->as.string : NULL;
}

int plansql_json_is_true(const plansql_json_value *value)
{
	return json_value_bool(node(value));
}

int plansql_json_integer(const plansql_json_value *value, long long *out)
{
	const jvalue *v = node(value);
	if (!json_value_is(v, JV_INT) || !out)
		return 0;
	*out = v->as.integer;
	return 1;
}

const char *plansql_json_source(const plansql_json_value *value, size_t *len)
{
	const jvalue *v = node(value);
	if (len)
		*len = v ? v->src_len : 0;
	return v ? v->src : NULL;
}

void plansql_json_copy(plansql_json *json, const plansql_json_value *value)
{
	if (!value_due(json))
		return;
	if (!value) {
		misuse(json);
		return;
	}
	json_write_value(&json->w, node(value));
	value_written(json);
}
