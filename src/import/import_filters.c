/* WHERE and HAVING conditions as the plan's filters: a column (or an
 * aggregate, or a computed column) compared with constants, grouped by
 * AND, OR and NOT. */
#include <stdlib.h>
#include <string.h>

#include "import/import_internal.h"
#include "common/strbuf.h"
#include "sql/sql_dialect.h"

/* A date or timestamp literal, DATE '...' or a string cast to one,
 * keeps its text; the type it had is given to the filtered column (see
 * note_value_type). */
static bool typed_literal(struct importer *im, const jvalue *cast,
			  struct plan_value *out, enum value_type *type)
{
	const jvalue *names =
	    json_value_get(json_value_get(cast, "typeName"), "names");
	const char *last = import_node_string(
	    json_value_item(names, json_value_length(names) - 1));
	const jvalue *c =
	    import_node_as(json_value_get(cast, "arg"), "A_Const");
	const jvalue *s = json_value_get(c, "sval");
	if (!last || !s)
		return false;
	/* MySQL and T-SQL write CAST('...' AS DATETIME), DATETIME2 */
	bool other_engine =
	    im->source == PLANSQL_MYSQL || im->source == PLANSQL_TSQL;
	if (!strcmp(last, "date"))
		*type = VALUE_DATE;
	else if (!strcmp(last, "timestamp") ||
		 (other_engine && !strcmp(last, "datetime")) ||
		 (im->source == PLANSQL_TSQL && !strcmp(last, "datetime2")))
		*type = VALUE_DATETIME;
	else
		return false;
	out->kind = PV_STRING;
	out->text =
	    import_copy(im, json_value_string(json_value_get(s, "sval")));
	return out->text != NULL;
}

static bool constant(struct importer *im, const jvalue *node,
		     struct plan_value *out, enum value_type *type)
{
	*type = VALUE_UNKNOWN;
	const jvalue *cast = import_node_as(node, "TypeCast");
	if (cast)
		return typed_literal(im, cast, out, type);
	const jvalue *c = import_node_as(node, "A_Const");
	if (!c)
		return false;
	const jvalue *v;
	if (json_value_bool(json_value_get(c, "isnull"))) {
		out->kind = PV_NULL;
	} else if (json_value_get(c, "ival")) {
		out->kind = PV_INT;
		return import_integer(im, node, &out->integer);
	} else if ((v = json_value_get(c, "fval"))) {
		out->kind = PV_NUMBER;
		out->text = import_copy(
		    im, json_value_string(json_value_get(v, "fval")));
		return out->text != NULL;
	} else if ((v = json_value_get(c, "sval"))) {
		out->kind = PV_STRING;
		out->text = import_copy(
		    im, json_value_string(json_value_get(v, "sval")));
		return out->text != NULL;
	} else if ((v = json_value_get(c, "boolval"))) {
		out->kind = PV_BOOL;
		out->boolean = json_value_bool(json_value_get(v, "boolval"));
	} else {
		return false;
	}
	return true;
}

bool import_constant(struct importer *im, const jvalue *node,
		     struct plan_value *out)
{
	enum value_type type;
	return constant(im, node, out, &type);
}

static const char *const comparison_ops[] = {
    "=", "<>", ">", ">=", "<", "<=", "!="};
static const enum filter_op comparison_filter[] = {OP_EQ, OP_NE, OP_GT, OP_GE,
						   OP_LT, OP_LE, OP_NE};
/* The comparison with its sides swapped: 3 < x is x > 3. */
static const enum filter_op mirrored[] = {
    [OP_EQ] = OP_EQ, [OP_NE] = OP_NE, [OP_GT] = OP_LT,
    [OP_GE] = OP_LE, [OP_LT] = OP_GT, [OP_LE] = OP_GE};

static int comparison(const jvalue *name)
{
	const char *op = import_node_string(json_value_item(name, 0));
	for (size_t i = 0; op && json_value_length(name) == 1 &&
			   i < sizeof comparison_ops / sizeof *comparison_ops;
	     i++)
		if (!strcmp(op, comparison_ops[i]))
			return (int)comparison_filter[i];
	return -1;
}

/* The filtered side: a column of a FROM item, else what import_operand
 * makes of it (an aggregate in HAVING, a computed column). */
static bool operand(struct importer *im, struct import_query *iq,
		    const jvalue *node, struct plan_filter *f)
{
	const jvalue *ref = import_node_as(node, "ColumnRef");
	if (ref) {
		struct import_column c;
		if (!import_column_ref(im, iq, ref, &c))
			return false;
		f->table = c.table;
		f->column = c.column;
		return true;
	}
	return import_operand(im, iq, node, &f->table, &f->column);
}

/* Whether node is no constant: a cast of a constant (DATE '...') is
 * one, a cast of a column or an expression is not. */
static bool is_operand(const jvalue *node)
{
	const jvalue *cast = import_node_as(node, "TypeCast");
	if (cast)
		return is_operand(json_value_get(cast, "arg"));
	return !import_node_as(node, "A_Const");
}

/* ---- a date part as digits of text: strftime('%Y', d) = '2024' ---- */

/* The operand a date part written as text, read as the plan's
 * date_part (import_engine_forms.c). */
static bool digit_text_operand(struct importer *im, struct import_query *iq,
			       const jvalue *node, struct plan_filter *f)
{
	im->digit_text_compared = true;
	bool ok = operand(im, iq, node, f);
	im->digit_text_compared = false;
	return ok;
}

/* A string of width digits, which compares with the date part's text as
 * its number does with the date part. */
static bool digits_value(struct importer *im, const jvalue *node, size_t width,
			 struct plan_value *out)
{
	const jvalue *s =
	    json_value_get(import_node_as(node, "A_Const"), "sval");
	const char *text = json_value_string(json_value_get(s, "sval"));
	if (!s || strlen(text) != width || strspn(text, "0123456789") != width)
		return import_refuse(
		    im, import_node_first_location(node), "import-unsupported",
		    "a date part written as %d digits of text, compared with "
		    "something other than a string of %d digits",
		    (int)width, (int)width);
	out->kind = PV_INT;
	out->integer = strtoll(text, NULL, 10);
	return true;
}

/* x op constant, constant op x, or x op column. */
static bool compare(struct importer *im, struct import_query *iq,
		    const jvalue *e, enum filter_op op, struct plan_filter *f)
{
	const jvalue *l = json_value_get(e, "lexpr"),
		     *r = json_value_get(e, "rexpr");
	int fixed = import_constant_condition(im, iq, e, op, f);
	if (fixed)
		return fixed > 0;
	if (!is_operand(l)) {
		const jvalue *t = l;
		l = r;
		r = t;
		op = mirrored[op];
	}
	f->op = op;
	size_t width = import_digit_text_width(im, l);
	if (width)
		return digit_text_operand(im, iq, l, f) &&
		       digits_value(im, r, width, &f->value);
	if (!operand(im, iq, l, f))
		return false;
	const jvalue *ref = import_node_as(r, "ColumnRef");
	if (ref) {
		struct import_column c;
		if (!import_column_ref(im, iq, ref, &c))
			return false;
		f->value.kind = PV_COLUMN;
		f->value.column.table = c.table;
		f->value.column.column = c.column;
		return true;
	}
	enum value_type type;
	if (!constant(im, r, &f->value, &type))
		return im->failed
			   ? false
			   : import_refuse(im, import_node_first_location(r),
					   "import-unsupported",
					   "a comparison with something "
					   "other than a constant or a "
					   "column");
	if (f->value.kind == PV_NULL)
		return import_refuse(im, import_node_location(e),
				     "import-unsupported",
				     "a comparison with NULL, which is never "
				     "true: write IS NULL or IS NOT NULL");
	return import_note_value_type(im, iq, f, type);
}

/* The operand of IN and BETWEEN, and their items: constants, or the
 * digits a date part written as text is compared with. */
static bool list_items(struct importer *im, struct import_query *iq,
		       const jvalue *list, struct plan_filter *f);

static bool list_filter(struct importer *im, struct import_query *iq,
			const jvalue *e, struct plan_filter *f)
{
	const jvalue *subject = json_value_get(e, "lexpr");
	const jvalue *items = json_value_get(
	    import_node_as(json_value_get(e, "rexpr"), "List"), "items");
	size_t width = import_digit_text_width(im, subject);
	if (!width)
		return operand(im, iq, subject, f) &&
		       list_items(im, iq, json_value_get(e, "rexpr"), f);
	f->list_count = json_value_length(items);
	f->list = arena_calloc(im->a, f->list_count ? f->list_count : 1,
			       sizeof *f->list);
	if (!f->list)
		return import_nomem(im);
	for (size_t i = 0; i < f->list_count; i++)
		if (!digits_value(im, json_value_item(items, i), width,
				  &f->list[i]))
			return false;
	return digit_text_operand(im, iq, subject, f);
}

static bool list_items(struct importer *im, struct import_query *iq,
		       const jvalue *list, struct plan_filter *f)
{
	const jvalue *items =
	    json_value_get(import_node_as(list, "List"), "items");
	f->list_count = json_value_length(items);
	f->list = arena_calloc(im->a, f->list_count ? f->list_count : 1,
			       sizeof *f->list);
	if (!f->list)
		return import_nomem(im);
	for (size_t i = 0; i < f->list_count; i++) {
		enum value_type type;
		const jvalue *item = json_value_item(items, i);
		if (!constant(im, item, &f->list[i], &type))
			return im->failed
				   ? false
				   : import_refuse(
					 im, import_node_first_location(item),
					 "import-unsupported",
					 "a list item that is not a "
					 "constant");
		if (!import_note_value_type(im, iq, f, type))
			return false;
	}
	return true;
}

/* The plan's pattern syntax escapes with a backslash; the SQL's with
 * escape (NUL: none). */
static const char *plan_pattern(struct importer *im, const char *sql,
				char escape)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 20);
	for (const char *p = sql; *p; p++) {
		if (escape && *p == escape && p[1]) {
			p++;
			if (*p == '%' || *p == '_' || *p == '\\')
				strbuf_putc(&sb, '\\');
			strbuf_putc(&sb, *p);
		} else if (*p == '\\') {
			strbuf_puts(&sb, "\\\\");
		} else {
			strbuf_putc(&sb, *p);
		}
	}
	char *text = strbuf_finish(&sb);
	const char *kept = text ? arena_strdup(im->a, text) : NULL;
	free(text);
	if (!kept)
		import_nomem(im);
	return kept;
}

/* Whether the source engine's SQL has the capability cap (DIALECT_*:
 * what its LIKE means, in dialects/). */
static bool source_has(const struct importer *im, unsigned cap)
{
	return (sql_dialect_get(im->source)->caps & cap) != 0;
}

/* An engine whose LIKE follows the column's collation compares a
 * column with a case-sensitive one (the catalog's collation_name) with
 * case. */
static bool collation_has_case(struct importer *im, struct import_query *iq,
			       const jvalue *subject)
{
	const jvalue *ref = import_node_as(subject, "ColumnRef");
	struct import_column c;
	if (!source_has(im, DIALECT_LIKE_BY_COLLATION) || !ref ||
	    !import_column_ref(im, iq, ref, &c) || !c.source->table)
		return false;
	const struct catalog_column *col =
	    catalog_column(c.source->table, c.column);
	return col && catalog_collation_has_case(col->collation);
}

/* SQLite's GLOB, respelled as LIKE ... ESCAPE '\' written at GLOB's
 * offset (import_lex.c): case-sensitive.  escape: the ESCAPE constant,
 * or NULL. */
static bool is_glob(const struct importer *im, const jvalue *escape)
{
	long at = import_node_location(import_node_as(escape, "A_Const"));
	if (im->source != PLANSQL_SQLITE || !im->origin || at < 0)
		return false;
	const char *p = im->user_sql + im->origin[at];
	return (p[0] | 0x20) == 'g' && (p[1] | 0x20) == 'l' &&
	       (p[2] | 0x20) == 'o' && (p[3] | 0x20) == 'b';
}

static const char *default_escape(const struct importer *im)
{
	return source_has(im, DIALECT_LIKE_BACKSLASH) ? "\\" : "";
}

/* An engine whose LIKE reads [...] as a set of characters (SQL Server):
 * the plan's patterns have none; an escaped [ is the character. */
static bool check_pattern_sets(struct importer *im, const jvalue *pattern,
			       const char *text, char escape)
{
	if (!source_has(im, DIALECT_LIKE_SETS))
		return true;
	for (const char *p = text; *p; p++) {
		if (escape && *p == escape && p[1]) {
			p++;
			continue;
		}
		if (*p == '[')
			return import_refuse(
			    im, import_node_first_location(pattern),
			    "import-unsupported",
			    "'[' in a T-SQL LIKE pattern, a set of "
			    "characters the plan's patterns do not have");
	}
	return true;
}

/* The argument of LOWER(x), or NULL. */
static const jvalue *lowered(const jvalue *node)
{
	const jvalue *call = import_node_as(node, "FuncCall");
	const char *name = call ? import_function_name(call) : NULL;
	const jvalue *args = json_value_get(call, "args");
	return name && !strcmp(name, "lower") && json_value_length(args) == 1
		   ? json_value_item(args, 0)
		   : NULL;
}

static bool like(struct importer *im, struct import_query *iq, const jvalue *e,
		 bool case_insensitive, struct plan_filter *f)
{
	const jvalue *pattern = json_value_get(e, "rexpr");
	const char *escape = default_escape(im);
	const jvalue *escape_node = NULL;
	const jvalue *call = import_node_as(pattern, "FuncCall");
	if (call && import_node_names_are(json_value_get(call, "funcname"),
					  "pg_catalog", "like_escape")) {
		const jvalue *args = json_value_get(call, "args");
		pattern = json_value_item(args, 0);
		escape_node = json_value_item(args, 1);
		const jvalue *esc = json_value_get(
		    import_node_as(json_value_item(args, 1), "A_Const"),
		    "sval");
		escape = json_value_string(json_value_get(esc, "sval"));
		if (!esc || strlen(escape) > 1)
			return import_refuse(im, import_node_location(call),
					     "import-unsupported",
					     "an ESCAPE that is not one "
					     "character");
	}
	/* LOWER(x) LIKE LOWER('p'): ilike, as plansql prints it for all
	 * engines but PostgreSQL */
	const jvalue *subject = json_value_get(e, "lexpr");
	if (lowered(subject) && lowered(pattern) &&
	    import_node_as(lowered(pattern), "A_Const")) {
		subject = lowered(subject);
		pattern = lowered(pattern);
		case_insensitive = true;
	}
	const jvalue *text =
	    json_value_get(import_node_as(pattern, "A_Const"), "sval");
	if (!text)
		return import_refuse(im, import_node_first_location(pattern),
				     "import-unsupported",
				     "a LIKE pattern that is not a string "
				     "constant");
	const char *sval = json_value_string(json_value_get(text, "sval"));
	if (!check_pattern_sets(im, pattern, sval, *escape))
		return false;
	bool ignores_case =
	    case_insensitive ||
	    (source_has(im, DIALECT_LIKE_IGNORES_CASE) &&
	     !is_glob(im, escape_node) && !collation_has_case(im, iq, subject));
	if (im->failed)
		return false;
	f->op = ignores_case ? OP_ILIKE : OP_LIKE;
	f->value.kind = PV_STRING;
	f->value.text = plan_pattern(im, sval, *escape);
	return f->value.text && operand(im, iq, subject, f);
}

/* NOT (f): the filter becomes a group around a copy of itself. */
static bool negate(struct importer *im, struct plan_filter *f)
{
	struct plan_filter *inner = arena_alloc(im->a, sizeof *inner);
	if (!inner)
		return import_nomem(im);
	*inner = *f;
	memset(f, 0, sizeof *f);
	f->kind = FILTER_NOT;
	f->items = inner;
	f->item_count = 1;
	return true;
}

static bool a_expr(struct importer *im, struct import_query *iq,
		   const jvalue *e, struct plan_filter *f)
{
	const char *kind = json_value_string(json_value_get(e, "kind"));
	const jvalue *name = json_value_get(e, "name");
	const char *op = import_node_string(json_value_item(name, 0));
	long at = import_node_location(e);
	int cmp = comparison(name);
	if (!strcmp(kind, "AEXPR_OP") && cmp >= 0)
		return compare(im, iq, e, (enum filter_op)cmp, f);
	if (!strcmp(kind, "AEXPR_IN") && op) {
		f->op = !strcmp(op, "=") ? OP_IN : OP_NOT_IN;
		return list_filter(im, iq, e, f);
	}
	if (!strcmp(kind, "AEXPR_BETWEEN") ||
	    !strcmp(kind, "AEXPR_NOT_BETWEEN")) {
		f->op = OP_BETWEEN;
		if (!list_filter(im, iq, e, f))
			return false;
		return strcmp(kind, "AEXPR_NOT_BETWEEN") || negate(im, f);
	}
	if ((!strcmp(kind, "AEXPR_LIKE") || !strcmp(kind, "AEXPR_ILIKE")) &&
	    op) {
		if (!like(im, iq, e, !strcmp(kind, "AEXPR_ILIKE"), f))
			return false;
		return op[0] != '!' || negate(im, f);
	}
	return import_refuse(im, at, "import-unsupported",
			     "the operator %N in a condition", op ? op : kind);
}

static bool bool_expr(struct importer *im, struct import_query *iq,
		      const jvalue *b, struct plan_filter *f)
{
	const char *op = json_value_string(json_value_get(b, "boolop"));
	const jvalue *args = json_value_get(b, "args");
	f->kind = !strcmp(op, "OR_EXPR")    ? FILTER_ANY
		  : !strcmp(op, "NOT_EXPR") ? FILTER_NOT
					    : FILTER_ALL;
	f->item_count = json_value_length(args);
	f->items = arena_calloc(im->a, f->item_count, sizeof *f->items);
	if (!f->items)
		return import_nomem(im);
	for (size_t i = 0; i < f->item_count; i++)
		if (!import_condition(im, iq, json_value_item(args, i),
				      &f->items[i]))
			return false;
	return true;
}

static bool null_test(struct importer *im, struct import_query *iq,
		      const jvalue *n, struct plan_filter *f)
{
	const char *test = json_value_string(json_value_get(n, "nulltesttype"));
	f->op = !strcmp(test, "IS_NULL") ? OP_IS_NULL : OP_IS_NOT_NULL;
	f->value.kind = PV_NULL;
	return operand(im, iq, json_value_get(n, "arg"), f);
}

bool import_condition(struct importer *im, struct import_query *iq,
		      const jvalue *node, struct plan_filter *f)
{
	const jvalue *body;
	const char *kind = import_node_kind(node, &body);
	f->kind = FILTER_LEAF;
	long at = import_node_first_location(node);
	if (!strcmp(kind, "A_Expr"))
		return a_expr(im, iq, body, f) &&
		       (f->kind != FILTER_LEAF ||
			import_stored_filter(im, iq, f, at));
	if (!strcmp(kind, "BoolExpr"))
		return bool_expr(im, iq, body, f);
	if (!strcmp(kind, "NullTest"))
		return null_test(im, iq, body, f) &&
		       import_stored_filter(im, iq, f, at);
	if (!strcmp(kind, "SubLink"))
		return import_refuse(im, import_node_location(body),
				     "import-unsupported",
				     "a subquery inside OR, NOT or a "
				     "comparison other than the plan's");
	return import_refuse(im, import_node_first_location(node),
			     "import-unsupported", "%N as a condition", kind);
}

bool import_where(struct importer *im, struct import_query *iq,
		  const jvalue *where)
{
	const jvalue *b = import_node_as(where, "BoolExpr");
	bool and = b && !strcmp(json_value_string(json_value_get(b, "boolop")),
				"AND_EXPR");
	const jvalue *args = and? json_value_get(b, "args") : NULL;
	size_t n = and? json_value_length(args) : where ? 1 : 0;
	bool *used = arena_calloc(im->a, n ? n : 1, sizeof *used);
	if (!used)
		return import_nomem(im);
	/* PostgreSQL's dates counted from today: pairs that are periods */
	if (and&&im->source == PLANSQL_POSTGRES &&
	    !import_periods(im, iq, args, n, used))
		return false;
	for (size_t i = 0; i < n; i++) {
		const jvalue *c = and? json_value_item(args, i) : where;
		if (used[i])
			continue;
		struct import_column l, r;
		if (import_join_equality(im, iq, c, &l, &r) &&
		    l.source->component != r.source->component) {
			if (!import_where_edge(im, iq, &l, &r))
				return false;
			continue;
		}
		if (im->failed)
			return false;
		if (import_is_subquery_filter(c)) {
			if (!import_subquery_filter(im, iq, c))
				return false;
			continue;
		}
		if (!import_check_now(im, c))
			return false;
		struct plan_query *q = iq->q;
		struct plan_filter *f = IMPORT_PUSH(
		    im, q->filters, q->filter_count, iq->filter_cap);
		if (!f || !import_condition(im, iq, c, f))
			return false;
	}
	return true;
}

bool import_note_value_type(struct importer *im, struct import_query *iq,
			    const struct plan_filter *f, enum value_type type)
{
	if (type == VALUE_UNKNOWN || !f->table)
		return true;
	for (size_t i = 0; i < iq->source_count; i++) {
		const struct import_source *s = &iq->sources[i];
		if (strcmp(s->name, f->table))
			continue;
		const struct catalog_column *c =
		    s->table ? catalog_column(s->table, f->column) : NULL;
		if (c && (c->type == TYPE_DATE || c->type == TYPE_DATETIME))
			return true;
		struct plan_selection *sel = &iq->q->selections[s->selection];
		for (size_t k = 0; k < sel->column_count; k++)
			if (!strcmp(sel->columns[k].column, f->column) &&
			    sel->columns[k].value_type == type)
				return true;
		size_t cap = sel->column_count; /* grown one at a time */
		struct plan_column *col =
		    IMPORT_PUSH(im, sel->columns, sel->column_count, cap);
		if (!col)
			return false;
		col->column = f->column;
		col->role = ROLE_FILTER;
		col->value_type = type;
		return true;
	}
	return true;
}
