/* The audit's order of passes, and what they share: a repair is recorded
 * as a "fixed" diagnostic with the node before and after. */
#include "audit/audit_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "json/json_write.h"
#include "common/plansql_limits.h"
#include "plan/plan_copy.h"
#include "audit/audit_window_refs.h"
#include "audit/audit_policy.h"

plansql_diagnostic *audit_fixed(auditor *au, const char *code, const char *at,
				const char *before, const char *after,
				const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	plansql_diagnostic *diag =
	    diag_vadd(au->d, PLANSQL_FIXED, code, at, fmt, ap);
	va_end(ap);
	diag_change(au->d, diag, before, after);
	return diag;
}

/* The text a json_writer has written, copied into the audit's arena and
 * the writer's buffer released; "null" (and out of memory noted) when
 * the text could not be made. */
const char *audit_json_done(auditor *au, strbuf *sb)
{
	const char *copy =
	    sb->error ? NULL : arena_strndup(au->a, sb->text, sb->len);
	strbuf_release(sb);
	au->out_of_memory |= copy == NULL;
	return copy ? copy : "null";
}

const char *audit_json_quoted(auditor *au, const char *s)
{
	if (!s)
		return "null";
	char stack[256];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, PLANSQL_MAX_JSON_BYTES);
	json_put_string(&sb, s);
	return audit_json_done(au, &sb);
}

const char *audit_strdup(auditor *au, const char *s)
{
	const char *copy = s ? arena_strdup(au->a, s) : NULL;
	au->out_of_memory |= s && !copy;
	return copy;
}

const char *audit_concat(auditor *au, const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b);
	char *s = arena_alloc(au->a, na + nb + 1);
	if (!s) {
		au->out_of_memory = true;
		return a;
	}
	memcpy(s, a, na);
	memcpy(s + na, b, nb + 1);
	return s;
}

void *audit_append(auditor *au, void *items_ptr, size_t *count, size_t size)
{
	void **items = items_ptr;
	char *grown = arena_calloc(au->a, *count + 1, size);
	if (!grown) {
		au->out_of_memory = true;
		return NULL;
	}
	if (*count)
		memcpy(grown, *items, *count * size);
	*items = grown;
	return grown + (*count)++ * size;
}

const char *audit_pointer_of(auditor *au, const char *at, const char *key)
{
	const char *p = diag_pointer_key(au->a, at, key);
	au->out_of_memory |= p == NULL;
	return p ? p : "";
}

/* A CTE named like a catalog table hides the table from the query. */
static void audit_cte_names(auditor *au)
{
	for (size_t i = 0; i < au->plan->cte_count; i++) {
		const struct plan_cte *c = &au->plan->ctes[i];
		const struct catalog_table *t =
		    catalog_table(au->catalog, c->name);
		if (!t)
			continue;
		plansql_diagnostic *w = diag_warning(
		    au->d, "cte-shadows-table",
		    audit_pointer_of(au, c->at, "name"),
		    "the CTE %N hides the table %N: selections of that name "
		    "read the CTE",
		    c->name, t->name);
		diag_hint(au->d, w, "rename the CTE if the table is meant");
	}
}

static void audit_nested_queries(auditor *au, struct plan_query *q);

/* An EXISTS over a query that correlates on nothing is constant. */
static void audit_correlation(auditor *au, const struct plan_subquery *sq)
{
	if ((sq->op != SUB_EXISTS && sq->op != SUB_NOT_EXISTS) ||
	    sq->correlation_count)
		return;
	plansql_diagnostic *w = diag_warning(
	    au->d, "uncorrelated-exists", audit_pointer_of(au, sq->at, "query"),
	    "%s over a query without correlated_on is the same for every "
	    "row",
	    plan_subquery_op_name(sq->op));
	diag_hint(au->d, w,
		  "add \"correlated_on\": [{\"outer\": {...}, \"inner\": "
		  "{...}}] to tie it to the outer row");
}

/* Every repair of one query, in an order where each pass sees the
 * repairs of the passes before it. */
static void audit_query(auditor *au, struct plan_query *q)
{
	if (au->catalog) {
		audit_tables(au, q);
		if (!audit_duplicate_selections(au, q))
			return; /* names that mean two tables: nothing to repair
				 */
		audit_alias_spelling(au, q);
	}
	/* before the name repairs, which would call the alias unknown */
	if (!audit_window_refs(q, au->catalog, au->a, au->d))
		return;
	if (au->catalog) {
		audit_references(au, q);
		audit_join_columns(au, q);
		audit_columns(au, q);
		audit_connectivity(au, q);
		audit_left_joins(au, q);
		audit_grouping(au, q);
		audit_aliases(au, q);
		audit_order(au, q);
		audit_values(au, q);
	}
	audit_orphans(au, q);
	audit_expressions(au, q);
	for (size_t i = 0; i < q->set_operation_count; i++)
		audit_query(au, &q->set_operations[i].query);
	audit_set_operations(au, q);
	audit_nested_queries(au, q);
}

/* Nested queries are audited like any other, inside q: names they do
 * not define are q's (or further out). */
static void audit_nested_queries(auditor *au, struct plan_query *q)
{
	const struct query_chain *enclosing = au->enclosing;
	for (size_t i = 0; i < q->subquery_count; i++) {
		struct plan_subquery *sq = &q->subqueries[i];
		if (!sq->query)
			continue;
		struct query_chain link = {q, enclosing, sq};
		au->enclosing = &link;
		audit_query(au, sq->query);
		au->enclosing = enclosing;
		audit_correlation(au, sq);
	}
}

/* CTEs first, each whole before the next: a later query reads the
 * output columns of a CTE as repaired, never as written. */
static void audit_queries(auditor *au)
{
	for (size_t i = 0; i < au->plan->cte_count; i++) {
		au->cte_count = i;
		audit_query(au, &au->plan->ctes[i].query);
	}
	au->cte_count = au->plan->cte_count;
	audit_query(au, &au->plan->main);
}

bool audit_plan_in_place(plansql_plan *plan, const plansql_catalog *catalog,
			 const struct audit_inputs *in, diag_list *d)
{
	static const struct audit_inputs none;
	if (!in)
		in = &none;
	auditor au = {.plan = plan,
		      .a = &plan->arena,
		      .d = d,
		      .catalog = catalog,
		      .policy = in->policy,
		      .glossary = in->glossary,
		      .lookup = in};
	size_t errors = d->errors;
	if (catalog)
		audit_cte_names(&au);
	audit_queries(&au);
	if (in->policy) /* denials are reported even after other errors */
		audit_policy_apply(plan, in->policy, catalog, d);
	if (au.out_of_memory)
		d->out_of_memory = 1;
	plan->audited = true;
	return d->errors == errors && !d->out_of_memory;
}

plansql_plan *audit_policy_applied(const plansql_plan *plan,
				   const struct plansql_policy *policy,
				   const plansql_catalog *catalog, diag_list *d)
{
	plansql_plan *copy = plan_copy(plan);
	if (!copy) {
		d->out_of_memory = 1;
		return NULL;
	}
	size_t errors = d->errors;
	audit_policy_apply(copy, policy, catalog, d);
	if (d->errors > errors || d->out_of_memory) {
		plan_free(copy);
		return NULL;
	}
	return copy;
}

plansql_plan *audit_plan(const plansql_plan *plan,
			 const plansql_catalog *catalog,
			 const struct audit_inputs *in, diag_list *d)
{
	plansql_plan *copy = plan_copy(plan);
	if (!copy) {
		d->out_of_memory = 1;
		return NULL;
	}
	if (!audit_plan_in_place(copy, catalog, in, d)) {
		plan_free(copy);
		return NULL;
	}
	return copy;
}
