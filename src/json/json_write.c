#include "json/json_write.h"

#include <string.h>

#include "common/utf8.h"

void json_write_init(json_writer *w, strbuf *out, bool pretty)
{
	*w = (json_writer){.out = out, .pretty = pretty, .first = true};
}

static void indent(json_writer *w)
{
	for (unsigned i = 0; i < w->depth; i++)
		strbuf_put(w->out, "  ", 2);
}

/* What comes before an item: nothing after a key, else a comma after an
 * earlier item, and in pretty output a new line at the item's depth. */
static void separate(json_writer *w)
{
	if (w->after_key) {
		w->after_key = false;
		return;
	}
	if (!w->depth)
		return;
	if (!w->first)
		strbuf_putc(w->out, ',');
	w->first = false;
	if (w->pretty) {
		strbuf_putc(w->out, '\n');
		indent(w);
	}
}

static void begin(json_writer *w, char open)
{
	separate(w);
	strbuf_putc(w->out, open);
	w->depth++;
	w->first = true;
}

/* json-c's layout of pretty output, kept byte for byte: an empty
 * container is closed on a line of its own too. */
static void end(json_writer *w, char close)
{
	if (w->depth)
		w->depth--;
	if (w->pretty) {
		strbuf_putc(w->out, '\n');
		indent(w);
	}
	strbuf_putc(w->out, close);
	w->first = false; /* the container was an item of its parent */
}

void json_write_begin_object(json_writer *w)
{
	begin(w, '{');
}

void json_write_end_object(json_writer *w)
{
	end(w, '}');
}

void json_write_begin_array(json_writer *w)
{
	begin(w, '[');
}

void json_write_end_array(json_writer *w)
{
	end(w, ']');
}

void json_write_key(json_writer *w, const char *key)
{
	separate(w);
	json_put_string(w->out, key);
	strbuf_puts(w->out, w->pretty ? ": " : ":");
	w->after_key = true;
}

void json_write_string(json_writer *w, const char *s)
{
	separate(w);
	if (s)
		json_put_string(w->out, s);
	else
		strbuf_puts(w->out, "null");
}

void json_write_int(json_writer *w, int64_t value)
{
	separate(w);
	strbuf_put_int(w->out, value);
}

void json_write_number_text(json_writer *w, const char *text)
{
	separate(w);
	strbuf_puts(w->out, text);
}

void json_write_bool(json_writer *w, bool value)
{
	separate(w);
	strbuf_puts(w->out, value ? "true" : "false");
}

void json_write_null(json_writer *w)
{
	separate(w);
	strbuf_puts(w->out, "null");
}

void json_write_member_string(json_writer *w, const char *key, const char *s)
{
	if (!s)
		return;
	json_write_key(w, key);
	json_write_string(w, s);
}

void json_write_value(json_writer *w, const jvalue *v)
{
	switch (json_value_type(v)) {
	case JV_NULL:
		json_write_null(w);
		return;
	case JV_BOOLEAN:
		json_write_bool(w, v->as.boolean);
		return;
	case JV_INT:
	case JV_DOUBLE:
		separate(w);
		strbuf_put(w->out, v->src, v->src_len);
		return;
	case JV_STRING:
		json_write_string(w, v->as.string);
		return;
	case JV_ARRAY:
		json_write_begin_array(w);
		for (size_t i = 0; i < v->count; i++)
			json_write_value(w, &v->as.items[i]);
		json_write_end_array(w);
		return;
	case JV_OBJECT:
		json_write_begin_object(w);
		for (size_t i = 0; i < v->count; i++) {
			json_write_key(w, v->as.members[i].key);
			json_write_value(w, &v->as.members[i].value);
		}
		json_write_end_object(w);
		return;
	}
}

/* The end of the JSON string that starts at s (its opening quote). */
static const char *string_end(const char *s)
{
	for (s++; *s && *s != '"'; s++)
		if (*s == '\\' && s[1])
			s++;
	return *s ? s + 1 : s;
}

static const char *skip_space(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	return s;
}

/* A string, number or literal copied as it is; a string followed by a
 * colon is a key. */
static const char *copy_token(json_writer *w, const char *s)
{
	const char *stop = s;
	if (*s == '"')
		stop = string_end(s);
	else
		while (*stop && !strchr(",:]} \t\r\n", *stop))
			stop++;
	const char *next = skip_space(stop);
	separate(w);
	strbuf_put(w->out, s, (size_t)(stop - s));
	if (*s == '"' && *next == ':') {
		strbuf_puts(w->out, w->pretty ? ": " : ":");
		w->after_key = true;
		next++;
	}
	return stop == s ? s + 1 : next;
}

/* Token by token, not through a tree: the text is plansql's own, so it
 * is valid JSON and only its layout changes. */
void json_write_json(json_writer *w, const char *text)
{
	for (const char *s = skip_space(text); *s; s = skip_space(s)) {
		if (*s == '{' || *s == '[')
			begin(w, *s++);
		else if (*s == '}' || *s == ']')
			end(w, *s++);
		else if (*s == ',')
			s++;
		else
			s = copy_token(w, s);
	}
}

/* json-c's escapes, kept: the short forms where JSON has them, else
 * \u00XX in lower case. */
static void put_escape(strbuf *sb, unsigned char c)
{
	static const char hex[] = "0123456789abcdef";
	const char *named = NULL;
	switch (c) {
	case '"':
		named = "\\\"";
		break;
	case '\\':
		named = "\\\\";
		break;
	case '\b':
		named = "\\b";
		break;
	case '\f':
		named = "\\f";
		break;
	case '\n':
		named = "\\n";
		break;
	case '\r':
		named = "\\r";
		break;
	case '\t':
		named = "\\t";
		break;
	}
	if (named) {
		strbuf_puts(sb, named);
		return;
	}
	char u[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
	strbuf_put(sb, u, sizeof u);
}

void json_put_string(strbuf *sb, const char *s)
{
	size_t len = strlen(s), i = 0;
	strbuf_putc(sb, '"');
	while (i < len) {
		size_t plain = i;
		while (plain < len && (unsigned char)s[plain] >= 0x20 &&
		       (unsigned char)s[plain] < 0x80 && s[plain] != '"' &&
		       s[plain] != '\\')
			plain++;
		strbuf_put(sb, s + i, plain - i);
		if ((i = plain) == len)
			break;
		unsigned char c = (unsigned char)s[i];
		uint32_t cp;
		size_t n = c < 0x80 ? 1 : utf8_decode(s + i, len - i, &cp);
		if (c < 0x80)
			put_escape(sb, c);
		else if (n)
			strbuf_put(sb, s + i, n);
		else
			strbuf_puts(sb, "\\ufffd");
		i += n ? n : 1;
	}
	strbuf_putc(sb, '"');
}

char *json_string_text(const char *s)
{
	char stack[256];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, (size_t)1 << 30);
	json_put_string(&sb, s);
	return strbuf_finish(&sb);
}
