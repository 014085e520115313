/* Dates written as text: which of the formats of catalog_data.h a
 * column's values are written in. */
#ifndef PLANSQL_CATALOG_DATES_H
#define PLANSQL_CATALOG_DATES_H

#include <stdbool.h>
#include <stddef.h>

#include "catalog/catalog_data.h"

/* The strftime pattern of a format, and back (false: none). */
const char *catalog_date_format_name(enum date_format f);
bool catalog_date_format_from_name(const char *name, enum date_format *out);
/* Whether a format writes a time. */
bool catalog_date_format_has_time(enum date_format f);

/* The date s writes in format f (one without a time): false when s is
 * no date of that format. */
bool catalog_date_read(const char *s, enum date_format f, int *year,
		       int *month, int *day);

/* Whether s is a date in one of the formats, whichever. */
bool catalog_dates_is_date(const char *s);

/* The formats values (count at least 1) are written in, into formats
 * (in enum order, each once): one format that reads every value, or a
 * mix of the ISO 8601 forms of a date and a date with a time.  Day and
 * month in either order (3/4/2020) with nothing to tell which is no
 * format.  false when the values are not all dates of one of these. */
bool catalog_dates_formats(const char *const *values, size_t count,
			   enum date_format formats[DATE_FORMAT_COUNT],
			   size_t *format_count);

/* Whether a column's data holds dates written as text in one format
 * whose text does not sort as its dates (all but ISO 8601's): which,
 * into *format.  The lowering reads such a column as dates wherever it
 * is a value. */
bool catalog_dates_written(const struct catalog_data *data,
			   enum date_format *format);
/* "YYYY-MM-DD" and its NUL. */
#define CALENDAR_DATE_BYTES 11
/* A value compared with such a column that is a date: written as an ISO
 * 8601 date or in the column's format; the date into iso. */
bool catalog_dates_value(const struct catalog_data *data, const char *text,
			 char iso[CALENDAR_DATE_BYTES]);

#endif
