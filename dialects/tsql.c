/* Microsoft SQL Server 2012 or later (OFFSET/FETCH). */
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"
#include "common/utf8.h"

#define TSQL_MAX_NAME_UNITS 128 /* UTF-16 code units */

static const char *tsql_identifier_problem(const char *name, enum ident_use use)
{
	(void)use;
	size_t len = strlen(name);
	/* UTF-8 never takes fewer bytes than UTF-16 code units */
	if (len > TSQL_MAX_NAME_UNITS &&
	    utf8_utf16_units(name, len) > TSQL_MAX_NAME_UNITS)
		return "SQL Server names are at most 128 UTF-16 code units";
	return NULL;
}

/* Brackets with ] doubled: "..." is a string when QUOTED_IDENTIFIER is
 * off. */
static void tsql_quote_identifier(strbuf *out, const char *name)
{
	sql_quote_doubled(out, '[', ']', name);
}

/* N'...' for text beyond ASCII, so no code page can mangle it; plain
 * '...' otherwise, so comparisons with varchar columns stay sargable.
 * The server drops a backslash that ends a line inside a literal, so the
 * literal is split there: 'a\' + '<LF>b'. */
static void tsql_quote_string(strbuf *out, const char *text)
{
	const char *prefix = utf8_is_ascii(text, strlen(text)) ? "'" : "N'";
	strbuf_puts(out, prefix);
	for (const char *c = text; *c; c++) {
		if (*c == '\'')
			strbuf_putc(out, '\'');
		strbuf_putc(out, *c);
		if (*c == '\\' && (c[1] == '\n' || c[1] == '\r')) {
			strbuf_puts(out, "' + ");
			strbuf_puts(out, prefix);
		}
	}
	strbuf_putc(out, '\'');
}

static void tsql_boolean(strbuf *out, bool value)
{
	strbuf_puts(out, value ? "1" : "0");
}

/* CAST of ISO text to DATE/DATETIME2 reads it the same whatever the
 * session's DATEFORMAT and language. */
static void tsql_date(struct printer *p, const char *iso, bool with_time)
{
	char text[40];
	size_t n = strlen(iso);
	if (n >= sizeof text)
		n = sizeof text - 1;
	memcpy(text, iso, n);
	text[n] = '\0';
	if (with_time && n > 10)
		text[10] = 'T';
	sql_print_text(p, "CAST(");
	sql_print_string(p, text);
	sql_print_text(p, with_time ? " AS DATETIME2)" : " AS DATE)");
}

/* @p1, @p2, ... as sp_executesql declares them; a date is cast from
 * ISO text as its literal is. */
static void tsql_placeholder(struct printer *p, size_t number,
			     const struct literal *value)
{
	bool date = value->kind == LIT_DATE || value->kind == LIT_DATETIME;
	if (date)
		sql_print_text(p, "CAST(");
	sql_print_text(p, "@p");
	sql_print_int(p, (int64_t)number);
	if (date)
		sql_print_text(p, value->kind == LIT_DATE ? " AS DATE)"
							  : " AS DATETIME2)");
}

/* TOP (n) when there is no OFFSET; OFFSET/FETCH otherwise. */
static void tsql_top(struct printer *p, const struct query *q)
{
	if (q->limit >= 0 && q->offset < 0) {
		sql_print_text(p, " TOP (");
		sql_print_int(p, q->limit);
		sql_print_text(p, ")");
	}
}

/* TOP limits a single SELECT; a compound's limit is a FETCH after its
 * ORDER BY (the printer makes a compound without one a derived table). */
static void tsql_limit(struct printer *p, const struct query *q)
{
	if (q->offset < 0 && q->term_count > 1 && q->limit >= 0 &&
	    q->order_count) {
		sql_print_clause(p, "OFFSET 0 ROWS FETCH NEXT ");
		sql_print_int(p, q->limit);
		sql_print_text(p, " ROWS ONLY");
		return;
	}
	if (q->offset < 0)
		return;
	if (q->order_count == 0) {
		sql_print_error(
		    p, q->offset_at, "offset-needs-order",
		    "SQL Server pages rows with OFFSET only after an "
		    "ORDER BY; add order_by to the plan");
		return;
	}
	sql_print_clause(p, "OFFSET ");
	sql_print_int(p, q->offset);
	sql_print_text(p, " ROWS");
	if (q->limit >= 0) {
		sql_print_text(p, " FETCH NEXT ");
		sql_print_int(p, q->limit);
		sql_print_text(p, " ROWS ONLY");
	}
}

/* Expression functions.  DATEPART(weekday) and week boundaries follow
 * the session's DATEFIRST, so weekdays count days from 1900-01-01, a
 * Monday; LEN ignores trailing spaces, DATALENGTH of UTF-16 does not.
 * A decimal cast to an integer type is truncated (by the CAST manual),
 * text reaches it through the decimal. */
static const struct sql_function_form tsql_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS float) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"$1 / $2", true},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND(CAST($1 AS decimal(38, 10)), $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"DATALENGTH(CAST($1 AS nvarchar(max))) / 2", true},
    [FN_SUBSTR] = {"SUBSTRING($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTRING($1, $2, 2147483647)", false},
    [FN_CONCAT] = {"$1 + $2", true},
    [FN_CAST_INTEGER] = {"CAST(CAST($1 AS decimal(38, 10)) AS bigint)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS float)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS nvarchar(max))", false},
    /* a float cast to text keeps six digits: 'R' keeps every one */
    [FN_NUMBER_TEXT] = {"FORMAT($1, 'R', 'en-US')", false},
    [FN_CAST_DATE] = {"CAST($1 AS date)", false},
    [FN_CAST_DATETIME] = {"CAST($1 AS datetime2)", false},
    [FN_YEAR] = {"DATEPART(year, $1)", false},
    [FN_QUARTER] = {"DATEPART(quarter, $1)", false},
    [FN_MONTH] = {"DATEPART(month, $1)", false},
    [FN_DAY] = {"DATEPART(day, $1)", false},
    [FN_WEEKDAY] =
	{"(DATEDIFF(day, CAST('19000101' AS date), $1) % 7 + 7) % 7 + 1", true},
    [FN_HOUR] = {"DATEPART(hour, $1)", false},
    [FN_TRUNC_DAY] = {"CAST($1 AS date)", false},
    /* each reads its argument once: nested, a template that repeats it
     * grows the statement exponentially.  1900-01-01 is a Monday;
     * DATEDIFF counts the boundaries crossed, so a month's or quarter's
     * count from it is the start's. */
    [FN_TRUNC_WEEK] = {"DATEADD(day, CAST(FLOOR(DATEDIFF(day, "
		       "CAST('19000101' AS date), $1) / 7.0) AS int) * 7, "
		       "CAST('19000101' AS date))",
		       false},
    [FN_TRUNC_MONTH] = {"DATEADD(month, DATEDIFF(month, CAST('19000101' AS "
			"date), $1), CAST('19000101' AS date))",
			false},
    [FN_TRUNC_QUARTER] = {"DATEADD(quarter, DATEDIFF(quarter, "
			  "CAST('19000101' AS date), $1), CAST('19000101' AS "
			  "date))",
			  false},
    [FN_TRUNC_YEAR] = {"DATEFROMPARTS(YEAR($1), 1, 1)", false},
    [FN_DAYS_BETWEEN] = {"DATEDIFF(day, $1, $2)", false},
    [FN_DATE_SLASH_YMD] = {"TRY_CONVERT(date, $1, 111)", false},
    [FN_DATE_SLASH_MDY] = {"TRY_CONVERT(date, $1, 101)", false},
    [FN_DATE_SLASH_DMY] = {"TRY_CONVERT(date, $1, 103)", false},
    [FN_DATE_DOT_DMY] = {"TRY_CONVERT(date, $1, 104)", false},
    [FN_DATE_MON_D_Y] = {"TRY_CONVERT(date, $1, 107)", false},
    [FN_DATE_MONTH_D_Y] = {"TRY_CONVERT(date, $1, 107)", false},
    [FN_DATE_D_MON_Y] = {"TRY_CONVERT(date, $1, 106)", false},
    [FN_DATE_D_MONTH_Y] = {"TRY_CONVERT(date, $1, 106)", false},
};

/* plansql catalog --query tsql: a SQL Server database's catalog as one
 * JSON text, built with STRING_AGG and STRING_ESCAPE (FOR JSON cannot
 * leave out a key or nest arrays of names as the catalog needs).  No
 * SQL Server runs here: the tests parse it with SQLGlot's T-SQL
 * dialect. */
static const char tsql_catalog_query[] =
    "-- The plansql catalog of this SQL Server database, as one JSON text,\n"
    "-- for \"plansql compile -c\": the tables and views the login may see,\n"
    "-- their columns, types, nullability, primary and foreign keys, and the\n"
    "-- descriptions kept as MS_Description.  SQL Server 2017 or later\n"
    "-- (STRING_AGG); run it as the login that will run the queries, e.g.\n"
    "--   sqlcmd -S SERVER -d DATABASE -i catalog.sql -o catalog.json -h -1 -y "
    "0\n"
    "SET NOCOUNT ON;\n"
    "SET TEXTSIZE 2147483647;\n"
    "WITH t AS (\n"
    "  SELECT o.object_id, o.name, o.type, o.schema_id, s.name AS schema_name\n"
    "  FROM sys.objects AS o\n"
    "  JOIN sys.schemas AS s ON s.schema_id = o.schema_id\n"
    "  WHERE o.type IN ('U', 'V') AND o.is_ms_shipped = 0),\n"
    "fk AS (\n"
    "  SELECT f.parent_object_id AS object_id, pc.column_id,\n"
    "    r.name AS table_name, rc.name AS column_name,\n"
    "    CONCAT(N'{\"foreign_key\":\"', STRING_ESCAPE(pc.name, 'json'),\n"
    "      N'\",\"primary_key_table\":\"', STRING_ESCAPE(r.name, 'json'),\n"
    "      N'\",\"primary_key_column\":\"', STRING_ESCAPE(rc.name, 'json'), "
    "N'\"',\n"
    "      CASE WHEN r.schema_id <> p.schema_id THEN\n"
    "        CONCAT(N',\"primary_key_schema\":\"',\n"
    "          STRING_ESCAPE(SCHEMA_NAME(r.schema_id), 'json'), N'\"') END,\n"
    "      N'}') AS entry\n"
    "  FROM sys.foreign_key_columns AS f\n"
    "  JOIN sys.objects AS p ON p.object_id = f.parent_object_id\n"
    "  JOIN sys.columns AS pc\n"
    "    ON pc.object_id = f.parent_object_id AND pc.column_id = "
    "f.parent_column_id\n"
    "  JOIN sys.objects AS r ON r.object_id = f.referenced_object_id\n"
    "  JOIN sys.columns AS rc ON rc.object_id = f.referenced_object_id\n"
    "    AND rc.column_id = f.referenced_column_id),\n"
    "entries AS (\n"
    "  SELECT t.name, t.schema_name, CONCAT(\n"
    "    N'{\"table_name\":\"', STRING_ESCAPE(t.name, 'json'),\n"
    "    N'\",\"schema\":\"', STRING_ESCAPE(t.schema_name, 'json'), N'\"',\n"
    "    -- a plain name means the login's default schema, then dbo\n"
    "    CASE WHEN t.schema_id = SCHEMA_ID() THEN N',\"search_order\":0'\n"
    "      WHEN t.schema_name = N'dbo' AND NOT EXISTS (\n"
    "        SELECT 1 FROM sys.objects AS d\n"
    "        WHERE d.schema_id = SCHEMA_ID() AND d.name = t.name)\n"
    "      THEN N',\"search_order\":1' END,\n"
    "    N',\"columns\":[', (\n"
    "      SELECT STRING_AGG(CAST(CONCAT(\n"
    "        N'{\"column_name\":\"', STRING_ESCAPE(c.name, 'json'),\n"
    "        N'\",\"data_type\":\"', STRING_ESCAPE(TYPE_NAME(c.user_type_id), "
    "'json'),\n"
    "        N'\",\"is_nullable\":',\n"
    "        CASE WHEN c.is_nullable = 1 THEN N'true' ELSE N'false' END,\n"
    "        CASE WHEN c.collation_name IS NULL THEN N'' ELSE CONCAT(\n"
    "          N',\"collation_name\":\"', STRING_ESCAPE(c.collation_name, "
    "'json'),\n"
    "          N'\"') END,\n"
    "        N'}') AS NVARCHAR(MAX)), N',') WITHIN GROUP (ORDER BY "
    "c.column_id)\n"
    "      FROM sys.columns AS c WHERE c.object_id = t.object_id),\n"
    "    N'],\"metadata\":{\"description\":\"', STRING_ESCAPE(COALESCE((\n"
    "      SELECT CAST(e.value AS NVARCHAR(MAX))\n"
    "      FROM sys.extended_properties AS e\n"
    "      WHERE e.class = 1 AND e.major_id = t.object_id AND e.minor_id = 0\n"
    "        AND e.name = N'MS_Description'), N''), 'json'),\n"
    "    N'\",\"kind\":\"', CASE t.type WHEN 'V' THEN N'view' ELSE N'table' "
    "END, N'\"',\n"
    "    (SELECT CASE WHEN COUNT(*) = 1 THEN\n"
    "        CONCAT(N',\"primary_key\":\"', STRING_ESCAPE(MIN(c.name), "
    "'json'), N'\"')\n"
    "      WHEN COUNT(*) > 1 THEN\n"
    "        CONCAT(N',\"primary_key\":[\"', STRING_AGG(CAST(\n"
    "          STRING_ESCAPE(c.name, 'json') AS NVARCHAR(MAX)), N'\",\"')\n"
    "          WITHIN GROUP (ORDER BY ic.key_ordinal), N'\"]') END\n"
    "      FROM sys.key_constraints AS k\n"
    "      JOIN sys.index_columns AS ic\n"
    "        ON ic.object_id = k.parent_object_id AND ic.index_id = "
    "k.unique_index_id\n"
    "      JOIN sys.columns AS c\n"
    "        ON c.object_id = ic.object_id AND c.column_id = ic.column_id\n"
    "      WHERE k.parent_object_id = t.object_id AND k.type = 'PK'),\n"
    "    N'},\"foreign_keys\":[', (\n"
    "      SELECT STRING_AGG(CAST(k.entry AS NVARCHAR(MAX)), N',')\n"
    "        WITHIN GROUP (ORDER BY k.column_id, k.table_name, k.column_name)\n"
    "      FROM fk AS k WHERE k.object_id = t.object_id),\n"
    "    N']}') AS entry\n"
    "  FROM t)\n"
    "SELECT CONCAT(N'[', STRING_AGG(CAST(e.entry AS NVARCHAR(MAX)), N',')\n"
    "  WITHIN GROUP (ORDER BY e.name, e.schema_name), N']')\n"
    "FROM entries AS e;\n";

/* What T-SQL's users write for a function besides the form above: the
 * units' abbreviations; DATEPART(weekday) and DATETRUNC(week) follow
 * DATEFIRST, so they are not here (iso_week is the plan's week). */
static const struct sql_function_spelling tsql_spellings[] = {
    {FN_COALESCE, "ISNULL($1, $2)", 0},
    {FN_YEAR, "YEAR($1)", 0},
    {FN_MONTH, "MONTH($1)", 0},
    {FN_DAY, "DAY($1)", 0},
    {FN_YEAR, "DATEPART(yy, $1)", 0},
    {FN_YEAR, "DATEPART(yyyy, $1)", 0},
    {FN_QUARTER, "DATEPART(qq, $1)", 0},
    {FN_QUARTER, "DATEPART(q, $1)", 0},
    {FN_MONTH, "DATEPART(mm, $1)", 0},
    {FN_MONTH, "DATEPART(m, $1)", 0},
    {FN_DAY, "DATEPART(dd, $1)", 0},
    {FN_DAY, "DATEPART(d, $1)", 0},
    {FN_HOUR, "DATEPART(hh, $1)", 0},
    {FN_TRUNC_YEAR, "DATETRUNC(year, $1)", 0},
    {FN_TRUNC_YEAR, "DATETRUNC(yy, $1)", 0},
    {FN_TRUNC_YEAR, "DATETRUNC(yyyy, $1)", 0},
    {FN_TRUNC_QUARTER, "DATETRUNC(quarter, $1)", 0},
    {FN_TRUNC_QUARTER, "DATETRUNC(qq, $1)", 0},
    {FN_TRUNC_QUARTER, "DATETRUNC(q, $1)", 0},
    {FN_TRUNC_MONTH, "DATETRUNC(month, $1)", 0},
    {FN_TRUNC_MONTH, "DATETRUNC(mm, $1)", 0},
    {FN_TRUNC_MONTH, "DATETRUNC(m, $1)", 0},
    {FN_TRUNC_WEEK, "DATETRUNC(iso_week, $1)", 0},
    {FN_TRUNC_WEEK, "DATETRUNC(isowk, $1)", 0},
    {FN_TRUNC_WEEK, "DATETRUNC(isoww, $1)", 0},
    {FN_TRUNC_DAY, "DATETRUNC(day, $1)", 0},
    {FN_TRUNC_DAY, "DATETRUNC(dd, $1)", 0},
    {FN_TRUNC_DAY, "DATETRUNC(d, $1)", 0},
    {0, NULL, 0}};

const struct dialect dialect_tsql = {
    .name = "tsql",
    .aliases = (const char *const[]){"mssql", "sqlserver", NULL},
    .title = "T-SQL",
    .caps = DIALECT_FULL_JOIN | DIALECT_RANKING_NEEDS_ORDER |
	    DIALECT_AVG_TRUNCATES | DIALECT_INTERSECT_FIRST |
	    DIALECT_LIMIT_IS_TOP | DIALECT_LIKE_IGNORES_CASE |
	    DIALECT_LIKE_BY_COLLATION | DIALECT_LIKE_SETS |
	    DIALECT_TEXT_COMPARES_AS_NUMBER,
    .identifier_problem = tsql_identifier_problem,
    .quote_identifier = tsql_quote_identifier,
    .quote_string = tsql_quote_string,
    .boolean = tsql_boolean,
    .date = tsql_date,
    .top = tsql_top,
    .placeholder = tsql_placeholder,
    .limit = tsql_limit,
    .like_specials = "[",
    .functions = tsql_functions,
    .spellings = tsql_spellings,
    .numeric_type = "FLOAT",
    .catalog_query = tsql_catalog_query,
};
