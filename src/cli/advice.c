/* The options of the command that give what the library's hints ask
 * for (advice.h).  A phrase here is the library's own wording: the
 * command-line tests show the options after each. */
#include "advice.h"

#include <stdbool.h>
#include <string.h>

static const struct advice {
	const char *phrase;  /* as the library's hints write it */
	const char *options; /* written after it */
} advice[] = {
    {"give a catalog", " (-c FILE or --db DB)"},
    {"review the keys inferred from names", " (plansql catalog --infer-keys)"},
    {"the plan's options", " (plansql options)"},
    {"the model server's URL", " (--llm or PLANSQL_LLM_URL)"},
    {"the API it speaks", " (--api)"},
    {"count the rows of the whole statement",
     " (plansql explain without --steps)"},
    {"compile without verifying", " (without --verify)"},
};

/* The advice whose phrase starts at s, or NULL. */
static const struct advice *advice_at(const char *s)
{
	for (size_t i = 0; i < sizeof advice / sizeof *advice; i++)
		if (!strncmp(s, advice[i].phrase, strlen(advice[i].phrase)))
			return &advice[i];
	return NULL;
}

/* Phrases are looked for outside quotes only: a quoted name is the
 * plan's or the database's, whatever it says. */
char *advice_hint(const char *hint)
{
	if (!hint)
		return NULL;
	plansql_str *out = plansql_str_new(0);
	bool quoted = false;
	for (const char *at = hint; *at;) {
		const struct advice *a = quoted ? NULL : advice_at(at);
		if (a) {
			plansql_str_appends(out, a->phrase);
			plansql_str_appends(out, a->options);
			at += strlen(a->phrase);
			continue;
		}
		if (*at == '\\' && at[1]) {
			plansql_str_append(out, at, 2);
			at += 2;
			continue;
		}
		quoted ^= *at == '"';
		plansql_str_appendc(out, *at++);
	}
	return plansql_str_finish(out);
}

char *advice_line(const plansql_diagnostic *d, const char *source_name)
{
	plansql_diagnostic with = *d;
	char *hint = advice_hint(d->hint);
	if (d->hint && !hint)
		return NULL;
	with.hint = hint;
	char *line = plansql_diagnostic_text(&with, source_name);
	plansql_free(hint);
	return line;
}
