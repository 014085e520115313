/* Patch text to patch operations: one operation object, or an array of
 * them applied in order.  Plans' own readers read the filter and ORDER BY
 * items a patch carries, so they mean exactly what they mean in a plan. */
#include "patch/patch.h"

#include <stdlib.h>
#include <string.h>

#include "json/json_read.h"
#include "json/json_scan.h"
#include "common/plansql_limits.h"
#include "plan/plan_read_nodes.h"

static const char *const kind_names[] = {
    "add_column",    "remove_column",	"modify_order_by", "modify_limit",
    "add_filter",    "remove_filter",	"modify_offset",   "set_distinct",
    "add_aggregate", "remove_aggregate"};

const char *patch_kind_name(enum patch_kind kind)
{
	return kind_names[kind];
}

/* The fields each operation has, "operation" first. */
static const char *const column_fields[] = {"operation", "table", "column",
					    "id"};
static const char *const order_fields[] = {"operation", "order_by"};
static const char *const limit_fields[] = {"operation", "limit"};
static const char *const offset_fields[] = {"operation", "offset"};
static const char *const distinct_fields[] = {"operation", "distinct"};
static const char *const filter_fields[] = {"operation", "filter"};
static const char *const aggregate_fields[] = {"operation", "function", "table",
					       "column",    "alias",	"id"};
#define ADD_AGGREGATE_FIELDS 5 /* all but "id" */
static const char *const order_id_fields[] = {"id", "direction"};

/* A limit or an offset: an integer of at least min, or null to remove
 * it (stored as -1); the member must be there. */
static bool read_count(jreader *r, const jvalue *v, const char *at,
		       const char *key, int64_t min, struct patch_op *op)
{
	const jvalue *n = json_value_get(v, key);
	if (!n) {
		plansql_diagnostic *e = diag_error(
		    r->d, "missing-field", json_read_child(r, at, key),
		    "the required field %N is missing", key);
		diag_hint(r->d, e, "give a number, or null to remove it");
		return false;
	}
	if (n->type == JV_NULL) {
		op->number = -1;
		return true;
	}
	size_t errors = r->d->errors;
	op->number = json_read_integer(r, v, at, key, min, -1);
	return r->d->errors == errors;
}

/* An ORDER BY item {"id", "direction"}: what the id names is found
 * when the patch applies. */
static bool read_order_id(jreader *r, const jvalue *v, const char *at,
			  struct patch_op *op, size_t index)
{
	if (!op->order_ids)
		op->order_ids =
		    json_read_alloc(r, op->order_count, sizeof *op->order_ids);
	if (!op->order_ids)
		return false;
	json_read_check_fields(r, v, at, order_id_fields,
			       COUNT_OF(order_id_fields));
	struct plan_order *o = &op->order_by[index];
	memset(o, 0, sizeof *o);
	o->at = at;
	op->order_ids[index] = json_read_name(r, v, at, "id", true);
	int dir = json_read_enum(r, v, at, "direction", plan_direction_names,
				 COUNT_OF(plan_direction_names), false, 0);
	o->descending = dir == 1;
	return op->order_ids[index] && dir >= 0;
}

/* An "id" in place of the names the operation otherwise takes (those
 * in names, none of which may be given with it). */
static bool read_id(jreader *r, const jvalue *v, const char *at,
		    struct patch_op *op, const char *const *names, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (json_value_get(v, names[i])) {
			plansql_diagnostic *e = diag_error(
			    r->d, "bad-value", json_read_child(r, at, names[i]),
			    "give the id, or %s, not both", names[i]);
			diag_hint(r->d, e, "the id alone names it");
			return false;
		}
	op->id = json_read_name(r, v, at, "id", true);
	return op->id != NULL;
}

static const char *const column_names[] = {"table", "column"};
static const char *const aggregate_names[] = {"function", "table", "column",
					      "alias"};

static bool read_order_by(jreader *r, const jvalue *v, const char *at,
			  struct patch_op *op)
{
	const jvalue *list = json_read_member(r, v, at, "order_by", true);
	const char *where = json_read_child(r, at, "order_by");
	if (!list || !json_read_expect(r, list, where, JV_ARRAY, "an array"))
		return false;
	size_t n = json_value_length(list);
	op->order_by = json_read_alloc(r, n, sizeof *op->order_by);
	op->order_count = n;
	bool ok = n == 0 || op->order_by;
	for (size_t i = 0; ok && i < n; i++) {
		const jvalue *item = json_value_item(list, i);
		const char *item_at = json_read_item(r, where, i);
		ok = json_value_get(item, "id")
			 ? read_order_id(r, item, item_at, op, i)
			 : plan_read_order(r, item, item_at, &op->order_by[i]);
	}
	return ok;
}

/* An aggregate's function, table and column (absent or null for
 * COUNT(*)), as a plan's aggregate reads them. */
static bool read_function(jreader *r, const jvalue *v, const char *at,
			  struct patch_op *op)
{
	int fn = json_read_enum(r, v, at, "function", sql_aggregate_names,
				COUNT_OF(sql_aggregate_names), true, -1);
	op->table = json_read_name(r, v, at, "table", true);
	op->column = json_read_name(r, v, at, "column", false);
	if (fn < 0 || !op->table ||
	    (json_read_member(r, v, at, "column", false) && !op->column))
		return false;
	op->has_function = true;
	op->function = (enum aggregate_function)fn;
	if (op->column || fn == AGG_COUNT)
		return true;
	diag_error(r->d, "missing-field", json_read_child(r, at, "column"),
		   "%s needs a column", sql_aggregate_names[fn]);
	return false;
}

/* add_aggregate: an aggregate as in a plan; alias optional. */
static bool read_add_aggregate(jreader *r, const jvalue *v, const char *at,
			       struct patch_op *op)
{
	op->alias = json_read_name(r, v, at, "alias", false);
	if (json_read_member(r, v, at, "alias", false) && !op->alias)
		return false;
	return read_function(r, v, at, op);
}

/* remove_aggregate: the alias, or else function, table and column. */
static bool read_remove_aggregate(jreader *r, const jvalue *v, const char *at,
				  struct patch_op *op)
{
	bool by_alias = json_read_member(r, v, at, "alias", false) != NULL;
	bool by_function =
	    json_read_member(r, v, at, "function", false) != NULL;
	if (by_alias && by_function) {
		plansql_diagnostic *e = diag_error(
		    r->d, "bad-value", at,
		    "give the aggregate's alias, or its function, table and "
		    "column, not both");
		diag_hint(r->d, e, "the alias alone names it");
		return false;
	}
	if (!by_alias)
		return read_function(r, v, at, op);
	op->alias = json_read_name(r, v, at, "alias", true);
	return op->alias != NULL;
}

/* table and column; table absent or null: column is the alias of a
 * computed column. */
static bool read_column(jreader *r, const jvalue *v, const char *at,
			struct patch_op *op)
{
	const jvalue *t = json_value_get(v, "table");
	op->table = t && t->type != JV_NULL
			? json_read_name(r, v, at, "table", true)
			: NULL;
	op->column = json_read_name(r, v, at, "column", true);
	return (op->table || !t || t->type == JV_NULL) && op->column;
}

static bool read_fields(jreader *r, const jvalue *v, const char *at,
			struct patch_op *op)
{
	const jvalue *x;
	switch (op->kind) {
	case PATCH_ADD_COLUMN:
	case PATCH_REMOVE_COLUMN:
	case PATCH_REMOVE_FILTER:
		json_read_check_fields(r, v, at, column_fields,
				       COUNT_OF(column_fields));
		if (json_value_get(v, "id"))
			return read_id(r, v, at, op, column_names,
				       COUNT_OF(column_names));
		return read_column(r, v, at, op);
	case PATCH_MODIFY_ORDER_BY:
		json_read_check_fields(r, v, at, order_fields,
				       COUNT_OF(order_fields));
		return read_order_by(r, v, at, op);
	case PATCH_MODIFY_LIMIT:
		json_read_check_fields(r, v, at, limit_fields,
				       COUNT_OF(limit_fields));
		return read_count(r, v, at, "limit", 1, op);
	case PATCH_MODIFY_OFFSET:
		json_read_check_fields(r, v, at, offset_fields,
				       COUNT_OF(offset_fields));
		return read_count(r, v, at, "offset", 0, op);
	case PATCH_SET_DISTINCT:
		json_read_check_fields(r, v, at, distinct_fields,
				       COUNT_OF(distinct_fields));
		x = json_read_member(r, v, at, "distinct", true);
		if (!x || !json_read_expect_member(r, x, at, "distinct",
						   JV_BOOLEAN, "a boolean"))
			return false;
		op->distinct = json_value_bool(x);
		return true;
	case PATCH_ADD_FILTER:
		json_read_check_fields(r, v, at, filter_fields,
				       COUNT_OF(filter_fields));
		x = json_read_member(r, v, at, "filter", true);
		return x &&
		       plan_read_filter(r, x, json_read_child(r, at, "filter"),
					&op->filter);
	case PATCH_ADD_AGGREGATE:
	case PATCH_REMOVE_AGGREGATE:
		json_read_check_fields(r, v, at, aggregate_fields,
				       op->kind == PATCH_ADD_AGGREGATE
					   ? ADD_AGGREGATE_FIELDS
					   : COUNT_OF(aggregate_fields));
		if (op->kind == PATCH_REMOVE_AGGREGATE &&
		    json_value_get(v, "id"))
			return read_id(r, v, at, op, aggregate_names,
				       COUNT_OF(aggregate_names));
		return op->kind == PATCH_ADD_AGGREGATE
			   ? read_add_aggregate(r, v, at, op)
			   : read_remove_aggregate(r, v, at, op);
	}
	return false;
}

static bool read_op(jreader *r, const jvalue *v, const char *at, void *out)
{
	struct patch_op *op = out;
	memset(op, 0, sizeof *op);
	op->at = at;
	op->number = -1;
	if (!json_read_expect_object(r, v, at))
		return false;
	int kind = json_read_enum(r, v, at, "operation", kind_names,
				  COUNT_OF(kind_names), true, -1);
	if (kind < 0)
		return false;
	op->kind = (enum patch_kind)kind;
	return read_fields(r, v, at, op);
}

static bool read_ops(jreader *r, const jvalue *root, plansql_patch *patch)
{
	if (!json_value_is(root, JV_ARRAY)) {
		patch->ops = json_read_alloc(r, 1, sizeof *patch->ops);
		patch->count = 1;
		return patch->ops && read_op(r, root, "", patch->ops);
	}
	size_t n = json_value_length(root);
	if (n == 0) {
		diag_error(r->d, "empty-patch", "",
			   "the patch has no operations");
		return false;
	}
	patch->ops = json_read_alloc(r, n, sizeof *patch->ops);
	patch->count = n;
	bool ok = patch->ops != NULL;
	for (size_t i = 0; ok && i < n; i++)
		ok = read_op(r, json_value_item(root, i),
			     json_read_item(r, "", i), &patch->ops[i]);
	return ok;
}

plansql_patch *patch_read(const char *text, size_t len, diag_list *d)
{
	plansql_patch *patch = patch_new();
	if (!patch) {
		d->out_of_memory = 1;
		return NULL;
	}
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	const jvalue *root = json_scan_document(text, len, &json_plan_limits, d,
						&tree, &patch->arena);
	size_t errors_before = d->errors;
	jreader r = {.a = &patch->arena, .d = d};
	bool ok = root && read_ops(&r, root, patch);
	arena_free(&tree);
	if (!ok || d->errors > errors_before || d->out_of_memory) {
		patch_free(patch);
		return NULL;
	}
	return patch;
}

static jmember string_member(const char *key, const char *text)
{
	size_t len = strlen(text);
	return (jmember){.key = key,
			 .key_len = strlen(key),
			 .value = {.type = JV_STRING,
				   .src = text,
				   .src_len = (uint32_t)len,
				   .count = len,
				   .as.string = text}};
}

static jmember object_member(const char *key, const jmember *members,
			     size_t count)
{
	return (jmember){.key = key,
			 .key_len = strlen(key),
			 .value = {.type = JV_OBJECT,
				   .count = count,
				   .as.members = members}};
}

/* {"operation": "add_filter", "filter": {...}} built from its parts, read
 * as if it were text; value NULL: no "value" member. */
static bool read_filter_op(jreader *r, const char *table, const char *column,
			   const char *op, const jvalue *value,
			   plansql_patch *patch)
{
	jmember filter[4];
	size_t n = 0;
	if (table)
		filter[n++] = string_member("table", table);
	filter[n++] = string_member("column", column);
	filter[n++] = string_member("op", op);
	if (value)
		filter[n++] =
		    (jmember){.key = "value", .key_len = 5, .value = *value};
	jmember members[2] = {string_member("operation", "add_filter"),
			      object_member("filter", filter, n)};
	jvalue root = {.type = JV_OBJECT, .count = 2, .as.members = members};
	return read_ops(r, &root, patch);
}

plansql_patch *patch_read_filter(const char *table, const char *column,
				 const char *op, const char *value,
				 diag_list *d)
{
	plansql_patch *patch = patch_new();
	if (!patch) {
		d->out_of_memory = 1;
		return NULL;
	}
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	const jvalue *v = NULL;
	size_t errors_before = d->errors;
	bool ok = false;
	/* the parts are kept, so they move to the patch's arena first */
	const char *t = table ? arena_strdup(&patch->arena, table) : NULL;
	const char *c = arena_strdup(&patch->arena, column);
	const char *o = arena_strdup(&patch->arena, op);
	if ((table && !t) || !c || !o)
		d->out_of_memory = 1;
	else if (!value ||
		 (v = json_scan(value, strlen(value), &json_plan_limits, d,
				&tree, &patch->arena))) {
		jreader r = {.a = &patch->arena, .d = d};
		ok = read_filter_op(&r, t, c, o, v, patch);
	}
	arena_free(&tree);
	if (!ok || d->errors > errors_before || d->out_of_memory) {
		patch_free(patch);
		return NULL;
	}
	return patch;
}
