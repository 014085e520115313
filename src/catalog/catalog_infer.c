/* Inferred foreign keys.  Each table's key (its one-column primary key,
 * or without a declared primary key its one column named id or after
 * the table) is indexed under the names a referring column would have;
 * each column is then looked up by its own normalised name.  So the work
 * is linear in the columns of the catalog, never over pairs of tables. */
#include "catalog/catalog_infer.h"
#include "common/ascii.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_graph.h"
#include "catalog/catalog_index.h"
#include "catalog/catalog_match.h"
#include "json/json_read.h"
#include "common/plansql_limits.h"

/* A name that the keys of more tables than this would explain says
 * nothing about which one is meant: it infers no key. */
#define INFER_CROWD 16
#define STEMS	    4

/* A table's key under one name and rule, chained to the other tables
 * indexed under the same. */
struct entry {
	size_t table;
	long next; /* the next entry of the chain, or -1 */
};

/* What one name is indexed under: a chain per rule. */
struct name_keys {
	long head[INFER_TABLE_KEY + 1];
	size_t count[INFER_TABLE_KEY + 1];
};

struct inferrer {
	plansql_catalog *c;
	arena scratch;		  /* the index: freed once the keys are found */
	struct name_index *index; /* normalised name -> names[] */
	struct name_keys *names;
	size_t name_count;
	struct entry *entries;
	size_t entry_count;
	long *key_of; /* per table: its key column, or -1 */
	struct inferred_key *found;
	size_t found_count, found_cap;
	bool out_of_memory;
};

const char *catalog_infer_rule_text(enum infer_rule rule)
{
	switch (rule) {
	case INFER_TABLE_KEY:
		return "named after the table and its key";
	case INFER_OWN_KEY:
		return "the same name as the key, named after its table";
	default:
		return "the same name as the key";
	}
}

static bool has_prefix_ci(const char *s, const char *prefix)
{
	for (; *prefix; s++, prefix++)
		if (ascii_lower(*s) != *prefix)
			return false;
	return true;
}

/* The name without a tb_, tbl_ or tbl prefix (tblCompany), or NULL. */
static const char *unprefixed(const char *name)
{
	if (has_prefix_ci(name, "tbl_"))
		return name + 4;
	if (has_prefix_ci(name, "tb_"))
		return name + 3;
	if (has_prefix_ci(name, "tbl") && name[3] >= 'A' && name[3] <= 'Z')
		return name + 3;
	return NULL;
}

static size_t add_stem(char stems[STEMS][MATCH_MAX_LEN], size_t n,
		       const char *stem)
{
	if (!*stem)
		return n;
	for (size_t i = 0; i < n; i++)
		if (!strcmp(stems[i], stem))
			return n;
	strcpy(stems[n], stem);
	return n + 1;
}

/* The names a table goes by inside a column name, normalised: its name
 * and its name without prefix, each also in the singular. */
static size_t table_stems(const char *name, char stems[STEMS][MATCH_MAX_LEN])
{
	char norm[MATCH_MAX_LEN];
	size_t n = 0;
	const char *variants[2] = {name, unprefixed(name)};
	for (size_t v = 0; v < 2 && variants[v]; v++) {
		catalog_match_normalise(variants[v], norm);
		n = add_stem(stems, n, norm);
		catalog_match_singular(norm);
		n = add_stem(stems, n, norm);
	}
	return n;
}

/* Key names that say they identify something: CVEID, CountryCode; a
 * bare "id" or "code" is every table's, and says nothing. */
static bool id_like(const char *norm)
{
	static const char *const endings[] = {"id", "key",    "code",
					      "no", "number", "num"};
	size_t len = strlen(norm);
	for (size_t i = 0; i < COUNT_OF(endings); i++) {
		size_t n = strlen(endings[i]);
		if (len > n && !strcmp(norm + len - n, endings[i]))
			return true;
	}
	return false;
}

static bool starts_with_stem(const char *norm, char stems[STEMS][MATCH_MAX_LEN],
			     size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strncmp(norm, stems[i], strlen(stems[i])))
			return true;
	return false;
}

/* norm is stem + suffix for one of the stems. */
static bool stem_then(const char *norm, char stems[STEMS][MATCH_MAX_LEN],
		      size_t n, const char *suffix)
{
	size_t len = strlen(norm), tail = strlen(suffix);
	for (size_t i = 0; i < n; i++) {
		size_t stem = strlen(stems[i]);
		if (stem + tail == len && !strncmp(norm, stems[i], stem) &&
		    !strcmp(norm + stem, suffix))
			return true;
	}
	return false;
}

/* The schema a key of child names for parent: NULL when the same. */
static const char *other_schema(const struct catalog_table *child,
				const struct catalog_table *parent)
{
	if (!parent->schema ||
	    (child->schema && !strcmp(child->schema, parent->schema)))
		return NULL;
	return parent->schema;
}

/* The one-column primary key; with no primary key declared, the one
 * column named after the table (CVEID in cve, CompanyID in
 * tb_Company), else the one column named "id"; else -1.  A legacy
 * table often has both a row number ID and the CompanyID the other
 * tables refer to by name. */
static long key_column(const struct catalog_table *t,
		       char stems[STEMS][MATCH_MAX_LEN], size_t n)
{
	long key = -1, keys = 0;
	for (size_t i = 0; i < t->column_count; i++)
		if (t->columns[i].primary_key) {
			key = (long)i;
			keys++;
		}
	if (keys)
		return keys == 1 ? key : -1;
	long named = -1, id = -1, named_count = 0, id_count = 0;
	char norm[MATCH_MAX_LEN];
	for (size_t i = 0; i < t->column_count; i++) {
		catalog_match_normalise(t->columns[i].name, norm);
		if (stem_then(norm, stems, n, "id")) {
			named = (long)i;
			named_count++;
		} else if (!strcmp(norm, "id")) {
			id = (long)i;
			id_count++;
		}
	}
	if (named_count)
		return named_count == 1 ? named : -1;
	return id_count == 1 ? id : -1;
}

/* Adds table under name and rule to the index. */
static void index_key(struct inferrer *in, enum infer_rule rule,
		      const char *name, size_t table)
{
	long at = catalog_name_index_find_exact(in->index, name);
	if (at < 0) {
		const char *copy = arena_strdup(&in->scratch, name);
		if (!copy) {
			in->out_of_memory = true;
			return;
		}
		at = (long)in->name_count++;
		catalog_name_index_add(in->index, copy, at);
		for (int r = 0; r <= INFER_TABLE_KEY; r++)
			in->names[at].head[r] = -1;
	}
	struct name_keys *k = &in->names[at];
	size_t e = in->entry_count++;
	in->entries[e] = (struct entry){table, k->head[rule]};
	k->head[rule] = (long)e;
	k->count[rule]++;
}

/* Up to STEMS + 1 names per table: stem + key for each stem, and the
 * key's own name when it is telling. */
static void index_table(struct inferrer *in, size_t t)
{
	const struct catalog_table *table = &in->c->tables[t];
	char stems[STEMS][MATCH_MAX_LEN], key[MATCH_MAX_LEN];
	char joined[2 * MATCH_MAX_LEN];
	size_t key_len;
	size_t n = table_stems(table->name, stems);
	in->key_of[t] = key_column(table, stems, n);
	if (in->key_of[t] < 0)
		return;
	catalog_match_normalise(table->columns[in->key_of[t]].name, key);
	if (!(key_len = strlen(key)))
		return;
	for (size_t s = 0; s < n; s++) {
		size_t stem_len = strlen(stems[s]);
		memcpy(joined, stems[s], stem_len);
		memcpy(joined + stem_len, key, key_len + 1);
		index_key(in, INFER_TABLE_KEY, joined, t);
	}
	if (id_like(key))
		index_key(in,
			  starts_with_stem(key, stems, n) ? INFER_OWN_KEY
							  : INFER_SAME_NAME,
			  key, t);
}

/* Text with text, numbers with numbers, dates with dates; a column of
 * no known type goes with any. */
static int type_family(enum type_class t)
{
	switch (t) {
	case TYPE_TEXT:
		return 1;
	case TYPE_INTEGER:
	case TYPE_NUMBER:
	case TYPE_BIT:
		return 2;
	case TYPE_BOOLEAN:
		return 3;
	case TYPE_DATE:
	case TYPE_DATETIME:
		return 4;
	default:
		return 0;
	}
}

static bool compatible(enum type_class a, enum type_class b)
{
	int fa = type_family(a), fb = type_family(b);
	return !fa || !fb || fa == fb;
}

/* Declared keys win: a pair of tables joined by one gets no other. */
static bool declared_between(const plansql_catalog *c, size_t a, size_t b)
{
	size_t na, nb;
	const struct fk_link *la = catalog_links(c, a, &na);
	const struct fk_link *lb = catalog_links(c, b, &nb);
	const struct fk_link *links = na <= nb ? la : lb;
	size_t n = na <= nb ? na : nb, other = na <= nb ? b : a;
	for (size_t i = 0; i < n; i++)
		if (links[i].neighbour == other)
			return true;
	return false;
}

/* A column with a declared key refers where that key says, only. */
static bool has_declared_key(const struct catalog_table *t, const char *column)
{
	for (size_t i = 0; i < t->foreign_key_count; i++)
		if (ascii_equal_ci(t->foreign_keys[i].column, column))
			return true;
	return false;
}

static void record(struct inferrer *in, size_t child, size_t column,
		   size_t parent, enum infer_rule rule)
{
	if (in->found_count == in->found_cap) {
		size_t cap = in->found_cap ? in->found_cap * 2 : 16;
		struct inferred_key *grown =
		    realloc(in->found, cap * sizeof *grown);
		if (!grown) {
			in->out_of_memory = true;
			return;
		}
		in->found = grown;
		in->found_cap = cap;
	}
	const struct catalog_table *c = &in->c->tables[child];
	const struct catalog_table *p = &in->c->tables[parent];
	in->found[in->found_count++] = (struct inferred_key){
	    c->name,
	    {c->columns[column].name, p->name,
	     p->columns[in->key_of[parent]].name, other_schema(c, p)},
	    child,
	    parent,
	    column,
	    rule,
	    1,
	    false};
}

/* The tables of one chain that column of table may refer to; true when
 * there was one. */
static bool match_chain(struct inferrer *in, long head, size_t table,
			size_t column, enum infer_rule rule)
{
	const struct catalog_column *c = &in->c->tables[table].columns[column];
	bool any = false;
	for (long e = head; e >= 0; e = in->entries[e].next) {
		size_t p = in->entries[e].table;
		const struct catalog_table *parent = &in->c->tables[p];
		if (p == table ||
		    !compatible(c->type, parent->columns[in->key_of[p]].type) ||
		    declared_between(in->c, table, p))
			continue;
		record(in, table, column, p, rule);
		any = true;
	}
	return any;
}

/* The strongest rule that explains the column decides; a column that is
 * its table's own key refers elsewhere only when named after the other
 * table (EmployeeID -> employees.ID), never by an equal name. */
static void match_column(struct inferrer *in, size_t table, size_t column)
{
	const struct catalog_table *t = &in->c->tables[table];
	char norm[MATCH_MAX_LEN];
	if (has_declared_key(t, t->columns[column].name))
		return;
	catalog_match_normalise(t->columns[column].name, norm);
	long at = *norm ? catalog_name_index_find_exact(in->index, norm) : -1;
	if (at < 0)
		return; /* most columns: no key goes by their name */
	const struct name_keys *k = &in->names[at];
	bool is_key = in->key_of[table] == (long)column;
	for (int rule = INFER_TABLE_KEY; rule >= INFER_SAME_NAME; rule--) {
		if (is_key && rule != INFER_TABLE_KEY)
			break;
		if (!k->count[rule])
			continue;
		if (k->count[rule] > INFER_CROWD ||
		    match_chain(in, k->head[rule], table, column,
				(enum infer_rule)rule))
			break;
	}
}

static int compare_names(const struct inferred_key *a,
			 const struct inferred_key *b)
{
	int d = strcmp(a->table, b->table);
	if (!d)
		d = strcmp(a->key.column, b->key.column);
	return d ? d : strcmp(a->key.ref_table, b->key.ref_table);
}

static int by_names(const void *x, const void *y)
{
	return compare_names(x, y);
}

/* The two tables of a key, the smaller name first. */
static void pair_of(const struct inferred_key *k, const char **lo,
		    const char **hi)
{
	bool child_first = strcmp(k->table, k->key.ref_table) < 0;
	*lo = child_first ? k->table : k->key.ref_table;
	*hi = child_first ? k->key.ref_table : k->table;
}

/* Keys of the same two tables together, the strongest rule first. */
static int by_pair(const void *x, const void *y)
{
	const struct inferred_key *a = *(const struct inferred_key *const *)x;
	const struct inferred_key *b = *(const struct inferred_key *const *)y;
	const char *alo, *ahi, *blo, *bhi;
	pair_of(a, &alo, &ahi);
	pair_of(b, &blo, &bhi);
	int d = strcmp(alo, blo);
	if (!d)
		d = strcmp(ahi, bhi);
	if (!d)
		d = (int)b->rule - (int)a->rule;
	return d ? d : compare_names(a, b);
}

static bool same_pair(const struct inferred_key *a,
		      const struct inferred_key *b)
{
	return (a->child == b->child && a->parent == b->parent) ||
	       (a->child == b->parent && a->parent == b->child);
}

/* Per pair of tables: how many keys, and which one join paths take. */
static bool choose(struct inferred_key *keys, size_t n)
{
	struct inferred_key **order = calloc(n + 1, sizeof *order);
	if (!order)
		return false;
	for (size_t i = 0; i < n; i++)
		order[i] = &keys[i];
	qsort(order, n, sizeof *order, by_pair);
	for (size_t i = 0, end; i < n; i = end) {
		for (end = i + 1; end < n && same_pair(order[i], order[end]);
		     end++)
			;
		order[i]->chosen = true;
		for (size_t k = i; k < end; k++)
			order[k]->candidates = end - i;
	}
	free(order);
	return true;
}

/* The inferred keys as links at both of their ends, like the declared. */
static bool link_inferred(plansql_catalog *c)
{
	struct catalog_graph *g = c->graph;
	size_t n = c->table_count, total = 2 * c->inferred_count;
	g->inferred_start = arena_calloc(&c->arena, n + 2, sizeof(size_t));
	g->inferred_links =
	    arena_calloc(&c->arena, total + 1, sizeof *g->inferred_links);
	size_t *fill = calloc(n + 1, sizeof *fill);
	bool ok = g->inferred_start && g->inferred_links && fill;
	for (size_t i = 0; ok && i < c->inferred_count; i++) {
		g->inferred_start[c->inferred[i].child + 1]++;
		g->inferred_start[c->inferred[i].parent + 1]++;
	}
	for (size_t t = 0; ok && t < n; t++) {
		g->inferred_start[t + 1] += g->inferred_start[t];
		fill[t] = g->inferred_start[t];
	}
	for (size_t i = 0; ok && i < c->inferred_count; i++) {
		const struct inferred_key *k = &c->inferred[i];
		g->inferred_links[fill[k->child]++] =
		    (struct fk_link){k->parent, k->child, &k->key, k};
		g->inferred_links[fill[k->parent]++] =
		    (struct fk_link){k->child, k->child, &k->key, k};
	}
	free(fill);
	return ok;
}

/* The found keys, in name order, moved into the catalog's arena. */
static bool keep_found(struct inferrer *in)
{
	plansql_catalog *c = in->c;
	size_t n = in->found_count;
	struct inferred_key *keys =
	    arena_calloc(&c->arena, n + 1, sizeof *keys);
	if (!keys)
		return false;
	if (n)
		memcpy(keys, in->found, n * sizeof *keys);
	qsort(keys, n, sizeof *keys, by_names);
	if (!choose(keys, n))
		return false;
	c->inferred = keys;
	c->inferred_count = n;
	return true;
}

bool catalog_infer_keys(plansql_catalog *c)
{
	struct inferrer in = {.c = c};
	size_t n = c->table_count, slots = n * (STEMS + 1);
	arena_init(&in.scratch, PLANSQL_ARENA_LIMIT);
	in.index = catalog_name_index_new(&in.scratch, slots);
	in.names = arena_calloc(&in.scratch, slots + 1, sizeof *in.names);
	in.entries = arena_calloc(&in.scratch, slots + 1, sizeof *in.entries);
	in.key_of = arena_calloc(&in.scratch, n + 1, sizeof *in.key_of);
	bool ok = in.index && in.names && in.entries && in.key_of;
	for (size_t t = 0; ok && t < n; t++)
		index_table(&in, t);
	for (size_t t = 0; ok && t < n; t++)
		for (size_t k = 0; k < c->tables[t].column_count; k++)
			match_column(&in, t, k);
	ok = ok && !in.out_of_memory && keep_found(&in) && link_inferred(c);
	free(in.found);
	arena_free(&in.scratch);
	return ok;
}
