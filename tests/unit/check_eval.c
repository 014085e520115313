/* Execution accuracy (plansql_rows_compare, plansql_sql_orders_rows):
 * rows as a multiset or in order, duplicates, columns in any order,
 * numbers rounded to the tolerance's digits and exactly as whole
 * numbers, NULLs,
 * extra and missing columns, the first differing rows, and the misuse
 * the header promises to refuse. */
#define _DEFAULT_SOURCE /* strsep */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"
#include "runner.h"

/* Rows written compactly: rows split by '|', values by ',', each value
 * "#text" (a number), "'text" (a text) or "~" (NULL). */
static plansql_rows *rows_of(size_t columns, const char *spec)
{
	plansql_rows *rows = plansql_rows_new(columns, NULL);
	ck_assert_ptr_nonnull(rows);
	char *copy = strdup(spec), *next_row = copy;
	while (*spec && next_row) {
		char *row = strsep(&next_row, "|");
		plansql_value values[16];
		size_t n = 0;
		for (char *cell; (cell = strsep(&row, ","));) {
			ck_assert_uint_lt(n, 16);
			values[n].kind = *cell == '#'	 ? PLANSQL_VALUE_NUMBER
					 : *cell == '\'' ? PLANSQL_VALUE_TEXT
							 : PLANSQL_VALUE_NULL;
			values[n++].text = *cell == '~' ? NULL : cell + 1;
		}
		ck_assert_uint_eq(n, columns);
		ck_assert_int_eq(plansql_rows_add(rows, values), PLANSQL_OK);
	}
	free(copy);
	return rows;
}

/* The match of actual against expected (both freed), with its reason
 * and the column map kept in the arguments. */
static plansql_match compare(plansql_rows *expected, plansql_rows *actual,
			     unsigned flags, plansql_comparison **out)
{
	plansql_comparison *c =
	    plansql_rows_compare(expected, actual, flags, -1);
	ck_assert_ptr_nonnull(c);
	plansql_match m = plansql_comparison_match(c);
	plansql_rows_free(expected);
	plansql_rows_free(actual);
	if (out)
		*out = c;
	else
		plansql_comparison_free(c);
	return m;
}

static plansql_match match(size_t ec, const char *e, size_t ac, const char *a,
			   unsigned flags)
{
	return compare(rows_of(ec, e), rows_of(ac, a), flags, NULL);
}

#define EQUAL	  PLANSQL_MATCH_EQUAL
#define EXTRA	  PLANSQL_MATCH_EXTRA_COLUMNS
#define DIFFERENT PLANSQL_MATCH_DIFFERENT
#define ORDERED	  PLANSQL_COMPARE_ORDERED

START_TEST(order_counts_only_when_asked)
{
	const char *e = "'a|'b|'c", *a = "'c|'a|'b";
	ck_assert_int_eq(match(1, e, 1, a, 0), EQUAL);
	ck_assert_int_eq(match(1, e, 1, a, ORDERED), DIFFERENT);
	ck_assert_int_eq(match(1, e, 1, e, ORDERED), EQUAL);
}
END_TEST

START_TEST(duplicates_count)
{
	ck_assert_int_eq(match(1, "'a|'a|'b", 1, "'a|'b|'b", 0), DIFFERENT);
	ck_assert_int_eq(match(1, "'a|'a|'b", 1, "'a|'b", 0), DIFFERENT);
	ck_assert_int_eq(match(1, "'a|'b|'a", 1, "'a|'a|'b", 0), EQUAL);
}
END_TEST

START_TEST(columns_in_any_order)
{
	plansql_comparison *c;
	ck_assert_int_eq(compare(rows_of(2, "'Ann,#30|'Bob,#41"),
				 rows_of(2, "#41,'Bob|#30,'Ann"), 0, &c),
			 EQUAL);
	ck_assert_int_eq(plansql_comparison_column(c, 0), 1);
	ck_assert_int_eq(plansql_comparison_column(c, 1), 0);
	ck_assert_int_eq(plansql_comparison_column(c, 2), -1);
	plansql_comparison_free(c);
	/* each column holds the expected values, but not in the same rows */
	ck_assert_int_eq(match(2, "#1,'a|#2,'b", 2, "#1,'b|#2,'a", 0),
			 DIFFERENT);
}
END_TEST

/* Two actual columns hold the values of the expected first column; only
 * the second of them makes the rows equal. */
START_TEST(backtracking_finds_the_right_column)
{
	plansql_comparison *c;
	ck_assert_int_eq(compare(rows_of(2, "#1,'x|#2,'y"),
				 rows_of(3, "#2,'x,#1|#1,'y,#2"), 0, &c),
			 EXTRA);
	ck_assert_int_eq(plansql_comparison_column(c, 0), 2);
	ck_assert_int_eq(plansql_comparison_column(c, 1), 1);
	plansql_comparison_free(c);
}
END_TEST

/* Eleven columns alike would be 11! assignments to try before finding
 * that the twelfth matches nothing: alike columns are tried once, so the
 * search ends well inside its limit, with the row that differs. */
START_TEST(alike_columns_tried_once)
{
	const char *row = "~,~,~,~,~,~,~,~,~,~,~,#1|~,~,~,~,~,~,~,~,~,~,~,#2";
	const char *other = "#1,~,~,~,~,~,~,~,~,~,~,~|#3,~,~,~,~,~,~,~,~,~,~,~";
	plansql_comparison *c;
	ck_assert_int_eq(compare(rows_of(12, row), rows_of(12, other), 0, &c),
			 DIFFERENT);
	ck_assert_str_eq(plansql_comparison_reason(c),
			 "the expected row 2 is missing");
	ck_assert_int_eq(plansql_comparison_actual_row(c), 1);
	plansql_comparison_free(c);
	ck_assert_int_eq(match(12, row, 12, row, 0), EQUAL);
}
END_TEST

START_TEST(numbers_as_numbers)
{
	ck_assert_int_eq(match(1, "#3", 1, "#3.0", 0), EQUAL);
	ck_assert_int_eq(match(1, "#3", 1, "#3e0", 0), EQUAL);
	ck_assert_int_eq(match(1, "#0.3", 1, "#0.30000000000000004", 0), EQUAL);
	ck_assert_int_eq(match(1, "#123.456789", 1, "#123.4567891", 0), EQUAL);
	ck_assert_int_eq(match(1, "#1.0", 1, "#1.001", 0), DIFFERENT);
	ck_assert_int_eq(match(1, "#0", 1, "#0.0000001", 0), DIFFERENT);
	/* whole numbers past a double's precision are compared exactly */
	ck_assert_int_eq(
	    match(1, "#9007199254740993", 1, "#9007199254740992", 0),
	    DIFFERENT);
	ck_assert_int_eq(match(1, "#-5", 1, "#-5", 0), EQUAL);
	ck_assert_int_eq(match(1, "#NaN", 1, "#nan", 0), EQUAL);
	ck_assert_int_eq(match(1, "#Infinity", 1, "#-Infinity", 0), DIFFERENT);
	/* a text is no number, whatever it spells */
	ck_assert_int_eq(match(1, "#3", 1, "'3", 0), DIFFERENT);
	/* sorted as numbers, not as texts: 10 after 9 */
	ck_assert_int_eq(match(1, "#9|#10", 1, "#10|#9.0", 0), EQUAL);
}
END_TEST

/* Equal is an equivalence: 0.3 and 0.30000000000000004 are one value
 * wherever they stand, so rows holding them line up however sorting
 * orders them (a comparison within a tolerance sorted 0.3 first and
 * matched it with the other row). */
START_TEST(near_numbers_line_up)
{
	ck_assert_int_eq(match(2, "#0.3,'b|#0.30000000000000004,'a", 2,
			       "#0.30000000000000004,'b|#0.3,'a", 0),
			 EQUAL);
	/* a column of near values beside the one it resembles: the fuzz
	 * input fuzz/regressions/compare/near-columns */
	const char *rows = "#0.30000000000000004,~,#0.30000000000000004|"
			   "#0.30000000000000004,#0.30000000000000004,"
			   "#0.30000000000000004|#0.30000000000000004,"
			   "#0.30000000000000004,#0.3";
	/* its rows 3, 1, 2 with its columns 3, 1, 2 */
	const char *moved = "#0.3,#0.30000000000000004,#0.30000000000000004|"
			    "#0.30000000000000004,#0.30000000000000004,~|"
			    "#0.30000000000000004,#0.30000000000000004,"
			    "#0.30000000000000004";
	ck_assert_int_eq(match(3, rows, 3, moved, 0), EQUAL);
	/* a fraction rounded away is a whole number, equal to one */
	ck_assert_int_eq(match(1, "#3", 1, "#2.9999999999999996", 0), EQUAL);
	ck_assert_int_eq(match(1, "#1234567891234", 1, "#1234567891234.00", 0),
			 EQUAL);
	ck_assert_int_eq(match(1, "#1e17", 1, "#100000000000000000", 0), EQUAL);
	/* but never a whole number that a fraction only approaches */
	ck_assert_int_eq(match(1, "#1234567891234", 1, "#1234567891234.5", 0),
			 DIFFERENT);
	/* and sorted among whole numbers by value: 2 < 2.5 < 3 */
	ck_assert_int_eq(match(1, "#2|#2.5|#3", 1, "#3|#2.5|#2.0", ORDERED),
			 DIFFERENT);
	ck_assert_int_eq(match(1, "#2|#2.5|#3", 1, "#2.0|#2.5|#3", ORDERED),
			 EQUAL);
}
END_TEST

START_TEST(tolerance_is_the_callers)
{
	plansql_rows *e = rows_of(1, "#100.5"), *a = rows_of(1, "#101.5");
	plansql_comparison *c = plansql_rows_compare(e, a, 0, 0.02);
	ck_assert_int_eq(plansql_comparison_match(c), EQUAL);
	plansql_comparison_free(c);
	c = plansql_rows_compare(e, a, 0, 0.001);
	ck_assert_int_eq(plansql_comparison_match(c), DIFFERENT);
	plansql_comparison_free(c);
	plansql_rows_free(e);
	plansql_rows_free(a);
	/* whole numbers are exact whatever the tolerance: ids, counts */
	e = rows_of(1, "#100"), a = rows_of(1, "#101");
	c = plansql_rows_compare(e, a, 0, 0.02);
	ck_assert_int_eq(plansql_comparison_match(c), DIFFERENT);
	plansql_comparison_free(c);
	plansql_rows_free(e);
	plansql_rows_free(a);
}
END_TEST

START_TEST(nulls_equal_only_nulls)
{
	ck_assert_int_eq(match(1, "~|'a", 1, "'a|~", 0), EQUAL);
	ck_assert_int_eq(match(1, "~", 1, "'", 0), DIFFERENT);
	ck_assert_int_eq(match(1, "~", 1, "#0", 0), DIFFERENT);
}
END_TEST

START_TEST(extra_and_missing_columns)
{
	plansql_comparison *c;
	ck_assert_int_eq(compare(rows_of(1, "'Ann|'Bob"),
				 rows_of(2, "#2,'Bob|#5,'Ann"), 0, &c),
			 EXTRA);
	ck_assert_int_eq(plansql_comparison_column(c, 0), 1);
	ck_assert_str_eq(plansql_comparison_reason(c),
			 "the expected rows, with 1 column more");
	plansql_comparison_free(c);
	ck_assert_int_eq(
	    compare(rows_of(2, "'Ann,#2"), rows_of(1, "'Ann"), 0, &c),
	    DIFFERENT);
	ck_assert_str_eq(plansql_comparison_reason(c),
			 "1 column where 2 are expected");
	ck_assert_int_eq(plansql_comparison_column(c, 0), -1);
	ck_assert_int_eq(plansql_comparison_expected_row(c), -1);
	plansql_comparison_free(c);
	/* the extra column splits the expected rows: not the same rows */
	ck_assert_int_eq(match(1, "'Ann", 2, "'Ann,#1|'Ann,#2", 0), DIFFERENT);
}
END_TEST

START_TEST(no_rows)
{
	plansql_comparison *c;
	ck_assert_int_eq(match(1, "", 1, "", 0), EQUAL);
	/* no rows shown, none expected: the columns of nothing don't count */
	ck_assert_int_eq(compare(rows_of(1, ""), rows_of(2, ""), 0, &c), EQUAL);
	ck_assert_str_eq(plansql_comparison_reason(c), "no rows, as expected");
	plansql_comparison_free(c);
	ck_assert_int_eq(match(2, "", 1, "", 0), EQUAL);
	ck_assert_int_eq(compare(rows_of(1, ""), rows_of(1, "'a"), 0, &c),
			 DIFFERENT);
	ck_assert_str_eq(plansql_comparison_reason(c),
			 "1 row where 0 are expected");
	ck_assert_int_eq(plansql_comparison_expected_row(c), -1);
	ck_assert_int_eq(plansql_comparison_actual_row(c), 0);
	plansql_comparison_free(c);
}
END_TEST

START_TEST(first_difference_unordered)
{
	plansql_comparison *c;
	ck_assert_int_eq(
	    compare(rows_of(1, "'c|'a|'b"), rows_of(1, "'d|'c|'a"), 0, &c),
	    DIFFERENT);
	ck_assert_int_eq(plansql_comparison_expected_row(c), 2); /* b */
	ck_assert_int_eq(plansql_comparison_actual_row(c), 0);	 /* d */
	ck_assert_str_eq(plansql_comparison_reason(c),
			 "the expected row 3 is missing");
	plansql_comparison_free(c);
}
END_TEST

START_TEST(first_difference_ordered)
{
	plansql_comparison *c;
	ck_assert_int_eq(compare(rows_of(2, "'a,#1|'b,#2|'c,#3"),
				 rows_of(2, "'a,#1|'b,#5|'c,#3"), ORDERED, &c),
			 DIFFERENT);
	ck_assert_int_eq(plansql_comparison_expected_row(c), 1);
	ck_assert_int_eq(plansql_comparison_actual_row(c), 1);
	ck_assert_str_eq(plansql_comparison_reason(c), "row 2 differs");
	/* the columns are shown side by side by name and place */
	ck_assert_int_eq(plansql_comparison_column(c, 0), 0);
	ck_assert_int_eq(plansql_comparison_column(c, 1), 1);
	plansql_comparison_free(c);
	ck_assert_int_eq(
	    compare(rows_of(1, "'a|'b"), rows_of(1, "'a|'b|'c"), ORDERED, &c),
	    DIFFERENT);
	ck_assert_int_eq(plansql_comparison_expected_row(c), -1);
	ck_assert_int_eq(plansql_comparison_actual_row(c), 2);
	plansql_comparison_free(c);
}
END_TEST

START_TEST(misuse_refused)
{
	ck_assert_ptr_null(plansql_rows_new(0, NULL));
	plansql_rows *rows = plansql_rows_new(1, (const char *[]){"n"});
	ck_assert_str_eq(plansql_rows_column_name(rows, 0), "n");
	ck_assert_ptr_null(plansql_rows_column_name(rows, 1));
	const char *bad_numbers[] = {"abc", "0x10", " 1", "1 ", "", "1e", "."};
	for (size_t i = 0; i < sizeof bad_numbers / sizeof *bad_numbers; i++) {
		plansql_value v = {PLANSQL_VALUE_NUMBER, bad_numbers[i]};
		ck_assert_int_eq(plansql_rows_add(rows, &v), PLANSQL_MISUSE);
	}
	plansql_value no_text = {PLANSQL_VALUE_TEXT, NULL};
	plansql_value no_kind = {(plansql_value_kind)7, "x"};
	ck_assert_int_eq(plansql_rows_add(rows, &no_text), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_rows_add(rows, &no_kind), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_rows_add(rows, NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_rows_add(NULL, &no_text), PLANSQL_MISUSE);
	ck_assert_uint_eq(plansql_rows_count(rows), 0);
	plansql_value ok = {PLANSQL_VALUE_NUMBER, "-.5e-3"};
	ck_assert_int_eq(plansql_rows_add(rows, &ok), PLANSQL_OK);
	ck_assert_str_eq(plansql_rows_value(rows, 0, 0)->text, "-.5e-3");
	ck_assert_ptr_null(plansql_rows_value(rows, 1, 0));
	ck_assert_ptr_null(plansql_rows_compare(rows, NULL, 0, -1));
	ck_assert_ptr_null(plansql_rows_compare(NULL, rows, 0, -1));
	ck_assert_int_eq(plansql_comparison_match(NULL), DIFFERENT);
	ck_assert_ptr_null(plansql_comparison_reason(NULL));
	ck_assert_int_eq(plansql_comparison_column(NULL, 0), -1);
	ck_assert_uint_eq(plansql_rows_count(NULL), 0);
	ck_assert_str_eq(plansql_match_name(EXTRA), "extra-columns");
	plansql_rows_free(rows);
	plansql_rows_free(NULL);
	plansql_comparison_free(NULL);
}
END_TEST

static int orders(const char *sql)
{
	return plansql_sql_orders_rows(sql, strlen(sql));
}

START_TEST(top_level_order_by)
{
	ck_assert_int_eq(orders("SELECT a FROM t ORDER BY a"), 1);
	ck_assert_int_eq(orders("select a from t order /* why */\n by a"), 1);
	ck_assert_int_eq(orders("SELECT a FROM t UNION SELECT b FROM u "
				"ORDER BY 1 LIMIT 3"),
			 1);
	ck_assert_int_eq(orders("SELECT a FROM t GROUP BY a"), 0);
	ck_assert_int_eq(orders("SELECT a FROM (SELECT a FROM t ORDER BY a)"),
			 0);
	ck_assert_int_eq(orders("WITH x AS (SELECT a FROM t ORDER BY a) "
				"SELECT a FROM x"),
			 0);
	ck_assert_int_eq(orders("SELECT rank() OVER (ORDER BY a) FROM t"), 0);
	ck_assert_int_eq(orders("SELECT 'ORDER BY' FROM t"), 0);
	ck_assert_int_eq(orders("SELECT 'it''s) ORDER BY' FROM t"), 0);
	ck_assert_int_eq(orders("SELECT \"order\", \"by\" FROM t"), 0);
	ck_assert_int_eq(orders("SELECT `x)` FROM t ORDER BY 1"), 1);
	ck_assert_int_eq(orders("SELECT [a)] FROM t ORDER BY 1"), 1);
	ck_assert_int_eq(orders("-- ORDER BY\nSELECT a FROM t"), 0);
	ck_assert_int_eq(orders("SELECT $q$ ORDER BY $q$ FROM t"), 0);
	ck_assert_int_eq(orders("SELECT E'\\' ORDER BY' FROM t"), 0);
	ck_assert_int_eq(orders("SELECT a AS order_by FROM t"), 0);
	ck_assert_int_eq(orders("SELECT a FROM t /* ORDER BY a */"), 0);
	ck_assert_int_eq(plansql_sql_orders_rows(NULL, 0), 0);
	/* only len bytes are read */
	ck_assert_int_eq(plansql_sql_orders_rows("SELECT a ORDER BY a", 10), 0);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("eval");
	TCase *rows = tcase_create("rows");
	tcase_add_test(rows, order_counts_only_when_asked);
	tcase_add_test(rows, duplicates_count);
	tcase_add_test(rows, columns_in_any_order);
	tcase_add_test(rows, backtracking_finds_the_right_column);
	tcase_add_test(rows, alike_columns_tried_once);
	tcase_add_test(rows, numbers_as_numbers);
	tcase_add_test(rows, near_numbers_line_up);
	tcase_add_test(rows, tolerance_is_the_callers);
	tcase_add_test(rows, nulls_equal_only_nulls);
	tcase_add_test(rows, extra_and_missing_columns);
	tcase_add_test(rows, no_rows);
	tcase_add_test(rows, first_difference_unordered);
	tcase_add_test(rows, first_difference_ordered);
	tcase_add_test(rows, misuse_refused);
	suite_add_tcase(s, rows);
	TCase *order = tcase_create("order");
	tcase_add_test(order, top_level_order_by);
	suite_add_tcase(s, order);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {suite, NULL};
	return runner_run(suites);
}
