/* What each engine's users write for a plan function, besides the form
 * plansql prints for that engine (import_functions.c reads those): the
 * engine's shorter names (IFNULL, ISNULL, YEAR(d)), PostgreSQL's own
 * date_trunc and EXTRACT without the casts plansql adds, T-SQL's
 * DATEPART and DATETRUNC with their unit abbreviations, and SQLite's
 * strftime and MySQL's DATE_FORMAT of one date part where they are
 * compared with its digits.  Each means the
 * plan function exactly; a form whose meaning depends on the server's
 * settings (DATEPART(weekday), which follows DATEFIRST) is left out, so
 * it is refused. */
#include <string.h>

#include "import/import_internal.h"

#define FROM(engine) (1u << (engine))
#define SQLITE	     FROM(PLANSQL_SQLITE)
#define POSTGRES     FROM(PLANSQL_POSTGRES)
#define MYSQL	     FROM(PLANSQL_MYSQL)
#define TSQL	     FROM(PLANSQL_TSQL)

static const struct spelling {
	unsigned engines;
	const char *form;
	enum plan_function fn;
	enum date_unit unit;
} spellings[] = {
    {SQLITE | MYSQL, "IFNULL($1, $2)", PF_COALESCE, UNIT_NONE},
    {TSQL, "ISNULL($1, $2)", PF_COALESCE, UNIT_NONE},
    /* PostgreSQL: a timestamp at midnight, the plan's date */
    {POSTGRES, "date_trunc('year', $1)", PF_DATE_TRUNC, UNIT_YEAR},
    {POSTGRES, "date_trunc('quarter', $1)", PF_DATE_TRUNC, UNIT_QUARTER},
    {POSTGRES, "date_trunc('month', $1)", PF_DATE_TRUNC, UNIT_MONTH},
    {POSTGRES, "date_trunc('week', $1)", PF_DATE_TRUNC, UNIT_WEEK},
    {POSTGRES, "date_trunc('day', $1)", PF_DATE_TRUNC, UNIT_DAY},
    {POSTGRES, "EXTRACT(YEAR FROM $1)", PF_DATE_PART, UNIT_YEAR},
    {POSTGRES, "EXTRACT(QUARTER FROM $1)", PF_DATE_PART, UNIT_QUARTER},
    {POSTGRES, "EXTRACT(MONTH FROM $1)", PF_DATE_PART, UNIT_MONTH},
    {POSTGRES, "EXTRACT(DAY FROM $1)", PF_DATE_PART, UNIT_DAY},
    {POSTGRES, "EXTRACT(ISODOW FROM $1)", PF_DATE_PART, UNIT_WEEKDAY},
    {POSTGRES, "EXTRACT(HOUR FROM $1)", PF_DATE_PART, UNIT_HOUR},
    {POSTGRES, "date_part('year', $1)", PF_DATE_PART, UNIT_YEAR},
    {POSTGRES, "date_part('quarter', $1)", PF_DATE_PART, UNIT_QUARTER},
    {POSTGRES, "date_part('month', $1)", PF_DATE_PART, UNIT_MONTH},
    {POSTGRES, "date_part('day', $1)", PF_DATE_PART, UNIT_DAY},
    {POSTGRES, "date_part('isodow', $1)", PF_DATE_PART, UNIT_WEEKDAY},
    {POSTGRES, "date_part('hour', $1)", PF_DATE_PART, UNIT_HOUR},
    /* MySQL and T-SQL */
    {MYSQL | TSQL, "YEAR($1)", PF_DATE_PART, UNIT_YEAR},
    {MYSQL | TSQL, "MONTH($1)", PF_DATE_PART, UNIT_MONTH},
    {MYSQL | TSQL, "DAY($1)", PF_DATE_PART, UNIT_DAY},
    /* T-SQL's units and their abbreviations */
    {TSQL, "DATEPART(year, $1)", PF_DATE_PART, UNIT_YEAR},
    {TSQL, "DATEPART(yy, $1)", PF_DATE_PART, UNIT_YEAR},
    {TSQL, "DATEPART(yyyy, $1)", PF_DATE_PART, UNIT_YEAR},
    {TSQL, "DATEPART(quarter, $1)", PF_DATE_PART, UNIT_QUARTER},
    {TSQL, "DATEPART(qq, $1)", PF_DATE_PART, UNIT_QUARTER},
    {TSQL, "DATEPART(q, $1)", PF_DATE_PART, UNIT_QUARTER},
    {TSQL, "DATEPART(month, $1)", PF_DATE_PART, UNIT_MONTH},
    {TSQL, "DATEPART(mm, $1)", PF_DATE_PART, UNIT_MONTH},
    {TSQL, "DATEPART(m, $1)", PF_DATE_PART, UNIT_MONTH},
    {TSQL, "DATEPART(day, $1)", PF_DATE_PART, UNIT_DAY},
    {TSQL, "DATEPART(dd, $1)", PF_DATE_PART, UNIT_DAY},
    {TSQL, "DATEPART(d, $1)", PF_DATE_PART, UNIT_DAY},
    {TSQL, "DATEPART(hour, $1)", PF_DATE_PART, UNIT_HOUR},
    {TSQL, "DATEPART(hh, $1)", PF_DATE_PART, UNIT_HOUR},
    {TSQL, "DATETRUNC(year, $1)", PF_DATE_TRUNC, UNIT_YEAR},
    {TSQL, "DATETRUNC(yy, $1)", PF_DATE_TRUNC, UNIT_YEAR},
    {TSQL, "DATETRUNC(yyyy, $1)", PF_DATE_TRUNC, UNIT_YEAR},
    {TSQL, "DATETRUNC(quarter, $1)", PF_DATE_TRUNC, UNIT_QUARTER},
    {TSQL, "DATETRUNC(qq, $1)", PF_DATE_TRUNC, UNIT_QUARTER},
    {TSQL, "DATETRUNC(q, $1)", PF_DATE_TRUNC, UNIT_QUARTER},
    {TSQL, "DATETRUNC(month, $1)", PF_DATE_TRUNC, UNIT_MONTH},
    {TSQL, "DATETRUNC(mm, $1)", PF_DATE_TRUNC, UNIT_MONTH},
    {TSQL, "DATETRUNC(m, $1)", PF_DATE_TRUNC, UNIT_MONTH},
    /* weeks from Monday; DATETRUNC(week) follows DATEFIRST */
    {TSQL, "DATETRUNC(iso_week, $1)", PF_DATE_TRUNC, UNIT_WEEK},
    {TSQL, "DATETRUNC(isowk, $1)", PF_DATE_TRUNC, UNIT_WEEK},
    {TSQL, "DATETRUNC(isoww, $1)", PF_DATE_TRUNC, UNIT_WEEK},
    {TSQL, "DATETRUNC(day, $1)", PF_DATE_TRUNC, UNIT_DAY},
    {TSQL, "DATETRUNC(dd, $1)", PF_DATE_TRUNC, UNIT_DAY},
    {TSQL, "DATETRUNC(d, $1)", PF_DATE_TRUNC, UNIT_DAY},
};

/* A date part as zero-padded digits of text: the plan's date_part only
 * where it is compared with a string of as many digits, which compares
 * as the number does (strftime('%Y', d) = '2024' is year = 2024); the
 * text itself, in a select list, is not the plan's integer. */
static const struct digit_text {
	unsigned engines;
	const char *form;
	enum date_unit unit;
	size_t digits;
} digit_texts[] = {
    {SQLITE, "strftime('%Y', $1)", UNIT_YEAR, 4},
    {SQLITE, "strftime('%m', $1)", UNIT_MONTH, 2},
    {SQLITE, "strftime('%d', $1)", UNIT_DAY, 2},
    {SQLITE, "strftime('%H', $1)", UNIT_HOUR, 2},
    {MYSQL, "DATE_FORMAT($1, '%Y')", UNIT_YEAR, 4},
    {MYSQL, "DATE_FORMAT($1, '%m')", UNIT_MONTH, 2},
    {MYSQL, "DATE_FORMAT($1, '%d')", UNIT_DAY, 2},
    {MYSQL, "DATE_FORMAT($1, '%H')", UNIT_HOUR, 2},
};

#define SPELLING_COUNT	 (sizeof spellings / sizeof *spellings)
#define DIGIT_TEXT_COUNT (sizeof digit_texts / sizeof *digit_texts)

/* The parsed form of spelling i, or past them of digit text i - count. */
static const jvalue *form(struct importer *im, size_t i)
{
	if (!im->engine_forms) {
		im->engine_forms =
		    arena_calloc(im->a, SPELLING_COUNT + DIGIT_TEXT_COUNT,
				 sizeof *im->engine_forms);
		if (!im->engine_forms)
			return NULL;
	}
	if (!im->engine_forms[i])
		im->engine_forms[i] = import_parse_form(
		    im, i < SPELLING_COUNT
			    ? spellings[i].form
			    : digit_texts[i - SPELLING_COUNT].form);
	return im->engine_forms[i];
}

/* The digit text node is, or NULL; its argument through args. */
static const struct digit_text *
digit_text(struct importer *im, const jvalue *node, const jvalue **args)
{
	for (size_t i = 0; i < DIGIT_TEXT_COUNT; i++) {
		const jvalue *pattern = form(im, SPELLING_COUNT + i);
		memset(args, 0, IMPORT_FORM_ARGS * sizeof *args);
		if ((digit_texts[i].engines & FROM(im->source)) && pattern &&
		    import_matches(pattern, node, args))
			return &digit_texts[i];
	}
	return NULL;
}

size_t import_digit_text_width(struct importer *im, const jvalue *node)
{
	const jvalue *args[IMPORT_FORM_ARGS];
	const struct digit_text *d = digit_text(im, node, args);
	return d ? d->digits : 0;
}

int import_engine_spelling(struct importer *im, struct import_query *iq,
			   const jvalue *node, struct plan_expr *out)
{
	const jvalue *args[IMPORT_FORM_ARGS];
	for (size_t i = 0; i < SPELLING_COUNT; i++) {
		if (!(spellings[i].engines & FROM(im->source)))
			continue;
		const jvalue *pattern = form(im, i);
		memset(args, 0, sizeof args);
		if (!pattern || !import_matches(pattern, node, args))
			continue;
		size_t count = 0;
		while (count < IMPORT_FORM_ARGS && args[count])
			count++;
		out->unit = spellings[i].unit;
		import_function_of(im, iq, spellings[i].fn, args, count, out);
		return 1;
	}
	const struct digit_text *d =
	    im->digit_text_compared ? digit_text(im, node, args) : NULL;
	if (!d)
		return 0;
	out->unit = d->unit;
	import_function_of(im, iq, PF_DATE_PART, args, 1, out);
	return 1;
}
