/* Numbers and flags kept in text columns (catalog_values.h). */
#include "catalog/catalog_values.h"

#include <string.h>

#include "plan/plan_names.h"
#include "plan/plan_values.h"

/* Longer text is no number a column would hold. */
#define NUMBER_TEXT_MAX 64

static bool is_space(char c)
{
	return c == ' ' || c == '\t';
}

static bool text_is_number(const char *s)
{
	while (is_space(*s))
		s++;
	size_t n = strlen(s);
	while (n && is_space(s[n - 1]))
		n--;
	char copy[NUMBER_TEXT_MAX + 1];
	bool integral;
	if (!n || n > NUMBER_TEXT_MAX)
		return false;
	memcpy(copy, s, n);
	copy[n] = '\0';
	return plan_is_json_number(copy, &integral);
}

bool catalog_is_null_marker(const char *s)
{
	static const char *const markers[] = {"null", "none", "n/a",
					      "na",   "-",    ""};
	for (size_t i = 0; i < sizeof markers / sizeof *markers; i++)
		if (ascii_equal_ci(s, markers[i]))
			return true;
	return false;
}

bool catalog_column_holds_numbers(const struct catalog_column *c)
{
	size_t numbers = 0;
	if (c->type != TYPE_TEXT)
		return false;
	for (size_t i = 0; i < c->sample_count; i++) {
		if (text_is_number(c->samples[i]))
			numbers++;
		else if (!catalog_is_null_marker(c->samples[i]))
			return false;
	}
	return numbers > 0;
}

/* The pairs of words columns hold for true and false, in lower case. */
static const char *const flag_pairs[][2] = {
    {"t", "f"}, {"y", "n"}, {"yes", "no"}, {"true", "false"}, {"1", "0"}};
#define FLAG_PAIRS (sizeof flag_pairs / sizeof *flag_pairs)

enum letter_case { CASE_LOWER, CASE_UPPER, CASE_TITLE, CASE_OTHER };

static enum letter_case case_of(const char *s)
{
	bool upper = true, lower = true, title = s[0] >= 'A' && s[0] <= 'Z';
	for (const char *p = s; *p; p++) {
		bool up = *p >= 'A' && *p <= 'Z', low = *p >= 'a' && *p <= 'z';
		upper &= !low;
		lower &= !up;
		title &= p == s || !up;
	}
	if (lower)
		return CASE_LOWER; /* digits alone too */
	if (upper)
		return CASE_UPPER;
	return title ? CASE_TITLE : CASE_OTHER;
}

/* The pair a word belongs to, ignoring case; FLAG_PAIRS when none. */
static size_t pair_of(const char *s)
{
	for (size_t i = 0; i < FLAG_PAIRS; i++)
		for (int k = 0; k < 2; k++)
			if (ascii_equal_ci(s, flag_pairs[i][k]))
				return i;
	return FLAG_PAIRS;
}

static const char *spelled(size_t pair, bool value, enum letter_case lc)
{
	static const char *const upper[][2] = {{"T", "F"},
					       {"Y", "N"},
					       {"YES", "NO"},
					       {"TRUE", "FALSE"},
					       {"1", "0"}};
	static const char *const title[][2] = {{"T", "F"},
					       {"Y", "N"},
					       {"Yes", "No"},
					       {"True", "False"},
					       {"1", "0"}};
	int k = value ? 0 : 1;
	if (lc == CASE_UPPER)
		return upper[pair][k];
	if (lc == CASE_TITLE)
		return title[pair][k];
	return flag_pairs[pair][k];
}

const char *catalog_column_flag_spelling(const struct catalog_column *c,
					 bool value)
{
	if (c->type != TYPE_TEXT || !c->sample_count)
		return NULL;
	size_t pair = pair_of(c->samples[0]);
	enum letter_case lc = case_of(c->samples[0]);
	for (size_t i = 1; i < c->sample_count; i++)
		if (case_of(c->samples[i]) != lc ||
		    pair_of(c->samples[i]) != pair)
			return NULL;
	if (pair == FLAG_PAIRS || lc == CASE_OTHER)
		return NULL;
	return spelled(pair, value, lc);
}
