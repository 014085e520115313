/* The JSON catalog format written with json-c: the building blocks the
 * loaders describe a database with, and the catalog model written back
 * through the same blocks, so both print alike. */
#include "catalog_db.h"

#include "catalog_infer.h"

/* Adds value under key, taking it over; on failure (value NULL for lack
 * of memory, or the add failing) value is released. */
static bool put(json_object *obj, const char *key, json_object *value)
{
	if (obj && value && json_object_object_add(obj, key, value) == 0)
		return true;
	json_object_put(value);
	return false;
}

/* Appends value to array, taking it over, as put does. */
static bool append(json_object *array, json_object *value)
{
	if (array && value && json_object_array_add(array, value) == 0)
		return true;
	json_object_put(value);
	return false;
}

/* NULL for no text as for no memory: the caller reports either. */
static json_object *new_string(const char *text)
{
	return text ? json_object_new_string(text) : NULL;
}

static json_object *member(json_object *obj, const char *key)
{
	json_object *value = NULL;
	if (!obj || !json_object_object_get_ex(obj, key, &value))
		return NULL;
	return value;
}

static json_object *metadata(const char *description, const char *kind)
{
	json_object *meta = json_object_new_object();
	bool ok = meta != NULL;
	if (ok && description)
		ok = put(meta, "description", new_string(description));
	if (ok && kind)
		ok = put(meta, "kind", new_string(kind));
	if (!ok) {
		json_object_put(meta);
		return NULL;
	}
	return meta;
}

json_object *catalog_json_table(const char *name, const char *schema,
				const char *description, const char *kind)
{
	json_object *table = json_object_new_object();
	bool ok = put(table, "table_name", new_string(name));
	if (ok && schema)
		ok = put(table, "schema", new_string(schema));
	ok = ok && put(table, "columns", json_object_new_array()) &&
	     put(table, "metadata", metadata(description, kind)) &&
	     put(table, "foreign_keys", json_object_new_array());
	if (!ok) {
		json_object_put(table);
		return NULL;
	}
	return table;
}

bool catalog_json_add_column(json_object *table, const char *name,
			     const char *data_type, bool nullable)
{
	json_object *column = json_object_new_object();
	bool ok = put(column, "column_name", new_string(name));
	if (ok && data_type && *data_type)
		ok = put(column, "data_type", new_string(data_type));
	json_object *is_nullable = json_object_new_boolean(nullable);
	ok = ok && put(column, "is_nullable", is_nullable);
	if (!ok) {
		json_object_put(column);
		return false;
	}
	return append(member(table, "columns"), column);
}

/* A single name is what most tables have and what people write; the
 * second column turns it into an array. */
bool catalog_json_add_primary_key(json_object *table, const char *column)
{
	json_object *meta = member(table, "metadata");
	json_object *key = member(meta, "primary_key");
	json_object *name = new_string(column);
	if (!key)
		return put(meta, "primary_key", name);
	if (json_object_is_type(key, json_type_array))
		return append(key, name);
	json_object *list = json_object_new_array();
	if (!append(list, json_object_get(key))) {
		json_object_put(list);
		json_object_put(name);
		return false;
	}
	/* put releases the list when it fails */
	if (!put(meta, "primary_key", list)) {
		json_object_put(name);
		return false;
	}
	return append(list, name);
}

bool catalog_json_add_foreign_key(json_object *table, const char *column,
				  const char *ref_table, const char *ref_column)
{
	json_object *key = json_object_new_object();
	bool ok = put(key, "foreign_key", new_string(column)) &&
		  put(key, "primary_key_table", new_string(ref_table)) &&
		  put(key, "primary_key_column", new_string(ref_column));
	if (!ok) {
		json_object_put(key);
		return false;
	}
	return append(member(table, "foreign_keys"), key);
}

/* The model keeps which columns are in the primary key, not their order
 * in it: they are written in table order. */
static json_object *table_json(const struct catalog_table *t)
{
	json_object *table =
	    catalog_json_table(t->name, t->schema, t->description, t->kind);
	bool ok = table != NULL;
	for (size_t i = 0; ok && i < t->column_count; i++)
		ok = catalog_json_add_column(table, t->columns[i].name,
					     t->columns[i].data_type,
					     t->columns[i].nullable);
	for (size_t i = 0; ok && i < t->column_count; i++)
		if (t->columns[i].primary_key)
			ok = catalog_json_add_primary_key(table,
							  t->columns[i].name);
	for (size_t i = 0; ok && i < t->foreign_key_count; i++) {
		const struct catalog_foreign_key *k = &t->foreign_keys[i];
		ok = catalog_json_add_foreign_key(table, k->column,
						  k->ref_table, k->ref_column);
	}
	if (!ok) {
		json_object_put(table);
		return NULL;
	}
	return table;
}

json_object *catalog_to_json(const plansql_catalog *catalog)
{
	json_object *tables = json_object_new_array();
	for (size_t i = 0; tables && i < catalog->table_count; i++) {
		if (!append(tables, table_json(&catalog->tables[i]))) {
			json_object_put(tables);
			return NULL;
		}
	}
	return tables;
}

bool catalog_json_add_inferred(json_object *tables,
			       const plansql_catalog *catalog)
{
	bool ok = tables != NULL;
	for (size_t i = 0; ok && i < catalog->inferred_count; i++) {
		const struct inferred_key *k = &catalog->inferred[i];
		ok = catalog_json_add_foreign_key(
		    json_object_array_get_idx(tables, k->child), k->key.column,
		    k->key.ref_table, k->key.ref_column);
	}
	return ok;
}
