/* The plan model written back as plan JSON: what the audit and patches
 * hand to users.  Fields come out in the order of the plan format, with
 * defaults and empty lists left out, so reading the text back gives the
 * same plan.
 *
 * A plan that uses no plansql extension is written so that the seed
 * system's own model accepts it (docs/plan-format.md, "Written plans"):
 * the fields that model requires are always there, filled in where the
 * plan left them to a default, and no extension field is ever added. */
#include "plan/plan_write.h"

#include <string.h>

#include "json/json_write.h"
#include "common/plansql_limits.h"
#include "plan/plan_names.h"

/* A selection's confidence when the plan gave none: the seed model
 * requires one, and 0.7 is its default for every confidence it does not
 * require. */
#define UNSTATED_CONFIDENCE "0.7"

typedef struct plan_writer {
	json_writer w;
	arena *a; /* default aliases */
	const struct plan_query *q;
	const char *root; /* the key of q's first selection, or NULL */
	bool outputs; /* writing HAVING or ORDER BY, which may name outputs */
} plan_writer;

/* key: [items], left out when there are none. */
typedef void (*item_writer)(plan_writer *pw, const void *item);

static void put_list(plan_writer *pw, const char *key, const void *items,
		     size_t count, size_t size, item_writer write)
{
	if (!count)
		return;
	json_write_key(&pw->w, key);
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < count; i++)
		write(pw, (const char *)items + i * size);
	json_write_end_array(&pw->w);
}

#define PUT_LIST(pw, key, items, count, write)                                 \
	put_list((pw), (key), (items), (count), sizeof *(items), (write))

static void put_number_text(plan_writer *pw, const char *key, const char *s)
{
	if (!s)
		return;
	json_write_key(&pw->w, key);
	json_write_number_text(&pw->w, s);
}

static void colref_json(json_writer *w, const struct plan_colref *c)
{
	json_write_begin_object(w);
	json_write_member_string(w, "table", c->table);
	json_write_member_string(w, "column", c->column);
	json_write_end_object(w);
}

void plan_write_value(json_writer *w, const struct plan_value *v)
{
	switch (v->kind) {
	case PV_NULL:
		json_write_null(w);
		return;
	case PV_BOOL:
		json_write_bool(w, v->boolean);
		return;
	case PV_INT:
		json_write_int(w, v->integer);
		return;
	case PV_NUMBER:
		json_write_number_text(w, v->text);
		return;
	case PV_STRING:
		json_write_string(w, v->text);
		return;
	case PV_COLUMN:
		colref_json(w, &v->column);
		return;
	}
	json_write_null(w);
}

static void value_list_json(plan_writer *pw, const struct plan_value *items,
			    size_t count)
{
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < count; i++)
		plan_write_value(&pw->w, &items[i]);
	json_write_end_array(&pw->w);
}

/* The table of the aggregate or window whose output name is name, else
 * the first selection's: where the plan names an output, the table is
 * not needed to find it, but the seed model requires one. */
static const char *output_table(plan_writer *pw, const char *name)
{
	const struct plan_group_by *g = pw->q->group_by;
	if (plan_is_computed_alias(pw->q, name))
		return NULL; /* format 2: a table would change the meaning */
	for (size_t i = 0; g && i < g->aggregate_count; i++) {
		const struct plan_aggregate *x = &g->aggregates[i];
		const char *alias = plan_aggregate_output_name(pw->a, x, NULL);
		if (x->table && alias && !strcmp(alias, name))
			return x->table;
	}
	return pw->root;
}

/* A reference's table as written: its own, else the one the context
 * gives (a selection's key), else, in HAVING and ORDER BY when the
 * column names an output, the table of that output.  Left out where a
 * table would change what the column means. */
static const char *written_table(plan_writer *pw, const char *table,
				 const char *context, const char *column)
{
	if (table)
		return table;
	if (context)
		return context;
	return pw->outputs && plan_is_output_alias(pw->q, column)
		   ? output_table(pw, column)
		   : NULL;
}

static void filter_item(plan_writer *pw, const struct plan_filter *f,
			const char *context);

/* count and include_current only where they differ from the default. */
static void period_json(plan_writer *pw, const struct plan_period *p)
{
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "period", plan_period_names[p->kind]);
	json_write_member_string(&pw->w, "unit", plan_unit_names[p->unit]);
	if (p->count != 1) {
		json_write_key(&pw->w, "count");
		json_write_int(&pw->w, p->count);
	}
	if (p->include_current) {
		json_write_key(&pw->w, "include_current");
		json_write_bool(&pw->w, true);
	}
	json_write_end_object(&pw->w);
}

static void leaf_json(plan_writer *pw, const struct plan_filter *f,
		      const char *context)
{
	json_write_begin_object(&pw->w);
	json_write_member_string(
	    &pw->w, "table", written_table(pw, f->table, context, f->column));
	json_write_member_string(&pw->w, "column", f->column);
	json_write_member_string(&pw->w, "op", plan_filter_op_name(f->op));
	if (f->op == OP_BETWEEN || f->op == OP_IN || f->op == OP_NOT_IN) {
		json_write_key(&pw->w, "value");
		value_list_json(pw, f->list, f->list_count);
	} else if (f->op == OP_IN_PERIOD) {
		json_write_key(&pw->w, "value");
		period_json(pw, &f->period);
	} else if (f->op != OP_IS_NULL && f->op != OP_IS_NOT_NULL) {
		json_write_key(&pw->w, "value");
		plan_write_value(&pw->w, &f->value);
	}
	json_write_member_string(&pw->w, "source_text", f->source_text);
	json_write_member_string(&pw->w, "comment", f->comment);
	json_write_end_object(&pw->w);
}

/* context: the key of the selection the filter is listed in, or NULL. */
static void filter_item(plan_writer *pw, const struct plan_filter *f,
			const char *context)
{
	if (f->kind == FILTER_LEAF) {
		leaf_json(pw, f, context);
		return;
	}
	json_write_begin_object(&pw->w);
	if (f->kind == FILTER_NOT) {
		json_write_key(&pw->w, "not");
		filter_item(pw, &f->items[0], context);
		json_write_end_object(&pw->w);
		return;
	}
	json_write_key(&pw->w, f->kind == FILTER_ANY ? "any" : "all");
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < f->item_count; i++)
		filter_item(pw, &f->items[i], context);
	json_write_end_array(&pw->w);
	json_write_end_object(&pw->w);
}

static void filter_json(plan_writer *pw, const void *item)
{
	filter_item(pw, item, NULL);
}

static void filters_of(plan_writer *pw, const char *key,
		       const struct plan_filter *items, size_t count,
		       const char *context)
{
	if (!count)
		return;
	json_write_key(&pw->w, key);
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < count; i++)
		filter_item(pw, &items[i], context);
	json_write_end_array(&pw->w);
}

/* ---- expressions (format 2) ---- */

static void expr_json(plan_writer *pw, const struct plan_expr *e);

static void function_json(plan_writer *pw, const struct plan_expr *e)
{
	json_write_member_string(&pw->w, "fn", plan_function_names[e->fn]);
	json_write_key(&pw->w, "args");
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < e->arg_count; i++)
		expr_json(pw, &e->args[i]);
	json_write_end_array(&pw->w);
	if (e->unit != UNIT_NONE)
		json_write_member_string(&pw->w, "unit",
					 plan_unit_names[e->unit]);
	if (e->fn == PF_CAST)
		json_write_member_string(&pw->w, "type",
					 plan_value_type_names[e->type]);
}

static void case_json(plan_writer *pw, const struct plan_expr *e)
{
	json_write_key(&pw->w, "case");
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < e->when_count; i++) {
		json_write_begin_object(&pw->w);
		json_write_key(&pw->w, "when");
		filter_item(pw, &e->whens[i].when, NULL);
		json_write_key(&pw->w, "then");
		expr_json(pw, e->whens[i].then);
		json_write_end_object(&pw->w);
	}
	json_write_end_array(&pw->w);
	if (e->otherwise) {
		json_write_key(&pw->w, "else");
		expr_json(pw, e->otherwise);
	}
}

static void expr_json(plan_writer *pw, const struct plan_expr *e)
{
	json_write_begin_object(&pw->w);
	switch (e->kind) {
	case PE_COLUMN:
		json_write_member_string(&pw->w, "table", e->column.table);
		json_write_member_string(&pw->w, "column", e->column.column);
		break;
	case PE_VALUE:
		json_write_key(&pw->w, "value");
		plan_write_value(&pw->w, &e->value);
		if (e->type != VALUE_UNKNOWN)
			json_write_member_string(
			    &pw->w, "type", plan_value_type_names[e->type]);
		break;
	case PE_FUNCTION:
		function_json(pw, e);
		break;
	case PE_CASE:
		case_json(pw, e);
		break;
	}
	json_write_end_object(&pw->w);
}

static void computed_json(plan_writer *pw, const void *item)
{
	const struct plan_computed *c = item;
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "alias", c->alias);
	json_write_key(&pw->w, "expression");
	expr_json(pw, &c->expression);
	if (c->hidden) {
		json_write_key(&pw->w, "output");
		json_write_bool(&pw->w, false);
	}
	json_write_member_string(&pw->w, "comment", c->comment);
	json_write_end_object(&pw->w);
}

/* Output names and hidden outputs (ext): written only when used. */
static void output_fields_json(plan_writer *pw, const char *alias, bool hidden)
{
	json_write_member_string(&pw->w, "alias", alias);
	if (hidden) {
		json_write_key(&pw->w, "output");
		json_write_bool(&pw->w, false);
	}
}

static void column_item(plan_writer *pw, const struct plan_column *c,
			const char *context)
{
	json_write_begin_object(&pw->w);
	json_write_member_string(
	    &pw->w, "table", written_table(pw, c->table, context, c->column));
	json_write_member_string(&pw->w, "column", c->column);
	json_write_member_string(
	    &pw->w, "role", c->role == ROLE_FILTER ? "filter" : "projection");
	if (c->value_type != VALUE_UNKNOWN)
		json_write_member_string(&pw->w, "value_type",
					 plan_value_type_names[c->value_type]);
	json_write_member_string(&pw->w, "reason", c->reason);
	output_fields_json(pw, c->alias, c->hidden);
	json_write_end_object(&pw->w);
}

static void column_json(plan_writer *pw, const void *item)
{
	column_item(pw, item, NULL);
}

/* The seed model requires a selection that projects nothing to say so.
 * A filter-role column that nothing reads is projected (an orphan):
 * saying join-only then would drop it from the result. */
static bool projects_nothing(const plan_writer *pw,
			     const struct plan_selection *s)
{
	for (size_t i = 0; i < s->column_count; i++) {
		const struct plan_column *c = &s->columns[i];
		if (c->role == ROLE_PROJECTION ||
		    !plan_column_used(
			pw->q, c->table ? c->table : plan_selection_key(s),
			c->column))
			return false;
	}
	return true;
}

static void selection_json(plan_writer *pw, const void *item)
{
	const struct plan_selection *s = item;
	const char *key = plan_selection_key(s);
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "table", s->table);
	json_write_member_string(&pw->w, "alias", s->alias);
	json_write_member_string(&pw->w, "schema", s->schema);
	put_number_text(pw, "confidence",
			s->confidence ? s->confidence : UNSTATED_CONFIDENCE);
	json_write_member_string(&pw->w, "reason", s->reason);
	if (s->join_only || projects_nothing(pw, s)) {
		json_write_key(&pw->w, "include_only_for_join");
		json_write_bool(&pw->w, true);
	}
	if (s->column_count) {
		json_write_key(&pw->w, "columns");
		json_write_begin_array(&pw->w);
		for (size_t i = 0; i < s->column_count; i++)
			column_item(pw, &s->columns[i], key);
		json_write_end_array(&pw->w);
	}
	filters_of(pw, "filters", s->filters, s->filter_count, key);
	if (s->candidate_keys) {
		json_write_key(&pw->w, "candidate_keys");
		json_write_value(&pw->w, s->candidate_keys);
	}
	json_write_end_object(&pw->w);
}

static void join_json(plan_writer *pw, const void *item)
{
	const struct plan_join *j = item;
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "from_table", j->from.table);
	json_write_member_string(&pw->w, "from_column", j->from.column);
	json_write_member_string(&pw->w, "to_table", j->to.table);
	json_write_member_string(&pw->w, "to_column", j->to.column);
	json_write_member_string(&pw->w, "join_type",
				 plan_join_type_name(j->type));
	json_write_member_string(&pw->w, "reason", j->reason);
	put_number_text(pw, "confidence", j->confidence);
	json_write_end_object(&pw->w);
}

/* COUNT(*) reads no table's column: any selected table will do for the
 * seed model, which requires one.  An alias left to the default is
 * written out, as the model requires one too. */
static void aggregate_json(plan_writer *pw, const void *item)
{
	const struct plan_aggregate *a = item;
	const char *function = plan_aggregate_function_name(a->function);
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "function", function);
	if (a->expression) {
		json_write_key(&pw->w, "expression");
		expr_json(pw, a->expression);
	} else {
		json_write_member_string(&pw->w, "table",
					 a->table || a->column ? a->table
							       : pw->root);
		json_write_key(&pw->w, "column");
		json_write_string(&pw->w, a->column);
	}
	json_write_member_string(&pw->w, "alias",
				 plan_aggregate_output_name(pw->a, a, NULL));
	json_write_member_string(&pw->w, "comment", a->comment);
	output_fields_json(pw, NULL, a->hidden);
	json_write_end_object(&pw->w);
}

static void group_by_json(plan_writer *pw, const struct plan_group_by *g)
{
	json_write_begin_object(&pw->w);
	PUT_LIST(pw, "group_by_columns", g->columns, g->column_count,
		 column_json);
	PUT_LIST(pw, "aggregates", g->aggregates, g->aggregate_count,
		 aggregate_json);
	pw->outputs = true;
	PUT_LIST(pw, "having_filters", g->having, g->having_count, filter_json);
	pw->outputs = false;
	json_write_end_object(&pw->w);
}

static void order_json(plan_writer *pw, const void *item)
{
	const struct plan_order *o = item;
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "table",
				 written_table(pw, o->table, NULL, o->column));
	json_write_member_string(&pw->w, "column", o->column);
	json_write_member_string(&pw->w, "direction",
				 o->descending ? "DESC" : "ASC");
	json_write_end_object(&pw->w);
}

static void output_item_json(plan_writer *pw, const void *item)
{
	colref_json(&pw->w, item);
}

static void window_json(plan_writer *pw, const void *item)
{
	const struct plan_window *w = item;
	const char *function = plan_window_function_name(w->function);
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "function", function);
	json_write_member_string(&pw->w, "table", w->table);
	json_write_member_string(&pw->w, "column", w->column);
	if (w->buckets > 0) {
		json_write_key(&pw->w, "buckets");
		json_write_int(&pw->w, w->buckets);
	}
	if (w->offset >= 0) {
		json_write_key(&pw->w, "offset");
		json_write_int(&pw->w, w->offset);
	}
	if (w->has_default) {
		json_write_key(&pw->w, "default");
		plan_write_value(&pw->w, &w->default_value);
	}
	PUT_LIST(pw, "partition_by", w->partition_by, w->partition_count,
		 column_json);
	PUT_LIST(pw, "order_by", w->order_by, w->order_count, order_json);
	json_write_member_string(&pw->w, "alias",
				 plan_window_output_name(pw->a, w, NULL));
	json_write_member_string(&pw->w, "comment", w->comment);
	json_write_end_object(&pw->w);
}

static void query_core_json(plan_writer *pw, const struct plan_query *q,
			    const char *filters_key);
static void query_extras_json(plan_writer *pw, const struct plan_query *q);
static void query_tail_json(plan_writer *pw, const struct plan_query *q);

static void correlation_json(plan_writer *pw, const void *item)
{
	const struct plan_correlation *c = item;
	json_write_begin_object(&pw->w);
	json_write_key(&pw->w, "outer");
	colref_json(&pw->w, &c->outer);
	json_write_key(&pw->w, "inner");
	colref_json(&pw->w, &c->inner);
	json_write_end_object(&pw->w);
}

/* A nested query or a set-operation member, as the value of "query":
 * the writing state of the query around it is kept. */
static void query_object_json(plan_writer *pw, const struct plan_query *q)
{
	plan_writer saved = *pw;
	json_write_key(&pw->w, "query");
	json_write_begin_object(&pw->w);
	query_core_json(pw, q, "global_filters");
	query_extras_json(pw, q);
	query_tail_json(pw, q);
	json_write_end_object(&pw->w);
	pw->q = saved.q;
	pw->root = saved.root;
	pw->outputs = saved.outputs;
}

static void subquery_json(plan_writer *pw, const void *item)
{
	const struct plan_subquery *s = item;
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "outer_table", s->outer.table);
	json_write_member_string(&pw->w, "outer_column", s->outer.column);
	json_write_member_string(&pw->w, "op", plan_subquery_op_name(s->op));
	if (s->query) {
		query_object_json(pw, s->query);
		PUT_LIST(pw, "correlated_on", s->correlations,
			 s->correlation_count, correlation_json);
	} else {
		json_write_member_string(&pw->w, "subquery_table", s->table);
		json_write_member_string(&pw->w, "subquery_column", s->column);
		if (s->has_aggregate)
			json_write_member_string(
			    &pw->w, "aggregate",
			    plan_aggregate_function_name(s->aggregate));
		filters_of(pw, "subquery_filters", s->filters, s->filter_count,
			   s->table);
	}
	json_write_member_string(&pw->w, "comment", s->comment);
	json_write_end_object(&pw->w);
}

/* Selections (always: the seed model requires the list), filters, joins
 * and grouping: what CTEs share with the main query; filters_key is
 * "global_filters" or "filters". */
static void query_core_json(plan_writer *pw, const struct plan_query *q,
			    const char *filters_key)
{
	pw->q = q;
	pw->root =
	    q->selection_count ? plan_selection_key(&q->selections[0]) : NULL;
	json_write_key(&pw->w, "selections");
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < q->selection_count; i++)
		selection_json(pw, &q->selections[i]);
	json_write_end_array(&pw->w);
	PUT_LIST(pw, filters_key, q->filters, q->filter_count, filter_json);
	PUT_LIST(pw, "join_edges", q->joins, q->join_count, join_json);
	if (q->group_by) {
		json_write_key(&pw->w, "group_by");
		group_by_json(pw, q->group_by);
	}
}

static void set_operation_json(plan_writer *pw, const void *item)
{
	const struct plan_set_operation *s = item;
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "op", plan_set_op_name(s->op));
	query_object_json(pw, &s->query);
	json_write_end_object(&pw->w);
}

/* Only when the plan has them: a seed-format plan stays one. */
static void set_operations_json(plan_writer *pw, const struct plan_query *q)
{
	PUT_LIST(pw, "set_operations", q->set_operations,
		 q->set_operation_count, set_operation_json);
}

/* Ordering, limit, offset and distinct: written after the CTEs in a
 * plan, as the seed system orders its fields. */
static void query_tail_json(plan_writer *pw, const struct plan_query *q)
{
	pw->q = q;
	pw->root =
	    q->selection_count ? plan_selection_key(&q->selections[0]) : NULL;
	pw->outputs = true;
	PUT_LIST(pw, "order_by", q->order_by, q->order_count, order_json);
	pw->outputs = false;
	if (q->limit >= 0) {
		json_write_key(&pw->w, "limit");
		json_write_int(&pw->w, q->limit);
	}
	if (q->offset >= 0) {
		json_write_key(&pw->w, "offset");
		json_write_int(&pw->w, q->offset);
	}
	if (q->distinct) {
		json_write_key(&pw->w, "distinct");
		json_write_bool(&pw->w, true);
	}
	set_operations_json(pw, q);
}

/* The select-list extras a query may have beside its core. */
static void query_extras_json(plan_writer *pw, const struct plan_query *q)
{
	PUT_LIST(pw, "computed_columns", q->computed, q->computed_count,
		 computed_json);
	PUT_LIST(pw, "window_functions", q->windows, q->window_count,
		 window_json);
	PUT_LIST(pw, "subquery_filters", q->subqueries, q->subquery_count,
		 subquery_json);
	PUT_LIST(pw, "output_order", q->output_order, q->output_order_count,
		 output_item_json);
}

static void cte_json(plan_writer *pw, const void *item)
{
	const struct plan_cte *c = item;
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "name", c->name);
	query_core_json(pw, &c->query, "filters");
	query_extras_json(pw, &c->query);
	query_tail_json(pw, &c->query);
	json_write_end_object(&pw->w);
}

static void ambiguities_json(plan_writer *pw, const plansql_plan *plan)
{
	if (!plan->ambiguity_count)
		return;
	json_write_key(&pw->w, "ambiguities");
	json_write_begin_array(&pw->w);
	for (size_t i = 0; i < plan->ambiguity_count; i++)
		json_write_string(&pw->w, plan->ambiguities[i]);
	json_write_end_array(&pw->w);
}

/* The plan's own order of fields; intent_summary is always there (the
 * seed model requires it), empty when the plan had none. */
static void plan_json(plan_writer *pw, const plansql_plan *plan)
{
	const struct plan_query *q = &plan->main;
	json_write_begin_object(&pw->w);
	json_write_member_string(&pw->w, "decision",
				 plan_decision_names[plan->decision]);
	json_write_member_string(&pw->w, "intent_summary",
				 plan->intent_summary ? plan->intent_summary
						      : "");
	query_core_json(pw, q, "global_filters");
	query_extras_json(pw, q);
	PUT_LIST(pw, "ctes", plan->ctes, plan->cte_count, cte_json);
	query_tail_json(pw, q); /* the CTEs were written with their own */
	ambiguities_json(pw, plan);
	json_write_member_string(&pw->w, "termination_reason",
				 plan->termination_reason);
	put_number_text(pw, "confidence", plan->confidence);
	json_write_end_object(&pw->w);
}

void plan_write_json(json_writer *w, const plansql_plan *plan)
{
	arena a;
	arena_init(&a, 1u << 24);
	plan_writer pw = {.w = *w, .a = &a};
	plan_json(&pw, plan);
	*w = pw.w;
	arena_free(&a);
}

char *plan_json_text(const plansql_plan *plan)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	json_write_init(&w, &sb, true);
	plan_write_json(&w, plan);
	return strbuf_finish(&sb);
}
