/* The catalog model written in the JSON catalog format, through the one
 * JSON writer: what plansql catalog prints and plansql_catalog_json
 * returns. */
#include "catalog/catalog_db.h"

#include <stdlib.h>

#include "catalog/catalog_data_json.h"
#include "catalog/catalog_infer.h"
#include "json/json_write.h"
#include "common/plansql_limits.h"

static void column_json(json_writer *w, const struct catalog_column *c)
{
	json_write_begin_object(w);
	json_write_member_string(w, "column_name", c->name);
	if (c->data_type && *c->data_type)
		json_write_member_string(w, "data_type", c->data_type);
	json_write_key(w, "is_nullable");
	json_write_bool(w, c->nullable);
	json_write_member_string(w, "description", c->description);
	json_write_member_string(w, "collation_name", c->collation);
	if (c->private_values) {
		json_write_key(w, "private");
		json_write_bool(w, true);
	}
	if (c->sample_count) {
		json_write_key(w, "samples");
		json_write_begin_array(w);
		for (size_t i = 0; i < c->sample_count; i++)
			json_write_string(w, c->samples[i]);
		json_write_end_array(w);
	}
	catalog_data_write(w, c);
	json_write_end_object(w);
}

/* A single name is what most tables have and what people write; a key
 * of several columns is an array.  The model keeps which columns are in
 * the primary key, not their order in it: they are written in table
 * order. */
static void primary_key_json(json_writer *w, const struct catalog_table *t)
{
	size_t count = 0;
	for (size_t i = 0; i < t->column_count; i++)
		count += t->columns[i].primary_key;
	if (!count)
		return;
	json_write_key(w, "primary_key");
	if (count > 1)
		json_write_begin_array(w);
	for (size_t i = 0; i < t->column_count; i++)
		if (t->columns[i].primary_key)
			json_write_string(w, t->columns[i].name);
	if (count > 1)
		json_write_end_array(w);
}

static void foreign_key_json(json_writer *w,
			     const struct catalog_foreign_key *k)
{
	json_write_begin_object(w);
	json_write_member_string(w, "foreign_key", k->column);
	json_write_member_string(w, "primary_key_table", k->ref_table);
	json_write_member_string(w, "primary_key_column", k->ref_column);
	json_write_member_string(w, "primary_key_schema", k->ref_schema);
	json_write_end_object(w);
}

/* The inferred keys of each table, as positions in catalog->inferred:
 * those of table i are order[first[i]] to order[first[i + 1] - 1]. */
struct inferred_index {
	size_t *first, *order;
};

static bool index_inferred(const plansql_catalog *c, struct inferred_index *x)
{
	x->first = calloc(c->table_count + 1, sizeof *x->first);
	x->order = calloc(c->inferred_count + 1, sizeof *x->order);
	if (!x->first || !x->order)
		return false;
	for (size_t k = 0; k < c->inferred_count; k++)
		x->first[c->inferred[k].child + 1]++;
	for (size_t i = 0; i < c->table_count; i++)
		x->first[i + 1] += x->first[i];
	size_t *next = calloc(c->table_count + 1, sizeof *next);
	if (!next)
		return false;
	for (size_t k = 0; k < c->inferred_count; k++) {
		size_t t = c->inferred[k].child;
		x->order[x->first[t] + next[t]++] = k;
	}
	free(next);
	return true;
}

static void table_json(json_writer *w, const plansql_catalog *c, size_t index,
		       const struct inferred_index *inferred)
{
	const struct catalog_table *t = &c->tables[index];
	json_write_begin_object(w);
	json_write_member_string(w, "table_name", t->name);
	json_write_member_string(w, "schema", t->schema);
	if (t->search_rank) {
		json_write_key(w, "search_order");
		json_write_int(w, (int64_t)t->search_rank - 1);
	}
	json_write_key(w, "columns");
	json_write_begin_array(w);
	for (size_t i = 0; i < t->column_count; i++)
		column_json(w, &t->columns[i]);
	json_write_end_array(w);
	json_write_key(w, "metadata");
	json_write_begin_object(w);
	json_write_member_string(w, "description", t->description);
	json_write_member_string(w, "kind", t->kind);
	primary_key_json(w, t);
	json_write_end_object(w);
	json_write_key(w, "foreign_keys");
	json_write_begin_array(w);
	for (size_t i = 0; i < t->foreign_key_count; i++)
		foreign_key_json(w, &t->foreign_keys[i]);
	for (size_t i = inferred ? inferred->first[index] : 0;
	     inferred && i < inferred->first[index + 1]; i++)
		foreign_key_json(w, &c->inferred[inferred->order[i]].key);
	json_write_end_array(w);
	json_write_end_object(w);
}

char *catalog_json_text(const plansql_catalog *catalog, bool with_inferred)
{
	struct inferred_index inferred = {NULL, NULL};
	if (with_inferred && !index_inferred(catalog, &inferred)) {
		free(inferred.first);
		free(inferred.order);
		return NULL;
	}
	strbuf sb;
	strbuf_init(&sb, NULL, 0, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	json_write_init(&w, &sb, true);
	json_write_begin_array(&w);
	for (size_t i = 0; i < catalog->table_count; i++)
		table_json(&w, catalog, i, with_inferred ? &inferred : NULL);
	json_write_end_array(&w);
	strbuf_putc(&sb, '\n');
	free(inferred.first);
	free(inferred.order);
	return strbuf_finish(&sb);
}
