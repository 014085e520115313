/* PostgreSQL 12 or later. */
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
    .limit = postgres_limit,
    .like_specials = "",
    .numeric_type = "NUMERIC",
    .verify = verify_postgres,
};
