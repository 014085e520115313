/* Golden tests: every example plan and every rule case, compiled for
 * every dialect, must print exactly the reviewed SQL and diagnostics.
 *
 * A case NAME in a case directory has NAME.json (the plan; for the
 * examples it lives in examples/plans), NAME.DIALECT.sql (the expected
 * statement, absent when that dialect must reject the plan) and
 * NAME.diag or NAME.DIALECT.diag (expected diagnostics, absent for
 * none).  Cases whose name starts with "catalog-" compile with the demo
 * catalog.  PostgreSQL output is also re-parsed by libpg_query.
 * Expected SQL is what "plansql compile" prints: the statement and ";".
 *
 * PLANSQL_REGEN=1 writes the expected files from the current output
 * instead of comparing: review the diff before committing it. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"
#include "testlib.h"

static struct test_case *cases;
static size_t case_count;

static char *expected(const struct test_case *c, const char *dialect,
		      const char *suffix)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s.%s%s%s", c->expect_dir, c->name,
		 dialect ? dialect : "", dialect ? "." : "", suffix);
	return read_file(path, NULL);
}

static void write_expected(const struct test_case *c, const char *dialect,
			   const char *suffix, const char *text)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s.%s.%s", c->expect_dir, c->name,
		 dialect, suffix);
	remove(path);
	if (!text || !*text)
		return;
	FILE *f = fopen(path, "wb");
	ck_assert_msg(f, "cannot write %s", path);
	fputs(text, f);
	fclose(f);
}

/* Writes NAME.DIALECT.sql and .diag; a .diag shared by every dialect is
 * folded into NAME.diag afterwards by the regen script. */
static void regenerate(const struct test_case *c, const char *dialect,
		       const char *sql, const char *diag)
{
	char *text = NULL;
	if (sql) {
		text = malloc(strlen(sql) + 3);
		sprintf(text, "%s;\n", sql);
	}
	write_expected(c, dialect, "sql", text);
	write_expected(c, dialect, "diag", diag);
	free(text);
}

static void compare(const struct test_case *c, const char *dialect,
		    const char *sql, const char *got_diag)
{
	char *want_sql = expected(c, dialect, "sql");
	char *want_diag = expected(c, dialect, "diag");
	if (!want_diag)
		want_diag = expected(c, NULL, "diag");
	ck_assert_msg(!strcmp(got_diag, want_diag ? want_diag : ""),
		      "%s (%s): diagnostics differ\n--- got\n%s--- want\n%s",
		      c->name, dialect, got_diag, want_diag ? want_diag : "");
	if (want_sql) {
		ck_assert_msg(sql, "%s (%s): rejected\n%s", c->name, dialect,
			      got_diag);
		size_t n = strlen(sql);
		ck_assert_msg(!strncmp(sql, want_sql, n) &&
				  !strcmp(want_sql + n, ";\n"),
			      "%s (%s): SQL differs\n--- got\n%s\n--- want\n%s",
			      c->name, dialect, sql, want_sql);
	} else {
		ck_assert_msg(!sql,
			      "%s (%s): compiled, but no %s.%s.sql says "
			      "it should\n%s",
			      c->name, dialect, c->name, dialect, sql);
	}
	free(want_diag);
	free(want_sql);
}

static void check_case(const struct test_case *c, int d)
{
	size_t len;
	char *plan = read_file(c->plan_path, &len);
	ck_assert_msg(plan, "cannot read %s", c->plan_path);
	plansql_options options = PLANSQL_OPTIONS_INIT;
	plansql_dialect_from_name(test_dialect(d), &options.dialect);
	if (options.dialect == PLANSQL_POSTGRES)
		options.flags |= PLANSQL_VERIFY;
	struct case_sources sources;
	case_sources_load(c, &sources);
	case_sources_apply(&sources, &options);
	plansql_result *r = plansql_compile(plan, len, &options);
	case_sources_free(&sources);
	char *got_diag = diagnostics_text(r);
	const char *sql = plansql_result_sql(r);
	if (getenv("PLANSQL_REGEN"))
		regenerate(c, test_dialect(d), sql, got_diag);
	else
		compare(c, test_dialect(d), sql, got_diag);
	free(got_diag);
	plansql_result_free(r);
	free(plan);
}

/* Whether a dialect has expected SQL in tests/golden/examples: a dialect
 * added to the table has none until they are written and reviewed. */
static bool has_expected_files(const char *dialect)
{
	char suffix[64];
	snprintf(suffix, sizeof suffix, ".%s.sql", dialect);
	char *dir = src_path("tests/data/golden/examples");
	size_t n;
	char **names = list_names(dir, suffix, &n);
	free_names(names, n);
	free(dir);
	return n > 0;
}

START_TEST(golden_case_in_every_dialect)
{
	for (int d = 0; d < test_dialect_count(); d++)
		if (getenv("PLANSQL_REGEN") ||
		    has_expected_files(test_dialect(d)))
			check_case(&cases[_i], d);
}
END_TEST

/* Every dialect of the library's table is compared with its expected
 * files: one without them fails here, once, rather than in every case. */
START_TEST(every_dialect_has_expected_files)
{
	const char *dialect = test_dialect(_i);
	ck_assert_msg(has_expected_files(dialect),
		      "the dialect %s has no expected files "
		      "(tests/data/golden/*/NAME.%s.sql): write them with "
		      "scripts/regen-golden and review every one",
		      dialect, dialect);
}
END_TEST

/* The plan writer loses nothing the reader keeps: read, write, read
 * again and write again gives the same text, and the same SQL. */
START_TEST(plan_survives_writing_and_reading)
{
	const struct test_case *c = &cases[_i];
	size_t len;
	char *text = read_file(c->plan_path, &len);
	plansql_plan *first, *second;
	plansql_result *r = plansql_plan_read(text, len, &first);
	plansql_result_free(r);
	if (!first) { /* a plan the reader rejects has nothing to write */
		free(text);
		return;
	}
	char *written = plansql_plan_json(first);
	r = plansql_plan_read(written, strlen(written), &second);
	ck_assert_msg(second, "%s: the written plan does not read back:\n%s",
		      c->name, written);
	plansql_result_free(r);
	char *again = plansql_plan_json(second);
	ck_assert_str_eq(written, again);
	plansql_options options = {.size = sizeof(plansql_options),
				   .dialect = PLANSQL_POSTGRES};
	plansql_result *a = plansql_plan_compile(first, &options);
	plansql_result *b = plansql_plan_compile(second, &options);
	ck_assert_str_eq(plansql_result_sql(a) ? plansql_result_sql(a) : "",
			 plansql_result_sql(b) ? plansql_result_sql(b) : "");
	plansql_result_free(a);
	plansql_result_free(b);
	plansql_free(again);
	plansql_free(written);
	plansql_plan_free(second);
	plansql_plan_free(first);
	free(text);
}
END_TEST

/* A golden file nobody compiles is a test that cannot fail. */
START_TEST(every_golden_file_has_a_case)
{
	static const char *const dirs[] = {
	    "tests/data/golden/examples", "tests/data/golden/rules",
	    "tests/data/golden/errors", "tests/data/golden/audit",
	    "tests/data/golden/types"};
	static const char *const suffixes[] = {
	    ".sql", ".diag", ".rows", ".audited", ".catalog", ".policy"};
	for (size_t k = 0; k < sizeof dirs / sizeof *dirs; k++) {
		char *dir = src_path(dirs[k]);
		for (size_t s = 0; s < 6; s++) {
			size_t n;
			char **names = list_names(dir, suffixes[s], &n);
			for (size_t i = 0; i < n; i++) {
				char *dot = strchr(names[i], '.');
				if (dot)
					*dot = '\0';
				bool found = false;
				for (size_t c = 0; c < case_count && !found;
				     c++)
					found =
					    !strcmp(cases[c].name, names[i]) &&
					    strstr(cases[c].expect_dir,
						   dirs[k]);
				ck_assert_msg(found,
					      "%s/%s%s belongs to no plan",
					      dirs[k], names[i], suffixes[s]);
			}
			free_names(names, n);
		}
		free(dir);
	}
}
END_TEST

static Suite *golden_suite(void)
{
	add_test_cases(&cases, &case_count, "examples/plans",
		       "tests/data/golden/examples");
	add_test_cases(&cases, &case_count, "tests/data/golden/rules",
		       "tests/data/golden/rules");
	add_test_cases(&cases, &case_count, "tests/data/golden/errors",
		       "tests/data/golden/errors");
	add_test_cases(&cases, &case_count, "tests/data/golden/audit",
		       "tests/data/golden/audit");
	/* plans over data kept as text, against the catalog of their
	 * database (tests/data/types) */
	add_test_cases(&cases, &case_count, "tests/data/types",
		       "tests/data/golden/types");
	Suite *s = suite_create("golden");
	TCase *tc = tcase_create("cases");
	tcase_add_loop_test(tc, golden_case_in_every_dialect, 0,
			    (int)case_count);
	tcase_add_test(tc, every_golden_file_has_a_case);
	tcase_add_loop_test(tc, every_dialect_has_expected_files, 0,
			    test_dialect_count());
	tcase_add_loop_test(tc, plan_survives_writing_and_reading, 0,
			    (int)case_count);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {golden_suite, NULL};
	int status = runner_run(suites);
	printf("golden: %zu cases x %d dialects\n", case_count,
	       test_dialect_count());
	return case_count > 0 ? status : EXIT_FAILURE;
}
