#include "plan/plan_values.h"

#include <stdio.h>
#include <string.h>

static bool digits(const char *s, int n, int *value)
{
	int v = 0;
	for (int i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		v = v * 10 + (s[i] - '0');
	}
	*value = v;
	return true;
}

static int days_in_month(int year, int month)
{
	static const int days[] = {31, 28, 31, 30, 31, 30,
				   31, 31, 30, 31, 30, 31};
	bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
	return month == 2 && leap ? 29 : days[month - 1];
}

bool plan_valid_date(int year, int month, int day)
{
	return year >= 1 && year <= 9999 && month >= 1 && month <= 12 &&
	       day >= 1 && day <= days_in_month(year, month);
}

/* Reads YYYY-MM-DD at the start of s. */
static bool read_date(const char *s, int *y, int *m, int *d)
{
	return digits(s, 4, y) && s[4] == '-' && digits(s + 5, 2, m) &&
	       s[7] == '-' && digits(s + 8, 2, d) && *y >= 1 && *m >= 1 &&
	       *m <= 12 && *d >= 1 && *d <= days_in_month(*y, *m);
}

bool plan_read_iso_date(const char *s, int *year, int *month, int *day)
{
	return strlen(s) == 10 && read_date(s, year, month, day);
}

bool plan_parse_iso_date(const char *s, char out[DATETIME_TEXT_MAX])
{
	int y, m, d;
	if (!plan_read_iso_date(s, &y, &m, &d))
		return false;
	snprintf(out, DATETIME_TEXT_MAX, "%04d-%02d-%02d", y, m, d);
	return true;
}

static bool is_zone(const char *s)
{
	return !strcmp(s, "Z") || !strcmp(s, "z") || *s == '+' || *s == '-';
}

/* Reads HH:MM[:SS[.ffffff]] and nothing after it but a zone. */
static bool read_time(const char *s, int *h, int *mi, int *sec,
		      const char **frac, size_t *frac_len, bool *has_zone)
{
	*sec = 0;
	*frac = NULL;
	*frac_len = 0;
	if (!digits(s, 2, h) || s[2] != ':' || !digits(s + 3, 2, mi) ||
	    *h > 23 || *mi > 59)
		return false;
	s += 5;
	if (*s == ':') {
		if (!digits(s + 1, 2, sec) || *sec > 59)
			return false;
		s += 3;
		if (*s == '.') {
			*frac = ++s;
			while (*s >= '0' && *s <= '9')
				s++;
			*frac_len = (size_t)(s - *frac);
			if (*frac_len == 0 || *frac_len > 6)
				return false;
		}
	}
	if (*s && is_zone(s))
		*has_zone = true;
	return *s == '\0';
}

bool plan_parse_iso_datetime(const char *s, char out[DATETIME_TEXT_MAX],
			     bool *has_zone)
{
	int y, m, d, h = 0, mi = 0, sec = 0;
	const char *frac = NULL;
	size_t frac_len = 0;
	*has_zone = false;
	if (strlen(s) < 10 || !read_date(s, &y, &m, &d))
		return false;
	if (s[10] != '\0') {
		if ((s[10] != 'T' && s[10] != ' ') ||
		    !read_time(s + 11, &h, &mi, &sec, &frac, &frac_len,
			       has_zone))
			return false;
	}
	int n = snprintf(out, DATETIME_TEXT_MAX,
			 "%04d-%02d-%02d %02d:%02d:%02d", y, m, d, h, mi, sec);
	if (frac_len)
		snprintf(out + n, DATETIME_TEXT_MAX - (size_t)n, ".%.*s",
			 (int)frac_len, frac);
	return true;
}

bool plan_is_json_number(const char *s, bool *integral)
{
	const char *p = s;
	*integral = true;
	if (*p == '-')
		p++;
	if (*p == '0')
		p++;
	else if (*p >= '1' && *p <= '9')
		while (*p >= '0' && *p <= '9')
			p++;
	else
		return false;
	if (*p == '.') {
		*integral = false;
		if (!(*++p >= '0' && *p <= '9'))
			return false;
		while (*p >= '0' && *p <= '9')
			p++;
	}
	if (*p == 'e' || *p == 'E') {
		*integral = false;
		p++;
		if (*p == '+' || *p == '-')
			p++;
		if (!(*p >= '0' && *p <= '9'))
			return false;
		while (*p >= '0' && *p <= '9')
			p++;
	}
	return *p == '\0' && p - s <= 64;
}

static bool word_in(const char *s, const char *const *words, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		const char *a = s, *b = words[i];
		while (*a && (*a | 0x20) == *b)
			a++, b++;
		if (!*a && !*b)
			return true;
	}
	return false;
}

bool plan_parse_boolean_word(const char *s, bool *value)
{
	static const char *const yes[] = {"true", "yes", "t", "y", "1"};
	static const char *const no[] = {"false", "no", "f", "n", "0"};
	*value = word_in(s, yes, sizeof yes / sizeof *yes);
	return *value || word_in(s, no, sizeof no / sizeof *no);
}
