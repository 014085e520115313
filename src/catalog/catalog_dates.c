/* Dates written as text (catalog_dates.h). */
#include "catalog/catalog_dates.h"

#include <stdio.h>
#include <string.h>

#include "common/ascii.h"
#include "plan/plan_values.h"

static const char *const format_names[DATE_FORMAT_COUNT] = {
    [DATE_ISO] = "%Y-%m-%d",	     [DATE_ISO_TIME] = "%Y-%m-%d %H:%M:%S",
    [DATE_ISO_T_TIME] = "%Y-%m-%dT%H:%M:%S", [DATE_SLASH_YMD] = "%Y/%m/%d",
    [DATE_SLASH_MDY] = "%m/%d/%Y",   [DATE_SLASH_DMY] = "%d/%m/%Y",
    [DATE_DOT_DMY] = "%d.%m.%Y",     [DATE_MON_D_Y] = "%b %d, %Y",
    [DATE_MONTH_D_Y] = "%B %d, %Y",  [DATE_D_MON_Y] = "%d %b %Y",
    [DATE_D_MONTH_Y] = "%d %B %Y"};

const char *catalog_date_format_name(enum date_format f)
{
	return (unsigned)f < DATE_FORMAT_COUNT ? format_names[f] : NULL;
}

bool catalog_date_format_from_name(const char *name, enum date_format *out)
{
	for (int f = 0; f < DATE_FORMAT_COUNT; f++)
		if (!strcmp(name, format_names[f])) {
			*out = (enum date_format)f;
			return true;
		}
	return false;
}

bool catalog_date_format_has_time(enum date_format f)
{
	return f == DATE_ISO_TIME || f == DATE_ISO_T_TIME;
}

/* ---- reading one value ---- */

/* A number of min to max digits at *s, moved past. */
static bool number(const char **s, int min, int max, int *value)
{
	int v = 0, n = 0;
	while (n < max && (*s)[n] >= '0' && (*s)[n] <= '9')
		v = v * 10 + ((*s)[n++] - '0');
	if (n < min || ((*s)[n] >= '0' && (*s)[n] <= '9'))
		return false;
	*s += n;
	*value = v;
	return true;
}

static bool literal(const char **s, const char *text)
{
	size_t n = strlen(text);
	if (strncmp(*s, text, n))
		return false;
	*s += n;
	return true;
}

static const char *const months[] = {
    "january", "february", "march",	"april",   "may",      "june",
    "july",    "august",   "september", "october", "november", "december"};

/* A month's name at *s, ASCII case aside: its three first letters
 * (short) or all of them; moved past. */
static bool month_name(const char **s, bool short_name, int *month)
{
	for (int m = 0; m < 12; m++) {
		size_t n = short_name ? 3 : strlen(months[m]);
		size_t i = 0;
		while (i < n && ascii_lower((*s)[i]) == months[m][i])
			i++;
		if (i < n) /* (*s)[n] may be past the end */
			continue;
		char next = (*s)[n];
		bool letter = (next >= 'a' && next <= 'z') ||
			      (next >= 'A' && next <= 'Z');
		if (!letter) {
			*s += n;
			*month = m + 1;
			return true;
		}
	}
	return false;
}

/* A, B and year in the order the format writes them. */
struct parts {
	int y, m, d;
};

static bool numeric(const char *s, char sep, int order, struct parts *p)
{
	int a, b, c;
	bool ok = order == 0
		      ? number(&s, 4, 4, &a) && *s++ == sep &&
			    number(&s, 1, 2, &b) && *s++ == sep &&
			    number(&s, 1, 2, &c)
		      : number(&s, 1, 2, &a) && *s++ == sep &&
			    number(&s, 1, 2, &b) && *s++ == sep &&
			    number(&s, 4, 4, &c);
	if (!ok || *s)
		return false;
	if (order == 0)
		*p = (struct parts){a, b, c};
	else if (order == 1) /* month first */
		*p = (struct parts){c, a, b};
	else
		*p = (struct parts){c, b, a};
	return true;
}

static bool named(const char *s, bool month_first, bool short_name,
		  struct parts *p)
{
	if (month_first)
		return month_name(&s, short_name, &p->m) && literal(&s, " ") &&
		       number(&s, 1, 2, &p->d) && literal(&s, ", ") &&
		       number(&s, 4, 4, &p->y) && !*s;
	return number(&s, 1, 2, &p->d) && literal(&s, " ") &&
	       month_name(&s, short_name, &p->m) && literal(&s, " ") &&
	       number(&s, 4, 4, &p->y) && !*s;
}

static bool iso_timed(const char *s, char separator)
{
	char iso[DATETIME_TEXT_MAX];
	bool zone = false;
	return strlen(s) > 10 && s[10] == separator &&
	       plan_parse_iso_datetime(s, iso, &zone);
}

/* Whether s is a date written in format f, its parts into *p (not for
 * the formats with a time). */
static bool read_parts(const char *s, enum date_format f, struct parts *p)
{
	bool ok;
	switch (f) {
	case DATE_ISO:
		return plan_read_iso_date(s, &p->y, &p->m, &p->d);
	case DATE_ISO_TIME:
		return iso_timed(s, ' ');
	case DATE_ISO_T_TIME:
		return iso_timed(s, 'T');
	case DATE_SLASH_YMD:
		ok = numeric(s, '/', 0, p);
		break;
	case DATE_SLASH_MDY:
		ok = numeric(s, '/', 1, p);
		break;
	case DATE_SLASH_DMY:
		ok = numeric(s, '/', 2, p);
		break;
	case DATE_DOT_DMY:
		ok = numeric(s, '.', 2, p);
		break;
	case DATE_MON_D_Y:
	case DATE_MONTH_D_Y:
		ok = named(s, true, f == DATE_MON_D_Y, p);
		break;
	default:
		ok = named(s, false, f == DATE_D_MON_Y, p);
		break;
	}
	return ok && plan_valid_date(p->y, p->m, p->d);
}

static bool reads(const char *s, enum date_format f)
{
	struct parts p;
	return read_parts(s, f, &p);
}

bool catalog_date_read(const char *s, enum date_format f, int *year,
		       int *month, int *day)
{
	struct parts p;
	if (catalog_date_format_has_time(f) || !read_parts(s, f, &p))
		return false;
	*year = p.y;
	*month = p.m;
	*day = p.d;
	return true;
}

/* ---- a column's values ---- */

#define BIT(f) (1u << (f))
#define ISO_FORMS (BIT(DATE_ISO) | BIT(DATE_ISO_TIME) | BIT(DATE_ISO_T_TIME))

static unsigned formats_of(const char *s)
{
	unsigned mask = 0;
	for (int f = 0; f < DATE_FORMAT_COUNT; f++)
		if (reads(s, (enum date_format)f))
			mask |= BIT(f);
	return mask;
}

bool catalog_dates_is_date(const char *s)
{
	return formats_of(s) != 0;
}

bool catalog_dates_formats(const char *const *values, size_t count,
			   enum date_format formats[DATE_FORMAT_COUNT],
			   size_t *format_count)
{
	unsigned every = ~0u, iso = 0;
	bool all_iso = true;
	for (size_t i = 0; i < count && (every || all_iso); i++) {
		unsigned mask = formats_of(values[i]);
		every &= mask;
		all_iso &= (mask & ISO_FORMS) != 0;
		iso |= mask & ISO_FORMS;
	}
	/* 3/4/2020 is March or April: nothing says which */
	if ((every & BIT(DATE_SLASH_MDY)) && (every & BIT(DATE_SLASH_DMY)))
		every &= ~(BIT(DATE_SLASH_MDY) | BIT(DATE_SLASH_DMY));
	*format_count = 0;
	if (!count || (!every && !all_iso))
		return false;
	unsigned chosen = every;
	if (every) /* the first that reads them all ("May" is both) */
		chosen = every & -every;
	else
		chosen = iso;
	for (int f = 0; f < DATE_FORMAT_COUNT; f++)
		if (chosen & BIT(f))
			formats[(*format_count)++] = (enum date_format)f;
	return true;
}

bool catalog_dates_written(const struct catalog_data *data,
			   enum date_format *format)
{
	if (data->holds != DATA_DATES || data->format_count != 1 ||
	    data->formats[0] == DATE_ISO)
		return false;
	*format = data->formats[0];
	return true;
}

bool catalog_dates_value(const struct catalog_data *data, const char *text,
			 char iso[CALENDAR_DATE_BYTES])
{
	enum date_format format;
	int y, m, d;
	if (plan_read_iso_date(text, &y, &m, &d) ||
	    (catalog_dates_written(data, &format) &&
	     catalog_date_read(text, format, &y, &m, &d))) {
		snprintf(iso, CALENDAR_DATE_BYTES, "%04d-%02d-%02d", y, m, d);
		return true;
	}
	return false;
}
