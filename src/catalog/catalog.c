/* The JSON catalog format: an array of tables, each
 * {"table_name", "columns": [{"column_name", "data_type", "is_nullable"}],
 *  "metadata": {"description", "primary_key"}, "foreign_keys": [...]}. */
#include "catalog/catalog.h"
#include "common/ascii.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_data_json.h"
#include "catalog/catalog_graph.h"
#include "catalog/catalog_infer.h"
#include "json/json_read.h"
#include "json/json_scan.h"
#include "common/plansql_limits.h"

static bool contains(const char *haystack, const char *needle)
{
	for (const char *h = haystack; *h; h++) {
		size_t i = 0;
		while (needle[i] && ascii_lower(h[i]) == needle[i])
			i++;
		if (!needle[i])
			return true;
	}
	return false;
}

/* The type's first word is exactly word ("date", "DATE", "bit(1)"). */
static bool first_word_is(const char *type, const char *word)
{
	size_t i = 0;
	while (word[i] && ascii_lower(type[i]) == word[i])
		i++;
	return !word[i] &&
	       (type[i] == '\0' || type[i] == '(' || type[i] == ' ');
}

enum type_class catalog_type_class_of(const char *t)
{
	static const char *const opaque[] = {
	    "interval", "point", "line", "polygon", "geometry", "geography"};
	if (!t || !*t)
		return TYPE_UNKNOWN;
	for (size_t i = 0; i < COUNT_OF(opaque); i++)
		if (contains(t, opaque[i]))
			return TYPE_UNKNOWN;
	if (first_word_is(t, "bit"))
		return TYPE_BIT;
	if (contains(t, "bool"))
		return TYPE_BOOLEAN;
	if (first_word_is(t, "date"))
		return TYPE_DATE;
	if (contains(t, "timestamp") || contains(t, "datetime"))
		return TYPE_DATETIME;
	if (contains(t, "int"))
		return TYPE_INTEGER;
	static const char *const text[] = {"char", "clob", "text", "string",
					   "uuid", "json", "xml",  "enum"};
	for (size_t i = 0; i < COUNT_OF(text); i++)
		if (contains(t, text[i]))
			return TYPE_TEXT;
	static const char *const number[] = {"real",	"floa",	 "doub",  "dec",
					     "numeric", "money", "number"};
	for (size_t i = 0; i < COUNT_OF(number); i++)
		if (contains(t, number[i]))
			return TYPE_NUMBER;
	return TYPE_UNKNOWN;
}

bool catalog_collation_has_case(const char *collation)
{
	for (const char *p = collation; p && *p;) {
		size_t n = strcspn(p, "_");
		static const char *const parts[] = {"cs", "bin", "bin2"};
		for (size_t i = 0; i < COUNT_OF(parts); i++) {
			bool same = strlen(parts[i]) == n;
			for (size_t k = 0; same && k < n; k++)
				same = ascii_lower(p[k]) == parts[i][k];
			if (same)
				return true;
		}
		p += n + (p[n] == '_');
	}
	return false;
}

/* is_nullable: a boolean, or "YES"/"NO" as information_schema says. */
static bool read_nullable(jreader *r, const jvalue *obj, const char *at)
{
	const jvalue *v = json_read_member(r, obj, at, "is_nullable", false);
	if (!v)
		return true;
	if (json_value_is(v, JV_BOOLEAN))
		return json_value_bool(v);
	if (json_value_is(v, JV_STRING)) {
		const char *s = json_value_string(v);
		if (!strcmp(s, "YES") || !strcmp(s, "yes"))
			return true;
		if (!strcmp(s, "NO") || !strcmp(s, "no"))
			return false;
	}
	json_read_wrong_type(r, v, json_read_child(r, at, "is_nullable"),
			     "true, false, \"YES\" or \"NO\"");
	return true;
}

bool catalog_set_samples(plansql_catalog *catalog,
			 struct catalog_column *column, const char **values,
			 size_t count)
{
	const char **copies =
	    arena_calloc(&catalog->arena, count + 1, sizeof *copies);
	for (size_t i = 0; copies && i < count; i++)
		if (!(copies[i] = arena_strdup(&catalog->arena, values[i])))
			return false;
	if (!copies)
		return false;
	column->samples = copies;
	column->sample_count = count;
	return true;
}

static bool read_sample(jreader *r, const jvalue *v, const char *at, void *out)
{
	const char **sample = out;
	if (!json_read_expect(r, v, at, JV_STRING, "a string"))
		return false;
	*sample = json_read_copy_string(r, v);
	return *sample != NULL;
}

static bool read_column(jreader *r, const jvalue *v, const char *at, void *out)
{
	struct catalog_column *c = out;
	if (!json_read_expect_object(r, v, at))
		return false;
	c->name = json_read_name(r, v, at, "column_name", true);
	const jvalue *type = json_read_member(r, v, at, "data_type", false);
	if (type && json_read_expect_member(r, type, at, "data_type", JV_STRING,
					    "a string"))
		c->data_type = json_read_copy_string(r, type);
	c->type = catalog_type_class_of(c->data_type);
	c->nullable = read_nullable(r, v, at);
	c->description = json_read_note(r, v, at, "description");
	c->private_values = json_read_bool(r, v, at, "private", false);
	c->collation = json_read_note(r, v, at, "collation_name");
	bool samples_ok = JR_EACH(r, v, at, "samples", read_sample, &c->samples,
				  &c->sample_count);
	bool data_ok = catalog_data_read(r, v, at, c);
	return c->name != NULL && samples_ok && data_ok;
}

static bool read_foreign_key(jreader *r, const jvalue *v, const char *at,
			     void *out)
{
	struct catalog_foreign_key *k = out;
	if (!json_read_expect_object(r, v, at))
		return false;
	k->column = json_read_name(r, v, at, "foreign_key", true);
	k->ref_table = json_read_name(r, v, at, "primary_key_table", true);
	k->ref_column = json_read_name(r, v, at, "primary_key_column", true);
	k->ref_schema = json_read_name(r, v, at, "primary_key_schema", false);
	return k->column && k->ref_table && k->ref_column;
}

static void mark_primary_key(jreader *r, struct catalog_table *t,
			     const jvalue *name, const char *at)
{
	if (!json_read_expect(r, name, at, JV_STRING, "a column name"))
		return;
	struct catalog_column *c =
	    (struct catalog_column *)catalog_column(t, json_value_string(name));
	if (c)
		c->primary_key = true;
	else
		diag_error(r->d, "unknown-column", at,
			   "the primary key column %N is not a column of %N",
			   json_value_string(name), t->name);
}

/* metadata: description and kind are kept for printing the catalog
 * again; primary_key is one column name or an array of them. */
static void read_metadata(jreader *r, const jvalue *v, const char *at,
			  struct catalog_table *t)
{
	const jvalue *meta = json_read_member(r, v, at, "metadata", false);
	const char *where = json_read_child(r, at, "metadata");
	if (!meta || !json_read_expect_object(r, meta, where))
		return;
	const jvalue *desc =
	    json_read_member(r, meta, where, "description", false);
	if (desc &&
	    json_read_expect(r, desc, json_read_child(r, where, "description"),
			     JV_STRING, "a string"))
		t->description = json_read_copy_string(r, desc);
	const jvalue *kind = json_read_member(r, meta, where, "kind", false);
	if (kind && json_read_expect(r, kind, json_read_child(r, where, "kind"),
				     JV_STRING, "a string"))
		t->kind = json_read_copy_string(r, kind);
	const jvalue *pk =
	    json_read_member(r, meta, where, "primary_key", false);
	const char *pk_at = json_read_child(r, where, "primary_key");
	if (!pk)
		return;
	if (!json_value_is(pk, JV_ARRAY)) {
		mark_primary_key(r, t, pk, pk_at);
		return;
	}
	for (size_t i = 0; i < json_value_length(pk); i++)
		mark_primary_key(r, t, json_value_item(pk, i),
				 json_read_item(r, pk_at, i));
}

static bool read_table(jreader *r, const jvalue *v, const char *at, void *out)
{
	struct catalog_table *t = out;
	if (!json_read_expect_object(r, v, at))
		return false;
	t->name = json_read_name(r, v, at, "table_name", true);
	t->schema = json_read_name(r, v, at, "schema", false);
	/* the position of its schema on the search path, from 0 */
	int64_t order = json_read_integer(r, v, at, "search_order", 0, -1);
	t->search_rank = order < 0 ? 0 : (size_t)order + 1;
	bool ok = JR_EACH(r, v, at, "columns", read_column, &t->columns,
			  &t->column_count);
	ok &= JR_EACH(r, v, at, "foreign_keys", read_foreign_key,
		      &t->foreign_keys, &t->foreign_key_count);
	if (ok && t->name)
		read_metadata(r, v, at, t);
	return ok && t->name;
}

/* A catalog without data sections tells by its samples what it did
 * before them (catalog_data_from_samples). */
static bool data_from_samples(plansql_catalog *c)
{
	for (size_t i = 0; i < c->table_count; i++)
		for (size_t j = 0; j < c->tables[i].column_count; j++)
			if (!catalog_data_from_samples(
				&c->arena, &c->tables[i].columns[j]))
				return false;
	return true;
}

bool catalog_finish(plansql_catalog *c, diag_list *d)
{
	if (!catalog_index_schemas(c, d))
		return false;
	if (!data_from_samples(c)) {
		d->out_of_memory = 1;
		return false;
	}
	if (catalog_graph_build(c) && catalog_infer_keys(c))
		return true;
	d->out_of_memory = 1;
	return false;
}

plansql_catalog *catalog_read(const char *text, size_t len, diag_list *d)
{
	plansql_catalog *c = calloc(1, sizeof *c);
	if (!c) {
		d->out_of_memory = 1;
		return NULL;
	}
	arena_init(&c->arena, PLANSQL_ARENA_LIMIT);
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	const jvalue *root = json_scan_document(text, len, &json_catalog_limits,
						d, &tree, &c->arena);
	jreader r = {.a = &c->arena, .d = d};
	size_t errors = d->errors;
	bool ok = false;
	if (root &&
	    json_read_expect(&r, root, "", JV_ARRAY, "an array of tables")) {
		size_t n = json_value_length(root);
		c->tables = json_read_alloc(&r, n, sizeof *c->tables);
		c->table_count = c->tables ? n : 0;
		ok = n == 0 || c->tables;
		for (size_t i = 0; i < c->table_count; i++)
			ok &= read_table(&r, json_value_item(root, i),
					 json_read_item(&r, "", i),
					 &c->tables[i]);
	}
	arena_free(&tree);
	if (!ok || d->errors > errors || !catalog_finish(c, d)) {
		catalog_free(c);
		return NULL;
	}
	return c;
}

void catalog_free(plansql_catalog *catalog)
{
	if (!catalog)
		return;
	catalog_set_source(catalog, NULL);
	arena_free(&catalog->arena);
	free(catalog);
}

/* Columns are few per table: a linear scan, exact then unique folded. */
const struct catalog_column *catalog_column(const struct catalog_table *table,
					    const char *name)
{
	for (size_t i = 0; i < table->column_count; i++) {
		const struct catalog_column *c = &table->columns[i];
		if (c->name[0] == name[0] && !strcmp(c->name, name))
			return c;
	}
	const struct catalog_column *folded = NULL;
	size_t folded_count = 0;
	for (size_t i = 0; i < table->column_count; i++) {
		const char *a = table->columns[i].name, *b = name;
		while (*a && ascii_lower(*a) == ascii_lower(*b))
			a++, b++;
		if (!*a && !*b) {
			folded = &table->columns[i];
			folded_count++;
		}
	}
	return folded_count == 1 ? folded : NULL;
}
