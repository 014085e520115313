/* The aligned table and the Markdown table.  Their columns are measured
 * on a first batch of rows, held in memory; later rows are written at
 * once in the same layout (a wider value widens its own line only), so
 * memory stays bounded however long the result. */
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "output_internal.h"

/* Characters Markdown would read as markup inside a table cell. */
static const char markdown_marks[] = "|*_`<[]";

static bool is_markdown(const struct output *o)
{
	return o->options.format == FORMAT_MARKDOWN;
}

static const char *null_shown(const struct output *o)
{
	return o->options.null_text ? o->options.null_text : "NULL";
}

/* Whether text would show as the NULL display, possibly within quotes:
 * it is then shown within one more pair of quotes, so that the string
 * 'NULL' never looks like SQL NULL. */
static bool reads_as_null(const struct output *o, const char *text)
{
	const char *null = null_shown(o);
	size_t len = strlen(text), quotes = 0;
	while (quotes * 2 < len && text[quotes] == '\'' &&
	       text[len - 1 - quotes] == '\'')
		quotes++;
	for (;; quotes--) {
		size_t inner = len - 2 * quotes;
		if (*null && inner == strlen(null) &&
		    !strncmp(text + quotes, null, inner))
			return true;
		if (!quotes)
			return false;
	}
}

static size_t show_text(FILE *out, const struct output *o, const char *s)
{
	return display_text_marking(out, s,
				    is_markdown(o) ? markdown_marks : "");
}

/* Writes the cell as the layout shows it (out NULL: measures only);
 * returns its width. */
static size_t show_cell(FILE *out, const struct output *o, const struct cell *c)
{
	if (!c->text)
		return show_text(out, o, null_shown(o));
	if (!reads_as_null(o, c->text))
		return show_text(out, o, c->text);
	if (out)
		fputc('\'', out);
	size_t width = show_text(out, o, c->text);
	if (out)
		fputc('\'', out);
	return width + 2;
}

static void pad(FILE *out, size_t width, size_t shown)
{
	for (; shown < width; shown++)
		fputc(' ', out);
}

/* ---- holding the first batch ---- */

static bool hold(struct output *o, const struct cell *cells)
{
	if (!o->held) {
		o->held =
		    calloc(o->options.batch * o->columns + 1, sizeof *o->held);
		if (!o->held)
			return false;
	}
	struct cell *row = o->held + o->held_count * o->columns;
	for (size_t i = 0; i < o->columns; i++) {
		row[i].kind = cells[i].kind;
		row[i].text = cells[i].text ? output_copy(cells[i].text) : NULL;
		if (cells[i].text && !row[i].text)
			return false;
	}
	o->held_count++;
	return true;
}

static void release_held(struct output *o)
{
	for (size_t i = 0; i < o->held_count * o->columns; i++)
		free((char *)o->held[i].text);
	free(o->held);
	o->held = NULL;
	o->held_count = 0;
}

/* Widths from the names and the held rows; Markdown's columns of
 * numbers only are aligned right. */
static bool measure(struct output *o)
{
	o->widths = calloc(o->columns + 1, sizeof *o->widths);
	o->right = calloc(o->columns + 1, sizeof *o->right);
	if (!o->widths || !o->right)
		return false;
	for (size_t c = 0; c < o->columns; c++) {
		size_t w = show_text(NULL, o, o->names[c]), numbers = 0,
		       texts = 0;
		for (size_t i = 0; i < o->held_count; i++) {
			const struct cell *cell = &o->held[i * o->columns + c];
			size_t cw = show_cell(NULL, o, cell);
			w = cw > w ? cw : w;
			numbers += cell->kind == CELL_NUMBER;
			texts += cell->kind == CELL_TEXT;
		}
		o->widths[c] = is_markdown(o) && w < 3 ? 3 : w;
		o->right[c] = numbers && !texts;
	}
	return true;
}

/* ---- the aligned table ---- */

static void table_header(struct output *o)
{
	for (size_t c = 0; c < o->columns; c++) {
		fputs(c ? " | " : "", o->out);
		size_t shown = show_text(o->out, o, o->names[c]);
		if (c + 1 < o->columns) /* no trailing blanks */
			pad(o->out, o->widths[c], shown);
	}
	fputc('\n', o->out);
	for (size_t c = 0; c < o->columns; c++) {
		fputs(c ? "-+-" : "", o->out);
		for (size_t k = 0; k < o->widths[c]; k++)
			fputc('-', o->out);
	}
	fputc('\n', o->out);
}

/* Numbers are aligned right, the rest left. */
static void table_row(struct output *o, const struct cell *cells)
{
	for (size_t c = 0; c < o->columns; c++) {
		fputs(c ? " | " : "", o->out);
		const struct cell *cell = &cells[c];
		if (cell->kind == CELL_NUMBER) {
			pad(o->out, o->widths[c], show_cell(NULL, o, cell));
			show_cell(o->out, o, cell);
			continue;
		}
		size_t shown = show_cell(o->out, o, cell);
		if (c + 1 < o->columns)
			pad(o->out, o->widths[c], shown);
	}
	fputc('\n', o->out);
}

/* ---- Markdown ---- */

static void markdown_header(struct output *o)
{
	for (size_t c = 0; c < o->columns; c++) {
		fputs("| ", o->out);
		pad(o->out, o->widths[c], show_text(o->out, o, o->names[c]));
		fputc(' ', o->out);
	}
	fputs("|\n", o->out);
	for (size_t c = 0; c < o->columns; c++) {
		fputs("| ", o->out);
		for (size_t k = 0; k + 1 < o->widths[c]; k++)
			fputc('-', o->out);
		fputs(o->right[c] ? ": " : "- ", o->out);
	}
	fputs("|\n", o->out);
}

static void markdown_row(struct output *o, const struct cell *cells)
{
	for (size_t c = 0; c < o->columns; c++) {
		fputs("| ", o->out);
		if (o->right[c])
			pad(o->out, o->widths[c],
			    show_cell(NULL, o, &cells[c]));
		size_t shown = show_cell(o->out, o, &cells[c]);
		if (!o->right[c])
			pad(o->out, o->widths[c], shown);
		fputc(' ', o->out);
	}
	fputs("|\n", o->out);
}

/* ---- the layout's course ---- */

static void write_row(struct output *o, const struct cell *cells)
{
	if (is_markdown(o))
		markdown_row(o, cells);
	else
		table_row(o, cells);
}

/* Measures the held rows, writes the header and them. */
static bool write_held(struct output *o)
{
	if (!measure(o))
		return false;
	o->measured = true;
	if (is_markdown(o))
		markdown_header(o);
	else if (!o->options.no_header)
		table_header(o);
	for (size_t i = 0; i < o->held_count; i++)
		write_row(o, o->held + i * o->columns);
	release_held(o);
	return true;
}

bool output_layout_begin(struct output *o)
{
	(void)o;
	return true;
}

bool output_layout_row(struct output *o, const struct cell *cells)
{
	if (o->measured) {
		write_row(o, cells);
		return true;
	}
	if (!hold(o, cells))
		return false;
	return o->held_count < o->options.batch || write_held(o);
}

void output_layout_finish(struct output *o, enum query_end end)
{
	if (!o->measured && !write_held(o))
		return;
	if (is_markdown(o))
		return;
	const char *s = o->rows == 1 ? "" : "s";
	if (end == QUERY_DONE)
		fprintf(o->out, "(%zu row%s)\n", o->rows, s);
	else if (end == QUERY_ROW_CAP)
		fprintf(o->out, "(the first %zu row%s; %s)\n", o->rows, s,
			o->options.cap_note ? o->options.cap_note
					    : "the result has more");
	else
		fprintf(o->out, "(%zu row%s before the query stopped)\n",
			o->rows, s);
}

void output_layout_free(struct output *o)
{
	release_held(o);
	free(o->widths);
	free(o->right);
}
