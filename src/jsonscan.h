/* A strict lexical check of a JSON document before json-c builds it.
 * json-c accepts things plansql must not (NaN, lone surrogates turned into
 * U+FFFD, NUL inside strings, raw control characters, duplicate keys with
 * the first silently lost, out-of-range integers clamped), so the scanner
 * rejects them first, with a byte offset and, where it knows one, the
 * JSON Pointer of the node. */
#ifndef PLANSQL_JSONSCAN_H
#define PLANSQL_JSONSCAN_H

#include <stddef.h>

#include "arena.h"
#include "diag.h"

/* The sizes a kind of document may reach. */
struct json_limits {
	size_t max_bytes, max_list;
};

extern const struct json_limits plan_limits, catalog_limits;

/* Returns 0 when text is one JSON value within limits (and plansql's
 * depth and string limits), else -1 after adding one error to d.
 * *start is set past a UTF-8 BOM. */
int json_scan(const char *text, size_t len, const struct json_limits *limits,
	      size_t *start, diag_list *d, arena *scratch);

#endif
