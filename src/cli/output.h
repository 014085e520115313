/* Rows written as they arrive, in the formats sqlite3 and psql users
 * expect: an aligned table, TSV, CSV (RFC 4180), JSON (an array of
 * objects, or one object per line) and a Markdown table.  An output is
 * a row_sink (query.h); only the table and Markdown layouts hold rows,
 * and only a bounded first batch, to measure the columns. */
#ifndef PLANSQL_CLI_OUTPUT_H
#define PLANSQL_CLI_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

#include "query.h"

enum output_format {
	FORMAT_TABLE,
	FORMAT_TSV,
	FORMAT_CSV,
	FORMAT_JSON,
	FORMAT_JSONL,
	FORMAT_MARKDOWN
};

struct output_options {
	enum output_format format;
	const char *null_text; /* NULL: the format's own (see docs) */
	bool no_header;
	size_t batch; /* rows measured by the table layouts; 0: 1000 */
	/* the table's last line when rows were capped: "(the first N rows;
	 * NOTE)"; NULL: "the result has more" */
	const char *cap_note;
};

struct output;

/* Reads a --format name; false when it names none. */
bool output_parse_format(const char *name, enum output_format *out);
/* The --format names, for messages: "table, tsv, csv, ...". */
extern const char output_format_names[];

/* A new output writing to out; NULL when out of memory. */
struct output *output_new(FILE *out, const struct output_options *options);
struct row_sink *output_sink(struct output *o);
/* Writes what is held and the layout's end (the table's "(N rows)");
 * false when a write failed.  end says how the query stopped. */
bool output_finish(struct output *o, enum query_end end);
/* The rows written so far. */
size_t output_row_count(const struct output *o);
void output_free(struct output *o);

#endif
