/* The reader of a relative period, the value of op "in_period":
 * {"period", "unit", "count", "include_current"}. */
#include "plan/plan_read_nodes.h"

#include <string.h>

/* Units a period counts in: the buckets of date_trunc. */
static bool period_unit(enum date_unit unit)
{
	return unit == UNIT_YEAR || unit == UNIT_QUARTER ||
	       unit == UNIT_MONTH || unit == UNIT_WEEK || unit == UNIT_DAY;
}

/* A member set to null is not given (docs/plan-format.md, "Not given"):
 * a strict-mode model writes every member, null where it has no value. */
static bool given(const jvalue *v, const char *key)
{
	const jvalue *member = json_value_get(v, key);
	return member && !json_value_is(member, JV_NULL);
}

/* count and include_current where the period kind has no use for them. */
static bool check_meaningful(jreader *r, const jvalue *v, const char *at,
			     const struct plan_period *p)
{
	bool counts = p->kind == PERIOD_LAST || p->kind == PERIOD_NEXT;
	const char *bad =
	    !counts && given(v, "count") ? "count"
	    : p->kind != PERIOD_LAST && given(v, "include_current")
		? "include_current"
		: NULL;
	if (!bad)
		return true;
	plansql_diagnostic *e =
	    diag_error(r->d, "bad-period", json_read_child(r, at, bad),
		       "%N has no meaning in a period %N", bad,
		       plan_period_names[p->kind]);
	diag_hint(r->d, e,
		  "\"count\" goes with \"last\" and \"next\", "
		  "\"include_current\" with \"last\"");
	return false;
}

bool plan_read_period(jreader *r, const jvalue *v, const char *at,
		      struct plan_period *p)
{
	static const char *const known[] = {"period", "unit", "count",
					    "include_current"};
	memset(p, 0, sizeof *p);
	p->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	int kind = json_read_enum(r, v, at, "period", plan_period_names,
				  COUNT_OF(plan_period_names), true, -1);
	/* UNIT_NONE has no spelling: the names a plan may use follow it */
	int unit = json_read_enum(r, v, at, "unit", plan_unit_names + 1,
				  COUNT_OF(plan_unit_names) - 1, true, -2) +
		   1;
	p->count = json_read_integer(r, v, at, "count", 1, 0);
	p->include_current = json_read_bool(r, v, at, "include_current", false);
	if (kind < 0 || unit <= 0 || p->count < 0 ||
	    (given(v, "count") && p->count == 0))
		return false;
	if (!p->count)
		p->count = 1;
	p->kind = (enum period_kind)kind;
	p->unit = (enum date_unit)unit;
	if (!period_unit(p->unit)) {
		diag_error(r->d, "bad-period", json_read_child(r, at, "unit"),
			   "a period counts in year, quarter, month, week or "
			   "day, not %N",
			   plan_unit_names[p->unit]);
		return false;
	}
	return check_meaningful(r, v, at, p);
}
