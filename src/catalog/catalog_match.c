#include "catalog/catalog_match.h"
#include "common/ascii.h"

#include <string.h>

#include "common/diag_similar.h"

void catalog_match_normalise(const char *s, char out[MATCH_MAX_LEN])
{
	size_t n = 0;
	for (; *s && n + 1 < MATCH_MAX_LEN; s++)
		if (*s != '_' && *s != '-' && *s != ' ' && *s != '.')
			out[n++] = ascii_lower(*s);
	out[n] = '\0';
}

void catalog_match_singular(char s[MATCH_MAX_LEN])
{
	size_t n = strlen(s);
	if (n > 3 && !strcmp(s + n - 3, "ies"))
		strcpy(s + n - 3, "y");
	else if (n > 1 && s[n - 1] == 's' && s[n - 2] != 's')
		s[n - 1] = '\0';
}

/* The number of edits a normalised name may be off by. */
static size_t edit_budget(size_t len)
{
	return len <= 3 ? 0 : len <= 5 ? 1 : len <= 10 ? 2 : 3;
}

struct scored {
	enum match_quality quality;
	size_t edits;
};

static struct scored score(const char *name, const char *norm_name,
			   const char *single_name, const char *candidate)
{
	char norm[MATCH_MAX_LEN], single[MATCH_MAX_LEN];
	if (!strcmp(name, candidate))
		return (struct scored){MATCH_EXACT, 0};
	if (ascii_equal_ci(name, candidate))
		return (struct scored){MATCH_CASE, 0};
	catalog_match_normalise(candidate, norm);
	if (!strcmp(norm, norm_name))
		return (struct scored){MATCH_SEPARATORS, 0};
	strcpy(single, norm);
	catalog_match_singular(single);
	if (!strcmp(single, single_name))
		return (struct scored){MATCH_SINGULAR, 0};
	size_t budget = edit_budget(strlen(norm_name));
	size_t edits = budget ? diag_name_distance(norm_name, norm, budget) : 1;
	if (edits <= budget)
		return (struct scored){MATCH_EDITS, edits};
	return (struct scored){MATCH_NONE, edits};
}

static int better(struct scored a, struct scored b)
{
	return a.quality > b.quality ||
	       (a.quality == b.quality && a.edits < b.edits);
}

/* Keeps the closest MATCH_SUGGESTIONS candidates, closest first. */
static void remember(struct name_match *out, struct scored *kept,
		     const char *candidate, struct scored s)
{
	size_t n = out->suggestion_count;
	size_t at = n;
	while (at > 0 && better(s, kept[at - 1]))
		at--;
	if (at >= MATCH_SUGGESTIONS)
		return;
	size_t last = n < MATCH_SUGGESTIONS ? n : MATCH_SUGGESTIONS - 1;
	for (size_t i = last; i > at; i--) {
		out->suggestions[i] = out->suggestions[i - 1];
		kept[i] = kept[i - 1];
	}
	out->suggestions[at] = candidate;
	kept[at] = s;
	if (n < MATCH_SUGGESTIONS)
		out->suggestion_count++;
}

/* The shortest name a related name is looked for by: "id" is in too
 * many names to say anything. */
#define MATCH_RELATED_MIN_LEN 4

/* No candidate is close: the candidates that hold the name, or that it
 * holds, as a hint only, never a repair (Country is not BillingCountry,
 * but a reader who wrote one wants to hear of the other). */
static void suggest_related(const char *norm_name,
			    const char *const *candidates, size_t count,
			    struct name_match *out)
{
	char norm[MATCH_MAX_LEN];
	if (strlen(norm_name) < MATCH_RELATED_MIN_LEN)
		return;
	for (size_t i = 0;
	     i < count && out->suggestion_count < MATCH_SUGGESTIONS; i++) {
		catalog_match_normalise(candidates[i], norm);
		if (strlen(norm) >= MATCH_RELATED_MIN_LEN &&
		    (strstr(norm, norm_name) || strstr(norm_name, norm)))
			out->suggestions[out->suggestion_count++] =
			    candidates[i];
	}
}

void catalog_match_name(const char *name, const char *const *candidates,
			size_t count, struct name_match *out)
{
	char norm_name[MATCH_MAX_LEN], single_name[MATCH_MAX_LEN];
	struct scored kept[MATCH_SUGGESTIONS], top = {MATCH_NONE, 0};
	size_t tied = 0;
	memset(out, 0, sizeof *out);
	catalog_match_normalise(name, norm_name);
	strcpy(single_name, norm_name);
	catalog_match_singular(single_name);
	for (size_t i = 0; i < count; i++) {
		struct scored s =
		    score(name, norm_name, single_name, candidates[i]);
		if (s.quality == MATCH_NONE)
			continue;
		remember(out, kept, candidates[i], s);
		if (better(s, top)) {
			top = s;
			tied = 1;
			out->best = candidates[i];
		} else if (!better(top, s)) {
			tied++;
		}
	}
	out->quality = top.quality;
	if (tied != 1)
		out->best = NULL;
	if (!out->suggestion_count)
		suggest_related(norm_name, candidates, count, out);
}

void catalog_match_hint(diag_list *d, plansql_diagnostic *e,
			const struct name_match *m)
{
	if (m->suggestion_count == 1)
		diag_hint(d, e, "did you mean %N?", m->suggestions[0]);
	else if (m->suggestion_count == 2)
		diag_hint(d, e, "did you mean %N or %N?", m->suggestions[0],
			  m->suggestions[1]);
	else if (m->suggestion_count == 3)
		diag_hint(d, e, "did you mean %N, %N or %N?", m->suggestions[0],
			  m->suggestions[1], m->suggestions[2]);
}
