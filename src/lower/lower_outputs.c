/* Output names: every column of a result has a name of its own, so every
 * consumer of the rows can address it.  An output takes its alias, else
 * its column's name; the rule for clashes is plan_unique_names_take's
 * (plan_names.h): earlier outputs never change, so adding a column at
 * the end renames nothing before it. */
#include "lower/lower_internal.h"
#include "plan/plan_names.h"

static const char *output_name(const struct select_item *item)
{
	if (item->alias)
		return item->alias;
	if (item->expr && item->expr->kind == EXPR_COLUMN)
		return item->expr->u.column.name;
	return NULL;
}

/* The alias table follows a renamed output, so ORDER BY prints the name
 * the select list has; the plan still names it by its alias. */
static void rename_alias(struct alias_table *t, const struct expr *e,
			 const char *fresh)
{
	for (size_t i = 0; i < t->count; i++)
		if (t->items[i].expr == e && !t->items[i].hidden)
			t->items[i].renamed = fresh;
}

bool lower_unique_output_names(lowerer *lw, struct query_parts *parts)
{
	size_t count = parts->items.count;
	struct select_item *items = parts->items.items;
	struct unique_names taken;
	if (!plan_unique_names_init(&taken, lw->a, count)) {
		lw->d->out_of_memory = 1;
		return false;
	}
	for (size_t i = 0; i < count; i++) {
		const char *name = output_name(&items[i]);
		const char *unique = plan_unique_names_take(&taken, name);
		if (!unique && name) {
			lw->d->out_of_memory = 1;
			return false;
		}
		if (unique != name) {
			items[i].alias = unique;
			rename_alias(&parts->aliases, items[i].expr, unique);
		}
	}
	return true;
}
