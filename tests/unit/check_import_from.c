/* plansql import of SQL written for SQLite, MySQL, T-SQL and PostgreSQL
 * (plansql_options.import_from): each query as its engine reads it,
 * asserted through the PostgreSQL SQL the imported plan compiles to;
 * what cannot be read exactly is refused at its line and column in the
 * user's text, however the respelling moved it. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"
#include "testlib.h"

static plansql_catalog *demo;

static plansql_options options_from(const char *from)
{
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.dialect = PLANSQL_POSTGRES;
	o.now = TEST_NOW;
	o.catalog = demo;
	o.import_from = from;
	return o;
}

/* The plan of sql imported from from, or NULL; its result through *r. */
static plansql_plan *import_from(const char *from, const char *sql,
				 plansql_result **r)
{
	plansql_options o = options_from(from);
	plansql_plan *plan = NULL;
	*r = plansql_plan_import(sql, strlen(sql), &o, &plan);
	ck_assert_ptr_nonnull(*r);
	return plan;
}

/* As each engine reads it: the PostgreSQL SQL of the imported plan. */
static const struct {
	const char *from, *sql, *postgres;
} readings[] = {
    /* SQLite: a double-quoted word naming nothing is a string */
    {"sqlite", "SELECT Name FROM genres WHERE Name = \"Rock\"",
     "SELECT \"genres\".\"Name\"\nFROM \"genres\"\n"
     "WHERE \"genres\".\"Name\" = 'Rock'"},
    {"sqlite", "SELECT \"name\" FROM genres WHERE \"GenreId\" < 3",
     "SELECT \"genres\".\"Name\"\nFROM \"genres\"\n"
     "WHERE \"genres\".\"GenreId\" < 3"},
    {"sqlite", "SELECT Name FROM tracks WHERE Composer LIKE 'ac/dc%'",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
     "WHERE \"tracks\".\"Composer\" ILIKE 'ac/dc%' ESCAPE '!'"},
    {"sqlite", "SELECT Name FROM tracks WHERE Name GLOB 'A*[?]_%'",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
     "WHERE \"tracks\".\"Name\" LIKE 'A%?!_!%' ESCAPE '!'"},
    {"sqlite", "SELECT [Name], `Composer` FROM tracks LIMIT 5, 10",
     "SELECT \"tracks\".\"Name\", \"tracks\".\"Composer\"\n"
     "FROM \"tracks\"\nLIMIT 10\nOFFSET 5"},
    {"sqlite", "SELECT count(*), max( Milliseconds ) FROM tracks",
     "SELECT COUNT(*) AS \"count(*)\",\n"
     "    MAX(\"tracks\".\"Milliseconds\") AS \"max( Milliseconds )\"\n"
     "FROM \"tracks\""},
    {"sqlite",
     "SELECT IFNULL(Composer, 'none') AS c FROM tracks LIMIT -1 OFFSET 2",
     "SELECT COALESCE(\"tracks\".\"Composer\", 'none') AS \"c\"\n"
     "FROM \"tracks\"\nOFFSET 2"},
    {"sqlite",
     "SELECT COUNT(*) AS n FROM (SELECT Name FROM tracks WHERE TrackId < 5)",
     "WITH \"subquery_1\" AS (\n  SELECT \"tracks\".\"Name\"\n"
     "  FROM \"tracks\"\n  WHERE \"tracks\".\"TrackId\" < 5\n)\n"
     "SELECT COUNT(*) AS \"n\"\nFROM \"subquery_1\""},
    {"sqlite",
     "SELECT a.Title, COUNT(*) AS n FROM tracks t JOIN albums a "
     "ON t.AlbumId = a.AlbumId GROUP BY t.AlbumId",
     "SELECT \"a\".\"Title\", COUNT(*) AS \"n\"\n"
     "FROM \"tracks\" AS \"t\"\n"
     "INNER JOIN \"albums\" AS \"a\" ON \"t\".\"AlbumId\" = "
     "\"a\".\"AlbumId\"\n"
     "GROUP BY \"t\".\"AlbumId\", \"a\".\"Title\""},
    {"sqlite",
     "SELECT InvoiceId FROM invoices WHERE strftime('%Y', InvoiceDate) = "
     "'2024' AND strftime('%m', InvoiceDate) IN ('01', '12')",
     "SELECT \"invoices\".\"InvoiceId\"\nFROM \"invoices\"\n"
     "WHERE CAST(EXTRACT(YEAR FROM \"invoices\".\"InvoiceDate\") AS "
     "integer) = 2024\n"
     "  AND CAST(EXTRACT(MONTH FROM \"invoices\".\"InvoiceDate\") AS "
     "integer) IN (1, 12)"},
    /* MySQL: double quotes and backslashes make strings; '/' divides */
    {"mysql", "SELECT Name FROM tracks WHERE Name = \"it\\'s \\\"x\\\"\" # c",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
     "WHERE \"tracks\".\"Name\" = 'it''s \"x\"'"},
    {"mysql", "SELECT Milliseconds / 1000 AS s FROM tracks",
     "SELECT CAST(\"tracks\".\"Milliseconds\" AS double precision) / "
     "NULLIF(1000, 0) AS \"s\"\nFROM \"tracks\""},
    {"mysql",
     "SELECT YEAR(InvoiceDate) AS y, DAY(InvoiceDate) AS d "
     "FROM invoices",
     "SELECT CAST(EXTRACT(YEAR FROM \"invoices\".\"InvoiceDate\") AS "
     "integer) AS \"y\",\n"
     "    CAST(EXTRACT(DAY FROM \"invoices\".\"InvoiceDate\") AS integer) "
     "AS \"d\"\nFROM \"invoices\""},
    {"mysql", "SELECT Name FROM tracks WHERE Name LIKE 'a\\_b%'",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
     "WHERE \"tracks\".\"Name\" ILIKE 'a!_b%' ESCAPE '!'"},
    {"mysql", "SELECT Name FROM tracks LIMIT 18446744073709551615 OFFSET 3",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\nOFFSET 3"},
    {"mysql", "SELECT Name FROM tracks LIMIT 3, 18446744073709551615",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\nOFFSET 3"},
    {"mysql", "SELECT Name FROM tracks WHERE Name = _utf8mb4 X'436166C3A9'",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
     "WHERE \"tracks\".\"Name\" = 'Café'"},
    /* T-SQL: TOP is the query's LIMIT, + joins text */
    {"tsql", "SELECT TOP 5 [Name] FROM [tracks] ORDER BY [Name]",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
     "ORDER BY \"tracks\".\"Name\" ASC\nLIMIT 5"},
    {"tsql", "SELECT TOP (2) ISNULL(Composer, N'—') AS c FROM tracks;",
     "SELECT COALESCE(\"tracks\".\"Composer\", '—') AS \"c\"\n"
     "FROM \"tracks\"\nLIMIT 2"},
    {"tsql", "SELECT Name + ' by ' + Composer AS x FROM tracks",
     "SELECT (\"tracks\".\"Name\" || ' by ') || \"tracks\".\"Composer\" "
     "AS \"x\"\nFROM \"tracks\""},
    {"tsql",
     "SELECT DATEPART(qq, InvoiceDate) AS q, "
     "DATETRUNC(iso_week, InvoiceDate) AS w FROM invoices "
     "WHERE InvoiceDate >= CAST('2024-01-01' AS DATE)",
     "SELECT CAST(EXTRACT(QUARTER FROM \"invoices\".\"InvoiceDate\") AS "
     "integer) AS \"q\",\n"
     "    CAST(DATE_TRUNC('week', \"invoices\".\"InvoiceDate\") AS date) AS "
     "\"w\"\nFROM \"invoices\"\n"
     "WHERE \"invoices\".\"InvoiceDate\" >= DATE '2024-01-01'"},
    {"tsql",
     "SELECT Name FROM tracks WHERE TrackId IN "
     "(SELECT TOP 3 TrackId FROM tracks ORDER BY Milliseconds DESC)",
     "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
     "WHERE \"tracks\".\"TrackId\" IN (SELECT \"sq1\".\"TrackId\" "
     "FROM \"tracks\" AS \"sq1\" ORDER BY \"sq1\".\"Milliseconds\" "
     "DESC LIMIT 3)"},
    /* PostgreSQL's dates counted from today: the plan's periods, from
     * TEST_NOW (2026-01-15) */
    {"postgres",
     "SELECT InvoiceId FROM invoices WHERE InvoiceDate >= "
     "date_trunc('month', CURRENT_DATE) - interval '12 months' "
     "AND InvoiceDate < date_trunc('month', CURRENT_DATE)",
     "SELECT \"invoices\".\"InvoiceId\"\nFROM \"invoices\"\n"
     "WHERE \"invoices\".\"InvoiceDate\" >= DATE '2025-01-01'\n"
     "  AND \"invoices\".\"InvoiceDate\" < DATE '2026-01-01'"},
    {"postgres",
     "SELECT InvoiceId FROM invoices WHERE InvoiceDate < CURRENT_DATE + 1 "
     "AND Total > 1 AND date_trunc('year', now()) <= InvoiceDate",
     "SELECT \"invoices\".\"InvoiceId\"\nFROM \"invoices\"\n"
     "WHERE \"invoices\".\"InvoiceDate\" >= DATE '2026-01-01'\n"
     "  AND \"invoices\".\"InvoiceDate\" < DATE '2026-01-16'\n"
     "  AND \"invoices\".\"Total\" > 1"},
    {"postgres",
     "SELECT InvoiceId FROM invoices WHERE InvoiceDate >= "
     "date_trunc('week', CURRENT_DATE) + interval '7 days' AND "
     "InvoiceDate < date_trunc('week', CURRENT_DATE) + interval '3 weeks'",
     "SELECT \"invoices\".\"InvoiceId\"\nFROM \"invoices\"\n"
     "WHERE \"invoices\".\"InvoiceDate\" >= DATE '2026-01-19'\n"
     "  AND \"invoices\".\"InvoiceDate\" < DATE '2026-02-02'"},
    /* a cast of a column on the left is the filtered side, not a
     * constant */
    {"postgres",
     "SELECT TrackId FROM tracks WHERE CAST(Milliseconds AS double "
     "precision) > 3.5",
     "SELECT \"tracks\".\"TrackId\"\nFROM \"tracks\"\n"
     "WHERE CAST(\"tracks\".\"Milliseconds\" AS double precision) > 3.5"},
    /* ... also where the grouped key is that expression */
    {"postgres",
     "SELECT CAST(EXTRACT(YEAR FROM InvoiceDate) AS integer) AS y, "
     "COUNT(*) AS n FROM invoices WHERE CAST(EXTRACT(YEAR FROM "
     "InvoiceDate) AS integer) >= 2024 GROUP BY CAST(EXTRACT(YEAR FROM "
     "InvoiceDate) AS integer)",
     "SELECT CAST(EXTRACT(YEAR FROM \"invoices\".\"InvoiceDate\") AS "
     "integer) AS \"y\",\n    COUNT(*) AS \"n\"\n"
     "FROM \"invoices\"\n"
     "WHERE CAST(EXTRACT(YEAR FROM \"invoices\".\"InvoiceDate\") AS "
     "integer) >= 2024\n"
     "GROUP BY CAST(EXTRACT(YEAR FROM \"invoices\".\"InvoiceDate\") AS "
     "integer)"},
    /* PostgreSQL's own date functions */
    {"postgres",
     "SELECT date_trunc('month', InvoiceDate) AS m, "
     "EXTRACT(ISODOW FROM InvoiceDate) AS d, InvoiceDate::date AS day "
     "FROM invoices",
     "SELECT CAST(DATE_TRUNC('month', \"invoices\".\"InvoiceDate\") AS "
     "date) AS \"m\",\n"
     "    CAST(EXTRACT(ISODOW FROM \"invoices\".\"InvoiceDate\") AS integer) "
     "AS \"d\",\n"
     "    CAST(\"invoices\".\"InvoiceDate\" AS date) AS \"day\"\n"
     "FROM \"invoices\""},
};

START_TEST(query_reads_as_its_engine_reads_it)
{
	plansql_result *r;
	plansql_plan *plan =
	    import_from(readings[_i].from, readings[_i].sql, &r);
	char *why = diagnostics_text(r);
	ck_assert_msg(plan != NULL, "%s from %s is refused:\n%s",
		      readings[_i].sql, readings[_i].from, why);
	plansql_options o = options_from(NULL);
	plansql_result *c = plansql_plan_compile(plan, &o);
	const char *got = plansql_result_sql(c);
	ck_assert_msg(got && !strcmp(got, readings[_i].postgres),
		      "%s from %s compiles to\n%s\ninstead of\n%s",
		      readings[_i].sql, readings[_i].from,
		      got ? got : "(nothing)", readings[_i].postgres);
	free(why);
	plansql_result_free(c);
	plansql_result_free(r);
	plansql_plan_free(plan);
}
END_TEST

/* Refused, at the line and column of the user's text. */
static const struct {
	const char *from, *sql, *code;
	long line, column;
} refusals[] = {
    /* positions after respellings that change the text's length */
    {"mysql", "SELECT Name FROM tracks WHERE Name = \"a\\nb\" AND Nope = 1",
     "import-name", 1, 49},
    {"tsql", "SELECT TOP 5\n  [Name], Nope FROM tracks", "import-name", 2, 11},
    {"sqlite", "SELECT Name FROM (SELECT Name FROM tracks) JOIN nope ON 1 = 1",
     "import-name", 1, 49},
    /* SQLite: a double-quoted word, and no columns to tell */
    {"sqlite",
     "SELECT Name FROM tracks JOIN trax ON 1 = 1\nWHERE Name = \"Rock\"",
     "import-name", 2, 14},
    {"sqlite", "SELECT Name FROM tracks WHERE Name GLOB 'a[b-c]*'",
     "import-syntax", 1, 43},
    {"sqlite", "SELECT Name\nFROM tracks WHERE Name = $1", "import-syntax", 2,
     26},
    {"sqlite", "SELECT Name FROM tracks WHERE Name = 0x10", "import-syntax", 1,
     38},
    {"sqlite",
     "SELECT Name AS a123456789012345678901234567890123456789012"
     "3456789012345678901234 FROM tracks",
     "import-syntax", 1, 16},
    /* a date part's text is no integer, nor equal to '1' */
    {"sqlite", "SELECT strftime('%Y', InvoiceDate) AS y FROM invoices",
     "import-unsupported", 1, 8},
    {"mysql",
     "SELECT InvoiceId FROM invoices WHERE DATE_FORMAT(InvoiceDate, '%m') "
     "BETWEEN '1' AND '06'",
     "import-unsupported", 1, 77},
    {"mysql", "SELECT Name FROM tracks WHERE Name = 'a' || 'b'",
     "import-syntax", 1, 42},
    {"mysql", "SELECT Name FROM tracks --x\n", "import-syntax", 1, 25},
    {"mysql", "SELECT Name FROM tracks WHERE Name = 'a\\0b'", "import-syntax",
     1, 40},
    {"mysql", "SELECT Name FROM tracks /*! WHERE 1 = 0 */", "import-syntax", 1,
     25},
    {"mysql", "SELECT Name FROM tracks WHERE Name = _utf8mb4 X'436'",
     "import-syntax", 1, 48},
    {"tsql", "SELECT TOP 5 PERCENT Name FROM tracks", "import-syntax", 1, 14},
    {"tsql", "SELECT Name FROM tracks UNION SELECT TOP 1 Title FROM albums",
     "import-syntax", 1, 38},
    {"tsql", "SELECT Name FROM tracks WHERE Name LIKE '[ab]%'",
     "import-unsupported", 1, 41},
    {"tsql", "SELECT DATEPART(weekday, InvoiceDate) AS d FROM invoices",
     "import-unsupported", 1, 8},
    {"tsql", "SELECT `Name` FROM tracks", "import-syntax", 1, 8},
    {"sqlite", "SELECT TrackId / 2 AS half FROM tracks", "import-unsupported",
     1, 16},
    {"postgres",
     "SELECT InvoiceId FROM invoices WHERE InvoiceDate > now() - "
     "interval '1 day'",
     "import-unsupported", 1, 52},
    /* a bound alone, and a pair that is no period (two steps), each at
     * the first current date it reads */
    {"postgres",
     "SELECT InvoiceId FROM invoices\n"
     "WHERE Total > 2 AND InvoiceDate >= CURRENT_DATE - interval '7 days'",
     "import-unsupported", 2, 36},
    {"postgres",
     "SELECT InvoiceId FROM invoices WHERE InvoiceDate >= "
     "date_trunc('month', CURRENT_DATE) AND InvoiceDate < "
     "date_trunc('month', CURRENT_DATE) + interval '1 year' - "
     "interval '1 day'",
     "import-unsupported", 1, 73},
};

START_TEST(construct_is_refused_where_the_user_wrote_it)
{
	plansql_result *r;
	plansql_plan *plan =
	    import_from(refusals[_i].from, refusals[_i].sql, &r);
	ck_assert_msg(plan == NULL, "%s from %s is imported", refusals[_i].sql,
		      refusals[_i].from);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_msg(d && d->severity == PLANSQL_ERROR, "%s: no error",
		      refusals[_i].sql);
	ck_assert_msg(!strcmp(d->code, refusals[_i].code) &&
			  d->line == refusals[_i].line &&
			  d->column == refusals[_i].column,
		      "%s from %s: %s at %ld:%ld, not %s at %ld:%ld (%s)",
		      refusals[_i].sql, refusals[_i].from, d->code, d->line,
		      d->column, refusals[_i].code, refusals[_i].line,
		      refusals[_i].column, d->message);
	plansql_result_free(r);
}
END_TEST

/* An engine import does not read, or no engine, is a bad option. */
START_TEST(unknown_engine_is_a_bad_option)
{
	static const char *const names[] = {"oracle", ""};
	for (size_t i = 0; i < 2; i++) {
		plansql_result *r;
		plansql_plan *plan =
		    import_from(names[i], "SELECT Name FROM genres", &r);
		const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
		ck_assert_ptr_null(plan);
		ck_assert_msg(d && !strcmp(d->code, "bad-options"), "'%s': %s",
			      names[i], d ? d->code : "nothing");
		plansql_result_free(r);
	}
}
END_TEST

/* MySQL's and SQL Server's LIKE follows the column's collation, which
 * the catalog gives: with case on a _bin or _CS_ one, without on the
 * others and where none is given. */
START_TEST(like_follows_the_column_collation)
{
	static const char json[] =
	    "[{\"table_name\": \"t\", \"columns\": ["
	    "{\"column_name\": \"exact\", \"data_type\": \"varchar(9)\", "
	    "\"collation_name\": \"utf8mb4_bin\"},"
	    "{\"column_name\": \"loose\", \"data_type\": \"varchar(9)\", "
	    "\"collation_name\": \"utf8mb4_general_ci\"},"
	    "{\"column_name\": \"plain\", \"data_type\": \"varchar(9)\"},"
	    "{\"column_name\": \"cased\", \"data_type\": \"nvarchar\", "
	    "\"collation_name\": \"Latin1_General_CS_AS\"}]}]";
	static const char sql[] =
	    "SELECT exact FROM t WHERE exact LIKE 'a%' AND loose LIKE 'b%' "
	    "AND plain LIKE 'c%' AND cased LIKE 'd%'";
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(json, strlen(json), &catalog));
	ck_assert_ptr_nonnull(catalog);
	static const struct {
		const char *from, *postgres;
	} cases[] = {{"mysql", "WHERE \"t\".\"exact\" LIKE 'a%' ESCAPE '!'\n"
			       "  AND \"t\".\"loose\" ILIKE 'b%' ESCAPE '!'\n"
			       "  AND \"t\".\"plain\" ILIKE 'c%' ESCAPE '!'\n"
			       "  AND \"t\".\"cased\" LIKE 'd%' ESCAPE '!'"},
		     {"sqlite", "WHERE \"t\".\"exact\" ILIKE 'a%' ESCAPE '!'\n"
				"  AND \"t\".\"loose\" ILIKE 'b%' ESCAPE '!'\n"
				"  AND \"t\".\"plain\" ILIKE 'c%' ESCAPE '!'\n"
				"  AND \"t\".\"cased\" ILIKE 'd%' ESCAPE '!'"}};
	for (size_t i = 0; i < 2; i++) {
		plansql_options o = options_from(cases[i].from);
		o.catalog = catalog;
		plansql_plan *plan = NULL;
		plansql_result *r =
		    plansql_plan_import(sql, strlen(sql), &o, &plan);
		ck_assert_ptr_nonnull(plan);
		plansql_result *c = plansql_plan_compile(plan, &o);
		const char *got = plansql_result_sql(c);
		ck_assert_msg(got && strstr(got, cases[i].postgres),
			      "from %s:\n%s", cases[i].from,
			      got ? got : "(nothing)");
		plansql_result_free(c);
		plansql_result_free(r);
		plansql_plan_free(plan);
	}
	plansql_catalog_free(catalog);
}
END_TEST

/* NULLs sort as the plan sorts them in SQLite, MySQL and SQL Server:
 * only SQL written for PostgreSQL is warned. */
START_TEST(nulls_order_is_warned_for_postgres_only)
{
	static const char *const engines[] = {"postgres", "sqlite", "mysql",
					      "tsql"};
	for (size_t i = 0; i < 4; i++) {
		plansql_result *r;
		plansql_plan *plan = import_from(
		    engines[i], "SELECT Composer FROM tracks ORDER BY Composer",
		    &r);
		ck_assert_ptr_nonnull(plan);
		size_t warned = 0;
		for (size_t k = 0; k < plansql_result_diagnostic_count(r); k++)
			warned += !strcmp(plansql_result_diagnostic(r, k)->code,
					  "import-nulls-order");
		ck_assert_msg(warned == (i == 0), "%s: %zu warnings",
			      engines[i], warned);
		plansql_result_free(r);
		plansql_plan_free(plan);
	}
}
END_TEST

#define COUNT_OF(a) (sizeof(a) / sizeof *(a))

static Suite *import_from_suite(void)
{
	demo = load_demo_catalog();
	Suite *s = suite_create("import-from");
	TCase *tc = tcase_create("engines");
	tcase_add_loop_test(tc, query_reads_as_its_engine_reads_it, 0,
			    (int)COUNT_OF(readings));
	tcase_add_loop_test(tc, construct_is_refused_where_the_user_wrote_it, 0,
			    (int)COUNT_OF(refusals));
	tcase_add_test(tc, unknown_engine_is_a_bad_option);
	tcase_add_test(tc, like_follows_the_column_collation);
	tcase_add_test(tc, nulls_order_is_warned_for_postgres_only);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {import_from_suite, NULL};
	int status = runner_run(suites);
	plansql_catalog_free(demo);
	return status;
}
