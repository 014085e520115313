/* The database catalog: tables, columns with their types, keys.  Lookup
 * is exact first, then case-insensitive when that finds one name only;
 * SQL always uses the catalog's spelling. */
#ifndef PLANSQL_CATALOG_H
#define PLANSQL_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "catalog/catalog_data.h"
#include "common/arena.h"
#include "common/diag.h"

/* What a column's declared type means for literals compared with it. */
enum type_class {
	TYPE_UNKNOWN,
	TYPE_TEXT,
	TYPE_INTEGER,
	TYPE_NUMBER,
	TYPE_BOOLEAN,
	TYPE_BIT, /* T-SQL BIT: compared with 1 and 0 */
	TYPE_DATE,
	TYPE_DATETIME
};

struct catalog_column {
	const char *name, *data_type;
	const char *description; /* NULL when not given */
	/* a few of the column's values, for describing the database to a
	 * model (plansql ask); none when not given */
	const char **samples;
	size_t sample_count;
	enum type_class type;
	bool nullable, primary_key;
	/* the catalog marks its values private ("private": true): plansql
	 * ask sends none of them, whatever its samples mode */
	bool private_values;
	/* the server's collation of a text column ("collation_name"), as
	 * MySQL and SQL Server name it; NULL when not given */
	const char *collation;
	/* what its stored values show (catalog_data.h), through
	 * catalog_data_of; data_tried: known, or read once already */
	struct catalog_data data;
	bool data_tried;
};

struct catalog_foreign_key {
	const char *column, *ref_table, *ref_column;
	/* NULL: the table of that name in the key's own schema, else the
	 * one an unqualified name means (catalog_schema.c) */
	const char *ref_schema;
};

struct catalog_table {
	const char *schema; /* NULL when not given */
	const char *name, *description;
	const char *kind; /* "table", "view", ...: NULL when not given */
	struct catalog_column *columns;
	size_t column_count;
	struct catalog_foreign_key *foreign_keys;
	size_t foreign_key_count;
	/* 1 + the position of its schema in the search order; 0: none */
	size_t search_rank;
	bool shared_name; /* tables of other schemas have this name too */
};

struct name_index;
struct catalog_graph;
struct inferred_key;

struct plansql_catalog {
	arena arena;
	struct catalog_table *tables;
	size_t table_count;
	struct name_index *index;     /* unqualified names: catalog_schema.c */
	struct name_index *qualified; /* by schema and name */
	bool has_schemas;	      /* some table has a schema */
	struct catalog_graph *graph;  /* foreign keys: catalog_graph.h */
	/* keys inferred from names: catalog_infer.h */
	const struct inferred_key *inferred;
	size_t inferred_count;
	/* the database its columns' data is read from; none when read is
	 * NULL (catalog_data.h) */
	struct catalog_source source;
};

/* Reads the JSON catalog format; NULL after reporting why to d. */
plansql_catalog *catalog_read(const char *text, size_t len, diag_list *d);
void catalog_free(plansql_catalog *catalog);
/* Indexes the tables of a catalog made by catalog_read or a loader, and
 * its foreign keys; false after reporting a duplicate table to d. */
bool catalog_finish(plansql_catalog *catalog, diag_list *d);

const struct catalog_table *catalog_table(const plansql_catalog *catalog,
					  const char *name);
/* The table a schema-qualified name means; schema NULL: as
 * catalog_table.  Matching as catalog_table, for both parts.  A catalog
 * that gives no table a schema knows nothing of schemas: the plain
 * name's table, whatever the schema. */
const struct catalog_table *catalog_table_in(const plansql_catalog *catalog,
					     const char *schema,
					     const char *name);
/* Several schemas hold name and no search order picks one of them. */
bool catalog_name_ambiguous(const plansql_catalog *catalog, const char *name);
/* The schemas holding tables of name (as catalog_table matches it), at
 * most max of them in catalog order; their total count. */
size_t catalog_schemas_of(const plansql_catalog *catalog, const char *name,
			  const char **out, size_t max);
/* Reports that name is ambiguous among schemas, listing them. */
void catalog_report_ambiguous(diag_list *d, const plansql_catalog *catalog,
			      const char *name, const char *at);
/* The schema SQL must qualify table with (NULL: none): when the plan
 * named one, when other schemas hold its name, or when the catalog does
 * not say its plain name reaches it (no search_order).  named is the
 * plan's schema, used as it is for a table the catalog does not know or
 * knows without a schema. */
const char *catalog_print_schema(const struct catalog_table *table,
				 const char *named);
/* Indexes the tables by schema and name and picks, for each name, the
 * table an unqualified name means; false after reporting a duplicate. */
bool catalog_index_schemas(plansql_catalog *catalog, diag_list *d);

const struct catalog_column *catalog_column(const struct catalog_table *table,
					    const char *name);
/* Gives column (of catalog) copies of the count values as its samples;
 * false when out of memory. */
bool catalog_set_samples(plansql_catalog *catalog,
			 struct catalog_column *column, const char **values,
			 size_t count);
/* The class of a declared type name, by SQLite-style affinity rules. */
enum type_class catalog_type_class_of(const char *data_type);
/* Whether a collation named so tells letters of another case apart:
 * one of its parts, between underscores, is cs, bin or bin2
 * (utf8mb4_bin, utf8mb4_0900_as_cs, Latin1_General_CS_AS), in any
 * case.  NULL: none is known (false). */
bool catalog_collation_has_case(const char *collation);

#endif
