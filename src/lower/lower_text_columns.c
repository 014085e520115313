/* Values compared with a text column as the column stores them: numbers
 * against a column of numbers kept as text compare as numbers, a
 * boolean against a column of flags takes the column's spelling, a date
 * against a column of dates written as text ("May 26, 1986") compares
 * with the dates it writes. */
#include "lower/lower_internal.h"

#include <string.h>

#include "catalog/catalog_dates.h"


static bool is_number(const struct plan_value *v)
{
	return v->kind == PV_INT || v->kind == PV_NUMBER;
}

/* The values a filter compares its column with. */
static struct plan_value *compared_values(const struct plan_filter *f,
					  size_t *count)
{
	if (f->op <= OP_LE) {
		*count = 1;
		return (struct plan_value *)&f->value;
	}
	bool listed =
	    f->op == OP_BETWEEN || f->op == OP_IN || f->op == OP_NOT_IN;
	*count = listed ? f->list_count : 0;
	return listed ? f->list : NULL;
}

/* Every value a number (nulls of a list aside), one at least. */
static bool all_numbers(const struct plan_value *v, size_t count)
{
	size_t numbers = 0;
	for (size_t i = 0; i < count; i++) {
		if (v[i].kind == PV_NULL)
			continue;
		if (!is_number(&v[i]))
			return false;
		numbers++;
	}
	return numbers > 0;
}

static bool orders(enum filter_op op)
{
	return op == OP_GT || op == OP_GE || op == OP_LT || op == OP_LE ||
	       op == OP_BETWEEN;
}

static struct expr *text_literal_of(lowerer *lw, const char *text,
				    const char *at)
{
	struct expr *e = lower_literal(lw, LIT_STRING, at);
	if (e)
		e->u.literal.text = text;
	return e;
}

const struct catalog_data *lower_data_of(lowerer *lw,
					 const struct column_info *info)
{
	return catalog_data_of(lw->catalog,
			       info->range ? info->range->catalog : NULL,
			       info->catalog);
}

struct expr *lower_without_missing(lowerer *lw, struct expr *column,
				   const struct catalog_data *data,
				   const char *at)
{
	struct expr *e = column;
	for (size_t i = 0; e && i < data->missing_count; i++)
		e = lower_call_function(
		    lw, FN_NULLIF, at, 2, e,
		    text_literal_of(lw, data->missing[i], at));
	return e;
}

struct expr *lower_text_as_number(lowerer *lw, struct expr *column,
				  const struct catalog_data *data,
				  const char *at)
{
	struct expr *e = lower_without_missing(lw, column, data, at);
	struct expr *cast = e ? lower_new_expr(lw, EXPR_CAST_NUMBER, at) : NULL;
	if (cast)
		cast->u.operand = e;
	return cast;
}

bool lower_holds_numbers(lowerer *lw, const struct column_info *info)
{
	return info->catalog && info->catalog->type == TYPE_TEXT &&
	       lower_data_of(lw, info)->holds == DATA_NUMBERS;
}

/* The function that reads a date written in a column's one format, when
 * its text does not sort as its dates (catalog_dates_written). */
static bool date_reader(const struct catalog_data *data,
			enum sql_function *fn)
{
	static const enum sql_function readers[DATE_FORMAT_COUNT] = {
	    [DATE_SLASH_YMD] = FN_DATE_SLASH_YMD,
	    [DATE_SLASH_MDY] = FN_DATE_SLASH_MDY,
	    [DATE_SLASH_DMY] = FN_DATE_SLASH_DMY,
	    [DATE_DOT_DMY] = FN_DATE_DOT_DMY,
	    [DATE_MON_D_Y] = FN_DATE_MON_D_Y,
	    [DATE_MONTH_D_Y] = FN_DATE_MONTH_D_Y,
	    [DATE_D_MON_Y] = FN_DATE_D_MON_Y,
	    [DATE_D_MONTH_Y] = FN_DATE_D_MONTH_Y};
	enum date_format format;
	if (!catalog_dates_written(data, &format) || !readers[format])
		return false;
	*fn = readers[format];
	return true;
}

bool lower_holds_written_dates(lowerer *lw, const struct column_info *info)
{
	enum sql_function fn;
	return info->catalog && date_reader(lower_data_of(lw, info), &fn);
}

bool lower_reads_apart(lowerer *lw, const struct column_info *info)
{
	return lower_holds_numbers(lw, info) ||
	       lower_holds_written_dates(lw, info);
}

struct expr *lower_column_value(lowerer *lw, struct expr *column,
				const struct column_info *info, const char *at)
{
	if (!column || !info->catalog)
		return column;
	const struct catalog_data *data = lower_data_of(lw, info);
	if (lower_holds_numbers(lw, info))
		return lower_text_as_number(lw, column, data, at);
	struct expr *e = lower_without_missing(lw, column, data, at);
	enum sql_function fn;
	if (e && date_reader(data, &fn))
		return lower_call_function(lw, fn, at, 1, e);
	return e;
}

static struct expr *as_number(lowerer *lw, const struct plan_filter *f,
			      const struct catalog_column *c,
			      const struct catalog_data *data,
			      struct expr *operand)
{
	plansql_diagnostic *w = diag_warning(
	    lw->d, "text-as-number", diag_pointer_key(lw->a, f->at, "column"),
	    "%N is a text column (%N) that holds numbers: compared with "
	    "numbers, its values are cast to numbers",
	    c->name, c->data_type ? c->data_type : "text");
	diag_hint(lw->d, w,
		  "text that is not a number counts as 0 or fails, by engine");
	return lower_text_as_number(lw, operand, data, f->at);
}

/* A number ordered against text the column does not show to be numbers
 * compares as text, where "9" comes after "10". */
static void text_order(lowerer *lw, const struct plan_filter *f,
		       const struct catalog_column *c)
{
	plansql_diagnostic *w = diag_warning(
	    lw->d, "text-order", diag_pointer_key(lw->a, f->at, "column"),
	    "%N is a text column (%N): the number is compared as text, "
	    "where \"9\" comes after \"10\"",
	    c->name, c->data_type ? c->data_type : "text");
	diag_hint(lw->d, w,
		  "if it holds numbers, compare a computed column that casts "
		  "it to a number, or give the catalog the column's samples");
}

/* Values a message lists at most. */
#define KNOWN_SHOWN 5

/* The known values of c, quoted and separated by commas, for a message:
 * those its data keeps, else its samples. */
static const char *known_values(lowerer *lw, const struct catalog_column *c,
				const struct catalog_data *data)
{
	char stack[256];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 4096);
	const char *const *values = data->has_values ? data->values : c->samples;
	size_t count = data->has_values ? data->value_count : c->sample_count;
	for (size_t i = 0; i < count && i < KNOWN_SHOWN; i++) {
		strbuf_puts(&sb, i ? ", " : "");
		diag_quote(&sb, values[i]);
	}
	if (count > KNOWN_SHOWN)
		strbuf_printf(&sb, " and %zu more", count - KNOWN_SHOWN);
	const char *text =
	    sb.error ? "..." : arena_strdup(lw->a, sb.len ? sb.text : "");
	strbuf_release(&sb);
	return text ? text : "";
}

static bool flag_unknown(lowerer *lw, const struct plan_value *v,
			 const struct catalog_column *c,
			 const struct catalog_data *data)
{
	plansql_diagnostic *e =
	    c->sample_count || data->has_values
		? diag_error(lw->d, "flag-spelling", v->at,
			     "a boolean compared with the text column %N, "
			     "whose values (%s) do not say how it spells "
			     "true and false",
			     c->name, known_values(lw, c, data))
		: diag_error(lw->d, "flag-spelling", v->at,
			     "a boolean compared with the text column %N, "
			     "whose values are not known",
			     c->name);
	diag_hint(lw->d, e, "compare with the column's own spelling");
	return false;
}

/* Booleans become the column's spelling, in a copy of the values. */
static bool spell_flags(lowerer *lw, struct plan_filter *copy,
			const struct catalog_column *c,
			const struct catalog_data *data)
{
	size_t count;
	struct plan_value *values = compared_values(copy, &count);
	struct plan_value *spelt =
	    lower_alloc(lw, (count ? count : 1) * sizeof *spelt);
	if (!spelt)
		return false;
	memcpy(spelt, values, count * sizeof *spelt);
	for (size_t i = 0; i < count; i++) {
		if (spelt[i].kind != PV_BOOL)
			continue;
		const char *word =
		    spelt[i].boolean ? data->flag_true : data->flag_false;
		if (!word)
			return flag_unknown(lw, &spelt[i], c, data);
		spelt[i].kind = PV_STRING;
		spelt[i].text = word;
	}
	if (copy->op <= OP_LE)
		copy->value = spelt[0];
	else
		copy->list = spelt;
	return true;
}

/* ---- dates written as text ---- */

/* Every value a date, written as ISO 8601 or in the column's format, one
 * at least: a copy of them as ISO 8601 dates into *out.  false when one
 * is not, or all are null. */
static bool values_as_dates(lowerer *lw, const struct plan_value *values,
			    size_t count, const struct catalog_data *data,
			    struct plan_value **out)
{
	struct plan_value *dates =
	    lower_alloc(lw, (count ? count : 1) * sizeof *dates);
	size_t read = 0;
	if (!dates)
		return false;
	for (size_t i = 0; i < count; i++) {
		char iso[CALENDAR_DATE_BYTES];
		dates[i] = values[i];
		if (values[i].kind == PV_NULL)
			continue;
		read++;
		if (values[i].kind != PV_STRING ||
		    !catalog_dates_value(data, values[i].text, iso))
			return false;
		dates[i].text = arena_strdup(lw->a, iso);
		if (!dates[i].text)
			return false;
	}
	*out = dates;
	return read > 0; /* = null alone is is_null, of the column */
}

/* A comparison of a column of dates written as text with dates (in
 * ISO 8601 or the column's own format) compares dates: the column read
 * as dates, the values as ISO 8601 dates in copy.  Else f as it is. */
static const struct plan_filter *
written_dates(lowerer *lw, const struct plan_filter *f,
	      const struct column_info *info, struct plan_filter *copy,
	      struct expr **operand, enum type_class *type)
{
	size_t count;
	const struct plan_value *values = compared_values(f, &count);
	struct plan_value *dates;
	const struct catalog_data *data = lower_data_of(lw, info);
	if (!values || !values_as_dates(lw, values, count, data, &dates))
		return f;
	*copy = *f;
	if (copy->op <= OP_LE)
		copy->value = dates[0];
	else
		copy->list = dates;
	*operand = lower_column_value(lw, *operand, info, f->at);
	*type = TYPE_DATE;
	return *operand ? copy : NULL;
}

static bool has_boolean(const struct plan_value *v, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (v[i].kind == PV_BOOL)
			return true;
	return false;
}

const struct plan_filter *lower_text_column_filter(
    lowerer *lw, const struct plan_filter *f, const struct column_info *info,
    struct plan_filter *copy, struct expr **operand, enum type_class *type)
{
	size_t count;
	const struct plan_value *values = compared_values(f, &count);
	const struct catalog_column *c = info->catalog;
	if (!c || !values)
		return f;
	if (lower_holds_written_dates(lw, info))
		return written_dates(lw, f, info, copy, operand, type);
	/* a column of flags is text, whatever it was declared */
	const struct catalog_data *data = lower_data_of(lw, info);
	if (data->holds == DATA_FLAGS)
		*type = TYPE_TEXT;
	else if (c->type != TYPE_TEXT)
		return f;
	if (all_numbers(values, count) && data->holds == DATA_NUMBERS) {
		*operand = as_number(lw, f, c, data, *operand);
		*type = TYPE_NUMBER;
		return *operand ? f : NULL;
	}
	if (orders(f->op) && all_numbers(values, count))
		text_order(lw, f, c);
	if (!has_boolean(values, count))
		return f;
	*copy = *f;
	return spell_flags(lw, copy, c, data) ? copy : NULL;
}
