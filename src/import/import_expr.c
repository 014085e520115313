/* Computed columns: an expression in the select list, compared in a
 * condition, sorted by, grouped by or aggregated becomes a computed
 * column of the plan (import_functions.c reads the expression), named
 * where it is used by its alias. */
#include <stdio.h>
#include <string.h>

#include "common/ascii.h"
#include "import/import_internal.h"

/* ---- the computed columns made so far ---- */

/* The computed column read from SQL equal to node, or -1. */
static long computed_like(const struct import_query *iq, const jvalue *node)
{
	for (size_t i = 0; i < iq->computed_node_count; i++)
		if (import_same_tree(iq->computed_nodes[i], node))
			return (long)i;
	return -1;
}

static bool alias_taken(const struct import_query *iq, const char *name)
{
	for (size_t i = 0; i < iq->q->computed_count; i++)
		if (ascii_equal_ci(iq->q->computed[i].alias, name))
			return true;
	return import_output_named(iq, name);
}

/* An alias no output and no computed column has: expr_1, expr_2, ... */
static const char *fresh_alias(struct importer *im,
			       const struct import_query *iq)
{
	char name[32];
	unsigned n = 1;
	do
		snprintf(name, sizeof name, "expr_%u", n++);
	while (alias_taken(iq, name));
	return import_copy(im, name);
}

/* Reads node into a new computed column; its index through *index. */
static bool add_computed(struct importer *im, struct import_query *iq,
			 const jvalue *node, const char *alias, bool hidden,
			 size_t *index)
{
	struct plan_expr e;
	if (!import_expression(im, iq, node, &e))
		return false;
	if (!alias && !(alias = fresh_alias(im, iq)))
		return false;
	struct plan_computed *c = IMPORT_PUSH(
	    im, iq->q->computed, iq->q->computed_count, iq->computed_cap);
	const jvalue **source =
	    c ? IMPORT_PUSH(im, iq->computed_nodes, iq->computed_node_count,
			    iq->computed_node_cap)
	      : NULL;
	if (!source)
		return false;
	c->alias = alias;
	c->expression = e;
	c->hidden = hidden;
	*source = node;
	*index = iq->q->computed_count - 1;
	return true;
}

/* ---- the name PostgreSQL gives an output (FigureColname) ---- */

/* The name, through *name; its strength: 2 a column's or function's, 1
 * a type's or a keyword's, 0 none. */
static int figure_name(const jvalue *node, const char **name)
{
	const jvalue *body;
	const char *kind = import_node_kind(node, &body);
	if (!strcmp(kind, "ColumnRef")) {
		const jvalue *fields = json_value_get(body, "fields");
		const char *last = import_node_string(
		    json_value_item(fields, json_value_length(fields) - 1));
		if (!last)
			return 0;
		*name = last;
		return 2;
	}
	if (!strcmp(kind, "FuncCall")) {
		const jvalue *names = json_value_get(body, "funcname");
		*name = import_node_string(
		    json_value_item(names, json_value_length(names) - 1));
		return *name ? 2 : 0;
	}
	if (!strcmp(kind, "TypeCast")) {
		int strength = figure_name(json_value_get(body, "arg"), name);
		if (strength > 1)
			return strength;
		const jvalue *names =
		    json_value_get(json_value_get(body, "typeName"), "names");
		const char *type = import_node_string(
		    json_value_item(names, json_value_length(names) - 1));
		if (type)
			*name = type;
		return type ? 1 : strength;
	}
	if (!strcmp(kind, "CaseExpr")) {
		int strength =
		    figure_name(json_value_get(body, "defresult"), name);
		if (strength > 1)
			return strength;
		*name = "case";
		return 1;
	}
	if (!strcmp(kind, "CoalesceExpr")) {
		*name = "coalesce";
		return 2;
	}
	if (!strcmp(kind, "A_Expr") &&
	    !strcmp(json_value_string(json_value_get(body, "kind")),
		    "AEXPR_NULLIF")) {
		*name = "nullif";
		return 2;
	}
	return 0;
}

static const char *default_name(const jvalue *node)
{
	const char *name = "?column?";
	figure_name(node, &name);
	return name;
}

/* ---- uses ---- */

/* The grouping key that names computed column index, or -1. */
static long key_of(const struct import_query *iq, size_t index)
{
	const struct plan_group_by *gb = iq->q->group_by;
	const char *alias = iq->q->computed[index].alias;
	for (size_t k = 0; gb && k < gb->column_count; k++)
		if (!gb->columns[k].table &&
		    !strcmp(gb->columns[k].column, alias))
			return (long)k;
	return -1;
}

/* The select list outputs a grouped expression: the key outputs it,
 * named as the SQL names it. */
static bool grouped_output(struct importer *im, struct import_query *iq,
			   size_t index, const char *name, long at)
{
	long k = key_of(iq, (size_t)index);
	struct plan_column *key = &iq->q->group_by->columns[k];
	if (!key->hidden)
		return import_refuse(im, at, "import-unsupported",
				     "a grouping expression selected twice");
	key->hidden = false;
	/* a column a condition names keeps its name; the key is named so */
	bool named_by_condition = iq->q->computed[index].hidden;
	if (!named_by_condition &&
	    (!alias_taken(iq, name) ||
	     !strcmp(name, iq->q->computed[index].alias)))
		iq->q->computed[index].alias = key->column = name;
	else
		key->alias = name;
	return import_add_output(im, iq, OUTPUT_KEY, (size_t)k, name, at);
}

bool import_computed_output(struct importer *im, struct import_query *iq,
			    const jvalue *node, const char *alias, long at)
{
	const char *name = alias ? alias : default_name(node);
	long same = computed_like(iq, node);
	if (same >= 0 && key_of(iq, (size_t)same) >= 0)
		return grouped_output(im, iq, (size_t)same, name, at);
	size_t index;
	if (alias_taken(iq, name))
		return import_refuse(im, at, "import-name",
				     "two outputs are named %N", name);
	return add_computed(im, iq, node, name, false, &index) &&
	       import_add_output(im, iq, OUTPUT_COMPUTED, index, name, at);
}

bool import_computed_operand(struct importer *im, struct import_query *iq,
			     const jvalue *node, const char **alias)
{
	long same = computed_like(iq, node);
	size_t index = (size_t)same;
	if (same < 0 && !add_computed(im, iq, node, NULL, true, &index))
		return false;
	*alias = iq->q->computed[index].alias;
	return true;
}

bool import_aggregate_expression(struct importer *im, struct import_query *iq,
				 const jvalue *node, struct plan_aggregate *g)
{
	g->expression = arena_calloc(im->a, 1, sizeof *g->expression);
	if (!g->expression)
		return import_nomem(im);
	g->table = g->column = NULL;
	return import_expression(im, iq, node, g->expression);
}

bool import_group_expression(struct importer *im, struct import_query *iq,
			     const jvalue *node)
{
	struct plan_group_by *gb = iq->q->group_by;
	long same = computed_like(iq, node);
	if (same >= 0 && key_of(iq, (size_t)same) >= 0)
		return true; /* GROUP BY f(a), f(a) */
	/* WHERE f(a) > 1 ... GROUP BY f(a): the column WHERE made */
	size_t index = (size_t)same;
	if (same < 0 && !add_computed(im, iq, node, NULL, false, &index))
		return false;
	struct plan_column *k =
	    IMPORT_PUSH(im, gb->columns, gb->column_count, iq->group_cap);
	if (!k)
		return false;
	k->column = iq->q->computed[index].alias;
	k->hidden = true;
	return true;
}

/* The printer writes a filter "in" [] as 1 = 0 and "not_in" [] as
 * 1 = 1: read back as that filter of a hidden computed column 1 (which
 * column the plan named, the SQL no longer says). */
int import_constant_condition(struct importer *im, struct import_query *iq,
			      const jvalue *e, enum filter_op op,
			      struct plan_filter *f)
{
	const jvalue *l = json_value_get(e, "lexpr"),
		     *r = json_value_get(e, "rexpr");
	int64_t a, b;
	if (op != OP_EQ || !import_node_as(l, "A_Const") ||
	    !import_node_as(r, "A_Const") ||
	    !json_value_get(json_value_get(l, "A_Const"), "ival") ||
	    !json_value_get(json_value_get(r, "A_Const"), "ival") ||
	    !import_integer(im, l, &a) || !import_integer(im, r, &b))
		return im->failed ? -1 : 0;
	if (a != 1 || (b != 0 && b != 1))
		return 0;
	f->op = b == 0 ? OP_IN : OP_NOT_IN;
	f->list_count = 0;
	f->list = arena_calloc(im->a, 1, sizeof *f->list);
	if (!f->list)
		return import_nomem(im) ? 1 : -1;
	f->table = NULL;
	return import_computed_operand(im, iq, l, &f->column) ? 1 : -1;
}
