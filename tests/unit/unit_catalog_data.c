/* Unit tests of what a column's data holds (catalog/catalog_data.c,
 * catalog_dates.c, catalog_data_json.c): how values read are classed,
 * the date formats told apart, and the section read and written. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog.h"
#include "catalog/catalog_data.h"
#include "catalog/catalog_dates.h"
#include "common/arena.h"
#include "common/plansql_limits.h"
#include "plansql.h"
#include "unit.h"

/* ---- catalog_data: classing what was read ---- */

struct classed {
	arena a;
	struct catalog_column column;
	struct catalog_data data;
};

/* Classes count values of a column declared type; text NULL: all text;
 * words: the values with no digit, when read. */
static void class_of(struct classed *k, const char *type,
		     const char *const *values, const bool *text, size_t count,
		     bool complete, const char *const *words,
		     size_t word_count)
{
	arena_init(&k->a, PLANSQL_ARENA_LIMIT);
	k->column = (struct catalog_column){.name = "c", .data_type = type};
	k->column.type = catalog_type_class_of(type);
	struct data_reading in = {.values = values,
				  .text = text,
				  .count = count,
				  .complete = complete,
				  .words = words,
				  .word_count = word_count};
	ck_assert(catalog_data_classify(&k->a, &k->column, &in, true,
					&k->data));
	ck_assert(k->data.known);
}

#define CLASS(k, type, values, complete)                                       \
	class_of((k), (type), (values), NULL,                                  \
		 sizeof(values) / sizeof *(values), (complete), NULL, 0)

static void joined_is(const char *const *items, size_t count,
		      const char *expected)
{
	char text[512] = "";
	for (size_t i = 0; i < count; i++) {
		strcat(text, i ? "|" : "");
		strcat(text, items[i]);
	}
	ck_assert_str_eq(text, expected);
}

START_TEST(numbers_as_text_with_their_missing_words)
{
	struct classed k;
	static const char *const mpg[] = {"18", "15", "null", " 9", "26.5"};
	CLASS(&k, "TEXT", mpg, true);
	ck_assert_int_eq(k.data.holds, DATA_NUMBERS);
	joined_is(k.data.missing, k.data.missing_count, "null");
	ck_assert_ptr_null(k.data.flag_true);
	/* all of few: kept, for import to compare their two orders */
	ck_assert(k.data.has_values);
	joined_is(k.data.values, k.data.value_count, " 9|15|18|26.5|null");
	arena_free(&k.a);
	/* not all read: the words with no digit must all be missing words */
	static const char *const words[] = {"N/A", "-"};
	class_of(&k, "TEXT", mpg, NULL, 5, false, words, 2);
	ck_assert_int_eq(k.data.holds, DATA_NUMBERS);
	joined_is(k.data.missing, k.data.missing_count, "-|N/A|null");
	arena_free(&k.a);
	static const char *const word[] = {"unknown"};
	class_of(&k, "TEXT", mpg, NULL, 5, false, word, 1);
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	arena_free(&k.a);
	static const char *const binary[] = {"1", "0"};
	CLASS(&k, "VARCHAR(1)", binary, true);
	ck_assert_int_eq(k.data.holds, DATA_NUMBERS);
	ck_assert_str_eq(k.data.flag_true, "1");
	ck_assert_str_eq(k.data.flag_false, "0");
	arena_free(&k.a);
}
END_TEST

START_TEST(needing_words_is_numbers_not_all_read)
{
	static const char *const v[] = {"1", "null", "2"};
	struct data_reading in = {.values = v, .count = 3};
	ck_assert(catalog_data_needs_words(&in));
	in.complete = true;
	ck_assert(!catalog_data_needs_words(&in));
	static const char *const w[] = {"1", "x"};
	struct data_reading words = {.values = w, .count = 2};
	ck_assert(!catalog_data_needs_words(&words));
}
END_TEST

/* Dates read in part ask for the words with no digit, as numbers do:
 * words for no value among them are missing words, another word makes
 * the column text (a date function would fail on it, or read NULL). */
START_TEST(dates_read_in_part_take_their_words)
{
	static const char *const d[] = {"1/12/2015", "1/23/2015", "N/A"};
	struct data_reading in = {.values = d, .count = 3};
	ck_assert(catalog_data_needs_words(&in));
	struct classed k;
	static const char *const missing[] = {"N/A", ""};
	class_of(&k, "TEXT", d, NULL, 3, false, missing, 2);
	ck_assert_int_eq(k.data.holds, DATA_DATES);
	ck_assert_uint_ge(k.data.missing_count, 2);
	arena_free(&k.a);
	static const char *const word[] = {"unknown"};
	class_of(&k, "TEXT", d, NULL, 3, false, word, 1);
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	arena_free(&k.a);
}
END_TEST

START_TEST(flags_are_words_of_one_pair_all_read)
{
	struct classed k;
	static const char *const tf[] = {"T", "F"};
	CLASS(&k, "TEXT", tf, true);
	ck_assert_int_eq(k.data.holds, DATA_FLAGS);
	ck_assert_str_eq(k.data.flag_true, "T");
	ck_assert_str_eq(k.data.flag_false, "F");
	joined_is(k.data.values, k.data.value_count, "F|T");
	arena_free(&k.a);
	static const char *const no[] = {"no"}; /* one word tells the pair */
	CLASS(&k, "TEXT", no, true);
	ck_assert_int_eq(k.data.holds, DATA_FLAGS);
	ck_assert_str_eq(k.data.flag_true, "yes");
	arena_free(&k.a);
	CLASS(&k, "TEXT", tf, false); /* more values may come */
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	arena_free(&k.a);
	static const char *const mixed[] = {"t", "F"};
	CLASS(&k, "TEXT", mixed, true);
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	arena_free(&k.a);
	static const char *const sex[] = {"F", "M"};
	CLASS(&k, "TEXT", sex, true);
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	arena_free(&k.a);
}
END_TEST

/* A boolean or date column departs from its type only where all its
 * values are text (SQLite keeps a value of any type anywhere). */
START_TEST(typed_columns_depart_only_as_text)
{
	struct classed k;
	static const char *const tf[] = {"F", "T"};
	static const bool all_text[] = {true, true};
	class_of(&k, "bool", tf, all_text, 2, true, NULL, 0);
	ck_assert_int_eq(k.data.holds, DATA_FLAGS);
	ck_assert_str_eq(k.data.flag_true, "T");
	arena_free(&k.a);
	static const char *const ints[] = {"0", "1"};
	static const bool numbers[] = {false, false};
	class_of(&k, "BOOLEAN", ints, numbers, 2, true, NULL, 0);
	ck_assert_int_eq(k.data.holds, DATA_DECLARED);
	arena_free(&k.a);
	static const char *const some[] = {"0", "yes"};
	static const bool one_text[] = {false, true};
	class_of(&k, "BOOLEAN", some, one_text, 2, true, NULL, 0);
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	arena_free(&k.a);
	static const char *const venues[] = {"Glebe Park", "Fir Park"};
	class_of(&k, "bool", venues, all_text, 2, true, NULL, 0);
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	arena_free(&k.a);
	class_of(&k, "bool", NULL, NULL, 0, true, NULL, 0);
	ck_assert_int_eq(k.data.holds, DATA_DECLARED);
	arena_free(&k.a);
	static const char *const days[] = {"2025-12-01", "2026-01-15"};
	class_of(&k, "DATETIME", days, all_text, 2, true, NULL, 0);
	ck_assert_int_eq(k.data.holds, DATA_DATES);
	ck_assert_int_eq(k.data.format_count, 1);
	ck_assert_int_eq(k.data.formats[0], DATE_ISO);
	arena_free(&k.a);
	static const char *const both[] = {"2025-12-01", "2025-12-01 10:30:00"};
	class_of(&k, "DATETIME", both, all_text, 2, true, NULL, 0);
	ck_assert_int_eq(k.data.holds, DATA_DATETIMES);
	ck_assert_int_eq(k.data.format_count, 2);
	ck_assert_int_eq(k.data.formats[0], DATE_ISO);
	ck_assert_int_eq(k.data.formats[1], DATE_ISO_TIME);
	arena_free(&k.a);
}
END_TEST

START_TEST(values_are_kept_when_few_short_and_all_read)
{
	struct classed k;
	static const char *const countries[] = {"USA", "France", "USA ",
						"Brazil"};
	CLASS(&k, "TEXT", countries, true);
	ck_assert_int_eq(k.data.holds, DATA_TEXT);
	joined_is(k.data.values, k.data.value_count, "Brazil|France|USA|USA ");
	ck_assert(catalog_data_has_value(&k.data, "USA "));
	ck_assert(!catalog_data_has_value(&k.data, "usa"));
	arena_free(&k.a);
	CLASS(&k, "TEXT", countries, false);
	ck_assert(!k.data.has_values);
	arena_free(&k.a);
	char long_value[CATALOG_DATA_VALUE_BYTES + 2];
	memset(long_value, 'x', sizeof long_value - 1);
	long_value[sizeof long_value - 1] = '\0';
	const char *const with_long[] = {"a", long_value};
	CLASS(&k, "TEXT", with_long, true);
	ck_assert(!k.data.has_values);
	arena_free(&k.a);
	/* kept is the caller's choice too (a private column's values) */
	arena_init(&k.a, PLANSQL_ARENA_LIMIT);
	k.column = (struct catalog_column){.name = "c", .type = TYPE_TEXT};
	struct data_reading in = {
	    .values = countries, .count = 4, .complete = true};
	ck_assert(catalog_data_classify(&k.a, &k.column, &in, false, &k.data));
	ck_assert(!k.data.has_values);
	arena_free(&k.a);
}
END_TEST

/* A catalog without data sections tells numbers and flags by its samples
 * as before; never a list of values, nor dates. */
START_TEST(samples_tell_numbers_and_flags)
{
	arena a;
	arena_init(&a, PLANSQL_ARENA_LIMIT);
	static const char *numbers[] = {"18", "null"};
	struct catalog_column c = {.name = "mpg",
				   .type = TYPE_TEXT,
				   .samples = numbers,
				   .sample_count = 2};
	ck_assert(catalog_data_from_samples(&a, &c));
	ck_assert_int_eq(c.data.holds, DATA_NUMBERS);
	ck_assert(c.data.from_samples);
	ck_assert(!c.data.has_values);
	static const char *dates[] = {"2025-01-01", "2025-02-01"};
	struct catalog_column d = {.name = "day",
				   .type = TYPE_TEXT,
				   .samples = dates,
				   .sample_count = 2};
	ck_assert(catalog_data_from_samples(&a, &d));
	ck_assert(!d.data.known);
	arena_free(&a);
}
END_TEST

START_TEST(missing_words_and_alike_values)
{
	ck_assert(catalog_data_is_missing_word("NULL"));
	ck_assert(catalog_data_is_missing_word(" N/A "));
	ck_assert(catalog_data_is_missing_word(""));
	ck_assert(!catalog_data_is_missing_word("nil"));
	ck_assert(!catalog_data_is_missing_word("0"));
	ck_assert(catalog_data_alike(" usa", "USA "));
	ck_assert(!catalog_data_alike("usa", "U.S.A."));
}
END_TEST

/* ---- catalog_dates: which format a column's values are written in ---- */

static int format_of(const char *const *values, size_t count)
{
	enum date_format f[DATE_FORMAT_COUNT];
	size_t n;
	if (!catalog_dates_formats(values, count, f, &n))
		return -1;
	ck_assert_int_eq(n, 1);
	return (int)f[0];
}

START_TEST(date_formats_are_told_apart)
{
	static const char *const mon[] = {"May 26, 1986", "Jun 3, 1990"};
	ck_assert_int_eq(format_of(mon, 2), DATE_MON_D_Y);
	static const char *const month[] = {"May 26, 1986", "June 3, 1990"};
	ck_assert_int_eq(format_of(month, 2), DATE_MONTH_D_Y);
	static const char *const neither[] = {"May 26, 1986", "Jun 3, 1990",
					      "June 4, 1990"};
	ck_assert_int_eq(format_of(neither, 3), -1);
	static const char *const european[] = {"26 May 1986"};
	ck_assert_int_eq(format_of(european, 1), DATE_D_MON_Y);
	/* 03/04/2020 is March or April: nothing says which */
	static const char *const either[] = {"03/04/2020", "05/06/2021"};
	ck_assert_int_eq(format_of(either, 2), -1);
	static const char *const dmy[] = {"03/04/2020", "13/04/2020"};
	ck_assert_int_eq(format_of(dmy, 2), DATE_SLASH_DMY);
	static const char *const mdy[] = {"03/04/2020", "4/13/2020"};
	ck_assert_int_eq(format_of(mdy, 2), DATE_SLASH_MDY);
	static const char *const dotted[] = {"31.12.1999"};
	ck_assert_int_eq(format_of(dotted, 1), DATE_DOT_DMY);
	static const char *const no_day[] = {"2025-02-30"};
	ck_assert_int_eq(format_of(no_day, 1), -1);
	static const char *const zoned[] = {"2025-02-03T10:00:00Z"};
	ck_assert_int_eq(format_of(zoned, 1), -1);
	static const char *const tee[] = {"2025-02-03T10:00:00"};
	ck_assert_int_eq(format_of(tee, 1), DATE_ISO_T_TIME);
	static const char *const years[] = {"1986"};
	ck_assert_int_eq(format_of(years, 1), -1);
	/* shorter than a month's name: nothing is read past the end */
	static const char *const shorts[] = {"Ju", "May", "Dec 1", "Canada"};
	ck_assert_int_eq(format_of(shorts, 4), -1);
}
END_TEST

START_TEST(date_format_names_read_back)
{
	for (int f = 0; f < DATE_FORMAT_COUNT; f++) {
		enum date_format back;
		const char *name = catalog_date_format_name((enum date_format)f);
		ck_assert_ptr_nonnull(name);
		ck_assert(catalog_date_format_from_name(name, &back));
		ck_assert_int_eq(back, f);
	}
	enum date_format unused;
	ck_assert(!catalog_date_format_from_name("%Y", &unused));
	ck_assert(catalog_date_format_has_time(DATE_ISO_TIME));
	ck_assert(!catalog_date_format_has_time(DATE_ISO));
}
END_TEST

/* ---- catalog_data_json: the section in a catalog file ---- */

/* A catalog of one table t with one column c whose data is section. */
static plansql_result *read_with(const char *section, plansql_catalog **c)
{
	char text[1024];
	snprintf(text, sizeof text,
		 "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
		 "\"c\", \"data_type\": \"TEXT\", \"data\": %s}]}]",
		 section);
	return plansql_catalog_read(text, strlen(text), c);
}

static const struct catalog_data *data_of(const plansql_catalog *c)
{
	return &c->tables[0].columns[0].data;
}

START_TEST(the_section_reads_back_as_written)
{
	plansql_catalog *c = NULL;
	plansql_result *r = read_with(
	    "{\"version\": 1, \"holds\": \"flags\", \"true\": \"Y\", "
	    "\"false\": \"N\", \"missing\": [\"\", \"-\", \"\"], "
	    "\"values\": [\"Y\", \"N\", \"-\"]}",
	    &c);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(plansql_result_diagnostic_count(r), 0);
	const struct catalog_data *d = data_of(c);
	ck_assert_int_eq(d->holds, DATA_FLAGS);
	joined_is(d->missing, d->missing_count, "|-");
	joined_is(d->values, d->value_count, "-|N|Y");
	char *json = plansql_catalog_json(c);
	ck_assert_ptr_nonnull(strstr(json, "\"data\": {\n"));
	plansql_catalog *again = NULL;
	plansql_result *r2 = plansql_catalog_read(json, strlen(json), &again);
	ck_assert_ptr_nonnull(again);
	char *json2 = plansql_catalog_json(again);
	ck_assert_str_eq(json, json2);
	plansql_free(json);
	plansql_free(json2);
	plansql_result_free(r);
	plansql_result_free(r2);
	plansql_catalog_free(c);
	plansql_catalog_free(again);
	r = read_with("{\"version\": 1, \"holds\": \"dates\", \"formats\": "
		      "[\"%b %d, %Y\"], \"missing\": [\"n/a\"]}",
		      &c);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(data_of(c)->formats[0], DATE_MON_D_Y);
	plansql_result_free(r);
	plansql_catalog_free(c);
}
END_TEST

/* A section plansql cannot read is an error where it is wrong; one of a
 * later version is left unread, with a warning. */
START_TEST(a_bad_section_is_refused_where_it_is_wrong)
{
	static const struct {
		const char *section, *code, *pointer;
	} cases[] = {
	    {"{\"holds\": \"text\"}", "missing-field", "/0/columns/0/data/version"},
	    {"{\"version\": 0, \"holds\": \"text\"}", "out-of-range",
	     "/0/columns/0/data/version"},
	    {"{\"version\": 1, \"holds\": \"words\"}", "bad-value",
	     "/0/columns/0/data/holds"},
	    {"{\"version\": 1, \"holds\": \"flags\"}", "missing-field",
	     "/0/columns/0/data/true"},
	    {"{\"version\": 1, \"holds\": \"text\", \"true\": \"T\"}",
	     "missing-field", "/0/columns/0/data/false"},
	    {"{\"version\": 1, \"holds\": \"dates\"}", "missing-field",
	     "/0/columns/0/data/formats"},
	    {"{\"version\": 1, \"holds\": \"dates\", \"formats\": [\"%Y\"]}",
	     "bad-value", "/0/columns/0/data/formats/0"},
	    {"{\"version\": 1, \"holds\": \"text\", \"values\": \"a\"}",
	     "wrong-type", "/0/columns/0/data/values"},
	    {"[1]", "wrong-type", "/0/columns/0/data"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		plansql_catalog *c = NULL;
		plansql_result *r = read_with(cases[i].section, &c);
		ck_assert_msg(!c, "%s was read", cases[i].section);
		const plansql_diagnostic *e = first_error(r);
		ck_assert_msg(e, "%s: no error", cases[i].section);
		ck_assert_str_eq(e->code, cases[i].code);
		ck_assert_str_eq(e->pointer, cases[i].pointer);
		plansql_result_free(r);
	}
	plansql_catalog *c = NULL;
	plansql_result *r = read_with(
	    "{\"version\": 2, \"holds\": \"something new\"}", &c);
	ck_assert_ptr_nonnull(c);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code, "data-version");
	ck_assert(!data_of(c)->known);
	plansql_result_free(r);
	plansql_catalog_free(c);
}
END_TEST

void unit_catalog_data_cases(Suite *s)
{
	TCase *tc = unit_case(s, "catalog_data");
	tcase_add_test(tc, numbers_as_text_with_their_missing_words);
	tcase_add_test(tc, needing_words_is_numbers_not_all_read);
	tcase_add_test(tc, dates_read_in_part_take_their_words);
	tcase_add_test(tc, flags_are_words_of_one_pair_all_read);
	tcase_add_test(tc, typed_columns_depart_only_as_text);
	tcase_add_test(tc, values_are_kept_when_few_short_and_all_read);
	tcase_add_test(tc, samples_tell_numbers_and_flags);
	tcase_add_test(tc, missing_words_and_alike_values);
	tc = unit_case(s, "catalog_dates");
	tcase_add_test(tc, date_formats_are_told_apart);
	tcase_add_test(tc, date_format_names_read_back);
	tc = unit_case(s, "catalog_data_json");
	tcase_add_test(tc, the_section_reads_back_as_written);
	tcase_add_test(tc, a_bad_section_is_refused_where_it_is_wrong);
}
