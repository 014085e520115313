#include "common/diag.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "common/utf8.h"

#define DIAG_QUOTE_MAX_CHARS 60

void diag_init(diag_list *d, arena *a)
{
	memset(d, 0, sizeof *d);
	d->arena = a;
}

static void quote_code_point(strbuf *sb, uint32_t cp, const char *raw, size_t n)
{
	if (cp == '"' || cp == '\\') {
		strbuf_putc(sb, '\\');
		strbuf_putc(sb, (char)cp);
	} else if (cp == '\n') {
		strbuf_puts(sb, "\\n");
	} else if (cp == '\t') {
		strbuf_puts(sb, "\\t");
	} else if (utf8_terminal_unsafe(cp)) {
		strbuf_printf(sb, "\\u%04X", (unsigned)cp);
	} else {
		strbuf_put(sb, raw, n);
	}
}

/* Escapes s for a terminal; max_chars 0 means no limit. */
void diag_escape(strbuf *sb, const char *s, size_t max_chars)
{
	size_t len = strlen(s), i = 0, chars = 0;
	while (i < len) {
		if (max_chars && chars++ == max_chars) {
			strbuf_puts(sb, "...");
			break;
		}
		uint32_t cp;
		size_t n = utf8_decode(s + i, len - i, &cp);
		if (n == 0) { /* not UTF-8: show the byte */
			strbuf_printf(sb, "\\x%02X", (unsigned char)s[i]);
			i++;
			continue;
		}
		quote_code_point(sb, cp, s + i, n);
		i += n;
	}
}

void diag_escape_unquoted(strbuf *sb, const char *s)
{
	for (const char *quote; (quote = strchr(s, '"')); s = quote + 1) {
		size_t n = (size_t)(quote - s);
		char stack[256];
		strbuf part;
		strbuf_init(&part, stack, sizeof stack, SIZE_MAX / 2);
		strbuf_put(&part, s, n);
		if (part.error)
			strbuf_fail(sb, part.error);
		else
			diag_escape(sb, part.text, 0);
		strbuf_release(&part);
		strbuf_putc(sb, '"');
	}
	diag_escape(sb, s, 0);
}

void diag_quote(strbuf *sb, const char *s)
{
	strbuf_putc(sb, '"');
	diag_escape(sb, s, DIAG_QUOTE_MAX_CHARS);
	strbuf_putc(sb, '"');
}

void diag_vformat(strbuf *sb, const char *fmt, va_list ap)
{
	for (const char *p = fmt; *p; p++) {
		if (*p != '%') {
			strbuf_putc(sb, *p);
			continue;
		}
		p++;
		if (*p == 's') {
			const char *s = va_arg(ap, const char *);
			strbuf_puts(sb, s ? s : "(null)");
		} else if (*p == 'N') {
			const char *s = va_arg(ap, const char *);
			diag_quote(sb, s ? s : "");
		} else if (*p == 'd') {
			strbuf_printf(sb, "%d", va_arg(ap, int));
		} else if (*p == 'B') {
			strbuf_printf(sb, "%02X", va_arg(ap, int) & 0xff);
		} else if (p[0] == 'l' && p[1] == 'd') {
			strbuf_printf(sb, "%ld", va_arg(ap, long));
			p++;
		} else if (p[0] == 'l' && p[1] == 'l' && p[2] == 'd') {
			strbuf_printf(sb, "%lld", va_arg(ap, long long));
			p += 2;
		} else if (p[0] == 'z' && p[1] == 'u') {
			strbuf_printf(sb, "%zu", va_arg(ap, size_t));
			p++;
		} else if (*p == '%') {
			strbuf_putc(sb, '%');
		} else {
			strbuf_putc(sb,
				    '%'); /* unknown directive: print as is */
			if (!*p)
				break;
			strbuf_putc(sb, *p);
		}
	}
}

static const char *format_into_arena(diag_list *d, const char *fmt, va_list ap)
{
	char stack[256];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 16);
	diag_vformat(&sb, fmt, ap);
	const char *s =
	    sb.error ? NULL : arena_strndup(d->arena, sb.text, sb.len);
	strbuf_release(&sb);
	if (!s)
		d->out_of_memory = 1;
	return s;
}

static plansql_diagnostic *diag_append(diag_list *d)
{
	if (d->count == d->cap) {
		size_t cap = d->cap ? d->cap * 2 : 8;
		plansql_diagnostic *items =
		    arena_calloc(d->arena, cap, sizeof *items);
		if (!items) {
			d->out_of_memory = 1;
			return NULL;
		}
		if (d->count)
			memcpy(items, d->items, d->count * sizeof *items);
		d->items = items;
		d->cap = cap;
	}
	return &d->items[d->count++];
}

const char *diag_severity_name(plansql_severity severity)
{
	switch (severity) {
	case PLANSQL_ERROR:
		return "error";
	case PLANSQL_WARNING:
		return "warning";
	case PLANSQL_FIXED:
		return "fixed";
	}
	return "unknown";
}

plansql_diagnostic *diag_add(diag_list *d, plansql_severity severity,
			     const char *code, const char *pointer,
			     const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	plansql_diagnostic *diag =
	    diag_vadd(d, severity, code, pointer, fmt, ap);
	va_end(ap);
	return diag;
}

plansql_diagnostic *diag_vadd(diag_list *d, plansql_severity severity,
			      const char *code, const char *pointer,
			      const char *fmt, va_list ap)
{
	if (severity == PLANSQL_ERROR)
		d->errors++; /* counted even if the text cannot be stored */
	const char *message = format_into_arena(d, fmt, ap);
	const char *where = arena_strdup(d->arena, pointer ? pointer : "");
	plansql_diagnostic *diag = message && where ? diag_append(d) : NULL;
	if (!diag) {
		d->out_of_memory = 1;
		return NULL;
	}
	diag->severity = severity;
	diag->code = code;
	diag->pointer = where;
	diag->message = message;
	diag->hint = NULL;
	diag->offset = -1;
	diag->line = diag->column = 0;
	diag->before = diag->after = NULL;
	diag->in_patch = 0;
	return diag;
}

void diag_hint(diag_list *d, plansql_diagnostic *diag, const char *fmt, ...)
{
	if (!diag)
		return;
	va_list ap;
	va_start(ap, fmt);
	diag->hint = format_into_arena(d, fmt, ap);
	va_end(ap);
}

void diag_change(diag_list *d, plansql_diagnostic *diag, const char *before,
		 const char *after)
{
	if (!diag)
		return;
	diag->before = before ? arena_strdup(d->arena, before) : NULL;
	diag->after = after ? arena_strdup(d->arena, after) : NULL;
}

void diag_position(plansql_diagnostic *diag, const char *text, size_t offset)
{
	if (!diag)
		return;
	long line = 1, column = 1;
	for (size_t i = 0; i < offset; i++) {
		if (text[i] == '\n') {
			line++;
			column = 1;
		} else if (((unsigned char)text[i] & 0xc0) != 0x80) {
			column++; /* count characters, not continuation bytes */
		}
	}
	diag->offset = (long)offset;
	diag->line = line;
	diag->column = column;
}

/* Hot: the reader, the audit and lowering name nodes as they go, so
 * pointers are written straight into the arena, in one pass when they
 * need no escape. */

/* parent + "/" + the n bytes of step, which need no escape. */
static const char *pointer_join(arena *a, const char *parent, const char *step,
				size_t n)
{
	if (!parent)
		parent = "";
	size_t head = strlen(parent);
	char *out = arena_alloc(a, head + n + 2);
	if (!out)
		return NULL;
	memcpy(out, parent, head);
	out[head] = '/';
	memcpy(out + head + 1, step, n);
	out[head + 1 + n] = '\0';
	return out;
}

const char *diag_pointer_key(arena *a, const char *parent, const char *key)
{
	size_t plain = 0, escapes = 0;
	while (key[plain] && key[plain] != '~' && key[plain] != '/')
		plain++;
	if (!key[plain])
		return pointer_join(a, parent, key, plain);
	size_t len = plain;
	for (; key[len]; len++)
		escapes += key[len] == '~' || key[len] == '/';
	if (!parent)
		parent = "";
	size_t head = strlen(parent);
	char *out = arena_alloc(a, head + len + escapes + 2);
	if (!out)
		return NULL;
	memcpy(out, parent, head);
	char *o = out + head;
	*o++ = '/';
	for (const char *k = key; *k; k++) {
		if (*k == '~' || *k == '/') {
			*o++ = '~';
			*o++ = *k == '~' ? '0' : '1';
		} else {
			*o++ = *k;
		}
	}
	*o = '\0';
	return out;
}

const char *diag_pointer_index(arena *a, const char *parent, size_t index)
{
	char digits[DECIMAL_TEXT_BYTES];
	size_t len = strbuf_decimal_text(digits, (int64_t)index);
	return pointer_join(a, parent, digits, len);
}
