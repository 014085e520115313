/* Values against their column's type: numbers written as strings become
 * numbers, booleans take one form, dates must be ISO 8601, a reversed
 * between is put in order, an IN list loses its repeats. */
#include "audit/audit_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_dates.h"
#include "json/json_write.h"
#include "common/plansql_limits.h"
#include "plan/plan_values.h"
#include "plan/plan_write.h"

/* v as compact JSON text, in the arena. */
static const char *value_text(auditor *au, const struct plan_value *v)
{
	char stack[64];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	json_write_init(&w, &sb, false);
	plan_write_value(&w, v);
	return audit_json_done(au, &sb);
}

/* The boolean a value spells, if any. */
static bool as_boolean(const struct plan_value *v, bool *out)
{
	if (v->kind == PV_INT && (v->integer == 0 || v->integer == 1)) {
		*out = v->integer == 1;
		return true;
	}
	return v->kind == PV_STRING && plan_parse_boolean_word(v->text, out);
}

/* A string that is no value of the column's type would be compared as
 * text and match nothing, or fail on the engine: a wrong answer with no
 * error is worse than an error. */
static void unreadable(auditor *au, const struct plan_value *v,
		       const char *column, const char *what)
{
	plansql_diagnostic *e = diag_error(
	    au->d, "value-type", v->at,
	    "%N cannot be read as %s, the type of %N", v->text, what, column);
	diag_hint(au->d, e, "give a value of the column's type");
}

static void changed(auditor *au, const struct plan_value *before,
		    struct plan_value *v, const char *column, const char *why)
{
	audit_fixed(au, "value-type", v->at, value_text(au, before),
		    value_text(au, v), "the value for %N %s", column, why);
}

static void to_number(auditor *au, struct plan_value *v, const char *column)
{
	bool integral;
	if (v->kind != PV_STRING)
		return;
	if (!plan_is_json_number(v->text, &integral)) {
		unreadable(au, v, column, "a number");
		return;
	}
	if (!isfinite(strtod(v->text, NULL)))
		return; /* no double holds it: it stays text */
	struct plan_value before = *v;
	char *end;
	errno = 0;
	long long n = strtoll(v->text, &end, 10);
	if (integral && !*end && errno != ERANGE) {
		v->kind = PV_INT;
		v->integer = n;
	} else if (integral) { /* past 64 bits: a decimal, every digit kept */
		v->kind = PV_NUMBER;
		v->text = audit_concat(au, v->text, ".0");
	} else {
		v->kind = PV_NUMBER;
	}
	changed(au, &before, v, column, "is a number, not text");
}

static void to_boolean(auditor *au, struct plan_value *v, const char *column)
{
	bool b;
	if (v->kind == PV_BOOL)
		return;
	if (!as_boolean(v, &b)) {
		if (v->kind == PV_STRING)
			unreadable(au, v, column, "a boolean");
		return;
	}
	struct plan_value before = *v;
	v->kind = PV_BOOL;
	v->boolean = b;
	changed(au, &before, v, column, "is a boolean");
}

static bool orders(enum filter_op op)
{
	return op != OP_EQ && op != OP_NE && op != OP_IN && op != OP_NOT_IN;
}

/* A number against a text column is text when compared for equality;
 * ordered, or against a column of numbers, it stays a number, which the
 * compiler compares as the column stores it (catalog_data.h). */
static void to_text(auditor *au, struct plan_value *v,
		    const struct catalog_column *c,
		    const struct catalog_data *data, enum filter_op op)
{
	if ((v->kind != PV_INT && v->kind != PV_NUMBER) || orders(op) ||
	    data->holds == DATA_NUMBERS)
		return;
	struct plan_value before = *v;
	v->text = value_text(au, &before);
	v->kind = PV_STRING;
	changed(au, &before, v, c->name, "is text, not a number");
}

/* A string that writes a number, against a column of numbers written
 * as text, is that number, compared as the column's numbers are ("18.0"
 * is the row's "18"; as text "9" would come after "40").  Ordered, a
 * string that is no number (nor a word for no value) is an error, as
 * against a numeric column. */
static void to_stored_number(auditor *au, struct plan_value *v,
			     const struct catalog_column *c, enum filter_op op)
{
	bool integral;
	if (v->kind != PV_STRING)
		return;
	if (plan_is_json_number(v->text, &integral))
		to_number(au, v, c->name);
	else if (orders(op) && !catalog_data_is_missing_word(v->text))
		unreadable(au, v, c->name, "a number");
}

/* A value against a column of flags takes the column's spelling of the
 * boolean it means: true, 1, "yes" are the column's "T".  A value the
 * column writes is left as it is. */
static void to_flag(auditor *au, struct plan_value *v,
		    const struct catalog_column *c,
		    const struct catalog_data *data)
{
	bool b;
	if (!data->flag_true || v->kind == PV_NULL || v->kind == PV_COLUMN)
		return;
	if (v->kind == PV_STRING && (!strcmp(v->text, data->flag_true) ||
				     !strcmp(v->text, data->flag_false)))
		return;
	if (v->kind == PV_BOOL)
		b = v->boolean;
	else if (!as_boolean(v, &b))
		return;
	struct plan_value before = *v;
	v->kind = PV_STRING;
	/* the plan outlives the catalog, whose arena holds the words */
	v->text = audit_strdup(au, b ? data->flag_true : data->flag_false);
	changed(au, &before, v, c->name,
		"is spelt as the column writes booleans");
}

static void bad_date(auditor *au, const struct plan_value *v, bool with_time,
		     bool zone)
{
	plansql_diagnostic *e = diag_error(
	    au->d, "bad-date", v->at, "%N is not an ISO 8601 %s", v->text,
	    with_time ? "datetime (YYYY-MM-DD HH:MM:SS)" : "date (YYYY-MM-DD)");
	if (zone)
		diag_hint(au->d, e,
			  "time zones are not supported: give the "
			  "local time the column stores");
}

/* A date column takes a date; a datetime at midnight is cut to its day. */
static void to_date(auditor *au, struct plan_value *v, const char *column)
{
	char iso[DATETIME_TEXT_MAX];
	bool zone = false;
	if (v->kind != PV_STRING || plan_parse_iso_date(v->text, iso))
		return;
	if (plan_parse_iso_datetime(v->text, iso, &zone) &&
	    !strcmp(iso + 10, " 00:00:00")) {
		struct plan_value before = *v;
		iso[10] = '\0';
		v->text = audit_strdup(au, iso);
		changed(au, &before, v, column,
			"is a date: the time is dropped");
		return;
	}
	bad_date(au, v, false, zone);
}

static void check_datetime(auditor *au, struct plan_value *v)
{
	char iso[DATETIME_TEXT_MAX];
	bool zone = false;
	if (v->kind == PV_STRING &&
	    !plan_parse_iso_datetime(v->text, iso, &zone))
		bad_date(au, v, true, zone);
}

/* The value in the form the column stores: by what its data shows,
 * else by its declared type. */
static void normalise(auditor *au, struct plan_value *v,
		      const struct catalog_column *c,
		      const struct catalog_data *data, enum filter_op op)
{
	if (data->holds == DATA_FLAGS) {
		to_flag(au, v, c, data);
		return;
	}
	switch (c->type) {
	case TYPE_INTEGER:
	case TYPE_NUMBER:
		to_number(au, v, c->name);
		break;
	case TYPE_BOOLEAN:
	case TYPE_BIT:
		to_boolean(au, v, c->name);
		break;
	case TYPE_TEXT:
		if (data->holds == DATA_NUMBERS)
			to_stored_number(au, v, c, op);
		to_text(au, v, c, data, op);
		if (v->kind == PV_BOOL)
			to_flag(au, v, c, data);
		break;
	case TYPE_DATE:
		to_date(au, v, c->name);
		break;
	case TYPE_DATETIME:
		check_datetime(au, v);
		break;
	default:
		break;
	}
}

/* ---- between and IN ---- */

/* A date or datetime value as "YYYY-MM-DD HH:MM:SS[.f]", written in ISO
 * 8601 or in the format of a column of dates written as text. */
static bool moment_of(const struct plan_value *v,
		      const struct catalog_data *data,
		      char out[DATETIME_TEXT_MAX])
{
	bool zone = false;
	char date[CALENDAR_DATE_BYTES];
	if (v->kind != PV_STRING)
		return false;
	if (plan_parse_iso_datetime(v->text, out, &zone))
		return true;
	if (!catalog_dates_value(data, v->text, date))
		return false;
	snprintf(out, DATETIME_TEXT_MAX, "%s 00:00:00", date);
	return true;
}

/* Numbers as numbers, dates as dates; other text is not compared: its
 * order is the engine's collation. */
static int compare(const struct plan_value *a, const struct plan_value *b,
		   const struct catalog_data *data)
{
	bool numbers = (a->kind == PV_INT || a->kind == PV_NUMBER) &&
		       (b->kind == PV_INT || b->kind == PV_NUMBER);
	if (numbers) {
		double x = a->kind == PV_INT ? (double)a->integer
					     : strtod(a->text, NULL);
		double y = b->kind == PV_INT ? (double)b->integer
					     : strtod(b->text, NULL);
		return (x > y) - (x < y);
	}
	char x[DATETIME_TEXT_MAX], y[DATETIME_TEXT_MAX];
	if (moment_of(a, data, x) && moment_of(b, data, y))
		return strcmp(x, y); /* as ISO 8601, dates sort as text */
	return 0;
}

/* The two values of a between as a JSON array, however long they are. */
static const char *pair_text(auditor *au, const struct plan_value *a,
			     const struct plan_value *b)
{
	char stack[128];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	json_write_init(&w, &sb, false);
	json_write_begin_array(&w);
	plan_write_value(&w, a);
	plan_write_value(&w, b);
	json_write_end_array(&w);
	return audit_json_done(au, &sb);
}

static void order_between(auditor *au, struct plan_filter *f,
			  const struct catalog_data *data)
{
	if (compare(&f->list[0], &f->list[1], data) <= 0)
		return;
	const char *before = pair_text(au, &f->list[0], &f->list[1]);
	struct plan_value low = f->list[1];
	f->list[1] = f->list[0];
	f->list[0] = low;
	plansql_diagnostic *w = diag_warning(
	    au->d, "between-reversed", audit_pointer_of(au, f->at, "value"),
	    "the low value of between is above the high value: they are "
	    "swapped");
	diag_change(au->d, w, before, pair_text(au, &f->list[0], &f->list[1]));
}

static bool same_value(const struct plan_value *a, const struct plan_value *b)
{
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case PV_NULL:
		return true;
	case PV_BOOL:
		return a->boolean == b->boolean;
	case PV_INT:
		return a->integer == b->integer;
	case PV_NUMBER:
	case PV_STRING:
		return !strcmp(a->text, b->text);
	case PV_COLUMN:
		break;
	}
	return false;
}

static void drop_repeats(auditor *au, struct plan_filter *f)
{
	for (size_t i = 1; i < f->list_count; i++) {
		size_t k = 0;
		while (k < i && !same_value(&f->list[k], &f->list[i]))
			k++;
		if (k == i)
			continue;
		const struct plan_value *v = &f->list[i];
		/* plan text reaches the message through %N only */
		if (v->kind == PV_STRING)
			audit_fixed(au, "duplicate-value", v->at,
				    value_text(au, v), "null",
				    "%N is in the list twice: the repeat is "
				    "removed",
				    v->text);
		else
			audit_fixed(au, "duplicate-value", v->at,
				    value_text(au, v), "null",
				    "%s is in the list twice: the repeat is "
				    "removed",
				    value_text(au, v));
		memmove(&f->list[i], &f->list[i + 1],
			(f->list_count - i - 1) * sizeof *f->list);
		f->list_count--;
		i--;
	}
}

/* ---- a string that names a column ---- */

static void warn_named_column(auditor *au, struct column_slot *slot)
{
	const struct plan_value *v = &slot->filter->value;
	const char *dot = v->kind == PV_STRING ? strchr(v->text, '.') : NULL;
	if (!dot || (slot->filter->op != OP_EQ && slot->filter->op != OP_NE))
		return;
	char table[1024];
	size_t n = (size_t)(dot - v->text);
	if (n >= sizeof table)
		return;
	memcpy(table, v->text, n);
	table[n] = '\0';
	struct plan_selection *s = audit_find_selection(slot->query, table);
	const struct catalog_table *t =
	    s ? catalog_table_in(au->catalog, s->schema, s->table)
	      : catalog_table(au->catalog, table);
	if (!t || !catalog_column(t, dot + 1))
		return;
	plansql_diagnostic *w = diag_warning(
	    au->d, "value-names-column", v->at,
	    "the value %N is compared as text, though it names a column",
	    v->text);
	diag_hint(au->d, w,
		  "to compare with the column, write {\"table\": %N, "
		  "\"column\": %N}",
		  table, dot + 1);
}

/* A column of a CTE that passes on a column of a table (a selection's
 * column or a group key of the CTE's query) is that column: its values
 * are typed and spelled as the table's are.  t->catalog and t->origin
 * are set to the table and column; false for any other. */
static bool cte_origin(auditor *au, struct target *t, const char *column)
{
	size_t count;
	const char **names = t->cte ? audit_cte_columns(au, t->cte, &count)
				    : NULL;
	for (size_t i = 0; names && i < count; i++) {
		const struct plan_selection *s;
		const char *name;
		if (!names[i] || strcmp(names[i], column) ||
		    !plan_query_output_origin(&t->cte->query, i, &s, &name))
			continue;
		/* a CTE's selection of another CTE is not followed */
		if (!s->schema && audit_visible_cte(au, s->table))
			return false;
		t->catalog = catalog_table_in(au->catalog, s->schema, s->table);
		t->origin = t->catalog ? catalog_column(t->catalog, name) : NULL;
		return t->origin != NULL;
	}
	return false;
}

static void visit_filter(void *context, struct column_slot *slot)
{
	auditor *au = context;
	struct plan_filter *f = slot->filter;
	struct target t;
	if (!f || !audit_slot_target(au, slot, &t) ||
	    (!t.catalog && !cte_origin(au, &t, f->column)))
		return;
	const struct catalog_column *c =
	    t.origin ? t.origin : catalog_column(t.catalog, f->column);
	if (!c)
		return;
	warn_named_column(au, slot);
	bool equality = f->op == OP_EQ || f->op == OP_NE || f->op == OP_IN ||
			f->op == OP_NOT_IN;
	bool spelled = equality && c->type == TYPE_TEXT;
	const struct catalog_data *data =
	    catalog_data_of(au->catalog, t.catalog, c);
	if (f->op == OP_BETWEEN || f->op == OP_IN || f->op == OP_NOT_IN) {
		for (size_t i = 0; i < f->list_count; i++) {
			normalise(au, &f->list[i], c, data, f->op);
			if (spelled)
				audit_spelling(au, &f->list[i], t.catalog, c);
		}
		if (f->op == OP_BETWEEN)
			order_between(au, f, data);
		else
			drop_repeats(au, f);
	} else if (f->op <= OP_LE && f->value.kind != PV_NULL &&
		   f->value.kind != PV_COLUMN) {
		normalise(au, &f->value, c, data, f->op);
		if (spelled)
			audit_spelling(au, &f->value, t.catalog, c);
	}
}

void audit_values(auditor *au, struct plan_query *q)
{
	plan_walk_query_columns_in(q, au->enclosing, visit_filter, au);
}
