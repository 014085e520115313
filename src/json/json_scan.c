#include "json/json_scan.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/plansql_limits.h"
#include "common/strbuf.h"
#include "common/utf8.h"

struct path_step {
	enum { STEP_NONE, STEP_KEY, STEP_INDEX } kind;
	const char *key;
	size_t index;
};

const struct json_limits json_plan_limits = {
    .max_bytes = PLANSQL_MAX_INPUT_BYTES, .max_list = PLANSQL_MAX_LIST};
const struct json_limits json_catalog_limits = {
    .max_bytes = PLANSQL_MAX_CATALOG_BYTES,
    .max_list = PLANSQL_MAX_CATALOG_LIST};

/* Items and members of the open arrays and objects wait on these stacks
 * until their container closes and moves them to the tree at once. */
#define STACK_START 64

typedef struct scanner {
	const struct json_limits *limits;
	size_t max_string;
	const char *text;
	size_t len, pos;
	diag_list *d;
	arena *out;	/* the tree, and the pointers of errors */
	arena *strings; /* the decoded string values */
	int depth;
	struct path_step path[PLANSQL_MAX_SCAN_DEPTH + 1];
	strbuf escaped; /* the decoded text of a string with escapes */
	jvalue *items;
	size_t item_count, item_cap;
	jmember *members;
	size_t member_count, member_cap;
	jvalue item_start[STACK_START];
	jmember member_start[STACK_START];
	char escaped_start[256];
} scanner;

/* The JSON Pointer of the node being scanned, in the tree's arena. */
static const char *current_pointer(scanner *s)
{
	char stack[512];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 20);
	for (int i = 0; i < s->depth; i++) {
		const struct path_step *p = &s->path[i];
		if (p->kind == STEP_KEY) {
			const char *k = diag_pointer_key(s->out, "", p->key);
			strbuf_puts(&sb, k ? k : "/?");
		} else if (p->kind == STEP_INDEX) {
			strbuf_printf(&sb, "/%zu", p->index);
		}
	}
	const char *p = sb.error ? NULL : arena_strdup(s->out, sb.text);
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

static const unsigned char space_byte[256] = {
    [' '] = 1, ['\n'] = 1, ['\t'] = 1, ['\r'] = 1};

#define EIGHT_SPACES UINT64_C(0x2020202020202020)

/* How many of the (up to eight) bytes at p, end - p >= 8, are spaces. */
static inline size_t leading_spaces(const char *p)
{
	uint64_t w;
	memcpy(&w, p, sizeof w);
	w ^= EIGHT_SPACES; /* a zero byte for each space */
	if (w == 0)
		return 8;
#if defined(__GNUC__) && defined(__BYTE_ORDER__) &&                            \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return (size_t)__builtin_ctzll(w) / 8;
#else
	size_t n = 0;
	while (p[n] == ' ')
		n++;
	return n;
#endif
}

/* Indented text is mostly a newline and a run of spaces: the run is
 * skipped a word at a time. */
static void skip_space_run(scanner *s)
{
	const char *p = s->text + s->pos, *end = s->text + s->len;
	while (p < end && space_byte[(unsigned char)*p]) {
		if (*p++ != '\n')
			continue;
		size_t n = 8;
		while (n == 8 && end - p >= 8) {
			n = leading_spaces(p);
			p += n;
		}
	}
	s->pos = (size_t)(p - s->text);
}

/* Between tokens there is most often no space at all, or one (after a
 * colon). */
static inline void skip_space(scanner *s)
{
	if (s->pos < s->len && s->text[s->pos] == ' ')
		s->pos++;
	if (s->pos < s->len && (unsigned char)s->text[s->pos] > ' ')
		return;
	skip_space_run(s);
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

static int out_of_memory(scanner *s)
{
	return fail_at(s, s->pos, "out-of-memory", "out of memory");
}

static int scan_escape(scanner *s, strbuf *out)
{
	if (s->pos + 1 >= s->len)
		return unexpected(s, "an escape sequence");
	char e = s->text[s->pos + 1];
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	const char *hit = e ? strchr(from, e) : NULL;
	if (hit) {
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
	char buf[4];
	strbuf_put(out, buf, utf8_encode(cp, buf));
	return 0;
}

/* The bytes a string holds as they are, with nothing to check: printable
 * ASCII other than the quote and the backslash. */
/* clang-format off */
static const unsigned char plain_byte[256] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x00 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x10 */
	1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x20 */
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x30 */
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x40 */
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, /* 0x50 */
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x60 */
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x70 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x80 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x90 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xA0 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xB0 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xC0 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xD0 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xE0 */
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xF0 */
};
/* clang-format on */

/* Past a run of plain bytes: the string's hot loop. */
static void skip_plain(scanner *s)
{
	const unsigned char *p = (const unsigned char *)s->text + s->pos,
			    *end = (const unsigned char *)s->text + s->len;
	while (p < end && plain_byte[*p])
		p++;
	s->pos = (size_t)(p - (const unsigned char *)s->text);
}

/* Checks one character that is neither plain ASCII nor an escape. */
static int scan_raw_char(scanner *s)
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
	s->pos += n;
	return 0;
}

/* The decoded string that ends at s->pos, copied into the tree: the
 * source bytes themselves when it had no escape. */
static int finish_string(scanner *s, arena *to, strbuf *decoded,
			 size_t copied_to, const char **text, size_t *len)
{
	const char *from = s->text + copied_to;
	size_t n = s->pos - copied_to;
	if (decoded) {
		strbuf_put(decoded, from, n);
		if (decoded->error)
			return out_of_memory(s);
		from = decoded->text;
		n = decoded->len;
	}
	char *copy = arena_strndup(to, from, n);
	if (!copy)
		return out_of_memory(s);
	*text = copy;
	*len = n;
	return 0;
}

/* The general case of scan_string: escapes, other characters to check,
 * errors.  start is the opening quote; s->pos anywhere before the end. */
static int scan_string_slow(scanner *s, size_t start, arena *to,
			    const char **text, size_t *len)
{
	size_t copied_to = start + 1;
	strbuf *decoded = NULL;
	for (;;) {
		skip_plain(s);
		if (s->pos - start - 1 > s->max_string)
			return fail_at(s, start, "too-long",
				       "a string is longer than %zu bytes",
				       s->max_string);
		if (at_end(s))
			return fail_at(s, start, "invalid-json",
				       "a string is not terminated");
		char c = s->text[s->pos];
		if (c == '"')
			break;
		if (c != '\\') {
			if (scan_raw_char(s))
				return -1;
			continue;
		}
		if (!decoded) {
			decoded = &s->escaped;
			strbuf_truncate(decoded, 0);
		}
		strbuf_put(decoded, s->text + copied_to, s->pos - copied_to);
		if (scan_escape(s, decoded))
			return -1;
		copied_to = s->pos;
	}
	int rc = finish_string(s, to, decoded, copied_to, text, len);
	s->pos++;
	return rc;
}

/* Reads a string (s->pos at the opening quote) into the arena to.  Most
 * strings are plain ASCII: one run, one copy. */
static int scan_string(scanner *s, arena *to, const char **text, size_t *len)
{
	size_t start = s->pos++;
	skip_plain(s);
	size_t n = s->pos - start - 1;
	if (s->pos == s->len || s->text[s->pos] != '"' || n > s->max_string)
		return scan_string_slow(s, start, to, text, len);
	char *copy = arena_alloc(to, n + 1);
	if (!copy)
		return out_of_memory(s);
	memcpy(copy, s->text + start + 1, n);
	copy[n] = '\0';
	*text = copy;
	*len = n;
	s->pos++;
	return 0;
}

/* Skips digits, adding them to *value; *overflow once past 64 bits. */
static size_t scan_digits(scanner *s, uint64_t *value, int *overflow)
{
	size_t n = 0;
	while (!at_end(s) && s->text[s->pos] >= '0' && s->text[s->pos] <= '9') {
		unsigned digit = (unsigned)(s->text[s->pos] - '0');
		if (*value > (UINT64_MAX - digit) / 10)
			*overflow = 1;
		else
			*value = *value * 10 + digit;
		s->pos++, n++;
	}
	return n;
}

static int number_range(scanner *s, size_t start, int integral)
{
	return fail_at(s, start, "number-range",
		       integral ? "integer outside the 64-bit range"
				: "number too large for a double");
}

/* An integer of the grammar: it must fit in 64 bits. */
static int set_integer(scanner *s, size_t start, int negative,
		       uint64_t magnitude, int overflow, jvalue *v)
{
	uint64_t most = negative ? (uint64_t)INT64_MAX + 1 : INT64_MAX;
	if (overflow || magnitude > most)
		return number_range(s, start, 1);
	v->type = JV_INT;
	if (!negative)
		v->as.integer = (int64_t)magnitude;
	else if (magnitude == (uint64_t)INT64_MAX + 1)
		v->as.integer = INT64_MIN;
	else
		v->as.integer = -(int64_t)magnitude;
	return 0;
}

/* Any other number: it must be a finite double. */
static int set_double(scanner *s, size_t start, jvalue *v)
{
	char stack[64];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 16);
	strbuf_put(&sb, s->text + start, s->pos - start);
	double number = sb.error ? HUGE_VAL : strtod(sb.text, NULL);
	strbuf_release(&sb);
	if (!isfinite(number))
		return number_range(s, start, 0);
	v->type = JV_DOUBLE;
	v->as.number = number;
	return 0;
}

static int scan_number(scanner *s, jvalue *v)
{
	size_t start = s->pos;
	int negative = s->text[s->pos] == '-', overflow = 0;
	uint64_t magnitude = 0, ignored = 0;
	if (negative)
		s->pos++;
	if (!at_end(s) && s->text[s->pos] == '0') {
		s->pos++;
		if (!at_end(s) && s->text[s->pos] >= '0' &&
		    s->text[s->pos] <= '9')
			return fail_at(s, start, "invalid-json",
				       "numbers must not have leading zeros");
	} else if (scan_digits(s, &magnitude, &overflow) == 0) {
		return unexpected(s, "a digit");
	}
	int integral = 1, unused = 0;
	if (!at_end(s) && s->text[s->pos] == '.') {
		s->pos++;
		integral = 0;
		if (scan_digits(s, &ignored, &unused) == 0)
			return unexpected(s, "a digit after the decimal point");
	}
	if (!at_end(s) && (s->text[s->pos] == 'e' || s->text[s->pos] == 'E')) {
		s->pos++;
		integral = 0;
		if (!at_end(s) &&
		    (s->text[s->pos] == '+' || s->text[s->pos] == '-'))
			s->pos++;
		if (scan_digits(s, &ignored, &unused) == 0)
			return unexpected(s, "a digit in the exponent");
	}
	return integral
		   ? set_integer(s, start, negative, magnitude, overflow, v)
		   : set_double(s, start, v);
}

static int scan_literal(scanner *s, jvalue *v)
{
	static const struct {
		const char *word;
		size_t len;
		jv_type type;
		bool value;
	} words[] = {{"true", 4, JV_BOOLEAN, true},
		     {"false", 5, JV_BOOLEAN, false},
		     {"null", 4, JV_NULL, false}};
	for (size_t i = 0; i < 3; i++) {
		if (s->len - s->pos >= words[i].len &&
		    !memcmp(s->text + s->pos, words[i].word, words[i].len)) {
			s->pos += words[i].len;
			v->type = words[i].type;
			v->as.boolean = words[i].value;
			return 0;
		}
	}
	if (s->len - s->pos >= 3 && (!memcmp(s->text + s->pos, "NaN", 3) ||
				     !memcmp(s->text + s->pos, "Inf", 3)))
		return fail_at(s, s->pos, "invalid-json",
			       "NaN and Infinity are not JSON numbers");
	return unexpected(s, "a value");
}

/* Makes room for one more entry on a stack that starts in the scanner
 * and moves to the heap when it outgrows it. */
static void *grow_stack(void *stack, void *start, size_t *cap, size_t size)
{
	size_t cap2 = *cap * 2;
	void *grown =
	    stack == start ? malloc(cap2 * size) : realloc(stack, cap2 * size);
	if (!grown)
		return NULL;
	if (stack == start)
		memcpy(grown, start, *cap * size);
	*cap = cap2;
	return grown;
}

static int push_item(scanner *s, const jvalue *item)
{
	if (s->item_count == s->item_cap) {
		jvalue *grown = grow_stack(s->items, s->item_start,
					   &s->item_cap, sizeof *item);
		if (!grown)
			return out_of_memory(s);
		s->items = grown;
	}
	s->items[s->item_count++] = *item;
	return 0;
}

static int push_member(scanner *s, const jmember *m)
{
	if (s->member_count == s->member_cap) {
		jmember *grown = grow_stack(s->members, s->member_start,
					    &s->member_cap, sizeof *m);
		if (!grown)
			return out_of_memory(s);
		s->members = grown;
	}
	s->members[s->member_count++] = *m;
	return 0;
}

/* The n entries of size bytes at from, moved into the tree. */
static const void *settle(scanner *s, const void *from, size_t n, size_t size)
{
	if (n == 0)
		return NULL;
	void *to = arena_alloc(s->out, n * size);
	if (to)
		memcpy(to, from, n * size);
	return to;
}

static int scan_value(scanner *s, jvalue *v);

static int enter(scanner *s, size_t at)
{
	int max = s->limits->max_depth;
	if (max <= 0)
		max = PLANSQL_MAX_DEPTH;
	else if (max > PLANSQL_MAX_SCAN_DEPTH)
		max = PLANSQL_MAX_SCAN_DEPTH;
	if (s->depth >= max)
		return fail_at(s, at, "too-deep",
			       "nesting deeper than %d levels", max);
	s->depth++;
	return 0;
}

static int close_array(scanner *s, size_t base, jvalue *v)
{
	v->type = JV_ARRAY;
	v->count = s->item_count - base;
	v->as.items = settle(s, s->items + base, v->count, sizeof *s->items);
	s->item_count = base;
	s->depth--;
	if (v->count && !v->as.items)
		return out_of_memory(s);
	return 0;
}

static int scan_array(scanner *s, jvalue *v)
{
	if (enter(s, s->pos))
		return -1;
	struct path_step *step = &s->path[s->depth - 1];
	step->kind = STEP_INDEX;
	step->index = 0;
	size_t base = s->item_count;
	s->pos++;
	skip_space(s);
	if (!at_end(s) && s->text[s->pos] == ']') {
		s->pos++;
		return close_array(s, base, v);
	}
	for (;;) {
		if (step->index >= s->limits->max_list)
			return fail_at(s, s->pos, "too-many",
				       "an array has more than %zu items",
				       s->limits->max_list);
		jvalue item;
		if (scan_value(s, &item) || push_item(s, &item))
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
	return close_array(s, base, v);
}

static int same_key(const jmember *x, const jmember *y)
{
	return x->key_len == y->key_len && !memcmp(x->key, y->key, x->key_len);
}

static int compare_members(const void *a, const void *b)
{
	const jmember *x = *(const jmember *const *)a,
		      *y = *(const jmember *const *)b;
	size_t n = x->key_len < y->key_len ? x->key_len : y->key_len;
	int c = memcmp(x->key, y->key, n);
	if (c == 0 && x->key_len != y->key_len)
		c = x->key_len < y->key_len ? -1 : 1;
	if (c == 0)
		c = x->key_src < y->key_src ? -1 : x->key_src > y->key_src;
	return c;
}

/* The first member (in text order) whose key an earlier one has, or
 * NULL: small objects compare pairs, big ones sort. */
static const jmember *find_duplicate(scanner *s, const jmember *m, size_t n)
{
	if (n <= 16) {
		for (size_t i = 1; i < n; i++)
			for (size_t j = 0; j < i; j++)
				if (same_key(&m[i], &m[j]))
					return &m[i];
		return NULL;
	}
	const jmember **order = arena_calloc(s->out, n, sizeof *order);
	if (!order)
		return NULL; /* reported by the caller's allocation */
	for (size_t i = 0; i < n; i++)
		order[i] = &m[i];
	qsort(order, n, sizeof *order, compare_members);
	const jmember *dup = NULL;
	for (size_t i = 1; i < n; i++)
		if (same_key(order[i], order[i - 1]) &&
		    (!dup || order[i]->key_src < dup->key_src))
			dup = order[i];
	return dup;
}

/* Duplicate keys are rejected: which one counts would be a guess. */
static int close_object(scanner *s, size_t base, jvalue *v)
{
	size_t n = s->member_count - base;
	const jmember *dup = find_duplicate(s, s->members + base, n);
	if (dup) {
		struct path_step *step = &s->path[s->depth - 1];
		step->kind = STEP_KEY;
		step->key = dup->key;
		return fail_at(s, (size_t)(dup->key_src - s->text),
			       "duplicate-key",
			       "the key %N appears more than once in this "
			       "object",
			       dup->key);
	}
	v->type = JV_OBJECT;
	v->count = n;
	v->as.members = settle(s, s->members + base, n, sizeof *s->members);
	s->member_count = base;
	s->depth--;
	if (n && !v->as.members)
		return out_of_memory(s);
	return 0;
}

static int scan_member(scanner *s, jmember *m)
{
	if (at_end(s) || s->text[s->pos] != '"')
		return unexpected(s, "a quoted key");
	m->key_src = s->text + s->pos;
	s->path[s->depth - 1].kind = STEP_NONE;
	if (scan_string(s, s->out, &m->key, &m->key_len))
		return -1;
	s->path[s->depth - 1].kind = STEP_KEY;
	s->path[s->depth - 1].key = m->key;
	skip_space(s);
	if (at_end(s) || s->text[s->pos] != ':')
		return unexpected(s, "':' after a key");
	s->pos++;
	return scan_value(s, &m->value);
}

static int scan_object(scanner *s, jvalue *v)
{
	if (enter(s, s->pos))
		return -1;
	s->path[s->depth - 1].kind = STEP_NONE;
	size_t base = s->member_count, n = 0;
	s->pos++;
	skip_space(s);
	if (!at_end(s) && s->text[s->pos] == '}') {
		s->pos++;
		return close_object(s, base, v);
	}
	for (;;) {
		if (n == s->limits->max_list) {
			s->path[s->depth - 1].kind = STEP_NONE; /* the object */
			return fail_at(s, s->pos, "too-many",
				       "an object has more than %zu keys",
				       s->limits->max_list);
		}
		jmember m;
		if (scan_member(s, &m) || push_member(s, &m))
			return -1;
		n++;
		skip_space(s);
		if (at_end(s) ||
		    (s->text[s->pos] != ',' && s->text[s->pos] != '}'))
			return unexpected(s, "',' or '}'");
		if (s->text[s->pos++] == '}')
			break;
		skip_space(s);
	}
	return close_object(s, base, v);
}

static int scan_value(scanner *s, jvalue *v)
{
	skip_space(s);
	if (at_end(s))
		return unexpected(s, "a value");
	size_t start = s->pos;
	memset(v, 0, sizeof *v);
	char c = s->text[s->pos];
	int rc;
	if (c == '{') {
		rc = scan_object(s, v);
	} else if (c == '[') {
		rc = scan_array(s, v);
	} else if (c == '"') {
		v->type = JV_STRING;
		rc = scan_string(s, s->strings, &v->as.string, &v->count);
	} else if (c == '-' || (c >= '0' && c <= '9')) {
		rc = scan_number(s, v);
	} else {
		rc = scan_literal(s, v);
	}
	v->src = s->text + start;
	v->src_len = (uint32_t)(s->pos - start);
	return rc;
}

static void release_stacks(scanner *s)
{
	if (s->items != s->item_start)
		free(s->items);
	if (s->members != s->member_start)
		free(s->members);
	strbuf_release(&s->escaped);
}

const jvalue *json_scan(const char *text, size_t len,
			const struct json_limits *limits, diag_list *d,
			arena *out, arena *strings)
{
	scanner state; /* fields set one by one: the stacks stay unwritten */
	scanner *s = &state;
	s->limits = limits;
	s->max_string =
	    limits->max_string ? limits->max_string : PLANSQL_MAX_STRING_BYTES;
	s->text = text;
	s->len = len;
	s->pos = 0;
	s->d = d;
	s->out = out;
	s->strings = strings;
	s->depth = 0;
	s->items = s->item_start;
	s->item_count = 0;
	s->item_cap = STACK_START;
	s->members = s->member_start;
	s->member_count = 0;
	s->member_cap = STACK_START;
	strbuf_init(&s->escaped, s->escaped_start, sizeof s->escaped_start,
		    s->max_string);
	jvalue *root = arena_alloc(out, sizeof *root);
	int rc = root ? 0 : out_of_memory(s);
	if (!rc && len > limits->max_bytes)
		rc = fail_at(s, 0, "too-large",
			     "the input is %zu bytes, more than the limit of "
			     "%zu",
			     len, limits->max_bytes);
	if (!rc && len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3))
		s->pos = 3;
	if (!rc)
		rc = scan_value(s, root);
	if (!rc) {
		skip_space(s);
		if (!at_end(s))
			rc = fail_at(s, s->pos, "invalid-json",
				     "unexpected text after the JSON document");
	}
	release_stacks(s);
	return rc ? NULL : root;
}

const jvalue *json_scan_document(const char *text, size_t len,
				 const struct json_limits *limits, diag_list *d,
				 arena *out, arena *strings)
{
	const jvalue *root = json_scan(text, len, limits, d, out, strings);
	if (root && root->type == JV_NULL) {
		diag_error(d, "wrong-type", "",
			   "the document is null, not an object or an array");
		return NULL;
	}
	return root;
}
