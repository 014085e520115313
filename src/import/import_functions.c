/* Expressions: the SQL's tree as a plan expression. Each plan function
 * is recognised by the form the PostgreSQL printer writes for it: the
 * dialect's own table of forms (dialects/postgres.c) is parsed with
 * libpg_query once, and the user's tree is matched against that tree,
 * its $1, $2 binding the arguments; so the importer reads exactly what
 * the compiler writes, from one source. A few plain spellings with the
 * same meaning (a || b, COALESCE, CASE, ROUND(x, n)) are read too. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import/import_internal.h"
#include "json/json_scan.h"
#include "sql/sql_parser.h"
#include "sql/sql_dialect.h"
#include "sql/sql_function.h"

/* ---- the printer's forms ---- */

static const struct json_limits form_limits = {
    .max_bytes = 1 << 20, .max_list = 64, .max_depth = 64};

const jvalue *import_parse_form(struct importer *im, const char *form)
{
	const char *why;
	const struct pg_query_functions *pg = sql_pg_query_library(&why);
	size_t size = strlen(form) + 8;
	char *sql = arena_alloc(im->a, size);
	if (!pg || !sql)
		return NULL;
	memcpy(sql, "SELECT ", 7);
	memcpy(sql + 7, form, size - 7);
	PgQueryParseResult parsed = pg->parse(sql);
	const jvalue *root = NULL;
	/* the tree's values point into its text: kept with the tree */
	char *text =
	    parsed.error ? NULL : arena_strdup(im->a, parsed.parse_tree);
	if (text) {
		diag_list scan_diags;
		diag_init(&scan_diags, im->a);
		root = json_scan_document(text, strlen(text), &form_limits,
					  &scan_diags, im->a, im->a);
	}
	pg->free_parse_result(parsed);
	const jvalue *select = json_value_get(
	    json_value_get(json_value_item(json_value_get(root, "stmts"), 0),
			   "stmt"),
	    "SelectStmt");
	return json_value_get(
	    import_node_as(
		json_value_item(json_value_get(select, "targetList"), 0),
		"ResTarget"),
	    "val");
}

static const jvalue *form_of(struct importer *im, enum sql_function fn)
{
	if (!im->function_forms) {
		im->function_forms = arena_calloc(im->a, SQL_FUNCTION_COUNT,
						  sizeof *im->function_forms);
		if (!im->function_forms)
			return NULL;
	}
	if (!im->function_forms[fn])
		im->function_forms[fn] = import_parse_form(
		    im, sql_dialect_get(im->source)->functions[fn].text);
	return im->function_forms[fn];
}

/* ---- matching ---- */

bool import_same_tree(const jvalue *a, const jvalue *b)
{
	if (json_value_type(a) != json_value_type(b))
		return false;
	switch (json_value_type(a)) {
	case JV_OBJECT: {
		size_t na = 0, nb = 0;
		for (size_t i = 0; i < a->count; i++) {
			const jmember *m = json_value_member_at(a, i);
			if (!strcmp(m->key, "location"))
				continue;
			na++;
			if (!import_same_tree(&m->value,
					      json_value_get(b, m->key)))
				return false;
		}
		for (size_t i = 0; i < b->count; i++)
			nb += strcmp(json_value_member_at(b, i)->key,
				     "location") != 0;
		return na == nb;
	}
	case JV_ARRAY:
		if (json_value_length(a) != json_value_length(b))
			return false;
		for (size_t i = 0; i < json_value_length(a); i++)
			if (!import_same_tree(json_value_item(a, i),
					      json_value_item(b, i)))
				return false;
		return true;
	case JV_STRING:
		return !strcmp(json_value_string(a), json_value_string(b));
	case JV_NULL:
		return true;
	default: /* numbers and booleans: their JSON text */
		return a->src_len == b->src_len &&
		       !memcmp(a->src, b->src, a->src_len);
	}
}

#define MAX_ARGS IMPORT_FORM_ARGS

bool import_matches(const jvalue *pattern, const jvalue *node,
		    const jvalue **args)
{
	const jvalue *param = import_node_as(pattern, "ParamRef");
	if (param) {
		int64_t n = jv_int64(json_value_get(param, "number"));
		if (n < 1 || n > MAX_ARGS || !node)
			return false;
		if (args[n - 1])
			return import_same_tree(args[n - 1], node);
		args[n - 1] = node;
		return true;
	}
	if (json_value_type(pattern) != json_value_type(node))
		return false;
	if (json_value_is(pattern, JV_OBJECT)) {
		size_t np = 0, nn = 0;
		for (size_t i = 0; i < pattern->count; i++) {
			const jmember *m = json_value_member_at(pattern, i);
			if (!strcmp(m->key, "location"))
				continue;
			np++;
			if (!import_matches(&m->value,
					    json_value_get(node, m->key), args))
				return false;
		}
		for (size_t i = 0; i < node->count; i++)
			nn += strcmp(json_value_member_at(node, i)->key,
				     "location") != 0;
		return np == nn;
	}
	if (json_value_is(pattern, JV_ARRAY)) {
		if (json_value_length(pattern) != json_value_length(node))
			return false;
		for (size_t i = 0; i < json_value_length(pattern); i++)
			if (!import_matches(json_value_item(pattern, i),
					    json_value_item(node, i), args))
				return false;
		return true;
	}
	return import_same_tree(pattern, node);
}

/* Whether node is the printer's form of fn; its arguments through args
 * (zeroed here). */
static bool is_form(struct importer *im, enum sql_function fn,
		    const jvalue *node, const jvalue **args)
{
	const jvalue *form = form_of(im, fn);
	for (size_t i = 0; i < MAX_ARGS; i++)
		args[i] = NULL;
	return form && import_matches(form, node, args);
}

/* ---- building ---- */

static struct plan_expr *new_args(struct importer *im, struct plan_expr *e,
				  size_t count)
{
	e->kind = PE_FUNCTION;
	e->arg_count = count;
	e->args = arena_calloc(im->a, count ? count : 1, sizeof *e->args);
	if (!e->args)
		import_nomem(im);
	return e->args;
}

bool import_function_of(struct importer *im, struct import_query *iq,
			enum plan_function fn, const jvalue **args,
			size_t count, struct plan_expr *out)
{
	out->fn = fn;
	if (!new_args(im, out, count))
		return false;
	for (size_t i = 0; i < count; i++) {
		im->nullif_subject = fn == PF_NULLIF && i == 0 &&
				     import_node_as(args[i], "ColumnRef");
		bool read = import_expression(im, iq, args[i], &out->args[i]);
		im->nullif_subject = false;
		if (!read)
			return false;
	}
	return true;
}

/* ---- what an expression gives (as lower_expr.c types it) ---- */

static enum type_class column_type(const struct import_query *iq,
				   const struct plan_colref *c)
{
	for (size_t i = 0; c->table && i < iq->source_count; i++) {
		const struct import_source *s = &iq->sources[i];
		if (s->table && !strcmp(s->name, c->table)) {
			const struct catalog_column *col =
			    catalog_column(s->table, c->column);
			return col ? col->type : TYPE_UNKNOWN;
		}
	}
	return TYPE_UNKNOWN;
}

static bool gives_text(const struct import_query *iq, const struct plan_expr *e)
{
	switch (e->kind) {
	case PE_COLUMN:
		return column_type(iq, &e->column) == TYPE_TEXT;
	case PE_VALUE:
		return e->type == VALUE_STRING ||
		       (e->type == VALUE_UNKNOWN && e->value.kind == PV_STRING);
	case PE_CASE:
		return e->when_count && gives_text(iq, e->whens[0].then);
	case PE_FUNCTION:
		break;
	}
	switch (e->fn) {
	case PF_LOWER:
	case PF_UPPER:
	case PF_SUBSTR:
	case PF_CONCAT:
		return true;
	case PF_CAST:
		return e->type == VALUE_STRING;
	case PF_COALESCE:
	case PF_NULLIF:
	case PF_MIN:
	case PF_MAX:
		return gives_text(iq, &e->args[0]);
	default:
		return false;
	}
}

/* ---- the forms ---- */

static const struct {
	enum sql_function fn;
	enum plan_function plan;
	enum date_unit unit;
} unit_forms[] = {
    {FN_YEAR, PF_DATE_PART, UNIT_YEAR},
    {FN_QUARTER, PF_DATE_PART, UNIT_QUARTER},
    {FN_MONTH, PF_DATE_PART, UNIT_MONTH},
    {FN_DAY, PF_DATE_PART, UNIT_DAY},
    {FN_WEEKDAY, PF_DATE_PART, UNIT_WEEKDAY},
    {FN_HOUR, PF_DATE_PART, UNIT_HOUR},
    {FN_TRUNC_DAY, PF_DATE_TRUNC, UNIT_DAY},
    {FN_TRUNC_WEEK, PF_DATE_TRUNC, UNIT_WEEK},
    {FN_TRUNC_MONTH, PF_DATE_TRUNC, UNIT_MONTH},
    {FN_TRUNC_QUARTER, PF_DATE_TRUNC, UNIT_QUARTER},
    {FN_TRUNC_YEAR, PF_DATE_TRUNC, UNIT_YEAR},
    {FN_DAYS_BETWEEN, PF_DATE_DIFF, UNIT_DAY},
};

bool import_plan_function(enum sql_function fn, enum plan_function *plan,
			  enum date_unit *unit)
{
	*unit = UNIT_NONE;
	if (fn == FN_COALESCE) {
		*plan = PF_COALESCE;
		return true;
	}
	for (size_t i = 0; i < sizeof unit_forms / sizeof *unit_forms; i++)
		if (unit_forms[i].fn == fn) {
			*plan = unit_forms[i].plan;
			*unit = unit_forms[i].unit;
			return true;
		}
	return false;
}

/* Forms of one plan function each, argument for argument. */
static const struct {
	enum sql_function fn;
	enum plan_function plan;
	enum value_type type; /* a cast's */
} plain_forms[] = {
    {FN_DIVIDE, PF_DIVIDE, VALUE_UNKNOWN},
    {FN_ROUND, PF_ROUND, VALUE_UNKNOWN},
    {FN_CAST_INTEGER, PF_CAST, VALUE_INTEGER},
    {FN_CAST_NUMBER, PF_CAST, VALUE_NUMBER},
    {FN_CAST_TEXT, PF_CAST, VALUE_STRING},
    {FN_CAST_DATE, PF_CAST, VALUE_DATE},
    {FN_CAST_DATETIME, PF_CAST, VALUE_DATETIME},
    {FN_ADD, PF_ADD, VALUE_UNKNOWN},
    {FN_SUBTRACT, PF_SUBTRACT, VALUE_UNKNOWN},
    {FN_MULTIPLY, PF_MULTIPLY, VALUE_UNKNOWN},
    {FN_NEGATE, PF_SUBTRACT, VALUE_UNKNOWN},
    {FN_NULLIF, PF_NULLIF, VALUE_UNKNOWN},
    {FN_ABS, PF_ABS, VALUE_UNKNOWN},
    {FN_LOWER, PF_LOWER, VALUE_UNKNOWN},
    {FN_UPPER, PF_UPPER, VALUE_UNKNOWN},
    {FN_LENGTH, PF_LENGTH, VALUE_UNKNOWN},
    {FN_SUBSTR, PF_SUBSTR, VALUE_UNKNOWN},
    {FN_SUBSTR_REST, PF_SUBSTR, VALUE_UNKNOWN},
};

/* The plan's round takes its digits as a number, not an expression. */
static bool round_digits(struct importer *im, const jvalue **args,
			 const struct plan_expr *out)
{
	if (out->fn != PF_ROUND || im->failed ||
	    (out->args[1].kind == PE_VALUE &&
	     out->args[1].value.kind == PV_INT))
		return !im->failed;
	return import_refuse(im, import_node_first_location(args[1]),
			     "import-unsupported",
			     "ROUND to a number of digits that is no integer "
			     "constant");
}

static size_t bound(const jvalue **args)
{
	size_t n = 0;
	while (n < MAX_ARGS && args[n])
		n++;
	return n;
}

/* date_diff in weeks: (days between the weeks' Mondays) / 7. */
static bool week_difference(struct importer *im, struct import_query *iq,
			    const jvalue *node, struct plan_expr *out)
{
	const jvalue *div[MAX_ARGS], *days[MAX_ARGS], *from[MAX_ARGS],
	    *to[MAX_ARGS];
	int64_t seven;
	if (!is_form(im, FN_INT_DIVIDE, node, div) ||
	    !import_node_as(div[1], "A_Const") ||
	    !import_integer(im, div[1], &seven) || seven != 7 ||
	    !is_form(im, FN_DAYS_BETWEEN, div[0], days) ||
	    !is_form(im, FN_TRUNC_WEEK, days[0], from) ||
	    !is_form(im, FN_TRUNC_WEEK, days[1], to))
		return false;
	const jvalue *ends[2] = {from[0], to[0]};
	out->unit = UNIT_WEEK;
	import_function_of(im, iq, PF_DATE_DIFF, ends, 2, out);
	return true; /* matched, even when an argument was refused */
}

/* An engine that writes concatenation as it writes addition (T-SQL's
 * +) concatenates where an operand is text. */
static void plus_concatenation(const struct importer *im,
			       const struct import_query *iq,
			       struct plan_expr *out)
{
	const struct sql_function_form *forms =
	    sql_dialect_get(im->source)->functions;
	if (!strcmp(forms[FN_CONCAT].text, forms[FN_ADD].text) &&
	    out->fn == PF_ADD && out->arg_count == 2 &&
	    (gives_text(iq, &out->args[0]) || gives_text(iq, &out->args[1])))
		out->fn = PF_CONCAT;
}

/* Tries the printer's forms of the source engine, then the engine's
 * other spellings: 1 matched (out read, or a refusal reported), 0 none
 * matched. */
static int printed_form(struct importer *im, struct import_query *iq,
			const jvalue *node, struct plan_expr *out)
{
	const jvalue *args[MAX_ARGS];
	if (week_difference(im, iq, node, out))
		return 1;
	for (size_t i = 0; i < sizeof unit_forms / sizeof *unit_forms; i++)
		if (is_form(im, unit_forms[i].fn, node, args)) {
			out->unit = unit_forms[i].unit;
			import_function_of(im, iq, unit_forms[i].plan, args,
					   bound(args), out);
			return 1;
		}
	for (size_t i = 0; i < sizeof plain_forms / sizeof *plain_forms; i++)
		if (is_form(im, plain_forms[i].fn, node, args)) {
			out->type = plain_forms[i].type;
			if (import_function_of(im, iq, plain_forms[i].plan,
					       args, bound(args), out))
				round_digits(im, args, out);
			plus_concatenation(im, iq, out);
			return 1;
		}
	return import_engine_spelling(im, iq, node, out);
}

/* ---- leaves ---- */

static bool is_null(const jvalue *node)
{
	return json_value_bool(
	    json_value_get(import_node_as(node, "A_Const"), "isnull"));
}

static enum value_type cast_type(struct importer *im, const jvalue *node,
				 const jvalue **arg)
{
	static const struct {
		enum sql_function fn;
		enum value_type type;
	} casts[] = {{FN_CAST_TEXT, VALUE_STRING},
		     {FN_CAST_NUMBER, VALUE_NUMBER},
		     {FN_CAST_INTEGER, VALUE_INTEGER},
		     {FN_CAST_DATE, VALUE_DATE},
		     {FN_CAST_DATETIME, VALUE_DATETIME}};
	const jvalue *args[MAX_ARGS];
	for (size_t i = 0; i < sizeof casts / sizeof *casts; i++)
		if (is_form(im, casts[i].fn, node, args)) {
			*arg = args[0];
			return casts[i].type;
		}
	return VALUE_UNKNOWN;
}

/* A typed literal: DATE '...' and TIMESTAMP '...' (a TypeCast without
 * a location of its own), or a null of a type, CAST(NULL AS date). 1:
 * read into out, 0: no typed literal. */
static int typed_literal(struct importer *im, const jvalue *node,
			 struct plan_expr *out)
{
	const jvalue *cast = import_node_as(node, "TypeCast");
	const jvalue *arg = NULL;
	enum value_type type = cast ? cast_type(im, node, &arg) : VALUE_UNKNOWN;
	out->kind = PE_VALUE;
	if (arg && is_null(arg)) {
		out->value.kind = PV_NULL;
		out->type = type;
		return 1;
	}
	bool literal_syntax =
	    cast && import_node_location(cast) < 0 &&
	    json_value_get(import_node_as(arg, "A_Const"), "sval");
	if (!literal_syntax || (type != VALUE_DATE && type != VALUE_DATETIME))
		return 0;
	out->type = type;
	return import_constant(im, arg, &out->value) ? 1 : -1;
}

static bool column_leaf(struct importer *im, struct import_query *iq,
			const jvalue *ref, struct plan_expr *out)
{
	struct import_column c;
	if (!import_column_ref(im, iq, ref, &c))
		return false;
	if (c.owner != iq)
		return import_refuse(im, import_node_location(ref),
				     "import-unsupported",
				     "a column of the enclosing query in an "
				     "expression");
	if (!im->nullif_subject &&
	    !import_stored_expression(im, iq, c.table, c.column,
				      import_node_location(ref)))
		return false;
	out->kind = PE_COLUMN;
	out->column.table = c.table;
	out->column.column = c.column;
	return true;
}

static const char *skip_spaces(const char *p)
{
	while (isspace((unsigned char)*p))
		p++;
	return p;
}

/* PostgreSQL folds -(c) into the constant -c, and the printer writes
 * the negation of c as -(c): a constant whose text is -( is read back
 * as the negation of the number in the parentheses. 1: read into out,
 * 0: no such constant, -1: refused. */
static int folded_negation(struct importer *im, const jvalue *node,
			   struct plan_expr *out)
{
	long at = import_node_location(import_node_as(node, "A_Const"));
	const char *p = at >= 0 ? im->sql + at : "";
	if (*p != '-' || *(p = skip_spaces(p + 1)) != '(')
		return 0;
	p = skip_spaces(p + 1);
	const char *end = p;
	while (*end && *end != ')' && !isspace((unsigned char)*end))
		end++;
	char *text = arena_strndup(im->a, p, (size_t)(end - p));
	if (!text)
		return import_nomem(im) ? 1 : -1;
	char *rest;
	errno = 0;
	long long integer = strtoll(text, &rest, 10);
	bool is_integer = !*rest && *text && errno == 0;
	strtod(text, &rest);
	if (!*text || *rest || *skip_spaces(end) != ')')
		return import_refuse(im, at, "import-unsupported",
				     "a negated constant the plan cannot "
				     "express")
			   ? 1
			   : -1;
	out->kind = PE_FUNCTION;
	out->fn = PF_SUBTRACT;
	struct plan_expr *arg = new_args(im, out, 1);
	if (!arg)
		return -1;
	arg->kind = PE_VALUE;
	arg->value.kind = is_integer ? PV_INT : PV_NUMBER;
	arg->value.integer = integer;
	arg->value.text = text;
	return 1;
}

/* ---- the plain spellings ---- */

/* The A_Expr body of a || b, or NULL. */
static const jvalue *concat_operator(const jvalue *node)
{
	const jvalue *e = import_node_as(node, "A_Expr");
	return e && import_node_names_are(json_value_get(e, "name"), "||", NULL)
		   ? e
		   : NULL;
}

/* a || b || c: one concat; an argument the printer cast to text is read
 * without the cast where the compiler casts it again (it is not known
 * to be text). */
static bool concatenation(struct importer *im, struct import_query *iq,
			  const jvalue *node, struct plan_expr *out)
{
	size_t n = 1;
	for (const jvalue *e = node; (e = concat_operator(e));
	     e = json_value_get(e, "lexpr"))
		n++;
	out->fn = PF_CONCAT;
	if (!new_args(im, out, n))
		return false;
	for (size_t i = n; i-- > 0;
	     node = json_value_get(concat_operator(node), "lexpr")) {
		struct plan_expr *a = &out->args[i];
		const jvalue *e = concat_operator(node);
		const jvalue *part = e ? json_value_get(e, "rexpr") : node,
			     *inner = NULL;
		if (cast_type(im, part, &inner) != VALUE_STRING)
			inner = NULL;
		if (!import_expression(im, iq, inner ? inner : part, a))
			return false;
		if (inner && gives_text(iq, a)) {
			struct plan_expr was = *a;
			*a = (struct plan_expr){.fn = PF_CAST,
						.type = VALUE_STRING};
			if (!new_args(im, a, 1))
				return false;
			a->args[0] = was;
		}
	}
	return true;
}

static bool coalesce(struct importer *im, struct import_query *iq,
		     const jvalue *c, struct plan_expr *out)
{
	const jvalue *args = json_value_get(c, "args");
	out->fn = PF_COALESCE;
	if (!new_args(im, out, json_value_length(args)))
		return false;
	for (size_t i = 0; i < json_value_length(args); i++)
		if (!import_expression(im, iq, json_value_item(args, i),
				       &out->args[i]))
			return false;
	return true;
}

static bool case_expression(struct importer *im, struct import_query *iq,
			    const jvalue *c, struct plan_expr *out)
{
	long at = import_node_location(c);
	if (json_value_get(c, "arg"))
		return import_refuse(im, at, "import-unsupported",
				     "CASE x WHEN ...: write CASE WHEN x = "
				     "...");
	const jvalue *whens = json_value_get(c, "args");
	out->kind = PE_CASE;
	out->when_count = json_value_length(whens);
	out->whens = arena_calloc(im->a, out->when_count, sizeof *out->whens);
	if (!out->whens)
		return import_nomem(im);
	for (size_t i = 0; i < out->when_count; i++) {
		const jvalue *w =
		    import_node_as(json_value_item(whens, i), "CaseWhen");
		struct plan_case_when *cw = &out->whens[i];
		cw->then = arena_calloc(im->a, 1, sizeof *cw->then);
		if (!cw->then)
			return import_nomem(im);
		if (!import_condition(im, iq, json_value_get(w, "expr"),
				      &cw->when) ||
		    !import_expression(im, iq, json_value_get(w, "result"),
				       cw->then))
			return false;
	}
	const jvalue *other = json_value_get(c, "defresult");
	if (!other)
		return true;
	out->otherwise = arena_calloc(im->a, 1, sizeof *out->otherwise);
	if (!out->otherwise)
		return import_nomem(im);
	return import_expression(im, iq, other, out->otherwise);
}

static bool aggregate(struct importer *im, struct import_query *iq,
		      const jvalue *call, struct plan_expr *out)
{
	static const char *const names[] = {"count", "sum", "avg", "min",
					    "max"};
	static const enum plan_function fns[] = {PF_COUNT, PF_SUM, PF_AVG,
						 PF_MIN, PF_MAX};
	const char *name = import_function_name(call);
	long at = import_node_location(call);
	size_t i = 0;
	while (strcmp(names[i], name))
		i++;
	if (!iq->q->group_by)
		return import_refuse(im, at, "import-unsupported",
				     "an aggregate inside an expression of a "
				     "query without GROUP BY");
	if (json_value_get(call, "agg_filter") ||
	    json_value_get(call, "agg_order") ||
	    json_value_get(call, "agg_within_group") ||
	    json_value_get(call, "func_variadic"))
		return import_refuse(im, at, "import-unsupported",
				     "FILTER, ORDER BY or VARIADIC in an "
				     "aggregate");
	bool distinct = json_value_bool(json_value_get(call, "agg_distinct"));
	if (distinct && fns[i] != PF_COUNT)
		return import_refuse(im, at, "import-unsupported",
				     "DISTINCT in an aggregate other than "
				     "COUNT");
	const jvalue *args = json_value_get(call, "args");
	if (!json_value_bool(json_value_get(call, "agg_star")) &&
	    json_value_length(args) != 1)
		return import_refuse(im, at, "import-unsupported",
				     "an aggregate of %zu arguments",
				     json_value_length(args));
	const jvalue *arg = json_value_item(args, 0);
	return import_function_of(im, iq, distinct ? PF_COUNT_DISTINCT : fns[i],
				  &arg, arg ? 1 : 0, out);
}

/* Calls the printer does not write but a person does, each meaning
 * exactly the plan function: ROUND(numeric, n) (PostgreSQL has no
 * ROUND(double precision, n)), SUBSTRING(x FROM a FOR b). */
static int plain_call(struct importer *im, struct import_query *iq,
		      const jvalue *call, struct plan_expr *out)
{
	const char *name = import_function_name(call);
	const jvalue *list = json_value_get(call, "args");
	size_t n = json_value_length(list);
	const jvalue *args[MAX_ARGS] = {0};
	for (size_t i = 0; i < n && i < MAX_ARGS; i++)
		args[i] = json_value_item(list, i);
	if (!name || json_value_get(call, "over") ||
	    json_value_get(call, "agg_star") ||
	    json_value_get(call, "agg_distinct"))
		return 0;
	if (!strcmp(name, "round") && n == 2)
		return import_function_of(im, iq, PF_ROUND, args, n, out) &&
			       round_digits(im, args, out)
			   ? 1
			   : -1;
	if ((!strcmp(name, "substring") || !strcmp(name, "substr")) &&
	    (n == 2 || n == 3))
		return import_function_of(im, iq, PF_SUBSTR, args, n, out) ? 1
									   : -1;
	if (!strcmp(name, "concat") && n >= 1)
		return 0; /* CONCAT() skips NULLs: not the plan's concat */
	return 0;
}

static bool refuse_call(struct importer *im, const jvalue *call)
{
	const char *name = import_function_name(call);
	if (json_value_get(call, "over"))
		return import_refuse(im, import_node_location(call),
				     "import-unsupported",
				     "a window function inside an expression");
	return import_refuse(im, import_node_location(call),
			     "import-unsupported",
			     "a function outside the plan's function table: "
			     "%N(...)",
			     name ? name : "?");
}

/* Whether node is a constant with a fraction (1000.0, 2.5e3) that is
 * not zero: PostgreSQL divides by it as numbers, never by zero, as the
 * plan's "/" does. */
static bool by_fraction(const jvalue *node)
{
	const jvalue *c = import_node_as(node, "A_Const");
	const char *text = json_value_string(
	    json_value_get(json_value_get(c, "fval"), "fval"));
	bool fraction = strpbrk(text, ".eE") != NULL;
	return fraction && strtod(text, NULL) != 0;
}

static bool division(struct importer *im, struct import_query *iq,
		     const jvalue *e, struct plan_expr *out)
{
	out->fn = PF_DIVIDE;
	return new_args(im, out, 2) &&
	       import_expression(im, iq, json_value_get(e, "lexpr"),
				 &out->args[0]) &&
	       import_expression(im, iq, json_value_get(e, "rexpr"),
				 &out->args[1]);
}

static bool operator_expression(struct importer *im, struct import_query *iq,
				const jvalue *node, struct plan_expr *out)
{
	const jvalue *e = import_node_as(node, "A_Expr");
	if (e && import_node_names_are(json_value_get(e, "name"), "||", NULL))
		return concatenation(im, iq, node, out);
	/* where '/' divides as numbers and gives NULL for a zero divisor
	 * (MySQL), it is the plan's division */
	const struct dialect *source = sql_dialect_get(im->source);
	bool divides =
	    e && import_node_names_are(json_value_get(e, "name"), "/", NULL);
	if (divides && ((source->caps & DIALECT_SLASH_DIVIDES) ||
			by_fraction(json_value_get(e, "rexpr"))))
		return division(im, iq, e, out);
	if (divides)
		return import_refuse(
		    im, import_node_location(e), "import-unsupported",
		    "'/', which divides integers without remainder in %s: "
		    "write %s, with a and b for $1 and $2, for the plan's "
		    "division",
		    source->title, source->functions[FN_DIVIDE].text);
	return import_refuse(im, import_node_first_location(node),
			     "import-unsupported",
			     "an expression the plan cannot express");
}

bool import_expression(struct importer *im, struct import_query *iq,
		       const jvalue *node, struct plan_expr *out)
{
	*out = (struct plan_expr){0};
	const jvalue *body;
	const char *kind = import_node_kind(node, &body);
	if (!strcmp(kind, "ColumnRef"))
		return column_leaf(im, iq, body, out);
	int negation = folded_negation(im, node, out);
	if (negation)
		return negation > 0;
	if (!strcmp(kind, "A_Const")) {
		out->kind = PE_VALUE;
		return import_constant(im, node, &out->value) ||
		       import_refuse(im, import_node_location(body),
				     "import-unsupported",
				     "a constant the plan cannot express");
	}
	int typed = typed_literal(im, node, out);
	if (typed)
		return typed > 0;
	*out = (struct plan_expr){.kind = PE_FUNCTION};
	if (printed_form(im, iq, node, out))
		return !im->failed;
	if (!strcmp(kind, "CoalesceExpr"))
		return coalesce(im, iq, body, out);
	if (!strcmp(kind, "CaseExpr"))
		return case_expression(im, iq, body, out);
	if (!strcmp(kind, "FuncCall") && import_is_aggregate(node))
		return aggregate(im, iq, body, out);
	if (!strcmp(kind, "FuncCall")) {
		int plain = plain_call(im, iq, body, out);
		return plain ? plain > 0 : refuse_call(im, body);
	}
	if (!strcmp(kind, "A_Expr"))
		return operator_expression(im, iq, node, out);
	if (!strcmp(kind, "TypeCast"))
		return import_refuse(
		    im, import_node_location(body), "import-unsupported",
		    "a cast the plan's cast does not mean: it casts to text, "
		    "double precision, date and timestamp, and to an integer "
		    "by truncating, CAST(TRUNC(CAST(x AS numeric)) AS bigint)");
	return import_refuse(
	    im, import_node_first_location(node), "import-unsupported",
	    "an expression the plan cannot express (%N)", kind);
}
