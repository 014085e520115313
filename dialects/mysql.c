/* MySQL 8 and MariaDB 10.5 or later, whatever the sql_mode. */
#include <string.h>

#include "sql/sql_dialect.h"
#include "sql/sql_print.h"
#include "common/utf8.h"

#define MYSQL_MAX_NAME_CHARS  64
#define MYSQL_MAX_ALIAS_CHARS 256
/* Table file names: at most 255 bytes, with an extension of 4. */
#define MYSQL_MAX_FILE_NAME   251
#define MYSQL_OLD_NAME_PREFIX "#mysql50#"
/* The largest row count LIMIT takes: "no limit" for an OFFSET alone. */
#define MYSQL_NO_LIMIT "18446744073709551615"

static bool outside_bmp(const char *name)
{
	for (const unsigned char *c = (const unsigned char *)name; *c; c++)
		if (*c >= 0xf0)
			return true;
	return false;
}

/* The letters the server's file names spell with three bytes (@ and
 * two); every other character but [A-Za-z0-9_] takes five (@ and four
 * hex digits).  Not every letter of these ranges has a three-byte
 * spelling: counting three for all of them gives a lower bound. */
static bool three_byte_letter(uint32_t cp)
{
	static const uint32_t ranges[][2] = {
	    {0x00C0, 0x017F}, {0x0180, 0x02AF}, {0x0370, 0x03FF},
	    {0x0400, 0x052F}, {0x0530, 0x058F}, {0x1E00, 0x1EFF},
	    {0x1F00, 0x1FFF}, {0x2160, 0x217F}, {0x24B6, 0x24E9},
	    {0xFF21, 0xFF5A}};
	for (size_t i = 0; i < sizeof ranges / sizeof *ranges; i++)
		if (cp >= ranges[i][0] && cp <= ranges[i][1])
			return true;
	return false;
}

/* At least how long the file name of a table is, extension aside. */
static size_t file_name_bytes(const char *name)
{
	size_t bytes = 0, n = strlen(name), used;
	for (size_t i = 0; i < n; i += used) {
		uint32_t cp = (unsigned char)name[i];
		used = cp < 0x80 ? 1 : utf8_decode(name + i, n - i, &cp);
		if (!used)
			return 0; /* the reader let no such name through */
		bool plain = (cp >= 'a' && cp <= 'z') ||
			     (cp >= 'A' && cp <= 'Z') ||
			     (cp >= '0' && cp <= '9') || cp == '_';
		bytes += plain ? 1 : three_byte_letter(cp) ? 3 : 5;
	}
	return bytes;
}

/* Trailing white space as the server judges names (its isspace). */
static bool ends_with_space(const char *name, size_t len)
{
	char last = len ? name[len - 1] : 'x';
	return last == ' ' || (last >= '\t' && last <= '\r');
}

/* Each byte of a name spells at most five of its file name. */
#define MYSQL_FILE_BYTES_PER_BYTE 5

static const char *table_problem(const char *name, size_t len)
{
	if (!strncmp(name, MYSQL_OLD_NAME_PREFIX,
		     sizeof MYSQL_OLD_NAME_PREFIX - 1))
		return "MySQL reads a table name starting with \"#mysql50#\" "
		       "as an old file name";
	if (len * MYSQL_FILE_BYTES_PER_BYTE > MYSQL_MAX_FILE_NAME &&
	    file_name_bytes(name) > MYSQL_MAX_FILE_NAME)
		return "MySQL stores a table in files named after it, and "
		       "this name would make a file name over 255 bytes";
	return NULL;
}

static const char *mysql_identifier_problem(const char *name,
					    enum ident_use use)
{
	/* its length and whether it is ASCII (nearly every name) in one
	 * pass: the printer asks for each name it prints */
	size_t len = 0;
	unsigned char bits = 0;
	for (; name[len]; len++)
		bits |= (unsigned char)name[len];
	bool ascii = bits < 0x80;
	size_t chars = ascii ? len : utf8_count(name, len);
	if (use == IDENT_ALIAS ? chars > MYSQL_MAX_ALIAS_CHARS
			       : chars > MYSQL_MAX_NAME_CHARS)
		return use == IDENT_ALIAS
			   ? "MySQL aliases are at most 256 characters"
			   : "MySQL names are at most 64 characters";
	if (use != IDENT_ALIAS && ends_with_space(name, len))
		return "MySQL names cannot end with white space";
	if (!ascii && outside_bmp(name))
		return "MySQL names cannot hold characters beyond U+FFFF";
	return use == IDENT_TABLE ? table_problem(name, len) : NULL;
}

/* Backticks, never double quotes: "..." is a string unless ANSI_QUOTES. */
static void mysql_quote_identifier(strbuf *out, const char *name)
{
	sql_quote_doubled(out, '`', '`', name);
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
	sql_quote_doubled(out, '\'', '\'', text);
}

static void mysql_date(struct printer *p, const char *iso, bool with_time)
{
	sql_print_keyword_date(p, iso, with_time, "TIMESTAMP");
}

/* Positional; a date is cast, as its literal is typed. */
static void mysql_placeholder(struct printer *p, size_t number,
			      const struct literal *value)
{
	(void)number;
	sql_print_question_mark(p, value, "DATETIME(6)");
}

static void mysql_limit(struct printer *p, const struct query *q)
{
	if (q->limit < 0 && q->offset < 0)
		return;
	sql_print_clause(p, "LIMIT ");
	if (q->limit >= 0)
		sql_print_int(p, q->limit);
	else
		sql_print_text(p, MYSQL_NO_LIMIT);
	if (q->offset >= 0) {
		sql_print_text(p, " OFFSET ");
		sql_print_int(p, q->offset);
	}
}

/* Expression functions.  ROUND of a DECIMAL rounds halves away from
 * zero; WEEKDAY counts from 0 on Monday. */
static const struct sql_function_form mysql_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS DOUBLE) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"$1 DIV $2", true},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND(CAST($1 AS DECIMAL(65, 30)), $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"CHAR_LENGTH($1)", false},
    [FN_SUBSTR] = {"SUBSTRING($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTRING($1, $2)", false},
    [FN_CONCAT] = {"CONCAT($1, $2)", false},
    [FN_CAST_INTEGER] = {"CAST(TRUNCATE($1, 0) AS SIGNED)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS DOUBLE)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS CHAR)", false},
    [FN_NUMBER_TEXT] = {"CAST($1 AS CHAR)", false},
    [FN_CAST_DATE] = {"CAST($1 AS DATE)", false},
    [FN_CAST_DATETIME] = {"CAST($1 AS DATETIME)", false},
    [FN_YEAR] = {"YEAR($1)", false},
    [FN_QUARTER] = {"QUARTER($1)", false},
    [FN_MONTH] = {"MONTH($1)", false},
    [FN_DAY] = {"DAYOFMONTH($1)", false},
    [FN_WEEKDAY] = {"WEEKDAY($1) + 1", true},
    [FN_HOUR] = {"HOUR($1)", false},
    [FN_TRUNC_DAY] = {"DATE($1)", false},
    /* each reads its argument once: nested, a template that repeats it
     * grows the statement exponentially.  Day 2 (mod 7) is a Monday. */
    [FN_TRUNC_WEEK] = {"FROM_DAYS(FLOOR((TO_DAYS($1) - 2) / 7) * 7 + 2)",
		       false},
    [FN_TRUNC_MONTH] = {"CAST(DATE_FORMAT($1, '%Y-%m-01') AS DATE)", false},
    [FN_TRUNC_QUARTER] = {"DATE_ADD(DATE '1000-01-01', INTERVAL "
			  "FLOOR(TIMESTAMPDIFF(MONTH, DATE '1000-01-01', $1) "
			  "/ 3) * 3 MONTH)",
			  false},
    [FN_TRUNC_YEAR] = {"MAKEDATE(YEAR($1), 1)", false},
    [FN_DAYS_BETWEEN] = {"DATEDIFF($2, $1)", false},
    [FN_DATE_SLASH_YMD] = {"STR_TO_DATE($1, '%Y/%c/%e')", false},
    [FN_DATE_SLASH_MDY] = {"STR_TO_DATE($1, '%c/%e/%Y')", false},
    [FN_DATE_SLASH_DMY] = {"STR_TO_DATE($1, '%e/%c/%Y')", false},
    [FN_DATE_DOT_DMY] = {"STR_TO_DATE($1, '%e.%c.%Y')", false},
    [FN_DATE_MON_D_Y] = {"STR_TO_DATE($1, '%b %e, %Y')", false},
    [FN_DATE_MONTH_D_Y] = {"STR_TO_DATE($1, '%M %e, %Y')", false},
    [FN_DATE_D_MON_Y] = {"STR_TO_DATE($1, '%e %b %Y')", false},
    [FN_DATE_D_MONTH_Y] = {"STR_TO_DATE($1, '%e %M %Y')", false},
};

/* plansql catalog --query mysql: a MySQL or MariaDB server's catalog as
 * one JSON text from information_schema, built with GROUP_CONCAT and
 * JSON_QUOTE (the same on both engines, where their JSON aggregates
 * differ).  The engine tests run it on MariaDB. */
static const char mysql_catalog_query[] =
    "-- The plansql catalog of this MySQL (8.0 or later) or MariaDB (10.5 or\n"
    "-- later) server, as one JSON text, for \"plansql compile -c\": the "
    "tables\n"
    "-- and views of every database the user may read, each database a\n"
    "-- schema, the current one first on the search order.  Run it with\n"
    "--   mysql --batch --raw --skip-column-names DATABASE < catalog.sql > "
    "catalog.json\n"
    "-- For some databases only, set their names first, comma-separated:\n"
    "--   SET @plansql_schemas = 'sales,hr';\n"
    "SET SESSION group_concat_max_len = 1073741824;\n"
    "SELECT CONCAT('[', COALESCE(GROUP_CONCAT(e.entry\n"
    "    ORDER BY CAST(e.table_name AS BINARY), CAST(e.table_schema AS "
    "BINARY)\n"
    "    SEPARATOR ','), ''), ']')\n"
    "FROM (\n"
    "  SELECT t.TABLE_NAME AS table_name, t.TABLE_SCHEMA AS table_schema, "
    "CONCAT(\n"
    "    '{\"table_name\":', JSON_QUOTE(t.TABLE_NAME),\n"
    "    ',\"schema\":', JSON_QUOTE(t.TABLE_SCHEMA),\n"
    "    IF(t.TABLE_SCHEMA = DATABASE(), ',\"search_order\":0', ''),\n"
    "    ',\"columns\":[', COALESCE((\n"
    "      SELECT GROUP_CONCAT(CONCAT(\n"
    "          '{\"column_name\":', JSON_QUOTE(c.COLUMN_NAME),\n"
    "          ',\"data_type\":', JSON_QUOTE(c.COLUMN_TYPE),\n"
    "          ',\"is_nullable\":', IF(c.IS_NULLABLE = 'YES', 'true', "
    "'false'),\n"
    "          IF(c.COLLATION_NAME IS NULL, '',\n"
    "            CONCAT(',\"collation_name\":', "
    "JSON_QUOTE(c.COLLATION_NAME))), '}')\n"
    "        ORDER BY c.ORDINAL_POSITION SEPARATOR ',')\n"
    "      FROM information_schema.COLUMNS AS c\n"
    "      WHERE c.TABLE_SCHEMA = t.TABLE_SCHEMA AND c.TABLE_NAME = "
    "t.TABLE_NAME),\n"
    "      ''),\n"
    "    '],\"metadata\":{\"description\":',\n"
    "    JSON_QUOTE(IF(t.TABLE_TYPE = 'VIEW', '', COALESCE(t.TABLE_COMMENT, "
    "''))),\n"
    "    ',\"kind\":', IF(t.TABLE_TYPE = 'VIEW', '\"view\"', '\"table\"'),\n"
    "    COALESCE((\n"
    "      SELECT IF(COUNT(*) = 1,\n"
    "        CONCAT(',\"primary_key\":', JSON_QUOTE(MIN(k.COLUMN_NAME))),\n"
    "        CONCAT(',\"primary_key\":[', "
    "GROUP_CONCAT(JSON_QUOTE(k.COLUMN_NAME)\n"
    "          ORDER BY k.ORDINAL_POSITION SEPARATOR ','), ']'))\n"
    "      FROM information_schema.KEY_COLUMN_USAGE AS k\n"
    "      WHERE k.TABLE_SCHEMA = t.TABLE_SCHEMA AND k.TABLE_NAME = "
    "t.TABLE_NAME\n"
    "        AND k.CONSTRAINT_NAME = 'PRIMARY'\n"
    "      HAVING COUNT(*) > 0), ''),\n"
    "    '},\"foreign_keys\":[', COALESCE((\n"
    "      SELECT GROUP_CONCAT(CONCAT(\n"
    "          '{\"foreign_key\":', JSON_QUOTE(k.COLUMN_NAME),\n"
    "          ',\"primary_key_table\":', "
    "JSON_QUOTE(k.REFERENCED_TABLE_NAME),\n"
    "          ',\"primary_key_column\":', "
    "JSON_QUOTE(k.REFERENCED_COLUMN_NAME),\n"
    "          IF(k.REFERENCED_TABLE_SCHEMA <> k.TABLE_SCHEMA,\n"
    "            CONCAT(',\"primary_key_schema\":',\n"
    "              JSON_QUOTE(k.REFERENCED_TABLE_SCHEMA)), ''), '}')\n"
    "        ORDER BY c.ORDINAL_POSITION, CAST(k.REFERENCED_TABLE_NAME AS "
    "BINARY),\n"
    "          CAST(k.REFERENCED_COLUMN_NAME AS BINARY) SEPARATOR ',')\n"
    "      FROM information_schema.KEY_COLUMN_USAGE AS k\n"
    "      JOIN information_schema.COLUMNS AS c\n"
    "        ON c.TABLE_SCHEMA = k.TABLE_SCHEMA AND c.TABLE_NAME = "
    "k.TABLE_NAME\n"
    "        AND c.COLUMN_NAME = k.COLUMN_NAME\n"
    "      WHERE k.TABLE_SCHEMA = t.TABLE_SCHEMA AND k.TABLE_NAME = "
    "t.TABLE_NAME\n"
    "        AND k.REFERENCED_TABLE_NAME IS NOT NULL), ''),\n"
    "    ']}') AS entry\n"
    "  FROM information_schema.TABLES AS t\n"
    "  WHERE t.TABLE_TYPE IN ('BASE TABLE', 'VIEW', 'SYSTEM VERSIONED')\n"
    "    AND t.TABLE_SCHEMA NOT IN\n"
    "      ('mysql', 'information_schema', 'performance_schema', 'sys')\n"
    "    AND (@plansql_schemas IS NULL OR FIND_IN_SET(CAST(t.TABLE_SCHEMA AS "
    "BINARY),\n"
    "      CAST(@plansql_schemas AS BINARY)) > 0)) AS e;\n";

/* What each server has, from the first versions this file writes for. */
static const char *mysql_version_gap(const char *version, unsigned long number)
{
	if (strstr(version, "MariaDB"))
		return number < 100500 ? "plansql writes its mysql SQL for "
					 "MariaDB 10.5 or later"
				       : NULL;
	if (number < 80000)
		return "plansql writes its mysql SQL for MySQL 8.0 or later: "
		       "window functions and WITH fail here";
	if (number < 80031)
		return "plansql's mysql SQL uses INTERSECT and EXCEPT for "
		       "set operations, which MySQL has from 8.0.31 on";
	return NULL;
}

/* What MySQL's users write for a function besides the form above. */
static const struct sql_function_spelling mysql_spellings[] = {
    {FN_COALESCE, "IFNULL($1, $2)", 0},
    {FN_DAY, "DAY($1)", 0},
    {FN_YEAR, "DATE_FORMAT($1, '%Y')", 4},
    {FN_MONTH, "DATE_FORMAT($1, '%m')", 2},
    {FN_DAY, "DATE_FORMAT($1, '%d')", 2},
    {FN_HOUR, "DATE_FORMAT($1, '%H')", 2},
    {0, NULL, 0}};

const struct dialect dialect_mysql = {
    .name = "mysql",
    .aliases = (const char *const[]){"mariadb", NULL},
    .title = "MySQL",
    .caps = DIALECT_NO_LAG_DEFAULT | DIALECT_RANKING_NEEDS_ORDER |
	    DIALECT_INTERSECT_FIRST | DIALECT_NO_LIMIT_IN_IN |
	    DIALECT_LIKE_IGNORES_CASE | DIALECT_LIKE_BY_COLLATION |
	    DIALECT_LIKE_BACKSLASH | DIALECT_SLASH_DIVIDES |
	    DIALECT_TEXT_COMPARES_AS_NUMBER,
    .identifier_problem = mysql_identifier_problem,
    .quote_identifier = mysql_quote_identifier,
    .quote_string = mysql_quote_string,
    .boolean = sql_boolean_keywords,
    .date = mysql_date,
    .placeholder = mysql_placeholder,
    .limit = mysql_limit,
    .like_specials = "",
    .functions = mysql_functions,
    .spellings = mysql_spellings,
    .numeric_type = "DOUBLE",
    .catalog_query = mysql_catalog_query,
    .version_gap = mysql_version_gap,
};
