#include "sql/sql_treeview.h"

#include "common/diag.h"
#include "common/strbuf.h"

static void dump_query(strbuf *sb, const struct query *q, int depth);
static void dump_expr(strbuf *sb, const struct expr *e, int depth);

static void line(strbuf *sb, int depth, const char *label)
{
	for (int i = 0; i < depth; i++)
		strbuf_puts(sb, "  ");
	strbuf_puts(sb, label);
}

static void end(strbuf *sb)
{
	strbuf_putc(sb, '\n');
}

static void name(strbuf *sb, const char *s)
{
	strbuf_putc(sb, ' ');
	diag_quote(sb, s);
}

static void dump_list(strbuf *sb, struct expr *const *items, size_t n,
		      int depth)
{
	for (size_t i = 0; i < n; i++)
		dump_expr(sb, items[i], depth);
}

static void dump_literal(strbuf *sb, const struct literal *l)
{
	static const char *const kinds[] = {
	    "null", "bool", "int", "number", "string", "date", "datetime"};
	strbuf_puts(sb, kinds[l->kind]);
	if (l->kind == LIT_BOOL)
		strbuf_puts(sb, l->boolean ? " true" : " false");
	else if (l->kind == LIT_INT)
		strbuf_printf(sb, " %lld", (long long)l->integer);
	else if (l->kind != LIT_NULL)
		name(sb, l->text);
}

static void dump_order(strbuf *sb, const struct order_item *items, size_t n,
		       int depth)
{
	for (size_t i = 0; i < n; i++) {
		line(sb, depth,
		     items[i].descending ? "order desc" : "order asc");
		strbuf_puts(sb, items[i].nullable ? "" : " not-null");
		end(sb);
		dump_expr(sb, items[i].expr, depth + 1);
	}
}

static void dump_like(strbuf *sb, const struct expr *e, int depth)
{
	line(sb, depth, e->u.like.case_insensitive ? "ilike" : "like");
	for (size_t i = 0; i < e->u.like.part_count; i++) {
		const struct like_part *p = &e->u.like.parts[i];
		if (p->kind == LIKE_TEXT)
			name(sb, p->text);
		else
			strbuf_puts(sb, p->kind == LIKE_ANY ? " %" : " _");
	}
	end(sb);
	dump_expr(sb, e->u.like.operand, depth + 1);
}

static void dump_window(strbuf *sb, const struct expr *e, int depth)
{
	line(sb, depth, "window ");
	strbuf_puts(sb, sql_window_names[e->u.window.function]);
	end(sb);
	dump_list(sb, e->u.window.arguments, e->u.window.argument_count,
		  depth + 1);
	if (e->u.window.partition_count) {
		line(sb, depth + 1, "partition by");
		end(sb);
		dump_list(sb, e->u.window.partition_by,
			  e->u.window.partition_count, depth + 2);
	}
	dump_order(sb, e->u.window.order_by, e->u.window.order_count,
		   depth + 1);
}

static void dump_expr(strbuf *sb, const struct expr *e, int depth);

const char *sql_function_name(enum sql_function fn)
{
	static const char *const names[SQL_FUNCTION_COUNT] = {
	    "add",	     "subtract",    "multiply",	     "divide",
	    "int_divide",    "negate",	    "coalesce",	     "nullif",
	    "abs",	     "round",	    "lower",	     "upper",
	    "length",	     "substr",	    "substr_rest",   "concat",
	    "cast_integer",  "cast_number", "cast_text",     "cast_date",
	    "cast_datetime", "year",	    "quarter",	     "month",
	    "day",	     "weekday",	    "hour",	     "trunc_day",
	    "trunc_week",    "trunc_month", "trunc_quarter", "trunc_year",
	    "days_between",  "number_text", "date_slash_ymd",
	    "date_slash_mdy", "date_slash_dmy", "date_dot_dmy",
	    "date_mon_d_y",   "date_month_d_y", "date_d_mon_y",
	    "date_d_month_y"};
	return names[fn];
}

static void dump_case(strbuf *sb, const struct expr *e, int depth)
{
	line(sb, depth, "case");
	end(sb);
	for (size_t i = 0; i < e->u.cases.count; i++) {
		line(sb, depth + 1, "when");
		end(sb);
		dump_expr(sb, e->u.cases.whens[i], depth + 2);
		line(sb, depth + 1, "then");
		end(sb);
		dump_expr(sb, e->u.cases.thens[i], depth + 2);
	}
	if (e->u.cases.otherwise) {
		line(sb, depth + 1, "else");
		end(sb);
		dump_expr(sb, e->u.cases.otherwise, depth + 2);
	}
}

static void dump_expr(strbuf *sb, const struct expr *e, int depth)
{
	static const char *const cmp[] = {"=", "<>", "<", "<=", ">", ">="};
	switch (e->kind) {
	case EXPR_COLUMN:
		line(sb, depth, "column");
		if (e->u.column.qualifier)
			name(sb, e->u.column.qualifier);
		name(sb, e->u.column.name);
		end(sb);
		return;
	case EXPR_ALIAS:
		line(sb, depth, "alias");
		name(sb, e->u.alias);
		end(sb);
		return;
	case EXPR_POSITION:
		line(sb, depth, "position ");
		strbuf_printf(sb, "%d", e->u.position);
		end(sb);
		return;
	case EXPR_STAR:
		line(sb, depth, "star");
		end(sb);
		return;
	case EXPR_LITERAL:
		line(sb, depth, "literal ");
		dump_literal(sb, &e->u.literal);
		end(sb);
		return;
	case EXPR_TRUTH:
		line(sb, depth, e->u.truth ? "true" : "false");
		end(sb);
		return;
	case EXPR_CMP:
		line(sb, depth, "compare ");
		strbuf_puts(sb, cmp[e->u.cmp.op]);
		end(sb);
		dump_expr(sb, e->u.cmp.left, depth + 1);
		dump_expr(sb, e->u.cmp.right, depth + 1);
		return;
	case EXPR_AND:
	case EXPR_OR:
		line(sb, depth, e->kind == EXPR_AND ? "and" : "or");
		end(sb);
		dump_list(sb, e->u.list.items, e->u.list.count, depth + 1);
		return;
	case EXPR_NOT:
		line(sb, depth, "not");
		end(sb);
		dump_expr(sb, e->u.operand, depth + 1);
		return;
	case EXPR_IS_NULL:
		line(sb, depth,
		     e->u.is_null.negated ? "is not null" : "is null");
		end(sb);
		dump_expr(sb, e->u.is_null.operand, depth + 1);
		return;
	case EXPR_BETWEEN:
		line(sb, depth, "between");
		end(sb);
		dump_expr(sb, e->u.between.operand, depth + 1);
		dump_expr(sb, e->u.between.low, depth + 1);
		dump_expr(sb, e->u.between.high, depth + 1);
		return;
	case EXPR_IN_LIST:
		line(sb, depth, e->u.in_list.negated ? "not in" : "in");
		end(sb);
		dump_expr(sb, e->u.in_list.operand, depth + 1);
		dump_list(sb, e->u.in_list.items, e->u.in_list.count,
			  depth + 1);
		return;
	case EXPR_IN_QUERY:
		line(sb, depth,
		     e->u.in_query.negated ? "not in query" : "in query");
		end(sb);
		dump_expr(sb, e->u.in_query.operand, depth + 1);
		dump_query(sb, e->u.in_query.query, depth + 1);
		return;
	case EXPR_EXISTS:
		line(sb, depth, e->u.exists.negated ? "not exists" : "exists");
		end(sb);
		dump_query(sb, e->u.exists.query, depth + 1);
		return;
	case EXPR_LIKE:
		dump_like(sb, e, depth);
		return;
	case EXPR_AGGREGATE:
		line(sb, depth, "aggregate ");
		strbuf_puts(sb, sql_aggregate_names[e->u.aggregate.function]);
		end(sb);
		dump_expr(sb, e->u.aggregate.argument, depth + 1);
		return;
	case EXPR_WINDOW:
		dump_window(sb, e, depth);
		return;
	case EXPR_SUBQUERY:
		line(sb, depth, "scalar query");
		end(sb);
		dump_query(sb, e->u.subquery, depth + 1);
		return;
	case EXPR_CAST_NUMBER:
		line(sb, depth, "cast to a number");
		end(sb);
		dump_expr(sb, e->u.operand, depth + 1);
		return;
	case EXPR_FUNCTION:
		line(sb, depth, "function ");
		strbuf_puts(sb, sql_function_name(e->u.function.fn));
		end(sb);
		dump_list(sb, e->u.function.args, e->u.function.count,
			  depth + 1);
		return;
	case EXPR_CASE:
		dump_case(sb, e, depth);
		return;
	}
}

static void dump_table(strbuf *sb, const char *label, const struct table_ref *t,
		       int depth)
{
	line(sb, depth, label);
	if (t->schema) {
		strbuf_puts(sb, " schema");
		name(sb, t->schema);
	}
	name(sb, t->name);
	if (t->alias) {
		strbuf_puts(sb, " as");
		name(sb, t->alias);
	}
	end(sb);
}

static void dump_select(strbuf *sb, const struct select *s, int depth)
{
	static const char *const joins[] = {"inner join", "left join",
					    "right join", "full join"};
	line(sb, depth, s->distinct ? "select distinct" : "select");
	end(sb);
	for (size_t i = 0; i < s->item_count; i++) {
		line(sb, depth + 1, "item");
		if (s->items[i].alias)
			name(sb, s->items[i].alias);
		end(sb);
		dump_expr(sb, s->items[i].expr, depth + 2);
	}
	dump_table(sb, "from", &s->from, depth + 1);
	for (size_t i = 0; i < s->join_count; i++) {
		dump_table(sb, joins[s->joins[i].type], &s->joins[i].table,
			   depth + 1);
		dump_expr(sb, s->joins[i].on, depth + 2);
	}
	if (s->where) {
		line(sb, depth + 1, "where");
		end(sb);
		dump_expr(sb, s->where, depth + 2);
	}
	if (s->group_count) {
		line(sb, depth + 1, "group by");
		end(sb);
		dump_list(sb, s->group_by, s->group_count, depth + 2);
	}
	if (s->having) {
		line(sb, depth + 1, "having");
		end(sb);
		dump_expr(sb, s->having, depth + 2);
	}
}

static void dump_query(strbuf *sb, const struct query *q, int depth)
{
	line(sb, depth, "query");
	if (q->limit >= 0)
		strbuf_printf(sb, " limit %lld", (long long)q->limit);
	if (q->offset >= 0)
		strbuf_printf(sb, " offset %lld", (long long)q->offset);
	end(sb);
	for (size_t i = 0; i < q->cte_count; i++) {
		line(sb, depth + 1, "with");
		name(sb, q->ctes[i].name);
		end(sb);
		dump_query(sb, q->ctes[i].query, depth + 2);
	}
	static const char *const ops[] = {"union all", "union", "intersect",
					  "except"};
	for (size_t i = 0; i < q->term_count; i++) {
		if (i) {
			line(sb, depth + 1, ops[q->terms[i].op]);
			end(sb);
		}
		if (q->terms[i].select)
			dump_select(sb, q->terms[i].select, depth + 1);
		else
			dump_query(sb, q->terms[i].query, depth + 1);
	}
	dump_order(sb, q->order_by, q->order_count, depth + 1);
}

char *sql_ast_dump(const struct query *q)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 26);
	dump_query(&sb, q, 0);
	return strbuf_finish(&sb);
}
