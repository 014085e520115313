/* Values of row sets (eval_rows.h). */
#include "eval/eval_rows.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/ascii.h"

/* The decimal forms engines print: [+-]digits[.digits][e[+-]digits],
 * or .digits; no hex, no spaces. */
static bool decimal_form(const char *s)
{
	size_t i = *s == '+' || *s == '-';
	size_t digits = strspn(s + i, "0123456789");
	i += digits;
	if (s[i] == '.') {
		size_t fraction = strspn(s + i + 1, "0123456789");
		digits += fraction;
		i += 1 + fraction;
	}
	if (!digits)
		return false;
	if (s[i] == 'e' || s[i] == 'E') {
		i++;
		i += s[i] == '+' || s[i] == '-';
		size_t exponent = strspn(s + i, "0123456789");
		if (!exponent)
			return false;
		i += exponent;
	}
	return s[i] == '\0';
}

/* NaN and the infinities, as PostgreSQL and others print them. */
static bool special_form(const char *s)
{
	const char *t = s + (*s == '+' || *s == '-');
	return ascii_equal_ci(t, "nan") || ascii_equal_ci(t, "inf") ||
	       ascii_equal_ci(t, "infinity");
}

static bool whole_number(const char *text, long long *out)
{
	if (strpbrk(text, ".eE"))
		return false;
	errno = 0;
	char *end;
	long long n = strtoll(text, &end, 10);
	if (errno || *end)
		return false;
	*out = n;
	return true;
}

bool eval_number_read(const char *text, struct eval_value *v)
{
	if (!decimal_form(text) && !special_form(text))
		return false;
	v->number = strtod(text, NULL);
	v->integral = whole_number(text, &v->integer);
	return true;
}

/* 2^63: a double at or past it fits no long long. */
#define LLONG_SPAN 0x1p63

/* An exact integer against a double, without rounding either. */
static int integer_against(long long i, double d)
{
	if (isnan(d)) /* NaN last, as PostgreSQL sorts it */
		return -1;
	if (fabs(d) >= LLONG_SPAN)
		return d > 0 ? -1 : 1;
	long long whole = (long long)floor(d);
	if (i != whole)
		return i < whole ? -1 : 1;
	return d == floor(d) ? 0 : -1;
}

static int number_order(const struct eval_value *a, const struct eval_value *b)
{
	if (a->integral && b->integral)
		return (a->integer > b->integer) - (a->integer < b->integer);
	if (a->integral)
		return integer_against(a->integer, b->number);
	if (b->integral)
		return -integer_against(b->integer, a->number);
	bool a_nan = isnan(a->number), b_nan = isnan(b->number);
	if (a_nan || b_nan)
		return a_nan - b_nan;
	return (a->number > b->number) - (a->number < b->number);
}

int eval_value_order(const struct eval_value *a, const struct eval_value *b)
{
	plansql_value_kind ka = a->public.kind, kb = b->public.kind;
	if (ka != kb)
		return ka == PLANSQL_VALUE_NULL	    ? -1
		       : kb == PLANSQL_VALUE_NULL   ? 1
		       : ka == PLANSQL_VALUE_NUMBER ? -1
						    : 1;
	if (ka == PLANSQL_VALUE_NULL)
		return 0;
	if (ka == PLANSQL_VALUE_TEXT)
		return strcmp(a->public.text, b->public.text);
	return number_order(a, b);
}

int eval_digits_kept(double tolerance)
{
	if (!(tolerance > 0))
		return EVAL_ALL_DIGITS;
	double digits = ceil(-log10(tolerance) - 1e-9);
	return digits < 1 ? 1 : digits > EVAL_ALL_DIGITS ? EVAL_ALL_DIGITS
							 : (int)digits;
}

/* x with no fraction, in 64 bits: the exact integer. */
static bool integer_of(double x, long long *out)
{
	if (x != floor(x) || fabs(x) >= LLONG_SPAN)
		return false;
	*out = (long long)x;
	return true;
}

struct eval_value eval_value_rounded(const struct eval_value *v, int digits)
{
	struct eval_value r = *v;
	if (v->public.kind != PLANSQL_VALUE_NUMBER || v->integral ||
	    !isfinite(v->number))
		return r;
	/* whole already (3.0, 1e3, 1234567891234.00): exact, not rounded */
	if (integer_of(v->number, &r.integer)) {
		r.integral = true;
		return r;
	}
	if (digits < EVAL_ALL_DIGITS) {
		char text[40];
		snprintf(text, sizeof text, "%.*e", digits - 1, v->number);
		r.number = strtod(text, NULL);
	}
	r.integral = integer_of(r.number, &r.integer);
	return r;
}
