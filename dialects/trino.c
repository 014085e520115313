/* Trino (and Presto) 400 or later.  Not executed here: every case is
 * checked by Trino's own grammar (tests/tree/grammars.sh). */
#include <stdint.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

static void trino_date(struct printer *p, const char *iso, bool with_time)
{
	sql_print_keyword_date(p, iso, with_time, "TIMESTAMP");
}

/* Positional; the server types each by where it stands. */
static void trino_placeholder(struct printer *p, size_t number,
			      const struct literal *value)
{
	(void)number;
	sql_print_question_mark(p, value, "TIMESTAMP");
}

/* OFFSET comes before LIMIT in Trino. */
static void trino_limit(struct printer *p, const struct query *q)
{
	if (q->offset >= 0) {
		sql_print_clause(p, "OFFSET ");
		sql_print_int(p, q->offset);
	}
	if (q->limit >= 0) {
		sql_print_clause(p, "LIMIT ");
		sql_print_int(p, q->limit);
	}
}

/* Expression functions.  '/' truncates integers; ROUND of a DECIMAL
 * rounds halves away from zero; date_trunc's weeks start on Monday and
 * day_of_week counts from 1 on Monday. */
static const struct sql_function_form trino_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS DOUBLE) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"$1 / $2", true},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND(CAST($1 AS DECIMAL(38, 10)), $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"LENGTH($1)", false},
    [FN_SUBSTR] = {"SUBSTR($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTR($1, $2)", false},
    [FN_CONCAT] = {"$1 || $2", true},
    [FN_CAST_INTEGER] = {"CAST(TRUNCATE(CAST($1 AS DOUBLE)) AS BIGINT)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS DOUBLE)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS VARCHAR)", false},
    [FN_NUMBER_TEXT] = {"CAST($1 AS VARCHAR)", false},
    [FN_CAST_DATE] = {"CAST($1 AS DATE)", false},
    [FN_CAST_DATETIME] = {"CAST($1 AS TIMESTAMP)", false},
    [FN_YEAR] = {"YEAR($1)", false},
    [FN_QUARTER] = {"QUARTER($1)", false},
    [FN_MONTH] = {"MONTH($1)", false},
    [FN_DAY] = {"DAY($1)", false},
    [FN_WEEKDAY] = {"DAY_OF_WEEK($1)", false},
    [FN_HOUR] = {"HOUR($1)", false},
    [FN_TRUNC_DAY] = {"CAST(DATE_TRUNC('day', $1) AS DATE)", false},
    [FN_TRUNC_WEEK] = {"CAST(DATE_TRUNC('week', $1) AS DATE)", false},
    [FN_TRUNC_MONTH] = {"CAST(DATE_TRUNC('month', $1) AS DATE)", false},
    [FN_TRUNC_QUARTER] = {"CAST(DATE_TRUNC('quarter', $1) AS DATE)", false},
    [FN_TRUNC_YEAR] = {"CAST(DATE_TRUNC('year', $1) AS DATE)", false},
    [FN_DAYS_BETWEEN] = {"DATE_DIFF('day', CAST($1 AS DATE), CAST($2 AS DATE))",
			 false},
    [FN_DATE_SLASH_YMD] = {"CAST(TRY(DATE_PARSE($1, '%Y/%c/%e')) AS DATE)", false},
    [FN_DATE_SLASH_MDY] = {"CAST(TRY(DATE_PARSE($1, '%c/%e/%Y')) AS DATE)", false},
    [FN_DATE_SLASH_DMY] = {"CAST(TRY(DATE_PARSE($1, '%e/%c/%Y')) AS DATE)", false},
    [FN_DATE_DOT_DMY] = {"CAST(TRY(DATE_PARSE($1, '%e.%c.%Y')) AS DATE)", false},
    [FN_DATE_MON_D_Y] = {"CAST(TRY(DATE_PARSE($1, '%b %e, %Y')) AS DATE)", false},
    [FN_DATE_MONTH_D_Y] = {"CAST(TRY(DATE_PARSE($1, '%M %e, %Y')) AS DATE)", false},
    [FN_DATE_D_MON_Y] = {"CAST(TRY(DATE_PARSE($1, '%e %b %Y')) AS DATE)", false},
    [FN_DATE_D_MONTH_Y] = {"CAST(TRY(DATE_PARSE($1, '%e %M %Y')) AS DATE)", false},
};

/* plansql catalog --query trino: the tables of the session's catalog
 * from its information_schema, as one JSON text.  Checked by Trino's
 * grammar only (tests/tree/grammars.sh): no Trino runs here. */
static const char trino_catalog_query[] =
    "-- The plansql catalog of this Trino (or Presto) catalog, as one JSON "
    "text:\n"
    "-- the tables and views of its schemas but information_schema, each with\n"
    "-- its schema, and search_order 0 in the session's schema.  Trino keeps\n"
    "-- no keys: give plansql catalog --infer-keys the JSON to add them.  Run\n"
    "-- it with\n"
    "--   trino --catalog CATALOG --schema SCHEMA --output-format "
    "TSV_UNQUOTED\n"
    "--     -f catalog.sql > catalog.json\n"
    "WITH c AS (\n"
    "  SELECT table_schema, table_name,\n"
    "    array_agg(CAST(MAP(ARRAY['column_name', 'data_type', 'is_nullable'],\n"
    "        ARRAY[CAST(column_name AS JSON), CAST(data_type AS JSON),\n"
    "          CAST(is_nullable = 'YES' AS JSON)]) AS JSON)\n"
    "      ORDER BY ordinal_position) AS columns\n"
    "  FROM information_schema.columns\n"
    "  WHERE table_schema <> 'information_schema'\n"
    "  GROUP BY table_schema, table_name)\n"
    "SELECT json_format(CAST(coalesce(array_agg(CAST(map_filter(MAP(\n"
    "    ARRAY['table_name', 'schema', 'search_order', 'columns', 'metadata',\n"
    "      'foreign_keys'],\n"
    "    ARRAY[CAST(t.table_name AS JSON), CAST(t.table_schema AS JSON),\n"
    "      CASE WHEN t.table_schema = current_schema THEN CAST(0 AS JSON) "
    "END,\n"
    "      CAST(coalesce(c.columns, ARRAY[]) AS JSON),\n"
    "      CAST(MAP(ARRAY['description', 'kind'],\n"
    "        ARRAY['', CASE WHEN t.table_type = 'VIEW' THEN 'view'\n"
    "          ELSE 'table' END]) AS JSON),\n"
    "      JSON '[]']), (k, v) -> v IS NOT NULL) AS JSON)\n"
    "  ORDER BY t.table_name, t.table_schema), ARRAY[]) AS JSON))\n"
    "FROM information_schema.tables AS t\n"
    "LEFT JOIN c ON c.table_schema = t.table_schema\n"
    "  AND c.table_name = t.table_name\n"
    "WHERE t.table_schema <> 'information_schema';\n";

const struct dialect dialect_trino = {
    .name = "trino",
    .aliases = (const char *const[]){"presto", NULL},
    .title = "Trino",
    /* Trino sorts NULLs last in both directions: printed, the order says
     * where they go; it has no ILIKE */
    .caps =
	DIALECT_FULL_JOIN | DIALECT_NULLS_SORT_HIGH | DIALECT_INTERSECT_FIRST,
    /* any name (a connector may hold fewer: it says so when the table
     * is created), matched without regard to case; a backslash is
     * plain in '...' */
    .identifier_problem = sql_any_identifier,
    .quote_identifier = sql_quote_in_double_quotes,
    .quote_string = sql_quote_plain_string,
    .boolean = sql_boolean_keywords,
    .date = trino_date,
    .placeholder = trino_placeholder,
    .limit = trino_limit,
    .like_specials = "",
    .functions = trino_functions,
    .catalog_query = trino_catalog_query,
    .numeric_type = "DOUBLE",
};
