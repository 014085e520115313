#include "jsonscan.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "limits.h"
#include "strbuf.h"
#include "utf8.h"

struct path_step {
	enum { STEP_NONE, STEP_KEY, STEP_INDEX } kind;
	const char *key;
	size_t index;
};

struct key_seen {
	const char *key;
	size_t len, offset;
};

const struct json_limits plan_limits = {PLANSQL_MAX_INPUT_BYTES,
					PLANSQL_MAX_LIST};
const struct json_limits catalog_limits = {PLANSQL_MAX_CATALOG_BYTES,
					   PLANSQL_MAX_CATALOG_LIST};

typedef struct scanner {
	const struct json_limits *limits;
	const char *text;
	size_t len, pos;
	diag_list *d;
	arena *scratch;
	int depth;
	struct path_step path[PLANSQL_MAX_DEPTH + 1];
	strbuf key; /* the decoded text of the key being read */
} scanner;

/* The JSON Pointer of the node being scanned, in the scratch arena. */
static const char *current_pointer(scanner *s)
{
	char stack[512];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 20);
	for (int i = 0; i < s->depth; i++) {
		const struct path_step *p = &s->path[i];
		if (p->kind == STEP_KEY) {
			const char *k = pointer_key(s->scratch, "", p->key);
			strbuf_puts(&sb, k ? k : "/?");
		} else if (p->kind == STEP_INDEX) {
			strbuf_printf(&sb, "/%zu", p->index);
		}
	}
	const char *p = sb.error ? NULL : arena_strdup(s->scratch, sb.text);
	strbuf_release(&sb);
	return p ? p : "";
}

static int fail_at(scanner *s, size_t at, const char *code, const char *fmt,
		   ...)
{
	const char *pointer = current_pointer(s);
	va_list ap;
	va_start(ap, fmt);
	char mstack[256];
	strbuf msg;
	strbuf_init(&msg, mstack, sizeof mstack, 4096);
	diag_vformat(&msg, fmt, ap);
	va_end(ap);
	plansql_diagnostic *diag =
	    diag_add(s->d, PLANSQL_ERROR, code, pointer, "%s",
		     msg.error ? "malformed JSON" : msg.text);
	strbuf_release(&msg);
	diag_position(diag, s->text, at);
	return -1;
}

static void skip_space(scanner *s)
{
	while (s->pos < s->len) {
		char c = s->text[s->pos];
		if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
			return;
		s->pos++;
	}
}

static int at_end(scanner *s)
{
	return s->pos >= s->len;
}

static int unexpected(scanner *s, const char *expected)
{
	if (at_end(s))
		return fail_at(s, s->pos, "invalid-json",
			       "unexpected end of input, expected %s",
			       expected);
	unsigned char c = (unsigned char)s->text[s->pos];
	if (c >= 0x20 && c < 0x7f) {
		char shown[2] = {(char)c, 0};
		return fail_at(s, s->pos, "invalid-json",
			       "unexpected character %N, expected %s", shown,
			       expected);
	}
	return fail_at(s, s->pos, "invalid-json",
		       "unexpected byte 0x%B, expected %s", (int)c, expected);
}

static int hex4(const char *p, uint32_t *out)
{
	uint32_t v = 0;
	for (int i = 0; i < 4; i++) {
		char c = p[i];
		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= (uint32_t)(c - '0');
		else if (c >= 'a' && c <= 'f')
			v |= (uint32_t)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			v |= (uint32_t)(c - 'A' + 10);
		else
			return -1;
	}
	*out = v;
	return 0;
}

/* Reads a \uXXXX escape (s->pos at the backslash), joining surrogate
 * pairs; lone surrogates and NUL are rejected, never replaced. */
static int scan_unicode_escape(scanner *s, uint32_t *cp)
{
	size_t at = s->pos;
	if (s->len - s->pos < 6 || hex4(s->text + s->pos + 2, cp))
		return fail_at(s, at, "invalid-json",
			       "\\u must be followed by four hex digits");
	s->pos += 6;
	if (*cp >= 0xdc00 && *cp <= 0xdfff)
		return fail_at(s, at, "lone-surrogate",
			       "unpaired low surrogate in a \\u escape");
	if (*cp >= 0xd800 && *cp <= 0xdbff) {
		uint32_t low;
		if (s->len - s->pos < 6 || s->text[s->pos] != '\\' ||
		    s->text[s->pos + 1] != 'u' ||
		    hex4(s->text + s->pos + 2, &low) || low < 0xdc00 ||
		    low > 0xdfff)
			return fail_at(
			    s, at, "lone-surrogate",
			    "unpaired high surrogate in a \\u escape");
		s->pos += 6;
		*cp = 0x10000 + ((*cp - 0xd800) << 10) + (low - 0xdc00);
	}
	if (*cp == 0)
		return fail_at(s, at, "nul-character",
			       "a string contains NUL (\\u0000)");
	return 0;
}

static int scan_escape(scanner *s, strbuf *out)
{
	if (s->pos + 1 >= s->len)
		return unexpected(s, "an escape sequence");
	char e = s->text[s->pos + 1];
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	const char *hit = e ? strchr(from, e) : NULL;
	if (hit) {
		if (out)
			strbuf_putc(out, to[hit - from]);
		s->pos += 2;
		return 0;
	}
	if (e != 'u') {
		char shown[3] = {'\\', e, 0};
		return fail_at(s, s->pos, "invalid-json",
			       "invalid escape %N in a string", shown);
	}
	uint32_t cp;
	if (scan_unicode_escape(s, &cp))
		return -1;
	if (out) {
		char buf[4];
		strbuf_put(out, buf, utf8_encode(cp, buf));
	}
	return 0;
}

static int scan_raw_char(scanner *s, strbuf *out)
{
	unsigned char c = (unsigned char)s->text[s->pos];
	if (c == 0)
		return fail_at(s, s->pos, "nul-character",
			       "a string contains a NUL byte");
	if (c < 0x20)
		return fail_at(
		    s, s->pos, "control-character",
		    "a string contains the control character U+00%B; "
		    "escape it as \\n, \\t or \\u00XX",
		    (int)c);
	uint32_t cp;
	size_t n = utf8_decode(s->text + s->pos, s->len - s->pos, &cp);
	if (n == 0)
		return fail_at(s, s->pos, "invalid-utf8",
			       "a string is not valid UTF-8");
	if (out)
		strbuf_put(out, s->text + s->pos, n);
	s->pos += n;
	return 0;
}

/* Reads a string (s->pos at the opening quote); decodes it into out
 * when out is not NULL. */
static int scan_string(scanner *s, strbuf *out)
{
	size_t start = s->pos++;
	for (;;) {
		if (at_end(s))
			return fail_at(s, start, "invalid-json",
				       "a string is not terminated");
		if (s->pos - start - 1 > PLANSQL_MAX_STRING_BYTES)
			return fail_at(s, start, "too-long",
				       "a string is longer than %d bytes",
				       PLANSQL_MAX_STRING_BYTES);
		char c = s->text[s->pos];
		if (c == '"') {
			s->pos++;
			return 0;
		}
		int rc =
		    c == '\\' ? scan_escape(s, out) : scan_raw_char(s, out);
		if (rc)
			return rc;
	}
}

static size_t scan_digits(scanner *s)
{
	size_t n = 0;
	while (!at_end(s) && s->text[s->pos] >= '0' && s->text[s->pos] <= '9')
		s->pos++, n++;
	return n;
}

/* Checks the value of a grammatical number: integers must fit in 64
 * bits, other numbers must be finite doubles. */
static int check_number_range(scanner *s, size_t start, int integral)
{
	char stack[64];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 16);
	strbuf_put(&sb, s->text + start, s->pos - start);
	int ok = !sb.error;
	errno = 0;
	if (ok && integral) {
		(void)strtoll(sb.text, NULL, 10);
		ok = errno != ERANGE;
	} else if (ok) {
		double v = strtod(sb.text, NULL);
		ok = isfinite(v);
	}
	strbuf_release(&sb);
	if (!ok)
		return fail_at(s, start, "number-range",
			       integral ? "integer outside the 64-bit range"
					: "number too large for a double");
	return 0;
}

static int scan_number(scanner *s)
{
	size_t start = s->pos;
	if (s->text[s->pos] == '-')
		s->pos++;
	if (!at_end(s) && s->text[s->pos] == '0') {
		s->pos++;
		if (!at_end(s) && s->text[s->pos] >= '0' &&
		    s->text[s->pos] <= '9')
			return fail_at(s, start, "invalid-json",
				       "numbers must not have leading zeros");
	} else if (scan_digits(s) == 0) {
		return unexpected(s, "a digit");
	}
	int integral = 1;
	if (!at_end(s) && s->text[s->pos] == '.') {
		s->pos++;
		integral = 0;
		if (scan_digits(s) == 0)
			return unexpected(s, "a digit after the decimal point");
	}
	if (!at_end(s) && (s->text[s->pos] == 'e' || s->text[s->pos] == 'E')) {
		s->pos++;
		integral = 0;
		if (!at_end(s) &&
		    (s->text[s->pos] == '+' || s->text[s->pos] == '-'))
			s->pos++;
		if (scan_digits(s) == 0)
			return unexpected(s, "a digit in the exponent");
	}
	return check_number_range(s, start, integral);
}

static int scan_literal(scanner *s)
{
	static const char *const words[] = {"true", "false", "null"};
	for (size_t i = 0; i < 3; i++) {
		size_t n = strlen(words[i]);
		if (s->len - s->pos >= n &&
		    !memcmp(s->text + s->pos, words[i], n)) {
			s->pos += n;
			return 0;
		}
	}
	if (s->len - s->pos >= 3 && (!memcmp(s->text + s->pos, "NaN", 3) ||
				     !memcmp(s->text + s->pos, "Inf", 3)))
		return fail_at(s, s->pos, "invalid-json",
			       "NaN and Infinity are not JSON numbers");
	return unexpected(s, "a value");
}

static int scan_value(scanner *s);

static int enter(scanner *s, size_t at)
{
	if (s->depth >= PLANSQL_MAX_DEPTH)
		return fail_at(s, at, "too-deep",
			       "nesting deeper than %d levels",
			       PLANSQL_MAX_DEPTH);
	s->depth++;
	return 0;
}

static int scan_array(scanner *s)
{
	if (enter(s, s->pos))
		return -1;
	struct path_step *step = &s->path[s->depth - 1];
	step->kind = STEP_INDEX;
	step->index = 0;
	s->pos++;
	skip_space(s);
	if (!at_end(s) && s->text[s->pos] == ']') {
		s->pos++;
		s->depth--;
		return 0;
	}
	for (;;) {
		if (step->index >= s->limits->max_list)
			return fail_at(s, s->pos, "too-many",
				       "an array has more than %zu items",
				       s->limits->max_list);
		if (scan_value(s))
			return -1;
		skip_space(s);
		if (at_end(s) ||
		    (s->text[s->pos] != ',' && s->text[s->pos] != ']'))
			return unexpected(s, "',' or ']'");
		if (s->text[s->pos++] == ']')
			break;
		step->index++;
		skip_space(s);
	}
	s->depth--;
	return 0;
}

static int compare_keys(const void *a, const void *b)
{
	const struct key_seen *x = a, *y = b;
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->key, y->key, n);
	if (c == 0 && x->len != y->len)
		c = x->len < y->len ? -1 : 1;
	if (c == 0)
		c = x->offset < y->offset ? -1 : x->offset > y->offset;
	return c;
}

/* Duplicate keys are rejected: json-c would keep only the last one. */
static int check_duplicates(scanner *s, struct key_seen *keys, size_t n)
{
	qsort(keys, n, sizeof *keys, compare_keys);
	const struct key_seen *dup = NULL;
	for (size_t i = 1; i < n; i++)
		if (keys[i].len == keys[i - 1].len &&
		    !memcmp(keys[i].key, keys[i - 1].key, keys[i].len) &&
		    (!dup || keys[i].offset < dup->offset))
			dup = &keys[i];
	if (!dup)
		return 0;
	struct path_step *step = &s->path[s->depth - 1];
	step->kind = STEP_KEY;
	step->key = dup->key;
	return fail_at(s, dup->offset, "duplicate-key",
		       "the key %N appears more than once in this object",
		       dup->key);
}

static int scan_member(scanner *s, struct key_seen *seen)
{
	if (at_end(s) || s->text[s->pos] != '"')
		return unexpected(s, "a quoted key");
	seen->offset = s->pos;
	s->path[s->depth - 1].kind = STEP_NONE;
	strbuf_truncate(&s->key, 0);
	if (scan_string(s, &s->key))
		return -1;
	if (s->key.error)
		return fail_at(s, seen->offset, "too-long",
			       "a key is too long");
	seen->key = arena_strndup(s->scratch, s->key.text, s->key.len);
	seen->len = s->key.len;
	if (!seen->key)
		return fail_at(s, seen->offset, "out-of-memory",
			       "out of memory");
	s->path[s->depth - 1].kind = STEP_KEY;
	s->path[s->depth - 1].key = seen->key;
	skip_space(s);
	if (at_end(s) || s->text[s->pos] != ':')
		return unexpected(s, "':' after a key");
	s->pos++;
	return scan_value(s);
}

static int scan_object(scanner *s)
{
	if (enter(s, s->pos))
		return -1;
	s->path[s->depth - 1].kind = STEP_NONE;
	s->pos++;
	skip_space(s);
	size_t n = 0, cap = 0;
	struct key_seen *keys = NULL;
	if (!at_end(s) && s->text[s->pos] == '}') {
		s->pos++;
		s->depth--;
		return 0;
	}
	for (;;) {
		if (n == s->limits->max_list) {
			s->path[s->depth - 1].kind = STEP_NONE; /* the object */
			return fail_at(s, s->pos, "too-many",
				       "an object has more than %zu keys",
				       s->limits->max_list);
		}
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			struct key_seen *grown =
			    arena_calloc(s->scratch, cap, sizeof *grown);
			if (!grown)
				return fail_at(s, s->pos, "out-of-memory",
					       "out of memory");
			if (n)
				memcpy(grown, keys, n * sizeof *keys);
			keys = grown;
		}
		if (scan_member(s, &keys[n++]))
			return -1;
		skip_space(s);
		if (at_end(s) ||
		    (s->text[s->pos] != ',' && s->text[s->pos] != '}'))
			return unexpected(s, "',' or '}'");
		if (s->text[s->pos++] == '}')
			break;
		skip_space(s);
	}
	if (check_duplicates(s, keys, n))
		return -1;
	s->depth--;
	return 0;
}

static int scan_value(scanner *s)
{
	skip_space(s);
	if (at_end(s))
		return unexpected(s, "a value");
	char c = s->text[s->pos];
	if (c == '{')
		return scan_object(s);
	if (c == '[')
		return scan_array(s);
	if (c == '"')
		return scan_string(s, NULL);
	if (c == '-' || (c >= '0' && c <= '9'))
		return scan_number(s);
	return scan_literal(s);
}

int json_scan(const char *text, size_t len, const struct json_limits *limits,
	      size_t *start, diag_list *d, arena *scratch)
{
	scanner s = {.limits = limits,
		     .text = text,
		     .len = len,
		     .d = d,
		     .scratch = scratch};
	*start = 0;
	if (len > limits->max_bytes)
		return fail_at(&s, 0, "too-large",
			       "the input is %zu bytes, more than the limit of "
			       "%zu",
			       len, limits->max_bytes);
	if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3))
		s.pos = *start = 3;
	char key_stack[256];
	strbuf_init(&s.key, key_stack, sizeof key_stack,
		    PLANSQL_MAX_STRING_BYTES);
	int rc = scan_value(&s);
	if (rc == 0) {
		skip_space(&s);
		if (!at_end(&s))
			rc = fail_at(&s, s.pos, "invalid-json",
				     "unexpected text after the JSON document");
	}
	strbuf_release(&s.key);
	return rc;
}
