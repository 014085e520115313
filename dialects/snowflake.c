/* Snowflake.  Not executed here: every case is checked by a parser of
 * Snowflake's SQL (node-sql-parser; tests/tree/grammars.sh). */
#include <stdint.h>
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

/* Snowflake's names are at most 255 characters. */
#define SNOWFLAKE_MAX_NAME_CHARS 255

static const char *snowflake_identifier_problem(const char *name,
						enum ident_use use)
{
	(void)use;
	size_t chars = 0;
	for (const unsigned char *c = (const unsigned char *)name; *c; c++)
		chars += (*c & 0xC0) != 0x80;
	return chars > SNOWFLAKE_MAX_NAME_CHARS
		   ? "Snowflake names are at most 255 characters"
		   : NULL;
}

/* A backslash always escapes in '...': it is doubled, as ' is. */
static void snowflake_quote_string(strbuf *out, const char *text)
{
	strbuf_putc(out, '\'');
	for (const char *c = text; *c; c++) {
		if (*c == '\'' || *c == '\\')
			strbuf_putc(out, *c);
		strbuf_putc(out, *c);
	}
	strbuf_putc(out, '\'');
}

/* TIMESTAMP alone is whatever TIMESTAMP_TYPE_MAPPING says: the plan's
 * datetime has no time zone, TIMESTAMP_NTZ. */
static void snowflake_date(struct printer *p, const char *iso, bool with_time)
{
	if (!with_time) {
		sql_print_text(p, "DATE ");
		sql_print_string(p, iso);
		return;
	}
	sql_print_text(p, "CAST(");
	sql_print_string(p, iso);
	sql_print_text(p, " AS TIMESTAMP_NTZ)");
}

static void snowflake_placeholder(struct printer *p, size_t number,
				  const struct literal *value)
{
	(void)number;
	sql_print_question_mark(p, value, "TIMESTAMP_NTZ");
}

/* Expression functions.  '/' of integers gives a decimal; ROUND rounds
 * halves away from zero; DAYOFWEEKISO counts from 1 on Monday whatever
 * WEEK_START says, and a week's Monday is the last Monday before the
 * next day (DATE_TRUNC of a week follows WEEK_START). */
static const struct sql_function_form snowflake_functions[SQL_FUNCTION_COUNT] =
    {
	[FN_ADD] = {"$1 + $2", true},
	[FN_SUBTRACT] = {"$1 - $2", true},
	[FN_MULTIPLY] = {"$1 * $2", true},
	[FN_DIVIDE] = {"CAST($1 AS DOUBLE) / NULLIF($2, 0)", true},
	[FN_INT_DIVIDE] = {"TRUNC($1 / $2)", false},
	[FN_NEGATE] = {"-($1)", false},
	[FN_COALESCE] = {"COALESCE($*)", false},
	[FN_NULLIF] = {"NULLIF($1, $2)", false},
	[FN_ABS] = {"ABS($1)", false},
	[FN_ROUND] = {"ROUND(CAST($1 AS NUMBER(38, 10)), $2)", false},
	[FN_LOWER] = {"LOWER($1)", false},
	[FN_UPPER] = {"UPPER($1)", false},
	[FN_LENGTH] = {"LENGTH($1)", false},
	[FN_SUBSTR] = {"SUBSTR($1, $2, $3)", false},
	[FN_SUBSTR_REST] = {"SUBSTR($1, $2)", false},
	[FN_CONCAT] = {"$1 || $2", true},
	[FN_CAST_INTEGER] = {"CAST(TRUNC(CAST($1 AS DOUBLE)) AS BIGINT)",
			     false},
	[FN_CAST_NUMBER] = {"CAST($1 AS DOUBLE)", false},
	[FN_CAST_TEXT] = {"CAST($1 AS VARCHAR)", false},
	[FN_NUMBER_TEXT] = {"CAST($1 AS VARCHAR)", false},
	[FN_CAST_DATE] = {"CAST($1 AS DATE)", false},
	[FN_CAST_DATETIME] = {"CAST($1 AS TIMESTAMP_NTZ)", false},
	[FN_YEAR] = {"YEAR($1)", false},
	[FN_QUARTER] = {"QUARTER($1)", false},
	[FN_MONTH] = {"MONTH($1)", false},
	[FN_DAY] = {"DAY($1)", false},
	[FN_WEEKDAY] = {"DAYOFWEEKISO($1)", false},
	[FN_HOUR] = {"HOUR($1)", false},
	[FN_TRUNC_DAY] = {"CAST($1 AS DATE)", false},
	[FN_TRUNC_WEEK] =
	    {"PREVIOUS_DAY(DATEADD(DAY, 1, CAST($1 AS DATE)), 'MO')", false},
	[FN_TRUNC_MONTH] = {"CAST(DATE_TRUNC('MONTH', $1) AS DATE)", false},
	[FN_TRUNC_QUARTER] = {"CAST(DATE_TRUNC('QUARTER', $1) AS DATE)", false},
	[FN_TRUNC_YEAR] = {"CAST(DATE_TRUNC('YEAR', $1) AS DATE)", false},
	[FN_DAYS_BETWEEN] =
	    {"DATEDIFF(DAY, CAST($1 AS DATE), CAST($2 AS DATE))", false},
    [FN_DATE_SLASH_YMD] = {"TRY_TO_DATE($1, 'YYYY/MM/DD')", false},
    [FN_DATE_SLASH_MDY] = {"TRY_TO_DATE($1, 'MM/DD/YYYY')", false},
    [FN_DATE_SLASH_DMY] = {"TRY_TO_DATE($1, 'DD/MM/YYYY')", false},
    [FN_DATE_DOT_DMY] = {"TRY_TO_DATE($1, 'DD.MM.YYYY')", false},
    [FN_DATE_MON_D_Y] = {"TRY_TO_DATE($1, 'MON DD, YYYY')", false},
    [FN_DATE_MONTH_D_Y] = {"TRY_TO_DATE($1, 'MMMM DD, YYYY')", false},
    [FN_DATE_D_MON_Y] = {"TRY_TO_DATE($1, 'DD MON YYYY')", false},
    [FN_DATE_D_MONTH_Y] = {"TRY_TO_DATE($1, 'DD MMMM YYYY')", false},
};

/* plansql catalog --query snowflake: the tables of the database from
 * its INFORMATION_SCHEMA, as one JSON text.  Checked by SQLGlot's
 * Snowflake reader only (tests/tree/grammars.sh). */
static const char snowflake_catalog_query[] =
    "-- The plansql catalog of this Snowflake database, as one JSON text: the\n"
    "-- tables and views of its schemas but INFORMATION_SCHEMA, each with its\n"
    "-- schema, and search_order 0 in the session's schema.  Primary and\n"
    "-- foreign keys are not in INFORMATION_SCHEMA: give plansql catalog\n"
    "-- --infer-keys the JSON to add them.  Run it with\n"
    "--   snowsql -d DATABASE -s SCHEMA -o output_format=plain -o "
    "header=false\n"
    "--     -o timing=false -o friendly=false -f catalog.sql > catalog.json\n"
    "SELECT TO_JSON(COALESCE(ARRAY_AGG(OBJECT_CONSTRUCT(\n"
    "    'table_name', t.TABLE_NAME,\n"
    "    'schema', t.TABLE_SCHEMA,\n"
    "    'search_order', IFF(t.TABLE_SCHEMA = CURRENT_SCHEMA(), 0, NULL),\n"
    "    'columns', COALESCE(c.COLUMNS, ARRAY_CONSTRUCT()),\n"
    "    'metadata', OBJECT_CONSTRUCT(\n"
    "      'description', COALESCE(t.COMMENT, ''),\n"
    "      'kind', IFF(t.TABLE_TYPE = 'VIEW', 'view', 'table')),\n"
    "    'foreign_keys', ARRAY_CONSTRUCT()))\n"
    "  WITHIN GROUP (ORDER BY t.TABLE_NAME, t.TABLE_SCHEMA), "
    "ARRAY_CONSTRUCT()))\n"
    "FROM INFORMATION_SCHEMA.TABLES AS t\n"
    "LEFT JOIN (\n"
    "  SELECT TABLE_SCHEMA, TABLE_NAME,\n"
    "    ARRAY_AGG(OBJECT_CONSTRUCT(\n"
    "        'column_name', COLUMN_NAME,\n"
    "        'data_type', DATA_TYPE,\n"
    "        'is_nullable', IS_NULLABLE = 'YES'))\n"
    "      WITHIN GROUP (ORDER BY ORDINAL_POSITION) AS COLUMNS\n"
    "  FROM INFORMATION_SCHEMA.COLUMNS\n"
    "  GROUP BY TABLE_SCHEMA, TABLE_NAME) AS c\n"
    "  ON c.TABLE_SCHEMA = t.TABLE_SCHEMA AND c.TABLE_NAME = t.TABLE_NAME\n"
    "WHERE t.TABLE_SCHEMA <> 'INFORMATION_SCHEMA';\n";

const struct dialect dialect_snowflake = {
    .name = "snowflake",
    .title = "Snowflake",
    /* NULLs sort last ascending by default (DEFAULT_NULL_ORDERING may
     * say otherwise): printed, the order says where they go */
    .caps = DIALECT_ILIKE | DIALECT_FULL_JOIN | DIALECT_NULLS_SORT_HIGH |
	    DIALECT_INTERSECT_FIRST,
    .identifier_problem = snowflake_identifier_problem,
    /* a quoted name keeps its case: one the catalog spells in upper
     * case (as Snowflake stores unquoted names) must be given so */
    .quote_identifier = sql_quote_in_double_quotes,
    .quote_string = snowflake_quote_string,
    .boolean = sql_boolean_keywords,
    .date = snowflake_date,
    .placeholder = snowflake_placeholder,
    .limit = sql_print_limit_offset,
    .like_specials = "",
    .functions = snowflake_functions,
    .catalog_query = snowflake_catalog_query,
    .numeric_type = "DOUBLE",
};
