/* Edits of the patched copy's arrays.  Arrays live in the copy's arena,
 * so growing one copies it; removing moves the later items down, and
 * their JSON Pointers are then set again so diagnostics about the
 * patched plan point where the nodes now are. */
#include "patch/patch_internal.h"

#include <string.h>

void *patch_append(patcher *pt, void *items_ptr, size_t *count, size_t size)
{
	void **items = items_ptr;
	char *grown = arena_calloc(pt->a, *count + 1, size);
	if (!grown) {
		pt->d->out_of_memory = 1;
		return NULL;
	}
	if (*count)
		memcpy(grown, *items, *count * size);
	*items = grown;
	return grown + (*count)++ * size;
}

void patch_remove(void *items, size_t *count, size_t size, size_t index)
{
	char *base = items;
	memmove(base + index * size, base + (index + 1) * size,
		(*count - index - 1) * size);
	(*count)--;
}

const char *patch_strdup(patcher *pt, const char *s)
{
	const char *copy = s ? arena_strdup(pt->a, s) : NULL;
	if (s && !copy)
		pt->d->out_of_memory = 1;
	return copy;
}

static const char *key_of(patcher *pt, const char *parent, const char *key)
{
	const char *p = diag_pointer_key(pt->a, parent, key);
	if (!p)
		pt->d->out_of_memory = 1;
	return p ? p : "";
}

static const char *item_of(patcher *pt, const char *parent, size_t index)
{
	const char *p = diag_pointer_index(pt->a, parent, index);
	if (!p)
		pt->d->out_of_memory = 1;
	return p ? p : "";
}

const char *patch_field_pointer(patcher *pt, const char *at, const char *key)
{
	return key ? key_of(pt, at, key) : at;
}

const char *patch_item_pointer(patcher *pt, const char *parent, const char *key,
			       size_t index)
{
	return item_of(pt, key_of(pt, parent, key), index);
}

void patch_repoint_columns(patcher *pt, struct plan_column *c, size_t count,
			   size_t from, const char *parent, const char *key)
{
	const char *list = key_of(pt, parent, key);
	for (size_t i = from; i < count; i++)
		c[i].at = item_of(pt, list, i);
}

void patch_repoint_orders(patcher *pt, struct plan_order *o, size_t count,
			  size_t from, const char *parent, const char *key)
{
	const char *list = key_of(pt, parent, key);
	for (size_t i = from; i < count; i++)
		o[i].at = item_of(pt, list, i);
}

static void repoint_value(struct plan_value *v, const char *at)
{
	v->at = at;
	if (v->kind == PV_COLUMN)
		v->column.at = at;
}

static void repoint_filter(patcher *pt, struct plan_filter *f, const char *at)
{
	static const char *const group_keys[] = {"", "any", "all", "not"};
	f->at = at;
	if (f->kind == FILTER_NOT) {
		repoint_filter(pt, f->items, key_of(pt, at, "not"));
		return;
	}
	if (f->kind != FILTER_LEAF) {
		patch_repoint_filters(pt, f->items, f->item_count, 0, at,
				      group_keys[f->kind]);
		return;
	}
	const char *value = key_of(pt, at, "value");
	repoint_value(&f->value, value);
	for (size_t i = 0; i < f->list_count; i++)
		repoint_value(&f->list[i], item_of(pt, value, i));
}

void patch_repoint_filters(patcher *pt, struct plan_filter *f, size_t count,
			   size_t from, const char *parent, const char *key)
{
	const char *list = key_of(pt, parent, key);
	for (size_t i = from; i < count; i++)
		repoint_filter(pt, &f[i], item_of(pt, list, i));
}
