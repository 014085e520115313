/* Values of row sets (eval_rows.h). */
#include "eval_rows.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
	return !strcasecmp(t, "nan") || !strcasecmp(t, "inf") ||
	       !strcasecmp(t, "infinity");
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

static int number_order(const struct eval_value *a, const struct eval_value *b)
{
	if (a->integral && b->integral)
		return (a->integer > b->integer) - (a->integer < b->integer);
	bool a_nan = isnan(a->number), b_nan = isnan(b->number);
	if (a_nan || b_nan) /* NaN last, as PostgreSQL sorts it */
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

static bool numbers_equal(const struct eval_value *a,
			  const struct eval_value *b, double tolerance)
{
	if (a->integral && b->integral)
		return a->integer == b->integer;
	double x = a->number, y = b->number;
	if (isnan(x) || isnan(y))
		return isnan(x) && isnan(y);
	if (x == y) /* the infinities, and exact equality */
		return true;
	if (isinf(x) || isinf(y))
		return false;
	double larger = fmax(fabs(x), fabs(y));
	return fabs(x - y) <= tolerance * larger;
}

bool eval_value_equal(const struct eval_value *a, const struct eval_value *b,
		      double tolerance)
{
	if (a->public.kind != b->public.kind)
		return false;
	switch (a->public.kind) {
	case PLANSQL_VALUE_NULL:
		return true;
	case PLANSQL_VALUE_TEXT:
		return !strcmp(a->public.text, b->public.text);
	default:
		return numbers_equal(a, b, tolerance);
	}
}
