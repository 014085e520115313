/* What output.c and output_layout.c share: the output itself. */
#ifndef PLANSQL_CLI_OUTPUT_INTERNAL_H
#define PLANSQL_CLI_OUTPUT_INTERNAL_H

#include "output.h"

struct output {
	struct row_sink sink; /* first: the sink is the output */
	FILE *out;
	struct output_options options;
	size_t columns;
	char **names;
	char **keys;	       /* JSON: the names made unique */
	plansql_str *row_text; /* JSON: a row's object, reused */
	size_t rows;	       /* handed to this output */
	/* the table layouts: the first batch, held to measure it */
	struct cell *held; /* row-major, texts copied */
	size_t held_count;
	bool measured; /* the batch was written: rows go straight out */
	size_t *widths;
	bool *right; /* Markdown: a column of numbers only */
};

char *output_copy(const char *s);
/* The index of name among the first count names, or count. */
size_t output_name_index(char *const *names, size_t count, const char *name);

/* The table and Markdown layouts. */
bool output_layout_begin(struct output *o);
bool output_layout_row(struct output *o, const struct cell *cells);
void output_layout_finish(struct output *o, enum query_end end);
void output_layout_free(struct output *o);

#endif
