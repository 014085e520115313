/* ORDER BY, and the order and names of the select list. */
#include <string.h>

#include "import/import_internal.h"
#include "sql/sql_dialect.h"
#include "plan/plan_names.h"

bool import_output_named(const struct import_query *iq, const char *name)
{
	for (size_t i = 0; i < iq->output_count; i++)
		if (ascii_equal_ci(iq->outputs[i].name, name))
			return true;
	const struct plan_group_by *gb = iq->q->group_by;
	for (size_t i = 0; gb && i < gb->aggregate_count; i++)
		if (gb->aggregates[i].alias &&
		    ascii_equal_ci(gb->aggregates[i].alias, name))
			return true;
	return false;
}

/* How an order item names output o: its alias, else its column. */
static void output_ref(const struct import_query *iq,
		       const struct import_output *o, const char **table,
		       const char **column)
{
	*table = NULL;
	*column = o->name;
	if (o->kind == OUTPUT_COLUMN) {
		const struct plan_selection *s =
		    &iq->q->selections[o->index >> 16];
		const struct plan_column *c = &s->columns[o->index & 0xffff];
		if (!c->alias)
			*table = plan_selection_key(s);
	} else if (o->kind == OUTPUT_KEY) {
		const struct plan_column *k =
		    &iq->q->group_by->columns[o->index];
		if (!k->alias)
			*table = k->table;
	}
}

/* The output an ORDER BY item names by position or by output name. */
static const struct import_output *named_output(struct importer *im,
						const struct import_query *oq,
						const jvalue *node)
{
	int64_t position;
	if (import_node_as(node, "A_Const") &&
	    import_integer(im, node, &position)) {
		if (position < 1 || (uint64_t)position > oq->output_count) {
			import_refuse(im, import_node_first_location(node),
				      "import-name",
				      "ORDER BY %lld: the select list has "
				      "%zu columns",
				      (long long)position, oq->output_count);
			return NULL;
		}
		return &oq->outputs[position - 1];
	}
	const jvalue *ref = import_node_as(node, "ColumnRef");
	const jvalue *fields = json_value_get(ref, "fields");
	const char *name = json_value_length(fields) == 1
			       ? import_node_string(json_value_item(fields, 0))
			       : NULL;
	for (size_t i = 0; name && i < oq->output_count; i++)
		if (!strcmp(oq->outputs[i].name, name))
			return &oq->outputs[i];
	return NULL;
}

/* The column an order item sorts by, through a column's alias. */
static void sorted_column(const struct import_query *iq,
			  const struct plan_order *o, const char **table,
			  const char **column)
{
	*table = o->table;
	*column = o->column;
	for (size_t i = 0; !o->table && i < iq->output_count; i++) {
		const struct import_output *out = &iq->outputs[i];
		if (strcmp(out->name, o->column))
			continue;
		if (out->kind == OUTPUT_COLUMN) {
			const struct plan_selection *s =
			    &iq->q->selections[out->index >> 16];
			*table = plan_selection_key(s);
			*column = s->columns[out->index & 0xffff].column;
		} else if (out->kind == OUTPUT_KEY) {
			const struct plan_column *k =
			    &iq->q->group_by->columns[out->index];
			*table = k->table;
			*column = k->column;
		}
		return;
	}
}

/* Whether the sorted value can be NULL: unless the catalog says the
 * column cannot and no outer join gives its table NULL rows, or it is a
 * count. */
static bool may_be_null(const struct import_query *iq,
			const struct plan_order *o)
{
	const struct plan_group_by *gb = iq->q->group_by;
	for (size_t i = 0; !o->table && gb && i < gb->aggregate_count; i++) {
		const struct plan_aggregate *g = &gb->aggregates[i];
		if (g->alias && !strcmp(g->alias, o->column))
			return g->function != AGG_COUNT &&
			       g->function != AGG_COUNT_DISTINCT;
	}
	const char *table, *column;
	sorted_column(iq, o, &table, &column);
	for (size_t i = 0; table && i < iq->source_count; i++) {
		const struct import_source *s = &iq->sources[i];
		if (strcmp(s->name, table) || !s->table)
			continue;
		const struct catalog_column *c =
		    catalog_column(s->table, column);
		return !c || c->nullable || s->outer_side;
	}
	return true;
}

/* The plan sorts NULLs as the smallest values: first ascending, last
 * descending, as SQLite, MySQL and SQL Server do by default.
 * PostgreSQL's default is the opposite. */
bool import_nulls_order(struct importer *im, const struct import_query *iq,
			const jvalue *sort, const struct plan_order *o)
{
	const char *nulls =
	    json_value_string(json_value_get(sort, "sortby_nulls"));
	bool first = !strcmp(nulls, "SORTBY_NULLS_FIRST");
	bool last = !strcmp(nulls, "SORTBY_NULLS_LAST");
	bool plan_order = o->descending ? last : first;
	bool unsaid = !first && !last;
	/* SQL of an engine that sorts NULLs as the plan does means its
	 * order when it says none */
	bool sorts_high =
	    sql_dialect_get(im->source)->caps & DIALECT_NULLS_SORT_HIGH;
	if (plan_order || !may_be_null(iq, o) || (unsaid && !sorts_high))
		return true;
	/* a SortBy's own location is that of USING's operator */
	long at = import_node_first_location(json_value_get(sort, "node"));
	if (first || last)
		return import_refuse(
		    im, at, "import-unsupported",
		    "NULLS %s: the plan sorts NULLs as the smallest values, "
		    "first in ascending order and last in descending order",
		    first ? "FIRST" : "LAST");
	import_warn(im, at, "import-nulls-order",
		    "the plan sorts NULLs as the smallest values (first "
		    "ascending, last descending), as SQLite, MySQL and SQL "
		    "Server do; PostgreSQL's default is the opposite");
	return true;
}

static bool order_item(struct importer *im, struct import_query *iq,
		       const jvalue *sort, bool compound, struct plan_order *o)
{
	const jvalue *node = json_value_get(sort, "node");
	const char *dir = json_value_string(json_value_get(sort, "sortby_dir"));
	long at = import_node_location(sort);
	if (!strcmp(dir, "SORTBY_USING"))
		return import_refuse(im, at, "import-unsupported",
				     "ORDER BY ... USING an operator");
	o->descending = !strcmp(dir, "SORTBY_DESC");
	const struct import_output *out = named_output(im, iq, node);
	if (im->failed)
		return false;
	if (out) {
		output_ref(iq, out, &o->table, &o->column);
	} else if (compound) {
		return import_refuse(im, import_node_first_location(node),
				     "import-unsupported",
				     "an ORDER BY of a set operation that "
				     "is not one of its output columns");
	} else if (import_node_as(node, "ColumnRef")) {
		struct import_column c;
		if (!import_column_ref(im, iq,
				       import_node_as(node, "ColumnRef"), &c))
			return false;
		o->table = c.table;
		o->column = c.column;
	} else if (!import_operand(im, iq, node, &o->table, &o->column)) {
		return false;
	}
	if (!compound &&
	    !import_stored_order(im, iq, o->table, o->column,
				 import_node_first_location(node), "ORDER BY"))
		return false;
	return import_nulls_order(im, iq, sort, o);
}

bool import_order_by(struct importer *im, struct import_query *iq,
		     const jvalue *sort, bool compound)
{
	struct plan_query *q = iq->q;
	iq->may_aggregate = true;
	for (size_t i = 0; i < json_value_length(sort); i++) {
		struct plan_order *o =
		    IMPORT_PUSH(im, q->order_by, q->order_count, iq->order_cap);
		if (!o || !order_item(im, iq,
				      import_node_as(json_value_item(sort, i),
						     "SortBy"),
				      compound, o))
			return false;
	}
	iq->may_aggregate = false;
	return true;
}

/* The place an output has in the plan's own order: a class, then a
 * rank within it. */
static size_t plan_rank(const struct import_output *o, size_t *within)
{
	*within = o->index;
	switch (o->kind) {
	case OUTPUT_COLUMN:
	case OUTPUT_KEY:
		return 0;
	case OUTPUT_AGGREGATE:
		return 1;
	case OUTPUT_COMPUTED:
		return 2;
	case OUTPUT_WINDOW:
		return 3;
	}
	return 4;
}

/* Whether the select list is in the plan's own order. */
static bool in_plan_order(const struct import_query *iq)
{
	for (size_t i = 1; i < iq->output_count; i++) {
		size_t a, b;
		size_t ca = plan_rank(&iq->outputs[i - 1], &a);
		size_t cb = plan_rank(&iq->outputs[i], &b);
		if (ca > cb || (ca == cb && a > b))
			return false;
	}
	return true;
}

/* The select list's order as "output_order": each item names its
 * output by alias, or by table and column. */
static bool state_output_order(struct importer *im, struct import_query *iq)
{
	struct plan_query *q = iq->q;
	q->output_order =
	    arena_calloc(im->a, iq->output_count, sizeof *q->output_order);
	if (!q->output_order)
		return import_nomem(im);
	for (size_t i = 0; i < iq->output_count; i++) {
		struct plan_colref *item = &q->output_order[i];
		output_ref(iq, &iq->outputs[i], &item->table, &item->column);
		for (size_t k = 0; k < i; k++) {
			const struct plan_colref *was = &q->output_order[k];
			if (!strcmp(was->column, item->column) &&
			    (!was->table) == (!item->table) &&
			    (!was->table || !strcmp(was->table, item->table)))
				return import_refuse(
				    im, iq->outputs[i].location,
				    "import-unsupported",
				    "%N a second time, without an alias, out "
				    "of the plan's own order: give it an alias",
				    item->column);
		}
	}
	q->output_order_count = iq->output_count;
	return true;
}

bool import_check_output_order(struct importer *im, struct import_query *iq)
{
	if (!in_plan_order(iq) && !state_output_order(im, iq))
		return false;
	for (size_t i = 1; i < iq->output_count; i++)
		for (size_t k = 0; k < i; k++)
			if (ascii_equal_ci(iq->outputs[k].name,
					   iq->outputs[i].name)) {
				import_warn(im, iq->outputs[i].location,
					    "import-output-name",
					    "a second column named %N: the "
					    "plan's columns have names of "
					    "their own, so this one is "
					    "renamed (see \"Unique output "
					    "names\" in the plan format)",
					    iq->outputs[i].name);
				break;
			}
	return true;
}
