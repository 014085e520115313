/* One plan, one statement: every plan of the project's suites (the
 * examples, the rule, audit and parameter cases, the fuzzers'
 * regressions) compiles, in every dialect, to the same SQL and the same
 * diagnostics against the demo database's catalog whether it reads what
 * the data holds on demand (plansql_catalog_use_db, as every command
 * with --db does) or all of it was read first and written to a catalog
 * file (plansql catalog --db), and again against the file read with the
 * database beside it.  A difference is a path that reads the data
 * otherwise. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"
#include "runner.h"
#include "testlib.h"

#define DEMO "sqlite:" TOP_BUILDDIR "/examples/demo.db"

struct plan_file {
	char *path;
};

static struct plan_file *plans;
static size_t plan_count;

static void add_plans(const char *dir, const char *suffix)
{
	char *path = src_path(dir);
	size_t count;
	char **names = list_names(path, suffix, &count);
	plans = realloc(plans, (plan_count + count) * sizeof *plans);
	for (size_t i = 0; i < count; i++) {
		char *file = malloc(strlen(path) + strlen(names[i]) +
				    strlen(suffix) + 2);
		sprintf(file, "%s/%s%s", path, names[i], suffix);
		plans[plan_count++].path = file;
	}
	free_names(names, count);
	free(path);
}

/* The SQL and the diagnostics of a compile, as one text. */
static char *outcome(const char *plan, size_t len, plansql_dialect dialect,
		     const plansql_catalog *catalog)
{
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.dialect = dialect;
	o.catalog = catalog;
	o.now = TEST_NOW;
	plansql_result *r = plansql_compile(plan, len, &o);
	ck_assert_ptr_nonnull(r);
	const char *sql = plansql_result_sql(r);
	char *diag = diagnostics_text(r);
	if (!sql)
		sql = "(none)";
	char *text = malloc(strlen(diag) + strlen(sql) + 2);
	sprintf(text, "%s\n%s", sql, diag);
	free(diag);
	plansql_result_free(r);
	return text;
}

/* Whether an outcome says what a lookup of a value found. */
static bool looked_up(const char *outcome)
{
	return strstr(outcome, "[value-spelling]") ||
	       strstr(outcome, "[value-spellings]") ||
	       strstr(outcome, "[value-not-found]");
}

static plansql_catalog *demo_catalog(plansql_db *db)
{
	plansql_catalog *c = NULL;
	plansql_load_options lo;
	plansql_load_options_init(&lo, sizeof lo);
	plansql_result_free(plansql_catalog_load(DEMO, &lo, &c));
	ck_assert_ptr_nonnull(c);
	if (db)
		ck_assert_int_eq(plansql_catalog_use_db(c, db, NULL),
				 PLANSQL_OK);
	return c;
}

START_TEST(every_plan_compiles_alike_on_demand_and_from_the_file)
{
	plansql_db *db = NULL;
	plansql_result_free(plansql_db_open(DEMO, NULL, &db));
	ck_assert_ptr_nonnull(db);
	/* the file: every column read, as plansql catalog --db writes it */
	plansql_catalog *all = demo_catalog(db);
	ck_assert_int_eq(plansql_catalog_read_data(all, NULL), PLANSQL_OK);
	char *json = plansql_catalog_json(all);
	plansql_catalog *file = NULL, *file_with_db = NULL;
	plansql_result_free(plansql_catalog_read(json, strlen(json), &file));
	plansql_result_free(
	    plansql_catalog_read(json, strlen(json), &file_with_db));
	ck_assert_ptr_nonnull(file);
	plansql_catalog_use_db(file_with_db, db, NULL);
	size_t compared = 0;
	for (size_t i = 0; i < plan_count; i++) {
		size_t len;
		char *plan = read_file(plans[i].path, &len);
		ck_assert_ptr_nonnull(plan);
		/* a fresh catalog per plan: what it reads is what this plan
		 * needs, not what earlier plans left */
		plansql_catalog *lazy = demo_catalog(db);
		for (int d = 0; d < test_dialect_count(); d++) {
			char *a = outcome(plan, len, d, lazy);
			char *b = outcome(plan, len, d, file_with_db);
			ck_assert_msg(!strcmp(a, b),
				      "%s (%s): on demand\n%s\nfrom the file\n%s",
				      plans[i].path, test_dialect(d), a, b);
			/* without the database, only a value the data does
			 * not list can differ: one looked up */
			char *c = outcome(plan, len, d, file);
			ck_assert_msg(!strcmp(a, c) || looked_up(a),
				      "%s (%s): with the database\n%s\n"
				      "without it\n%s",
				      plans[i].path, test_dialect(d), a, c);
			free(a);
			free(b);
			free(c);
			compared++;
		}
		plansql_catalog_free(lazy);
		free(plan);
	}
	ck_assert_uint_ge(compared, 200 * (size_t)test_dialect_count());
	plansql_free(json);
	plansql_catalog_free(file);
	plansql_catalog_free(file_with_db);
	plansql_catalog_free(all);
	plansql_db_close(db);
}
END_TEST

static Suite *one_statement_suite(void)
{
	add_plans("examples/plans", ".json");
	add_plans("tests/data/golden/rules", ".json");
	add_plans("tests/data/golden/audit", ".json");
	add_plans("tests/data/golden/params", ".json");
	add_plans("fuzz/regressions/compile", ".json");
	add_plans("fuzz/regressions/audit", ".json");
	Suite *s = suite_create("one_statement");
	TCase *tc = tcase_create("plans");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, every_plan_compiles_alike_on_demand_and_from_the_file);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	runner_suite_fn *const suites[] = {one_statement_suite, NULL};
	return runner_run(suites);
}
