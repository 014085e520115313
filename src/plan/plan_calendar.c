/* Calendar arithmetic: the days <-> civil date conversions of Howard
 * Hinnant's "chrono-compatible low-level date algorithms", exact for
 * every proleptic Gregorian date. */
#include "plan/plan_calendar.h"

#include <time.h>

#include "plan/plan_values.h"

struct civil {
	int64_t year;
	int month, day; /* 1-based */
};

static int64_t floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

static int64_t days_from_civil(struct civil c)
{
	int64_t y = c.year - (c.month <= 2);
	int64_t era = floor_div(y, 400);
	int64_t yoe = y - era * 400;
	int64_t mp = (c.month + 9) % 12; /* March is 0 */
	int64_t doy = (153 * mp + 2) / 5 + c.day - 1;
	int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

static struct civil civil_from_days(int64_t days)
{
	int64_t z = days + 719468;
	int64_t era = floor_div(z, 146097);
	int64_t doe = z - era * 146097;
	int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int64_t mp = (5 * doy + 2) / 153;
	struct civil c;
	c.day = (int)(doy - (153 * mp + 2) / 5 + 1);
	c.month = (int)(mp < 10 ? mp + 3 : mp - 9);
	c.year = yoe + era * 400 + (c.month <= 2);
	return c;
}

bool plan_calendar_parse(const char *text, int64_t *days)
{
	int year, month, day;
	if (!text || !plan_read_iso_date(text, &year, &month, &day))
		return false;
	*days = days_from_civil((struct civil){year, month, day});
	return true;
}

bool plan_calendar_format(int64_t days, char out[CALENDAR_TEXT_SIZE])
{
	struct civil c = civil_from_days(days);
	if (c.year < 1 || c.year > 9999)
		return false;
	int v[] = {(int)c.year, c.month, c.day};
	int width[] = {4, 2, 2};
	char *p = out;
	for (int i = 0; i < 3; i++) {
		if (i)
			*p++ = '-';
		for (int k = width[i] - 1, n = v[i]; k >= 0; k--, n /= 10)
			p[k] = (char)('0' + n % 10);
		p += width[i];
	}
	*p = '\0';
	return true;
}

int64_t plan_calendar_unit_start(int64_t days, enum calendar_unit unit)
{
	struct civil c = civil_from_days(days);
	switch (unit) {
	case CALENDAR_DAY:
		return days;
	case CALENDAR_WEEK:
		/* 1970-01-01 was a Thursday: 3 days after a Monday */
		return days - (days + 3 - floor_div(days + 3, 7) * 7);
	case CALENDAR_MONTH:
		c.day = 1;
		break;
	case CALENDAR_QUARTER:
		c.day = 1;
		c.month = (c.month - 1) / 3 * 3 + 1;
		break;
	case CALENDAR_YEAR:
		c.day = 1;
		c.month = 1;
		break;
	}
	return days_from_civil(c);
}

int64_t plan_calendar_add(int64_t days, enum calendar_unit unit, int64_t count)
{
	static const int months[] = {
	    [CALENDAR_MONTH] = 1, [CALENDAR_QUARTER] = 3, [CALENDAR_YEAR] = 12};
	if (unit == CALENDAR_DAY)
		return days + count;
	if (unit == CALENDAR_WEEK)
		return days + 7 * count;
	struct civil c = civil_from_days(days);
	int64_t index = c.year * 12 + (c.month - 1) + count * months[unit];
	c.year = floor_div(index, 12);
	c.month = (int)(index - c.year * 12) + 1;
	return days_from_civil(c);
}

int64_t plan_calendar_today_utc(void)
{
	return floor_div((int64_t)time(NULL), 86400);
}
