/* The database as the model reads it (plansql ask): one line per table,
 * its columns with their types, key markers, descriptions and a few
 * sample values, then the foreign keys as `a.x = b.y`.  Every name,
 * type, description and sample that is not a plain identifier is
 * written as a JSON string, with `<` escaped, so that no catalog text
 * can end the block the prompt puts the description in. */
#ifndef PLANSQL_ASK_DESCRIBE_H
#define PLANSQL_ASK_DESCRIBE_H

#include <stdbool.h>
#include <stddef.h>

#include "catalog/catalog.h"
#include "ask/ask_private.h"
#include "common/strbuf.h"

#define ASK_SAMPLES_SHOWN 3
#define ASK_SAMPLE_CHARS  40

struct ask_describe_options {
	/* which columns' sample values are shown (ask_private.h) */
	enum ask_samples samples;
};

/* One table's line, with a newline. */
void ask_describe_table(strbuf *out, const plansql_catalog *catalog,
			size_t table, const struct ask_describe_options *o);
/* The foreign keys between tables both chosen (chosen[i] for table i;
 * NULL: every table), one per line; nothing when there are none. */
void ask_describe_keys(strbuf *out, const plansql_catalog *catalog,
		       const bool *chosen);
/* The chosen tables in catalog order, then their keys. */
void ask_describe(strbuf *out, const plansql_catalog *catalog,
		  const bool *chosen, const struct ask_describe_options *o);

/* What a text costs in a model's tokens, estimated from its length
 * (bench/ measures it with a real tokenizer). */
size_t ask_estimate_tokens(size_t bytes);

#endif
