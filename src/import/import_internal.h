/* What the files of the importer share: the parse tree's nodes, the
 * scope names resolve in, and the query being built. */
#ifndef PLANSQL_IMPORT_INTERNAL_H
#define PLANSQL_IMPORT_INTERNAL_H

#include <stdbool.h>

#include "catalog/catalog.h"
#include "common/diag.h"
#include "import/import.h"
#include "json/json_value.h"
#include "plan/plan.h"
#include "sql/sql_function.h"

/* A CTE the statement defines: its name and output column names. */
struct import_cte {
	const char *name;
	const char **columns;
	size_t column_count;
	long location;
};

struct importer {
	arena *a; /* the plan's: every node and string made goes here */
	diag_list *d;
	/* the text libpg_query reads, NUL-terminated: the user's, or its
	 * PostgreSQL spelling (import_lex.h) */
	const char *sql;
	/* the user's text and where each byte of sql came from in it
	 * (NULL: sql is the user's text), for the positions of messages */
	const char *user_sql;
	const uint32_t *origin;
	/* the engine the SQL was written for: what its names, LIKE, '/'
	 * and functions mean */
	plansql_dialect source;
	const plansql_catalog *catalog;
	/* the WITH clause's CTEs a FROM item may name, so far */
	const struct import_cte **ctes;
	size_t cte_count, cte_cap;
	/* the plan's CTEs as each is read whole: WITH's, and subqueries
	 * of FROM, which become CTEs read before the query that reads
	 * them */
	struct plan_cte *plan_ctes;
	size_t plan_cte_count, plan_cte_cap;
	bool failed; /* a refusal was reported: nothing more to say */
	const jvalue *statement; /* the SelectStmt, which may have WITH */
	/* import_functions.c: the source engine's printer's form of each
	 * SQL function, parsed when first needed */
	const jvalue **function_forms;
	/* import_engine_forms.c: the engine's other spellings, likewise */
	const jvalue **engine_forms;
	/* reading the operand of a comparison with a date part's digits:
	 * strftime('%Y', d) and DATE_FORMAT(d, '%Y') are date parts */
	bool digit_text_compared;
	/* reading the column NULLIF(column, ...) tests, which reads it as
	 * stored (import_stored.c) */
	bool nullif_subject;
};

/* One item of a query's FROM clause: a selection of the plan. */
struct import_source {
	size_t selection; /* index in the query's selections */
	const char *name; /* how the SQL names it: its alias, else table */
	const struct catalog_table *table; /* NULL: a CTE or not known */
	const struct import_cte *cte;	   /* a CTE's columns */
	size_t component; /* FROM items joined so far share one */
	long location;
	bool outer_side; /* an outer join may give it NULL rows */
};

enum import_output_kind {
	OUTPUT_COLUMN,	  /* index: selection << 16 | column */
	OUTPUT_KEY,	  /* a grouping column */
	OUTPUT_AGGREGATE, /* index in group_by's aggregates */
	OUTPUT_COMPUTED,
	OUTPUT_WINDOW
};

/* One item of the SQL's select list, in its order. */
struct import_output {
	enum import_output_kind kind;
	size_t index;
	const char *name; /* the name the SQL gives the column */
	long location;
};

/* A query being built, with the names its expressions may use. */
struct import_query {
	struct plan_query *q;
	const struct import_query *outer; /* the enclosing query, or NULL */
	struct import_source *sources;
	size_t source_count, source_cap;
	size_t component_count; /* of FROM items not joined to each other */
	size_t selection_cap, filter_cap, join_cap, order_cap;
	size_t *column_caps; /* one per selection */
	size_t aggregate_cap, having_cap, group_cap, computed_cap, window_cap;
	struct import_output *outputs;
	size_t output_count, output_cap;
	bool may_aggregate; /* reading HAVING or ORDER BY */
	long location;	    /* of the SELECT's first item */
	/* import_expr.c: the SQL each computed column was read from */
	const jvalue **computed_nodes;
	size_t computed_node_count, computed_node_cap;
};

/* ---- the parse tree (import_tree.c) ---- */

/* The body of a node {"Kind": {...}} when its kind is kind, else NULL. */
const jvalue *import_node_as(const jvalue *node, const char *kind);
/* The kind of a node and its body through *body; "" for no node. */
const char *import_node_kind(const jvalue *node, const jvalue **body);
/* The byte offset a node's body gives as "location", or -1. */
long import_node_location(const jvalue *body);
/* The location of a node, or of the first node inside it that has one. */
long import_node_first_location(const jvalue *node);
/* Whether a table reference anywhere in node (a RangeVar) names name,
 * ignoring ASCII case. */
bool import_node_reads_table(const jvalue *node, const char *name);
/* Which of the dotted names written at location (a ColumnRef's or a
 * RangeVar's) the SQL quoted: quoted[i] for the i-th of at most max;
 * the tree keeps only the names, folded or not.  None for SQL of an
 * engine that matches quoted names ignoring case too. */
void import_quoted_names(const struct importer *im, long location, bool *quoted,
			 size_t max);
/* The "sval" of a String node, or NULL. */
const char *import_node_string(const jvalue *node);
/* Whether a node list holds exactly the names given (each a String). */
bool import_node_names_are(const jvalue *list, const char *first,
			   const char *second);

/* An integer constant: the node's value, read back from the text where
 * libpg_query's JSON lost it (it writes negative integers as {}); false
 * when the node is no integer constant. */
bool import_integer(struct importer *im, const jvalue *node, int64_t *out);

/* ---- SQLite's double-quoted words (import_quotes.c) ---- */

/* The user offsets, sorted, of the double-quoted column references in
 * the tree that SQLite reads as strings (they name nothing); false
 * after a refusal. */
bool import_sqlite_strings(struct importer *im, arena *a, const jvalue *root,
			   uint32_t **at, size_t *count);

/* ---- the user's text (import_lex.c) ---- */

/* The name SQLite and MySQL give an unnamed output that is no plain
 * column: its text as written, from location (the respelled text's) to
 * the item's end; NULL for another engine, or after running out of
 * memory. */
const char *import_written_name(struct importer *im, long location);

/* ---- refusals (import_refuse.c) ---- */

/* Reports the error code at location (-1: none) and marks the import
 * failed; returns false for "return import_refuse(...)". */
bool import_refuse(struct importer *im, long location, const char *code,
		   const char *fmt, ...);
/* A warning at location. */
void import_warn(struct importer *im, long location, const char *code,
		 const char *fmt, ...);
/* Running out of memory: recorded, and the import fails. */
bool import_nomem(struct importer *im);
/* A copy of s in the plan's arena; NULL after import_nomem. */
const char *import_copy(struct importer *im, const char *s);

/* ---- columns read as stored (import_stored.c) ---- */

/* Each refuses (import-stored-text: false) where SQL, reading the
 * column as the text it stores, and the plan, reading it through its
 * data (docs/types.md), may give other rows; it warns where the values
 * the data keeps give the same rows both ways.  The column is named by
 * its FROM item's name (table) in iq or a query around it. */
/* ORDER BY the column (what: the clause, for the message). */
bool import_stored_order(struct importer *im, const struct import_query *iq,
			 const char *table, const char *column, long at,
			 const char *what);
/* An aggregate of a column. */
bool import_stored_aggregate(struct importer *im,
			     const struct import_query *iq,
			     const struct plan_aggregate *g, long at);
/* A window's aggregate of a column. */
bool import_stored_window(struct importer *im, const struct import_query *iq,
			  const struct plan_window *w, long at);
/* A column tested with [NOT] IN against a subquery's values. */
bool import_stored_listed(struct importer *im, const struct import_query *iq,
			  const char *table, const char *column, bool negated,
			  long at);
/* A column read in an expression (arithmetic, a function, a cast). */
bool import_stored_expression(struct importer *im,
			      const struct import_query *iq,
			      const char *table, const char *column, long at);
/* A filter on a column compared with constants, or tested for NULL. */
bool import_stored_filter(struct importer *im, const struct import_query *iq,
			  const struct plan_filter *f, long at);

/* ---- queries (import_query.c) ---- */

/* Reads a SelectStmt body into q (zeroed by the caller); outer: the
 * enclosing query for a nested one; names (may be NULL): set to the
 * names of its output columns, for a CTE. */
bool import_select(struct importer *im, const jvalue *select,
		   struct plan_query *q, const struct import_query *outer,
		   struct import_cte *names);

struct import_column;

/* Reads a query that becomes one of the plan's CTEs, named name, and
 * adds it after the CTEs it reads; its output names through *out. */
bool import_cte_query(struct importer *im, const jvalue *select,
		      const char *name, long location,
		      const struct import_cte **out);

/* ---- FROM (import_from.c) ---- */
bool import_from(struct importer *im, struct import_query *iq,
		 const jvalue *from);
/* After WHERE has joined comma-separated items: every item must be
 * reached from the first. */
bool import_check_joined(struct importer *im, struct import_query *iq);
/* With an outer join, the tables must be joined in the order plansql
 * prints them (breadth-first from the first: docs/plan-format.md,
 * "Joins"), since another order may change the rows. */
bool import_check_join_order(struct importer *im, struct import_query *iq);
/* Whether node is column = column of two FROM items of iq itself (the
 * columns through a and b); false also after a refusal. */
bool import_join_equality(struct importer *im, struct import_query *iq,
			  const jvalue *node, struct import_column *a,
			  struct import_column *b);
/* Joins b's FROM item to a's with an inner join edge a = b. */
bool import_where_edge(struct importer *im, struct import_query *iq,
		       const struct import_column *a,
		       const struct import_column *b);

/* ---- names (import_names.c) ---- */

/* A column reference resolved: the selection name the plan uses and the
 * column as the catalog (or the SQL) spells it. */
struct import_column {
	const struct import_source *source;
	const struct import_query *owner; /* iq, or an enclosing query */
	const char *table, *column;
};

/* Resolves a ColumnRef body against iq's sources, then the enclosing
 * queries'; false after a refusal. */
bool import_column_ref(struct importer *im, const struct import_query *iq,
		       const jvalue *ref, struct import_column *out);
/* The name the catalog spells a column of source with (or name). */
const char *import_spell_column(const struct import_source *source,
				const char *name);
/* Whether source has the column (as far as anything says). */
bool import_source_has(const struct import_source *source, const char *name);
/* Adds a FROM item; its index through *index. */
bool import_add_source(struct importer *im, struct import_query *iq,
		       const struct import_source *source);
/* The CTE named name, or NULL. */
const struct import_cte *import_find_cte(const struct importer *im,
					 const char *name);

/* ---- WHERE and HAVING (import_filters.c) ---- */

/* Reads a condition into a filter; false after a refusal. */
bool import_condition(struct importer *im, struct import_query *iq,
		      const jvalue *node, struct plan_filter *out);
/* Reads WHERE: each AND-ed condition a filter, a join edge (column =
 * column between FROM items not yet joined), or a subquery filter. */
bool import_where(struct importer *im, struct import_query *iq,
		  const jvalue *where);
/* Among the n AND-ed conditions args of WHERE, the pairs that are the
 * plan's relative periods (import_periods.c): each pair becomes an
 * in_period filter of iq and is marked in used; false after a
 * refusal. */
bool import_periods(struct importer *im, struct import_query *iq,
		    const jvalue *args, size_t n, bool *used);
/* Refuses a condition of SQL written for PostgreSQL that reads the
 * current date or time outside a period; false after refusing. */
bool import_check_now(struct importer *im, const jvalue *condition);
/* A constant as a plan value; false when node is no constant. */
bool import_constant(struct importer *im, const jvalue *node,
		     struct plan_value *out);

/* Gives the column a filter compares the type of a typed literal
 * (DATE '2024-01-31') when the catalog does not type it so: a
 * filter-role column with that value_type. */
bool import_note_value_type(struct importer *im, struct import_query *iq,
			    const struct plan_filter *f, enum value_type type);

/* ---- the select list, GROUP BY, HAVING (import_select.c) ---- */
bool import_outputs(struct importer *im, struct import_query *iq,
		    const jvalue *select);
/* The function a FuncCall names (pg_catalog.f is f); NULL for another
 * schema's. */
const char *import_function_name(const jvalue *call);
/* Whether node is a call of an aggregate the plan has. */
bool import_is_aggregate(const jvalue *node);
/* The alias of the aggregate call: an output's, or a hidden aggregate's
 * made for it (HAVING SUM(x) > 1 when the select list has none). */
bool import_aggregate_alias(struct importer *im, struct import_query *iq,
			    const jvalue *call, const char **alias);
/* What a filter or order item names for an operand that is no column:
 * an aggregate's alias (HAVING), or a computed column's. */
bool import_operand(struct importer *im, struct import_query *iq,
		    const jvalue *node, const char **table,
		    const char **column);

/* Appends an item of the select list to iq's outputs. */
bool import_add_output(struct importer *im, struct import_query *iq,
		       enum import_output_kind kind, size_t index,
		       const char *name, long location);

/* ---- ORDER BY and the output order (import_order.c) ---- */
/* compound: the items name the outputs of a set operation. */
bool import_order_by(struct importer *im, struct import_query *iq,
		     const jvalue *sort, bool compound);
/* Whether an output, a grouping column or an aggregate of iq is named
 * name (ignoring ASCII case, as output names clash). */
bool import_output_named(const struct import_query *iq, const char *name);
/* NULLS FIRST/LAST of the SortBy sort, against the plan's rule for o
 * (NULLs smallest): refused when it differs, warned when unsaid. */
bool import_nulls_order(struct importer *im, const struct import_query *iq,
			const jvalue *sort, const struct plan_order *o);
/* Gives the query "output_order" when its select list is not in the
 * plan's own order (docs/plan-format.md, "Output order"). */
bool import_check_output_order(struct importer *im, struct import_query *iq);

/* ---- expressions, windows, subqueries (import_expr.c) ---- */
bool import_computed_output(struct importer *im, struct import_query *iq,
			    const jvalue *node, const char *alias, long at);
bool import_computed_operand(struct importer *im, struct import_query *iq,
			     const jvalue *node, const char **alias);
bool import_aggregate_expression(struct importer *im, struct import_query *iq,
				 const jvalue *node, struct plan_aggregate *g);
bool import_group_expression(struct importer *im, struct import_query *iq,
			     const jvalue *node);
bool import_window_output(struct importer *im, struct import_query *iq,
			  const jvalue *call, const char *alias, long at);
/* A WHERE conjunct that tests a subquery: [NOT] IN, [NOT] EXISTS, or a
 * comparison with (SELECT ...); import_subquery_filter reads it. */
bool import_is_subquery_filter(const jvalue *node);
bool import_subquery_filter(struct importer *im, struct import_query *iq,
			    const jvalue *node);

/* ---- expressions (import_functions.c) ---- */
/* Reads an expression into out, mapping the forms the PostgreSQL
 * printer writes for each plan function back to it; false after a
 * refusal. */
bool import_expression(struct importer *im, struct import_query *iq,
		       const jvalue *node, struct plan_expr *out);
/* 1 = 0 and 1 = 1, the printer's "in" [] and "not_in" []: 1 when e is
 * one (read into f), 0 when not, -1 after a refusal. */
int import_constant_condition(struct importer *im, struct import_query *iq,
			      const jvalue *e, enum filter_op op,
			      struct plan_filter *f);
/* Whether two parse trees are equal but for their locations. */
bool import_same_tree(const jvalue *a, const jvalue *b);

/* The most arguments a form binds ($1 to $3). */
#define IMPORT_FORM_ARGS 3
/* The expression of "SELECT form" parsed by libpg_query, kept in the
 * plan's arena; NULL when it does not parse. */
const jvalue *import_parse_form(struct importer *im, const char *form);
/* Whether node has the form pattern, its $n (ParamRef) bound to the
 * subtrees in args (IMPORT_FORM_ARGS of them, NULL before the call). */
bool import_matches(const jvalue *pattern, const jvalue *node,
		    const jvalue **args);
/* out as plan function fn of the nodes args[0..count). */
bool import_function_of(struct importer *im, struct import_query *iq,
			enum plan_function fn, const jvalue **args,
			size_t count, struct plan_expr *out);

/* The plan function (and unit) of a dialect's function, for those a
 * dialect's spellings name (a date part or truncation, COALESCE);
 * false for another. */
bool import_plan_function(enum sql_function fn, enum plan_function *plan,
			  enum date_unit *unit);

/* ---- the source engine's own spellings (import_engine_forms.c) ---- */
/* A call as the engine the SQL was written for spells a plan function,
 * beyond what plansql prints for it: its dialect's spellings
 * (dialects/: IFNULL(a, b), YEAR(d), date_trunc('month', d), DATEPART(yy,
 * d), ...).  1: read into out (or refused), 0: no such call. */
int import_engine_spelling(struct importer *im, struct import_query *iq,
			   const jvalue *node, struct plan_expr *out);
/* When node is a date part written as text of fixed width (SQLite's
 * strftime('%m', d), MySQL's DATE_FORMAT(d, '%m')): its number of
 * digits; else 0. */
size_t import_digit_text_width(struct importer *im, const jvalue *node);

/* Appends one zeroed item to the array *items of *count items with room
 * for *cap; the item, or NULL after recording running out of memory. */
void *import_push(struct importer *im, void **items, size_t *count, size_t *cap,
		  size_t size);
#define IMPORT_PUSH(im, array, count, cap)                                     \
	import_push((im), (void **)&(array), &(count), &(cap), sizeof *(array))

#endif
