/* The shared SQL printer: walks the syntax tree and writes SQL text, the
 * only place in plansql that does.  Names and values reach the text only
 * through the dialect's quoting functions. */
#ifndef PLANSQL_SQL_PRINT_H
#define PLANSQL_SQL_PRINT_H

#include <stdbool.h>
#include <stdint.h>

#include "common/arena.h"
#include "sql/sql_ast.h"
#include "common/diag.h"
#include "sql/sql_dialect.h"
#include "sql/sql_params.h"
#include "common/strbuf.h"

/* The escape character of every LIKE pattern plansql prints. */
#define LIKE_ESCAPE '!'

struct printer {
	strbuf *out;
	const struct dialect *dialect;
	bool compact;
	int indent;	   /* spaces before a clause in pretty mode */
	size_t line_start; /* offset in out where the current line starts */
	diag_list *d;
	/* Parameter mode: values of conditions become placeholders and
	 * are collected here; NULL prints them as literals. */
	struct param_list *params;
	const char *reported[16]; /* names already reported, to say it once */
	int reported_count;
	/* names found usable, by address: a statement names the same few
	 * tables and columns again and again */
	struct checked_name {
		const char *name;
		int use;
	} checked[32];
};

/* Prints the statement; errors (names a dialect cannot hold, shapes it
 * cannot express) go to d. */
void sql_print_query(struct printer *p, const struct query *q);

/* Building blocks for dialect hooks. */
void sql_print_text(struct printer *p, const char *keyword_or_punctuation);
void sql_print_int(struct printer *p, int64_t value);
/* A clause keyword: on a new line in pretty mode, after a space in
 * compact mode. */
void sql_print_clause(struct printer *p, const char *keyword);
void sql_print_identifier(struct printer *p, const char *name,
			  enum ident_use use, const char *at);
void sql_print_string(struct printer *p, const char *text);
/* A string value of the plan (a LIKE pattern): quoted, or a placeholder
 * in parameter mode. */
void sql_print_value_string(struct printer *p, const char *text);
void sql_print_expr(struct printer *p, const struct expr *e);
/* The standard LIKE form: x [NOT] LIKE 'pattern' ESCAPE '!'. */
void sql_print_like_standard(struct printer *p, const struct expr *e);
/* Builds the text of a LIKE pattern with wildcards from parts. */
void sql_like_pattern_text(strbuf *out, const struct expr *e,
			   const char *specials);
/* The forms several dialects share: LIMIT n and OFFSET m, each a clause;
 * a date as DATE 'iso' or a datetime as the keyword given ('iso'); "?",
 * or for a date or a datetime CAST(? AS DATE) or CAST(? AS the type
 * given). */
void sql_print_limit_offset(struct printer *p, const struct query *q);
void sql_print_keyword_date(struct printer *p, const char *iso, bool with_time,
			    const char *datetime_keyword);
void sql_print_question_mark(struct printer *p, const struct literal *value,
			     const char *datetime_type);
/* Hooks several dialects share: any text without NUL is a name; "..."
 * with " doubled; '...' with ' doubled, a backslash being plain; TRUE and
 * FALSE. */
const char *sql_any_identifier(const char *name, enum ident_use use);
void sql_quote_in_double_quotes(strbuf *out, const char *name);
void sql_quote_plain_string(strbuf *out, const char *text);
void sql_boolean_keywords(strbuf *out, bool value);
/* open, text with every close character doubled, close: the quoting of
 * identifiers and plain string literals in every dialect. */
void sql_quote_doubled(strbuf *out, char open, char close, const char *text);
void sql_print_error(struct printer *p, const char *at, const char *code,
		     const char *fmt, ...);

#endif
