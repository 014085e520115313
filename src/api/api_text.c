/* The public string builder (plansql.h, "Text and JSON"): the
 * library's own strbuf behind an opaque handle. */
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>

#include "api/api_text.h"
#include "common/display.h"


plansql_str *plansql_str_new(size_t limit)
{
	plansql_str *str = malloc(sizeof *str);
	if (!str)
		return NULL;
	strbuf_init(&str->sb, NULL, 0, limit ? limit : SIZE_MAX / 2);
	str->misuse = false;
	return str;
}

void plansql_str_append(plansql_str *str, const char *text, size_t len)
{
	if (str && text)
		strbuf_put(&str->sb, text, len);
}

void plansql_str_appends(plansql_str *str, const char *text)
{
	if (str && text)
		strbuf_puts(&str->sb, text);
}

void plansql_str_appendc(plansql_str *str, char c)
{
	if (str)
		strbuf_putc(&str->sb, c);
}

void plansql_str_appendf(plansql_str *str, const char *format, ...)
{
	if (!str || !format)
		return;
	va_list ap;
	va_start(ap, format);
	strbuf_vprintf(&str->sb, format, ap);
	va_end(ap);
}

void plansql_str_reset(plansql_str *str)
{
	if (!str)
		return;
	size_t max = str->sb.max;
	strbuf_release(&str->sb);
	strbuf_init(&str->sb, NULL, 0, max);
	str->misuse = false;
}

int plansql_str_error(const plansql_str *str)
{
	if (!str || str->misuse)
		return PLANSQL_MISUSE;
	switch (str->sb.error) {
	case STRBUF_OK:
		return PLANSQL_OK;
	case STRBUF_NOMEM:
		return PLANSQL_NOMEM;
	case STRBUF_TOOBIG:
		return PLANSQL_TOOBIG;
	}
	return PLANSQL_NOMEM;
}

const char *plansql_str_text(const plansql_str *str)
{
	return str && !str->sb.error && str->sb.text ? str->sb.text : "";
}

size_t plansql_str_length(const plansql_str *str)
{
	return str && !str->sb.error ? str->sb.len : 0;
}

char *plansql_str_finish(plansql_str *str)
{
	if (!str)
		return NULL;
	char *text = strbuf_finish(&str->sb);
	free(str);
	return text;
}

void plansql_str_free(plansql_str *str)
{
	if (!str)
		return;
	strbuf_release(&str->sb);
	free(str);
}

size_t plansql_str_append_display(plansql_str *str, const char *text,
				  const char *marked, unsigned flags)
{
	if (!text)
		return 0;
	unsigned own = flags & PLANSQL_DISPLAY_SQL ? DISPLAY_SQL : 0;
	return display_put(str ? &str->sb : NULL, text, marked, own);
}
