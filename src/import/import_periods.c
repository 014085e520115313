/* PostgreSQL's dates counted from the current date, read as the plan's
 * relative periods (filter op in_period, docs/plan-format.md "Dates"):
 * a pair of AND-ed conditions col >= A AND col < B whose bounds are
 * CURRENT_DATE or date_trunc('unit', CURRENT_DATE or now()), each with
 * at most one interval added or taken away, is a period when [A, B) is
 * exactly one: this, last N, next N or to date.  A bound alone, or a
 * pair that is no period, is refused; now() - interval '1 day', a time
 * of day, is never a period. */
#include <stdlib.h>
#include <string.h>

#include "import/import_internal.h"

/* A date counted from the current date D: the first day of D's unit
 * base (UNIT_DAY: D itself), plus offset units of step. */
struct relative_date {
	enum date_unit base, step;
	int64_t offset;
};

static bool is_now(const jvalue *node)
{
	const jvalue *svf = import_node_as(node, "SQLValueFunction");
	const char *op = json_value_string(json_value_get(svf, "op"));
	const jvalue *call = import_node_as(node, "FuncCall");
	const char *name = call ? import_function_name(call) : NULL;
	return (svf && (!strcmp(op, "SVFOP_CURRENT_DATE") ||
			!strcmp(op, "SVFOP_CURRENT_TIMESTAMP") ||
			!strcmp(op, "SVFOP_LOCALTIMESTAMP"))) ||
	       (name && !strcmp(name, "now") && !json_value_get(call, "args"));
}

static bool is_current_date(const jvalue *node)
{
	const jvalue *svf = import_node_as(node, "SQLValueFunction");
	return svf && !strcmp(json_value_string(json_value_get(svf, "op")),
			      "SVFOP_CURRENT_DATE");
}

static const char *string_constant(const jvalue *node)
{
	const jvalue *c = import_node_as(node, "A_Const");
	const jvalue *s = json_value_get(c, "sval");
	return s ? json_value_string(json_value_get(s, "sval")) : NULL;
}

static bool unit_named(const char *name, enum date_unit *unit)
{
	static const struct {
		const char *name;
		enum date_unit unit;
	} units[] = {{"day", UNIT_DAY},		{"days", UNIT_DAY},
		     {"week", UNIT_WEEK},	{"weeks", UNIT_WEEK},
		     {"month", UNIT_MONTH},	{"months", UNIT_MONTH},
		     {"mon", UNIT_MONTH},	{"mons", UNIT_MONTH},
		     {"quarter", UNIT_QUARTER}, {"year", UNIT_YEAR},
		     {"years", UNIT_YEAR}};
	for (size_t i = 0; i < sizeof units / sizeof *units; i++)
		if (!strcmp(name, units[i].name)) {
			*unit = units[i].unit;
			return true;
		}
	return false;
}

/* date_trunc('unit', CURRENT_DATE or now()), or CURRENT_DATE. */
static bool read_base(const jvalue *node, enum date_unit *base)
{
	if (is_current_date(node)) {
		*base = UNIT_DAY;
		return true;
	}
	const jvalue *call = import_node_as(node, "FuncCall");
	const char *name = call ? import_function_name(call) : NULL;
	const jvalue *args = json_value_get(call, "args");
	const char *unit = string_constant(json_value_item(args, 0));
	return name && !strcmp(name, "date_trunc") &&
	       json_value_length(args) == 2 && unit && unit_named(unit, base) &&
	       is_now(json_value_item(args, 1));
}

/* INTERVAL 'n unit' (no other fields), as n steps. */
static bool read_interval(const jvalue *node, struct relative_date *d)
{
	const jvalue *cast = import_node_as(node, "TypeCast");
	const jvalue *names =
	    json_value_get(json_value_get(cast, "typeName"), "names");
	const char *type = import_node_string(
	    json_value_item(names, json_value_length(names) - 1));
	const char *text = string_constant(json_value_get(cast, "arg"));
	if (!type || strcmp(type, "interval") || !text ||
	    json_value_get(json_value_get(cast, "typeName"), "typmods"))
		return false;
	char *end;
	long long n = strtoll(text, &end, 10);
	while (*end == ' ')
		end++;
	char unit[16];
	size_t len = strlen(end);
	if (end == text || n < 0 || n > 10000 || len == 0 ||
	    len >= sizeof unit || strchr(end, ' '))
		return false;
	memcpy(unit, end, len + 1);
	d->offset = n;
	return unit_named(unit, &d->step) && d->step != UNIT_QUARTER;
}

/* A relative date: a base, plus or minus an interval (or, for
 * CURRENT_DATE, a number of days). */
static bool read_relative(struct importer *im, const jvalue *node,
			  struct relative_date *d)
{
	*d = (struct relative_date){.step = UNIT_DAY};
	if (read_base(node, &d->base))
		return true;
	const jvalue *e = import_node_as(node, "A_Expr");
	const jvalue *name = json_value_get(e, "name");
	bool plus = import_node_names_are(name, "+", NULL),
	     minus = import_node_names_are(name, "-", NULL);
	const jvalue *right = json_value_get(e, "rexpr");
	int64_t days;
	if (!(plus || minus) ||
	    !read_base(json_value_get(e, "lexpr"), &d->base))
		return false;
	if (read_interval(right, d)) {
		/* fine */
	} else if (d->base == UNIT_DAY &&
		   is_current_date(json_value_get(e, "lexpr")) &&
		   import_node_as(right, "A_Const") &&
		   import_integer(im, right, &days) && days >= 0 &&
		   days <= 10000) {
		d->offset = days;
	} else {
		return false;
	}
	if (minus)
		d->offset = -d->offset;
	return true;
}

/* The offset of d in units of unit, if d is a first day of unit. */
static bool in_units(const struct relative_date *d, enum date_unit unit,
		     int64_t *n)
{
	static const struct {
		enum date_unit unit, step;
		int per; /* steps per unit */
	} fits[] = {
	    {UNIT_DAY, UNIT_DAY, 1},	   {UNIT_WEEK, UNIT_WEEK, 1},
	    {UNIT_WEEK, UNIT_DAY, 7},	   {UNIT_MONTH, UNIT_MONTH, 1},
	    {UNIT_MONTH, UNIT_YEAR, -12},  {UNIT_QUARTER, UNIT_MONTH, 3},
	    {UNIT_QUARTER, UNIT_YEAR, -4}, {UNIT_YEAR, UNIT_YEAR, 1},
	    {UNIT_YEAR, UNIT_MONTH, 12}};
	if (d->base != unit)
		return false;
	for (size_t i = 0; i < sizeof fits / sizeof *fits; i++) {
		if (fits[i].unit != unit || fits[i].step != d->step)
			continue;
		if (fits[i].per < 0) { /* a step is several units */
			*n = d->offset * -fits[i].per;
			return true;
		}
		if (d->offset % fits[i].per)
			return false;
		*n = d->offset / fits[i].per;
		return true;
	}
	return d->offset == 0 && (*n = 0, true);
}

/* [from, to) as a period, if it is one. */
static bool as_period(const struct relative_date *from,
		      const struct relative_date *to, struct plan_period *p)
{
	enum date_unit unit = from->base;
	int64_t a, b;
	*p = (struct plan_period){.unit = unit, .count = 1};
	bool tomorrow =
	    to->base == UNIT_DAY && to->step == UNIT_DAY && to->offset == 1;
	if (unit != UNIT_DAY && tomorrow && in_units(from, unit, &a) &&
	    a == 0) {
		p->kind = PERIOD_TO_DATE;
		return true;
	}
	if (!in_units(from, unit, &a) || !in_units(to, unit, &b) || b <= a)
		return false;
	if (a == 0 && b == 1)
		p->kind = PERIOD_THIS;
	else if (b == 0)
		p->kind = PERIOD_LAST, p->count = -a;
	else if (b == 1 && a < 0)
		p->kind = PERIOD_LAST, p->count = 1 - a,
		p->include_current = true;
	else if (a == 1)
		p->kind = PERIOD_NEXT, p->count = b - 1;
	else
		return false;
	return true;
}

/* A condition comparing a column with a relative date: its column
 * node, the date, and whether the date is a lower bound (col >= d) or
 * an upper one (col < d); false when the condition is not so. */
static bool bound(struct importer *im, const jvalue *node,
		  const jvalue **column, struct relative_date *d, bool *lower)
{
	const jvalue *e = import_node_as(node, "A_Expr");
	const char *kind = json_value_string(json_value_get(e, "kind"));
	const jvalue *name = json_value_get(e, "name");
	if (!e || strcmp(kind, "AEXPR_OP"))
		return false;
	const jvalue *l = json_value_get(e, "lexpr"),
		     *r = json_value_get(e, "rexpr");
	bool flipped = !import_node_as(l, "ColumnRef");
	*column = flipped ? r : l;
	if (!import_node_as(*column, "ColumnRef") ||
	    !read_relative(im, flipped ? l : r, d))
		return false;
	/* col >= d, d <= col; col < d, d > col */
	if (import_node_names_are(name, flipped ? "<=" : ">=", NULL))
		*lower = true;
	else if (import_node_names_are(name, flipped ? ">" : "<", NULL))
		*lower = false;
	else
		return false;
	return true;
}

/* The first place node reads the current date or time, or NULL. */
static const jvalue *reads_now(const jvalue *node)
{
	const jvalue *found = NULL;
	if (is_now(node))
		return node;
	for (size_t i = 0; !found && json_value_is(node, JV_ARRAY) &&
			   i < json_value_length(node);
	     i++)
		found = reads_now(json_value_item(node, i));
	for (size_t i = 0;
	     !found && json_value_is(node, JV_OBJECT) && i < node->count; i++)
		found = reads_now(&json_value_member_at(node, i)->value);
	return found;
}

bool import_check_now(struct importer *im, const jvalue *condition)
{
	const jvalue *now =
	    im->source == PLANSQL_POSTGRES ? reads_now(condition) : NULL;
	if (!now)
		return true;
	return import_refuse(
	    im, import_node_first_location(now), "import-unsupported",
	    "a date counted from the current date that is no relative "
	    "period: the plan reads col >= start AND col < end, both from "
	    "CURRENT_DATE or date_trunc('unit', CURRENT_DATE), as one "
	    "period (this, last N, next N or to date)");
}

static bool add_period(struct importer *im, struct import_query *iq,
		       const jvalue *column, const struct plan_period *p)
{
	struct import_column c;
	if (!import_column_ref(im, iq, import_node_as(column, "ColumnRef"), &c))
		return false;
	if (c.owner != iq)
		return import_refuse(im, import_node_first_location(column),
				     "import-unsupported",
				     "a period of a column of the enclosing "
				     "query");
	struct plan_filter *f = IMPORT_PUSH(
	    im, iq->q->filters, iq->q->filter_count, iq->filter_cap);
	if (!f)
		return false;
	f->table = c.table;
	f->column = c.column;
	f->op = OP_IN_PERIOD;
	f->period = *p;
	return true;
}

bool import_periods(struct importer *im, struct import_query *iq,
		    const jvalue *args, size_t n, bool *used)
{
	for (size_t i = 0; i < n; i++) {
		const jvalue *ci, *cj;
		struct relative_date di, dj;
		bool lower_i, lower_j;
		if (used[i] ||
		    !bound(im, json_value_item(args, i), &ci, &di, &lower_i) ||
		    !lower_i)
			continue;
		for (size_t j = 0; j < n; j++) {
			struct plan_period p;
			if (j == i || used[j] ||
			    !bound(im, json_value_item(args, j), &cj, &dj,
				   &lower_j) ||
			    lower_j || !import_same_tree(ci, cj) ||
			    !as_period(&di, &dj, &p))
				continue;
			if (!add_period(im, iq, ci, &p))
				return false;
			used[i] = used[j] = true;
			break;
		}
	}
	return true;
}
