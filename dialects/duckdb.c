/* DuckDB 1.1 or later. */
#include <stdint.h>
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

static void duckdb_date(struct printer *p, const char *iso, bool with_time)
{
	sql_print_keyword_date(p, iso, with_time, "TIMESTAMP");
}

/* DuckDB types a number literal with a fraction as DECIMAL(digits,
 * fraction digits), up to 38 digits, and as DOUBLE beyond or with an
 * exponent: the placeholder's cast gives the bound value that type. */
static void print_number_type(struct printer *p, const char *text)
{
	int64_t digits = 0, fraction = 0;
	bool after_point = false;
	for (const char *c = text; *c; c++) {
		if (*c == 'e' || *c == 'E') {
			sql_print_text(p, "DOUBLE");
			return;
		}
		if (*c == '.')
			after_point = true;
		else if (*c >= '0' && *c <= '9') {
			digits++;
			fraction += after_point;
		}
	}
	if (digits > 38) {
		sql_print_text(p, "DOUBLE");
		return;
	}
	sql_print_text(p, "DECIMAL(");
	sql_print_int(p, digits > fraction ? digits : fraction + 1);
	sql_print_text(p, ", ");
	sql_print_int(p, fraction);
	sql_print_text(p, ")");
}

/* $n cast to the type its literal has; a string stays untyped, and
 * DuckDB gives it the type of what it is compared with. */
static void duckdb_placeholder(struct printer *p, size_t number,
			       const struct literal *value)
{
	sql_print_text(p, "$");
	sql_print_int(p, (int64_t)number);
	switch (value->kind) {
	case LIT_BOOL:
		sql_print_text(p, "::BOOLEAN");
		break;
	case LIT_INT:
		sql_print_text(p, value->integer >= INT32_MIN &&
					  value->integer <= INT32_MAX
				      ? "::INTEGER"
				      : "::BIGINT");
		break;
	case LIT_NUMBER:
		sql_print_text(p, "::");
		print_number_type(p, value->text);
		break;
	case LIT_DATE:
		sql_print_text(p, "::DATE");
		break;
	case LIT_DATETIME:
		sql_print_text(p, "::TIMESTAMP");
		break;
	case LIT_STRING:
	case LIT_NULL:
		break;
	}
}

/* Expression functions.  '/' divides integers as numbers and '//'
 * truncates; ROUND of a DECIMAL rounds halves away from zero (of a
 * DOUBLE, 1.005 would round down: the cast reads it as 1.005, as
 * PostgreSQL's numeric does); NUMERIC would be DECIMAL(18,3), so other
 * numbers go through DOUBLE, whose text ends in ".0" when whole (46.0):
 * a number shown as a text column writes it drops that; DATE_TRUNC gives
 * a timestamp and its weeks start on Monday. */
static const struct sql_function_form duckdb_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS DOUBLE) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"$1 // $2", true},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND(CAST($1 AS DECIMAL(38, 10)), $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"LENGTH($1)", false},
    [FN_SUBSTR] = {"SUBSTRING($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTRING($1, $2)", false},
    [FN_CONCAT] = {"$1 || $2", true},
    [FN_CAST_INTEGER] = {"CAST(TRUNC(CAST($1 AS DOUBLE)) AS BIGINT)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS DOUBLE)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS VARCHAR)", false},
    [FN_NUMBER_TEXT] = {"REGEXP_REPLACE(CAST($1 AS VARCHAR), '\\.0$$', '')",
			 false},
    [FN_CAST_DATE] = {"CAST($1 AS DATE)", false},
    [FN_CAST_DATETIME] = {"CAST($1 AS TIMESTAMP)", false},
    [FN_YEAR] = {"CAST(EXTRACT(YEAR FROM $1) AS INTEGER)", false},
    [FN_QUARTER] = {"CAST(EXTRACT(QUARTER FROM $1) AS INTEGER)", false},
    [FN_MONTH] = {"CAST(EXTRACT(MONTH FROM $1) AS INTEGER)", false},
    [FN_DAY] = {"CAST(EXTRACT(DAY FROM $1) AS INTEGER)", false},
    [FN_WEEKDAY] = {"CAST(EXTRACT(ISODOW FROM $1) AS INTEGER)", false},
    [FN_HOUR] = {"CAST(EXTRACT(HOUR FROM $1) AS INTEGER)", false},
    [FN_TRUNC_DAY] = {"CAST(DATE_TRUNC('day', $1) AS DATE)", false},
    [FN_TRUNC_WEEK] = {"CAST(DATE_TRUNC('week', $1) AS DATE)", false},
    [FN_TRUNC_MONTH] = {"CAST(DATE_TRUNC('month', $1) AS DATE)", false},
    [FN_TRUNC_QUARTER] = {"CAST(DATE_TRUNC('quarter', $1) AS DATE)", false},
    [FN_TRUNC_YEAR] = {"CAST(DATE_TRUNC('year', $1) AS DATE)", false},
    [FN_DAYS_BETWEEN] = {"CAST($2 AS DATE) - CAST($1 AS DATE)", true},
    [FN_DATE_SLASH_YMD] = {"CAST(TRY_STRPTIME($1, '%Y/%m/%d') AS DATE)", false},
    [FN_DATE_SLASH_MDY] = {"CAST(TRY_STRPTIME($1, '%m/%d/%Y') AS DATE)", false},
    [FN_DATE_SLASH_DMY] = {"CAST(TRY_STRPTIME($1, '%d/%m/%Y') AS DATE)", false},
    [FN_DATE_DOT_DMY] = {"CAST(TRY_STRPTIME($1, '%d.%m.%Y') AS DATE)", false},
    [FN_DATE_MON_D_Y] = {"CAST(TRY_STRPTIME($1, '%b %d, %Y') AS DATE)", false},
    [FN_DATE_MONTH_D_Y] = {"CAST(TRY_STRPTIME($1, '%B %d, %Y') AS DATE)", false},
    [FN_DATE_D_MON_Y] = {"CAST(TRY_STRPTIME($1, '%d %b %Y') AS DATE)", false},
    [FN_DATE_D_MONTH_Y] = {"CAST(TRY_STRPTIME($1, '%d %B %Y') AS DATE)", false},
};

/* plansql catalog --query duckdb: the catalog plansql reads from a
 * DuckDB database (src/catalog/catalog_duckdb.c runs this very query),
 * from DuckDB's own catalog functions.  The current database's schemas
 * are the catalog's; of another attached database, its main schema,
 * named after the database (DuckDB reads "db"."table" as db.main.table);
 * temporary views, such as those over the files of --attach, have no
 * schema. */
static const char duckdb_catalog_query[] =
    "-- The plansql catalog of this DuckDB database, as one JSON text: what\n"
    "-- \"plansql catalog --db duckdb:PATH\" reads.  Run it with\n"
    "--   duckdb -readonly -noheader -list PATH < catalog.sql > catalog.json\n"
    "WITH t AS (\n"
    "  SELECT database_name, schema_name, table_name, comment, 'table' AS "
    "kind\n"
    "  FROM duckdb_tables() WHERE NOT internal\n"
    "  UNION ALL\n"
    "  SELECT database_name, schema_name, view_name, comment, 'view'\n"
    "  FROM duckdb_views() WHERE NOT internal),\n"
    "named AS (\n"
    "  SELECT t.*, CASE\n"
    "      WHEN database_name = current_database() THEN schema_name\n"
    "      WHEN database_name <> 'temp' THEN database_name\n"
    "    END AS plan_schema\n"
    "  FROM t\n"
    "  WHERE database_name IN (current_database(), 'temp')\n"
    "    OR schema_name = 'main')\n"
    "SELECT coalesce(to_json(list(json_merge_patch(json_object(\n"
    "    'table_name', n.table_name,\n"
    "    'schema', n.plan_schema,\n"
    "    'search_order', CASE WHEN n.database_name = current_database()\n"
    "      AND n.schema_name = current_schema() THEN 0 END,\n"
    "    'columns', coalesce((\n"
    "      SELECT to_json(list(json_object(\n"
    "          'column_name', c.column_name,\n"
    "          'data_type', c.data_type,\n"
    "          'is_nullable', c.is_nullable) ORDER BY c.column_index))\n"
    "      FROM duckdb_columns() AS c\n"
    "      WHERE c.database_name = n.database_name\n"
    "        AND c.schema_name = n.schema_name\n"
    "        AND c.table_name = n.table_name), json('[]')),\n"
    "    'metadata', json_merge_patch(json_object(\n"
    "      'description', coalesce(n.comment, ''),\n"
    "      'kind', n.kind,\n"
    "      'primary_key', (\n"
    "        SELECT CASE WHEN len(k.constraint_column_names) = 1\n"
    "          THEN to_json(k.constraint_column_names[1])\n"
    "          ELSE to_json(k.constraint_column_names) END\n"
    "        FROM duckdb_constraints() AS k\n"
    "        WHERE k.database_name = n.database_name\n"
    "          AND k.schema_name = n.schema_name\n"
    "          AND k.table_name = n.table_name\n"
    "          AND k.constraint_type = 'PRIMARY KEY')), '{}'),\n"
    "    'foreign_keys', coalesce((\n"
    "      SELECT to_json(list(json_object(\n"
    "          'foreign_key', u.column_name,\n"
    "          'primary_key_table', u.referenced_table,\n"
    "          'primary_key_column', u.referenced_column)\n"
    "        ORDER BY u.position, u.referenced_table, u.referenced_column))\n"
    "      FROM (\n"
    "        SELECT k.referenced_table,\n"
    "          unnest(k.constraint_column_names) AS column_name,\n"
    "          unnest(k.referenced_column_names) AS referenced_column,\n"
    "          unnest(k.constraint_column_indexes) AS position\n"
    "        FROM duckdb_constraints() AS k\n"
    "        WHERE k.database_name = n.database_name\n"
    "          AND k.schema_name = n.schema_name\n"
    "          AND k.table_name = n.table_name\n"
    "          AND k.constraint_type = 'FOREIGN KEY') AS u), json('[]'))), "
    "'{}')\n"
    "  ORDER BY n.table_name, n.plan_schema)), json('[]'))\n"
    "FROM named AS n;\n";

const struct dialect dialect_duckdb = {
    .name = "duckdb",
    .title = "DuckDB",
    /* DuckDB sorts NULLs last in both directions: printed, the order
     * says where they go */
    .caps = DIALECT_ILIKE | DIALECT_FULL_JOIN | DIALECT_NULLS_SORT_HIGH |
	    DIALECT_INTERSECT_FIRST,
    /* any name, of any length, matched without regard to case even
     * quoted; no setting makes a backslash escape in '...' */
    .identifier_problem = sql_any_identifier,
    .quote_identifier = sql_quote_in_double_quotes,
    .quote_string = sql_quote_plain_string,
    .boolean = sql_boolean_keywords,
    .date = duckdb_date,
    .placeholder = duckdb_placeholder,
    .limit = sql_print_limit_offset,
    .like_specials = "",
    .functions = duckdb_functions,
    .numeric_type = "DOUBLE",
    .catalog_query = duckdb_catalog_query,
};
