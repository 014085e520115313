/* SQL reads a column as what it stores; a plan reads a column through
 * its data (docs/types.md): numbers written as text as numbers, dates
 * written as text ("May 26, 1986") as dates, the words for no value
 * ("null") as NULL.  Where the two readings give other rows, import
 * refuses, naming the column and the reading, rather than write a plan
 * that means something else than the SQL.  Where the data keeps every
 * value of the column and both readings give the same rows over them,
 * it warns instead: the rows agree today, the meanings do not. */
#include "import/import_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audit/audit.h"
#include "catalog/catalog.h"
#include "catalog/catalog_dates.h"
#include "common/ascii.h"
#include "sql/sql_dialect.h"

/* What the plan reads of a column that SQL reads as stored. */
enum stored_reading {
	READS_NUMBERS, /* numbers written as text */
	READS_DATES,   /* dates written as text */
	READS_MISSING  /* words for no value */
};

struct stored {
	const struct catalog_table *table;
	const struct catalog_column *column;
	const struct catalog_data *data;
	enum stored_reading reading;
};

/* The column a name of iq (or an enclosing query) reads, with its data;
 * false for one the catalog does not describe. */
static bool stored_of(const struct importer *im, const struct import_query *iq,
		      const char *table, const char *column,
		      struct stored *out)
{
	for (; iq && table && column; iq = iq->outer)
		for (size_t i = 0; i < iq->source_count; i++) {
			const struct import_source *s = &iq->sources[i];
			if (strcmp(s->name, table))
				continue;
			out->table = s->table;
			out->column =
			    s->table ? catalog_column(s->table, column) : NULL;
			out->data = out->column ? catalog_data_of(im->catalog,
								  s->table,
								  out->column)
						: NULL;
			return out->data != NULL;
		}
	return false;
}

/* How the plan reads the column apart from its text when ordered: false
 * when as stored. */
static bool read_apart(struct stored *s)
{
	enum date_format format;
	if (s->column->type == TYPE_TEXT && s->data->holds == DATA_NUMBERS)
		s->reading = READS_NUMBERS;
	else if (catalog_dates_written(s->data, &format))
		s->reading = READS_DATES;
	else if (s->data->missing_count)
		s->reading = READS_MISSING;
	else
		return false;
	return true;
}

/* ---- the two readings of a value ---- */

/* A text as the plan reads it: NULL (a word for no value, or one that
 * reads as nothing), its number, or its date. */
struct reading {
	const char *text;
	bool none;
	double number;
	char date[CALENDAR_DATE_BYTES];
};

static bool is_missing(const struct catalog_data *data, const char *text)
{
	for (size_t i = 0; i < data->missing_count; i++)
		if (!strcmp(data->missing[i], text))
			return true;
	return false;
}

static struct reading plan_reading(const struct stored *s, const char *text)
{
	struct reading r = {.text = text, .none = is_missing(s->data, text)};
	char *end;
	if (r.none)
		return r;
	if (s->reading == READS_NUMBERS) {
		r.number = strtod(text, &end);
		r.none = end == text;
	} else if (s->reading == READS_DATES) {
		r.none = !catalog_dates_value(s->data, text, r.date);
	}
	return r;
}

/* The plan's order of two readings: NULL first, as the plan sorts. */
static int plan_compare(const struct stored *s, const struct reading *a,
			const struct reading *b)
{
	if (a->none || b->none)
		return (int)b->none - (int)a->none;
	if (s->reading == READS_NUMBERS)
		return (a->number > b->number) - (a->number < b->number);
	if (s->reading == READS_DATES)
		return strcmp(a->date, b->date);
	return strcmp(a->text, b->text);
}

static int sign(int c)
{
	return (c > 0) - (c < 0);
}

/* The stored texts: every value the data keeps, and the words for no
 * value; false when the data does not keep every value. */
static bool stored_texts(const struct stored *s, const char *const **values,
			 size_t *count)
{
	*values = s->data->values;
	*count = s->data->has_values ? s->data->value_count : 0;
	return s->data->has_values;
}

/* Whether SQL's text order and the plan's order of the stored texts
 * (the values and the words for no value) are one order. */
static bool same_order(const struct stored *s)
{
	const char *const *values;
	size_t n;
	if (!stored_texts(s, &values, &n))
		return false;
	const struct catalog_data *d = s->data;
	size_t all = n + d->missing_count;
	for (size_t i = 0; i < all; i++)
		for (size_t j = i + 1; j < all; j++) {
			const char *a = i < n ? values[i] : d->missing[i - n];
			const char *b = j < n ? values[j] : d->missing[j - n];
			struct reading x = plan_reading(s, a),
				       y = plan_reading(s, b);
			if (sign(strcmp(a, b)) != sign(plan_compare(s, &x, &y)))
				return false;
		}
	return true;
}

/* ---- refusing, or warning ---- */

static bool report(struct importer *im, long at, const char *what,
		   const char *column, const struct stored *s, bool alike)
{
	/* one literal each: clang takes two adjacent ones in an array for
	 * a missing comma */
	static const char *const plan_reads[] = {
	    [READS_NUMBERS] = "its numbers (\"9\" before \"46\")",
	    [READS_DATES] = "its dates (\"Dec 1, 1986\" after \"May 26, 1986\")",
	    [READS_MISSING] = "its words for no value (\"null\") as NULL"};
	static const char *const instead[] = {
	    [READS_NUMBERS] = "write CAST(x AS REAL) to read the numbers",
	    [READS_DATES] = "a plan says it, SQL compares the text",
	    [READS_MISSING] = "write NULLIF(x, 'null') to read it as NULL"};
	/* CAST('null' AS REAL) is 0 in SQLite: the word first */
	const char *hint = s->reading == READS_NUMBERS && s->data->missing_count
			       ? "write CAST(NULLIF(x, 'null') AS REAL) to read "
				 "the numbers"
			       : instead[s->reading];
	if (alike) {
		import_warn(im, at, "import-stored-text",
			    "%s %N: the SQL reads the text the column stores, "
			    "the plan reads %s (docs/types.md); the values "
			    "the database holds give the same rows either "
			    "way",
			    what, column, plan_reads[s->reading]);
		return true;
	}
	return import_refuse(im, at, "import-stored-text",
			     "%s %N: the SQL reads the text the column "
			     "stores, a plan reads %s (docs/types.md); %s",
			     what, column, plan_reads[s->reading], hint);
}

bool import_stored_order(struct importer *im, const struct import_query *iq,
			 const char *table, const char *column, long at,
			 const char *what)
{
	struct stored s;
	if (!stored_of(im, iq, table, column, &s) || !read_apart(&s))
		return true;
	return report(im, at, what, column, &s, same_order(&s));
}

bool import_stored_listed(struct importer *im, const struct import_query *iq,
			  const char *table, const char *column, bool negated,
			  long at)
{
	struct stored s;
	if (!stored_of(im, iq, table, column, &s) || !read_apart(&s))
		return true;
	/* numbers and dates are matched as such, and a row whose word
	 * for no value not_in keeps in SQL is NULL to the plan */
	if (s.reading == READS_MISSING && !negated)
		return true;
	return report(im, at, negated ? "NOT IN (SELECT ...) of"
				      : "IN (SELECT ...) of",
		      column, &s, false);
}

bool import_stored_expression(struct importer *im,
			      const struct import_query *iq,
			      const char *table, const char *column, long at)
{
	struct stored s;
	if (!stored_of(im, iq, table, column, &s) || !s.data->missing_count)
		return true;
	/* SQLite computes with "null" as 0, the plan with NULL */
	s.reading = READS_MISSING;
	return report(im, at, "an expression of", column, &s, false);
}

/* Whether MIN or MAX picks the same value both ways: the stored
 * extremes by text and by the plan's reading are one value, shown the
 * same (a date is shown as ISO 8601 by the plan: never the same). */
static bool same_pick(const struct stored *s, bool max)
{
	const char *const *values;
	size_t n;
	if (s->reading == READS_DATES || !stored_texts(s, &values, &n))
		return false;
	const char *by_text = NULL, *by_plan = NULL;
	struct reading best = {.none = true};
	for (size_t i = 0; i < n + s->data->missing_count; i++) {
		const char *v = i < n ? values[i] : s->data->missing[i - n];
		struct reading r = plan_reading(s, v);
		if (!by_text || (strcmp(v, by_text) > 0) == max)
			by_text = v;
		if (!r.none && (best.none || (plan_compare(s, &r, &best) > 0) ==
						 max)) {
			best = r;
			by_plan = v;
		}
	}
	return by_text && by_plan && !strcmp(by_text, by_plan);
}

bool import_stored_aggregate(struct importer *im,
			     const struct import_query *iq,
			     const struct plan_aggregate *g, long at)
{
	struct stored s;
	if (!g->column || !stored_of(im, iq, g->table, g->column, &s) ||
	    !read_apart(&s))
		return true;
	switch (g->function) {
	case AGG_MIN:
	case AGG_MAX:
		if (s.reading == READS_MISSING)
			return true;
		return report(im, at,
			      g->function == AGG_MIN ? "MIN of" : "MAX of",
			      g->column, &s,
			      same_pick(&s, g->function == AGG_MAX));
	case AGG_COUNT:
	case AGG_COUNT_DISTINCT:
	case AGG_AVG: /* SQLite's AVG counts the word as 0 */
		if (!s.data->missing_count)
			return true;
		s.reading = READS_MISSING;
		return report(im, at,
			      g->function == AGG_AVG ? "AVG of" : "COUNT of",
			      g->column, &s, false);
	default:
		return true;
	}
}

bool import_stored_window(struct importer *im, const struct import_query *iq,
			  const struct plan_window *w, long at)
{
	static const enum aggregate_function aggregates[] = {
	    [WIN_SUM] = AGG_SUM, [WIN_AVG] = AGG_AVG, [WIN_COUNT] = AGG_COUNT,
	    [WIN_MIN] = AGG_MIN, [WIN_MAX] = AGG_MAX};
	if (w->function < WIN_SUM || !w->column)
		return true;
	struct plan_aggregate g = {.function = aggregates[w->function],
				   .table = w->table,
				   .column = w->column};
	return import_stored_aggregate(im, iq, &g, at);
}

/* ---- filters ---- */

static const struct plan_value *compared(const struct plan_filter *f,
					 size_t *n)
{
	*n = f->op <= OP_LE ? 1 : f->list_count;
	return f->op <= OP_LE ? &f->value : f->list;
}

/* A constant as SQLite's text affinity writes it, and as the plan reads
 * it (the audit makes a string of a number that number). */
static const char *constant_text(const struct plan_value *v, char *buffer,
				 size_t size)
{
	if (v->kind == PV_INT) {
		snprintf(buffer, size, "%lld", (long long)v->integer);
		return buffer;
	}
	return v->kind == PV_NUMBER || v->kind == PV_STRING ? v->text : NULL;
}

/* Whether a comparison holds, from the order of the value against the
 * first (and for between the second) constant. */
static bool holds(enum filter_op op, int first, int second)
{
	switch (op) { /* in and not_in: both_ways reads each item */
	case OP_EQ:
		return first == 0;
	case OP_NE:
		return first != 0;
	case OP_GT:
		return first > 0;
	case OP_GE:
		return first >= 0;
	case OP_LT:
		return first < 0;
	case OP_LE:
		return first <= 0;
	case OP_BETWEEN:
		return first >= 0 && second <= 0;
	default:
		return false;
	}
}

/* Whether text passes the filter as SQL reads it (text against text)
 * and as the plan does; false when a constant is none. */
static bool both_ways(const struct stored *s, const struct plan_filter *f,
		      const char *text, bool *sql, bool *plan)
{
	size_t n;
	const struct plan_value *v = compared(f, &n);
	struct reading value = plan_reading(s, text);
	bool listed = f->op == OP_IN || f->op == OP_NOT_IN;
	*sql = *plan = f->op == OP_NOT_IN;
	int text_order[2] = {0, 0}, plan_order[2] = {0, 0};
	for (size_t i = 0; i < n; i++) {
		char buffer[32];
		const char *constant = constant_text(&v[i], buffer, sizeof buffer);
		if (!constant)
			return false;
		struct reading c = plan_reading(s, constant);
		if (c.none)
			return false;
		int by_text = strcmp(text, constant);
		int by_plan = value.none ? 0 : plan_compare(s, &value, &c);
		if (listed) {
			/* in: any equal; not_in: none equal */
			bool in_text = by_text == 0, in_plan = !value.none &&
							       by_plan == 0;
			*sql = f->op == OP_IN ? *sql || in_text
					      : *sql && !in_text;
			*plan = f->op == OP_IN ? *plan || in_plan
					       : *plan && !in_plan;
		} else if (i < 2) {
			text_order[i] = by_text;
			plan_order[i] = by_plan;
		}
	}
	if (!listed) {
		*sql = holds(f->op, text_order[0], text_order[1]);
		*plan = !value.none &&
			holds(f->op, plan_order[0], plan_order[1]);
	}
	if (value.none && listed)
		*plan = false; /* NULL is in no list, nor out of one */
	return true;
}

/* Whether every stored text passes the filter both ways alike. */
static bool same_rows(const struct stored *s, const struct plan_filter *f)
{
	const char *const *values;
	size_t n;
	if (!stored_texts(s, &values, &n))
		return false;
	for (size_t i = 0; i < n + s->data->missing_count; i++) {
		const char *v = i < n ? values[i] : s->data->missing[i - n];
		bool sql, plan;
		if (!both_ways(s, f, v, &sql, &plan) || sql != plan)
			return false;
	}
	return true;
}

/* Whether the filter's values are dates written otherwise than the
 * column writes them ("1986-05-26" against "May 26, 1986"), which SQL
 * compares as text and the plan as dates. */
static bool dates_respelled(const struct plan_filter *f,
			    const struct catalog_data *data)
{
	enum date_format format;
	int y, m, d;
	char iso[CALENDAR_DATE_BYTES];
	size_t n;
	const struct plan_value *v = compared(f, &n);
	for (size_t i = 0; i < n; i++)
		if (v[i].kind == PV_STRING &&
		    catalog_dates_written(data, &format) &&
		    catalog_dates_value(data, v[i].text, iso) &&
		    !catalog_date_read(v[i].text, format, &y, &m, &d))
			return true;
	return false;
}

/* Whether SQL of the source engine compares a text column with the
 * filter's values as text: with a string on every engine; with a number
 * where the engine does not convert the text (SQLite gives the number
 * the column's affinity; PostgreSQL compares text with no number, and
 * the SQL fails). */
static bool compares_as_text(const struct importer *im,
			     const struct plan_filter *f)
{
	size_t n;
	const struct plan_value *v = compared(f, &n);
	for (size_t i = 0; i < n; i++)
		if (v[i].kind == PV_STRING)
			return true;
	return !(sql_dialect_get(im->source)->caps &
		 DIALECT_TEXT_COMPARES_AS_NUMBER);
}

/* ---- values the audit respells ---- */

/* Whether the source engine's = finds the spelling for text: where it
 * compares by the column's collation (MySQL, SQL Server), one that
 * ignores case finds a spelling that differs only in case; the others
 * compare every byte. */
static bool equal_in_source(const struct importer *im,
			    const struct catalog_column *c, const char *text,
			    const char *spelling)
{
	return (sql_dialect_get(im->source)->caps &
		DIALECT_LIKE_BY_COLLATION) &&
	       !catalog_collation_has_case(c->collation) &&
	       ascii_equal_ci(text, spelling);
}

/* A string compared for equality that the audit of the plan would
 * respell to the column's value (value-spelling): the SQL compares it
 * as written, and finds no row where the plan would. */
static bool values_as_written(struct importer *im, const struct stored *s,
			      const struct plan_filter *f, long at)
{
	size_t n;
	const struct plan_value *v = compared(f, &n);
	for (size_t i = 0; i < n; i++) {
		const char *spelling;
		if (v[i].kind != PV_STRING)
			continue;
		if (!audit_value_respelled(im->catalog, s->table, s->column,
					   v[i].text, im->a, &spelling))
			return import_nomem(im);
		if (spelling && !equal_in_source(im, s->column, v[i].text,
						 spelling))
			return import_refuse(
			    im, at, "import-value-spelling",
			    "no row has %N = %N, so the SQL finds none; a "
			    "plan's audit reads it as %N, the value the "
			    "column holds (ignoring case and spaces)",
			    f->column, v[i].text, spelling);
	}
	return true;
}

/* A column compared with another: where either is read apart from its
 * text, SQL compares the two texts ("9" > "46", "null" = "null") and the
 * plan the numbers or dates. */
static bool columns_compared(struct importer *im,
			     const struct import_query *iq,
			     const struct plan_filter *f, long at)
{
	struct stored s[2];
	bool known[2] = {
	    stored_of(im, iq, f->table, f->column, &s[0]),
	    stored_of(im, iq, f->value.column.table, f->value.column.column,
		      &s[1])};
	for (int i = 0; i < 2; i++)
		if (known[i] && read_apart(&s[i]))
			return report(im, at, "a comparison with a column of",
				      i ? f->value.column.column : f->column,
				      &s[i], false);
	return true;
}

/* An integer in its plain form: "18", not "18.0", "018" or "+18". */
static bool plain_integer(const char *t)
{
	if (*t == '-')
		t++;
	if (!*t || (*t == '0' && t[1]))
		return false;
	return strspn(t, "0123456789") == strlen(t);
}

/* Whether the constants compared with a column of numbers written as
 * text are written as SQL's text of them and the plan's numbers alike:
 * plain integers. */
static bool plain_integers(const struct plan_filter *f)
{
	size_t n;
	const struct plan_value *v = compared(f, &n);
	for (size_t i = 0; i < n; i++)
		if (v[i].kind == PV_NUMBER ||
		    (v[i].kind == PV_STRING && !plain_integer(v[i].text)))
			return false;
	return true;
}

bool import_stored_filter(struct importer *im, const struct import_query *iq,
			  const struct plan_filter *f, long at)
{
	struct stored s;
	if (f->value.kind == PV_COLUMN)
		return columns_compared(im, iq, f, at);
	if (!stored_of(im, iq, f->table, f->column, &s))
		return true;
	bool equality = f->op == OP_EQ || f->op == OP_NE || f->op == OP_IN ||
			f->op == OP_NOT_IN;
	if (equality && s.column->type == TYPE_TEXT &&
	    !values_as_written(im, &s, f, at))
		return false;
	if (!read_apart(&s))
		return true;
	bool ordered = f->op == OP_GT || f->op == OP_GE || f->op == OP_LT ||
		       f->op == OP_LE || f->op == OP_BETWEEN;
	bool excluding = f->op == OP_NE || f->op == OP_NOT_IN;
	/* "null" is no value to the plan: not NULL to IS NULL, and a row
	 * that != and not_in keep */
	if ((f->op == OP_IS_NULL || f->op == OP_IS_NOT_NULL || excluding) &&
	    s.data->missing_count) {
		s.reading = READS_MISSING;
		return report(im, at,
			      excluding ? "an excluding comparison of"
					: "IS NULL of",
			      f->column, &s, false);
	}
	if (s.reading == READS_NUMBERS && (ordered || equality) &&
	    compares_as_text(im, f)) {
		bool alike = s.data->has_values ? same_rows(&s, f)
			     : !ordered && plain_integers(f);
		if (!ordered && alike)
			return true; /* the texts and the numbers agree */
		return report(im, at,
			      ordered ? "an ordered comparison of"
				      : "a comparison of",
			      f->column, &s, alike);
	}
	if (s.reading == READS_DATES && (ordered || equality)) {
		bool alike = s.data->has_values ? same_rows(&s, f)
			     : !ordered && !dates_respelled(f, s.data);
		if (!ordered && alike)
			return true;
		return report(im, at, "a comparison of", f->column, &s,
			      alike);
	}
	return true;
}
