/* The select list: projections or grouping, aggregates, windows; and
 * ORDER BY. */
#include "lower/lower_internal.h"

#include "plan/plan_names.h"
#include "sql/sql_walk.h"

#include <string.h>

static void add_item(lowerer *lw, struct item_list *l, struct expr *e,
		     const char *alias)
{
	struct select_item *item =
	    lower_push(lw, &l->items, &l->count, &l->cap, sizeof *item);
	if (item) {
		item->expr = e;
		item->alias = alias;
	}
}

static void add_origin(lowerer *lw, struct origin_list *l, const char *name,
		       const struct range *range, const char *column)
{
	struct output_origin *o =
	    lower_push(lw, &l->items, &l->count, &l->cap, sizeof *o);
	if (o)
		*o = (struct output_origin){name, range, column};
}

/* An item of the select list and what it is, for output_order. */
static void add_output(lowerer *lw, struct query_parts *parts, struct expr *e,
		       const char *alias, const char *name,
		       const struct range *range, const char *column)
{
	add_item(lw, &parts->items, e, alias);
	add_origin(lw, &parts->origins, name, range, column);
}

bool lower_same_range_column(const struct range *r, const char *a,
			     const char *b)
{
	if (!strcmp(a, b))
		return true;
	if (!r->catalog)
		return false;
	const struct catalog_column *ca = catalog_column(r->catalog, a);
	return ca && ca == catalog_column(r->catalog, b);
}

/* Whether a reference (table NULL: the fallback range, or any without
 * one) names r.column. */
static bool reads(const struct scope *s, const char *table, const char *name,
		  const struct range *fallback, const struct range *r,
		  const char *column)
{
	bool ambiguous = false;
	const struct range *target =
	    table ? lower_find_in_scope(s, table, &ambiguous) : fallback;
	return lower_same_range_column(r, name, column) &&
	       (target == r || (!table && !fallback));
}

/* A filter uses its column, and the column a comparison's value names. */
static bool filter_uses(const lowerer *lw, const struct scope *s,
			const struct plan_filter *f,
			const struct range *fallback, const struct range *r,
			const char *column)
{
	if (f->kind != FILTER_LEAF) {
		for (size_t i = 0; i < f->item_count; i++)
			if (filter_uses(lw, s, &f->items[i], fallback, r,
					column))
				return true;
		return false;
	}
	return reads(s, f->table, f->column, fallback, r, column) ||
	       (f->value.kind == PV_COLUMN &&
		reads(s, f->value.column.table, f->value.column.column,
		      fallback, r, column));
}

static bool reference_is(const struct scope *s, const struct plan_colref *ref,
			 const struct range *r, const char *column)
{
	bool ambiguous = false;
	return ref->column && !strcmp(ref->column, column) &&
	       lower_find_in_scope(s, ref->table, &ambiguous) == r;
}

/* A subquery filter reads its outer column and the outer sides of its
 * correlated_on pairs. */
static bool subquery_uses(const struct scope *s, const struct plan_subquery *sq,
			  const struct range *r, const char *column)
{
	if (reference_is(s, &sq->outer, r, column))
		return true;
	for (size_t i = 0; i < sq->correlation_count; i++)
		if (reference_is(s, &sq->correlations[i].outer, r, column))
			return true;
	return false;
}

/* Whether any filter of the query reads r.column.  A filter-role column
 * that no filter reads and nothing else does (plan_column_read: an
 * order item, a computed column, a window) is an orphan, projected so
 * the user still sees it. */
static bool column_filtered(const lowerer *lw, const struct scope *s,
			    const struct plan_query *pq, const struct range *r,
			    const char *column)
{
	for (size_t i = 0; i < s->count; i++) {
		const struct plan_selection *sel = s->ranges[i].selection;
		for (size_t j = 0; j < sel->filter_count; j++)
			if (filter_uses(lw, s, &sel->filters[j], &s->ranges[i],
					r, column))
				return true;
	}
	for (size_t i = 0; i < pq->filter_count; i++)
		if (filter_uses(lw, s, &pq->filters[i], NULL, r, column))
			return true;
	for (size_t i = 0; i < pq->subquery_count; i++)
		if (subquery_uses(s, &pq->subqueries[i], r, column))
			return true;
	const struct plan_group_by *g = pq->group_by;
	for (size_t i = 0; g && i < g->having_count; i++)
		if (filter_uses(lw, s, &g->having[i], NULL, r, column))
			return true;
	return false;
}

/* The plan's name of the selection a range is (its key in a subquery). */
static const char *range_selection_key(const struct range *r)
{
	return r->selection ? plan_selection_key(r->selection) : r->key;
}

/* The range a selection's column belongs to: the one its "table" names
 * when that is another selection, else its own. */
static const struct range *column_home(lowerer *lw, const struct scope *s,
				       const struct range *own,
				       const struct plan_column *c)
{
	if (!c->table)
		return own;
	bool ambiguous = false;
	const struct range *r = lower_find_in_scope(s, c->table, &ambiguous);
	if (r)
		return r;
	plansql_diagnostic *w = diag_warning(
	    lw->d, "column-table-mismatch",
	    diag_pointer_key(lw->a, c->at, "table"),
	    "%N is not a selected table; the column is read from %N", c->table,
	    own->key);
	diag_hint(lw->d, w, "set \"table\" to the selection's table or alias");
	return own;
}

static bool add_alias(lowerer *lw, struct alias_table *t, size_t *cap,
		      const char *alias, struct expr *e, bool nullable,
		      enum type_class type)
{
	if (!alias) { /* its default could not be made */
		lw->d->out_of_memory = 1;
		return false;
	}
	struct alias_entry *a =
	    lower_push(lw, &t->items, &t->count, cap, sizeof *a);
	if (!a)
		return false;
	*a = (struct alias_entry){
	    .alias = alias, .expr = e, .nullable = nullable, .type = type};
	return true;
}

/* An output the select list leaves out (ext "output": false): HAVING
 * and ORDER BY still name it. */
static bool add_hidden_alias(lowerer *lw, struct query_parts *parts,
			     const char *alias, struct expr *e, bool nullable,
			     enum type_class type)
{
	if (!add_alias(lw, &parts->aliases, &parts->alias_cap, alias, e,
		       nullable, type))
		return false;
	parts->aliases.items[parts->aliases.count - 1].hidden = true;
	return true;
}

/* A column's alias (ext) names its output for ORDER BY and HAVING. */
static bool add_column_alias(lowerer *lw, struct query_parts *parts,
			     const struct plan_column *c, struct expr *e,
			     const struct column_info *info)
{
	if (!c->alias || !e)
		return true;
	bool nullable = !info->catalog || info->catalog->nullable ||
			(info->range && info->range->null_extended);
	enum type_class type = info->catalog ? info->catalog->type
					     : lower_hint_class(c->value_type);
	bool added =
	    c->hidden
		? add_hidden_alias(lw, parts, c->alias, e, nullable, type)
		: add_alias(lw, &parts->aliases, &parts->alias_cap, c->alias, e,
			    nullable, type);
	struct expr *value = added ? lower_column_value(lw, e, info, c->at) : e;
	if (value != e)
		parts->aliases.items[parts->aliases.count - 1].sorts_as = value;
	return added && value;
}

static bool project_selection(lowerer *lw, const struct scope *s,
			      const struct plan_query *pq, size_t index,
			      struct query_parts *parts)
{
	const struct range *own = &s->ranges[index];
	const struct plan_selection *sel = own->selection;
	bool ok = true;
	for (size_t i = 0; i < sel->column_count; i++) {
		const struct plan_column *c = &sel->columns[i];
		const struct range *home = column_home(lw, s, own, c);
		if (c->role == ROLE_FILTER) {
			if (column_filtered(lw, s, pq, home, c->column) ||
			    plan_column_read(pq, range_selection_key(home),
					     c->column))
				continue;
			if (!lw->orphans_reported && !sel->join_only)
				diag_warning(
				    lw->d, "orphan-filter-column", c->at,
				    "nothing uses %N (no filter, order, "
				    "computed column or window), so it is "
				    "projected",
				    c->column);
		}
		if (sel->join_only)
			continue;
		struct column_info info = {0};
		struct expr *e = lower_column(
		    lw, s, COLUMN_REF(c->at, NULL, c->column), home, &info);
		ok &= e != NULL;
		add_output(lw, parts, e, c->alias, c->alias, home, c->column);
		ok &= add_column_alias(lw, parts, c, e, &info);
	}
	return ok;
}

/* The output name of an aggregate (plan_names.h), its column spelled as
 * it is printed: the catalog's spelling. */
static const char *aggregate_alias(lowerer *lw, const struct plan_aggregate *g,
				   const struct expr *e)
{
	const struct expr *arg =
	    sql_value_source(e ? e->u.aggregate.argument : NULL);
	return plan_aggregate_output_name(
	    lw->a, g,
	    arg && arg->kind == EXPR_COLUMN ? arg->u.column.name : NULL);
}

/* Many databases keep numbers in text columns (SQLite's dynamic typing
 * invites it): SUM and AVG of such a column add its values as numbers,
 * said in a warning, rather than refuse the plan; MIN and MAX compare
 * them as numbers when its values are known to be numbers, since text
 * puts "9" after "30" (and show the answer as text again:
 * shown_as_column_writes). */
static struct expr *cast_to_number(lowerer *lw, const struct plan_aggregate *g,
				   struct expr *column,
				   const struct column_info *info)
{
	const struct catalog_column *c = info->catalog;
	struct expr *cast =
	    lower_text_as_number(lw, column, lower_data_of(lw, info), g->at);
	if (!cast)
		return NULL;
	bool picks = g->function == AGG_MIN || g->function == AGG_MAX;
	plansql_diagnostic *w = diag_warning(
	    lw->d, "aggregate-text", diag_pointer_key(lw->a, g->at, "column"),
	    "%s of %N, a text column (%N): its values are cast to numbers%s",
	    plan_aggregate_function_name(g->function), c->name,
	    c->data_type ? c->data_type : "text",
	    picks ? " to compare, and the answer is shown as text" : "");
	diag_hint(lw->d, w,
		  "text that is not a number counts as 0 or fails, by "
		  "engine");
	return cast;
}

/* MIN and MAX answer a value of their column: of a text column of
 * numbers, compared as numbers (cast_to_number), the answer is shown as
 * text again, as the column writes it (ORDER BY and HAVING still read
 * the number).  Anything else is shown as it is. */
static struct expr *shown_as_column_writes(lowerer *lw,
					   const struct plan_aggregate *g,
					   struct expr *e)
{
	bool keeps_type = g->function == AGG_MIN || g->function == AGG_MAX;
	if (!e || !keeps_type || g->expression ||
	    !sql_cast_number_source(e->u.aggregate.argument))
		return e;
	return lower_call_function(lw, FN_NUMBER_TEXT, g->at, 1, e);
}

/* An aggregate of an expression (format 2). */
static struct expr *lower_aggregate_of(lowerer *lw, const struct scope *s,
				       const struct alias_table *computed,
				       const struct plan_aggregate *g,
				       enum type_class *type)
{
	bool aggregates;
	enum type_class arg_type;
	bool counted =
	    g->function == AGG_COUNT || g->function == AGG_COUNT_DISTINCT;
	struct expr *arg = lower_aggregated_expression(
	    lw, s, computed, g->expression, counted, &arg_type, &aggregates);
	if (arg && aggregates) {
		diag_error(lw->d, "nested-aggregate",
			   diag_pointer_key(lw->a, g->at, "expression"),
			   "%s of an aggregate: aggregates do not nest",
			   plan_aggregate_function_name(g->function));
		return NULL;
	}
	bool keeps_type = g->function == AGG_MIN || g->function == AGG_MAX;
	*type = keeps_type ? arg_type : TYPE_NUMBER;
	return lower_aggregate_expr(lw, g->function, arg, g->at);
}

static struct expr *lower_aggregate(lowerer *lw, const struct scope *s,
				    const struct alias_table *computed,
				    const struct plan_aggregate *g,
				    enum type_class *type)
{
	struct expr *arg;
	struct column_info info = {0};
	if (g->expression)
		return lower_aggregate_of(lw, s, computed, g, type);
	if (g->column) {
		arg = lower_column(
		    lw, s, COLUMN_REF(g->at, g->table, g->column), NULL, &info);
	} else {
		arg = lower_new_expr(lw, EXPR_STAR, g->at);
	}
	bool keeps_type = g->function == AGG_MIN || g->function == AGG_MAX;
	*type = keeps_type && info.catalog ? info.catalog->type : TYPE_NUMBER;
	bool adds = g->function == AGG_SUM || g->function == AGG_AVG;
	bool counts =
	    g->function == AGG_COUNT || g->function == AGG_COUNT_DISTINCT;
	if (arg && counts && info.catalog) /* no value is no value to count */
		arg = lower_without_missing(lw, arg, lower_data_of(lw, &info),
					    g->at);
	if (arg && info.catalog && info.catalog->type == TYPE_TEXT &&
	    (adds ||
	     (keeps_type && lower_data_of(lw, &info)->holds == DATA_NUMBERS))) {
		arg = cast_to_number(lw, g, arg, &info);
		*type = TYPE_NUMBER;
	}
	/* dates written as text ("May 26, 1986") compare as dates, and the
	 * answer is the date, in ISO 8601 */
	if (arg && keeps_type && lower_holds_written_dates(lw, &info)) {
		arg = lower_column_value(lw, arg, &info, g->at);
		*type = TYPE_DATE;
	}
	return lower_aggregate_expr(lw, g->function, arg, g->at);
}

/* ---- windows ---- */

static bool window_takes_column(enum window_function fn)
{
	return fn != WIN_ROW_NUMBER && fn != WIN_RANK && fn != WIN_DENSE_RANK &&
	       fn != WIN_NTILE;
}

/* Functions whose result depends on the order of rows. */
static bool window_needs_order(enum window_function fn)
{
	return !window_takes_column(fn) || fn == WIN_LAG || fn == WIN_LEAD;
}

static void ignored_field(lowerer *lw, const struct plan_window *w,
			  const char *field)
{
	diag_warning(lw->d, "ignored-field",
		     diag_pointer_key(lw->a, w->at, field),
		     "%s takes no %N; it is ignored",
		     plan_window_function_name(w->function), field);
}

/* Fields that mean nothing for this function, and a missing order. */
static void warn_window_fields(lowerer *lw, const struct plan_window *w)
{
	enum window_function fn = w->function;
	bool lag = fn == WIN_LAG || fn == WIN_LEAD;
	if (w->buckets > 0 && fn != WIN_NTILE)
		ignored_field(lw, w, "buckets");
	if (w->offset >= 0 && !lag)
		ignored_field(lw, w, "offset");
	if (w->has_default && !lag)
		ignored_field(lw, w, "default");
	if (w->column && !window_takes_column(fn))
		ignored_field(lw, w, "column");
	if (w->order_count == 0 && window_needs_order(fn))
		diag_warning(lw->d, "window-order", w->at,
			     "%s without order_by works on rows in no "
			     "particular order",
			     plan_window_function_name(fn));
}

/* The argument column: given, or the source system's convention (the
 * first partition_by column), or COUNT(*). */
static struct expr *window_argument(lowerer *lw, const struct scope *s,
				    const struct plan_window *w,
				    struct column_info *info)
{
	const char *fn = plan_window_function_name(w->function);
	if (w->column)
		return lower_column(
		    lw, s, COLUMN_REF(w->at, w->table, w->column), NULL, info);
	if (w->partition_count) {
		const struct plan_column *p = &w->partition_by[0];
		diag_warning(lw->d, "window-argument", w->at,
			     "%s has no column; using the first partition_by "
			     "column %N",
			     fn, p->column);
		return lower_column(
		    lw, s, COLUMN_REF(p->at, p->table, p->column), NULL, info);
	}
	if (w->function == WIN_COUNT)
		return lower_new_expr(lw, EXPR_STAR, w->at);
	diag_error(lw->d, "missing-field",
		   diag_pointer_key(lw->a, w->at, "column"),
		   "%s needs a column", fn);
	return NULL;
}

/* What a window function reads of its column: its value, for those
 * that compare, add or count; LAG and LEAD show the column as it is. */
static struct expr *window_value(lowerer *lw, const struct plan_window *w,
				 struct expr *arg,
				 const struct column_info *info)
{
	enum window_function fn = w->function;
	if (fn == WIN_LAG || fn == WIN_LEAD || arg->kind != EXPR_COLUMN)
		return arg;
	return lower_column_value(lw, arg, info, w->at);
}

/* MIN and MAX over a column of numbers written as text answer a value of
 * it: shown as the column writes it, as their aggregates are; the
 * window itself is what ORDER BY sorts by. */
static struct expr *window_shown(lowerer *lw, const struct plan_window *w,
				 struct expr *e)
{
	bool picks = w->function == WIN_MIN || w->function == WIN_MAX;
	if (!picks || !e->u.window.argument_count ||
	    !sql_cast_number_source(e->u.window.arguments[0]))
		return e;
	return lower_call_function(lw, FN_NUMBER_TEXT, w->at, 1, e);
}

static bool window_arguments(lowerer *lw, const struct scope *s,
			     const struct plan_window *w,
			     struct expr_list *args, const char **column)
{
	if (w->function == WIN_NTILE) {
		if (w->buckets > 0) {
			lower_add_expr(
			    lw, args, lower_int_literal(lw, w->buckets, w->at));
			return true;
		}
		plansql_diagnostic *e =
		    diag_error(lw->d, "missing-field",
			       diag_pointer_key(lw->a, w->at, "buckets"),
			       "NTILE needs \"buckets\", the number of groups");
		diag_hint(lw->d, e, "e.g. \"buckets\": 4 for quartiles");
		return false;
	}
	if (!window_takes_column(w->function))
		return true;
	struct column_info info = {0};
	struct expr *arg = window_argument(lw, s, w, &info);
	if (!arg)
		return false;
	*column = arg->kind == EXPR_COLUMN ? arg->u.column.name : NULL;
	arg = window_value(lw, w, arg, &info);
	lower_add_expr(lw, args, arg);
	bool lag = w->function == WIN_LAG || w->function == WIN_LEAD;
	if (lag && (w->offset >= 0 || w->has_default))
		lower_add_expr(lw, args,
			       lower_int_literal(
				   lw, w->offset >= 0 ? w->offset : 1, w->at));
	if (lag && w->has_default)
		lower_add_expr(lw, args,
			       lower_value(lw, &w->default_value,
					   info.catalog ? info.catalog->type
							: TYPE_UNKNOWN));
	return true;
}

bool lower_order_items(lowerer *lw, const struct scope *s,
		       const struct plan_order *items, size_t count,
		       const struct alias_table *aliases, bool by_value,
		       struct order_item **out);

static struct expr *lower_window(lowerer *lw, const struct scope *s,
				 const struct plan_window *w,
				 const char **alias)
{
	struct expr_list args = {0}, partition = {0};
	const char *column = NULL;
	bool ok = window_arguments(lw, s, w, &args, &column);
	for (size_t i = 0; i < w->partition_count; i++) {
		const struct plan_column *p = &w->partition_by[i];
		struct expr *e = lower_column(
		    lw, s, COLUMN_REF(p->at, p->table, p->column), NULL, NULL);
		ok &= e != NULL;
		lower_add_expr(lw, &partition, e);
	}
	struct expr *e = lower_new_expr(lw, EXPR_WINDOW, w->at);
	if (!e || !ok ||
	    !lower_order_items(lw, s, w->order_by, w->order_count, NULL,
			       true, &e->u.window.order_by))
		return NULL;
	warn_window_fields(lw, w);
	e->u.window.function = w->function;
	e->u.window.arguments = args.items;
	e->u.window.argument_count = args.count;
	e->u.window.partition_by = partition.items;
	e->u.window.partition_count = partition.count;
	e->u.window.order_count = w->order_count;
	*alias = plan_window_output_name(lw->a, w, column);
	return e;
}

static bool window_nullable(enum window_function fn)
{
	return fn != WIN_ROW_NUMBER && fn != WIN_RANK && fn != WIN_DENSE_RANK &&
	       fn != WIN_NTILE && fn != WIN_COUNT;
}

/* ---- ORDER BY ---- */

/* An order item of a column sorts by its value when that differs from
 * the column: numbers written as text as numbers ("9" before "46"). */
static void sort_by_value(lowerer *lw, struct order_item *item,
			  const struct column_info *info, const char *at)
{
	struct expr *value = lower_column_value(lw, item->expr, info, at);
	if (!value || value == item->expr)
		return;
	item->expr = value;
	item->nullable = true; /* its words for no value are NULL */
	lw->ordered_by_value = true;
}

bool lower_order_items(lowerer *lw, const struct scope *s,
		       const struct plan_order *items, size_t count,
		       const struct alias_table *aliases, bool by_value,
		       struct order_item **out)
{
	*out = count ? lower_alloc(lw, count * sizeof **out) : NULL;
	if (count && !*out)
		return false;
	bool ok = true;
	for (size_t i = 0; i < count; i++) {
		const struct plan_order *o = &items[i];
		struct order_item *item = &(*out)[i];
		item->descending = o->descending;
		const struct alias_entry *a =
		    o->table ? lower_find_alias(aliases, o->column)
			     : lower_find_alias_any_case(aliases, o->column);
		if (a && a->sorts_as && by_value) {
			item->expr = a->sorts_as;
			item->nullable = true;
			lw->ordered_by_value = true;
			continue;
		}
		if (a && (a->hidden || a->orders_by_expr)) {
			/* not in the select list to name, or not as it sorts */
			item->expr = a->expr;
			item->nullable = a->nullable;
			continue;
		}
		if (a) {
			item->expr = lower_new_expr(lw, EXPR_ALIAS, o->at);
			if (item->expr)
				item->expr->u.alias =
				    a->renamed ? a->renamed : a->alias;
			item->nullable = a->nullable;
			continue;
		}
		struct column_info info = {0};
		item->expr = lower_column(
		    lw, s, COLUMN_REF(o->at, o->table, o->column), NULL, &info);
		item->nullable = !info.catalog || info.catalog->nullable ||
				 info.range->null_extended;
		ok &= item->expr != NULL;
		if (by_value && item->expr)
			sort_by_value(lw, item, &info, o->at);
	}
	return ok;
}

/* Whether an order item names a group_by column or aggregate that is
 * not output. */
static bool orders_hidden(const struct plan_query *pq,
			  const struct alias_table *aliases,
			  const struct plan_order *o)
{
	const struct alias_entry *a =
	    o->table ? lower_find_alias(aliases, o->column)
		     : lower_find_alias_any_case(aliases, o->column);
	if (a)
		return a->hidden;
	const struct plan_group_by *g = pq->group_by;
	for (size_t i = 0; g && i < g->column_count; i++) {
		const struct plan_column *c = &g->columns[i];
		if (c->hidden && !strcmp(c->column, o->column) &&
		    (!o->table || !c->table || !strcmp(o->table, c->table)))
			return true;
	}
	return false;
}

/* SELECT DISTINCT can sort only by what it selects (PostgreSQL refuses
 * anything else, and elsewhere the order would be arbitrary). */
bool lower_check_distinct_order(lowerer *lw, const struct plan_query *pq,
				const struct alias_table *aliases)
{
	bool ok = true;
	for (size_t i = 0; pq->distinct && i < pq->order_count; i++) {
		const struct plan_order *o = &pq->order_by[i];
		if (!orders_hidden(pq, aliases, o))
			continue;
		plansql_diagnostic *e = diag_error(
		    lw->d, "distinct-order-hidden",
		    diag_pointer_key(lw->a, o->at, "column"),
		    "DISTINCT cannot sort by %N, which is not output",
		    o->column);
		diag_hint(lw->d, e,
			  "let it be output (remove \"output\": false), or "
			  "drop \"distinct\": grouping already makes rows "
			  "distinct");
		ok = false;
	}
	return ok;
}

/* Whether an expression aggregates rows or is a window. */
static void find_rows_function(const struct expr *e, void *context)
{
	bool *found = context;
	if (e->kind == EXPR_AGGREGATE || e->kind == EXPR_WINDOW)
		*found = true;
	else if (!*found)
		sql_expr_each_child(e, find_rows_function, found);
}

bool lower_distinct_as_groups(lowerer *lw, struct select *sel, const char *at)
{
	bool computed = sel->group_count > 0;
	for (size_t i = 0; i < sel->item_count; i++)
		find_rows_function(sel->items[i].expr, &computed);
	if (computed) {
		plansql_diagnostic *e = diag_error(
		    lw->d, "distinct-value-order",
		    diag_pointer_key(lw->a, at, "distinct"),
		    "DISTINCT rows of aggregates or windows cannot be sorted "
		    "by a column's value: engines sort them by what they "
		    "output only");
		diag_hint(lw->d, e,
			  "drop \"distinct\", or order by an output that is "
			  "not a text column of numbers");
		return false;
	}
	sel->group_by = lower_alloc(lw, sel->item_count * sizeof *sel->group_by);
	if (!sel->group_by)
		return false;
	for (size_t i = 0; i < sel->item_count; i++)
		sel->group_by[i] = sel->items[i].expr;
	sel->group_count = sel->item_count;
	sel->distinct = false;
	return true;
}

/* ---- computed columns (format 2) ---- */

/* The computed column a group_by column without table names, if any. */
static const struct alias_entry *computed_key(const struct query_parts *parts,
					      const struct plan_column *c)
{
	return c->table ? NULL : lower_find_alias(&parts->computed, c->column);
}

/* What the select list of a grouped query may read outside aggregates:
 * the grouping expressions and the columns among them. */
struct grouped_reads {
	struct expr *const *keys;
	size_t key_count;
	const struct expr *ungrouped; /* the first column that is not */
};

static bool same_column_expr(const struct expr *a, const struct expr *b)
{
	return a->kind == EXPR_COLUMN && b->kind == EXPR_COLUMN &&
	       !strcmp(a->u.column.name, b->u.column.name) &&
	       (a->u.column.qualifier == b->u.column.qualifier ||
		(a->u.column.qualifier && b->u.column.qualifier &&
		 !strcmp(a->u.column.qualifier, b->u.column.qualifier)));
}

static void find_ungrouped(const struct expr *e, void *context)
{
	struct grouped_reads *g = context;
	if (g->ungrouped || e->kind == EXPR_AGGREGATE)
		return;
	for (size_t i = 0; i < g->key_count; i++)
		if (g->keys[i] && /* NULL: a key that did not resolve */
		    (e == g->keys[i] || same_column_expr(e, g->keys[i])))
			return;
	if (e->kind == EXPR_COLUMN)
		g->ungrouped = e;
	else
		sql_expr_each_child(e, find_ungrouped, g);
}

static bool check_grouped(lowerer *lw, const struct alias_entry *a,
			  const struct select *out, const char *at)
{
	struct grouped_reads g = {out->group_by, out->group_count, NULL};
	find_ungrouped(a->expr, &g);
	if (!g.ungrouped)
		return true;
	plansql_diagnostic *d =
	    diag_error(lw->d, "ungrouped-expression", at,
		       "%N reads %N, which is neither grouped nor aggregated",
		       a->alias, g.ungrouped->u.column.name);
	diag_hint(lw->d, d,
		  "group by it, or aggregate it (e.g. {\"fn\": \"max\", ...})");
	return false;
}

static const char *computed_at(const struct plan_query *pq, const char *alias)
{
	for (size_t i = 0; i < pq->computed_count; i++)
		if (!strcmp(pq->computed[i].alias, alias))
			return pq->computed[i].at;
	return pq->at;
}

/* The computed columns a group key does not output, after the columns
 * (and aggregates); hidden ones only for the clauses that name them. */
static bool add_computed_outputs(lowerer *lw, const struct plan_query *pq,
				 const struct select *out,
				 struct query_parts *parts)
{
	bool ok = true;
	for (size_t i = 0; i < parts->computed.count; i++) {
		const struct alias_entry *a = &parts->computed.items[i];
		if (plan_is_computed_group_key(pq, a->alias))
			continue;
		if (a->hidden) {
			add_origin(lw, &parts->hidden, a->alias, NULL, NULL);
			ok &= add_hidden_alias(lw, parts, a->alias, a->expr,
					       a->nullable, a->type);
		} else {
			if (pq->group_by)
				ok &= check_grouped(lw, a, out,
						    computed_at(pq, a->alias));
			add_output(lw, parts, a->expr, a->alias, a->alias, NULL,
				   NULL);
			ok &= add_alias(lw, &parts->aliases, &parts->alias_cap,
					a->alias, a->expr, a->nullable,
					a->type);
		}
		if (ok) /* a computed column that is a column sorts as it */
			parts->aliases.items[parts->aliases.count - 1]
			    .sorts_as = a->sorts_as;
	}
	return ok;
}

/* Without group_by, a computed column that aggregates makes the query
 * one row: every other output must aggregate too. */
static bool check_ungrouped_aggregates(lowerer *lw, const struct plan_query *pq,
				       const struct query_parts *parts,
				       size_t plain_outputs)
{
	const struct alias_entry *aggregating = NULL;
	for (size_t i = 0; i < parts->computed.count; i++) {
		const struct alias_entry *a = &parts->computed.items[i];
		if (a->hidden)
			continue;
		if (a->aggregates)
			aggregating = aggregating ? aggregating : a;
		else
			plain_outputs++;
	}
	if (!aggregating || !plain_outputs)
		return true;
	plansql_diagnostic *d =
	    diag_error(lw->d, "aggregate-without-group-by",
		       computed_at(pq, aggregating->alias),
		       "%N aggregates rows, but other outputs do not and "
		       "there is no group_by",
		       aggregating->alias);
	diag_hint(lw->d, d,
		  "add group_by with the other outputs as group_by_columns");
	return false;
}

/* A group key that names a computed column groups by its expression
 * and outputs it where the key stands. */
static bool add_computed_key(lowerer *lw, const struct plan_column *c,
			     const struct alias_entry *k,
			     struct expr_list *group, struct query_parts *parts)
{
	lower_add_expr(lw, group, k->expr);
	const char *name = c->alias ? c->alias : k->alias;
	if (c->hidden) {
		add_origin(lw, &parts->hidden, name, NULL, NULL);
		return add_hidden_alias(lw, parts, name, k->expr, k->nullable,
					k->type);
	}
	add_output(lw, parts, k->expr, name, name, NULL, NULL);
	return add_alias(lw, &parts->aliases, &parts->alias_cap, name, k->expr,
			 k->nullable, k->type) &&
	       (name == k->alias ||
		add_hidden_alias(lw, parts, k->alias, k->expr, k->nullable,
				 k->type));
}

static bool is_grouped(const struct plan_group_by *g, const struct scope *s,
		       const struct range *home, const char *column)
{
	for (size_t i = 0; i < g->column_count; i++) {
		bool ambiguous = false;
		const struct plan_column *c = &g->columns[i];
		const struct range *r =
		    c->table ? lower_find_in_scope(s, c->table, &ambiguous)
			     : NULL;
		if (lower_same_range_column(home, c->column, column) &&
		    (!c->table || r == home))
			return true;
	}
	return false;
}

/* With group_by the select list is the grouped columns, then the
 * aggregates; projections that are not grouped are left out. */
static bool lower_grouping(lowerer *lw, const struct scope *s,
			   const struct plan_query *pq, struct select *out,
			   struct query_parts *parts)
{
	const struct plan_group_by *g = pq->group_by;
	struct expr_list group = {0};
	bool ok = true;
	for (size_t i = 0; i < g->column_count; i++) {
		const struct plan_column *c = &g->columns[i];
		const struct alias_entry *k = computed_key(parts, c);
		if (k) {
			ok &= add_computed_key(lw, c, k, &group, parts);
			continue;
		}
		struct column_info info = {0};
		struct expr *e = lower_column(
		    lw, s, COLUMN_REF(c->at, c->table, c->column), NULL, &info);
		ok &= e != NULL;
		lower_add_expr(lw, &group, e);
		if (c->hidden)
			add_origin(lw, &parts->hidden, c->alias, info.range,
				   c->column);
		else
			add_output(lw, parts, e, c->alias, c->alias, info.range,
				   c->column);
		ok &= add_column_alias(lw, parts, c, e, &info);
	}
	for (size_t i = 0; i < g->aggregate_count; i++) {
		enum type_class type = TYPE_UNKNOWN;
		const struct plan_aggregate *a = &g->aggregates[i];
		struct expr *e =
		    lower_aggregate(lw, s, &parts->computed, a, &type);
		const char *alias = aggregate_alias(lw, a, e);
		ok &= e != NULL;
		bool nullable = a->function != AGG_COUNT &&
				a->function != AGG_COUNT_DISTINCT;
		if (a->hidden) {
			add_origin(lw, &parts->hidden, alias, NULL, NULL);
			ok &= add_hidden_alias(lw, parts, alias, e, nullable,
					       type);
			continue;
		}
		struct expr *shown = shown_as_column_writes(lw, a, e);
		add_output(lw, parts, shown, alias, alias, NULL, NULL);
		ok &= shown && add_alias(lw, &parts->aliases, &parts->alias_cap,
					 alias, e, nullable, type);
		if (ok && shown != e)
			parts->aliases.items[parts->aliases.count - 1]
			    .orders_by_expr = true;
	}
	for (size_t i = 0; i < s->count; i++) {
		const struct plan_selection *sel = s->ranges[i].selection;
		for (size_t j = 0; !sel->join_only && j < sel->column_count;
		     j++) {
			const struct plan_column *c = &sel->columns[j];
			if (c->role == ROLE_PROJECTION &&
			    !is_grouped(g, s, &s->ranges[i], c->column))
				diag_warning(
				    lw->d, "ungrouped-column", c->at,
				    "%N is not in group_by_columns, so "
				    "it is not selected",
				    c->column);
		}
	}
	out->group_by = group.items;
	out->group_count = group.count;
	ok &= add_computed_outputs(lw, pq, out, parts);
	struct filter_context fc = {.scope = s,
				    .aliases = &parts->aliases,
				    .computed = &parts->computed};
	struct expr_list having = {0};
	ok &= lower_filters(lw, &fc, g->having, g->having_count, &having);
	out->having = lower_junction(lw, EXPR_AND, &having, g->at);
	return ok;
}

/* A window of a grouped query sees one row per group: a column it reads
 * (its argument, partition or order) that the query does not group by
 * has no one value there.  SQLite would take any row's, PostgreSQL
 * refuses; what the plan meant (the aggregate over each group, or the
 * window over the groups) is the caller's to say. */
static bool window_reads_groups(lowerer *lw, const struct scope *s,
				const struct plan_query *pq,
				const struct plan_window *w,
				const struct expr *column)
{
	if (!pq->group_by || !column || column->kind != EXPR_COLUMN)
		return true;
	bool ambiguous = false;
	const struct range *r =
	    lower_find_in_scope(s, column->u.column.qualifier, &ambiguous);
	if (!r || is_grouped(pq->group_by, s, r, column->u.column.name))
		return true;
	plansql_diagnostic *e = diag_error(
	    lw->d, "window-ungrouped", column->at,
	    "the window %N reads %N.%N, which the grouped query neither "
	    "groups by nor aggregates: a window of a grouped query sees one "
	    "row per group",
	    plan_window_output_name(lw->a, w, NULL), r->key,
	    column->u.column.name);
	diag_hint(lw->d, e,
		  "for a value per group use an aggregate (SUM of %N); a "
		  "window over the groups reads group keys",
		  column->u.column.name);
	return false;
}

static bool window_grouped(lowerer *lw, const struct scope *s,
			   const struct plan_query *pq,
			   const struct plan_window *w, const struct expr *e)
{
	bool ok = true;
	for (size_t i = 0; i < e->u.window.argument_count; i++)
		ok &=
		    window_reads_groups(lw, s, pq, w, e->u.window.arguments[i]);
	for (size_t i = 0; ok && i < e->u.window.partition_count; i++)
		ok &= window_reads_groups(lw, s, pq, w,
					  e->u.window.partition_by[i]);
	for (size_t i = 0; ok && i < e->u.window.order_count; i++)
		ok &= window_reads_groups(lw, s, pq, w,
					  e->u.window.order_by[i].expr);
	return ok;
}

bool lower_select_list(lowerer *lw, const struct scope *s,
		       const struct plan_query *pq, struct select *out,
		       struct query_parts *parts)
{
	bool ok = true;
	if (pq->group_by)
		ok = lower_grouping(lw, s, pq, out, parts);
	else {
		for (size_t i = 0; i < s->count; i++)
			ok &= project_selection(lw, s, pq, i, parts);
		ok &= check_ungrouped_aggregates(lw, pq, parts,
						 parts->items.count);
		ok &= add_computed_outputs(lw, pq, out, parts);
	}
	for (size_t i = 0; i < pq->window_count; i++) {
		const char *alias = NULL;
		const struct plan_window *w = &pq->windows[i];
		struct expr *e = lower_window(lw, s, w, &alias);
		if (!e) {
			ok = false;
			continue;
		}
		ok &= window_grouped(lw, s, pq, w,
				     e); /* its alias still names it */
		struct expr *shown = window_shown(lw, w, e);
		add_output(lw, parts, shown, alias, alias, NULL, NULL);
		ok &= add_alias(lw, &parts->aliases, &parts->alias_cap, alias,
				shown, window_nullable(w->function),
				TYPE_NUMBER);
		if (ok && shown != e)
			parts->aliases.items[parts->aliases.count - 1]
			    .sorts_as = e;
	}
	if (ok && parts->items.count == 0) {
		plansql_diagnostic *e =
		    diag_error(lw->d, "no-output-columns", pq->at,
			       pq->group_by ? "every grouped column and "
					      "aggregate has \"output\": false"
					    : "the plan selects no column");
		diag_hint(
		    lw->d, e,
		    pq->group_by
			? "let a group_by column or an aggregate be output"
			: "add a column (add_column), or give a selection "
			  "columns with role \"projection\", or add "
			  "group_by");
		return false;
	}
	ok = ok && lower_apply_output_order(lw, s, pq, parts);
	ok &= lower_unique_output_names(lw, parts);
	out->items = parts->items.items;
	out->item_count = parts->items.count;
	return ok;
}
