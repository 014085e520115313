/* Whether a statement orders its rows: an ORDER BY at its top level.
 * A tokenizer just good enough to see past strings, quoted names,
 * comments and parentheses of the dialects plansql prints (eval_compare.h);
 * an ORDER BY inside a window, a CTE or a subquery orders nothing the
 * caller receives. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "eval/eval_compare.h"

struct scan {
	const char *s;
	size_t len, at;
};

static bool word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '$' ||
	       (unsigned char)c >= 0x80;
}

/* Past a quoted text that starts at s->at with quote and ends at the
 * closing one (doubled inside); backslash escapes too when asked. */
static void skip_quoted(struct scan *sc, char close, bool backslash)
{
	sc->at++;
	while (sc->at < sc->len) {
		char c = sc->s[sc->at++];
		if (backslash && c == '\\')
			sc->at++;
		else if (c == close) {
			if (sc->at < sc->len && sc->s[sc->at] == close)
				sc->at++;
			else
				return;
		}
	}
}

/* PostgreSQL's block comments nest. */
static void skip_block_comment(struct scan *sc)
{
	int depth = 0;
	while (sc->at + 1 < sc->len) {
		if (sc->s[sc->at] == '/' && sc->s[sc->at + 1] == '*') {
			depth++;
			sc->at += 2;
		} else if (sc->s[sc->at] == '*' && sc->s[sc->at + 1] == '/') {
			sc->at += 2;
			if (--depth == 0)
				return;
		} else {
			sc->at++;
		}
	}
	sc->at = sc->len;
}

/* $tag$ ... $tag$ (PostgreSQL); false when s->at starts no such text. */
static bool skip_dollar_quoted(struct scan *sc)
{
	size_t tag = sc->at + 1;
	while (tag < sc->len &&
	       (isalnum((unsigned char)sc->s[tag]) || sc->s[tag] == '_'))
		tag++;
	if (tag >= sc->len || sc->s[tag] != '$')
		return false;
	size_t n = tag + 1 - sc->at;
	for (size_t i = tag + 1; i + n <= sc->len; i++)
		if (!memcmp(sc->s + i, sc->s + sc->at, n)) {
			sc->at = i + n;
			return true;
		}
	sc->at = sc->len;
	return true;
}

/* Past whatever starts at s->at that is no word and no parenthesis;
 * true when something was skipped. */
static bool skip_other(struct scan *sc)
{
	const char *s = sc->s;
	char c = s[sc->at], next = sc->at + 1 < sc->len ? s[sc->at + 1] : 0;
	if (c == '\'')
		skip_quoted(sc, '\'', false);
	else if ((c == 'E' || c == 'e') && next == '\'') {
		sc->at++;
		skip_quoted(sc, '\'', true);
	} else if (c == '"')
		skip_quoted(sc, '"', false);
	else if (c == '`')
		skip_quoted(sc, '`', false);
	else if (c == '[')
		skip_quoted(sc, ']', false);
	else if (c == '-' && next == '-')
		while (sc->at < sc->len && s[sc->at] != '\n')
			sc->at++;
	else if (c == '/' && next == '*')
		skip_block_comment(sc);
	else if (c == '$' && skip_dollar_quoted(sc))
		;
	else
		return false;
	return true;
}

bool eval_sql_orders_rows(const char *sql, size_t len)
{
	struct scan sc = {sql, len, 0};
	long depth = 0;
	bool after_order = false;
	while (sc.at < sc.len) {
		char c = sql[sc.at];
		if (skip_other(&sc))
			continue;
		if (c == '(' || c == ')') {
			depth += c == '(' ? 1 : -1;
			after_order = false;
			sc.at++;
			continue;
		}
		if (!word_char(c) || isdigit((unsigned char)c)) {
			size_t start = sc.at;
			while (sc.at < sc.len && word_char(sql[sc.at]))
				sc.at++;
			sc.at += sc.at == start;
			if (!isspace((unsigned char)c))
				after_order = false;
			continue;
		}
		size_t start = sc.at;
		while (sc.at < sc.len && word_char(sql[sc.at]))
			sc.at++;
		size_t n = sc.at - start;
		if (depth == 0 && after_order && n == 2 &&
		    !strncasecmp(sql + start, "by", 2))
			return true;
		after_order = depth == 0 && n == 5 &&
			      !strncasecmp(sql + start, "order", 5);
	}
	return false;
}
