/* The shared printer.  Layout differs between pretty and compact output
 * in sql_print_clause and print_list_item only; precedence decides
 * parentheses, by structure. */
#include "sql/sql_print.h"

#include <stdint.h>
#include <string.h>

#define WRAP_COLUMN	    80
#define CONTINUATION_INDENT 4

enum precedence {
	PREC_OR = 1,
	PREC_AND,
	PREC_NOT,
	PREC_PREDICATE,
	PREC_ARITH, /* an operator form of a function: a + b */
	PREC_ATOM
};

void sql_print_text(struct printer *p, const char *s)
{
	strbuf_puts(p->out, s);
}

void sql_print_int(struct printer *p, int64_t value)
{
	strbuf_put_int(p->out, value);
}

static void newline(struct printer *p, int indent)
{
	strbuf_putc(p->out, '\n');
	p->line_start = p->out->len;
	for (int i = 0; i < indent; i++)
		strbuf_putc(p->out, ' ');
}

const char *sql_any_identifier(const char *name, enum ident_use use)
{
	(void)name;
	(void)use;
	return NULL;
}

void sql_quote_in_double_quotes(strbuf *out, const char *name)
{
	sql_quote_doubled(out, '"', '"', name);
}

void sql_quote_plain_string(strbuf *out, const char *text)
{
	sql_quote_doubled(out, '\'', '\'', text);
}

void sql_boolean_keywords(strbuf *out, bool value)
{
	strbuf_puts(out, value ? "TRUE" : "FALSE");
}

void sql_print_limit_offset(struct printer *p, const struct query *q)
{
	if (q->limit >= 0) {
		sql_print_clause(p, "LIMIT ");
		sql_print_int(p, q->limit);
	}
	if (q->offset >= 0) {
		sql_print_clause(p, "OFFSET ");
		sql_print_int(p, q->offset);
	}
}

void sql_print_keyword_date(struct printer *p, const char *iso, bool with_time,
			    const char *datetime_keyword)
{
	sql_print_text(p, with_time ? datetime_keyword : "DATE");
	sql_print_text(p, " ");
	sql_print_string(p, iso);
}

void sql_print_question_mark(struct printer *p, const struct literal *value,
			     const char *datetime_type)
{
	if (value->kind == LIT_DATE) {
		sql_print_text(p, "CAST(? AS DATE)");
	} else if (value->kind == LIT_DATETIME) {
		sql_print_text(p, "CAST(? AS ");
		sql_print_text(p, datetime_type);
		sql_print_text(p, ")");
	} else {
		sql_print_text(p, "?");
	}
}

void sql_print_clause(struct printer *p, const char *keyword)
{
	size_t len = p->out->len;
	char last = len ? p->out->text[len - 1] : '\0';
	if (p->compact) {
		if (len && last != '(' && last != ' ')
			strbuf_putc(p->out, ' ');
	} else if (len) {
		newline(p, p->indent);
	}
	strbuf_puts(p->out, keyword);
}

void sql_print_error(struct printer *p, const char *at, const char *code,
		     const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vadd(p->d, PLANSQL_ERROR, code, at, fmt, ap);
	va_end(ap);
}

/* Each unusable name is reported once, not at every use. */
static bool already_reported(struct printer *p, const char *name)
{
	for (int i = 0; i < p->reported_count; i++)
		if (!strcmp(p->reported[i], name))
			return true;
	if (p->reported_count < (int)(sizeof p->reported / sizeof *p->reported))
		p->reported[p->reported_count++] = name;
	return false;
}

/* at, or its member at_key when that is not NULL. */
static void report_identifier_at(struct printer *p, const char *name,
				 enum ident_use use, const char *at,
				 const char *at_key)
{
	struct checked_name *seen =
	    &p->checked[((uintptr_t)name >> 4) %
			(sizeof p->checked / sizeof *p->checked)];
	if (seen->name == name && seen->use == (int)use)
		return;
	const char *problem = p->dialect->identifier_problem(name, use);
	if (!problem) {
		*seen = (struct checked_name){name, (int)use};
		return;
	}
	if (already_reported(p, name))
		return;
	if (at_key)
		at = diag_pointer_key(p->d->arena, at, at_key);
	sql_print_error(p, at, "bad-identifier", "%N cannot be a %s name: %s",
			name, p->dialect->name, problem);
}

static void report_identifier(struct printer *p, const char *name,
			      enum ident_use use, const char *at)
{
	report_identifier_at(p, name, use, at, NULL);
}

void sql_print_identifier(struct printer *p, const char *name,
			  enum ident_use use, const char *at)
{
	report_identifier(p, name, use, at);
	p->dialect->quote_identifier(p->out, name);
}

void sql_quote_doubled(strbuf *out, char open, char close, const char *text)
{
	size_t n = strlen(text);
	strbuf_putc(out, open);
	if (!memchr(text, close, n)) { /* nearly always: nothing to double */
		strbuf_put(out, text, n);
		strbuf_putc(out, close);
		return;
	}
	for (const char *c = text;;) {
		const char *stop = strchr(c, close);
		if (!stop) {
			strbuf_puts(out, c);
			break;
		}
		strbuf_put(out, c, (size_t)(stop - c) + 1);
		strbuf_putc(out, close); /* doubled */
		c = stop + 1;
	}
	strbuf_putc(out, close);
}

void sql_print_string(struct printer *p, const char *text)
{
	p->dialect->quote_string(p->out, text);
}

/* In parameter mode the value is collected and the dialect prints its
 * placeholder. */
static void print_placeholder(struct printer *p, const struct literal *l)
{
	size_t number = sql_param_add_literal(p->params, l);
	if (number)
		p->dialect->placeholder(p, number, l);
}

void sql_print_value_string(struct printer *p, const char *text)
{
	if (!p->params) {
		sql_print_string(p, text);
		return;
	}
	struct literal l = {.kind = LIT_STRING, .text = text};
	print_placeholder(p, &l);
}

static void print_literal(struct printer *p, const struct literal *l)
{
	if (p->params && l->kind != LIT_NULL) {
		print_placeholder(p, l);
		return;
	}
	switch (l->kind) {
	case LIT_NULL:
		sql_print_text(p, "NULL");
		break;
	case LIT_BOOL:
		p->dialect->boolean(p->out, l->boolean);
		break;
	case LIT_INT:
		sql_print_int(p, l->integer);
		break;
	case LIT_NUMBER: /* JSON number syntax, valid SQL in every dialect */
		sql_print_text(p, l->text);
		break;
	case LIT_STRING:
		sql_print_string(p, l->text);
		break;
	case LIT_DATE:
	case LIT_DATETIME:
		p->dialect->date(p, l->text, l->kind == LIT_DATETIME);
		break;
	}
}

/* ---- expressions ---- */

static void print_prec(struct printer *p, const struct expr *e, int parent);
static void print_nested_query(struct printer *p, const struct query *q);

static void print_list(struct printer *p, struct expr *const *items,
		       size_t count, int prec)
{
	for (size_t i = 0; i < count; i++) {
		if (i)
			sql_print_text(p, ", ");
		print_prec(p, items[i], prec);
	}
}

static void print_column(struct printer *p, const struct expr *e)
{
	const char *key = e->u.column.at_key;
	if (e->u.column.qualifier) {
		report_identifier_at(p, e->u.column.qualifier, IDENT_ALIAS,
				     e->at, key);
		p->dialect->quote_identifier(p->out, e->u.column.qualifier);
		sql_print_text(p, ".");
	}
	report_identifier_at(
	    p, e->u.column.name,
	    e->u.column.from_cte ? IDENT_CTE_COLUMN : IDENT_COLUMN, e->at, key);
	p->dialect->quote_identifier(p->out, e->u.column.name);
}

static void print_cmp(struct printer *p, const struct expr *e)
{
	static const char *const ops[] = {" = ",  " <> ", " < ",
					  " <= ", " > ",  " >= "};
	print_prec(p, e->u.cmp.left, PREC_ATOM);
	sql_print_text(p, ops[e->u.cmp.op]);
	print_prec(p, e->u.cmp.right, PREC_ATOM);
}

/* Operands of AND need parentheses only around OR; operands of OR get
 * them around AND too, which SQL does not need but readers do. */
static void print_junction(struct printer *p, const struct expr *e)
{
	bool and = e->kind == EXPR_AND;
	for (size_t i = 0; i < e->u.list.count; i++) {
		if (i)
			sql_print_text(p, and? " AND " : " OR ");
		print_prec(p, e->u.list.items[i], and? PREC_AND : PREC_NOT);
	}
}

/* Where IN takes no LIMIT, the limited query is read as a derived
 * table: the same rows, one column. */
static void print_in_query(struct printer *p, const struct expr *e)
{
	const struct query *q = e->u.in_query.query;
	bool limited = q->limit >= 0 || q->offset >= 0;
	if (!limited || !(p->dialect->caps & DIALECT_NO_LIMIT_IN_IN)) {
		print_nested_query(p, q);
		return;
	}
	if (e->u.in_query.correlated) /* a derived table sees no outer row */
		sql_print_error(p, q->limit_at, "limit-in-subquery",
				"%s takes no LIMIT in an IN subquery, and the "
				"derived table that stands for it cannot read "
				"the outer query's columns",
				p->dialect->title);
	sql_print_text(p, "SELECT * FROM (");
	print_nested_query(p, q);
	sql_print_text(p, ") AS ");
	sql_print_identifier(p, "limited", IDENT_ALIAS, q->at);
}

static void print_in(struct printer *p, const struct expr *e)
{
	bool list = e->kind == EXPR_IN_LIST;
	bool negated = list ? e->u.in_list.negated : e->u.in_query.negated;
	print_prec(p, list ? e->u.in_list.operand : e->u.in_query.operand,
		   PREC_ATOM);
	sql_print_text(p, negated ? " NOT IN (" : " IN (");
	if (list)
		print_list(p, e->u.in_list.items, e->u.in_list.count,
			   PREC_ATOM);
	else
		print_in_query(p, e);
	sql_print_text(p, ")");
}

static void print_aggregate(struct printer *p, const struct expr *e)
{
	static const char *const names[] = {
	    "COUNT(", "SUM(", "AVG(", "MIN(", "MAX(", "COUNT(DISTINCT "};
	enum aggregate_function fn = e->u.aggregate.function;
	sql_print_text(p, names[fn]);
	/* AVG of integers must not truncate: a decimal factor widens it */
	bool widen =
	    fn == AGG_AVG && (p->dialect->caps & DIALECT_AVG_TRUNCATES);
	print_prec(p, e->u.aggregate.argument, widen ? PREC_ATOM : 0);
	if (widen)
		sql_print_text(p, " * 1.0");
	sql_print_text(p, ")");
}

static void print_order_items(struct printer *p, const struct order_item *items,
			      size_t count, bool wrap);

static bool is_ranking(enum window_function fn)
{
	return fn == WIN_ROW_NUMBER || fn == WIN_RANK || fn == WIN_DENSE_RANK ||
	       fn == WIN_NTILE || fn == WIN_LAG || fn == WIN_LEAD;
}

/* OVER (PARTITION BY ... ORDER BY ...), the ORDER BY left out on
 * request (for a count of the whole partition). */
static void print_over(struct printer *p, const struct expr *e, bool order)
{
	bool partition = e->u.window.partition_count > 0;
	sql_print_text(p, " OVER (");
	if (partition) {
		sql_print_text(p, "PARTITION BY ");
		print_list(p, e->u.window.partition_by,
			   e->u.window.partition_count, PREC_ATOM);
	}
	if (order && e->u.window.order_count) {
		sql_print_text(p, partition ? " ORDER BY " : "ORDER BY ");
		print_order_items(p, e->u.window.order_by,
				  e->u.window.order_count, false);
	} else if (order && is_ranking(e->u.window.function) &&
		   (p->dialect->caps & DIALECT_RANKING_NEEDS_ORDER)) {
		/* the engine insists on an order; this one means "any" */
		sql_print_text(p, partition ? " ORDER BY (SELECT NULL)"
					    : "ORDER BY (SELECT NULL)");
	}
	sql_print_text(p, ")");
}

static void print_window_call(struct printer *p, const struct expr *e,
			      size_t argument_count)
{
	static const char *const names[] = {
	    "ROW_NUMBER", "RANK", "DENSE_RANK", "NTILE", "LAG", "LEAD",
	    "SUM",	  "AVG",  "COUNT",	"MIN",	 "MAX"};
	enum window_function fn = e->u.window.function;
	sql_print_text(p, names[fn]);
	sql_print_text(p, "(");
	print_list(p, e->u.window.arguments, argument_count, PREC_ATOM);
	if (fn == WIN_AVG && (p->dialect->caps & DIALECT_AVG_TRUNCATES))
		sql_print_text(p, " * 1.0");
	sql_print_text(p, ")");
	print_over(p, e, true);
}

/* LAG/LEAD(x, n, default) where the default argument is missing: the
 * default is taken when the row has no n-th predecessor (LAG) or
 * successor (LEAD) in its partition, which row numbers tell exactly
 * (unlike COALESCE, which would also replace a NULL x). */
static void print_lag_with_default(struct printer *p, const struct expr *e)
{
	bool lag = e->u.window.function == WIN_LAG;
	sql_print_text(p, "CASE WHEN ");
	if (!lag) {
		sql_print_text(p, "COUNT(*)");
		print_over(p, e, false);
		sql_print_text(p, " - ");
	}
	sql_print_text(p, "ROW_NUMBER()");
	print_over(p, e, true);
	sql_print_text(p, lag ? " > " : " >= ");
	print_prec(p, e->u.window.arguments[1], PREC_ATOM);
	sql_print_text(p, " THEN ");
	print_window_call(p, e, 2);
	sql_print_text(p, " ELSE ");
	print_prec(p, e->u.window.arguments[2], PREC_ATOM);
	sql_print_text(p, " END");
}

static void print_window_literal(struct printer *p, const struct expr *e)
{
	enum window_function fn = e->u.window.function;
	if ((fn == WIN_LAG || fn == WIN_LEAD) &&
	    e->u.window.argument_count == 3 &&
	    (p->dialect->caps & DIALECT_NO_LAG_DEFAULT))
		print_lag_with_default(p, e);
	else
		print_window_call(p, e, e->u.window.argument_count);
}

static void print_window(struct printer *p, const struct expr *e)
{
	struct param_list *params = p->params;
	p->params = NULL; /* NTILE buckets, LAG offsets and defaults */
	print_window_literal(p, e);
	p->params = params;
}

/* Whether the text around a $n of a function form already delimits
 * the argument: "(" or ", " before, and ")", "," or " AS" after. */
static bool enclosed(const char *form, const char *at, const char *after)
{
	bool open = (at > form && at[-1] == '(') ||
		    (at - form >= 2 && at[-2] == ',' && at[-1] == ' ');
	return open &&
	       (*after == ')' || *after == ',' || !strncmp(after, " AS ", 4));
}

static void print_argument(struct printer *p, const struct expr *arg, bool bare)
{
	print_prec(p, arg, bare ? 0 : PREC_ATOM);
}

/* A function as its dialect's form spells it.  Values inside stay
 * literals in parameter mode: an expression may be printed twice (in
 * the select list and GROUP BY), and the engines match the two texts. */
static void print_function_form(struct printer *p, const struct expr *e)
{
	const char *form = p->dialect->functions[e->u.function.fn].text;
	struct expr *const *args = e->u.function.args;
	for (const char *c = form; *c;) {
		const char *dollar = strchr(c, '$');
		if (!dollar) {
			sql_print_text(p, c);
			break;
		}
		strbuf_put(p->out, c, (size_t)(dollar - c));
		char what = dollar[1];
		const char *after = dollar + 2;
		if (what == '$') {
			strbuf_putc(p->out, '$');
		} else if (what == '*') {
			print_list(p, args, e->u.function.count, 0);
		} else {
			size_t n = (size_t)(what - '1');
			if (n < e->u.function.count)
				print_argument(p, args[n],
					       enclosed(form, dollar, after));
		}
		c = after;
	}
}

static void print_function(struct printer *p, const struct expr *e)
{
	struct param_list *params = p->params;
	p->params = NULL;
	print_function_form(p, e);
	p->params = params;
}

static void print_case(struct printer *p, const struct expr *e)
{
	struct param_list *params = p->params;
	p->params = NULL;
	sql_print_text(p, "CASE");
	for (size_t i = 0; i < e->u.cases.count; i++) {
		sql_print_text(p, " WHEN ");
		print_prec(p, e->u.cases.whens[i], 0);
		sql_print_text(p, " THEN ");
		print_prec(p, e->u.cases.thens[i], 0);
	}
	if (e->u.cases.otherwise) {
		sql_print_text(p, " ELSE ");
		print_prec(p, e->u.cases.otherwise, 0);
	}
	sql_print_text(p, " END");
	p->params = params;
}

static int precedence_of(const struct printer *p, const struct expr *e)
{
	switch (e->kind) {
	case EXPR_OR:
		return PREC_OR;
	case EXPR_AND:
		return PREC_AND;
	case EXPR_NOT:
		return PREC_NOT;
	case EXPR_TRUTH:
	case EXPR_CMP:
	case EXPR_IS_NULL:
	case EXPR_BETWEEN:
	case EXPR_IN_LIST:
	case EXPR_IN_QUERY:
	case EXPR_EXISTS:
	case EXPR_LIKE:
		return PREC_PREDICATE;
	case EXPR_FUNCTION:
		return p->dialect->functions[e->u.function.fn].infix
			   ? PREC_ARITH
			   : PREC_ATOM;
	case EXPR_SUBQUERY: /* prints its own parentheses */
	default:
		return PREC_ATOM;
	}
}

static void print_bare(struct printer *p, const struct expr *e)
{
	switch (e->kind) {
	case EXPR_COLUMN:
		print_column(p, e);
		break;
	case EXPR_ALIAS:
		sql_print_identifier(p, e->u.alias, IDENT_ALIAS, e->at);
		break;
	case EXPR_POSITION:
		sql_print_int(p, e->u.position);
		break;
	case EXPR_STAR:
		sql_print_text(p, "*");
		break;
	case EXPR_LITERAL:
		print_literal(p, &e->u.literal);
		break;
	case EXPR_TRUTH:
		sql_print_text(p, e->u.truth ? "1 = 1" : "1 = 0");
		break;
	case EXPR_CMP:
		print_cmp(p, e);
		break;
	case EXPR_AND:
	case EXPR_OR:
		print_junction(p, e);
		break;
	case EXPR_NOT:
		sql_print_text(p, "NOT (");
		print_prec(p, e->u.operand, 0);
		sql_print_text(p, ")");
		break;
	case EXPR_IS_NULL:
		print_prec(p, e->u.is_null.operand, PREC_ATOM);
		sql_print_text(p, e->u.is_null.negated ? " IS NOT NULL"
						       : " IS NULL");
		break;
	case EXPR_BETWEEN:
		print_prec(p, e->u.between.operand, PREC_ATOM);
		sql_print_text(p, " BETWEEN ");
		print_prec(p, e->u.between.low, PREC_ATOM);
		sql_print_text(p, " AND ");
		print_prec(p, e->u.between.high, PREC_ATOM);
		break;
	case EXPR_IN_LIST:
	case EXPR_IN_QUERY:
		print_in(p, e);
		break;
	case EXPR_EXISTS:
		sql_print_text(p, e->u.exists.negated ? "NOT EXISTS ("
						      : "EXISTS (");
		print_nested_query(p, e->u.exists.query);
		sql_print_text(p, ")");
		break;
	case EXPR_LIKE:
		if (p->dialect->like)
			p->dialect->like(p, e);
		else
			sql_print_like_standard(p, e);
		break;
	case EXPR_AGGREGATE:
		print_aggregate(p, e);
		break;
	case EXPR_WINDOW:
		print_window(p, e);
		break;
	case EXPR_SUBQUERY:
		sql_print_text(p, "(");
		print_nested_query(p, e->u.subquery);
		sql_print_text(p, ")");
		break;
	case EXPR_FUNCTION:
		print_function(p, e);
		break;
	case EXPR_CASE:
		print_case(p, e);
		break;
	case EXPR_CAST_NUMBER:
		sql_print_text(p, "CAST(");
		print_prec(p, e->u.operand, 0);
		sql_print_text(p, " AS ");
		sql_print_text(p, p->dialect->numeric_type);
		sql_print_text(p, ")");
		break;
	}
}

static void print_prec(struct printer *p, const struct expr *e, int parent)
{
	bool parens = precedence_of(p, e) < parent;
	if (parens)
		sql_print_text(p, "(");
	print_bare(p, e);
	if (parens)
		sql_print_text(p, ")");
}

void sql_print_expr(struct printer *p, const struct expr *e)
{
	print_prec(p, e, 0);
}

/* ---- LIKE ---- */

void sql_like_pattern_text(strbuf *out, const struct expr *e,
			   const char *specials)
{
	for (size_t i = 0; i < e->u.like.part_count; i++) {
		const struct like_part *part = &e->u.like.parts[i];
		if (part->kind == LIKE_ANY) {
			strbuf_putc(out, '%');
			continue;
		}
		if (part->kind == LIKE_ONE) {
			strbuf_putc(out, '_');
			continue;
		}
		for (const char *c = part->text; *c; c++) {
			if (*c == '%' || *c == '_' || *c == LIKE_ESCAPE ||
			    strchr(specials, *c))
				strbuf_putc(out, LIKE_ESCAPE);
			strbuf_putc(out, *c);
		}
	}
}

static void print_pattern(struct printer *p, const struct expr *e)
{
	char stack[256];
	strbuf pattern;
	strbuf_init(&pattern, stack, sizeof stack, p->out->max);
	sql_like_pattern_text(&pattern, e, p->dialect->like_specials);
	if (pattern.error)
		strbuf_fail(p->out, pattern.error);
	else
		sql_print_value_string(p, pattern.text);
	strbuf_release(&pattern);
}

void sql_print_like_standard(struct printer *p, const struct expr *e)
{
	static const char escape[] = {LIKE_ESCAPE, '\0'};
	bool fold =
	    e->u.like.case_insensitive && !(p->dialect->caps & DIALECT_ILIKE);
	if (fold)
		sql_print_text(p, "LOWER(");
	print_prec(p, e->u.like.operand, PREC_ATOM);
	if (fold)
		sql_print_text(p, ") LIKE LOWER(");
	else
		sql_print_text(p, e->u.like.case_insensitive ? " ILIKE "
							     : " LIKE ");
	print_pattern(p, e);
	if (fold)
		sql_print_text(p, ")");
	sql_print_text(p, " ESCAPE ");
	sql_print_string(p, escape);
}

/* ---- clauses ---- */

/* Renders one list item apart, then places it on the current line or,
 * in pretty mode when the line would pass WRAP_COLUMN, on the next. */
static void print_list_item(struct printer *p, bool first,
			    void (*render)(struct printer *, const void *),
			    const void *item)
{
	if (p->compact) { /* one line: nothing to measure first */
		if (!first)
			sql_print_text(p, ", ");
		render(p, item);
		return;
	}
	char stack[512];
	strbuf text;
	strbuf_init(&text, stack, sizeof stack, p->out->max);
	struct printer sub = *p;
	sub.out = &text;
	sub.compact = true;
	render(&sub, item);
	memcpy(p->reported, sub.reported, sizeof p->reported);
	p->reported_count = sub.reported_count;
	if (text.error) {
		strbuf_fail(p->out, text.error);
		strbuf_release(&text);
		return;
	}
	size_t column = p->out->len - p->line_start;
	if (!first)
		sql_print_text(p, ",");
	if (!first && column + 2 + text.len > WRAP_COLUMN)
		newline(p, p->indent + CONTINUATION_INDENT);
	else if (!first)
		sql_print_text(p, " ");
	strbuf_put(p->out, text.text, text.len);
	strbuf_release(&text);
}

/* The select list stays literal text in parameter mode: its values
 * (EXISTS's SELECT 1, window arguments) shape the query. */
static void render_select_item(struct printer *p, const void *item)
{
	const struct select_item *s = item;
	struct param_list *params = p->params;
	p->params = NULL;
	sql_print_expr(p, s->expr);
	p->params = params;
	if (s->alias) {
		sql_print_text(p, " AS ");
		sql_print_identifier(p, s->alias, IDENT_ALIAS, s->expr->at);
	}
}

static void render_expr(struct printer *p, const void *item)
{
	sql_print_expr(p, *(struct expr *const *)item);
}

static void render_order_item(struct printer *p, const void *item)
{
	const struct order_item *o = item;
	print_prec(p, o->expr, PREC_ATOM);
	sql_print_text(p, o->descending ? " DESC" : " ASC");
	/* plansql sorts NULLs as the smallest values on every engine */
	if (o->nullable && (p->dialect->caps & DIALECT_NULLS_SORT_HIGH))
		sql_print_text(p,
			       o->descending ? " NULLS LAST" : " NULLS FIRST");
}

static void print_order_items(struct printer *p, const struct order_item *items,
			      size_t count, bool wrap)
{
	for (size_t i = 0; i < count; i++) {
		if (wrap) {
			print_list_item(p, i == 0, render_order_item,
					&items[i]);
			continue;
		}
		if (i)
			sql_print_text(p, ", ");
		render_order_item(p, &items[i]);
	}
}

/* The plan's "schema" when it names one, else the table. */
static const char *schema_at(const struct table_ref *t)
{
	return t->schema_at ? t->schema_at : t->at;
}

static void print_table_ref(struct printer *p, const struct table_ref *t)
{
	if (t->schema) {
		sql_print_identifier(p, t->schema, IDENT_SCHEMA, schema_at(t));
		sql_print_text(p, ".");
	}
	sql_print_identifier(p, t->name, IDENT_TABLE, t->at);
	if (t->alias) {
		sql_print_text(p, " AS ");
		sql_print_identifier(p, t->alias, IDENT_ALIAS, t->at);
	}
}

static void print_joins(struct printer *p, const struct select *s)
{
	static const char *const keywords[] = {"INNER JOIN", "LEFT JOIN",
					       "RIGHT JOIN", "FULL JOIN"};
	for (size_t i = 0; i < s->join_count; i++) {
		const struct join *j = &s->joins[i];
		sql_print_clause(p, keywords[j->type]);
		sql_print_text(p, " ");
		print_table_ref(p, &j->table);
		sql_print_text(p, " ON ");
		sql_print_expr(p, j->on);
	}
}

/* WHERE and HAVING: one condition per line in pretty mode. */
static void print_condition(struct printer *p, const char *keyword,
			    const struct expr *e)
{
	sql_print_clause(p, keyword);
	sql_print_text(p, " ");
	if (e->kind != EXPR_AND) {
		sql_print_expr(p, e);
		return;
	}
	for (size_t i = 0; i < e->u.list.count; i++) {
		if (i && p->compact) {
			sql_print_text(p, " AND ");
		} else if (i) {
			newline(p, p->indent + 2);
			sql_print_text(p, "AND ");
		}
		print_prec(p, e->u.list.items[i], PREC_AND + 1);
	}
}

/* Tables and their aliases are checked where the plan names them, before
 * the select list uses them as qualifiers. */
static void check_table_names(struct printer *p, const struct select *s)
{
	const struct table_ref *from = &s->from;
	if (from->schema)
		report_identifier(p, from->schema, IDENT_SCHEMA,
				  schema_at(from));
	report_identifier(p, from->name, IDENT_TABLE, from->at);
	if (from->alias)
		report_identifier(p, from->alias, IDENT_ALIAS, from->at);
	for (size_t i = 0; i < s->join_count; i++) {
		const struct table_ref *t = &s->joins[i].table;
		if (t->schema)
			report_identifier(p, t->schema, IDENT_SCHEMA,
					  schema_at(t));
		report_identifier(p, t->name, IDENT_TABLE, t->at);
		if (t->alias)
			report_identifier(p, t->alias, IDENT_ALIAS, t->at);
	}
}

static void print_select(struct printer *p, const struct select *s,
			 const struct query *q)
{
	check_table_names(p, s);
	sql_print_clause(p, "SELECT");
	if (s->distinct)
		sql_print_text(p, " DISTINCT");
	if (p->dialect->top && q->term_count == 1)
		p->dialect->top(p, q);
	sql_print_text(p, " ");
	for (size_t i = 0; i < s->item_count; i++)
		print_list_item(p, i == 0, render_select_item, &s->items[i]);
	sql_print_clause(p, "FROM");
	sql_print_text(p, " ");
	print_table_ref(p, &s->from);
	print_joins(p, s);
	if (s->where)
		print_condition(p, "WHERE", s->where);
	if (s->group_count) {
		sql_print_clause(p, "GROUP BY");
		sql_print_text(p, " ");
		for (size_t i = 0; i < s->group_count; i++)
			print_list_item(p, i == 0, render_expr,
					&s->group_by[i]);
	}
	if (s->having)
		print_condition(p, "HAVING", s->having);
}

static void print_query_in(struct printer *p, const struct query *q,
			   bool nested);

/* A query inside parentheses: on lines of its own in pretty mode. */
static void print_parenthesized(struct printer *p, const struct query *q)
{
	p->indent += 2;
	print_query_in(p, q, true);
	p->indent -= 2;
	if (!p->compact)
		newline(p, p->indent);
	sql_print_text(p, ")");
}

static void print_ctes(struct printer *p, const struct query *q)
{
	for (size_t i = 0; i < q->cte_count; i++) {
		sql_print_text(p, i ? ", " : "WITH ");
		sql_print_identifier(p, q->ctes[i].name, IDENT_TABLE,
				     q->ctes[i].at);
		sql_print_text(p, " AS (");
		print_parenthesized(p, q->ctes[i].query);
	}
}

/* SELECT * FROM (q) AS name: where an engine cannot take q in
 * parentheses as it stands; top is the outer SELECT's own limit. */
static void print_derived(struct printer *p, const struct query *q,
			  const struct query *top, const char *name)
{
	sql_print_clause(p, "SELECT");
	if (top)
		p->dialect->top(p, top);
	sql_print_text(p, " * FROM (");
	print_parenthesized(p, q);
	sql_print_text(p, " AS ");
	sql_print_identifier(p, name, IDENT_ALIAS, q->at);
}

/* A member query: in parentheses, or a derived table where the engine
 * takes none or would lose the member's own order and limit. */
static void print_member(struct printer *p, const struct query *q)
{
	unsigned caps = p->dialect->caps;
	bool own_rows = q->order_count || q->limit >= 0 || q->offset >= 0;
	if ((caps & DIALECT_NO_MEMBER_PARENS) ||
	    ((caps & DIALECT_LIMIT_IS_TOP) && own_rows)) {
		print_derived(p, q, NULL, "set_member");
		return;
	}
	sql_print_clause(p, "(");
	print_parenthesized(p, q);
}

static void print_term(struct printer *p, const struct term *t,
		       const struct query *q)
{
	if (t->select)
		print_select(p, t->select, q);
	else
		print_member(p, t->query);
}

/* Whether the terms before k must be grouped so that op k applies to
 * all of them: an INTERSECT after a UNION or EXCEPT, where INTERSECT
 * binds tighter; any op after another, where they must be grouped. */
static bool group_before(const struct printer *p, const struct query *q,
			 size_t k)
{
	if (p->dialect->caps & DIALECT_SET_OPS_GROUPED) {
		for (size_t j = 1; j < k; j++)
			if (q->terms[j].op != q->terms[k].op)
				return true;
		return false;
	}
	if (!(p->dialect->caps & DIALECT_INTERSECT_FIRST) ||
	    q->terms[k].op != SET_INTERSECT)
		return false;
	for (size_t j = 1; j < k; j++)
		if (q->terms[j].op != SET_INTERSECT)
			return true;
	return false;
}

/* The terms strictly left to right: ((t1 op t2) op t3) where needed. */
static void print_terms(struct printer *p, const struct query *q)
{
	static const char *const keywords[] = {"UNION ALL", "UNION",
					       "INTERSECT", "EXCEPT"};
	static const char *const distinct[] = {"UNION ALL", "UNION DISTINCT",
					       "INTERSECT DISTINCT",
					       "EXCEPT DISTINCT"};
	const char *const *words =
	    p->dialect->caps & DIALECT_SET_OPS_GROUPED ? distinct : keywords;
	for (size_t k = 1; k < q->term_count; k++)
		if (group_before(p, q, k)) {
			sql_print_clause(p, "(");
			p->indent += 2;
		}
	for (size_t i = 0; i < q->term_count; i++) {
		if (i && group_before(p, q, i)) {
			p->indent -= 2;
			if (!p->compact)
				newline(p, p->indent);
			sql_print_text(p, ")");
		}
		if (i)
			sql_print_clause(p, words[q->terms[i].op]);
		print_term(p, &q->terms[i], q);
	}
}

static void print_order_by(struct printer *p, const struct query *q,
			   bool nested)
{
	/* ORDER BY means nothing in a nested query without a limit, and
	 * an engine with TOP refuses it there */
	if (nested && (p->dialect->caps & DIALECT_LIMIT_IS_TOP) &&
	    q->limit < 0 && q->offset < 0)
		return;
	if (q->order_count) {
		sql_print_clause(p, "ORDER BY");
		sql_print_text(p, " ");
		print_order_items(p, q->order_by, q->order_count, true);
	}
}

static void print_query_in(struct printer *p, const struct query *q,
			   bool nested)
{
	print_ctes(p, q);
	if (q->term_count > 1 && q->limit >= 0 && q->offset < 0 &&
	    !q->order_count && (p->dialect->caps & DIALECT_LIMIT_IS_TOP)) {
		/* TOP limits one SELECT: the compound becomes its table */
		struct query whole = *q, top = {.term_count = 1,
						.limit = q->limit,
						.offset = -1};
		whole.ctes = NULL;
		whole.cte_count = 0;
		whole.limit = -1;
		print_derived(p, &whole, &top, "combined");
		return;
	}
	print_terms(p, q);
	print_order_by(p, q, nested);
	p->dialect->limit(p, q);
}

void sql_print_query(struct printer *p, const struct query *q)
{
	print_query_in(p, q, false);
}

/* Subqueries inside expressions are printed on one line. */
static void print_nested_query(struct printer *p, const struct query *q)
{
	bool compact = p->compact;
	p->compact = true;
	print_query_in(p, q, true);
	p->compact = compact;
}
