/* The promises plansql.h makes about NULL arguments, misuse and what the
 * calls hand back when they fail: accessors and *_free take NULL, the
 * builders and patch constructors return PLANSQL_MISUSE and append
 * nothing, the calls that return a result report "missing-argument" or
 * "bad-options" and leave their output NULL. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "plansql.h"
#include "runner.h"

static const char plan_json[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"t\","
    " \"columns\": [{\"column\": \"c\"}]}]}";

/* Asserts that r has exactly one diagnostic, an error with this code. */
static void assert_only_error(plansql_result *r, const char *code)
{
	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(plansql_result_ok(r), 0);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_str_eq(d->code, code);
	ck_assert_int_eq(d->severity, PLANSQL_ERROR);
	plansql_result_free(r);
}

static plansql_plan *read_plan(void)
{
	plansql_plan *plan;
	plansql_result *r =
	    plansql_plan_read(plan_json, strlen(plan_json), &plan);
	ck_assert_ptr_nonnull(plan);
	plansql_result_free(r);
	return plan;
}

START_TEST(accessors_and_frees_take_null)
{
	ck_assert_int_eq(plansql_result_ok(NULL), 0);
	ck_assert_ptr_null(plansql_result_sql(NULL));
	ck_assert_ptr_null(plansql_result_tree(NULL));
	ck_assert_uint_eq(plansql_result_diagnostic_count(NULL), 0);
	ck_assert_ptr_null(plansql_result_diagnostic(NULL, 0));
	ck_assert_uint_eq(plansql_result_param_count(NULL), 0);
	ck_assert_ptr_null(plansql_result_param(NULL, 0));
	ck_assert_uint_eq(plansql_result_column_count(NULL), 0);
	ck_assert_ptr_null(plansql_result_column(NULL, 0));
	ck_assert_uint_eq(plansql_result_read_count(NULL), 0);
	ck_assert_ptr_null(plansql_result_read(NULL, 0));
	ck_assert_uint_eq(plansql_result_strict(NULL), 0);
	ck_assert_ptr_null(plansql_result_json(NULL));
	ck_assert_ptr_null(plansql_plan_json(NULL));
	ck_assert_ptr_null(plansql_catalog_json(NULL));
	ck_assert_uint_eq(plansql_catalog_table_count(NULL), 0);
	ck_assert_ptr_null(plansql_catalog_table_name(NULL, 0));
	ck_assert_ptr_null(plansql_catalog_table_schema(NULL, 0));
	ck_assert_ptr_null(plansql_plan_termination_reason(NULL));
	ck_assert_uint_eq(plansql_plan_ambiguity_count(NULL), 0);
	ck_assert_ptr_null(plansql_plan_ambiguity(NULL, 0));
	ck_assert_ptr_null(plansql_plan_options(NULL, NULL));
	ck_assert_uint_eq(plansql_steps_count(NULL), 0);
	ck_assert_ptr_null(plansql_steps_label(NULL, 0));
	ck_assert_ptr_null(plansql_steps_sql(NULL, 0));
	ck_assert_uint_eq(plansql_ask_table_count(NULL), 0);
	ck_assert_ptr_null(plansql_ask_sql(NULL));
	ck_assert_ptr_null(plansql_ask_plan(NULL));
	ck_assert_int_eq(plansql_ask_verdict_of(NULL), PLANSQL_ASK_PENDING);
	plansql_result_free(NULL);
	plansql_plan_free(NULL);
	plansql_catalog_free(NULL);
	plansql_policy_free(NULL);
	plansql_glossary_free(NULL);
	plansql_patch_free(NULL);
	plansql_steps_free(NULL);
	plansql_catalog_builder_free(NULL);
	plansql_conversation_free(NULL);
	plansql_free(NULL);
	plansql_options_init(NULL, sizeof(plansql_options));
}
END_TEST

START_TEST(names_of_unknown_values)
{
	plansql_dialect dialect = PLANSQL_TSQL;
	ck_assert_int_eq(plansql_dialect_from_name("oracle", &dialect),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(dialect, PLANSQL_TSQL); /* left as it was */
	ck_assert_int_eq(plansql_dialect_from_name(NULL, &dialect),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_dialect_from_name("pg", NULL), PLANSQL_MISUSE);
	plansql_load_options_init(NULL, sizeof(plansql_load_options));
	plansql_options_init(NULL, sizeof(plansql_options));
	ck_assert_ptr_null(plansql_dialect_name((plansql_dialect)9));
	ck_assert_str_eq(plansql_severity_name((plansql_severity)9), "unknown");
	ck_assert_ptr_null(plansql_param_type_name((plansql_param_type)9));
	ck_assert_ptr_null(plansql_column_kind_name((plansql_column_kind)9));
}
END_TEST

START_TEST(constructors_refuse_null_and_append_nothing)
{
	ck_assert_int_eq(plansql_patch_limit(NULL, 1), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_add_column_id(NULL, "column/t/c"),
			 PLANSQL_MISUSE);
	plansql_patch *patch = plansql_patch_new();
	ck_assert_ptr_nonnull(patch);
	ck_assert_int_eq(plansql_patch_add_column(patch, "t", NULL),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_remove_id(patch, NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_order_by(patch, NULL, 1),
			 PLANSQL_MISUSE);
	plansql_order_item nameless = {.descending = 1};
	ck_assert_int_eq(plansql_patch_order_by(patch, &nameless, 1),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(
	    plansql_patch_add_aggregate(patch, "SUM", "t", NULL, NULL),
	    PLANSQL_MISUSE);
	/* Nothing was appended: the patch changes nothing. */
	plansql_plan *plan = read_plan(), *patched;
	plansql_result *r = plansql_plan_patch(plan, patch, NULL, &patched);
	ck_assert_int_eq(plansql_result_ok(r), 1);
	plansql_result_free(r);
	char *before = plansql_plan_json(plan),
	     *after = plansql_plan_json(patched);
	ck_assert_str_eq(before, after);
	plansql_free(before);
	plansql_free(after);
	plansql_plan_free(patched);
	plansql_plan_free(plan);
	plansql_patch_free(patch);
}
END_TEST

START_TEST(builder_steps_refuse_misuse)
{
	ck_assert_int_eq(plansql_catalog_builder_table(NULL, NULL, "t", NULL),
			 PLANSQL_MISUSE);
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	ck_assert_ptr_nonnull(b);
	ck_assert_int_eq(plansql_catalog_builder_column(b, "c", NULL, 0, NULL),
			 PLANSQL_MISUSE); /* before any table */
	ck_assert_int_eq(plansql_catalog_builder_table(b, NULL, NULL, NULL),
			 PLANSQL_MISUSE);
	plansql_catalog_builder_free(b);
	plansql_catalog *catalog = (plansql_catalog *)1;
	assert_only_error(plansql_catalog_builder_finish(NULL, &catalog),
			  "missing-argument");
	ck_assert_ptr_null(catalog);
}
END_TEST

START_TEST(results_report_missing_arguments)
{
	plansql_catalog *catalog = (plansql_catalog *)1;
	assert_only_error(plansql_catalog_load(NULL, NULL, &catalog),
			  "missing-argument");
	ck_assert_ptr_null(catalog);
	char *json = (char *)1;
	assert_only_error(plansql_catalog_infer_keys(NULL, &json),
			  "missing-argument");
	ck_assert_ptr_null(json);
	plansql_patch *patch = (plansql_patch *)1;
	assert_only_error(plansql_patch_read(NULL, 0, &patch),
			  "missing-argument");
	ck_assert_ptr_null(patch);
	assert_only_error(plansql_patch_add_json(NULL, "[]", 2),
			  "missing-argument");
	plansql_plan *patched = (plansql_plan *)1;
	assert_only_error(plansql_plan_patch(NULL, NULL, NULL, &patched),
			  "missing-argument");
	ck_assert_ptr_null(patched);
}
END_TEST

START_TEST(options_of_size_zero_are_refused)
{
	plansql_options zero;
	memset(&zero, 0, sizeof zero);
	plansql_plan *plan = read_plan(), *audited = (plansql_plan *)1;
	assert_only_error(plansql_plan_compile(plan, &zero), "bad-options");
	assert_only_error(plansql_plan_audit(plan, &zero, &audited),
			  "bad-options");
	ck_assert_ptr_null(audited);
	ck_assert_ptr_null(plansql_plan_options(plan, &zero));
	plansql_load_options load;
	memset(&load, 0, sizeof load);
	plansql_catalog *catalog = (plansql_catalog *)1;
	assert_only_error(
	    plansql_catalog_load("sqlite:/nonexistent", &load, &catalog),
	    "bad-options");
	ck_assert_ptr_null(catalog);
	/* NULL options are the defaults. */
	plansql_result *r = plansql_plan_compile(plan, NULL);
	ck_assert_str_eq(plansql_result_sql(r),
			 "SELECT \"t\".\"c\"\nFROM \"t\"");
	plansql_result_free(r);
	plansql_plan_free(plan);
}
END_TEST

START_TEST(dates_now_takes)
{
	static const char *const valid[] = {"2026-01-15", "2024-02-29",
					    "0001-01-01", "9999-12-31"};
	static const char *const invalid[] = {
	    "2025-02-29", "2026-13-01", "2026-1-15", "2026-01-15 ",
	    "0000-01-01", "20260115",	"",	     "2026-01-32"};
	for (size_t i = 0; i < sizeof valid / sizeof *valid; i++)
		ck_assert_msg(plansql_date_valid(valid[i]), "%s", valid[i]);
	for (size_t i = 0; i < sizeof invalid / sizeof *invalid; i++)
		ck_assert_msg(!plansql_date_valid(invalid[i]), "%s",
			      invalid[i]);
	ck_assert_int_eq(plansql_date_valid(NULL), 0);
	/* today as the C library says it, in UTC, on either side of the
	 * call in case midnight passes in between */
	char before[PLANSQL_DATE_SIZE], today[PLANSQL_DATE_SIZE],
	    after[PLANSQL_DATE_SIZE];
	time_t t = time(NULL);
	strftime(before, sizeof before, "%Y-%m-%d", gmtime(&t));
	plansql_today(today);
	t = time(NULL);
	strftime(after, sizeof after, "%Y-%m-%d", gmtime(&t));
	ck_assert_msg(!strcmp(today, before) || !strcmp(today, after),
		      "today %s, the C library %s", today, before);
	ck_assert(plansql_date_valid(today));
}
END_TEST

/* A plan's decision texts, as the plan JSON gives them. */
START_TEST(plans_give_their_reasons_and_questions)
{
	static const char clarify[] =
	    "{\"decision\": \"clarify\", \"ambiguities\": [\"Which year?\","
	    " \"Net or gross?\"], \"selections\": [{\"table\": \"t\","
	    " \"columns\": [{\"column\": \"c\"}]}]}";
	static const char terminate[] =
	    "{\"decision\": \"terminate\", \"termination_reason\":"
	    " \"no such data\", \"selections\": []}";
	plansql_plan *plan = NULL;
	plansql_result_free(plansql_plan_read(clarify, strlen(clarify), &plan));
	ck_assert_ptr_nonnull(plan);
	ck_assert_uint_eq(plansql_plan_ambiguity_count(plan), 2);
	ck_assert_str_eq(plansql_plan_ambiguity(plan, 0), "Which year?");
	ck_assert_str_eq(plansql_plan_ambiguity(plan, 1), "Net or gross?");
	ck_assert_ptr_null(plansql_plan_ambiguity(plan, 2));
	ck_assert_ptr_null(plansql_plan_termination_reason(plan));
	plansql_plan_free(plan);
	plansql_result_free(
	    plansql_plan_read(terminate, strlen(terminate), &plan));
	ck_assert_ptr_nonnull(plan);
	ck_assert_str_eq(plansql_plan_termination_reason(plan), "no such data");
	ck_assert_uint_eq(plansql_plan_ambiguity_count(plan), 0);
	plansql_plan_free(plan);
}
END_TEST

static Suite *api_promises_suite(void)
{
	Suite *s = suite_create("api_promises");
	TCase *tc = tcase_create("promises");
	tcase_add_test(tc, accessors_and_frees_take_null);
	tcase_add_test(tc, names_of_unknown_values);
	tcase_add_test(tc, constructors_refuse_null_and_append_nothing);
	tcase_add_test(tc, builder_steps_refuse_misuse);
	tcase_add_test(tc, results_report_missing_arguments);
	tcase_add_test(tc, options_of_size_zero_are_refused);
	tcase_add_test(tc, dates_now_takes);
	tcase_add_test(tc, plans_give_their_reasons_and_questions);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {api_promises_suite, NULL};
	return runner_run(suites);
}
