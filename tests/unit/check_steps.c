/* Steps (plansql_plan_steps): golden step lists, and the rules that
 * decide them.
 *
 * A case NAME has its plan in tests/data/golden/steps/NAME.json, or in
 * examples/plans/NAME.json when tests/data/golden/steps has expected steps
 * for it (to add an example plan, create an empty NAME.sqlite.steps and
 * regenerate).  NAME.DIALECT.steps holds the diagnostics, then each
 * step as two comment lines (number and label, JSON Pointer) and its
 * statement, as a compile without PLANSQL_COMPACT prints it.
 * PostgreSQL steps are re-parsed by libpg_query; SQLite steps run on the
 * demo database and must each return one count.  (That the counts are
 * right is tested against independent queries by tests/cli/explain.sh, and
 * on the servers by tests/engines/check_engines.)
 *
 * PLANSQL_REGEN=1 writes the expected files from the current output
 * instead of comparing: review the diff before committing it. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runner.h"
#include "testlib.h"

static struct test_case *cases;
static size_t case_count;

static void append(char **text, size_t *len, const char *s)
{
	size_t n = strlen(s);
	*text = realloc(*text, *len + n + 1);
	memcpy(*text + *len, s, n + 1);
	*len += n;
}

/* The expected-file form of a steps result. */
static char *steps_text(const plansql_result *r, const plansql_steps *steps)
{
	char *text = diagnostics_text(r), number[32];
	size_t len = strlen(text);
	for (size_t i = 0; i < plansql_steps_count(steps); i++) {
		snprintf(number, sizeof number,
			 "%s-- step %zu: ", i ? "\n" : "", i + 1);
		append(&text, &len, number);
		append(&text, &len, plansql_steps_label(steps, i));
		append(&text, &len, "\n-- at ");
		append(&text, &len, plansql_steps_pointer(steps, i));
		append(&text, &len, "\n");
		append(&text, &len, plansql_steps_sql(steps, i));
		append(&text, &len, ";\n");
	}
	return text;
}

static plansql_plan *read_plan(const char *text)
{
	plansql_plan *plan;
	plansql_result *r = plansql_plan_read(text, strlen(text), &plan);
	ck_assert_msg(plan, "the plan does not read:\n%s", text);
	plansql_result_free(r);
	return plan;
}

static plansql_result *steps_of(const char *plan_text,
				const plansql_options *options,
				plansql_steps **steps)
{
	plansql_plan *plan = read_plan(plan_text);
	plansql_result *r = plansql_plan_steps(plan, options, steps);
	plansql_plan_free(plan);
	return r;
}

/* Each SQLite step returns one row: one count. */
static void run_on_demo(const struct test_case *c, const plansql_steps *s)
{
	char *db = build_path("examples/demo.db");
	for (size_t i = 0; i < plansql_steps_count(s); i++) {
		char *error = NULL;
		char *rows =
		    sqlite_rows(db, plansql_steps_sql(s, i), false, &error);
		ck_assert_msg(rows, "%s: step %zu fails on SQLite: %s\n%s",
			      c->name, i + 1, error, plansql_steps_sql(s, i));
		const char *count = strchr(rows, '\n') + 1;
		size_t digits = strspn(count, "0123456789");
		ck_assert_msg(digits > 0 && !strcmp(count + digits, "\n"),
			      "%s: step %zu returns no one count:\n%s", c->name,
			      i + 1, rows);
		free(rows);
	}
	free(db);
}

static void check_case(const struct test_case *c, int d)
{
	char *plan = read_file(c->plan_path, NULL);
	ck_assert_msg(plan, "cannot read %s", c->plan_path);
	plansql_options options = PLANSQL_OPTIONS_INIT;
	plansql_dialect_from_name(test_dialect(d), &options.dialect);
	if (options.dialect == PLANSQL_POSTGRES)
		options.flags |= PLANSQL_VERIFY;
	plansql_steps *steps;
	plansql_result *r = steps_of(plan, &options, &steps);
	char *got = steps_text(r, steps);
	char suffix[32];
	snprintf(suffix, sizeof suffix, "%s.steps", test_dialect(d));
	char *path = case_path(c, suffix);
	if (getenv("PLANSQL_REGEN")) {
		FILE *f = fopen(path, "wb");
		ck_assert_msg(f, "cannot write %s", path);
		fputs(got, f);
		fclose(f);
	} else {
		char *want = read_file(path, NULL);
		ck_assert_msg(want && !strcmp(got, want),
			      "%s (%s): steps differ\n--- got\n%s--- want\n%s",
			      c->name, test_dialect(d), got,
			      want ? want : "(no file)\n");
		free(want);
	}
	if (options.dialect == PLANSQL_SQLITE)
		run_on_demo(c, steps);
	free(path);
	free(got);
	plansql_steps_free(steps);
	plansql_result_free(r);
	free(plan);
}

START_TEST(golden_steps_in_every_dialect)
{
	for (int d = 0; d < test_dialect_count(); d++)
		check_case(&cases[_i], d);
}
END_TEST

/* A golden file nobody compares is a test that cannot fail. */
START_TEST(every_steps_file_has_a_case)
{
	char *dir = src_path("tests/data/golden/steps");
	size_t n;
	char **names = list_names(dir, ".steps", &n);
	for (size_t i = 0; i < n; i++) {
		*strchr(names[i], '.') = '\0';
		bool found = false;
		for (size_t c = 0; c < case_count && !found; c++)
			found = !strcmp(cases[c].name, names[i]);
		ck_assert_msg(found, "tests/data/golden/steps/%s has no plan",
			      names[i]);
	}
	free_names(names, n);
	free(dir);
}
END_TEST

#define ONE_TABLE(filters, extra)                                              \
	"{\"decision\": \"proceed\", \"selections\": [{\"table\": "            \
	"\"tracks\", \"columns\": [{\"column\": \"Name\", \"role\": "          \
	"\"projection\"}], \"filters\": [" filters "]}]" extra "}"

START_TEST(one_table_without_filters_is_one_step)
{
	plansql_steps *s;
	plansql_result *r = steps_of(ONE_TABLE("", ""), NULL, &s);
	ck_assert(plansql_result_ok(r));
	ck_assert_uint_eq(plansql_steps_count(s), 1);
	ck_assert_str_eq(plansql_steps_label(s, 0), "from tracks");
	ck_assert_str_eq(plansql_steps_pointer(s, 0), "/selections/0");
	ck_assert_str_eq(plansql_steps_sql(s, 0),
			 "SELECT COUNT(*)\nFROM \"tracks\"");
	ck_assert_ptr_null(plansql_steps_label(s, 1));
	ck_assert_ptr_null(plansql_steps_sql(s, 1));
	ck_assert_ptr_null(plansql_steps_pointer(s, 1));
	/* the result is the compile's: the plan's own SQL */
	ck_assert_str_eq(plansql_result_sql(r),
			 "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"");
	plansql_steps_free(s);
	plansql_result_free(r);
	ck_assert_uint_eq(plansql_steps_count(NULL), 0);
	ck_assert_ptr_null(plansql_steps_label(NULL, 0));
	plansql_steps_free(NULL);
}
END_TEST

/* No steps for a plan that does not compile, or whose warning is an
 * error under PLANSQL_STRICT; the diagnostics say why. */
START_TEST(no_steps_without_a_compile)
{
	plansql_steps *s;
	plansql_result *r = steps_of(
	    ONE_TABLE("{\"column\": \"Name\", \"op\": \">\", \"value\": null}",
		      ""),
	    NULL, &s);
	ck_assert(!plansql_result_ok(r));
	ck_assert_ptr_null(s);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "null-comparison");
	plansql_result_free(r);
	plansql_options strict = {.size = sizeof(plansql_options),
				  .flags = PLANSQL_STRICT};
	const char *unsure =
	    ONE_TABLE("", ", \"ambiguities\": [\"which tracks?\"]");
	char *clarify = malloc(strlen(unsure) + 1);
	strcpy(clarify, unsure);
	memcpy(strstr(clarify, "proceed"), "clarify", 7);
	r = steps_of(clarify, &strict, &s);
	ck_assert(!plansql_result_ok(r));
	ck_assert_ptr_null(s);
	plansql_result_free(r);
	r = steps_of(clarify, NULL, &s); /* a warning only */
	ck_assert(plansql_result_ok(r));
	ck_assert_uint_eq(plansql_steps_count(s), 1);
	plansql_steps_free(s);
	plansql_result_free(r);
	free(clarify);
}
END_TEST

/* Labels are the plan's text unescaped (callers escape them), cut on a
 * character boundary when long. */
START_TEST(labels_are_raw_and_bounded)
{
	plansql_steps *s;
	plansql_result *r = steps_of(
	    ONE_TABLE("{\"column\": \"Name\", \"op\": \"=\", \"value\": "
		      "\"it's\\u001b[31m\"}",
		      ""),
	    NULL, &s);
	ck_assert_str_eq(plansql_steps_label(s, 1),
			 "filter tracks.Name = 'it''s\033[31m'");
	plansql_steps_free(s);
	plansql_result_free(r);
	char list[4096] = "";
	for (int i = 0; i < 200; i++)
		strcat(list,
		       i ? ", \"\xc3\xa9\xc3\xa9\"" : "\"\xc3\xa9\xc3\xa9\"");
	char plan[8192];
	snprintf(plan, sizeof plan,
		 ONE_TABLE("{\"column\": \"Name\", \"op\": \"in\", \"value\": "
			   "[%s]}",
			   ""),
		 list);
	r = steps_of(plan, NULL, &s);
	const char *label = plansql_steps_label(s, 1);
	size_t n = strlen(label);
	ck_assert_uint_le(n, 243);
	ck_assert_uint_ge(n, 200);
	ck_assert_str_eq(label + n - 3, "...");
	/* no cut inside the two bytes of an é */
	ck_assert((label[n - 4] & 0xC0) != 0xC0);
	plansql_steps_free(s);
	plansql_result_free(r);
}
END_TEST

/* A step that counts rows of rows reads a CTE named so as not to hide a
 * table of the plan. */
START_TEST(the_counted_rows_take_a_free_name)
{
	const char *plan =
	    "{\"decision\": \"proceed\", \"distinct\": true, \"selections\": "
	    "[{\"table\": \"plansql_step\", \"columns\": [{\"column\": \"a\", "
	    "\"role\": \"projection\"}, {\"column\": \"a\", \"role\": "
	    "\"projection\"}]}]}";
	plansql_options compact = {.size = sizeof(plansql_options),
				   .flags = PLANSQL_COMPACT};
	plansql_steps *s;
	plansql_result *r = steps_of(plan, &compact, &s);
	ck_assert_uint_eq(plansql_steps_count(s), 2);
	ck_assert_str_eq(plansql_steps_label(s, 1), "distinct");
	ck_assert_str_eq(plansql_steps_pointer(s, 1), "/distinct");
	/* and every column a name of its own, as SQL Server and MySQL
	 * want of a CTE */
	ck_assert_str_eq(
	    plansql_steps_sql(s, 1),
	    "WITH \"plansql_step_2\" AS (SELECT DISTINCT "
	    "\"plansql_step\".\"a\" "
	    "AS \"column_1\", \"plansql_step\".\"a\" AS \"a_2\" FROM "
	    "\"plansql_step\") SELECT COUNT(*) FROM \"plansql_step_2\"");
	plansql_steps_free(s);
	plansql_result_free(r);
}
END_TEST

/* A filter on a table that a later RIGHT JOIN makes optional applies
 * after that join, as WHERE does in the plan's statement. */
START_TEST(a_filter_waits_for_the_outer_join_it_depends_on)
{
	char *path = src_path("examples/plans/customers-without-invoices.json");
	char *plan = read_file(path, NULL);
	plansql_steps *s;
	plansql_result *r = steps_of(plan, NULL, &s);
	ck_assert_uint_eq(plansql_steps_count(s), 3);
	ck_assert_str_eq(plansql_steps_pointer(s, 1), "/join_edges/0");
	ck_assert_str_eq(plansql_steps_pointer(s, 2),
			 "/selections/0/filters/0");
	plansql_steps_free(s);
	plansql_result_free(r);
	free(plan);
	free(path);
}
END_TEST

static void add_example_cases(void)
{
	char *dir = src_path("tests/data/golden/steps");
	size_t n;
	char **names = list_names(dir, ".sqlite.steps", &n);
	for (size_t i = 0; i < n; i++) {
		char relative[1024];
		snprintf(relative, sizeof relative, "examples/plans/%s.json",
			 names[i]);
		char *plan = src_path(relative);
		if (access(plan, R_OK) != 0) {
			free(plan);
			continue;
		}
		cases = realloc(cases, (case_count + 1) * sizeof *cases);
		cases[case_count++] = (struct test_case){
		    plan, src_path("tests/data/golden/steps"),
		    strdup(names[i])};
	}
	free_names(names, n);
	free(dir);
}

static Suite *steps_suite(void)
{
	add_test_cases(&cases, &case_count, "tests/data/golden/steps",
		       "tests/data/golden/steps");
	add_example_cases();
	Suite *s = suite_create("steps");
	TCase *tc = tcase_create("steps");
	tcase_add_loop_test(tc, golden_steps_in_every_dialect, 0,
			    (int)case_count);
	tcase_add_test(tc, every_steps_file_has_a_case);
	tcase_add_test(tc, one_table_without_filters_is_one_step);
	tcase_add_test(tc, no_steps_without_a_compile);
	tcase_add_test(tc, labels_are_raw_and_bounded);
	tcase_add_test(tc, the_counted_rows_take_a_free_name);
	tcase_add_test(tc, a_filter_waits_for_the_outer_join_it_depends_on);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {steps_suite, NULL};
	int status = runner_run(suites);
	printf("steps: %zu cases x 4 dialects\n", case_count);
	return case_count > 0 ? status : EXIT_FAILURE;
}
