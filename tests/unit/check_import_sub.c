/* plansql import of subqueries in WHERE and of window functions: SQL
 * as users write it imports to the plan form that compiles back to the
 * same meaning, and what the plan cannot express is refused at its line
 * and column. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"
#include "runner.h"
#include "testlib.h"

static plansql_catalog *catalog;

static void setup(void)
{
	catalog = load_demo_catalog();
	ck_assert_ptr_nonnull(catalog);
}

static void teardown(void)
{
	plansql_catalog_free(catalog);
}

/* The import of sql (against the demo catalog): its plan (NULL when
 * refused) and its diagnostics as text. */
static plansql_plan *import(const char *sql, char **diagnostics)
{
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.catalog = catalog;
	plansql_plan *plan = NULL;
	plansql_result *r = plansql_plan_import(sql, strlen(sql), &o, &plan);
	ck_assert_ptr_nonnull(r);
	*diagnostics = diagnostics_text(r);
	plansql_result_free(r);
	return plan;
}

/* The PostgreSQL the import of sql compiles to; fails on a refusal. */
static char *round_trip(const char *sql, char **diagnostics)
{
	plansql_plan *plan = import(sql, diagnostics);
	ck_assert_msg(plan, "refused: %s", *diagnostics);
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.catalog = catalog;
	o.dialect = PLANSQL_POSTGRES;
	o.now = TEST_NOW;
	plansql_result *r = plansql_plan_compile(plan, &o);
	ck_assert_ptr_nonnull(r);
	const char *text = plansql_result_sql(r);
	ck_assert_msg(text, "no SQL: %s", diagnostics_text(r));
	char *copy = strdup(text);
	plansql_result_free(r);
	plansql_plan_free(plan);
	return copy;
}

static char *plan_json(const char *sql)
{
	char *d;
	plansql_plan *plan = import(sql, &d);
	ck_assert_msg(plan, "refused: %s", d);
	free(d);
	char *json = plansql_plan_json(plan);
	plansql_plan_free(plan);
	return json;
}

#define ASSERT_HAS(text, part)                                                 \
	ck_assert_msg(strstr((text), (part)), "%s\nlacks\n%s", (text), (part))
#define ASSERT_LACKS(text, part)                                               \
	ck_assert_msg(!strstr((text), (part)), "%s\nhas\n%s", (text), (part))

/* Refused with code at line:column, the message naming what. */
static void assert_refused(const char *sql, const char *code, const char *where,
			   const char *what)
{
	char *d;
	plansql_plan *plan = import(sql, &d);
	ck_assert_msg(!plan, "imported: %s", sql);
	ASSERT_HAS(d, code);
	ASSERT_HAS(d, where);
	ASSERT_HAS(d, what);
	free(d);
}

START_TEST(in_subquery_simple_form)
{
	const char *sql = "SELECT c.CustomerId FROM customers c\n"
			  "WHERE c.CustomerId IN (SELECT i.CustomerId FROM "
			  "invoices i WHERE i.Total > 20)";
	char *json = plan_json(sql);
	ASSERT_HAS(json, "\"subquery_table\": \"invoices\"");
	ASSERT_LACKS(json, "\"query\"");
	free(json);
	char *d, *out = round_trip(sql, &d);
	ASSERT_HAS(out, "\"c\".\"CustomerId\" IN (SELECT "
			"\"invoices\".\"CustomerId\" FROM \"invoices\" WHERE "
			"\"invoices\".\"Total\" > 20)");
	ck_assert_str_eq(d, "");
	free(out);
	free(d);
}
END_TEST

/* SELECT * and the correlation written outer = inner, not first. */
START_TEST(not_exists_user_spelling)
{
	char *d, *out = round_trip(
		     "SELECT customers.CustomerId FROM customers WHERE NOT "
		     "EXISTS (SELECT * FROM invoices WHERE invoices.Total > 10 "
		     "AND customers.CustomerId = invoices.CustomerId)",
		     &d);
	ASSERT_HAS(out, "NOT EXISTS (SELECT 1 FROM \"invoices\" WHERE "
			"\"invoices\".\"CustomerId\" = "
			"\"customers\".\"CustomerId\" AND "
			"\"invoices\".\"Total\" > 10)");
	free(out);
	free(d);
}
END_TEST

/* A condition of the subquery on an outer table keeps the simple form,
 * as the compiler prints it: EXISTS (SELECT 1 ...), no output of its
 * own. */
START_TEST(exists_reading_outer_table)
{
	const char *sql = "SELECT customers.Country FROM invoices JOIN "
			  "customers ON invoices.CustomerId = "
			  "customers.CustomerId WHERE EXISTS (SELECT 1 FROM "
			  "employees WHERE employees.EmployeeId = "
			  "customers.SupportRepId AND invoices.Total > 10.5)";
	char *json = plan_json(sql);
	ASSERT_HAS(json, "\"subquery_table\": \"employees\"");
	ASSERT_LACKS(json, "\"query\"");
	free(json);
	char *d, *out = round_trip(sql, &d);
	ASSERT_HAS(out, "EXISTS (SELECT 1 FROM \"employees\" WHERE "
			"\"employees\".\"EmployeeId\" = "
			"\"customers\".\"SupportRepId\" AND "
			"\"invoices\".\"Total\" > 10.5)");
	free(out);
	free(d);
}
END_TEST

START_TEST(not_in_nulls)
{
	/* customers.SupportRepId may be NULL; invoices.CustomerId may not */
	char *d, *out = round_trip(
		     "SELECT e.EmployeeId FROM employees e\n"
		     "WHERE e.EmployeeId NOT IN (SELECT c.SupportRepId FROM "
		     "customers c)\n"
		     "  AND e.EmployeeId NOT IN (SELECT i.CustomerId FROM "
		     "invoices i)",
		     &d);
	ASSERT_HAS(d, "import-not-in-nulls");
	ASSERT_HAS(d, "line 2");
	ASSERT_LACKS(d, "line 3");
	ASSERT_HAS(out, "WHERE \"customers\".\"SupportRepId\" IS NOT NULL)");
	free(out);
	free(d);
	/* written out, as plansql prints it: no warning, no second test */
	out = round_trip("SELECT e.EmployeeId FROM employees e WHERE "
			 "e.EmployeeId NOT IN (SELECT c.SupportRepId FROM "
			 "customers c WHERE c.SupportRepId IS NOT NULL)",
			 &d);
	ck_assert_str_eq(d, "");
	ASSERT_HAS(out, "FROM \"customers\" WHERE "
			"\"customers\".\"SupportRepId\" IS NOT NULL)");
	ASSERT_LACKS(out, "NOT NULL AND");
	free(out);
	free(d);
}
END_TEST

/* (SELECT AVG(...)) < x is x > (SELECT AVG(...)); the same table inside
 * gets the compiler's alias. */
START_TEST(scalar_comparison_mirrored)
{
	const char *sql = "SELECT tracks.TrackId FROM tracks WHERE (SELECT "
			  "AVG(t2.Milliseconds) FROM tracks t2 WHERE "
			  "t2.GenreId = 1) < tracks.Milliseconds";
	char *json = plan_json(sql);
	ASSERT_HAS(json, "\"op\": \">\"");
	ASSERT_HAS(json, "\"aggregate\": \"AVG\"");
	free(json);
	char *d, *out = round_trip(sql, &d);
	ASSERT_HAS(out, "\"tracks\".\"Milliseconds\" > (SELECT "
			"AVG(\"sq1\".\"Milliseconds\") FROM \"tracks\" AS "
			"\"sq1\" WHERE \"sq1\".\"GenreId\" = 1)");
	free(out);
	free(d);
}
END_TEST

/* A trailing equality with the enclosing query becomes correlated_on,
 * printed after the nested query's own subquery filter as written. */
START_TEST(nested_correlation)
{
	const char *sql =
	    "SELECT c.CustomerId FROM customers c WHERE EXISTS (SELECT "
	    "i.InvoiceId FROM invoices i WHERE i.InvoiceId IN (SELECT "
	    "ii.InvoiceId FROM invoice_items ii WHERE ii.Quantity > 1) AND "
	    "c.CustomerId = i.CustomerId)";
	char *json = plan_json(sql);
	ASSERT_HAS(json, "\"correlated_on\"");
	free(json);
	char *d, *out = round_trip(sql, &d);
	ASSERT_HAS(out,
		   "WHERE \"i\".\"InvoiceId\" IN (SELECT "
		   "\"invoice_items\".\"InvoiceId\" FROM "
		   "\"invoice_items\" WHERE \"invoice_items\".\"Quantity\" "
		   "> 1) AND \"i\".\"CustomerId\" = \"c\".\"CustomerId\")");
	free(out);
	free(d);
}
END_TEST

/* An aggregate with an alias is the nested form; not_in's HAVING ...
 * IS NOT NULL is the compiler's and comes back once. */
START_TEST(nested_aggregate_not_in)
{
	const char *sql =
	    "SELECT e.EmployeeId FROM employees e WHERE e.EmployeeId NOT IN "
	    "(SELECT MAX(c.SupportRepId) AS top FROM customers c HAVING "
	    "MAX(c.SupportRepId) IS NOT NULL)";
	char *json = plan_json(sql);
	ASSERT_HAS(json, "\"query\"");
	ASSERT_LACKS(json, "having");
	free(json);
	char *d, *out = round_trip(sql, &d);
	ck_assert_str_eq(d, "");
	ASSERT_HAS(out, "(SELECT MAX(\"c\".\"SupportRepId\") AS \"top\" FROM "
			"\"customers\" AS \"c\" HAVING "
			"MAX(\"c\".\"SupportRepId\") IS NOT NULL)");
	free(out);
	free(d);
}
END_TEST

START_TEST(subquery_refusals)
{
	assert_refused("SELECT t.TrackId FROM tracks t\nWHERE t.Milliseconds "
		       "> ALL (SELECT u.Milliseconds FROM tracks u)",
		       "import-unsupported", "line 2, column 22", "op ALL");
	assert_refused("SELECT t.TrackId FROM tracks t\nWHERE t.AlbumId = "
		       "(SELECT a.AlbumId FROM albums a)",
		       "import-unsupported", "line 2, column 19",
		       "several rows");
	assert_refused("SELECT t.TrackId FROM tracks t\nWHERE t.TrackId + 1 "
		       "IN (SELECT a.AlbumId FROM albums a)",
		       "import-unsupported", "line 2, column 17",
		       "other than a column");
	assert_refused("SELECT t.TrackId FROM tracks t WHERE t.AlbumId NOT IN "
		       "(SELECT a.AlbumId FROM albums a\n UNION SELECT "
		       "b.AlbumId FROM albums b)",
		       "import-unsupported", "line 1, column 48", "UNION");
}
END_TEST

START_TEST(windows_user_spelling)
{
	const char *sql =
	    "select t.TrackId,\n"
	    "  row_number() over (partition by t.AlbumId order by "
	    "t.Milliseconds desc),\n"
	    "  lag(t.Name, 2, 'none') over (order by t.TrackId) as prev,\n"
	    "  count(*) over () as n\n"
	    "from tracks t";
	char *json = plan_json(sql);
	ASSERT_HAS(json, "\"alias\": \"row_number\"");
	ASSERT_HAS(json, "\"offset\": 2");
	free(json);
	char *d, *out = round_trip(sql, &d);
	ASSERT_HAS(out, "ROW_NUMBER() OVER (PARTITION BY \"t\".\"AlbumId\" "
			"ORDER BY \"t\".\"Milliseconds\" DESC) AS "
			"\"row_number\"");
	ASSERT_HAS(out, "LAG(\"t\".\"Name\", 2, 'none') OVER (ORDER BY "
			"\"t\".\"TrackId\" ASC) AS \"prev\"");
	ASSERT_HAS(out, "COUNT(*) OVER () AS \"n\"");
	ck_assert_str_eq(d, "");
	free(out);
	free(d);
}
END_TEST

START_TEST(window_refusals)
{
	assert_refused("SELECT t.TrackId,\n  sum(t.Milliseconds) over (order "
		       "by t.TrackId rows between 1 preceding and current row) "
		       "FROM tracks t",
		       "import-unsupported", "line 2, column 28",
		       "window frame");
	assert_refused("SELECT t.TrackId,\n  first_value(t.Name) over () "
		       "FROM tracks t",
		       "import-unsupported", "line 2, column 3", "first_value");
	assert_refused("SELECT t.TrackId,\n  sum(t.Milliseconds + 1) over () "
		       "FROM tracks t",
		       "import-unsupported", "line 2, column 22",
		       "not a column");
	assert_refused("SELECT t.TrackId,\n  count(*) filter (where t.TrackId "
		       "> 1) over () FROM tracks t",
		       "import-unsupported", "line 2, column 3", "FILTER");
	assert_refused("SELECT t.TrackId,\n  count(*) over (partition by "
		       "t.AlbumId) FROM tracks t",
		       "import-unsupported", "line 2, column 3", "COUNT(*)");
	/* Composer may be NULL: NULLS FIRST descending is not the plan's */
	assert_refused("SELECT t.TrackId,\n  rank() over (order by t.Composer "
		       "desc nulls first) FROM tracks t",
		       "import-unsupported", "line 2, column 25",
		       "NULLS FIRST");
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("import-sub");
	TCase *tc = tcase_create("import-sub");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, in_subquery_simple_form);
	tcase_add_test(tc, not_exists_user_spelling);
	tcase_add_test(tc, exists_reading_outer_table);
	tcase_add_test(tc, not_in_nulls);
	tcase_add_test(tc, scalar_comparison_mirrored);
	tcase_add_test(tc, nested_correlation);
	tcase_add_test(tc, nested_aggregate_not_in);
	tcase_add_test(tc, subquery_refusals);
	tcase_add_test(tc, windows_user_spelling);
	tcase_add_test(tc, window_refusals);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {suite, NULL};
	return runner_run(suites);
}
