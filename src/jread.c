#include "jread.h"

#include <math.h>
#include <string.h>

#include "limits.h"
#include "similar.h"

const char *jr_child(jreader *r, const char *at, const char *key)
{
	const char *p = pointer_key(r->a, at, key);
	if (!p)
		r->d->out_of_memory = 1;
	return p ? p : "";
}

const char *jr_item(jreader *r, const char *at, size_t index)
{
	const char *p = pointer_index(r->a, at, index);
	if (!p)
		r->d->out_of_memory = 1;
	return p ? p : "";
}

static const char *json_type_label(json_object *o)
{
	switch (json_object_get_type(o)) {
	case json_type_null:
		return "null";
	case json_type_boolean:
		return "a boolean";
	case json_type_int:
	case json_type_double:
		return "a number";
	case json_type_string:
		return "a string";
	case json_type_array:
		return "an array";
	case json_type_object:
		return "an object";
	}
	return "a value";
}

void jr_wrong_type(jreader *r, json_object *o, const char *at,
		   const char *expected)
{
	diag_error(r->d, "wrong-type", at, "expected %s, found %s", expected,
		   json_type_label(o));
}

json_object *jr_member(jreader *r, json_object *obj, const char *at,
		       const char *key, bool required)
{
	json_object *v = NULL;
	if (json_object_object_get_ex(obj, key, &v) && v)
		return v;
	if (required)
		diag_error(r->d, "missing-field", jr_child(r, at, key),
			   "the required field %N is missing", key);
	return NULL;
}

void jr_check_fields(jreader *r, json_object *obj, const char *at,
		     const char *const *known, size_t count)
{
	json_object_object_foreach(obj, key, value)
	{
		(void)value;
		size_t i = 0;
		while (i < count && strcmp(known[i], key))
			i++;
		if (i < count)
			continue;
		plansql_diagnostic *w =
		    diag_warning(r->d, "unknown-field", jr_child(r, at, key),
				 "unknown field %N is ignored", key);
		const char *near = closest_name(key, known, count);
		if (near)
			diag_hint(r->d, w, "did you mean %N?", near);
	}
}

bool jr_expect(jreader *r, json_object *v, const char *at, json_type type,
	       const char *label)
{
	if (json_object_is_type(v, type))
		return true;
	jr_wrong_type(r, v, at, label);
	return false;
}

bool jr_expect_member(jreader *r, json_object *v, const char *at,
		      const char *key, json_type type, const char *label)
{
	if (json_object_is_type(v, type))
		return true;
	jr_wrong_type(r, v, jr_child(r, at, key), label);
	return false;
}

/* Strings may not hold NUL (the scan refused it); a number's text is the
 * JSON text json-c kept for it. */
const char *jr_copy_string(jreader *r, json_object *v)
{
	const char *text = json_object_get_string(v);
	size_t len = json_object_is_type(v, json_type_string)
			 ? (size_t)json_object_get_string_len(v)
			 : strlen(text);
	const char *s = arena_strndup(r->a, text, len);
	if (!s)
		r->d->out_of_memory = 1;
	return s;
}

const char *jr_name(jreader *r, json_object *obj, const char *at,
		    const char *key, bool required)
{
	json_object *v = jr_member(r, obj, at, key, required);
	if (!v || !jr_expect_member(r, v, at, key, json_type_string,
				    "a name (string)"))
		return NULL;
	size_t len = (size_t)json_object_get_string_len(v);
	if (len == 0) {
		diag_error(r->d, "empty-name", jr_child(r, at, key),
			   "a name must not be empty");
		return NULL;
	}
	if (len > PLANSQL_MAX_NAME_BYTES) {
		diag_error(r->d, "name-too-long", jr_child(r, at, key),
			   "a name is %zu bytes, more than the limit of %d",
			   len, PLANSQL_MAX_NAME_BYTES);
		return NULL;
	}
	return jr_copy_string(r, v);
}

const char *jr_note(jreader *r, json_object *obj, const char *at,
		    const char *key)
{
	json_object *v = jr_member(r, obj, at, key, false);
	if (!v ||
	    !jr_expect_member(r, v, at, key, json_type_string, "a string"))
		return NULL;
	return jr_copy_string(r, v);
}

bool jr_bool(jreader *r, json_object *obj, const char *at, const char *key,
	     bool fallback)
{
	json_object *v = jr_member(r, obj, at, key, false);
	if (!v || !jr_expect_member(r, v, at, key, json_type_boolean,
				    "true or false"))
		return fallback;
	return json_object_get_boolean(v);
}

int64_t jr_integer(jreader *r, json_object *obj, const char *at,
		   const char *key, int64_t min, int64_t fallback)
{
	json_object *v = jr_member(r, obj, at, key, false);
	if (!v)
		return fallback;
	int64_t n;
	if (json_object_is_type(v, json_type_int)) {
		n = json_object_get_int64(v);
	} else if (json_object_is_type(v, json_type_double) &&
		   json_object_get_double(v) ==
		       floor(json_object_get_double(v)) &&
		   fabs(json_object_get_double(v)) < 9e15) {
		n = (int64_t)json_object_get_double(v);
	} else {
		jr_wrong_type(r, v, jr_child(r, at, key), "an integer");
		return fallback;
	}
	if (n < min) {
		plansql_diagnostic *e =
		    diag_error(r->d, "out-of-range", jr_child(r, at, key),
			       "%N must be at least %lld", key, (long long)min);
		if (min == 1 && n == 0 && !strcmp(key, "limit"))
			diag_hint(r->d, e, "use null for no limit");
		return fallback;
	}
	return n;
}

int jr_enum(jreader *r, json_object *obj, const char *at, const char *key,
	    const char *const *names, size_t count, bool required, int fallback)
{
	json_object *v = jr_member(r, obj, at, key, required);
	if (!v ||
	    !jr_expect_member(r, v, at, key, json_type_string, "a string"))
		return fallback;
	const char *s = json_object_get_string(v);
	for (size_t i = 0; i < count; i++)
		if (!strcmp(s, names[i]))
			return (int)i;
	char stack[256];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 4096);
	for (size_t i = 0; i < count; i++)
		strbuf_printf(&list, "%s\"%s\"", i ? ", " : "", names[i]);
	plansql_diagnostic *e = diag_error(
	    r->d, "bad-value", jr_child(r, at, key), "%N is not one of %s", s,
	    list.error ? "the accepted values" : list.text);
	strbuf_release(&list);
	const char *near = closest_name(s, names, count);
	if (near)
		diag_hint(r->d, e, "did you mean %N?", near);
	return -1;
}

size_t jr_array(jreader *r, json_object *obj, const char *at, const char *key,
		json_object **out)
{
	json_object *v = jr_member(r, obj, at, key, false);
	*out = NULL;
	if (!v || !jr_expect_member(r, v, at, key, json_type_array, "an array"))
		return 0;
	*out = v;
	return json_object_array_length(v);
}

void *jr_alloc(jreader *r, size_t count, size_t size)
{
	if (count == 0)
		return NULL;
	void *p = arena_calloc(r->a, count, size);
	if (!p)
		r->d->out_of_memory = 1;
	return p;
}

bool jr_expect_object(jreader *r, json_object *v, const char *at)
{
	return jr_expect(r, v, at, json_type_object, "an object");
}

bool jr_each(jreader *r, json_object *obj, const char *at, const char *key,
	     size_t size, jr_item_fn read_one, void **items, size_t *count)
{
	json_object *array;
	size_t n = jr_array(r, obj, at, key, &array);
	const char *where = n ? jr_child(r, at, key) : NULL;
	char *base = jr_alloc(r, n, size);
	*items = base;
	*count = base ? n : 0;
	bool ok = n == 0 || base;
	for (size_t i = 0; i < n && base; i++)
		ok &= read_one(r, json_object_array_get_idx(array, i),
			       jr_item(r, where, i), base + i * size);
	return ok;
}
