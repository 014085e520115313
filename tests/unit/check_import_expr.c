/* plansql import of expressions: the plain spellings a person writes
 * become the plan's functions (asserted through the PostgreSQL SQL the
 * imported plan compiles to), what the plan cannot express is refused
 * at its line and column, and every function the compiler prints reads
 * back to a plan that prints the same SQL. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"
#include "testlib.h"

static plansql_options postgres(void)
{
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.dialect = PLANSQL_POSTGRES;
	o.now = TEST_NOW;
	return o;
}

/* The SQL the plan imported from sql compiles to (malloc'd), or NULL;
 * the import's first diagnostic through *diag when not NULL. */
static char *imported_sql(const char *sql, plansql_diagnostic *diag)
{
	plansql_options o = postgres();
	plansql_plan *plan;
	plansql_result *r = plansql_plan_import(sql, strlen(sql), &o, &plan);
	ck_assert_ptr_nonnull(r);
	if (diag && plansql_result_diagnostic_count(r))
		*diag = *plansql_result_diagnostic(r, 0);
	char *out = NULL;
	if (plan) {
		plansql_result *c = plansql_plan_compile(plan, &o);
		ck_assert_msg(plansql_result_sql(c), "%s: no SQL", sql);
		out = strdup(plansql_result_sql(c));
		plansql_result_free(c);
		plansql_plan_free(plan);
	}
	if (diag) /* its strings live in r: kept only for the test */
		diag->message = diag->message ? strdup(diag->message) : NULL;
	plansql_result_free(r);
	return out;
}

static void assert_imports_to(const char *sql, const char *wanted)
{
	char *got = imported_sql(sql, NULL);
	ck_assert_msg(got, "%s: refused", sql);
	ck_assert_msg(strstr(got, wanted), "%s\ngave\n%s\nwithout\n%s", sql,
		      got, wanted);
	free(got);
}

static void assert_refused(const char *sql, long line, long column,
			   const char *words)
{
	plansql_diagnostic d = {0};
	char *got = imported_sql(sql, &d);
	ck_assert_msg(!got, "%s: imported as %s", sql, got);
	ck_assert_str_eq(d.code, "import-unsupported");
	ck_assert_msg(d.message && strstr(d.message, words), "%s: message %s",
		      sql, d.message);
	ck_assert_int_eq(d.line, line);
	ck_assert_int_eq(d.column, column);
	free((char *)d.message);
}

START_TEST(plain_spellings)
{
	assert_imports_to("SELECT t.a || t.b || 'x' AS ab FROM t",
			  "(CAST(\"t\".\"a\" AS text) || CAST(\"t\".\"b\" AS "
			  "text)) || 'x' AS \"ab\"");
	assert_imports_to(
	    "SELECT ROUND(AVG(t.y), 2) AS r FROM t",
	    "ROUND(CAST(AVG(\"t\".\"y\") AS numeric), 2) AS \"r\"");
	assert_imports_to("SELECT SUBSTRING(t.x FROM 2 FOR 3) AS s FROM t",
			  "SUBSTR(\"t\".\"x\", 2, 3) AS \"s\"");
	assert_imports_to("SELECT ROUND(t.x, 2) AS r FROM t",
			  "ROUND(CAST(\"t\".\"x\" AS numeric), 2) AS \"r\"");
	assert_imports_to(
	    "SELECT COALESCE(t.x, 'none') AS c, NULLIF(t.y, 0) AS n, "
	    "ABS(t.y) AS a FROM t",
	    "\"n\",\n    ABS(\"t\".\"y\") AS \"a\"");
	assert_imports_to(
	    "SELECT CASE WHEN t.y > 1 THEN 'big' ELSE 'small' END AS k FROM t",
	    "CASE WHEN \"t\".\"y\" > 1 THEN 'big' ELSE 'small' END AS \"k\"");
	assert_imports_to("SELECT x::date AS d, DATE '2024-01-02' AS e FROM t",
			  "CAST(\"t\".\"x\" AS date) AS \"d\", DATE "
			  "'2024-01-02' AS \"e\"");
	assert_imports_to("SELECT -(-3) AS m FROM t", "-(-3) AS \"m\"");
}
END_TEST

/* Without an alias, the name PostgreSQL gives the column. */
START_TEST(default_names)
{
	assert_imports_to("SELECT LOWER(t.x), UPPER(t.x) FROM t",
			  "LOWER(\"t\".\"x\") AS \"lower\", UPPER(\"t\".\"x\") "
			  "AS \"upper\"");
	assert_imports_to("SELECT CAST(t.x AS text) FROM t",
			  "CAST(\"t\".\"x\" AS text) AS \"x\"");
	assert_imports_to("SELECT CAST('1' AS text) FROM t",
			  "CAST('1' AS text) AS \"text\"");
	assert_imports_to("SELECT t.y + 1 FROM t",
			  "\"t\".\"y\" + 1 AS \"?column?\"");
	assert_imports_to("SELECT COALESCE(t.x, 'a') FROM t",
			  "AS \"coalesce\"");
	assert_imports_to("SELECT CASE WHEN t.y = 1 THEN 2 END FROM t",
			  "AS \"case\"");
}
END_TEST

START_TEST(computed_in_clauses)
{
	assert_imports_to(
	    "SELECT t.x FROM t WHERE LOWER(t.x) = 'a' "
	    "ORDER BY t.y * t.z DESC",
	    "WHERE LOWER(\"t\".\"x\") = 'a'\nORDER BY (\"t\".\"y\" "
	    "* \"t\".\"z\") DESC");
	/* the visible column with the same expression is named */
	assert_imports_to("SELECT LENGTH(t.x) AS n FROM t ORDER BY LENGTH(t.x)",
			  "ORDER BY \"n\" ASC");
	assert_imports_to("SELECT t.x FROM t WHERE 1 = 0 OR t.y = 2",
			  "WHERE 1 = 0 OR \"t\".\"y\" = 2");
}
END_TEST

START_TEST(grouped_expressions)
{
	assert_imports_to("SELECT LOWER(t.x) AS k, SUM(t.y * t.z) AS s, "
			  "ROUND(CAST(SUM(t.y) AS double precision) / "
			  "NULLIF(COUNT(*), 0), 2) AS q FROM t GROUP BY 1",
			  "GROUP BY LOWER(\"t\".\"x\")");
	assert_imports_to("SELECT LOWER(t.x) AS k, SUM(t.y * t.z) AS s FROM t "
			  "GROUP BY LOWER(t.x)",
			  "SUM(\"t\".\"y\" * \"t\".\"z\") AS \"s\"");
	assert_imports_to("SELECT COUNT(*) AS n FROM t GROUP BY UPPER(t.x)",
			  "GROUP BY UPPER(\"t\".\"x\")");
}
END_TEST

START_TEST(refusals)
{
	assert_refused("SELECT t.y / t.z AS d FROM t", 1, 12, "'/'");
	assert_refused("SELECT t.x,\n  md5(t.x) AS h FROM t", 2, 3,
		       "a function outside the plan's function table");
	assert_refused("SELECT CAST(t.y AS integer) AS i FROM t", 1, 8,
		       "a cast the plan's cast does not mean");
	assert_refused(
	    "SELECT t.x FROM t ORDER BY t.y +\n ROW_NUMBER() OVER ()", 2, 2,
	    "a window function inside an expression");
	assert_refused("SELECT ROUND(t.y, t.z) AS r FROM t", 1, 19,
		       "no integer constant");
	assert_refused("SELECT ROUND(t.y) AS r FROM t", 1, 8,
		       "outside the plan's function table");
	assert_refused("SELECT CONCAT(t.x, t.y) AS c FROM t", 1, 8,
		       "outside the plan's function table");
	assert_refused("SELECT t.x, ROUND(AVG(t.y), 2) AS r FROM t", 1, 8,
		       "neither grouped nor aggregated");
}
END_TEST

/* Each plan function, compiled to PostgreSQL, reads back to a plan that
 * compiles to the same SQL. */
static const char *const expressions[] = {
    "{\"fn\": \"/\", \"args\": [{\"table\": \"t\", \"column\": \"a\"}, "
    "{\"value\": 2}]}",
    "{\"fn\": \"round\", \"args\": [{\"table\": \"t\", \"column\": \"a\"}, "
    "{\"value\": 1}]}",
    "{\"fn\": \"-\", \"args\": [{\"table\": \"t\", \"column\": \"a\"}]}",
    "{\"fn\": \"substr\", \"args\": [{\"value\": \"abc\"}, {\"value\": 2}]}",
    "{\"fn\": \"concat\", \"args\": [{\"value\": \"a\"}, {\"table\": \"t\", "
    "\"column\": \"a\"}, {\"value\": 1}]}",
    "{\"fn\": \"cast\", \"args\": [{\"value\": \"4.5\"}], \"type\": "
    "\"integer\"}",
    "{\"fn\": \"cast\", \"args\": [{\"value\": \"4.5\"}], \"type\": "
    "\"number\"}",
    "{\"fn\": \"cast\", \"args\": [{\"value\": 4}], \"type\": \"string\"}",
    "{\"fn\": \"cast\", \"args\": [{\"value\": \"2024-01-01\"}], \"type\": "
    "\"date\"}",
    "{\"fn\": \"cast\", \"args\": [{\"value\": \"2024-01-01 10:00:00\"}], "
    "\"type\": "
    "\"datetime\"}",
    "{\"value\": null, \"type\": \"integer\"}",
    "{\"value\": \"2024-01-01\", \"type\": \"date\"}",
    "{\"value\": \"2024-01-01 10:00:00\", \"type\": \"datetime\"}",
};
static const char *const units[] = {"year", "quarter", "month", "week",
				    "day",  "weekday", "hour"};

static void assert_round_trip(const char *expression)
{
	char plan[1024];
	snprintf(plan, sizeof plan,
		 "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		 "\"t\", \"columns\": "
		 "[{\"column\": \"a\"}]}], \"computed_columns\": "
		 "[{\"alias\": \"e\", \"expression\": %s}]}",
		 expression);
	plansql_options o = postgres();
	plansql_result *c = plansql_compile(plan, strlen(plan), &o);
	const char *sql = plansql_result_sql(c);
	ck_assert_msg(sql, "%s does not compile", plan);
	char *again = imported_sql(sql, NULL);
	ck_assert_msg(again, "%s: refused", sql);
	ck_assert_str_eq(again, sql);
	free(again);
	plansql_result_free(c);
}

START_TEST(printed_forms_read_back)
{
	for (size_t i = 0; i < sizeof expressions / sizeof *expressions; i++)
		assert_round_trip(expressions[i]);
	const char *d = "{\"table\": \"t\", \"column\": \"a\"}";
	char e[256];
	for (size_t i = 0; i < sizeof units / sizeof *units; i++) {
		snprintf(
		    e, sizeof e,
		    "{\"fn\": \"date_diff\", \"unit\": \"%s\", \"args\": "
		    "[%s, {\"value\": \"2024-01-01\", \"type\": \"date\"}]}",
		    units[i], d);
		if (strcmp(units[i], "weekday") && strcmp(units[i], "hour"))
			assert_round_trip(e);
		snprintf(e, sizeof e,
			 "{\"fn\": \"date_part\", \"unit\": \"%s\", \"args\": "
			 "[%s]}",
			 units[i], d);
		if (strcmp(units[i], "week"))
			assert_round_trip(e);
		snprintf(e, sizeof e,
			 "{\"fn\": \"date_trunc\", \"unit\": \"%s\", \"args\": "
			 "[%s]}",
			 units[i], d);
		if (strcmp(units[i], "weekday") && strcmp(units[i], "hour"))
			assert_round_trip(e);
	}
}
END_TEST

static Suite *import_expr_suite(void)
{
	Suite *s = suite_create("import_expr");
	TCase *tc = tcase_create("import_expr");
	tcase_add_test(tc, plain_spellings);
	tcase_add_test(tc, default_names);
	tcase_add_test(tc, computed_in_clauses);
	tcase_add_test(tc, grouped_expressions);
	tcase_add_test(tc, refusals);
	tcase_add_test(tc, printed_forms_read_back);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {import_expr_suite, NULL};
	return runner_run(suites);
}
