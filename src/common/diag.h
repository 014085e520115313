/* Diagnostics: findings with a stable code, a severity, the JSON Pointer
 * of the node, a message and an optional hint.  Messages are formatted by
 * diag_format, whose %N directive prints untrusted plan text quoted and
 * with control and bidirectional characters escaped, so no caller ever
 * pastes plan content into a terminal unescaped. */
#ifndef PLANSQL_DIAG_H
#define PLANSQL_DIAG_H

#include <stdarg.h>
#include <stddef.h>

#include "common/arena.h"
#include "plansql.h"
#include "common/strbuf.h"

typedef struct diag_list {
	arena *arena; /* owns the diagnostics and their strings */
	plansql_diagnostic *items;
	size_t count, cap;
	size_t errors;
	int out_of_memory;
} diag_list;

void diag_init(diag_list *d, arena *a);

/* Appends a diagnostic and returns it (NULL when out of memory).  fmt
 * directives: %s trusted text, %N untrusted text, %d int, %B an int as
 * two hex digits, %ld long, %zu size_t, %lld long long, %% percent. */
plansql_diagnostic *diag_add(diag_list *d, plansql_severity severity,
			     const char *code, const char *pointer,
			     const char *fmt, ...);
/* diag_add with the arguments as a va_list, for functions that report
 * in their own words. */
plansql_diagnostic *diag_vadd(diag_list *d, plansql_severity severity,
			      const char *code, const char *pointer,
			      const char *fmt, va_list ap);
/* "error", "warning", "fixed" (plansql_severity_name), "unknown" for
 * another value. */
const char *diag_severity_name(plansql_severity severity);
#define diag_error(d, ...)   diag_add((d), PLANSQL_ERROR, __VA_ARGS__)
#define diag_warning(d, ...) diag_add((d), PLANSQL_WARNING, __VA_ARGS__)

/* Sets the hint of a diagnostic (same directives); ignores NULL. */
void diag_hint(diag_list *d, plansql_diagnostic *diag, const char *fmt, ...);
/* Records what a repair changed, as JSON texts (copied). */
void diag_change(diag_list *d, plansql_diagnostic *diag, const char *before,
		 const char *after);
/* Records the byte position of a diagnostic within text. */
void diag_position(plansql_diagnostic *diag, const char *text, size_t offset);

/* The directive formatter behind diag_add, usable for other messages. */
void diag_vformat(strbuf *sb, const char *fmt, va_list ap);
/* Appends untrusted text quoted and escaped (the %N directive). */
void diag_quote(strbuf *sb, const char *s);
/* Appends untrusted text escaped, without quotes; after max_chars
 * characters (0: no limit) it ends with "...". */
void diag_escape(strbuf *sb, const char *s, size_t max_chars);
/* The same, whole, with its double quotes kept as they are: for text
 * that is not itself quoted (an engine's message). */
void diag_escape_unquoted(strbuf *sb, const char *s);

/* JSON Pointers: parent + "/" + escaped key, or + "/" + index.  They
 * return NULL when out of memory; parent may be NULL for the root. */
const char *diag_pointer_key(arena *a, const char *parent, const char *key);
const char *diag_pointer_index(arena *a, const char *parent, size_t index);

#endif
