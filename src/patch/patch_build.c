/* Patches built operation by operation, as the library's constructors
 * and the command line's short options do.  A patch owns copies of
 * everything its operations hold. */
#include "patch/patch.h"

#include <stdlib.h>

#include "common/plansql_limits.h"
#include "plan/plan_copy.h"

plansql_patch *patch_new(void)
{
	plansql_patch *patch = calloc(1, sizeof *patch);
	if (patch)
		arena_init(&patch->arena, PLANSQL_ARENA_LIMIT);
	return patch;
}

static bool copy_string(arena *a, const char **s)
{
	if (!*s)
		return true;
	*s = arena_strdup(a, *s);
	return *s != NULL;
}

/* The order items' ids, copied into a. */
static bool copy_order_ids(arena *a, struct patch_op *op)
{
	if (!op->order_ids)
		return true;
	const char **ids = arena_calloc(a, op->order_count, sizeof *ids);
	for (size_t i = 0; ids && i < op->order_count; i++) {
		ids[i] = op->order_ids[i];
		if (!copy_string(a, &ids[i]))
			return false;
	}
	op->order_ids = ids;
	return ids != NULL || !op->order_count;
}

bool patch_add(plansql_patch *patch, const struct patch_op *op)
{
	arena *a = &patch->arena;
	struct patch_op *ops = arena_calloc(a, patch->count + 1, sizeof *ops);
	if (!ops)
		return false;
	for (size_t i = 0; i < patch->count; i++)
		ops[i] = patch->ops[i];
	struct patch_op *copy = &ops[patch->count];
	*copy = *op;
	if (!copy->at)
		copy->at = "";
	bool ok = copy_string(a, &copy->table) &&
		  copy_string(a, &copy->column) && copy_string(a, &copy->at) &&
		  copy_string(a, &copy->alias) && copy_string(a, &copy->id) &&
		  copy_order_ids(a, copy) &&
		  plan_copy_orders_into(a, &copy->order_by, copy->order_count);
	if (ok && op->kind == PATCH_ADD_FILTER)
		ok = plan_copy_filter_into(a, &copy->filter);
	if (!ok)
		return false;
	patch->ops = ops;
	patch->count++;
	return true;
}

void patch_free(plansql_patch *patch)
{
	if (!patch)
		return;
	arena_free(&patch->arena);
	free(patch);
}
