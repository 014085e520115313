/* What a column's stored values show about how it keeps them: the
 * catalog's "data" section (docs/types.md).  Numbers written as text,
 * with the words that stand for no value; true and false written as
 * words; dates written as text in a known format; and, for a column of
 * few values, all of them.  The audit and the lowering read a column
 * through it, whatever the clause, so a plan means the same wherever a
 * column appears.  A catalog knows it from its JSON, from the samples
 * of a catalog without the section, or from a database it reads on
 * demand (catalog_source), a column at a time and the same way for
 * every column, so that reading some columns gives what reading all
 * would have given for them. */
#ifndef PLANSQL_CATALOG_DATA_H
#define PLANSQL_CATALOG_DATA_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "plansql.h"

/* catalog.h, which includes this header for its columns' data */
struct catalog_table;
struct catalog_column;

/* The version of the "data" section this version reads and writes. */
#define CATALOG_DATA_VERSION 1
/* Distinct values a column keeps at most (a column with more keeps none),
 * and the bytes of one. */
#define CATALOG_DATA_VALUES_MAX 64
#define CATALOG_DATA_VALUE_BYTES 100

/* Date formats, as strftime patterns (the names the catalog writes). */
enum date_format {
	DATE_ISO,	 /* %Y-%m-%d */
	DATE_ISO_TIME,	 /* %Y-%m-%d %H:%M:%S (seconds and their fraction
			    may be left out) */
	DATE_ISO_T_TIME, /* %Y-%m-%dT%H:%M:%S (the same) */
	DATE_SLASH_YMD,	 /* %Y/%m/%d */
	DATE_SLASH_MDY,	 /* %m/%d/%Y */
	DATE_SLASH_DMY,	 /* %d/%m/%Y */
	DATE_DOT_DMY,	 /* %d.%m.%Y */
	DATE_MON_D_Y,	 /* %b %d, %Y: May 26, 1986 */
	DATE_MONTH_D_Y,	 /* %B %d, %Y: January 26, 1986 */
	DATE_D_MON_Y,	 /* %d %b %Y: 26 May 1986 */
	DATE_D_MONTH_Y,	 /* %d %B %Y: 26 January 1986 */
	DATE_FORMAT_COUNT
};

/* How a column's values are stored. */
enum data_holds {
	DATA_DECLARED, /* as its declared type says (no text departs) */
	DATA_TEXT,     /* text, none of the forms below */
	DATA_NUMBERS,  /* numbers written as text */
	DATA_FLAGS,    /* true and false written as words */
	DATA_DATES,    /* dates written as text */
	DATA_DATETIMES /* dates with times (some may be dates alone) */
};

struct catalog_data {
	bool known; /* the section was given, read, or made from samples */
	/* made from the catalog's samples (a catalog without the
	 * section): not written back */
	bool from_samples;
	enum data_holds holds;
	/* numbers, flags, dates: the stored texts that stand for no value
	 * ("null", "", "N/A"), in byte order */
	const char **missing;
	size_t missing_count;
	/* flags, and numbers that are only 1 and 0: the words for true and
	 * false, as stored; NULL when not flags */
	const char *flag_true, *flag_false;
	/* dates and datetimes: the formats found, each once, in enum
	 * order */
	enum date_format formats[DATE_FORMAT_COUNT];
	size_t format_count;
	/* every distinct value, when the column has few and they may be
	 * kept (has_values); in byte order */
	bool has_values;
	const char **values;
	size_t value_count;
};

/* ---- reading a column's values ---- */

/* What was read of a column: its distinct values that are not NULL. */
struct data_reading {
	const char *const *values;
	const bool *text; /* per value: the engine gave it as text */
	size_t count;
	bool complete; /* every distinct value is among them */
	/* when values are numbers or dates and not complete: distinct
	 * values with no digit, which tell null markers from words */
	const char *const *words;
	size_t word_count;
};

/* Whether the data of column c is worth reading on an engine that keeps
 * values in their declared types (typed) or not (SQLite): only text
 * columns depart from their type on a typed engine. */
bool catalog_data_wanted(const struct catalog_column *c, bool typed);
/* Whether the reading needs the words (see data_reading). */
bool catalog_data_needs_words(const struct data_reading *in);
/* The data of column c from what was read; the values kept when
 * keep_values and few; strings in a.  false when out of memory. */
bool catalog_data_classify(arena *a, const struct catalog_column *c,
			   const struct data_reading *in, bool keep_values,
			   struct catalog_data *out);
/* The data a catalog without the section tells of a column by its
 * samples, as plansql did before the section (a text column whose
 * samples are numbers or markers, or words of one flag pair). */
bool catalog_data_from_samples(arena *a, struct catalog_column *c);

/* ---- what the data says ---- */

/* The data of column c of table t: what the catalog knows, read first
 * from its source when it has one and the column was not read.  Never
 * NULL; unknown data is DATA_DECLARED with nothing known. */
const struct catalog_data *catalog_data_of(const plansql_catalog *catalog,
					   const struct catalog_table *t,
					   const struct catalog_column *c);
/* Words that stand for no value: "null", "none", "n/a", "na", "-" and
 * the empty text, in any case, around spaces too. */
bool catalog_data_is_missing_word(const char *s);
/* s without its surrounding spaces (blanks and line ends), as [*start,
 * *start + *len). */
void catalog_data_trim(const char *s, const char **start, size_t *len);
/* Whether a and b are equal ignoring ASCII case and surrounding spaces:
 * a plan's value and the stored value it means. */
bool catalog_data_alike(const char *a, const char *b);
/* Whether the data keeps value as a stored value. */
bool catalog_data_has_value(const struct catalog_data *data,
			    const char *value);

/* ---- where a catalog reads its data ---- */

/* A database a catalog reads its columns' data from when first needed
 * (api_data.c), and looks values up in. */
struct catalog_source {
	/* makes c->data what the database holds, unless c->data_tried:
	 * called at every use, it serialises the reads of threads that
	 * share the catalog; false when out of memory */
	bool (*read)(void *context, plansql_catalog *catalog,
		     const struct catalog_table *t, struct catalog_column *c);
	/* the audit's lookup of a value the data does not list, as
	 * plansql_options.lookup_value; NULL: none */
	plansql_value_lookup lookup;
	void (*free)(void *context);
	void *context;
};

/* Gives catalog its source (NULL: none), freeing the one it had. */
void catalog_set_source(plansql_catalog *catalog,
			const struct catalog_source *source);

#endif
