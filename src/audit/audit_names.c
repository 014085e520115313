/* Tables and columns: every name a plan uses is checked against the
 * catalog (and against the CTEs it defines); a name with one close
 * match is repaired, any other unknown name is an error with the
 * closest names as hints. */
#include "audit/audit_internal.h"
#include "common/ascii.h"

#include <stdio.h>
#include <string.h>

#include "plan/plan_name_shape.h"

const struct plan_cte *audit_visible_cte(const auditor *au, const char *name)
{
	for (size_t i = 0; i < au->cte_count; i++)
		if (!strcmp(au->plan->ctes[i].name, name))
			return &au->plan->ctes[i];
	return NULL;
}

bool audit_is_visible_cte(const auditor *au, const char *name)
{
	return audit_visible_cte(au, name) != NULL;
}

struct plan_selection *audit_find_selection(struct plan_query *q,
					    const char *name)
{
	/* q is the audit's own copy: the selection may be changed */
	return (struct plan_selection *)plan_selection_named(q, name);
}

static void target_of_table(auditor *au, const char *schema, const char *table,
			    struct target *out)
{
	out->table = table;
	out->cte = schema ? NULL : audit_visible_cte(au, table);
	out->catalog =
	    out->cte ? NULL : catalog_table_in(au->catalog, schema, table);
}

bool audit_slot_target(auditor *au, const struct column_slot *slot,
		       struct target *out)
{
	const char *name =
	    slot->table && *slot->table ? *slot->table : slot->default_table;
	/* a name without table in a query of one selection is of that
	 * selection, as the compiler reads it */
	if (!name && slot->query && slot->query->selection_count == 1 &&
	    !slot->subquery_table)
		name = plan_selection_key(&slot->query->selections[0]);
	memset(out, 0, sizeof *out);
	if (!name)
		return false;
	if (slot->subquery_table && !strcmp(name, slot->subquery_table)) {
		target_of_table(au, NULL, name, out);
		return true;
	}
	out->selection = plan_slot_selection(slot, name);
	if (!out->selection)
		return false;
	target_of_table(au, out->selection->schema, out->selection->table, out);
	return true;
}

const char **audit_cte_columns(auditor *au, const struct plan_cte *cte,
			       size_t *count)
{
	const char **names =
	    plan_query_output_columns(au->a, &cte->query, count);
	if (!names && *count)
		au->out_of_memory = true;
	return names;
}

/* The catalog's spelling of a column of t: exact, then unique without
 * case; NULL when t has no such column. */
static const char *column_spelling(auditor *au, const struct target *t,
				   const char *column)
{
	if (t->catalog) {
		const struct catalog_column *c =
		    catalog_column(t->catalog, column);
		return c ? c->name : NULL;
	}
	size_t n;
	const char **names = audit_cte_columns(au, t->cte, &n);
	const char *found = NULL;
	for (size_t i = 0; i < n; i++) {
		if (!strcmp(names[i], column))
			return names[i];
		if (ascii_equal_ci(names[i], column))
			found = found ? found : names[i];
	}
	return found;
}

bool audit_target_has_column(auditor *au, const struct target *t,
			     const char *column, const char **spelling)
{
	*spelling = column;
	if (!t->catalog && !t->cte)
		return true; /* nothing to check against */
	const char *s = column_spelling(au, t, column);
	if (s)
		*spelling = s;
	return s != NULL;
}

/* The names columns of t may have, for matching. */
static const char **target_column_names(auditor *au, const struct target *t,
					size_t *count)
{
	if (t->cte)
		return audit_cte_columns(au, t->cte, count);
	const char **names =
	    arena_calloc(au->a, t->catalog->column_count + 1, sizeof *names);
	*count = names ? t->catalog->column_count : 0;
	for (size_t i = 0; i < *count; i++)
		names[i] = t->catalog->columns[i].name;
	return names;
}

/* ---- selection tables ---- */

/* Whether table i is the first of its name (schemas share names). */
static bool first_of_name(const plansql_catalog *c, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (!strcmp(c->tables[j].name, c->tables[i].name))
			return false;
	return true;
}

/* Every table name once, and the CTE names: what a name may mean. */
static const char **table_names(auditor *au, size_t *count)
{
	const plansql_catalog *c = au->catalog;
	size_t n = c->table_count + au->cte_count;
	const char **names = arena_calloc(au->a, n + 1, sizeof *names);
	size_t k = 0;
	for (size_t i = 0; names && i < c->table_count; i++)
		if (!c->tables[i].shared_name || first_of_name(c, i))
			names[k++] = c->tables[i].name;
	for (size_t i = 0; names && i < au->cte_count; i++)
		names[k++] = au->plan->ctes[i].name;
	*count = names ? k : 0;
	return names;
}

/* A name the catalog lacks that looks like SQL ("tracks.Name", "*",
 * "COUNT(x)") gets the reason lowering gives without a catalog. */
static bool reported_as_sql(auditor *au, const char *name, const char *at,
			    bool is_table)
{
	enum name_shape shape = plan_name_shape(name);
	if (shape == NAME_PLAIN)
		return false;
	plan_report_name_shape(au->d, name, shape, at, is_table);
	return true;
}

/* The catalog (or CTE) name a table name means, or NULL after an
 * error; a repair is reported at at. */
static const char *repair_table_name(auditor *au, const char *name,
				     const char *at)
{
	if (audit_is_visible_cte(au, name))
		return name;
	if (!plan_check_cte_order(au->d, au->plan, au->cte_count, name, at))
		return NULL; /* never "repaired" to a table of a close name */
	/* the common case, found by the catalog's hash index */
	const struct catalog_table *t = catalog_table(au->catalog, name);
	if (t && !strcmp(t->name, name))
		return name;
	/* a name the catalog knows but for case is no term */
	const struct glossary_entry *g =
	    t ? NULL : catalog_glossary_lookup(au->glossary, name, NULL);
	if (g && catalog_table(au->catalog, g->table)) {
		audit_fixed(
		    au, "glossary-name", at, audit_json_quoted(au, name),
		    audit_json_quoted(au, g->table),
		    "the glossary says %N is the table %N", name, g->table);
		return g->table;
	}
	size_t n;
	const char **names = table_names(au, &n);
	struct name_match m;
	catalog_match_name(name, names, n, &m);
	if (m.quality == MATCH_EXACT)
		return name;
	if (m.best) {
		audit_fixed(au, "unknown-table", at,
			    audit_json_quoted(au, name),
			    audit_json_quoted(au, m.best),
			    "the table %N is %N in the catalog", name, m.best);
		return m.best;
	}
	if (reported_as_sql(au, name, at, true))
		return NULL;
	plansql_diagnostic *e =
	    diag_error(au->d, "unknown-table", at,
		       m.suggestion_count > 1 && m.quality != MATCH_NONE
			   ? "%N could be several tables of the catalog"
			   : "the catalog has no table %N",
		       name);
	catalog_match_hint(au->d, e, &m);
	return NULL;
}

/* Renaming a selection's table renames the references that used the old
 * name, in the same repair. */
struct rename {
	struct plan_query *query;
	const char *from, *to;
};

static void rename_reference(void *context, struct column_slot *slot)
{
	struct rename *r = context;
	if (slot->query == r->query && slot->table && *slot->table &&
	    !strcmp(*slot->table, r->from))
		*slot->table = r->to;
}

void audit_tables(auditor *au, struct plan_query *q)
{
	for (size_t i = 0; i < q->selection_count; i++) {
		struct plan_selection *s = &q->selections[i];
		const char *at = audit_pointer_of(au, s->at, "table");
		/* a catalog without schemas cannot say which a schema is */
		bool by_schema = s->schema && au->catalog->has_schemas;
		const char *fixed = by_schema
					? audit_schema_table(au, s)
					: repair_table_name(au, s->table, at);
		if (fixed && !s->schema)
			audit_plain_name_resolves(au, fixed, at);
		if (!fixed || !strcmp(fixed, s->table))
			continue;
		struct rename r = {q, s->table, audit_strdup(au, fixed)};
		if (!s->alias)
			plan_walk_columns(au->plan, rename_reference, &r);
		s->table = r.to;
	}
	for (size_t i = 0; i < q->subquery_count; i++) {
		struct plan_subquery *sq = &q->subqueries[i];
		if (!sq->table)
			continue; /* a nested query: audited as a query */
		const char *at = audit_pointer_of(au, sq->at, "subquery_table");
		const char *fixed = repair_table_name(au, sq->table, at);
		if (fixed && !audit_plain_name_resolves(au, fixed, at))
			continue;
		if (fixed && strcmp(fixed, sq->table))
			sq->table = audit_strdup(au, fixed);
	}
}

/* ---- table references ---- */

/* Whether a selection of q is called name, in any case. */
static bool is_selection_key(const struct plan_query *q, const char *name)
{
	for (size_t i = 0; i < q->selection_count; i++)
		if (ascii_equal_ci(plan_selection_key(&q->selections[i]), name))
			return true;
	return false;
}

/* Whether name is free for an alias: no selection, table or CTE has it,
 * so that a reference to it can mean nothing else. */
static bool is_free_alias(auditor *au, const struct plan_query *q,
			  const char *name)
{
	return !is_selection_key(q, name) &&
	       !catalog_table(au->catalog, name) &&
	       !catalog_name_ambiguous(au->catalog, name) &&
	       !audit_is_visible_cte(au, name);
}

/* The alias an added selection of table needs, or NULL: none while no
 * selection of q is called like the table (another table's alias), else
 * the first free "table_N", so that the name keeps meaning one table. */
static const char *alias_for_added(auditor *au, const struct plan_query *q,
				   const char *table)
{
	if (!is_selection_key(q, table))
		return NULL;
	for (unsigned n = 2;; n++) {
		char suffix[16];
		snprintf(suffix, sizeof suffix, "_%u", n);
		const char *alias = audit_concat(au, table, suffix);
		if (au->out_of_memory || is_free_alias(au, q, alias))
			return alias;
	}
}

/* The repair of a reference to named, now to the added selection of
 * table (under alias, when it has one). */
static void report_added(auditor *au, const char *at, const char *named,
			 const char *table, const char *alias)
{
	const char *key = alias ? alias : table;
	const char *before =
	    strcmp(named, key) ? audit_json_quoted(au, named) : "null";
	if (alias)
		audit_fixed(au, "table-added", at, before,
			    audit_json_quoted(au, key),
			    "%N is the table %N: added to the selections as "
			    "%N, since another selection is called %N, to "
			    "join it",
			    named, table, alias, table);
	else if (!strcmp(named, table))
		audit_fixed(au, "table-added", at, before,
			    audit_json_quoted(au, key),
			    "added %N to the selections, to join it", table);
	else
		audit_fixed(au, "table-added", at, before,
			    audit_json_quoted(au, key),
			    "%N is the table %N: added to the selections, to "
			    "join it",
			    named, table);
}

struct plan_selection *audit_add_join_only(auditor *au, struct plan_query *q,
					   const struct catalog_table *t,
					   const char *at, const char *named)
{
	size_t index = q->selection_count;
	const char *alias = alias_for_added(au, q, t->name);
	struct plan_selection *s =
	    APPEND(au, q->selections, q->selection_count);
	if (!s)
		return NULL;
	s->table = audit_strdup(au, t->name);
	s->schema = audit_schema_of_added(au, t);
	s->alias = alias;
	s->join_only = true;
	s->confidence = PLAN_AUDIT_ADDED_CONFIDENCE;
	s->at = diag_pointer_index(
	    au->a, audit_pointer_of(au, q->at, "selections"), index);
	if (named)
		report_added(au, at, named, t->name, alias);
	return s;
}

/* The selection keys of q, for matching a reference. */
static const char **selection_keys(auditor *au, const struct plan_query *q,
				   const char *extra, size_t *count)
{
	const char **keys =
	    arena_calloc(au->a, q->selection_count + 2, sizeof *keys);
	*count = 0;
	for (size_t i = 0; keys && i < q->selection_count; i++)
		keys[(*count)++] = plan_selection_key(&q->selections[i]);
	if (keys && extra)
		keys[(*count)++] = extra;
	return keys;
}

/* A reference to a table no selection has: a close selection name, else
 * a catalog table added as a join-only selection, else an error. */
/* The catalog table a name closely means (one candidate alone), or
 * NULL; CTEs are not tables to add. */
static const struct catalog_table *closest_table(auditor *au, const char *name)
{
	const struct catalog_table *t = catalog_table(au->catalog, name);
	if (t)
		return t;
	size_t n;
	const char **names = table_names(au, &n);
	struct name_match m;
	catalog_match_name(name, names, n, &m);
	return m.best && !audit_is_visible_cte(au, m.best)
		   ? catalog_table(au->catalog, m.best)
		   : NULL;
}

/* The one selection of table (its name as the catalog spells it, in any
 * case), or NULL: a table selected under two aliases is no answer. */
static struct plan_selection *only_selection_of(struct plan_query *q,
						const char *table)
{
	struct plan_selection *found = NULL;
	for (size_t i = 0; i < q->selection_count; i++) {
		if (!ascii_equal_ci(q->selections[i].table, table))
			continue;
		if (found)
			return NULL;
		found = &q->selections[i];
	}
	return found;
}

/* A reference to a table no selection has: a selection of a close name,
 * else a catalog table (added as a join-only selection), else a
 * selection a few typing errors away, else an error. */
static void repair_reference(auditor *au, struct column_slot *slot)
{
	const char *name = *slot->table;
	const char *at = audit_pointer_of(au, slot->at, slot->table_key);
	size_t n;
	const char **keys =
	    selection_keys(au, slot->query, slot->subquery_table, &n);
	struct name_match m;
	catalog_match_name(name, keys, n, &m);
	const struct catalog_table *t = NULL;
	if (!m.best || m.quality == MATCH_EDITS)
		t = audit_visible_cte(au, name) ? NULL
						: closest_table(au, name);
	struct plan_selection *selected =
	    t ? only_selection_of(slot->query, t->name) : NULL;
	if (selected) { /* a slip of a selected table, aliased or not */
		m.best = plan_selection_key(selected);
		t = NULL;
	}
	if (t) {
		struct plan_selection *added =
		    audit_add_join_only(au, slot->query, t, at, name);
		if (added)
			*slot->table = plan_selection_key(added);
		return;
	}
	if (m.best) {
		audit_fixed(au, "unknown-table", at,
			    audit_json_quoted(au, name),
			    audit_json_quoted(au, m.best),
			    "%N refers to the selection %N", name, m.best);
		*slot->table = m.best;
		return;
	}
	plansql_diagnostic *e = diag_error(au->d, "unknown-table", at,
					   "%N is not a selected table", name);
	catalog_match_hint(au->d, e, &m);
	if (!m.suggestion_count)
		diag_hint(au->d, e, "add a selection for it");
}

static void visit_reference(void *context, struct column_slot *slot)
{
	auditor *au = context;
	if (!slot->table || !*slot->table)
		return;
	if ((slot->kind == SLOT_ORDER || slot->kind == SLOT_HAVING ||
	     slot->kind == SLOT_OUTPUT_ORDER) &&
	    plan_is_output_alias(slot->query, *slot->column))
		return; /* an alias: the table does not matter */
	if (slot->subquery_table && !strcmp(*slot->table, slot->subquery_table))
		return;
	if (plan_slot_selection(slot, *slot->table))
		return; /* its own selection, or an enclosing query's */
	repair_reference(au, slot);
}

void audit_references(auditor *au, struct plan_query *q)
{
	plan_walk_query_columns_in(q, au->enclosing, visit_reference, au);
}

/* ---- columns ---- */

/* The selections of the slot's query that have the column, to find a
 * column placed on the wrong table. */
static struct plan_selection *only_selection_with(auditor *au,
						  struct column_slot *slot,
						  const char *column,
						  const char **spelling)
{
	struct plan_selection *found = NULL;
	size_t hits = 0;
	for (size_t i = 0; i < slot->query->selection_count; i++) {
		struct plan_selection *s = &slot->query->selections[i];
		struct target t = {.selection = s, .table = s->table};
		t.cte = audit_visible_cte(au, s->table);
		t.catalog =
		    t.cte ? NULL
			  : catalog_table_in(au->catalog, s->schema, s->table);
		const char *sp;
		if ((t.catalog || t.cte) &&
		    audit_target_has_column(au, &t, column, &sp)) {
			found = s;
			*spelling = sp;
			hits++;
		}
	}
	return hits == 1 ? found : NULL;
}

/* The pointer of the slot's column, made only when there is something
 * to say about it. */
static const char *column_pointer(auditor *au, const struct column_slot *slot)
{
	return audit_pointer_of(au, slot->at, slot->column_key);
}

static void fix_column(auditor *au, struct column_slot *slot, const char *to,
		       const char *table)
{
	const char *from = *slot->column;
	if (!strcmp(from, to))
		return; /* already the catalog's spelling */
	audit_fixed(au, "unknown-column", column_pointer(au, slot),
		    audit_json_quoted(au, from), audit_json_quoted(au, to),
		    "the column %N of %N is %N", from, table, to);
	*slot->column = audit_strdup(au, to);
}

/* A column the glossary names for the target's table: repaired. */
static bool glossary_column(auditor *au, struct column_slot *slot,
			    const struct target *t, const char *at)
{
	const struct glossary_entry *g =
	    t->catalog ? catalog_glossary_lookup(au->glossary, *slot->column,
						 t->catalog->name)
		       : NULL;
	if (!g || !catalog_column(t->catalog, g->column))
		return false;
	audit_fixed(au, "glossary-name", at,
		    audit_json_quoted(au, *slot->column),
		    audit_json_quoted(au, g->column),
		    "the glossary says %N of %N is the column %N",
		    *slot->column, t->table, g->column);
	*slot->column = audit_strdup(au, g->column);
	return true;
}

/* A column the target lacks: the one other selection that has it (a
 * column placed on the wrong table), else a close name of the target,
 * else an error. */
static void unknown_column(auditor *au, struct column_slot *slot,
			   const struct target *t)
{
	const char *column_at = column_pointer(au, slot);
	if (glossary_column(au, slot, t, column_at))
		return;
	const char *spelling = NULL;
	struct plan_selection *home =
	    slot->kind != SLOT_SUBQUERY
		? only_selection_with(au, slot, *slot->column, &spelling)
		: NULL;
	if (home) {
		const char *key = plan_selection_key(home);
		audit_fixed(au, "column-table", column_at,
			    audit_json_quoted(au, t->table),
			    audit_json_quoted(au, key),
			    "%N is a column of %N, not of %N", *slot->column,
			    key, t->table);
		*slot->table = key;
		*slot->column = audit_strdup(au, spelling);
		return;
	}
	size_t n;
	const char **names = target_column_names(au, t, &n);
	struct name_match m;
	catalog_match_name(*slot->column, names, n, &m);
	if (m.best) {
		fix_column(au, slot, m.best, t->table);
		return;
	}
	if (reported_as_sql(au, *slot->column, column_at, false))
		return;
	plansql_diagnostic *e =
	    diag_error(au->d, "unknown-column", column_at,
		       "%N has no column %N", t->table, *slot->column);
	catalog_match_hint(au->d, e, &m);
}

/* The target of each selection of q, for columns that name no table. */
static struct target *selection_targets(auditor *au, struct plan_query *q)
{
	struct target *t =
	    arena_calloc(au->a, q->selection_count + 1, sizeof *t);
	for (size_t i = 0; t && i < q->selection_count; i++) {
		t[i].selection = &q->selections[i];
		t[i].table = q->selections[i].table;
		t[i].cte = audit_visible_cte(au, t[i].table);
		t[i].catalog =
		    t[i].cte
			? NULL
			: catalog_table_in(au->catalog, q->selections[i].schema,
					   t[i].table);
	}
	return t;
}

/* A column that names no table and that the glossary names for the
 * table of exactly one selection: repaired to that selection's column. */
static bool glossary_column_of_any(auditor *au, struct column_slot *slot,
				   const struct target *t, size_t count,
				   const char *at)
{
	const struct glossary_entry *found = NULL;
	const struct target *owner = NULL;
	size_t hits = 0;
	for (size_t i = 0; i < count; i++) {
		const struct glossary_entry *g =
		    t[i].catalog
			? catalog_glossary_lookup(au->glossary, *slot->column,
						  t[i].catalog->name)
			: NULL;
		if (g && catalog_column(t[i].catalog, g->column)) {
			found = g;
			owner = &t[i];
			hits++;
		}
	}
	if (hits != 1)
		return false;
	const char *key = plan_selection_key(owner->selection);
	audit_fixed(au, "glossary-name", at,
		    audit_json_quoted(au, *slot->column),
		    audit_json_quoted(au, found->column),
		    "the glossary says %N is the column %N of %N",
		    *slot->column, found->column, key);
	*slot->column = audit_strdup(au, found->column);
	*slot->table = key;
	return true;
}

/* A column that names no table and belongs to no selection by place:
 * the one selected table that has it is left to lowering; a close name
 * in exactly one table is repaired; none is an error. */
static void infer_column(auditor *au, struct column_slot *slot)
{
	struct plan_query *q = slot->query;
	struct target *t = selection_targets(au, q);
	const char **names = NULL, **owners = NULL, *spelling;
	size_t n = 0, owners_n = 0, hits = 0;
	for (size_t i = 0; t && i < q->selection_count; i++) {
		if (!t[i].catalog && !t[i].cte)
			return; /* a table nothing is known of could have it */
		hits += audit_target_has_column(au, &t[i], *slot->column,
						&spelling);
		size_t count;
		const char **columns = target_column_names(au, &t[i], &count);
		for (size_t k = 0; k < count; k++) {
			*(const char **)audit_append(
			    au, &names, &n, sizeof *names) = columns[k];
			*(const char **)audit_append(au, &owners, &owners_n,
						     sizeof *owners) =
			    plan_selection_key(t[i].selection);
		}
	}
	if (hits)
		return;
	const char *column_at =
	    audit_pointer_of(au, slot->at, slot->column_key);
	if (glossary_column_of_any(au, slot, t, q->selection_count, column_at))
		return;
	struct name_match m;
	catalog_match_name(*slot->column, names, n, &m);
	if (m.best) {
		size_t k = 0;
		while (names[k] != m.best)
			k++;
		audit_fixed(au, "unknown-column", column_at,
			    audit_json_quoted(au, *slot->column),
			    audit_json_quoted(au, m.best),
			    "no selected table has a column %N; %N of %N is "
			    "meant",
			    *slot->column, m.best, owners[k]);
		*slot->column = audit_strdup(au, m.best);
		*slot->table = owners[k];
		return;
	}
	if (reported_as_sql(au, *slot->column, column_at, false))
		return;
	plansql_diagnostic *e =
	    diag_error(au->d, "unknown-column", column_at,
		       "no selected table has a column %N", *slot->column);
	catalog_match_hint(au->d, e, &m);
}

static void visit_column(void *context, struct column_slot *slot)
{
	auditor *au = context;
	struct target t;
	if (slot->kind == SLOT_JOIN) /* repaired from foreign keys first */
		return;
	if ((slot->kind == SLOT_ORDER || slot->kind == SLOT_HAVING ||
	     slot->kind == SLOT_OUTPUT_ORDER) &&
	    plan_is_output_alias(slot->query, *slot->column))
		return;
	if (!slot->default_table && slot->table && !*slot->table &&
	    !slot->subquery_table) {
		infer_column(au, slot);
		return;
	}
	if (!audit_slot_target(au, slot, &t) || (!t.catalog && !t.cte))
		return; /* unresolved tables were reported, or unknowable */
	const char *spelling;
	if (audit_target_has_column(au, &t, *slot->column, &spelling))
		fix_column(au, slot, spelling, t.table);
	else
		unknown_column(au, slot, &t);
}

void audit_columns(auditor *au, struct plan_query *q)
{
	plan_walk_query_columns_in(q, au->enclosing, visit_column, au);
}
