/* The query's shape: duplicate selections, grouping completeness, HAVING
 * conditions that aggregate nothing, ORDER BY in a grouped query, output
 * names that collide, and filter columns nothing uses. */
#include "audit/audit_internal.h"
#include "common/ascii.h"

#include <stdio.h>
#include <string.h>

static void remove_item(void *items, size_t *count, size_t size, size_t i)
{
	char *base = items;
	memmove(base + i * size, base + (i + 1) * size,
		(*count - i - 1) * size);
	(*count)--;
}

/* ---- duplicate selections ---- */

static bool has_column_entry(const struct plan_selection *s,
			     const struct plan_column *c)
{
	for (size_t i = 0; i < s->column_count; i++)
		if (!strcmp(s->columns[i].column, c->column) &&
		    s->columns[i].role == c->role)
			return true;
	return false;
}

/* b's columns and filters move into a; b is removed. */
static void merge(auditor *au, struct plan_selection *a,
		  const struct plan_selection *b)
{
	for (size_t i = 0; i < b->column_count; i++) {
		if (has_column_entry(a, &b->columns[i]))
			continue;
		struct plan_column *c = APPEND(au, a->columns, a->column_count);
		if (c)
			*c = b->columns[i];
	}
	for (size_t i = 0; i < b->filter_count; i++) {
		struct plan_filter *f = APPEND(au, a->filters, a->filter_count);
		if (f)
			*f = b->filters[i];
	}
	a->join_only = a->join_only && b->join_only;
}

static bool same_schema(const char *a, const char *b)
{
	return a && b ? !strcmp(a, b) : a == b;
}

static plansql_diagnostic *two_tables_error(auditor *au,
					    const struct plan_selection *a,
					    const struct plan_selection *b)
{
	if (strcmp(a->table, b->table))
		return diag_error(au->d, "duplicate-selection", b->at,
				  "%N names two selections, of %N and %N",
				  plan_selection_key(b), a->table, b->table);
	return diag_error(au->d, "duplicate-selection", b->at,
			  "%N names two selections, of the schemas %N and %N",
			  plan_selection_key(b), a->schema ? a->schema : "",
			  b->schema ? b->schema : "");
}

/* The same table selected twice under one name (no alias, or the same
 * alias) is one selection: the source system merged them too.  Two
 * tables under one name (an alias that another selection's table also
 * has, perhaps only since its repair) cannot be told apart: an error,
 * before later passes repair references to the wrong one. */
bool audit_duplicate_selections(auditor *au, struct plan_query *q)
{
	bool ok = true;
	for (size_t i = 1; i < q->selection_count; i++) {
		struct plan_selection *b = &q->selections[i];
		for (size_t j = 0; j < i; j++) {
			struct plan_selection *a = &q->selections[j];
			if (strcmp(plan_selection_key(a),
				   plan_selection_key(b)))
				continue;
			if (strcmp(a->table, b->table) ||
			    !same_schema(a->schema, b->schema)) {
				plansql_diagnostic *e =
				    two_tables_error(au, a, b);
				diag_hint(au->d, e,
					  "give each selection its own alias");
				ok = false;
				break;
			}
			audit_fixed(au, "duplicate-selection", b->at, "null",
				    "null",
				    "%N was selected twice; its columns and "
				    "filters are merged into the first",
				    plan_selection_key(b));
			merge(au, a, b);
			remove_item(q->selections, &q->selection_count,
				    sizeof *q->selections, i--);
			break;
		}
	}
	return ok;
}

/* ---- grouping ---- */

bool audit_column_grouped(const struct plan_query *q, const char *table,
			  const char *column)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; i < g->column_count; i++)
		if (plan_same_column(q, g->columns[i].table,
				     g->columns[i].column, table, column))
			return true;
	return false;
}

/* The first aggregate of q that reads table.column, or NULL. */
static const struct plan_aggregate *
aggregate_reading(const struct plan_query *q, const char *table,
		  const char *column)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; i < g->aggregate_count; i++)
		if (plan_aggregate_reads(q, &g->aggregates[i], table, column))
			return &g->aggregates[i];
	return NULL;
}

static const char *aggregate_name(auditor *au, const struct plan_aggregate *a);

/* A shown column that an aggregate reads is that aggregate's input
 * ("SurfaceArea" shown and summed asks for one total): it becomes a
 * column the query uses without showing, as the grouped query's output
 * (its group keys, then its aggregates) already has it. */
static void mark_aggregate_input(auditor *au, struct plan_column *c,
				 const struct plan_aggregate *a)
{
	c->role = ROLE_FILTER;
	audit_fixed(au, "aggregate-input", audit_pointer_of(au, c->at, "role"),
		    "\"projection\"", "\"filter\"",
		    "%N is read by the aggregate %N: it is that aggregate's "
		    "input, not an output of its own (a grouped query shows "
		    "its group keys and its aggregates)",
		    c->column, aggregate_name(au, a));
}

/* A shown column that no aggregate reads is shown per group: a group
 * key, which the grouped query needs to show it. */
static void add_group_key(auditor *au, struct plan_group_by *g,
			  const struct plan_column *c, const char *table)
{
	struct plan_column *added = APPEND(au, g->columns, g->column_count);
	if (!added)
		return;
	*added = *c;
	added->table = table;
	audit_fixed(au, "group-by-added", c->at, "null",
		    audit_json_quoted(au, c->column),
		    "%N is shown and no aggregate reads it: the grouped "
		    "query shows it per group, as a group key: added to "
		    "group_by_columns",
		    c->column);
}

/* Each shown column of a grouped query is a group key, or an
 * aggregate's input. */
static void complete_group_by(auditor *au, struct plan_query *q)
{
	for (size_t i = 0; i < q->selection_count; i++) {
		struct plan_selection *s = &q->selections[i];
		for (size_t k = 0; !s->join_only && k < s->column_count; k++) {
			struct plan_column *c = &s->columns[k];
			const char *table =
			    c->table ? c->table : plan_selection_key(s);
			if (c->role != ROLE_PROJECTION ||
			    audit_column_grouped(q, table, c->column))
				continue;
			const struct plan_aggregate *a =
			    aggregate_reading(q, table, c->column);
			if (a)
				mark_aggregate_input(au, c, a);
			else if (!audit_expression_reads(q, table, c->column))
				add_group_key(au, q->group_by, c, table);
			/* else a computed column's input, not an output */
		}
	}
}

/* Whether an aggregate reads the column (left in HAVING only when it
 * was ambiguous, after an error). */
static bool is_aggregated(struct plan_query *q, const struct plan_filter *f)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; i < g->aggregate_count; i++)
		if (g->aggregates[i].column &&
		    plan_same_column(q, g->aggregates[i].table,
				     g->aggregates[i].column, f->table,
				     f->column))
			return true;
	return false;
}

static bool filter_aggregates(struct plan_query *q, const struct plan_filter *f)
{
	if (f->kind == FILTER_LEAF)
		return plan_is_output_alias(q, f->column) ||
		       (!audit_column_grouped(q, f->table, f->column) &&
			is_aggregated(q, f));
	for (size_t i = 0; i < f->item_count; i++)
		if (filter_aggregates(q, &f->items[i]))
			return true;
	return false;
}

/* The alias of an aggregate, as written or derived. */
static const char *aggregate_name(auditor *au, const struct plan_aggregate *a)
{
	const char *name = plan_aggregate_output_name(au->a, a, NULL);
	au->out_of_memory |= name == NULL;
	return name ? name : "";
}

/* The alias of a window function, as written or derived. */
static const char *window_name(auditor *au, const struct plan_window *w)
{
	const char *name = plan_window_output_name(au->a, w, NULL);
	au->out_of_memory |= name == NULL;
	return name ? name : "";
}

/* The aggregates over a column, listed for a message. */
static size_t aggregates_over(auditor *au, struct plan_query *q,
			      const char *table, const char *column,
			      const struct plan_aggregate **first,
			      strbuf *names)
{
	const struct plan_group_by *g = q->group_by;
	size_t count = 0;
	for (size_t i = 0; i < g->aggregate_count; i++) {
		const struct plan_aggregate *a = &g->aggregates[i];
		if (!a->column ||
		    !plan_same_column(q, a->table, a->column, table, column))
			continue;
		*first = count++ ? *first : a;
		strbuf_puts(names, count > 1 ? ", " : "");
		diag_quote(names, aggregate_name(au, a));
	}
	return count;
}

/* A HAVING condition on a column that is aggregated, neither grouped
 * nor an alias, means the aggregate over it (moving it to WHERE would
 * ask another question); over several aggregates it is ambiguous. */
static void having_to_aggregate(auditor *au, struct plan_query *q,
				struct plan_filter *f)
{
	for (size_t i = 0; f->kind != FILTER_LEAF && i < f->item_count; i++)
		having_to_aggregate(au, q, &f->items[i]);
	if (f->kind != FILTER_LEAF || plan_is_output_alias(q, f->column) ||
	    audit_column_grouped(q, f->table, f->column))
		return;
	char stack[256];
	strbuf names;
	strbuf_init(&names, stack, sizeof stack, 4096);
	const struct plan_aggregate *a = NULL;
	size_t count = aggregates_over(au, q, f->table, f->column, &a, &names);
	const char *at = audit_pointer_of(au, f->at, "column");
	if (count == 1) {
		const char *alias = aggregate_name(au, a);
		audit_fixed(au, "having-aggregate", at,
			    audit_json_quoted(au, f->column),
			    audit_json_quoted(au, alias),
			    "HAVING on %N, which is aggregated, not grouped: "
			    "compares the aggregate %N",
			    f->column, alias);
		f->column = alias;
		f->table = NULL;
	} else if (count > 1) {
		plansql_diagnostic *e = diag_error(
		    au->d, "having-ambiguous", at,
		    "HAVING on %N, which several aggregates read (%s)",
		    f->column, names.error ? "..." : names.text);
		diag_hint(au->d, e, "name the aggregate by its alias");
	}
	strbuf_release(&names);
}

/* A HAVING condition on no aggregate belongs in WHERE. */
static void move_having(auditor *au, struct plan_query *q)
{
	struct plan_group_by *g = q->group_by;
	for (size_t i = 0; i < g->having_count; i++) {
		if (filter_aggregates(q, &g->having[i]))
			continue;
		const char *key =
		    q == &au->plan->main ? "global_filters" : "filters";
		const char *to = diag_pointer_index(
		    au->a, audit_pointer_of(au, q->at, key), q->filter_count);
		struct plan_filter *f = APPEND(au, q->filters, q->filter_count);
		if (!f || !to)
			return;
		*f = g->having[i];
		audit_fixed(
		    au, "having-moved", g->having[i].at,
		    audit_json_quoted(au, g->having[i].at),
		    audit_json_quoted(au, to),
		    "this HAVING condition aggregates nothing: moved to "
		    "the WHERE filters");
		remove_item(g->having, &g->having_count, sizeof *g->having,
			    i--);
	}
}

/* The catalog column an aggregate reads: of its table, or of the one
 * selection that has a column of that name when it names no table. */
static const struct catalog_column *
aggregated_column(auditor *au, struct plan_query *q,
		  const struct plan_aggregate *a)
{
	struct column_slot slot = {.query = q,
				   .table = (const char **)&a->table,
				   .column = (const char **)&a->column};
	struct target t;
	if (a->table)
		return audit_slot_target(au, &slot, &t) && t.catalog
			   ? catalog_column(t.catalog, a->column)
			   : NULL;
	const struct catalog_column *found = NULL;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct catalog_table *table =
		    audit_is_visible_cte(au, q->selections[i].table)
			? NULL
			: catalog_table_in(au->catalog, q->selections[i].schema,
					   q->selections[i].table);
		const struct catalog_column *c =
		    table ? catalog_column(table, a->column) : NULL;
		if (c && found)
			return NULL; /* ambiguous: lowering reports it */
		found = c ? c : found;
	}
	return found;
}

/* The catalog's type name, escaped like every catalog text in a
 * message. */
static const char *type_text(auditor *au, const struct catalog_column *c)
{
	if (!c->data_type)
		return "no numbers";
	char stack[128];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 12);
	diag_escape(&sb, c->data_type, 60);
	const char *s = sb.error ? "?" : audit_strdup(au, sb.text);
	strbuf_release(&sb);
	return s;
}

/* SUM and AVG need numbers. */
static void check_aggregate_types(auditor *au, struct plan_query *q)
{
	const struct plan_group_by *g = q->group_by;
	for (size_t i = 0; i < g->aggregate_count; i++) {
		const struct plan_aggregate *a = &g->aggregates[i];
		if ((a->function != AGG_SUM && a->function != AGG_AVG) ||
		    !a->column)
			continue;
		const struct catalog_column *c = aggregated_column(au, q, a);
		if (!c || c->type == TYPE_INTEGER || c->type == TYPE_NUMBER ||
		    c->type == TYPE_UNKNOWN || c->type == TYPE_BIT ||
		    c->type == TYPE_TEXT) /* text is cast when lowered */
			continue;
		plansql_diagnostic *e =
		    diag_error(au->d, "aggregate-type",
			       audit_pointer_of(au, a->at, "column"),
			       "%s of %N, which holds %s, not numbers",
			       plan_aggregate_function_name(a->function),
			       a->column, type_text(au, c));
		diag_hint(au->d, e,
			  "use COUNT, MIN or MAX, or a numeric column");
	}
}

void audit_grouping(auditor *au, struct plan_query *q)
{
	if (!q->group_by)
		return;
	complete_group_by(au, q);
	for (size_t i = 0; i < q->group_by->having_count; i++)
		having_to_aggregate(au, q, &q->group_by->having[i]);
	move_having(au, q);
	check_aggregate_types(au, q);
}

/* ---- alias spelling ---- */

/* Whether table (a selection's name, or NULL) has a catalog column of
 * that name: then the name is the column, not an alias. */
static bool names_a_column(auditor *au, struct plan_query *q, const char *table,
			   const char *column)
{
	const struct plan_selection *s =
	    table ? audit_find_selection(q, table) : NULL;
	const struct catalog_table *t =
	    s ? catalog_table_in(au->catalog, s->schema, s->table) : NULL;
	return t && catalog_column(t, column);
}

/* A name that is an output alias but for ASCII case ("Revenue" for
 * "revenue") means that alias, in ORDER BY and HAVING, unless the table
 * the item names has a column of that name. */
static void fix_alias_case(auditor *au, struct plan_query *q, const char *table,
			   const char **column, const char *at)
{
	if (plan_is_output_alias(q, *column) ||
	    names_a_column(au, q, table, *column))
		return;
	const char *alias = plan_output_alias_spelling(au->a, q, *column);
	if (!alias)
		return;
	audit_fixed(au, "alias-case", audit_pointer_of(au, at, "column"),
		    audit_json_quoted(au, *column),
		    audit_json_quoted(au, alias), "%N is the output alias %N",
		    *column, alias);
	*column = alias;
}

static void fix_having_alias_case(auditor *au, struct plan_query *q,
				  struct plan_filter *f)
{
	for (size_t i = 0; f->kind != FILTER_LEAF && i < f->item_count; i++)
		fix_having_alias_case(au, q, &f->items[i]);
	if (f->kind == FILTER_LEAF)
		fix_alias_case(au, q, f->table, &f->column, f->at);
}

void audit_alias_spelling(auditor *au, struct plan_query *q)
{
	for (size_t i = 0; i < q->order_count; i++)
		fix_alias_case(au, q, q->order_by[i].table,
			       &q->order_by[i].column, q->order_by[i].at);
	for (size_t i = 0; q->group_by && i < q->group_by->having_count; i++)
		fix_having_alias_case(au, q, &q->group_by->having[i]);
}

/* ---- ORDER BY in a grouped query ---- */

/* Whether the query shows the column: a projection of a selection that
 * is not join-only, or an orphan filter column. */
static bool shows_column(struct plan_query *q, const struct plan_order *o)
{
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t k = 0; !s->join_only && k < s->column_count; k++) {
			const struct plan_column *c = &s->columns[k];
			const char *table =
			    c->table ? c->table : plan_selection_key(s);
			if ((c->role == ROLE_PROJECTION ||
			     !plan_column_used(q, table, c->column)) &&
			    plan_same_column(q, table, c->column, o->table,
					     o->column))
				return true;
		}
	}
	return false;
}

/* An order item the query does not output: why (with %N for the column)
 * and what to do differ between DISTINCT and grouped queries. */
static void order_not_output(auditor *au, const struct plan_order *o,
			     const char *why, const char *hint)
{
	plansql_diagnostic *e =
	    diag_error(au->d, "order-not-output",
		       audit_pointer_of(au, o->at, "column"), why, o->column);
	diag_hint(au->d, e, "%s", hint);
}

/* SELECT DISTINCT can only be ordered by what it outputs: PostgreSQL,
 * MySQL and SQL Server refuse any other ORDER BY. */
static void check_distinct_order(auditor *au, struct plan_query *q)
{
	for (size_t i = 0; q->distinct && i < q->order_count; i++) {
		const struct plan_order *o = &q->order_by[i];
		if ((!o->table && plan_is_output_alias(q, o->column)) ||
		    plan_is_column_alias(q, o->column) || shows_column(q, o))
			continue;
		order_not_output(au, o,
				 "the DISTINCT query cannot order by %N: it "
				 "does not output it",
				 "show the column (add_column), or drop "
				 "DISTINCT");
	}
}

/* An order item on an aggregated column means the aggregate over it;
 * over several (MIN and MAX order differently) it is ambiguous. Returns
 * whether the item was settled, fixed or refused. */
static bool order_by_aggregate(auditor *au, struct plan_query *q,
			       struct plan_order *o)
{
	char stack[256];
	strbuf names;
	strbuf_init(&names, stack, sizeof stack, 4096);
	const struct plan_aggregate *a = NULL;
	size_t count = aggregates_over(au, q, o->table, o->column, &a, &names);
	const char *at = audit_pointer_of(au, o->at, "column");
	if (count == 1) {
		const char *alias = aggregate_name(au, a);
		audit_fixed(au, "order-by-alias", at,
			    audit_json_quoted(au, o->column),
			    audit_json_quoted(au, alias),
			    "the grouped query does not output %N; "
			    "ordering by the aggregate %N over it",
			    o->column, alias);
		o->column = alias;
		o->table = NULL;
	} else if (count > 1) {
		plansql_diagnostic *e = diag_error(
		    au->d, "order-ambiguous", at,
		    "the grouped query does not output %N, which several "
		    "aggregates read (%s)",
		    o->column, names.error ? "..." : names.text);
		diag_hint(au->d, e,
			  "order by the alias of the aggregate meant");
	}
	strbuf_release(&names);
	return count > 0;
}

/* A grouped query outputs its groups and aggregates only: ORDER BY a
 * column that is neither becomes the alias of an aggregate over it. */
void audit_order(auditor *au, struct plan_query *q)
{
	if (!q->group_by) {
		check_distinct_order(au, q);
		return;
	}
	for (size_t i = 0; i < q->order_count; i++) {
		struct plan_order *o = &q->order_by[i];
		if (plan_is_output_alias(q, o->column) ||
		    audit_column_grouped(q, o->table, o->column))
			continue;
		if (order_by_aggregate(au, q, o))
			continue;
		order_not_output(au, o,
				 "the grouped query cannot order by %N: it "
				 "is neither grouped nor an aggregate's alias",
				 "add it to group_by_columns, or order by an "
				 "aggregate alias");
	}
}

/* ---- output names ---- */

static bool name_taken(const char **names, size_t count, const char *name)
{
	for (size_t i = 0; i < count; i++)
		if (ascii_equal_ci(names[i], name))
			return true;
	return false;
}

/* ORDER BY and HAVING name an output alias before a column, so a
 * reference to a renamed alias follows it, or it would start naming the
 * column the alias collided with. */
static void follow_filters(auditor *au, struct plan_filter *f, size_t count,
			   const char *old, const char *fresh)
{
	for (size_t i = 0; i < count; i++) {
		if (f[i].kind != FILTER_LEAF) {
			follow_filters(au, f[i].items, f[i].item_count, old,
				       fresh);
			continue;
		}
		if (!f[i].column || strcmp(f[i].column, old))
			continue;
		audit_fixed(au, "alias-collision",
			    audit_pointer_of(au, f[i].at, "column"),
			    audit_json_quoted(au, old),
			    audit_json_quoted(au, fresh),
			    "this filter names the renamed output %N", fresh);
		f[i].column = fresh;
		f[i].table = NULL;
	}
}

static void follow_rename(auditor *au, struct plan_query *q, const char *old,
			  const char *fresh)
{
	if (plan_is_output_alias(q, old))
		return; /* another output still has the name */
	for (size_t i = 0; i < q->order_count; i++) {
		struct plan_order *o = &q->order_by[i];
		if (strcmp(o->column, old))
			continue;
		audit_fixed(au, "alias-collision",
			    audit_pointer_of(au, o->at, "column"),
			    audit_json_quoted(au, old),
			    audit_json_quoted(au, fresh),
			    "ORDER BY names the renamed output %N", fresh);
		o->column = fresh;
		o->table = NULL;
	}
	if (q->group_by)
		follow_filters(au, q->group_by->having,
			       q->group_by->having_count, old, fresh);
}

/* An output name equal to an earlier one gets a number; a missing
 * alias competes by its default name, given as fallback. */
static void unique_alias(auditor *au, struct plan_query *q, const char **taken,
			 size_t *count, const char **alias, const char *at,
			 const char *fallback)
{
	if (!*alias && name_taken(taken, *count, fallback))
		*alias = fallback; /* written out, so it can be renamed */
	if (!*alias) {
		taken[(*count)++] = fallback;
		return;
	}
	if (name_taken(taken, *count, *alias)) {
		char name[1100];
		for (int n = 2;; n++) {
			snprintf(name, sizeof name, "%s_%d", *alias, n);
			if (!name_taken(taken, *count, name))
				break;
		}
		const char *fresh = audit_strdup(au, name);
		audit_fixed(
		    au, "alias-collision", audit_pointer_of(au, at, "alias"),
		    audit_json_quoted(au, *alias), audit_json_quoted(au, fresh),
		    "the output name %N is taken: renamed %N", *alias, fresh);
		const char *old = *alias;
		*alias = fresh;
		follow_rename(au, q, old, fresh);
	}
	taken[(*count)++] = *alias;
}

void audit_aliases(auditor *au, struct plan_query *q)
{
	struct plan_group_by *g = q->group_by;
	size_t n =
	    q->window_count + (g ? g->column_count + g->aggregate_count : 0);
	const char **taken = arena_calloc(au->a, n + 1, sizeof *taken);
	size_t count = 0;
	if (!taken)
		return;
	for (size_t i = 0; g && i < g->column_count; i++)
		if (!g->columns[i].hidden || g->columns[i].alias)
			taken[count++] =
			    plan_column_output_name(&g->columns[i]);
	for (size_t i = 0; g && i < g->aggregate_count; i++)
		unique_alias(au, q, taken, &count, &g->aggregates[i].alias,
			     g->aggregates[i].at,
			     aggregate_name(au, &g->aggregates[i]));
	for (size_t i = 0; i < q->window_count; i++)
		unique_alias(au, q, taken, &count, &q->windows[i].alias,
			     q->windows[i].at, window_name(au, &q->windows[i]));
}

/* ---- orphan filter columns ---- */

/* A filter-role column that nothing reads (plan_column_used) is
 * projected (the source system's rule), and said so; grouped queries
 * project no such column. */
void audit_orphans(auditor *au, struct plan_query *q)
{
	if (q->group_by) /* a grouped query outputs its groups only */
		return;
	for (size_t i = 0; i < q->selection_count; i++) {
		const struct plan_selection *s = &q->selections[i];
		for (size_t k = 0; !s->join_only && k < s->column_count; k++) {
			const struct plan_column *c = &s->columns[k];
			const char *table =
			    c->table ? c->table : plan_selection_key(s);
			if (c->role == ROLE_FILTER &&
			    !plan_column_used(q, table, c->column))
				diag_warning(
				    au->d, "orphan-filter-column", c->at,
				    "nothing uses %N (no filter, order, "
				    "computed column or window), so it is "
				    "projected",
				    c->column);
		}
	}
}
