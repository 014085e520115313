/* The plan reader: JSON text to the plan model, with every rule of the
 * plan format checked and every problem reported at its JSON Pointer. */
#include "plan/plan_read.h"
#include "plan/plan_read_nodes.h"

#include <math.h>
#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

#include "json/json_read.h"
#include "json/json_scan.h"
#include "common/plansql_limits.h"
#include "common/diag_similar.h"

/* confidence, informational: kept as its JSON text; warned outside 0..1. */
static const char *read_confidence(jreader *r, const jvalue *obj,
				   const char *at)
{
	const jvalue *v = json_read_member(r, obj, at, "confidence", false);
	if (!v || (!json_value_is(v, JV_INT) &&
		   !json_read_expect_member(r, v, at, "confidence", JV_DOUBLE,
					    "a number")))
		return NULL;
	double c = json_value_double(v);
	if (c < 0 || c > 1)
		diag_warning(r->d, "confidence-range",
			     json_read_child(r, at, "confidence"),
			     "confidence is expected between 0 and 1");
	return json_read_copy_string(r, v);
}

/* Any JSON value, kept as a tree of its own (candidate_keys: hints, not
 * used, written back as they were given). */
static const jvalue *read_any(jreader *r, const jvalue *obj, const char *at,
			      const char *key)
{
	const jvalue *v = json_read_member(r, obj, at, key, false);
	const jvalue *copy = v ? json_value_copy(r->a, v) : NULL;
	if (v && !copy)
		r->d->out_of_memory = 1;
	return copy;
}

/* ---- values ---- */

static bool read_colref(jreader *r, const jvalue *v, const char *at,
			struct plan_colref *ref)
{
	static const char *const known[] = {"table", "column"};
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	ref->table = json_read_name(r, v, at, "table", true);
	ref->column = json_read_name(r, v, at, "column", true);
	ref->at = at;
	return ref->table && ref->column;
}

/* A scalar JSON value; objects are column references when allowed. */
static bool read_value(jreader *r, const jvalue *v, const char *at,
		       bool allow_column, bool allow_null,
		       struct plan_value *out)
{
	memset(out, 0, sizeof *out);
	out->at = at;
	switch (v ? json_value_type(v) : JV_NULL) {
	case JV_NULL:
		if (!allow_null) {
			diag_error(r->d, "null-value", at,
				   "null is not allowed here");
			return false;
		}
		out->kind = PV_NULL;
		return true;
	case JV_BOOLEAN:
		out->kind = PV_BOOL;
		out->boolean = json_value_bool(v);
		return true;
	case JV_INT:
		out->kind = PV_INT;
		out->integer = jv_int64(v);
		return true;
	case JV_DOUBLE:
		out->kind = PV_NUMBER;
		out->text =
		    json_read_copy_string(r, v); /* the JSON text, unchanged */
		return out->text != NULL;
	case JV_STRING:
		out->kind = PV_STRING;
		out->text = json_read_copy_string(r, v);
		return out->text != NULL;
	case JV_OBJECT:
		if (allow_column) {
			out->kind = PV_COLUMN;
			return read_colref(r, v, at, &out->column);
		}
		break;
	case JV_ARRAY:
		break;
	}
	json_read_wrong_type(r, v, at,
			     allow_column
				 ? "a single value or {\"table\", \"column\"}"
				 : "a single value");
	return false;
}

bool plan_read_value(jreader *r, const jvalue *v, const char *at,
		     struct plan_value *out)
{
	return read_value(r, v, at, false, true, out);
}

static bool read_value_list(jreader *r, const jvalue *v, const char *at,
			    bool allow_null, struct plan_filter *f)
{
	size_t n = json_value_length(v);
	f->list = json_read_alloc(r, n, sizeof *f->list);
	f->list_count = n;
	bool ok = n == 0 || f->list;
	for (size_t i = 0; ok && i < n; i++)
		ok = read_value(r, json_value_item(v, i),
				json_read_item(r, at, i), false, allow_null,
				&f->list[i]);
	return ok;
}

/* ---- filters ---- */

static bool read_filter_list(jreader *r, const jvalue *obj, const char *at,
			     const char *key, struct plan_filter **items,
			     size_t *count);
static bool read_filter(jreader *r, const jvalue *v, const char *at, void *out);

static bool read_leaf_value(jreader *r, const jvalue *obj, const char *at,
			    struct plan_filter *f)
{
	const char *where = json_read_child(r, at, "value");
	const jvalue *v = json_value_get(obj, "value");
	bool present = v != NULL;
	if (f->op == OP_IS_NULL || f->op == OP_IS_NOT_NULL)
		return true; /* the value is ignored */
	if (!present) {
		diag_error(r->d, "missing-field", where,
			   "the operator %N needs a value",
			   plan_op_names[f->op]);
		return false;
	}
	switch (f->op) {
	case OP_BETWEEN:
		if (!json_read_expect(r, v, where, JV_ARRAY,
				      "an array [low, high]"))
			return false;
		if (json_value_length(v) != 2) {
			diag_error(
			    r->d, "bad-value", where,
			    "between needs exactly two values [low, high], "
			    "found %zu",
			    json_value_length(v));
			return false;
		}
		return read_value_list(r, v, where, false, f);
	case OP_IN:
	case OP_NOT_IN:
		if (!json_read_expect(r, v, where, JV_ARRAY, "an array"))
			return false;
		return read_value_list(r, v, where, true, f);
	case OP_LIKE:
	case OP_ILIKE:
	case OP_STARTS_WITH:
	case OP_ENDS_WITH:
		if (!json_read_expect(r, v, where, JV_STRING, "a string"))
			return false;
		return read_value(r, v, where, false, false, &f->value);
	case OP_IN_PERIOD:
		return plan_read_period(r, v, where, &f->period);
	default:
		if (json_value_is(v, JV_ARRAY)) {
			plansql_diagnostic *e = diag_error(
			    r->d, "wrong-type", where,
			    "the operator %N compares with one value, not "
			    "a list",
			    plan_op_names[f->op]);
			diag_hint(r->d, e, "use \"in\" for a list of values");
			return false;
		}
		return read_value(r, v, where, true, true, &f->value);
	}
}

static bool read_leaf(jreader *r, const jvalue *v, const char *at,
		      struct plan_filter *f)
{
	static const char *const known[] = {"table", "column",	    "op",
					    "value", "source_text", "comment"};
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	f->kind = FILTER_LEAF;
	f->table = json_read_name(r, v, at, "table", false);
	f->column = json_read_name(r, v, at, "column", true);
	f->source_text = json_read_note(r, v, at, "source_text");
	f->comment = json_read_note(r, v, at, "comment");
	const jvalue *op = json_read_member(r, v, at, "op", true);
	if (op && json_value_is(op, JV_STRING) &&
	    !strcmp(json_value_string(op), "exists")) {
		plansql_diagnostic *e =
		    diag_error(r->d, "bad-value", json_read_child(r, at, "op"),
			       "\"exists\" is not a filter operator");
		diag_hint(r->d, e,
			  "express existence with subquery_filters "
			  "(op \"exists\" or \"not_exists\")");
		return false;
	}
	int o = json_read_enum(r, v, at, "op", plan_op_names,
			       COUNT_OF(plan_op_names), true, -1);
	if (o < 0 || !f->column)
		return false;
	f->op = (enum filter_op)o;
	return read_leaf_value(r, v, at, f);
}

static const char *group_key(const jvalue *v, int *count)
{
	static const char *const keys[] = {"any", "all", "not"};
	const char *found = NULL;
	*count = 0;
	for (size_t i = 0; i < COUNT_OF(keys); i++) {
		if (json_value_get(v, keys[i])) {
			found = found ? found : keys[i];
			++*count;
		}
	}
	return found;
}

static bool read_group(jreader *r, const jvalue *v, const char *at,
		       const char *key, struct plan_filter *f)
{
	if (json_value_get(v, "column") || json_value_get(v, "op")) {
		diag_error(r->d, "ambiguous-filter", at,
			   "a filter group (%N) must not also have \"column\" "
			   "or \"op\"",
			   key);
		return false;
	}
	json_read_check_fields(r, v, at, &key, 1);
	f->kind = !strcmp(key, "any")	? FILTER_ANY
		  : !strcmp(key, "all") ? FILTER_ALL
					: FILTER_NOT;
	if (f->kind != FILTER_NOT) {
		if (!read_filter_list(r, v, at, key, &f->items, &f->item_count))
			return false;
		if (f->item_count == 0) {
			diag_error(r->d, "empty-group",
				   json_read_child(r, at, key),
				   "%N needs at least one filter", key);
			return false;
		}
		return true;
	}
	const jvalue *inner = json_read_member(r, v, at, "not", true);
	f->items = json_read_alloc(r, 1, sizeof *f->items);
	f->item_count = 1;
	return inner && f->items &&
	       read_filter(r, inner, json_read_child(r, at, "not"), f->items);
}

bool plan_read_filter(jreader *r, const jvalue *v, const char *at,
		      struct plan_filter *f)
{
	memset(f, 0, sizeof *f);
	f->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	int groups;
	const char *key = group_key(v, &groups);
	if (groups > 1) {
		diag_error(r->d, "ambiguous-filter", at,
			   "a filter group must have exactly one of \"any\", "
			   "\"all\" and \"not\"");
		return false;
	}
	return key ? read_group(r, v, at, key, f) : read_leaf(r, v, at, f);
}

static bool read_filter(jreader *r, const jvalue *v, const char *at, void *out)
{
	return plan_read_filter(r, v, at, out);
}

static bool read_filter_list(jreader *r, const jvalue *obj, const char *at,
			     const char *key, struct plan_filter **items,
			     size_t *count)
{
	return JR_EACH(r, obj, at, key, read_filter, items, count);
}

/* ---- columns, selections, joins ---- */

/* A column; "output" (ext) only where known lists it: group_by columns. */
static bool read_column_fields(jreader *r, const jvalue *v, const char *at,
			       struct plan_column *c, const char *const *known,
			       size_t known_count)
{
	memset(c, 0, sizeof *c);
	c->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, known_count);
	c->table = json_read_name(r, v, at, "table", false);
	c->column = json_read_name(r, v, at, "column", true);
	c->reason = json_read_note(r, v, at, "reason");
	int role =
	    json_read_enum(r, v, at, "role", plan_role_names,
			   COUNT_OF(plan_role_names), false, ROLE_PROJECTION);
	int type = json_read_enum(r, v, at, "value_type", plan_value_type_names,
				  COUNT_OF(plan_value_type_names), false,
				  VALUE_UNKNOWN);
	c->role = (enum column_role)(role < 0 ? 0 : role);
	c->value_type = (enum value_type)(type < 0 ? 0 : type);
	c->alias = json_read_name(r, v, at, "alias", false);
	return c->column && role >= 0 && type >= 0;
}

static bool read_column(jreader *r, const jvalue *v, const char *at, void *out)
{
	static const char *const known[] = {"table",	  "column", "role",
					    "value_type", "reason", "alias"};
	return read_column_fields(r, v, at, out, known, COUNT_OF(known));
}

static bool read_group_column(jreader *r, const jvalue *v, const char *at,
			      void *out)
{
	static const char *const known[] = {"table",	  "column", "role",
					    "value_type", "reason", "alias",
					    "output"};
	struct plan_column *c = out;
	bool ok = read_column_fields(r, v, at, c, known, COUNT_OF(known));
	c->hidden = !json_read_bool(r, v, at, "output", true);
	return ok;
}

static bool read_column_list(jreader *r, const jvalue *obj, const char *at,
			     const char *key, struct plan_column **items,
			     size_t *count)
{
	return JR_EACH(r, obj, at, key, read_column, items, count);
}

static bool read_selection(jreader *r, const jvalue *v, const char *at,
			   void *out)
{
	struct plan_selection *s = out;
	static const char *const known[] = {"table",
					    "alias",
					    "confidence",
					    "reason",
					    "columns",
					    "filters",
					    "include_only_for_join",
					    "candidate_keys",
					    "schema"};
	memset(s, 0, sizeof *s);
	s->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	s->table = json_read_name(r, v, at, "table", true);
	s->alias = json_read_name(r, v, at, "alias", false);
	s->schema = json_read_name(r, v, at, "schema", false);
	s->confidence = read_confidence(r, v, at);
	s->reason = json_read_note(r, v, at, "reason");
	s->candidate_keys = read_any(r, v, at, "candidate_keys");
	s->join_only = json_read_bool(r, v, at, "include_only_for_join", false);
	bool ok = read_column_list(r, v, at, "columns", &s->columns,
				   &s->column_count);
	ok &= read_filter_list(r, v, at, "filters", &s->filters,
			       &s->filter_count);
	return ok && s->table;
}

/* A join column may be empty or left out: the audit completes it from
 * the catalog's keys, and lowering rejects it when nothing did. */
static const char *read_join_column(jreader *r, const jvalue *v, const char *at,
				    const char *key)
{
	const jvalue *c = json_read_member(r, v, at, key, false);
	if (!c ||
	    (json_value_is(c, JV_STRING) && json_value_string_len(c) == 0))
		return "";
	return json_read_name(r, v, at, key, true);
}

static bool read_join(jreader *r, const jvalue *v, const char *at, void *out)
{
	struct plan_join *j = out;
	static const char *const known[] = {
	    "from_table", "from_column", "to_table",  "to_column",
	    "join_type",  "reason",	 "confidence"};
	memset(j, 0, sizeof *j);
	j->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	j->from.table = json_read_name(r, v, at, "from_table", true);
	j->from.column = read_join_column(r, v, at, "from_column");
	j->to.table = json_read_name(r, v, at, "to_table", true);
	j->to.column = read_join_column(r, v, at, "to_column");
	j->from.at = json_read_child(r, at, "from_table");
	j->to.at = json_read_child(r, at, "to_table");
	j->reason = json_read_note(r, v, at, "reason");
	j->confidence = read_confidence(r, v, at);
	int type = json_read_enum(r, v, at, "join_type", plan_join_names,
				  COUNT_OF(plan_join_names), false, JOIN_INNER);
	j->type = (enum join_type)(type < 0 ? 0 : type);
	return j->from.table && j->from.column && j->to.table && j->to.column &&
	       type >= 0;
}

/* ---- group by, order, windows, subqueries ---- */

/* "column": "*" is how models write COUNT(*); other functions need a
 * column. */
static bool read_star_aggregate(jreader *r, const jvalue *v, const char *at,
				struct plan_aggregate *g)
{
	const char *where = json_read_child(r, at, "column");
	if (g->function == AGG_COUNT) {
		plansql_diagnostic *f =
		    diag_add(r->d, PLANSQL_FIXED, "count-star", where,
			     "COUNT of \"*\" is read as COUNT(*), all rows");
		json_read_change(r, f, json_value_get(v, "column"), NULL);
		g->column = NULL;
		return true;
	}
	plansql_diagnostic *e = diag_error(r->d, "star-column", where,
					   "%s needs a column, not \"*\"",
					   sql_aggregate_names[g->function]);
	diag_hint(r->d, e,
		  g->function == AGG_COUNT_DISTINCT
		      ? "COUNT_DISTINCT counts the distinct values of one "
			"column; use COUNT for all rows"
		      : "name the column to aggregate");
	return false;
}

static bool names_table(const char *named, const char *table)
{
	return !named || !strcmp(named, table);
}

static bool expression_only_reads(const struct plan_expr *e, const char *table);

/* Whether a CASE condition names only table (or no table). */
static bool filter_only_reads(const struct plan_filter *f, const char *table)
{
	for (size_t i = 0; i < f->item_count; i++)
		if (!filter_only_reads(&f->items[i], table))
			return false;
	return f->kind != FILTER_LEAF ||
	       (names_table(f->table, table) &&
		(f->value.kind != PV_COLUMN ||
		 names_table(f->value.column.table, table)));
}

/* Whether every column of e is of table (or names no table). */
static bool expression_only_reads(const struct plan_expr *e, const char *table)
{
	if (!e)
		return true;
	switch (e->kind) {
	case PE_COLUMN:
		return names_table(e->column.table, table);
	case PE_FUNCTION:
		for (size_t i = 0; i < e->arg_count; i++)
			if (!expression_only_reads(&e->args[i], table))
				return false;
		return true;
	case PE_CASE:
		for (size_t i = 0; i < e->when_count; i++)
			if (!filter_only_reads(&e->whens[i].when, table) ||
			    !expression_only_reads(e->whens[i].then, table))
				return false;
		return expression_only_reads(e->otherwise, table);
	default:
		return true;
	}
}

/* An aggregate of an expression (format 2) in place of a column.  A
 * "table" beside it that names the one table the expression reads says
 * nothing more (models write it): dropped, and said so.  A "column"
 * beside it, or a table the expression does not read alone, is a
 * second thing to aggregate: an error. */
static bool read_aggregate_expression(jreader *r, const jvalue *v,
				      const jvalue *e, const char *at,
				      struct plan_aggregate *g)
{
	const char *where = json_read_child(r, at, "expression");
	g->expression = json_read_alloc(r, 1, sizeof *g->expression);
	if (!g->expression || !plan_read_expr(r, e, where, g->expression))
		return false;
	if (g->table && !g->column &&
	    expression_only_reads(g->expression, g->table)) {
		plansql_diagnostic *f = diag_add(
		    r->d, PLANSQL_FIXED, "aggregate-table",
		    json_read_child(r, at, "table"),
		    "%N is the table the aggregate's expression reads: the "
		    "expression is aggregated",
		    g->table);
		json_read_change(r, f, json_value_get(v, "table"), NULL);
		g->table = NULL;
	}
	if (g->column || g->table) {
		plansql_diagnostic *d = diag_error(
		    r->d, "conflicting-fields", where,
		    "an aggregate has an expression and a table or column");
		diag_hint(r->d, d, "aggregate one of the two");
		return false;
	}
	return true;
}

static bool read_aggregate(jreader *r, const jvalue *v, const char *at,
			   void *out)
{
	struct plan_aggregate *g = out;
	static const char *const known[] = {"function",	 "table",   "column",
					    "alias",	 "comment", "output",
					    "expression"};
	memset(g, 0, sizeof *g);
	g->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	int fn = json_read_enum(r, v, at, "function", sql_aggregate_names,
				COUNT_OF(sql_aggregate_names), true, -1);
	g->table = json_read_name(r, v, at, "table", false);
	g->column = json_read_name(r, v, at, "column", false);
	g->alias = json_read_name(r, v, at, "alias", false);
	g->comment = json_read_note(r, v, at, "comment");
	g->hidden = !json_read_bool(r, v, at, "output", true);
	if (fn < 0)
		return false;
	g->function = (enum aggregate_function)fn;
	if (json_read_member(r, v, at, "column", false) && !g->column)
		return false; /* read_name reported it */
	const jvalue *expression =
	    json_read_member(r, v, at, "expression", false);
	if (expression)
		return read_aggregate_expression(r, v, expression, at, g);
	if (g->column && !strcmp(g->column, "*"))
		return read_star_aggregate(r, v, at, g);
	if (!g->column && g->function != AGG_COUNT) {
		plansql_diagnostic *e = diag_error(
		    r->d, "missing-field", json_read_child(r, at, "column"),
		    "%s needs a column", sql_aggregate_names[fn]);
		if (g->function == AGG_COUNT_DISTINCT)
			diag_hint(r->d, e,
				  "COUNT_DISTINCT counts distinct values of a "
				  "column; use COUNT for all rows");
		return false;
	}
	return true;
}

static bool read_aggregates(jreader *r, const jvalue *obj, const char *at,
			    struct plan_group_by *g)
{
	/* grouped columns alone are a plan too: one row per group */
	bool grouped = g->column_count > 0;
	bool given = json_read_member(r, obj, at, "aggregates", false);
	bool ok = !given || JR_EACH(r, obj, at, "aggregates", read_aggregate,
				    &g->aggregates, &g->aggregate_count);
	if (ok && g->aggregate_count == 0 && !grouped) {
		plansql_diagnostic *e = diag_error(
		    r->d, "empty-list",
		    given ? json_read_child(r, at, "aggregates") : at,
		    "group_by needs a grouped column or an aggregate");
		diag_hint(r->d, e,
			  "list the columns to group by in group_by_columns, "
			  "or set group_by to null");
		return false;
	}
	return ok;
}

static bool read_group_by(jreader *r, const jvalue *v, const char *at,
			  struct plan_group_by **out)
{
	static const char *const known[] = {"group_by_columns", "aggregates",
					    "having_filters"};
	*out = NULL;
	if (!json_read_expect_object(r, v, at))
		return false;
	struct plan_group_by *g = json_read_alloc(r, 1, sizeof *g);
	if (!g)
		return false;
	g->at = at;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	bool ok = JR_EACH(r, v, at, "group_by_columns", read_group_column,
			  &g->columns, &g->column_count);
	ok &= read_aggregates(r, v, at, g);
	ok &= read_filter_list(r, v, at, "having_filters", &g->having,
			       &g->having_count);
	*out = g;
	return ok;
}

bool plan_read_order(jreader *r, const jvalue *v, const char *at,
		     struct plan_order *o)
{
	static const char *const known[] = {"table", "column", "direction"};
	memset(o, 0, sizeof *o);
	o->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	o->table = json_read_name(r, v, at, "table", false);
	o->column = json_read_name(r, v, at, "column", true);
	int dir = json_read_enum(r, v, at, "direction", plan_direction_names,
				 COUNT_OF(plan_direction_names), false, 0);
	o->descending = dir == 1;
	return o->column && dir >= 0;
}

static bool read_order(jreader *r, const jvalue *v, const char *at, void *out)
{
	return plan_read_order(r, v, at, out);
}

static bool read_order_list(jreader *r, const jvalue *obj, const char *at,
			    const char *key, struct plan_order **items,
			    size_t *count)
{
	return JR_EACH(r, obj, at, key, read_order, items, count);
}

static bool read_window(jreader *r, const jvalue *v, const char *at, void *out)
{
	struct plan_window *w = out;
	static const char *const known[] = {
	    "function", "partition_by", "order_by", "alias",   "table",
	    "column",	"buckets",	"offset",   "default", "comment"};
	memset(w, 0, sizeof *w);
	w->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	int fn = json_read_enum(r, v, at, "function", sql_window_names,
				COUNT_OF(sql_window_names), true, -1);
	w->function = (enum window_function)(fn < 0 ? 0 : fn);
	w->alias = json_read_name(r, v, at, "alias", false);
	w->comment = json_read_note(r, v, at, "comment");
	w->table = json_read_name(r, v, at, "table", false);
	w->column = json_read_name(r, v, at, "column", false);
	w->buckets = json_read_integer(r, v, at, "buckets", 1, 0);
	w->offset = json_read_integer(r, v, at, "offset", 0, -1);
	const jvalue *def = json_read_member(r, v, at, "default", false);
	w->has_default = def != NULL;
	bool ok = fn >= 0;
	if (def)
		ok &= read_value(r, def, json_read_child(r, at, "default"),
				 false, false, &w->default_value);
	ok &= read_column_list(r, v, at, "partition_by", &w->partition_by,
			       &w->partition_count);
	ok &= read_order_list(r, v, at, "order_by", &w->order_by,
			      &w->order_count);
	return ok;
}

static bool read_query(jreader *r, const jvalue *obj, const char *at,
		       bool is_cte, bool selections_required,
		       struct plan_query *q);

static bool read_correlation(jreader *r, const jvalue *v, const char *at,
			     void *out)
{
	struct plan_correlation *c = out;
	static const char *const known[] = {"outer", "inner"};
	memset(c, 0, sizeof *c);
	c->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	const jvalue *outer = json_read_member(r, v, at, "outer", true);
	const jvalue *inner = json_read_member(r, v, at, "inner", true);
	const char *outer_at = json_read_child(r, at, "outer");
	const char *inner_at = json_read_child(r, at, "inner");
	bool ok = outer && json_read_expect_object(r, outer, outer_at) &&
		  read_colref(r, outer, outer_at, &c->outer);
	ok &= inner && json_read_expect_object(r, inner, inner_at) &&
	      read_colref(r, inner, inner_at, &c->inner);
	return ok;
}

/* The fields of a query that is not the plan's main one nor a CTE: a
 * nested query or a set-operation member. */
static const char *const member_fields[] = {
    "selections",	"global_filters",
    "join_edges",	"group_by",
    "window_functions", "subquery_filters",
    "order_by",		"limit",
    "offset",		"distinct",
    "set_operations",	"computed_columns",
    "output_order"};

/* A nested query (format 2): the query shape, without a plan's fields. */
static bool read_nested_query(jreader *r, const jvalue *v, const char *at,
			      struct plan_subquery *s)
{
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, member_fields,
			       COUNT_OF(member_fields));
	s->query = json_read_alloc(r, 1, sizeof *s->query);
	return s->query && read_query(r, v, at, false, true, s->query);
}

/* The simple form names what the query form replaces. */
static bool simple_fields_absent(jreader *r, const jvalue *v, const char *at)
{
	static const char *const simple[] = {"subquery_table",
					     "subquery_column",
					     "subquery_filters", "aggregate"};
	bool ok = true;
	for (size_t i = 0; i < COUNT_OF(simple); i++) {
		if (!json_read_member(r, v, at, simple[i], false))
			continue;
		plansql_diagnostic *e = diag_error(
		    r->d, "conflicting-fields",
		    json_read_child(r, at, simple[i]),
		    "a subquery filter with a query has no %s", simple[i]);
		diag_hint(r->d, e,
			  "put the table, column, filters and aggregates "
			  "into the query");
		ok = false;
	}
	return ok;
}

/* The simple form compares with one value only through an aggregate. */
static bool simple_scalar_checked(jreader *r, const char *at,
				  const struct plan_subquery *s)
{
	bool compares = plan_subquery_op_compares(s->op);
	if (compares && !s->has_aggregate) {
		plansql_diagnostic *e = diag_error(
		    r->d, "scalar-subquery", json_read_child(r, at, "op"),
		    "%s compares with one value, and the subquery yields a "
		    "column",
		    plan_subquery_op_name(s->op));
		diag_hint(r->d, e,
			  "name an \"aggregate\" (COUNT, SUM, AVG, MIN, MAX), "
			  "or give a \"query\" that yields one row");
		return false;
	}
	if (s->has_aggregate &&
	    (s->op == SUB_EXISTS || s->op == SUB_NOT_EXISTS)) {
		plansql_diagnostic *e = diag_error(
		    r->d, "subquery-aggregate",
		    json_read_child(r, at, "aggregate"),
		    "an aggregate always yields a row, so %s would be "
		    "constant",
		    plan_subquery_op_name(s->op));
		diag_hint(r->d, e, "compare the aggregate with = > < etc.");
		return false;
	}
	return true;
}

static bool read_subquery_form(jreader *r, const jvalue *v, const char *at,
			       struct plan_subquery *s)
{
	const jvalue *query = json_read_member(r, v, at, "query", false);
	bool ok = JR_EACH(r, v, at, "correlated_on", read_correlation,
			  &s->correlations, &s->correlation_count);
	if (query)
		return simple_fields_absent(r, v, at) &&
		       read_nested_query(r, query,
					 json_read_child(r, at, "query"), s) &&
		       ok;
	if (json_read_member(r, v, at, "correlated_on", false)) {
		plansql_diagnostic *e =
		    diag_error(r->d, "conflicting-fields",
			       json_read_child(r, at, "correlated_on"),
			       "correlated_on needs a query");
		diag_hint(r->d, e,
			  "the simple form is correlated on subquery_column "
			  "= outer_column already");
		ok = false;
	}
	s->table = json_read_name(r, v, at, "subquery_table", true);
	s->column = json_read_name(r, v, at, "subquery_column", true);
	int agg = json_read_enum(r, v, at, "aggregate", sql_aggregate_names,
				 AGG_COUNT_DISTINCT, false, -1);
	s->has_aggregate = agg >= 0;
	s->aggregate = (enum aggregate_function)(agg < 0 ? 0 : agg);
	if (!s->has_aggregate && json_read_member(r, v, at, "aggregate", false))
		ok = false; /* reported: not one of the functions */
	ok &= read_filter_list(r, v, at, "subquery_filters", &s->filters,
			       &s->filter_count);
	return ok && s->table && s->column && simple_scalar_checked(r, at, s);
}

static bool read_subquery(jreader *r, const jvalue *v, const char *at,
			  void *out)
{
	struct plan_subquery *s = out;
	static const char *const known[] = {
	    "outer_table",     "outer_column",	   "op",      "subquery_table",
	    "subquery_column", "subquery_filters", "comment", "query",
	    "correlated_on",   "aggregate"};
	memset(s, 0, sizeof *s);
	s->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	int op = json_read_enum(r, v, at, "op", plan_subquery_names,
				COUNT_OF(plan_subquery_names), true, -1);
	s->op = (enum subquery_op)(op < 0 ? 0 : op);
	/* EXISTS over a query is tied to the outer query by correlated_on;
	 * an outer side it names anyway is named whole */
	bool outer_required =
	    !(json_read_member(r, v, at, "query", false) &&
	      (s->op == SUB_EXISTS || s->op == SUB_NOT_EXISTS)) ||
	    json_read_member(r, v, at, "outer_table", false) ||
	    json_read_member(r, v, at, "outer_column", false);
	s->outer.table =
	    json_read_name(r, v, at, "outer_table", outer_required);
	s->outer.column =
	    json_read_name(r, v, at, "outer_column", outer_required);
	s->outer.at = json_read_child(r, at, "outer_table");
	s->comment = json_read_note(r, v, at, "comment");
	bool ok = op >= 0 && read_subquery_form(r, v, at, s);
	return ok && (!outer_required || (s->outer.table && s->outer.column));
}

/* ---- queries and the plan ---- */

static bool read_selections(jreader *r, const jvalue *obj, const char *at,
			    struct plan_query *q, bool required)
{
	bool ok = JR_EACH(r, obj, at, "selections", read_selection,
			  &q->selections, &q->selection_count);
	if (ok && required && q->selection_count == 0) {
		const jvalue *v =
		    json_read_member(r, obj, at, "selections", false);
		if (v)
			diag_error(r->d, "empty-list",
				   json_read_child(r, at, "selections"),
				   "a plan needs at least one selection");
		else
			json_read_member(r, obj, at, "selections", true);
		return false;
	}
	return ok;
}

/* The seed system prints no LIMIT for 0, so 0 means no limit. */
static int64_t read_limit(jreader *r, const jvalue *obj, const char *at)
{
	const jvalue *v = json_read_member(r, obj, at, "limit", false);
	if (v && json_value_is(v, JV_INT) && jv_int64(v) == 0) {
		plansql_diagnostic *f =
		    diag_add(r->d, PLANSQL_FIXED, "limit-zero",
			     json_read_child(r, at, "limit"),
			     "a limit of 0 is read as no limit");
		json_read_change(r, f, v, NULL);
		return -1;
	}
	return json_read_integer(r, obj, at, "limit", 1, -1);
}

/* A CTE body names its WHERE list "filters" (the seed system's word) or
 * "global_filters" (a query's word); both at once would be ambiguous. */
static const char *filters_key_of(jreader *r, const jvalue *obj, const char *at,
				  bool is_cte)
{
	if (!is_cte)
		return "global_filters";
	bool has_filters =
	    json_read_member(r, obj, at, "filters", false) != NULL;
	bool has_global = json_read_member(r, obj, at, "global_filters", false);
	if (has_filters && has_global) {
		plansql_diagnostic *e =
		    diag_error(r->d, "conflicting-fields",
			       json_read_child(r, at, "filters"),
			       "a CTE has both filters and global_filters");
		diag_hint(r->d, e, "put every condition in one of the two");
	}
	return has_global && !has_filters ? "global_filters" : "filters";
}

static bool read_set_operations(jreader *r, const jvalue *obj, const char *at,
				struct plan_query *q);

/* An output_order item (ext): {"column"}, or {"table", "column"}. */
static bool read_output_item(jreader *r, const jvalue *v, const char *at,
			     void *out)
{
	struct plan_colref *ref = out;
	static const char *const known[] = {"table", "column"};
	memset(ref, 0, sizeof *ref);
	ref->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	ref->table = json_read_name(r, v, at, "table", false);
	ref->column = json_read_name(r, v, at, "column", true);
	return ref->column != NULL;
}

/* Every field of a query: the main query, a CTE body and (format 2) a
 * set-operation member or a nested query have the same shape. */
static bool read_query(jreader *r, const jvalue *obj, const char *at,
		       bool is_cte, bool selections_required,
		       struct plan_query *q)
{
	q->at = at;
	bool ok = read_selections(r, obj, at, q, selections_required);
	ok &= read_filter_list(r, obj, at, filters_key_of(r, obj, at, is_cte),
			       &q->filters, &q->filter_count);
	ok &= JR_EACH(r, obj, at, "join_edges", read_join, &q->joins,
		      &q->join_count);
	const jvalue *g = json_read_member(r, obj, at, "group_by", false);
	if (g)
		ok &= read_group_by(r, g, json_read_child(r, at, "group_by"),
				    &q->group_by);
	ok &= JR_EACH(r, obj, at, "window_functions", read_window, &q->windows,
		      &q->window_count);
	ok &= JR_EACH(r, obj, at, "subquery_filters", read_subquery,
		      &q->subqueries, &q->subquery_count);
	ok &= JR_EACH(r, obj, at, "computed_columns", plan_read_computed,
		      &q->computed, &q->computed_count);
	ok &= read_order_list(r, obj, at, "order_by", &q->order_by,
			      &q->order_count);
	q->limit = read_limit(r, obj, at);
	q->offset = json_read_integer(r, obj, at, "offset", 0, -1);
	q->distinct = json_read_bool(r, obj, at, "distinct", false);
	ok &= JR_EACH(r, obj, at, "output_order", read_output_item,
		      &q->output_order, &q->output_order_count);
	ok &= read_set_operations(r, obj, at, q);
	return ok;
}

/* ---- set operations (format 2) ---- */

/* {"op": .., "query": Query}: the member is read by read_query itself;
 * the JSON depth limit bounds the recursion. */
static bool read_set_operation(jreader *r, const jvalue *v, const char *at,
			       void *out)
{
	struct plan_set_operation *s = out;
	static const char *const known[] = {"op", "query"};
	memset(s, 0, sizeof *s);
	s->at = at;
	s->query.limit = s->query.offset = -1;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	int op = json_read_enum(r, v, at, "op", plan_set_op_names,
				COUNT_OF(plan_set_op_names), true, -1);
	s->op = (enum set_op)(op < 0 ? 0 : op);
	const jvalue *q = json_read_member(r, v, at, "query", true);
	const char *q_at = json_read_child(r, at, "query");
	if (!q || !json_read_expect_object(r, q, q_at))
		return false;
	json_read_check_fields(r, q, q_at, member_fields,
			       COUNT_OF(member_fields));
	bool ok = read_query(r, q, q_at, false, true, &s->query);
	return ok && op >= 0;
}

static bool read_set_operations(jreader *r, const jvalue *obj, const char *at,
				struct plan_query *q)
{
	return JR_EACH(r, obj, at, "set_operations", read_set_operation,
		       &q->set_operations, &q->set_operation_count);
}

static bool read_cte(jreader *r, const jvalue *v, const char *at, void *out)
{
	struct plan_cte *c = out;
	static const char *const known[] = {"name",
					    "selections",
					    "join_edges",
					    "filters",
					    "global_filters",
					    "group_by",
					    "window_functions",
					    "subquery_filters",
					    "order_by",
					    "limit",
					    "offset",
					    "distinct",
					    "set_operations",
					    "computed_columns",
					    "output_order"};
	memset(c, 0, sizeof *c);
	c->at = at;
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	c->name = json_read_name(r, v, at, "name", true);
	bool ok = read_query(r, v, at, true, true, &c->query);
	return ok && c->name;
}

static void read_ambiguities(jreader *r, const jvalue *root,
			     struct plansql_plan *plan)
{
	const jvalue *array;
	size_t n = json_read_array(r, root, "", "ambiguities", &array);
	const char *where = json_read_child(r, "", "ambiguities");
	plan->ambiguities = json_read_alloc(r, n, sizeof *plan->ambiguities);
	for (size_t i = 0; i < n && plan->ambiguities; i++) {
		const jvalue *v = json_value_item(array, i);
		const char *at = json_read_item(r, where, i);
		if (json_read_expect(r, v, at, JV_STRING, "a string"))
			plan->ambiguities[plan->ambiguity_count++] =
			    json_read_copy_string(r, v);
	}
}

static const char *const plan_fields[] = {"decision",
					  "intent_summary",
					  "selections",
					  "global_filters",
					  "join_edges",
					  "group_by",
					  "window_functions",
					  "subquery_filters",
					  "ctes",
					  "order_by",
					  "limit",
					  "offset",
					  "distinct",
					  "set_operations",
					  "computed_columns",
					  "output_order",
					  "ambiguities",
					  "termination_reason",
					  "confidence"};

static bool read_plan_root(jreader *r, const jvalue *root,
			   struct plansql_plan *plan)
{
	if (!json_value_is(root, JV_OBJECT)) {
		json_read_wrong_type(r, root, "", "a plan object");
		return false;
	}
	json_read_check_fields(r, root, "", plan_fields, COUNT_OF(plan_fields));
	int decision =
	    json_read_enum(r, root, "", "decision", plan_decision_names,
			   COUNT_OF(plan_decision_names), true, -1);
	plan->decision = (enum plan_decision)(decision < 0 ? 0 : decision);
	plan->intent_summary = json_read_note(r, root, "", "intent_summary");
	plan->confidence = read_confidence(r, root, "");
	plan->termination_reason =
	    json_read_note(r, root, "", "termination_reason");
	read_ambiguities(r, root, plan);
	bool ok = JR_EACH(r, root, "", "ctes", read_cte, &plan->ctes,
			  &plan->cte_count);
	ok &= read_query(r, root, "", false,
			 plan->decision != DECISION_TERMINATE, &plan->main);
	return ok && decision >= 0;
}

/* Where a Markdown code fence opens (``` and a language word, then a
 * line break, after white space only): the offset past it, or 0. */
static size_t fence_open_end(const char *text, size_t len)
{
	size_t i = 0;
	while (i < len && strchr(" \t\r\n", text[i]))
		i++;
	if (len - i < 3 || memcmp(text + i, "```", 3))
		return 0;
	i += 3;
	while (i < len && ((text[i] | 0x20) >= 'a' && (text[i] | 0x20) <= 'z'))
		i++;
	while (i < len &&
	       (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
		i++;
	return i < len && text[i] == '\n' ? i + 1 : 0;
}

/* Where the closing fence starts (``` then white space to the end). */
static size_t fence_close_start(const char *text, size_t len, size_t from)
{
	size_t end = len;
	while (end > from && strchr(" \t\r\n", text[end - 1]))
		end--;
	if (end - from < 3 || memcmp(text + end - 3, "```", 3))
		return 0;
	return end - 3;
}

/* Models often wrap the plan in ```json ... ```: a copy with the fences
 * blanked, so byte offsets, lines and columns stay those of the text
 * given; NULL when the text is not fenced. */
static char *unfence(const char *text, size_t len, diag_list *d)
{
	size_t open = fence_open_end(text, len);
	size_t close = open ? fence_close_start(text, len, open) : 0;
	if (!close)
		return NULL;
	char *copy = malloc(len);
	if (!copy) {
		d->out_of_memory = 1;
		return NULL;
	}
	memcpy(copy, text, len);
	for (size_t i = 0; i < len; i++)
		if ((i < open || i >= close) && copy[i] != '\n')
			copy[i] = ' ';
	diag_warning(d, "fenced-json", "",
		     "the plan is inside a ``` code fence; the JSON in it is "
		     "read");
	return copy;
}

plansql_plan *plan_read(const char *text, size_t len, diag_list *d)
{
	plansql_plan *plan = calloc(1, sizeof *plan);
	if (!plan) {
		d->out_of_memory = 1;
		return NULL;
	}
	char *unfenced = unfence(text, len, d);
	if (unfenced)
		text = unfenced;
	arena_init(&plan->arena, PLANSQL_ARENA_LIMIT);
	alignas(max_align_t) unsigned char first_block[8192];
	arena tree; /* a plan's tree mostly fits in first_block */
	arena_init_lent(&tree, PLANSQL_ARENA_LIMIT, first_block,
			sizeof first_block);
	const jvalue *root = json_scan_document(text, len, &json_plan_limits, d,
						&tree, &plan->arena);
	size_t errors_before = d->errors;
	jreader r = {.a = &plan->arena, .d = d};
	bool ok = root && read_plan_root(&r, root, plan);
	arena_free(&tree);
	free(unfenced);
	if (!ok || d->errors > errors_before || d->out_of_memory) {
		plan_free(plan);
		return NULL;
	}
	return plan;
}
