/* BigQuery (GoogleSQL).  Not executed here: every case is checked by a
 * parser of BigQuery's SQL (node-sql-parser; tests/tree/grammars.sh). */
#include <stdint.h>
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

/* BigQuery's limits: a column name of at most 300 characters, a table
 * name of at most 1024 bytes (and an alias, which may stand for a
 * table's name). */
#define BIGQUERY_MAX_COLUMN_CHARS 300
#define BIGQUERY_MAX_NAME_BYTES	  1024

static const char *bigquery_identifier_problem(const char *name,
					       enum ident_use use)
{
	size_t bytes = strlen(name), chars = 0;
	for (const unsigned char *c = (const unsigned char *)name; *c; c++)
		chars += (*c & 0xC0) != 0x80;
	bool column = use == IDENT_COLUMN || use == IDENT_CTE_COLUMN;
	if (column && chars > BIGQUERY_MAX_COLUMN_CHARS)
		return "BigQuery column names are at most 300 characters";
	if (bytes > BIGQUERY_MAX_NAME_BYTES)
		return "BigQuery names are at most 1024 bytes";
	return NULL;
}

/* Inside quotes BigQuery reads escape sequences, in names as in
 * strings: the quote and the backslash are escaped, and so is every
 * control character (a quoted string cannot hold a line break). */
static void put_escaped(strbuf *out, char quote, const char *text)
{
	static const char hex[] = "0123456789abcdef";
	strbuf_putc(out, quote);
	for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
		if (*c == (unsigned char)quote || *c == '\\') {
			strbuf_putc(out, '\\');
			strbuf_putc(out, (char)*c);
		} else if (*c < 0x20 || *c == 0x7f) {
			strbuf_puts(out, "\\x");
			strbuf_putc(out, hex[*c >> 4]);
			strbuf_putc(out, hex[*c & 15]);
		} else {
			strbuf_putc(out, (char)*c);
		}
	}
	strbuf_putc(out, quote);
}

/* Backticks; table names are case-sensitive, column names not. */
static void bigquery_quote_identifier(strbuf *out, const char *name)
{
	put_escaped(out, '`', name);
}

static void bigquery_quote_string(strbuf *out, const char *text)
{
	put_escaped(out, '\'', text);
}

/* The plan's datetime has no time zone: DATETIME, not TIMESTAMP. */
static void bigquery_date(struct printer *p, const char *iso, bool with_time)
{
	sql_print_keyword_date(p, iso, with_time, "DATETIME");
}

/* Named: @p1, @p2, ..., typed by the caller but dates, cast here. */
static void bigquery_placeholder(struct printer *p, size_t number,
				 const struct literal *value)
{
	bool cast = value->kind == LIT_DATE || value->kind == LIT_DATETIME;
	if (cast)
		sql_print_text(p, "CAST(");
	sql_print_text(p, "@p");
	sql_print_int(p, (int64_t)number);
	if (cast)
		sql_print_text(p, value->kind == LIT_DATE ? " AS DATE)"
							  : " AS DATETIME)");
}

/* OFFSET needs a LIMIT: the largest INT64 stands for none. */
static void bigquery_limit(struct printer *p, const struct query *q)
{
	if (q->limit < 0 && q->offset < 0)
		return;
	sql_print_clause(p, "LIMIT ");
	if (q->limit >= 0)
		sql_print_int(p, q->limit);
	else
		sql_print_int(p, INT64_MAX);
	if (q->offset >= 0) {
		sql_print_text(p, " OFFSET ");
		sql_print_int(p, q->offset);
	}
}

/* LIKE has no ESCAPE clause in BigQuery: a backslash escapes %, _ and
 * itself in the pattern (and is doubled again in the literal). */
static void pattern_text(strbuf *out, const struct expr *e)
{
	for (size_t i = 0; i < e->u.like.part_count; i++) {
		const struct like_part *part = &e->u.like.parts[i];
		if (part->kind != LIKE_TEXT) {
			strbuf_putc(out, part->kind == LIKE_ANY ? '%' : '_');
			continue;
		}
		for (const char *c = part->text; *c; c++) {
			if (*c == '%' || *c == '_' || *c == '\\')
				strbuf_putc(out, '\\');
			strbuf_putc(out, *c);
		}
	}
}

/* No ILIKE either: both sides lowered. */
static void bigquery_like(struct printer *p, const struct expr *e)
{
	char stack[256];
	strbuf pattern;
	strbuf_init(&pattern, stack, sizeof stack, p->out->max);
	pattern_text(&pattern, e);
	bool fold = e->u.like.case_insensitive;
	if (fold)
		sql_print_text(p, "LOWER(");
	sql_print_expr(p, e->u.like.operand);
	sql_print_text(p, fold ? ") LIKE LOWER(" : " LIKE ");
	if (pattern.error)
		strbuf_fail(p->out, pattern.error);
	else
		sql_print_value_string(p, pattern.text);
	if (fold)
		sql_print_text(p, ")");
	strbuf_release(&pattern);
}

/* Expression functions.  '/' gives FLOAT64 and DIV truncates; ROUND of
 * a NUMERIC rounds halves away from zero (the cast reads a double as
 * its shortest decimal form, to 9 digits); EXTRACT(DAYOFWEEK) counts
 * from 1 on Sunday; ISOWEEK starts on Monday. */
static const struct sql_function_form bigquery_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS FLOAT64) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"DIV($1, $2)", false},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND(CAST($1 AS NUMERIC), $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"LENGTH($1)", false},
    [FN_SUBSTR] = {"SUBSTR($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTR($1, $2)", false},
    [FN_CONCAT] = {"$1 || $2", true},
    [FN_CAST_INTEGER] = {"CAST(TRUNC(CAST($1 AS FLOAT64)) AS INT64)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS FLOAT64)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS STRING)", false},
    [FN_NUMBER_TEXT] = {"CAST($1 AS STRING)", false},
    [FN_CAST_DATE] = {"CAST($1 AS DATE)", false},
    [FN_CAST_DATETIME] = {"CAST($1 AS DATETIME)", false},
    [FN_YEAR] = {"EXTRACT(YEAR FROM $1)", false},
    [FN_QUARTER] = {"EXTRACT(QUARTER FROM $1)", false},
    [FN_MONTH] = {"EXTRACT(MONTH FROM $1)", false},
    [FN_DAY] = {"EXTRACT(DAY FROM $1)", false},
    [FN_WEEKDAY] = {"MOD(EXTRACT(DAYOFWEEK FROM $1) + 5, 7) + 1", true},
    [FN_HOUR] = {"EXTRACT(HOUR FROM $1)", false},
    [FN_TRUNC_DAY] = {"CAST($1 AS DATE)", false},
    [FN_TRUNC_WEEK] = {"DATE_TRUNC(CAST($1 AS DATE), ISOWEEK)", false},
    [FN_TRUNC_MONTH] = {"DATE_TRUNC(CAST($1 AS DATE), MONTH)", false},
    [FN_TRUNC_QUARTER] = {"DATE_TRUNC(CAST($1 AS DATE), QUARTER)", false},
    [FN_TRUNC_YEAR] = {"DATE_TRUNC(CAST($1 AS DATE), YEAR)", false},
    [FN_DAYS_BETWEEN] = {"DATE_DIFF(CAST($2 AS DATE), CAST($1 AS DATE), DAY)",
			 false},
    [FN_DATE_SLASH_YMD] = {"SAFE.PARSE_DATE('%Y/%m/%d', $1)", false},
    [FN_DATE_SLASH_MDY] = {"SAFE.PARSE_DATE('%m/%d/%Y', $1)", false},
    [FN_DATE_SLASH_DMY] = {"SAFE.PARSE_DATE('%d/%m/%Y', $1)", false},
    [FN_DATE_DOT_DMY] = {"SAFE.PARSE_DATE('%d.%m.%Y', $1)", false},
    [FN_DATE_MON_D_Y] = {"SAFE.PARSE_DATE('%b %d, %Y', $1)", false},
    [FN_DATE_MONTH_D_Y] = {"SAFE.PARSE_DATE('%B %d, %Y', $1)", false},
    [FN_DATE_D_MON_Y] = {"SAFE.PARSE_DATE('%d %b %Y', $1)", false},
    [FN_DATE_D_MONTH_Y] = {"SAFE.PARSE_DATE('%d %B %Y', $1)", false},
};

/* plansql catalog --query bigquery: the tables of the datasets of one
 * region from INFORMATION_SCHEMA, with their keys, as one JSON text.
 * Checked by node-sql-parser's BigQuery grammar only
 * (tests/tree/grammars.sh). */
static const char bigquery_catalog_query[] =
    "-- The plansql catalog of this BigQuery project's datasets in one\n"
    "-- region, as one JSON text: the tables and views of every dataset, each\n"
    "-- dataset a schema, with their primary and foreign keys.  Replace\n"
    "-- region-us with the datasets' region (region-eu, ...) and run it with\n"
    "--   bq query --nouse_legacy_sql --format=csv --quiet \"$(cat "
    "catalog.sql)\"\n"
    "-- and keep the value of its one row.\n"
    "WITH k AS (\n"
    "  SELECT u.table_schema, u.table_name, u.column_name, "
    "u.ordinal_position,\n"
    "    c.constraint_type, u.constraint_name\n"
    "  FROM `region-us`.INFORMATION_SCHEMA.KEY_COLUMN_USAGE AS u\n"
    "  JOIN `region-us`.INFORMATION_SCHEMA.TABLE_CONSTRAINTS AS c\n"
    "    ON c.constraint_schema = u.constraint_schema\n"
    "    AND c.constraint_name = u.constraint_name)\n"
    "SELECT TO_JSON_STRING(ARRAY(\n"
    "  SELECT AS STRUCT\n"
    "    t.table_name,\n"
    "    t.table_schema AS `schema`,\n"
    "    ARRAY(\n"
    "      SELECT AS STRUCT c.column_name, c.data_type,\n"
    "        c.is_nullable = 'YES' AS is_nullable\n"
    "      FROM `region-us`.INFORMATION_SCHEMA.COLUMNS AS c\n"
    "      WHERE c.table_schema = t.table_schema AND c.table_name = "
    "t.table_name\n"
    "      ORDER BY c.ordinal_position) AS columns,\n"
    "    STRUCT(\n"
    "      '' AS description,\n"
    "      IF(t.table_type = 'VIEW', 'view', 'table') AS kind,\n"
    "      ARRAY(\n"
    "        SELECT k.column_name FROM k\n"
    "        WHERE k.table_schema = t.table_schema AND k.table_name = "
    "t.table_name\n"
    "          AND k.constraint_type = 'PRIMARY KEY'\n"
    "        ORDER BY k.ordinal_position) AS primary_key) AS metadata,\n"
    "    ARRAY(\n"
    "      SELECT AS STRUCT k.column_name AS foreign_key,\n"
    "        r.table_name AS primary_key_table,\n"
    "        r.column_name AS primary_key_column,\n"
    "        r.table_schema AS primary_key_schema\n"
    "      FROM k\n"
    "      JOIN `region-us`.INFORMATION_SCHEMA.CONSTRAINT_COLUMN_USAGE AS r\n"
    "        ON r.constraint_schema = k.table_schema\n"
    "        AND r.constraint_name = k.constraint_name\n"
    "      WHERE k.table_schema = t.table_schema AND k.table_name = "
    "t.table_name\n"
    "        AND k.constraint_type = 'FOREIGN KEY'\n"
    "      ORDER BY k.ordinal_position, r.table_name, r.column_name)\n"
    "      AS foreign_keys\n"
    "  FROM `region-us`.INFORMATION_SCHEMA.TABLES AS t\n"
    "  WHERE t.table_type IN ('BASE TABLE', 'VIEW')\n"
    "  ORDER BY t.table_name, t.table_schema));\n";

const struct dialect dialect_bigquery = {
    .name = "bigquery",
    .title = "BigQuery",
    /* NULLs sort as the smallest values already; no ILIKE */
    .caps = DIALECT_FULL_JOIN | DIALECT_SET_OPS_GROUPED,
    .identifier_problem = bigquery_identifier_problem,
    .quote_identifier = bigquery_quote_identifier,
    .quote_string = bigquery_quote_string,
    .boolean = sql_boolean_keywords,
    .date = bigquery_date,
    .placeholder = bigquery_placeholder,
    .limit = bigquery_limit,
    .like = bigquery_like,
    .like_specials = "",
    .functions = bigquery_functions,
    .catalog_query = bigquery_catalog_query,
    .numeric_type = "FLOAT64",
};
