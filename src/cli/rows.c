#include "rows.h"

#include "display.h"

#include <stdlib.h>
#include <string.h>

static char *copy(const char *s)
{
	size_t n = strlen(s) + 1;
	char *c = malloc(n);
	if (c)
		memcpy(c, s, n);
	return c;
}

bool rows_init(struct rows *r, size_t columns)
{
	memset(r, 0, sizeof *r);
	r->columns = columns;
	r->names = calloc(columns ? columns : 1, sizeof *r->names);
	return r->names != NULL;
}

bool rows_set_name(struct rows *r, size_t column, const char *name)
{
	r->names[column] = copy(name ? name : "?");
	return r->names[column] != NULL;
}

bool rows_add(struct rows *r, const char *const *cells)
{
	if (r->count == r->cap) {
		size_t cap = r->cap ? r->cap * 2 : 64;
		char **grown =
		    realloc(r->cells, cap * r->columns * sizeof *grown);
		if (!grown)
			return false;
		r->cells = grown;
		r->cap = cap;
	}
	char **row = r->cells + r->count * r->columns;
	for (size_t i = 0; i < r->columns; i++) {
		row[i] = cells[i] ? copy(cells[i]) : NULL;
		if (cells[i] && !row[i])
			return false;
	}
	r->count++;
	return true;
}

void rows_free(struct rows *r)
{
	for (size_t i = 0; i < r->count * r->columns; i++)
		free(r->cells[i]);
	for (size_t i = 0; i < r->columns; i++)
		free(r->names[i]);
	free(r->cells);
	free(r->names);
	memset(r, 0, sizeof *r);
}

/* TSV: control characters are escaped, so that a row stays one line; the
 * rest is written as it is, for the program that reads it. */
static void put_cell(FILE *out, const char *s)
{
	for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
		if (*c < 0x80)
			display_ascii(out, *c);
		else
			fputc(*c, out);
	}
}

static const char *shown(const char *cell)
{
	return cell ? cell : "NULL";
}

static void pad(FILE *out, size_t n)
{
	while (n--)
		fputc(' ', out);
}

void rows_print_table(FILE *out, const struct rows *r)
{
	size_t *w = calloc(r->columns ? r->columns : 1, sizeof *w);
	if (!w)
		return;
	for (size_t c = 0; c < r->columns; c++) {
		w[c] = display_text(NULL, r->names[c]);
		for (size_t i = 0; i < r->count; i++) {
			size_t cw = display_text(
			    NULL, shown(r->cells[i * r->columns + c]));
			if (cw > w[c])
				w[c] = cw;
		}
	}
	for (size_t c = 0; c < r->columns; c++) {
		fputs(c ? " | " : "", out);
		size_t shown_width = display_text(out, r->names[c]);
		if (c + 1 < r->columns) /* no trailing blanks */
			pad(out, w[c] - shown_width);
	}
	fputc('\n', out);
	for (size_t c = 0; c < r->columns; c++) {
		fputs(c ? "-+-" : "", out);
		for (size_t k = 0; k < w[c]; k++)
			fputc('-', out);
	}
	fputc('\n', out);
	for (size_t i = 0; i < r->count; i++) {
		for (size_t c = 0; c < r->columns; c++) {
			const char *cell = shown(r->cells[i * r->columns + c]);
			fputs(c ? " | " : "", out);
			size_t shown_width = display_text(out, cell);
			if (c + 1 < r->columns)
				pad(out, w[c] - shown_width);
		}
		fputc('\n', out);
	}
	fprintf(out, "(%zu row%s)\n", r->count, r->count == 1 ? "" : "s");
	free(w);
}

void rows_print_tsv(FILE *out, const struct rows *r)
{
	for (size_t c = 0; c < r->columns; c++) {
		fputs(c ? "\t" : "", out);
		put_cell(out, r->names[c]);
	}
	fputc('\n', out);
	for (size_t i = 0; i < r->count; i++) {
		for (size_t c = 0; c < r->columns; c++) {
			const char *cell = r->cells[i * r->columns + c];
			fputs(c ? "\t" : "", out);
			if (cell)
				put_cell(out, cell);
			else
				fputs("\\N", out);
		}
		fputc('\n', out);
	}
}
