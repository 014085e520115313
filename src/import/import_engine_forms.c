/* What each engine's users write for a plan function besides the form
 * plansql prints for that engine (import_functions.c reads those): the
 * dialect's spellings (struct dialect's spellings, in dialects/), each
 * of which means the function exactly.  A spelling that gives the
 * number as zero-padded text (SQLite's strftime('%Y', d), MySQL's
 * DATE_FORMAT(d, '%m')) is the function only where it is compared with
 * a string of as many digits, which compares as the number does; the
 * text in a select list is not the plan's integer. */
#include <string.h>

#include "import/import_internal.h"
#include "sql/sql_dialect.h"

static const struct sql_function_spelling *
spellings_of(const struct importer *im)
{
	return sql_dialect_get(im->source)->spellings;
}

/* The parsed form of the source dialect's spelling i, kept. */
static const jvalue *form(struct importer *im, size_t i)
{
	const struct sql_function_spelling *all = spellings_of(im);
	if (!im->engine_forms) {
		size_t count = 0;
		while (all[count].text)
			count++;
		im->engine_forms =
		    arena_calloc(im->a, count, sizeof *im->engine_forms);
		if (!im->engine_forms)
			return NULL;
	}
	if (!im->engine_forms[i])
		im->engine_forms[i] = import_parse_form(im, all[i].text);
	return im->engine_forms[i];
}

/* The spelling node is, of those giving digits when digits, else of
 * the others; its arguments through args. */
static const struct sql_function_spelling *spelling_of(struct importer *im,
						       const jvalue *node,
						       bool digits,
						       const jvalue **args)
{
	const struct sql_function_spelling *all = spellings_of(im);
	for (size_t i = 0; all && all[i].text; i++) {
		if ((all[i].digits != 0) != digits)
			continue;
		const jvalue *pattern = form(im, i);
		memset(args, 0, IMPORT_FORM_ARGS * sizeof *args);
		if (pattern && import_matches(pattern, node, args))
			return &all[i];
	}
	return NULL;
}

size_t import_digit_text_width(struct importer *im, const jvalue *node)
{
	const jvalue *args[IMPORT_FORM_ARGS];
	const struct sql_function_spelling *s =
	    spelling_of(im, node, true, args);
	return s ? s->digits : 0;
}

int import_engine_spelling(struct importer *im, struct import_query *iq,
			   const jvalue *node, struct plan_expr *out)
{
	const jvalue *args[IMPORT_FORM_ARGS];
	const struct sql_function_spelling *s =
	    spelling_of(im, node, false, args);
	if (!s && im->digit_text_compared)
		s = spelling_of(im, node, true, args);
	enum plan_function fn;
	if (!s || !import_plan_function(s->fn, &fn, &out->unit))
		return 0;
	size_t count = 0;
	while (count < IMPORT_FORM_ARGS && args[count])
		count++;
	import_function_of(im, iq, fn, args, count, out);
	return 1;
}
