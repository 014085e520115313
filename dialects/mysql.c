/* MySQL 8 and MariaDB 10.5 or later, whatever the sql_mode. */
#include <string.h>

#include "dialect.h"
#include "printer.h"
#include "utf8.h"

#define MYSQL_MAX_NAME_CHARS  64
#define MYSQL_MAX_ALIAS_CHARS 256
/* The largest row count LIMIT takes: "no limit" for an OFFSET alone. */
#define MYSQL_NO_LIMIT "18446744073709551615"

static bool outside_bmp(const char *name)
{
	for (const unsigned char *c = (const unsigned char *)name; *c; c++)
		if (*c >= 0xf0)
			return true;
	return false;
}

static const char *mysql_identifier_problem(const char *name,
					    enum ident_use use)
{
	size_t len = strlen(name);
	size_t chars = utf8_count(name, len);
	if (use == IDENT_ALIAS ? chars > MYSQL_MAX_ALIAS_CHARS
			       : chars > MYSQL_MAX_NAME_CHARS)
		return use == IDENT_ALIAS
			   ? "MySQL aliases are at most 256 characters"
			   : "MySQL names are at most 64 characters";
	if (use != IDENT_ALIAS && name[len - 1] == ' ')
		return "MySQL names cannot end with a space";
	if (outside_bmp(name))
		return "MySQL names cannot hold characters beyond U+FFFF";
	return NULL;
}

/* Backticks, never double quotes: "..." is a string unless ANSI_QUOTES. */
static void mysql_quote_identifier(strbuf *out, const char *name)
{
	quote_doubled(out, '`', '`', name);
}

/* ' is doubled, never written \' (which NO_BACKSLASH_ESCAPES breaks).
 * Text with a backslash means different things in different sql_modes
 * as a quoted literal, so it is written as hex, which means the same in
 * every mode. */
static void mysql_quote_string(strbuf *out, const char *text)
{
	if (strchr(text, '\\')) {
		static const char hex[] = "0123456789ABCDEF";
		strbuf_puts(out, "_utf8mb4 X'");
		for (const unsigned char *c = (const unsigned char *)text; *c;
		     c++) {
			strbuf_putc(out, hex[*c >> 4]);
			strbuf_putc(out, hex[*c & 15]);
		}
		strbuf_putc(out, '\'');
		return;
	}
	quote_doubled(out, '\'', '\'', text);
}

static void mysql_boolean(strbuf *out, bool value)
{
	strbuf_puts(out, value ? "TRUE" : "FALSE");
}

static void mysql_date(struct printer *p, const char *iso, bool with_time)
{
	print_text(p, with_time ? "TIMESTAMP " : "DATE ");
	print_string(p, iso);
}

static void mysql_limit(struct printer *p, const struct query *q)
{
	if (q->limit < 0 && q->offset < 0)
		return;
	print_clause(p, "LIMIT ");
	if (q->limit >= 0)
		print_int(p, q->limit);
	else
		print_text(p, MYSQL_NO_LIMIT);
	if (q->offset >= 0) {
		print_text(p, " OFFSET ");
		print_int(p, q->offset);
	}
}

const struct dialect dialect_mysql = {
    .name = "mysql",
    .id = PLANSQL_MYSQL,
    .caps = DIALECT_NO_LAG_DEFAULT | DIALECT_RANKING_NEEDS_ORDER,
    .identifier_problem = mysql_identifier_problem,
    .quote_identifier = mysql_quote_identifier,
    .quote_string = mysql_quote_string,
    .boolean = mysql_boolean,
    .date = mysql_date,
    .limit = mysql_limit,
    .like_specials = "",
};
