/* PostgreSQL 12 or later. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"
#include "sql/sql_verify.h"

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
	sql_quote_doubled(out, '"', '"', name);
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
	sql_print_text(p, with_time ? "TIMESTAMP " : "DATE ");
	sql_print_string(p, iso);
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
	sql_print_text(p, "$");
	sql_print_int(p, (int64_t)number);
	switch (value->kind) {
	case LIT_BOOL:
		sql_print_text(p, "::boolean");
		break;
	case LIT_INT:
		sql_print_text(p, value->integer >= INT32_MIN &&
					  value->integer <= INT32_MAX
				      ? "::integer"
				      : "::bigint");
		break;
	case LIT_NUMBER:
		sql_print_text(p, "::");
		sql_print_text(p, number_type(value->text));
		break;
	case LIT_DATE:
		sql_print_text(p, "::date");
		break;
	case LIT_DATETIME:
		sql_print_text(p, "::timestamp");
		break;
	case LIT_STRING:
	case LIT_NULL:
		break;
	}
}

static void postgres_limit(struct printer *p, const struct query *q)
{
	if (q->limit >= 0) {
		sql_print_clause(p, "LIMIT ");
		sql_print_int(p, q->limit);
	}
	if (q->offset >= 0) {
		sql_print_clause(p, "OFFSET ");
		sql_print_int(p, q->offset);
	}
}

/* Expression functions.  ROUND of numeric rounds halves away from
 * zero (of double precision it would round them to even); DATE_TRUNC's
 * weeks start on Monday. */
static const struct sql_function_form postgres_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS double precision) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"$1 / $2", true},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND(CAST($1 AS numeric), $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"LENGTH($1)", false},
    [FN_SUBSTR] = {"SUBSTR($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTR($1, $2)", false},
    [FN_CONCAT] = {"$1 || $2", true},
    [FN_CAST_INTEGER] = {"CAST(TRUNC(CAST($1 AS numeric)) AS bigint)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS double precision)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS text)", false},
    [FN_NUMBER_TEXT] = {"CAST($1 AS text)", false},
    [FN_CAST_DATE] = {"CAST($1 AS date)", false},
    [FN_CAST_DATETIME] = {"CAST($1 AS timestamp)", false},
    [FN_YEAR] = {"CAST(EXTRACT(YEAR FROM $1) AS integer)", false},
    [FN_QUARTER] = {"CAST(EXTRACT(QUARTER FROM $1) AS integer)", false},
    [FN_MONTH] = {"CAST(EXTRACT(MONTH FROM $1) AS integer)", false},
    [FN_DAY] = {"CAST(EXTRACT(DAY FROM $1) AS integer)", false},
    [FN_WEEKDAY] = {"CAST(EXTRACT(ISODOW FROM $1) AS integer)", false},
    [FN_HOUR] = {"CAST(EXTRACT(HOUR FROM $1) AS integer)", false},
    [FN_TRUNC_DAY] = {"CAST(DATE_TRUNC('day', $1) AS date)", false},
    [FN_TRUNC_WEEK] = {"CAST(DATE_TRUNC('week', $1) AS date)", false},
    [FN_TRUNC_MONTH] = {"CAST(DATE_TRUNC('month', $1) AS date)", false},
    [FN_TRUNC_QUARTER] = {"CAST(DATE_TRUNC('quarter', $1) AS date)", false},
    [FN_TRUNC_YEAR] = {"CAST(DATE_TRUNC('year', $1) AS date)", false},
    [FN_DAYS_BETWEEN] = {"CAST($2 AS date) - CAST($1 AS date)", true},
};

const struct dialect dialect_postgres = {
    .name = "postgres",
    .aliases = (const char *const[]){"postgresql", "pg", NULL},
    .title = "PostgreSQL",
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
    .functions = postgres_functions,
    .numeric_type = "NUMERIC",
    .verify = sql_verify_postgres,
};
