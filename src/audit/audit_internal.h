/* What the audit passes share: the auditor, name resolution against the
 * plan and the catalog, and the way repairs are recorded.  Internal to
 * audit*.c. */
#ifndef PLANSQL_AUDIT_INTERNAL_H
#define PLANSQL_AUDIT_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "audit/audit.h"
#include "catalog/catalog.h"
#include "catalog/catalog_match.h"
#include "catalog/catalog_glossary.h"
#include "plan/plan_names.h"
#include "plan/plan_walk.h"

/* Strings the audit puts into the plan are copied into the plan's
 * arena (audit_strdup): the plan must outlive the catalog. */
typedef struct auditor {
	plansql_plan *plan; /* the copy being repaired */
	arena *a;	    /* the copy's arena */
	diag_list *d;
	const plansql_catalog *catalog;
	const struct plansql_policy *policy;
	size_t cte_count; /* CTEs visible to the query being audited */
	bool out_of_memory;
	/* the queries the audited nested query is inside; NULL at the top */
	const struct query_chain *enclosing;
	/* the user's terms for names (catalog_glossary.h); NULL: none */
	const struct plansql_glossary *glossary;
	/* the database's answers about text values; lookup_value NULL:
	 * none is asked (audit_spellings.c) */
	const struct audit_inputs *lookup;
	size_t lookups; /* asked so far: a bounded number per audit */
} auditor;

/* What a table reference of a query names. */
struct target {
	struct plan_selection *selection; /* NULL for a subquery's table */
	const char *table;		  /* as spelled in the plan */
	const struct catalog_table *catalog;
	const struct plan_cte *cte; /* the CTE it names, if any */
	/* a CTE's column that passes on a table's: that column (catalog:
	 * its table); NULL for others */
	const struct catalog_column *origin;
};

/* ---- audit.c: recording repairs, plan surgery ---- */

/* A repair: severity "fixed", with the node before and after as JSON. */
plansql_diagnostic *audit_fixed(auditor *au, const char *code, const char *at,
				const char *before, const char *after,
				const char *fmt, ...);
/* The text written into sb, copied into the arena; sb is released.
 * "null" when it could not be made (out of memory is recorded). */
const char *audit_json_done(auditor *au, strbuf *sb);
/* s as a JSON string literal (quoted and escaped), in the arena. */
const char *audit_json_quoted(auditor *au, const char *s);
const char *audit_strdup(auditor *au, const char *s);
/* a then b, in the arena (a itself when out of memory, recorded). */
const char *audit_concat(auditor *au, const char *a, const char *b);
/* Grows an array of the copy by one zeroed item at its end. */
void *audit_append(auditor *au, void *items_ptr, size_t *count, size_t size);
#define APPEND(au, items, count)                                               \
	audit_append((au), &(items), &(count), sizeof *(items))
const char *audit_pointer_of(auditor *au, const char *at, const char *key);

/* ---- audit_names.c: tables and columns ---- */

bool audit_is_visible_cte(const auditor *au, const char *name);
const struct plan_cte *audit_visible_cte(const auditor *au, const char *name);
/* The selection a table reference names in q: alias, then table. */
struct plan_selection *audit_find_selection(struct plan_query *q,
					    const char *name);
/* Resolves a slot's table (or its default) to what it names. */
bool audit_slot_target(auditor *au, const struct column_slot *slot,
		       struct target *out);
/* Whether target has the column; *spelling gets the catalog's spelling.
 * Unknown targets (no catalog entry) have every column. */
bool audit_target_has_column(auditor *au, const struct target *t,
			     const char *column, const char **spelling);
/* The output names of a CTE, for columns of selections reading it. */
const char **audit_cte_columns(auditor *au, const struct plan_cte *cte,
			       size_t *count);
void audit_tables(auditor *au, struct plan_query *q);

/* ---- audit_schemas.c ---- */

/* The catalog's spelling of a selection's table in the schema it names
 * (both repaired when close), or NULL after an error. */
const char *audit_schema_table(auditor *au, struct plan_selection *s);
/* false after reporting that several schemas hold name (no CTE). */
bool audit_plain_name_resolves(auditor *au, const char *name, const char *at);
/* The schema an added selection of t must name: NULL when its plain
 * name means t. */
const char *audit_schema_of_added(auditor *au, const struct catalog_table *t);
void audit_references(auditor *au, struct plan_query *q);
void audit_columns(auditor *au, struct plan_query *q);
/* Appends a join-only selection of t to q (moving q's selections);
 * named (the name the plan used) reports it as a repair of its own. */
struct plan_selection *audit_add_join_only(auditor *au, struct plan_query *q,
					   const struct catalog_table *t,
					   const char *at, const char *named);

/* ---- audit_edges.c ---- */

void audit_join_columns(auditor *au, struct plan_query *q);
/* The catalog index of the table a selection reads, or -1 (a CTE, or a
 * table the catalog lacks). */
long audit_selection_table(const auditor *au, const struct plan_selection *s);

/* ---- audit_joins.c ---- */

void audit_connectivity(auditor *au, struct plan_query *q);
void audit_left_joins(auditor *au, struct plan_query *q);

/* ---- audit_shape.c: grouping, order, aliases, duplicates ---- */

/* false after an error: a name that means two selections */
bool audit_duplicate_selections(auditor *au, struct plan_query *q);
void audit_grouping(auditor *au, struct plan_query *q);
/* ORDER BY and HAVING names that are output aliases but for case. */
void audit_alias_spelling(auditor *au, struct plan_query *q);
void audit_order(auditor *au, struct plan_query *q);
void audit_aliases(auditor *au, struct plan_query *q);
void audit_orphans(auditor *au, struct plan_query *q);
/* q groups by the column (q has a group_by). */
bool audit_column_grouped(const struct plan_query *q, const char *table,
			  const char *column);

/* ---- audit_values.c ---- */

void audit_values(auditor *au, struct plan_query *q);

/* ---- audit_spellings.c: text values the database does not hold ---- */

/* A text value compared with column c of t for equality, checked with
 * the caller's lookup: repaired to the one spelling of the column that
 * equals it ignoring case and surrounding spaces, else reported. */
void audit_spelling(auditor *au, struct plan_value *v,
		    const struct catalog_table *t,
		    const struct catalog_column *c);

/* ---- audit_exprs.c: expressions and computed columns ---- */

/* Aggregating computed columns in WHERE, ungrouped computed outputs. */
void audit_expressions(auditor *au, struct plan_query *q);
/* Whether an expression of q (its own, not a nested query's) reads
 * table.column. */
bool audit_expression_reads(struct plan_query *q, const char *table,
			    const char *column);

/* ---- audit_setops.c ---- */

/* Members' output columns of another kind than the main query's. */
void audit_set_operations(auditor *au, struct plan_query *q);

#endif
