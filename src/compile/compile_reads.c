/* What a lowered statement reads: every table column any clause names,
 * in nested queries, CTE bodies and set-operation members too.  A CTE
 * is no table: a column of one is read by its body, whose own reads are
 * listed.  A FROM entry none of whose columns is read (COUNT(*) alone)
 * still reads its table, listed with column NULL, as SQLite's
 * authorizer reports it. */
#include <string.h>

#include "compile/compile_sources.h"
#include "sql/sql_walk.h"

typedef struct reader {
	const plansql_catalog *catalog;
	arena *a;
	const struct sql_scope *scope; /* where the current names resolve */
	plansql_read *reads;
	size_t count, cap;
	/* reads by their names: index + 1 (0: empty), open addressing */
	size_t *slots;
	size_t slot_count; /* a power of two, at least twice count */
	/* the FROM entries some column was read from */
	const struct table_ref **used;
	size_t used_count, used_cap;
	/* the last qualifier resolved, and in which scope: a select list
	 * names one table's columns one after another */
	const struct sql_scope *last_scope;
	const char *last_qualifier;
	const struct table_ref *last_ref;
	bool out_of_memory;
} reader;

static bool same(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static uint32_t text_hash(uint32_t h, const char *s)
{
	for (; s && *s; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return (h ^ (s ? 1u : 0u)) * 16777619u;
}

static uint32_t read_hash(const char *schema, const char *table,
			  const char *column)
{
	return text_hash(text_hash(text_hash(2166136261u, schema), table),
			 column);
}

/* The slot of the read, or the empty one where it goes. */
static size_t *read_slot(const reader *rd, const char *schema,
			 const char *table, const char *column)
{
	size_t mask = rd->slot_count - 1;
	for (size_t i = read_hash(schema, table, column) & mask;;
	     i = (i + 1) & mask) {
		size_t *slot = &rd->slots[i];
		const plansql_read *r = *slot ? &rd->reads[*slot - 1] : NULL;
		if (!r || (same(r->schema, schema) && same(r->table, table) &&
			   same(r->column, column)))
			return slot;
	}
}

/* Room for one read more in the index: twice the slots, rehashed. */
static bool index_room(reader *rd)
{
	if (2 * (rd->count + 1) <= rd->slot_count)
		return true;
	size_t n = rd->slot_count ? 2 * rd->slot_count : 64;
	size_t *slots = arena_calloc(rd->a, n, sizeof *slots);
	if (!slots)
		return false;
	rd->slots = slots;
	rd->slot_count = n;
	for (size_t i = 0; i < rd->count; i++) {
		const plansql_read *r = &rd->reads[i];
		*read_slot(rd, r->schema, r->table, r->column) = i + 1;
	}
	return true;
}

/* Each read is listed once: found by its names, not by a scan. */
static void add_read(reader *rd, const char *schema, const char *table,
		     const char *column)
{
	if (!index_room(rd)) {
		rd->out_of_memory = true;
		return;
	}
	size_t *slot = read_slot(rd, schema, table, column);
	if (*slot)
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
	*slot = rd->count;
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

/* Names resolve in scope from now on (the cache of resolve forgotten:
 * scopes live on the stack, and one is reused for each term). */
static void enter(reader *rd, const struct sql_scope *scope)
{
	rd->scope = scope;
	rd->last_scope = NULL;
}

static const struct table_ref *resolve(reader *rd, const char *qualifier)
{
	if (rd->last_scope == rd->scope && qualifier && rd->last_qualifier &&
	    !strcmp(qualifier, rd->last_qualifier))
		return rd->last_ref;
	rd->last_scope = rd->scope;
	rd->last_qualifier = qualifier;
	rd->last_ref = compile_scope_table(rd->scope, qualifier);
	return rd->last_ref;
}

static void read_column(reader *rd, const struct expr *e)
{
	const struct table_ref *ref = resolve(rd, e->u.column.qualifier);
	if (!ref)
		return;
	mark_used(rd, ref);
	if (!compile_scope_cte(rd->scope, ref))
		add_read(rd, compile_source_schema(rd->catalog, ref), ref->name,
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
	sql_expr_each_child(e, read_expr, rd);
}

static void read_opt(reader *rd, const struct expr *e)
{
	if (e)
		read_expr(e, rd);
}

/* A FROM entry of a table that gave no column still reads the table. */
static void read_unused_table(reader *rd, const struct table_ref *ref)
{
	if (!was_used(rd, ref) && !compile_scope_cte(rd->scope, ref))
		add_read(rd, compile_source_schema(rd->catalog, ref), ref->name,
			 NULL);
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
	enter(rd, &level);
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
		enter(rd, &block);
		read_select(rd, t->select);
		/* ORDER BY names the first block's columns */
		for (size_t j = 0; i == 0 && j < q->order_count; j++)
			read_opt(rd, q->order_by[j].expr);
		read_tables(rd, t->select);
		enter(rd, &level);
	}
	enter(rd, outer);
}

bool compile_statement_reads(const struct query *q,
			     const plansql_catalog *catalog, arena *a,
			     plansql_read **out, size_t *count)
{
	reader rd = {.catalog = catalog, .a = a};
	read_query(&rd, q);
	*out = rd.out_of_memory ? NULL : rd.reads;
	*count = rd.out_of_memory ? 0 : rd.count;
	return !rd.out_of_memory;
}
