/* Checks and canonical forms of typed values: ISO 8601 dates and
 * datetimes, numeric text. */
#ifndef PLANSQL_PLAN_VALUES_H
#define PLANSQL_PLAN_VALUES_H

#include <stdbool.h>
#include <stddef.h>

#define DATETIME_TEXT_MAX 32

/* Whether year, month and day make a real calendar date of years
 * 0001-9999. */
bool plan_valid_date(int year, int month, int day);
/* Exactly "YYYY-MM-DD", a real calendar date of years 0001-9999: its
 * year, month and day. */
bool plan_read_iso_date(const char *s, int *year, int *month, int *day);
/* Parses "YYYY-MM-DD" into out ("YYYY-MM-DD"); false when not a real
 * calendar date of years 0001-9999. */
bool plan_parse_iso_date(const char *s, char out[DATETIME_TEXT_MAX]);
/* Parses "YYYY-MM-DD[T| ]HH:MM[:SS[.f{1,6}]]" or a date alone (midnight)
 * into "YYYY-MM-DD HH:MM:SS[.f]".  Time zones are refused: *has_zone is
 * set so the caller can say why. */
bool plan_parse_iso_datetime(const char *s, char out[DATETIME_TEXT_MAX],
			     bool *has_zone);
/* True when s is a decimal number in JSON syntax (what SQL accepts as a
 * numeric literal in every dialect); *integral says whether it has
 * neither fraction nor exponent. */
bool plan_is_json_number(const char *s, bool *integral);
/* The boolean a word spells, without regard to ASCII case: true, yes, t,
 * y and 1; false, no, f, n and 0. */
bool plan_parse_boolean_word(const char *s, bool *value);

#endif
