/* The one string builder.  Errors are sticky: after a failed append every
 * later append does nothing, and strbuf_finish reports the failure.  It
 * starts in a caller's (stack) buffer and moves to the heap when that is
 * full; it never grows past its maximum length. */
#ifndef PLANSQL_STRBUF_H
#define PLANSQL_STRBUF_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum strbuf_error { STRBUF_OK = 0, STRBUF_NOMEM, STRBUF_TOOBIG };

typedef struct strbuf {
	char *text; /* always NUL-terminated while error is STRBUF_OK */
	size_t len, cap, max;
	char *fixed; /* the caller's initial buffer, never freed here */
	size_t fixed_cap;
	enum strbuf_error error;
} strbuf;

void strbuf_init(strbuf *sb, char *fixed, size_t fixed_cap, size_t max);
/* The slow path of strbuf_put: growing, or failing. */
void strbuf_put_grow(strbuf *sb, const char *s, size_t n);

/* Inline: the printer appends many short pieces, nearly always with room
 * to spare. */
static inline void strbuf_put(strbuf *sb, const char *s, size_t n)
{
	if (!sb->error && n < sb->cap - sb->len && sb->len + n <= sb->max) {
		memcpy(sb->text + sb->len, s, n);
		sb->len += n;
		sb->text[sb->len] = '\0';
		return;
	}
	strbuf_put_grow(sb, s, n);
}

static inline void strbuf_puts(strbuf *sb, const char *s)
{
	strbuf_put(sb, s, strlen(s));
}

static inline void strbuf_putc(strbuf *sb, char c)
{
	if (!sb->error && sb->cap - sb->len > 1 && sb->len < sb->max) {
		sb->text[sb->len++] = c;
		sb->text[sb->len] = '\0';
		return;
	}
	strbuf_put_grow(sb, &c, 1);
}

/* Room for the decimal digits of any 64-bit integer, its sign and a NUL. */
#define DECIMAL_TEXT_BYTES 24
/* The decimal digits of value, NUL-terminated at the start of out; their
 * length.  The one integer formatter: printf's costs more than a
 * compile's other work on names numbered by the hundred. */
size_t strbuf_decimal_text(char out[DECIMAL_TEXT_BYTES], int64_t value);
/* The decimal digits of value. */
void strbuf_put_int(strbuf *sb, int64_t value);
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
/* Fails sb with error (STRBUF_NOMEM or STRBUF_TOOBIG), as a failed
 * append does: its memory is released and every later append does
 * nothing.  The one way to pass on another builder's failure. */
void strbuf_fail(strbuf *sb, enum strbuf_error error);
/* A malloc'd copy of the text (the builder is reset), or NULL on error
 * (its memory released all the same). */
char *strbuf_finish(strbuf *sb);
/* Releases heap memory without producing text. */
void strbuf_release(strbuf *sb);

#endif
