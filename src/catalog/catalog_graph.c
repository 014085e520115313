#include "catalog/catalog_graph.h"

#include "catalog/catalog_index.h"

/* The index of the table a foreign key of child refers to, or -1: in
 * the schema the key names, else in child's own schema, else the table
 * the plain name means. */
static long referenced(const plansql_catalog *c,
		       const struct catalog_table *child,
		       const struct catalog_foreign_key *k)
{
	const struct catalog_table *t = NULL;
	if (k->ref_schema)
		t = catalog_table_in(c, k->ref_schema, k->ref_table);
	else if (child->schema)
		t = catalog_table_in(c, child->schema, k->ref_table);
	if (!t && !k->ref_schema)
		t = catalog_table(c, k->ref_table);
	return t ? (long)(t - c->tables) : -1;
}

/* Counting pass then filling pass: each key is a link at both ends. */
bool catalog_graph_build(plansql_catalog *c)
{
	struct catalog_graph *g = arena_calloc(&c->arena, 1, sizeof *g);
	size_t n = c->table_count;
	if (!g ||
	    !(g->start = arena_calloc(&c->arena, n + 2, sizeof *g->start)))
		return false;
	size_t total = 0;
	for (size_t t = 0; t < n; t++)
		for (size_t k = 0; k < c->tables[t].foreign_key_count; k++) {
			long p = referenced(c, &c->tables[t],
					    &c->tables[t].foreign_keys[k]);
			if (p < 0)
				continue;
			g->start[t + 1]++;
			g->start[p + 1]++;
			total += 2;
		}
	for (size_t t = 0; t < n; t++)
		g->start[t + 1] += g->start[t];
	g->links = arena_calloc(&c->arena, total + 1, sizeof *g->links);
	size_t *fill = arena_calloc(&c->arena, n + 1, sizeof *fill);
	if (!g->links || !fill)
		return false;
	for (size_t t = 0; t < n; t++)
		fill[t] = g->start[t];
	for (size_t t = 0; t < n; t++)
		for (size_t k = 0; k < c->tables[t].foreign_key_count; k++) {
			const struct catalog_foreign_key *key =
			    &c->tables[t].foreign_keys[k];
			long p = referenced(c, &c->tables[t], key);
			if (p < 0)
				continue;
			g->links[fill[t]++] =
			    (struct fk_link){(size_t)p, t, key, NULL};
			g->links[fill[p]++] = (struct fk_link){t, t, key, NULL};
		}
	c->graph = g;
	return true;
}

const struct fk_link *catalog_links(const plansql_catalog *c, size_t table,
				    size_t *count)
{
	const struct catalog_graph *g = c->graph;
	*count = g->start[table + 1] - g->start[table];
	return g->links + g->start[table];
}

const struct fk_link *catalog_inferred_links(const plansql_catalog *c,
					     size_t table, size_t *count)
{
	const struct catalog_graph *g = c->graph;
	*count = g->inferred_start[table + 1] - g->inferred_start[table];
	return g->inferred_links + g->inferred_start[table];
}
