/* Stable ids of plan parts: see plan_ids.h. */
#include "plan/plan_ids.h"

#include <stdlib.h>
#include <string.h>

#include "plan/plan_names.h"
#include "common/strbuf.h"

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
		    plan_aggregate_output_name(a, &g->aggregates[i], NULL);
		if (alias && !strcmp(alias, name))
			return &g->aggregates[i];
	}
	return NULL;
}

static const struct plan_window *window_of(arena *a, const struct plan_query *q,
					   const char *name)
{
	for (size_t i = 0; i < q->window_count; i++) {
		const char *alias =
		    plan_window_output_name(a, &q->windows[i], NULL);
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
			    !strcmp(plan_column_output_name(c), name)) {
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
		return plan_id_column(a, plan_selection_key(owner), c->column);
	if (table)
		return plan_id_column(a, table, column);
	if (c)
		return plan_id_column(a, plan_selection_key(owner), c->column);
	return plan_id_column(a, NULL, column);
}

/* The parts of q's select list by the JSON Pointer of their node, so
 * that labelling n result columns costs n lookups, not n scans. */
enum part_kind {
	PART_COLUMN,
	PART_COMPUTED,
	PART_WINDOW,
	PART_AGGREGATE,
	PART_GROUP
};

struct part {
	const char *at; /* NULL: an empty slot */
	size_t at_len;
	enum part_kind kind;
	size_t i, k;
};

struct part_index {
	struct part *slots;
	size_t mask;
};

static uint32_t span_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 16777619u;
	}
	return h;
}

static struct part *part_slot(const struct part_index *x, const char *at,
			      size_t n)
{
	for (size_t i = span_hash(at, n) & x->mask;; i = (i + 1) & x->mask) {
		struct part *p = &x->slots[i];
		if (!p->at || (p->at_len == n && !memcmp(p->at, at, n)))
			return p;
	}
}

static void index_part(struct part_index *x, const char *at,
		       enum part_kind kind, size_t i, size_t k)
{
	if (!at)
		return;
	size_t n = strlen(at);
	struct part *p = part_slot(x, at, n);
	if (!p->at) /* the first part of a pointer keeps it, as a scan would */
		*p = (struct part){at, n, kind, i, k};
}

static size_t part_count(const struct plan_query *q)
{
	size_t n = q->computed_count + q->window_count;
	for (size_t i = 0; i < q->selection_count; i++)
		n += q->selections[i].column_count;
	if (q->group_by)
		n += q->group_by->aggregate_count + q->group_by->column_count;
	return n;
}

static bool index_parts(arena *a, const struct plan_query *q,
			struct part_index *x)
{
	size_t cap = 16, n = part_count(q);
	while (cap < 2 * n + 16)
		cap *= 2;
	x->slots = arena_calloc(a, cap, sizeof *x->slots);
	x->mask = cap - 1;
	if (!x->slots)
		return false;
	for (size_t i = 0; i < q->selection_count; i++)
		for (size_t k = 0; k < q->selections[i].column_count; k++)
			index_part(x, q->selections[i].columns[k].at,
				   PART_COLUMN, i, k);
	for (size_t i = 0; i < q->computed_count; i++)
		index_part(x, q->computed[i].at, PART_COMPUTED, i, 0);
	for (size_t i = 0; i < q->window_count; i++)
		index_part(x, q->windows[i].at, PART_WINDOW, i, 0);
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++)
		index_part(x, g->aggregates[i].at, PART_AGGREGATE, i, 0);
	for (size_t i = 0; g && i < g->column_count; i++)
		index_part(x, g->columns[i].at, PART_GROUP, i, 0);
	return true;
}

static const char *part_id(arena *a, const struct plan_query *q,
			   const struct part *p)
{
	const struct plan_group_by *g = q->group_by;
	const struct plan_selection *s = &q->selections[p->i];
	switch (p->kind) {
	case PART_COLUMN:
		return plan_id_column(a, plan_selection_key(s),
				      s->columns[p->k].column);
	case PART_COMPUTED:
		return plan_id_named(a, ID_COMPUTED, q->computed[p->i].alias);
	case PART_WINDOW:
		return plan_id_named(
		    a, ID_WINDOW,
		    plan_window_output_name(a, &q->windows[p->i], NULL));
	case PART_AGGREGATE:
		return plan_id_named(
		    a, ID_AGGREGATE,
		    plan_aggregate_output_name(a, &g->aggregates[p->i], NULL));
	default:
		return plan_id_column(a, g->columns[p->i].table,
				      g->columns[p->i].column);
	}
}

/* The part whose node is at or holds it (an expression of a computed
 * column is lowered from a node inside the column's). */
static const struct part *part_at(const struct part_index *x, const char *at)
{
	for (size_t n = strlen(at);;) {
		const struct part *p = part_slot(x, at, n);
		if (p->at)
			return p;
		while (n > 0 && at[n - 1] != '/')
			n--;
		if (n <= 1)
			return NULL;
		n--; /* the parent's pointer, without its last "/" */
	}
}

bool plan_ids_at(arena *a, const struct plan_query *q, const char **ats,
		 size_t count)
{
	struct part_index x;
	if (!index_parts(a, q, &x))
		return false;
	for (size_t i = 0; i < count; i++) {
		const struct part *p = ats[i] ? part_at(&x, ats[i]) : NULL;
		ats[i] = p ? part_id(a, q, p) : NULL;
		if (p && !ats[i])
			return false;
	}
	return true;
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
	const char *table; /* of a leaf without table or owner */
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
			    : owner  ? plan_selection_key(owner)
				     : w->table;
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
	struct condition_walk w = {a,	 kind, visit, context, NULL,
				   0,	 0,    true,  NULL};
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
	/* the conditions of a subquery filter that narrow as WHERE's do */
	for (size_t i = 0; i < q->subquery_count; i++) {
		w.table = q->subqueries[i].table;
		if (plan_subquery_conditions_narrow(&q->subqueries[i]))
			walk(&w, q->subqueries[i].filters,
			     q->subqueries[i].filter_count, NULL);
	}
	return w.ok;
}
