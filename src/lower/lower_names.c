/* Names in a plan: which table a reference means, the catalog's spelling,
 * and names that are really SQL. */
#include "lower/lower_internal.h"

#include <stdint.h>
#include <string.h>

#include "common/diag_similar.h"
#include "plan/plan_name_shape.h"

/* The pointer of at's member key (at itself for no key). */
static const char *member_at(lowerer *lw, const char *at, const char *key)
{
	return key ? diag_pointer_key(lw->a, at, key) : at;
}

bool lower_check_name(lowerer *lw, const char *name, const char *at,
		      const char *at_key, bool in_catalog, bool is_table)
{
	enum name_shape shape = in_catalog ? NAME_PLAIN : plan_name_shape(name);
	if (shape == NAME_PLAIN)
		return true;
	plan_report_name_shape(lw->d, name, shape, member_at(lw, at, at_key),
			       is_table);
	return false;
}

/* ---- scopes and name resolution ---- */

bool lower_is_cte_name(const lowerer *lw, const char *name)
{
	for (size_t i = 0; i < lw->cte_count; i++)
		if (!strcmp(lw->ctes[i].name, name))
			return true;
	return false;
}

/* A range for a table named in the plan, with the catalog's spelling
 * and the schema SQL qualifies it with; false when the name is in
 * several schemas and nothing says which (reported). */
static bool init_range_in(lowerer *lw, struct range *r, const char *schema,
			  const char *table, const char *alias, const char *at)
{
	memset(r, 0, sizeof *r);
	r->table = table;
	r->alias = alias;
	r->at = at;
	r->key = alias ? alias : table;
	if (!schema && lower_is_cte_name(lw, table))
		return true;
	r->catalog = catalog_table_in(lw->catalog, schema, table);
	if (r->catalog)
		r->table = r->catalog->name;
	r->key = alias ? alias : r->table;
	r->schema = catalog_print_schema(r->catalog, schema);
	if (r->catalog || schema || !catalog_name_ambiguous(lw->catalog, table))
		return true;
	catalog_report_ambiguous(lw->d, lw->catalog, table, at);
	return false;
}

bool lower_init_range(lowerer *lw, struct range *r, const char *table,
		      const char *alias, const char *at)
{
	return init_range_in(lw, r, NULL, table, alias, at);
}

bool lower_init_selection_range(lowerer *lw, struct range *r,
				const struct plan_selection *sel,
				const char *at)
{
	bool ok = init_range_in(lw, r, sel->schema, sel->table, sel->alias, at);
	r->selection = sel;
	if (sel->schema)
		r->schema_at = diag_pointer_key(lw->a, sel->at, "schema");
	return ok;
}

/* FNV-1a: names are short, and a scope is searched once per column. */
uint32_t lower_name_hash(const char *name)
{
	uint32_t h = 2166136261u;
	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		h = (h ^ *p) * 16777619u;
	return h;
}

static bool same_name(const char *a, const char *b)
{
	return a[0] == b[0] && !strcmp(a, b);
}

/* Scopes of more ranges than this are searched through an index. */
#define SCOPE_SCAN_MAX 8

enum slot_kind { SLOT_EMPTY, SLOT_ALIAS, SLOT_TABLE, SLOT_SELECTION_TABLE };

struct scope_slot {
	uint32_t hash;
	uint32_t range;
	enum slot_kind kind;
};

static void index_add(struct scope *s, uint32_t hash, size_t range,
		      enum slot_kind kind)
{
	size_t i = hash & s->index_mask;
	while (s->index[i].kind != SLOT_EMPTY)
		i = (i + 1) & s->index_mask;
	s->index[i] = (struct scope_slot){hash, (uint32_t)range, kind};
}

bool lower_index_scope(lowerer *lw, struct scope *s)
{
	if (s->count <= SCOPE_SCAN_MAX)
		return true;
	size_t size = 16;
	while (size < 4 * s->count) /* at most 3 names a range */
		size *= 2;
	s->index = lower_alloc(lw, size * sizeof *s->index);
	if (!s->index)
		return false;
	s->index_mask = size - 1;
	for (size_t i = 0; i < s->count; i++) {
		struct range *r = &s->ranges[i];
		r->alias_hash = r->alias ? lower_name_hash(r->alias) : 0;
		r->table_hash = lower_name_hash(r->table);
		r->selection_hash =
		    r->selection ? lower_name_hash(r->selection->table) : 0;
		if (r->alias)
			index_add(s, r->alias_hash, i, SLOT_ALIAS);
		index_add(s, r->table_hash, i, SLOT_TABLE);
		if (r->selection && strcmp(r->selection->table, r->table))
			index_add(s, r->selection_hash, i,
				  SLOT_SELECTION_TABLE);
	}
	return true;
}

static const char *slot_name(const struct range *r, enum slot_kind kind)
{
	return kind == SLOT_ALIAS   ? r->alias
	       : kind == SLOT_TABLE ? r->table
				    : r->selection->table;
}

/* What a linear search finds, through the index: matches come in hash
 * order, so the first of each kind is the one of lowest position. */
static const struct range *find_indexed(const struct scope *s, const char *name,
					uint32_t h, bool *ambiguous)
{
	size_t alias = SIZE_MAX, first[2] = {SIZE_MAX, SIZE_MAX};
	size_t hits[2] = {0, 0};
	for (size_t i = h & s->index_mask; s->index[i].kind != SLOT_EMPTY;
	     i = (i + 1) & s->index_mask) {
		const struct scope_slot *slot = &s->index[i];
		const struct range *r = &s->ranges[slot->range];
		if (slot->hash != h || strcmp(slot_name(r, slot->kind), name))
			continue;
		if (slot->kind == SLOT_ALIAS) {
			alias = slot->range < alias ? slot->range : alias;
			continue;
		}
		int aliased = r->alias != NULL;
		hits[aliased]++;
		if (slot->range < first[aliased])
			first[aliased] = slot->range;
	}
	if (alias != SIZE_MAX)
		return &s->ranges[alias];
	int pass = hits[0] ? 0 : 1;
	if (hits[pass] > 1)
		*ambiguous = true;
	return hits[pass] ? &s->ranges[first[pass]] : NULL;
}

/* The range a table reference names in one scope: an alias, then a
 * table without alias, then the table of an aliased range when only one
 * has it.  *ambiguous is set when several match. */
const struct range *lower_find_in_scope(const struct scope *s, const char *name,
					bool *ambiguous)
{
	if (s->index)
		return find_indexed(s, name, lower_name_hash(name), ambiguous);
	const struct range *first[2] = {NULL, NULL}; /* unaliased, aliased */
	size_t hits[2] = {0, 0};
	for (size_t i = 0; i < s->count; i++) {
		const struct range *r = &s->ranges[i];
		if (r->alias && same_name(r->alias, name))
			return r;
		if (same_name(r->table, name) ||
		    (r->selection && same_name(r->selection->table, name))) {
			int aliased = r->alias != NULL;
			if (!hits[aliased]++)
				first[aliased] = r;
		}
	}
	int pass = hits[0] ? 0 : 1;
	if (hits[pass] > 1)
		*ambiguous = true;
	return first[pass];
}

static const char *const *range_keys(lowerer *lw, const struct scope *s)
{
	const char **keys = arena_calloc(lw->a, s->count + 1, sizeof *keys);
	for (size_t i = 0; keys && i < s->count; i++)
		keys[i] = s->ranges[i].key;
	return keys;
}

const struct range *lower_resolve_table(lowerer *lw, const struct scope *s,
					const char *name, const char *at,
					const char *at_key)
{
	for (const struct scope *cur = s; cur; cur = cur->outer) {
		bool ambiguous = false;
		const struct range *r =
		    lower_find_in_scope(cur, name, &ambiguous);
		if (ambiguous) {
			plansql_diagnostic *e = diag_error(
			    lw->d, "ambiguous-table", member_at(lw, at, at_key),
			    "%N names more than one selection", name);
			diag_hint(lw->d, e,
				  "refer to the selection by its alias");
			return NULL;
		}
		if (r)
			return r;
	}
	plansql_diagnostic *e =
	    diag_error(lw->d, "unknown-table", member_at(lw, at, at_key),
		       "%N is not a selected table", name);
	const char *const *keys = range_keys(lw, s);
	const char *near =
	    keys ? diag_closest_name(name, keys, s->count) : NULL;
	if (near)
		diag_hint(lw->d, e, "did you mean %N?", near);
	else
		diag_hint(lw->d, e,
			  "add it to selections (with include_only_for_join "
			  "true if it is only needed to join)");
	return NULL;
}

/* Which range a column without table belongs to: the only range, else
 * the only one whose catalog or plan columns have it. */
static bool range_has_column(const struct range *r, const char *column)
{
	if (r->catalog)
		return catalog_column(r->catalog, column) != NULL;
	if (!r->selection)
		return false;
	for (size_t i = 0; i < r->selection->column_count; i++)
		if (!strcmp(r->selection->columns[i].column, column))
			return true;
	return false;
}

static const struct range *infer_range(lowerer *lw, const struct scope *s,
				       const char *column, const char *at,
				       const char *at_key)
{
	if (s->count == 1)
		return &s->ranges[0];
	const struct range *found = NULL;
	size_t hits = 0;
	for (size_t i = 0; i < s->count; i++)
		if (range_has_column(&s->ranges[i], column))
			found = hits++ ? found : &s->ranges[i];
	if (hits == 1)
		return found;
	plansql_diagnostic *e =
	    diag_error(lw->d, "ambiguous-column", member_at(lw, at, at_key),
		       hits ? "more than one selected table has a column %N"
			    : "no selected table is known to have a column %N",
		       column);
	diag_hint(lw->d, e, "set \"table\" to say which table it belongs to");
	return NULL;
}

/* A column reference: qualified by its range, spelled as the catalog
 * spells it.  Without a table: the fallback range, else inferred. */
struct expr *lower_column(lowerer *lw, const struct scope *s,
			  struct column_ref ref, const struct range *fallback,
			  struct column_info *info)
{
	const struct range *r =
	    ref.table
		? lower_resolve_table(lw, s, ref.table, ref.at, ref.table_key)
	    : fallback ? fallback
		       : infer_range(lw, s, ref.column, ref.at, ref.column_key);
	if (!r)
		return NULL;
	const struct catalog_column *c =
	    r->catalog ? catalog_column(r->catalog, ref.column) : NULL;
	if (!lower_check_name(lw, ref.column, ref.at, ref.column_key, c != NULL,
			      false))
		return NULL;
	struct expr *e = lower_new_expr(lw, EXPR_COLUMN, ref.at);
	if (!e)
		return NULL;
	e->u.column.qualifier = r->key;
	e->u.column.name = c ? c->name : ref.column;
	e->u.column.at_key = ref.column_key;
	e->u.column.from_cte =
	    !r->schema && !r->catalog && lower_is_cte_name(lw, r->table);
	if (info) {
		info->range = r;
		info->catalog = c;
	}
	return e;
}
