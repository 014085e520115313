/* Patches: edits of a plan made without any model.  A patch is a list
 * of operations applied in order to a copy of the plan; the copy is then
 * audited again.  The plan given is never changed, and a patch that
 * fails leaves nothing behind but the reason. */
#ifndef PLANSQL_PATCH_H
#define PLANSQL_PATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"
#include "common/diag.h"
#include "plan/plan.h"

enum patch_kind {
	PATCH_ADD_COLUMN,
	PATCH_REMOVE_COLUMN,
	PATCH_MODIFY_ORDER_BY,
	PATCH_MODIFY_LIMIT,
	PATCH_ADD_FILTER,
	PATCH_REMOVE_FILTER,
	PATCH_MODIFY_OFFSET,
	PATCH_SET_DISTINCT,
	PATCH_ADD_AGGREGATE,
	PATCH_REMOVE_AGGREGATE
};

struct patch_op {
	enum patch_kind kind;
	const char *table, *column;  /* columns and remove_filter */
	struct plan_order *order_by; /* modify_order_by */
	size_t order_count;
	int64_t number; /* limit or offset; -1 removes it */
	bool distinct;
	struct plan_filter filter; /* add_filter */
	/* add_aggregate, remove_aggregate: the function (with table and
	 * column above; column NULL for COUNT(*)) and the alias; either
	 * may be absent (has_function false, alias NULL) */
	bool has_function;
	enum aggregate_function function;
	const char *alias;
	const char *at; /* the operation's JSON Pointer */
	/* a part's stable id (plan_ids.h) in place of its names:
	 * add_column, remove_column, remove_filter, remove_aggregate */
	const char *id;
	/* modify_order_by: per item an id in place of table and column,
	 * or NULL; NULL when no item has one */
	const char **order_ids;
};

struct plansql_patch {
	arena arena; /* the operations and their strings */
	struct patch_op *ops;
	size_t count;
};

/* The operation names as the patch format spells them. */
const char *patch_kind_name(enum patch_kind kind);

/* A patch read from one operation object or an array of them; NULL
 * after reporting why to d. */
plansql_patch *patch_read(const char *text, size_t len, diag_list *d);
/* An add_filter operation from its parts: value is JSON text, NULL for
 * the operators that take none. */
plansql_patch *patch_read_filter(const char *table, const char *column,
				 const char *op, const char *value,
				 diag_list *d);
/* An empty patch, to which patch_add appends operations. */
plansql_patch *patch_new(void);
/* Appends a copy of op (strings and lists included); false when out of
 * memory. */
bool patch_add(plansql_patch *patch, const struct patch_op *op);
void patch_free(plansql_patch *patch);

struct audit_inputs;

/* The patched and audited copy of plan, or NULL after reporting to d
 * why the patch cannot apply.  catalog and audit may be NULL; the
 * patch itself reads audit's policy. */
plansql_plan *patch_apply(const plansql_plan *plan, const plansql_patch *patch,
			  const plansql_catalog *catalog,
			  const struct audit_inputs *audit, diag_list *d);

#endif
