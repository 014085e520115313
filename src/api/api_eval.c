/* The public API of execution accuracy (eval_compare.h): row sets,
 * their comparison, and whether a statement orders its rows. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "eval/eval_compare.h"
#include "plansql.h"

plansql_rows *plansql_rows_new(size_t column_count, const char *const *names)
{
	if (!column_count ||
	    column_count > SIZE_MAX / sizeof(struct eval_value))
		return NULL;
	plansql_rows *rows = calloc(1, sizeof *rows);
	if (!rows)
		return NULL;
	arena_init(&rows->strings, 0);
	rows->columns = column_count;
	if (!names)
		return rows;
	rows->names =
	    arena_calloc(&rows->strings, column_count, sizeof *rows->names);
	for (size_t i = 0; rows->names && i < column_count; i++)
		if (!(rows->names[i] = arena_strdup(&rows->strings,
						    names[i] ? names[i] : "")))
			rows->names = NULL;
	if (!rows->names) {
		plansql_rows_free(rows);
		return NULL;
	}
	return rows;
}

/* Room for one more row; false when out of memory. */
static bool room_for_row(plansql_rows *rows)
{
	if (rows->count < rows->cap)
		return true;
	size_t cap = rows->cap ? rows->cap * 2 : 16;
	if (cap > SIZE_MAX / rows->columns / sizeof *rows->values)
		return false;
	struct eval_value *values =
	    realloc(rows->values, cap * rows->columns * sizeof *values);
	if (!values)
		return false;
	rows->values = values;
	rows->cap = cap;
	return true;
}

static bool value_valid(const plansql_value *v, struct eval_value *out)
{
	*out = (struct eval_value){.public = {v->kind, NULL}};
	switch (v->kind) {
	case PLANSQL_VALUE_NULL:
		return true;
	case PLANSQL_VALUE_TEXT:
		return v->text != NULL;
	case PLANSQL_VALUE_NUMBER:
		return v->text && eval_number_read(v->text, out);
	}
	return false;
}

int plansql_rows_add(plansql_rows *rows, const plansql_value *values)
{
	if (!rows || !values)
		return PLANSQL_MISUSE;
	struct eval_value *row = NULL;
	for (size_t i = 0; i < rows->columns; i++) {
		struct eval_value v;
		if (!value_valid(&values[i], &v))
			return PLANSQL_MISUSE;
	}
	if (!room_for_row(rows))
		return PLANSQL_NOMEM;
	row = &rows->values[rows->count * rows->columns];
	for (size_t i = 0; i < rows->columns; i++) {
		value_valid(&values[i], &row[i]);
		if (values[i].kind == PLANSQL_VALUE_NULL)
			continue;
		row[i].public.text =
		    arena_strdup(&rows->strings, values[i].text);
		if (!row[i].public.text)
			return PLANSQL_NOMEM;
	}
	rows->count++;
	return PLANSQL_OK;
}

size_t plansql_rows_count(const plansql_rows *rows)
{
	return rows ? rows->count : 0;
}

size_t plansql_rows_column_count(const plansql_rows *rows)
{
	return rows ? rows->columns : 0;
}

const char *plansql_rows_column_name(const plansql_rows *rows, size_t column)
{
	return rows && rows->names && column < rows->columns
		   ? rows->names[column]
		   : NULL;
}

const plansql_value *plansql_rows_value(const plansql_rows *rows, size_t row,
					size_t column)
{
	if (!rows || row >= rows->count || column >= rows->columns)
		return NULL;
	return &eval_value_at(rows, row, column)->public;
}

void plansql_rows_free(plansql_rows *rows)
{
	if (!rows)
		return;
	free(rows->values);
	arena_free(&rows->strings);
	free(rows);
}

plansql_comparison *plansql_rows_compare(const plansql_rows *expected,
					 const plansql_rows *actual,
					 unsigned flags, double tolerance)
{
	if (!expected || !actual)
		return NULL;
	if (!(tolerance >= 0)) /* negative, or NaN */
		tolerance = PLANSQL_DEFAULT_TOLERANCE;
	return eval_compare(expected, actual, flags & PLANSQL_COMPARE_ORDERED,
			    tolerance);
}

plansql_match plansql_comparison_match(const plansql_comparison *c)
{
	return c ? c->match : PLANSQL_MATCH_DIFFERENT;
}

const char *plansql_comparison_reason(const plansql_comparison *c)
{
	return c ? c->reason : NULL;
}

long plansql_comparison_column(const plansql_comparison *c,
			       size_t expected_column)
{
	if (!c || expected_column >= c->columns ||
	    c->column_map[expected_column] == SIZE_MAX)
		return -1;
	return (long)c->column_map[expected_column];
}

long plansql_comparison_expected_row(const plansql_comparison *c)
{
	return c ? c->expected_row : -1;
}

long plansql_comparison_actual_row(const plansql_comparison *c)
{
	return c ? c->actual_row : -1;
}

void plansql_comparison_free(plansql_comparison *c)
{
	eval_comparison_free(c);
}

const char *plansql_match_name(plansql_match match)
{
	switch (match) {
	case PLANSQL_MATCH_EQUAL:
		return "equal";
	case PLANSQL_MATCH_EXTRA_COLUMNS:
		return "extra-columns";
	case PLANSQL_MATCH_DIFFERENT:
		return "different";
	}
	return NULL;
}

int plansql_sql_orders_rows(const char *sql, size_t len)
{
	return sql && eval_sql_orders_rows(sql, len);
}
