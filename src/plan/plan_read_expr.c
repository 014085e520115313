/* The reader of expressions and computed columns (format 2): a JSON tree
 * whose leaves are column references and typed values and whose inner
 * nodes are functions of a fixed list, or CASE over filter conditions.
 * The JSON depth limit bounds the recursion. */
#include "plan/plan_read_nodes.h"

#include <string.h>

#include "common/plansql_limits.h"

/* The arguments a function takes; SIZE_MAX: any number from min. */
struct arity {
	size_t min, max;
};

#define MANY ((size_t)-1)

static const struct arity arities[PLAN_FUNCTION_COUNT] = {
    [PF_ADD] = {2, MANY},
    [PF_SUBTRACT] = {1, 2},
    [PF_MULTIPLY] = {2, MANY},
    [PF_DIVIDE] = {2, 2},
    [PF_COALESCE] = {2, MANY},
    [PF_NULLIF] = {2, 2},
    [PF_ABS] = {1, 1},
    [PF_ROUND] = {1, 2},
    [PF_LOWER] = {1, 1},
    [PF_UPPER] = {1, 1},
    [PF_LENGTH] = {1, 1},
    [PF_SUBSTR] = {2, 3},
    [PF_CONCAT] = {2, MANY},
    [PF_CAST] = {1, 1},
    [PF_DATE_PART] = {1, 1},
    [PF_DATE_TRUNC] = {1, 1},
    [PF_DATE_DIFF] = {2, 2},
    [PF_COUNT] = {0, 1},
    [PF_COUNT_DISTINCT] = {1, 1},
    [PF_SUM] = {1, 1},
    [PF_AVG] = {1, 1},
    [PF_MIN] = {1, 1},
    [PF_MAX] = {1, 1}};

/* The units each date function takes, as a bit per enum date_unit. */
#define UNIT_BIT(u) (1u << (u))
#define CALENDAR_UNITS                                                         \
	(UNIT_BIT(UNIT_YEAR) | UNIT_BIT(UNIT_QUARTER) | UNIT_BIT(UNIT_MONTH) | \
	 UNIT_BIT(UNIT_WEEK) | UNIT_BIT(UNIT_DAY))
#define PART_UNITS                                                             \
	(UNIT_BIT(UNIT_YEAR) | UNIT_BIT(UNIT_QUARTER) | UNIT_BIT(UNIT_MONTH) | \
	 UNIT_BIT(UNIT_DAY) | UNIT_BIT(UNIT_WEEKDAY) | UNIT_BIT(UNIT_HOUR))

static unsigned units_of(enum plan_function fn)
{
	switch (fn) {
	case PF_DATE_PART:
		return PART_UNITS;
	case PF_DATE_TRUNC:
	case PF_DATE_DIFF:
		return CALENDAR_UNITS;
	default:
		return 0;
	}
}

static bool read_arg(jreader *r, const jvalue *v, const char *at, void *out)
{
	return plan_read_expr(r, v, at, out);
}

static bool check_arity(jreader *r, const char *at, struct plan_expr *e)
{
	struct arity a = arities[e->fn];
	if (e->arg_count >= a.min && e->arg_count <= a.max)
		return true;
	const char *name = plan_function_names[e->fn];
	plansql_diagnostic *d;
	if (a.max == MANY)
		d = diag_error(r->d, "wrong-arguments",
			       json_read_child(r, at, "args"),
			       "%N takes at least %zu arguments, not %zu", name,
			       a.min, e->arg_count);
	else if (a.min == a.max)
		d = diag_error(r->d, "wrong-arguments",
			       json_read_child(r, at, "args"),
			       "%N takes %zu argument%s, not %zu", name, a.min,
			       a.min == 1 ? "" : "s", e->arg_count);
	else
		d = diag_error(r->d, "wrong-arguments",
			       json_read_child(r, at, "args"),
			       "%N takes %zu to %zu arguments, not %zu", name,
			       a.min, a.max, e->arg_count);
	diag_hint(r->d, d,
		  "docs/plan-format.md lists each function's arguments");
	return false;
}

/* "unit" where the function takes one, and only there. */
static bool read_unit(jreader *r, const jvalue *v, const char *at,
		      struct plan_expr *e)
{
	unsigned allowed = units_of(e->fn);
	const jvalue *u = json_read_member(r, v, at, "unit", false);
	if (!allowed) {
		if (u)
			diag_warning(r->d, "ignored-field",
				     json_read_child(r, at, "unit"),
				     "%N takes no unit; it is ignored",
				     plan_function_names[e->fn]);
		return true;
	}
	/* UNIT_NONE has no spelling: the names a plan may use follow it */
	int unit = json_read_enum(r, v, at, "unit", plan_unit_names + 1,
				  PLAN_UNIT_COUNT - 1, true, -2) +
		   1;
	if (unit <= 0)
		return false;
	e->unit = (enum date_unit)unit;
	if (allowed & UNIT_BIT(unit))
		return true;
	plansql_diagnostic *d =
	    diag_error(r->d, "bad-value", json_read_child(r, at, "unit"),
		       "%N does not take the unit %N",
		       plan_function_names[e->fn], plan_unit_names[unit]);
	diag_hint(r->d, d,
		  e->fn == PF_DATE_PART
		      ? "date_part takes year, quarter, month, day, weekday "
			"and hour"
		      : "the units are year, quarter, month, week and day");
	return false;
}

/* cast's "type": a portable type; literals' "type" is read elsewhere. */
static bool read_cast_type(jreader *r, const jvalue *v, const char *at,
			   struct plan_expr *e)
{
	int type = json_read_enum(r, v, at, "type", plan_value_type_names,
				  PLAN_VALUE_TYPE_COUNT, true, -1);
	if (type < 0)
		return false;
	e->type = (enum value_type)type;
	if (type != VALUE_UNKNOWN && type != VALUE_BOOLEAN)
		return true;
	plansql_diagnostic *d =
	    diag_error(r->d, "bad-value", json_read_child(r, at, "type"),
		       "cast takes the types integer, number, string, date "
		       "and datetime");
	diag_hint(r->d, d, "compare with a filter to get a truth value");
	return false;
}

static bool read_function(jreader *r, const jvalue *v, const char *at,
			  struct plan_expr *e)
{
	static const char *const known[] = {"fn", "args", "unit", "type",
					    "comment"};
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	e->kind = PE_FUNCTION;
	int fn = json_read_enum(r, v, at, "fn", plan_function_names,
				PLAN_FUNCTION_COUNT, true, -1);
	bool ok = JR_EACH(r, v, at, "args", read_arg, &e->args, &e->arg_count);
	if (fn < 0 || !ok)
		return false;
	e->fn = (enum plan_function)fn;
	ok = check_arity(r, at, e) && read_unit(r, v, at, e);
	if (e->fn == PF_CAST)
		return ok && read_cast_type(r, v, at, e);
	if (json_read_member(r, v, at, "type", false))
		diag_warning(r->d, "ignored-field",
			     json_read_child(r, at, "type"),
			     "%N takes no type; it is ignored",
			     plan_function_names[e->fn]);
	return ok;
}

/* {"value": scalar, "type": ...}: the type says how the value is read
 * (a date from its ISO text, say); without it the JSON type decides. */
static bool read_literal(jreader *r, const jvalue *v, const char *at,
			 struct plan_expr *e)
{
	static const char *const known[] = {"value", "type"};
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	e->kind = PE_VALUE;
	int type = json_read_enum(r, v, at, "type", plan_value_type_names,
				  PLAN_VALUE_TYPE_COUNT, false, VALUE_UNKNOWN);
	e->type = (enum value_type)(type < 0 ? 0 : type);
	const jvalue *value = json_value_get(v, "value");
	const char *where = json_read_child(r, at, "value");
	if (value && (json_value_is(value, JV_OBJECT) ||
		      json_value_is(value, JV_ARRAY))) {
		plansql_diagnostic *d =
		    diag_error(r->d, "wrong-type", where,
			       "a value is a string, number, boolean or null");
		diag_hint(r->d, d,
			  "a column is {\"table\", \"column\"}, a function "
			  "{\"fn\", \"args\"}");
		return false;
	}
	return plan_read_value(r, value, where, &e->value) && type >= 0;
}

static bool read_column_leaf(jreader *r, const jvalue *v, const char *at,
			     struct plan_expr *e)
{
	static const char *const known[] = {"table", "column"};
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	e->kind = PE_COLUMN;
	e->column.table = json_read_name(r, v, at, "table", false);
	e->column.column = json_read_name(r, v, at, "column", true);
	e->column.at = at;
	return e->column.column != NULL;
}

static bool read_when(jreader *r, const jvalue *v, const char *at, void *out)
{
	static const char *const known[] = {"when", "then"};
	struct plan_case_when *w = out;
	w->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	const jvalue *when = json_read_member(r, v, at, "when", true);
	const jvalue *then = json_read_member(r, v, at, "then", true);
	w->then = json_read_alloc(r, 1, sizeof *w->then);
	bool ok =
	    when &&
	    plan_read_filter(r, when, json_read_child(r, at, "when"), &w->when);
	return ok && then && w->then &&
	       plan_read_expr(r, then, json_read_child(r, at, "then"), w->then);
}

static bool read_case(jreader *r, const jvalue *v, const char *at,
		      struct plan_expr *e)
{
	static const char *const known[] = {"case", "else"};
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	e->kind = PE_CASE;
	bool ok =
	    JR_EACH(r, v, at, "case", read_when, &e->whens, &e->when_count);
	if (ok && e->when_count == 0) {
		diag_error(r->d, "empty-list", json_read_child(r, at, "case"),
			   "case needs at least one {\"when\", \"then\"}");
		return false;
	}
	const jvalue *otherwise = json_read_member(r, v, at, "else", false);
	if (!otherwise)
		return ok;
	e->otherwise = json_read_alloc(r, 1, sizeof *e->otherwise);
	return ok && e->otherwise &&
	       plan_read_expr(r, otherwise, json_read_child(r, at, "else"),
			      e->otherwise);
}

/* Which form an expression object has: the one of its telling members
 * it has; two are an error, as is none. */
static const char *expr_form(jreader *r, const jvalue *v, const char *at)
{
	static const char *const forms[] = {"fn", "case", "value", "column"};
	const char *found = NULL;
	for (size_t i = 0; i < COUNT_OF(forms); i++) {
		if (!json_value_get(v, forms[i]))
			continue;
		if (found) {
			diag_error(r->d, "ambiguous-expression", at,
				   "an expression has both %N and %N", found,
				   forms[i]);
			return NULL;
		}
		found = forms[i];
	}
	if (!found) {
		plansql_diagnostic *d = diag_error(
		    r->d, "missing-field", at,
		    "an expression needs \"fn\", \"case\", \"value\" or "
		    "\"column\"");
		diag_hint(r->d, d,
			  "e.g. {\"fn\": \"*\", \"args\": [{\"table\": "
			  "\"t\", \"column\": \"a\"}, {\"value\": 2}]}");
	}
	return found;
}

bool plan_read_expr(jreader *r, const jvalue *v, const char *at,
		    struct plan_expr *e)
{
	memset(e, 0, sizeof *e);
	e->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	const char *form = expr_form(r, v, at);
	if (!form)
		return false;
	switch (form[0]) {
	case 'f':
		return read_function(r, v, at, e);
	case 'v':
		return read_literal(r, v, at, e);
	case 'c':
		return form[1] == 'a' ? read_case(r, v, at, e)
				      : read_column_leaf(r, v, at, e);
	}
	return false;
}

bool plan_read_computed(jreader *r, const jvalue *v, const char *at, void *out)
{
	static const char *const known[] = {"alias", "expression", "output",
					    "comment"};
	struct plan_computed *c = out;
	memset(c, 0, sizeof *c);
	c->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	c->alias = json_read_name(r, v, at, "alias", true);
	c->hidden = !json_read_bool(r, v, at, "output", true);
	c->comment = json_read_note(r, v, at, "comment");
	const jvalue *e = json_read_member(r, v, at, "expression", true);
	bool ok =
	    e && plan_read_expr(r, e, json_read_child(r, at, "expression"),
				&c->expression);
	return ok && c->alias;
}
