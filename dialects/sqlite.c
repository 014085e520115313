/* SQLite 3.39 or later (RIGHT and FULL JOIN). */
#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

/* name is word, ignoring ASCII case. */
static bool is_word(const char *name, const char *word)
{
	for (; *name && *word; name++, word++) {
		char c =
		    *name >= 'A' && *name <= 'Z' ? (char)(*name + 32) : *name;
		if (c != *word)
			return false;
	}
	return !*name && !*word;
}

/* Any UTF-8 text without NUL is a valid name, but SQLite (3.40) reads
 * a CTE's column named TRUE or FALSE, quoted or not, as the boolean:
 * "no such column". */
static const char *sqlite_identifier_problem(const char *name,
					     enum ident_use use)
{
	if (use == IDENT_CTE_COLUMN &&
	    (is_word(name, "true") || is_word(name, "false")))
		return "SQLite reads a CTE's column of this name as the "
		       "boolean; give the column an alias in the CTE";
	return NULL;
}

static void sqlite_boolean(strbuf *out, bool value)
{
	strbuf_puts(out, value ? "1" : "0");
}

/* SQLite stores dates as ISO text, which compares in date order. */
static void sqlite_date(struct printer *p, const char *iso, bool with_time)
{
	(void)with_time;
	sql_print_string(p, iso);
}

/* Positional: values bind in the order of the placeholders. */
static void sqlite_placeholder(struct printer *p, size_t number,
			       const struct literal *value)
{
	(void)number;
	(void)value;
	sql_print_text(p, "?");
}

static void sqlite_limit(struct printer *p, const struct query *q)
{
	if (q->limit < 0 && q->offset < 0)
		return;
	sql_print_clause(p, "LIMIT ");
	sql_print_int(p, q->limit < 0 ? -1 : q->limit); /* -1: no limit */
	if (q->offset >= 0) {
		sql_print_text(p, " OFFSET ");
		sql_print_int(p, q->offset);
	}
}

#define SQLITE_MAX_PATTERN_BYTES 50000

/* GLOB text: *, ? and [ become one-character classes. */
static void glob_pattern_text(strbuf *out, const struct expr *e)
{
	for (size_t i = 0; i < e->u.like.part_count; i++) {
		const struct like_part *part = &e->u.like.parts[i];
		if (part->kind != LIKE_TEXT) {
			strbuf_putc(out, part->kind == LIKE_ANY ? '*' : '?');
			continue;
		}
		for (const char *c = part->text; *c; c++) {
			if (*c == '*' || *c == '?' || *c == '[') {
				strbuf_putc(out, '[');
				strbuf_putc(out, *c);
				strbuf_putc(out, ']');
			} else {
				strbuf_putc(out, *c);
			}
		}
	}
}

/* SQLite refuses longer LIKE and GLOB patterns (its default
 * SQLITE_LIMIT_LIKE_PATTERN_LENGTH): rejected here, with the reason. */
static bool pattern_fits(struct printer *p, const struct expr *e,
			 const strbuf *pattern)
{
	if (pattern->error || pattern->len <= SQLITE_MAX_PATTERN_BYTES)
		return true;
	sql_print_error(p, e->at, "pattern-too-long",
			"SQLite refuses LIKE and GLOB patterns over %d bytes; "
			"this one has %zu",
			SQLITE_MAX_PATTERN_BYTES, pattern->len);
	return false;
}

/* SQLite's LIKE ignores ASCII case.  plansql's like is case-sensitive, as
 * on PostgreSQL (MySQL and SQL Server follow the column's collation), so
 * SQLite gets GLOB with the pattern translated. */
static void sqlite_like(struct printer *p, const struct expr *e)
{
	char stack[256];
	strbuf pattern;
	strbuf_init(&pattern, stack, sizeof stack, p->out->max);
	if (e->u.like.case_insensitive)
		sql_like_pattern_text(&pattern, e, p->dialect->like_specials);
	else
		glob_pattern_text(&pattern, e);
	if (!pattern_fits(p, e, &pattern)) {
		strbuf_release(&pattern);
		return;
	}
	if (e->u.like.case_insensitive) {
		strbuf_release(&pattern);
		sql_print_like_standard(p, e);
		return;
	}
	sql_print_expr(p, e->u.like.operand);
	sql_print_text(p, " GLOB ");
	if (pattern.error)
		p->out->error = pattern.error;
	else
		sql_print_value_string(p, pattern.text);
	strbuf_release(&pattern);
}

/* A date written as text, read by its parts (SQLite has no function that
 * parses a format): ISO text put together from the year, month and day,
 * which DATE() checks (NULL for none, and NULL in gives NULL out).  A
 * number's text starts the integer CAST reads ("26, 1986" is 26); a
 * month's name is found by its first three letters. */
#define ISO_DATE(year, month, day)                                          \
	"DATE(" year " || '-' || SUBSTR('0' || (" month                     \
	"), -2) || '-' || SUBSTR('0' || (" day "), -2))"
#define LAST_YEAR "SUBSTR($1, -4)"
#define FIRST_NUMBER "CAST($1 AS INTEGER)"
#define NUMBER_AFTER(sep) "CAST(SUBSTR($1, INSTR($1, '" sep "') + 1) AS INTEGER)"
#define AFTER_SPACE "INSTR($1, ' ') + 1"
#define MONTH_AT(at)                                                        \
	"(INSTR('JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC', UPPER(SUBSTR($1, " at \
	", 3))) + 2) / 3"

/* Expression functions.  STRFTIME and DATE read ISO 8601 text, the
 * form SQLite keeps dates in; 'weekday 0' moves to the next Sunday (or
 * stays on one), six days back is that week's Monday. */
static const struct sql_function_form sqlite_functions[SQL_FUNCTION_COUNT] = {
    [FN_ADD] = {"$1 + $2", true},
    [FN_SUBTRACT] = {"$1 - $2", true},
    [FN_MULTIPLY] = {"$1 * $2", true},
    [FN_DIVIDE] = {"CAST($1 AS REAL) / NULLIF($2, 0)", true},
    [FN_INT_DIVIDE] = {"$1 / $2", true},
    [FN_NEGATE] = {"-($1)", false},
    [FN_COALESCE] = {"COALESCE($*)", false},
    [FN_NULLIF] = {"NULLIF($1, $2)", false},
    [FN_ABS] = {"ABS($1)", false},
    [FN_ROUND] = {"ROUND($1, $2)", false},
    [FN_LOWER] = {"LOWER($1)", false},
    [FN_UPPER] = {"UPPER($1)", false},
    [FN_LENGTH] = {"LENGTH($1)", false},
    [FN_SUBSTR] = {"SUBSTR($1, $2, $3)", false},
    [FN_SUBSTR_REST] = {"SUBSTR($1, $2)", false},
    [FN_CONCAT] = {"$1 || $2", true},
    [FN_CAST_INTEGER] = {"CAST($1 AS INTEGER)", false},
    [FN_CAST_NUMBER] = {"CAST($1 AS REAL)", false},
    [FN_CAST_TEXT] = {"CAST($1 AS TEXT)", false},
    [FN_NUMBER_TEXT] = {"CAST($1 AS TEXT)", false},
    [FN_CAST_DATE] = {"DATE($1)", false},
    [FN_CAST_DATETIME] = {"DATETIME($1)", false},
    [FN_YEAR] = {"CAST(STRFTIME('%Y', $1) AS INTEGER)", false},
    [FN_QUARTER] = {"(CAST(STRFTIME('%m', $1) AS INTEGER) + 2) / 3", true},
    [FN_MONTH] = {"CAST(STRFTIME('%m', $1) AS INTEGER)", false},
    [FN_DAY] = {"CAST(STRFTIME('%d', $1) AS INTEGER)", false},
    [FN_WEEKDAY] = {"(CAST(STRFTIME('%w', $1) AS INTEGER) + 6) % 7 + 1", true},
    [FN_HOUR] = {"CAST(STRFTIME('%H', $1) AS INTEGER)", false},
    [FN_TRUNC_DAY] = {"DATE($1)", false},
    [FN_TRUNC_WEEK] = {"DATE($1, 'weekday 0', '-6 days')", false},
    [FN_TRUNC_MONTH] = {"DATE($1, 'start of month')", false},
    /* the argument once, bound in a scalar subquery: the month needs it
     * twice, and repeated in the text a nested one grows exponentially */
    [FN_TRUNC_QUARTER] =
	{"(SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) "
	 "AS INTEGER) - 1) % 3) || ' months') FROM (SELECT $1 AS d))",
	 false},
    [FN_TRUNC_YEAR] = {"DATE($1, 'start of year')", false},
    [FN_DAYS_BETWEEN] =
	{"CAST(JULIANDAY(DATE($2)) - JULIANDAY(DATE($1)) AS INTEGER)", false},
    [FN_DATE_SLASH_YMD] = {ISO_DATE("SUBSTR($1, 1, 4)",
				    "CAST(SUBSTR($1, 6) AS INTEGER)",
				    "CAST(SUBSTR($1, 7 + INSTR(SUBSTR($1, 7), "
				    "'/')) AS INTEGER)"),
			   false},
    [FN_DATE_SLASH_MDY] = {ISO_DATE(LAST_YEAR, FIRST_NUMBER,
				    NUMBER_AFTER("/")),
			   false},
    [FN_DATE_SLASH_DMY] = {ISO_DATE(LAST_YEAR, NUMBER_AFTER("/"),
				    FIRST_NUMBER),
			   false},
    [FN_DATE_DOT_DMY] = {ISO_DATE(LAST_YEAR, NUMBER_AFTER("."), FIRST_NUMBER),
			 false},
    [FN_DATE_MON_D_Y] = {ISO_DATE(LAST_YEAR, MONTH_AT("1"), NUMBER_AFTER(" ")),
			 false},
    [FN_DATE_MONTH_D_Y] = {ISO_DATE(LAST_YEAR, MONTH_AT("1"),
				    NUMBER_AFTER(" ")),
			   false},
    [FN_DATE_D_MON_Y] = {ISO_DATE(LAST_YEAR, MONTH_AT(AFTER_SPACE),
				  FIRST_NUMBER),
			 false},
    [FN_DATE_D_MONTH_Y] = {ISO_DATE(LAST_YEAR, MONTH_AT(AFTER_SPACE),
				    FIRST_NUMBER),
			   false},
};

/* What SQLite's users write for a function besides the form above. */
static const struct sql_function_spelling sqlite_spellings[] = {
    {FN_COALESCE, "IFNULL($1, $2)", 0},	 {FN_YEAR, "STRFTIME('%Y', $1)", 4},
    {FN_MONTH, "STRFTIME('%m', $1)", 2}, {FN_DAY, "STRFTIME('%d', $1)", 2},
    {FN_HOUR, "STRFTIME('%H', $1)", 2},	 {0, NULL, 0}};

const struct dialect dialect_sqlite = {
    .name = "sqlite",
    .aliases = (const char *const[]){"sqlite3", NULL},
    .title = "SQLite",
    .caps = DIALECT_FULL_JOIN | DIALECT_NO_MEMBER_PARENS |
	    DIALECT_LIKE_IGNORES_CASE,
    .identifier_problem = sqlite_identifier_problem,
    /* never [...]: SQLite cannot escape ] inside; a backslash is plain
     * in '...' */
    .quote_identifier = sql_quote_in_double_quotes,
    .quote_string = sql_quote_plain_string,
    .boolean = sqlite_boolean,
    .date = sqlite_date,
    .placeholder = sqlite_placeholder,
    .limit = sqlite_limit,
    .like = sqlite_like,
    .like_specials = "",
    .functions = sqlite_functions,
    .spellings = sqlite_spellings,
    .numeric_type = "NUMERIC",
};
