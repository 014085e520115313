/* Catalogs built straight from what a loader reads from a database: the
 * model catalog_read would make of the same tables, with the same checks
 * on names (not empty, not too long, UTF-8), the same diagnostics at the
 * same JSON Pointers of the catalog format, and the same index. */
#include "catalog/catalog_db.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/plansql_limits.h"
#include "common/utf8.h"

bool catalog_build_start(catalog_builder *b, diag_list *d)
{
	*b = (catalog_builder){.d = d};
	b->catalog = calloc(1, sizeof *b->catalog);
	if (!b->catalog) {
		d->out_of_memory = 1;
		return false;
	}
	arena_init(&b->catalog->arena, PLANSQL_ARENA_LIMIT);
	return true;
}

static bool no_memory(catalog_builder *b)
{
	b->d->out_of_memory = 1;
	b->failed = b->exhausted = true;
	return false;
}

/* Room for one more item in an array of the arena.  Arrays grow by
 * doubling at powers of two, so their capacity follows from their
 * count and needs no field of its own. */
static bool make_room(catalog_builder *b, void *items_ptr, size_t count,
		      size_t size)
{
	void **items = items_ptr;
	if (count && (count < 8 || (count & (count - 1))))
		return true;
	size_t cap = count ? count * 2 : 8;
	void *grown = arena_calloc(&b->catalog->arena, cap, size);
	if (!grown)
		return no_memory(b);
	if (count)
		memcpy(grown, *items, count * size);
	*items = grown;
	return true;
}

/* Where a text would be in the catalog format: field key of item index
 * of list in table ("" list: of the table itself; index SIZE_MAX: list
 * is an object), and item item of that field when it is an array
 * (SIZE_MAX: the field itself).  Made into a JSON Pointer only for a
 * diagnostic. */
struct place {
	size_t table;
	const char *list;
	size_t index;
	const char *key;
	size_t item;
};

static const char *where(catalog_builder *b, struct place p)
{
	arena *a = &b->catalog->arena;
	const char *at = diag_pointer_index(a, "", p.table);
	if (*p.list)
		at = diag_pointer_key(a, at, p.list);
	if (*p.list && p.index != SIZE_MAX)
		at = diag_pointer_index(a, at, p.index);
	at = diag_pointer_key(a, at, p.key);
	return p.item == SIZE_MAX ? at : diag_pointer_index(a, at, p.item);
}

#define TABLE_FIELD(t, key) ((struct place){(t), "", 0, (key), SIZE_MAX})
/* A field of the table's "metadata" object. */
#define METADATA_FIELD(t, key)                                                 \
	((struct place){(t), "metadata", SIZE_MAX, (key), SIZE_MAX})
#define ITEM_FIELD(t, list, i, key)                                            \
	((struct place){(t), (list), (i), (key), SIZE_MAX})

static bool is_utf8(const char *s, size_t len)
{
	uint32_t cp;
	for (size_t i = 0, n; i < len; i += n)
		if (!(n = utf8_decode(s + i, len - i, &cp)))
			return false;
	return true;
}

/* Text of the database copied into the catalog; NULL stays NULL.  What
 * is not UTF-8 cannot be a catalog's text: an error, as catalog_read
 * reports it. */
static const char *text_copy(catalog_builder *b, const char *s, struct place at)
{
	if (!s)
		return NULL;
	size_t len = strlen(s);
	if (!is_utf8(s, len)) {
		diag_error(b->d, "invalid-utf8", where(b, at),
			   "the catalog has text that is not UTF-8: %N", s);
		b->failed = true;
		return NULL;
	}
	const char *copy = arena_strndup(&b->catalog->arena, s, len);
	if (!copy)
		no_memory(b);
	return copy;
}

/* A name as catalog_read accepts it, copied; NULL after an error. */
static const char *name_copy(catalog_builder *b, const char *name,
			     struct place at)
{
	size_t len = name ? strlen(name) : 0;
	if (len == 0)
		diag_error(b->d, "empty-name", where(b, at),
			   "a name must not be empty");
	else if (len > PLANSQL_MAX_NAME_BYTES)
		diag_error(b->d, "name-too-long", where(b, at),
			   "a name is %zu bytes, more than the limit of %d",
			   len, PLANSQL_MAX_NAME_BYTES);
	else
		return text_copy(b, name, at);
	b->failed = true;
	return NULL;
}

long catalog_build_table(catalog_builder *b, const char *name,
			 const char *schema, const char *description,
			 const char *kind)
{
	plansql_catalog *c = b->catalog;
	if (!make_room(b, &c->tables, c->table_count, sizeof *c->tables))
		return -1;
	size_t i = c->table_count++;
	struct catalog_table *t = &c->tables[i];
	t->name = name_copy(b, name, TABLE_FIELD(i, "table_name"));
	if (schema)
		t->schema = name_copy(b, schema, TABLE_FIELD(i, "schema"));
	t->description =
	    text_copy(b, description, METADATA_FIELD(i, "description"));
	t->kind = text_copy(b, kind, METADATA_FIELD(i, "kind"));
	return b->exhausted ? -1 : (long)i;
}

/* data_type NULL or "" means no declared type. */
bool catalog_build_column(catalog_builder *b, size_t table, const char *name,
			  const char *data_type, bool nullable)
{
	struct catalog_table *t = &b->catalog->tables[table];
	if (!make_room(b, &t->columns, t->column_count, sizeof *t->columns))
		return false;
	size_t i = t->column_count++;
	struct catalog_column *c = &t->columns[i];
	c->name =
	    name_copy(b, name, ITEM_FIELD(table, "columns", i, "column_name"));
	if (data_type && *data_type)
		c->data_type = text_copy(
		    b, data_type, ITEM_FIELD(table, "columns", i, "data_type"));
	c->type = catalog_type_class_of(c->data_type);
	c->nullable = nullable;
	return !b->exhausted;
}

bool catalog_build_kind(catalog_builder *b, size_t table, const char *kind)
{
	b->catalog->tables[table].kind =
	    text_copy(b, kind, METADATA_FIELD(table, "kind"));
	return !b->exhausted;
}

bool catalog_build_column_description(catalog_builder *b, size_t table,
				      const char *description)
{
	struct catalog_table *t = &b->catalog->tables[table];
	size_t i = t->column_count - 1;
	t->columns[i].description = text_copy(
	    b, description, ITEM_FIELD(table, "columns", i, "description"));
	return !b->exhausted;
}

bool catalog_build_samples(catalog_builder *b, size_t table,
			   const char *const *values, size_t count)
{
	struct catalog_table *t = &b->catalog->tables[table];
	size_t column = t->column_count - 1;
	const char **copies =
	    arena_calloc(&b->catalog->arena, count + 1, sizeof *copies);
	if (!copies)
		return no_memory(b);
	for (size_t i = 0; i < count; i++) {
		struct place at =
		    ITEM_FIELD(table, "columns", column, "samples");
		at.item = i;
		copies[i] = text_copy(b, values[i] ? values[i] : "", at);
	}
	t->columns[column].samples = copies;
	t->columns[column].sample_count = count;
	return !b->exhausted;
}

/* After the table's columns: the key names one of them. */
bool catalog_build_primary_key(catalog_builder *b, size_t table,
			       const char *column)
{
	if (b->failed) /* a name may be missing: catalog_read skips too */
		return !b->exhausted;
	struct catalog_table *t = &b->catalog->tables[table];
	struct catalog_column *c =
	    (struct catalog_column *)catalog_column(t, column);
	if (c) {
		c->primary_key = true;
		return true;
	}
	diag_error(b->d, "unknown-column",
		   diag_pointer_key(&b->catalog->arena,
				    where(b, TABLE_FIELD(table, "metadata")),
				    "primary_key"),
		   "the primary key column %N is not a column of %N", column,
		   t->name);
	b->failed = true;
	return true;
}

bool catalog_build_foreign_key(catalog_builder *b, size_t table,
			       const char *column, const char *ref_table,
			       const char *ref_column)
{
	struct catalog_table *t = &b->catalog->tables[table];
	if (!make_room(b, &t->foreign_keys, t->foreign_key_count,
		       sizeof *t->foreign_keys))
		return false;
	size_t i = t->foreign_key_count++;
	struct catalog_foreign_key *k = &t->foreign_keys[i];
	k->column = name_copy(
	    b, column, ITEM_FIELD(table, "foreign_keys", i, "foreign_key"));
	k->ref_table = name_copy(
	    b, ref_table,
	    ITEM_FIELD(table, "foreign_keys", i, "primary_key_table"));
	k->ref_column = name_copy(
	    b, ref_column,
	    ITEM_FIELD(table, "foreign_keys", i, "primary_key_column"));
	return !b->exhausted;
}

void catalog_build_search_order(catalog_builder *b, size_t table,
				size_t position)
{
	b->catalog->tables[table].search_rank = position + 1;
}

bool catalog_build_foreign_key_schema(catalog_builder *b, size_t table,
				      const char *schema)
{
	const struct catalog_table *t = &b->catalog->tables[table];
	if (!schema || (t->schema && !strcmp(t->schema, schema)))
		return true;
	return catalog_build_foreign_key_schema_as_given(b, table, schema);
}

bool catalog_build_foreign_key_schema_as_given(catalog_builder *b, size_t table,
					       const char *schema)
{
	struct catalog_table *t = &b->catalog->tables[table];
	size_t i = t->foreign_key_count - 1;
	if (!schema)
		return true;
	t->foreign_keys[i].ref_schema = name_copy(
	    b, schema,
	    ITEM_FIELD(table, "foreign_keys", i, "primary_key_schema"));
	return !b->exhausted;
}

plansql_catalog *catalog_build_finish(catalog_builder *b)
{
	plansql_catalog *c = b->catalog;
	b->catalog = NULL;
	if (!c || b->failed || !catalog_finish(c, b->d)) {
		catalog_free(c);
		return NULL;
	}
	return c;
}
