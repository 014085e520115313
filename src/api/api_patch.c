/* The public API of patches: read or build them, apply them to plans. */
#include <string.h>

#include "audit/audit.h"
#include "patch/patch.h"
#include "patch/patch_options.h"
#include "plansql.h"
#include "api/api_internal.h"

plansql_patch *plansql_patch_new(void)
{
	return patch_new();
}

/* What reading a patch reports is about the patch. */
static plansql_result *about_patch(plansql_result *r)
{
	for (size_t i = 0; i < r->diags.count; i++)
		r->diags.items[i].in_patch = 1;
	return compile_result_done(r);
}

static plansql_result *append_read(plansql_patch *patch, plansql_result *r,
				   plansql_patch *read)
{
	for (size_t i = 0; read && i < read->count; i++)
		if (!patch_add(patch, &read->ops[i]))
			r->diags.out_of_memory = 1;
	patch_free(read);
	return about_patch(r);
}

static bool given(plansql_result *r, const void *object, const char *what)
{
	if (!object)
		diag_error(&r->diags, "missing-argument", "", "no %s was given",
			   what);
	return object != NULL;
}

plansql_result *plansql_patch_add_json(plansql_patch *patch, const char *json,
				       size_t len)
{
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	r->kind = RESULT_DIAGNOSTICS;
	if (!given(r, patch, "patch") || !given(r, json, "patch text"))
		return compile_result_done(r);
	return append_read(patch, r, patch_read(json, len, &r->diags));
}

plansql_result *plansql_patch_add_filter(plansql_patch *patch,
					 const char *table, const char *column,
					 const char *op, const char *value_json)
{
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	r->kind = RESULT_DIAGNOSTICS;
	if (!given(r, patch, "patch"))
		return compile_result_done(r);
	if (!column || !op) {
		diag_error(&r->diags, "missing-field", "",
			   "a filter needs a column and an operator");
		return about_patch(r);
	}
	return append_read(
	    patch, r,
	    patch_read_filter(table, column, op, value_json, &r->diags));
}

plansql_result *plansql_patch_read(const char *json, size_t len,
				   plansql_patch **patch)
{
	plansql_result *r = compile_result_new();
	*patch = NULL;
	if (!r)
		return NULL;
	r->kind = RESULT_DIAGNOSTICS;
	if (!given(r, json, "patch text"))
		return compile_result_done(r);
	*patch = patch_read(json, len, &r->diags);
	return about_patch(r);
}

static int add(plansql_patch *patch, const struct patch_op *op)
{
	if (!patch)
		return PLANSQL_MISUSE;
	return patch_add(patch, op) ? PLANSQL_OK : PLANSQL_NOMEM;
}

int plansql_patch_add_column(plansql_patch *patch, const char *table,
			     const char *column)
{
	struct patch_op op = {
	    .kind = PATCH_ADD_COLUMN, .table = table, .column = column};
	return column ? add(patch, &op) : PLANSQL_MISUSE;
}

int plansql_patch_remove_column(plansql_patch *patch, const char *table,
				const char *column)
{
	struct patch_op op = {
	    .kind = PATCH_REMOVE_COLUMN, .table = table, .column = column};
	return column ? add(patch, &op) : PLANSQL_MISUSE;
}

int plansql_patch_remove_filter(plansql_patch *patch, const char *table,
				const char *column)
{
	struct patch_op op = {
	    .kind = PATCH_REMOVE_FILTER, .table = table, .column = column};
	return column ? add(patch, &op) : PLANSQL_MISUSE;
}

int plansql_patch_add_column_id(plansql_patch *patch, const char *id)
{
	struct patch_op op = {.kind = PATCH_ADD_COLUMN, .id = id};
	return id ? add(patch, &op) : PLANSQL_MISUSE;
}

/* The operation that removes what an id's kind names; an id of no kind
 * goes to remove_column, which reports it unknown when applied. */
static enum patch_kind removal_of(const char *id)
{
	static const struct {
		const char *prefix;
		enum patch_kind kind;
	} kinds[] = {{"aggregate/", PATCH_REMOVE_AGGREGATE},
		     {"filter/", PATCH_REMOVE_FILTER},
		     {"having/", PATCH_REMOVE_FILTER}};
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (!strncmp(id, kinds[i].prefix, strlen(kinds[i].prefix)))
			return kinds[i].kind;
	return PATCH_REMOVE_COLUMN;
}

int plansql_patch_remove_id(plansql_patch *patch, const char *id)
{
	if (!id)
		return PLANSQL_MISUSE;
	struct patch_op op = {.kind = removal_of(id), .id = id};
	return add(patch, &op);
}

/* The function's index in the plan format's spelling; -1 for none. */
static int aggregate_function(const char *name)
{
	for (int i = 0; name && i < SQL_AGGREGATE_COUNT; i++)
		if (!strcmp(sql_aggregate_names[i], name))
			return i;
	return -1;
}

int plansql_patch_add_aggregate(plansql_patch *patch, const char *function,
				const char *table, const char *column,
				const char *alias)
{
	int fn = aggregate_function(function);
	struct patch_op op = {.kind = PATCH_ADD_AGGREGATE,
			      .has_function = true,
			      .function =
				  (enum aggregate_function)(fn < 0 ? 0 : fn),
			      .table = table,
			      .column = column,
			      .alias = alias};
	if (fn < 0 || !table || (!column && fn != AGG_COUNT))
		return PLANSQL_MISUSE;
	return add(patch, &op);
}

int plansql_patch_remove_aggregate(plansql_patch *patch, const char *alias)
{
	struct patch_op op = {.kind = PATCH_REMOVE_AGGREGATE, .alias = alias};
	return alias ? add(patch, &op) : PLANSQL_MISUSE;
}

int plansql_patch_order_by(plansql_patch *patch,
			   const plansql_order_item *items, size_t count)
{
	if (!patch || (count && !items))
		return PLANSQL_MISUSE;
	bool by_id = false;
	for (size_t i = 0; i < count; i++) {
		if (!items[i].column && !items[i].id)
			return PLANSQL_MISUSE;
		by_id |= items[i].id != NULL;
	}
	struct plan_order *order =
	    count ? arena_calloc(&patch->arena, count, sizeof *order) : NULL;
	const char **ids =
	    by_id ? arena_calloc(&patch->arena, count, sizeof *ids) : NULL;
	if ((count && !order) || (by_id && !ids))
		return PLANSQL_NOMEM;
	for (size_t i = 0; i < count; i++) {
		bool named = items[i].id == NULL;
		order[i] = (struct plan_order){named ? items[i].table : NULL,
					       named ? items[i].column : NULL,
					       items[i].descending != 0, ""};
		if (ids)
			ids[i] = items[i].id;
	}
	struct patch_op op = {.kind = PATCH_MODIFY_ORDER_BY,
			      .order_by = order,
			      .order_count = count,
			      .order_ids = ids};
	return add(patch, &op);
}

int plansql_patch_limit(plansql_patch *patch, long long limit)
{
	struct patch_op op = {.kind = PATCH_MODIFY_LIMIT, .number = limit};
	return add(patch, &op);
}

int plansql_patch_offset(plansql_patch *patch, long long offset)
{
	struct patch_op op = {.kind = PATCH_MODIFY_OFFSET, .number = offset};
	return add(patch, &op);
}

int plansql_patch_distinct(plansql_patch *patch, int distinct)
{
	struct patch_op op = {.kind = PATCH_SET_DISTINCT,
			      .distinct = distinct != 0};
	return add(patch, &op);
}

void plansql_patch_free(plansql_patch *patch)
{
	patch_free(patch);
}

plansql_result *plansql_plan_patch(const plansql_plan *plan,
				   const plansql_patch *patch,
				   const plansql_options *options,
				   plansql_plan **patched)
{
	plansql_result *r = compile_result_new();
	*patched = NULL;
	if (!r)
		return NULL;
	r->kind = RESULT_DIAGNOSTICS;
	plansql_options o;
	if (!compile_options_accept(&r->diags, options, &o))
		return compile_result_done(r);
	/* a patch names tables and columns as the catalog spells them:
	 * no glossary */
	struct audit_inputs audit = {.policy = o.policy,
				     .lookup_value = o.lookup_value,
				     .lookup_context = o.lookup_context};
	if (given(r, plan, "plan") && given(r, patch, "patch"))
		*patched =
		    patch_apply(plan, patch, o.catalog, &audit, &r->diags);
	if (compile_result_strict(r, &o)) {
		plan_free(*patched);
		*patched = NULL;
	}
	return compile_result_done(r);
}

char *plansql_plan_options(const plansql_plan *plan,
			   const plansql_options *options)
{
	plansql_options o;
	return plan && compile_options_copy(options, &o)
		   ? patch_options_json(plan, o.catalog, o.policy)
		   : NULL;
}
