/* The output formats: where rows go, and how the two table layouts
 * hold a first batch to measure their columns (output_layout.c). */
#include "output.h"

#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "output_internal.h"

const char output_format_names[] = "table, tsv, csv, json, jsonl, markdown";

static const char *const format_names[] = {
    [FORMAT_TABLE] = "table", [FORMAT_TSV] = "tsv",
    [FORMAT_CSV] = "csv",     [FORMAT_JSON] = "json",
    [FORMAT_JSONL] = "jsonl", [FORMAT_MARKDOWN] = "markdown",
};

bool output_parse_format(const char *name, enum output_format *out)
{
	for (size_t i = 0; i < sizeof format_names / sizeof *format_names; i++)
		if (!strcmp(name, format_names[i])) {
			*out = (enum output_format)i;
			return true;
		}
	return false;
}

char *output_copy(const char *s)
{
	size_t n = strlen(s) + 1;
	char *c = malloc(n);
	if (c)
		memcpy(c, s, n);
	return c;
}

/* ---- TSV: one line per row, control characters escaped ---- */

/* Whether TSV writes byte c as it is. */
static bool tsv_plain(unsigned char c)
{
	return c >= 0x80 || (c >= 0x20 && c != 0x7F && c != '\\');
}

/* Runs of plain bytes go out in one write: most values are one run. */
static void tsv_text(FILE *out, const char *s)
{
	const unsigned char *c = (const unsigned char *)s;
	while (*c) {
		const unsigned char *run = c;
		while (*c && tsv_plain(*c))
			c++;
		fwrite(run, 1, (size_t)(c - run), out);
		if (*c)
			display_ascii(out, *c++);
	}
}

static void tsv_line(struct output *o, const struct cell *cells,
		     const char *const *names)
{
	for (size_t i = 0; i < o->columns; i++) {
		fputs(i ? "\t" : "", o->out);
		if (names)
			tsv_text(o->out, names[i]);
		else if (cells[i].text)
			tsv_text(o->out, cells[i].text);
		else if (o->options.null_text)
			tsv_text(o->out, o->options.null_text);
		else /* \N: a text cell never reads so, its \ is doubled */
			fputs("\\N", o->out);
	}
	fputc('\n', o->out);
}

/* ---- CSV (RFC 4180): CRLF line ends, quoted when needed ---- */

static void csv_field(FILE *out, const char *s, bool alone)
{
	/* a lone empty field is quoted, or the record would be a blank
	 * line, which readers skip */
	bool quote = strpbrk(s, ",\"\r\n") || (alone && !*s);
	if (!quote) {
		fputs(s, out);
		return;
	}
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

static void csv_line(struct output *o, const struct cell *cells,
		     const char *const *names)
{
	const char *null = o->options.null_text ? o->options.null_text : "";
	for (size_t i = 0; i < o->columns; i++) {
		fputs(i ? "," : "", o->out);
		const char *text = names ? names[i] : cells[i].text;
		csv_field(o->out, text ? text : null, o->columns == 1);
	}
	fputs("\r\n", o->out);
}

/* ---- JSON: an object per row, through the one JSON writer ---- */

/* Repeated column names (two tables' "Name") get _2, _3 as keys, or a
 * JSON reader would keep only the last of them.  A compiled plan's SQL
 * names its outputs apart already, by the same suffixes (see
 * lower_outputs.c); this is for SQL that does not. */
static bool json_keys(struct output *o, const char *const *names)
{
	o->keys = calloc(o->columns + 1, sizeof *o->keys);
	if (!o->keys)
		return false;
	for (size_t i = 0; i < o->columns; i++) {
		plansql_str *key = plansql_str_new(0);
		plansql_str_appends(key, names[i]);
		for (int n = 2;
		     output_name_index(o->keys, i, plansql_str_text(key)) < i;
		     n++) {
			plansql_str_reset(key);
			plansql_str_appendf(key, "%s_%d", names[i], n);
		}
		o->keys[i] = plansql_str_finish(key);
		if (!o->keys[i])
			return false;
	}
	o->row_text = plansql_str_new(0);
	return o->row_text != NULL;
}

static void json_cell(plansql_json *w, const struct output *o,
		      const struct cell *c)
{
	if (!c->text && o->options.null_text)
		plansql_json_string(w, o->options.null_text);
	else if (c->kind == CELL_NUMBER) /* NaN and Infinity as text */
		plansql_json_number(w, c->text);
	else
		plansql_json_string(w, c->text);
}

static bool json_row(struct output *o, const struct cell *cells)
{
	plansql_str_reset(o->row_text);
	plansql_json *w = plansql_json_new(o->row_text, 0);
	plansql_json_begin_object(w);
	for (size_t i = 0; i < o->columns; i++) {
		plansql_json_key(w, o->keys[i]);
		json_cell(w, o, &cells[i]);
	}
	plansql_json_end_object(w);
	bool ok = w != NULL;
	plansql_json_free(w); /* fails row_text if the object is not whole */
	ok = ok && plansql_str_error(o->row_text) == PLANSQL_OK;
	if (o->options.format == FORMAT_JSON)
		fputs(o->rows ? ",\n" : "[\n", o->out);
	if (ok)
		fwrite(plansql_str_text(o->row_text), 1,
		       plansql_str_length(o->row_text), o->out);
	if (o->options.format == FORMAT_JSONL)
		fputc('\n', o->out);
	return ok;
}

/* ---- the sink ---- */

size_t output_name_index(char *const *names, size_t count, const char *name)
{
	for (size_t i = 0; i < count; i++)
		if (!strcmp(names[i], name))
			return i;
	return count;
}

static bool held_layout(const struct output *o)
{
	return o->options.format == FORMAT_TABLE ||
	       o->options.format == FORMAT_MARKDOWN;
}

static bool on_columns(struct row_sink *sink, size_t count,
		       const char *const *names)
{
	struct output *o = (struct output *)sink;
	o->columns = count;
	o->names = calloc(count + 1, sizeof *o->names);
	if (!o->names)
		return false;
	for (size_t i = 0; i < count; i++)
		if (!(o->names[i] = output_copy(names[i])))
			return false;
	switch (o->options.format) {
	case FORMAT_TSV:
		if (!o->options.no_header)
			tsv_line(o, NULL, names);
		break;
	case FORMAT_CSV:
		if (!o->options.no_header)
			csv_line(o, NULL, names);
		break;
	case FORMAT_JSON:
	case FORMAT_JSONL:
		return json_keys(o, names);
	default:
		return output_layout_begin(o);
	}
	return !ferror(o->out);
}

static bool on_row(struct row_sink *sink, const struct cell *cells)
{
	struct output *o = (struct output *)sink;
	bool ok = true;
	switch (o->options.format) {
	case FORMAT_TSV:
		tsv_line(o, cells, NULL);
		break;
	case FORMAT_CSV:
		csv_line(o, cells, NULL);
		break;
	case FORMAT_JSON:
	case FORMAT_JSONL:
		ok = json_row(o, cells);
		break;
	default:
		ok = output_layout_row(o, cells);
	}
	o->rows++;
	return ok && !ferror(o->out);
}

struct output *output_new(FILE *out, const struct output_options *options)
{
	struct output *o = calloc(1, sizeof *o);
	if (!o)
		return NULL;
	o->sink.columns = on_columns;
	o->sink.row = on_row;
	o->out = out;
	o->options = *options;
	if (!o->options.batch)
		o->options.batch = 1000;
	return o;
}

struct row_sink *output_sink(struct output *o)
{
	return &o->sink;
}

size_t output_row_count(const struct output *o)
{
	return o->rows;
}

bool output_finish(struct output *o, enum query_end end)
{
	/* nothing when the statement failed before its columns came */
	if (o->names && held_layout(o))
		output_layout_finish(o, end);
	else if (o->names && o->options.format == FORMAT_JSON)
		fputs(o->rows ? "\n]\n" : "[]\n", o->out);
	return fflush(o->out) == 0 && !ferror(o->out);
}

static void free_names(char **names, size_t count)
{
	for (size_t i = 0; names && i < count; i++)
		free(names[i]);
	free(names);
}

void output_free(struct output *o)
{
	if (!o)
		return;
	output_layout_free(o);
	free_names(o->names, o->columns);
	free_names(o->keys, o->columns);
	plansql_str_free(o->row_text);
	free(o);
}
