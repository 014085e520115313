/* Foreign keys a catalog does not declare, inferred from column names
 * and types, so that databases without declared keys still have join
 * paths.  Computed once when the catalog is read; the keys depend on
 * names alone, never on the order of the tables or on hashing. */
#ifndef PLANSQL_CATALOG_INFER_H
#define PLANSQL_CATALOG_INFER_H

#include <stdbool.h>
#include <stddef.h>

#include "catalog/catalog.h"

/* Why a column is taken for a key of another table, strongest last. */
enum infer_rule {
	INFER_SAME_NAME = 1, /* CVEID -> cve_history.CVEID */
	INFER_OWN_KEY,	     /* CVEID -> cve.CVEID: a key named after its
				table */
	INFER_TABLE_KEY	     /* CompanyID -> tb_Company.ID */
};

struct inferred_key {
	const char *table;		/* the table holding the key */
	struct catalog_foreign_key key; /* as the catalog spells them */
	size_t child, parent;		/* table indexes */
	size_t column;			/* of the key in child */
	enum infer_rule rule;
	size_t candidates; /* keys inferred between the same two tables */
	bool chosen;	   /* the one of those that join paths use */
};

/* Infers the keys of a catalog whose declared keys are already in its
 * graph: catalog->inferred, in order of table, column and referenced
 * table names, and the graph's inferred links.  false when out of
 * memory. */
bool catalog_infer_keys(plansql_catalog *catalog);

/* What rule says, for messages: "the same name as the key of". */
const char *catalog_infer_rule_text(enum infer_rule rule);

#endif
