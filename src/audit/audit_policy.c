/* The policy file:
 *   {"roles": {"analyst": {"allow_tables": [...], "deny_tables": [...],
 *     "allow_columns": {"table": [...]}, "deny_columns": {"table": [...]},
 *     "max_limit": 1000}}}
 * Every member of a role is optional; names compare without ASCII case.
 * A table is named alone (in every schema) or as "schema.table". */
#include "audit/audit_policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/json_read.h"
#include "json/json_scan.h"
#include "common/plansql_limits.h"
#include "catalog/catalog.h"
#include "common/diag_similar.h"
#include "plan/plan_names.h"
#include "plan/plan_walk.h"

struct name_list {
	const char **names;
	size_t count;
	bool given;
};

/* The columns listed for one table. */
struct table_columns {
	const char *table;
	struct name_list columns;
};

struct column_rules {
	struct table_columns *tables;
	size_t count;
};

struct plansql_policy {
	arena arena;
	const char *role;
	struct name_list allow_tables, deny_tables;
	struct column_rules allow_columns, deny_columns;
	int64_t max_limit; /* -1: none */
};

static bool listed(const struct name_list *l, const char *name)
{
	for (size_t i = 0; i < l->count; i++)
		if (ascii_equal_ci(l->names[i], name))
			return true;
	return false;
}

/* "schema.table" names exactly that table, in any case. */
static bool names_qualified(const char *entry, const char *schema,
			    const char *table)
{
	for (; *schema; entry++, schema++) {
		char x = *entry >= 'A' && *entry <= 'Z' ? (char)(*entry + 32)
							: *entry;
		char y = *schema >= 'A' && *schema <= 'Z' ? (char)(*schema + 32)
							  : *schema;
		if (x != y) /* also when entry ends first */
			return false;
	}
	return *entry == '.' && ascii_equal_ci(entry + 1, table);
}

static bool names_table(const char *entry, const char *schema,
			const char *table)
{
	return ascii_equal_ci(entry, table) ||
	       (schema && names_qualified(entry, schema, table));
}

static bool table_listed(const struct name_list *l, const char *schema,
			 const char *table)
{
	for (size_t i = 0; i < l->count; i++)
		if (names_table(l->names[i], schema, table))
			return true;
	return false;
}

/* The columns listed for the table: under its qualified name first. */
static const struct name_list *columns_of(const struct column_rules *r,
					  const char *schema, const char *table)
{
	for (size_t i = 0; schema && i < r->count; i++)
		if (names_qualified(r->tables[i].table, schema, table))
			return &r->tables[i].columns;
	for (size_t i = 0; i < r->count; i++)
		if (ascii_equal_ci(r->tables[i].table, table))
			return &r->tables[i].columns;
	return NULL;
}

bool audit_policy_allows_table_in(const struct plansql_policy *p,
				  const char *schema, const char *table)
{
	if (p->allow_tables.given &&
	    !table_listed(&p->allow_tables, schema, table))
		return false;
	return !table_listed(&p->deny_tables, schema, table);
}

bool audit_policy_allows_column_in(const struct plansql_policy *p,
				   const char *schema, const char *table,
				   const char *column)
{
	const struct name_list *allowed =
	    columns_of(&p->allow_columns, schema, table);
	const struct name_list *denied =
	    columns_of(&p->deny_columns, schema, table);
	if (allowed && !listed(allowed, column))
		return false;
	return !denied || !listed(denied, column);
}

/* ---- reading ---- */

static bool read_names(jreader *r, const jvalue *v, const char *at,
		       struct name_list *out)
{
	out->given = true;
	if (!json_read_expect(r, v, at, JV_ARRAY, "an array of names"))
		return false;
	size_t n = json_value_length(v);
	out->names = json_read_alloc(r, n, sizeof *out->names);
	bool ok = true;
	for (size_t i = 0; i < n && out->names; i++) {
		const jvalue *name = json_value_item(v, i);
		const char *where = json_read_item(r, at, i);
		if (!json_read_expect(r, name, where, JV_STRING, "a name")) {
			ok = false;
			continue;
		}
		if (!json_value_string_len(name)) {
			diag_error(r->d, "empty-name", where,
				   "a name must not be empty");
			ok = false;
			continue;
		}
		out->names[out->count++] = json_read_copy_string(r, name);
	}
	return ok;
}

static bool read_list_member(jreader *r, const jvalue *obj, const char *at,
			     const char *key, struct name_list *out)
{
	const jvalue *v = json_read_member(r, obj, at, key, false);
	return !v || read_names(r, v, json_read_child(r, at, key), out);
}

static bool read_column_rules(jreader *r, const jvalue *obj, const char *at,
			      const char *key, struct column_rules *out)
{
	const jvalue *v = json_read_member(r, obj, at, key, false);
	const char *where = json_read_child(r, at, key);
	if (!v)
		return true;
	if (!json_read_expect_object(r, v, where))
		return false;
	out->tables = json_read_alloc(r, (size_t)json_value_length(v) + 1,
				      sizeof *out->tables);
	bool ok = out->tables != NULL;
	for (size_t i = 0; i < json_value_length(v); i++) {
		const char *table = json_value_member_at(v, i)->key;
		const jvalue *names = &json_value_member_at(v, i)->value;
		struct table_columns *t = &out->tables[out->count++];
		t->table = arena_strdup(r->a, table);
		ok &= read_names(r, names, json_read_child(r, where, table),
				 &t->columns);
	}
	return ok;
}

static bool read_role(jreader *r, const jvalue *role, const char *at,
		      struct plansql_policy *p)
{
	static const char *const known[] = {"allow_tables",  "deny_tables",
					    "allow_columns", "deny_columns",
					    "max_limit",     "description"};
	if (!json_read_expect_object(r, role, at))
		return false;
	json_read_check_fields(r, role, at, known, COUNT_OF(known));
	bool ok =
	    read_list_member(r, role, at, "allow_tables", &p->allow_tables);
	ok &= read_list_member(r, role, at, "deny_tables", &p->deny_tables);
	ok &=
	    read_column_rules(r, role, at, "allow_columns", &p->allow_columns);
	ok &= read_column_rules(r, role, at, "deny_columns", &p->deny_columns);
	p->max_limit = json_read_integer(r, role, at, "max_limit", 1, -1);
	return ok;
}

/* What to give instead of an unknown role: the closest role, or else the
 * policy's roles (the first few). */
static void hint_roles(diag_list *d, plansql_diagnostic *e, const jvalue *roles,
		       const char *role, arena *a)
{
	enum { LISTED = 8 };
	const char **names =
	    roles->count ? arena_calloc(a, roles->count, sizeof *names) : NULL;
	if (!names) {
		diag_hint(d, e, "the policy defines no role");
		return;
	}
	for (size_t i = 0; i < roles->count; i++)
		names[i] = roles->as.members[i].key;
	const char *near = diag_closest_name(role, names, roles->count);
	if (near) {
		diag_hint(d, e, "did you mean %N?", near);
		return;
	}
	char stack[256];
	strbuf list;
	strbuf_init(&list, stack, sizeof stack, 4096);
	for (size_t i = 0; i < roles->count && i < LISTED; i++) {
		strbuf_puts(&list, i ? ", " : "");
		diag_quote(&list, names[i]);
	}
	if (roles->count > LISTED)
		strbuf_puts(&list, ", ...");
	if (!list.error)
		diag_hint(d, e, "the roles are %s", list.text);
	strbuf_release(&list);
}

struct plansql_policy *audit_policy_read(const char *text, size_t len,
					 const char *role, diag_list *d)
{
	struct plansql_policy *p = calloc(1, sizeof *p);
	if (!p) {
		d->out_of_memory = 1;
		return NULL;
	}
	arena_init(&p->arena, PLANSQL_ARENA_LIMIT);
	jreader r = {&p->arena, d};
	size_t errors = d->errors;
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	const jvalue *root = json_scan_document(text, len, &json_plan_limits, d,
						&tree, &p->arena),
		     *roles, *rules = NULL;
	bool ok = root && json_read_expect_object(&r, root, "") &&
		  (roles = json_read_member(&r, root, "", "roles", true)) &&
		  json_read_expect_object(&r, roles, "/roles");
	if (ok && !(rules = json_value_get(roles, role))) {
		hint_roles(d,
			   diag_error(d, "unknown-role", "/roles",
				      "the policy has no role %N", role),
			   roles, role, &tree);
		ok = false;
	}
	if (ok)
		ok = read_role(&r, rules, json_read_child(&r, "/roles", role),
			       p);
	p->role = arena_strdup(&p->arena, role);
	arena_free(&tree);
	if (!ok || d->errors > errors) {
		audit_policy_free(p);
		return NULL;
	}
	return p;
}

void audit_policy_free(struct plansql_policy *p)
{
	if (!p)
		return;
	arena_free(&p->arena);
	free(p);
}

/* ---- applying ---- */

typedef struct enforcer {
	const struct plansql_policy *policy;
	const plansql_plan *plan;
	const plansql_catalog *catalog; /* may be NULL */
	diag_list *d;
	/* a denied table or column is reported once */
	const char *reported[32][2];
	size_t reported_count;
} enforcer;

static bool is_cte(const enforcer *e, const char *name)
{
	for (size_t i = 0; i < e->plan->cte_count; i++)
		if (!strcmp(e->plan->ctes[i].name, name))
			return true;
	return false;
}

static bool first_report(enforcer *e, const char *table, const char *column)
{
	for (size_t i = 0; i < e->reported_count; i++)
		if (!strcmp(e->reported[i][0], table) &&
		    !strcmp(e->reported[i][1], column))
			return false;
	if (e->reported_count < 32) {
		e->reported[e->reported_count][0] = table;
		e->reported[e->reported_count++][1] = column;
	}
	return true;
}

/* The schema of the table a selection or subquery reads: the catalog's,
 * else the one the plan names, which the SQL then prints (NULL: none). */
static const char *schema_of(const enforcer *e, const char *schema,
			     const char *table)
{
	const struct catalog_table *t =
	    catalog_table_in(e->catalog, schema, table);
	return t && t->schema ? t->schema : schema;
}

static void check_table(enforcer *e, const char *schema, const char *table,
			const char *at)
{
	schema = is_cte(e, table) ? NULL : schema_of(e, schema, table);
	if (is_cte(e, table) ||
	    audit_policy_allows_table_in(e->policy, schema, table) ||
	    !first_report(e, table, ""))
		return;
	if (schema)
		diag_error(e->d, "access-denied", at,
			   "the role %N may not read the table %N of the "
			   "schema %N",
			   e->policy->role, table, schema);
	else
		diag_error(e->d, "access-denied", at,
			   "the role %N may not read the table %N",
			   e->policy->role, table);
}

static void deny_column(enforcer *e, const char *table, const char *column,
			const char *at)
{
	if (!first_report(e, table, column))
		return;
	diag_error(e->d, "access-denied", at,
		   "the role %N may not read the column %N of %N",
		   e->policy->role, column, table);
}

/* The table a reference means, through aliases: the query's own, then
 * those of the queries a nested query is inside; *schema gets the
 * schema its selection names. */
static const char *table_of(const struct column_slot *slot, const char *name,
			    const char **schema)
{
	const struct plan_selection *s =
	    plan_selection_named(slot->query, name);
	for (const struct query_chain *c = slot->enclosing; !s && c;
	     c = c->outer)
		s = plan_selection_named(c->query, name);
	*schema = s ? s->schema : NULL;
	return s && s->alias && !strcmp(s->alias, name) ? s->table : name;
}

/* Whether a selected table may hold the column: any, without a catalog. */
static bool may_have(const enforcer *e, const char *schema, const char *table,
		     const char *column)
{
	const struct catalog_table *t =
	    catalog_table_in(e->catalog, schema, table);
	return !t || catalog_column(t, column) != NULL;
}

static void visit(void *context, struct column_slot *slot)
{
	enforcer *e = context;
	const char *name =
	    slot->table && *slot->table ? *slot->table : slot->default_table;
	const char *column = *slot->column;
	if ((slot->kind == SLOT_ORDER || slot->kind == SLOT_HAVING ||
	     slot->kind == SLOT_OUTPUT_ORDER) &&
	    plan_is_output_alias(slot->query, column))
		return; /* an alias the query defines, not a column */
	if (name) {
		const char *schema;
		const char *table = table_of(slot, name, &schema);
		if (!is_cte(e, table) &&
		    !audit_policy_allows_column_in(
			e->policy, schema_of(e, schema, table), table, column))
			deny_column(e, table, column, slot->at);
		return;
	}
	/* no table: denied if a selected table that may have it denies it */
	for (size_t i = 0; i < slot->query->selection_count; i++) {
		const char *table = slot->query->selections[i].table;
		const char *schema = slot->query->selections[i].schema;
		if (!is_cte(e, table) && may_have(e, schema, table, column) &&
		    !audit_policy_allows_column_in(
			e->policy, schema_of(e, schema, table), table, column))
			deny_column(e, table, column, slot->at);
	}
}

static void check_query_tables(enforcer *e, const struct plan_query *q)
{
	for (size_t i = 0; i < q->selection_count; i++)
		check_table(e, q->selections[i].schema, q->selections[i].table,
			    q->selections[i].at);
	for (size_t i = 0; i < q->subquery_count; i++) {
		const struct plan_subquery *sq = &q->subqueries[i];
		if (sq->query) /* nested queries read tables too */
			check_query_tables(e, sq->query);
		else
			check_table(e, NULL, sq->table, sq->at);
	}
}

static void clamp_limit(plansql_plan *plan, const struct plansql_policy *p,
			diag_list *d)
{
	int64_t limit = plan->main.limit;
	if (p->max_limit < 0 || (limit >= 0 && limit <= p->max_limit))
		return;
	char before[32] = "null", after[32];
	if (limit >= 0)
		snprintf(before, sizeof before, "%lld", (long long)limit);
	snprintf(after, sizeof after, "%lld", (long long)p->max_limit);
	plansql_diagnostic *w = diag_warning(
	    d, "limit-clamped", "/limit",
	    limit < 0 ? "the role %N reads at most %lld rows: limit set"
		      : "the role %N reads at most %lld rows: limit lowered",
	    p->role, (long long)p->max_limit);
	diag_change(d, w, before, after);
	plan->main.limit = p->max_limit;
}

void audit_policy_apply(plansql_plan *plan, const struct plansql_policy *p,
			const plansql_catalog *catalog, diag_list *d)
{
	enforcer e = {p, plan, catalog, d, {{0}}, 0};
	for (size_t i = 0; i < plan->cte_count; i++)
		check_query_tables(&e, &plan->ctes[i].query);
	check_query_tables(&e, &plan->main);
	plan_walk_columns(plan, visit, &e);
	clamp_limit(plan, p, d);
}
