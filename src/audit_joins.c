/* Joins: edge columns repaired from foreign keys, selections that no edge
 * reaches joined along the shortest foreign-key path, and left joins that
 * a WHERE filter turns into inner joins. */
#include "audit_internal.h"

#include <stdio.h>
#include <string.h>

#include "catalog_graph.h"
#include "audit_policy.h"
#include "strbuf.h"

static long table_index(const auditor *au, const struct plan_selection *s)
{
	if (!s || visible_cte(au, s->table))
		return -1;
	const struct catalog_table *t = catalog_table(au->catalog, s->table);
	return t ? (long)(t - au->catalog->tables) : -1;
}

/* ---- edge columns ---- */

/* The only foreign key between tables a and b, or NULL. */
static const struct fk_link *only_link(const auditor *au, size_t a, size_t b)
{
	size_t n, hits = 0;
	const struct fk_link *links = catalog_links(au->catalog, a, &n), *found;
	found = NULL;
	for (size_t i = 0; i < n; i++)
		if (links[i].neighbour == b &&
		    (a != b || links[i].child == a)) {
			found = found ? found : &links[i];
			hits++;
		}
	return hits == 1 || (a == b && hits == 2) ? found : NULL;
}

static const char *edge_json(auditor *au, const char *from, const char *to)
{
	char stack[256];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 16);
	strbuf_puts(&sb, "{\"from_column\": ");
	strbuf_puts(&sb, json_quoted(au, from));
	strbuf_puts(&sb, ", \"to_column\": ");
	strbuf_puts(&sb, json_quoted(au, to));
	strbuf_puts(&sb, "}");
	const char *s = sb.error ? "null" : audit_strdup(au, sb.text);
	strbuf_release(&sb);
	return s;
}

static bool has_column(auditor *au, const struct plan_selection *s,
		       const char *column, const char **spelling)
{
	struct target t = {(struct plan_selection *)s, s->table, NULL, NULL};
	t.cte = visible_cte(au, s->table);
	t.catalog = t.cte ? NULL : catalog_table(au->catalog, s->table);
	return target_has_column(au, &t, column, spelling);
}

static void respell(auditor *au, const struct plan_join *j, const char **column,
		    const char *spelling, const char *key, const char *table)
{
	if (!strcmp(*column, spelling))
		return;
	audit_fixed(au, "unknown-column", pointer_of(au, j->at, key),
		    json_quoted(au, *column), json_quoted(au, spelling),
		    "the column %N of %N is %N", *column, table, spelling);
	*column = audit_strdup(au, spelling);
}

/* An edge whose columns its tables lack takes the columns of the one
 * foreign key between them. */
static void repair_edge(auditor *au, struct plan_query *q, struct plan_join *j)
{
	struct plan_selection *from = find_selection(q, j->from.table);
	struct plan_selection *to = find_selection(q, j->to.table);
	const char *fs, *ts;
	if (!from || !to)
		return;
	bool from_ok = has_column(au, from, j->from.column, &fs);
	bool to_ok = has_column(au, to, j->to.column, &ts);
	if (from_ok && to_ok) { /* at most the catalog's spelling differs */
		respell(au, j, &j->from.column, fs, "from_column", from->table);
		respell(au, j, &j->to.column, ts, "to_column", to->table);
		return;
	}
	long a = table_index(au, from), b = table_index(au, to);
	const struct fk_link *link =
	    a >= 0 && b >= 0 ? only_link(au, (size_t)a, (size_t)b) : NULL;
	if (!link) {
		plansql_diagnostic *e = diag_error(
		    au->d, "unknown-column",
		    pointer_of(au, j->at,
			       from_ok ? "to_column" : "from_column"),
		    "%N has no column %N, and no single foreign key joins %N "
		    "and %N",
		    from_ok ? to->table : from->table,
		    from_ok ? j->to.column : j->from.column, from->table,
		    to->table);
		diag_hint(au->d, e, "name the columns the two tables share");
		return;
	}
	bool forward = link->child == (size_t)a;
	const char *fc = forward ? link->key->column : link->key->ref_column;
	const char *tc = forward ? link->key->ref_column : link->key->column;
	audit_fixed(au, "join-columns", j->at,
		    edge_json(au, j->from.column, j->to.column),
		    edge_json(au, fc, tc),
		    "%N joins %N by the foreign key %N = %N", from->table,
		    to->table, fc, tc);
	j->from.column = audit_strdup(au, fc);
	j->to.column = audit_strdup(au, tc);
}

void audit_join_columns(auditor *au, struct plan_query *q)
{
	for (size_t i = 0; i < q->join_count; i++)
		repair_edge(au, q, &q->joins[i]);
}

/* ---- connectivity ---- */

/* Selections joined by the plan's edges, as union-find components over
 * the first count selections. */
struct components {
	size_t *parent;
	size_t count;
};

static size_t root_of(size_t *parent, size_t i)
{
	while (parent[i] != i)
		i = parent[i] = parent[parent[i]];
	return i;
}

static size_t *components(auditor *au, struct plan_query *q, size_t *count)
{
	size_t n = q->selection_count;
	size_t *parent = arena_calloc(au->a, n + 1, sizeof *parent);
	*count = n;
	if (!parent) {
		au->out_of_memory = true;
		return NULL;
	}
	for (size_t i = 0; i < n; i++)
		parent[i] = i;
	for (size_t e = 0; e < q->join_count; e++) {
		struct plan_selection *a =
		    find_selection(q, q->joins[e].from.table);
		struct plan_selection *b =
		    find_selection(q, q->joins[e].to.table);
		if (a && b)
			parent[root_of(parent, (size_t)(a - q->selections))] =
			    root_of(parent, (size_t)(b - q->selections));
	}
	return parent;
}

struct bfs {
	long *dist;
	const struct fk_link **via; /* the link a table was first reached by */
	size_t *from;		    /* and from which table */
	size_t *paths;		    /* shortest paths reaching it, capped */
};

static bool table_allowed(const auditor *au, size_t t)
{
	return !au->policy ||
	       policy_allows_table(au->policy, au->catalog->tables[t].name);
}

static bool table_allowed_by_name(const auditor *au, const char *table)
{
	return !au->policy || policy_allows_table(au->policy, table);
}

/* Breadth-first over the foreign-key graph from the tables of the root
 * component to goal, in catalog order, counting the shortest paths. */
static bool search(auditor *au, struct plan_query *q, size_t *parent,
		   size_t goal, struct bfs *b)
{
	size_t n = au->catalog->table_count, head = 0, tail = 0;
	size_t *queue = arena_calloc(au->a, n + 1, sizeof *queue);
	b->dist = arena_calloc(au->a, n + 1, sizeof *b->dist);
	b->via = arena_calloc(au->a, n + 1, sizeof *b->via);
	b->from = arena_calloc(au->a, n + 1, sizeof *b->from);
	b->paths = arena_calloc(au->a, n + 1, sizeof *b->paths);
	if (!queue || !b->dist || !b->via || !b->from || !b->paths) {
		au->out_of_memory = true;
		return false;
	}
	for (size_t t = 0; t < n; t++)
		b->dist[t] = -1;
	size_t root = root_of(parent, 0);
	for (size_t i = 0; i < q->selection_count; i++) {
		long t = table_index(au, &q->selections[i]);
		if (t >= 0 && root_of(parent, i) == root && b->dist[t] < 0) {
			b->dist[t] = 0;
			b->paths[t] = 1;
			queue[tail++] = (size_t)t;
		}
	}
	while (head < tail) {
		size_t u = queue[head++], count;
		const struct fk_link *links =
		    catalog_links(au->catalog, u, &count);
		for (size_t k = 0; k < count; k++) {
			size_t v = links[k].neighbour;
			if (!table_allowed(au, v))
				continue;
			if (b->dist[v] < 0) {
				b->dist[v] = b->dist[u] + 1;
				b->via[v] = &links[k];
				b->from[v] = u;
				queue[tail++] = v;
			}
			if (b->dist[v] == b->dist[u] + 1 && b->paths[v] < 4)
				b->paths[v] += b->paths[u];
		}
	}
	return b->dist[goal] > 0;
}

/* The key of the selection of catalog table t in q: one already joined
 * to the root, else one without alias, else a join-only selection added
 * for it (which may move q's selections: use the key, not a pointer). */
static const char *selection_key_for(auditor *au, struct plan_query *q,
				     const struct components *joined, size_t t,
				     const char *at)
{
	const struct catalog_table *table = &au->catalog->tables[t];
	const struct plan_selection *plain = NULL;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		if (table_index(au, s) != (long)t)
			continue;
		if (joined && i < joined->count &&
		    root_of(joined->parent, i) == root_of(joined->parent, 0))
			return selection_key(s);
		if (!s->alias && !plain)
			plain = s;
	}
	if (plain)
		return selection_key(plain);
	const struct plan_selection *added =
	    add_join_only(au, q, table, at, NULL);
	return added ? selection_key(added) : NULL;
}

/* Appends the edge of link between the selections of u and v. */
static void add_edge(auditor *au, struct plan_query *q,
		     const struct fk_link *link, size_t u, const char *u_key,
		     const char *v_key)
{
	size_t index = q->join_count;
	struct plan_join *j = APPEND(au, q->joins, q->join_count);
	if (!j)
		return;
	bool forward = link->child == u;
	j->from.table = u_key;
	j->from.column = audit_strdup(au, forward ? link->key->column
						  : link->key->ref_column);
	j->to.table = v_key;
	j->to.column = audit_strdup(au, forward ? link->key->ref_column
						: link->key->column);
	j->type = JOIN_INNER;
	j->at =
	    pointer_index(au->a, pointer_of(au, q->at, "join_edges"), index);
	j->from.at = pointer_of(au, j->at, "from_table");
	j->to.at = pointer_of(au, j->at, "to_table");
}

/* Alternatives: up to three shortest paths, listed backwards from goal
 * over the tables one step nearer the start. */
static void list_paths(auditor *au, const struct bfs *b, size_t goal,
		       strbuf *out, size_t *listed, const char *suffix)
{
	if (*listed >= 3)
		return;
	const char *name = au->catalog->tables[goal].name;
	if (b->dist[goal] == 0) {
		if (*listed)
			strbuf_puts(out, "; ");
		strbuf_puts(out, name);
		strbuf_puts(out, suffix);
		(*listed)++;
		return;
	}
	const char *next =
	    audit_concat(au, audit_concat(au, " - ", name), suffix);
	size_t count;
	const struct fk_link *links = catalog_links(au->catalog, goal, &count);
	for (size_t k = 0; k < count && *listed < 3; k++) {
		size_t u = links[k].neighbour;
		if (b->dist[u] == b->dist[goal] - 1)
			list_paths(au, b, u, out, listed, next);
	}
}

static void join_along_path(auditor *au, struct plan_query *q,
			    const struct components *joined, size_t index,
			    const struct bfs *b, size_t goal)
{
	const char *at = q->selections[index].at;
	const char *goal_key = selection_key(&q->selections[index]);
	size_t before = q->selection_count;
	size_t hops[256], n = 0;
	for (size_t t = goal; b->dist[t] > 0 && n < 256; t = b->from[t])
		hops[n++] = t;
	char path[1024];
	strbuf names;
	strbuf_init(&names, path, sizeof path, 1 << 16);
	strbuf_puts(&names, au->catalog->tables[b->from[hops[n - 1]]].name);
	for (size_t i = n; i-- > 0;) {
		size_t v = hops[i], u = b->from[v];
		const char *u_key = selection_key_for(au, q, joined, u, at);
		const char *v_key = v == goal
					? goal_key
					: selection_key_for(au, q, NULL, v, at);
		if (!u_key || !v_key)
			break;
		add_edge(au, q, b->via[v], u, u_key, v_key);
		strbuf_puts(&names, " - ");
		strbuf_puts(&names, au->catalog->tables[v].name);
	}
	size_t added = q->selection_count - before;
	audit_fixed(au, "join-path", at, "null", json_quoted(au, names.text),
		    added ? "joined %N along the foreign keys %s, adding the "
			    "join-only table%s between"
			  : "joined %N along the foreign keys %s",
		    goal_key, names.text, added > 1 ? "s" : "");
	strbuf_release(&names);
}

static void warn_alternatives(auditor *au, const struct plan_query *q,
			      size_t index, const struct bfs *b, size_t goal)
{
	char stack[512];
	strbuf paths;
	size_t listed = 0;
	strbuf_init(&paths, stack, sizeof stack, 1 << 16);
	list_paths(au, b, goal, &paths, &listed, "");
	plansql_diagnostic *w = diag_warning(
	    au->d, "join-path-choice", q->selections[index].at,
	    "%N can be joined by more than one shortest foreign-key path "
	    "(%s); the first was taken",
	    selection_key(&q->selections[index]), paths.text);
	diag_hint(au->d, w, "add the join edges you mean to the plan");
	strbuf_release(&paths);
}

static void unreachable(auditor *au, const struct plan_query *q, size_t i)
{
	plansql_diagnostic *e = diag_error(
	    au->d, "unreachable-table", q->selections[i].at,
	    "no join edge or foreign-key path connects %N to %N",
	    selection_key(&q->selections[i]), selection_key(&q->selections[0]));
	diag_hint(au->d, e,
		  "add a join edge; plansql never emits a cross join");
}

/* Joins each selection that no edge reaches: the shortest foreign-key
 * path from the tables already joined, bridge tables added join-only. */
void audit_connectivity(auditor *au, struct plan_query *q)
{
	struct components joined;
	joined.parent = components(au, q, &joined.count);
	size_t selections = q->selection_count;
	for (size_t i = 1; joined.parent && i < selections; i++) {
		if (root_of(joined.parent, i) == root_of(joined.parent, 0))
			continue;
		if (!table_allowed_by_name(au, q->selections[i].table))
			continue; /* the policy says why it cannot be read */
		long goal = table_index(au, &q->selections[i]);
		struct bfs b;
		if (goal < 0 ||
		    !search(au, q, joined.parent, (size_t)goal, &b)) {
			if (!au->out_of_memory)
				unreachable(au, q, i);
			continue;
		}
		if (b.paths[goal] > 1)
			warn_alternatives(au, q, i, &b, (size_t)goal);
		join_along_path(au, q, &joined, i, &b, (size_t)goal);
		/* added selections and edges: the components again */
		joined.parent = components(au, q, &joined.count);
	}
}

/* ---- left joins filtered in WHERE ---- */

static bool keeps_unmatched(const struct plan_filter *f)
{
	return f->op == OP_IS_NULL ||
	       (f->op == OP_EQ && f->value.kind == PV_NULL);
}

static void check_filters(auditor *au, struct plan_query *q,
			  const struct plan_selection *optional,
			  const struct plan_filter *filters, size_t count,
			  const struct plan_selection *home)
{
	for (size_t i = 0; i < count; i++) {
		const struct plan_filter *f = &filters[i];
		const struct plan_selection *s =
		    f->table ? find_selection(q, f->table) : home;
		if (f->kind != FILTER_LEAF || s != optional ||
		    keeps_unmatched(f))
			continue;
		plansql_diagnostic *w = diag_warning(
		    au->d, "left-join-filtered", f->at,
		    "this filter on %N drops the rows the outer join adds "
		    "without a match, so the join behaves as an inner join",
		    selection_key(optional));
		diag_hint(au->d, w,
			  "use an inner join, or keep unmatched rows with an "
			  "\"any\" group that also allows is_null");
	}
}

static void check_optional(auditor *au, struct plan_query *q,
			   const struct plan_selection *optional)
{
	if (!optional) /* the edge names no selection: reported before */
		return;
	for (size_t i = 0; i < q->selection_count; i++)
		check_filters(au, q, optional, q->selections[i].filters,
			      q->selections[i].filter_count, &q->selections[i]);
	check_filters(au, q, optional, q->filters, q->filter_count, NULL);
}

void audit_left_joins(auditor *au, struct plan_query *q)
{
	for (size_t e = 0; e < q->join_count; e++) {
		const struct plan_join *j = &q->joins[e];
		if (j->type == JOIN_LEFT || j->type == JOIN_FULL)
			check_optional(au, q, find_selection(q, j->to.table));
		if (j->type == JOIN_RIGHT || j->type == JOIN_FULL)
			check_optional(au, q, find_selection(q, j->from.table));
	}
}
