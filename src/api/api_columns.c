/* The public API of a compile's output columns and reads: the result
 * keeps them in its arena; they describe its SQL and vanish with it. */
#include <string.h>

#include "api/api_internal.h"
#include "json/json_write.h"

size_t plansql_result_column_count(const plansql_result *result)
{
	return result && result->sql ? result->column_count : 0;
}

const plansql_column *plansql_result_column(const plansql_result *result,
					    size_t index)
{
	if (index >= plansql_result_column_count(result))
		return NULL;
	return &result->columns[index];
}

size_t plansql_result_read_count(const plansql_result *result)
{
	return result && result->sql ? result->read_count : 0;
}

const plansql_read *plansql_result_read(const plansql_result *result,
					size_t index)
{
	if (index >= plansql_result_read_count(result))
		return NULL;
	return &result->reads[index];
}

const char *plansql_column_kind_name(plansql_column_kind kind)
{
	static const char *const names[] = {"plain", "aggregate", "window",
					    "computed"};
	return (unsigned)kind < sizeof names / sizeof *names ? names[kind]
							     : NULL;
}

/* ---- JSON ---- */

static void string_member(json_writer *w, const char *key, const char *s)
{
	json_write_key(w, key);
	json_write_string(w, s);
}

static void column_json(json_writer *w, const plansql_column *c)
{
	json_write_begin_object(w);
	string_member(w, "name", c->name);
	string_member(w, "kind", plansql_column_kind_name(c->kind));
	json_write_member_string(w, "schema", c->schema);
	string_member(w, "table", c->table);
	string_member(w, "column", c->column);
	string_member(w, "type", c->type);
	string_member(w, "value_type", c->value_type);
	string_member(w, "function", c->function);
	string_member(w, "id", c->id);
	json_write_end_object(w);
}

static bool same(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static bool same_table(const plansql_read *a, const plansql_read *b)
{
	return same(a->schema, b->schema) && same(a->table, b->table);
}

/* Whether an earlier read has the table of reads[i]: it is listed. */
static bool table_listed(const plansql_result *r, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (same_table(&r->reads[j], &r->reads[i]))
			return true;
	return false;
}

/* One table and its columns in first-read order; a read of the table
 * without a column adds none. */
static void table_json(json_writer *w, const plansql_result *r, size_t first)
{
	const plansql_read *t = &r->reads[first];
	json_write_begin_object(w);
	json_write_member_string(w, "schema", t->schema);
	string_member(w, "table", t->table);
	json_write_key(w, "columns");
	json_write_begin_array(w);
	for (size_t i = first; i < r->read_count; i++)
		if (same_table(&r->reads[i], t) && r->reads[i].column)
			json_write_string(w, r->reads[i].column);
	json_write_end_array(w);
	json_write_end_object(w);
}

void api_result_outputs_json(json_writer *w, const plansql_result *r)
{
	if (r->sql && !r->described)
		return; /* not asked for */
	json_write_key(w, "columns");
	if (!r->sql)
		json_write_null(w);
	else {
		json_write_begin_array(w);
		for (size_t i = 0; i < r->column_count; i++)
			column_json(w, &r->columns[i]);
		json_write_end_array(w);
	}
	json_write_key(w, "reads");
	if (!r->sql) {
		json_write_null(w);
		return;
	}
	json_write_begin_array(w);
	for (size_t i = 0; i < r->read_count; i++)
		if (!table_listed(r, i))
			table_json(w, r, i);
	json_write_end_array(w);
}
