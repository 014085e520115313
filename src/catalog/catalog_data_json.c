/* The "data" section of a catalog's column in JSON (catalog_data_json.h):
 * {"version": 1, "holds": ..., "missing": [...], "true": ..., "false":
 * ..., "formats": [...], "values": [...]}. */
#include "catalog/catalog_data_json.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_dates.h"

static const char *const holds_names[] = {
    [DATA_DECLARED] = "declared", [DATA_TEXT] = "text",
    [DATA_NUMBERS] = "numbers",	  [DATA_FLAGS] = "flags",
    [DATA_DATES] = "dates",	  [DATA_DATETIMES] = "datetimes"};

static bool read_string(jreader *r, const jvalue *v, const char *at, void *out)
{
	const char **s = out;
	if (!json_read_expect(r, v, at, JV_STRING, "a string"))
		return false;
	*s = json_read_copy_string(r, v);
	return *s != NULL;
}

static int by_bytes(const void *x, const void *y)
{
	return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* A list of strings, kept in byte order, each once. */
static bool read_strings(jreader *r, const jvalue *obj, const char *at,
			 const char *key, const char ***items, size_t *count)
{
	if (!JR_EACH(r, obj, at, key, read_string, items, count))
		return false;
	if (*count)
		qsort(*items, *count, sizeof **items, by_bytes);
	size_t kept = 0;
	for (size_t i = 0; i < *count; i++)
		if (!kept || strcmp((*items)[kept - 1], (*items)[i]))
			(*items)[kept++] = (*items)[i];
	*count = kept;
	return true;
}

static bool read_format(jreader *r, const jvalue *v, const char *at, void *out)
{
	enum date_format *f = out;
	if (!json_read_expect(r, v, at, JV_STRING, "a string"))
		return false;
	if (catalog_date_format_from_name(json_value_string(v), f))
		return true;
	char stack[256];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 4096);
	for (int i = 0; i < DATE_FORMAT_COUNT; i++)
		strbuf_printf(&list, "%s\"%s\"", i ? ", " : "",
			      catalog_date_format_name((enum date_format)i));
	diag_error(r->d, "bad-value", at, "%N is not one of %s",
		   json_value_string(v),
		   list.error ? "the date formats plansql reads" : list.text);
	strbuf_release(&list);
	return false;
}

static bool read_formats(jreader *r, const jvalue *obj, const char *at,
			 struct catalog_data *d)
{
	enum date_format *items = NULL;
	size_t count = 0;
	if (!JR_EACH(r, obj, at, "formats", read_format, &items, &count))
		return false;
	bool seen[DATE_FORMAT_COUNT] = {false};
	for (size_t i = 0; i < count; i++)
		seen[items[i]] = true;
	d->format_count = 0;
	for (int f = 0; f < DATE_FORMAT_COUNT; f++)
		if (seen[f])
			d->formats[d->format_count++] = (enum date_format)f;
	return true;
}

/* What a kind of data must say: flags their words, dates their formats. */
static bool complete(jreader *r, const char *at, const struct catalog_data *d)
{
	if (!d->flag_true != !d->flag_false) {
		diag_error(r->d, "missing-field",
			   json_read_child(r, at, d->flag_true ? "false"
							       : "true"),
			   "\"true\" and \"false\" go together");
		return false;
	}
	if (d->holds == DATA_FLAGS && !d->flag_true) {
		diag_error(r->d, "missing-field", json_read_child(r, at, "true"),
			   "a column of flags says how it writes true and "
			   "false");
		return false;
	}
	bool dated = d->holds == DATA_DATES || d->holds == DATA_DATETIMES;
	if (dated && !d->format_count) {
		diag_error(r->d, "missing-field",
			   json_read_child(r, at, "formats"),
			   "a column of dates says their formats");
		return false;
	}
	return true;
}

/* The section's version, 0 after reporting a bad one. */
static int64_t version_of(jreader *r, const jvalue *v, const char *at)
{
	if (!json_read_member(r, v, at, "version", true))
		return 0;
	return json_read_integer(r, v, at, "version", 1, 0);
}

bool catalog_data_read(jreader *r, const jvalue *column, const char *at,
		       struct catalog_column *c)
{
	const jvalue *v = json_read_member(r, column, at, "data", false);
	if (!v)
		return true;
	const char *where = json_read_child(r, at, "data");
	if (!json_read_expect_object(r, v, where))
		return false;
	int64_t version = version_of(r, v, where);
	if (!version)
		return false;
	if (version > CATALOG_DATA_VERSION) {
		/* left for the version that wrote it: the column is read as
		 * its declared type */
		diag_warning(r->d, "data-version",
			     json_read_child(r, where, "version"),
			     "this plansql reads data sections of version %d, "
			     "not %lld: the column is read as its declared "
			     "type",
			     CATALOG_DATA_VERSION, (long long)version);
		return true;
	}
	struct catalog_data d = {.known = true};
	int holds = json_read_enum(r, v, where, "holds", holds_names,
				   COUNT_OF(holds_names), true, -1);
	if (holds < 0)
		return false;
	d.holds = (enum data_holds)holds;
	d.flag_true = json_read_note(r, v, where, "true");
	d.flag_false = json_read_note(r, v, where, "false");
	d.has_values = json_read_member(r, v, where, "values", false) != NULL;
	bool ok = read_strings(r, v, where, "missing", &d.missing,
			       &d.missing_count) &&
		  read_formats(r, v, where, &d) &&
		  read_strings(r, v, where, "values", &d.values,
			       &d.value_count) &&
		  complete(r, where, &d);
	if (ok) {
		c->data = d;
		c->data_tried = true;
	}
	return ok;
}

/* ---- writing ---- */

static void strings(json_writer *w, const char *key, const char *const *items,
		    size_t count)
{
	json_write_key(w, key);
	json_write_begin_array(w);
	for (size_t i = 0; i < count; i++)
		json_write_string(w, items[i]);
	json_write_end_array(w);
}

void catalog_data_write(json_writer *w, const struct catalog_column *c)
{
	const struct catalog_data *d = &c->data;
	if (!d->known || d->from_samples)
		return;
	json_write_key(w, "data");
	json_write_begin_object(w);
	json_write_key(w, "version");
	json_write_int(w, CATALOG_DATA_VERSION);
	json_write_member_string(w, "holds", holds_names[d->holds]);
	if (d->missing_count)
		strings(w, "missing", d->missing, d->missing_count);
	json_write_member_string(w, "true", d->flag_true);
	json_write_member_string(w, "false", d->flag_false);
	if (d->format_count) {
		json_write_key(w, "formats");
		json_write_begin_array(w);
		for (size_t i = 0; i < d->format_count; i++)
			json_write_string(
			    w, catalog_date_format_name(d->formats[i]));
		json_write_end_array(w);
	}
	/* a private column's values never leave in a catalog */
	if (d->has_values && !c->private_values)
		strings(w, "values", d->values, d->value_count);
	json_write_end_object(w);
}
