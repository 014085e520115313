/* What a lowered statement reads: every table column any clause names,
 * in nested queries, CTE bodies and set-operation members too.  A CTE
 * is no table: a column of one is read by its body, whose own reads are
 * listed.  A FROM entry none of whose columns is read (COUNT(*) alone)
 * still reads its table, listed with column NULL, as SQLite's
 * authorizer reports it. */
#include <string.h>

#include "sql_sources.h"
#include "sql_walk.h"

typedef struct reader {
	const plansql_catalog *catalog;
	arena *a;
	const struct sql_scope *scope; /* where the current names resolve */
	plansql_read *reads;
	size_t count, cap;
	/* the FROM entries some column was read from */
	const struct table_ref **used;
	size_t used_count, used_cap;
	bool out_of_memory;
} reader;

static bool same(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static void add_read(reader *rd, const char *schema, const char *table,
		     const char *column)
{
	for (size_t i = 0; i < rd->count; i++)
		if (same(rd->reads[i].schema, schema) &&
		    same(rd->reads[i].table, table) &&
		    same(rd->reads[i].column, column))
			return;
	plansql_read *more = arena_more(rd->a, rd->reads, rd->count, &rd->cap,
					sizeof *rd->reads);
	plansql_read r = {schema ? arena_strdup(rd->a, schema) : NULL,
			  arena_strdup(rd->a, table),
			  column ? arena_strdup(rd->a, column) : NULL};
	if (!more || (schema && !r.schema) || !r.table ||
	    (column && !r.column)) {
		rd->out_of_memory = true;
		return;
	}
	rd->reads = more;
	rd->reads[rd->count++] = r;
}

static void mark_used(reader *rd, const struct table_ref *ref)
{
	for (size_t i = 0; i < rd->used_count; i++)
		if (rd->used[i] == ref)
			return;
	const struct table_ref **more = arena_more(
	    rd->a, rd->used, rd->used_count, &rd->used_cap, sizeof *rd->used);
	if (!more) {
		rd->out_of_memory = true;
		return;
	}
	rd->used = more;
	rd->used[rd->used_count++] = ref;
}

static bool was_used(const reader *rd, const struct table_ref *ref)
{
	for (size_t i = 0; i < rd->used_count; i++)
		if (rd->used[i] == ref)
			return true;
	return false;
}

static void read_column(reader *rd, const struct expr *e)
{
	const struct table_ref *ref =
	    scope_table(rd->scope, e->u.column.qualifier);
	if (!ref)
		return;
	mark_used(rd, ref);
	if (!scope_cte(rd->scope, ref))
		add_read(rd, source_schema(rd->catalog, ref), ref->name,
			 e->u.column.name);
}

static void read_query(reader *rd, const struct query *q);

static void read_expr(const struct expr *e, void *context)
{
	reader *rd = context;
	switch (e->kind) {
	case EXPR_COLUMN:
		read_column(rd, e);
		break;
	case EXPR_IN_QUERY:
		read_query(rd, e->u.in_query.query);
		break;
	case EXPR_EXISTS:
		read_query(rd, e->u.exists.query);
		break;
	case EXPR_SUBQUERY:
		read_query(rd, e->u.subquery);
		break;
	default:
		break;
	}
	expr_each_child(e, read_expr, rd);
}

static void read_opt(reader *rd, const struct expr *e)
{
	if (e)
		read_expr(e, rd);
}

/* A FROM entry of a table that gave no column still reads the table. */
static void read_unused_table(reader *rd, const struct table_ref *ref)
{
	if (!was_used(rd, ref) && !scope_cte(rd->scope, ref))
		add_read(rd, source_schema(rd->catalog, ref), ref->name, NULL);
}

static void read_select(reader *rd, const struct select *s)
{
	for (size_t i = 0; i < s->item_count; i++)
		read_opt(rd, s->items[i].expr);
	for (size_t i = 0; i < s->join_count; i++)
		read_opt(rd, s->joins[i].on);
	read_opt(rd, s->where);
	for (size_t i = 0; i < s->group_count; i++)
		read_opt(rd, s->group_by[i]);
	read_opt(rd, s->having);
}

static void read_tables(reader *rd, const struct select *s)
{
	read_unused_table(rd, &s->from);
	for (size_t i = 0; i < s->join_count; i++)
		read_unused_table(rd, &s->joins[i].table);
}

static void read_query(reader *rd, const struct query *q)
{
	const struct sql_scope *outer = rd->scope;
	struct sql_scope level = {NULL, q->ctes, q->cte_count, outer};
	rd->scope = &level;
	for (size_t i = 0; i < q->cte_count; i++)
		read_query(rd, q->ctes[i].query);
	struct sql_scope block = {NULL, NULL, 0, &level};
	for (size_t i = 0; i < q->term_count; i++) {
		const struct term *t = &q->terms[i];
		if (t->query) {
			read_query(rd, t->query);
			continue;
		}
		block.select = t->select;
		rd->scope = &block;
		read_select(rd, t->select);
		/* ORDER BY names the first block's columns */
		for (size_t j = 0; i == 0 && j < q->order_count; j++)
			read_opt(rd, q->order_by[j].expr);
		read_tables(rd, t->select);
		rd->scope = &level;
	}
	rd->scope = outer;
}

bool statement_reads(const struct query *q, const plansql_catalog *catalog,
		     arena *a, plansql_read **out, size_t *count)
{
	reader rd = {.catalog = catalog, .a = a};
	read_query(&rd, q);
	*out = rd.out_of_memory ? NULL : rd.reads;
	*count = rd.out_of_memory ? 0 : rd.count;
	return !rd.out_of_memory;
}
