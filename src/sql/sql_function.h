/* The functions of computed expressions as the syntax tree holds them:
 * one meaning each, the same on every engine.  Each dialect prints them
 * from its own table (dialects/), a form per function. */
#ifndef PLANSQL_SQL_FUNCTION_H
#define PLANSQL_SQL_FUNCTION_H

#include <stdbool.h>

enum sql_function {
	FN_ADD,
	FN_SUBTRACT,
	FN_MULTIPLY,
	FN_DIVIDE,     /* true division; NULL when dividing by zero */
	FN_INT_DIVIDE, /* of integers, truncating (internal) */
	FN_NEGATE,
	FN_COALESCE, /* any number of arguments */
	FN_NULLIF,
	FN_ABS,
	FN_ROUND, /* (x, digits): halves away from zero */
	FN_LOWER,
	FN_UPPER,
	FN_LENGTH,	 /* in characters */
	FN_SUBSTR,	 /* (s, start from 1, length) */
	FN_SUBSTR_REST,	 /* (s, start from 1): to the end */
	FN_CONCAT,	 /* (text, text); NULL when either is */
	FN_CAST_INTEGER, /* truncating toward zero */
	FN_CAST_NUMBER,	 /* a double */
	FN_CAST_TEXT,
	FN_CAST_DATE,
	FN_CAST_DATETIME,
	FN_YEAR,
	FN_QUARTER,
	FN_MONTH,
	FN_DAY,
	FN_WEEKDAY, /* 1 Monday .. 7 Sunday (ISO 8601) */
	FN_HOUR,
	FN_TRUNC_DAY,  /* the time buckets: the first day, as a date */
	FN_TRUNC_WEEK, /* weeks start on Monday */
	FN_TRUNC_MONTH,
	FN_TRUNC_QUARTER,
	FN_TRUNC_YEAR,
	FN_DAYS_BETWEEN, /* (start, end): days from start's date to end's */
	/* a number as text, digits only as needed (internal: MIN and MAX
	 * of a text column of numbers, shown as text again) */
	FN_NUMBER_TEXT,
	/* a date written as text in one of the formats of catalog_data.h,
	 * read as a date, NULL when it is none (internal: a column whose
	 * data holds dates; SQLite's are ISO 8601 text) */
	FN_DATE_SLASH_YMD,
	FN_DATE_SLASH_MDY,
	FN_DATE_SLASH_DMY,
	FN_DATE_DOT_DMY,
	FN_DATE_MON_D_Y,
	FN_DATE_MONTH_D_Y,
	FN_DATE_D_MON_Y,
	FN_DATE_D_MONTH_Y,
	SQL_FUNCTION_COUNT
};

/* How a dialect prints a function: text in which $1..$9 stand for the
 * arguments, $* for all of them separated by commas and $$ for a dollar
 * sign (in a pattern: '\.0$$').  The text is the
 * dialect's own, never the plan's.  infix: the form is an operator
 * expression, parenthesized where it is an argument of another. */
struct sql_function_form {
	const char *text;
	bool infix;
};

/* Another spelling of a function in a dialect's own SQL, which means it
 * exactly there: never printed, read back by plansql import (IFNULL,
 * DATEPART(yy, $1), date_trunc('month', $1)).  digits: 0, or the width
 * of the zero-padded text the spelling gives instead of the number
 * (strftime('%Y', $1)), the same only where it is compared with a
 * string of as many digits. */
struct sql_function_spelling {
	enum sql_function fn;
	const char *text;
	unsigned digits;
};

/* The name of a function for the syntax-tree dump. */
const char *sql_function_name(enum sql_function fn);

#endif
