/* The compact description of a database for the model (ask_describe.h). */
#include "ask/ask_describe.h"

#include <string.h>

#include "catalog/catalog_graph.h"

static bool is_plain_name(const char *s)
{
	if (!(*s == '_' || (*s >= 'A' && *s <= 'Z') ||
	      (*s >= 'a' && *s <= 'z')))
		return false;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

/* A type is read by the model as words: letters, digits, spaces,
 * parentheses and commas pass, anything else makes it a string. */
static bool is_plain_type(const char *s)
{
	for (; *s; s++)
		if (!(strchr("_ (),", *s) || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

/* The bytes of the first max_chars characters of valid UTF-8 s. */
static size_t prefix_bytes(const char *s, size_t len, size_t max_chars)
{
	size_t i = 0, chars = 0;
	for (; i < len; i++) {
		bool starts_char = ((unsigned char)s[i] & 0xc0) != 0x80;
		if (starts_char && chars++ == max_chars)
			break;
	}
	return i;
}

/* A JSON string of the first max_chars characters of s (all of it when
 * max_chars is 0), with `<` escaped; "..." after it when it was cut. */
static void put_quoted(strbuf *out, const char *s, size_t max_chars)
{
	size_t len = strlen(s), keep = len;
	if (max_chars)
		keep = prefix_bytes(s, len, max_chars);
	strbuf_putc(out, '"');
	for (size_t i = 0; i < keep; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\') {
			strbuf_putc(out, '\\');
			strbuf_putc(out, (char)c);
		} else if (c < 0x20 || c == '<' || c == 0x7f) {
			strbuf_printf(out, "\\u%04x", c);
		} else {
			strbuf_putc(out, (char)c);
		}
	}
	strbuf_putc(out, '"');
	if (keep < len)
		strbuf_puts(out, "...");
}

static void put_name(strbuf *out, const char *name)
{
	if (is_plain_name(name))
		strbuf_puts(out, name);
	else
		put_quoted(out, name, 0);
}

static void put_table_name(strbuf *out, const struct catalog_table *t)
{
	if (t->schema) {
		put_name(out, t->schema);
		strbuf_putc(out, '.');
	}
	put_name(out, t->name);
}

static void put_samples(strbuf *out, const struct catalog_column *c)
{
	size_t shown = c->sample_count < ASK_SAMPLES_SHOWN ? c->sample_count
							   : ASK_SAMPLES_SHOWN;
	for (size_t i = 0; i < shown; i++) {
		strbuf_puts(out, i ? ", " : " e.g. ");
		put_quoted(out, c->samples[i], ASK_SAMPLE_CHARS);
	}
}

static void put_column(strbuf *out, const struct catalog_table *t,
		       const struct catalog_column *c,
		       const struct ask_describe_options *o)
{
	put_name(out, c->name);
	if (c->data_type && *c->data_type) {
		strbuf_putc(out, ' ');
		if (is_plain_type(c->data_type))
			strbuf_puts(out, c->data_type);
		else
			put_quoted(out, c->data_type, 0);
	}
	if (c->primary_key)
		strbuf_puts(out, " PK");
	if (c->description && *c->description) {
		strbuf_putc(out, ' ');
		put_quoted(out, c->description, 0);
	}
	if (!ask_values_withheld(t, c, o->samples))
		put_samples(out, c);
}

void ask_describe_table(strbuf *out, const plansql_catalog *catalog,
			size_t table, const struct ask_describe_options *o)
{
	const struct catalog_table *t = &catalog->tables[table];
	put_table_name(out, t);
	strbuf_putc(out, '(');
	for (size_t i = 0; i < t->column_count; i++) {
		if (i)
			strbuf_puts(out, ", ");
		put_column(out, t, &t->columns[i], o);
	}
	strbuf_putc(out, ')');
	if (t->description && *t->description) {
		strbuf_puts(out, " -- ");
		put_quoted(out, t->description, 0);
	}
	strbuf_putc(out, '\n');
}

static void put_key(strbuf *out, const struct catalog_table *child,
		    const struct catalog_table *parent,
		    const struct catalog_foreign_key *key)
{
	put_table_name(out, child);
	strbuf_putc(out, '.');
	put_name(out, key->column);
	strbuf_puts(out, " = ");
	put_table_name(out, parent);
	strbuf_putc(out, '.');
	put_name(out, key->ref_column);
	strbuf_putc(out, '\n');
}

/* A key of a table to itself is linked from both of its ends. */
static bool seen_before(const struct fk_link *links, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (links[j].key == links[i].key)
			return true;
	return false;
}

void ask_describe_keys(strbuf *out, const plansql_catalog *catalog,
		       const bool *chosen)
{
	bool any = false;
	for (size_t t = 0; t < catalog->table_count; t++) {
		size_t count;
		const struct fk_link *links = catalog_links(catalog, t, &count);
		for (size_t i = 0; i < count; i++) {
			const struct fk_link *l = &links[i];
			/* each key once: from the table that holds it */
			if (l->child != t || seen_before(links, i) ||
			    (chosen && !(chosen[t] && chosen[l->neighbour])))
				continue;
			if (!any)
				strbuf_puts(out, "Foreign keys:\n");
			any = true;
			put_key(out, &catalog->tables[t],
				&catalog->tables[l->neighbour], l->key);
		}
	}
}

void ask_describe(strbuf *out, const plansql_catalog *catalog,
		  const bool *chosen, const struct ask_describe_options *o)
{
	for (size_t t = 0; t < catalog->table_count; t++)
		if (!chosen || chosen[t])
			ask_describe_table(out, catalog, t, o);
	ask_describe_keys(out, catalog, chosen);
}

size_t ask_estimate_tokens(size_t bytes)
{
	return (bytes + 3) / 4;
}
