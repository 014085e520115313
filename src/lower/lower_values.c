/* Plan values as typed literals. */
#include "lower/lower_internal.h"

#include <string.h>

#include "plan/plan_values.h"
#include "common/strbuf.h"

enum type_class lower_hint_class(enum value_type hint)
{
	switch (hint) {
	case VALUE_STRING:
		return TYPE_TEXT;
	case VALUE_NUMBER:
		return TYPE_NUMBER;
	case VALUE_INTEGER:
		return TYPE_INTEGER;
	case VALUE_BOOLEAN:
		return TYPE_BOOLEAN;
	case VALUE_DATE:
		return TYPE_DATE;
	case VALUE_DATETIME:
		return TYPE_DATETIME;
	default:
		return TYPE_UNKNOWN;
	}
}

struct expr *lower_literal(lowerer *lw, enum literal_kind kind, const char *at)
{
	struct expr *e = lower_new_expr(lw, EXPR_LITERAL, at);
	if (e)
		e->u.literal.kind = kind;
	return e;
}

static struct expr *bool_literal(lowerer *lw, bool value, enum type_class type,
				 const char *at)
{
	bool numeric =
	    type == TYPE_INTEGER || type == TYPE_NUMBER || type == TYPE_BIT;
	struct expr *e = lower_literal(lw, numeric ? LIT_INT : LIT_BOOL, at);
	if (e) {
		e->u.literal.boolean = value;
		e->u.literal.integer = value;
	}
	return e;
}

static struct expr *text_literal(lowerer *lw, enum literal_kind kind,
				 const char *text, const char *at)
{
	struct expr *e = lower_literal(lw, kind, at);
	if (e)
		e->u.literal.text = arena_strdup(lw->a, text);
	if (e && !e->u.literal.text)
		lw->d->out_of_memory = 1;
	return e;
}

static struct expr *date_literal(lowerer *lw, const char *s, bool with_time,
				 const char *at)
{
	char iso[DATETIME_TEXT_MAX];
	bool zone = false;
	bool ok = with_time ? plan_parse_iso_datetime(s, iso, &zone)
			    : plan_parse_iso_date(s, iso);
	if (ok)
		return text_literal(lw, with_time ? LIT_DATETIME : LIT_DATE,
				    iso, at);
	plansql_diagnostic *e = diag_error(
	    lw->d, "bad-date", at, "%N is not an ISO 8601 %s", s,
	    with_time ? "datetime (YYYY-MM-DD HH:MM:SS)" : "date (YYYY-MM-DD)");
	if (zone)
		diag_hint(lw->d, e,
			  "time zones are not supported: give the "
			  "local time the column stores");
	return NULL;
}

/* A string that is no value of the column's type matches nothing, or
 * fails on the engine: an error, never a wrong answer. */
static struct expr *unreadable(lowerer *lw, const char *s, const char *what,
			       const char *at)
{
	plansql_diagnostic *e = diag_error(
	    lw->d, "value-type", at,
	    "%N cannot be read as %s, the type of the column", s, what);
	diag_hint(lw->d, e, "give a value of the column's type");
	return NULL;
}

static struct expr *string_literal(lowerer *lw, const char *s,
				   enum type_class type, const char *at)
{
	bool integral, flag;
	switch (type) {
	case TYPE_DATE:
		return date_literal(lw, s, false, at);
	case TYPE_DATETIME:
		return date_literal(lw, s, true, at);
	case TYPE_INTEGER:
	case TYPE_NUMBER:
		if (plan_is_json_number(s, &integral))
			return text_literal(lw, LIT_NUMBER, s, at);
		return unreadable(lw, s, "a number", at);
	case TYPE_BOOLEAN:
	case TYPE_BIT:
		if (plan_parse_boolean_word(s, &flag))
			return bool_literal(lw, flag, type, at);
		return unreadable(lw, s, "a boolean", at);
	default:
		break;
	}
	return text_literal(lw, LIT_STRING, s, at);
}

/* A plan value as a typed literal: the catalog's column type wins over
 * the plan's value_type hint, which wins over the JSON type. */
struct expr *lower_value(lowerer *lw, const struct plan_value *v,
			 enum type_class type)
{
	char digits[DECIMAL_TEXT_BYTES];
	switch (v->kind) {
	case PV_NULL:
		return lower_literal(lw, LIT_NULL, v->at);
	case PV_BOOL:
		if (type != TYPE_TEXT)
			return bool_literal(lw, v->boolean, type, v->at);
		diag_warning(lw->d, "value-type", v->at,
			     "a boolean compared with a text column is "
			     "compared as the text %N",
			     v->boolean ? "true" : "false");
		return text_literal(lw, LIT_STRING,
				    v->boolean ? "true" : "false", v->at);
	case PV_INT:
		if (type == TYPE_TEXT) {
			strbuf_decimal_text(digits, v->integer);
			return text_literal(lw, LIT_STRING, digits, v->at);
		} else {
			struct expr *e = lower_literal(lw, LIT_INT, v->at);
			if (e)
				e->u.literal.integer = v->integer;
			return e;
		}
	case PV_NUMBER:
		return text_literal(lw,
				    type == TYPE_TEXT ? LIT_STRING : LIT_NUMBER,
				    v->text, v->at);
	case PV_STRING:
		return string_literal(lw, v->text, type, v->at);
	case PV_COLUMN:
		break;
	}
	return NULL;
}

struct expr *lower_int_literal(lowerer *lw, int64_t v, const char *at)
{
	struct expr *e = lower_literal(lw, LIT_INT, at);
	if (e)
		e->u.literal.integer = v;
	return e;
}
