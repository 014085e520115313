/* The output columns of a lowered statement: each select-list item's
 * name, what kind of value it is and where it comes from.  A column of
 * a CTE is followed into the CTE's body, so that it names the table the
 * value is stored in. */
#include <string.h>

#include "plan/plan.h"
#include "compile/compile_sources.h"
#include "sql/sql_walk.h"

static const char *value_type_of_class(enum type_class type)
{
	switch (type) {
	case TYPE_TEXT:
		return "string";
	case TYPE_INTEGER:
		return "integer";
	case TYPE_NUMBER:
		return "number";
	case TYPE_BOOLEAN:
	case TYPE_BIT:
		return "boolean";
	case TYPE_DATE:
		return "date";
	case TYPE_DATETIME:
		return "datetime";
	default:
		return NULL;
	}
}

static const char *value_type_of_literal(enum literal_kind kind)
{
	static const char *const names[] = {
	    [LIT_BOOL] = "boolean",  [LIT_INT] = "integer",
	    [LIT_NUMBER] = "number", [LIT_STRING] = "string",
	    [LIT_DATE] = "date",     [LIT_DATETIME] = "datetime"};
	return names[kind];
}

/* What is known of one output; strings borrowed from the statement and
 * the catalog until copied into the result. */
typedef plansql_column source;

static source describe(const struct expr *e, const struct sql_scope *s,
		       const plansql_catalog *catalog);

static const char *output_name(const struct select_item *item)
{
	if (item->alias)
		return item->alias;
	return item->expr->kind == EXPR_COLUMN ? item->expr->u.column.name
					       : NULL;
}

/* The output of a CTE's body named name. */
static const struct select_item *
cte_output(const struct query *q, const char *name, const struct select **in)
{
	while (q->term_count && !q->terms[0].select && q->terms[0].query)
		q = q->terms[0].query;
	const struct select *sel = q->term_count ? q->terms[0].select : NULL;
	for (size_t i = 0; sel && i < sel->item_count; i++) {
		const struct select_item *item = &sel->items[i];
		const char *own = output_name(item);
		if (own && !strcmp(own, name)) {
			*in = sel;
			return item;
		}
	}
	return NULL;
}

/* A CTE's column is what its body's output of that name is; only a
 * stored column stays plain. */
static source describe_cte_column(const struct cte *cte, const char *name,
				  const struct sql_scope *s,
				  const plansql_catalog *catalog)
{
	const struct select *sel = NULL;
	const struct select_item *item = cte_output(cte->query, name, &sel);
	source out = {.kind = PLANSQL_COLUMN_COMPUTED};
	if (!item)
		return out;
	struct sql_scope inner = {sel, cte->query->ctes, cte->query->cte_count,
				  s};
	out = describe(item->expr, &inner, catalog);
	/* a set operation's values come from several tables */
	if (out.kind != PLANSQL_COLUMN_PLAIN || cte->query->term_count > 1)
		out = (source){.kind = PLANSQL_COLUMN_COMPUTED,
			       .value_type = out.value_type};
	return out;
}

static source describe_column(const struct expr *e, const struct sql_scope *s,
			      const plansql_catalog *catalog)
{
	source out = {.kind = PLANSQL_COLUMN_COMPUTED};
	const struct table_ref *ref =
	    compile_scope_table(s, e->u.column.qualifier);
	if (!ref)
		return out;
	const struct cte *cte = compile_scope_cte(s, ref);
	if (cte)
		return describe_cte_column(cte, e->u.column.name, s, catalog);
	out.kind = PLANSQL_COLUMN_PLAIN;
	out.schema = compile_source_schema(catalog, ref);
	out.table = ref->name;
	out.column = e->u.column.name;
	const struct catalog_table *t =
	    catalog ? catalog_table_in(catalog, ref->schema, ref->name) : NULL;
	const struct catalog_column *c =
	    t ? catalog_column(t, out.column) : NULL;
	if (c) {
		out.type = c->data_type;
		out.value_type = value_type_of_class(c->type);
	}
	return out;
}

/* The column an aggregate or window function reads, if a column. */
static source describe_argument(const struct expr *arg,
				const struct sql_scope *s,
				const plansql_catalog *catalog)
{
	bool as_number = sql_cast_number_source(arg) != NULL;
	arg = sql_value_source(arg);
	source out = {0};
	if (arg && arg->kind == EXPR_COLUMN) {
		out = describe_column(arg, s, catalog);
		if (out.kind != PLANSQL_COLUMN_PLAIN)
			out.schema = out.table = out.column = out.type = NULL;
	}
	if (as_number)
		out.value_type = "number";
	return out;
}

static source describe_aggregate(const struct expr *e,
				 const struct sql_scope *s,
				 const plansql_catalog *catalog)
{
	enum aggregate_function fn = e->u.aggregate.function;
	source out = describe_argument(e->u.aggregate.argument, s, catalog);
	out.kind = PLANSQL_COLUMN_AGGREGATE;
	out.function = plan_aggregate_function_name(fn);
	if (fn != AGG_MIN && fn != AGG_MAX)
		out.type = NULL;
	if (fn == AGG_COUNT || fn == AGG_COUNT_DISTINCT)
		out.value_type = "integer";
	else if (fn == AGG_AVG)
		out.value_type = "number";
	return out;
}

static source describe_window(const struct expr *e, const struct sql_scope *s,
			      const plansql_catalog *catalog)
{
	enum window_function fn = e->u.window.function;
	const struct expr *arg =
	    e->u.window.argument_count ? e->u.window.arguments[0] : NULL;
	source out = describe_argument(arg, s, catalog);
	out.kind = PLANSQL_COLUMN_WINDOW;
	out.function = plan_window_function_name(fn);
	if (fn != WIN_MIN && fn != WIN_MAX && fn != WIN_LAG && fn != WIN_LEAD)
		out.type = NULL;
	switch (fn) {
	case WIN_ROW_NUMBER:
	case WIN_RANK:
	case WIN_DENSE_RANK:
	case WIN_NTILE:
	case WIN_COUNT:
		out.value_type = "integer";
		break;
	case WIN_AVG:
		out.value_type = "number";
		break;
	default:
		break;
	}
	return out;
}

/* MIN or MAX of a text column of numbers shown as text again
 * (lower_select.c): the aggregate, with its column's type. */
static const struct expr *shown_as_text(const struct expr *e)
{
	if (e->kind != EXPR_FUNCTION || e->u.function.fn != FN_NUMBER_TEXT ||
	    e->u.function.args[0]->kind != EXPR_AGGREGATE)
		return NULL;
	const struct expr *g = e->u.function.args[0];
	return sql_cast_number_source(g->u.aggregate.argument) ? g : NULL;
}

static source describe(const struct expr *e, const struct sql_scope *s,
		       const plansql_catalog *catalog)
{
	if (shown_as_text(e)) {
		source out = describe_aggregate(shown_as_text(e), s, catalog);
		out.value_type = "string";
		return out;
	}
	switch (e->kind) {
	case EXPR_COLUMN:
		return describe_column(e, s, catalog);
	case EXPR_AGGREGATE:
		return describe_aggregate(e, s, catalog);
	case EXPR_WINDOW:
		return describe_window(e, s, catalog);
	case EXPR_LITERAL:
		return (source){.kind = PLANSQL_COLUMN_COMPUTED,
				.value_type =
				    value_type_of_literal(e->u.literal.kind)};
	case EXPR_CAST_NUMBER:
		return (source){.kind = PLANSQL_COLUMN_COMPUTED,
				.value_type = "number"};
	default:
		return (source){.kind = PLANSQL_COLUMN_COMPUTED};
	}
}

static bool copy_text(arena *a, const char **text)
{
	return !*text || (*text = arena_strdup(a, *text)) != NULL;
}

static bool keep(arena *a, plansql_column *c)
{
	/* value_type and function are static names */
	return copy_text(a, &c->name) && copy_text(a, &c->schema) &&
	       copy_text(a, &c->table) && copy_text(a, &c->column) &&
	       copy_text(a, &c->type) && copy_text(a, &c->id);
}

/* A compound's names are its first term's, which may be a query. */
static bool query_columns(const struct query *q, const struct sql_scope *outer,
			  const plansql_catalog *catalog, arena *a,
			  plansql_column **out, size_t *count)
{
	struct sql_scope level = {NULL, q->ctes, q->cte_count, outer};
	const struct term *first = q->term_count ? &q->terms[0] : NULL;
	if (first && !first->select && first->query)
		return query_columns(first->query, &level, catalog, a, out,
				     count);
	const struct select *sel = first ? first->select : NULL;
	if (!sel || !sel->item_count)
		return true;
	plansql_column *columns =
	    arena_calloc(a, sel->item_count, sizeof *columns);
	if (!columns)
		return false;
	struct sql_scope scope = {sel, NULL, 0, &level};
	for (size_t i = 0; i < sel->item_count; i++) {
		const struct select_item *item = &sel->items[i];
		columns[i] = describe(item->expr, &scope, catalog);
		columns[i].name = output_name(item);
		columns[i].id =
		    item->expr->at; /* see compile_statement_columns */
		if (!keep(a, &columns[i]))
			return false;
	}
	*out = columns;
	*count = sel->item_count;
	return true;
}

bool compile_statement_columns(const struct query *q,
			       const plansql_catalog *catalog, arena *a,
			       plansql_column **out, size_t *count)
{
	*out = NULL;
	*count = 0;
	return query_columns(q, NULL, catalog, a, out, count);
}
