/* Join edge columns.  An edge whose columns its tables lack takes the
 * columns of the one foreign key between the two tables; an edge that
 * leaves a column empty, or out, is completed from the keys between them.
 * Declared keys first; only between tables with none, inferred keys. */
#include "audit/audit_internal.h"
#include "common/ascii.h"

#include <string.h>

#include "catalog/catalog_graph.h"
#include "catalog/catalog_infer.h"
#include "common/strbuf.h"

#define LISTED_PAIRS 5

/* Keys between an edge's two tables, oriented as the edge is. */
struct pairs {
	const struct fk_link *links[LISTED_PAIRS];
	const char *from[LISTED_PAIRS], *to[LISTED_PAIRS];
	size_t count; /* all that matched, listed or not */
	bool inferred;
};

long audit_selection_table(const auditor *au, const struct plan_selection *s)
{
	if (!s || audit_visible_cte(au, s->table))
		return -1;
	const struct catalog_table *t =
	    catalog_table_in(au->catalog, s->schema, s->table);
	return t ? (long)(t - au->catalog->tables) : -1;
}

/* The links of a to b among links, whose columns are those given (NULL:
 * any).  A key of a table to itself is listed twice there: once. */
static void collect(const struct fk_link *links, size_t n, size_t a, size_t b,
		    const char *from_given, const char *to_given,
		    struct pairs *out)
{
	for (size_t i = 0; i < n; i++) {
		const struct fk_link *l = &links[i];
		if (l->neighbour != b || (a == b && l->child != a) ||
		    (i > 0 && a == b && links[i - 1].key == l->key))
			continue;
		bool forward = l->child == a;
		const char *fc = forward ? l->key->column : l->key->ref_column;
		const char *tc = forward ? l->key->ref_column : l->key->column;
		if ((from_given && !ascii_equal_ci(fc, from_given)) ||
		    (to_given && !ascii_equal_ci(tc, to_given)))
			continue;
		if (out->count < LISTED_PAIRS) {
			out->links[out->count] = l;
			out->from[out->count] = fc;
			out->to[out->count] = tc;
		}
		out->count++;
	}
}

/* The declared keys between a and b, else the inferred ones. */
static void keys_between(const auditor *au, size_t a, size_t b,
			 const char *from_given, const char *to_given,
			 struct pairs *out)
{
	size_t n;
	memset(out, 0, sizeof *out);
	const struct fk_link *links = catalog_links(au->catalog, a, &n);
	collect(links, n, a, b, from_given, to_given, out);
	if (out->count)
		return;
	out->inferred = true;
	links = catalog_inferred_links(au->catalog, a, &n);
	collect(links, n, a, b, from_given, to_given, out);
}

static const char *edge_json(auditor *au, const char *from, const char *to)
{
	char stack[256];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 16);
	strbuf_puts(&sb, "{\"from_column\": ");
	strbuf_puts(&sb, audit_json_quoted(au, from));
	strbuf_puts(&sb, ", \"to_column\": ");
	strbuf_puts(&sb, audit_json_quoted(au, to));
	strbuf_puts(&sb, "}");
	const char *s = sb.error ? "null" : audit_strdup(au, sb.text);
	strbuf_release(&sb);
	return s;
}

/* After the pair of columns: nothing for a declared key, else why the
 * key was inferred. */
static const char *inferred_why(const struct pairs *p)
{
	if (!p->inferred)
		return "";
	switch (p->links[0]->inferred->rule) {
	case INFER_TABLE_KEY:
		return ", a key inferred from names (named after the table "
		       "and its key)";
	case INFER_OWN_KEY:
		return ", a key inferred from names (the same name as the "
		       "key, named after its table)";
	default:
		return ", a key inferred from names (the same name as the "
		       "key)";
	}
}

/* Sets the edge's columns to the one pair found, reported under code. */
static void take_pair(auditor *au, struct plan_join *j, const struct pairs *p,
		      const char *code, const char *missing,
		      const struct plan_selection *from,
		      const struct plan_selection *to)
{
	const char *fc = p->from[0], *tc = p->to[0];
	plansql_diagnostic *d = audit_fixed(
	    au, code, j->at, edge_json(au, j->from.column, j->to.column),
	    edge_json(au, fc, tc), "%s%s%s%N joins %N by %s%N = %N%s",
	    missing ? "the join edge names no " : "", missing ? missing : "",
	    missing ? ": " : "", from->table, to->table,
	    p->inferred ? "" : "the foreign key ", fc, tc, inferred_why(p));
	if (p->inferred)
		diag_hint(au->d, d,
			  "the database declares no foreign key between "
			  "these tables; review the keys inferred from names");
	j->from.column = audit_strdup(au, fc);
	j->to.column = audit_strdup(au, tc);
}

/* The pairs, escaped: "a"."x" = "b"."y" or ... */
static void list_pairs(strbuf *sb, const struct plan_join *j,
		       const struct pairs *p)
{
	size_t shown = p->count < LISTED_PAIRS ? p->count : LISTED_PAIRS;
	for (size_t i = 0; i < shown; i++) {
		strbuf_puts(sb, i == 0 ? "" : i + 1 == shown ? " or " : ", ");
		diag_quote(sb, j->from.table);
		strbuf_putc(sb, '.');
		diag_quote(sb, p->from[i]);
		strbuf_puts(sb, " = ");
		diag_quote(sb, j->to.table);
		strbuf_putc(sb, '.');
		diag_quote(sb, p->to[i]);
	}
	if (p->count > shown)
		strbuf_printf(sb, " (and %zu more)", p->count - shown);
}

/* No key, or several, fit the edge: which ones the tables could join
 * on (all keys between them when none fits the column given). */
static void no_unique_pair(auditor *au, const struct plan_join *j,
			   const struct pairs *p, const struct pairs *all,
			   const char *missing)
{
	const char *at = audit_pointer_of(au, j->at, missing);
	if (!all->count) {
		plansql_diagnostic *e = diag_error(
		    au->d, "join-column-missing", at,
		    "the join edge names no %s, and no foreign key, declared "
		    "or inferred, joins %N and %N",
		    missing, j->from.table, j->to.table);
		diag_hint(au->d, e, "name the columns the two tables join on");
		return;
	}
	char stack[512];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 1 << 16);
	list_pairs(&list, j, all);
	plansql_diagnostic *e = diag_error(
	    au->d, "join-column-missing", at,
	    "the join edge names no %s, and %s%N and %N can join on %zu "
	    "%skey%s: %s",
	    missing, p->count ? "" : "no key fits the column it names; ",
	    j->from.table, j->to.table, all->count,
	    all->inferred ? "inferred " : "", all->count > 1 ? "s" : "",
	    list.error ? "..." : list.text);
	diag_hint(au->d, e, "name the columns of the one that is meant");
	strbuf_release(&list);
}

/* An empty or missing column: the one key between the two tables that
 * agrees with the column given, if any. */
static void complete_edge(auditor *au, struct plan_join *j, long a, long b,
			  const struct plan_selection *from,
			  const struct plan_selection *to)
{
	bool no_from = !*j->from.column, no_to = !*j->to.column;
	const char *missing = no_from && no_to ? "from_column and to_column"
			      : no_from	       ? "from_column"
					       : "to_column";
	const char *at_key = no_from ? "from_column" : "to_column";
	if (a < 0 || b < 0) {
		plansql_diagnostic *e = diag_error(
		    au->d, "join-column-missing",
		    audit_pointer_of(au, j->at, at_key),
		    "the join edge names no %s, and %N is not a catalog "
		    "table whose foreign keys could complete it",
		    missing, a < 0 ? from->table : to->table);
		diag_hint(au->d, e, "name the columns the two tables join on");
		return;
	}
	struct pairs p;
	keys_between(au, (size_t)a, (size_t)b, no_from ? NULL : j->from.column,
		     no_to ? NULL : j->to.column, &p);
	if (p.count == 1) {
		take_pair(au, j, &p, "join-column-missing", missing, from, to);
		return;
	}
	struct pairs all = p;
	if (!p.count && (!no_from || !no_to))
		keys_between(au, (size_t)a, (size_t)b, NULL, NULL, &all);
	no_unique_pair(au, j, &p, &all, at_key);
}

static bool has_column(auditor *au, const struct plan_selection *s,
		       const char *column, const char **spelling)
{
	struct target t = {.selection = (struct plan_selection *)s,
			   .table = s->table};
	t.cte = audit_visible_cte(au, s->table);
	t.catalog =
	    t.cte ? NULL : catalog_table_in(au->catalog, s->schema, s->table);
	return audit_target_has_column(au, &t, column, spelling);
}

static void respell(auditor *au, const struct plan_join *j, const char **column,
		    const char *spelling, const char *key, const char *table)
{
	if (!strcmp(*column, spelling))
		return;
	audit_fixed(au, "unknown-column", audit_pointer_of(au, j->at, key),
		    audit_json_quoted(au, *column),
		    audit_json_quoted(au, spelling),
		    "the column %N of %N is %N", *column, table, spelling);
	*column = audit_strdup(au, spelling);
}

/* An edge whose columns its tables lack takes the columns of the one
 * key between them. */
static void repair_edge(auditor *au, struct plan_query *q, struct plan_join *j)
{
	struct plan_selection *from = audit_find_selection(q, j->from.table);
	struct plan_selection *to = audit_find_selection(q, j->to.table);
	const char *fs, *ts;
	if (!from || !to)
		return;
	long a = audit_selection_table(au, from),
	     b = audit_selection_table(au, to);
	if (!*j->from.column || !*j->to.column) {
		complete_edge(au, j, a, b, from, to);
		return;
	}
	bool from_ok = has_column(au, from, j->from.column, &fs);
	bool to_ok = has_column(au, to, j->to.column, &ts);
	if (from_ok && to_ok) { /* at most the catalog's spelling differs */
		respell(au, j, &j->from.column, fs, "from_column", from->table);
		respell(au, j, &j->to.column, ts, "to_column", to->table);
		return;
	}
	struct pairs p = {0};
	if (a >= 0 && b >= 0)
		keys_between(au, (size_t)a, (size_t)b, NULL, NULL, &p);
	if (p.count != 1) {
		plansql_diagnostic *e = diag_error(
		    au->d, "unknown-column",
		    audit_pointer_of(au, j->at,
				     from_ok ? "to_column" : "from_column"),
		    "%N has no column %N, and no single foreign key joins %N "
		    "and %N",
		    from_ok ? to->table : from->table,
		    from_ok ? j->to.column : j->from.column, from->table,
		    to->table);
		diag_hint(au->d, e, "name the columns the two tables share");
		return;
	}
	take_pair(au, j, &p, "join-columns", NULL, from, to);
}

void audit_join_columns(auditor *au, struct plan_query *q)
{
	for (size_t i = 0; i < q->join_count; i++)
		repair_edge(au, q, &q->joins[i]);
}
