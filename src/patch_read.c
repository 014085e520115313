/* Patch text to patch operations: one operation object, or an array of
 * them applied in order.  Plans' own readers read the filter and ORDER BY
 * items a patch carries, so they mean exactly what they mean in a plan. */
#include "patch.h"

#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "json_in.h"
#include "jread.h"
#include "jsonscan.h"
#include "limits.h"
#include "reader_nodes.h"

static const char *const kind_names[] = {
    "add_column",  "remove_column", "modify_order_by", "modify_limit",
    "add_filter",  "remove_filter", "modify_offset",   "set_distinct"};

const char *patch_kind_name(enum patch_kind kind)
{
	return kind_names[kind];
}

/* The fields each operation has, "operation" first. */
static const char *const column_fields[] = {"operation", "table", "column"};
static const char *const order_fields[] = {"operation", "order_by"};
static const char *const limit_fields[] = {"operation", "limit"};
static const char *const offset_fields[] = {"operation", "offset"};
static const char *const distinct_fields[] = {"operation", "distinct"};
static const char *const filter_fields[] = {"operation", "filter"};

/* A limit or an offset: an integer of at least min, or null to remove
 * it (stored as -1); the member must be there. */
static bool read_count(jreader *r, json_object *v, const char *at,
		       const char *key, int64_t min, struct patch_op *op)
{
	json_object *n;
	if (!json_object_object_get_ex(v, key, &n)) {
		plansql_diagnostic *e = diag_error(
		    r->d, "missing-field", jr_child(r, at, key),
		    "the required field %N is missing", key);
		diag_hint(r->d, e, "give a number, or null to remove it");
		return false;
	}
	if (!n) {
		op->number = -1;
		return true;
	}
	size_t errors = r->d->errors;
	op->number = jr_integer(r, v, at, key, min, -1);
	return r->d->errors == errors;
}

static bool read_order_by(jreader *r, json_object *v, const char *at,
			  struct patch_op *op)
{
	json_object *list = jr_member(r, v, at, "order_by", true);
	const char *where = jr_child(r, at, "order_by");
	if (!list || !jr_expect(r, list, where, json_type_array, "an array"))
		return false;
	size_t n = json_object_array_length(list);
	op->order_by = jr_alloc(r, n, sizeof *op->order_by);
	op->order_count = n;
	bool ok = n == 0 || op->order_by;
	for (size_t i = 0; ok && i < n; i++)
		ok = plan_read_order(r, json_object_array_get_idx(list, i),
				     jr_item(r, where, i), &op->order_by[i]);
	return ok;
}

static bool read_fields(jreader *r, json_object *v, const char *at,
			struct patch_op *op)
{
	json_object *x;
	switch (op->kind) {
	case PATCH_ADD_COLUMN:
	case PATCH_REMOVE_COLUMN:
	case PATCH_REMOVE_FILTER:
		jr_check_fields(r, v, at, column_fields,
				COUNT_OF(column_fields));
		op->table = jr_name(r, v, at, "table", true);
		op->column = jr_name(r, v, at, "column", true);
		return op->table && op->column;
	case PATCH_MODIFY_ORDER_BY:
		jr_check_fields(r, v, at, order_fields, COUNT_OF(order_fields));
		return read_order_by(r, v, at, op);
	case PATCH_MODIFY_LIMIT:
		jr_check_fields(r, v, at, limit_fields, COUNT_OF(limit_fields));
		return read_count(r, v, at, "limit", 1, op);
	case PATCH_MODIFY_OFFSET:
		jr_check_fields(r, v, at, offset_fields,
				COUNT_OF(offset_fields));
		return read_count(r, v, at, "offset", 0, op);
	case PATCH_SET_DISTINCT:
		jr_check_fields(r, v, at, distinct_fields,
				COUNT_OF(distinct_fields));
		x = jr_member(r, v, at, "distinct", true);
		if (!x || !jr_expect_member(r, x, at, "distinct",
					    json_type_boolean, "a boolean"))
			return false;
		op->distinct = json_object_get_boolean(x);
		return true;
	case PATCH_ADD_FILTER:
		jr_check_fields(r, v, at, filter_fields,
				COUNT_OF(filter_fields));
		x = jr_member(r, v, at, "filter", true);
		return x && plan_read_filter(r, x, jr_child(r, at, "filter"),
					     &op->filter);
	}
	return false;
}

static bool read_op(jreader *r, json_object *v, const char *at, void *out)
{
	struct patch_op *op = out;
	memset(op, 0, sizeof *op);
	op->at = at;
	op->number = -1;
	if (!jr_expect_object(r, v, at))
		return false;
	int kind = jr_enum(r, v, at, "operation", kind_names,
			   COUNT_OF(kind_names), true, -1);
	if (kind < 0)
		return false;
	op->kind = (enum patch_kind)kind;
	return read_fields(r, v, at, op);
}

static bool read_ops(jreader *r, json_object *root, plansql_patch *patch)
{
	if (!json_object_is_type(root, json_type_array)) {
		patch->ops = jr_alloc(r, 1, sizeof *patch->ops);
		patch->count = 1;
		return patch->ops && read_op(r, root, "", patch->ops);
	}
	size_t n = json_object_array_length(root);
	if (n == 0) {
		diag_error(r->d, "empty-patch", "",
			   "the patch has no operations");
		return false;
	}
	patch->ops = jr_alloc(r, n, sizeof *patch->ops);
	patch->count = n;
	bool ok = patch->ops != NULL;
	for (size_t i = 0; ok && i < n; i++)
		ok = read_op(r, json_object_array_get_idx(root, i),
			     jr_item(r, "", i), &patch->ops[i]);
	return ok;
}

plansql_patch *patch_read(const char *text, size_t len, diag_list *d)
{
	plansql_patch *patch = patch_new();
	if (!patch) {
		d->out_of_memory = 1;
		return NULL;
	}
	json_object *root = json_in_parse(text, len, &plan_limits, d);
	size_t errors_before = d->errors;
	jreader r = {.a = &patch->arena, .d = d};
	bool ok = root && read_ops(&r, root, patch);
	json_object_put(root);
	if (!ok || d->errors > errors_before || d->out_of_memory) {
		patch_free(patch);
		return NULL;
	}
	return patch;
}

/* {"operation": "add_filter", "filter": {...}} built from its parts. */
static json_object *filter_op_object(const char *table, const char *column,
				     const char *op, bool has_value,
				     json_object *value)
{
	json_object *filter = json_object_new_object();
	json_object *root = json_object_new_object();
	if (!filter || !root) {
		json_object_put(filter);
		json_object_put(root);
		json_object_put(value);
		return NULL;
	}
	if (table)
		json_object_object_add(filter, "table",
				       json_object_new_string(table));
	json_object_object_add(filter, "column",
			       json_object_new_string(column));
	json_object_object_add(filter, "op", json_object_new_string(op));
	if (has_value) /* value NULL: JSON's null */
		json_object_object_add(filter, "value", value);
	json_object_object_add(root, "operation",
			       json_object_new_string("add_filter"));
	json_object_object_add(root, "filter", filter);
	return root;
}

plansql_patch *patch_read_filter(const char *table, const char *column,
				 const char *op, const char *value,
				 diag_list *d)
{
	json_object *v = NULL; /* also JSON's null */
	bool null = false;
	if (value &&
	    !(v = json_in_value(value, strlen(value), &plan_limits, d, &null)) &&
	    !null)
		return NULL;
	plansql_patch *patch = patch_new();
	json_object *root = filter_op_object(table, column, op, value != NULL, v);
	if (!patch || !root) {
		d->out_of_memory = 1;
		patch_free(patch);
		json_object_put(root);
		return NULL;
	}
	size_t errors_before = d->errors;
	jreader r = {.a = &patch->arena, .d = d};
	bool ok = read_ops(&r, root, patch);
	json_object_put(root);
	if (!ok || d->errors > errors_before || d->out_of_memory) {
		patch_free(patch);
		return NULL;
	}
	return patch;
}
