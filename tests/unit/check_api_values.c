/* Text values checked against the database through the caller's lookup
 * (plansql_options.lookup_value): a value no row holds that one of the
 * column's values spells ignoring case and surrounding spaces is
 * repaired to it; several are listed; none is said; the lookup is asked
 * only for text equality, a bounded number of times, and with the
 * catalog's names. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"
#include "runner.h"

static const char catalog_json[] =
    "[{\"table_name\": \"customers\", \"columns\": ["
    " {\"column_name\": \"Name\", \"data_type\": \"TEXT\"},"
    " {\"column_name\": \"Country\", \"data_type\": \"TEXT\","
    "  \"samples\": [\"Germany\", \"France\"]},"
    " {\"column_name\": \"Age\", \"data_type\": \"INTEGER\"}]}]";

/* The database the fake lookup answers for: the values of Country. */
static const char *const countries[] = {
    "Germany", "France", "rock", "ROCK", "Rock ", "a\x1b[2Jb", "x1",
    "X1",      "x1 ",    " x1", "X1 ", " X1",   "\tx1"};

struct asked {
	size_t count;
	char table[64], column[64];
	int schema_null;
	plansql_value_found answer_unknown; /* nonzero: answer UNKNOWN */
};

static int alike(const char *a, const char *b)
{
	while (*a == ' ' || *a == '\t')
		a++;
	while (*b == ' ' || *b == '\t')
		b++;
	size_t n = strlen(a), m = strlen(b);
	while (n && (a[n - 1] == ' ' || a[n - 1] == '\t'))
		n--;
	while (m && (b[m - 1] == ' ' || b[m - 1] == '\t'))
		m--;
	if (n != m)
		return 0;
	for (size_t i = 0; i < n; i++) {
		int x = a[i] >= 'A' && a[i] <= 'Z' ? a[i] + 32 : a[i];
		int y = b[i] >= 'A' && b[i] <= 'Z' ? b[i] + 32 : b[i];
		if (x != y)
			return 0;
	}
	return 1;
}

static plansql_value_found lookup(void *context, const char *schema,
				  const char *table, const char *column,
				  const char *value,
				  plansql_value_spellings *spellings)
{
	struct asked *asked = context;
	asked->count++;
	asked->schema_null = schema == NULL;
	snprintf(asked->table, sizeof asked->table, "%s", table);
	snprintf(asked->column, sizeof asked->column, "%s", column);
	if (asked->answer_unknown)
		return PLANSQL_VALUE_UNKNOWN;
	size_t n = sizeof countries / sizeof *countries;
	for (size_t i = 0; i < n; i++)
		if (!strcmp(countries[i], value))
			return PLANSQL_VALUE_FOUND;
	for (size_t i = 0; i < n; i++)
		if (alike(countries[i], value))
			ck_assert_int_eq(
			    plansql_value_spellings_add(spellings, countries[i]),
			    0);
	return PLANSQL_VALUE_MISSING;
}

static plansql_catalog *catalog;

static void setup(void)
{
	plansql_result *r = plansql_catalog_read(
	    catalog_json, strlen(catalog_json), &catalog);
	ck_assert_ptr_nonnull(catalog);
	plansql_result_free(r);
}

static void teardown(void)
{
	plansql_catalog_free(catalog);
}

/* Compiles a plan of customers with one filter (JSON text). */
static plansql_result *compile(const char *filter, struct asked *asked)
{
	char plan[2048];
	snprintf(plan, sizeof plan,
		 "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		 "\"customers\", \"columns\": [{\"column\": \"Name\"}],"
		 " \"filters\": [%s]}]}",
		 filter);
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	o.lookup_value = lookup;
	o.lookup_context = asked;
	plansql_result *r = plansql_compile(plan, strlen(plan), &o);
	ck_assert_ptr_nonnull(r);
	return r;
}

static const plansql_diagnostic *only(const plansql_result *r,
				      const char *code)
{
	const plansql_diagnostic *found = NULL;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		if (!strcmp(d->code, code)) {
			ck_assert_ptr_null(found);
			found = d;
		}
	}
	return found;
}

START_TEST(one_spelling_is_repaired)
{
	struct asked asked = {0};
	plansql_result *r = compile(
	    "{\"column\": \"country\", \"op\": \"=\", \"value\": \"germany\"}",
	    &asked);
	const plansql_diagnostic *d = only(r, "value-spelling");
	ck_assert_ptr_nonnull(d);
	ck_assert_int_eq(d->severity, PLANSQL_FIXED);
	ck_assert_str_eq(d->before, "\"germany\"");
	ck_assert_str_eq(d->after, "\"Germany\"");
	ck_assert_str_eq(d->pointer, "/selections/0/filters/0/value");
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "= 'Germany'"));
	/* asked with the catalog's names */
	ck_assert_str_eq(asked.table, "customers");
	ck_assert_str_eq(asked.column, "Country");
	ck_assert_int_eq(asked.schema_null, 1);
	plansql_result_free(r);
}
END_TEST

START_TEST(surrounding_spaces_are_repaired)
{
	struct asked asked = {0};
	plansql_result *r = compile("{\"column\": \"Country\", \"op\": "
				    "\"!=\", \"value\": \" France  \"}",
				    &asked);
	ck_assert_ptr_nonnull(only(r, "value-spelling"));
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "<> 'France'"));
	plansql_result_free(r);
}
END_TEST

START_TEST(several_spellings_are_listed)
{
	struct asked asked = {0};
	plansql_result *r = compile(
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": \"Rock\"}",
	    &asked);
	const plansql_diagnostic *d = only(r, "value-spellings");
	ck_assert_ptr_nonnull(d);
	ck_assert_int_eq(d->severity, PLANSQL_WARNING);
	ck_assert_ptr_nonnull(strstr(d->message, "\"rock\", \"ROCK\" or "
						 "\"Rock \""));
	ck_assert_ptr_null(only(r, "value-spelling"));
	/* the value stays: only the caller knows which is meant */
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "= 'Rock'"));
	plansql_result_free(r);
}
END_TEST

START_TEST(past_five_spellings_are_counted)
{
	struct asked asked = {0};
	plansql_result *r = compile(
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": \"X1x\"}",
	    &asked);
	ck_assert_ptr_nonnull(only(r, "value-not-found"));
	plansql_result_free(r);
	r = compile(
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": \"  x1\"}",
	    &asked);
	const plansql_diagnostic *d = only(r, "value-spellings");
	ck_assert_ptr_nonnull(d);
	ck_assert_ptr_nonnull(strstr(d->message, "or 2 more"));
	plansql_result_free(r);
}
END_TEST

START_TEST(no_spelling_is_said_with_the_samples)
{
	struct asked asked = {0};
	plansql_result *r = compile(
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": \"Atlantis\"}",
	    &asked);
	const plansql_diagnostic *d = only(r, "value-not-found");
	ck_assert_ptr_nonnull(d);
	ck_assert_ptr_nonnull(d->hint);
	ck_assert_ptr_nonnull(strstr(d->hint, "\"Germany\", \"France\""));
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "'Atlantis'"));
	plansql_result_free(r);
}
END_TEST

START_TEST(each_item_of_a_list)
{
	struct asked asked = {0};
	plansql_result *r = compile(
	    "{\"column\": \"Country\", \"op\": \"not_in\", \"value\": "
	    "[\"germany\", \"France\", \"FRANCE\"]}",
	    &asked);
	ck_assert_uint_eq(asked.count, 3);
	size_t repairs = 0;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		repairs += !strcmp(d->code, "value-spelling");
	}
	ck_assert_uint_eq(repairs, 2);
	/* the repaired FRANCE repeats France: the repeat goes */
	ck_assert_ptr_nonnull(only(r, "duplicate-value"));
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r),
				     "NOT IN ('Germany', 'France')"));
	plansql_result_free(r);
}
END_TEST

START_TEST(found_and_unknown_leave_the_value)
{
	struct asked asked = {0};
	plansql_result *r = compile(
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": \"Germany\"}",
	    &asked);
	ck_assert_uint_eq(asked.count, 1);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	plansql_result_free(r);
	asked.answer_unknown = 1;
	r = compile(
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": \"germany\"}",
	    &asked);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "'germany'"));
	plansql_result_free(r);
}
END_TEST

START_TEST(only_text_equality_is_looked_up)
{
	static const char *const filters[] = {
	    "{\"column\": \"Country\", \"op\": \"like\", \"value\": \"g%\"}",
	    "{\"column\": \"Country\", \"op\": \">\", \"value\": \"g\"}",
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": null}",
	    "{\"column\": \"Age\", \"op\": \"=\", \"value\": 3}",
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": {\"table\": "
	    "\"customers\", \"column\": \"Name\"}}"};
	for (size_t i = 0; i < sizeof filters / sizeof *filters; i++) {
		struct asked asked = {0};
		plansql_result_free(compile(filters[i], &asked));
		ck_assert_msg(asked.count == 0, "looked up for %s", filters[i]);
	}
}
END_TEST

START_TEST(lookups_are_bounded)
{
	char filter[1024] = "{\"column\": \"Country\", \"op\": \"in\", "
			    "\"value\": [";
	for (int i = 0; i < 40; i++) {
		char item[16];
		snprintf(item, sizeof item, "%s\"v%d\"", i ? ", " : "", i);
		strcat(filter, item);
	}
	strcat(filter, "]}");
	struct asked asked = {0};
	plansql_result_free(compile(filter, &asked));
	ck_assert_uint_eq(asked.count, 32);
}
END_TEST

START_TEST(spellings_reach_messages_escaped)
{
	struct asked asked = {0};
	plansql_result *r = compile(
	    "{\"column\": \"Country\", \"op\": \"=\", \"value\": \"A\\u001b[2JB\"}",
	    &asked);
	const plansql_diagnostic *d = only(r, "value-spelling");
	ck_assert_ptr_nonnull(d);
	ck_assert_ptr_null(strchr(d->message, '\x1b'));
	ck_assert_str_eq(d->after, "\"a\\u001b[2Jb\"");
	plansql_result_free(r);
}
END_TEST

START_TEST(adding_refuses_null)
{
	ck_assert_int_eq(plansql_value_spellings_add(NULL, "x"), -1);
}
END_TEST

static Suite *values_suite(void)
{
	Suite *s = suite_create("api_values");
	TCase *tc = tcase_create("lookup");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, one_spelling_is_repaired);
	tcase_add_test(tc, surrounding_spaces_are_repaired);
	tcase_add_test(tc, several_spellings_are_listed);
	tcase_add_test(tc, past_five_spellings_are_counted);
	tcase_add_test(tc, no_spelling_is_said_with_the_samples);
	tcase_add_test(tc, each_item_of_a_list);
	tcase_add_test(tc, found_and_unknown_leave_the_value);
	tcase_add_test(tc, only_text_equality_is_looked_up);
	tcase_add_test(tc, lookups_are_bounded);
	tcase_add_test(tc, spellings_reach_messages_escaped);
	tcase_add_test(tc, adding_refuses_null);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {values_suite, NULL};
	return runner_run(suites);
}
