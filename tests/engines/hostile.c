#include "hostile.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- byte strings ---- */

void hbuf_put(struct hbuf *b, const void *bytes, size_t len)
{
	if (b->len + len + 1 > b->cap) {
		b->cap = (b->len + len + 1) * 2 + 64;
		b->data = realloc(b->data, b->cap);
		if (!b->data)
			abort();
	}
	if (len)
		memcpy(b->data + b->len, bytes, len);
	b->len += len;
	b->data[b->len] = '\0';
}

void hbuf_puts(struct hbuf *b, const char *text)
{
	hbuf_put(b, text, strlen(text));
}

void hbuf_printf(struct hbuf *b, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	int n = vsnprintf(NULL, 0, format, args);
	va_end(args);
	char *text = malloc((size_t)n + 1);
	va_start(args, format);
	vsnprintf(text, (size_t)n + 1, format, args);
	va_end(args);
	hbuf_put(b, text, (size_t)n);
	free(text);
}

void hbuf_free(struct hbuf *b)
{
	free(b->data);
	memset(b, 0, sizeof *b);
}

/* ---- JSON strings ---- */

static void json_body(struct hbuf *b, const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];
		if (c == '"' || c == '\\')
			hbuf_printf(b, "\\%c", c);
		else if (c < 0x20)
			hbuf_printf(b, "\\u%04x", c);
		else
			hbuf_put(b, &text[i], 1);
	}
}

void hbuf_json_bytes(struct hbuf *b, const char *text, size_t len)
{
	hbuf_puts(b, "\"");
	json_body(b, text, len);
	hbuf_puts(b, "\"");
}

void hbuf_json(struct hbuf *b, const char *prefix, const struct hostile *h,
	       const char *suffix)
{
	hbuf_puts(b, "\"");
	json_body(b, prefix, strlen(prefix));
	if (h->json)
		hbuf_put(b, h->json, h->json_len);
	else
		json_body(b, h->text, h->len);
	json_body(b, suffix, strlen(suffix));
	hbuf_puts(b, "\"");
}

/* ---- building the lists ---- */

struct piece {
	const char *text;
	size_t len;
};
/* Explicit lengths, so that a piece may hold NUL. */
#define P(s)                                                                   \
	{                                                                      \
		s, sizeof(s) - 1                                               \
	}
#define COUNT(a) (sizeof(a) / sizeof(a)[0])

static bool same_bytes(const char *a, size_t na, const char *b, size_t nb)
{
	return na == nb && (!na || !memcmp(a, b, na));
}

static bool already_listed(const struct hostile_list *l, const char *text,
			   size_t len, const struct piece *json)
{
	for (size_t i = 0; i < l->count; i++) {
		const struct hostile *h = &l->items[i];
		bool same_json =
		    json ? h->json && same_bytes(h->json, h->json_len,
						 json->text, json->len)
			 : !h->json;
		if (same_json && same_bytes(h->text, h->len, text, len))
			return true;
	}
	return false;
}

static char *copy_bytes(const char *bytes, size_t len)
{
	char *copy = malloc(len + 1);
	if (!copy)
		abort();
	if (len)
		memcpy(copy, bytes, len);
	copy[len] = '\0';
	return copy;
}

static struct hostile *add(struct hostile_list *l, const char *family,
			   const char *text, size_t len,
			   const struct piece *json)
{
	if (already_listed(l, text, len, json))
		return NULL;
	if (l->count == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 256;
		l->items = realloc(l->items, l->cap * sizeof *l->items);
		if (!l->items)
			abort();
	}
	struct hostile *h = &l->items[l->count++];
	memset(h, 0, sizeof *h);
	h->family = family;
	h->text = copy_bytes(text, len);
	h->len = len;
	if (json) {
		h->json = copy_bytes(json->text, json->len);
		h->json_len = json->len;
	}
	return h;
}

static void add_text(struct hostile_list *l, const char *family,
		     const char *text)
{
	add(l, family, text, strlen(text), NULL);
}

static void add_joined(struct hostile_list *l, const char *family,
		       const char *before, const struct piece *p,
		       const char *after)
{
	struct hbuf b = {0};
	hbuf_puts(&b, before);
	hbuf_put(&b, p->text, p->len);
	hbuf_puts(&b, after);
	add(l, family, b.data, b.len, NULL);
	hbuf_free(&b);
}

/* Each piece alone, inside a word, at the start and at the end: where a
 * quote or a comment opener sits changes what a broken quoting does. */
static void add_placed(struct hostile_list *l, const char *family,
		       const struct piece *pieces, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		add_joined(l, family, "", &pieces[i], "");
		add_joined(l, family, "a", &pieces[i], "b");
		add_joined(l, family, "", &pieces[i], "x");
		add_joined(l, family, "x", &pieces[i], "");
	}
}

static void add_pieces(struct hostile_list *l, const char *family,
		       const struct piece *pieces, size_t count)
{
	for (size_t i = 0; i < count; i++)
		add(l, family, pieces[i].text, pieces[i].len, NULL);
}

/* first repeated n1 times, then second n2 times. */
static void add_run(struct hostile_list *l, const char *family, size_t n1,
		    const char *first, size_t n2, const char *second)
{
	struct hbuf b = {0};
	for (size_t i = 0; i < n1; i++)
		hbuf_puts(&b, first);
	for (size_t i = 0; i < n2; i++)
		hbuf_puts(&b, second);
	add(l, family, b.data, b.len, NULL);
	hbuf_free(&b);
}

/* ---- the pieces ---- */

/* UTF-8 spelled as bytes, so that the source says exactly what is sent. */
#define E_ACUTE	   "\xc3\xa9"	      /* U+00E9, 2 bytes */
#define CJK	   "\xe4\xb8\xad"     /* U+4E2D, 3 bytes */
#define EMOJI	   "\xf0\x9f\x98\x80" /* U+1F600, 4 bytes, beyond the BMP */
#define RLO	   "\xe2\x80\xae"     /* U+202E right-to-left override */
#define LRI	   "\xe2\x81\xa6"     /* U+2066 left-to-right isolate */
#define PDI	   "\xe2\x81\xa9"     /* U+2069 pop directional isolate */
#define ZWSP	   "\xe2\x80\x8b"     /* U+200B zero width space */
#define BOM	   "\xef\xbb\xbf"     /* U+FEFF */
#define LSEP	   "\xe2\x80\xa8"     /* U+2028 line separator */
#define NBSP	   "\xc2\xa0"	      /* U+00A0 */
#define IDEO_SPACE "\xe3\x80\x80"     /* U+3000 */
#define NONCHAR	   "\xef\xbf\xbf"     /* U+FFFF */
#define LAST_CHAR  "\xf4\x8f\xbf\xbf" /* U+10FFFF */

static const struct piece quotes[] = {
    P("'"),	 P("''"),  P("'''"), P("\""),	     P("\"\""),
    P("\"\"\""), P("`"),   P("``"),  P("["),	     P("]"),
    P("]]"),	 P("[]"),  P("]["),  P("[x]"),	     P("[a]]b]"),
    P("'\"`[]"), P("\"'"), P("`'`"), P("N'"),	     P("E'"),
    P("U&\""),	 P("$$"),  P("$q$"), P("_utf8mb4'"), P("X'"),
};

static const struct piece backslashes[] = {
    P("\\"),	  P("\\\\"),  P("\\'"),	  P("\\\""), P("\\`"),
    P("\\]"),	  P("'\\"),   P("\\x27"), P("\\0"),  P("\\n"),
    P("\\u0027"), P("\\\\'"), P("\\Z"),	  P("\\b"),  P("\\\\\\"),
};

static const struct piece comments[] = {
    P("--"),	    P("-- x"), P("/*"),	 P("*/"),	    P("/* x */"),
    P("#"),	    P("# x"),  P("/*!"), P("/*!50000 x*/"), P("/*!*/"),
    P("/*M!"),	    P("*/--"), P("//"),	 P("-- '"),	    P("/*'*/"),
    P("#mysql50#"), P("--\n"), P("---"),
};

static const struct piece separators[] = {
    P(";"),
    P(";;"),
    P("; DROP TABLE x; --"),
    P("'; DROP TABLE x; --"),
    P("\"; DROP TABLE x; --"),
    P("`; DROP TABLE x; --"),
    P("]; DROP TABLE x; --"),
    P("'); DROP TABLE x; --"),
    P("\\'; DROP TABLE x; --"),
    P("' OR '1'='1"),
    P("\" OR \"\"=\""),
    P(" UNION SELECT 1"),
    P("'||pg_sleep(1)||'"),
    P("\\g"),
    P("\\G"),
    P("\\! id"),
    P("\\."),
};

static const struct piece controls[] = {
    P("\n"),	   P("\r"),   P("\t"),	 P("\r\n"), P("\x01"), P("\x7f"),
    P("\x1b[31m"), P("\x0b"), P("\x0c"), P("\x1f"), P("\b"),   P("\x02\x03"),
};

static const struct piece batches[] = {
    P("\nGO\n"),	   P("\nGO"),	  P("\r\nGO\r\n"), P("\ngo\n"),
    P("\n GO 2\n"),	   P("\\\nGO\n"), P("\nGO;\n"),	   P("\n\\g\n"),
    P("\ndelimiter //\n"), P("\\\r\n"),	  P("\\\n"),	   P("\n;\n"),
};

static const struct piece unicode[] = {
    P(RLO),
    P(LRI),
    P(LRI "x" PDI),
    P(ZWSP),
    P(BOM),
    P(LSEP),
    P(NBSP),
    P(IDEO_SPACE),
    P(E_ACUTE),
    P(CJK "\xe6\x96\x87"),
    P(EMOJI),
    P("e\xcc\x81"),
    P("\xce\xa9"),
    P("\xc3\x9f"),
    P(NONCHAR),
    P(LAST_CHAR),
    P(RLO "'" LRI),
    P("\xef\xbc\x87"),		   /* U+FF07 fullwidth ' */
    P("\xca\xbc"),		   /* U+02BC modifier letter apostrophe */
    P("\xe2\x80\x9c\xe2\x80\x9d"), /* curly double quotes */
};

static const struct piece sql_like[] = {
    P("*"),  P("."),	P("a.b"),     P("("),	      P(")"),  P("$1"),
    P("?"),  P(":x"),	P("@x"),      P("@@version"), P("%s"), P("%n"),
    P("{}"), P("${x}"), P("%"),	      P("_"),	      P("!"),  P("||"),
    P("+"),  P(" AS "), P(" OR 1=1"), P(","),	      P("="),  P("::text"),
    P("&"),  P("^"),	P("|"),	      P("~"),	      P("<>"), P("\\N"),
};

static const char *const reserved_words[] = {
    "SELECT",	    "select",	    "Select",	   "FROM",	   "WHERE",
    "ORDER",	    "GROUP",	    "BY",	   "TABLE",	   "KEY",
    "USER",	    "user",	    "NULL",	   "TRUE",	   "DEFAULT",
    "INDEX",	    "LIMIT",	    "OFFSET",	   "TOP",	   "AS",
    "ON",	    "JOIN",	    "UNION",	   "EXEC",	   "DATABASE",
    "PRIMARY",	    "CHECK",	    "DESC",	   "ASC",	   "ALL",
    "END",	    "IN",	    "IS",	   "NOT",	   "OR",
    "AND",	    "LIKE",	    "ESCAPE",	   "GLOB",	   "ILIKE",
    "CURRENT_USER", "SESSION_USER", "SYSTEM_USER", "CURRENT_DATE", "LOCALTIME",
    "ROWNUM",	    "DUAL",	    "dual",	   "GO",	   "go",
    "IDENTITY",	    "PERCENT",	    "WITH",	   "TIES",	   "OVER",
    "PARTITION",    "WINDOW",	    "RECURSIVE",   "LATERAL",	   "RETURNING",
    "MERGE",	    "NATURAL",	    "rowid",	   "oid",	   "_rowid",
    "ROWID",
};

static const char *const spaced[] = {
    " a",	"a ",		" a ",	   " ",	   "  ",
    "\ta",	" SELECT",	"SELECT ", "a  b", NBSP "a" NBSP,
    IDEO_SPACE, "a" IDEO_SPACE, " \t ",
};

static const char *const combinations[] = {
    "a]b\"c`d'e",
    "'\"`[]\\;--/*#",
    "\\'; DROP TABLE x; -- " RLO,
    E_ACUTE "'" CJK "\"" EMOJI "`",
    "]]]]]]",
    "``````",
    "\"\"\"\"\"\"",
    "''''''",
    "\\\\\\\\",
    "x\\\nGO\n--",
    "*/ SELECT 1; /*",
    "]; SELECT 1; --" CJK,
    "`; SELECT 1; #",
    "\"; SELECT 1; --",
    "/*!50000 DROP TABLE x*/",
    "--\r\nGO\r\n--",
    "a' /*",
    "[[[",
    "!%_\\[",
    "%_%_%_",
    "$$; DROP TABLE x; $$",
    "\\\"\\'\\`\\]",
    "'" RLO "--",
    "\x01\x7f" LSEP,
};

/* Patterns for like and ilike, and plain text for starts_with and
 * ends_with, where the same characters must be literal. */
static const char *const like_patterns[] = {
    "%",	 "_",		"!",	     "!!",	"%%",
    "__",	 "a%",		"%a",	     "a_b",	"\\%",
    "\\_",	 "\\!",		"\\\\",	     "a\\",	"50\\%",
    "50%",	 "100\\% off",	"a\\b",	     "\\a",	"[",
    "[a]",	 "[!a]",	"[^a]",	     "[a-z]",	"a*b?",
    "[*]",	 "![",		"!%",	     "!_",	"\\[",
    "%\\%%",	 "_%_",		"%!%",	     "x%y_z\\", "\\\\%",
    "%_",	 "_\\",		"!\\",	     "\\!\\!",	E_ACUTE "_",
    "_" E_ACUTE, "%" EMOJI "%", CJK "_" CJK, "'%",	"%'",
    "\\'%",	 "%--",		"%;%",	     "%\\",	"\\%\\_\\\\",
    "a%b%c",	 "%[%]%",	"_!_",	     "[]]",
};

/* Text that other literal syntaxes would read differently. */
static const char *const literal_lookalikes[] = {
    "",
    "1",
    "-1",
    "1e3",
    "0x41",
    "NULL",
    "null",
    "true",
    "FALSE",
    "N'x'",
    "E'\\''",
    "X'41'",
    "_utf8mb4 X'41'",
    "$$x$$",
    "$tag$",
    "U&'\\0041'",
    "CHAR(39)",
    "NCHAR(0)",
    "char(0)",
    "' + '",
    "'||'",
    "0b1",
    "b'1'",
    "{d '2024-01-01'}",
    "2024-01-31",
};

/* ---- lengths around each dialect's identifier limit ---- */

/* PostgreSQL: 63 bytes, with 2-, 3- and 4-byte characters ending at
 * byte 63 or straddling it. */
static void add_postgres_lengths(struct hostile_list *l)
{
	const char *f = "length-postgres";
	add_run(l, f, 63, "a", 0, "");
	add_run(l, f, 64, "a", 0, "");
	add_run(l, f, 31, E_ACUTE, 1, "a");
	add_run(l, f, 32, E_ACUTE, 0, "");
	add_run(l, f, 61, "a", 1, E_ACUTE);
	add_run(l, f, 62, "a", 1, E_ACUTE);
	add_run(l, f, 21, CJK, 0, "");
	add_run(l, f, 60, "a", 1, CJK);
	add_run(l, f, 61, "a", 1, CJK);
	add_run(l, f, 62, "a", 1, CJK);
	add_run(l, f, 59, "a", 1, EMOJI);
	add_run(l, f, 60, "a", 1, EMOJI);
	add_run(l, f, 62, "a", 1, EMOJI);
	add_run(l, f, 15, EMOJI, 3, "a");
	add_run(l, f, 16, EMOJI, 0, "");
	add_run(l, f, 62, "\"", 1, "a");
	add_run(l, f, 63, "\"", 0, "");
}

/* MySQL: 64 characters (aliases 256), no trailing space, BMP only. */
static void add_mysql_lengths(struct hostile_list *l)
{
	const char *f = "length-mysql";
	add_run(l, f, 64, "a", 0, "");
	add_run(l, f, 65, "a", 0, "");
	add_run(l, f, 64, E_ACUTE, 0, "");
	add_run(l, f, 65, E_ACUTE, 0, "");
	add_run(l, f, 40, CJK, 0, "");
	add_run(l, f, 64, CJK, 0, "");
	add_run(l, f, 65, CJK, 0, "");
	add_run(l, f, 63, "a", 1, EMOJI);
	add_run(l, f, 63, "a", 1, " ");
	add_run(l, f, 63, "`", 1, "a");
	add_run(l, f, 64, "`", 0, "");
	add_run(l, f, 256, "a", 0, "");
	add_run(l, f, 257, "a", 0, "");
	add_run(l, f, 256, E_ACUTE, 0, "");
	add_run(l, f, 257, CJK, 0, "");
	add_run(l, f, 255, "a", 1, " ");
}

/* SQL Server: 128 UTF-16 code units; beyond the BMP counts two. */
static void add_tsql_lengths(struct hostile_list *l)
{
	const char *f = "length-tsql";
	add_run(l, f, 128, "a", 0, "");
	add_run(l, f, 129, "a", 0, "");
	add_run(l, f, 128, CJK, 0, "");
	add_run(l, f, 129, CJK, 0, "");
	add_run(l, f, 127, "a", 1, EMOJI);
	add_run(l, f, 126, "a", 1, EMOJI);
	add_run(l, f, 64, EMOJI, 0, "");
	add_run(l, f, 64, EMOJI, 1, "a");
	add_run(l, f, 128, E_ACUTE, 0, "");
	add_run(l, f, 129, E_ACUTE, 0, "");
	add_run(l, f, 127, "]", 1, "a");
	add_run(l, f, 128, "]", 0, "");
}

/* plansql's own bound on names: 1024 bytes. */
static void add_name_bounds(struct hostile_list *l)
{
	const char *f = "length-plansql";
	add_run(l, f, 1024, "a", 0, "");
	add_run(l, f, 1025, "a", 0, "");
	add_run(l, f, 341, CJK, 1, "a");
	add_run(l, f, 1022, "a", 1, CJK);
	add_run(l, f, 256, EMOJI, 0, "");
	add_run(l, f, 1023, "a", 1, E_ACUTE);
	add_run(l, f, 65537, "a", 0, ""); /* longer than a JSON string */
}

/* Long values: every byte of them must come back. */
static void add_value_lengths(struct hostile_list *l)
{
	const char *f = "length-value";
	add_run(l, f, 1000, "a", 0, "");
	add_run(l, f, 500, "'", 0, "");
	add_run(l, f, 300, "\\", 0, "");
	add_run(l, f, 300, "\\'", 0, "");
	add_run(l, f, 4000, "x", 1, "'");
	add_run(l, f, 2000, CJK, 0, "");
	add_run(l, f, 1000, EMOJI, 0, "");
	add_run(l, f, 200, "]]", 0, "");
	add_run(l, f, 100, "\\\n", 0, "");
	add_run(l, f, 500, "%_", 0, "");
	add_run(l, f, 65536, "a", 0, "");   /* the longest JSON string */
	add_run(l, f, 32768, "\\", 0, "");  /* 65536 bytes escaped */
	add_run(l, f, 65537, "a", 0, "");   /* one byte too long */
	add_run(l, f, 32768, "\\", 1, "a"); /* one byte too long escaped */
}

/* ---- what a reader must refuse ---- */

static const struct piece unreadable[] = {
    P("a\0b"),
    P("\0"),
    P("x\0"),
    P("'\0'"),
    P("\x80"),
    P("a\x80"
      "b"),
    P("\xff"),
    P("a\xff"),
    P("\xc0\xaf"),     /* overlong '/' */
    P("\xc0\x80"),     /* overlong NUL */
    P("\xe0\x80\xaf"), /* overlong '/' in 3 bytes */
    P("\xed\xa0\x80"), /* lone surrogate U+D800 in UTF-8 */
    P("a\xed\xbf\xbf"
      "b"),    /* lone surrogate U+DFFF */
    P("\xc3"), /* truncated 2-byte character */
    P("a\xc3"),
    P("\xe4\xb8"),	       /* truncated 3-byte character */
    P("\xf4\x90\x80\x80"),     /* beyond U+10FFFF */
    P("\xf8\x88\x80\x80\x80"), /* 5-byte form */
    P("\xfe\xff"),
    P("\xc3\x28"),
    P("'\x80'"),
    P("\xbf'"),			   /* a GBK lead byte before a quote */
    P("\xe2\x80'"),		   /* truncated character swallowing a quote */
    P("\\\xc0"),		   /* backslash then a stray lead byte */
    P("\xed\xa0\xbd\xed\xb8\x80"), /* CESU-8 pair for U+1F600 */
};

struct json_entry {
	struct piece json; /* the JSON string body */
	struct piece text; /* what it reads as, when readable */
	const char *error; /* the reading error, or NULL */
};

static const struct json_entry json_entries[] = {
    {P("\\uD800"), P(""), "lone-surrogate"},
    {P("a\\uD800b"), P(""), "lone-surrogate"},
    {P("\\uDC00"), P(""), "lone-surrogate"},
    {P("\\uDBFF\\u0041"), P(""), "lone-surrogate"},
    {P("x\\uD83D"), P(""), "lone-surrogate"},
    {P("\\uDE00\\uD83D"), P(""), "lone-surrogate"},
    {P("\\ud800\\ud800"), P(""), "lone-surrogate"},
    {P("a\\u0000"), P(""), "nul-character"},
    {P("a\0b"), P(""), "nul-character"}, /* a raw NUL in the JSON text */
    {P("a\nb"), P(""), "control-character"},
    {P("a\tb"), P(""), "control-character"},
    {P("\x01"), P(""), "control-character"},
    {P("x\x1f"), P(""), "control-character"},
    {P("\\uD83D\\uDE00"), P(EMOJI), NULL},
    {P("\\u0027\\u0022\\u0060\\u005d"), P("'\"`]"), NULL},
    {P("\\u005c\\u0027"), P("\\'"), NULL},
    {P("\\/*"), P("/*"), NULL},
    {P("\\u202E\\u2066"), P(RLO LRI), NULL},
    {P("\\u000aGO\\u000a"), P("\nGO\n"), NULL},
    {P("\\u00e9\\u4E2D"), P(E_ACUTE CJK), NULL},
};

static void add_unreadable(struct hostile_list *l)
{
	add_pieces(l, "unreadable", unreadable, COUNT(unreadable));
	for (size_t i = 0; i < COUNT(json_entries); i++) {
		const struct json_entry *e = &json_entries[i];
		struct hostile *h =
		    add(l, "json-escape", e->text.text, e->text.len, &e->json);
		if (h)
			h->json_error = e->error;
	}
}

/* ---- the two lists ---- */

static void add_common(struct hostile_list *l)
{
	add_placed(l, "quote", quotes, COUNT(quotes));
	add_placed(l, "backslash", backslashes, COUNT(backslashes));
	add_placed(l, "comment", comments, COUNT(comments));
	add_placed(l, "separator", separators, COUNT(separators));
	add_placed(l, "control", controls, COUNT(controls));
	add_placed(l, "batch", batches, COUNT(batches));
	add_placed(l, "unicode", unicode, COUNT(unicode));
	add_placed(l, "sql", sql_like, COUNT(sql_like));
	for (size_t i = 0; i < COUNT(reserved_words); i++)
		add_text(l, "reserved", reserved_words[i]);
	for (size_t i = 0; i < COUNT(spaced); i++)
		add_text(l, "spaces", spaced[i]);
	for (size_t i = 0; i < COUNT(combinations); i++)
		add_text(l, "combination", combinations[i]);
}

void hostile_names(struct hostile_list *list)
{
	memset(list, 0, sizeof *list);
	add_common(list);
	add_postgres_lengths(list);
	add_mysql_lengths(list);
	add_tsql_lengths(list);
	add_name_bounds(list);
	add_unreadable(list);
}

void hostile_values(struct hostile_list *list)
{
	memset(list, 0, sizeof *list);
	add_common(list);
	for (size_t i = 0; i < COUNT(like_patterns); i++)
		add_text(list, "like", like_patterns[i]);
	for (size_t i = 0; i < COUNT(literal_lookalikes); i++)
		add_text(list, "lookalike", literal_lookalikes[i]);
	add_value_lengths(list);
	add_unreadable(list);
}

void hostile_list_free(struct hostile_list *list)
{
	for (size_t i = 0; i < list->count; i++) {
		free(list->items[i].text);
		free(list->items[i].json);
	}
	free(list->items);
	memset(list, 0, sizeof *list);
}
