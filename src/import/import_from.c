/* FROM: each table a selection, each JOIN's ON (or USING) equalities
 * join edges.  plansql orders the joins itself, breadth-first from the
 * first selection (docs/plan-format.md, "Joins"); a FROM written in
 * that order, as plansql prints it, reads back to the same order.
 * Items separated by commas are joined by WHERE's equalities
 * (import_where); what nothing joins is a cross join, refused. */
#include <string.h>

#include "import/import_internal.h"
#include "plan/plan_join_order.h"
#include "plan/plan_names.h"

/* The catalog's table, schema and spelling of a RangeVar. */
static bool add_table(struct importer *im, struct import_query *iq,
		      const jvalue *range, size_t component)
{
	long at = import_node_location(range);
	const char *name = json_value_string(json_value_get(range, "relname"));
	const jvalue *schema_node = json_value_get(range, "schemaname");
	const char *schema =
	    schema_node ? json_value_string(schema_node) : NULL;
	const jvalue *alias = json_value_get(range, "alias");
	if (json_value_get(range, "catalogname"))
		return import_refuse(im, at, "import-unsupported",
				     "a table named with its database and "
				     "schema");
	if (json_value_get(alias, "colnames"))
		return import_refuse(im, at, "import-unsupported",
				     "column aliases after a table's alias");
	struct import_source src = {.component = component, .location = at};
	src.cte = schema ? NULL : import_find_cte(im, name);
	if (!src.cte && im->catalog) {
		bool quoted[2] = {false, false};
		import_quoted_names(im, at, quoted, 2);
		src.table = catalog_table_in(im->catalog, schema, name);
		/* a quoted name means that spelling only */
		if (src.table && quoted[schema ? 1 : 0] &&
		    strcmp(src.table->name, name))
			src.table = NULL;
		if (!src.table)
			return import_refuse(im, at, "import-name",
					     "the catalog has no table %N",
					     name);
	}
	struct plan_query *q = iq->q;
	struct plan_selection *s = IMPORT_PUSH(
	    im, q->selections, q->selection_count, iq->selection_cap);
	if (!s)
		return false;
	s->table = src.table ? src.table->name : import_copy(im, name);
	if (schema)
		s->schema = src.table && src.table->schema
				? src.table->schema
				: import_copy(im, schema);
	if (alias)
		s->alias = import_copy(
		    im, json_value_string(json_value_get(alias, "aliasname")));
	if (!s->table || (schema && !s->schema) || (alias && !s->alias))
		return false;
	src.selection = q->selection_count - 1;
	src.name = plan_selection_key(s);
	for (size_t i = 0; i < iq->source_count; i++)
		if (!strcmp(iq->sources[i].name, src.name))
			return import_refuse(im, at, "import-name",
					     "%N is named twice in FROM: give "
					     "each its own alias",
					     src.name);
	return import_add_source(im, iq, &src);
}

static enum join_type join_type_of(const char *jointype)
{
	if (!strcmp(jointype, "JOIN_LEFT"))
		return JOIN_LEFT;
	if (!strcmp(jointype, "JOIN_RIGHT"))
		return JOIN_RIGHT;
	if (!strcmp(jointype, "JOIN_FULL"))
		return JOIN_FULL;
	return JOIN_INNER;
}

/* An edge from a to b; type as the JOIN reads it, with joined the table
 * the JOIN adds: an edge whose from end is that table is read backwards
 * by the compiler, which swaps LEFT and RIGHT, so they are swapped
 * here first. */
static bool add_edge(struct importer *im, struct import_query *iq,
		     const struct import_column *a,
		     const struct import_column *b, enum join_type type,
		     const struct import_source *joined)
{
	if (a->source == joined && (type == JOIN_LEFT || type == JOIN_RIGHT))
		type = type == JOIN_LEFT ? JOIN_RIGHT : JOIN_LEFT;
	struct plan_join *j =
	    IMPORT_PUSH(im, iq->q->joins, iq->q->join_count, iq->join_cap);
	if (!j)
		return false;
	j->from = (struct plan_colref){.table = a->table, .column = a->column};
	j->to = (struct plan_colref){.table = b->table, .column = b->column};
	j->type = type;
	return true;
}

/* Whether node is column = column of two FROM items of iq itself;
 * the two columns through a and b. */
bool import_join_equality(struct importer *im, struct import_query *iq,
			  const jvalue *node, struct import_column *a,
			  struct import_column *b)
{
	const jvalue *e = import_node_as(node, "A_Expr");
	if (!e ||
	    strcmp(json_value_string(json_value_get(e, "kind")), "AEXPR_OP") ||
	    !import_node_names_are(json_value_get(e, "name"), "=", NULL))
		return false;
	const jvalue *l =
	    import_node_as(json_value_get(e, "lexpr"), "ColumnRef");
	const jvalue *r =
	    import_node_as(json_value_get(e, "rexpr"), "ColumnRef");
	if (!l || !r || !import_column_ref(im, iq, l, a) ||
	    !import_column_ref(im, iq, r, b))
		return false;
	return a->owner == iq && b->owner == iq && a->source != b->source;
}

/* The AND-ed conditions of node, or node alone. */
static const jvalue *conjuncts(const jvalue *node, size_t *count)
{
	const jvalue *b = import_node_as(node, "BoolExpr");
	if (b && !strcmp(json_value_string(json_value_get(b, "boolop")),
			 "AND_EXPR")) {
		const jvalue *args = json_value_get(b, "args");
		*count = json_value_length(args);
		return args;
	}
	*count = 1;
	return NULL;
}

/* ON: equalities between the joined table and the tables before it are
 * edges; an inner join's other conditions go to WHERE, as they mean
 * the same there. */
static bool on_clause(struct importer *im, struct import_query *iq,
		      const jvalue *quals, enum join_type type,
		      size_t joined_index)
{
	size_t n;
	const jvalue *list = conjuncts(quals, &n);
	bool reached = false;
	for (size_t i = 0; i < n; i++) {
		const jvalue *c = list ? json_value_item(list, i) : quals;
		struct import_column a, b;
		const struct import_source *joined = &iq->sources[joined_index];
		if (import_join_equality(im, iq, c, &a, &b)) {
			reached |= a.source == joined || b.source == joined;
			if (!add_edge(im, iq, &a, &b, type, joined))
				return false;
			continue;
		}
		if (im->failed)
			return false;
		if (type != JOIN_INNER)
			return import_refuse(
			    im, import_node_first_location(c),
			    "import-unsupported",
			    "a condition of an outer join other than an "
			    "equality of two tables' columns: the plan's "
			    "joins are such equalities");
		struct plan_filter *f = IMPORT_PUSH(
		    im, iq->q->filters, iq->q->filter_count, iq->filter_cap);
		if (!f || !import_condition(im, iq, c, f))
			return false;
	}
	return reached ||
	       import_refuse(im, import_node_first_location(quals),
			     "import-unsupported",
			     "this ON does not join %N to the tables before "
			     "it by an equality of columns",
			     iq->sources[joined_index].name);
}

/* USING (a, b): an edge per column, between the joined table and the
 * one table before it that has the column. */
static bool using_clause(struct importer *im, struct import_query *iq,
			 const jvalue *names, enum join_type type,
			 size_t joined_index, long at)
{
	for (size_t i = 0; i < json_value_length(names); i++) {
		const char *name =
		    import_node_string(json_value_item(names, i));
		const struct import_source *joined = &iq->sources[joined_index];
		const struct import_source *other = NULL;
		for (size_t k = 0; k < joined_index; k++)
			if (import_source_has(&iq->sources[k], name)) {
				if (other)
					return import_refuse(
					    im, at, "import-name",
					    "USING column %N is in more "
					    "than one table before the join",
					    name);
				other = &iq->sources[k];
			}
		if (!other || !name)
			return import_refuse(
			    im, at, "import-name",
			    "cannot tell which table before the join has "
			    "USING column %N",
			    name ? name : "");
		struct import_column a = {other, iq, other->name,
					  import_spell_column(other, name)};
		struct import_column b = {joined, iq, joined->name,
					  import_spell_column(joined, name)};
		if (!add_edge(im, iq, &a, &b, type, joined))
			return false;
	}
	return true;
}

static bool from_item(struct importer *im, struct import_query *iq,
		      const jvalue *node, size_t component);

/* The tables an outer join may give NULL rows: the joined one of a
 * LEFT join, those before a RIGHT join, all of a FULL join. */
static void mark_outer_side(struct import_query *iq, enum join_type type,
			    size_t joined)
{
	for (size_t i = 0; i <= joined; i++)
		if ((type == JOIN_LEFT && i == joined) ||
		    (type == JOIN_RIGHT && i < joined) || type == JOIN_FULL)
			iq->sources[i].outer_side = true;
}

/* A subquery in FROM is a CTE of the plan, read by name: the same rows,
 * since it cannot read the tables beside it (that is LATERAL).  Its
 * name must not mean anything else anywhere in the statement. */
static bool derived_table(struct importer *im, struct import_query *iq,
			  const jvalue *range, size_t component)
{
	long at = import_node_first_location(range);
	const jvalue *alias = json_value_get(range, "alias");
	const char *name =
	    json_value_string(json_value_get(alias, "aliasname"));
	if (json_value_bool(json_value_get(range, "lateral")))
		return import_refuse(im, at, "import-unsupported",
				     "LATERAL: a subquery that reads the "
				     "tables before it");
	if (!alias || json_value_get(alias, "colnames"))
		return import_refuse(im, at, "import-unsupported",
				     "a subquery in FROM without an alias, or "
				     "with column names after it");
	if (import_find_cte(im, name) ||
	    (im->catalog && catalog_table(im->catalog, name)) ||
	    import_node_reads_table(im->statement, name))
		return import_refuse(im, at, "import-name",
				     "the subquery in FROM is named %N, as a "
				     "table or CTE is: it becomes a CTE of "
				     "the plan, so give it a name of its own",
				     name);
	const jvalue *body =
	    import_node_as(json_value_get(range, "subquery"), "SelectStmt");
	const struct import_cte *cte;
	if (!body || !import_cte_query(im, body, name, at, &cte))
		return false;
	struct import_source src = {
	    .component = component, .location = at, .cte = cte};
	struct plan_query *q = iq->q;
	struct plan_selection *s = IMPORT_PUSH(
	    im, q->selections, q->selection_count, iq->selection_cap);
	if (!s)
		return false;
	s->table = cte->name;
	src.selection = q->selection_count - 1;
	src.name = cte->name;
	return import_add_source(im, iq, &src);
}

static bool join_expr(struct importer *im, struct import_query *iq,
		      const jvalue *join, size_t component)
{
	long at = import_node_first_location(json_value_get(join, "rarg"));
	if (json_value_bool(json_value_get(join, "isNatural")))
		return import_refuse(im, at, "import-unsupported",
				     "NATURAL JOIN: name the columns with "
				     "ON or USING");
	if (json_value_get(join, "alias") ||
	    json_value_get(join, "join_using_alias"))
		return import_refuse(im, at, "import-unsupported",
				     "an alias of a join");
	const jvalue *rarg = json_value_get(join, "rarg");
	if (!import_node_as(rarg, "RangeVar") &&
	    !import_node_as(rarg, "RangeSubselect"))
		return import_refuse(im, at, "import-unsupported",
				     "a parenthesized join on the right of "
				     "a join: write the joins one after "
				     "another");
	if (!from_item(im, iq, json_value_get(join, "larg"), component) ||
	    !from_item(im, iq, json_value_get(join, "rarg"), component))
		return false;
	enum join_type type =
	    join_type_of(json_value_string(json_value_get(join, "jointype")));
	size_t joined = iq->source_count - 1;
	mark_outer_side(iq, type, joined);
	const jvalue *quals = json_value_get(join, "quals");
	const jvalue *using = json_value_get(join, "usingClause");
	if (using)
		return using_clause(im, iq, using, type, joined, at);
	if (quals)
		return on_clause(im, iq, quals, type, joined);
	/* CROSS JOIN: a FROM item of its own, for WHERE to join */
	iq->sources[joined].component = iq->component_count++;
	return true;
}

static bool from_item(struct importer *im, struct import_query *iq,
		      const jvalue *node, size_t component)
{
	const jvalue *body;
	const char *kind = import_node_kind(node, &body);
	long at = import_node_first_location(node);
	if (!strcmp(kind, "RangeVar"))
		return add_table(im, iq, body, component);
	if (!strcmp(kind, "JoinExpr"))
		return join_expr(im, iq, body, component);
	if (!strcmp(kind, "RangeSubselect"))
		return derived_table(im, iq, body, component);
	if (!strcmp(kind, "RangeFunction"))
		return import_refuse(im, at, "import-unsupported",
				     "a function in FROM");
	return import_refuse(im, at, "import-unsupported", "%N in FROM", kind);
}

bool import_from(struct importer *im, struct import_query *iq,
		 const jvalue *from)
{
	if (!json_value_length(from))
		return import_refuse(im, iq->location, "import-unsupported",
				     "a SELECT without FROM: the plan reads "
				     "tables");
	for (size_t i = 0; i < json_value_length(from); i++)
		if (!from_item(im, iq, json_value_item(from, i),
			       iq->component_count++))
			return false;
	return true;
}

bool import_where_edge(struct importer *im, struct import_query *iq,
		       const struct import_column *a,
		       const struct import_column *b)
{
	size_t from = b->source->component, to = a->source->component;
	for (size_t i = 0; i < iq->source_count; i++)
		if (iq->sources[i].component == from)
			iq->sources[i].component = to;
	return add_edge(im, iq, a, b, JOIN_INNER, NULL);
}

bool import_check_joined(struct importer *im, struct import_query *iq)
{
	for (size_t i = 1; i < iq->source_count; i++)
		if (iq->sources[i].component != iq->sources[0].component)
			return import_refuse(
			    im, iq->sources[i].location, "import-unsupported",
			    "nothing joins %N to %N: plansql never "
			    "prints a cross join; join them by an equality "
			    "of columns",
			    iq->sources[i].name, iq->sources[0].name);
	return true;
}

/* The selection of iq a join edge's end names. */
static size_t selection_of(const struct import_query *iq, const char *name)
{
	for (size_t i = 0; i < iq->source_count; i++)
		if (!strcmp(iq->sources[i].name, name))
			return iq->sources[i].selection;
	return PLAN_NO_END;
}

static bool has_outer_join(const struct plan_query *q)
{
	for (size_t i = 0; i < q->join_count; i++)
		if (q->joins[i].type != JOIN_INNER)
			return true;
	return false;
}

bool import_check_join_order(struct importer *im, struct import_query *iq)
{
	const struct plan_query *q = iq->q;
	size_t n = q->selection_count;
	if (n < 3 || !has_outer_join(q))
		return true;
	size_t *ends = arena_calloc(im->a, 2 * q->join_count, sizeof *ends);
	bool *joined = arena_calloc(im->a, n, sizeof *joined);
	struct join_step *steps = arena_calloc(im->a, n, sizeof *steps);
	if (!ends || !joined || !steps)
		return import_nomem(im);
	for (size_t e = 0; e < q->join_count; e++) {
		ends[2 * e] = selection_of(iq, q->joins[e].from.table);
		ends[2 * e + 1] = selection_of(iq, q->joins[e].to.table);
	}
	size_t count = plan_join_order(n, ends, q->join_count, joined, steps);
	for (size_t k = 0; k < count; k++)
		if (steps[k].selection != k + 1)
			return import_refuse(
			    im, iq->sources[steps[k].selection].location,
			    "import-unsupported",
			    "with an outer join, the order of joins can "
			    "change the rows: plansql joins %N before %N "
			    "(breadth-first from the first table); write "
			    "the joins in that order",
			    iq->sources[steps[k].selection].name,
			    iq->sources[k + 1].name);
	return true;
}
