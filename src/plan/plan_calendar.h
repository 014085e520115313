/* Calendar arithmetic on proleptic Gregorian dates, for relative periods:
 * the start of a date's day, Monday week, month, quarter or year, and
 * steps of whole units.  Dates are days since 1970-01-01. */
#ifndef PLANSQL_PLAN_CALENDAR_H
#define PLANSQL_PLAN_CALENDAR_H

#include <stdbool.h>
#include <stdint.h>

enum calendar_unit {
	CALENDAR_DAY,
	CALENDAR_WEEK, /* weeks start on Monday */
	CALENDAR_MONTH,
	CALENDAR_QUARTER,
	CALENDAR_YEAR
};

/* "YYYY-MM-DD" as written, years 0001..9999. */
#define CALENDAR_TEXT_SIZE 11

/* Exactly "YYYY-MM-DD", a real date: true and *days set. */
bool plan_calendar_parse(const char *text, int64_t *days);
/* days as "YYYY-MM-DD"; false when outside years 0001..9999. */
bool plan_calendar_format(int64_t days, char out[CALENDAR_TEXT_SIZE]);
/* The first day of the unit that holds days. */
int64_t plan_calendar_unit_start(int64_t days, enum calendar_unit unit);
/* days moved by count whole units; days must start its unit (a month
 * step from the 31st would have no answer). */
int64_t plan_calendar_add(int64_t days, enum calendar_unit unit, int64_t count);
/* Today's date in UTC. */
int64_t plan_calendar_today_utc(void);

#endif
