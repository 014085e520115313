/* Window functions in the select list: f(...) OVER (PARTITION BY ...
 * ORDER BY ...) becomes one of the plan's windows, named as the SQL
 * names it (PostgreSQL: after the function when there is no AS). */
#include <string.h>

#include "import/import_internal.h"

/* PostgreSQL's FRAMEOPTION_DEFAULTS: RANGE BETWEEN UNBOUNDED PRECEDING
 * AND CURRENT ROW, the only frame the plan prints. */
#define DEFAULT_FRAME 1058

static const char *const window_names[] = {
    "row_number", "rank", "dense_rank", "ntile", "lag", "lead",
    "sum",	  "avg",  "count",	"min",	 "max"};
#define WINDOW_NAMES (sizeof window_names / sizeof *window_names)

static bool takes_column(enum window_function fn)
{
	return fn != WIN_ROW_NUMBER && fn != WIN_RANK && fn != WIN_DENSE_RANK &&
	       fn != WIN_NTILE;
}

/* The most arguments each function takes in the plan. */
static size_t most_arguments(enum window_function fn)
{
	if (fn == WIN_LAG || fn == WIN_LEAD)
		return 3;
	return fn == WIN_NTILE || takes_column(fn) ? 1 : 0;
}

/* A column of the query itself (windows read its own rows). */
static bool own_column(struct importer *im, struct import_query *iq,
		       const jvalue *node, const char *what,
		       struct import_column *c)
{
	const jvalue *ref = import_node_as(node, "ColumnRef");
	if (!ref)
		return im->failed
			   ? false
			   : import_refuse(
				 im, import_node_first_location(node),
				 "import-unsupported",
				 "%s of a window that is not a column", what);
	if (!import_column_ref(im, iq, ref, c))
		return false;
	if (c->owner != iq)
		return import_refuse(im, import_node_location(ref),
				     "import-unsupported",
				     "a column of the enclosing query in a "
				     "window");
	return true;
}

static bool integer_argument(struct importer *im, const jvalue *node,
			     int64_t least, const char *what, int64_t *out)
{
	if (import_integer(im, node, out) && *out >= least)
		return true;
	return im->failed ? false
			  : import_refuse(im, import_node_first_location(node),
					  "import-unsupported",
					  "%s that is not an integer of at "
					  "least %lld",
					  what, (long long)least);
}

/* The arguments: the column, NTILE's buckets, LAG's and LEAD's offset
 * and default. */
static bool arguments(struct importer *im, struct import_query *iq,
		      const jvalue *call, struct plan_window *w)
{
	const jvalue *args = json_value_get(call, "args");
	size_t n = json_value_length(args);
	long at = import_node_location(call);
	bool star = json_value_bool(json_value_get(call, "agg_star"));
	if (star && (w->function != WIN_COUNT || w->partition_count))
		return import_refuse(im, at, "import-unsupported",
				     "%s(*) in a window other than COUNT(*) "
				     "OVER without PARTITION BY",
				     window_names[w->function]);
	if (n > most_arguments(w->function) ||
	    (!star && takes_column(w->function) && n == 0) ||
	    (w->function == WIN_NTILE && n == 0))
		return import_refuse(im, at, "import-unsupported",
				     "%s with %zu arguments",
				     window_names[w->function], n);
	if (w->function == WIN_NTILE)
		return integer_argument(im, json_value_item(args, 0), 1,
					"NTILE's number of groups",
					&w->buckets);
	if (n == 0)
		return true;
	struct import_column c;
	if (!own_column(im, iq, json_value_item(args, 0), "the argument", &c))
		return false;
	w->table = c.table;
	w->column = c.column;
	if (!import_stored_window(im, iq, w, at))
		return false;
	if (n >= 2 && !integer_argument(im, json_value_item(args, 1), 0,
					"an offset", &w->offset))
		return false;
	if (n < 3)
		return true;
	const jvalue *d = json_value_item(args, 2);
	w->has_default = true;
	if (import_constant(im, d, &w->default_value) &&
	    w->default_value.kind != PV_NULL)
		return true;
	return im->failed ? false
			  : import_refuse(im, import_node_first_location(d),
					  "import-unsupported",
					  "a default of %s that is not a "
					  "constant other than NULL",
					  window_names[w->function]);
}

static bool partition_by(struct importer *im, struct import_query *iq,
			 const jvalue *items, struct plan_window *w)
{
	w->partition_count = json_value_length(items);
	w->partition_by = arena_calloc(im->a, w->partition_count + 1,
				       sizeof *w->partition_by);
	if (!w->partition_by)
		return import_nomem(im);
	for (size_t i = 0; i < w->partition_count; i++) {
		struct import_column c;
		if (!own_column(im, iq, json_value_item(items, i),
				"PARTITION BY", &c))
			return false;
		w->partition_by[i].table = c.table;
		w->partition_by[i].column = c.column;
	}
	return true;
}

static bool order_by(struct importer *im, struct import_query *iq,
		     const jvalue *items, struct plan_window *w)
{
	w->order_count = json_value_length(items);
	w->order_by =
	    arena_calloc(im->a, w->order_count + 1, sizeof *w->order_by);
	if (!w->order_by)
		return import_nomem(im);
	for (size_t i = 0; i < w->order_count; i++) {
		const jvalue *sort =
		    import_node_as(json_value_item(items, i), "SortBy");
		struct plan_order *o = &w->order_by[i];
		const char *dir =
		    json_value_string(json_value_get(sort, "sortby_dir"));
		struct import_column c;
		if (!own_column(im, iq, json_value_get(sort, "node"),
				"ORDER BY", &c))
			return false;
		if (!strcmp(dir, "SORTBY_USING"))
			return import_refuse(im,
					     import_node_first_location(
						 json_value_get(sort, "node")),
					     "import-unsupported",
					     "ORDER BY ... USING an operator");
		o->table = c.table;
		o->column = c.column;
		o->descending = !strcmp(dir, "SORTBY_DESC");
		if (!import_stored_order(
			im, iq, c.table, c.column,
			import_node_first_location(json_value_get(sort, "node")),
			"a window's ORDER BY"))
			return false;
		if (!import_nulls_order(im, iq, sort, o))
			return false;
	}
	return true;
}

/* What OVER (...) has beyond PARTITION BY and ORDER BY. */
static bool refuse_window_clauses(struct importer *im, const jvalue *call)
{
	const jvalue *over = json_value_get(call, "over");
	long at = import_node_location(over);
	if (json_value_get(over, "name") || json_value_get(over, "refname"))
		return import_refuse(im, at, "import-unsupported",
				     "a named window: write OVER (...) out");
	if (jv_int64(json_value_get(over, "frameOptions")) != DEFAULT_FRAME)
		return import_refuse(im, at, "import-unsupported",
				     "a window frame (ROWS, RANGE or GROUPS): "
				     "the plan's windows have the default "
				     "frame");
	if (json_value_get(call, "agg_filter") ||
	    json_value_get(call, "agg_distinct") ||
	    json_value_get(call, "agg_order") ||
	    json_value_get(call, "agg_within_group") ||
	    json_value_get(call, "func_variadic"))
		return import_refuse(im, import_node_location(call),
				     "import-unsupported",
				     "FILTER, DISTINCT, ORDER BY or VARIADIC "
				     "in a window function");
	return true;
}

static int window_index(const jvalue *call)
{
	const char *fn = import_function_name(call);
	for (size_t i = 0; fn && i < WINDOW_NAMES; i++)
		if (!strcmp(fn, window_names[i]))
			return (int)i;
	return -1;
}

bool import_window_output(struct importer *im, struct import_query *iq,
			  const jvalue *call, const char *alias, long at)
{
	int fn = window_index(call);
	if (fn < 0)
		return import_refuse(
		    im, import_node_location(call), "import-unsupported",
		    "the window function %N",
		    import_function_name(call) ? import_function_name(call)
					       : "of another schema");
	if (!refuse_window_clauses(im, call))
		return false;
	struct plan_query *q = iq->q;
	struct plan_window *w =
	    IMPORT_PUSH(im, q->windows, q->window_count, iq->window_cap);
	if (!w)
		return false;
	const jvalue *over = json_value_get(call, "over");
	w->function = (enum window_function)fn;
	w->offset = -1;
	w->alias = alias ? alias : window_names[fn];
	if (!partition_by(im, iq, json_value_get(over, "partitionClause"), w) ||
	    !order_by(im, iq, json_value_get(over, "orderClause"), w) ||
	    !arguments(im, iq, call, w))
		return false;
	return import_add_output(im, iq, OUTPUT_WINDOW, q->window_count - 1,
				 w->alias, at);
}
