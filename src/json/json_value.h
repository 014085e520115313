/* The tree of a JSON document as the strict reader builds it: one region
 * of memory, arrays and object members stored contiguously, strings
 * decoded and NUL-terminated, every node keeping the span of its source
 * text.  Readers walk it; nothing modifies it once built. */
#ifndef PLANSQL_JSON_VALUE_H
#define PLANSQL_JSON_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef enum jv_type {
	JV_NULL,
	JV_BOOLEAN,
	JV_INT,	   /* integral number that fits in 64 bits */
	JV_DOUBLE, /* any other number, always finite */
	JV_STRING,
	JV_ARRAY,
	JV_OBJECT
} jv_type;

typedef struct jmember jmember;

typedef struct jvalue {
	jv_type type;
	uint32_t src_len;
	const char *src; /* the value's JSON text, not NUL-terminated */
	size_t count;	 /* string bytes, array items or object members */
	union {
		bool boolean;
		int64_t integer;
		double number;
		const char *string;
		const struct jvalue *items;
		const jmember *members;
	} as;
} jvalue;

struct jmember {
	const char *key; /* decoded, NUL-terminated */
	size_t key_len;
	const char *key_src; /* where the key's opening quote is */
	jvalue value;
};

/* A missing node reads as JSON's null, as absent members do. */
static inline jv_type json_value_type(const jvalue *v)
{
	return v ? v->type : JV_NULL;
}

static inline bool json_value_is(const jvalue *v, jv_type type)
{
	return json_value_type(v) == type;
}

/* Whether a JSON key equals a name: both short, so compared inline. */
static inline bool json_value_key_is(const char *key, const char *name)
{
	while (*key && *key == *name)
		key++, name++;
	return *key == *name;
}

/* The member key of obj, or NULL; objects are small, so a scan. */
static inline const jvalue *json_value_get(const jvalue *obj, const char *key)
{
	if (!json_value_is(obj, JV_OBJECT))
		return NULL;
	for (size_t i = 0; i < obj->count; i++) {
		const jmember *m = &obj->as.members[i];
		if (m->key[0] == key[0] && json_value_key_is(m->key, key))
			return &m->value;
	}
	return NULL;
}

static inline size_t json_value_length(const jvalue *v)
{
	jv_type t = json_value_type(v);
	return t == JV_ARRAY || t == JV_OBJECT ? v->count : 0;
}

static inline const jvalue *json_value_item(const jvalue *array, size_t i)
{
	return json_value_is(array, JV_ARRAY) && i < array->count
		   ? &array->as.items[i]
		   : NULL;
}

static inline const jmember *json_value_member_at(const jvalue *obj, size_t i)
{
	return json_value_is(obj, JV_OBJECT) && i < obj->count
		   ? &obj->as.members[i]
		   : NULL;
}

/* The decoded text of a string, "" for any other node. */
static inline const char *json_value_string(const jvalue *v)
{
	return json_value_is(v, JV_STRING) ? v->as.string : "";
}

static inline size_t json_value_string_len(const jvalue *v)
{
	return json_value_is(v, JV_STRING) ? v->count : 0;
}

static inline bool json_value_bool(const jvalue *v)
{
	return json_value_is(v, JV_BOOLEAN) && v->as.boolean;
}

static inline int64_t jv_int64(const jvalue *v)
{
	return json_value_is(v, JV_INT) ? v->as.integer : 0;
}

/* Any number as a double. */
static inline double json_value_double(const jvalue *v)
{
	if (json_value_is(v, JV_INT))
		return (double)v->as.integer;
	return json_value_is(v, JV_DOUBLE) ? v->as.number : 0;
}

#endif
