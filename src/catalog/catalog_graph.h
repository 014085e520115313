/* The foreign keys of a catalog as an undirected graph of tables, for
 * finding how tables a plan names can be joined. */
#ifndef PLANSQL_CATALOG_GRAPH_H
#define PLANSQL_CATALOG_GRAPH_H

#include <stdbool.h>
#include <stddef.h>

#include "catalog/catalog.h"

struct inferred_key;

/* A foreign key seen from one of its two tables. */
struct fk_link {
	size_t neighbour; /* the table at the other end */
	size_t child;	  /* the table that holds the key */
	const struct catalog_foreign_key *key;
	const struct inferred_key *inferred; /* NULL: declared */
};

struct catalog_graph {
	size_t *start; /* links of table t: links[start[t] .. start[t+1]) */
	struct fk_link *links;
	/* the inferred keys (catalog_infer.h), laid out the same way */
	size_t *inferred_start;
	struct fk_link *inferred_links;
};

/* Built once when the catalog is read; keys whose table is not in the
 * catalog are left out.  false when out of memory. */
bool catalog_graph_build(plansql_catalog *catalog);

const struct fk_link *catalog_links(const plansql_catalog *catalog,
				    size_t table, size_t *count);
/* The inferred keys of a table, every candidate (not only the chosen). */
const struct fk_link *catalog_inferred_links(const plansql_catalog *catalog,
					     size_t table, size_t *count);

#endif
