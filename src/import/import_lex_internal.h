/* What the two files of the respelling share (import_lex.c: the tokens
 * and the pass; import_lex_clauses.c: the clauses an engine writes
 * otherwise): the token, the lexer's state, and their helpers. */
#ifndef PLANSQL_IMPORT_LEX_INTERNAL_H
#define PLANSQL_IMPORT_LEX_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "import/import_internal.h"
#include "import/import_lex.h"

enum token_kind {
	TOKEN_END,
	TOKEN_SPACE,
	TOKEN_COMMENT,
	TOKEN_STRING,	/* '...' */
	TOKEN_DOUBLE,	/* "..." */
	TOKEN_BACKTICK, /* `...` */
	TOKEN_BRACKET,	/* [...] */
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
	unsigned derived_count;	   /* the names given to unnamed ones */
	enum token_kind last_kind; /* of the last significant token */
	size_t last_start, last_end;
};

/* ---- import_lex.c ---- */

/* Refuses at the user's offset at: false, for "return import_lex_refuse()". */
bool import_lex_refuse(struct lexer *lx, size_t at, const char *what);
/* Appends a byte of the respelled text that came from offset from. */
bool import_lex_put(struct lexer *lx, char c, size_t from);
bool import_lex_put_text(struct lexer *lx, const char *text, size_t from);
/* Appends the user's bytes [start, end) as they are. */
bool import_lex_copy(struct lexer *lx, size_t start, size_t end);
/* The token at i; false after a refusal. */
bool import_lex_read_token(struct lexer *lx, size_t i, struct token *t);
/* The next token from i that is no space or comment. */
bool import_lex_next_significant(struct lexer *lx, size_t i, struct token *t);
/* Whether t is the word word (lower case), ignoring ASCII case. */
bool import_lex_word_is(const struct lexer *lx, const struct token *t,
			const char *word);
/* Whether t is the one byte c of an operator or punctuation. */
bool import_lex_other_is(const struct lexer *lx, const struct token *t, char c);

/* ---- import_lex_clauses.c ---- */

/* Each rewrite at the word t: through *end the end of what it read (0:
 * t begins no such clause, nothing written); false after a refusal. */
bool import_lex_put_hex_text(struct lexer *lx, const struct token *t,
			     size_t *end);
bool import_lex_limit_pair(struct lexer *lx, const struct token *t,
			   size_t *end);
/* SQLite's GLOB and T-SQL's TOP at t: the clause read to *end. */
bool import_lex_put_glob(struct lexer *lx, const struct token *t, size_t *end);
bool import_lex_top(struct lexer *lx, const struct token *t, size_t *end);
/* Whether the last significant token begins a select list. */
bool import_lex_after_select(const struct lexer *lx);
/* T-SQL: a word that ends or combines the query level of a TOP. */
bool import_lex_check_top_level(struct lexer *lx, const struct token *t);
/* The end of the current query level, and of the text: a TOP's LIMIT. */
bool import_lex_close_level(struct lexer *lx);
bool import_lex_close_statement(struct lexer *lx);
/* SQLite's subqueries in FROM: the word t entering or leaving FROM; the
 * '(' t opening one; after its ')' t, the name one without it gets. */
void import_lex_note_from(struct lexer *lx, const struct token *t);
bool import_lex_opens_derived(struct lexer *lx, const struct token *t);
bool import_lex_name_derived(struct lexer *lx, const struct token *t);

#endif
