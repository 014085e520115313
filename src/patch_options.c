/* The modification options of a plan: what a user interface offers to
 * patch it.  Per table (the plan's selections, then the catalog tables
 * one foreign key away, which add_column can join), every column with
 * its type and keys and whether the result shows it; the columns ORDER BY
 * may name; the current order, limit, offset and DISTINCT.  What an
 * access policy denies is not offered. */
#include "patch_options.h"

#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "catalog_graph.h"
#include "json_write.h"
#include "plan_names.h"
#include "audit_policy.h"

/* What listing the options of a plan needs at hand. */
struct lister {
	arena *a;
	const plansql_plan *plan;
	const plansql_catalog *catalog;	     /* may be NULL */
	const struct plansql_policy *policy; /* may be NULL */
};

static void put(json_object *o, const char *key, json_object *v)
{
	json_object_object_add(o, key, v);
}

static json_object *string_or_null(const char *s)
{
	return s ? json_object_new_string(s) : NULL;
}

static json_object *count_or_null(int64_t n)
{
	return n < 0 ? NULL : json_object_new_int64(n);
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
		if (names_equal_ci(s->columns[i].column, column))
			return &s->columns[i];
	return NULL;
}

static json_object *column_json(const char *name,
				const struct catalog_column *c,
				const struct plan_selection *s)
{
	const struct plan_column *e = entry_of(s, name);
	json_object *o = json_object_new_object();
	put(o, "column", json_object_new_string(name));
	put(o, "type", string_or_null(c ? c->data_type : NULL));
	put(o, "selected",
	    json_object_new_boolean(e && !s->join_only &&
				    e->role == ROLE_PROJECTION));
	put(o, "role",
	    string_or_null(!e				? NULL
			   : e->role == ROLE_PROJECTION ? "projection"
							: "filter"));
	put(o, "primary_key",
	    c ? json_object_new_boolean(c->primary_key) : NULL);
	put(o, "nullable", c ? json_object_new_boolean(c->nullable) : NULL);
	return o;
}

/* The columns of what s reads: the catalog's, a CTE's output, or (not
 * in the catalog) those the plan names. */
static json_object *columns_json(const struct lister *l, const char *table,
				 const struct plan_selection *s)
{
	json_object *list = json_object_new_array();
	const struct plan_cte *cte = cte_named(l->plan, table);
	const struct catalog_table *t =
	    cte ? NULL : catalog_table(l->catalog, table);
	if (t) {
		for (size_t i = 0; i < t->column_count; i++)
			if (!l->policy ||
			    policy_allows_column(l->policy, t->name,
						 t->columns[i].name))
				json_object_array_add(
				    list, column_json(t->columns[i].name,
						      &t->columns[i], s));
	} else if (cte) {
		size_t n;
		const char **names =
		    query_output_columns(l->a, &cte->query, &n);
		for (size_t i = 0; names && i < n; i++)
			json_object_array_add(list,
					      column_json(names[i], NULL, s));
	} else {
		for (size_t i = 0; s && i < s->column_count; i++)
			json_object_array_add(
			    list, column_json(s->columns[i].column, NULL, s));
	}
	return list;
}

static json_object *table_json(const struct lister *l, const char *table,
			       const struct plan_selection *s)
{
	json_object *o = json_object_new_object();
	put(o, "table", json_object_new_string(table));
	if (s && s->alias)
		put(o, "alias", json_object_new_string(s->alias));
	put(o, "selected", json_object_new_boolean(s != NULL));
	if (s)
		put(o, "join_only", json_object_new_boolean(s->join_only));
	put(o, "columns", columns_json(l, table, s));
	return o;
}

static bool reads_table(const struct plan_query *q, const char *name)
{
	for (size_t i = 0; i < q->selection_count; i++)
		if (names_equal_ci(q->selections[i].table, name))
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
static void add_related(json_object *tables, const struct lister *l)
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
		    (!l->policy || policy_allows_table(l->policy, name)))
			json_object_array_add(tables,
					      table_json(l, name, NULL));
	}
	free(related);
}

static json_object *ref_json(const char *table, const char *column)
{
	json_object *o = json_object_new_object();
	put(o, "table", string_or_null(table));
	put(o, "column", json_object_new_string(column));
	return o;
}

static void add_window_aliases(json_object *list, arena *a,
			       const struct plan_query *q)
{
	for (size_t i = 0; i < q->window_count; i++) {
		const struct plan_window *w = &q->windows[i];
		const char *alias =
		    w->alias
			? w->alias
			: default_alias(a, window_function_name(w->function),
					window_alias_column(w));
		if (alias)
			json_object_array_add(list, ref_json(NULL, alias));
	}
}

static void add_grouped_sortable(json_object *list, arena *a,
				 const struct plan_group_by *g)
{
	for (size_t i = 0; i < g->column_count; i++)
		json_object_array_add(
		    list, ref_json(g->columns[i].table, g->columns[i].column));
	for (size_t i = 0; i < g->aggregate_count; i++) {
		const struct plan_aggregate *x = &g->aggregates[i];
		const char *alias =
		    x->alias
			? x->alias
			: default_alias(a, aggregate_function_name(x->function),
					x->column);
		if (alias)
			json_object_array_add(list, ref_json(NULL, alias));
	}
}

/* What ORDER BY may name: in a grouped query its groups and aggregates,
 * with DISTINCT the columns shown, else every column of the tables read;
 * window aliases always. */
static json_object *sortable_json(const struct lister *l)
{
	arena *a = l->a;
	const struct plan_query *q = &l->plan->main;
	json_object *list = json_object_new_array();
	if (q->group_by)
		add_grouped_sortable(list, a, q->group_by);
	for (size_t i = 0; !q->group_by && i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		json_object *columns = columns_json(l, s->table, s);
		for (size_t j = 0; j < json_object_array_length(columns); j++) {
			json_object *c = json_object_array_get_idx(columns, j);
			json_object *name, *shown;
			json_object_object_get_ex(c, "column", &name);
			json_object_object_get_ex(c, "selected", &shown);
			if (!q->distinct || json_object_get_boolean(shown))
				json_object_array_add(
				    list,
				    ref_json(selection_key(s),
					     json_object_get_string(name)));
		}
		json_object_put(columns);
	}
	add_window_aliases(list, a, q);
	return list;
}

static json_object *order_json(const struct plan_query *q)
{
	json_object *list = json_object_new_array();
	for (size_t i = 0; i < q->order_count; i++) {
		const struct plan_order *o = &q->order_by[i];
		json_object *item = ref_json(o->table, o->column);
		put(item, "direction",
		    json_object_new_string(o->descending ? "DESC" : "ASC"));
		json_object_array_add(list, item);
	}
	return list;
}

/* The aggregates remove_aggregate can name, each by the alias it goes
 * by (a default one written out). */
static json_object *aggregates_json(arena *a, const struct plan_query *q)
{
	json_object *list = json_object_new_array();
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++) {
		const struct plan_aggregate *x = &g->aggregates[i];
		const char *fn = aggregate_function_name(x->function);
		json_object *item = json_object_new_object();
		put(item, "function", json_object_new_string(fn));
		put(item, "table", string_or_null(x->table));
		put(item, "column", string_or_null(x->column));
		put(item, "alias",
		    string_or_null(x->alias ? x->alias
					    : default_alias(a, fn, x->column)));
		json_object_array_add(list, item);
	}
	return list;
}

/* The functions add_aggregate takes. */
static json_object *aggregate_functions_json(void)
{
	json_object *list = json_object_new_array();
	for (size_t i = 0; i < PLAN_AGGREGATE_COUNT; i++)
		json_object_array_add(
		    list, json_object_new_string(plan_aggregate_names[i]));
	return list;
}

char *plan_options_json(const plansql_plan *plan,
			const plansql_catalog *catalog,
			const struct plansql_policy *policy)
{
	arena a;
	arena_init(&a, 0);
	struct lister l = {&a, plan, catalog, policy};
	const struct plan_query *q = &plan->main;
	json_object *root = json_object_new_object();
	json_object *tables = json_object_new_array();
	put(root, "decision",
	    json_object_new_string(plan_decision_names[plan->decision]));
	for (size_t i = 0; i < q->selection_count; i++)
		json_object_array_add(
		    tables,
		    table_json(&l, q->selections[i].table, &q->selections[i]));
	if (catalog)
		add_related(tables, &l);
	put(root, "tables", tables);
	put(root, "sortable", sortable_json(&l));
	put(root, "order_by", order_json(q));
	put(root, "limit", count_or_null(q->limit));
	put(root, "offset", count_or_null(q->offset));
	put(root, "distinct", json_object_new_boolean(q->distinct));
	put(root, "aggregates", aggregates_json(&a, q));
	put(root, "aggregate_functions", aggregate_functions_json());
	arena_free(&a);
	return json_text(root, "");
}
