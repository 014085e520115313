/* The plan model written back as plan JSON: what the audit and patches
 * hand to users.  Fields come out in the order of the plan format, with
 * defaults and empty lists left out, so reading the text back gives the
 * same plan. */
#include "plan_write.h"

#include <stdlib.h>
#include <string.h>

#include "json_write.h"

static void put(json_object *o, const char *key, json_object *v)
{
	if (v)
		json_object_object_add(o, key, v);
}

static void put_string(json_object *o, const char *key, const char *s)
{
	if (s)
		put(o, key, json_object_new_string(s));
}

/* A number kept as JSON text, written back as the same text. */
static void put_number_text(json_object *o, const char *key, const char *s)
{
	if (s)
		put(o, key, json_object_new_double_s(strtod(s, NULL), s));
}

/* Adds key: [items] when there are any. */
typedef json_object *(*item_writer)(const void *item);

static void put_list(json_object *o, const char *key, const void *items,
		     size_t count, size_t size, item_writer write)
{
	if (!count)
		return;
	json_object *list = json_object_new_array_ext((int)count);
	for (size_t i = 0; i < count; i++)
		json_object_array_add(list,
				      write((const char *)items + i * size));
	put(o, key, list);
}

#define PUT_LIST(o, key, items, count, write)                                  \
	put_list((o), (key), (items), (count), sizeof *(items), (write))

static json_object *colref_json(const struct plan_colref *c)
{
	json_object *o = json_object_new_object();
	put_string(o, "table", c->table);
	put_string(o, "column", c->column);
	return o;
}

static json_object *value_json(const struct plan_value *v)
{
	switch (v->kind) {
	case PV_NULL:
		return NULL;
	case PV_BOOL:
		return json_object_new_boolean(v->boolean);
	case PV_INT:
		return json_object_new_int64(v->integer);
	case PV_NUMBER:
		return json_object_new_double_s(strtod(v->text, NULL), v->text);
	case PV_STRING:
		return json_object_new_string(v->text);
	case PV_COLUMN:
		return colref_json(&v->column);
	}
	return NULL;
}

static json_object *value_list_json(const struct plan_value *items,
				    size_t count)
{
	json_object *list = json_object_new_array_ext((int)count);
	for (size_t i = 0; i < count; i++)
		json_object_array_add(list, value_json(&items[i]));
	return list;
}

static json_object *filter_json(const void *item);

static json_object *leaf_json(const struct plan_filter *f)
{
	json_object *o = json_object_new_object();
	put_string(o, "table", f->table);
	put_string(o, "column", f->column);
	put_string(o, "op", filter_op_name(f->op));
	if (f->op == OP_BETWEEN || f->op == OP_IN || f->op == OP_NOT_IN)
		put(o, "value", value_list_json(f->list, f->list_count));
	else if (f->op != OP_IS_NULL && f->op != OP_IS_NOT_NULL)
		json_object_object_add(o, "value", value_json(&f->value));
	put_string(o, "source_text", f->source_text);
	put_string(o, "comment", f->comment);
	return o;
}

static json_object *filter_json(const void *item)
{
	const struct plan_filter *f = item;
	if (f->kind == FILTER_LEAF)
		return leaf_json(f);
	json_object *o = json_object_new_object();
	if (f->kind == FILTER_NOT) {
		put(o, "not", filter_json(&f->items[0]));
		return o;
	}
	json_object *list = json_object_new_array_ext((int)f->item_count);
	for (size_t i = 0; i < f->item_count; i++)
		json_object_array_add(list, filter_json(&f->items[i]));
	put(o, f->kind == FILTER_ANY ? "any" : "all", list);
	return o;
}

static json_object *column_json(const void *item)
{
	const struct plan_column *c = item;
	json_object *o = json_object_new_object();
	put_string(o, "table", c->table);
	put_string(o, "column", c->column);
	put_string(o, "role", c->role == ROLE_FILTER ? "filter" : "projection");
	if (c->value_type != VALUE_UNKNOWN)
		put_string(o, "value_type",
			   plan_value_type_names[c->value_type]);
	put_string(o, "reason", c->reason);
	return o;
}

static json_object *selection_json(const void *item)
{
	const struct plan_selection *s = item;
	json_object *o = json_object_new_object();
	put_string(o, "table", s->table);
	put_string(o, "alias", s->alias);
	put_number_text(o, "confidence", s->confidence);
	put_string(o, "reason", s->reason);
	if (s->join_only)
		put(o, "include_only_for_join", json_object_new_boolean(1));
	PUT_LIST(o, "columns", s->columns, s->column_count, column_json);
	PUT_LIST(o, "filters", s->filters, s->filter_count, filter_json);
	if (s->candidate_keys)
		put(o, "candidate_keys", json_tokener_parse(s->candidate_keys));
	return o;
}

static json_object *join_json(const void *item)
{
	const struct plan_join *j = item;
	json_object *o = json_object_new_object();
	put_string(o, "from_table", j->from.table);
	put_string(o, "from_column", j->from.column);
	put_string(o, "to_table", j->to.table);
	put_string(o, "to_column", j->to.column);
	put_string(o, "join_type", join_type_name(j->type));
	put_string(o, "reason", j->reason);
	put_number_text(o, "confidence", j->confidence);
	return o;
}

static json_object *aggregate_json(const void *item)
{
	const struct plan_aggregate *a = item;
	json_object *o = json_object_new_object();
	put_string(o, "function", aggregate_function_name(a->function));
	put_string(o, "table", a->table);
	json_object_object_add(
	    o, "column", a->column ? json_object_new_string(a->column) : NULL);
	put_string(o, "alias", a->alias);
	put_string(o, "comment", a->comment);
	return o;
}

static json_object *group_by_json(const struct plan_group_by *g)
{
	json_object *o = json_object_new_object();
	PUT_LIST(o, "group_by_columns", g->columns, g->column_count,
		 column_json);
	PUT_LIST(o, "aggregates", g->aggregates, g->aggregate_count,
		 aggregate_json);
	PUT_LIST(o, "having_filters", g->having, g->having_count, filter_json);
	return o;
}

static json_object *order_json(const void *item)
{
	const struct plan_order *o = item;
	json_object *j = json_object_new_object();
	put_string(j, "table", o->table);
	put_string(j, "column", o->column);
	put_string(j, "direction", o->descending ? "DESC" : "ASC");
	return j;
}

static json_object *window_json(const void *item)
{
	const struct plan_window *w = item;
	json_object *o = json_object_new_object();
	put_string(o, "function", window_function_name(w->function));
	put_string(o, "table", w->table);
	put_string(o, "column", w->column);
	if (w->buckets > 0)
		put(o, "buckets", json_object_new_int64(w->buckets));
	if (w->offset >= 0)
		put(o, "offset", json_object_new_int64(w->offset));
	if (w->has_default)
		json_object_object_add(o, "default",
				       value_json(&w->default_value));
	PUT_LIST(o, "partition_by", w->partition_by, w->partition_count,
		 column_json);
	PUT_LIST(o, "order_by", w->order_by, w->order_count, order_json);
	put_string(o, "alias", w->alias);
	put_string(o, "comment", w->comment);
	return o;
}

static json_object *subquery_json(const void *item)
{
	const struct plan_subquery *s = item;
	json_object *o = json_object_new_object();
	put_string(o, "outer_table", s->outer.table);
	put_string(o, "outer_column", s->outer.column);
	put_string(o, "op", subquery_op_name(s->op));
	put_string(o, "subquery_table", s->table);
	put_string(o, "subquery_column", s->column);
	PUT_LIST(o, "subquery_filters", s->filters, s->filter_count,
		 filter_json);
	put_string(o, "comment", s->comment);
	return o;
}

/* Selections, filters, joins and grouping: what CTEs share with the
 * main query; filters_key is "global_filters" or "filters". */
static void query_core_json(json_object *o, const struct plan_query *q,
			    const char *filters_key)
{
	PUT_LIST(o, "selections", q->selections, q->selection_count,
		 selection_json);
	PUT_LIST(o, filters_key, q->filters, q->filter_count, filter_json);
	PUT_LIST(o, "join_edges", q->joins, q->join_count, join_json);
	if (q->group_by)
		put(o, "group_by", group_by_json(q->group_by));
}

static json_object *cte_json(const void *item)
{
	const struct plan_cte *c = item;
	json_object *o = json_object_new_object();
	put_string(o, "name", c->name);
	query_core_json(o, &c->query, "filters");
	return o;
}

json_object *plan_to_json(const plansql_plan *plan)
{
	const struct plan_query *q = &plan->main;
	json_object *o = json_object_new_object();
	put_string(o, "decision", plan_decision_names[plan->decision]);
	put_string(o, "intent_summary", plan->intent_summary);
	query_core_json(o, q, "global_filters");
	PUT_LIST(o, "window_functions", q->windows, q->window_count,
		 window_json);
	PUT_LIST(o, "subquery_filters", q->subqueries, q->subquery_count,
		 subquery_json);
	PUT_LIST(o, "ctes", plan->ctes, plan->cte_count, cte_json);
	PUT_LIST(o, "order_by", q->order_by, q->order_count, order_json);
	if (q->limit >= 0)
		put(o, "limit", json_object_new_int64(q->limit));
	if (q->offset >= 0)
		put(o, "offset", json_object_new_int64(q->offset));
	if (q->distinct)
		put(o, "distinct", json_object_new_boolean(1));
	if (plan->ambiguity_count) {
		json_object *list = json_object_new_array();
		for (size_t i = 0; i < plan->ambiguity_count; i++)
			json_object_array_add(
			    list, json_object_new_string(plan->ambiguities[i]));
		put(o, "ambiguities", list);
	}
	put_string(o, "termination_reason", plan->termination_reason);
	put_number_text(o, "confidence", plan->confidence);
	return o;
}

char *plan_json_text(const plansql_plan *plan)
{
	return json_text(plan_to_json(plan), "");
}
