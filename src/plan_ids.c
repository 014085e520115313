/* Stable ids of plan parts: see plan_ids.h. */
#include "plan_ids.h"

#include <stdlib.h>
#include <string.h>

#include "plan_names.h"
#include "strbuf.h"

static const char *const kind_names[] = {
    "column", "computed", "aggregate", "window", "filter", "having", "order"};

/* A name as a JSON Pointer token: ~ as ~0, / as ~1. */
static void put_segment(strbuf *sb, const char *name)
{
	strbuf_putc(sb, '/');
	for (const char *p = name ? name : ""; *p; p++) {
		if (*p == '~')
			strbuf_puts(sb, "~0");
		else if (*p == '/')
			strbuf_puts(sb, "~1");
		else
			strbuf_putc(sb, *p);
	}
}

static const char *finish(arena *a, strbuf *sb)
{
	char *text = sb->error ? NULL : arena_strndup(a, sb->text, sb->len);
	strbuf_release(sb);
	return text;
}

static const char *make_id(arena *a, enum plan_id_kind kind,
			   const char *const *names, size_t count)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, (size_t)-1);
	strbuf_puts(&sb, kind_names[kind]);
	for (size_t i = 0; i < count; i++)
		put_segment(&sb, names[i]);
	return finish(a, &sb);
}

const char *plan_id_column(arena *a, const char *table, const char *column)
{
	const char *names[] = {table, column};
	return make_id(a, ID_COLUMN, names, 2);
}

const char *plan_id_named(arena *a, enum plan_id_kind kind, const char *name)
{
	return make_id(a, kind, &name, 1);
}

const char *plan_id_condition(arena *a, enum plan_id_kind kind,
			      const char *table, const char *column,
			      enum filter_op op, size_t nth)
{
	const char *names[] = {table, column, plan_op_names[op]};
	strbuf sb;
	strbuf_init(&sb, NULL, 0, (size_t)-1);
	strbuf_puts(&sb, kind_names[kind]);
	for (size_t i = 0; i < 3; i++)
		put_segment(&sb, names[i]);
	if (nth > 1) {
		strbuf_putc(&sb, '/');
		strbuf_put_int(&sb, (int64_t)nth);
	}
	return finish(a, &sb);
}

const char *plan_id_order(arena *a, const char *target)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, (size_t)-1);
	strbuf_puts(&sb, "order/");
	strbuf_puts(&sb, target);
	return finish(a, &sb);
}

/* ---- taking ids apart ---- */

/* The segment of n bytes at s unescaped, or NULL for a ~ not followed
 * by 0 or 1. */
static const char *unescape(arena *a, const char *s, size_t n)
{
	char *out = arena_strndup(a, s, n);
	if (!out)
		return NULL;
	char *w = out;
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '~') {
			*w++ = s[i];
			continue;
		}
		if (i + 1 == n || (s[i + 1] != '0' && s[i + 1] != '1'))
			return NULL;
		*w++ = s[++i] == '0' ? '~' : '/';
	}
	*w = '\0';
	return out;
}

static int kind_named(const char *s, size_t n)
{
	for (size_t i = 0; i < sizeof kind_names / sizeof *kind_names; i++)
		if (strlen(kind_names[i]) == n && !memcmp(kind_names[i], s, n))
			return (int)i;
	return -1;
}

/* A decimal count of at least 2, as a fourth condition segment. */
static size_t parse_nth(const char *s)
{
	size_t n = 0;
	for (const char *p = s; *p; p++) {
		if (*p < '0' || *p > '9' || n > 100000000)
			return 0;
		n = n * 10 + (size_t)(*p - '0');
	}
	return *s != '0' && n >= 2 ? n : 0;
}

static bool segments_fit(struct plan_id *out)
{
	switch (out->kind) {
	case ID_COLUMN:
		return out->segment_count == 2 && *out->segment[1];
	case ID_COMPUTED:
	case ID_AGGREGATE:
	case ID_WINDOW:
		return out->segment_count == 1 && *out->segment[0];
	case ID_FILTER:
	case ID_HAVING:
		if (out->segment_count == 4 &&
		    !(out->nth = parse_nth(out->segment[3])))
			return false;
		if (out->segment_count == 3)
			out->nth = 1;
		return out->segment_count >= 3 && *out->segment[1];
	case ID_ORDER:
		return false;
	}
	return false;
}

bool plan_id_parse(arena *a, const char *id, struct plan_id *out)
{
	memset(out, 0, sizeof *out);
	const char *slash = id ? strchr(id, '/') : NULL;
	int kind = slash ? kind_named(id, (size_t)(slash - id)) : -1;
	if (kind < 0)
		return false;
	out->kind = (enum plan_id_kind)kind;
	if (kind == ID_ORDER) {
		struct plan_id target;
		out->target = slash + 1;
		return plan_id_parse(a, out->target, &target) &&
		       target.kind != ID_FILTER && target.kind != ID_HAVING &&
		       target.kind != ID_ORDER;
	}
	for (const char *s = slash + 1;; s++) {
		const char *end = s + strcspn(s, "/");
		if (out->segment_count == PLAN_ID_MAX_SEGMENTS)
			return false;
		const char *name = unescape(a, s, (size_t)(end - s));
		if (!name)
			return false;
		out->segment[out->segment_count++] = name;
		if (!*end)
			break;
		s = end;
	}
	return segments_fit(out);
}

/* ---- ids of a query's parts ---- */

static const struct plan_computed *computed_of(const struct plan_query *q,
					       const char *name)
{
	for (size_t i = 0; i < q->computed_count; i++)
		if (!strcmp(q->computed[i].alias, name))
			return &q->computed[i];
	return NULL;
}

static const struct plan_aggregate *
aggregate_of(arena *a, const struct plan_query *q, const char *name)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++) {
		const char *alias =
		    aggregate_output_name(a, &g->aggregates[i], NULL);
		if (alias && !strcmp(alias, name))
			return &g->aggregates[i];
	}
	return NULL;
}

static const struct plan_window *window_of(arena *a, const struct plan_query *q,
					   const char *name)
{
	for (size_t i = 0; i < q->window_count; i++) {
		const char *alias = window_output_name(a, &q->windows[i], NULL);
		if (alias && !strcmp(alias, name))
			return &q->windows[i];
	}
	return NULL;
}

/* The column of q that outputs name (its alias or its own name), and
 * the selection it belongs to. */
static const struct plan_column *column_of(const struct plan_query *q,
					   const char *name,
					   const struct plan_selection **owner)
{
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t k = 0; !s->join_only && k < s->column_count; k++) {
			const struct plan_column *c = &s->columns[k];
			if (c->role == ROLE_PROJECTION &&
			    !strcmp(column_output_name(c), name)) {
				*owner = s;
				return c;
			}
		}
	}
	return NULL;
}

/* An alias of q named name: the id of what it names, or NULL. */
static const char *alias_id(arena *a, const struct plan_query *q,
			    const char *name, bool *found)
{
	*found = true;
	if (computed_of(q, name))
		return plan_id_named(a, ID_COMPUTED, name);
	if (aggregate_of(a, q, name))
		return plan_id_named(a, ID_AGGREGATE, name);
	if (window_of(a, q, name))
		return plan_id_named(a, ID_WINDOW, name);
	*found = false;
	return NULL;
}

const char *plan_id_sort_target(arena *a, const struct plan_query *q,
				const char *table, const char *column)
{
	/* an alias means its part whatever table the item names with it */
	bool found;
	const char *id = alias_id(a, q, column, &found);
	if (found)
		return id;
	const struct plan_selection *owner = NULL;
	const struct plan_column *c = column_of(q, column, &owner);
	if (c && c->alias && !strcmp(c->alias, column))
		return plan_id_column(a, selection_key(owner), c->column);
	if (table)
		return plan_id_column(a, table, column);
	if (c)
		return plan_id_column(a, selection_key(owner), c->column);
	return plan_id_column(a, NULL, column);
}

/* Whether the node at is node's or one inside it (an expression of a
 * computed column is lowered from its own node). */
static bool within(const char *at, const char *node)
{
	size_t n = strlen(node);
	return !strncmp(at, node, n) && (at[n] == '\0' || at[n] == '/');
}

/* The id of the part of q's select list whose node is at, in a; *found
 * false when none of q's parts is there. */
static const char *part_at(arena *a, const struct plan_query *q, const char *at,
			   bool *found)
{
	*found = true;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t k = 0; k < s->column_count; k++)
			if (within(at, s->columns[k].at))
				return plan_id_column(a, selection_key(s),
						      s->columns[k].column);
	}
	for (size_t i = 0; i < q->computed_count; i++)
		if (within(at, q->computed[i].at))
			return plan_id_named(a, ID_COMPUTED,
					     q->computed[i].alias);
	for (size_t i = 0; i < q->window_count; i++)
		if (within(at, q->windows[i].at))
			return plan_id_named(
			    a, ID_WINDOW,
			    window_output_name(a, &q->windows[i], NULL));
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++)
		if (within(at, g->aggregates[i].at))
			return plan_id_named(
			    a, ID_AGGREGATE,
			    aggregate_output_name(a, &g->aggregates[i], NULL));
	for (size_t i = 0; g && i < g->column_count; i++)
		if (within(at, g->columns[i].at))
			return plan_id_column(a, g->columns[i].table,
					      g->columns[i].column);
	*found = false;
	return NULL;
}

bool plan_id_at(arena *a, const struct plan_query *q, const char *at,
		const char **id)
{
	bool found = false;
	*id = at ? part_at(a, q, at, &found) : NULL;
	return !found || *id;
}

/* ---- conditions ---- */

struct condition_walk {
	arena *a;
	enum plan_id_kind kind;
	plan_condition_visitor visit;
	void *context;
	const char **seen; /* the ids without count, so far */
	size_t count, cap;
	bool ok;
};

/* How many conditions before this one have the id base, plus one. */
static size_t occurrence(struct condition_walk *w, const char *base)
{
	size_t nth = 1;
	for (size_t i = 0; i < w->count; i++)
		nth += !strcmp(w->seen[i], base);
	w->seen = arena_more(w->a, w->seen, w->count, &w->cap, sizeof *w->seen);
	if (!w->seen) {
		w->ok = false;
		return 0;
	}
	w->seen[w->count++] = base;
	return nth;
}

static void walk_leaf(struct condition_walk *w, struct plan_filter *f,
		      const struct plan_selection *owner)
{
	const char *table = f->table ? f->table
			    : owner  ? selection_key(owner)
				     : NULL;
	const char *base =
	    plan_id_condition(w->a, w->kind, table, f->column, f->op, 1);
	size_t nth = base ? occurrence(w, base) : 0;
	const char *id =
	    nth ? plan_id_condition(w->a, w->kind, table, f->column, f->op, nth)
		: NULL;
	if (!id) {
		w->ok = false;
		return;
	}
	w->visit(w->context, f, owner, id);
}

static void walk(struct condition_walk *w, struct plan_filter *f, size_t count,
		 const struct plan_selection *owner)
{
	for (size_t i = 0; w->ok && i < count; i++) {
		if (f[i].kind == FILTER_LEAF)
			walk_leaf(w, &f[i], owner);
		else
			walk(w, f[i].items, f[i].item_count, owner);
	}
}

bool plan_each_condition(arena *a, struct plan_query *q, enum plan_id_kind kind,
			 plan_condition_visitor visit, void *context)
{
	struct condition_walk w = {a, kind, visit, context, NULL, 0, 0, true};
	if (kind == ID_HAVING) {
		if (q->group_by)
			walk(&w, q->group_by->having, q->group_by->having_count,
			     NULL);
		return w.ok;
	}
	for (size_t i = 0; i < q->selection_count; i++)
		walk(&w, q->selections[i].filters,
		     q->selections[i].filter_count, &q->selections[i]);
	walk(&w, q->filters, q->filter_count, NULL);
	return w.ok;
}
