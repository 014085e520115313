/* Execution accuracy (plansql_rows_compare): the comparison of a
 * query's rows with the rows expected, and whether a query's text
 * orders its rows. */
#ifndef PLANSQL_EVAL_COMPARE_H
#define PLANSQL_EVAL_COMPARE_H

#include <stdbool.h>
#include <stddef.h>

#include "eval/eval_rows.h"
#include "plansql.h"

struct plansql_comparison {
	plansql_match match;
	size_t columns;	    /* the expected rows' */
	size_t *column_map; /* the actual column of each, SIZE_MAX: none */
	long expected_row;  /* first expected row not found, -1: none */
	long actual_row;    /* first actual row not expected, -1: none */
	char reason[160];
};

/* NULL when out of memory. */
plansql_comparison *eval_compare(const plansql_rows *expected,
				 const plansql_rows *actual, bool ordered,
				 double tolerance);
void eval_comparison_free(plansql_comparison *c);

/* Whether the statement's rows come in an order it states: an ORDER BY
 * at its top level, outside parentheses, strings, quoted names and
 * comments. */
bool eval_sql_orders_rows(const char *sql, size_t len);

#endif
