/* Spark SQL 3.4 or later, and Databricks SQL.  Not executed here:
 * every case is checked by Spark's own grammar (tests/tree/grammars.sh). */
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

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
    [FN_DATE_SLASH_YMD] = {"CAST(TRY_TO_TIMESTAMP($1, 'yyyy/M/d') AS DATE)", false},
    [FN_DATE_SLASH_MDY] = {"CAST(TRY_TO_TIMESTAMP($1, 'M/d/yyyy') AS DATE)", false},
    [FN_DATE_SLASH_DMY] = {"CAST(TRY_TO_TIMESTAMP($1, 'd/M/yyyy') AS DATE)", false},
    [FN_DATE_DOT_DMY] = {"CAST(TRY_TO_TIMESTAMP($1, 'd.M.yyyy') AS DATE)", false},
    [FN_DATE_MON_D_Y] = {"CAST(TRY_TO_TIMESTAMP($1, 'MMM d, yyyy') AS DATE)", false},
    [FN_DATE_MONTH_D_Y] = {"CAST(TRY_TO_TIMESTAMP($1, 'MMMM d, yyyy') AS DATE)", false},
    [FN_DATE_D_MON_Y] = {"CAST(TRY_TO_TIMESTAMP($1, 'd MMM yyyy') AS DATE)", false},
    [FN_DATE_D_MONTH_Y] = {"CAST(TRY_TO_TIMESTAMP($1, 'd MMMM yyyy') AS DATE)", false},
};

/* plansql catalog --query spark: the tables of a Databricks (Unity
 * Catalog) catalog from its information_schema, as one JSON text.
 * Checked by Spark's grammar only (tests/tree/grammars.sh). */
static const char spark_catalog_query[] =
    "-- The plansql catalog of this Databricks (Unity Catalog) catalog, as\n"
    "-- one JSON text: the tables and views of its schemas but\n"
    "-- information_schema, each with its schema, and search_order 0 in the\n"
    "-- session's schema.  Open-source Spark keeps no information_schema.\n"
    "-- Keys are left out: give plansql catalog --infer-keys the JSON to add\n"
    "-- them.  Run it in the catalog, as a query whose one value is the JSON.\n"
    "SELECT to_json(array_sort(collect_list(named_struct(\n"
    "    'table_name', t.table_name,\n"
    "    'schema', t.table_schema,\n"
    "    'search_order', CASE WHEN t.table_schema = current_schema() THEN 0 "
    "END,\n"
    "    'columns', c.columns,\n"
    "    'metadata', named_struct(\n"
    "      'description', coalesce(t.comment, ''),\n"
    "      'kind', CASE WHEN t.table_type = 'VIEW' THEN 'view' ELSE 'table' "
    "END),\n"
    "    'foreign_keys', array()))))\n"
    "FROM information_schema.tables AS t\n"
    "LEFT JOIN (\n"
    "  SELECT table_schema, table_name,\n"
    "    transform(array_sort(collect_list(named_struct(\n"
    "        'position', ordinal_position,\n"
    "        'column', named_struct(\n"
    "          'column_name', column_name,\n"
    "          'data_type', full_data_type,\n"
    "          'is_nullable', is_nullable = 'YES')))),\n"
    "      x -> x.column) AS columns\n"
    "  FROM information_schema.columns\n"
    "  GROUP BY table_schema, table_name) AS c\n"
    "  ON c.table_schema = t.table_schema AND c.table_name = t.table_name\n"
    "WHERE t.table_schema <> 'information_schema';\n";

const struct dialect dialect_spark = {
    .name = "spark",
    .aliases = (const char *const[]){"sparksql", "databricks", NULL},
    .title = "Spark SQL",
    /* NULLs sort as the smallest values already; ranking functions need
     * an order */
    .caps = DIALECT_ILIKE | DIALECT_FULL_JOIN | DIALECT_INTERSECT_FIRST |
	    DIALECT_RANKING_NEEDS_ORDER,
    .identifier_problem = sql_any_identifier,
    .quote_identifier = spark_quote_identifier,
    .quote_string = spark_quote_string,
    .boolean = sql_boolean_keywords,
    .date = spark_date,
    .placeholder = spark_placeholder,
    .limit = sql_print_limit_offset,
    .like_specials = "",
    .functions = spark_functions,
    .catalog_query = spark_catalog_query,
    .numeric_type = "DOUBLE",
};
