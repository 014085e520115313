/* Set operations (format 2): every member outputs as many columns as
 * the main query, and with a catalog the columns members put side by
 * side must be of one kind, text, number or date; engines refuse the
 * others (PostgreSQL) or convert them row by row. */
#include "audit/audit_internal.h"

enum kind { KIND_UNKNOWN, KIND_TEXT, KIND_NUMBER, KIND_DATE };

static const char *const kind_names[] = {"unknown", "text", "number", "date"};

static enum kind kind_of(enum type_class c)
{
	switch (c) {
	case TYPE_TEXT:
		return KIND_TEXT;
	case TYPE_INTEGER:
	case TYPE_NUMBER:
	case TYPE_BOOLEAN:
	case TYPE_BIT:
		return KIND_NUMBER;
	case TYPE_DATE:
	case TYPE_DATETIME:
		return KIND_DATE;
	case TYPE_UNKNOWN:
		break;
	}
	return KIND_UNKNOWN;
}

/* One output column: its kind and the node to point at. */
struct output {
	enum kind kind;
	const char *at;
};

static enum kind column_kind(auditor *au, struct plan_query *q,
			     const char *table, const char *column)
{
	const struct plan_selection *s =
	    table ? audit_find_selection(q, table) : NULL;
	const struct catalog_table *t =
	    s ? catalog_table_in(au->catalog, s->schema, s->table) : NULL;
	const struct catalog_column *c = t ? catalog_column(t, column) : NULL;
	return c ? kind_of(c->type) : KIND_UNKNOWN;
}

static enum kind aggregate_kind(auditor *au, struct plan_query *q,
				const struct plan_aggregate *a)
{
	if (a->function == AGG_MIN || a->function == AGG_MAX)
		return a->column ? column_kind(au, q, a->table, a->column)
				 : KIND_UNKNOWN;
	return KIND_NUMBER;
}

static bool put(struct output *out, size_t cap, size_t *n, enum kind kind,
		const char *at)
{
	if (*n == cap)
		return false;
	out[(*n)++] = (struct output){kind, at};
	return true;
}

/* The outputs of q, or false when the audit cannot list them exactly
 * (windows, filter-role columns no filter reads: lowering decides). */
static bool outputs_of(auditor *au, struct plan_query *q, struct output *out,
		       size_t cap, size_t *n)
{
	*n = 0;
	if (q->window_count)
		return false;
	bool ok = true;
	if (q->group_by) {
		struct plan_group_by *g = q->group_by;
		for (size_t i = 0; i < g->column_count; i++)
			if (!g->columns[i].hidden)
				ok &=
				    put(out, cap, n,
					column_kind(au, q, g->columns[i].table,
						    g->columns[i].column),
					g->columns[i].at);
		for (size_t i = 0; i < g->aggregate_count; i++)
			if (!g->aggregates[i].hidden)
				ok &= put(
				    out, cap, n,
				    aggregate_kind(au, q, &g->aggregates[i]),
				    g->aggregates[i].at);
		return ok;
	}
	for (size_t i = 0; i < q->selection_count; i++) {
		struct plan_selection *s = &q->selections[i];
		for (size_t j = 0; !s->join_only && j < s->column_count; j++) {
			struct plan_column *c = &s->columns[j];
			const char *table =
			    c->table ? c->table : plan_selection_key(s);
			if (c->role == ROLE_FILTER &&
			    plan_column_used(q, table, c->column))
				continue; /* read by its filter, not output */
			if (c->role == ROLE_FILTER)
				return false; /* an orphan: lowering decides */
			ok &= put(out, cap, n,
				  column_kind(au, q, table, c->column), c->at);
		}
	}
	return ok;
}

#define MAX_CHECKED 64 /* wider results are left to the engine */

static void report_count(auditor *au, const struct plan_set_operation *so,
			 size_t member_n, size_t main_n)
{
	plansql_diagnostic *e =
	    diag_error(au->d, "set-columns", so->at,
		       "this member outputs %zu columns, the main query %zu",
		       member_n, main_n);
	diag_hint(au->d, e,
		  "every member of a set operation outputs as many columns "
		  "as the main query, in the same order");
}

static void compare_kinds(auditor *au, const struct output *main,
			  const struct output *member, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		enum kind a = main[k].kind, b = member[k].kind;
		if (a == KIND_UNKNOWN || b == KIND_UNKNOWN || a == b)
			continue;
		plansql_diagnostic *e = diag_error(
		    au->d, "set-types", member[k].at,
		    "column %zu of this member is %s, the main query's is %s",
		    k + 1, kind_names[b], kind_names[a]);
		diag_hint(au->d, e,
			  "combine columns of one kind: text, number or date");
	}
}

void audit_set_operations(auditor *au, struct plan_query *q)
{
	struct output main[MAX_CHECKED], member[MAX_CHECKED];
	size_t main_n, member_n;
	if (!q->set_operation_count ||
	    !outputs_of(au, q, main, MAX_CHECKED, &main_n))
		return;
	for (size_t i = 0; i < q->set_operation_count; i++) {
		struct plan_set_operation *so = &q->set_operations[i];
		struct plan_query *m = &so->query;
		if (!outputs_of(au, m, member, MAX_CHECKED, &member_n))
			continue; /* lowering counts what the audit cannot */
		if (!main_n || !member_n)
			continue; /* no-output-columns, at the compile */
		if (member_n != main_n)
			report_count(au, so, member_n, main_n);
		else if (!q->output_order_count && !m->output_order_count)
			compare_kinds(au, main, member, main_n);
		/* output_order moves columns: lowering places them, and the
		 * engine compares their kinds */
	}
}
