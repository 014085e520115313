/* The round trip of plansql import, its test oracle: every golden plan
 * of tests/data/golden/rules compiled for each engine, that SQL imported
 * as written for that engine (plansql_options.import_from), and the
 * imported plan compiled again must give the same SQL in every dialect
 * (the rows on the engines then are those check_engines checks).  A
 * case in tests/data/import/pending-DIALECT.txt uses a construct the
 * importer does not read from that engine yet: its import must be
 * refused, never give other SQL, and once it round-trips the case must
 * leave the list. */
#define _GNU_SOURCE /* asprintf */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"
#include "testlib.h"

static struct test_case *cases;
static size_t case_count;

/* The cases pending for each dialect, as "dialect/case". */
static char **pending;
static size_t pending_count;

static void load_pending(const char *dialect)
{
	char name[64];
	snprintf(name, sizeof name, "tests/data/import/pending-%s.txt",
		 dialect);
	char *path = src_path(name);
	char *text = read_file(path, NULL);
	free(path);
	if (!text) {
		fprintf(stderr, "%s is missing\n", name);
		exit(EXIT_FAILURE);
	}
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (line[0] == '#' || !line[0])
			continue;
		size_t n = strlen(dialect) + strlen(line) + 2;
		pending =
		    realloc(pending, (pending_count + 1) * sizeof *pending);
		if (!pending || !(pending[pending_count] = malloc(n)))
			abort();
		snprintf(pending[pending_count++], n, "%s/%s", dialect, line);
	}
	free(text);
}

static bool is_pending(const char *dialect, const char *name)
{
	for (size_t i = 0; i < pending_count; i++) {
		const char *slash = strchr(pending[i], '/');
		if ((size_t)(slash - pending[i]) == strlen(dialect) &&
		    !strncmp(pending[i], dialect, strlen(dialect)) &&
		    !strcmp(slash + 1, name))
			return true;
	}
	return false;
}

static plansql_result *compile(const plansql_plan *plan,
			       const struct case_sources *s,
			       plansql_dialect dialect)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	case_sources_apply(s, &o);
	o.dialect = dialect;
	return plansql_plan_compile(plan, &o);
}

/* Whether the imported plan gives the first plan's SQL: in every
 * dialect when imported from PostgreSQL; in the source's own dialect
 * otherwise, since what another engine's SQL leaves unsaid (a date
 * literal's type, in SQLite) may print otherwise elsewhere. */
static bool same_sql(const plansql_plan *first, const plansql_plan *imported,
		     const struct case_sources *s, plansql_dialect source,
		     char **why)
{
	bool same = true;
	for (int d = 0; d < test_dialect_count() && same; d++) {
		plansql_dialect dialect = (plansql_dialect)d;
		if (source != PLANSQL_POSTGRES && dialect != source)
			continue;
		plansql_result *a = compile(first, s, dialect);
		plansql_result *b = compile(imported, s, dialect);
		const char *sa = plansql_result_sql(a);
		const char *sb = plansql_result_sql(b);
		same = (!sa && !sb) || (sa && sb && !strcmp(sa, sb));
		if (!same && asprintf(why,
				      "the plan compiles for %s to\n%s\n"
				      "instead of\n%s",
				      test_dialect(d), sb ? sb : "(nothing)",
				      sa ? sa : "(nothing)") < 0)
			abort();
		plansql_result_free(a);
		plansql_result_free(b);
	}
	return same;
}

/* Whether plansql import reads SQL written for dialect d (DuckDB's not
 * yet): it refuses the others as bad options. */
static bool import_reads(int d)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.import_from = test_dialect(d);
	plansql_plan *plan = NULL;
	static const char sql[] = "SELECT 1 AS x";
	plansql_result *r = plansql_plan_import(sql, strlen(sql), &o, &plan);
	bool reads = plan != NULL;
	plansql_plan_free(plan);
	plansql_result_free(r);
	return reads;
}

START_TEST(golden_plan_round_trips)
{
	const struct test_case *c = &cases[_i / test_dialect_count()];
	plansql_dialect source = (plansql_dialect)(_i % test_dialect_count());
	const char *from = test_dialect(source);
	if (!import_reads(source))
		return;
	size_t len;
	char *text = read_file(c->plan_path, &len);
	ck_assert(text != NULL);
	struct case_sources s;
	case_sources_load(c, &s);
	plansql_plan *first = NULL;
	plansql_result_free(plansql_plan_read(text, len, &first));
	plansql_result *printed = first ? compile(first, &s, source) : NULL;
	const char *sql = printed ? plansql_result_sql(printed) : NULL;
	if (sql) { /* a case compiles for the engine, or tests an error */
		plansql_options o = PLANSQL_OPTIONS_INIT;
		o.catalog = s.catalog;
		o.import_from = from;
		plansql_plan *imported = NULL;
		plansql_result *r =
		    plansql_plan_import(sql, strlen(sql), &o, &imported);
		char *why = diagnostics_text(r);
		char *differs = NULL;
		bool trips =
		    imported && same_sql(first, imported, &s, source, &differs);
		if (is_pending(from, c->name))
			ck_assert_msg(!trips,
				      "%s round-trips from %s now: take it "
				      "out of tests/data/import/pending-%s.txt",
				      c->name, from, from);
		else
			ck_assert_msg(
			    trips, "%s, imported from %s:\n%.600s\n%.2400s",
			    c->name, from, sql, imported ? differs : why);
		free(differs);
		free(why);
		plansql_result_free(r);
		plansql_plan_free(imported);
	}
	plansql_result_free(printed);
	plansql_plan_free(first);
	case_sources_free(&s);
	free(text);
}
END_TEST

/* A name in the lists that is no case would keep nothing pending. */
START_TEST(every_pending_case_exists)
{
	for (size_t i = 0; i < pending_count; i++) {
		const char *name = strchr(pending[i], '/') + 1;
		bool found = false;
		for (size_t k = 0; k < case_count && !found; k++)
			found = !strcmp(cases[k].name, name);
		ck_assert_msg(found,
			      "%s in tests/data/import/pending-*.txt is no "
			      "golden rules case",
			      pending[i]);
	}
}
END_TEST

/* SQL as people write it: what it compiles to for SQLite once
 * imported with the demo catalog. */
static const struct {
	const char *sql, *sqlite;
} spellings[] = {
    {"SELECT t.Name, a.Title FROM tracks t, albums a "
     "WHERE t.AlbumId = a.AlbumId AND t.TrackId < 3",
     "SELECT \"t\".\"Name\", \"a\".\"Title\"\n"
     "FROM \"tracks\" AS \"t\"\n"
     "INNER JOIN \"albums\" AS \"a\" ON \"t\".\"AlbumId\" = \"a\".\"AlbumId\"\n"
     "WHERE \"t\".\"TrackId\" < 3"},
    {"SELECT Name, Title FROM tracks JOIN albums USING (AlbumId) "
     "WHERE -5 < Milliseconds",
     "SELECT \"tracks\".\"Name\", \"albums\".\"Title\"\n"
     "FROM \"tracks\"\n"
     "INNER JOIN \"albums\" ON \"tracks\".\"AlbumId\" = "
     "\"albums\".\"AlbumId\"\n"
     "WHERE \"tracks\".\"Milliseconds\" > -5"},
    {"SELECT trackid FROM TRACKS WHERE \"TrackId\" BETWEEN -2 AND 2 OR "
     "TrackId NOT IN (7, 8)",
     "SELECT \"tracks\".\"TrackId\"\n"
     "FROM \"tracks\"\n"
     "WHERE \"tracks\".\"TrackId\" BETWEEN -2 AND 2 OR \"tracks\".\"TrackId\" "
     "NOT IN (7, 8)"},
    {"SELECT t.Name FROM tracks t WHERE t.Name NOT LIKE 'a!%\\_' ESCAPE '!' "
     "AND t.Composer ILIKE '%AC\\%DC'",
     "SELECT \"t\".\"Name\"\n"
     "FROM \"tracks\" AS \"t\"\n"
     "WHERE NOT (\"t\".\"Name\" GLOB 'a%\\?')\n"
     "  AND LOWER(\"t\".\"Composer\") LIKE LOWER('%AC!%DC') ESCAPE '!'"},
    {"SELECT * FROM genres g WHERE g.GenreId <= 2 ORDER BY 2 DESC "
     "LIMIT ALL OFFSET 1",
     "SELECT \"g\".\"GenreId\", \"g\".\"Name\"\n"
     "FROM \"genres\" AS \"g\"\n"
     "WHERE \"g\".\"GenreId\" <= 2\n"
     "ORDER BY \"g\".\"Name\" DESC\n"
     "LIMIT -1 OFFSET 1"},
    {"SELECT a.AlbumId, a.Title, COUNT(*) AS n FROM albums a "
     "JOIN tracks t ON t.AlbumId = a.AlbumId GROUP BY a.AlbumId",
     "SELECT \"a\".\"AlbumId\", \"a\".\"Title\", COUNT(*) AS \"n\"\n"
     "FROM \"albums\" AS \"a\"\n"
     "INNER JOIN \"tracks\" AS \"t\" ON \"t\".\"AlbumId\" = "
     "\"a\".\"AlbumId\"\n"
     "GROUP BY \"a\".\"AlbumId\", \"a\".\"Title\""},
    {"SELECT x.c FROM (SELECT COUNT(*) AS c FROM tracks) AS x "
     "FETCH FIRST 1 ROWS ONLY",
     "WITH \"x\" AS (\n"
     "  SELECT COUNT(*) AS \"c\"\n"
     "  FROM \"tracks\"\n"
     ")\n"
     "SELECT \"x\".\"c\"\n"
     "FROM \"x\"\n"
     "LIMIT 1"},
    {"SELECT e.LastName FROM employees e LEFT JOIN employees m "
     "ON m.EmployeeId = e.ReportsTo WHERE m.EmployeeId IS NULL",
     "SELECT \"e\".\"LastName\"\n"
     "FROM \"employees\" AS \"e\"\n"
     "LEFT JOIN \"employees\" AS \"m\" ON \"m\".\"EmployeeId\" = "
     "\"e\".\"ReportsTo\"\n"
     "WHERE \"m\".\"EmployeeId\" IS NULL"},
    {"SELECT COUNT(*) AS n, a.Title, t.AlbumId FROM tracks t "
     "JOIN albums a ON a.AlbumId = t.AlbumId GROUP BY t.AlbumId, a.Title "
     "ORDER BY n DESC, 2 LIMIT 3",
     "SELECT COUNT(*) AS \"n\", \"a\".\"Title\", \"t\".\"AlbumId\"\n"
     "FROM \"tracks\" AS \"t\"\n"
     "INNER JOIN \"albums\" AS \"a\" ON \"a\".\"AlbumId\" = "
     "\"t\".\"AlbumId\"\n"
     "GROUP BY \"t\".\"AlbumId\", \"a\".\"Title\"\n"
     "ORDER BY \"n\" DESC, \"a\".\"Title\" ASC\n"
     "LIMIT 3"},
    {"SELECT ROUND(AVG(t.Milliseconds) / 1000.0, 1) AS avg_s, COUNT(*) AS n "
     "FROM tracks t",
     "SELECT ROUND(CAST(AVG(\"t\".\"Milliseconds\") AS REAL) / "
     "NULLIF(1000.0, 0), 1) AS \"avg_s\",\n"
     "    COUNT(*) AS \"n\"\n"
     "FROM \"tracks\" AS \"t\""},
    {"SELECT t.Name FROM tracks t JOIN genres g ON g.GenreId = t.GenreId "
     "JOIN albums a ON a.AlbumId = t.AlbumId "
     "RIGHT JOIN artists ar ON ar.ArtistId = a.ArtistId",
     "SELECT \"t\".\"Name\"\n"
     "FROM \"tracks\" AS \"t\"\n"
     "INNER JOIN \"genres\" AS \"g\" ON \"g\".\"GenreId\" = "
     "\"t\".\"GenreId\"\n"
     "INNER JOIN \"albums\" AS \"a\" ON \"a\".\"AlbumId\" = "
     "\"t\".\"AlbumId\"\n"
     "RIGHT JOIN \"artists\" AS \"ar\" ON \"ar\".\"ArtistId\" = "
     "\"a\".\"ArtistId\""},
};

/* What cannot be imported: the code, and the line and column named. */
static const struct {
	const char *sql, *code;
	long line, column;
} refusals[] = {
    {"INSERT INTO genres VALUES (1, 'x')", "import-statement", 1, 1},
    {"SELECT 1 FROM genres;\n  SELECT 2 FROM genres", "import-statement", 2, 3},
    {"SELECT t.Name\nFROM tracks t,\n  LATERAL (SELECT 1) x",
     "import-unsupported", 3, 19},
    {"WITH RECURSIVE r AS (SELECT 1) SELECT * FROM r", "import-unsupported", 1,
     1},
    {"SELECT t.Name FROM tracks t WHERE t.Composer = NULL",
     "import-unsupported", 1, 46},
    {"SELECT t.Name FROM tracks t ORDER BY t.Composer ASC NULLS LAST",
     "import-unsupported", 1, 38},
    {"SELECT x.Name FROM trax x", "import-name", 1, 20},
    {"SELECT Name FROM tracks JOIN artists "
     "ON artists.ArtistId = tracks.TrackId",
     "import-name", 1, 8},
    {"SELECT t.Name FROM tracks t, albums a", "import-unsupported", 1, 30},
    {"SELECT t.Name FROM tracks t LEFT JOIN albums a "
     "ON a.AlbumId = t.AlbumId AND a.Title = 'x'",
     "import-unsupported", 1, 85},
    {"SELECT t.Name FROM tracks t WHERE\n  t.Name = = 'x'", "import-syntax", 2,
     12},
    {"SELECT t.Name FROM tracks t NATURAL JOIN albums a", "import-unsupported",
     1, 42},
    {"SELECT t.Name FROM tracks t LIMIT 0", "import-unsupported", 1, 35},
    {"SELECT t.Name, COUNT(*) FROM tracks t GROUP BY t.AlbumId",
     "import-unsupported", 1, 8},
    {"SELECT t.Name FROM tracks t WHERE t.Name = '\xff'", "import-syntax", 1,
     45},
    {"SELECT \"Tracks\".\"Name\" FROM \"Tracks\"", "import-name", 1, 29},
    {"SELECT Tracks.NAME, \"tracks\".\"trackid\" FROM tracks", "import-name", 1,
     21},
    {"WITH w AS (SELECT t.AlbumId AS \"Album\" FROM tracks t) "
     "SELECT w.\"album\" FROM w",
     "import-name", 1, 62},
    {"SELECT t.TrackId / 2 AS half FROM tracks t", "import-unsupported", 1, 18},
    {"SELECT t.TrackId / 0.0 AS never FROM tracks t", "import-unsupported", 1,
     18},
    {"SELECT t.Name FROM tracks t JOIN albums a ON a.AlbumId = t.AlbumId\n"
     "RIGHT JOIN artists ar ON ar.ArtistId = a.ArtistId\n"
     "JOIN genres g ON g.GenreId = t.GenreId",
     "import-unsupported", 3, 6},
    {"SELECT a.Title, t.Name, a.Title FROM tracks t "
     "JOIN albums a ON a.AlbumId = t.AlbumId",
     "import-unsupported", 1, 25},
};

static plansql_catalog *demo;

START_TEST(spelling_imports)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = demo;
	plansql_plan *plan = NULL;
	const char *sql = spellings[_i].sql;
	plansql_result *r = plansql_plan_import(sql, strlen(sql), &o, &plan);
	char *why = diagnostics_text(r);
	ck_assert_msg(plan != NULL, "%s is refused:\n%s", sql, why);
	plansql_result *c = plansql_plan_compile(plan, &o);
	const char *got = plansql_result_sql(c);
	ck_assert_msg(got && !strcmp(got, spellings[_i].sqlite),
		      "%s compiles to\n%s\ninstead of\n%s", sql,
		      got ? got : "(nothing)", spellings[_i].sqlite);
	free(why);
	plansql_result_free(c);
	plansql_result_free(r);
	plansql_plan_free(plan);
}
END_TEST

START_TEST(construct_is_refused_where_it_stands)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = demo;
	plansql_plan *plan = NULL;
	const char *sql = refusals[_i].sql;
	plansql_result *r = plansql_plan_import(sql, strlen(sql), &o, &plan);
	ck_assert_msg(plan == NULL, "%s is imported", sql);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_msg(d && d->severity == PLANSQL_ERROR, "%s: no error", sql);
	ck_assert_msg(!strcmp(d->code, refusals[_i].code) &&
			  d->line == refusals[_i].line &&
			  d->column == refusals[_i].column,
		      "%s: %s at %ld:%ld, not %s at %ld:%ld (%s)", sql, d->code,
		      d->line, d->column, refusals[_i].code, refusals[_i].line,
		      refusals[_i].column, d->message);
	plansql_result_free(r);
}
END_TEST

#define COUNT_OF(a) (sizeof(a) / sizeof *(a))

static Suite *import_suite(void)
{
	add_test_cases(&cases, &case_count, "tests/data/golden/rules",
		       "tests/data/golden/rules");
	for (int d = 0; d < test_dialect_count(); d++)
		if (import_reads(d))
			load_pending(test_dialect(d));
	Suite *s = suite_create("import");
	TCase *tc = tcase_create("round trip");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, golden_plan_round_trips, 0,
			    (int)case_count * test_dialect_count());
	tcase_add_test(tc, every_pending_case_exists);
	suite_add_tcase(s, tc);
	demo = load_demo_catalog();
	TCase *by_hand = tcase_create("hand-written SQL");
	tcase_add_loop_test(by_hand, spelling_imports, 0,
			    (int)COUNT_OF(spellings));
	tcase_add_loop_test(by_hand, construct_is_refused_where_it_stands, 0,
			    (int)COUNT_OF(refusals));
	suite_add_tcase(s, by_hand);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {import_suite, NULL};
	int status = runner_run(suites);
	plansql_catalog_free(demo);
	printf("import: %zu cases from %d engines, %zu pending\n", case_count,
	       test_dialect_count(), pending_count);
	return case_count > 0 ? status : EXIT_FAILURE;
}
