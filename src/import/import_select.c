/* The select list, GROUP BY and HAVING: each output becomes a
 * selection's column, a grouping column or an aggregate (computed
 * columns and windows: import_expr.c), named as the SQL names it. */
#include <stdio.h>
#include <string.h>

#include "import/import_internal.h"
#include "plan/plan_names.h"

static const char *const aggregate_names[] = {"count", "sum", "avg", "min",
					      "max"};
#define AGGREGATE_NAMES (sizeof aggregate_names / sizeof *aggregate_names)

/* The function a FuncCall names, without pg_catalog; NULL for a
 * function of another schema. */
const char *import_function_name(const jvalue *call)
{
	const jvalue *name = json_value_get(call, "funcname");
	size_t n = json_value_length(name);
	const char *schema =
	    n == 2 ? import_node_string(json_value_item(name, 0)) : NULL;
	if (n == 0 || n > 2 ||
	    (n == 2 && (!schema || strcmp(schema, "pg_catalog"))))
		return NULL;
	return import_node_string(json_value_item(name, n - 1));
}

/* The index of an aggregate function's name, or -1. */
static int aggregate_index(const jvalue *call)
{
	const char *fn = import_function_name(call);
	for (size_t i = 0;
	     fn && !json_value_get(call, "over") && i < AGGREGATE_NAMES; i++)
		if (!strcmp(fn, aggregate_names[i]))
			return (int)i;
	return -1;
}

bool import_is_aggregate(const jvalue *node)
{
	return aggregate_index(import_node_as(node, "FuncCall")) >= 0;
}

/* An aggregate call as the plan's aggregate: its function and column. */
static bool read_aggregate(struct importer *im, struct import_query *iq,
			   const jvalue *call, struct plan_aggregate *g)
{
	long at = import_node_location(call);
	static const enum aggregate_function functions[] = {
	    AGG_COUNT, AGG_SUM, AGG_AVG, AGG_MIN, AGG_MAX};
	g->function = functions[aggregate_index(call)];
	if (json_value_get(call, "agg_filter") ||
	    json_value_get(call, "agg_order") ||
	    json_value_get(call, "agg_within_group") ||
	    json_value_get(call, "func_variadic"))
		return import_refuse(im, at, "import-unsupported",
				     "FILTER, ORDER BY or VARIADIC in an "
				     "aggregate");
	if (json_value_bool(json_value_get(call, "agg_star")))
		return true; /* COUNT(*) */
	const jvalue *args = json_value_get(call, "args");
	if (json_value_length(args) != 1)
		return import_refuse(im, at, "import-unsupported",
				     "an aggregate of %zu arguments",
				     json_value_length(args));
	if (json_value_bool(json_value_get(call, "agg_distinct"))) {
		if (g->function != AGG_COUNT)
			return import_refuse(im, at, "import-unsupported",
					     "DISTINCT in an aggregate other "
					     "than COUNT");
		g->function = AGG_COUNT_DISTINCT;
	}
	const jvalue *ref =
	    import_node_as(json_value_item(args, 0), "ColumnRef");
	if (!ref)
		return import_aggregate_expression(im, iq,
						   json_value_item(args, 0), g);
	struct import_column c;
	if (!import_column_ref(im, iq, ref, &c))
		return false;
	if (c.owner != iq)
		return import_refuse(im, at, "import-unsupported",
				     "an aggregate of a column of the "
				     "enclosing query");
	g->table = c.table;
	g->column = c.column;
	return import_stored_aggregate(im, iq, g, at);
}

static struct plan_group_by *group_by(struct importer *im,
				      struct import_query *iq)
{
	if (!iq->q->group_by) {
		iq->q->group_by =
		    arena_calloc(im->a, 1, sizeof *iq->q->group_by);
		if (!iq->q->group_by)
			import_nomem(im);
	}
	return iq->q->group_by;
}

static bool same_aggregate(const struct plan_aggregate *a,
			   const struct plan_aggregate *b)
{
	if (a->function != b->function || a->expression || b->expression)
		return false;
	if (!a->column || !b->column)
		return !a->column && !b->column;
	return !strcmp(a->table, b->table) && !strcmp(a->column, b->column);
}

/* An alias no output and no other aggregate has: function_column, then
 * with _2, _3, ... */
static const char *hidden_alias(struct importer *im, struct import_query *iq,
				const struct plan_aggregate *g)
{
	const char *base = plan_default_alias(
	    im->a,
	    aggregate_names[g->function == AGG_COUNT_DISTINCT ? 0
							      : g->function],
	    g->column);
	if (!base) {
		import_nomem(im);
		return NULL;
	}
	const char *name = base;
	for (unsigned n = 2; import_output_named(iq, name); n++) {
		size_t size = strlen(base) + 12;
		char *made = arena_alloc(im->a, size);
		if (!made) {
			import_nomem(im);
			return NULL;
		}
		snprintf(made, size, "%s_%u", base, n);
		name = made;
	}
	return name;
}

bool import_aggregate_alias(struct importer *im, struct import_query *iq,
			    const jvalue *call, const char **alias)
{
	struct plan_aggregate wanted = {0};
	if (!read_aggregate(im, iq, call, &wanted))
		return false;
	struct plan_group_by *gb = group_by(im, iq);
	if (!gb)
		return false;
	for (size_t i = 0; i < gb->aggregate_count; i++)
		if (same_aggregate(&gb->aggregates[i], &wanted)) {
			*alias = gb->aggregates[i].alias;
			return true;
		}
	wanted.hidden = true;
	wanted.alias = hidden_alias(im, iq, &wanted);
	struct plan_aggregate *g = IMPORT_PUSH(
	    im, gb->aggregates, gb->aggregate_count, iq->aggregate_cap);
	if (!wanted.alias || !g)
		return false;
	*g = wanted;
	*alias = g->alias;
	return true;
}

bool import_operand(struct importer *im, struct import_query *iq,
		    const jvalue *node, const char **table, const char **column)
{
	const jvalue *call = import_node_as(node, "FuncCall");
	*table = NULL;
	if (call && aggregate_index(call) >= 0) {
		if (!iq->may_aggregate)
			return import_refuse(
			    im, import_node_location(call),
			    "import-unsupported",
			    "an aggregate in WHERE: compare it "
			    "in HAVING");
		return import_aggregate_alias(im, iq, call, column);
	}
	return import_computed_operand(im, iq, node, column);
}

/* ---- outputs ---- */

bool import_add_output(struct importer *im, struct import_query *iq,
		       enum import_output_kind kind, size_t index,
		       const char *name, long location)
{
	struct import_output *o =
	    IMPORT_PUSH(im, iq->outputs, iq->output_count, iq->output_cap);
	if (!o)
		return false;
	o->kind = kind;
	o->index = index;
	o->name = name;
	o->location = location;
	return true;
}

/* A plain column of a query without GROUP BY: a column of its
 * selection. */
static bool column_output(struct importer *im, struct import_query *iq,
			  const struct import_column *c, const char *alias,
			  long at)
{
	struct plan_selection *s = &iq->q->selections[c->source->selection];
	size_t *cap = &iq->column_caps[c->source->selection];
	struct plan_column *col =
	    IMPORT_PUSH(im, s->columns, s->column_count, *cap);
	if (!col)
		return false;
	col->column = c->column;
	col->alias = alias;
	col->role = ROLE_PROJECTION;
	return import_add_output(im, iq, OUTPUT_COLUMN,
				 c->source->selection << 16 |
				     (s->column_count - 1),
				 alias ? alias : c->column, at);
}

/* The grouping column c is: its index, or -1. */
static int group_key(const struct import_query *iq,
		     const struct import_column *c)
{
	const struct plan_group_by *gb = iq->q->group_by;
	for (size_t i = 0; gb && i < gb->column_count; i++) {
		const struct plan_column *k = &gb->columns[i];
		if (k->table && !strcmp(k->table, c->table) &&
		    !strcmp(k->column, c->column))
			return (int)i;
	}
	return -1;
}

/* Whether an inner join edge of iq makes column key equal to a
 * grouping column: grouping by that one groups by key too. */
static bool joined_to_key(const struct import_query *iq,
			  const struct import_column *key)
{
	for (size_t i = 0; i < iq->q->join_count; i++) {
		const struct plan_join *j = &iq->q->joins[i];
		if (j->type != JOIN_INNER)
			continue;
		const struct plan_colref *ends[2] = {&j->from, &j->to};
		for (int e = 0; e < 2; e++) {
			const struct plan_colref *other = ends[1 - e];
			struct import_column grouped = {
			    key->source, iq, other->table, other->column};
			if (!strcmp(ends[e]->table, key->table) &&
			    !strcmp(ends[e]->column, key->column) &&
			    group_key(iq, &grouped) >= 0)
				return true;
		}
	}
	return false;
}

/* Whether the query groups by the primary key of c's table, which
 * PostgreSQL takes as grouping by c too.  SQLite and MySQL also take a
 * key column an inner join makes equal to a grouping column, as MySQL
 * judges functional dependence (SQLite takes any column: a bare column
 * is read only where such a key determines it). */
static bool determined_by_key(const struct importer *im,
			      const struct import_query *iq,
			      const struct import_column *c)
{
	const struct catalog_table *t = c->source->table;
	bool through_joins =
	    im->source == PLANSQL_SQLITE || im->source == PLANSQL_MYSQL;
	size_t keys = 0;
	for (size_t i = 0; t && i < t->column_count; i++) {
		if (!t->columns[i].primary_key)
			continue;
		struct import_column key = {c->source, iq, c->table,
					    t->columns[i].name};
		if (group_key(iq, &key) < 0 &&
		    !(through_joins && joined_to_key(iq, &key)))
			return false;
		keys++;
	}
	return keys > 0;
}

/* A grouping column not selected (yet); its index through *k. */
static bool add_key(struct importer *im, struct import_query *iq,
		    const struct import_column *c, int *k)
{
	struct plan_group_by *gb = iq->q->group_by;
	struct plan_column *key =
	    IMPORT_PUSH(im, gb->columns, gb->column_count, iq->group_cap);
	if (!key)
		return false;
	key->table = c->table;
	key->column = c->column;
	key->hidden = true;
	*k = (int)gb->column_count - 1;
	return true;
}

/* A plain column of a grouped query: one of its grouping columns,
 * selected; one the grouped primary key of its table determines is
 * grouped too, which changes no group. */
static bool key_output(struct importer *im, struct import_query *iq,
		       const struct import_column *c, const char *alias,
		       long at)
{
	int k = group_key(iq, c);
	if (k < 0 && !determined_by_key(im, iq, c))
		return import_refuse(im, at, "import-unsupported",
				     "column %N is neither grouped nor "
				     "aggregated",
				     c->column);
	if (k < 0 && !add_key(im, iq, c, &k))
		return false;
	struct plan_column *key = &iq->q->group_by->columns[k];
	if (!key->hidden)
		return import_refuse(im, at, "import-unsupported",
				     "a grouping column selected twice");
	key->hidden = false;
	key->alias = alias;
	return import_add_output(im, iq, OUTPUT_KEY, (size_t)k,
				 alias ? alias : c->column, at);
}

static bool plain_output(struct importer *im, struct import_query *iq,
			 const jvalue *ref, const char *alias, long at)
{
	struct import_column c;
	if (!import_column_ref(im, iq, ref, &c))
		return false;
	if (c.owner != iq)
		return import_refuse(im, at, "import-unsupported",
				     "a column of the enclosing query in the "
				     "select list");
	if (iq->q->group_by)
		return key_output(im, iq, &c, alias, at);
	return column_output(im, iq, &c, alias, at);
}

static bool aggregate_output(struct importer *im, struct import_query *iq,
			     const jvalue *call, const char *alias, long at)
{
	struct plan_group_by *gb = group_by(im, iq);
	struct plan_aggregate g = {0};
	if (!gb || !read_aggregate(im, iq, call, &g))
		return false;
	g.alias = alias ? alias : import_function_name(call);
	struct plan_aggregate *slot = IMPORT_PUSH(
	    im, gb->aggregates, gb->aggregate_count, iq->aggregate_cap);
	if (!slot)
		return false;
	*slot = g;
	return import_add_output(im, iq, OUTPUT_AGGREGATE,
				 gb->aggregate_count - 1, g.alias, at);
}

/* SELECT * and t.*: the columns the catalog lists, in its order. */
static bool star_output(struct importer *im, struct import_query *iq,
			const jvalue *ref, long at)
{
	const jvalue *fields = json_value_get(ref, "fields");
	const char *table = json_value_length(fields) == 2
				? import_node_string(json_value_item(fields, 0))
				: NULL;
	bool any = false;
	for (size_t i = 0; i < iq->source_count; i++) {
		const struct import_source *s = &iq->sources[i];
		if (table && strcmp(s->name, table))
			continue;
		if (!s->table && !s->cte)
			return import_refuse(im, at, "import-unsupported",
					     "'*' without a catalog that "
					     "lists the columns of %N",
					     s->name);
		size_t n =
		    s->cte ? s->cte->column_count : s->table->column_count;
		for (size_t k = 0; k < n; k++) {
			struct import_column c = {
			    s, iq, s->name,
			    s->cte ? s->cte->columns[k]
				   : s->table->columns[k].name};
			if (!(iq->q->group_by
				  ? key_output(im, iq, &c, NULL, at)
				  : column_output(im, iq, &c, NULL, at)))
				return false;
		}
		any = true;
	}
	return any || import_refuse(im, at, "import-name",
				    "no table or alias %N in FROM", table);
}

static bool is_star(const jvalue *ref)
{
	const jvalue *fields = json_value_get(ref, "fields");
	return import_node_as(
	    json_value_item(fields, json_value_length(fields) - 1), "A_Star");
}

static bool target(struct importer *im, struct import_query *iq,
		   const jvalue *res)
{
	const jvalue *val = json_value_get(res, "val");
	const jvalue *name = json_value_get(res, "name");
	const char *alias = name ? json_value_string(name) : NULL;
	long at = import_node_location(res);
	const jvalue *ref = import_node_as(val, "ColumnRef");
	if (ref && is_star(ref))
		return star_output(im, iq, ref, at);
	if (ref)
		return plain_output(im, iq, ref, alias, at);
	if (!alias &&
	    (im->source == PLANSQL_SQLITE || im->source == PLANSQL_MYSQL) &&
	    !(alias = import_written_name(im, at)))
		return import_nomem(im);
	const jvalue *call = import_node_as(val, "FuncCall");
	if (call && aggregate_index(call) >= 0)
		return aggregate_output(im, iq, call, alias, at);
	if (call && json_value_get(call, "over"))
		return import_window_output(im, iq, call, alias, at);
	return import_computed_output(im, iq, val, alias, at);
}

/* GROUP BY: each item a grouping column, not selected until the select
 * list names it; GROUP BY 2 is the select list's second item. */
static bool group_clause(struct importer *im, struct import_query *iq,
			 const jvalue *select)
{
	const jvalue *items = json_value_get(select, "groupClause");
	const jvalue *targets = json_value_get(select, "targetList");
	if (items && !group_by(im, iq))
		return false;
	for (size_t i = 0; i < json_value_length(items); i++) {
		const jvalue *item = json_value_item(items, i);
		long at = import_node_first_location(item);
		int64_t position;
		if (import_node_as(item, "A_Const") &&
		    import_integer(im, item, &position)) {
			const jvalue *res = import_node_as(
			    json_value_item(targets, (size_t)(position - 1)),
			    "ResTarget");
			if (position < 1 || !res)
				return import_refuse(
				    im, at, "import-name",
				    "GROUP BY %lld: the select list has no "
				    "such item",
				    (long long)position);
			item = json_value_get(res, "val");
		}
		const jvalue *ref = import_node_as(item, "ColumnRef");
		if (!ref) {
			if (im->failed ||
			    !import_group_expression(im, iq, item))
				return false;
			continue;
		}
		struct import_column c;
		if (!import_column_ref(im, iq, ref, &c))
			return false;
		if (group_key(iq, &c) >= 0)
			continue; /* GROUP BY a, a */
		int k;
		if (!add_key(im, iq, &c, &k))
			return false;
	}
	return true;
}

/* A HAVING condition on a grouped column the select list names by an
 * alias names the alias, as the plan that wrote it did: the audit moves
 * a condition on the column itself to WHERE. */
static void having_by_alias(const struct plan_group_by *gb,
			    struct plan_filter *f)
{
	for (size_t i = 0; i < f->item_count; i++)
		having_by_alias(gb, &f->items[i]);
	for (size_t i = 0;
	     f->kind == FILTER_LEAF && f->table && i < gb->column_count; i++) {
		const struct plan_column *c = &gb->columns[i];
		if (c->alias && c->table && !strcmp(c->table, f->table) &&
		    !strcmp(c->column, f->column)) {
			f->table = NULL;
			f->column = c->alias;
			return;
		}
	}
}

static bool having_clause(struct importer *im, struct import_query *iq,
			  const jvalue *having)
{
	const jvalue *b = import_node_as(having, "BoolExpr");
	bool and = b && !strcmp(json_value_string(json_value_get(b, "boolop")),
				"AND_EXPR");
	const jvalue *args = and? json_value_get(b, "args") : NULL;
	size_t n = and? json_value_length(args) : 1;
	struct plan_group_by *gb = group_by(im, iq);
	iq->may_aggregate = true;
	for (size_t i = 0; gb && i < n; i++) {
		struct plan_filter *f = IMPORT_PUSH(
		    im, gb->having, gb->having_count, iq->having_cap);
		if (!f ||
		    !import_condition(
			im, iq, and? json_value_item(args, i) : having, f))
			return false;
		having_by_alias(gb, f);
	}
	iq->may_aggregate = false;
	return gb != NULL;
}

/* Whether node calls an aggregate of this query: anywhere in its
 * expressions, not inside a subquery (which aggregates its own rows) or
 * a window's OVER. */
static bool calls_aggregate(const jvalue *node)
{
	if (json_value_is(node, JV_ARRAY)) {
		for (size_t i = 0; i < node->count; i++)
			if (calls_aggregate(json_value_item(node, i)))
				return true;
		return false;
	}
	if (!json_value_is(node, JV_OBJECT) || import_node_as(node, "SubLink"))
		return false;
	if (import_is_aggregate(node))
		return true;
	for (size_t i = 0; i < node->count; i++)
		if (calls_aggregate(&node->as.members[i].value))
			return true;
	return false;
}

/* Whether the select list aggregates anything, which groups the query
 * even without GROUP BY: ROUND(AVG(x), 2) too. */
static bool aggregates(const jvalue *targets)
{
	for (size_t i = 0; i < json_value_length(targets); i++) {
		const jvalue *res =
		    import_node_as(json_value_item(targets, i), "ResTarget");
		if (calls_aggregate(json_value_get(res, "val")))
			return true;
	}
	return false;
}

bool import_outputs(struct importer *im, struct import_query *iq,
		    const jvalue *select)
{
	const jvalue *targets = json_value_get(select, "targetList");
	iq->column_caps = arena_calloc(im->a, iq->q->selection_count,
				       sizeof *iq->column_caps);
	if (!iq->column_caps)
		return import_nomem(im);
	if (!group_clause(im, iq, select))
		return false;
	if (aggregates(targets) && !group_by(im, iq))
		return false;
	for (size_t i = 0; i < json_value_length(targets); i++)
		if (!target(im, iq,
			    import_node_as(json_value_item(targets, i),
					   "ResTarget")))
			return false;
	const jvalue *having = json_value_get(select, "havingClause");
	if (having && !having_clause(im, iq, having))
		return false;
	/* aggregates only inside expressions: a plan without group_by
	 * whose every output aggregates aggregates over all rows */
	const struct plan_group_by *gb = iq->q->group_by;
	if (gb && !gb->column_count && !gb->aggregate_count &&
	    !gb->having_count)
		iq->q->group_by = NULL;
	return true;
}
