/* The tokens of SQLite, MySQL and T-SQL respelled as PostgreSQL's
 * (import_lex.h).  One pass over the user's text: each token is read,
 * then written in PostgreSQL's spelling with the offset it came from.
 * Only what differs is rewritten; words, numbers and operators are
 * copied, and libpg_query judges them.  The clauses an engine writes
 * otherwise (LIMIT a, b, TOP, GLOB, ...) are in import_lex_clauses.c. */
#include <string.h>

#include "common/ascii.h"
#include "import/import_lex_internal.h"

bool import_lex_refuse(struct lexer *lx, size_t at, const char *what)
{
	return import_refuse(lx->im, (long)at, "import-syntax", "%s", what);
}

/* ---- the respelled text ---- */

bool import_lex_put(struct lexer *lx, char c, size_t from)
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

bool import_lex_put_text(struct lexer *lx, const char *text, size_t from)
{
	for (; *text; text++)
		if (!import_lex_put(lx, *text, from))
			return false;
	return true;
}

bool import_lex_copy(struct lexer *lx, size_t start, size_t end)
{
	for (size_t i = start; i < end; i++)
		if (!import_lex_put(lx, lx->s[i], i))
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
	    (is_digit(s[i + 1]) || ((s[i + 1] == '+' || s[i + 1] == '-') &&
				    i + 2 < len && is_digit(s[i + 2]))))
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
		*bad = !import_lex_refuse(
		    lx, i,
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
		*bad = !import_lex_refuse(
		    lx, i, "a /*! ... */ comment, which MySQL runs as SQL");
		return 0;
	}
	size_t end = block_comment_end(lx, i);
	if (!end)
		*bad = !import_lex_refuse(lx, i, "a comment that does not end");
	return end;
}

/* The token at i; false after a refusal. */
bool import_lex_read_token(struct lexer *lx, size_t i, struct token *t)
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
		       import_lex_refuse(
			   lx, i,
			   c == '\'' ? "a string that does not end"
				     : "a quoted name that does not end");
	}
	if (is_word_start(c)) {
		t->kind = TOKEN_WORD;
		for (t->end = i + 1;
		     t->end < lx->len && is_word_part(s[t->end]); t->end++)
			;
		return true;
	}
	if (is_digit((char)c) ||
	    (c == '.' && i + 1 < lx->len && is_digit(s[i + 1]))) {
		t->kind = TOKEN_NUMBER;
		t->end = number_end(s, lx->len, i);
		return true;
	}
	t->kind = TOKEN_OTHER;
	return true;
}

/* The next token from i that is no space or comment. */
bool import_lex_next_significant(struct lexer *lx, size_t i, struct token *t)
{
	do {
		if (!import_lex_read_token(lx, i, t))
			return false;
		i = t->end;
	} while (t->kind == TOKEN_SPACE || t->kind == TOKEN_COMMENT);
	return true;
}

bool import_lex_word_is(const struct lexer *lx, const struct token *t,
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

bool import_lex_other_is(const struct lexer *lx, const struct token *t, char c)
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
	if (!import_lex_put(lx, open, t->start))
		return false;
	for (size_t i = t->start + 1; i + 1 < t->end; i++) {
		char c = lx->s[i];
		size_t from = i;
		if (backslashes && c == '\\') {
			int e = mysql_escape(lx->s[++i]);
			if (e < 0)
				return import_lex_refuse(
				    lx, from,
				    "\\0 in a string: the plan's "
				    "values hold no NUL byte");
			if (e == 0 && !import_lex_put(lx, '\\', from))
				return false;
			c = e ? (char)e : lx->s[i];
		} else if (c == closing && i + 2 < t->end &&
			   lx->s[i + 1] == closing) {
			i++; /* a doubled quote: one of it */
		}
		if ((c == close && !import_lex_put(lx, close, from)) ||
		    !import_lex_put(lx, c, from))
			return false;
	}
	return import_lex_put(lx, close, t->end - 1);
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
	return import_lex_refuse(
	    lx, t->start,
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
	return check_name_length(lx, t) &&
	       import_lex_copy(lx, t->start, t->end);
}

/* A word written right before a string: N'...' is a string in MySQL
 * and T-SQL; E'', X'', B'' and U&'' mean other things per engine. */
static bool string_prefix(struct lexer *lx, const struct token *t,
			  bool *dropped)
{
	const char *s = lx->s;
	*dropped = false;
	bool before_string = t->end < lx->len && s[t->end] == '\'';
	bool unicode =
	    t->end + 1 < lx->len && s[t->end] == '&' && s[t->end + 1] == '\'';
	if (!before_string && !unicode)
		return true;
	if (before_string && t->end - t->start == 1 &&
	    (s[t->start] == 'N' || s[t->start] == 'n') &&
	    (lx->engine == PLANSQL_MYSQL || lx->engine == PLANSQL_TSQL)) {
		*dropped = true;
		return true;
	}
	return import_lex_refuse(
	    lx, t->start,
	    "a string with a prefix (as X'...' or E'...'), which "
	    "plansql does not read from this engine");
}

/* What this engine means by a byte PostgreSQL gives another meaning. */
static bool check_other(struct lexer *lx, const struct token *t)
{
	const char *s = lx->s;
	char c = s[t->start], next = t->end < lx->len ? s[t->end] : '\0';
	if (c == '$')
		return import_lex_refuse(
		    lx, t->start,
		    "'$', which begins a parameter or a dollar-quoted "
		    "string in PostgreSQL");
	if (c == '?' || c == '@' || (c == ':' && is_word_start(next)))
		return import_lex_refuse(
		    lx, t->start, "a parameter or variable: give its value");
	if (c == ':' && next == ':')
		return import_lex_refuse(
		    lx, t->start,
		    "'::', a cast of PostgreSQL's that this engine "
		    "does not have");
	if (c == '~' && next == '~')
		return import_lex_refuse(
		    lx, t->start,
		    "'~~', which PostgreSQL reads as LIKE: write "
		    "the two signs apart");
	if (c == '|' && next == '|' && lx->engine == PLANSQL_MYSQL)
		return import_lex_refuse(
		    lx, t->start,
		    "'||', which is OR in MySQL: write CONCAT or OR");
	if (c == '[' && lx->engine == PLANSQL_MYSQL)
		return import_lex_refuse(lx, t->start,
					 "'[', which MySQL does not have");
	return true;
}

static bool check_number(struct lexer *lx, const struct token *t)
{
	const char *s = lx->s;
	if (t->end < lx->len && is_word_part(s[t->end]))
		return import_lex_refuse(
		    lx, t->start,
		    "a number written with letters (as 0x1F), which "
		    "plansql does not read from this engine");
	return true;
}

/* ---- the pass ---- */

static bool put_word(struct lexer *lx, const struct token *t, size_t *end)
{
	bool dropped;
	*end = t->end;
	if (!string_prefix(lx, t, &dropped) ||
	    !import_lex_check_top_level(lx, t))
		return false;
	import_lex_note_from(lx, t);
	if (dropped)
		return true;
	if (!check_name_length(lx, t))
		return false;
	if (import_lex_word_is(lx, t, "limit")) {
		size_t pair_end;
		if (!import_lex_limit_pair(lx, t, &pair_end))
			return false;
		if (pair_end) {
			*end = pair_end;
			return true;
		}
	}
	if (lx->engine == PLANSQL_MYSQL &&
	    import_lex_word_is(lx, t, "_utf8mb4")) {
		size_t hex_end;
		if (!import_lex_put_hex_text(lx, t, &hex_end))
			return false;
		if (hex_end) {
			*end = hex_end;
			return true;
		}
	}
	if (lx->engine == PLANSQL_SQLITE && import_lex_word_is(lx, t, "glob"))
		return import_lex_put_glob(lx, t, end);
	if (lx->engine == PLANSQL_TSQL && import_lex_word_is(lx, t, "top") &&
	    import_lex_after_select(lx))
		return import_lex_top(lx, t, end);
	return import_lex_copy(lx, t->start, t->end);
}

/* Parentheses open and close query levels. */
static bool put_other(struct lexer *lx, const struct token *t)
{
	char c = lx->s[t->start];
	if (c == '(') {
		bool derived = import_lex_opens_derived(lx, t);
		if (++lx->depth < MAX_LEVELS)
			lx->level[lx->depth].derived = derived;
	}
	if (c != ')' || lx->depth == 0)
		return import_lex_copy(lx, t->start, t->end);
	bool derived = lx->depth < MAX_LEVELS && lx->level[lx->depth].derived;
	if (!import_lex_close_level(lx))
		return false;
	lx->depth--;
	return import_lex_copy(lx, t->start, t->end) &&
	       (!derived || import_lex_name_derived(lx, t));
}

static bool put_token(struct lexer *lx, const struct token *t, size_t *end)
{
	*end = t->end;
	switch (t->kind) {
	case TOKEN_SPACE:
		return import_lex_copy(lx, t->start, t->end);
	case TOKEN_COMMENT: /* a space: PostgreSQL nests comments */
		return import_lex_put(lx, ' ', t->start);
	case TOKEN_STRING:
		return put_quoted(lx, t, '\'', '\'');
	case TOKEN_DOUBLE:
		return put_double_quoted(lx, t);
	case TOKEN_BACKTICK:
		if (!check_name_length(lx, t))
			return false;
		if (lx->engine == PLANSQL_TSQL)
			return import_lex_refuse(
			    lx, t->start,
			    "a backtick, which T-SQL does not have");
		return put_quoted(lx, t, '"', '"');
	case TOKEN_BRACKET:
		return check_name_length(lx, t) && put_quoted(lx, t, '"', '"');
	case TOKEN_WORD:
		return put_word(lx, t, end);
	case TOKEN_NUMBER:
		return check_number(lx, t) &&
		       import_lex_copy(lx, t->start, t->end);
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
		if (!import_lex_read_token(&lx, i, &t))
			return false;
		if (t.kind == TOKEN_END)
			break;
		size_t end;
		if (!put_token(&lx, &t, &end))
			return false;
		bool significant = t.kind != TOKEN_SPACE &&
				   t.kind != TOKEN_COMMENT &&
				   !import_lex_other_is(&lx, &t, ';');
		if (significant) {
			lx.significant_end = lx.n;
			lx.last_kind = t.kind;
			lx.last_start = t.start;
			lx.last_end = t.end;
		}
		t.end = end;
	}
	if (!import_lex_close_statement(&lx) || !import_lex_put(&lx, '\0', len))
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
	    "from",  "where",  "group",	    "having", "order",
	    "limit", "union",  "intersect", "except", "window",
	    "into",  "offset", "fetch"};
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (import_lex_word_is(lx, t, words[i]))
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
		if (!import_lex_read_token(&lx, i, &t))
			return NULL;
		bool closes = import_lex_other_is(&lx, &t, ')');
		if (t.kind == TOKEN_END ||
		    (depth == 0 && (import_lex_other_is(&lx, &t, ',') ||
				    import_lex_other_is(&lx, &t, ';') ||
				    closes || ends_item(&lx, &t))))
			break;
		if (import_lex_other_is(&lx, &t, '('))
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
