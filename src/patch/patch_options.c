/* The modification options of a plan: what a user interface offers to
 * patch it.  Per table (the plan's selections, then the catalog tables
 * one foreign key away, which add_column can join), every column with
 * its type and keys and whether the result shows it; the columns ORDER BY
 * may name; the current order, limit, offset and DISTINCT.  What an
 * access policy denies is not offered. */
#include "patch/patch_options.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_graph.h"
#include "json/json_write.h"
#include "common/plansql_limits.h"
#include "plan/plan_ids.h"
#include "plan/plan_names.h"
#include "plan/plan_write.h"
#include "audit/audit_policy.h"

/* What listing the options of a plan needs at hand. */
struct lister {
	arena *a;
	json_writer *w;
	const plansql_plan *plan;
	const plansql_catalog *catalog;	     /* may be NULL */
	const struct plansql_policy *policy; /* may be NULL */
	const char *key; /* the table being listed, as its ids name it */
};

static void string_member(json_writer *w, const char *key, const char *s)
{
	json_write_key(w, key);
	json_write_string(w, s);
}

static void bool_member(json_writer *w, const char *key, bool value)
{
	json_write_key(w, key);
	json_write_bool(w, value);
}

static void count_member(json_writer *w, const char *key, int64_t n)
{
	json_write_key(w, key);
	if (n < 0)
		json_write_null(w);
	else
		json_write_int(w, n);
}

static const struct plan_cte *cte_named(const plansql_plan *plan,
					const char *name)
{
	for (size_t i = 0; i < plan->cte_count; i++)
		if (!strcmp(plan->ctes[i].name, name))
			return &plan->ctes[i];
	return NULL;
}

/* The plan's entry for a column of s, or NULL. */
static const struct plan_column *entry_of(const struct plan_selection *s,
					  const char *column)
{
	for (size_t i = 0; s && i < s->column_count; i++)
		if (ascii_equal_ci(s->columns[i].column, column))
			return &s->columns[i];
	return NULL;
}

/* Whether the result shows the column of s. */
static bool shown(const struct plan_selection *s, const char *name)
{
	const struct plan_column *e = entry_of(s, name);
	return e && !s->join_only && e->role == ROLE_PROJECTION;
}

typedef void (*column_visitor)(const struct lister *l, const char *name,
			       const struct catalog_column *c,
			       const struct plan_selection *s);

/* The columns of what s reads: the catalog's, a CTE's output, or (not
 * in the catalog) those the plan names. */
static void each_column(const struct lister *l, const char *table,
			const struct plan_selection *s, column_visitor visit)
{
	const struct plan_cte *cte = cte_named(l->plan, table);
	const struct catalog_table *t =
	    cte ? NULL
		: catalog_table_in(l->catalog, s ? s->schema : NULL, table);
	if (t) {
		for (size_t i = 0; i < t->column_count; i++)
			if (!l->policy || audit_policy_allows_column_in(
					      l->policy, t->schema, t->name,
					      t->columns[i].name))
				visit(l, t->columns[i].name, &t->columns[i], s);
	} else if (cte) {
		size_t n;
		const char **names =
		    plan_query_output_columns(l->a, &cte->query, &n);
		for (size_t i = 0; names && i < n; i++)
			visit(l, names[i], NULL, s);
	} else {
		for (size_t i = 0; s && i < s->column_count; i++)
			visit(l, s->columns[i].column, NULL, s);
	}
}

static void column_json(const struct lister *l, const char *name,
			const struct catalog_column *c,
			const struct plan_selection *s)
{
	json_writer *w = l->w;
	const struct plan_column *e = entry_of(s, name);
	json_write_begin_object(w);
	string_member(w, "id", plan_id_column(l->a, l->key, name));
	string_member(w, "column", name);
	string_member(w, "type", c ? c->data_type : NULL);
	bool_member(w, "selected", shown(s, name));
	string_member(w, "role",
		      !e			   ? NULL
		      : e->role == ROLE_PROJECTION ? "projection"
						   : "filter");
	if (e && e->alias && !s->join_only)
		string_member(w, "alias", e->alias);
	json_write_key(w, "primary_key");
	if (c)
		json_write_bool(w, c->primary_key);
	else
		json_write_null(w);
	json_write_key(w, "nullable");
	if (c)
		json_write_bool(w, c->nullable);
	else
		json_write_null(w);
	json_write_end_object(w);
}

static void table_json(const struct lister *l, const char *table,
		       const struct plan_selection *s)
{
	json_writer *w = l->w;
	json_write_begin_object(w);
	string_member(w, "table", table);
	if (s && s->alias)
		string_member(w, "alias", s->alias);
	bool_member(w, "selected", s != NULL);
	if (s)
		bool_member(w, "join_only", s->join_only);
	json_write_key(w, "columns");
	json_write_begin_array(w);
	struct lister by_key = *l;
	by_key.key = s ? plan_selection_key(s) : table;
	each_column(&by_key, table, s, column_json);
	json_write_end_array(w);
	json_write_end_object(w);
}

static bool reads_table(const struct plan_query *q, const char *name)
{
	for (size_t i = 0; i < q->selection_count; i++)
		if (ascii_equal_ci(q->selections[i].table, name))
			return true;
	return false;
}

/* Marks the tables at the other end of links. */
static void mark_neighbours(bool *related, const struct fk_link *links,
			    size_t count)
{
	for (size_t i = 0; i < count; i++)
		related[links[i].neighbour] = true;
}

/* Catalog tables one foreign key (declared, or inferred from names) from
 * a table q reads, once each, in catalog order. */
static void add_related(const struct lister *l)
{
	const plansql_catalog *catalog = l->catalog;
	const struct plan_query *q = &l->plan->main;
	size_t n = catalog->table_count;
	bool *related = calloc(n + 1, sizeof *related);
	if (!related)
		return;
	for (size_t t = 0; t < n; t++) {
		if (!reads_table(q, catalog->tables[t].name))
			continue;
		size_t count;
		const struct fk_link *links = catalog_links(catalog, t, &count);
		mark_neighbours(related, links, count);
		links = catalog_inferred_links(catalog, t, &count);
		mark_neighbours(related, links, count);
	}
	for (size_t t = 0; t < n; t++) {
		const char *name = catalog->tables[t].name;
		if (related[t] && !reads_table(q, name) &&
		    (!l->policy ||
		     audit_policy_allows_table_in(
			 l->policy, catalog->tables[t].schema, name)))
			table_json(l, name, NULL);
	}
	free(related);
}

/* A sortable entry, with the id of what it sorts. */
static void ref_json(const struct lister *l, const char *table,
		     const char *column)
{
	json_writer *w = l->w;
	json_write_begin_object(w);
	string_member(w, "id",
		      plan_id_sort_target(l->a, &l->plan->main, table, column));
	string_member(w, "table", table);
	string_member(w, "column", column);
	json_write_end_object(w);
}

static void add_window_aliases(const struct lister *l,
			       const struct plan_query *q)
{
	for (size_t i = 0; i < q->window_count; i++) {
		const struct plan_window *w = &q->windows[i];
		const char *alias = plan_window_output_name(l->a, w, NULL);
		if (alias)
			ref_json(l, NULL, alias);
	}
}

static void add_grouped_sortable(const struct lister *l,
				 const struct plan_group_by *g)
{
	bool distinct = l->plan->main.distinct;
	for (size_t i = 0; i < g->column_count; i++) {
		const struct plan_column *c = &g->columns[i];
		if (distinct && c->hidden)
			continue; /* DISTINCT sorts by what it outputs only */
		ref_json(l, c->table, c->column);
		if (c->alias)
			ref_json(l, NULL, c->alias);
	}
	for (size_t i = 0; i < g->aggregate_count; i++) {
		const struct plan_aggregate *x = &g->aggregates[i];
		if (distinct && x->hidden)
			continue;
		const char *alias = plan_aggregate_output_name(l->a, x, NULL);
		if (alias)
			ref_json(l, NULL, alias);
	}
}

/* A column ORDER BY may name: with DISTINCT only one the result shows. */
static void sortable_column(const struct lister *l, const char *name,
			    const struct catalog_column *c,
			    const struct plan_selection *s)
{
	(void)c;
	if (!l->plan->main.distinct || shown(s, name))
		ref_json(l, plan_selection_key(s), name);
	const struct plan_column *e = entry_of(s, name);
	if (e && e->alias && shown(s, name))
		ref_json(l, NULL, e->alias);
}

/* Computed columns are ordered by by alias; with DISTINCT only those the
 * result shows.  In a grouped query add_grouped_sortable lists those it
 * groups by. */
static void add_computed_aliases(const struct lister *l,
				 const struct plan_query *q)
{
	for (size_t i = 0; i < q->computed_count; i++) {
		const struct plan_computed *c = &q->computed[i];
		if (q->distinct && c->hidden)
			continue;
		if (q->group_by && plan_is_computed_group_key(q, c->alias))
			continue;
		ref_json(l, NULL, c->alias);
	}
}

/* What ORDER BY may name: in a grouped query its groups and aggregates,
 * with DISTINCT the columns shown, else every column of the tables read;
 * window aliases always. */
static void sortable_json(const struct lister *l)
{
	const struct plan_query *q = &l->plan->main;
	json_write_begin_array(l->w);
	if (q->group_by)
		add_grouped_sortable(l, q->group_by);
	for (size_t i = 0; !q->group_by && i < q->selection_count; i++)
		each_column(l, q->selections[i].table, &q->selections[i],
			    sortable_column);
	add_computed_aliases(l, q);
	add_window_aliases(l, q);
	json_write_end_array(l->w);
}

static void order_json(json_writer *w, arena *a, const struct plan_query *q)
{
	json_write_begin_array(w);
	for (size_t i = 0; i < q->order_count; i++) {
		const struct plan_order *o = &q->order_by[i];
		const char *target =
		    plan_id_sort_target(a, q, o->table, o->column);
		json_write_begin_object(w);
		string_member(w, "id",
			      target ? plan_id_order(a, target) : NULL);
		string_member(w, "table", o->table);
		string_member(w, "column", o->column);
		string_member(w, "direction", o->descending ? "DESC" : "ASC");
		json_write_end_object(w);
	}
	json_write_end_array(w);
}

/* The aggregates remove_aggregate can name, each by the alias it goes
 * by (a default one written out). */
static void aggregates_json(json_writer *w, arena *a,
			    const struct plan_query *q)
{
	json_write_begin_array(w);
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++) {
		const struct plan_aggregate *x = &g->aggregates[i];
		const char *fn = plan_aggregate_function_name(x->function);
		const char *alias = plan_aggregate_output_name(a, x, NULL);
		json_write_begin_object(w);
		string_member(w, "id", plan_id_named(a, ID_AGGREGATE, alias));
		string_member(w, "function", fn);
		string_member(w, "table", x->table);
		string_member(w, "column", x->column);
		string_member(w, "alias", alias);
		if (x->hidden)
			bool_member(w, "output", false);
		if (x->expression) /* not named by table and column */
			string_member(w, "at", x->at);
		json_write_end_object(w);
	}
	json_write_end_array(w);
}

/* The computed columns (format 2) by alias, each with whether the
 * result shows it (add_column and remove_column of the alias change
 * that) and its node; listed only for a plan that has them. */
static void computed_json(json_writer *w, arena *a, const struct plan_query *q)
{
	if (!q->computed_count)
		return;
	json_write_key(w, "computed_columns");
	json_write_begin_array(w);
	for (size_t i = 0; i < q->computed_count; i++) {
		const struct plan_computed *c = &q->computed[i];
		json_write_begin_object(w);
		string_member(w, "id", plan_id_named(a, ID_COMPUTED, c->alias));
		string_member(w, "alias", c->alias);
		bool_member(w, "output", !c->hidden);
		string_member(w, "at", c->at);
		json_write_end_object(w);
	}
	json_write_end_array(w);
}

/* A condition's value as the plan writes it: a list for between, in
 * and not_in, null for the operators without one. */
static void condition_value(json_writer *w, const struct plan_filter *f)
{
	if (f->list_count || f->op == OP_IN || f->op == OP_NOT_IN ||
	    f->op == OP_BETWEEN) {
		json_write_begin_array(w);
		for (size_t i = 0; i < f->list_count; i++)
			plan_write_value(w, &f->list[i]);
		json_write_end_array(w);
	} else if (f->op == OP_IS_NULL || f->op == OP_IS_NOT_NULL ||
		   f->op == OP_IN_PERIOD) {
		json_write_null(w);
	} else {
		plan_write_value(w, &f->value);
	}
}

static void condition_json(void *context, struct plan_filter *f,
			   const struct plan_selection *owner, const char *id)
{
	json_writer *w = context;
	json_write_begin_object(w);
	string_member(w, "id", id);
	string_member(w, "table",
		      f->table ? f->table
		      : owner  ? plan_selection_key(owner)
			       : NULL);
	string_member(w, "column", f->column);
	string_member(w, "op", plan_op_names[f->op]);
	json_write_key(w, "value");
	condition_value(w, f);
	json_write_end_object(w);
}

/* The conditions of WHERE ("filters") or HAVING ("having"), each by
 * its id, for remove_filter; groups are listed leaf by leaf. */
static void conditions_json(const struct lister *l, enum plan_id_kind kind)
{
	json_write_key(l->w, kind == ID_FILTER ? "filters" : "having");
	json_write_begin_array(l->w);
	/* the walk only reads the plan: the cast is for its visitor type */
	plan_each_condition(l->a, (struct plan_query *)&l->plan->main, kind,
			    condition_json, l->w);
	json_write_end_array(l->w);
}

/* The functions add_aggregate takes. */
static void aggregate_functions_json(json_writer *w)
{
	json_write_begin_array(w);
	for (size_t i = 0; i < SQL_AGGREGATE_COUNT; i++)
		json_write_string(w, sql_aggregate_names[i]);
	json_write_end_array(w);
}

/* The operators add_filter takes: the plan format's own, as the plan
 * reader spells them. */
static void filter_operators_json(json_writer *w)
{
	json_write_begin_array(w);
	for (size_t i = 0; i < PLAN_OP_COUNT; i++)
		json_write_string(w, plan_op_names[i]);
	json_write_end_array(w);
}

char *patch_options_json(const plansql_plan *plan,
			 const plansql_catalog *catalog,
			 const struct plansql_policy *policy)
{
	arena a;
	arena_init(&a, 0);
	strbuf sb;
	strbuf_init(&sb, NULL, 0, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	json_write_init(&w, &sb, true);
	struct lister l = {&a, &w, plan, catalog, policy, NULL};
	const struct plan_query *q = &plan->main;
	json_write_begin_object(&w);
	string_member(&w, "decision", plan_decision_names[plan->decision]);
	json_write_key(&w, "tables");
	json_write_begin_array(&w);
	for (size_t i = 0; i < q->selection_count; i++)
		table_json(&l, q->selections[i].table, &q->selections[i]);
	if (catalog)
		add_related(&l);
	json_write_end_array(&w);
	computed_json(&w, &a, q);
	json_write_key(&w, "sortable");
	sortable_json(&l);
	json_write_key(&w, "order_by");
	order_json(&w, &a, q);
	count_member(&w, "limit", q->limit);
	count_member(&w, "offset", q->offset);
	bool_member(&w, "distinct", q->distinct);
	json_write_key(&w, "aggregates");
	aggregates_json(&w, &a, q);
	conditions_json(&l, ID_FILTER);
	conditions_json(&l, ID_HAVING);
	json_write_key(&w, "aggregate_functions");
	aggregate_functions_json(&w);
	json_write_key(&w, "filter_operators");
	filter_operators_json(&w);
	json_write_end_object(&w);
	arena_free(&a);
	return strbuf_finish(&sb);
}
