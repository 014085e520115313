/* Spark SQL 3.4 or later, and Databricks SQL.  Not executed here:
 * every case is checked by Spark's own grammar (tests/tree/grammars.sh). */
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

static const char *spark_identifier_problem(const char *name,
					    enum ident_use use)
{
	(void)name;
	(void)use;
	return NULL;
}

/* Backticks, ` doubled; Spark matches names without regard to case by
 * default. */
static void spark_quote_identifier(strbuf *out, const char *name)
{
	sql_quote_doubled(out, '`', '`', name);
}

/* A backslash escapes in '...' unless spark.sql.parser.
 * escapedStringLiterals is set, and '' may read as two literals run
 * together: text with either ' or \ is written as its UTF-8 bytes,
 * CAST(X'...' AS STRING), which means the same under every setting. */
static void spark_quote_string(strbuf *out, const char *text)
{
	if (!strpbrk(text, "'\\")) {
		strbuf_putc(out, '\'');
		strbuf_puts(out, text);
		strbuf_putc(out, '\'');
		return;
	}
	static const char hex[] = "0123456789ABCDEF";
	strbuf_puts(out, "CAST(X'");
	for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
		strbuf_putc(out, hex[*c >> 4]);
		strbuf_putc(out, hex[*c & 15]);
	}
	strbuf_puts(out, "' AS STRING)");
}

static void spark_boolean(strbuf *out, bool value)
{
	strbuf_puts(out, value ? "TRUE" : "FALSE");
}

static void spark_date(struct printer *p, const char *iso, bool with_time)
{
	sql_print_keyword_date(p, iso, with_time, "TIMESTAMP");
}

static void spark_placeholder(struct printer *p, size_t number,
			      const struct literal *value)
{
	(void)number;
	sql_print_question_mark(p, value, "TIMESTAMP");
}

/* Expression functions.  '/' divides integers as numbers and DIV
 * truncates; ROUND of a DECIMAL rounds halves away from zero;
 * DATE_TRUNC's weeks start on Monday; DAYOFWEEK_ISO counts from 1 on
 * Monday. */
static const struct sql_function_form spark_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS DOUBLE) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"$1 DIV $2", true},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND(CAST($1 AS DECIMAL(38, 10)), $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"CHAR_LENGTH($1)", false},
    [FN_SUBSTR] = {"SUBSTRING($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTRING($1, $2)", false},
    [FN_CONCAT] = {"$1 || $2", true},
    [FN_CAST_INTEGER] = {"CAST(CAST($1 AS DOUBLE) AS BIGINT)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS DOUBLE)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS STRING)", false},
    [FN_NUMBER_TEXT] = {"CAST($1 AS STRING)", false},
    [FN_CAST_DATE] = {"CAST($1 AS DATE)", false},
    [FN_CAST_DATETIME] = {"CAST($1 AS TIMESTAMP)", false},
    [FN_YEAR] = {"YEAR($1)", false},
    [FN_QUARTER] = {"QUARTER($1)", false},
    [FN_MONTH] = {"MONTH($1)", false},
    [FN_DAY] = {"DAYOFMONTH($1)", false},
    [FN_WEEKDAY] = {"EXTRACT(DAYOFWEEK_ISO FROM $1)", false},
    [FN_HOUR] = {"HOUR($1)", false},
    [FN_TRUNC_DAY] = {"CAST(DATE_TRUNC('DAY', $1) AS DATE)", false},
    [FN_TRUNC_WEEK] = {"CAST(DATE_TRUNC('WEEK', $1) AS DATE)", false},
    [FN_TRUNC_MONTH] = {"CAST(DATE_TRUNC('MONTH', $1) AS DATE)", false},
    [FN_TRUNC_QUARTER] = {"CAST(DATE_TRUNC('QUARTER', $1) AS DATE)", false},
    [FN_TRUNC_YEAR] = {"CAST(DATE_TRUNC('YEAR', $1) AS DATE)", false},
    [FN_DAYS_BETWEEN] = {"DATEDIFF(CAST($2 AS DATE), CAST($1 AS DATE))", false},
};

const struct dialect dialect_spark = {
    .name = "spark",
    .aliases = (const char *const[]){"sparksql", "databricks", NULL},
    .title = "Spark SQL",
    /* NULLs sort as the smallest values already; ranking functions need
     * an order */
    .caps = DIALECT_ILIKE | DIALECT_FULL_JOIN | DIALECT_INTERSECT_FIRST |
	    DIALECT_RANKING_NEEDS_ORDER,
    .identifier_problem = spark_identifier_problem,
    .quote_identifier = spark_quote_identifier,
    .quote_string = spark_quote_string,
    .boolean = spark_boolean,
    .date = spark_date,
    .placeholder = spark_placeholder,
    .limit = sql_print_limit_offset,
    .like_specials = "",
    .functions = spark_functions,
    .numeric_type = "DOUBLE",
};
