/* Expressions and computed columns (format 2): the plan's functions
 * become the syntax tree's, each with one meaning on every engine
 * (sql_function.h); what a plan function means in terms of others
 * (date_diff in months, say) is decided here, once for all dialects. */
#include "lower/lower_internal.h"

#include <stdarg.h>
#include <string.h>

/* What an expression gives: its type, and whether it aggregates rows. */
struct expr_info {
	enum type_class type;
	bool aggregates;
	bool nullable; /* false: a column that cannot be NULL, as such */
	struct column_info column; /* a column of the catalog, as such */
};

struct expr_context {
	const struct scope *scope;
	const struct alias_table *computed; /* those before this one */
	bool in_aggregate;
};

static struct expr *lower_node(lowerer *lw, const struct expr_context *ec,
			       const struct plan_expr *pe,
			       struct expr_info *info);

static struct expr *function_of(lowerer *lw, enum sql_function fn,
				const char *at, struct expr **args,
				size_t count)
{
	struct expr *e = lower_new_expr(lw, EXPR_FUNCTION, at);
	if (!e)
		return NULL;
	for (size_t i = 0; i < count; i++)
		if (!args[i])
			return NULL;
	e->u.function.fn = fn;
	e->u.function.args = args;
	e->u.function.count = count;
	return e;
}

struct expr *lower_call_function(lowerer *lw, enum sql_function fn,
				 const char *at, size_t count, ...)
{
	struct expr **args = lower_alloc(lw, count * sizeof *args);
	if (!args)
		return NULL;
	va_list ap;
	va_start(ap, count);
	for (size_t i = 0; i < count; i++)
		args[i] = va_arg(ap, struct expr *);
	va_end(ap);
	return function_of(lw, fn, at, args, count);
}

/* ---- leaves ---- */

static struct expr *lower_leaf_column(lowerer *lw,
				      const struct expr_context *ec,
				      const struct plan_expr *pe,
				      struct expr_info *info)
{
	const struct alias_entry *a =
	    pe->column.table
		? NULL
		: lower_find_alias(ec->computed, pe->column.column);
	if (a) {
		info->type = a->type;
		info->aggregates = a->aggregates;
		info->nullable = a->nullable;
		if (a->aggregates && ec->in_aggregate) {
			diag_error(lw->d, "nested-aggregate", pe->at,
				   "%N aggregates rows, inside an aggregate",
				   pe->column.column);
			return NULL;
		}
		return a->expr;
	}
	struct column_info ci = {0};
	struct expr *e = lower_column(
	    lw, ec->scope,
	    COLUMN_REF(pe->at, pe->column.table, pe->column.column), NULL, &ci);
	info->type = ci.catalog ? ci.catalog->type : TYPE_UNKNOWN;
	info->nullable = !ci.catalog || ci.catalog->nullable ||
			 (ci.range && ci.range->null_extended);
	info->column = ci;
	return e;
}

/* An argument that must be a number: a column of numbers written as
 * text is read as its numbers (lower_column_value), as a filter reads
 * it; text with its words for no value would count as 0. */
static void as_number(lowerer *lw, struct expr **arg, struct expr_info *info,
		      const char *at)
{
	if (!*arg || !lower_holds_numbers(lw, &info->column))
		return;
	*arg = lower_column_value(lw, *arg, &info->column, at);
	info->type = TYPE_NUMBER;
	info->column = (struct column_info){0};
}

/* An argument that is counted: its words for no value are none. */
static void as_counted(lowerer *lw, struct expr **arg, struct expr_info *info,
		       const char *at)
{
	if (*arg && info->column.catalog)
		*arg = lower_column_value(lw, *arg, &info->column, at);
}

/* An argument read as a date: a column of dates written as text ("May
 * 26, 1986") as its dates (lower_column_value); a date function of the
 * text would give NULL. */
static void as_date(lowerer *lw, struct expr **arg, struct expr_info *info,
		    const char *at)
{
	if (!*arg || !lower_holds_written_dates(lw, &info->column))
		return;
	*arg = lower_column_value(lw, *arg, &info->column, at);
	info->type = TYPE_DATE;
	info->column = (struct column_info){0};
}

/* An argument read as text: the column, but its words for no value. */
static void as_text(lowerer *lw, struct expr **arg, struct expr_info *info,
		    const char *at)
{
	if (*arg && info->column.catalog)
		*arg = lower_without_missing(
		    lw, *arg, lower_data_of(lw, &info->column), at);
}

static enum type_class literal_type(const struct expr *e)
{
	switch (e->u.literal.kind) {
	case LIT_BOOL:
		return TYPE_BOOLEAN;
	case LIT_INT:
		return TYPE_INTEGER;
	case LIT_NUMBER:
		return TYPE_NUMBER;
	case LIT_STRING:
		return TYPE_TEXT;
	case LIT_DATE:
		return TYPE_DATE;
	case LIT_DATETIME:
		return TYPE_DATETIME;
	default:
		return TYPE_UNKNOWN;
	}
}

static const enum sql_function cast_functions[PLAN_VALUE_TYPE_COUNT] = {
    [VALUE_STRING] = FN_CAST_TEXT,
    [VALUE_NUMBER] = FN_CAST_NUMBER,
    [VALUE_INTEGER] = FN_CAST_INTEGER,
    [VALUE_DATE] = FN_CAST_DATE,
    [VALUE_DATETIME] = FN_CAST_DATETIME};

/* A null of a type is cast to it: PostgreSQL cannot choose between the
 * forms of a function (EXTRACT, ABS) for a NULL of unknown type. */
static struct expr *lower_leaf_value(lowerer *lw, const struct plan_expr *pe,
				     struct expr_info *info)
{
	struct expr *e =
	    lower_value(lw, &pe->value, lower_hint_class(pe->type));
	if (e && e->kind == EXPR_LITERAL)
		info->type = literal_type(e);
	if (!e || pe->value.kind != PV_NULL || !cast_functions[pe->type])
		return e;
	info->type = lower_hint_class(pe->type);
	return lower_call_function(lw, cast_functions[pe->type], pe->at, 1, e);
}

/* ---- functions ---- */

/* The arguments, lowered; info->aggregates when any aggregates. */
static struct expr **lower_args(lowerer *lw, const struct expr_context *ec,
				const struct plan_expr *pe,
				struct expr_info *infos, struct expr_info *info)
{
	struct expr **args =
	    lower_alloc(lw, (pe->arg_count + 1) * sizeof *args);
	if (!args)
		return NULL;
	bool ok = true;
	for (size_t i = 0; i < pe->arg_count; i++) {
		args[i] = lower_node(lw, ec, &pe->args[i], &infos[i]);
		ok &= args[i] != NULL;
		info->aggregates |= infos[i].aggregates;
	}
	return ok ? args : NULL;
}

/* a op b op c ...: left to right, two at a time. */
static struct expr *fold(lowerer *lw, enum sql_function fn, const char *at,
			 struct expr **args, size_t count)
{
	struct expr *e = args[0];
	for (size_t i = 1; e && i < count; i++)
		e = lower_call_function(lw, fn, at, 2, e, args[i]);
	return e;
}

static bool numeric(enum type_class t)
{
	return t == TYPE_INTEGER || t == TYPE_NUMBER;
}

static struct expr *arithmetic(lowerer *lw, const struct plan_expr *pe,
			       struct expr **args, struct expr_info *infos,
			       struct expr_info *info)
{
	bool integers = true;
	for (size_t i = 0; i < pe->arg_count; i++) {
		as_number(lw, &args[i], &infos[i], pe->args[i].at);
		integers &= infos[i].type == TYPE_INTEGER;
	}
	info->type = integers ? TYPE_INTEGER : TYPE_NUMBER;
	switch (pe->fn) {
	case PF_ADD:
		return fold(lw, FN_ADD, pe->at, args, pe->arg_count);
	case PF_MULTIPLY:
		return fold(lw, FN_MULTIPLY, pe->at, args, pe->arg_count);
	case PF_SUBTRACT:
		return pe->arg_count == 1
			   ? lower_call_function(lw, FN_NEGATE, pe->at, 1,
						 args[0])
			   : lower_call_function(lw, FN_SUBTRACT, pe->at, 2,
						 args[0], args[1]);
	default: /* PF_DIVIDE */
		info->type = TYPE_NUMBER;
		return lower_call_function(lw, FN_DIVIDE, pe->at, 2, args[0],
					   args[1]);
	}
}

/* An argument that must be an integer value in [min, max]. */
static bool integer_argument(lowerer *lw, const struct plan_expr *pe, size_t i,
			     int64_t min, int64_t max, const char *what)
{
	const struct plan_expr *a = &pe->args[i];
	if (a->kind != PE_VALUE)
		return true;
	if (a->value.kind == PV_INT && a->value.integer >= min &&
	    a->value.integer <= max)
		return true;
	diag_error(lw->d, "bad-value", a->at,
		   "%s must be an integer from %lld%s", what, (long long)min,
		   max == INT64_MAX ? " up"
		   : max == 15	    ? " to 15"
				    : "");
	return false;
}

static struct expr *rounded(lowerer *lw, const struct plan_expr *pe,
			    struct expr **args, struct expr_info *infos,
			    struct expr_info *info)
{
	as_number(lw, &args[0], &infos[0], pe->args[0].at);
	info->type = TYPE_NUMBER;
	if (pe->arg_count == 2 && pe->args[1].kind != PE_VALUE) {
		diag_error(lw->d, "bad-value", pe->args[1].at,
			   "round's digits are a number, not an expression");
		return NULL;
	}
	if (pe->arg_count == 2 &&
	    !integer_argument(lw, pe, 1, 0, 15, "round's digits"))
		return NULL;
	struct expr *digits =
	    pe->arg_count == 2 ? args[1] : lower_int_literal(lw, 0, pe->at);
	return lower_call_function(lw, FN_ROUND, pe->at, 2, args[0], digits);
}

static struct expr *substring(lowerer *lw, const struct plan_expr *pe,
			      struct expr **args, struct expr_info *info)
{
	info->type = TYPE_TEXT;
	if (!integer_argument(lw, pe, 1, 1, INT64_MAX, "substr's start") ||
	    (pe->arg_count == 3 &&
	     !integer_argument(lw, pe, 2, 0, INT64_MAX, "substr's length")))
		return NULL;
	if (pe->arg_count == 2)
		return lower_call_function(lw, FN_SUBSTR_REST, pe->at, 2,
					   args[0], args[1]);
	return lower_call_function(lw, FN_SUBSTR, pe->at, 3, args[0], args[1],
				   args[2]);
}

/* Text of every argument that is not known to be text, so that every
 * engine concatenates (T-SQL's + would add numbers). */
static struct expr *concatenation(lowerer *lw, const struct plan_expr *pe,
				  struct expr **args,
				  const struct expr_info *infos,
				  struct expr_info *info)
{
	info->type = TYPE_TEXT;
	for (size_t i = 0; i < pe->arg_count; i++)
		if (infos[i].type != TYPE_TEXT)
			args[i] = lower_call_function(
			    lw, FN_CAST_TEXT, pe->args[i].at, 1, args[i]);
	return fold(lw, FN_CONCAT, pe->at, args, pe->arg_count);
}

/* COALESCE reads its columns' values: with a number among its
 * arguments, a column of numbers written as text is its numbers; "null"
 * kept as text is no value either way. */
static void coalesced(lowerer *lw, const struct plan_expr *pe,
		      struct expr **args, struct expr_info *infos)
{
	bool numbers = false;
	for (size_t i = 0; i < pe->arg_count; i++)
		numbers |= numeric(infos[i].type);
	for (size_t i = 0; i < pe->arg_count; i++)
		if (numbers)
			as_number(lw, &args[i], &infos[i], pe->args[i].at);
		else
			as_text(lw, &args[i], &infos[i], pe->args[i].at);
}

static struct expr *cast(lowerer *lw, const struct plan_expr *pe,
			 struct expr **args, struct expr_info *infos,
			 struct expr_info *info)
{
	if (pe->type == VALUE_NUMBER || pe->type == VALUE_INTEGER)
		as_number(lw, &args[0], &infos[0], pe->args[0].at);
	else if (pe->type == VALUE_DATE || pe->type == VALUE_DATETIME)
		as_date(lw, &args[0], &infos[0], pe->args[0].at);
	if (pe->type != VALUE_NUMBER && pe->type != VALUE_INTEGER)
		as_text(lw, &args[0], &infos[0], pe->args[0].at);
	info->type = lower_hint_class(pe->type);
	return lower_call_function(lw, cast_functions[pe->type], pe->at, 1,
				   args[0]);
}

static struct expr *date_part(lowerer *lw, enum date_unit unit, const char *at,
			      struct expr *arg)
{
	static const enum sql_function fns[PLAN_UNIT_COUNT] = {
	    [UNIT_YEAR] = FN_YEAR,	 [UNIT_QUARTER] = FN_QUARTER,
	    [UNIT_MONTH] = FN_MONTH,	 [UNIT_DAY] = FN_DAY,
	    [UNIT_WEEKDAY] = FN_WEEKDAY, [UNIT_HOUR] = FN_HOUR};
	return lower_call_function(lw, fns[unit], at, 1, arg);
}

static struct expr *date_trunc(lowerer *lw, enum date_unit unit, const char *at,
			       struct expr *arg)
{
	static const enum sql_function fns[PLAN_UNIT_COUNT] = {
	    [UNIT_YEAR] = FN_TRUNC_YEAR,
	    [UNIT_QUARTER] = FN_TRUNC_QUARTER,
	    [UNIT_MONTH] = FN_TRUNC_MONTH,
	    [UNIT_WEEK] = FN_TRUNC_WEEK,
	    [UNIT_DAY] = FN_TRUNC_DAY};
	return lower_call_function(lw, fns[unit], at, 1, arg);
}

/* year * per + part: a count of the unit's periods since year 0. */
static struct expr *period_number(lowerer *lw, enum date_unit unit, int64_t per,
				  const char *at, struct expr *d)
{
	return lower_call_function(
	    lw, FN_ADD, at, 2,
	    lower_call_function(lw, FN_MULTIPLY, at, 2,
				date_part(lw, UNIT_YEAR, at, d),
				lower_int_literal(lw, per, at)),
	    date_part(lw, unit, at, d));
}

/* end - start in whole calendar units: the unit boundaries crossed, so
 * 31 December to 1 January is a year, and Sunday to Monday a week. */
static struct expr *date_diff(lowerer *lw, const struct plan_expr *pe,
			      struct expr **args, struct expr_info *info)
{
	struct expr *start = args[0], *end = args[1];
	const char *at = pe->at;
	info->type = TYPE_INTEGER;
	switch (pe->unit) {
	case UNIT_DAY:
		return lower_call_function(lw, FN_DAYS_BETWEEN, at, 2, start,
					   end);
	case UNIT_WEEK:
		return lower_call_function(
		    lw, FN_INT_DIVIDE, at, 2,
		    lower_call_function(lw, FN_DAYS_BETWEEN, at, 2,
					date_trunc(lw, UNIT_WEEK, at, start),
					date_trunc(lw, UNIT_WEEK, at, end)),
		    lower_int_literal(lw, 7, at));
	case UNIT_MONTH:
	case UNIT_QUARTER: {
		int64_t per = pe->unit == UNIT_MONTH ? 12 : 4;
		return lower_call_function(
		    lw, FN_SUBTRACT, at, 2,
		    period_number(lw, pe->unit, per, at, end),
		    period_number(lw, pe->unit, per, at, start));
	}
	default: /* UNIT_YEAR */
		return lower_call_function(lw, FN_SUBTRACT, at, 2,
					   date_part(lw, UNIT_YEAR, at, end),
					   date_part(lw, UNIT_YEAR, at, start));
	}
}

static struct expr *aggregate(lowerer *lw, const struct plan_expr *pe,
			      struct expr **args, struct expr_info *infos,
			      struct expr_info *info)
{
	static const enum aggregate_function fns[PLAN_FUNCTION_COUNT] = {
	    [PF_COUNT] = AGG_COUNT, [PF_COUNT_DISTINCT] = AGG_COUNT_DISTINCT,
	    [PF_SUM] = AGG_SUM,	    [PF_AVG] = AGG_AVG,
	    [PF_MIN] = AGG_MIN,	    [PF_MAX] = AGG_MAX};
	if (info->aggregates) {
		diag_error(lw->d, "nested-aggregate", pe->at,
			   "%N of an aggregate: aggregates do not nest",
			   plan_function_names[pe->fn]);
		return NULL;
	}
	bool counts = pe->fn == PF_COUNT || pe->fn == PF_COUNT_DISTINCT;
	if (pe->arg_count && counts)
		as_counted(lw, &args[0], &infos[0], pe->args[0].at);
	else if (pe->arg_count)
		as_number(lw, &args[0], &infos[0], pe->args[0].at);
	struct expr *arg =
	    pe->arg_count ? args[0] : lower_new_expr(lw, EXPR_STAR, pe->at);
	struct expr *e = lower_aggregate_expr(lw, fns[pe->fn], arg, pe->at);
	bool keeps = pe->fn == PF_MIN || pe->fn == PF_MAX;
	info->type = keeps ? infos[0].type
		     : pe->fn == PF_COUNT || pe->fn == PF_COUNT_DISTINCT
			 ? TYPE_INTEGER
			 : TYPE_NUMBER;
	info->aggregates = true;
	return e;
}

static struct expr *lower_function(lowerer *lw, const struct expr_context *ec,
				   const struct plan_expr *pe,
				   struct expr_info *info)
{
	struct expr_context inner = *ec;
	inner.in_aggregate |= plan_function_is_aggregate(pe->fn);
	struct expr_info *infos =
	    lower_alloc(lw, (pe->arg_count + 1) * sizeof *infos);
	struct expr **args =
	    infos ? lower_args(lw, &inner, pe, infos, info) : NULL;
	if (!args)
		return NULL;
	switch (pe->fn) {
	case PF_ADD:
	case PF_SUBTRACT:
	case PF_MULTIPLY:
	case PF_DIVIDE:
		return arithmetic(lw, pe, args, infos, info);
	case PF_COALESCE:
		coalesced(lw, pe, args, infos);
		info->type = infos[0].type;
		return function_of(lw, FN_COALESCE, pe->at, args,
				   pe->arg_count);
	case PF_NULLIF:
		info->type = infos[0].type;
		return lower_call_function(lw, FN_NULLIF, pe->at, 2, args[0],
					   args[1]);
	case PF_ABS:
		as_number(lw, &args[0], &infos[0], pe->args[0].at);
		info->type =
		    numeric(infos[0].type) ? infos[0].type : TYPE_NUMBER;
		return lower_call_function(lw, FN_ABS, pe->at, 1, args[0]);
	case PF_ROUND:
		return rounded(lw, pe, args, infos, info);
	case PF_LOWER:
	case PF_UPPER:
		info->type = TYPE_TEXT;
		return lower_call_function(
		    lw, pe->fn == PF_LOWER ? FN_LOWER : FN_UPPER, pe->at, 1,
		    args[0]);
	case PF_LENGTH:
		info->type = TYPE_INTEGER;
		return lower_call_function(lw, FN_LENGTH, pe->at, 1, args[0]);
	case PF_SUBSTR:
		return substring(lw, pe, args, info);
	case PF_CONCAT:
		return concatenation(lw, pe, args, infos, info);
	case PF_CAST:
		return cast(lw, pe, args, infos, info);
	case PF_DATE_PART:
		as_date(lw, &args[0], &infos[0], pe->args[0].at);
		info->type = TYPE_INTEGER;
		return date_part(lw, pe->unit, pe->at, args[0]);
	case PF_DATE_TRUNC:
		as_date(lw, &args[0], &infos[0], pe->args[0].at);
		info->type = TYPE_DATE;
		return date_trunc(lw, pe->unit, pe->at, args[0]);
	case PF_DATE_DIFF:
		as_date(lw, &args[0], &infos[0], pe->args[0].at);
		as_date(lw, &args[1], &infos[1], pe->args[1].at);
		return date_diff(lw, pe, args, info);
	default:
		return aggregate(lw, pe, args, infos, info);
	}
}

/* ---- CASE ---- */

static struct expr *lower_case(lowerer *lw, const struct expr_context *ec,
			       const struct plan_expr *pe,
			       struct expr_info *info)
{
	struct expr *e = lower_new_expr(lw, EXPR_CASE, pe->at);
	size_t n = pe->when_count;
	struct expr **whens = lower_alloc(lw, n * sizeof *whens);
	struct expr **thens = lower_alloc(lw, n * sizeof *thens);
	if (!e || !whens || !thens)
		return NULL;
	struct filter_context fc = {.scope = ec->scope,
				    .computed = ec->computed};
	bool ok = true;
	for (size_t i = 0; i < n; i++) {
		struct expr_list conds = {0};
		ok &= lower_filters(lw, &fc, &pe->whens[i].when, 1, &conds);
		whens[i] =
		    lower_junction(lw, EXPR_AND, &conds, pe->whens[i].at);
		struct expr_info then = {0};
		thens[i] = lower_node(lw, ec, pe->whens[i].then, &then);
		ok &= whens[i] && thens[i];
		info->aggregates |= then.aggregates;
		if (info->type == TYPE_UNKNOWN)
			info->type = then.type;
	}
	if (pe->otherwise) {
		struct expr_info other = {0};
		e->u.cases.otherwise =
		    lower_node(lw, ec, pe->otherwise, &other);
		ok &= e->u.cases.otherwise != NULL;
		info->aggregates |= other.aggregates;
	}
	e->u.cases.whens = whens;
	e->u.cases.thens = thens;
	e->u.cases.count = n;
	return ok ? e : NULL;
}

static struct expr *lower_node(lowerer *lw, const struct expr_context *ec,
			       const struct plan_expr *pe,
			       struct expr_info *info)
{
	*info = (struct expr_info){.type = TYPE_UNKNOWN, .nullable = true};
	switch (pe->kind) {
	case PE_COLUMN:
		return lower_leaf_column(lw, ec, pe, info);
	case PE_VALUE:
		return lower_leaf_value(lw, pe, info);
	case PE_FUNCTION:
		return lower_function(lw, ec, pe, info);
	case PE_CASE:
		return lower_case(lw, ec, pe, info);
	}
	return NULL;
}

struct expr *lower_expression(lowerer *lw, const struct scope *s,
			      const struct alias_table *computed,
			      const struct plan_expr *pe, enum type_class *type,
			      bool *aggregates)
{
	struct expr_context ec = {s, computed, false};
	struct expr_info info;
	struct expr *e = lower_node(lw, &ec, pe, &info);
	*type = info.type;
	*aggregates = info.aggregates;
	return e;
}

struct expr *lower_aggregated_expression(lowerer *lw, const struct scope *s,
					 const struct alias_table *computed,
					 const struct plan_expr *pe,
					 bool counted, enum type_class *type,
					 bool *aggregates)
{
	struct expr_context ec = {s, computed, false};
	struct expr_info info;
	struct expr *e = lower_node(lw, &ec, pe, &info);
	if (counted)
		as_counted(lw, &e, &info, pe->at);
	else
		as_number(lw, &e, &info, pe->at);
	*type = info.type;
	*aggregates = info.aggregates;
	return e;
}

bool lower_computed(lowerer *lw, const struct scope *s,
		    const struct plan_query *pq, struct query_parts *parts)
{
	struct alias_table *t = &parts->computed;
	bool ok = true;
	for (size_t i = 0; i < pq->computed_count; i++) {
		const struct plan_computed *c = &pq->computed[i];
		if (lower_find_alias(t, c->alias)) {
			diag_error(lw->d, "duplicate-alias",
				   diag_pointer_key(lw->a, c->at, "alias"),
				   "two computed columns are named %N",
				   c->alias);
			ok = false;
			continue;
		}
		/* a computed column that is a column cannot be NULL when
		 * the column cannot: ORDER BY it needs no NULLS FIRST */
		struct expr_context ec = {s, t, false};
		struct expr_info info;
		struct expr *e = lower_node(lw, &ec, &c->expression, &info);
		struct alias_entry *a =
		    e ? lower_push(lw, &t->items, &t->count,
				   &parts->computed_cap, sizeof *a)
		      : NULL;
		if (!a) {
			ok = false;
			continue;
		}
		*a = (struct alias_entry){.alias = c->alias,
					  .expr = e,
					  .nullable = info.nullable,
					  .type = info.type,
					  .hidden = c->hidden,
					  .aggregates = info.aggregates};
		/* one that is a column of numbers written as text sorts
		 * by the number, as the column does */
		struct expr *value =
		    info.column.catalog
			? lower_column_value(lw, e, &info.column, c->at)
			: e;
		if (value != e)
			a->sorts_as = value;
	}
	return ok;
}
