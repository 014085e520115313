/* Execution accuracy: whether a query's rows are the rows expected, as
 * text-to-SQL benchmarks judge it (plansql_rows_compare).  The columns
 * may come in any order: each expected column is given an actual column
 * holding the same values (the same multiset, or the same sequence when
 * order counts), one at a time with backtracking, and the rows over the
 * columns given so far must agree before the next is chosen.  Actual
 * columns that hold the same values are tried once, not once each.
 * Numbers are compared rounded to the digits the tolerance keeps
 * (eval_value_rounded): equality must be an equivalence for rows sorted
 * by their values to line up, which "within a tolerance" is not. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval/eval_compare.h"
#include "plan/plan_names.h"

/* Enough for any honest result; a search past it says it gave up
 * rather than guess. */
#define MAX_TRIES 100000UL

/* The values of a row set as they are compared. */
struct table {
	const plansql_rows *rows;
	struct eval_value *values; /* rows->count * rows->columns, rounded */
};

static const struct eval_value *cell(const struct table *t, size_t row,
				     size_t column)
{
	return &t->values[row * t->rows->columns + column];
}

/* Row numbers of a row set sorted by some of its columns. */
struct sort_key {
	const struct table *table;
	const size_t *columns;
	size_t count;
};

struct matcher {
	const plansql_rows *e, *a;
	struct table et, at;
	bool ordered;
	bool *fits;	 /* [i * a->columns + j]: column i may be column j */
	size_t *same_as; /* an actual column's first identical column */
	size_t *e_cols;	 /* the expected columns compared, in order */
	size_t *a_cols;	 /* the actual column of each */
	size_t depth;	 /* how many are compared */
	bool *used;	 /* actual columns given to an expected one */
	size_t *e_rows, *a_rows, *scratch; /* row numbers */
	unsigned long tries;
	bool gave_up;
};

/* ---- rows in order ---- */

static int key_order(const struct sort_key *k, size_t x, size_t y)
{
	for (size_t c = 0; c < k->count; c++) {
		int o = eval_value_order(cell(k->table, x, k->columns[c]),
					 cell(k->table, y, k->columns[c]));
		if (o)
			return o;
	}
	return 0;
}

/* A stable merge sort: C11's qsort takes no context. */
static void sort_rows(const struct sort_key *k, size_t *rows, size_t *scratch,
		      size_t n)
{
	if (n < 2)
		return;
	size_t half = n / 2, i = 0, j = half, out = 0;
	sort_rows(k, rows, scratch, half);
	sort_rows(k, rows + half, scratch, n - half);
	while (i < half && j < n)
		scratch[out++] =
		    key_order(k, rows[j], rows[i]) < 0 ? rows[j++] : rows[i++];
	while (i < half)
		scratch[out++] = rows[i++];
	while (j < n)
		scratch[out++] = rows[j++];
	memcpy(rows, scratch, n * sizeof *rows);
}

/* The row numbers of both sets, sorted by the compared columns unless
 * order counts. */
static void line_up(struct matcher *m)
{
	for (size_t r = 0; r < m->e->count; r++)
		m->e_rows[r] = r;
	for (size_t r = 0; r < m->a->count; r++)
		m->a_rows[r] = r;
	if (m->ordered)
		return;
	struct sort_key ek = {&m->et, m->e_cols, m->depth};
	struct sort_key ak = {&m->at, m->a_cols, m->depth};
	sort_rows(&ek, m->e_rows, m->scratch, m->e->count);
	sort_rows(&ak, m->a_rows, m->scratch, m->a->count);
}

/* Expected row x against actual row y over the compared columns: 0
 * when equal, else their order. */
static int cross_order(const struct matcher *m, size_t x, size_t y)
{
	for (size_t c = 0; c < m->depth; c++) {
		int o = eval_value_order(cell(&m->et, x, m->e_cols[c]),
					 cell(&m->at, y, m->a_cols[c]));
		if (o)
			return o < 0 ? -1 : 1;
	}
	return 0;
}

/* Same row counts: the rows agree over the compared columns. */
static bool rows_agree(struct matcher *m)
{
	line_up(m);
	for (size_t r = 0; r < m->e->count; r++)
		if (cross_order(m, m->e_rows[r], m->a_rows[r]))
			return false;
	return true;
}

/* ---- which columns may be which ---- */

static bool column_fits(struct matcher *m, size_t i, size_t j)
{
	m->e_cols[0] = i;
	m->a_cols[0] = j;
	m->depth = 1;
	return rows_agree(m);
}

static bool columns_identical(const struct table *t, size_t x, size_t y)
{
	for (size_t r = 0; r < t->rows->count; r++)
		if (eval_value_order(cell(t, r, x), cell(t, r, y)))
			return false;
	return true;
}

/* Which actual columns each expected column may be, and which actual
 * columns are alike (the same value in every row). */
static void find_fits(struct matcher *m)
{
	size_t n = m->a->columns;
	for (size_t i = 0; i < m->e->columns; i++)
		for (size_t j = 0; j < n; j++)
			m->fits[i * n + j] = column_fits(m, i, j);
	for (size_t j = 0; j < n; j++) {
		m->same_as[j] = j;
		for (size_t k = 0; k < j && m->same_as[j] == j; k++)
			if (m->same_as[k] == k &&
			    columns_identical(&m->at, k, j))
				m->same_as[j] = k;
	}
}

/* j is not worth a try: an unused column identical to it comes first. */
static bool tried_alike(const struct matcher *m, size_t j)
{
	for (size_t k = 0; k < j; k++)
		if (!m->used[k] && m->same_as[k] == m->same_as[j])
			return true;
	return false;
}

/* Gives expected columns i.. an actual column each. */
static bool assign(struct matcher *m, size_t i)
{
	size_t n = m->a->columns;
	if (i == m->e->columns)
		return true;
	for (size_t j = 0; j < n && !m->gave_up; j++) {
		if (m->used[j] || !m->fits[i * n + j] || tried_alike(m, j))
			continue;
		if (++m->tries > MAX_TRIES) {
			m->gave_up = true;
			break;
		}
		m->e_cols[i] = i;
		m->a_cols[i] = j;
		m->depth = i + 1;
		m->used[j] = true;
		/* one column in order fits row by row: no check needed */
		if ((m->ordered || i == 0 || rows_agree(m)) && assign(m, i + 1))
			return true;
		m->used[j] = false;
	}
	return false;
}

/* ---- what differs ---- */

static bool name_equal(const plansql_rows *e, size_t i, const plansql_rows *a,
		       size_t j)
{
	return e->names && a->names && ascii_equal_ci(e->names[i], a->names[j]);
}

/* No assignment made the rows equal: each expected column is shown
 * beside a column that fits it, else one of the same name, else the one
 * at its place, else the first left. */
static void assign_for_display(struct matcher *m)
{
	size_t n = m->a->columns, count = m->e->columns;
	memset(m->used, 0, n * sizeof *m->used);
	for (size_t pass = 0; pass < 4; pass++)
		for (size_t i = 0; i < count; i++) {
			if (pass && m->a_cols[i] != SIZE_MAX)
				continue;
			if (!pass)
				m->a_cols[i] = SIZE_MAX;
			for (size_t j = 0; j < n; j++) {
				bool take = pass == 0 ? m->fits[i * n + j]
					    : pass == 1
						? name_equal(m->e, i, m->a, j)
					    : pass == 2 ? j == i
							: true;
				if (!m->used[j] && take) {
					m->a_cols[i] = j;
					m->used[j] = true;
					break;
				}
			}
		}
	for (size_t i = 0; i < count; i++)
		m->e_cols[i] = i;
	m->depth = count;
}

/* The first expected row the actual rows lack and the first actual row
 * not expected (in sorted order unless order counts), -1 for none. */
static void first_difference(struct matcher *m, plansql_comparison *c)
{
	line_up(m);
	size_t p = 0, q = 0, ne = m->e->count, na = m->a->count;
	c->expected_row = c->actual_row = -1;
	while (p < ne && q < na && (c->expected_row < 0 || c->actual_row < 0)) {
		int o = cross_order(m, m->e_rows[p], m->a_rows[q]);
		if (m->ordered && o) {
			c->expected_row = (long)m->e_rows[p];
			c->actual_row = (long)m->a_rows[q];
			return;
		}
		if (o <= 0 && c->expected_row < 0 && o)
			c->expected_row = (long)m->e_rows[p];
		if (o >= 0 && c->actual_row < 0 && o)
			c->actual_row = (long)m->a_rows[q];
		p += o <= 0;
		q += o >= 0;
	}
	if (c->expected_row < 0 && p < ne)
		c->expected_row = (long)m->e_rows[p];
	if (c->actual_row < 0 && q < na)
		c->actual_row = (long)m->a_rows[q];
}

/* ---- the comparison ---- */

/* The values of rows, rounded to digits; false when out of memory. */
static bool table_init(struct table *t, const plansql_rows *rows, int digits)
{
	size_t n = rows->count * rows->columns;
	t->rows = rows;
	t->values = malloc((n ? n : 1) * sizeof *t->values);
	for (size_t i = 0; t->values && i < n; i++)
		t->values[i] = eval_value_rounded(&rows->values[i], digits);
	return t->values != NULL;
}

static bool matcher_init(struct matcher *m, const plansql_rows *e,
			 const plansql_rows *a, double tolerance)
{
	size_t rows = e->count > a->count ? e->count : a->count;
	int digits = eval_digits_kept(tolerance);
	if (!table_init(&m->et, e, digits) || !table_init(&m->at, a, digits))
		return false;
	m->fits = calloc(e->columns * a->columns, sizeof *m->fits);
	m->same_as = calloc(a->columns, sizeof *m->same_as);
	m->e_cols = calloc(e->columns, sizeof *m->e_cols);
	m->a_cols = calloc(e->columns, sizeof *m->a_cols);
	m->used = calloc(a->columns, sizeof *m->used);
	m->e_rows = calloc(rows + 1, sizeof *m->e_rows);
	m->a_rows = calloc(rows + 1, sizeof *m->a_rows);
	m->scratch = calloc(rows + 1, sizeof *m->scratch);
	return m->fits && m->same_as && m->e_cols && m->a_cols && m->used &&
	       m->e_rows && m->a_rows && m->scratch;
}

static void matcher_free(struct matcher *m)
{
	free(m->et.values);
	free(m->at.values);
	free(m->fits);
	free(m->same_as);
	free(m->e_cols);
	free(m->a_cols);
	free(m->used);
	free(m->e_rows);
	free(m->a_rows);
	free(m->scratch);
}

__attribute__((format(printf, 3, 4))) static void
say(plansql_comparison *c, plansql_match match, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	c->match = match;
	vsnprintf(c->reason, sizeof c->reason, fmt, ap);
	va_end(ap);
}

static const char *plural(size_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/* Why rows of the same shape differ, from the first difference. */
static void explain_rows(plansql_comparison *c, bool ordered)
{
	if (ordered && c->expected_row >= 0 && c->actual_row >= 0)
		say(c, PLANSQL_MATCH_DIFFERENT, "row %zu differs",
		    (size_t)c->expected_row + 1);
	else if (c->expected_row >= 0)
		say(c, PLANSQL_MATCH_DIFFERENT,
		    "the expected row %zu is missing",
		    (size_t)c->expected_row + 1);
	else
		say(c, PLANSQL_MATCH_DIFFERENT, "row %zu is not expected",
		    (size_t)c->actual_row + 1);
}

static void judge(struct matcher *m, plansql_comparison *c)
{
	const plansql_rows *e = m->e, *a = m->a;
	bool same_count = e->count == a->count;
	if (same_count) {
		find_fits(m);
		if (assign(m, 0)) {
			if (a->columns == e->columns)
				say(c, PLANSQL_MATCH_EQUAL, "the same rows");
			else
				say(c, PLANSQL_MATCH_EXTRA_COLUMNS,
				    "the expected rows, with %zu %s more",
				    a->columns - e->columns,
				    plural(a->columns - e->columns, "column",
					   "columns"));
			return;
		}
	}
	assign_for_display(m);
	first_difference(m, c);
	if (m->gave_up)
		say(c, PLANSQL_MATCH_DIFFERENT,
		    "no match of the columns found in %lu tries: too many "
		    "hold alike values",
		    MAX_TRIES);
	else if (!same_count)
		say(c, PLANSQL_MATCH_DIFFERENT, "%zu %s where %zu %s expected",
		    a->count, plural(a->count, "row", "rows"), e->count,
		    plural(e->count, "is", "are"));
	else
		explain_rows(c, m->ordered);
}

plansql_comparison *eval_compare(const plansql_rows *expected,
				 const plansql_rows *actual, bool ordered,
				 double tolerance)
{
	plansql_comparison *c = calloc(1, sizeof *c);
	struct matcher m = {.e = expected, .a = actual, .ordered = ordered};
	if (!c || !matcher_init(&m, expected, actual, tolerance)) {
		matcher_free(&m);
		free(c);
		return NULL;
	}
	c->columns = expected->columns;
	c->column_map = m.a_cols;
	c->expected_row = c->actual_row = -1;
	if (!expected->count && !actual->count) {
		/* nothing shown, as expected: columns of nothing are neither
		 * missing nor extra (as the benchmarks judge it) */
		for (size_t i = 0; i < c->columns; i++)
			m.a_cols[i] = i < actual->columns ? i : SIZE_MAX;
		say(c, PLANSQL_MATCH_EQUAL, "no rows, as expected");
	} else if (actual->columns >= expected->columns) {
		judge(&m, c);
	} else { /* no row can be compared */
		for (size_t i = 0; i < c->columns; i++)
			m.a_cols[i] = SIZE_MAX;
		say(c, PLANSQL_MATCH_DIFFERENT, "%zu %s where %zu are expected",
		    actual->columns,
		    plural(actual->columns, "column", "columns"),
		    expected->columns);
	}
	m.a_cols = NULL; /* now the comparison's */
	matcher_free(&m);
	return c;
}

void eval_comparison_free(plansql_comparison *c)
{
	if (!c)
		return;
	free(c->column_map);
	free(c);
}
