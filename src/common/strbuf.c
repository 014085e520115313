#include "common/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void strbuf_init(strbuf *sb, char *fixed, size_t fixed_cap, size_t max)
{
	sb->fixed = fixed_cap ? fixed : NULL;
	sb->fixed_cap = sb->fixed ? fixed_cap : 0;
	sb->text = sb->fixed;
	sb->cap = sb->fixed_cap;
	sb->len = 0;
	sb->max = max;
	sb->error = STRBUF_OK;
	if (sb->text)
		sb->text[0] = '\0';
}

void strbuf_fail(strbuf *sb, enum strbuf_error error)
{
	strbuf_release(sb);
	sb->error = error;
}

/* Makes room for n more bytes and the terminator. */
static int strbuf_reserve(strbuf *sb, size_t n)
{
	if (sb->error)
		return 0;
	if (n > sb->max || sb->len > sb->max - n) {
		strbuf_fail(sb, STRBUF_TOOBIG);
		return 0;
	}
	size_t need = sb->len + n + 1;
	if (need <= sb->cap)
		return 1;
	size_t cap = sb->cap ? sb->cap : 64;
	while (cap < need)
		cap *= 2;
	char *text =
	    sb->text == sb->fixed ? malloc(cap) : realloc(sb->text, cap);
	if (!text) {
		strbuf_fail(sb, STRBUF_NOMEM);
		return 0;
	}
	if (sb->text == sb->fixed && sb->len)
		memcpy(text, sb->fixed, sb->len);
	sb->text = text;
	sb->cap = cap;
	return 1;
}

void strbuf_put_grow(strbuf *sb, const char *s, size_t n)
{
	if (!strbuf_reserve(sb, n))
		return;
	memcpy(sb->text + sb->len, s, n);
	sb->len += n;
	sb->text[sb->len] = '\0';
}

size_t strbuf_decimal_text(char out[DECIMAL_TEXT_BYTES], int64_t value)
{
	char digits[DECIMAL_TEXT_BYTES], *end = digits + sizeof digits,
					 *d = end;
	/* through the unsigned magnitude, so INT64_MIN has one */
	uint64_t magnitude = value < 0 ? 0 - (uint64_t)value : (uint64_t)value;
	do
		*--d = (char)('0' + magnitude % 10);
	while (magnitude /= 10);
	if (value < 0)
		*--d = '-';
	size_t len = (size_t)(end - d);
	memcpy(out, d, len);
	out[len] = '\0';
	return len;
}

void strbuf_put_int(strbuf *sb, int64_t value)
{
	char digits[DECIMAL_TEXT_BYTES];
	strbuf_put(sb, digits, strbuf_decimal_text(digits, value));
}

void strbuf_vprintf(strbuf *sb, const char *fmt, va_list ap)
{
	char small[128];
	va_list copy;
	va_copy(copy, ap);
	int n = vsnprintf(small, sizeof small, fmt, copy);
	va_end(copy);
	if (n < 0) {
		strbuf_fail(sb, STRBUF_NOMEM);
		return;
	}
	if ((size_t)n < sizeof small) {
		strbuf_put(sb, small, (size_t)n);
		return;
	}
	if (!strbuf_reserve(sb, (size_t)n))
		return;
	vsnprintf(sb->text + sb->len, (size_t)n + 1, fmt, ap);
	sb->len += (size_t)n;
}

void strbuf_printf(strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	strbuf_vprintf(sb, fmt, ap);
	va_end(ap);
}

void strbuf_truncate(strbuf *sb, size_t len)
{
	if (!sb->error && len < sb->len) {
		sb->len = len;
		sb->text[len] = '\0';
	}
}

char *strbuf_finish(strbuf *sb)
{
	if (sb->error) { /* nothing to hand out: nothing kept either */
		strbuf_release(sb);
		return NULL;
	}
	char *out;
	if (sb->text && sb->text != sb->fixed) {
		out = sb->text;
	} else {
		out = malloc(sb->len + 1);
		if (out) {
			if (sb->len)
				memcpy(out, sb->text, sb->len);
			out[sb->len] = '\0';
		}
	}
	sb->text = sb->fixed;
	sb->cap = sb->fixed_cap;
	sb->len = 0;
	if (sb->text)
		sb->text[0] = '\0';
	return out;
}

void strbuf_release(strbuf *sb)
{
	if (sb->text && sb->text != sb->fixed)
		free(sb->text);
	sb->text = sb->fixed;
	sb->cap = sb->fixed_cap;
	sb->len = 0;
	if (sb->text)
		sb->text[0] = '\0';
}
