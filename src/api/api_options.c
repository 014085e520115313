/* The options' initialiser and the dates their "now" takes;
 * compile/compile_result.c reads the options a caller passes. */
#include <stdint.h>
#include <string.h>

#include "plan/plan_calendar.h"
#include "plansql.h"

void plansql_options_init(plansql_options *options, size_t size)
{
	if (!options || size < sizeof options->size)
		return;
	memset(options, 0, size);
	options->size = size;
}

int plansql_date_valid(const char *text)
{
	int64_t days;
	return text && plan_calendar_parse(text, &days);
}

void plansql_today(char out[PLANSQL_DATE_SIZE])
{
	_Static_assert(PLANSQL_DATE_SIZE == CALENDAR_TEXT_SIZE,
		       "a date's size differs from the calendar's");
	if (!plan_calendar_format(plan_calendar_today_utc(), out))
		out[0] = '\0';
}
