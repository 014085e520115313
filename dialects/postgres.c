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

static void postgres_date(struct printer *p, const char *iso, bool with_time)
{
	sql_print_keyword_date(p, iso, with_time, "TIMESTAMP");
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
    [FN_DATE_SLASH_YMD] = {"TO_DATE($1, 'YYYY/MM/DD')", false},
    [FN_DATE_SLASH_MDY] = {"TO_DATE($1, 'MM/DD/YYYY')", false},
    [FN_DATE_SLASH_DMY] = {"TO_DATE($1, 'DD/MM/YYYY')", false},
    [FN_DATE_DOT_DMY] = {"TO_DATE($1, 'DD.MM.YYYY')", false},
    [FN_DATE_MON_D_Y] = {"TO_DATE($1, 'Mon DD, YYYY')", false},
    [FN_DATE_MONTH_D_Y] = {"TO_DATE($1, 'Month DD, YYYY')", false},
    [FN_DATE_D_MON_Y] = {"TO_DATE($1, 'DD Mon YYYY')", false},
    [FN_DATE_D_MONTH_Y] = {"TO_DATE($1, 'DD Month YYYY')", false},
};

/* plansql catalog --query postgres: the catalog plansql reads from
 * pg_catalog (src/catalog/catalog_postgres.c), as one JSON text from
 * one query, for those who cannot connect plansql to the server.  The
 * engine tests run it and compare it with that reader's. */
static const char postgres_catalog_query[] =
    "-- The plansql catalog of this PostgreSQL database, as one JSON text:\n"
    "-- what \"plansql catalog --db postgresql://...\" reads, for those who\n"
    "-- cannot connect plansql to the server.  Run it with\n"
    "--   psql -X -A -t -f catalog.sql -o catalog.json\n"
    "-- as the role that will run the queries (only the schemas it may use).\n"
    "WITH t AS (\n"
    "  SELECT c.oid, c.relname, c.relkind, n.nspname\n"
    "  FROM pg_catalog.pg_class AS c\n"
    "  JOIN pg_catalog.pg_namespace AS n ON n.oid = c.relnamespace\n"
    "  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')\n"
    "    AND NOT c.relispartition\n"
    "    AND n.nspname NOT IN ('pg_catalog', 'information_schema')\n"
    "    AND n.nspname NOT LIKE 'pg\\_toast%'\n"
    "    AND n.nspname NOT LIKE 'pg\\_temp%'\n"
    "    AND pg_catalog.has_schema_privilege(n.oid, 'USAGE'))\n"
    "SELECT coalesce(pg_catalog.json_agg(pg_catalog.json_strip_nulls(\n"
    "  pg_catalog.json_build_object(\n"
    "    'table_name', t.relname,\n"
    "    'schema', t.nspname,\n"
    "    'search_order', CASE WHEN pg_catalog.pg_table_is_visible(t.oid) THEN\n"
    "      pg_catalog.array_position(pg_catalog.current_schemas(false),\n"
    "                                t.nspname) - 1 END,\n"
    "    'columns', coalesce((\n"
    "      SELECT pg_catalog.json_agg(pg_catalog.json_build_object(\n"
    "        'column_name', a.attname,\n"
    "        'data_type', pg_catalog.format_type(a.atttypid, a.atttypmod),\n"
    "        'is_nullable', NOT a.attnotnull) ORDER BY a.attnum)\n"
    "      FROM pg_catalog.pg_attribute AS a\n"
    "      WHERE a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped),\n"
    "      '[]'::json),\n"
    "    'metadata', pg_catalog.json_build_object(\n"
    "      'description',\n"
    "      coalesce(pg_catalog.obj_description(t.oid, 'pg_class'), ''),\n"
    "      'kind', CASE t.relkind WHEN 'v' THEN 'view'\n"
    "        WHEN 'm' THEN 'materialized view'\n"
    "        WHEN 'f' THEN 'foreign table' ELSE 'table' END,\n"
    "      'primary_key', (\n"
    "        SELECT CASE WHEN count(*) = 1\n"
    "          THEN pg_catalog.to_json(min(a.attname::text))\n"
    "          ELSE pg_catalog.json_agg(a.attname ORDER BY u.position) END\n"
    "        FROM pg_catalog.pg_constraint AS k\n"
    "        CROSS JOIN LATERAL unnest(k.conkey) WITH ORDINALITY\n"
    "          AS u(attnum, position)\n"
    "        JOIN pg_catalog.pg_attribute AS a\n"
    "          ON a.attrelid = k.conrelid AND a.attnum = u.attnum\n"
    "        WHERE k.conrelid = t.oid AND k.contype = 'p'\n"
    "        HAVING count(*) > 0)),\n"
    "    'foreign_keys', coalesce((\n"
    "      SELECT pg_catalog.json_agg(pg_catalog.json_build_object(\n"
    "        'foreign_key', a.attname,\n"
    "        'primary_key_table', r.relname,\n"
    "        'primary_key_column', ra.attname,\n"
    "        'primary_key_schema',\n"
    "        CASE WHEN rn.nspname <> t.nspname THEN rn.nspname END)\n"
    "        ORDER BY u.attnum, r.relname COLLATE \"C\", ra.attname COLLATE "
    "\"C\")\n"
    "      FROM pg_catalog.pg_constraint AS k\n"
    "      CROSS JOIN LATERAL unnest(k.conkey, k.confkey)\n"
    "        AS u(attnum, parent_attnum)\n"
    "      JOIN pg_catalog.pg_attribute AS a\n"
    "        ON a.attrelid = k.conrelid AND a.attnum = u.attnum\n"
    "      JOIN pg_catalog.pg_class AS r ON r.oid = k.confrelid\n"
    "      JOIN pg_catalog.pg_namespace AS rn ON rn.oid = r.relnamespace\n"
    "      JOIN pg_catalog.pg_attribute AS ra\n"
    "        ON ra.attrelid = k.confrelid AND ra.attnum = u.parent_attnum\n"
    "      WHERE k.conrelid = t.oid AND k.contype = 'f'\n"
    "        AND k.conparentid = 0), '[]'::json)))\n"
    "  ORDER BY t.relname COLLATE \"C\", t.nspname COLLATE \"C\"), "
    "'[]'::json)\n"
    "FROM t;\n";

/* What PostgreSQL's users write for a function besides the form above:
 * date_trunc's timestamp at midnight is the plan's date. */
static const struct sql_function_spelling postgres_spellings[] = {
    {FN_TRUNC_YEAR, "date_trunc('year', $1)", 0},
    {FN_TRUNC_QUARTER, "date_trunc('quarter', $1)", 0},
    {FN_TRUNC_MONTH, "date_trunc('month', $1)", 0},
    {FN_TRUNC_WEEK, "date_trunc('week', $1)", 0},
    {FN_TRUNC_DAY, "date_trunc('day', $1)", 0},
    {FN_YEAR, "EXTRACT(YEAR FROM $1)", 0},
    {FN_QUARTER, "EXTRACT(QUARTER FROM $1)", 0},
    {FN_MONTH, "EXTRACT(MONTH FROM $1)", 0},
    {FN_DAY, "EXTRACT(DAY FROM $1)", 0},
    {FN_WEEKDAY, "EXTRACT(ISODOW FROM $1)", 0},
    {FN_HOUR, "EXTRACT(HOUR FROM $1)", 0},
    {FN_YEAR, "date_part('year', $1)", 0},
    {FN_QUARTER, "date_part('quarter', $1)", 0},
    {FN_MONTH, "date_part('month', $1)", 0},
    {FN_DAY, "date_part('day', $1)", 0},
    {FN_WEEKDAY, "date_part('isodow', $1)", 0},
    {FN_HOUR, "date_part('hour', $1)", 0},
    {0, NULL, 0}};

const struct dialect dialect_postgres = {
    .name = "postgres",
    .aliases = (const char *const[]){"postgresql", "pg", NULL},
    .title = "PostgreSQL",
    .caps = DIALECT_ILIKE | DIALECT_FULL_JOIN | DIALECT_NULLS_SORT_HIGH |
	    DIALECT_INTERSECT_FIRST | DIALECT_LIKE_BACKSLASH,
    .identifier_problem = postgres_identifier_problem,
    .quote_identifier = sql_quote_in_double_quotes,
    .quote_string = postgres_quote_string,
    .boolean = sql_boolean_keywords,
    .date = postgres_date,
    .placeholder = postgres_placeholder,
    .limit = sql_print_limit_offset,
    .like_specials = "",
    .functions = postgres_functions,
    .spellings = postgres_spellings,
    .numeric_type = "NUMERIC",
    .verify = sql_verify_postgres,
    .catalog_query = postgres_catalog_query,
};
