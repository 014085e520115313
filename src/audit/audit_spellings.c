/* Text values against what the database holds: the values the column's
 * data keeps (catalog_data.h), else the caller's lookup
 * (plansql_options.lookup_value) or the catalog's database, say whether
 * a row holds a value as written and, when none does, which of the
 * column's values equal it ignoring case and surrounding spaces.  One
 * such value is what the plan meant: the value is repaired to it.
 * Several are listed, none is said; the value then stays, since only the
 * caller (or the model) knows. */
#include "audit/audit_internal.h"

#include <string.h>

#include "catalog/catalog_dates.h"

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
		 const struct catalog_column *c, const struct catalog_data *data)
{
	plansql_diagnostic *w =
	    diag_warning(au->d, "value-not-found", v->at,
			 "no row has %N = %N, nor a value that differs "
			 "only in case or spaces",
			 c->name, v->text);
	const char *const *known = data->has_values ? data->values : c->samples;
	size_t count = data->has_values ? data->value_count : c->sample_count;
	if (!count)
		return;
	char stack[256];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 1 << 16);
	for (size_t i = 0; i < count && i < SPELLINGS_KEPT; i++) {
		strbuf_puts(&list, i ? ", " : "");
		diag_quote(&list, known[i]);
	}
	diag_hint(au->d, w,
		  "check the value; the column holds values such "
		  "as %s",
		  list.error ? "..." : list.text);
	strbuf_release(&list);
}

/* The answer of the values the data keeps: every value is there. */
static plansql_value_found from_values(const struct catalog_data *data,
				       const char *value,
				       plansql_value_spellings *sp)
{
	if (catalog_data_has_value(data, value))
		return PLANSQL_VALUE_FOUND;
	for (size_t i = 0; i < data->value_count; i++)
		if (catalog_data_alike(data->values[i], value) &&
		    plansql_value_spellings_add(sp, data->values[i]))
			return PLANSQL_VALUE_UNKNOWN;
	return PLANSQL_VALUE_MISSING;
}

/* Whether text compared with a column of dates written as text is a
 * date, compared as a date however it is written (lower_text_columns.c):
 * no spelling of the column's to look for. */
static bool compared_as_date(const struct catalog_data *data,
			     const char *text)
{
	enum date_format format;
	char iso[CALENDAR_DATE_BYTES];
	return catalog_dates_written(data, &format) &&
	       catalog_dates_value(data, text, iso);
}

bool audit_value_respelled(const plansql_catalog *catalog,
			   const struct catalog_table *t,
			   const struct catalog_column *c, const char *text,
			   arena *a, const char **spelling)
{
	const struct catalog_data *data = catalog_data_of(catalog, t, c);
	plansql_value_spellings sp = {.a = a};
	plansql_value_found found = PLANSQL_VALUE_UNKNOWN;
	*spelling = NULL;
	if (compared_as_date(data, text))
		return true;
	if (data->has_values)
		found = from_values(data, text, &sp);
	else if (catalog->source.lookup)
		found = catalog->source.lookup(catalog->source.context,
					       t->schema, t->name, c->name,
					       text, &sp);
	if (found == PLANSQL_VALUE_MISSING && sp.count == 1 &&
	    strcmp(sp.kept[0], text))
		*spelling = sp.kept[0];
	return !sp.out_of_memory;
}

/* The answer of the database: the caller's lookup, else the catalog's
 * source's; at most LOOKUPS_MAX an audit. */
static plansql_value_found looked_up(auditor *au, const struct plan_value *v,
				     const struct catalog_table *t,
				     const struct catalog_column *c,
				     plansql_value_spellings *sp)
{
	const struct audit_inputs *in = au->lookup;
	plansql_value_lookup lookup =
	    in && in->lookup_value ? in->lookup_value : au->catalog->source.lookup;
	void *context = in && in->lookup_value ? in->lookup_context
					       : au->catalog->source.context;
	if (!lookup || au->lookups >= LOOKUPS_MAX)
		return PLANSQL_VALUE_UNKNOWN;
	au->lookups++;
	return lookup(context, t->schema, t->name, c->name, v->text, sp);
}

void audit_spelling(auditor *au, struct plan_value *v,
		    const struct catalog_table *t,
		    const struct catalog_column *c)
{
	if (v->kind != PV_STRING)
		return;
	const struct catalog_data *data = catalog_data_of(au->catalog, t, c);
	if (compared_as_date(data, v->text))
		return;
	plansql_value_spellings sp = {.a = au->a};
	plansql_value_found found = data->has_values
					? from_values(data, v->text, &sp)
					: looked_up(au, v, t, c, &sp);
	if (sp.out_of_memory)
		au->out_of_memory = true;
	if (found != PLANSQL_VALUE_MISSING || sp.out_of_memory)
		return;
	if (sp.count > 1) {
		several(au, v, c->name, &sp);
		return;
	}
	if (!sp.count) {
		none(au, v, c, data);
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
