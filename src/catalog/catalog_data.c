/* What a column's stored values show (catalog_data.h): reading them
 * into the data section, and what the section says. */
#include "catalog/catalog_data.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/catalog.h"
#include "catalog/catalog_dates.h"
#include "common/ascii.h"
#include "plan/plan_values.h"

/* Longer text is no number a column would hold. */
#define NUMBER_TEXT_MAX 64

static bool is_space(char c)
{
	return c == ' ' || c == '\t';
}

void catalog_data_trim(const char *s, const char **start, size_t *len)
{
	while (is_space(*s) || *s == '\r' || *s == '\n')
		s++;
	size_t n = strlen(s);
	while (n && (is_space(s[n - 1]) || s[n - 1] == '\r' || s[n - 1] == '\n'))
		n--;
	*start = s;
	*len = n;
}

static bool text_is_number(const char *s)
{
	const char *start;
	size_t n;
	catalog_data_trim(s, &start, &n);
	char copy[NUMBER_TEXT_MAX + 1];
	bool integral;
	if (!n || n > NUMBER_TEXT_MAX)
		return false;
	memcpy(copy, start, n);
	copy[n] = '\0';
	return plan_is_json_number(copy, &integral);
}

bool catalog_data_alike(const char *a, const char *b)
{
	const char *x, *y;
	size_t n, m;
	catalog_data_trim(a, &x, &n);
	catalog_data_trim(b, &y, &m);
	if (n != m)
		return false;
	for (size_t i = 0; i < n; i++)
		if (ascii_lower(x[i]) != ascii_lower(y[i]))
			return false;
	return true;
}

/* The n bytes of a equal lower-case b but for ASCII case. */
static bool same_letters(const char *a, const char *b, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (ascii_lower(a[i]) != b[i])
			return false;
	return true;
}

bool catalog_data_is_missing_word(const char *s)
{
	static const char *const words[] = {"null", "none", "n/a",
					    "na",   "-",    ""};
	const char *start;
	size_t n;
	catalog_data_trim(s, &start, &n);
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (strlen(words[i]) == n && same_letters(start, words[i], n))
			return true;
	return false;
}

bool catalog_data_has_value(const struct catalog_data *data,
			    const char *value)
{
	size_t lo = 0, hi = data->has_values ? data->value_count : 0;
	while (lo < hi) { /* the values are in byte order */
		size_t mid = lo + (hi - lo) / 2;
		int cmp = strcmp(data->values[mid], value);
		if (!cmp)
			return true;
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

bool catalog_data_wanted(const struct catalog_column *c, bool typed)
{
	switch (c->type) {
	case TYPE_TEXT:
		return true;
	case TYPE_UNKNOWN:
	case TYPE_BOOLEAN:
	case TYPE_BIT:
	case TYPE_DATE:
	case TYPE_DATETIME:
		return !typed;
	default:
		return false;
	}
}

/* ---- flags ---- */

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

/* The words of one pair, in one case, that values (count at least 1)
 * all are: true and false spelled as the column spells them. */
static bool flag_words(const char *const *values, size_t count,
		       const char **yes, const char **no)
{
	size_t pair = pair_of(values[0]);
	enum letter_case lc = case_of(values[0]);
	for (size_t i = 1; i < count; i++)
		if (case_of(values[i]) != lc || pair_of(values[i]) != pair)
			return false;
	if (pair == FLAG_PAIRS || lc == CASE_OTHER)
		return false;
	*yes = spelled(pair, true, lc);
	*no = spelled(pair, false, lc);
	return true;
}

/* ---- classifying ---- */

/* The values of a reading split into the words for no value and the
 * rest, each list in the arena. */
struct split {
	const char **missing, **rest;
	size_t missing_count, rest_count;
	bool all_text; /* the engine gave every value as text */
};

static bool split_values(arena *a, const struct data_reading *in,
			 struct split *s)
{
	size_t n = in->count + in->word_count;
	*s = (struct split){.all_text = true};
	s->missing = arena_calloc(a, n + 1, sizeof *s->missing);
	s->rest = arena_calloc(a, n + 1, sizeof *s->rest);
	if (!s->missing || !s->rest)
		return false;
	for (size_t i = 0; i < in->count; i++) {
		const char *v = in->values[i];
		s->all_text &= !in->text || in->text[i];
		if (catalog_data_is_missing_word(v))
			s->missing[s->missing_count++] = v;
		else
			s->rest[s->rest_count++] = v;
	}
	return true;
}

static bool all_numbers(const struct split *s)
{
	for (size_t i = 0; i < s->rest_count; i++)
		if (!text_is_number(s->rest[i]))
			return false;
	return s->rest_count > 0;
}

bool catalog_data_needs_words(const struct data_reading *in)
{
	if (in->complete)
		return false;
	size_t numbers = 0, dates = 0;
	for (size_t i = 0; i < in->count; i++) {
		if (text_is_number(in->values[i]))
			numbers++;
		else if (catalog_dates_is_date(in->values[i]))
			dates++;
		else if (!catalog_data_is_missing_word(in->values[i]))
			return false;
	}
	/* numbers, or dates: a value read past those may be a word */
	return (numbers > 0) != (dates > 0);
}

static int by_bytes(const void *x, const void *y)
{
	return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* Copies count strings into the arena, sorted, repeats dropped. */
static const char **sorted_copy(arena *a, const char *const *items,
				size_t count, size_t *out_count)
{
	const char **copy = arena_calloc(a, count + 1, sizeof *copy);
	if (!copy)
		return NULL;
	for (size_t i = 0; i < count; i++)
		if (!(copy[i] = arena_strdup(a, items[i])))
			return NULL;
	qsort(copy, count, sizeof *copy, by_bytes);
	size_t kept = 0;
	for (size_t i = 0; i < count; i++)
		if (!kept || strcmp(copy[kept - 1], copy[i]))
			copy[kept++] = copy[i];
	*out_count = kept;
	return copy;
}

/* The markers a numbers column's words add: each word must be one. */
static bool words_are_missing(const struct data_reading *in, struct split *s)
{
	for (size_t i = 0; i < in->word_count; i++) {
		if (!catalog_data_is_missing_word(in->words[i]))
			return false;
		s->missing[s->missing_count++] = in->words[i];
	}
	return true;
}

/* Numbers that are only 1 and 0 are flags too, spelt as stored. */
static void binary_words(const struct split *s, bool complete,
			 struct catalog_data *out)
{
	const char *one = NULL, *zero = NULL;
	for (size_t i = 0; i < s->rest_count; i++) {
		const char *start;
		size_t n;
		catalog_data_trim(s->rest[i], &start, &n);
		if (n == 1 && *start == '1')
			one = s->rest[i];
		else if (n == 1 && *start == '0')
			zero = s->rest[i];
		else
			return;
	}
	if (!complete)
		return;
	out->flag_true = one ? one : "1";
	out->flag_false = zero ? zero : "0";
}

static bool is_date_class(enum type_class t)
{
	return t == TYPE_DATE || t == TYPE_DATETIME;
}

static bool is_flag_class(enum type_class t)
{
	return t == TYPE_BOOLEAN || t == TYPE_BIT;
}

/* Whether the engine gave some value as text. */
static bool any_text(const struct data_reading *in)
{
	for (size_t i = 0; i < in->count; i++)
		if (!in->text || in->text[i])
			return true;
	return false;
}

/* What the values other than the words for no value are.  A date or
 * flag column (on SQLite, which keeps any value anywhere) departs from
 * its type only when the engine gives all of them as text. */
static void classify_rest(const struct catalog_column *c,
			  const struct data_reading *in, struct split *s,
			  struct catalog_data *out)
{
	const char *yes, *no;
	bool text_class = !is_date_class(c->type) && !is_flag_class(c->type);
	out->holds = DATA_TEXT;
	if (!text_class && (!s->all_text || !in->count)) {
		if (!any_text(in)) /* else text among the typed values */
			out->holds = DATA_DECLARED;
		return;
	}
	if (!s->rest_count)
		return;
	if (text_class && all_numbers(s) && words_are_missing(in, s)) {
		out->holds = DATA_NUMBERS;
		binary_words(s, in->complete, out);
		return;
	}
	if (!is_date_class(c->type) && in->complete &&
	    flag_words(s->rest, s->rest_count, &yes, &no)) {
		out->holds = DATA_FLAGS;
		out->flag_true = yes;
		out->flag_false = no;
		return;
	}
	/* dates read in part: the words read past them all say no value */
	if (!is_flag_class(c->type) &&
	    (in->complete || words_are_missing(in, s)) &&
	    catalog_dates_formats(s->rest, s->rest_count, out->formats,
				  &out->format_count)) {
		bool timed = false;
		for (size_t i = 0; i < out->format_count; i++)
			timed |= catalog_date_format_has_time(out->formats[i]);
		out->holds = timed ? DATA_DATETIMES : DATA_DATES;
	}
}

/* Whether a column's values are worth keeping: text and flags, which
 * plans match values against; numbers, and dates in a format whose text
 * does not sort as dates, whose order as text and as numbers or dates
 * plansql import compares (import_stored.c). */
static bool values_wanted(const struct catalog_data *data)
{
	enum date_format format;
	return data->holds == DATA_TEXT || data->holds == DATA_FLAGS ||
	       data->holds == DATA_NUMBERS ||
	       catalog_dates_written(data, &format);
}

/* Every value, when there are few, none is long, and they may be kept. */
static bool keep_values(arena *a, const struct data_reading *in,
			struct catalog_data *out)
{
	if (!in->complete || in->count > CATALOG_DATA_VALUES_MAX ||
	    !values_wanted(out))
		return true;
	for (size_t i = 0; i < in->count; i++)
		if (strlen(in->values[i]) > CATALOG_DATA_VALUE_BYTES)
			return true;
	out->values = sorted_copy(a, in->values, in->count, &out->value_count);
	out->has_values = out->values != NULL;
	return out->values != NULL;
}

bool catalog_data_classify(arena *a, const struct catalog_column *c,
			   const struct data_reading *in, bool keep,
			   struct catalog_data *out)
{
	struct split s;
	*out = (struct catalog_data){.known = true};
	if (!split_values(a, in, &s))
		return false;
	classify_rest(c, in, &s, out);
	if (out->holds == DATA_DECLARED)
		return true;
	if (out->holds != DATA_TEXT && s.missing_count &&
	    !(out->missing = sorted_copy(a, s.missing, s.missing_count,
					 &out->missing_count)))
		return false;
	if ((out->flag_true && !(out->flag_true = arena_strdup(a, out->flag_true))) ||
	    (out->flag_false && !(out->flag_false = arena_strdup(a, out->flag_false))))
		return false;
	return !keep || keep_values(a, in, out);
}

bool catalog_data_from_samples(arena *a, struct catalog_column *c)
{
	if (c->type != TYPE_TEXT || !c->sample_count || c->data.known)
		return true;
	/* samples are a few values, not all: flags as before, never a
	 * list of values */
	struct data_reading in = {.values = c->samples,
				  .count = c->sample_count,
				  .complete = true};
	struct catalog_data d;
	if (!catalog_data_classify(a, c, &in, false, &d))
		return false;
	if (d.holds != DATA_NUMBERS && d.holds != DATA_FLAGS)
		return true;
	d.from_samples = true;
	c->data = d;
	return true;
}

/* ---- the catalog's source ---- */

static const struct catalog_data unknown_data;

const struct catalog_data *catalog_data_of(const plansql_catalog *catalog,
					   const struct catalog_table *t,
					   const struct catalog_column *c)
{
	if (!c)
		return &unknown_data;
	/* reading is what the catalog is for here: its columns' data are
	 * filled once, under the source's lock */
	if (catalog && t && catalog->source.read)
		catalog->source.read(catalog->source.context,
				     (plansql_catalog *)catalog, t,
				     (struct catalog_column *)c);
	return &c->data;
}

void catalog_set_source(plansql_catalog *catalog,
			const struct catalog_source *source)
{
	if (catalog->source.free)
		catalog->source.free(catalog->source.context);
	catalog->source = source ? *source : (struct catalog_source){0};
}
