/* Joins: selections that no edge reaches joined along the shortest
 * foreign-key path (declared keys first, else inferred ones too), and
 * left joins that a WHERE filter turns into inner joins.  Edge columns:
 * audit_edges.c. */
#include "audit/audit_internal.h"

#include <string.h>

#include "catalog/catalog_graph.h"
#include "catalog/catalog_infer.h"
#include "audit/audit_policy.h"
#include "common/strbuf.h"

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
		    audit_find_selection(q, q->joins[e].from.table);
		struct plan_selection *b =
		    audit_find_selection(q, q->joins[e].to.table);
		if (a && b)
			parent[root_of(parent, (size_t)(a - q->selections))] =
			    root_of(parent, (size_t)(b - q->selections));
	}
	return parent;
}

/* Catalog names in messages are escaped and cut like %N's. */
#define NAME_CHARS 60

struct bfs {
	long *dist;
	const struct fk_link **via; /* the link a table was first reached by */
	size_t *from;		    /* and from which table */
	size_t *paths;		    /* shortest paths reaching it, capped */
	bool inferred;		    /* inferred keys followed too */
};

static bool table_allowed(const auditor *au, size_t t)
{
	const struct catalog_table *table = &au->catalog->tables[t];
	return !au->policy || audit_policy_allows_table_in(
				  au->policy, table->schema, table->name);
}

static bool selection_allowed(const auditor *au, const struct plan_selection *s)
{
	const struct catalog_table *t =
	    catalog_table_in(au->catalog, s->schema, s->table);
	return !au->policy ||
	       audit_policy_allows_table_in(
		   au->policy, t && t->schema ? t->schema : s->schema,
		   s->table);
}

/* The links of a table a search follows: its declared keys, and when
 * inferred keys are allowed, the chosen inferred key of each pair. */
struct link_walk {
	const struct fk_link *links[2];
	size_t count[2], part, next;
};

static void walk_start(struct link_walk *w, const auditor *au, size_t table,
		       bool inferred)
{
	memset(w, 0, sizeof *w);
	w->links[0] = catalog_links(au->catalog, table, &w->count[0]);
	if (inferred)
		w->links[1] =
		    catalog_inferred_links(au->catalog, table, &w->count[1]);
}

static const struct fk_link *walk_next(struct link_walk *w)
{
	while (w->part < 2) {
		if (w->next >= w->count[w->part]) {
			w->part++;
			w->next = 0;
			continue;
		}
		const struct fk_link *l = &w->links[w->part][w->next++];
		if (!l->inferred || l->inferred->chosen)
			return l;
	}
	return NULL;
}

/* Breadth-first over the foreign-key graph from the tables of the root
 * component to goal, in catalog order, counting the shortest paths. */
static bool search(auditor *au, struct plan_query *q, size_t *parent,
		   size_t goal, bool inferred, struct bfs *b)
{
	b->inferred = inferred;
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
		long t = audit_selection_table(au, &q->selections[i]);
		if (t >= 0 && root_of(parent, i) == root && b->dist[t] < 0) {
			b->dist[t] = 0;
			b->paths[t] = 1;
			queue[tail++] = (size_t)t;
		}
	}
	while (head < tail) {
		size_t u = queue[head++];
		struct link_walk w;
		const struct fk_link *link;
		walk_start(&w, au, u, b->inferred);
		while ((link = walk_next(&w))) {
			size_t v = link->neighbour;
			if (!table_allowed(au, v))
				continue;
			if (b->dist[v] < 0) {
				b->dist[v] = b->dist[u] + 1;
				b->via[v] = link;
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
 * to the root, else one without alias, else a join-only one (which is
 * there to be joined through, perhaps under an alias the audit gave
 * it), else a join-only selection added for it (which may move q's
 * selections: use the key, not a pointer). */
static const char *selection_key_for(auditor *au, struct plan_query *q,
				     const struct components *joined, size_t t,
				     const char *at)
{
	const struct catalog_table *table = &au->catalog->tables[t];
	const struct plan_selection *plain = NULL, *join_only = NULL;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		if (audit_selection_table(au, s) != (long)t)
			continue;
		if (joined && i < joined->count &&
		    root_of(joined->parent, i) == root_of(joined->parent, 0))
			return plan_selection_key(s);
		if (!s->alias && !plain)
			plain = s;
		if (s->join_only && !join_only)
			join_only = s;
	}
	if (plain || join_only)
		return plan_selection_key(plain ? plain : join_only);
	const struct plan_selection *added =
	    audit_add_join_only(au, q, table, at, NULL);
	return added ? plan_selection_key(added) : NULL;
}

/* Appends the edge of link between the selections of u and v. */
static void add_edge(auditor *au, struct plan_query *q,
		     const struct fk_link *link, size_t u, const char *u_key,
		     const char *v_key, enum join_type type)
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
	j->type = type;
	j->at = diag_pointer_index(
	    au->a, audit_pointer_of(au, q->at, "join_edges"), index);
	j->from.at = audit_pointer_of(au, j->at, "from_table");
	j->to.at = audit_pointer_of(au, j->at, "to_table");
}

/* Alternatives: up to three shortest paths, listed backwards from goal
 * over the tables one step nearer the start; names escaped. */
static void list_paths(auditor *au, const struct bfs *b, size_t goal,
		       strbuf *out, size_t *listed, const char *suffix)
{
	if (*listed >= 3)
		return;
	const char *name = au->catalog->tables[goal].name;
	if (b->dist[goal] == 0) {
		if (*listed)
			strbuf_puts(out, "; ");
		diag_escape(out, name, NAME_CHARS);
		strbuf_puts(out, suffix);
		(*listed)++;
		return;
	}
	char stack[256];
	strbuf next;
	strbuf_init(&next, stack, sizeof stack, 1 << 16);
	strbuf_puts(&next, " - ");
	diag_escape(&next, name, NAME_CHARS);
	strbuf_puts(&next, suffix);
	struct link_walk w;
	const struct fk_link *link;
	walk_start(&w, au, goal, b->inferred);
	while (*listed < 3 && !next.error && (link = walk_next(&w)))
		if (b->dist[link->neighbour] == b->dist[goal] - 1)
			list_paths(au, b, link->neighbour, out, listed,
				   next.text);
	strbuf_release(&next);
}

/* "a"."x" -> "b"."y", escaped. */
static void quote_key(strbuf *sb, const struct inferred_key *k)
{
	diag_quote(sb, k->table);
	strbuf_putc(sb, '.');
	diag_quote(sb, k->key.column);
	strbuf_puts(sb, " -> ");
	diag_quote(sb, k->key.ref_table);
	strbuf_putc(sb, '.');
	diag_quote(sb, k->key.ref_column);
}

/* "(inferred from names: "a"."x" -> "b"."y", ...)", built one key at a
 * time. */
static void note_inferred(strbuf *sb, const struct inferred_key *k)
{
	strbuf_puts(sb, sb->len ? ", " : " (inferred from names: ");
	quote_key(sb, k);
}

/* The other keys inferred between the tables of k, escaped. */
static void list_other_keys(const auditor *au, const struct inferred_key *k,
			    strbuf *sb)
{
	size_t n;
	const struct fk_link *links =
	    catalog_inferred_links(au->catalog, k->child, &n);
	for (size_t i = 0; i < n; i++) {
		const struct inferred_key *o = links[i].inferred;
		if (links[i].neighbour != k->parent || o == k)
			continue;
		strbuf_puts(sb, sb->len ? ", " : "");
		quote_key(sb, o);
	}
}

/* A path took one of several keys inferred between two tables. */
static void warn_inferred_choice(auditor *au, const char *at,
				 const struct inferred_key *k)
{
	char stack[256];
	strbuf others;
	strbuf_init(&others, stack, sizeof stack, 1 << 16);
	list_other_keys(au, k, &others);
	plansql_diagnostic *w = diag_warning(
	    au->d, "inferred-key-choice", at,
	    "%N and %N can be joined by %zu keys inferred from names; "
	    "%N.%N -> %N.%N was taken, not %s",
	    k->table, k->key.ref_table, k->candidates, k->table, k->key.column,
	    k->key.ref_table, k->key.ref_column,
	    others.error ? "..." : others.text);
	diag_hint(au->d, w,
		  "add the join edge you mean to the plan, or declare the "
		  "foreign key");
	strbuf_release(&others);
}

/* Whether joining along link from table u can drop a row of u: a key of
 * u that may be NULL, or that is only inferred (and so may point
 * nowhere); or a row of u that no row refers to. */
static bool link_can_miss(const auditor *au, const struct fk_link *link,
			  size_t u)
{
	if (link->child != u || link->inferred)
		return true;
	const struct catalog_column *c =
	    catalog_column(&au->catalog->tables[u], link->key->column);
	return !c || (c->nullable && !c->primary_key);
}

/* What joining a table a patch added does to the rows: LEFT JOIN from
 * the first link that can miss, and each row repeated per row of a
 * table that refers to it. */
struct kept_rows {
	const struct fk_link *missing;	 /* the first link that can miss */
	size_t missed;			 /* and the table it starts from */
	const struct fk_link *repeating; /* the first link to a child */
	size_t repeated;
};

/* The rows-multiplied warning, when there is one. */
static plansql_diagnostic *say_kept_rows(auditor *au, const char *at,
					 const char *key,
					 const struct kept_rows *k)
{
	const struct catalog_table *t = au->catalog->tables;
	const struct fk_link *m = k->missing;
	if (m && m->child != k->missed)
		diag_warning(au->d, "join-keeps-rows", at,
			     "%N is joined with LEFT JOIN, as a row of %N "
			     "may have no row of %N referring to it: the "
			     "result keeps every row it had, with NULL where "
			     "nothing matches",
			     key, t[k->missed].name, t[m->neighbour].name);
	else if (m)
		diag_warning(au->d, "join-keeps-rows", at,
			     "%N is joined with LEFT JOIN, as %N.%N %s: the "
			     "result keeps every row it had, with NULL where "
			     "nothing matches",
			     key, t[k->missed].name, m->key->column,
			     m->inferred ? "is a key inferred from names, "
					   "which may match nothing"
					 : "may be NULL");
	if (!k->repeating)
		return NULL;
	return diag_warning(au->d, "rows-multiplied", at,
			    "each row of %N now comes once per row of %N "
			    "that refers to it, no longer once",
			    t[k->repeated].name,
			    t[k->repeating->neighbour].name);
}

/* A COUNT, SUM or AVG of a column of a table joined before the path
 * (NULL when none): a step of the path to a table that refers to it
 * repeats its rows, and the aggregate counts each repeat. */
static const struct plan_aggregate *
inflated_aggregate(struct plan_query *q, const struct components *joined)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; g && i < g->aggregate_count; i++) {
		const struct plan_aggregate *a = &g->aggregates[i];
		bool counts_repeats = a->function == AGG_COUNT ||
				      a->function == AGG_SUM ||
				      a->function == AGG_AVG;
		const struct plan_selection *s =
		    counts_repeats && a->table && a->column
			? audit_find_selection(q, a->table)
			: NULL;
		size_t k = s ? (size_t)(s - q->selections) : 0;
		if (s && k < joined->count &&
		    root_of(joined->parent, k) == root_of(joined->parent, 0))
			return a;
	}
	return NULL;
}

static void warn_inflated(auditor *au, const char *at,
			  const struct kept_rows *k,
			  const struct plan_aggregate *a)
{
	const struct catalog_table *t = au->catalog->tables;
	plansql_diagnostic *w = diag_warning(
	    au->d, "rows-multiplied", at,
	    "each row of %N now comes once per row of %N that refers to "
	    "it, and %s of %N.%N counts every repeat",
	    t[k->repeated].name, t[k->repeating->neighbour].name,
	    plan_aggregate_function_name(a->function), a->table, a->column);
	diag_hint(au->d, w,
		  "COUNT_DISTINCT of a key counts each row once; a subquery "
		  "filter (\"op\": \"in\" or \"exists\") filters without "
		  "repeating rows");
}

static void join_along_path(auditor *au, struct plan_query *q,
			    const struct components *joined, size_t index,
			    const struct bfs *b, size_t goal)
{
	const char *at = q->selections[index].at;
	const char *goal_key = plan_selection_key(&q->selections[index]);
	size_t before = q->selection_count;
	size_t hops[256], n = 0;
	for (size_t t = goal; b->dist[t] > 0 && n < 256; t = b->from[t])
		hops[n++] = t;
	char path[1024], notes[512];
	strbuf names, inferred;
	strbuf_init(&names, path, sizeof path, 1 << 16);
	strbuf_init(&inferred, notes, sizeof notes, 1 << 16);
	diag_escape(&names, au->catalog->tables[b->from[hops[n - 1]]].name,
		    NAME_CHARS);
	bool keep_rows = q->selections[index].keep_rows;
	bool filter_added = q->selections[index].filter_added;
	const struct plan_aggregate *inflated =
	    keep_rows || filter_added ? NULL : inflated_aggregate(q, joined);
	enum join_type type = JOIN_INNER;
	struct kept_rows kept = {0};
	for (size_t i = n; i-- > 0;) {
		size_t v = hops[i], u = b->from[v];
		const char *u_key = selection_key_for(au, q, joined, u, at);
		const char *v_key = v == goal
					? goal_key
					: selection_key_for(au, q, NULL, v, at);
		if (!u_key || !v_key)
			break;
		if (keep_rows && type == JOIN_INNER &&
		    link_can_miss(au, b->via[v], u)) {
			type = JOIN_LEFT;
			kept = (struct kept_rows){b->via[v], u, kept.repeating,
						  kept.repeated};
		}
		if ((keep_rows || filter_added || inflated) &&
		    b->via[v]->child == v && !kept.repeating) {
			kept.repeating = b->via[v];
			kept.repeated = u;
		}
		add_edge(au, q, b->via[v], u, u_key, v_key, type);
		strbuf_puts(&names, " - ");
		diag_escape(&names, au->catalog->tables[v].name, NAME_CHARS);
		if (b->via[v]->inferred)
			note_inferred(&inferred, b->via[v]->inferred);
	}
	if (inferred.len)
		strbuf_putc(&inferred, ')');
	size_t added = q->selection_count - before;
	plansql_diagnostic *d = audit_fixed(
	    au, "join-path", at, "null", audit_json_quoted(au, names.text),
	    "joined %N along the foreign keys %s%s%s", goal_key, names.text,
	    !added	? ""
	    : added > 1 ? ", adding the join-only tables between"
			: ", adding the join-only table between",
	    inferred.error ? "" : inferred.text);
	if (inferred.len)
		diag_hint(au->d, d,
			  "the database declares no such foreign key; review "
			  "the keys inferred from names");
	plansql_diagnostic *repeated = NULL;
	if (inflated && kept.repeating)
		warn_inflated(au, at, &kept, inflated);
	else if (!inflated)
		repeated = say_kept_rows(au, at, goal_key, &kept);
	if (repeated && filter_added)
		diag_hint(au->d, repeated,
			  "to keep each row once, filter with a subquery "
			  "(\"op\": \"exists\") instead, or make the rows "
			  "distinct");
	for (size_t i = n; i-- > 0;)
		if (b->via[hops[i]]->inferred &&
		    b->via[hops[i]]->inferred->candidates > 1)
			warn_inferred_choice(au, at, b->via[hops[i]]->inferred);
	strbuf_release(&inferred);
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
	    plan_selection_key(&q->selections[index]), paths.text);
	diag_hint(au->d, w, "add the join edges you mean to the plan");
	strbuf_release(&paths);
}

static void unreachable(auditor *au, const struct plan_query *q, size_t i)
{
	plansql_diagnostic *e =
	    diag_error(au->d, "unreachable-table", q->selections[i].at,
		       "no join edge or foreign-key path connects %N to %N",
		       plan_selection_key(&q->selections[i]),
		       plan_selection_key(&q->selections[0]));
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
		if (!selection_allowed(au, &q->selections[i]))
			continue; /* the policy says why it cannot be read */
		long goal = audit_selection_table(au, &q->selections[i]);
		struct bfs b;
		/* declared keys first: inferred ones only where they fail */
		if (goal < 0 ||
		    (!search(au, q, joined.parent, (size_t)goal, false, &b) &&
		     (au->out_of_memory ||
		      !search(au, q, joined.parent, (size_t)goal, true, &b)))) {
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
		    f->table ? audit_find_selection(q, f->table) : home;
		if (f->kind != FILTER_LEAF || s != optional ||
		    keeps_unmatched(f))
			continue;
		plansql_diagnostic *w = diag_warning(
		    au->d, "left-join-filtered", f->at,
		    "this filter on %N drops the rows the outer join adds "
		    "without a match, so the join behaves as an inner join",
		    plan_selection_key(optional));
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
			check_optional(au, q,
				       audit_find_selection(q, j->to.table));
		if (j->type == JOIN_RIGHT || j->type == JOIN_FULL)
			check_optional(au, q,
				       audit_find_selection(q, j->from.table));
	}
}
