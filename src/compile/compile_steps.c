/* The steps of a plan (see plan_steps.h and docs/api.md, "Steps").
 *
 * Everything is taken from the statement as lowered, so that a step
 * joins and filters exactly as the compiled plan does: the FROM table, a
 * prefix of its joins, and the WHERE conjuncts whose tables that prefix
 * holds.  A conjunct finds the plan element it came from by its JSON
 * Pointer; the labels are made from those plan elements. */
#include "compile/compile_steps.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compile/compile.h"
#include "common/plansql_limits.h"
#include "plan/plan.h"
#include "plan/plan_names.h"
#include "sql/sql_ast.h"
#include "sql/sql_dialect.h"
#include "sql/sql_rewrite.h"
#include "sql/sql_walk.h"

/* A plan with more steps is refused rather than compiled over and over:
 * each step repeats all the ones before it. */
#define MAX_STEPS 1000
/* A longer label (a long IN list, say) is cut and ends in "...". */
#define LABEL_MAX_BYTES 240

/* A plan element that adds conditions: an item of a filters list, or a
 * subquery filter. */
struct unit {
	const char *pointer;
	const struct plan_filter *filter;     /* or NULL */
	const struct plan_subquery *subquery; /* or NULL */
	const char *qualifier; /* the default table of a filter, or NULL */
	/* the positions of the first and the last table it reads (first
	 * SIZE_MAX for none), and of the table after which it applies */
	size_t first_table, last_table, applies_after;
	bool included;
};

/* The conjuncts of WHERE or HAVING, each with the index of its unit. */
struct conditions {
	struct expr **items;
	size_t *unit_of;
	size_t count;
	struct unit *units;
	size_t unit_count;
};

struct builder {
	arena *a;
	diag_list *d;
	const struct dialect *dialect;
	const struct plan_query *pq;
	const struct query *q;	/* the main statement as lowered */
	const struct select *s; /* its SELECT */
	struct steps_context *out;
	const char *cte_name; /* what a step that counts rows of rows reads */
	struct select_item *named_items; /* s's items, each with a name */
	struct conditions where, having;
};

/* ---- which plan element a conjunct came from ---- */

static bool pointer_within(const char *at, const char *node)
{
	size_t n = strlen(node);
	return !strncmp(at, node, n) && (at[n] == '\0' || at[n] == '/');
}

static struct unit where_unit(const struct plan_query *pq, const char *at)
{
	for (size_t i = 0; i < pq->selection_count; i++) {
		const struct plan_selection *sel = &pq->selections[i];
		for (size_t j = 0; j < sel->filter_count; j++)
			if (pointer_within(at, sel->filters[j].at))
				return (struct unit){
				    .pointer = sel->filters[j].at,
				    .filter = &sel->filters[j],
				    .qualifier =
					sel->alias ? sel->alias : sel->table};
	}
	for (size_t i = 0; i < pq->filter_count; i++)
		if (pointer_within(at, pq->filters[i].at))
			return (struct unit){.pointer = pq->filters[i].at,
					     .filter = &pq->filters[i]};
	for (size_t i = 0; i < pq->subquery_count; i++)
		if (pointer_within(at, pq->subqueries[i].at))
			return (struct unit){.pointer = pq->subqueries[i].at,
					     .subquery = &pq->subqueries[i]};
	return (struct unit){.pointer = at};
}

static struct unit having_unit(const struct plan_query *pq, const char *at)
{
	const struct plan_group_by *g = pq->group_by;
	for (size_t i = 0; g && i < g->having_count; i++)
		if (pointer_within(at, g->having[i].at))
			return (struct unit){.pointer = g->having[i].at,
					     .filter = &g->having[i]};
	return (struct unit){.pointer = at};
}

/* ---- which tables a conjunct reads ---- */

/* The position of a table of s in its FROM clause (0 the FROM table,
 * then the joins), or SIZE_MAX for a name that is not one of them. */
static size_t table_position(const struct select *s, const char *qualifier)
{
	const struct table_ref *t = &s->from;
	if (!strcmp(t->alias ? t->alias : t->name, qualifier))
		return 0;
	for (size_t i = 0; i < s->join_count; i++) {
		t = &s->joins[i].table;
		if (!strcmp(t->alias ? t->alias : t->name, qualifier))
			return i + 1;
	}
	return SIZE_MAX;
}

static void note_expr(const struct select *s, const struct expr *e,
		      struct unit *u);

static void note_list(const struct select *s, struct expr *const *items,
		      size_t count, struct unit *u)
{
	for (size_t i = 0; i < count; i++)
		note_expr(s, items[i], u);
}

/* A subquery reads the outer tables it correlates with. */
static void note_query(const struct select *s, const struct query *q,
		       struct unit *u)
{
	for (size_t t = 0; t < q->term_count; t++) {
		const struct select *inner = q->terms[t].select;
		if (!inner) {
			note_query(s, q->terms[t].query, u);
			continue;
		}
		for (size_t i = 0; i < inner->item_count; i++)
			note_expr(s, inner->items[i].expr, u);
		for (size_t i = 0; i < inner->join_count; i++)
			note_expr(s, inner->joins[i].on, u);
		note_expr(s, inner->where, u);
		note_list(s, inner->group_by, inner->group_count, u);
		note_expr(s, inner->having, u);
	}
}

struct note_context {
	const struct select *s;
	struct unit *u;
};

static void note_child(const struct expr *e, void *context)
{
	struct note_context *n = context;
	note_expr(n->s, e, n->u);
}

static void note_expr(const struct select *s, const struct expr *e,
		      struct unit *u)
{
	if (!e)
		return;
	switch (e->kind) {
	case EXPR_COLUMN: {
		size_t at = e->u.column.qualifier
				? table_position(s, e->u.column.qualifier)
				: SIZE_MAX;
		if (at != SIZE_MAX && at > u->last_table)
			u->last_table = at;
		if (at < u->first_table)
			u->first_table = at;
		break;
	}
	case EXPR_IN_QUERY:
		note_query(s, e->u.in_query.query, u);
		break; /* and its operand */
	case EXPR_EXISTS:
		note_query(s, e->u.exists.query, u);
		return;
	case EXPR_SUBQUERY:
		note_query(s, e->u.subquery, u);
		return;
	case EXPR_WINDOW: /* windows are no filters */
		return;
	default:
		break;
	}
	struct note_context n = {s, u};
	sql_expr_each_child(e, note_child, &n);
}

/* Splits a WHERE or HAVING condition into its conjuncts and groups them
 * by plan element, in the order the statement has them. */
static bool split(struct builder *b, struct expr *e, struct conditions *c,
		  struct unit (*find)(const struct plan_query *, const char *))
{
	size_t n = !e ? 0 : e->kind == EXPR_AND ? e->u.list.count : 1;
	c->items = arena_calloc(b->a, n + 1, sizeof *c->items);
	c->unit_of = arena_calloc(b->a, n + 1, sizeof *c->unit_of);
	c->units = arena_calloc(b->a, n + 1, sizeof *c->units);
	if (!c->items || !c->unit_of || !c->units)
		return false;
	for (size_t i = 0; i < n; i++) {
		struct expr *item =
		    e->kind == EXPR_AND ? e->u.list.items[i] : e;
		struct unit u = find(b->pq, item->at ? item->at : "");
		size_t k = 0;
		while (k < c->unit_count &&
		       strcmp(c->units[k].pointer, u.pointer))
			k++;
		if (k == c->unit_count) {
			u.first_table = SIZE_MAX;
			c->units[c->unit_count++] = u;
		}
		note_expr(b->s, item, &c->units[k]);
		c->items[i] = item;
		c->unit_of[i] = k;
	}
	c->count = n;
	return true;
}

/* A condition applies after the step that brings its last table, or
 * after a later RIGHT or FULL join that makes one of its tables
 * optional: WHERE applies after every join, and those joins bring back
 * rows that the condition, applied before them, would have removed. */
static void place_conditions(struct builder *b)
{
	for (size_t i = 0; i < b->where.unit_count; i++) {
		struct unit *u = &b->where.units[i];
		u->applies_after = u->last_table;
		for (size_t k = 1; k <= b->s->join_count; k++) {
			enum join_type type = b->s->joins[k - 1].type;
			if ((type == JOIN_RIGHT || type == JOIN_FULL) &&
			    u->first_table < k && u->applies_after < k)
				u->applies_after = k;
		}
	}
}

/* ---- labels ---- */

static void put_name(strbuf *sb, const char *qualifier, const char *name)
{
	if (qualifier) {
		strbuf_puts(sb, qualifier);
		strbuf_putc(sb, '.');
	}
	strbuf_puts(sb, name);
}

static void put_quoted(strbuf *sb, const char *text)
{
	strbuf_putc(sb, '\'');
	for (const char *p = text; *p; p++) {
		if (*p == '\'')
			strbuf_putc(sb, '\'');
		strbuf_putc(sb, *p);
	}
	strbuf_putc(sb, '\'');
}

static void put_value(strbuf *sb, const struct plan_value *v)
{
	switch (v->kind) {
	case PV_NULL:
		strbuf_puts(sb, "null");
		break;
	case PV_BOOL:
		strbuf_puts(sb, v->boolean ? "true" : "false");
		break;
	case PV_INT:
		strbuf_put_int(sb, v->integer);
		break;
	case PV_NUMBER:
		strbuf_puts(sb, v->text);
		break;
	case PV_STRING:
		put_quoted(sb, v->text);
		break;
	case PV_COLUMN:
		put_name(sb, v->column.table, v->column.column);
		break;
	}
}

static void put_filter(strbuf *sb, const struct plan_filter *f,
		       const char *qualifier);

static void put_group(strbuf *sb, const struct plan_filter *f,
		      const char *qualifier)
{
	if (f->kind == FILTER_NOT) {
		strbuf_puts(sb, "not ");
		bool leaf = f->items[0].kind == FILTER_LEAF;
		strbuf_puts(sb, leaf ? "(" : "");
		put_filter(sb, &f->items[0], qualifier);
		strbuf_puts(sb, leaf ? ")" : "");
		return;
	}
	strbuf_putc(sb, '(');
	for (size_t i = 0; i < f->item_count; i++) {
		if (i)
			strbuf_puts(sb,
				    f->kind == FILTER_ANY ? " or " : " and ");
		put_filter(sb, &f->items[i], qualifier);
	}
	strbuf_putc(sb, ')');
}

/* " in the last 12 months", " in this week", " in month to date" */
static void put_period(strbuf *sb, const struct plan_period *p)
{
	char count[24];
	strbuf_puts(sb, " in ");
	if (p->kind == PERIOD_TO_DATE) {
		strbuf_puts(sb, plan_unit_names[p->unit]);
		strbuf_puts(sb, " to date");
		return;
	}
	strbuf_puts(sb, p->kind == PERIOD_THIS	 ? "this "
			: p->kind == PERIOD_LAST ? "the last "
						 : "the next ");
	if (p->count != 1) {
		snprintf(count, sizeof count, "%lld ", (long long)p->count);
		strbuf_puts(sb, count);
	}
	strbuf_puts(sb, plan_unit_names[p->unit]);
	strbuf_puts(sb, p->count != 1 ? "s" : "");
	if (p->include_current)
		strbuf_puts(sb, " including the current one");
}

static void put_filter(strbuf *sb, const struct plan_filter *f,
		       const char *qualifier)
{
	if (f->kind != FILTER_LEAF) {
		put_group(sb, f, qualifier);
		return;
	}
	put_name(sb, f->table ? f->table : qualifier, f->column);
	switch (f->op) {
	case OP_IS_NULL:
		strbuf_puts(sb, " is null");
		return;
	case OP_IS_NOT_NULL:
		strbuf_puts(sb, " is not null");
		return;
	case OP_BETWEEN:
		strbuf_puts(sb, " between ");
		put_value(sb, &f->list[0]);
		strbuf_puts(sb, " and ");
		put_value(sb, &f->list[1]);
		return;
	case OP_IN_PERIOD:
		put_period(sb, &f->period);
		return;
	case OP_IN:
	case OP_NOT_IN:
		strbuf_puts(sb, f->op == OP_IN ? " in (" : " not in (");
		for (size_t i = 0; i < f->list_count; i++) {
			strbuf_puts(sb, i ? ", " : "");
			put_value(sb, &f->list[i]);
		}
		strbuf_putc(sb, ')');
		return;
	default:
		strbuf_putc(sb, ' ');
		strbuf_puts(sb, plan_filter_op_name(f->op));
		strbuf_putc(sb, ' ');
		put_value(sb, &f->value);
	}
}

static void put_subquery_filters(strbuf *sb, const struct plan_subquery *sq,
				 bool first)
{
	for (size_t i = 0; i < sq->filter_count; i++) {
		strbuf_puts(sb, first && i == 0 ? " where " : " and ");
		put_filter(sb, &sq->filters[i], sq->table);
	}
}

/* The test of a nested query or an aggregate, in a few words. */
static void put_scalar_or_nested(strbuf *sb, const struct plan_subquery *sq)
{
	bool exists = sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS;
	if (!exists) {
		put_name(sb, sq->outer.table, sq->outer.column);
		strbuf_putc(sb, ' ');
		strbuf_puts(sb, plan_subquery_op_name(sq->op));
		strbuf_puts(sb, " (");
	} else {
		strbuf_puts(sb, sq->op == SUB_NOT_EXISTS ? "not_exists ("
							 : "exists (");
	}
	if (sq->query) {
		strbuf_puts(sb, "a nested query");
	} else {
		strbuf_puts(sb, "select ");
		strbuf_puts(sb, plan_aggregate_function_name(sq->aggregate));
		strbuf_putc(sb, '(');
		put_name(sb, sq->table, sq->column);
		strbuf_putc(sb, ')');
		put_subquery_filters(sb, sq, true);
	}
	strbuf_putc(sb, ')');
}

static void put_subquery(strbuf *sb, const struct plan_subquery *sq)
{
	if (sq->query || sq->has_aggregate) {
		put_scalar_or_nested(sb, sq);
		return;
	}
	bool negated = sq->op == SUB_NOT_IN || sq->op == SUB_NOT_EXISTS;
	if (sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS) {
		strbuf_puts(sb, negated ? "not exists (" : "exists (");
		strbuf_puts(sb, sq->table);
		strbuf_puts(sb, " where ");
		put_name(sb, sq->table, sq->column);
		strbuf_puts(sb, " = ");
		put_name(sb, sq->outer.table, sq->outer.column);
		put_subquery_filters(sb, sq, false);
	} else {
		put_name(sb, sq->outer.table, sq->outer.column);
		strbuf_puts(sb, negated ? " not in (select " : " in (select ");
		put_name(sb, sq->table, sq->column);
		put_subquery_filters(sb, sq, true);
	}
	strbuf_putc(sb, ')');
}

static void put_table(strbuf *sb, const struct table_ref *t)
{
	if (t->schema) {
		strbuf_puts(sb, t->schema);
		strbuf_putc(sb, '.');
	}
	strbuf_puts(sb, t->name);
	if (t->alias) {
		strbuf_puts(sb, " as ");
		strbuf_puts(sb, t->alias);
	}
}

/* The label in the scratch arena, cut to LABEL_MAX_BYTES on a character
 * boundary; NULL when out of memory. */
static const char *label_done(struct builder *b, strbuf *sb)
{
	char *label = NULL;
	if (!sb->error) {
		size_t n = sb->len;
		bool cut = n > LABEL_MAX_BYTES;
		if (cut) {
			n = LABEL_MAX_BYTES;
			while (n && ((unsigned char)sb->text[n] & 0xC0) == 0x80)
				n--;
		}
		label = arena_alloc(b->a, n + 4);
		if (label) {
			memcpy(label, sb->text, n);
			strcpy(label + n, cut ? "..." : "");
		}
	}
	strbuf_release(sb);
	return label;
}

#define LABEL_START(sb, stack)                                                 \
	strbuf_init(&(sb), (stack), sizeof(stack), PLANSQL_MAX_INPUT_BYTES)

static const char *table_label(struct builder *b, size_t position)
{
	static const char *const joins[] = {"join ", "left join ",
					    "right join ", "full join "};
	char stack[256];
	strbuf sb;
	LABEL_START(sb, stack);
	if (position == 0) {
		strbuf_puts(&sb, "from ");
		put_table(&sb, &b->s->from);
		return label_done(b, &sb);
	}
	const struct join *j = &b->s->joins[position - 1];
	strbuf_puts(&sb, joins[j->type]);
	put_table(&sb, &j->table);
	/* the edge, and any other edge the join's ON holds */
	const struct expr *on = j->on;
	size_t n = on->kind == EXPR_AND ? on->u.list.count : 1;
	for (size_t i = 0, said = 0; i < n; i++) {
		const struct expr *c =
		    on->kind == EXPR_AND ? on->u.list.items[i] : on;
		for (size_t e = 0; e < b->pq->join_count; e++) {
			const struct plan_join *edge = &b->pq->joins[e];
			if (strcmp(edge->at, c->at))
				continue;
			strbuf_puts(&sb, said++ ? " and " : " on ");
			put_name(&sb, edge->from.table, edge->from.column);
			strbuf_puts(&sb, " = ");
			put_name(&sb, edge->to.table, edge->to.column);
			break;
		}
	}
	return label_done(b, &sb);
}

static const char *unit_label(struct builder *b, const struct unit *u,
			      const char *verb)
{
	char stack[256];
	strbuf sb;
	LABEL_START(sb, stack);
	strbuf_puts(&sb, verb);
	if (u->filter)
		put_filter(&sb, u->filter, u->qualifier);
	else if (u->subquery)
		put_subquery(&sb, u->subquery);
	else
		strbuf_puts(&sb, "(a condition)");
	return label_done(b, &sb);
}

static const char *group_label(struct builder *b)
{
	const struct plan_group_by *g = b->pq->group_by;
	char stack[256];
	strbuf sb;
	LABEL_START(sb, stack);
	strbuf_puts(&sb,
		    g->column_count ? "group by " : "aggregate into one row");
	for (size_t i = 0; i < g->column_count; i++) {
		strbuf_puts(&sb, i ? ", " : "");
		put_name(&sb, g->columns[i].table, g->columns[i].column);
	}
	return label_done(b, &sb);
}

static const char *limit_label(struct builder *b)
{
	char stack[64];
	strbuf sb;
	LABEL_START(sb, stack);
	if (b->q->limit >= 0) {
		strbuf_puts(&sb, "limit ");
		strbuf_put_int(&sb, b->q->limit);
	}
	if (b->q->offset >= 0) {
		strbuf_puts(&sb, b->q->limit >= 0 ? " offset " : "offset ");
		strbuf_put_int(&sb, b->q->offset);
	}
	return label_done(b, &sb);
}

/* ---- statements ---- */

static struct expr *new_node(struct builder *b, enum expr_kind kind)
{
	struct expr *e = arena_calloc(b->a, 1, sizeof *e);
	if (e) {
		e->kind = kind;
		e->at = b->q->at;
	}
	return e;
}

/* SELECT COUNT(*), FROM and the rest left to the caller. */
static struct select *counting_select(struct builder *b)
{
	struct select *s = arena_calloc(b->a, 1, sizeof *s);
	struct select_item *item = arena_calloc(b->a, 1, sizeof *item);
	struct expr *count = new_node(b, EXPR_AGGREGATE);
	struct expr *star = new_node(b, EXPR_STAR);
	if (!s || !item || !count || !star)
		return NULL;
	count->u.aggregate.function = AGG_COUNT;
	count->u.aggregate.argument = star;
	item->expr = count;
	s->items = item;
	s->item_count = 1;
	return s;
}

static struct query *statement(struct builder *b, struct select *term,
			       struct cte *ctes, size_t cte_count)
{
	struct query *q = arena_calloc(b->a, 1, sizeof *q);
	struct term *terms = arena_calloc(b->a, 1, sizeof *terms);
	if (!q || !terms || !term)
		return NULL;
	terms[0].select = term;
	terms[0].at = b->q->at;
	q->terms = terms;
	q->term_count = 1;
	q->ctes = ctes;
	q->cte_count = cte_count;
	q->limit = q->offset = -1;
	q->at = b->q->at;
	q->limit_at = b->q->limit_at;
	q->offset_at = b->q->offset_at;
	return q;
}

/* WITH <the plan's CTEs>, step AS (rows) SELECT COUNT(*) FROM step. */
static struct query *count_rows_of(struct builder *b, struct query *rows)
{
	size_t n = b->q->cte_count;
	struct cte *ctes = arena_calloc(b->a, n + 1, sizeof *ctes);
	struct select *outer = counting_select(b);
	if (!ctes || !outer || !rows)
		return NULL;
	if (n)
		memcpy(ctes, b->q->ctes, n * sizeof *ctes);
	ctes[n] = (struct cte){b->cte_name, rows, b->q->at};
	outer->from =
	    (struct table_ref){b->cte_name, NULL, b->q->at, NULL, NULL};
	return statement(b, outer, ctes, n + 1);
}

/* The conjuncts of the units included so far, in statement order. */
static struct expr *conjunction(struct builder *b, const struct conditions *c)
{
	struct expr **items = arena_calloc(b->a, c->count + 1, sizeof *items);
	size_t n = 0;
	if (!items)
		return NULL;
	for (size_t i = 0; i < c->count; i++)
		if (c->units[c->unit_of[i]].included)
			items[n++] = c->items[i];
	if (n < 2)
		return items[0];
	struct expr *and = new_node(b, EXPR_AND);
	if (and) {
		and->u.list.items = items;
		and->u.list.count = n;
	}
	return and;
}

/* An engine without FULL JOIN emulates it with a UNION, which a single
 * COUNT(*) cannot count: such a step counts the rows of its rows. */
static bool union_emulated(const struct builder *b, const struct select *s)
{
	if (b->dialect->caps & DIALECT_FULL_JOIN)
		return false;
	for (size_t i = 0; i < s->join_count; i++)
		if (s->joins[i].type == JOIN_FULL)
			return true;
	return false;
}

/* The count of the rows of the first `tables` tables and the WHERE
 * conjuncts included so far. */
static struct query *rows_statement(struct builder *b, size_t tables)
{
	struct select *s = counting_select(b);
	if (!s)
		return NULL;
	s->from = b->s->from;
	s->joins = b->s->joins;
	s->join_count = tables - 1;
	s->where = conjunction(b, &b->where);
	if (!union_emulated(b, s))
		return statement(b, s, b->q->ctes, b->q->cte_count);
	struct select_item *one = arena_calloc(b->a, 1, sizeof *one);
	struct expr *value = new_node(b, EXPR_LITERAL);
	if (!one || !value)
		return NULL;
	value->u.literal.kind = LIT_INT;
	value->u.literal.integer = 1;
	*one = (struct select_item){value, "step_row"};
	s->items = one;
	return count_rows_of(b, statement(b, s, NULL, 0));
}

/* The statement's SELECT with every condition, the final ones (HAVING,
 * DISTINCT) as included so far. */
static struct select *result_select(struct builder *b, bool distinct)
{
	struct select *s = arena_alloc(b->a, sizeof *s);
	if (!s)
		return NULL;
	*s = *b->s;
	s->items = b->named_items;
	s->where = conjunction(b, &b->where);
	s->having = conjunction(b, &b->having);
	s->distinct = distinct;
	return s;
}

static bool emit(struct builder *b, const char *label, const char *pointer,
		 struct query *q)
{
	plansql_steps *steps = b->out->steps;
	if (steps->count == MAX_STEPS) {
		diag_error(b->d, "too-many-steps", "",
			   "the plan has more than %d steps", MAX_STEPS);
		return false;
	}
	if (!label || !q || !sql_rewrite_for_dialect(q, b->dialect, b->a, b->d))
		return false;
	char *sql =
	    compile_print(q, b->dialect, b->out->flags & PLANSQL_COMPACT, b->d);
	if (!sql)
		return false;
	bool ok = !(b->out->flags & PLANSQL_VERIFY) || !b->dialect->verify ||
		  b->dialect->verify(sql, b->d);
	if (steps->count == steps->cap) {
		size_t cap = steps->cap ? 2 * steps->cap : 8;
		struct plan_step *grown =
		    arena_calloc(&steps->arena, cap, sizeof *grown);
		if (grown && steps->count)
			memcpy(grown, steps->items,
			       steps->count * sizeof *grown);
		steps->items = grown;
		steps->cap = grown ? cap : 0;
	}
	struct plan_step *step =
	    steps->items ? &steps->items[steps->count++] : NULL;
	if (step) {
		step->label = arena_strdup(&steps->arena, label);
		step->pointer = arena_strdup(&steps->arena, pointer);
		step->sql = arena_strdup(&steps->arena, sql);
	}
	free(sql);
	return ok && step && step->label && step->pointer && step->sql;
}

/* ---- the steps ---- */

/* Each table in join order, each followed by the filters it completes. */
static bool table_steps(struct builder *b)
{
	for (size_t t = 0; t <= b->s->join_count; t++) {
		const char *pointer =
		    t ? b->s->joins[t - 1].at : b->pq->selections[0].at;
		if (!emit(b, table_label(b, t), pointer,
			  rows_statement(b, t + 1)))
			return false;
		for (size_t u = 0; u < b->where.unit_count; u++) {
			struct unit *unit = &b->where.units[u];
			if (unit->applies_after != t)
				continue;
			unit->included = true;
			if (!emit(b, unit_label(b, unit, "filter "),
				  unit->pointer, rows_statement(b, t + 1)))
				return false;
		}
	}
	return true;
}

static struct query *rows_of_result(struct builder *b, bool distinct)
{
	return count_rows_of(b,
			     statement(b, result_select(b, distinct), NULL, 0));
}

/* Grouping, HAVING, DISTINCT, then LIMIT and OFFSET. */
static bool result_steps(struct builder *b)
{
	if (b->pq->group_by) {
		if (!emit(b, group_label(b), b->pq->group_by->at,
			  rows_of_result(b, false)))
			return false;
		for (size_t u = 0; u < b->having.unit_count; u++) {
			struct unit *unit = &b->having.units[u];
			unit->included = true;
			if (!emit(b, unit_label(b, unit, "having "),
				  unit->pointer, rows_of_result(b, false)))
				return false;
		}
	}
	if (b->s->distinct &&
	    !emit(b, "distinct", diag_pointer_key(b->a, b->pq->at, "distinct"),
		  rows_of_result(b, true)))
		return false;
	if (b->q->limit < 0 && b->q->offset < 0)
		return true;
	/* the order decides which rows a page holds, not how many; it
	 * stays because T-SQL pages only after an ORDER BY */
	struct query *page =
	    statement(b, result_select(b, b->s->distinct), NULL, 0);
	if (page) {
		page->order_by = b->q->order_by;
		page->order_count = b->q->order_count;
		page->limit = b->q->limit;
		page->offset = b->q->offset;
	}
	return emit(b, limit_label(b),
		    b->q->limit >= 0 ? b->q->limit_at : b->q->offset_at,
		    count_rows_of(b, page));
}

/* ---- names a counted statement needs ---- */

static bool alias_taken(const struct select_item *items, size_t count,
			const char *name)
{
	for (size_t i = 0; i < count; i++)
		if (items[i].alias && ascii_equal_ci(items[i].alias, name))
			return true;
	return false;
}

/* The statement's items, each with a name of its own: a CTE's columns
 * need distinct names on MySQL and SQL Server. */
static bool name_items(struct builder *b)
{
	size_t n = b->s->item_count;
	struct select_item *items = arena_calloc(b->a, n + 1, sizeof *items);
	if (!items)
		return false;
	if (n)
		memcpy(items, b->s->items, n * sizeof *items);
	for (size_t i = 0; i < n; i++) {
		if (items[i].alias)
			continue;
		char name[48];
		for (size_t k = i + 1;; k += n) {
			snprintf(name, sizeof name, "column_%zu", k);
			if (!alias_taken(items, n, name))
				break;
		}
		items[i].alias = arena_strdup(b->a, name);
		if (!items[i].alias)
			return false;
	}
	b->named_items = items;
	return true;
}

static bool table_name_taken(const struct builder *b, const char *name)
{
	const struct select *s = b->s;
	for (size_t i = 0; i < b->q->cte_count; i++)
		if (ascii_equal_ci(b->q->ctes[i].name, name))
			return true;
	for (size_t i = 0; i <= s->join_count; i++) {
		const struct table_ref *t =
		    i ? &s->joins[i - 1].table : &s->from;
		if (ascii_equal_ci(t->name, name) ||
		    (t->alias && ascii_equal_ci(t->alias, name)))
			return true;
	}
	return false;
}

static bool choose_cte_name(struct builder *b)
{
	char name[48] = "plansql_step";
	for (int k = 2; table_name_taken(b, name); k++)
		snprintf(name, sizeof name, "plansql_step_%d", k);
	b->cte_name = arena_strdup(b->a, name);
	return b->cte_name != NULL;
}

/* ---- the hooks ---- */

bool compile_steps_lowered(void *context, const struct query *q, arena *scratch)
{
	struct steps_context *c = context;
	struct query *copy = arena_alloc(scratch, sizeof *copy);
	struct term *terms = arena_calloc(scratch, 1, sizeof *terms);
	struct select *s = arena_alloc(scratch, sizeof *s);
	struct order_item *order =
	    arena_calloc(scratch, q->order_count + 1, sizeof *order);
	if (!copy || !terms || !s || !order)
		return false;
	/* the dialect's rewrites replace the terms and the ORDER BY items
	 * of the statement they rewrite, never what those point to */
	*copy = *q;
	*s = *q->terms[0].select;
	terms[0] = q->terms[0];
	terms[0].select = s;
	copy->terms = terms;
	copy->term_count = 1;
	if (q->order_count)
		memcpy(order, q->order_by, q->order_count * sizeof *order);
	copy->order_by = order;
	c->lowered = copy;
	return true;
}

bool compile_steps_compiled(void *context, const plansql_plan *plan,
			    const struct dialect *dialect, arena *scratch,
			    diag_list *d)
{
	struct steps_context *c = context;
	if (plan->main.set_operation_count) {
		plansql_diagnostic *e = diag_error(
		    d, "steps-set-operations", "/set_operations",
		    "row counts by step follow one query; this plan combines "
		    "several with set operations");
		diag_hint(d, e,
			  "count the rows of the whole statement, or of each "
			  "member as a plan of its own");
		return false;
	}
	struct builder b = {.a = scratch,
			    .d = d,
			    .dialect = dialect,
			    .pq = &plan->main,
			    .q = c->lowered,
			    .s = c->lowered->terms[0].select,
			    .out = c};
	if (!name_items(&b) || !choose_cte_name(&b) ||
	    !split(&b, b.s->where, &b.where, where_unit) ||
	    !split(&b, b.s->having, &b.having, having_unit))
		return false;
	place_conditions(&b);
	return table_steps(&b) && result_steps(&b);
}
