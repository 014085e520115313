/* Unit tests of the audit's repairs of values: a between of text left
 * as written, and what it reports of a repeated value, whole and
 * escaped. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "common/strbuf.h"
#include "plansql.h"
#include "unit.h"

/* ---- audit_values: audit/audit_values.c ---- */

static plansql_catalog *catalog_of(const char *json)
{
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(json, strlen(json), &catalog));
	ck_assert_ptr_nonnull(catalog);
	return catalog;
}

/* t (name TEXT) */
static plansql_catalog *text_catalog(void)
{
	return catalog_of(
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
	    "\"name\", \"data_type\": \"TEXT\"}]}]");
}

/* text as a JSON string: quotes and backslashes escaped */
static void put_string(strbuf *sb, const char *text)
{
	strbuf_putc(sb, '"');
	for (const char *c = text; *c; c++) {
		if (*c == '"' || *c == '\\')
			strbuf_putc(sb, '\\');
		strbuf_putc(sb, *c);
	}
	strbuf_putc(sb, '"');
}

/* A plan whose filter on t.name is op over the strings a and b,
 * malloc'd. */
static char *two_strings_plan(const char *op, const char *a, const char *b)
{
	strbuf plan;
	strbuf_init(&plan, NULL, 0, 1 << 20);
	strbuf_printf(&plan,
		      "{\"decision\": \"proceed\", \"selections\": "
		      "[{\"table\": \"t\", \"columns\": [{\"column\": "
		      "\"name\"}], \"filters\": [{\"column\": \"name\", "
		      "\"op\": \"%s\", \"value\": [",
		      op);
	put_string(&plan, a);
	strbuf_puts(&plan, ", ");
	put_string(&plan, b);
	strbuf_puts(&plan, "]}]}]}");
	return written(&plan);
}

/* A between of two strings that are no dates is left as written, in
 * either order: text orders by the engine's collation ('B' before 'a'
 * in bytes, after it ignoring case), which the audit does not know. */
START_TEST(between_of_text_is_not_swapped)
{
	char *text = two_strings_plan("between", "b", "a");
	plansql_catalog *catalog = text_catalog();
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = catalog};
	plansql_plan *audited;
	plansql_result *r =
	    plansql_audit(text, strlen(text), &options, &audited);
	ck_assert_ptr_nonnull(audited);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	plansql_result_free(r);
	plansql_plan_free(audited);
	plansql_catalog_free(catalog);
	free(text);
}
END_TEST

/* A reversed between of dates, one written in ISO 8601 and one in the
 * format of a column of dates written as text, is swapped by the dates
 * (as text, "J" is after "1"). */
START_TEST(between_of_written_dates_is_swapped_by_date)
{
	plansql_catalog *catalog = catalog_of(
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
	    "\"name\", \"data_type\": \"TEXT\", \"data\": {\"version\": 1, "
	    "\"holds\": \"dates\", \"formats\": [\"%b %d, %Y\"]}}]}]");
	char *text = two_strings_plan("between", "1990-01-01", "Jan 3, 1980");
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = catalog};
	plansql_plan *audited;
	plansql_result *r =
	    plansql_audit(text, strlen(text), &options, &audited);
	ck_assert_ptr_nonnull(audited);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_ptr_nonnull(d);
	ck_assert_str_eq(d->code, "between-reversed");
	json_object *after = json_tokener_parse(d->after);
	ck_assert_ptr_nonnull(after);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(after, 0)),
	    "Jan 3, 1980");
	json_object_put(after);
	plansql_result_free(r);
	plansql_plan_free(audited);
	plansql_catalog_free(catalog);
	free(text);
}
END_TEST

/* A repeated long string of an IN list: the audit drops the repeat and
 * reports the value in full, as JSON that parses, in the diagnostic
 * and in the result's JSON. */
START_TEST(duplicate_of_long_string_is_reported_whole)
{
	enum { LONG = 5000 };
	char *value = malloc(LONG + 1);
	memset(value, 'a', LONG);
	value[LONG] = '\0';
	value[LONG - 1] = '"'; /* escaped on the way out */
	char *plan = two_strings_plan("in", value, value);
	plansql_catalog *catalog = text_catalog();
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = catalog};
	plansql_plan *audited;
	plansql_result *r =
	    plansql_audit(plan, strlen(plan), &options, &audited);
	ck_assert_ptr_nonnull(audited);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_str_eq(d->code, "duplicate-value");
	json_object *before = json_tokener_parse(d->before);
	ck_assert_ptr_nonnull(before);
	ck_assert_str_eq(json_object_get_string(before), value);
	char *report = plansql_result_json(r);
	json_object *o = json_tokener_parse(report), *diags;
	ck_assert_ptr_nonnull(o);
	ck_assert(json_object_object_get_ex(o, "diagnostics", &diags));
	json_object *one = json_object_array_get_idx(diags, 0), *was;
	ck_assert(json_object_object_get_ex(one, "before", &was));
	ck_assert(json_object_equal(was, before));
	json_object_put(o);
	json_object_put(before);
	plansql_free(report);
	plansql_result_free(r);
	plansql_plan_free(audited);
	plansql_catalog_free(catalog);
	free(plan);
	free(value);
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
	plansql_catalog *catalog = text_catalog();
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
	tcase_add_test(tc, between_of_text_is_not_swapped);
	tcase_add_test(tc, between_of_written_dates_is_swapped_by_date);
	tcase_add_test(tc, duplicate_of_long_string_is_reported_whole);
	tcase_add_test(tc, duplicate_value_message_escapes_the_value);
	return s;
}
