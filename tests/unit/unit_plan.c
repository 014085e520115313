/* Unit tests of the plan model: reading and writing plans (numbers,
 * names, hints kept as written), dates and datetimes, the calendar of
 * relative periods, and unique output names. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/arena.h"
#include "common/plansql_limits.h"
#include "plan/plan_calendar.h"
#include "plan/plan_names.h"
#include "plan/plan_values.h"
#include "plansql.h"
#include "unit.h"

/* ---- plan_read: plan/plan_read.c ---- */

static const char edge_plan[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"t\", "
    "\"columns\": [{\"table\": \"t\", \"column\": \"a\", \"role\": "
    "\"projection\"}], \"candidate_keys\": [\"a\", {\"b\": [1, 2.50, "
    "\"\\u00e9\"]}], \"filters\": [{\"table\": \"t\", \"column\": \"a\", "
    "\"op\": \"in\", \"value\": [9223372036854775807, "
    "-9223372036854775808, -0, 1.50, 1e2, -2E-3]}]}]}";

START_TEST(numbers_keep_their_value_and_fractions_their_text)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = PLANSQL_POSTGRES,
			     .flags = PLANSQL_COMPACT};
	plansql_result *r = plansql_compile(edge_plan, strlen(edge_plan), &o);
	ck_assert_str_eq(plansql_result_sql(r),
			 "SELECT \"t\".\"a\" FROM \"t\" WHERE \"t\".\"a\" IN "
			 "(9223372036854775807, -9223372036854775808, 0, "
			 "1.50, 1e2, -2E-3)");
	plansql_result_free(r);
}
END_TEST

START_TEST(names_are_limited_at_the_limit_and_past_it)
{
	char *s = plan_with_table_name(PLANSQL_MAX_NAME_BYTES);
	expect_accepted(s);
	free(s);
	s = plan_with_table_name(PLANSQL_MAX_NAME_BYTES + 1);
	expect_error(s, strlen(s), "name-too-long", "/selections/0/table", -1);
	free(s);
}
END_TEST

/* ---- plan_write: plan/plan_write.c ---- */

/* A filter that spells its column in another case reads another column
 * for lowering without a catalog (PostgreSQL's quoted names differ by
 * case): the filter-role column is an orphan, projected, and the plan
 * written back keeps it projected, not join-only. */
START_TEST(filter_in_another_case_leaves_an_orphan_written_back)
{
	static const char plan_text[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"t\", \"columns\": [{\"column\": \"Id\", \"role\": "
	    "\"filter\"}], \"filters\": [{\"column\": \"ID\", \"op\": "
	    "\"=\", \"value\": 1}]}]}";
	static const char sql[] =
	    "SELECT \"t\".\"Id\" FROM \"t\" WHERE \"t\".\"ID\" = 1";
	plansql_plan *plan, *again;
	plansql_result_free(
	    plansql_plan_read(plan_text, strlen(plan_text), &plan));
	ck_assert_ptr_nonnull(plan);
	char *text = plansql_plan_json(plan);
	ck_assert_ptr_null(strstr(text, "include_only_for_join"));
	plansql_result_free(plansql_plan_read(text, strlen(text), &again));
	ck_assert_ptr_nonnull(again);
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = PLANSQL_POSTGRES,
			     .flags = PLANSQL_COMPACT};
	for (int i = 0; i < 2; i++) {
		plansql_result *r = plansql_plan_compile(i ? again : plan, &o);
		ck_assert_str_eq(plansql_result_sql(r), sql);
		plansql_result_free(r);
	}
	plansql_plan_free(again);
	plansql_free(text);
	plansql_plan_free(plan);
}
END_TEST

/* Hints the compiler does not use are kept as written and written back
 * as the same JSON value. */
START_TEST(candidate_keys_are_kept_as_written)
{
	plansql_plan *plan;
	plansql_result_free(
	    plansql_plan_read(edge_plan, strlen(edge_plan), &plan));
	ck_assert_ptr_nonnull(plan);
	char *text = plansql_plan_json(plan);
	json_object *written = json_tokener_parse(text);
	json_object *selection = json_object_array_get_idx(
	    json_object_object_get(written, "selections"), 0);
	json_object *want =
	    json_tokener_parse("[\"a\", {\"b\": [1, 2.50, \"\\u00e9\"]}]");
	ck_assert(json_object_equal(
	    json_object_object_get(selection, "candidate_keys"), want));
	/* a number as written, a string escaped afresh */
	ck_assert_ptr_nonnull(strstr(text, "2.50"));
	ck_assert_ptr_nonnull(strstr(text, "\"\xC3\xA9\""));
	/* and a copy of the plan (the audit's) keeps them too */
	plansql_plan *audited;
	plansql_options none = PLANSQL_OPTIONS_INIT;
	plansql_result_free(plansql_plan_audit(plan, &none, &audited));
	ck_assert_ptr_nonnull(audited);
	char *again = plansql_plan_json(audited);
	ck_assert_ptr_nonnull(strstr(again, "2.50"));
	json_object *copied = json_tokener_parse(again);
	selection = json_object_array_get_idx(
	    json_object_object_get(copied, "selections"), 0);
	ck_assert(json_object_equal(
	    json_object_object_get(selection, "candidate_keys"), want));
	json_object_put(copied);
	plansql_free(again);
	plansql_plan_free(audited);
	json_object_put(want);
	json_object_put(written);
	plansql_free(text);
	plansql_plan_free(plan);
}
END_TEST

/* ---- plan_values: plan/plan_values.c ---- */

START_TEST(dates_are_real_calendar_dates)
{
	char out[DATETIME_TEXT_MAX];
	ck_assert(plan_parse_iso_date("2024-02-29", out));
	ck_assert_str_eq(out, "2024-02-29");
	ck_assert(!plan_parse_iso_date("2023-02-29", out));
	ck_assert(!plan_parse_iso_date("1900-02-29", out));
	ck_assert(plan_parse_iso_date("2000-02-29", out));
	ck_assert(!plan_parse_iso_date("2024-13-01", out));
	ck_assert(!plan_parse_iso_date("2024-1-01", out));
	ck_assert(!plan_parse_iso_date("0000-01-01", out));
	ck_assert(!plan_parse_iso_date("2024-01-01T00:00", out));
}
END_TEST

START_TEST(datetimes_are_canonical_and_zone_free)
{
	char out[DATETIME_TEXT_MAX];
	bool zone;
	ck_assert(plan_parse_iso_datetime("2024-01-02T03:04", out, &zone));
	ck_assert_str_eq(out, "2024-01-02 03:04:00");
	ck_assert(
	    plan_parse_iso_datetime("2024-01-02 03:04:05.123", out, &zone));
	ck_assert_str_eq(out, "2024-01-02 03:04:05.123");
	ck_assert(plan_parse_iso_datetime("2024-01-02", out, &zone));
	ck_assert_str_eq(out, "2024-01-02 00:00:00");
	ck_assert(!plan_parse_iso_datetime("2024-01-02T03:04:05Z", out, &zone));
	ck_assert(zone);
	ck_assert(!plan_parse_iso_datetime("2024-01-02T24:00", out, &zone));
	ck_assert(!plan_parse_iso_datetime("2024-01-02T03:04:05.1234567", out,
					   &zone));
}
END_TEST

/* ---- plan_calendar: plan/plan_calendar.c ---- */

static int64_t day_of(const char *text)
{
	int64_t days = 0;
	ck_assert_msg(plan_calendar_parse(text, &days), "%s is a date", text);
	return days;
}

static void assert_day(int64_t days, const char *expected)
{
	char text[CALENDAR_TEXT_SIZE];
	ck_assert(plan_calendar_format(days, text));
	ck_assert_str_eq(text, expected);
}

START_TEST(calendar_reads_real_dates_only)
{
	int64_t days;
	ck_assert(plan_calendar_parse("1970-01-01", &days) && days == 0);
	ck_assert(plan_calendar_parse("2024-02-29", &days));
	ck_assert(plan_calendar_parse("2000-02-29", &days));
	ck_assert(!plan_calendar_parse("2023-02-29", &days));
	ck_assert(!plan_calendar_parse("1900-02-29", &days));
	ck_assert(!plan_calendar_parse("2025-04-31", &days));
	ck_assert(!plan_calendar_parse("2025-13-01", &days));
	ck_assert(!plan_calendar_parse("2025-1-01", &days));
	ck_assert(!plan_calendar_parse("2025-01-01T00:00", &days));
	ck_assert(!plan_calendar_parse("0000-01-01", &days));
	ck_assert(!plan_calendar_parse("", &days));
	assert_day(day_of("0001-01-01"), "0001-01-01");
	assert_day(day_of("9999-12-31"), "9999-12-31");
	assert_day(day_of("2024-02-29") + 1, "2024-03-01");
	assert_day(day_of("2023-02-28") + 1, "2023-03-01");
}
END_TEST

START_TEST(calendar_weeks_start_on_monday_across_years)
{
	/* 2026-01-01 is a Thursday: its week began Monday 2025-12-29 */
	assert_day(
	    plan_calendar_unit_start(day_of("2026-01-01"), CALENDAR_WEEK),
	    "2025-12-29");
	assert_day(
	    plan_calendar_unit_start(day_of("2026-01-04"), CALENDAR_WEEK),
	    "2025-12-29");
	assert_day(
	    plan_calendar_unit_start(day_of("2026-01-05"), CALENDAR_WEEK),
	    "2026-01-05");
	assert_day(
	    plan_calendar_unit_start(day_of("1969-12-31"), CALENDAR_WEEK),
	    "1969-12-29");
	assert_day(plan_calendar_add(day_of("2025-12-29"), CALENDAR_WEEK, -3),
		   "2025-12-08");
}
END_TEST

START_TEST(calendar_months_quarters_and_years_start_on_the_first)
{
	int64_t d = day_of("2024-11-30");
	assert_day(plan_calendar_unit_start(d, CALENDAR_DAY), "2024-11-30");
	assert_day(plan_calendar_unit_start(d, CALENDAR_MONTH), "2024-11-01");
	assert_day(plan_calendar_unit_start(d, CALENDAR_QUARTER), "2024-10-01");
	assert_day(plan_calendar_unit_start(d, CALENDAR_YEAR), "2024-01-01");
	assert_day(
	    plan_calendar_unit_start(day_of("2024-03-31"), CALENDAR_QUARTER),
	    "2024-01-01");
	assert_day(
	    plan_calendar_unit_start(day_of("2024-04-01"), CALENDAR_QUARTER),
	    "2024-04-01");
}
END_TEST

START_TEST(calendar_steps_whole_units_over_year_ends)
{
	int64_t jan = day_of("2026-01-01");
	assert_day(plan_calendar_add(jan, CALENDAR_MONTH, -12), "2025-01-01");
	assert_day(plan_calendar_add(jan, CALENDAR_MONTH, -1), "2025-12-01");
	assert_day(plan_calendar_add(jan, CALENDAR_MONTH, 14), "2027-03-01");
	assert_day(plan_calendar_add(jan, CALENDAR_QUARTER, -1), "2025-10-01");
	assert_day(plan_calendar_add(jan, CALENDAR_QUARTER, 4), "2027-01-01");
	assert_day(plan_calendar_add(jan, CALENDAR_YEAR, -26), "2000-01-01");
	assert_day(plan_calendar_add(day_of("2024-02-01"), CALENDAR_MONTH, 1),
		   "2024-03-01");
	assert_day(plan_calendar_add(day_of("2024-02-28"), CALENDAR_DAY, 2),
		   "2024-03-01");
	char text[CALENDAR_TEXT_SIZE];
	ck_assert(!plan_calendar_format(
	    plan_calendar_add(day_of("9999-12-01"), CALENDAR_MONTH, 1), text));
}
END_TEST

/* ---- plan_names: plan/plan_unique_names.c ---- */

/* Output names: a clash takes name_N, the first N no earlier name has,
 * ignoring ASCII case; earlier names never change. */
START_TEST(unique_names_number_clashes)
{
	arena a;
	arena_init(&a, 0);
	struct unique_names u;
	ck_assert(plan_unique_names_init(&u, &a, 4));
	const char *in[] = {"a", "A", "a_2", "a", "b", NULL, "a"};
	const char *want[] = {"a", "A_2", "a_2_2", "a_3", "b", NULL, "a_4"};
	for (size_t i = 0; i < sizeof in / sizeof *in; i++) {
		const char *got = plan_unique_names_take(&u, in[i]);
		if (want[i])
			ck_assert_str_eq(got, want[i]);
		else
			ck_assert_ptr_null(got);
	}
	/* hundreds alike, more than the room asked for: all distinct */
	struct unique_names many;
	ck_assert(plan_unique_names_init(&many, &a, 300));
	const char *last = NULL;
	for (int i = 0; i < 300; i++)
		last = plan_unique_names_take(&many, i % 2 ? "Total" : "total");
	ck_assert_str_eq(last, "Total_300");
	/* a long name is cut at a character boundary to fit with its number */
	char name[80];
	memset(name, 'x', 60);
	memcpy(name + 60, "\xc3\xa9y", 4); /* an e-acute across the cut */
	struct unique_names cut;
	ck_assert(plan_unique_names_init(&cut, &a, 2));
	plan_unique_names_take(&cut, name);
	const char *made = plan_unique_names_take(&cut, name);
	ck_assert_uint_eq(strlen(made), 62); /* 60 x, "_2": no half e */
	ck_assert_str_eq(made + 60, "_2");
	arena_free(&a);
}
END_TEST

Suite *unit_plan_suite(void)
{
	Suite *s = suite_create("plan");
	TCase *tc = unit_case(s, "plan_read");
	tcase_add_test(tc, numbers_keep_their_value_and_fractions_their_text);
	tcase_add_test(tc, names_are_limited_at_the_limit_and_past_it);
	tc = unit_case(s, "plan_write");
	tcase_add_test(tc, candidate_keys_are_kept_as_written);
	tcase_add_test(tc,
		       filter_in_another_case_leaves_an_orphan_written_back);
	tc = unit_case(s, "plan_values");
	tcase_add_test(tc, dates_are_real_calendar_dates);
	tcase_add_test(tc, datetimes_are_canonical_and_zone_free);
	tc = unit_case(s, "plan_calendar");
	tcase_add_test(tc, calendar_reads_real_dates_only);
	tcase_add_test(tc, calendar_weeks_start_on_monday_across_years);
	tcase_add_test(tc,
		       calendar_months_quarters_and_years_start_on_the_first);
	tcase_add_test(tc, calendar_steps_whole_units_over_year_ends);
	tc = unit_case(s, "plan_names");
	tcase_add_test(tc, unique_names_number_clashes);
	return s;
}
