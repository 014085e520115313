/* SQLite's double-quoted words: a name where one is meant, else a
 * string ("USA" in WHERE Country = "USA").  SQLite decides while it
 * resolves names; plansql decides before, from the whole statement: a
 * double-quoted column reference is a string when it names no column
 * of any table the statement reads and no alias, CTE or output it
 * defines.  A word that names something in the statement stays a name,
 * and is then resolved (or refused) as every name is: never a string
 * SQLite would read as a name. */
#include <stdlib.h>
#include <string.h>

#include "common/ascii.h"
#include "import/import_internal.h"

struct quotes {
	struct importer *im;
	arena *a;
	/* what the statement names: aliases, outputs, CTEs, tables */
	const char **names;
	size_t name_count, name_cap;
	/* the tables it reads, whose columns are names too */
	const struct catalog_table **tables;
	size_t table_count, table_cap;
	/* tables no catalog lists, and the CTEs, which a FROM may name */
	const char **unlisted, **ctes;
	size_t unlisted_count, unlisted_cap, cte_count, cte_cap;
	/* double-quoted column references: their name and location */
	const jvalue **words;
	size_t word_count, word_cap;
};

static bool push(struct quotes *qs, void **items, size_t *count, size_t *cap,
		 const void *item)
{
	void *grown = arena_more(qs->a, *items, *count, cap, sizeof item);
	if (!grown)
		return import_nomem(qs->im);
	*items = grown;
	((const void **)grown)[(*count)++] = item;
	return true;
}

static bool add_name(struct quotes *qs, const char *name)
{
	return !name || push(qs, (void **)&qs->names, &qs->name_count,
			     &qs->name_cap, name);
}

static bool is_double_quoted(const struct importer *im, const jvalue *ref)
{
	long at = import_node_location(ref);
	return at >= 0 && im->sql[at] == '"';
}

/* What one node of the tree defines or reads. */
static bool note_node(struct quotes *qs, const char *kind, const jvalue *body)
{
	if (!strcmp(kind, "ResTarget"))
		return add_name(
		    qs, json_value_string(json_value_get(body, "name")));
	if (!strcmp(kind, "CommonTableExpr")) {
		const char *name =
		    json_value_string(json_value_get(body, "ctename"));
		return add_name(qs, name) &&
		       push(qs, (void **)&qs->ctes, &qs->cte_count,
			    &qs->cte_cap, name);
	}
	if (!strcmp(kind, "Alias"))
		return add_name(
		    qs, json_value_string(json_value_get(body, "aliasname")));
	if (!strcmp(kind, "RangeVar")) {
		const char *name =
		    json_value_string(json_value_get(body, "relname"));
		const struct catalog_table *t =
		    qs->im->catalog ? catalog_table(qs->im->catalog, name)
				    : NULL;
		if (!t)
			return add_name(qs, name) &&
			       push(qs, (void **)&qs->unlisted,
				    &qs->unlisted_count, &qs->unlisted_cap,
				    name);
		return add_name(qs, name) &&
		       push(qs, (void **)&qs->tables, &qs->table_count,
			    &qs->table_cap, t);
	}
	if (!strcmp(kind, "ColumnRef") &&
	    json_value_length(json_value_get(body, "fields")) == 1 &&
	    import_node_string(
		json_value_item(json_value_get(body, "fields"), 0)) &&
	    is_double_quoted(qs->im, body))
		return push(qs, (void **)&qs->words, &qs->word_count,
			    &qs->word_cap, body);
	return true;
}

/* Every node of the tree, depth first. */
static bool walk(struct quotes *qs, const jvalue *v)
{
	if (json_value_is(v, JV_ARRAY)) {
		for (size_t i = 0; i < json_value_length(v); i++)
			if (!walk(qs, json_value_item(v, i)))
				return false;
		return true;
	}
	if (!json_value_is(v, JV_OBJECT))
		return true;
	for (size_t i = 0; i < v->count; i++) {
		const jmember *m = json_value_member_at(v, i);
		if (json_value_is(&m->value, JV_OBJECT) &&
		    !note_node(qs, m->key, &m->value))
			return false;
		/* an alias is the member "alias" of its node, not a node */
		if (!strcmp(m->key, "alias") &&
		    !note_node(qs, "Alias", &m->value))
			return false;
		if (!walk(qs, &m->value))
			return false;
	}
	return true;
}

static bool names_something(const struct quotes *qs, const char *word)
{
	for (size_t i = 0; i < qs->name_count; i++)
		if (ascii_equal_ci(qs->names[i], word))
			return true;
	for (size_t i = 0; i < qs->table_count; i++)
		for (size_t k = 0; k < qs->tables[i]->column_count; k++)
			if (ascii_equal_ci(qs->tables[i]->columns[k].name,
					   word))
				return true;
	return false;
}

/* Whether a table the statement reads has columns nothing lists. */
static bool unlisted_columns(const struct quotes *qs)
{
	for (size_t i = 0; i < qs->unlisted_count; i++) {
		bool cte = false;
		for (size_t k = 0; k < qs->cte_count && !cte; k++)
			cte = !strcmp(qs->ctes[k], qs->unlisted[i]);
		if (!cte)
			return true;
	}
	return false;
}

static int by_offset(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

bool import_sqlite_strings(struct importer *im, arena *a, const jvalue *root,
			   uint32_t **at, size_t *count)
{
	struct quotes qs = {.im = im, .a = a};
	*at = NULL;
	*count = 0;
	if (!walk(&qs, root))
		return false;
	if (!qs.word_count)
		return true;
	uint32_t *offsets = arena_calloc(a, qs.word_count, sizeof *offsets);
	if (!offsets)
		return import_nomem(im);
	for (size_t i = 0; i < qs.word_count; i++) {
		const jvalue *ref = qs.words[i];
		const char *word = import_node_string(
		    json_value_item(json_value_get(ref, "fields"), 0));
		long location = import_node_location(ref);
		if (names_something(&qs, word))
			continue;
		if (unlisted_columns(&qs))
			return import_refuse(
			    im, location, "import-name",
			    "cannot tell whether \"%N\" is a column or, as "
			    "SQLite reads a double-quoted word that names "
			    "none, a string: the catalog lists no columns of "
			    "a table the query reads",
			    word);
		offsets[(*count)++] = im->origin[location];
	}
	qsort(offsets, *count, sizeof *offsets, by_offset);
	*at = offsets;
	return true;
}
