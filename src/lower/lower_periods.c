/* Relative periods (op in_period): resolved against the compile's date
 * "now" to a half-open range of dates, col >= first AND col < end, so
 * the same plan and now give the same SQL on every engine. */
#include "lower/lower_internal.h"

#include "plan/plan_calendar.h"

static enum calendar_unit calendar_unit_of(enum date_unit unit)
{
	switch (unit) {
	case UNIT_YEAR:
		return CALENDAR_YEAR;
	case UNIT_QUARTER:
		return CALENDAR_QUARTER;
	case UNIT_MONTH:
		return CALENDAR_MONTH;
	case UNIT_WEEK:
		return CALENDAR_WEEK;
	default:
		return CALENDAR_DAY;
	}
}

/* [*first, *end) in days for the period, with today's unit starting at S:
 * this [S, S+1), last N [S-N, S) or [S-N+1, S+1) with the current one,
 * next N [S+1, S+N+1), to_date [S, today+1 day). */
static void period_bounds(const struct plan_period *p, int64_t today,
			  int64_t *first, int64_t *end)
{
	enum calendar_unit u = calendar_unit_of(p->unit);
	int64_t s = plan_calendar_unit_start(today, u);
	int64_t shift = p->kind == PERIOD_LAST && p->include_current ? 1 : 0;
	switch (p->kind) {
	case PERIOD_THIS:
		*first = s;
		*end = plan_calendar_add(s, u, 1);
		break;
	case PERIOD_LAST:
		*first = plan_calendar_add(s, u, shift - p->count);
		*end = plan_calendar_add(s, u, shift);
		break;
	case PERIOD_NEXT:
		*first = plan_calendar_add(s, u, 1);
		*end = plan_calendar_add(s, u, p->count + 1);
		break;
	case PERIOD_TO_DATE:
		*first = s;
		*end = today + 1;
		break;
	}
}

static struct expr *bound(lowerer *lw, int64_t days, enum type_class type,
			  const char *at)
{
	char text[CALENDAR_TEXT_SIZE];
	if (!plan_calendar_format(days, text)) {
		diag_error(lw->d, "bad-period", at,
			   "the period reaches outside the years 1 to 9999");
		return NULL;
	}
	struct plan_value v = {.kind = PV_STRING, .text = text, .at = at};
	return lower_value(lw, &v, type);
}

/* A date column, or one the catalog does not type; a text column holds
 * ISO dates, which compare as text in date order, or dates its data says
 * are written in another format, read as dates (lower_in_period). */
static bool holds_dates(lowerer *lw, const struct plan_filter *f,
			enum type_class type)
{
	if (type == TYPE_UNKNOWN || type == TYPE_TEXT || type == TYPE_DATE ||
	    type == TYPE_DATETIME)
		return true;
	plansql_diagnostic *e =
	    diag_error(lw->d, "period-type", f->at,
		       "in_period compares dates, but the column %N does not "
		       "hold dates",
		       f->column);
	diag_hint(lw->d, e, "use in_period on a date or datetime column");
	return false;
}

struct expr *lower_period(lowerer *lw, struct expr *operand,
			  struct expr *operand_again,
			  const struct plan_filter *f, enum type_class type)
{
	if (!operand_again || !holds_dates(lw, f, type))
		return NULL;
	int64_t first = 0, end = 0;
	period_bounds(&f->period, lw->today, &first, &end);
	/* the bounds are midnights, printed as dates: every engine compares
	 * a datetime with a date at its midnight, and SQLite's text orders
	 * '2025-12-01' before '2025-12-01 00:00:00' and the rows of that
	 * day alike, where a datetime bound would drop a date alone (a
	 * text column compares with text) */
	if (type == TYPE_UNKNOWN || type == TYPE_DATETIME)
		type = TYPE_DATE;
	struct expr_list both = {0};
	lower_add_expr(lw, &both,
		       lower_comparison(lw, OP_GE, operand,
					bound(lw, first, type, f->period.at),
					f->at));
	lower_add_expr(lw, &both,
		       lower_comparison(lw, OP_LT, operand_again,
					bound(lw, end, type, f->period.at),
					f->at));
	if (both.count != 2 || !both.items[0] || !both.items[1])
		return NULL;
	return lower_junction(lw, EXPR_AND, &both, f->at);
}
