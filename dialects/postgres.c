/* PostgreSQL 12 or later. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sql_dialect.h"
#include "sql_print.h"
#include "sql_verify.h"

/* The server silently truncates longer names, so two different names
 * could become one: refuse them instead. */
#define POSTGRES_MAX_NAME_BYTES 63

static const char *postgres_identifier_problem(const char *name,
					       enum ident_use use)
{
	(void)use;
	if (strlen(name) > POSTGRES_MAX_NAME_BYTES)
		return "PostgreSQL truncates names longer than 63 bytes";
	return NULL;
}

static void postgres_quote_identifier(strbuf *out, const char *name)
{
	quote_doubled(out, '"', '"', name);
}

/* Plain '...' is safe only without backslashes: with
 * standard_conforming_strings off a backslash escapes.  E'...' with
 * backslashes doubled means the same under either setting. */
static void postgres_quote_string(strbuf *out, const char *text)
{
	bool backslash = strchr(text, '\\') != NULL;
	strbuf_puts(out, backslash ? "E'" : "'");
	for (const char *c = text; *c; c++) {
		if (*c == '\'' || (*c == '\\' && backslash))
			strbuf_putc(out, *c);
		strbuf_putc(out, *c);
	}
	strbuf_putc(out, '\'');
}

static void postgres_boolean(strbuf *out, bool value)
{
	strbuf_puts(out, value ? "TRUE" : "FALSE");
}

static void postgres_date(struct printer *p, const char *iso, bool with_time)
{
	print_text(p, with_time ? "TIMESTAMP " : "DATE ");
	print_string(p, iso);
}

/* The type PostgreSQL gives a number literal: integer, bigint or
 * numeric by its digits and size. */
static const char *number_type(const char *text)
{
	if (strpbrk(text, ".eE"))
		return "numeric";
	errno = 0;
	long long n = strtoll(text, NULL, 10);
	if (errno)
		return "numeric";
	return n >= INT32_MIN && n <= INT32_MAX ? "integer" : "bigint";
}

/* $n cast to the type its literal has, so the server types it as it
 * types the literal form; a string stays untyped, as a quoted literal
 * is, and takes the type of what it is compared with. */
static void postgres_placeholder(struct printer *p, size_t number,
				 const struct literal *value)
{
	print_text(p, "$");
	print_int(p, (int64_t)number);
	switch (value->kind) {
	case LIT_BOOL:
		print_text(p, "::boolean");
		break;
	case LIT_INT:
		print_text(p, value->integer >= INT32_MIN &&
				      value->integer <= INT32_MAX
				  ? "::integer"
				  : "::bigint");
		break;
	case LIT_NUMBER:
		print_text(p, "::");
		print_text(p, number_type(value->text));
		break;
	case LIT_DATE:
		print_text(p, "::date");
		break;
	case LIT_DATETIME:
		print_text(p, "::timestamp");
		break;
	case LIT_STRING:
	case LIT_NULL:
		break;
	}
}

static void postgres_limit(struct printer *p, const struct query *q)
{
	if (q->limit >= 0) {
		print_clause(p, "LIMIT ");
		print_int(p, q->limit);
	}
	if (q->offset >= 0) {
		print_clause(p, "OFFSET ");
		print_int(p, q->offset);
	}
}

const struct dialect dialect_postgres = {
    .name = "postgres",
    .title = "PostgreSQL",
    .id = PLANSQL_POSTGRES,
    .caps = DIALECT_ILIKE | DIALECT_FULL_JOIN | DIALECT_NULLS_SORT_HIGH |
	    DIALECT_INTERSECT_FIRST,
    .identifier_problem = postgres_identifier_problem,
    .quote_identifier = postgres_quote_identifier,
    .quote_string = postgres_quote_string,
    .boolean = postgres_boolean,
    .date = postgres_date,
    .placeholder = postgres_placeholder,
    .limit = postgres_limit,
    .like_specials = "",
    .numeric_type = "NUMERIC",
    .verify = verify_postgres,
};
