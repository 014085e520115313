/* The clauses SQLite, MySQL and T-SQL write otherwise than PostgreSQL,
 * respelled whole: MySQL's _utf8mb4 X'...', SQLite's GLOB, LIMIT a, b
 * and the counts meaning no limit, T-SQL's TOP (a LIMIT at the end of
 * its query level) and SQLite's unnamed subqueries in FROM. */
#include <stdio.h>
#include <string.h>

#include "common/ascii.h"
#include "common/utf8.h"
#include "import/import_lex_internal.h"

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
bool import_lex_put_hex_text(struct lexer *lx, const struct token *t,
			     size_t *end)
{
	struct token x, hex;
	*end = 0;
	if (!import_lex_next_significant(lx, t->end, &x))
		return false;
	if (!(import_lex_word_is(lx, &x, "x") && x.end < lx->len &&
	      lx->s[x.end] == '\''))
		return true;
	if (!import_lex_read_token(lx, x.end, &hex))
		return false;
	size_t digits = hex.end - hex.start - 2;
	if (digits % 2)
		return import_lex_refuse(
		    lx, hex.start,
		    "a hexadecimal string of an odd number of "
		    "digits");
	char *text = arena_alloc(lx->a, digits / 2 + 1);
	if (!text)
		return import_nomem(lx->im);
	for (size_t i = 0; i < digits / 2; i++) {
		int hi = hex_value(lx->s[hex.start + 1 + 2 * i]),
		    lo = hex_value(lx->s[hex.start + 2 + 2 * i]);
		if (hi < 0 || lo < 0 || (hi | lo) == 0)
			return import_lex_refuse(
			    lx, hex.start,
			    "a hexadecimal string that is no text");
		text[i] = (char)(hi << 4 | lo);
	}
	for (size_t i = 0; i < digits / 2;) {
		uint32_t cp;
		size_t n = utf8_decode(text + i, digits / 2 - i, &cp);
		if (!n)
			return import_lex_refuse(
			    lx, hex.start,
			    "a hexadecimal string that is no "
			    "UTF-8 text");
		i += n;
	}
	if (!import_lex_put(lx, '\'', t->start))
		return false;
	for (size_t i = 0; i < digits / 2; i++)
		if ((text[i] == '\'' && !import_lex_put(lx, '\'', t->start)) ||
		    !import_lex_put(lx, text[i], t->start))
			return false;
	*end = hex.end;
	return import_lex_put(lx, '\'', t->start);
}

/* ---- SQLite's GLOB ---- */

/* One character of a GLOB pattern as LIKE's with backslash escapes. */
static bool put_like_char(struct lexer *lx, char c, size_t from)
{
	if ((c == '%' || c == '_' || c == '\\') &&
	    !import_lex_put(lx, '\\', from))
		return false;
	return (c != '\'' || import_lex_put(lx, c, from)) &&
	       import_lex_put(lx, c, from);
}

/* x GLOB 'pattern': a case-sensitive LIKE whose pattern has * for %, ?
 * for _ and [c] for a literal c, written LIKE '...' ESCAPE '\' at the
 * offset of GLOB, which tells the importer it is no case-insensitive
 * LIKE; through *end the end of the pattern. */
bool import_lex_put_glob(struct lexer *lx, const struct token *t, size_t *end)
{
	struct token p;
	if (!import_lex_next_significant(lx, t->end, &p))
		return false;
	if (p.kind != TOKEN_STRING)
		return import_lex_refuse(
		    lx, p.start, "GLOB with a pattern that is no string");
	if (!import_lex_put_text(lx, "LIKE '", t->start))
		return false;
	const char *s = lx->s;
	for (size_t i = p.start + 1; i + 1 < p.end; i++) {
		char c = s[i];
		bool set = c == '[' && i + 3 < p.end && s[i + 1] != '^' &&
			   s[i + 2] == ']'; /* [c]: the character c */
		if (c == '[' && !set)
			return import_lex_refuse(
			    lx, i,
			    "a set of characters in a GLOB pattern, "
			    "which the plan's patterns do not have");
		bool ok = c == '*' || c == '?'
			      ? import_lex_put(lx, c == '*' ? '%' : '_', i)
			      : put_like_char(lx, set ? s[i + 1] : c, i);
		if (!ok)
			return false;
		i += set ? 2 : c == '\'' ? 1 : 0; /* '' is one quote */
	}
	*end = p.end;
	return import_lex_put_text(lx, "' ESCAPE '\\'", t->start);
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
		return import_lex_other_is(lx, a, '-') &&
		       b->kind == TOKEN_NUMBER;
	return a->kind == TOKEN_NUMBER &&
	       a->end - a->start == sizeof largest - 1 &&
	       !memcmp(lx->s + a->start, largest, sizeof largest - 1);
}

/* LIMIT offset, count: written LIMIT count OFFSET offset; through *end
 * the end of what was read, 0 when the LIMIT at t is no such pair. */
bool import_lex_limit_pair(struct lexer *lx, const struct token *t, size_t *end)
{
	struct token a, comma, b;
	*end = 0;
	if (lx->engine != PLANSQL_SQLITE && lx->engine != PLANSQL_MYSQL)
		return true;
	if (!import_lex_next_significant(lx, t->end, &a) ||
	    !import_lex_next_significant(lx, a.end, &comma))
		return false;
	if (no_limit(lx, &a, &comma)) {
		*end = a.kind == TOKEN_NUMBER ? a.end : comma.end;
		return import_lex_put_text(lx, "LIMIT ALL", t->start);
	}
	if (a.kind != TOKEN_NUMBER || !import_lex_other_is(lx, &comma, ','))
		return true;
	if (!import_lex_next_significant(lx, comma.end, &b))
		return false;
	if (b.kind != TOKEN_NUMBER)
		return import_lex_refuse(
		    lx, b.start,
		    "LIMIT offset, count with a count that is no "
		    "number");
	*end = b.end;
	struct token after = {TOKEN_END, b.end, b.end};
	bool all = no_limit(lx, &b, &after);
	return import_lex_put_text(lx, "LIMIT ", t->start) &&
	       (all ? import_lex_put_text(lx, "ALL", b.start)
		    : import_lex_copy(lx, b.start, b.end)) &&
	       import_lex_put_text(lx, " OFFSET ", comma.start) &&
	       import_lex_copy(lx, a.start, a.end);
}

bool import_lex_after_select(const struct lexer *lx)
{
	struct token last = {lx->last_kind, lx->last_start, lx->last_end};
	return import_lex_word_is(lx, &last, "select") ||
	       import_lex_word_is(lx, &last, "distinct") ||
	       import_lex_word_is(lx, &last, "all");
}

/* TOP n or TOP (n): its count kept for a LIMIT at the query's end;
 * through *end the end of what was read. */
bool import_lex_top(struct lexer *lx, const struct token *t, size_t *end)
{
	struct token n, close = {0}, next;
	if (lx->depth >= MAX_LEVELS || lx->level[lx->depth].combined)
		return import_lex_refuse(
		    lx, t->start,
		    "TOP in one query of a UNION, INTERSECT or "
		    "EXCEPT, or nested too deep");
	if (!import_lex_next_significant(lx, t->end, &n))
		return false;
	bool parens = import_lex_other_is(lx, &n, '(');
	if (parens && (!import_lex_next_significant(lx, n.end, &n) ||
		       !import_lex_next_significant(lx, n.end, &close)))
		return false;
	if (n.kind != TOKEN_NUMBER ||
	    (parens && !import_lex_other_is(lx, &close, ')')) ||
	    strchr("0123456789", lx->s[n.end - 1]) == NULL ||
	    memchr(lx->s + n.start, '.', n.end - n.start))
		return import_lex_refuse(lx, t->start,
					 "TOP with a count that is no whole "
					 "number");
	*end = parens ? close.end : n.end;
	if (!import_lex_next_significant(lx, *end, &next))
		return false;
	if (import_lex_word_is(lx, &next, "percent") ||
	    import_lex_word_is(lx, &next, "with"))
		return import_lex_refuse(
		    lx, next.start,
		    "TOP ... PERCENT or WITH TIES, which the plan "
		    "has not");
	lx->level[lx->depth].top_start = n.start;
	lx->level[lx->depth].top_end = n.end;
	lx->level[lx->depth].top_at = t->start;
	return true;
}

/* A word that ends or combines a query level with a TOP. */
bool import_lex_check_top_level(struct lexer *lx, const struct token *t)
{
	if (lx->engine != PLANSQL_TSQL || lx->depth >= MAX_LEVELS)
		return true;
	bool combines = import_lex_word_is(lx, t, "union") ||
			import_lex_word_is(lx, t, "intersect") ||
			import_lex_word_is(lx, t, "except");
	if (combines)
		lx->level[lx->depth].combined = true;
	if (!lx->level[lx->depth].top_end)
		return true;
	if (combines)
		return import_lex_refuse(
		    lx, lx->level[lx->depth].top_at,
		    "TOP in one query of a UNION, INTERSECT or "
		    "EXCEPT");
	if (import_lex_word_is(lx, t, "offset") ||
	    import_lex_word_is(lx, t, "fetch"))
		return import_lex_refuse(lx, t->start,
					 "TOP with OFFSET or FETCH");
	return true;
}

/* The LIMIT of the level's TOP, at the end of its query. */
bool import_lex_close_level(struct lexer *lx)
{
	if (lx->depth >= MAX_LEVELS)
		return true;
	bool ok = true;
	if (lx->level[lx->depth].top_end) {
		size_t at = lx->level[lx->depth].top_at;
		ok = import_lex_put_text(lx, " LIMIT ", at) &&
		     import_lex_copy(lx, lx->level[lx->depth].top_start,
				     lx->level[lx->depth].top_end);
	}
	memset(&lx->level[lx->depth], 0, sizeof lx->level[lx->depth]);
	return ok;
}

/* At the end of the text, the outermost query's LIMIT goes before the
 * final semicolon, spaces and comments. */
bool import_lex_close_statement(struct lexer *lx)
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
	if (!import_lex_close_level(lx))
		return false;
	for (size_t i = 0; i < tail; i++)
		if (!import_lex_put(lx, text[i], from[i]))
			return false;
	return true;
}

/* ---- SQLite's subqueries in FROM without a name ---- */

static bool word_in(const struct lexer *lx, const struct token *t,
		    const char *const *words, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (import_lex_word_is(lx, t, words[i]))
			return true;
	return false;
}

/* Whether a word ends the FROM clause of its query. */
static bool ends_from(const struct lexer *lx, const struct token *t)
{
	static const char *const words[] = {"where",	 "group",  "having",
					    "order",	 "limit",  "union",
					    "intersect", "except", "window"};
	return word_in(lx, t, words, sizeof words / sizeof *words);
}

/* Whether what follows a subquery in FROM names it. */
static bool names_subquery(const struct lexer *lx, const struct token *t)
{
	static const char *const words[] = {
	    "join",    "inner", "left",	 "right",  "full", "cross",
	    "natural", "on",	"using", "offset", "fetch"};
	if (t->kind == TOKEN_DOUBLE || t->kind == TOKEN_BACKTICK ||
	    t->kind == TOKEN_BRACKET)
		return true;
	return t->kind == TOKEN_WORD && !ends_from(lx, t) &&
	       !word_in(lx, t, words, sizeof words / sizeof *words);
}

void import_lex_note_from(struct lexer *lx, const struct token *t)
{
	if (lx->engine != PLANSQL_SQLITE || lx->depth >= MAX_LEVELS)
		return;
	if (import_lex_word_is(lx, t, "from"))
		lx->level[lx->depth].in_from = true;
	else if (ends_from(lx, t))
		lx->level[lx->depth].in_from = false;
}

/* At '(' t: whether it opens a subquery in FROM. */
bool import_lex_opens_derived(struct lexer *lx, const struct token *t)
{
	struct token last = {lx->last_kind, lx->last_start, lx->last_end}, next;
	if (lx->engine != PLANSQL_SQLITE || lx->depth + 1 >= MAX_LEVELS ||
	    !lx->level[lx->depth].in_from ||
	    !(import_lex_word_is(lx, &last, "from") ||
	      import_lex_word_is(lx, &last, "join") ||
	      import_lex_other_is(lx, &last, ',')))
		return false;
	return import_lex_next_significant(lx, t->end, &next) &&
	       (import_lex_word_is(lx, &next, "select") ||
		import_lex_word_is(lx, &next, "with") ||
		import_lex_word_is(lx, &next, "values"));
}

/* SQLite lets a subquery in FROM go unnamed; PostgreSQL's parser wants
 * a name: subquery_1, subquery_2, ... after its ')' at t (the importer
 * refuses one that a table or CTE of the statement also has). */
bool import_lex_name_derived(struct lexer *lx, const struct token *t)
{
	struct token next;
	if (!import_lex_next_significant(lx, t->end, &next))
		return false;
	if (names_subquery(lx, &next))
		return true;
	char name[40];
	snprintf(name, sizeof name, " AS \"subquery_%u\"", ++lx->derived_count);
	return import_lex_put_text(lx, name, t->start);
}
