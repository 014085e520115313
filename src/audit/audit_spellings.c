/* Text values against what the database holds: the caller's lookup
 * (plansql_options.lookup_value) says whether a row holds a value as
 * written and, when none does, which of the column's values equal it
 * ignoring case and surrounding spaces.  One such value is what the plan
 * meant: the value is repaired to it.  Several are listed, none is said;
 * the value then stays, since only the caller (or the model) knows. */
#include "audit/audit_internal.h"

#include <string.h>

/* Lookups per audit at most: each is a query on the caller's database. */
#define LOOKUPS_MAX 32
/* Spellings kept per lookup: enough to list the doubt. */
#define SPELLINGS_KEPT 5

struct plansql_value_spellings {
	arena *a;
	const char *kept[SPELLINGS_KEPT];
	size_t count; /* added, kept or not */
	bool out_of_memory;
};

int plansql_value_spellings_add(plansql_value_spellings *spellings,
				const char *spelling)
{
	if (!spellings || !spelling)
		return -1;
	size_t kept = spellings->count < SPELLINGS_KEPT ? spellings->count
							: SPELLINGS_KEPT;
	for (size_t i = 0; i < kept; i++)
		if (!strcmp(spellings->kept[i], spelling))
			return 0; /* a repeat is one spelling */
	if (spellings->count < SPELLINGS_KEPT) {
		const char *copy = arena_strdup(spellings->a, spelling);
		if (!copy) {
			spellings->out_of_memory = true;
			return -1;
		}
		spellings->kept[spellings->count] = copy;
	}
	spellings->count++;
	return 0;
}

/* "a", "b" and 3 more: the spellings, quoted and escaped. */
static void list_spellings(strbuf *sb, const plansql_value_spellings *sp)
{
	size_t kept = sp->count < SPELLINGS_KEPT ? sp->count : SPELLINGS_KEPT;
	for (size_t i = 0; i < kept; i++) {
		if (i)
			strbuf_puts(sb, i + 1 == sp->count ? " or " : ", ");
		diag_quote(sb, sp->kept[i]);
	}
	if (sp->count > kept)
		strbuf_printf(sb, " or %zu more", sp->count - kept);
}

static void several(auditor *au, const struct plan_value *v, const char *column,
		    const plansql_value_spellings *sp)
{
	char stack[256];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 1 << 16);
	list_spellings(&list, sp);
	plansql_diagnostic *w = diag_warning(
	    au->d, "value-spellings", v->at,
	    "no row has %N = %N; ignoring case and spaces, the column holds "
	    "%s",
	    column, v->text, list.error ? "several values" : list.text);
	diag_hint(au->d, w, "give the value as the column writes it");
	strbuf_release(&list);
}

static void none(auditor *au, const struct plan_value *v,
		 const struct catalog_column *c)
{
	plansql_diagnostic *w =
	    diag_warning(au->d, "value-not-found", v->at,
			 "no row has %N = %N, nor a value that differs "
			 "only in case or spaces",
			 c->name, v->text);
	if (!c->sample_count)
		return;
	char stack[256];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 1 << 16);
	for (size_t i = 0; i < c->sample_count && i < SPELLINGS_KEPT; i++) {
		strbuf_puts(&list, i ? ", " : "");
		diag_quote(&list, c->samples[i]);
	}
	diag_hint(au->d, w,
		  "check the value; the column holds values such "
		  "as %s",
		  list.error ? "..." : list.text);
	strbuf_release(&list);
}

void audit_spelling(auditor *au, struct plan_value *v,
		    const struct catalog_table *t,
		    const struct catalog_column *c)
{
	const struct audit_inputs *in = au->lookup;
	if (!in || !in->lookup_value || v->kind != PV_STRING ||
	    au->lookups >= LOOKUPS_MAX)
		return;
	au->lookups++;
	plansql_value_spellings sp = {.a = au->a};
	plansql_value_found found = in->lookup_value(
	    in->lookup_context, t->schema, t->name, c->name, v->text, &sp);
	if (sp.out_of_memory)
		au->out_of_memory = true;
	if (found != PLANSQL_VALUE_MISSING || sp.out_of_memory)
		return;
	if (sp.count > 1) {
		several(au, v, c->name, &sp);
		return;
	}
	if (!sp.count) {
		none(au, v, c);
		return;
	}
	if (!strcmp(sp.kept[0], v->text))
		return; /* the lookup contradicts itself: leave it */
	const char *written = v->text;
	v->text = sp.kept[0];
	audit_fixed(au, "value-spelling", v->at, audit_json_quoted(au, written),
		    audit_json_quoted(au, v->text),
		    "no row has %N = %N; the column writes it %N", c->name,
		    written, v->text);
}
