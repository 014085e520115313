/* The tokens of SQLite, MySQL and T-SQL respelled as PostgreSQL's
 * (import_lex.h).  One pass over the user's text: each token is read,
 * then written in PostgreSQL's spelling with the offset it came from.
 * Only what differs is rewritten; words, numbers and operators are
 * copied, and libpg_query judges them. */
#include <stdio.h>
#include <string.h>

#include "common/ascii.h"
#include "common/utf8.h"
#include "import/import_internal.h"
#include "import/import_lex.h"

enum token_kind {
	TOKEN_END,
	TOKEN_SPACE,
	TOKEN_COMMENT,
	TOKEN_STRING,	 /* '...' */
	TOKEN_DOUBLE,	 /* "..." */
	TOKEN_BACKTICK,	 /* `...` */
	TOKEN_BRACKET,	 /* [...] */
	TOKEN_WORD,
	TOKEN_NUMBER,
	TOKEN_OTHER /* one byte of an operator or punctuation */
};

struct token {
	enum token_kind kind;
	size_t start, end;
};

/* The query levels the pass follows, by parenthesis depth. */
#define MAX_LEVELS 64

struct lexer {
	struct importer *im;
	arena *a;
	plansql_dialect engine;
	const char *s;
	size_t len;
	const uint32_t *strings_at;
	size_t string_count;
	/* the respelled text */
	char *out;
	uint32_t *origin;
	size_t n, cap;
	size_t significant_end; /* of the last token not space, comment, ; */
	/* the query levels, for T-SQL's TOP and SQLite's derived tables */
	size_t depth;
	struct {
		size_t top_start, top_end; /* the count's text; 0: none */
		size_t top_at;
		bool combined; /* UNION, INTERSECT or EXCEPT at this depth */
		bool in_from;  /* in a FROM clause at this depth */
		bool derived;  /* a subquery in FROM */
	} level[MAX_LEVELS];
	unsigned derived_count; /* the names given to unnamed ones */
	enum token_kind last_kind; /* of the last significant token */
	size_t last_start, last_end;
};

static bool refuse(struct lexer *lx, size_t at, const char *what)
{
	return import_refuse(lx->im, (long)at, "import-syntax", "%s", what);
}

/* ---- the respelled text ---- */

static bool put(struct lexer *lx, char c, size_t from)
{
	if (lx->n == lx->cap) { /* full: both arrays grow alike */
		size_t cap = lx->cap, origin_cap = lx->cap;
		char *out = arena_more(lx->a, lx->out, lx->n, &cap, 1);
		uint32_t *origin = arena_more(lx->a, lx->origin, lx->n,
					      &origin_cap, sizeof *origin);
		if (!out || !origin)
			return import_nomem(lx->im);
		lx->out = out;
		lx->origin = origin;
		lx->cap = cap < origin_cap ? cap : origin_cap;
	}
	lx->out[lx->n] = c;
	lx->origin[lx->n++] = (uint32_t)from;
	return true;
}

static bool put_text(struct lexer *lx, const char *text, size_t from)
{
	for (; *text; text++)
		if (!put(lx, *text, from))
			return false;
	return true;
}

static bool copy(struct lexer *lx, size_t start, size_t end)
{
	for (size_t i = start; i < end; i++)
		if (!put(lx, lx->s[i], i))
			return false;
	return true;
}

/* ---- reading tokens ---- */

static bool is_word_start(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
	       c >= 0x80;
}

static bool is_word_part(unsigned char c)
{
	return is_word_start(c) || (c >= '0' && c <= '9') || c == '$';
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool nested_comments(const struct lexer *lx)
{
	return lx->engine == PLANSQL_TSQL || lx->engine == PLANSQL_POSTGRES;
}

/* The end of the block comment at i, or 0 when it does not end. */
static size_t block_comment_end(const struct lexer *lx, size_t i)
{
	const char *s = lx->s;
	size_t depth = 0;
	for (; i + 1 < lx->len; i++) {
		if (s[i] == '/' && s[i + 1] == '*' &&
		    (depth == 0 || nested_comments(lx))) {
			depth++;
			i++;
		} else if (s[i] == '*' && s[i + 1] == '/' && --depth == 0) {
			return i + 2;
		}
	}
	return 0;
}

/* The end of a quoted token opening at i and closed by close (doubled
 * within it, or after a backslash where backslashes escape); 0 when it
 * does not end. */
static size_t quoted_end(const struct lexer *lx, size_t i, char close,
			 bool backslashes, bool doubled)
{
	for (i++; i < lx->len; i++) {
		if (backslashes && lx->s[i] == '\\' && i + 1 < lx->len)
			i++;
		else if (lx->s[i] == close && doubled && i + 1 < lx->len &&
			 lx->s[i + 1] == close)
			i++;
		else if (lx->s[i] == close)
			return i + 1;
	}
	return 0;
}

static bool mysql_strings(const struct lexer *lx)
{
	return lx->engine == PLANSQL_MYSQL;
}

static size_t number_end(const char *s, size_t len, size_t i)
{
	while (i < len && is_digit(s[i]))
		i++;
	if (i < len && s[i] == '.')
		for (i++; i < len && is_digit(s[i]); i++)
			;
	if (i + 1 < len && (s[i] == 'e' || s[i] == 'E') &&
	    (is_digit(s[i + 1]) ||
	     ((s[i + 1] == '+' || s[i + 1] == '-') && i + 2 < len &&
	      is_digit(s[i + 2]))))
		for (i += 2; i < len && is_digit(s[i]); i++)
			;
	return i;
}

/* A comment at i: its end, 0 for none; refuses through *bad. */
static size_t comment_end(struct lexer *lx, size_t i, bool *bad)
{
	const char *s = lx->s;
	bool dashes = s[i] == '-' && i + 1 < lx->len && s[i + 1] == '-';
	if (dashes && lx->engine == PLANSQL_MYSQL && i + 2 < lx->len &&
	    (unsigned char)s[i + 2] > ' ') {
		*bad = !refuse(lx, i,
			       "'--' not followed by a space, which MySQL "
			       "reads as two minus signs, not a comment");
		return 0;
	}
	if (dashes || (s[i] == '#' && lx->engine == PLANSQL_MYSQL)) {
		while (i < lx->len && s[i] != '\n')
			i++;
		return i;
	}
	if (s[i] != '/' || i + 1 >= lx->len || s[i + 1] != '*')
		return 0;
	if (lx->engine == PLANSQL_MYSQL && i + 2 < lx->len && s[i + 2] == '!') {
		*bad = !refuse(lx, i,
			       "a /*! ... */ comment, which MySQL runs as SQL");
		return 0;
	}
	size_t end = block_comment_end(lx, i);
	if (!end)
		*bad = !refuse(lx, i, "a comment that does not end");
	return end;
}

/* The token at i; false after a refusal. */
static bool read_token(struct lexer *lx, size_t i, struct token *t)
{
	const char *s = lx->s;
	t->start = i;
	t->end = i + 1;
	if (i >= lx->len) {
		t->kind = TOKEN_END;
		t->end = i;
		return true;
	}
	unsigned char c = (unsigned char)s[i];
	bool bad = false;
	size_t end;
	if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v') {
		t->kind = TOKEN_SPACE;
		return true;
	}
	if ((end = comment_end(lx, i, &bad)) || bad) {
		t->kind = TOKEN_COMMENT;
		t->end = end;
		return !bad;
	}
	if (c == '\'' || c == '"' || c == '`' ||
	    (c == '[' && lx->engine != PLANSQL_MYSQL)) {
		static const enum token_kind kinds[] = {
		    TOKEN_STRING, TOKEN_DOUBLE, TOKEN_BACKTICK, TOKEN_BRACKET};
		const char *opens = "'\"`[";
		t->kind = kinds[strchr(opens, c) - opens];
		bool backslashes = mysql_strings(lx) && c != '`' && c != '[';
		bool doubled = c != '[' || lx->engine == PLANSQL_TSQL;
		t->end = quoted_end(lx, i, c == '[' ? ']' : (char)c,
				    backslashes, doubled);
		return t->end ||
		       refuse(lx, i,
			      c == '\'' ? "a string that does not end"
					: "a quoted name that does not end");
	}
	if (is_word_start(c)) {
		t->kind = TOKEN_WORD;
		for (t->end = i + 1; t->end < lx->len && is_word_part(s[t->end]);
		     t->end++)
			;
		return true;
	}
	if (is_digit((char)c) || (c == '.' && i + 1 < lx->len &&
				  is_digit(s[i + 1]))) {
		t->kind = TOKEN_NUMBER;
		t->end = number_end(s, lx->len, i);
		return true;
	}
	t->kind = TOKEN_OTHER;
	return true;
}

/* The next token from i that is no space or comment. */
static bool next_significant(struct lexer *lx, size_t i, struct token *t)
{
	do {
		if (!read_token(lx, i, t))
			return false;
		i = t->end;
	} while (t->kind == TOKEN_SPACE || t->kind == TOKEN_COMMENT);
	return true;
}

static bool word_is(const struct lexer *lx, const struct token *t,
		    const char *word)
{
	size_t n = strlen(word);
	if (t->kind != TOKEN_WORD || t->end - t->start != n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (ascii_lower(lx->s[t->start + i]) != word[i])
			return false;
	return true;
}

static bool other_is(const struct lexer *lx, const struct token *t, char c)
{
	return t->kind == TOKEN_OTHER && lx->s[t->start] == c;
}

/* ---- writing tokens ---- */

/* The byte a backslash escape of MySQL stands for (escape is the byte
 * after the backslash); -1 for \0, which the plan cannot hold; 0 for
 * \% and \_, which keep their backslash for LIKE. */
static int mysql_escape(char escape)
{
	static const char from[] = "bnrtZ", to[] = "\b\n\r\t\032";
	const char *p = strchr(from, escape);
	if (escape == '0')
		return -1;
	if (escape == '%' || escape == '_')
		return 0;
	return p && *p ? to[p - from] : escape;
}

/* A quoted token's content written between open and close, each close
 * inside doubled: the engine's escapes undone. */
static bool put_quoted(struct lexer *lx, const struct token *t, char open,
		       char close)
{
	char quote = lx->s[t->start];
	char closing = quote == '[' ? ']' : quote;
	bool backslashes = mysql_strings(lx) && quote != '`' && quote != '[';
	if (!put(lx, open, t->start))
		return false;
	for (size_t i = t->start + 1; i + 1 < t->end; i++) {
		char c = lx->s[i];
		size_t from = i;
		if (backslashes && c == '\\') {
			int e = mysql_escape(lx->s[++i]);
			if (e < 0)
				return refuse(lx, from,
					      "\\0 in a string: the plan's "
					      "values hold no NUL byte");
			if (e == 0 && !put(lx, '\\', from))
				return false;
			c = e ? (char)e : lx->s[i];
		} else if (c == closing && i + 2 < t->end &&
			   lx->s[i + 1] == closing) {
			i++; /* a doubled quote: one of it */
		}
		if ((c == close && !put(lx, close, from)) || !put(lx, c, from))
			return false;
	}
	return put(lx, close, t->end - 1);
}

static bool is_string_at(const struct lexer *lx, size_t at)
{
	size_t lo = 0, hi = lx->string_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (lx->strings_at[mid] == at)
			return true;
		if (lx->strings_at[mid] < at)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

/* libpg_query cuts a name at 63 bytes, as PostgreSQL does; the other
 * engines do not. */
#define MAX_NAME_BYTES 63

static bool check_name_length(struct lexer *lx, const struct token *t)
{
	bool quoted = t->kind != TOKEN_WORD;
	if (t->end - t->start - (quoted ? 2 : 0) <= MAX_NAME_BYTES)
		return true;
	return refuse(lx, t->start,
		      "a name longer than 63 bytes, which plansql cannot read "
		      "from this engine (PostgreSQL's parser cuts it)");
}

/* "..." is a string in MySQL, a name elsewhere, and in SQLite a string
 * where the first reading found it names nothing. */
static bool put_double_quoted(struct lexer *lx, const struct token *t)
{
	if (lx->engine == PLANSQL_MYSQL ||
	    (lx->engine == PLANSQL_SQLITE && is_string_at(lx, t->start)))
		return put_quoted(lx, t, '\'', '\'');
	return check_name_length(lx, t) && copy(lx, t->start, t->end);
}

/* A word written right before a string: N'...' is a string in MySQL
 * and T-SQL; E'', X'', B'' and U&'' mean other things per engine. */
static bool string_prefix(struct lexer *lx, const struct token *t,
			  bool *dropped)
{
	const char *s = lx->s;
	*dropped = false;
	bool before_string = t->end < lx->len && s[t->end] == '\'';
	bool unicode = t->end + 1 < lx->len && s[t->end] == '&' &&
		       s[t->end + 1] == '\'';
	if (!before_string && !unicode)
		return true;
	if (before_string && t->end - t->start == 1 &&
	    (s[t->start] == 'N' || s[t->start] == 'n') &&
	    (lx->engine == PLANSQL_MYSQL || lx->engine == PLANSQL_TSQL)) {
		*dropped = true;
		return true;
	}
	return refuse(lx, t->start,
		      "a string with a prefix (as X'...' or E'...'), which "
		      "plansql does not read from this engine");
}

/* What this engine means by a byte PostgreSQL gives another meaning. */
static bool check_other(struct lexer *lx, const struct token *t)
{
	const char *s = lx->s;
	char c = s[t->start], next = t->end < lx->len ? s[t->end] : '\0';
	if (c == '$')
		return refuse(lx, t->start,
			      "'$', which begins a parameter or a dollar-quoted "
			      "string in PostgreSQL");
	if (c == '?' || c == '@' || (c == ':' && is_word_start(next)))
		return refuse(lx, t->start,
			      "a parameter or variable: give its value");
	if (c == ':' && next == ':')
		return refuse(lx, t->start,
			      "'::', a cast of PostgreSQL's that this engine "
			      "does not have");
	if (c == '~' && next == '~')
		return refuse(lx, t->start,
			      "'~~', which PostgreSQL reads as LIKE: write "
			      "the two signs apart");
	if (c == '|' && next == '|' && lx->engine == PLANSQL_MYSQL)
		return refuse(lx, t->start,
			      "'||', which is OR in MySQL: write CONCAT or OR");
	if (c == '[' && lx->engine == PLANSQL_MYSQL)
		return refuse(lx, t->start, "'[', which MySQL does not have");
	return true;
}

static bool check_number(struct lexer *lx, const struct token *t)
{
	const char *s = lx->s;
	if (t->end < lx->len && is_word_part(s[t->end]))
		return refuse(lx, t->start,
			      "a number written with letters (as 0x1F), which "
			      "plansql does not read from this engine");
	return true;
}

/* ---- MySQL's _utf8mb4 X'...' ---- */

static int hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = ascii_lower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* _utf8mb4 X'C3A9': text given by its UTF-8 bytes in hexadecimal, as
 * plansql prints text MySQL might otherwise mangle; through *end the
 * end of the string (0 when t is no such introducer). */
static bool put_hex_text(struct lexer *lx, const struct token *t, size_t *end)
{
	struct token x, hex;
	*end = 0;
	if (!next_significant(lx, t->end, &x))
		return false;
	if (!(word_is(lx, &x, "x") && x.end < lx->len &&
	      lx->s[x.end] == '\''))
		return true;
	if (!read_token(lx, x.end, &hex))
		return false;
	size_t digits = hex.end - hex.start - 2;
	if (digits % 2)
		return refuse(lx, hex.start,
			      "a hexadecimal string of an odd number of "
			      "digits");
	char *text = arena_alloc(lx->a, digits / 2 + 1);
	if (!text)
		return import_nomem(lx->im);
	for (size_t i = 0; i < digits / 2; i++) {
		int hi = hex_value(lx->s[hex.start + 1 + 2 * i]),
		    lo = hex_value(lx->s[hex.start + 2 + 2 * i]);
		if (hi < 0 || lo < 0 || (hi | lo) == 0)
			return refuse(lx, hex.start,
				      "a hexadecimal string that is no text");
		text[i] = (char)(hi << 4 | lo);
	}
	for (size_t i = 0; i < digits / 2;) {
		uint32_t cp;
		size_t n = utf8_decode(text + i, digits / 2 - i, &cp);
		if (!n)
			return refuse(lx, hex.start,
				      "a hexadecimal string that is no "
				      "UTF-8 text");
		i += n;
	}
	if (!put(lx, '\'', t->start))
		return false;
	for (size_t i = 0; i < digits / 2; i++)
		if ((text[i] == '\'' && !put(lx, '\'', t->start)) ||
		    !put(lx, text[i], t->start))
			return false;
	*end = hex.end;
	return put(lx, '\'', t->start);
}

/* ---- SQLite's GLOB ---- */

/* One character of a GLOB pattern as LIKE's with backslash escapes. */
static bool put_like_char(struct lexer *lx, char c, size_t from)
{
	if ((c == '%' || c == '_' || c == '\\') && !put(lx, '\\', from))
		return false;
	return (c != '\'' || put(lx, c, from)) && put(lx, c, from);
}

/* x GLOB 'pattern': a case-sensitive LIKE whose pattern has * for %, ?
 * for _ and [c] for a literal c, written LIKE '...' ESCAPE '\' at the
 * offset of GLOB, which tells the importer it is no case-insensitive
 * LIKE; through *end the end of the pattern. */
static bool put_glob(struct lexer *lx, const struct token *t, size_t *end)
{
	struct token p;
	if (!next_significant(lx, t->end, &p))
		return false;
	if (p.kind != TOKEN_STRING)
		return refuse(lx, p.start,
			      "GLOB with a pattern that is no string");
	if (!put_text(lx, "LIKE '", t->start))
		return false;
	const char *s = lx->s;
	for (size_t i = p.start + 1; i + 1 < p.end; i++) {
		char c = s[i];
		bool set = c == '[' && i + 3 < p.end && s[i + 1] != '^' &&
			   s[i + 2] == ']'; /* [c]: the character c */
		if (c == '[' && !set)
			return refuse(lx, i,
				      "a set of characters in a GLOB pattern, "
				      "which the plan's patterns do not have");
		bool ok = c == '*' || c == '?'
			      ? put(lx, c == '*' ? '%' : '_', i)
			      : put_like_char(lx, set ? s[i + 1] : c, i);
		if (!ok)
			return false;
		i += set ? 2 : c == '\'' ? 1 : 0; /* '' is one quote */
	}
	*end = p.end;
	return put_text(lx, "' ESCAPE '\\'", t->start);
}

/* ---- LIMIT a, b (SQLite, MySQL) and TOP n (T-SQL) ---- */

/* The count that means no limit: any negative one in SQLite (a, b: its
 * first two tokens), the largest unsigned 64-bit one in MySQL (which
 * its manual gives for "to the end"). */
static bool no_limit(const struct lexer *lx, const struct token *a,
		     const struct token *b)
{
	static const char largest[] = "18446744073709551615";
	if (lx->engine == PLANSQL_SQLITE)
		return other_is(lx, a, '-') && b->kind == TOKEN_NUMBER;
	return a->kind == TOKEN_NUMBER &&
	       a->end - a->start == sizeof largest - 1 &&
	       !memcmp(lx->s + a->start, largest, sizeof largest - 1);
}

/* LIMIT offset, count: written LIMIT count OFFSET offset; through *end
 * the end of what was read, 0 when the LIMIT at t is no such pair. */
static bool limit_pair(struct lexer *lx, const struct token *t, size_t *end)
{
	struct token a, comma, b;
	*end = 0;
	if (lx->engine != PLANSQL_SQLITE && lx->engine != PLANSQL_MYSQL)
		return true;
	if (!next_significant(lx, t->end, &a) ||
	    !next_significant(lx, a.end, &comma))
		return false;
	if (no_limit(lx, &a, &comma)) {
		*end = a.kind == TOKEN_NUMBER ? a.end : comma.end;
		return put_text(lx, "LIMIT ALL", t->start);
	}
	if (a.kind != TOKEN_NUMBER || !other_is(lx, &comma, ','))
		return true;
	if (!next_significant(lx, comma.end, &b))
		return false;
	if (b.kind != TOKEN_NUMBER)
		return refuse(lx, b.start,
			      "LIMIT offset, count with a count that is no "
			      "number");
	*end = b.end;
	struct token after = {TOKEN_END, b.end, b.end};
	bool all = no_limit(lx, &b, &after);
	return put_text(lx, "LIMIT ", t->start) &&
	       (all ? put_text(lx, "ALL", b.start) : copy(lx, b.start, b.end)) &&
	       put_text(lx, " OFFSET ", comma.start) &&
	       copy(lx, a.start, a.end);
}

static bool after_select(const struct lexer *lx)
{
	struct token last = {lx->last_kind, lx->last_start, lx->last_end};
	return word_is(lx, &last, "select") || word_is(lx, &last, "distinct") ||
	       word_is(lx, &last, "all");
}

/* TOP n or TOP (n): its count kept for a LIMIT at the query's end;
 * through *end the end of what was read. */
static bool top(struct lexer *lx, const struct token *t, size_t *end)
{
	struct token n, close = {0}, next;
	if (lx->depth >= MAX_LEVELS || lx->level[lx->depth].combined)
		return refuse(lx, t->start,
			      "TOP in one query of a UNION, INTERSECT or "
			      "EXCEPT, or nested too deep");
	if (!next_significant(lx, t->end, &n))
		return false;
	bool parens = other_is(lx, &n, '(');
	if (parens && (!next_significant(lx, n.end, &n) ||
		       !next_significant(lx, n.end, &close)))
		return false;
	if (n.kind != TOKEN_NUMBER || (parens && !other_is(lx, &close, ')')) ||
	    strchr("0123456789", lx->s[n.end - 1]) == NULL ||
	    memchr(lx->s + n.start, '.', n.end - n.start))
		return refuse(lx, t->start, "TOP with a count that is no whole "
					    "number");
	*end = parens ? close.end : n.end;
	if (!next_significant(lx, *end, &next))
		return false;
	if (word_is(lx, &next, "percent") || word_is(lx, &next, "with"))
		return refuse(lx, next.start,
			      "TOP ... PERCENT or WITH TIES, which the plan "
			      "has not");
	lx->level[lx->depth].top_start = n.start;
	lx->level[lx->depth].top_end = n.end;
	lx->level[lx->depth].top_at = t->start;
	return true;
}

/* A word that ends or combines a query level with a TOP. */
static bool check_top_level(struct lexer *lx, const struct token *t)
{
	if (lx->engine != PLANSQL_TSQL || lx->depth >= MAX_LEVELS)
		return true;
	bool combines = word_is(lx, t, "union") ||
			word_is(lx, t, "intersect") ||
			word_is(lx, t, "except");
	if (combines)
		lx->level[lx->depth].combined = true;
	if (!lx->level[lx->depth].top_end)
		return true;
	if (combines)
		return refuse(lx, lx->level[lx->depth].top_at,
			      "TOP in one query of a UNION, INTERSECT or "
			      "EXCEPT");
	if (word_is(lx, t, "offset") || word_is(lx, t, "fetch"))
		return refuse(lx, t->start, "TOP with OFFSET or FETCH");
	return true;
}

/* The LIMIT of the level's TOP, at the end of its query. */
static bool close_level(struct lexer *lx)
{
	if (lx->depth >= MAX_LEVELS)
		return true;
	bool ok = true;
	if (lx->level[lx->depth].top_end) {
		size_t at = lx->level[lx->depth].top_at;
		ok = put_text(lx, " LIMIT ", at) &&
		     copy(lx, lx->level[lx->depth].top_start,
			  lx->level[lx->depth].top_end);
	}
	memset(&lx->level[lx->depth], 0, sizeof lx->level[lx->depth]);
	return ok;
}

/* At the end of the text, the outermost query's LIMIT goes before the
 * final semicolon, spaces and comments. */
static bool close_statement(struct lexer *lx)
{
	if (lx->depth != 0 || !lx->level[0].top_end)
		return true; /* no TOP, or parentheses the parser refuses */
	size_t tail = lx->n - lx->significant_end;
	char *text = arena_alloc(lx->a, tail + 1);
	uint32_t *from = arena_alloc(lx->a, (tail + 1) * sizeof *from);
	if (!text || !from)
		return import_nomem(lx->im);
	memcpy(text, lx->out + lx->significant_end, tail);
	memcpy(from, lx->origin + lx->significant_end, tail * sizeof *from);
	lx->n = lx->significant_end;
	if (!close_level(lx))
		return false;
	for (size_t i = 0; i < tail; i++)
		if (!put(lx, text[i], from[i]))
			return false;
	return true;
}

/* ---- SQLite's subqueries in FROM without a name ---- */

static bool word_in(const struct lexer *lx, const struct token *t,
		    const char *const *words, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (word_is(lx, t, words[i]))
			return true;
	return false;
}

/* Whether a word ends the FROM clause of its query. */
static bool ends_from(const struct lexer *lx, const struct token *t)
{
	static const char *const words[] = {
	    "where",	 "group",  "having", "order", "limit",
	    "union",	 "intersect", "except", "window"};
	return word_in(lx, t, words, sizeof words / sizeof *words);
}

/* Whether what follows a subquery in FROM names it. */
static bool names_subquery(const struct lexer *lx, const struct token *t)
{
	static const char *const words[] = {
	    "join",  "inner", "left",	"right", "full",   "cross",
	    "natural", "on",   "using", "offset", "fetch"};
	if (t->kind == TOKEN_DOUBLE || t->kind == TOKEN_BACKTICK ||
	    t->kind == TOKEN_BRACKET)
		return true;
	return t->kind == TOKEN_WORD && !ends_from(lx, t) &&
	       !word_in(lx, t, words, sizeof words / sizeof *words);
}

static void note_from(struct lexer *lx, const struct token *t)
{
	if (lx->engine != PLANSQL_SQLITE || lx->depth >= MAX_LEVELS)
		return;
	if (word_is(lx, t, "from"))
		lx->level[lx->depth].in_from = true;
	else if (ends_from(lx, t))
		lx->level[lx->depth].in_from = false;
}

/* At '(' t: whether it opens a subquery in FROM. */
static bool opens_derived(struct lexer *lx, const struct token *t)
{
	struct token last = {lx->last_kind, lx->last_start, lx->last_end},
		     next;
	if (lx->engine != PLANSQL_SQLITE || lx->depth + 1 >= MAX_LEVELS ||
	    !lx->level[lx->depth].in_from ||
	    !(word_is(lx, &last, "from") || word_is(lx, &last, "join") ||
	      other_is(lx, &last, ',')))
		return false;
	return next_significant(lx, t->end, &next) &&
	       (word_is(lx, &next, "select") || word_is(lx, &next, "with") ||
		word_is(lx, &next, "values"));
}

/* SQLite lets a subquery in FROM go unnamed; PostgreSQL's parser wants
 * a name: subquery_1, subquery_2, ... after its ')' at t (the importer
 * refuses one that a table or CTE of the statement also has). */
static bool name_derived(struct lexer *lx, const struct token *t)
{
	struct token next;
	if (!next_significant(lx, t->end, &next))
		return false;
	if (names_subquery(lx, &next))
		return true;
	char name[40];
	snprintf(name, sizeof name, " AS \"subquery_%u\"",
		 ++lx->derived_count);
	return put_text(lx, name, t->start);
}

/* ---- the pass ---- */

static bool put_word(struct lexer *lx, const struct token *t, size_t *end)
{
	bool dropped;
	*end = t->end;
	if (!string_prefix(lx, t, &dropped) || !check_top_level(lx, t))
		return false;
	note_from(lx, t);
	if (dropped)
		return true;
	if (!check_name_length(lx, t))
		return false;
	if (word_is(lx, t, "limit")) {
		size_t pair_end;
		if (!limit_pair(lx, t, &pair_end))
			return false;
		if (pair_end) {
			*end = pair_end;
			return true;
		}
	}
	if (lx->engine == PLANSQL_MYSQL && word_is(lx, t, "_utf8mb4")) {
		size_t hex_end;
		if (!put_hex_text(lx, t, &hex_end))
			return false;
		if (hex_end) {
			*end = hex_end;
			return true;
		}
	}
	if (lx->engine == PLANSQL_SQLITE && word_is(lx, t, "glob"))
		return put_glob(lx, t, end);
	if (lx->engine == PLANSQL_TSQL && word_is(lx, t, "top") &&
	    after_select(lx))
		return top(lx, t, end);
	return copy(lx, t->start, t->end);
}

/* Parentheses open and close query levels. */
static bool put_other(struct lexer *lx, const struct token *t)
{
	char c = lx->s[t->start];
	if (c == '(') {
		bool derived = opens_derived(lx, t);
		if (++lx->depth < MAX_LEVELS)
			lx->level[lx->depth].derived = derived;
	}
	if (c != ')' || lx->depth == 0)
		return copy(lx, t->start, t->end);
	bool derived =
	    lx->depth < MAX_LEVELS && lx->level[lx->depth].derived;
	if (!close_level(lx))
		return false;
	lx->depth--;
	return copy(lx, t->start, t->end) && (!derived || name_derived(lx, t));
}

static bool put_token(struct lexer *lx, const struct token *t, size_t *end)
{
	*end = t->end;
	switch (t->kind) {
	case TOKEN_SPACE:
		return copy(lx, t->start, t->end);
	case TOKEN_COMMENT: /* a space: PostgreSQL nests comments */
		return put(lx, ' ', t->start);
	case TOKEN_STRING:
		return put_quoted(lx, t, '\'', '\'');
	case TOKEN_DOUBLE:
		return put_double_quoted(lx, t);
	case TOKEN_BACKTICK:
		if (!check_name_length(lx, t))
			return false;
		if (lx->engine == PLANSQL_TSQL)
			return refuse(lx, t->start,
				      "a backtick, which T-SQL does not have");
		return put_quoted(lx, t, '"', '"');
	case TOKEN_BRACKET:
		return check_name_length(lx, t) && put_quoted(lx, t, '"', '"');
	case TOKEN_WORD:
		return put_word(lx, t, end);
	case TOKEN_NUMBER:
		return check_number(lx, t) && copy(lx, t->start, t->end);
	case TOKEN_OTHER:
		if (!check_other(lx, t))
			return false;
		return put_other(lx, t);
	case TOKEN_END:
		break;
	}
	return true;
}

bool import_respell(struct importer *im, arena *a, plansql_dialect engine,
		    const char *user, size_t len, const uint32_t *strings_at,
		    size_t count, struct import_text *out)
{
	struct lexer lx = {.im = im,
			   .a = a,
			   .engine = engine,
			   .s = user,
			   .len = len,
			   .strings_at = strings_at,
			   .string_count = count};
	struct token t;
	for (size_t i = 0;; i = t.end) {
		if (!read_token(&lx, i, &t))
			return false;
		if (t.kind == TOKEN_END)
			break;
		size_t end;
		if (!put_token(&lx, &t, &end))
			return false;
		bool significant = t.kind != TOKEN_SPACE &&
				   t.kind != TOKEN_COMMENT &&
				   !other_is(&lx, &t, ';');
		if (significant) {
			lx.significant_end = lx.n;
			lx.last_kind = t.kind;
			lx.last_start = t.start;
			lx.last_end = t.end;
		}
		t.end = end;
	}
	if (!close_statement(&lx) || !put(&lx, '\0', len))
		return false;
	out->sql = lx.out;
	out->len = lx.n - 1;
	out->origin = lx.origin;
	out->origin[out->len] = (uint32_t)len;
	return true;
}

/* ---- the names SQLite and MySQL give an output ---- */

/* Whether a word at depth 0 ends a select list's item. */
static bool ends_item(const struct lexer *lx, const struct token *t)
{
	static const char *const words[] = {
	    "from",  "where", "group",	"having", "order",  "limit",
	    "union", "intersect", "except", "window", "into", "offset",
	    "fetch"};
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (word_is(lx, t, words[i]))
			return true;
	return false;
}

const char *import_written_name(struct importer *im, long location)
{
	if ((im->source != PLANSQL_SQLITE && im->source != PLANSQL_MYSQL) ||
	    location < 0 || !im->origin)
		return NULL;
	struct lexer lx = {.im = im,
			   .engine = im->source,
			   .s = im->user_sql,
			   .len = strlen(im->user_sql)};
	size_t start = im->origin[location], end = start, depth = 0;
	struct token t;
	for (size_t i = start;; i = t.end) {
		if (!read_token(&lx, i, &t))
			return NULL;
		bool closes = other_is(&lx, &t, ')');
		if (t.kind == TOKEN_END ||
		    (depth == 0 && (other_is(&lx, &t, ',') ||
				    other_is(&lx, &t, ';') || closes ||
				    ends_item(&lx, &t))))
			break;
		if (other_is(&lx, &t, '('))
			depth++;
		else if (closes)
			depth--;
		if (t.kind != TOKEN_SPACE && t.kind != TOKEN_COMMENT)
			end = t.end;
	}
	char *name = arena_strndup(im->a, im->user_sql + start, end - start);
	if (!name)
		import_nomem(im);
	return name;
}
