/* The one string builder.  Errors are sticky: after a failed append every
 * later append does nothing, and strbuf_finish reports the failure.  It
 * starts in a caller's (stack) buffer and moves to the heap when that is
 * full; it never grows past its maximum length. */
#ifndef PLANSQL_STRBUF_H
#define PLANSQL_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

enum strbuf_error { STRBUF_OK = 0, STRBUF_NOMEM, STRBUF_TOOBIG };

typedef struct strbuf {
	char *text; /* always NUL-terminated while error is STRBUF_OK */
	size_t len, cap, max;
	char *fixed; /* the caller's initial buffer, never freed here */
	size_t fixed_cap;
	enum strbuf_error error;
} strbuf;

void strbuf_init(strbuf *sb, char *fixed, size_t fixed_cap, size_t max);
void strbuf_put(strbuf *sb, const char *s, size_t n);
void strbuf_puts(strbuf *sb, const char *s);
void strbuf_putc(strbuf *sb, char c);
/* For text plansql itself formats (numbers, positions): never pass plan
 * content as the format. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void strbuf_printf(strbuf *sb, const char *fmt, ...);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 0)))
#endif
void strbuf_vprintf(strbuf *sb, const char *fmt, va_list ap);
void strbuf_truncate(strbuf *sb, size_t len);
/* A malloc'd copy of the text (the builder is reset), or NULL on error. */
char *strbuf_finish(strbuf *sb);
/* Releases heap memory without producing text. */
void strbuf_release(strbuf *sb);

#endif
