/* The audit: every case in tests/data/golden/audit must come out as the
 * reviewed plan NAME.audited (no such file: the audit must refuse the
 * plan); its diagnostics are checked by the golden tests, which compile
 * the same cases.  And for every plan of the test suite, auditing the
 * audited plan again changes nothing, and compiling it without a second
 * audit reports nothing the audit reported.
 *
 * PLANSQL_REGEN=1 writes NAME.audited from the current output. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"
#include "testlib.h"

static struct test_case *audit_cases, *all_cases;
static size_t audit_count, all_count;

static plansql_result *audit(const struct test_case *c, const char *text,
			     size_t len, plansql_plan **audited)
{
	struct case_sources sources;
	case_sources_load(c, &sources);
	if (!sources.catalog)
		sources.catalog = load_demo_catalog();
	plansql_options options = PLANSQL_OPTIONS_INIT;
	case_sources_apply(&sources, &options);
	plansql_result *r = plansql_audit(text, len, &options, audited);
	case_sources_free(&sources);
	return r;
}

static void write_file(const char *path, const char *text)
{
	remove(path);
	if (!text)
		return;
	FILE *f = fopen(path, "wb");
	ck_assert_msg(f, "cannot write %s", path);
	fprintf(f, "%s\n", text);
	fclose(f);
}

START_TEST(audit_gives_the_reviewed_plan)
{
	const struct test_case *c = &audit_cases[_i];
	size_t len;
	char *text = read_file(c->plan_path, &len);
	char *path = case_path(c, "audited");
	plansql_plan *audited;
	plansql_result *r = audit(c, text, len, &audited);
	char *got = audited ? plansql_plan_json(audited) : NULL;
	if (getenv("PLANSQL_REGEN")) {
		write_file(path, got);
	} else {
		char *want = read_file(path, NULL);
		char *diags = diagnostics_text(r);
		ck_assert_msg(!want == !got, "%s: audit %s\n%s", c->name,
			      got ? "passed, but there is no NAME.audited"
				  : "refused the plan",
			      diags);
		if (want)
			ck_assert_msg(!strncmp(want, got, strlen(got)) &&
					  !strcmp(want + strlen(got), "\n"),
				      "%s: audited plan differs\n--- got\n%s\n"
				      "--- want\n%s",
				      c->name, got, want);
		free(diags);
		free(want);
	}
	plansql_free(got);
	plansql_plan_free(audited);
	plansql_result_free(r);
	free(path);
	free(text);
}
END_TEST

static size_t count_fixed(const plansql_result *r)
{
	size_t n = 0;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		n += plansql_result_diagnostic(r, i)->severity == PLANSQL_FIXED;
	return n;
}

/* Auditing an audited plan repairs nothing and changes nothing. */
START_TEST(audit_is_idempotent)
{
	const struct test_case *c = &all_cases[_i];
	size_t len;
	char *text = read_file(c->plan_path, &len);
	plansql_plan *once, *twice;
	plansql_result *r1 = audit(c, text, len, &once);
	if (once) {
		char *first = plansql_plan_json(once);
		plansql_result *r2 = audit(c, first, strlen(first), &twice);
		char *diags = diagnostics_text(r2);
		ck_assert_msg(twice, "%s: the audited plan fails the audit\n%s",
			      c->name, diags);
		ck_assert_msg(count_fixed(r2) == 0,
			      "%s: the audited plan was repaired again\n%s",
			      c->name, diags);
		char *second = plansql_plan_json(twice);
		ck_assert_str_eq(first, second);
		plansql_free(second);
		plansql_free(first);
		free(diags);
		plansql_plan_free(twice);
		plansql_result_free(r2);
	}
	plansql_plan_free(once);
	plansql_result_free(r1);
	free(text);
}
END_TEST

static bool same_diagnostic(const plansql_diagnostic *a,
			    const plansql_diagnostic *b)
{
	return !strcmp(a->code, b->code) && !strcmp(a->pointer, b->pointer) &&
	       !strcmp(a->message, b->message);
}

/* An audited plan compiled without a second audit (PLANSQL_NO_AUDIT, as
 * plansql ask compiles the plan it audited) reports nothing the audit
 * reported: the model, and the ranking of candidates, hear each finding
 * once.  The access policy of the case, if any, still applies. */
START_TEST(audited_findings_are_reported_once)
{
	const struct test_case *c = &all_cases[_i];
	size_t len;
	char *text = read_file(c->plan_path, &len);
	plansql_plan *audited;
	plansql_result *r1 = audit(c, text, len, &audited);
	if (audited) {
		struct case_sources sources;
		case_sources_load(c, &sources);
		if (!sources.catalog)
			sources.catalog = load_demo_catalog();
		plansql_options options = PLANSQL_OPTIONS_INIT;
		case_sources_apply(&sources, &options);
		options.flags |= PLANSQL_NO_AUDIT;
		plansql_result *r2 = plansql_plan_compile(audited, &options);
		for (size_t i = 0; i < plansql_result_diagnostic_count(r2); i++)
			for (size_t j = 0;
			     j < plansql_result_diagnostic_count(r1); j++)
				ck_assert_msg(
				    !same_diagnostic(
					plansql_result_diagnostic(r2, i),
					plansql_result_diagnostic(r1, j)),
				    "%s: the compile repeats the audit's %s at "
				    "%s",
				    c->name, plansql_result_diagnostic(r2, i)->code,
				    plansql_result_diagnostic(r2, i)->pointer);
		plansql_result_free(r2);
		case_sources_free(&sources);
	}
	plansql_plan_free(audited);
	plansql_result_free(r1);
	free(text);
}
END_TEST

static Suite *audit_suite(void)
{
	add_test_cases(&audit_cases, &audit_count, "tests/data/golden/audit",
		       "tests/data/golden/audit");
	add_test_cases(&all_cases, &all_count, "examples/plans",
		       "tests/data/golden/examples");
	add_test_cases(&all_cases, &all_count, "tests/data/golden/rules",
		       "tests/data/golden/rules");
	add_test_cases(&all_cases, &all_count, "tests/data/golden/audit",
		       "tests/data/golden/audit");
	Suite *s = suite_create("audit");
	TCase *tc = tcase_create("audit");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, audit_gives_the_reviewed_plan, 0,
			    (int)audit_count);
	tcase_add_loop_test(tc, audit_is_idempotent, 0, (int)all_count);
	tcase_add_loop_test(tc, audited_findings_are_reported_once, 0,
			    (int)all_count);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {audit_suite, NULL};
	int status = runner_run(suites);
	printf("audit: %zu audit cases, %zu plans audited twice\n", audit_count,
	       all_count);
	return audit_count > 0 ? status : EXIT_FAILURE;
}
