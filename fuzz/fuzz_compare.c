/* Execution accuracy (plansql_rows_compare, plansql_sql_orders_rows).
 * The input's bytes choose a row set: its columns, and each value from a
 * set of texts that are alike as numbers or as texts (3, 3.0, 3e0, '3',
 * NaN, whole numbers past a double's precision, NULL).  Properties:
 *   - a row set equals itself, in order and not;
 *   - it equals its rows and columns in another order (the order chosen
 *     by the input); when order counts, the columns' order changes
 *     nothing: the verdict is that of the rows moved alone;
 *   - with a column more it is the expected rows with extra columns
 *     (no rows at all: equal);
 *   - the input as SQL is read by plansql_sql_orders_rows without a
 *     crash, and the same with or without a NUL after it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

#define MAX_COLUMNS 4
#define MAX_ROWS 12

static const char *const texts[] = {
    "0",	"1",	"1.0",	      "1e0",	"-1", "3",
    "3.0",	"NaN",	"nan",	      "inf",	"-Infinity",
    "0.3",	"0.30000000000000004", "9007199254740993",
    "9007199254740992", "a", "",	 "x'y",	"\xe2\x82\xac"};

struct input {
	const uint8_t *data;
	size_t size, at;
};

static unsigned next(struct input *in)
{
	return in->at < in->size ? in->data[in->at++] : 0;
}

/* A value chosen by one byte: its kind and its text. */
static plansql_value value_of(unsigned byte)
{
	unsigned kind = byte % 3, pick = byte / 3 % (sizeof texts / sizeof *texts);
	plansql_value v = {PLANSQL_VALUE_TEXT, texts[pick]};
	if (kind == 0)
		v = (plansql_value){PLANSQL_VALUE_NULL, NULL};
	else if (kind == 1 && strcspn(texts[pick], "ax'\xe2") ==
				  strlen(texts[pick]) && *texts[pick])
		v.kind = PLANSQL_VALUE_NUMBER;
	return v;
}

struct table {
	size_t columns, rows;
	plansql_value cells[MAX_ROWS][MAX_COLUMNS + 1];
};

static plansql_rows *build(const struct table *t, const size_t *row_order,
			   const size_t *column_order, size_t columns)
{
	plansql_rows *rows = plansql_rows_new(columns, NULL);
	if (!rows)
		fuzz_fail("a row set is made", NULL);
	for (size_t r = 0; r < t->rows; r++) {
		plansql_value row[MAX_COLUMNS + 1];
		for (size_t c = 0; c < columns; c++)
			row[c] = t->cells[row_order[r]][column_order[c]];
		if (plansql_rows_add(rows, row) != PLANSQL_OK)
			fuzz_fail("a row of valid values is added", NULL);
	}
	return rows;
}

static void expect(const plansql_rows *e, const plansql_rows *a,
		   unsigned flags, plansql_match want, const char *property)
{
	plansql_comparison *c = plansql_rows_compare(e, a, flags, -1);
	if (plansql_comparison_match(c) != want)
		fuzz_fail(property, plansql_comparison_reason(c));
	plansql_comparison_free(c);
}

/* A permutation of n items chosen by the input (Fisher-Yates). */
static void shuffle(struct input *in, size_t *items, size_t n)
{
	for (size_t i = 0; i < n; i++)
		items[i] = i;
	for (size_t i = n; i > 1; i--) {
		size_t j = next(in) % i, x = items[i - 1];
		items[i - 1] = items[j];
		items[j] = x;
	}
}

static plansql_match verdict(const plansql_rows *e, const plansql_rows *a,
			     unsigned flags)
{
	plansql_comparison *c = plansql_rows_compare(e, a, flags, -1);
	plansql_match m = plansql_comparison_match(c);
	plansql_comparison_free(c);
	return m;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	plansql_sql_orders_rows((const char *)data, size);
	struct input in = {data, size, 0};
	struct table t = {.columns = 1 + next(&in) % MAX_COLUMNS,
			  .rows = next(&in) % (MAX_ROWS + 1)};
	for (size_t r = 0; r < t.rows; r++)
		for (size_t c = 0; c <= t.columns; c++)
			t.cells[r][c] = value_of(next(&in));
	size_t same[MAX_ROWS + 1], rows[MAX_ROWS], columns[MAX_COLUMNS + 1];
	for (size_t i = 0; i <= MAX_ROWS; i++)
		same[i] = i;
	shuffle(&in, rows, t.rows);
	shuffle(&in, columns, t.columns);
	plansql_rows *e = build(&t, same, same, t.columns);
	plansql_rows *a = build(&t, rows, columns, t.columns);
	plansql_rows *moved = build(&t, rows, same, t.columns);
	plansql_rows *wider = build(&t, same, same, t.columns + 1);
	expect(e, e, 0, PLANSQL_MATCH_EQUAL, "rows equal themselves");
	expect(e, e, PLANSQL_COMPARE_ORDERED, PLANSQL_MATCH_EQUAL,
	       "rows equal themselves in order");
	expect(e, a, 0, PLANSQL_MATCH_EQUAL,
	       "rows equal their rows and columns in another order");
	expect(e, a, PLANSQL_COMPARE_ORDERED,
	       verdict(e, moved, PLANSQL_COMPARE_ORDERED),
	       "in order, columns moved change nothing");
	expect(e, wider, 0,
	       t.rows ? PLANSQL_MATCH_EXTRA_COLUMNS : PLANSQL_MATCH_EQUAL,
	       "a column more is an extra column");
	plansql_rows_free(e);
	plansql_rows_free(a);
	plansql_rows_free(moved);
	plansql_rows_free(wider);
	return 0;
}
