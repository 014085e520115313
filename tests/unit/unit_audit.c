/* Unit tests of the audit's repairs of values: what it reports of a
 * reversed between and of a repeated value, whole and escaped. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "common/strbuf.h"
#include "plansql.h"
#include "unit.h"

/* ---- audit_values: audit/audit_values.c ---- */

/* A reversed between of two long strings: the audit swaps them and
 * reports both orders in full, as JSON that parses. */
START_TEST(between_of_long_strings_is_reported_whole)
{
	enum { LONG = 5000 };
	char *low = malloc(LONG + 1), *high = malloc(LONG + 1);
	memset(low, 'a', LONG);
	memset(high, 'b', LONG);
	low[LONG] = high[LONG] = '\0';
	high[LONG - 1] = '"'; /* escaped on the way out */
	strbuf plan;
	strbuf_init(&plan, NULL, 0, 1 << 20);
	strbuf_puts(&plan, "{\"decision\": \"proceed\", \"selections\": "
			   "[{\"table\": \"t\", \"columns\": [{\"column\": "
			   "\"name\"}], \"filters\": [{\"column\": \"name\", "
			   "\"op\": \"between\", \"value\": [\"");
	strbuf_puts(&plan, high);
	strbuf_truncate(&plan, plan.len - 1);
	strbuf_puts(&plan, "\\\"\", \"");
	strbuf_puts(&plan, low);
	strbuf_puts(&plan, "\"]}]}]}");
	char *text = written(&plan);
	const char catalog_json[] =
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
	    "\"name\", \"data_type\": \"TEXT\"}]}]";
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(
	    catalog_json, sizeof catalog_json - 1, &catalog));
	ck_assert_ptr_nonnull(catalog);
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = catalog};
	plansql_plan *audited;
	plansql_result *r =
	    plansql_audit(text, strlen(text), &options, &audited);
	ck_assert_ptr_nonnull(audited);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_str_eq(d->code, "between-reversed");
	json_object *before = json_tokener_parse(d->before);
	json_object *after = json_tokener_parse(d->after);
	ck_assert_ptr_nonnull(before);
	ck_assert_ptr_nonnull(after);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(before, 0)), high);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(before, 1)), low);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(after, 0)), low);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(after, 1)), high);
	/* and whole in the result's JSON too */
	char *report = plansql_result_json(r);
	json_object *o = json_tokener_parse(report), *diags;
	ck_assert_ptr_nonnull(o);
	ck_assert(json_object_object_get_ex(o, "diagnostics", &diags));
	json_object *first = json_object_array_get_idx(diags, 0), *was;
	ck_assert(json_object_object_get_ex(first, "before", &was));
	ck_assert(json_object_equal(was, before));
	json_object_put(o);
	json_object_put(before);
	json_object_put(after);
	plansql_free(report);
	plansql_result_free(r);
	plansql_plan_free(audited);
	plansql_catalog_free(catalog);
	free(text);
	free(low);
	free(high);
}
END_TEST

/* A repeated string of an IN list is named in the message through %N:
 * quoted, with bidirectional controls escaped. */
START_TEST(duplicate_value_message_escapes_the_value)
{
	const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"t\", "
	    "\"columns\": [{\"column\": \"name\"}], \"filters\": [{\"column\": "
	    "\"name\", \"op\": \"in\", \"value\": [\"a\\u202eb\", "
	    "\"a\\u202eb\"]}]}]}";
	const char catalog_json[] =
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
	    "\"name\", \"data_type\": \"TEXT\"}]}]";
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(
	    catalog_json, sizeof catalog_json - 1, &catalog));
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = catalog};
	plansql_plan *audited;
	plansql_result *r =
	    plansql_audit(plan, sizeof plan - 1, &options, &audited);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_str_eq(d->code, "duplicate-value");
	ck_assert_str_eq(d->message, "\"a\\u202Eb\" is in the list twice: "
				     "the repeat is removed");
	ck_assert_str_eq(d->before, "\"a\xE2\x80\xAE"
				    "b\"");
	plansql_result_free(r);
	plansql_plan_free(audited);
	plansql_catalog_free(catalog);
}
END_TEST

Suite *unit_audit_suite(void)
{
	Suite *s = suite_create("audit");
	TCase *tc = unit_case(s, "audit_values");
	tcase_add_test(tc, between_of_long_strings_is_reported_whole);
	tcase_add_test(tc, duplicate_value_message_escapes_the_value);
	return s;
}
