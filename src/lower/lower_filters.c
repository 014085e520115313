/* Filters (WHERE and HAVING conditions) and subquery filters. */
#include "lower/lower_internal.h"

#include <stdio.h>
#include <string.h>

#include "plan/plan_calendar.h"
#include "plan/plan_names.h"

static enum value_type value_type_hint(const struct range *r,
				       const char *column)
{
	if (!r || !r->selection)
		return VALUE_UNKNOWN;
	for (size_t i = 0; i < r->selection->column_count; i++) {
		const struct plan_column *c = &r->selection->columns[i];
		if (!strcmp(c->column, column) &&
		    c->value_type != VALUE_UNKNOWN)
			return c->value_type;
	}
	return VALUE_UNKNOWN;
}

const struct alias_entry *lower_find_alias(const struct alias_table *t,
					   const char *name)
{
	for (size_t i = 0; t && i < t->count; i++)
		if (!strcmp(t->items[i].alias, name))
			return &t->items[i];
	return NULL;
}

const struct alias_entry *lower_find_alias_any_case(const struct alias_table *t,
						    const char *name)
{
	const struct alias_entry *found = lower_find_alias(t, name);
	if (found)
		return found;
	for (size_t i = 0; t && i < t->count; i++)
		if (ascii_equal_ci(t->items[i].alias, name)) {
			if (found)
				return NULL; /* two aliases fold alike */
			found = &t->items[i];
		}
	return found;
}

/* The operand of a leaf filter and the type its values take. */
static struct expr *filter_operand(lowerer *lw, const struct filter_context *fc,
				   const struct plan_filter *f,
				   enum type_class *type,
				   struct column_info *info)
{
	const struct alias_entry *alias =
	    lower_find_alias(fc->aliases, f->column);
	if (!alias && !f->table)
		alias = lower_find_alias(fc->computed, f->column);
	if (alias && alias->aggregates && fc->no_aggregates) {
		plansql_diagnostic *d = diag_error(
		    lw->d, "aggregate-in-where",
		    diag_pointer_key(lw->a, f->at, "column"),
		    "%N aggregates rows: a filter on it belongs in HAVING",
		    f->column);
		diag_hint(lw->d, d,
			  "move the filter to group_by.having_filters");
		return NULL;
	}
	if (alias) {
		*type = alias->type;
		return alias->expr;
	}
	struct expr *e =
	    lower_column(lw, fc->scope, COLUMN_REF(f->at, f->table, f->column),
			 f->table ? NULL : fc->fallback, info);
	if (!e)
		return NULL;
	*type = info->catalog ? info->catalog->type : TYPE_UNKNOWN;
	if (*type == TYPE_UNKNOWN)
		*type =
		    lower_hint_class(value_type_hint(info->range, f->column));
	return e;
}

/* LIKE parts of a plan pattern: % and _ are wildcards, a backslash makes
 * the next character literal. */
static bool like_parts_from_pattern(lowerer *lw, const char *pattern,
				    struct expr *e)
{
	size_t n = strlen(pattern), cap = 0;
	char *text = arena_alloc(lw->a, n + 1);
	size_t len = 0;
	if (!text)
		return false;
	for (size_t i = 0; i <= n; i++) {
		char c = pattern[i];
		bool wild = c == '%' || c == '_';
		if ((wild || c == '\0') && len) {
			struct like_part *p =
			    lower_push(lw, &e->u.like.parts,
				       &e->u.like.part_count, &cap, sizeof *p);
			if (!p)
				return false;
			p->kind = LIKE_TEXT;
			p->text = arena_strndup(lw->a, text, len);
			text += len + 1;
			len = 0;
		}
		if (wild) {
			struct like_part *p =
			    lower_push(lw, &e->u.like.parts,
				       &e->u.like.part_count, &cap, sizeof *p);
			if (!p)
				return false;
			p->kind = c == '%' ? LIKE_ANY : LIKE_ONE;
		} else if (c == '\\' && pattern[i + 1]) {
			text[len++] = pattern[++i];
		} else if (c) {
			text[len++] = c;
		}
	}
	return true;
}

static struct expr *lower_like(lowerer *lw, struct expr *operand,
			       const struct plan_filter *f)
{
	struct expr *e = lower_new_expr(lw, EXPR_LIKE, f->at);
	if (!e)
		return NULL;
	e->u.like.operand = operand;
	e->u.like.case_insensitive = f->op == OP_ILIKE;
	const char *v = f->value.text;
	if (f->op == OP_LIKE || f->op == OP_ILIKE)
		return like_parts_from_pattern(lw, v, e) ? e : NULL;
	/* starts_with / ends_with: the value is plain text */
	struct like_part *parts = lower_alloc(lw, 2 * sizeof *parts);
	if (!parts)
		return NULL;
	bool starts = f->op == OP_STARTS_WITH;
	parts[starts ? 0 : 1] = (struct like_part){LIKE_TEXT, v};
	parts[starts ? 1 : 0] = (struct like_part){LIKE_ANY, NULL};
	e->u.like.parts = parts;
	e->u.like.part_count = *v ? 2 : 1;
	if (!*v)
		parts[0] = (struct like_part){LIKE_ANY, NULL};
	return e;
}

struct expr *lower_is_null(lowerer *lw, struct expr *operand, bool negated,
			   const char *at)
{
	struct expr *e = lower_new_expr(lw, EXPR_IS_NULL, at);
	if (e) {
		e->u.is_null.operand = operand;
		e->u.is_null.negated = negated;
	}
	return e;
}

static struct expr *truth(lowerer *lw, bool value, const char *at)
{
	struct expr *e = lower_new_expr(lw, EXPR_TRUTH, at);
	if (e)
		e->u.truth = value;
	return e;
}

struct expr *lower_comparison(lowerer *lw, enum filter_op op, struct expr *left,
			      struct expr *right, const char *at)
{
	static const enum cmp_op cmp[] = {
	    [OP_EQ] = CMP_EQ, [OP_NE] = CMP_NE, [OP_GT] = CMP_GT,
	    [OP_GE] = CMP_GE, [OP_LT] = CMP_LT, [OP_LE] = CMP_LE};
	struct expr *e = right ? lower_new_expr(lw, EXPR_CMP, at) : NULL;
	if (e) {
		e->u.cmp.op = cmp[op];
		e->u.cmp.left = left;
		e->u.cmp.right = right;
	}
	return e;
}

/* ---- a day against a datetime column ---- */

/* A date alone ("2025-12-30") compared with a datetime column means
 * the whole day, from its midnight to the next one: the value of that
 * next midnight into *next (in a).  False for any other value or
 * column, which compare as they are.  The bounds are printed as dates:
 * every engine compares a datetime with a date at its midnight, and
 * SQLite's text orders '2025-12-30' before '2025-12-30 00:00:00' and
 * its rows of that day alike. */
static bool day_bound(lowerer *lw, const struct plan_value *v,
		      enum type_class type, struct plan_value *next)
{
	int64_t days;
	char text[CALENDAR_TEXT_SIZE];
	if (type != TYPE_DATETIME || v->kind != PV_STRING ||
	    !plan_calendar_parse(v->text, &days) ||
	    !plan_calendar_format(days + 1, text))
		return false;
	*next = *v;
	next->text = arena_strdup(lw->a, text);
	return next->text != NULL;
}

/* operand op value, with a value of the plan's form (op one of the six
 * comparisons). */
static struct expr *compare_value(lowerer *lw, struct expr *operand,
				  enum filter_op op, const struct plan_value *v,
				  enum type_class type, const char *at)
{
	return lower_comparison(lw, op, operand, lower_value(lw, v, type), at);
}

/* The day's rows: day <= operand < next (or the other rows). */
static struct expr *within_day(lowerer *lw, struct expr *operand,
			       const struct plan_value *day,
			       const struct plan_value *next, bool negated,
			       enum type_class type, const char *at)
{
	struct expr_list both = {0};
	lower_add_expr(
	    lw, &both,
	    compare_value(lw, operand, negated ? OP_LT : OP_GE, day, type, at));
	lower_add_expr(lw, &both,
		       compare_value(lw, operand, negated ? OP_GE : OP_LT, next,
				     type, at));
	return lower_junction(lw, negated ? EXPR_OR : EXPR_AND, &both, at);
}

/* =, !=, <= and > against a whole day; < and >= start at its midnight,
 * as written. */
static struct expr *compare_day(lowerer *lw, struct expr *operand,
				const struct plan_filter *f,
				const struct plan_value *next)
{
	enum type_class type = TYPE_DATE; /* the bounds, as dates */
	switch (f->op) {
	case OP_EQ:
	case OP_NE:
		return within_day(lw, operand, &f->value, next, f->op == OP_NE,
				  type, f->at);
	case OP_LE:
		return compare_value(lw, operand, OP_LT, next, type, f->at);
	case OP_GT:
		return compare_value(lw, operand, OP_GE, next, type, f->at);
	default:
		return compare_value(lw, operand, f->op, &f->value, type,
				     f->at);
	}
}

/* operand op another column: both compared as numbers when either is a
 * column of numbers written as text ("9" > "46" as text), as dates when
 * either is one of dates written as text. */
static struct expr *compare_columns(lowerer *lw, const struct filter_context *fc,
				    struct expr *operand,
				    const struct column_info *left,
				    const struct plan_filter *f)
{
	const struct plan_value *v = &f->value;
	struct column_info right_info = {0};
	struct expr *right = lower_column(
	    lw, fc->scope, COLUMN_REF(v->at, v->column.table, v->column.column),
	    NULL, &right_info);
	if (right && (lower_reads_apart(lw, left) ||
		      lower_reads_apart(lw, &right_info))) {
		operand = lower_column_value(lw, operand, left, f->at);
		right = lower_column_value(lw, right, &right_info, f->at);
	}
	return operand ? lower_comparison(lw, f->op, operand, right, f->at)
		       : NULL;
}

/* operand IS [NOT] NULL, the words its data says stand for no value
 * ("null" kept as text) no value too. */
static struct expr *lower_null_test(lowerer *lw, struct expr *operand,
				    const struct column_info *column,
				    bool negated, const char *at)
{
	if (column->catalog)
		operand = lower_without_missing(
		    lw, operand, lower_data_of(lw, column), at);
	return operand ? lower_is_null(lw, operand, negated, at) : NULL;
}

static struct expr *lower_compare(lowerer *lw, const struct filter_context *fc,
				  struct expr *operand,
				  const struct column_info *column,
				  const struct plan_filter *f,
				  enum type_class type)
{
	const struct plan_value *v = &f->value;
	if (v->kind == PV_NULL && (f->op == OP_EQ || f->op == OP_NE))
		return lower_null_test(lw, operand, column, f->op == OP_NE,
				       f->at);
	if (v->kind == PV_NULL) {
		diag_error(lw->d, "null-comparison", v->at,
			   "comparing with null with %N is never true",
			   plan_filter_op_name(f->op));
		return NULL;
	}
	struct plan_value next;
	if (day_bound(lw, v, type, &next))
		return compare_day(lw, operand, f, &next);
	if (v->kind == PV_COLUMN)
		return compare_columns(lw, fc, operand, column, f);
	return lower_comparison(lw, f->op, operand, lower_value(lw, v, type),
				f->at);
}

/* in / not_in: a null in the list means "or IS NULL" / "and IS NOT
 * NULL"; an empty list is false / true, never IN ().  A day against a
 * datetime column is the whole day, as with =: its range, or'd with the
 * rest (and'd, its complement, for not_in). */
static struct expr *lower_in_list(lowerer *lw, struct expr *operand,
				  const struct plan_filter *f,
				  enum type_class type)
{
	bool negated = f->op == OP_NOT_IN, has_null = false;
	struct expr_list values = {0}, days = {0}, any = {0};
	for (size_t i = 0; i < f->list_count; i++) {
		struct plan_value next;
		if (f->list[i].kind == PV_NULL)
			has_null = true;
		else if (day_bound(lw, &f->list[i], type, &next))
			lower_add_expr(lw, &days,
				       within_day(lw, operand, &f->list[i],
						  &next, negated, TYPE_DATE,
						  f->at));
		else
			lower_add_expr(lw, &values,
				       lower_value(lw, &f->list[i], type));
	}
	if (values.count == 0 && days.count == 0 && !has_null)
		return truth(lw, negated, f->at);
	if (values.count) {
		struct expr *in = lower_new_expr(lw, EXPR_IN_LIST, f->at);
		if (!in)
			return NULL;
		in->u.in_list.operand = operand;
		in->u.in_list.items = values.items;
		in->u.in_list.count = values.count;
		in->u.in_list.negated = negated;
		lower_add_expr(lw, &any, in);
	}
	for (size_t i = 0; i < days.count; i++)
		lower_add_expr(lw, &any, days.items[i]);
	if (has_null)
		lower_add_expr(lw, &any,
			       lower_is_null(lw, operand, negated, f->at));
	if (any.count == 1)
		return any.items[0];
	return lower_junction(lw, negated ? EXPR_AND : EXPR_OR, &any, f->at);
}

/* BETWEEN low AND high; a high that is a whole day ends at the next
 * midnight: low <= operand < next. */
static struct expr *lower_between(lowerer *lw, struct expr *operand,
				  const struct plan_filter *f,
				  enum type_class type)
{
	struct plan_value next;
	if (day_bound(lw, &f->list[1], type, &next)) {
		int64_t days;
		enum type_class low =
		    plan_calendar_parse(f->list[0].text, &days) ? TYPE_DATE
								: type;
		struct expr_list both = {0};
		lower_add_expr(
		    lw, &both,
		    compare_value(lw, operand, OP_GE, &f->list[0], low, f->at));
		lower_add_expr(
		    lw, &both,
		    compare_value(lw, operand, OP_LT, &next, TYPE_DATE, f->at));
		return lower_junction(lw, EXPR_AND, &both, f->at);
	}
	struct expr *e = lower_new_expr(lw, EXPR_BETWEEN, f->at);
	if (!e)
		return NULL;
	e->u.between.operand = operand;
	e->u.between.low = lower_value(lw, &f->list[0], type);
	e->u.between.high = lower_value(lw, &f->list[1], type);
	return e->u.between.low && e->u.between.high ? e : NULL;
}

/* A period of a column of dates written as text ("May 26, 1986") reads
 * the column as dates; ISO 8601 text compares as it is. */
static struct expr *lower_in_period(lowerer *lw,
				    const struct filter_context *fc,
				    struct expr *operand,
				    const struct column_info *column,
				    const struct plan_filter *f,
				    enum type_class type)
{
	struct column_info again_column = {0};
	struct expr *again =
	    filter_operand(lw, fc, f, &type, &again_column);
	if (lower_holds_written_dates(lw, column)) {
		operand = lower_column_value(lw, operand, column, f->at);
		again = lower_column_value(lw, again, column, f->at);
		type = TYPE_DATE;
	}
	return operand ? lower_period(lw, operand, again, f, type) : NULL;
}

static struct expr *lower_leaf(lowerer *lw, const struct filter_context *fc,
			       const struct plan_filter *f)
{
	enum type_class type = TYPE_UNKNOWN;
	struct column_info column = {0};
	struct plan_filter typed;
	struct expr *operand = filter_operand(lw, fc, f, &type, &column);
	if (operand)
		f = lower_text_column_filter(lw, f, &column, &typed, &operand,
					     &type);
	if (!operand || !f)
		return NULL;
	switch (f->op) {
	case OP_IS_NULL:
	case OP_IS_NOT_NULL:
		return lower_null_test(lw, operand, &column,
				       f->op == OP_IS_NOT_NULL, f->at);
	case OP_IN:
	case OP_NOT_IN:
		return lower_in_list(lw, operand, f, type);
	case OP_LIKE:
	case OP_ILIKE:
	case OP_STARTS_WITH:
	case OP_ENDS_WITH:
		return lower_like(lw, operand, f);
	case OP_IN_PERIOD:
		return lower_in_period(lw, fc, operand, &column, f, type);
	case OP_BETWEEN:
		return lower_between(lw, operand, f, type);
	default:
		return lower_compare(lw, fc, operand, &column, f, type);
	}
}

static struct expr *lower_filter(lowerer *lw, const struct filter_context *fc,
				 const struct plan_filter *f)
{
	if (f->kind == FILTER_LEAF)
		return lower_leaf(lw, fc, f);
	struct expr_list items = {0};
	bool ok = true;
	for (size_t i = 0; i < f->item_count; i++) {
		struct expr *e = lower_filter(lw, fc, &f->items[i]);
		ok &= e != NULL;
		if (f->kind != FILTER_NOT)
			lower_add_operand(lw, &items, e,
					  f->kind == FILTER_ALL ? EXPR_AND
								: EXPR_OR);
		else if (e)
			lower_add_expr(lw, &items, e);
	}
	if (!ok)
		return NULL;
	if (f->kind == FILTER_NOT) {
		struct expr *e = lower_new_expr(lw, EXPR_NOT, f->at);
		if (e)
			e->u.operand = items.items[0];
		return e;
	}
	return lower_junction(lw, f->kind == FILTER_ANY ? EXPR_OR : EXPR_AND,
			      &items, f->at);
}

/* Lowers a list of filters as conjuncts; false when one failed. */
bool lower_filters(lowerer *lw, const struct filter_context *fc,
		   const struct plan_filter *filters, size_t count,
		   struct expr_list *out)
{
	bool ok = true;
	for (size_t i = 0; i < count; i++) {
		struct expr *e = lower_filter(lw, fc, &filters[i]);
		ok &= e != NULL;
		lower_add_conjunct(lw, out, e);
	}
	return ok;
}

/* ---- subquery filters ---- */

bool lower_name_taken(const struct scope *s, const char *name)
{
	for (; s; s = s->outer)
		for (size_t i = 0; i < s->count; i++)
			if (!strcmp(s->ranges[i].key, name) ||
			    !strcmp(s->ranges[i].table, name))
				return true;
	return false;
}

/* The subquery's table gets an alias only where its name is already in
 * use outside, so that correlation stays unambiguous. */
static const char *subquery_alias(lowerer *lw, const struct scope *outer,
				  const char *table)
{
	return lower_name_taken(outer, table)
		   ? lower_fresh_subquery_alias(lw, outer)
		   : NULL;
}

const char *lower_fresh_subquery_alias(lowerer *lw, const struct scope *s)
{
	char name[32];
	do
		snprintf(name, sizeof name, "sq%d", ++lw->subquery_count);
	while (lower_name_taken(s, name));
	return arena_strdup(lw->a, name);
}

static struct select_item *one_item(lowerer *lw, struct expr *e)
{
	struct select_item *item = lower_alloc(lw, sizeof *item);
	if (item)
		item->expr = e;
	return item;
}

/* The simple form's one output: 1 for EXISTS, the column, or (format 2)
 * an aggregate of it. */
/* What the subquery selects: its column, or its aggregate, which reads
 * the column's value (lower_column_value) as every aggregate does. */
static struct expr *simple_output(lowerer *lw, const struct plan_subquery *sq,
				  struct expr *inner_col,
				  const struct column_info *inner)
{
	if (sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS)
		return lower_int_literal(lw, 1, sq->at);
	if (!sq->has_aggregate)
		return inner_col;
	struct expr *e = lower_new_expr(lw, EXPR_AGGREGATE, sq->at);
	struct expr *value = lower_column_value(lw, inner_col, inner, sq->at);
	if (e && value) {
		e->u.aggregate.function = sq->aggregate;
		e->u.aggregate.argument = value;
	}
	return value ? e : NULL;
}

/* The expression that tests the outer column against the subquery. */
struct expr *lower_subquery_test(lowerer *lw, const struct plan_subquery *sq,
				 struct expr *outer_col,
				 const struct column_info *outer_info,
				 struct query *q)
{
	if (plan_subquery_op_compares(sq->op))
		return lower_scalar_comparison(lw, sq, outer_col, outer_info,
					       q);
	bool exists = sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS;
	struct expr *e =
	    lower_new_expr(lw, exists ? EXPR_EXISTS : EXPR_IN_QUERY, sq->at);
	if (!e)
		return NULL;
	if (exists) {
		e->u.exists.query = q;
		e->u.exists.negated = sq->op == SUB_NOT_EXISTS;
	} else {
		e->u.in_query.operand = outer_col;
		e->u.in_query.query = q;
		e->u.in_query.negated = sq->op == SUB_NOT_IN;
	}
	return e;
}

struct expr *lower_outer_column(lowerer *lw, const struct scope *outer,
				const struct plan_subquery *sq,
				struct column_info *info)
{
	return lower_column(lw, outer,
			    (struct column_ref){sq->outer.table,
						sq->outer.column, sq->at,
						"outer_table", "outer_column"},
			    NULL, info);
}

struct expr *lower_subquery(lowerer *lw, const struct scope *outer,
			    const struct plan_subquery *sq)
{
	if (sq->query)
		return lower_nested_subquery(lw, outer, sq);
	struct column_info outer_info = {0};
	struct expr *outer_col = lower_outer_column(lw, outer, sq, &outer_info);
	struct range r;
	const char *table_at =
	    diag_pointer_key(lw->a, sq->at, "subquery_table");
	if (!lower_init_range(lw, &r, sq->table,
			      subquery_alias(lw, outer, sq->table), table_at))
		return NULL;
	if (!lower_check_name(lw, sq->table, table_at, NULL, r.catalog != NULL,
			      true))
		return NULL;
	struct scope inner = {.ranges = &r, .count = 1, .outer = outer};
	struct column_info inner_info = {0};
	struct expr *inner_col =
	    lower_column(lw, &inner,
			 (struct column_ref){NULL, sq->column, sq->at, NULL,
					     "subquery_column"},
			 &r, &inner_info);
	struct select *s;
	struct query *q = lower_single_select(lw, &s, sq->at);
	if (!outer_col || !inner_col || !q)
		return NULL;
	bool listed = sq->op == SUB_IN || sq->op == SUB_NOT_IN;
	if (listed && !sq->has_aggregate &&
	    (lower_reads_apart(lw, &outer_info) ||
	     lower_reads_apart(lw, &inner_info))) {
		/* the numbers or dates of both, "null" kept as text no
		 * value */
		outer_col = lower_column_value(lw, outer_col, &outer_info,
					       sq->at);
		inner_col = lower_column_value(lw, inner_col, &inner_info,
					       sq->at);
		if (!outer_col || !inner_col)
			return NULL;
	}
	s->from =
	    (struct table_ref){r.table, r.alias, table_at, r.schema, NULL};
	struct expr_list where = {0};
	bool exists = sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS;
	if (exists) /* correlated: EXISTS without it would be constant */
		lower_add_expr(
		    lw, &where,
		    lower_comparison(lw, OP_EQ, inner_col, outer_col, sq->at));
	struct filter_context fc = {.scope = &inner, .fallback = &r};
	if (!lower_filters(lw, &fc, sq->filters, sq->filter_count, &where))
		return NULL;
	struct expr *output = simple_output(lw, sq, inner_col, &inner_info);
	/* NOT IN over a set holding NULL is never true: leave NULLs out */
	if (sq->op == SUB_NOT_IN && !sq->has_aggregate)
		lower_add_expr(lw, &where,
			       lower_is_null(lw, inner_col, true, sq->at));
	else if (sq->op == SUB_NOT_IN && output)
		s->having = lower_is_null(lw, output, true, sq->at);
	s->where = lower_junction(lw, EXPR_AND, &where, sq->at);
	s->items = one_item(lw, output);
	s->item_count = 1;
	return output ? lower_subquery_test(lw, sq, outer_col, &outer_info, q)
		      : NULL;
}
