/* Unit tests of the dialects (dialects/, one file each): how each quotes
 * names and strings, the names and patterns it accepts, and the function
 * forms of all of them. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/strbuf.h"
#include "sql/sql_dialect.h"
#include "sql/sql_function.h"
#include "plansql.h"
#include "unit.h"

/* ---- sqlite: dialects/sqlite.c ---- */

static char *quoted(void (*quote)(strbuf *, const char *), const char *s)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1 << 20);
	quote(&sb, s);
	return strbuf_finish(&sb);
}

#define ASSERT_QUOTE(fn, in, out)                                              \
	do {                                                                   \
		char *got_ = quoted((fn), (in));                               \
		ck_assert_str_eq(got_, (out));                                 \
		free(got_);                                                    \
	} while (0)

START_TEST(sqlite_quotes_with_double_quotes_never_brackets)
{
	ASSERT_QUOTE(dialect_sqlite.quote_identifier, "a\"b]c", "\"a\"\"b]c\"");
	ASSERT_QUOTE(dialect_sqlite.quote_string, "it's \\ x", "'it''s \\ x'");
}
END_TEST

static char *repeat(const char *unit, size_t n, const char *tail)
{
	size_t u = strlen(unit);
	char *s = malloc(u * n + strlen(tail) + 1);
	for (size_t i = 0; i < n; i++)
		memcpy(s + i * u, unit, u);
	strcpy(s + u * n, tail);
	return s;
}

/* The code of the first error of compiling a like filter on value. */
static char *like_error(const char *op, size_t length)
{
	char *value = repeat("a", length, "");
	size_t n = length + 256;
	char *plan = malloc(n);
	snprintf(plan, n,
		 "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		 "\"t\", \"columns\": [{\"column\": \"c\"}], \"filters\": "
		 "[{\"column\": \"c\", \"op\": \"%s\", \"value\": \"%s\"}]}]}",
		 op, value);
	plansql_result *r = plansql_compile(plan, strlen(plan), NULL);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	char *code = d ? strdup(d->code) : NULL;
	plansql_result_free(r);
	free(plan);
	free(value);
	return code;
}

START_TEST(sqlite_limits_patterns_at_the_limit_and_past_it)
{
	/* like prints the value as it is; starts_with adds a wildcard */
	char *at = like_error("like", 50000), *past = like_error("like", 50001);
	char *sw_at = like_error("starts_with", 49999);
	char *sw_past = like_error("starts_with", 50000);
	ck_assert_ptr_null(at);
	ck_assert_str_eq(past, "pattern-too-long");
	ck_assert_ptr_null(sw_at);
	ck_assert_str_eq(sw_past, "pattern-too-long");
	free(at), free(past), free(sw_at), free(sw_past);
}
END_TEST

/* ---- postgres: dialects/postgres.c ---- */

START_TEST(postgres_escapes_backslashes_with_an_e_string)
{
	ASSERT_QUOTE(dialect_postgres.quote_identifier, "a\"b", "\"a\"\"b\"");
	ASSERT_QUOTE(dialect_postgres.quote_string, "it's", "'it''s'");
	ASSERT_QUOTE(dialect_postgres.quote_string, "a\\'b", "E'a\\\\''b'");
}
END_TEST

static bool accepted(const struct dialect *d, const char *name,
		     enum ident_use use)
{
	return d->identifier_problem(name, use) == NULL;
}

START_TEST(postgres_limits_names_to_63_bytes)
{
	char *a63 = repeat("a", 63, ""), *a64 = repeat("a", 64, "");
	char *e63 = repeat("\xC3\xA9", 31, "a"),
	     *e64 = repeat("\xC3\xA9", 32, "");
	ck_assert(accepted(&dialect_postgres, a63, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_postgres, a64, IDENT_COLUMN));
	ck_assert(accepted(&dialect_postgres, e63, IDENT_TABLE));
	ck_assert(!accepted(&dialect_postgres, e64, IDENT_TABLE));
	free(a63), free(a64), free(e63), free(e64);
}
END_TEST

/* ---- mysql: dialects/mysql.c ---- */

START_TEST(mysql_never_relies_on_backslash_escapes)
{
	ASSERT_QUOTE(dialect_mysql.quote_identifier, "a`b\"c", "`a``b\"c`");
	ASSERT_QUOTE(dialect_mysql.quote_string, "it's", "'it''s'");
	ASSERT_QUOTE(dialect_mysql.quote_string, "a\\'", "_utf8mb4 X'615C27'");
}
END_TEST

START_TEST(mysql_limits_names_by_characters)
{
	char *e64 = repeat("\xC3\xA9", 64, ""),
	     *e65 = repeat("\xC3\xA9", 65, "");
	char *a256 = repeat("a", 256, ""), *a257 = repeat("a", 257, "");
	ck_assert(accepted(&dialect_mysql, e64, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_mysql, e65, IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, a256, IDENT_ALIAS));
	ck_assert(!accepted(&dialect_mysql, a257, IDENT_ALIAS));
	ck_assert(!accepted(&dialect_mysql, "name ", IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "a\xF0\x9F\x98\x80", IDENT_COLUMN));
	free(e64), free(e65), free(a256), free(a257);
}
END_TEST

START_TEST(mysql_limits_table_file_names)
{
	/* a dash takes 5 bytes of file name, a letter 1, "é" 3 */
	char *f251 = repeat("-", 50, "a"), *f252 = repeat("-", 50, "ab");
	char *e64 = repeat("\xC3\xA9", 64, "");
	ck_assert(accepted(&dialect_mysql, f251, IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, f252, IDENT_TABLE));
	ck_assert(accepted(&dialect_mysql, f252, IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, e64, IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "#mysql50#old", IDENT_TABLE));
	ck_assert(accepted(&dialect_mysql, "#mysql50#old", IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, "x#mysql50#", IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "name\t", IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "name\r", IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, "\tname", IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, "name\t", IDENT_ALIAS));
	free(f251), free(f252), free(e64);
}
END_TEST

/* What a server of a version lacks of the SQL printed for it, as the
 * server names itself. */
START_TEST(mysql_judges_server_versions)
{
	const char *(*gap)(const char *, unsigned long) =
	    dialect_mysql.version_gap;
	ck_assert_ptr_nonnull(strstr(gap("5.7.44-log", 50744), "8.0 or later"));
	ck_assert_ptr_nonnull(strstr(gap("8.0.30", 80030), "8.0.31"));
	ck_assert_ptr_null(gap("8.0.31", 80031));
	ck_assert_ptr_null(gap("9.1.0", 90100));
	ck_assert_ptr_nonnull(strstr(gap("10.4.32-MariaDB", 100432), "10.5"));
	ck_assert_ptr_null(gap("10.5.0-MariaDB", 100500));
	ck_assert_ptr_null(gap("11.4.2-MariaDB-log", 110402));
	ck_assert(dialect_postgres.version_gap == NULL);
}
END_TEST

/* ---- tsql: dialects/tsql.c ---- */

START_TEST(tsql_uses_n_strings_and_splits_backslash_newlines)
{
	ASSERT_QUOTE(dialect_tsql.quote_identifier, "a]b[c", "[a]]b[c]");
	ASSERT_QUOTE(dialect_tsql.quote_string, "it's", "'it''s'");
	ASSERT_QUOTE(dialect_tsql.quote_string, "caf\xC3\xA9",
		     "N'caf\xC3\xA9'");
	ASSERT_QUOTE(dialect_tsql.quote_string, "a\\\nb", "'a\\' + '\nb'");
}
END_TEST

START_TEST(tsql_limits_names_by_utf16_units)
{
	char *a128 = repeat("a", 128, ""), *a129 = repeat("a", 129, "");
	char *s64 = repeat("\xF0\x9F\x98\x80", 64, "");
	char *s64a = repeat("\xF0\x9F\x98\x80", 64, "a");
	ck_assert(accepted(&dialect_tsql, a128, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_tsql, a129, IDENT_COLUMN));
	ck_assert(accepted(&dialect_tsql, s64, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_tsql, s64a, IDENT_COLUMN));
	free(a128), free(a129), free(s64), free(s64a);
}
END_TEST

/* ---- sql_dialect: sql/sql_dialect.h, every dialect ---- */

/* A function's form reads each argument once: a form that repeated it
 * would print the argument twice, and nested, 2^n times.  SQLite's
 * readers of dates written as text (it has no function that parses a
 * format) read it several times: lowering gives them a column alone
 * (lower_column_value), never another function. */
static bool reads_a_column_alone(const struct dialect *d, int fn)
{
	return d == &dialect_sqlite && fn >= FN_DATE_SLASH_YMD &&
	       fn <= FN_DATE_D_MONTH_Y;
}

START_TEST(function_forms_read_each_argument_once)
{
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		const struct dialect *dialect =
		    sql_dialect_get((plansql_dialect)d);
		for (int fn = 0; fn < SQL_FUNCTION_COUNT; fn++) {
			const char *text = dialect->functions[fn].text;
			if (reads_a_column_alone(dialect, fn))
				continue;
			for (char arg = '1'; text && arg <= '9'; arg++) {
				char mark[3] = {'$', arg, '\0'};
				const char *first = strstr(text, mark);
				ck_assert_msg(
				    !first || !strstr(first + 1, mark),
				    "%s: %s reads %s twice: %s", dialect->name,
				    sql_function_name((enum sql_function)fn),
				    mark, text);
			}
		}
	}
}
END_TEST

/* Twelve date_truncs nested, in every dialect: the statement grows with
 * the plan, not with 2^12. */
START_TEST(nested_functions_grow_linearly)
{
	strbuf plan;
	strbuf_init(&plan, NULL, 0, 1 << 20);
	strbuf_puts(&plan, "{\"decision\": \"proceed\", \"selections\": "
			   "[{\"table\": \"t\", \"columns\": []}], "
			   "\"computed_columns\": [{\"alias\": \"x\", "
			   "\"expression\": ");
	static const char *const units[] = {"week", "month", "quarter"};
	for (int i = 0; i < 12; i++)
		strbuf_printf(&plan,
			      "{\"fn\": \"date_trunc\", \"unit\": "
			      "\"%s\", \"args\": [",
			      units[i % 3]);
	strbuf_puts(&plan, "{\"table\": \"t\", \"column\": \"d\", "
			   "\"type\": \"date\"}");
	for (int i = 0; i < 12; i++)
		strbuf_puts(&plan, "]}");
	strbuf_puts(&plan, "}]}");
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		plansql_options o = PLANSQL_OPTIONS_INIT;
		o.dialect = (plansql_dialect)d;
		o.flags = PLANSQL_COMPACT;
		plansql_result *r = plansql_compile(plan.text, plan.len, &o);
		const char *sql = plansql_result_sql(r);
		ck_assert_msg(sql, "%s", plansql_result_json(r));
		ck_assert_msg(strlen(sql) < 12 * 200,
			      "%s: %zu bytes of SQL for 12 nested functions",
			      plansql_dialect_name(o.dialect), strlen(sql));
		plansql_result_free(r);
	}
	strbuf_release(&plan);
}
END_TEST

/* The dialect table is the one list of dialects: the API counts and
 * names them from it, the four constants of plansql.h keep their
 * values, every name and alias finds its own dialect, and each dialect
 * has what the printer calls. */
START_TEST(dialects_come_from_the_table)
{
	static const char *const constants[] = {[PLANSQL_SQLITE] = "sqlite",
						[PLANSQL_POSTGRES] = "postgres",
						[PLANSQL_MYSQL] = "mysql",
						[PLANSQL_TSQL] = "tsql"};
	size_t n = plansql_dialect_count();
	ck_assert_uint_eq(n, sql_dialect_count());
	ck_assert_uint_ge(n, 4);
	for (int i = 0; i < 4; i++)
		ck_assert_str_eq(plansql_dialect_name((plansql_dialect)i),
				 constants[i]);
	for (size_t i = 0; i < n; i++) {
		const struct dialect *d = sql_dialect_get((plansql_dialect)i);
		plansql_dialect found;
		ck_assert_ptr_nonnull(d);
		ck_assert_str_eq(plansql_dialect_name((plansql_dialect)i),
				 d->name);
		ck_assert_int_eq(strspn(d->name, "abcdefghijklmnopqrstuvwxyz"
						 "0123456789"),
				 strlen(d->name));
		ck_assert_int_eq(plansql_dialect_from_name(d->name, &found),
				 PLANSQL_OK);
		ck_assert_int_eq(found, (int)i);
		for (const char *const *a = d->aliases; a && *a; a++) {
			ck_assert_int_eq(plansql_dialect_from_name(*a, &found),
					 PLANSQL_OK);
			ck_assert_msg(found == (plansql_dialect)i,
				      "%s, an alias of %s, finds %s", *a,
				      d->name, plansql_dialect_name(found));
		}
		ck_assert(d->title && d->identifier_problem &&
			  d->quote_identifier && d->quote_string &&
			  d->boolean && d->date && d->placeholder && d->limit &&
			  d->numeric_type && d->functions);
	}
	ck_assert_ptr_null(plansql_dialect_name((plansql_dialect)n));
	ck_assert_ptr_null(sql_dialect_get((plansql_dialect)n));
}
END_TEST

/* form with $1 the column d, $2 the string 'x' and $* both. */
static void fill_form(strbuf *sb, const char *form)
{
	for (const char *p = form; *p; p++) {
		if (p[0] == '$' &&
		    (p[1] == '1' || p[1] == '2' || p[1] == '*')) {
			strbuf_puts(sb, p[1] == '1'   ? "d"
					: p[1] == '2' ? "'x'"
						      : "d, 'x'");
			p++;
		} else {
			strbuf_putc(sb, *p);
		}
	}
}

/* The SQL for dialect of the plan imported from a query using form:
 * in the select list, or compared with digits (a number when number). */
static char *imported_sql(plansql_dialect dialect, const char *form,
			  unsigned digits, bool number)
{
	static const char catalog_json[] =
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
	    "\"d\", \"data_type\": \"DATETIME\"}]}]";
	plansql_catalog *catalog;
	plansql_result_free(
	    plansql_catalog_read(catalog_json, strlen(catalog_json), &catalog));
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 16);
	strbuf_puts(&sb, digits ? "SELECT d FROM t WHERE " : "SELECT ");
	fill_form(&sb, form);
	if (digits)
		strbuf_printf(&sb, number ? " = %.*s" : " = '%.*s'",
			      (int)digits, "1111");
	else
		strbuf_puts(&sb, " AS v FROM t");
	char *sql = strbuf_finish(&sb);
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	o.dialect = dialect;
	o.import_from = plansql_dialect_name(dialect);
	plansql_plan *plan = NULL;
	plansql_result *r = plansql_plan_import(sql, strlen(sql), &o, &plan);
	ck_assert_msg(plan != NULL, "%s: %s is refused",
		      plansql_dialect_name(dialect), sql);
	plansql_result *c = plansql_plan_compile(plan, &o);
	char *out = strdup(plansql_result_sql(c));
	plansql_result_free(c);
	plansql_result_free(r);
	plansql_plan_free(plan);
	plansql_catalog_free(catalog);
	free(sql);
	return out;
}

/* Each spelling a dialect gives is read by plansql import as the
 * function it names: the same plan as the form plansql prints. */
START_TEST(spellings_read_back_as_their_function)
{
	for (size_t n = 0; n < sql_dialect_count(); n++) {
		const struct dialect *d = sql_dialect_get((plansql_dialect)n);
		for (size_t i = 0; d->spellings && d->spellings[i].text; i++) {
			const struct sql_function_spelling *sp =
			    &d->spellings[i];
			char *spelt = imported_sql((plansql_dialect)n, sp->text,
						   sp->digits, false);
			char *printed = imported_sql((plansql_dialect)n,
						     d->functions[sp->fn].text,
						     sp->digits, true);
			ck_assert_msg(!strcmp(spelt, printed),
				      "%s: %s reads as\n%s\nnot\n%s", d->name,
				      sp->text, spelt, printed);
			free(spelt);
			free(printed);
		}
	}
}
END_TEST

Suite *unit_dialects_suite(void)
{
	Suite *s = suite_create("dialects");
	TCase *tc = unit_case(s, "sqlite");
	tcase_add_test(tc, sqlite_quotes_with_double_quotes_never_brackets);
	tcase_add_test(tc, sqlite_limits_patterns_at_the_limit_and_past_it);
	tc = unit_case(s, "postgres");
	tcase_add_test(tc, postgres_escapes_backslashes_with_an_e_string);
	tcase_add_test(tc, postgres_limits_names_to_63_bytes);
	tc = unit_case(s, "mysql");
	tcase_add_test(tc, mysql_never_relies_on_backslash_escapes);
	tcase_add_test(tc, mysql_limits_names_by_characters);
	tcase_add_test(tc, mysql_limits_table_file_names);
	tcase_add_test(tc, mysql_judges_server_versions);
	tc = unit_case(s, "tsql");
	tcase_add_test(tc, tsql_uses_n_strings_and_splits_backslash_newlines);
	tcase_add_test(tc, tsql_limits_names_by_utf16_units);
	tc = unit_case(s, "sql_dialect");
	tcase_add_test(tc, function_forms_read_each_argument_once);
	tcase_add_test(tc, nested_functions_grow_linearly);
	tcase_add_test(tc, dialects_come_from_the_table);
	tcase_add_test(tc, spellings_read_back_as_their_function);
	return s;
}
