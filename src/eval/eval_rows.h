/* Row sets and how their values compare: the data of execution
 * accuracy (plansql_rows_compare, eval_compare.c).  A value keeps the
 * text it was given; a number is also read once, so that comparing
 * does not parse. */
#ifndef PLANSQL_EVAL_ROWS_H
#define PLANSQL_EVAL_ROWS_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "plansql.h"

struct eval_value {
	plansql_value public; /* what the accessor hands out */
	double number;	      /* PLANSQL_VALUE_NUMBER: its value */
	long long integer;    /* when integral: the exact integer */
	bool integral;	      /* the text is a whole number in 64 bits */
};

struct plansql_rows {
	size_t columns, count, cap; /* cap: rows the values array holds */
	const char **names;	    /* columns names, or NULL */
	struct eval_value *values;  /* count * columns, row after row */
	arena strings;		    /* the texts */
};

static inline const struct eval_value *eval_value_at(const plansql_rows *rows,
						     size_t row, size_t column)
{
	return &rows->values[row * rows->columns + column];
}

/* Whether text is a number, read into v (NaN and infinities too). */
bool eval_number_read(const char *text, struct eval_value *v);

/* A total order of values: NULL, then numbers by value (exactly), then
 * texts by their bytes.  Negative, zero or positive. */
int eval_value_order(const struct eval_value *a, const struct eval_value *b);

/* A double's significant digits: rounding to them changes nothing. */
#define EVAL_ALL_DIGITS 17

/* The significant digits a relative tolerance keeps: 1e-9 keeps 9, 0.02
 * keeps 2, 0 all of them. */
int eval_digits_kept(double tolerance);

/* v as it is compared: a number with a fraction rounded to digits
 * significant digits, and a number without one (3.0, 1e3, or a fraction
 * rounded away) the exact integer.  Equal rounded values are the same
 * value, so the rows can be sorted by them and then compared in line. */
struct eval_value eval_value_rounded(const struct eval_value *v, int digits);

#endif
