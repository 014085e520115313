/* The glossary a user keeps (plansql ask, the audit): business terms
 * mapped to a table, a column, an expression or a fixed filter, with a
 * description.  A JSON array of entries
 *   {"term", "synonyms": [...], "description", "table", "column",
 *    "expression": {expression}, "filter": {filter}}
 * read strictly: names are checked against the catalog.  Terms are
 * compared by their words (catalog_terms.h): case, separators and English
 * plurals do not matter ("Clients", "client" and "CLIENT" are one). */
#ifndef PLANSQL_CATALOG_GLOSSARY_H
#define PLANSQL_CATALOG_GLOSSARY_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "catalog/catalog.h"
#include "common/diag.h"
#include "common/strbuf.h"

struct glossary_entry {
	const char *term;
	const char **synonyms;
	size_t synonym_count;
	const char *description; /* NULL when not given */
	const char *table;	 /* the catalog's spelling; NULL: none */
	const char *column;	 /* of table; NULL: none */
	const char *expression;	 /* compact JSON; NULL: none */
	const char *filter;	 /* compact JSON; NULL: none */
	/* the catalog tables the entry names, table's first */
	const char **tables;
	size_t table_count;
};

typedef struct plansql_glossary {
	arena arena;
	struct glossary_entry *entries;
	size_t count;
} plansql_glossary;

/* Reads the glossary format; catalog (may be NULL) checks the names.
 * NULL after reporting why to d. */
plansql_glossary *catalog_glossary_read(const char *text, size_t len,
					const plansql_catalog *catalog,
					diag_list *d);
void catalog_glossary_free(plansql_glossary *glossary);

/* The entry whose term or a synonym is name, word for word, and that
 * maps to a table only (table NULL) or to a column of table (the
 * catalog's spelling); NULL when none does or several entries do.  An
 * entry with an expression or filter is no name. */
const struct glossary_entry *catalog_glossary_lookup(const plansql_glossary *g,
						     const char *name,
						     const char *table);

/* Whether the entry's term or a synonym occurs in question as
 * consecutive words. */
bool catalog_glossary_entry_matches(const struct glossary_entry *e,
				    const char *question, arena *a);

/* One line per entry matching question, for the prompt; nothing when
 * none matches. */
void catalog_glossary_describe(strbuf *out, const plansql_glossary *g,
			       const char *question, arena *a);

#endif
