/* The strict JSON reader: text to a jvalue tree in one pass.  It refuses
 * what a lenient parser would let through and plansql must not: NaN,
 * lone surrogates, NUL inside strings, raw control characters, invalid
 * UTF-8, duplicate keys, integers past 64 bits, and anything past the
 * limits; each with a byte offset and, where it knows one, the JSON
 * Pointer of the node. */
#ifndef PLANSQL_JSON_SCAN_H
#define PLANSQL_JSON_SCAN_H

#include <stddef.h>

#include "common/arena.h"
#include "common/diag.h"
#include "json/json_value.h"

/* The sizes a kind of document may reach.  max_depth 0 means
 * PLANSQL_MAX_DEPTH; more than PLANSQL_MAX_SCAN_DEPTH is that.
 * max_string 0 means PLANSQL_MAX_STRING_BYTES, the bound for what
 * people and models write; JSON plansql wrote itself may hold more. */
struct json_limits {
	size_t max_bytes, max_list;
	int max_depth;
	size_t max_string;
};

extern const struct json_limits json_plan_limits, json_catalog_limits;

/* The tree of text (one JSON value, possibly null; a leading UTF-8 BOM
 * is skipped), allocated in out and valid while out and text are; NULL
 * after adding one error to d.  text need not be NUL-terminated.  String
 * values go to the arena strings, so a reader that keeps them need not
 * copy them. */
const jvalue *json_scan(const char *text, size_t len,
			const struct json_limits *limits, diag_list *d,
			arena *out, arena *strings);
/* The same for a whole document, which null is not. */
const jvalue *json_scan_document(const char *text, size_t len,
				 const struct json_limits *limits, diag_list *d,
				 arena *out, arena *strings);

#endif
