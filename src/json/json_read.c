#include "json/json_read.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common/plansql_limits.h"
#include "common/diag_similar.h"
#include "common/strbuf.h"

const char *json_read_child(jreader *r, const char *at, const char *key)
{
	const char *p = diag_pointer_key(r->a, at, key);
	if (!p)
		r->d->out_of_memory = 1;
	return p ? p : "";
}

const char *json_read_item(jreader *r, const char *at, size_t index)
{
	const char *p = diag_pointer_index(r->a, at, index);
	if (!p)
		r->d->out_of_memory = 1;
	return p ? p : "";
}

static const char *type_label(const jvalue *o)
{
	switch (json_value_type(o)) {
	case JV_NULL:
		return "null";
	case JV_BOOLEAN:
		return "a boolean";
	case JV_INT:
	case JV_DOUBLE:
		return "a number";
	case JV_STRING:
		return "a string";
	case JV_ARRAY:
		return "an array";
	case JV_OBJECT:
		return "an object";
	}
	return "a value";
}

void json_read_wrong_type(jreader *r, const jvalue *o, const char *at,
			  const char *expected)
{
	diag_error(r->d, "wrong-type", at, "expected %s, found %s", expected,
		   type_label(o));
}

const jvalue *json_read_member(jreader *r, const jvalue *obj, const char *at,
			       const char *key, bool required)
{
	const jvalue *v = json_value_get(obj, key);
	if (v && v->type != JV_NULL)
		return v;
	if (required)
		diag_error(r->d, "missing-field", json_read_child(r, at, key),
			   "the required field %N is missing", key);
	return NULL;
}

void json_read_check_fields(jreader *r, const jvalue *obj, const char *at,
			    const char *const *known, size_t count)
{
	for (size_t m = 0; m < json_value_length(obj); m++) {
		const char *key = json_value_member_at(obj, m)->key;
		size_t i = 0;
		while (i < count && (known[i][0] != key[0] ||
				     !json_value_key_is(key, known[i])))
			i++;
		if (i < count)
			continue;
		plansql_diagnostic *w = diag_warning(
		    r->d, "unknown-field", json_read_child(r, at, key),
		    "unknown field %N is ignored", key);
		const char *near = diag_closest_name(key, known, count);
		if (near)
			diag_hint(r->d, w, "did you mean %N?", near);
	}
}

bool json_read_expect(jreader *r, const jvalue *v, const char *at, jv_type type,
		      const char *label)
{
	if (json_value_is(v, type))
		return true;
	json_read_wrong_type(r, v, at, label);
	return false;
}

bool json_read_expect_member(jreader *r, const jvalue *v, const char *at,
			     const char *key, jv_type type, const char *label)
{
	if (json_value_is(v, type))
		return true;
	json_read_wrong_type(r, v, json_read_child(r, at, key), label);
	return false;
}

/* Strings are already in r->a (see jreader) and hold no NUL (the scan
 * refused it); a fraction keeps its JSON text, an integer is written
 * plainly. */
const char *json_read_copy_string(jreader *r, const jvalue *v)
{
	if (json_value_is(v, JV_STRING))
		return v->as.string;
	char digits[DECIMAL_TEXT_BYTES];
	const char *text = "";
	size_t len = 0;
	if (json_value_is(v, JV_DOUBLE)) {
		text = v->src;
		len = v->src_len;
	} else if (json_value_is(v, JV_INT)) {
		len = strbuf_decimal_text(digits, v->as.integer);
		text = digits;
	}
	const char *s = arena_strndup(r->a, text, len);
	if (!s)
		r->d->out_of_memory = 1;
	return s;
}

const char *json_read_name(jreader *r, const jvalue *obj, const char *at,
			   const char *key, bool required)
{
	const jvalue *v = json_read_member(r, obj, at, key, required);
	if (!v || !json_read_expect_member(r, v, at, key, JV_STRING,
					   "a name (string)"))
		return NULL;
	size_t len = (size_t)json_value_string_len(v);
	if (len == 0) {
		diag_error(r->d, "empty-name", json_read_child(r, at, key),
			   "a name must not be empty");
		return NULL;
	}
	if (len > PLANSQL_MAX_NAME_BYTES) {
		diag_error(r->d, "name-too-long", json_read_child(r, at, key),
			   "a name is %zu bytes, more than the limit of %d",
			   len, PLANSQL_MAX_NAME_BYTES);
		return NULL;
	}
	return json_read_copy_string(r, v);
}

const char *json_read_note(jreader *r, const jvalue *obj, const char *at,
			   const char *key)
{
	const jvalue *v = json_read_member(r, obj, at, key, false);
	if (!v ||
	    !json_read_expect_member(r, v, at, key, JV_STRING, "a string"))
		return NULL;
	return json_read_copy_string(r, v);
}

bool json_read_bool(jreader *r, const jvalue *obj, const char *at,
		    const char *key, bool fallback)
{
	const jvalue *v = json_read_member(r, obj, at, key, false);
	if (!v || !json_read_expect_member(r, v, at, key, JV_BOOLEAN,
					   "true or false"))
		return fallback;
	return json_value_bool(v);
}

int64_t json_read_integer(jreader *r, const jvalue *obj, const char *at,
			  const char *key, int64_t min, int64_t fallback)
{
	const jvalue *v = json_read_member(r, obj, at, key, false);
	if (!v)
		return fallback;
	int64_t n;
	if (json_value_is(v, JV_INT)) {
		n = jv_int64(v);
	} else if (json_value_is(v, JV_DOUBLE) &&
		   json_value_double(v) == floor(json_value_double(v)) &&
		   fabs(json_value_double(v)) < 9e15) {
		n = (int64_t)json_value_double(v);
	} else {
		json_read_wrong_type(r, v, json_read_child(r, at, key),
				     "an integer");
		return fallback;
	}
	if (n < min) {
		plansql_diagnostic *e = diag_error(
		    r->d, "out-of-range", json_read_child(r, at, key),
		    "%N must be at least %lld", key, (long long)min);
		if (min == 1 && n == 0 && !strcmp(key, "limit"))
			diag_hint(r->d, e, "use null for no limit");
		return fallback;
	}
	return n;
}

static bool equal_ascii_ci(const char *a, const char *b)
{
	for (; *a && *b; a++, b++) {
		char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
		char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
		if (x != y)
			return false;
	}
	return *a == *b;
}

/* The one name equal to s but for ASCII case, or -1 (none, or several). */
static int enum_folded(const char *s, const char *const *names, size_t count)
{
	int found = -1;
	for (size_t i = 0; i < count; i++) {
		if (!equal_ascii_ci(s, names[i]))
			continue;
		if (found >= 0)
			return -1;
		found = (int)i;
	}
	return found;
}

void json_read_change(jreader *r, plansql_diagnostic *diag,
		      const jvalue *before, const char *after)
{
	if (!diag)
		return;
	const char *text = arena_strndup(r->a, before->src, before->src_len);
	strbuf quoted;
	char stack[128];
	strbuf_init(&quoted, stack, sizeof stack, 1 << 16);
	if (after)
		strbuf_printf(&quoted, "\"%s\"", after);
	else
		strbuf_puts(&quoted, "null");
	if (!text || quoted.error)
		r->d->out_of_memory = 1;
	else
		diag_change(r->d, diag, text, quoted.text);
	strbuf_release(&quoted);
}

int json_read_enum(jreader *r, const jvalue *obj, const char *at,
		   const char *key, const char *const *names, size_t count,
		   bool required, int fallback)
{
	const jvalue *v = json_read_member(r, obj, at, key, required);
	if (!v ||
	    !json_read_expect_member(r, v, at, key, JV_STRING, "a string"))
		return fallback;
	const char *s = json_value_string(v);
	for (size_t i = 0; i < count; i++)
		if (!strcmp(s, names[i]))
			return (int)i;
	int folded = enum_folded(s, names, count);
	if (folded >= 0) {
		const char *where = json_read_child(r, at, key);
		plansql_diagnostic *f =
		    diag_add(r->d, PLANSQL_FIXED, "enum-case", where,
			     "%N is read as %N", s, names[folded]);
		json_read_change(r, f, v, names[folded]);
		return folded;
	}
	char stack[256];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 4096);
	for (size_t i = 0; i < count; i++)
		strbuf_printf(&list, "%s\"%s\"", i ? ", " : "", names[i]);
	plansql_diagnostic *e =
	    diag_error(r->d, "bad-value", json_read_child(r, at, key),
		       "%N is not one of %s", s,
		       list.error ? "the accepted values" : list.text);
	strbuf_release(&list);
	const char *near = diag_closest_name(s, names, count);
	if (near)
		diag_hint(r->d, e, "did you mean %N?", near);
	return -1;
}

size_t json_read_array(jreader *r, const jvalue *obj, const char *at,
		       const char *key, const jvalue **out)
{
	const jvalue *v = json_read_member(r, obj, at, key, false);
	*out = NULL;
	if (!v || !json_read_expect_member(r, v, at, key, JV_ARRAY, "an array"))
		return 0;
	*out = v;
	return json_value_length(v);
}

void *json_read_alloc(jreader *r, size_t count, size_t size)
{
	if (count == 0)
		return NULL;
	void *p = arena_calloc(r->a, count, size);
	if (!p)
		r->d->out_of_memory = 1;
	return p;
}

bool json_read_expect_object(jreader *r, const jvalue *v, const char *at)
{
	return json_read_expect(r, v, at, JV_OBJECT, "an object");
}

bool json_read_each(jreader *r, const jvalue *obj, const char *at,
		    const char *key, size_t size, jr_item_fn read_one,
		    void **items, size_t *count)
{
	const jvalue *array;
	size_t n = json_read_array(r, obj, at, key, &array);
	const char *where = n ? json_read_child(r, at, key) : NULL;
	char *base = json_read_alloc(r, n, size);
	*items = base;
	*count = base ? n : 0;
	bool ok = n == 0 || base;
	for (size_t i = 0; i < n && base; i++)
		ok &= read_one(r, json_value_item(array, i),
			       json_read_item(r, where, i), base + i * size);
	return ok;
}

/* Only numbers keep their source text; containers and literals do not
 * need it to be written. */
static bool copy_node(arena *a, jvalue *to, const jvalue *from);

static bool copy_children(arena *a, jvalue *to, const jvalue *from)
{
	if (!from->count)
		return true;
	if (from->type == JV_ARRAY) {
		jvalue *items = arena_calloc(a, from->count, sizeof *items);
		to->as.items = items;
		for (size_t i = 0; items && i < from->count; i++)
			if (!copy_node(a, &items[i], &from->as.items[i]))
				return false;
		return items != NULL;
	}
	jmember *members = arena_calloc(a, from->count, sizeof *members);
	to->as.members = members;
	for (size_t i = 0; members && i < from->count; i++) {
		const jmember *m = &from->as.members[i];
		members[i].key_len = m->key_len;
		members[i].key = arena_strndup(a, m->key, m->key_len);
		if (!members[i].key ||
		    !copy_node(a, &members[i].value, &m->value))
			return false;
	}
	return members != NULL;
}

static bool copy_node(arena *a, jvalue *to, const jvalue *from)
{
	*to = *from;
	to->src = NULL;
	to->src_len = 0;
	if (from->type == JV_STRING) {
		to->as.string = arena_strndup(a, from->as.string, from->count);
		return to->as.string != NULL;
	}
	if (from->type == JV_INT || from->type == JV_DOUBLE) {
		to->src = arena_strndup(a, from->src, from->src_len);
		to->src_len = from->src_len;
		return to->src != NULL;
	}
	if (from->type == JV_ARRAY || from->type == JV_OBJECT)
		return copy_children(a, to, from);
	return true;
}

jvalue *json_value_copy(arena *a, const jvalue *v)
{
	jvalue *copy = v ? arena_alloc(a, sizeof *copy) : NULL;
	return copy && copy_node(a, copy, v) ? copy : NULL;
}
