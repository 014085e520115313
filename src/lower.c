#include "lower.h"

#include <stdio.h>
#include <string.h>

#include "similar.h"
#include "values.h"

/* A table in a FROM clause and how SQL refers to it. */
struct range {
	const char *key;   /* the qualifier: alias, else table */
	const char *table; /* the catalog's spelling when known */
	const char *alias;
	const struct plan_selection *selection; /* NULL in subqueries */
	const struct catalog_table *catalog;    /* NULL: unknown or a CTE */
	const char *at;
};

struct scope {
	struct range *ranges;
	size_t count;
	const struct scope *outer;
};

/* An output alias that HAVING and ORDER BY may name. */
struct alias_entry {
	const char *alias;
	struct expr *expr;
	bool nullable;
	enum type_class type;
};

struct alias_table {
	struct alias_entry *items;
	size_t count;
};

typedef struct lowerer {
	arena *a;
	diag_list *d;
	const plansql_catalog *catalog;
	const struct plan_cte *ctes; /* CTEs visible so far */
	size_t cte_count;
	int subquery_count;
} lowerer;

/* What a column resolved to, for typing its values. */
struct column_info {
	const struct range *range;
	const struct catalog_column *catalog;
};

/* ---- allocation ---- */

static void *alloc(lowerer *lw, size_t size)
{
	void *p = arena_calloc(lw->a, 1, size);
	if (!p)
		lw->d->out_of_memory = 1;
	return p;
}

static struct expr *new_expr(lowerer *lw, enum expr_kind kind, const char *at)
{
	struct expr *e = alloc(lw, sizeof *e);
	if (e) {
		e->kind = kind;
		e->at = at;
	}
	return e;
}

/* Appends one zeroed item to a growing array in the arena. */
static void *push(lowerer *lw, void *items_ptr, size_t *count, size_t *cap,
		  size_t size)
{
	void **items = items_ptr;
	if (*count == *cap) {
		size_t grown = *cap ? *cap * 2 : 4;
		char *fresh = arena_calloc(lw->a, grown, size);
		if (!fresh) {
			lw->d->out_of_memory = 1;
			return NULL;
		}
		if (*count)
			memcpy(fresh, *items, *count * size);
		*items = fresh;
		*cap = grown;
	}
	return (char *)*items + (*count)++ * size;
}

struct expr_list {
	struct expr **items;
	size_t count, cap;
};

static void add_expr(lowerer *lw, struct expr_list *l, struct expr *e)
{
	struct expr **slot = push(lw, &l->items, &l->count, &l->cap, sizeof e);
	if (slot)
		*slot = e;
}

/* Adds e to a list joined by kind, splicing in the operands of an e of
 * the same kind: a AND (b AND c) is a AND b AND c. */
static void add_operand(lowerer *lw, struct expr_list *l, struct expr *e,
			enum expr_kind kind)
{
	if (e && e->kind == kind) {
		for (size_t i = 0; i < e->u.list.count; i++)
			add_expr(lw, l, e->u.list.items[i]);
	} else if (e) {
		add_expr(lw, l, e);
	}
}

static void add_conjunct(lowerer *lw, struct expr_list *l, struct expr *e)
{
	add_operand(lw, l, e, EXPR_AND);
}

static struct expr *junction(lowerer *lw, enum expr_kind kind,
			     struct expr_list *l, const char *at)
{
	if (l->count == 0)
		return NULL;
	if (l->count == 1)
		return l->items[0];
	struct expr *e = new_expr(lw, kind, at);
	if (e) {
		e->u.list.items = l->items;
		e->u.list.count = l->count;
	}
	return e;
}

static const char *lowercase(lowerer *lw, const char *s)
{
	char *copy = arena_strdup(lw->a, s);
	if (!copy) {
		lw->d->out_of_memory = 1;
		return s;
	}
	for (char *c = copy; *c; c++)
		if (*c >= 'A' && *c <= 'Z')
			*c = (char)(*c - 'A' + 'a');
	return copy;
}

static const char *join_names(lowerer *lw, const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 2;
	char *s = arena_alloc(lw->a, n);
	if (!s) {
		lw->d->out_of_memory = 1;
		return a;
	}
	snprintf(s, n, "%s_%s", a, b);
	return s;
}

/* ---- names that are really SQL ---- */

enum name_shape { NAME_PLAIN, NAME_EXPRESSION, NAME_QUALIFIED, NAME_STAR,
		  NAME_QUOTED };

static bool contains_ci(const char *s, const char *word)
{
	size_t n = strlen(word);
	for (; *s; s++) {
		size_t i = 0;
		while (i < n && s[i] && (s[i] | 0x20) == (word[i] | 0x20))
			i++;
		if (i == n)
			return true;
	}
	return false;
}

static bool starts_with_word(const char *s, const char *word)
{
	size_t n = strlen(word);
	for (size_t i = 0; i < n; i++)
		if (!s[i] || (s[i] | 0x20) != (word[i] | 0x20))
			return false;
	return s[n] == ' ' || s[n] == '(';
}

/* Raw SQL in a name field: function calls, operators, comments,
 * quoting, "t.c" and "*".  Such a name is only accepted when the catalog
 * has a column or table spelled exactly so. */
static enum name_shape name_shape(const char *name)
{
	static const char *const operators[] = {
		" + ", " - ", " * ", " / ", " || ", " = ", " < ", " > ", " AS ",
		" OR ", " AND ", "--", "/*", "*/", ";", "(", ")"
	};
	static const char *const keywords[] = { "select", "distinct", "case",
						"cast" };
	if (!strcmp(name, "*") || strstr(name, ".*"))
		return NAME_STAR;
	if (strpbrk(name, "\"'`[]"))
		return NAME_QUOTED;
	for (size_t i = 0; i < sizeof operators / sizeof *operators; i++)
		if (contains_ci(name, operators[i]))
			return NAME_EXPRESSION;
	for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
		if (starts_with_word(name, keywords[i]))
			return NAME_EXPRESSION;
	if (strchr(name, '.'))
		return NAME_QUALIFIED;
	return NAME_PLAIN;
}

static bool check_name(lowerer *lw, const char *name, const char *at,
		       bool in_catalog)
{
	enum name_shape shape = in_catalog ? NAME_PLAIN : name_shape(name);
	if (shape == NAME_PLAIN)
		return true;
	static const char *const hints[] = {
		[NAME_EXPRESSION] = "plansql never copies SQL from a plan: name "
				    "one column, and use the plan's filters, "
				    "group_by and window_functions for the rest",
		[NAME_QUALIFIED] = "put the table in \"table\" and the column "
				   "in \"column\"",
		[NAME_STAR] = "list the columns to select, one per entry",
		[NAME_QUOTED] = "write the name without quotes or brackets; "
				"plansql quotes every name itself",
	};
	plansql_diagnostic *e = diag_error(
		lw->d, "name-looks-like-sql", at,
		"%N looks like SQL, not a table or column name", name);
	diag_hint(lw->d, e, "%s", hints[shape]);
	return false;
}

/* ---- scopes and name resolution ---- */

static bool is_cte_name(const lowerer *lw, const char *name)
{
	for (size_t i = 0; i < lw->cte_count; i++)
		if (!strcmp(lw->ctes[i].name, name))
			return true;
	return false;
}

/* A range for a table named in the plan, with the catalog's spelling. */
static void init_range(lowerer *lw, struct range *r, const char *table,
		       const char *alias, const char *at)
{
	memset(r, 0, sizeof *r);
	r->table = table;
	r->alias = alias;
	r->at = at;
	if (!is_cte_name(lw, table)) {
		r->catalog = catalog_table(lw->catalog, table);
		if (r->catalog)
			r->table = r->catalog->name;
	}
	r->key = alias ? alias : r->table;
}

/* The range a table reference names in one scope: an alias, then a
 * table without alias, then the table of an aliased range when only one
 * has it.  *ambiguous is set when several match. */
static const struct range *find_in_scope(const struct scope *s,
					 const char *name, bool *ambiguous)
{
	const struct range *found = NULL;
	for (size_t i = 0; i < s->count; i++)
		if (s->ranges[i].alias && !strcmp(s->ranges[i].alias, name))
			return &s->ranges[i];
	for (int pass = 0; pass < 2; pass++) {
		size_t hits = 0;
		for (size_t i = 0; i < s->count; i++) {
			const struct range *r = &s->ranges[i];
			if ((pass == 0) != (r->alias == NULL))
				continue;
			if (!strcmp(r->table, name) ||
			    (r->selection && !strcmp(r->selection->table, name)))
				found = hits++ ? found : r;
		}
		if (hits > 1)
			*ambiguous = true;
		if (hits)
			return found;
	}
	return NULL;
}

static const char *const *range_keys(lowerer *lw, const struct scope *s)
{
	const char **keys = arena_calloc(lw->a, s->count + 1, sizeof *keys);
	for (size_t i = 0; keys && i < s->count; i++)
		keys[i] = s->ranges[i].key;
	return keys;
}

static const struct range *resolve_table(lowerer *lw, const struct scope *s,
					 const char *name, const char *at)
{
	for (const struct scope *cur = s; cur; cur = cur->outer) {
		bool ambiguous = false;
		const struct range *r = find_in_scope(cur, name, &ambiguous);
		if (ambiguous) {
			plansql_diagnostic *e = diag_error(
				lw->d, "ambiguous-table", at,
				"%N names more than one selection", name);
			diag_hint(lw->d, e, "refer to the selection by its alias");
			return NULL;
		}
		if (r)
			return r;
	}
	plansql_diagnostic *e = diag_error(lw->d, "unknown-table", at,
					   "%N is not a selected table", name);
	const char *const *keys = range_keys(lw, s);
	const char *near = keys ? closest_name(name, keys, s->count) : NULL;
	if (near)
		diag_hint(lw->d, e, "did you mean %N?", near);
	else
		diag_hint(lw->d, e,
			  "add it to selections (with include_only_for_join "
			  "true if it is only needed to join)");
	return NULL;
}

/* Which range a column without table belongs to: the only range, else
 * the only one whose catalog or plan columns have it. */
static bool range_has_column(const struct range *r, const char *column)
{
	if (r->catalog)
		return catalog_column(r->catalog, column) != NULL;
	if (!r->selection)
		return false;
	for (size_t i = 0; i < r->selection->column_count; i++)
		if (!strcmp(r->selection->columns[i].column, column))
			return true;
	return false;
}

static const struct range *infer_range(lowerer *lw, const struct scope *s,
				       const char *column, const char *at)
{
	if (s->count == 1)
		return &s->ranges[0];
	const struct range *found = NULL;
	size_t hits = 0;
	for (size_t i = 0; i < s->count; i++)
		if (range_has_column(&s->ranges[i], column))
			found = hits++ ? found : &s->ranges[i];
	if (hits == 1)
		return found;
	plansql_diagnostic *e = diag_error(
		lw->d, "ambiguous-column", at,
		hits ? "more than one selected table has a column %N"
		     : "no selected table is known to have a column %N",
		column);
	diag_hint(lw->d, e, "set \"table\" to say which table it belongs to");
	return NULL;
}

/* A column reference: qualified by its range, spelled as the catalog
 * spells it.  table NULL: fallback, else inferred. */
static struct expr *lower_column(lowerer *lw, const struct scope *s,
				 const char *table, const char *column,
				 const char *at, const struct range *fallback,
				 struct column_info *info)
{
	const struct range *r = table ? resolve_table(lw, s, table, at)
			      : fallback ? fallback
					 : infer_range(lw, s, column, at);
	if (!r)
		return NULL;
	const struct catalog_column *c =
		r->catalog ? catalog_column(r->catalog, column) : NULL;
	if (!check_name(lw, column, at, c != NULL))
		return NULL;
	struct expr *e = new_expr(lw, EXPR_COLUMN, at);
	if (!e)
		return NULL;
	e->u.column.qualifier = r->key;
	e->u.column.name = c ? c->name : column;
	if (info) {
		info->range = r;
		info->catalog = c;
	}
	return e;
}

/* ---- values ---- */

static enum type_class hint_class(enum value_type hint)
{
	switch (hint) {
	case VALUE_STRING:
		return TYPE_TEXT;
	case VALUE_NUMBER:
		return TYPE_NUMBER;
	case VALUE_INTEGER:
		return TYPE_INTEGER;
	case VALUE_BOOLEAN:
		return TYPE_BOOLEAN;
	case VALUE_DATE:
		return TYPE_DATE;
	case VALUE_DATETIME:
		return TYPE_DATETIME;
	default:
		return TYPE_UNKNOWN;
	}
}

static struct expr *literal(lowerer *lw, enum literal_kind kind,
			    const char *at)
{
	struct expr *e = new_expr(lw, EXPR_LITERAL, at);
	if (e)
		e->u.literal.kind = kind;
	return e;
}

static struct expr *bool_literal(lowerer *lw, bool value, enum type_class type,
				 const char *at)
{
	bool numeric = type == TYPE_INTEGER || type == TYPE_NUMBER ||
		       type == TYPE_BIT;
	struct expr *e = literal(lw, numeric ? LIT_INT : LIT_BOOL, at);
	if (e) {
		e->u.literal.boolean = value;
		e->u.literal.integer = value;
	}
	return e;
}

static struct expr *text_literal(lowerer *lw, enum literal_kind kind,
				 const char *text, const char *at)
{
	struct expr *e = literal(lw, kind, at);
	if (e)
		e->u.literal.text = arena_strdup(lw->a, text);
	if (e && !e->u.literal.text)
		lw->d->out_of_memory = 1;
	return e;
}

static struct expr *date_literal(lowerer *lw, const char *s, bool with_time,
				 const char *at)
{
	char iso[DATETIME_TEXT_MAX];
	bool zone = false;
	bool ok = with_time ? parse_iso_datetime(s, iso, &zone)
			    : parse_iso_date(s, iso);
	if (ok)
		return text_literal(lw, with_time ? LIT_DATETIME : LIT_DATE, iso,
				    at);
	plansql_diagnostic *e = diag_error(
		lw->d, "bad-date", at, "%N is not an ISO 8601 %s", s,
		with_time ? "datetime (YYYY-MM-DD HH:MM:SS)" : "date (YYYY-MM-DD)");
	if (zone)
		diag_hint(lw->d, e, "time zones are not supported: give the "
				    "local time the column stores");
	return NULL;
}

static bool is_true_text(const char *s, bool *value)
{
	if (!strcmp(s, "true") || !strcmp(s, "TRUE") || !strcmp(s, "True"))
		return *value = true, true;
	if (!strcmp(s, "false") || !strcmp(s, "FALSE") || !strcmp(s, "False"))
		return *value = false, true;
	return false;
}

static struct expr *string_literal(lowerer *lw, const char *s,
				   enum type_class type, const char *at)
{
	bool integral, flag;
	switch (type) {
	case TYPE_DATE:
		return date_literal(lw, s, false, at);
	case TYPE_DATETIME:
		return date_literal(lw, s, true, at);
	case TYPE_INTEGER:
	case TYPE_NUMBER:
		if (is_json_number(s, &integral))
			return text_literal(lw, LIT_NUMBER, s, at);
		diag_warning(lw->d, "value-type", at,
			     "%N is compared as text with a numeric column", s);
		break;
	case TYPE_BOOLEAN:
	case TYPE_BIT:
		if (is_true_text(s, &flag))
			return bool_literal(lw, flag, type, at);
		break;
	default:
		break;
	}
	return text_literal(lw, LIT_STRING, s, at);
}

/* A plan value as a typed literal: the catalog's column type wins over
 * the plan's value_type hint, which wins over the JSON type. */
static struct expr *lower_value(lowerer *lw, const struct plan_value *v,
				enum type_class type)
{
	char digits[24];
	switch (v->kind) {
	case PV_NULL:
		return literal(lw, LIT_NULL, v->at);
	case PV_BOOL:
		return bool_literal(lw, v->boolean, type, v->at);
	case PV_INT:
		if (type == TYPE_TEXT) {
			snprintf(digits, sizeof digits, "%lld",
				 (long long)v->integer);
			return text_literal(lw, LIT_STRING, digits, v->at);
		} else {
			struct expr *e = literal(lw, LIT_INT, v->at);
			if (e)
				e->u.literal.integer = v->integer;
			return e;
		}
	case PV_NUMBER:
		return text_literal(lw, type == TYPE_TEXT ? LIT_STRING : LIT_NUMBER,
				    v->text, v->at);
	case PV_STRING:
		return string_literal(lw, v->text, type, v->at);
	case PV_COLUMN:
		break;
	}
	return NULL;
}

/* ---- filters ---- */

/* How the operand of a filter is found: columns of a scope, and in
 * HAVING also aggregate aliases. */
struct filter_context {
	const struct scope *scope;
	const struct range *fallback;
	const struct alias_table *aliases; /* HAVING only */
};

static enum value_type value_type_hint(const struct range *r,
				       const char *column)
{
	if (!r || !r->selection)
		return VALUE_UNKNOWN;
	for (size_t i = 0; i < r->selection->column_count; i++) {
		const struct plan_column *c = &r->selection->columns[i];
		if (!strcmp(c->column, column) && c->value_type != VALUE_UNKNOWN)
			return c->value_type;
	}
	return VALUE_UNKNOWN;
}

static const struct alias_entry *find_alias(const struct alias_table *t,
					    const char *name)
{
	for (size_t i = 0; t && i < t->count; i++)
		if (!strcmp(t->items[i].alias, name))
			return &t->items[i];
	return NULL;
}

/* The operand of a leaf filter and the type its values take. */
static struct expr *filter_operand(lowerer *lw, const struct filter_context *fc,
				   const struct plan_filter *f,
				   enum type_class *type)
{
	const struct alias_entry *alias = find_alias(fc->aliases, f->column);
	if (alias) {
		*type = alias->type;
		return alias->expr;
	}
	struct column_info info = { 0 };
	const char *at = pointer_key(lw->a, f->at, "column");
	struct expr *e = lower_column(lw, fc->scope, f->table, f->column, at,
				      f->table ? NULL : fc->fallback, &info);
	if (!e)
		return NULL;
	*type = info.catalog ? info.catalog->type : TYPE_UNKNOWN;
	if (*type == TYPE_UNKNOWN)
		*type = hint_class(value_type_hint(info.range, f->column));
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
			struct like_part *p = push(lw, &e->u.like.parts,
						   &e->u.like.part_count, &cap,
						   sizeof *p);
			if (!p)
				return false;
			p->kind = LIKE_TEXT;
			p->text = arena_strndup(lw->a, text, len);
			text += len + 1;
			len = 0;
		}
		if (wild) {
			struct like_part *p = push(lw, &e->u.like.parts,
						   &e->u.like.part_count, &cap,
						   sizeof *p);
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
	struct expr *e = new_expr(lw, EXPR_LIKE, f->at);
	if (!e)
		return NULL;
	e->u.like.operand = operand;
	e->u.like.case_insensitive = f->op == OP_ILIKE;
	const char *v = f->value.text;
	if (f->op == OP_LIKE || f->op == OP_ILIKE)
		return like_parts_from_pattern(lw, v, e) ? e : NULL;
	/* starts_with / ends_with: the value is plain text */
	struct like_part *parts = alloc(lw, 2 * sizeof *parts);
	if (!parts)
		return NULL;
	bool starts = f->op == OP_STARTS_WITH;
	parts[starts ? 0 : 1] = (struct like_part){ LIKE_TEXT, v };
	parts[starts ? 1 : 0] = (struct like_part){ LIKE_ANY, NULL };
	e->u.like.parts = parts;
	e->u.like.part_count = *v ? 2 : 1;
	if (!*v)
		parts[0] = (struct like_part){ LIKE_ANY, NULL };
	return e;
}

static struct expr *is_null(lowerer *lw, struct expr *operand, bool negated,
			    const char *at)
{
	struct expr *e = new_expr(lw, EXPR_IS_NULL, at);
	if (e) {
		e->u.is_null.operand = operand;
		e->u.is_null.negated = negated;
	}
	return e;
}

static struct expr *truth(lowerer *lw, bool value, const char *at)
{
	struct expr *e = new_expr(lw, EXPR_TRUTH, at);
	if (e)
		e->u.truth = value;
	return e;
}

/* in / not_in: a null in the list means "or IS NULL" / "and IS NOT
 * NULL"; an empty list is false / true, never IN (). */
static struct expr *lower_in_list(lowerer *lw, struct expr *operand,
				  const struct plan_filter *f,
				  enum type_class type)
{
	bool negated = f->op == OP_NOT_IN, has_null = false;
	struct expr_list values = { 0 };
	for (size_t i = 0; i < f->list_count; i++) {
		if (f->list[i].kind == PV_NULL) {
			has_null = true;
			continue;
		}
		add_expr(lw, &values, lower_value(lw, &f->list[i], type));
	}
	if (values.count == 0 && !has_null)
		return truth(lw, negated, f->at);
	if (values.count == 0)
		return is_null(lw, operand, negated, f->at);
	struct expr *in = new_expr(lw, EXPR_IN_LIST, f->at);
	if (!in)
		return NULL;
	in->u.in_list.operand = operand;
	in->u.in_list.items = values.items;
	in->u.in_list.count = values.count;
	in->u.in_list.negated = negated;
	if (!has_null)
		return in;
	struct expr_list both = { 0 };
	add_expr(lw, &both, in);
	add_expr(lw, &both, is_null(lw, operand, negated, f->at));
	return junction(lw, negated ? EXPR_AND : EXPR_OR, &both, f->at);
}

static struct expr *comparison(lowerer *lw, enum filter_op op,
			       struct expr *left, struct expr *right,
			       const char *at)
{
	static const enum cmp_op cmp[] = { [OP_EQ] = CMP_EQ, [OP_NE] = CMP_NE,
					   [OP_GT] = CMP_GT, [OP_GE] = CMP_GE,
					   [OP_LT] = CMP_LT, [OP_LE] = CMP_LE };
	struct expr *e = right ? new_expr(lw, EXPR_CMP, at) : NULL;
	if (e) {
		e->u.cmp.op = cmp[op];
		e->u.cmp.left = left;
		e->u.cmp.right = right;
	}
	return e;
}

static struct expr *lower_compare(lowerer *lw, const struct filter_context *fc,
				  struct expr *operand,
				  const struct plan_filter *f,
				  enum type_class type)
{
	const struct plan_value *v = &f->value;
	if (v->kind == PV_NULL && (f->op == OP_EQ || f->op == OP_NE))
		return is_null(lw, operand, f->op == OP_NE, f->at);
	if (v->kind == PV_NULL) {
		diag_error(lw->d, "null-comparison", v->at,
			   "comparing with null with %N is never true",
			   filter_op_name(f->op));
		return NULL;
	}
	struct expr *right =
		v->kind == PV_COLUMN
			? lower_column(lw, fc->scope, v->column.table,
				       v->column.column, v->at, NULL, NULL)
			: lower_value(lw, v, type);
	return comparison(lw, f->op, operand, right, f->at);
}

static struct expr *lower_leaf(lowerer *lw, const struct filter_context *fc,
			       const struct plan_filter *f)
{
	enum type_class type = TYPE_UNKNOWN;
	struct expr *operand = filter_operand(lw, fc, f, &type);
	if (!operand)
		return NULL;
	switch (f->op) {
	case OP_IS_NULL:
	case OP_IS_NOT_NULL:
		return is_null(lw, operand, f->op == OP_IS_NOT_NULL, f->at);
	case OP_IN:
	case OP_NOT_IN:
		return lower_in_list(lw, operand, f, type);
	case OP_LIKE:
	case OP_ILIKE:
	case OP_STARTS_WITH:
	case OP_ENDS_WITH:
		return lower_like(lw, operand, f);
	case OP_BETWEEN: {
		struct expr *e = new_expr(lw, EXPR_BETWEEN, f->at);
		if (!e)
			return NULL;
		e->u.between.operand = operand;
		e->u.between.low = lower_value(lw, &f->list[0], type);
		e->u.between.high = lower_value(lw, &f->list[1], type);
		return e->u.between.low && e->u.between.high ? e : NULL;
	}
	default:
		return lower_compare(lw, fc, operand, f, type);
	}
}

static struct expr *lower_filter(lowerer *lw, const struct filter_context *fc,
				 const struct plan_filter *f)
{
	if (f->kind == FILTER_LEAF)
		return lower_leaf(lw, fc, f);
	struct expr_list items = { 0 };
	bool ok = true;
	for (size_t i = 0; i < f->item_count; i++) {
		struct expr *e = lower_filter(lw, fc, &f->items[i]);
		ok &= e != NULL;
		if (f->kind != FILTER_NOT)
			add_operand(lw, &items, e,
				    f->kind == FILTER_ALL ? EXPR_AND : EXPR_OR);
		else if (e)
			add_expr(lw, &items, e);
	}
	if (!ok)
		return NULL;
	if (f->kind == FILTER_NOT) {
		struct expr *e = new_expr(lw, EXPR_NOT, f->at);
		if (e)
			e->u.operand = items.items[0];
		return e;
	}
	return junction(lw, f->kind == FILTER_ANY ? EXPR_OR : EXPR_AND, &items,
			f->at);
}

/* Lowers a list of filters as conjuncts; false when one failed. */
static bool lower_filters(lowerer *lw, const struct filter_context *fc,
			  const struct plan_filter *filters, size_t count,
			  struct expr_list *out)
{
	bool ok = true;
	for (size_t i = 0; i < count; i++) {
		struct expr *e = lower_filter(lw, fc, &filters[i]);
		ok &= e != NULL;
		add_conjunct(lw, out, e);
	}
	return ok;
}

/* ---- subquery filters ---- */

static bool name_taken(const struct scope *s, const char *name)
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
	if (!name_taken(outer, table))
		return NULL;
	char name[32];
	do
		snprintf(name, sizeof name, "sq%d", ++lw->subquery_count);
	while (name_taken(outer, name));
	return arena_strdup(lw->a, name);
}

static struct query *single_select(lowerer *lw, struct select **out,
				   const char *at)
{
	struct query *q = alloc(lw, sizeof *q);
	struct select *s = alloc(lw, sizeof *s);
	struct select **terms = alloc(lw, sizeof *terms);
	if (!q || !s || !terms)
		return NULL;
	terms[0] = s;
	q->terms = terms;
	q->term_count = 1;
	q->limit = q->offset = -1;
	q->at = at;
	*out = s;
	return q;
}

static struct select_item *one_item(lowerer *lw, struct expr *e)
{
	struct select_item *item = alloc(lw, sizeof *item);
	if (item)
		item->expr = e;
	return item;
}

static struct expr *lower_subquery(lowerer *lw, const struct scope *outer,
				   const struct plan_subquery *sq)
{
	struct expr *outer_col = lower_column(lw, outer, sq->outer.table,
					      sq->outer.column, sq->outer.at,
					      NULL, NULL);
	struct range r;
	const char *table_at = pointer_key(lw->a, sq->at, "subquery_table");
	init_range(lw, &r, sq->table, subquery_alias(lw, outer, sq->table),
		   table_at);
	if (!check_name(lw, sq->table, table_at, r.catalog != NULL))
		return NULL;
	struct scope inner = { &r, 1, outer };
	const char *col_at = pointer_key(lw->a, sq->at, "subquery_column");
	struct expr *inner_col =
		lower_column(lw, &inner, NULL, sq->column, col_at, &r, NULL);
	struct select *s;
	struct query *q = single_select(lw, &s, sq->at);
	if (!outer_col || !inner_col || !q)
		return NULL;
	s->from = (struct table_ref){ r.table, r.alias, table_at };
	struct expr_list where = { 0 };
	bool exists = sq->op == SUB_EXISTS || sq->op == SUB_NOT_EXISTS;
	if (exists) /* correlated: EXISTS without it would be constant */
		add_expr(lw, &where,
			 comparison(lw, OP_EQ, inner_col, outer_col, sq->at));
	struct filter_context fc = { &inner, &r, NULL };
	if (!lower_filters(lw, &fc, sq->filters, sq->filter_count, &where))
		return NULL;
	/* NOT IN over a set holding NULL is never true: leave NULLs out */
	if (sq->op == SUB_NOT_IN)
		add_expr(lw, &where, is_null(lw, inner_col, true, sq->at));
	s->where = junction(lw, EXPR_AND, &where, sq->at);
	struct expr *one = literal(lw, LIT_INT, sq->at);
	if (one)
		one->u.literal.integer = 1;
	s->items = one_item(lw, exists ? one : inner_col);
	s->item_count = 1;
	struct expr *e = new_expr(lw, exists ? EXPR_EXISTS : EXPR_IN_QUERY,
				  sq->at);
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

/* ---- FROM and joins ---- */

static bool build_scope(lowerer *lw, const struct plan_query *pq,
			struct scope *s)
{
	s->ranges = alloc(lw, pq->selection_count * sizeof *s->ranges);
	s->count = pq->selection_count;
	if (!s->ranges)
		return false;
	bool ok = true;
	for (size_t i = 0; i < pq->selection_count; i++) {
		const struct plan_selection *sel = &pq->selections[i];
		struct range *r = &s->ranges[i];
		const char *at = pointer_key(lw->a, sel->at, "table");
		init_range(lw, r, sel->table, sel->alias, at);
		r->selection = sel;
		ok &= check_name(lw, sel->table, at, r->catalog != NULL);
		for (size_t j = 0; j < i; j++) {
			if (strcmp(s->ranges[j].key, r->key))
				continue;
			plansql_diagnostic *e = diag_error(
				lw->d, "duplicate-selection", sel->at,
				"%N is selected twice under the same name",
				r->key);
			diag_hint(lw->d, e,
				  "merge the two selections, or give each a "
				  "different alias for a self-join");
			ok = false;
		}
	}
	return ok;
}

struct join_state {
	const struct scope *scope;
	const struct plan_query *pq;
	long *joined_as; /* per range: -2 not yet, -1 the root, else join */
	bool *edge_used;
	struct join *joins;
	size_t join_count;
};

static struct expr *edge_condition(lowerer *lw, const struct scope *s,
				   const struct plan_join *j,
				   const struct range *from,
				   const struct range *to)
{
	const char *from_at = pointer_key(lw->a, j->at, "from_column");
	const char *to_at = pointer_key(lw->a, j->at, "to_column");
	struct expr *left =
		lower_column(lw, s, NULL, j->from.column, from_at, from, NULL);
	struct expr *right =
		lower_column(lw, s, NULL, j->to.column, to_at, to, NULL);
	return left && right ? comparison(lw, OP_EQ, left, right, j->at) : NULL;
}

/* Joins the far end of edge e to the tree; an edge read against its
 * direction swaps LEFT and RIGHT so the meaning stays the same. */
static void add_join(lowerer *lw, struct join_state *js, size_t e,
		     const struct range *from, const struct range *to,
		     bool flipped)
{
	const struct plan_join *j = &js->pq->joins[e];
	const struct range *target = flipped ? from : to;
	struct join *out = &js->joins[js->join_count];
	out->type = j->type;
	if (flipped && j->type == JOIN_LEFT)
		out->type = JOIN_RIGHT;
	else if (flipped && j->type == JOIN_RIGHT)
		out->type = JOIN_LEFT;
	out->table = (struct table_ref){ target->table, target->alias,
					 target->at };
	out->on = edge_condition(lw, js->scope, j, from, to);
	out->at = j->at;
	js->joined_as[target - js->scope->ranges] = (long)js->join_count++;
	js->edge_used[e] = true;
}

/* Breadth-first from the root: each dequeued table joins, in plan order,
 * every edge that reaches a table not joined yet. */
static void join_breadth_first(lowerer *lw, struct join_state *js,
			       const struct range **ends)
{
	const struct scope *s = js->scope;
	size_t *queue = alloc(lw, (s->count + 1) * sizeof *queue);
	size_t head = 0, tail = 0;
	if (!queue)
		return;
	queue[tail++] = 0;
	js->joined_as[0] = -1;
	while (head < tail) {
		size_t u = queue[head++];
		for (size_t e = 0; e < js->pq->join_count; e++) {
			const struct range *from = ends[2 * e], *to = ends[2 * e + 1];
			if (js->edge_used[e] || !from || !to || from == to)
				continue;
			size_t fi = (size_t)(from - s->ranges),
			       ti = (size_t)(to - s->ranges);
			bool from_u = fi == u, to_u = ti == u;
			if (from_u && js->joined_as[ti] == -2) {
				add_join(lw, js, e, from, to, false);
				queue[tail++] = ti;
			} else if (to_u && js->joined_as[fi] == -2) {
				add_join(lw, js, e, from, to, true);
				queue[tail++] = fi;
			}
		}
	}
}

/* An edge between two joined tables adds to the ON of the later one. */
static void attach_extra_edge(lowerer *lw, struct join_state *js, size_t e,
			      const struct range *from, const struct range *to)
{
	long a = js->joined_as[from - js->scope->ranges];
	long b = js->joined_as[to - js->scope->ranges];
	struct join *later = &js->joins[a > b ? a : b];
	struct expr_list on = { 0 };
	add_conjunct(lw, &on, later->on);
	add_expr(lw, &on, edge_condition(lw, js->scope, &js->pq->joins[e], from,
					 to));
	later->on = junction(lw, EXPR_AND, &on, later->at);
	js->edge_used[e] = true;
}

static const struct range **edge_ends(lowerer *lw, const struct scope *s,
				      const struct plan_query *pq, bool *ok)
{
	const struct range **ends =
		alloc(lw, (2 * pq->join_count + 1) * sizeof *ends);
	for (size_t e = 0; ends && e < pq->join_count; e++) {
		const struct plan_join *j = &pq->joins[e];
		ends[2 * e] = resolve_table(lw, s, j->from.table, j->from.at);
		ends[2 * e + 1] = resolve_table(lw, s, j->to.table, j->to.at);
		*ok &= ends[2 * e] && ends[2 * e + 1];
		if (ends[2 * e] && ends[2 * e] == ends[2 * e + 1]) {
			plansql_diagnostic *d = diag_error(
				lw->d, "self-join-edge", j->at,
				"this edge joins %N to itself",
				ends[2 * e]->key);
			diag_hint(lw->d, d,
				  "select the table twice with different "
				  "aliases and join the aliases");
			*ok = false;
		}
	}
	return ends;
}

static bool report_unreached(lowerer *lw, const struct join_state *js)
{
	bool ok = true;
	const struct scope *s = js->scope;
	for (size_t i = 1; i < s->count; i++) {
		if (js->joined_as[i] != -2)
			continue;
		plansql_diagnostic *e = diag_error(
			lw->d, "unreachable-table", s->ranges[i].selection->at,
			"no join edge connects %N to %N", s->ranges[i].key,
			s->ranges[0].key);
		diag_hint(lw->d, e, "add a join edge; plansql never emits a "
				    "cross join");
		ok = false;
	}
	return ok;
}

static bool lower_joins(lowerer *lw, const struct scope *s,
			const struct plan_query *pq, struct select *out)
{
	bool ok = true;
	const struct range **ends = edge_ends(lw, s, pq, &ok);
	struct join_state js = { s, pq, NULL, NULL, NULL, 0 };
	js.joined_as = alloc(lw, s->count * sizeof *js.joined_as);
	js.edge_used = alloc(lw, (pq->join_count + 1) * sizeof *js.edge_used);
	js.joins = alloc(lw, (s->count + 1) * sizeof *js.joins);
	if (!ends || !js.joined_as || !js.edge_used || !js.joins)
		return false;
	for (size_t i = 0; i < s->count; i++)
		js.joined_as[i] = -2;
	join_breadth_first(lw, &js, ends);
	for (size_t e = 0; e < pq->join_count; e++) {
		const struct range *from = ends[2 * e], *to = ends[2 * e + 1];
		if (!js.edge_used[e] && from && to && from != to &&
		    js.joined_as[from - s->ranges] != -2 &&
		    js.joined_as[to - s->ranges] != -2)
			attach_extra_edge(lw, &js, e, from, to);
	}
	ok &= report_unreached(lw, &js);
	for (size_t i = 0; i < js.join_count; i++)
		ok &= js.joins[i].on != NULL;
	out->from = (struct table_ref){ s->ranges[0].table, s->ranges[0].alias,
					s->ranges[0].at };
	out->joins = js.joins;
	out->join_count = js.join_count;
	return ok;
}

/* ---- the select list ---- */

struct item_list {
	struct select_item *items;
	size_t count, cap;
};

static void add_item(lowerer *lw, struct item_list *l, struct expr *e,
		     const char *alias)
{
	struct select_item *item =
		push(lw, &l->items, &l->count, &l->cap, sizeof *item);
	if (item) {
		item->expr = e;
		item->alias = alias;
	}
}

static bool filter_uses(const lowerer *lw, const struct scope *s,
			const struct plan_filter *f, const struct range *fallback,
			const struct range *r, const char *column)
{
	if (f->kind != FILTER_LEAF) {
		for (size_t i = 0; i < f->item_count; i++)
			if (filter_uses(lw, s, &f->items[i], fallback, r, column))
				return true;
		return false;
	}
	if (strcmp(f->column, column))
		return false;
	bool ambiguous = false;
	const struct range *target =
		f->table ? find_in_scope(s, f->table, &ambiguous) : fallback;
	return target == r || (!f->table && !fallback);
}

/* Whether any filter of the query reads r.column: a filter-role column
 * that none does is an orphan, projected so the user still sees it. */
static bool column_filtered(const lowerer *lw, const struct scope *s,
			    const struct plan_query *pq, const struct range *r,
			    const char *column)
{
	for (size_t i = 0; i < s->count; i++) {
		const struct plan_selection *sel = s->ranges[i].selection;
		for (size_t j = 0; j < sel->filter_count; j++)
			if (filter_uses(lw, s, &sel->filters[j], &s->ranges[i],
					r, column))
				return true;
	}
	for (size_t i = 0; i < pq->filter_count; i++)
		if (filter_uses(lw, s, &pq->filters[i], NULL, r, column))
			return true;
	for (size_t i = 0; i < pq->subquery_count; i++) {
		bool ambiguous = false;
		const struct plan_subquery *sq = &pq->subqueries[i];
		if (!strcmp(sq->outer.column, column) &&
		    find_in_scope(s, sq->outer.table, &ambiguous) == r)
			return true;
	}
	const struct plan_group_by *g = pq->group_by;
	for (size_t i = 0; g && i < g->having_count; i++)
		if (filter_uses(lw, s, &g->having[i], NULL, r, column))
			return true;
	return false;
}

/* The range a selection's column belongs to: the one its "table" names
 * when that is another selection, else its own. */
static const struct range *column_home(lowerer *lw, const struct scope *s,
				       const struct range *own,
				       const struct plan_column *c)
{
	if (!c->table)
		return own;
	bool ambiguous = false;
	const struct range *r = find_in_scope(s, c->table, &ambiguous);
	if (r)
		return r;
	plansql_diagnostic *w = diag_warning(
		lw->d, "column-table-mismatch", pointer_key(lw->a, c->at, "table"),
		"%N is not a selected table; the column is read from %N",
		c->table, own->key);
	diag_hint(lw->d, w, "set \"table\" to the selection's table or alias");
	return own;
}

static bool project_selection(lowerer *lw, const struct scope *s,
			      const struct plan_query *pq, size_t index,
			      struct item_list *items)
{
	const struct range *own = &s->ranges[index];
	const struct plan_selection *sel = own->selection;
	bool ok = true;
	for (size_t i = 0; i < sel->column_count; i++) {
		const struct plan_column *c = &sel->columns[i];
		const struct range *home = column_home(lw, s, own, c);
		if (c->role == ROLE_FILTER) {
			if (column_filtered(lw, s, pq, home, c->column))
				continue;
			diag_warning(lw->d, "orphan-filter-column", c->at,
				     "no filter uses %N, so it is projected",
				     c->column);
		}
		if (sel->join_only)
			continue;
		const char *at = pointer_key(lw->a, c->at, "column");
		struct expr *e =
			lower_column(lw, s, NULL, c->column, at, home, NULL);
		ok &= e != NULL;
		add_item(lw, items, e, NULL);
	}
	return ok;
}

static const char *aggregate_alias(lowerer *lw, const struct plan_aggregate *g)
{
	if (g->alias)
		return g->alias;
	const char *fn = lowercase(lw, aggregate_function_name(g->function));
	return g->column ? join_names(lw, fn, g->column) : fn;
}

static struct expr *lower_aggregate(lowerer *lw, const struct scope *s,
				    const struct plan_aggregate *g,
				    enum type_class *type)
{
	struct expr *arg;
	struct column_info info = { 0 };
	if (g->column) {
		const char *at = pointer_key(lw->a, g->at, "column");
		arg = lower_column(lw, s, g->table, g->column, at, NULL, &info);
	} else {
		arg = new_expr(lw, EXPR_STAR, g->at);
	}
	struct expr *e = arg ? new_expr(lw, EXPR_AGGREGATE, g->at) : NULL;
	if (!e)
		return NULL;
	e->u.aggregate.function = g->function;
	e->u.aggregate.argument = arg;
	bool keeps_type = g->function == AGG_MIN || g->function == AGG_MAX;
	*type = keeps_type && info.catalog ? info.catalog->type : TYPE_NUMBER;
	return e;
}

/* ---- windows ---- */

static bool window_takes_column(enum window_function fn)
{
	return fn != WIN_ROW_NUMBER && fn != WIN_RANK && fn != WIN_DENSE_RANK &&
	       fn != WIN_NTILE;
}

static struct expr *int_literal(lowerer *lw, int64_t v, const char *at)
{
	struct expr *e = literal(lw, LIT_INT, at);
	if (e)
		e->u.literal.integer = v;
	return e;
}

/* The argument column: given, or the source system's convention (the
 * first partition_by column), or COUNT(*). */
static struct expr *window_argument(lowerer *lw, const struct scope *s,
				    const struct plan_window *w,
				    struct column_info *info)
{
	const char *fn = window_function_name(w->function);
	if (w->column)
		return lower_column(lw, s, w->table, w->column,
				    pointer_key(lw->a, w->at, "column"), NULL,
				    info);
	if (w->partition_count) {
		const struct plan_column *p = &w->partition_by[0];
		diag_warning(lw->d, "window-argument", w->at,
			     "%s has no column; using the first partition_by "
			     "column %N",
			     fn, p->column);
		return lower_column(lw, s, p->table, p->column, p->at, NULL, info);
	}
	if (w->function == WIN_COUNT)
		return new_expr(lw, EXPR_STAR, w->at);
	diag_error(lw->d, "missing-field", pointer_key(lw->a, w->at, "column"),
		   "%s needs a column", fn);
	return NULL;
}

static bool window_arguments(lowerer *lw, const struct scope *s,
			     const struct plan_window *w, struct expr_list *args,
			     const char **column)
{
	if (w->function == WIN_NTILE) {
		if (w->buckets > 0) {
			add_expr(lw, args, int_literal(lw, w->buckets, w->at));
			return true;
		}
		plansql_diagnostic *e = diag_error(
			lw->d, "missing-field", pointer_key(lw->a, w->at, "buckets"),
			"NTILE needs \"buckets\", the number of groups");
		diag_hint(lw->d, e, "e.g. \"buckets\": 4 for quartiles");
		return false;
	}
	if (!window_takes_column(w->function))
		return true;
	struct column_info info = { 0 };
	struct expr *arg = window_argument(lw, s, w, &info);
	if (!arg)
		return false;
	add_expr(lw, args, arg);
	*column = arg->kind == EXPR_COLUMN ? arg->u.column.name : NULL;
	bool lag = w->function == WIN_LAG || w->function == WIN_LEAD;
	if (lag && (w->offset >= 0 || w->has_default))
		add_expr(lw, args,
			 int_literal(lw, w->offset >= 0 ? w->offset : 1, w->at));
	if (lag && w->has_default)
		add_expr(lw, args,
			 lower_value(lw, &w->default_value,
				     info.catalog ? info.catalog->type
						  : TYPE_UNKNOWN));
	return true;
}

static bool lower_order_items(lowerer *lw, const struct scope *s,
			      const struct plan_order *items, size_t count,
			      const struct alias_table *aliases,
			      struct order_item **out);

static struct expr *lower_window(lowerer *lw, const struct scope *s,
				 const struct plan_window *w,
				 const char **alias)
{
	struct expr_list args = { 0 }, partition = { 0 };
	const char *column = NULL;
	bool ok = window_arguments(lw, s, w, &args, &column);
	for (size_t i = 0; i < w->partition_count; i++) {
		const struct plan_column *p = &w->partition_by[i];
		struct expr *e = lower_column(lw, s, p->table, p->column,
					      p->at, NULL, NULL);
		ok &= e != NULL;
		add_expr(lw, &partition, e);
	}
	struct expr *e = new_expr(lw, EXPR_WINDOW, w->at);
	if (!e || !ok || !lower_order_items(lw, s, w->order_by, w->order_count,
					    NULL, &e->u.window.order_by))
		return NULL;
	if (w->order_count == 0 && !window_takes_column(w->function))
		diag_warning(lw->d, "window-order", w->at,
			     "%s without order_by numbers rows in no "
			     "particular order",
			     window_function_name(w->function));
	e->u.window.function = w->function;
	e->u.window.arguments = args.items;
	e->u.window.argument_count = args.count;
	e->u.window.partition_by = partition.items;
	e->u.window.partition_count = partition.count;
	e->u.window.order_count = w->order_count;
	const char *fn = lowercase(lw, window_function_name(w->function));
	*alias = w->alias ? w->alias : column ? join_names(lw, fn, column) : fn;
	return e;
}

static bool window_nullable(enum window_function fn)
{
	return fn != WIN_ROW_NUMBER && fn != WIN_RANK && fn != WIN_DENSE_RANK &&
	       fn != WIN_NTILE && fn != WIN_COUNT;
}

static bool add_alias(lowerer *lw, struct alias_table *t, size_t *cap,
		      const char *alias, struct expr *e, bool nullable,
		      enum type_class type)
{
	struct alias_entry *a =
		push(lw, &t->items, &t->count, cap, sizeof *a);
	if (!a)
		return false;
	*a = (struct alias_entry){ alias, e, nullable, type };
	return true;
}

/* ---- ORDER BY ---- */

static bool lower_order_items(lowerer *lw, const struct scope *s,
			      const struct plan_order *items, size_t count,
			      const struct alias_table *aliases,
			      struct order_item **out)
{
	*out = count ? alloc(lw, count * sizeof **out) : NULL;
	if (count && !*out)
		return false;
	bool ok = true;
	for (size_t i = 0; i < count; i++) {
		const struct plan_order *o = &items[i];
		struct order_item *item = &(*out)[i];
		item->descending = o->descending;
		const struct alias_entry *a = find_alias(aliases, o->column);
		if (a) {
			item->expr = new_expr(lw, EXPR_ALIAS, o->at);
			if (item->expr)
				item->expr->u.alias = a->alias;
			item->nullable = a->nullable;
			continue;
		}
		struct column_info info = { 0 };
		item->expr = lower_column(lw, s, o->table, o->column,
					  pointer_key(lw->a, o->at, "column"),
					  NULL, &info);
		item->nullable = !info.catalog || info.catalog->nullable;
		ok &= item->expr != NULL;
	}
	return ok;
}

/* ---- a whole query ---- */

struct query_parts {
	struct item_list items;
	struct alias_table aliases;
	size_t alias_cap;
};

static bool is_grouped(const struct plan_group_by *g, const struct scope *s,
		       const struct range *home, const char *column)
{
	for (size_t i = 0; i < g->column_count; i++) {
		bool ambiguous = false;
		const struct plan_column *c = &g->columns[i];
		const struct range *r = c->table
						? find_in_scope(s, c->table, &ambiguous)
						: NULL;
		if (!strcmp(c->column, column) && (!c->table || r == home))
			return true;
	}
	return false;
}

/* With group_by the select list is the grouped columns, then the
 * aggregates; projections that are not grouped are left out. */
static bool lower_grouping(lowerer *lw, const struct scope *s,
			   const struct plan_query *pq, struct select *out,
			   struct query_parts *parts)
{
	const struct plan_group_by *g = pq->group_by;
	struct expr_list group = { 0 };
	bool ok = true;
	for (size_t i = 0; i < g->column_count; i++) {
		const struct plan_column *c = &g->columns[i];
		struct expr *e = lower_column(lw, s, c->table, c->column,
					      pointer_key(lw->a, c->at, "column"),
					      NULL, NULL);
		ok &= e != NULL;
		add_expr(lw, &group, e);
		add_item(lw, &parts->items, e, NULL);
	}
	for (size_t i = 0; i < g->aggregate_count; i++) {
		enum type_class type = TYPE_UNKNOWN;
		const struct plan_aggregate *a = &g->aggregates[i];
		struct expr *e = lower_aggregate(lw, s, a, &type);
		const char *alias = aggregate_alias(lw, a);
		ok &= e != NULL;
		bool nullable = a->function != AGG_COUNT &&
				a->function != AGG_COUNT_DISTINCT;
		add_item(lw, &parts->items, e, alias);
		ok &= add_alias(lw, &parts->aliases, &parts->alias_cap, alias, e,
				nullable, type);
	}
	for (size_t i = 0; i < s->count; i++) {
		const struct plan_selection *sel = s->ranges[i].selection;
		for (size_t j = 0; !sel->join_only && j < sel->column_count; j++) {
			const struct plan_column *c = &sel->columns[j];
			if (c->role == ROLE_PROJECTION &&
			    !is_grouped(g, s, &s->ranges[i], c->column))
				diag_warning(lw->d, "ungrouped-column", c->at,
					     "%N is not in group_by_columns, so "
					     "it is not selected",
					     c->column);
		}
	}
	struct filter_context fc = { s, NULL, &parts->aliases };
	struct expr_list having = { 0 };
	ok &= lower_filters(lw, &fc, g->having, g->having_count, &having);
	out->group_by = group.items;
	out->group_count = group.count;
	out->having = junction(lw, EXPR_AND, &having, g->at);
	return ok;
}

static bool lower_where(lowerer *lw, const struct scope *s,
			const struct plan_query *pq, struct select *out)
{
	struct expr_list where = { 0 };
	bool ok = true;
	for (size_t i = 0; i < s->count; i++) {
		const struct plan_selection *sel = s->ranges[i].selection;
		struct filter_context fc = { s, &s->ranges[i], NULL };
		ok &= lower_filters(lw, &fc, sel->filters, sel->filter_count,
				    &where);
	}
	struct filter_context global = { s, NULL, NULL };
	ok &= lower_filters(lw, &global, pq->filters, pq->filter_count, &where);
	for (size_t i = 0; i < pq->subquery_count; i++) {
		struct expr *e = lower_subquery(lw, s, &pq->subqueries[i]);
		ok &= e != NULL;
		add_expr(lw, &where, e);
	}
	out->where = junction(lw, EXPR_AND, &where, pq->at);
	return ok;
}

static bool lower_select_list(lowerer *lw, const struct scope *s,
			      const struct plan_query *pq, struct select *out,
			      struct query_parts *parts)
{
	bool ok = true;
	if (pq->group_by)
		ok = lower_grouping(lw, s, pq, out, parts);
	else
		for (size_t i = 0; i < s->count; i++)
			ok &= project_selection(lw, s, pq, i, &parts->items);
	for (size_t i = 0; i < pq->window_count; i++) {
		const char *alias = NULL;
		const struct plan_window *w = &pq->windows[i];
		struct expr *e = lower_window(lw, s, w, &alias);
		ok &= e != NULL;
		add_item(lw, &parts->items, e, alias);
		ok &= add_alias(lw, &parts->aliases, &parts->alias_cap, alias, e,
				window_nullable(w->function), TYPE_NUMBER);
	}
	if (ok && parts->items.count == 0) {
		plansql_diagnostic *e =
			diag_error(lw->d, "nothing-selected", pq->at,
				   "the plan selects no column");
		diag_hint(lw->d, e, "give a selection columns with role "
				    "\"projection\", or add group_by");
		return false;
	}
	out->items = parts->items.items;
	out->item_count = parts->items.count;
	return ok;
}

static struct query *lower_query(lowerer *lw, const struct plan_query *pq)
{
	struct scope s = { 0 };
	struct select *sel;
	struct query *q = single_select(lw, &sel, pq->at);
	if (!q || !build_scope(lw, pq, &s))
		return NULL;
	struct query_parts parts = { 0 };
	bool ok = lower_joins(lw, &s, pq, sel);
	ok &= lower_where(lw, &s, pq, sel);
	ok &= lower_select_list(lw, &s, pq, sel, &parts);
	ok &= lower_order_items(lw, &s, pq->order_by, pq->order_count,
				&parts.aliases, &q->order_by);
	sel->distinct = pq->distinct;
	q->order_count = pq->order_count;
	q->limit = pq->limit;
	q->offset = pq->offset;
	q->limit_at = pointer_key(lw->a, pq->at, "limit");
	q->offset_at = pointer_key(lw->a, pq->at, "offset");
	return ok ? q : NULL;
}

static bool lower_ctes(lowerer *lw, const plansql_plan *plan, struct query *q)
{
	q->ctes = plan->cte_count ? alloc(lw, plan->cte_count * sizeof *q->ctes)
				  : NULL;
	q->cte_count = plan->cte_count;
	bool ok = !plan->cte_count || q->ctes;
	lw->ctes = plan->ctes;
	for (size_t i = 0; ok && i < plan->cte_count; i++) {
		const struct plan_cte *c = &plan->ctes[i];
		lw->cte_count = i; /* a CTE sees the ones before it */
		if (is_cte_name(lw, c->name)) {
			diag_error(lw->d, "duplicate-cte",
				   pointer_key(lw->a, c->at, "name"),
				   "two CTEs are named %N", c->name);
			ok = false;
			continue;
		}
		q->ctes[i].name = c->name;
		q->ctes[i].at = c->at;
		q->ctes[i].query = lower_query(lw, &c->query);
		ok &= q->ctes[i].query != NULL;
	}
	lw->cte_count = plan->cte_count;
	return ok;
}

struct query *lower_plan(const plansql_plan *plan,
			 const plansql_catalog *catalog, arena *a, diag_list *d)
{
	lowerer lw = { .a = a, .d = d, .catalog = catalog };
	struct query head = { 0 };
	bool ok = lower_ctes(&lw, plan, &head);
	struct query *q = lower_query(&lw, &plan->main);
	if (!ok || !q || d->out_of_memory)
		return NULL;
	q->ctes = head.ctes;
	q->cte_count = head.cte_count;
	return q;
}
