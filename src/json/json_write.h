/* The one JSON writer: every JSON text plansql hands out (plans,
 * catalogs, results, patch options, a repair's before and after) is
 * streamed through it into a strbuf, so escaping and layout are decided
 * once.  Errors are the strbuf's: sticky, and reported by its finish.
 *
 * Pretty output is laid out as json-c laid it out before (two spaces per
 * level, "key": value, an empty container closed on the next line), so
 * the texts users keep did not change.  Compact output has no spaces at
 * all. */
#ifndef PLANSQL_JSON_WRITE_H
#define PLANSQL_JSON_WRITE_H

#include <stdbool.h>
#include <stdint.h>

#include "json/json_value.h"
#include "common/strbuf.h"

typedef struct json_writer {
	strbuf *out;
	bool pretty;
	bool first;	/* the open container has no item yet */
	bool after_key; /* a key was written: its value comes next */
	unsigned depth;
} json_writer;

void json_write_init(json_writer *w, strbuf *out, bool pretty);

void json_write_begin_object(json_writer *w);
void json_write_end_object(json_writer *w);
void json_write_begin_array(json_writer *w);
void json_write_end_array(json_writer *w);
/* A member's key; the next value written is its value. */
void json_write_key(json_writer *w, const char *key);

/* A string; NULL is written as null. */
void json_write_string(json_writer *w, const char *s);
void json_write_int(json_writer *w, int64_t value);
/* A number kept as the JSON text it was read as (trusted: the reader
 * checked it), written back as the same text. */
void json_write_number_text(json_writer *w, const char *text);
void json_write_bool(json_writer *w, bool value);
void json_write_null(json_writer *w);
/* A tree the reader made (or a copy of one): numbers as their source
 * text, strings escaped again. */
void json_write_value(json_writer *w, const jvalue *v);
/* JSON text plansql wrote itself (a repair's before or after), laid out
 * again as the writer lays out its own values. */
void json_write_json(json_writer *w, const char *text);

/* key: s, left out when s is NULL. */
void json_write_member_string(json_writer *w, const char *key, const char *s);

/* Appends s as a JSON string to sb: quotes, backslash and every control
 * character escaped, other UTF-8 as it is, a byte that is not UTF-8 as
 * \ufffd (the replacement character). */
void json_put_string(strbuf *sb, const char *s);

/* s as a compact JSON string in a malloc'd text; NULL when out of memory
 * or too long. */
char *json_string_text(const char *s);

#endif
