/* What the lowering modules share: the scope of names, the lowerer's
 * state and the small constructors of syntax-tree nodes.  Internal to
 * lower*.c. */
#ifndef PLANSQL_LOWER_INTERNAL_H
#define PLANSQL_LOWER_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "lower/lower.h"

/* A table in a FROM clause and how SQL refers to it. */
struct range {
	const char *key;   /* the qualifier: alias, else table */
	const char *table; /* the catalog's spelling when known */
	const char *alias;
	const char *schema;    /* the SQL's qualifier of table; NULL: none */
	const char *schema_at; /* the plan's "schema", when it names one */
	const struct plan_selection *selection; /* NULL in subqueries */
	const struct catalog_table *catalog;	/* NULL: unknown or a CTE */
	bool null_extended; /* on the optional side of an outer join */
	const char *at;
	/* name_hash of alias, table and selection->table, set when the
	 * scope is indexed: lookups compare these before the names */
	uint32_t alias_hash, table_hash, selection_hash;
};

struct scope_slot;

struct scope {
	struct range *ranges;
	size_t count;
	const struct scope *outer;
	/* a hash index of the ranges' names, for big scopes; else NULL */
	struct scope_slot *index;
	size_t index_mask;
};

/* An output alias that HAVING and ORDER BY may name. */
struct alias_entry {
	const char *alias;
	struct expr *expr;
	bool nullable;
	enum type_class type;
	bool hidden;	     /* not in the select list: ORDER BY prints expr */
	const char *renamed; /* the select list's name when not alias */
	bool aggregates;     /* a computed column that aggregates rows */
	/* ORDER BY prints expr, not the name: the select list shows expr
	 * as text (MIN and MAX of a text column of numbers) */
	bool orders_by_expr;
	/* ORDER BY sorts by this, not the output: the value of a column of
	 * numbers written as text (lower_column_value); NULL: the output */
	struct expr *sorts_as;
};

struct alias_table {
	struct alias_entry *items;
	size_t count;
};

typedef struct lowerer {
	arena *a;
	diag_list *d;
	const plansql_catalog *catalog;
	const plansql_plan *plan;
	const struct plan_cte *ctes; /* CTEs visible so far */
	size_t cte_count;
	int subquery_count;
	bool orphans_reported; /* by the audit, which ran first */
	/* lower_order_items ordered by a column's value, not the column
	 * (numbers written as text) */
	bool ordered_by_value;
	int64_t today; /* days since 1970-01-01: relative periods' "now" */
} lowerer;

/* A table.column reference of the plan, with the node that holds it and
 * the member names, so that errors point at the right field. */
struct column_ref {
	const char *table; /* NULL: the fallback range, else inferred */
	const char *column;
	const char *at;
	const char *table_key, *column_key;
};

#define COLUMN_REF(node_at, table_name, column_name)                           \
	((struct column_ref){(table_name), (column_name), (node_at), "table",  \
			     "column"})

/* What a column resolved to, for typing its values. */
struct column_info {
	const struct range *range;
	const struct catalog_column *catalog;
};

struct expr_list {
	struct expr **items;
	size_t count, cap;
};

struct item_list {
	struct select_item *items;
	size_t count, cap;
};

/* How the operand of a filter is found: columns of a scope, and in
 * HAVING also aggregate aliases. */
struct filter_context {
	const struct scope *scope;
	const struct range *fallback;
	const struct alias_table *aliases; /* HAVING only */
	/* computed columns a column without table may name (WHERE) */
	const struct alias_table *computed;
	bool no_aggregates; /* WHERE: an aggregating computed column errs */
};

/* What an output is, for output_order to name it: its name before the
 * renaming (NULL: a column without alias) and the selection column it
 * reads (range NULL: none). */
struct output_origin {
	const char *name;
	const struct range *range;
	const char *column;
};

struct origin_list {
	struct output_origin *items;
	size_t count, cap;
};

/* The select list being built and the aliases it defines. */
struct query_parts {
	struct item_list items;
	struct origin_list origins; /* one an item, in the items' order */
	struct origin_list hidden;  /* outputs with "output": false */
	struct alias_table aliases;
	size_t alias_cap;
	struct alias_table computed; /* format 2: the computed columns */
	size_t computed_cap;
};

/* lower_expr.c: fn applied to count expressions */
struct expr *lower_call_function(lowerer *lw, enum sql_function fn,
				 const char *at, size_t count, ...);

/* lower_text_columns.c: what the stored values of a resolved column show
 * (catalog_data.h); unknown for a column the catalog does not list. */
const struct catalog_data *lower_data_of(lowerer *lw,
					 const struct column_info *info);

/* lower_text_columns.c: a text column of numbers (catalog_data.h) as a
 * number: CAST(column AS number), each word its data says stands for no
 * value (such as "null") made NULL first. */
struct expr *lower_text_as_number(lowerer *lw, struct expr *column,
				  const struct catalog_data *data,
				  const char *at);

/* lower_text_columns.c: the column without the words its data says stand
 * for no value ("null"): NULLIF(column, 'null'), as many as there are. */
struct expr *lower_without_missing(lowerer *lw, struct expr *column,
				   const struct catalog_data *data,
				   const char *at);
/* lower_text_columns.c: whether a resolved column is a text column whose
 * data holds numbers. */
bool lower_holds_numbers(lowerer *lw, const struct column_info *info);
/* lower_text_columns.c: whether a resolved column's data holds dates
 * written as text in a format whose text does not sort as its dates
 * ("May 26, 1986"), which lower_column_value reads as dates. */
bool lower_holds_written_dates(lowerer *lw, const struct column_info *info);
/* lower_text_columns.c: either of the two: a column lower_column_value
 * reads as numbers or dates rather than its text. */
bool lower_reads_apart(lowerer *lw, const struct column_info *info);
/* lower_text_columns.c: a column read as a value (ordered, counted,
 * tested for NULL, computed with) as its data says it is stored: numbers
 * written as text as numbers, dates written as text as dates, the words
 * for no value as NULL; else the column itself.  The one reading of a
 * column's meaning every clause uses. */
struct expr *lower_column_value(lowerer *lw, struct expr *column,
				const struct column_info *info, const char *at);

/* lower_text_columns.c: a filter on a text column (info->catalog NULL
 * when the catalog does not list it) with its values as the column
 * stores them: f itself, or copy holding its booleans in the column's
 * spelling; the operand is cast and the type becomes a number when the
 * column holds numbers.  NULL after an error. */
const struct plan_filter *lower_text_column_filter(
    lowerer *lw, const struct plan_filter *f, const struct column_info *info,
    struct plan_filter *copy, struct expr **operand, enum type_class *type);

/* lower.c: allocation and node constructors */
void *lower_alloc(lowerer *lw, size_t size);
struct expr *lower_new_expr(lowerer *lw, enum expr_kind kind, const char *at);
void *lower_push(lowerer *lw, void *items_ptr, size_t *count, size_t *cap,
		 size_t size);
void lower_add_expr(lowerer *lw, struct expr_list *l, struct expr *e);
void lower_add_operand(lowerer *lw, struct expr_list *l, struct expr *e,
		       enum expr_kind kind);
void lower_add_conjunct(lowerer *lw, struct expr_list *l, struct expr *e);
/* fn(argument); NULL when argument is (an error made it). */
struct expr *lower_aggregate_expr(lowerer *lw, enum aggregate_function fn,
				  struct expr *argument, const char *at);
/* AND or OR of a list; its only item for one; NULL for none. */
struct expr *lower_junction(lowerer *lw, enum expr_kind kind,
			    struct expr_list *l, const char *at);
struct query *lower_single_select(lowerer *lw, struct select **out,
				  const char *at);

/* A query of the plan; outer: the enclosing query's scope of a nested
 * query, else NULL.  scope_out, when not NULL, receives its scope. */
struct query *lower_query(lowerer *lw, const struct plan_query *pq,
			  const struct scope *outer, struct scope *scope_out);

/* lower_names.c: names and their resolution */
/* Refuses a name that looks like SQL unless the catalog knows it. */
/* at, or its member at_key when that is not NULL: pointers are made only
 * when there is something to report. */
bool lower_check_name(lowerer *lw, const char *name, const char *at,
		      const char *at_key, bool in_catalog, bool is_table);
bool lower_is_cte_name(const lowerer *lw, const char *name);
uint32_t lower_name_hash(const char *name);
/* A range of a plan selection. */
/* false when the table is in several schemas and nothing says which */
bool lower_init_selection_range(lowerer *lw, struct range *r,
				const struct plan_selection *sel,
				const char *at);
bool lower_init_range(lowerer *lw, struct range *r, const char *table,
		      const char *alias, const char *at);
const struct range *lower_find_in_scope(const struct scope *s, const char *name,
					bool *ambiguous);
/* Gives a scope of many ranges its index, once its ranges are set. */
bool lower_index_scope(lowerer *lw, struct scope *s);
const struct range *lower_resolve_table(lowerer *lw, const struct scope *s,
					const char *name, const char *at,
					const char *at_key);
struct expr *lower_column(lowerer *lw, const struct scope *s,
			  struct column_ref ref, const struct range *fallback,
			  struct column_info *info);

/* lower_values.c: literals typed by catalog, hint and JSON type */
enum type_class lower_hint_class(enum value_type hint);
struct expr *lower_literal(lowerer *lw, enum literal_kind kind, const char *at);
struct expr *lower_int_literal(lowerer *lw, int64_t v, const char *at);
struct expr *lower_value(lowerer *lw, const struct plan_value *v,
			 enum type_class type);

/* lower_periods.c: op in_period as two comparisons; operand_again is a
 * second lowering of the operand, for the second comparison. */
struct expr *lower_period(lowerer *lw, struct expr *operand,
			  struct expr *operand_again,
			  const struct plan_filter *f, enum type_class type);

/* lower_filters.c: filters and subquery filters */
struct expr *lower_is_null(lowerer *lw, struct expr *operand, bool negated,
			   const char *at);
struct expr *lower_comparison(lowerer *lw, enum filter_op op, struct expr *left,
			      struct expr *right, const char *at);
const struct alias_entry *lower_find_alias(const struct alias_table *t,
					   const char *name);
/* find_alias, then the one alias equal but for ASCII case. */
const struct alias_entry *lower_find_alias_any_case(const struct alias_table *t,
						    const char *name);
bool lower_filters(lowerer *lw, const struct filter_context *fc,
		   const struct plan_filter *filters, size_t count,
		   struct expr_list *out);
struct expr *lower_subquery(lowerer *lw, const struct scope *outer,
			    const struct plan_subquery *sq);
/* The subquery filter's outer column, resolved in the enclosing scope;
 * what it resolved to in *info. */
struct expr *lower_outer_column(lowerer *lw, const struct scope *outer,
				const struct plan_subquery *sq,
				struct column_info *info);
/* outer [NOT] IN (q), [NOT] EXISTS (q) or outer op (q), by sq's op;
 * outer_info: what the outer column resolved to. */
struct expr *lower_subquery_test(lowerer *lw, const struct plan_subquery *sq,
				 struct expr *outer_col,
				 const struct column_info *outer_info,
				 struct query *q);

/* lower_nested.c: subquery filters over a nested query (format 2) */
/* Gives a nested query's ranges whose names an enclosing query uses an
 * alias, so that correlations stay unambiguous. */
bool lower_alias_shadowing_ranges(lowerer *lw, struct scope *s);
/* A fresh subquery alias (sq1, sq2, ...) no enclosing scope uses. */
const char *lower_fresh_subquery_alias(lowerer *lw, const struct scope *s);
bool lower_name_taken(const struct scope *s, const char *name);
struct expr *lower_nested_subquery(lowerer *lw, const struct scope *outer,
				   const struct plan_subquery *sq);
/* outer op (query): a scalar subquery comparison; an outer column of
 * numbers written as text compares as a number, with the query's value
 * as a number too. */
struct expr *lower_scalar_comparison(lowerer *lw,
				     const struct plan_subquery *sq,
				     struct expr *outer,
				     const struct column_info *outer_info,
				     struct query *q);

/* lower_expr.c: expressions and computed columns (format 2) */
/* computed: the computed columns a column without table may name. */
struct expr *lower_expression(lowerer *lw, const struct scope *s,
			      const struct alias_table *computed,
			      const struct plan_expr *pe, enum type_class *type,
			      bool *aggregates);
/* The same for the argument of an aggregate: a column of numbers written
 * as text is its numbers, one counted has its words for no value as
 * NULL (counted). */
struct expr *lower_aggregated_expression(lowerer *lw, const struct scope *s,
					 const struct alias_table *computed,
					 const struct plan_expr *pe,
					 bool counted, enum type_class *type,
					 bool *aggregates);
/* Every computed column of pq into parts->computed, in order: each may
 * name those before it. */
bool lower_computed(lowerer *lw, const struct scope *s,
		    const struct plan_query *pq, struct query_parts *parts);

/* lower_joins.c: FROM, joins in breadth-first order */
bool lower_build_scope(lowerer *lw, const struct plan_query *pq,
		       struct scope *s);
bool lower_joins(lowerer *lw, struct scope *s, const struct plan_query *pq,
		 struct select *out);

/* lower_outputs.c: a name of its own for every output column */
bool lower_unique_output_names(lowerer *lw, struct query_parts *parts);

/* lower_output_order.c: the outputs pq's output_order names first, in
 * its order, then the others; errors for items that name none, one
 * twice, a hidden one or two. */
bool lower_apply_output_order(lowerer *lw, const struct scope *s,
			      const struct plan_query *pq,
			      struct query_parts *parts);

/* lower_select.c: the select list, grouping, windows, ORDER BY */
/* Two spellings of a column of r name the same column: byte for byte,
 * or as the catalog resolves them. */
bool lower_same_range_column(const struct range *r, const char *a,
			     const char *b);
bool lower_select_list(lowerer *lw, const struct scope *s,
		       const struct plan_query *pq, struct select *out,
		       struct query_parts *parts);
/* The items of an ORDER BY; by_value: a column sorts by its value
 * (lower_column_value), setting lw->ordered_by_value, where the order
 * may be an expression (not that of a set operation's outputs). */
bool lower_order_items(lowerer *lw, const struct scope *s,
		       const struct plan_order *items, size_t count,
		       const struct alias_table *aliases, bool by_value,
		       struct order_item **out);
/* SELECT DISTINCT sorted by a column's value, not an output: grouped by
 * every output instead, which gives the same rows and may sort by any
 * value of them (PostgreSQL and DuckDB sort a DISTINCT by outputs only);
 * an error when the outputs aggregate or are windows. */
bool lower_distinct_as_groups(lowerer *lw, struct select *sel,
			      const char *at);
/* ORDER BY of an output that is not output, under DISTINCT: an error. */
bool lower_check_distinct_order(lowerer *lw, const struct plan_query *pq,
				const struct alias_table *aliases);

/* lower.c: a query of the plan, its set operations included */
/* lower_setops.c: the members of pq as terms of q after its first; a
 * member sees the scopes outer sees, as pq does */
bool lower_set_operations(lowerer *lw, const struct plan_query *pq,
			  struct query *q, const struct scope *outer);

#endif
