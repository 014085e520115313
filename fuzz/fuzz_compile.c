/* Plan JSON to SQL in every dialect.  Beyond surviving, each compile
 * must hold these properties:
 *   - compiling twice gives the same bytes;
 *   - the PostgreSQL statement parses (libpg_query) as exactly one
 *     SELECT, and every name and string of the syntax tree is in the
 *     parse tree byte for byte;
 *   - the SQLite statement prepares as exactly one statement against an
 *     in-memory schema of the tables and columns it names (a semantic
 *     complaint is fine: the plan was not audited; a syntax error is
 *     not);
 *   - in parameter mode (PLANSQL_PARAMS) the plan compiles exactly when
 *     it compiles with literals, the placeholders outside quoted text
 *     are as many as the values and numbered 1, 2, ... in order; the
 *     PostgreSQL form parses, each of its string values is one of the
 *     literal form's strings, and the SQLite form has as many
 *     parameters as SQLite counts. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <json-c/json.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "plan/plan_calendar.h"
#include "fuzz_common.h"
#include "lower/lower.h"
#include "plan/plan_read.h"
#include "sql/sql_dialect.h"
#include "sql/sql_parser.h"
#include "sql/sql_print.h"
#include "sql/sql_rewrite.h"
#include "sql/sql_walk.h"

/* ---- what the syntax tree says ---- */

struct expected {
	struct string_set strings; /* names and literal texts */
	struct string_set tables;  /* tables FROM names, CTEs excluded */
	struct string_set columns; /* every column name */
	struct string_set ctes;
};

/* Every compile and the lowering it is checked against count relative
 * periods from the same day. */
#define FUZZ_NOW "2026-01-15"

static void walk_query(struct expected *x, const struct query *q);

static void walk_expr(struct expected *x, const struct expr *e);

static void walk_child(const struct expr *e, void *context)
{
	walk_expr(context, e);
}

/* The names and strings of e, nested queries included; the pattern of
 * a LIKE as the printer spells it. */
static void walk_expr(struct expected *x, const struct expr *e)
{
	if (!e)
		return;
	switch (e->kind) {
	case EXPR_COLUMN:
		if (e->u.column.qualifier)
			set_add(&x->strings, e->u.column.qualifier);
		set_add(&x->strings, e->u.column.name);
		set_add(&x->columns, e->u.column.name);
		return;
	case EXPR_ALIAS:
		set_add(&x->strings, e->u.alias);
		return;
	case EXPR_LITERAL:
		if (e->u.literal.kind == LIT_STRING ||
		    e->u.literal.kind == LIT_DATE ||
		    e->u.literal.kind == LIT_DATETIME)
			set_add(&x->strings, e->u.literal.text);
		return;
	case EXPR_IN_QUERY:
		walk_query(x, e->u.in_query.query);
		break;
	case EXPR_EXISTS:
		walk_query(x, e->u.exists.query);
		return;
	case EXPR_SUBQUERY:
		walk_query(x, e->u.subquery);
		return;
	case EXPR_LIKE: {
		strbuf pattern;
		strbuf_init(&pattern, NULL, 0, 1 << 24);
		sql_like_pattern_text(&pattern, e,
				      dialect_postgres.like_specials);
		if (!pattern.error)
			set_add(&x->strings, pattern.text);
		strbuf_release(&pattern);
		break;
	}
	default:
		break;
	}
	sql_expr_each_child(e, walk_child, x);
}

static void walk_table(struct expected *x, const struct table_ref *t)
{
	set_add(&x->strings, t->name);
	set_add(&x->tables, t->name);
	if (t->alias)
		set_add(&x->strings, t->alias);
}

static void walk_select(struct expected *x, const struct select *s)
{
	for (size_t i = 0; i < s->item_count; i++) {
		walk_expr(x, s->items[i].expr);
		if (s->items[i].alias)
			set_add(&x->strings, s->items[i].alias);
	}
	walk_table(x, &s->from);
	for (size_t i = 0; i < s->join_count; i++) {
		walk_table(x, &s->joins[i].table);
		walk_expr(x, s->joins[i].on);
	}
	walk_expr(x, s->where);
	for (size_t i = 0; i < s->group_count; i++)
		walk_expr(x, s->group_by[i]);
	walk_expr(x, s->having);
}

static void walk_query(struct expected *x, const struct query *q)
{
	for (size_t i = 0; i < q->cte_count; i++) {
		set_add(&x->strings, q->ctes[i].name);
		set_add(&x->ctes, q->ctes[i].name);
		walk_query(x, q->ctes[i].query);
	}
	for (size_t i = 0; i < q->term_count; i++)
		if (q->terms[i].select)
			walk_select(x, q->terms[i].select);
		else
			walk_query(x, q->terms[i].query);
	for (size_t i = 0; i < q->order_count; i++)
		walk_expr(x, q->order_by[i].expr);
}

/* ---- PostgreSQL: libpg_query reads back what was meant ---- */

static void collect_strings(json_object *o, struct string_set *out)
{
	switch (json_object_get_type(o)) {
	case json_type_string:
		set_add(out, json_object_get_string(o));
		return;
	case json_type_array:
		for (size_t i = 0; i < json_object_array_length(o); i++)
			collect_strings(json_object_array_get_idx(o, i), out);
		return;
	case json_type_object: {
		json_object_object_foreach(o, key, value)
		{
			(void)key;
			collect_strings(value, out);
		}
		return;
	}
	default:
		return;
	}
}

/* libpg_query's tree of nested expressions is deeper than json-c's
 * default limit of 32 levels. */
static json_object *parse_tree(const char *text)
{
	json_tokener *tok = json_tokener_new_ex(4096);
	json_object *tree =
	    tok ? json_tokener_parse_ex(tok, text, (int)strlen(text) + 1)
		: NULL;
	json_tokener_free(tok);
	return tree;
}

static void check_postgres(const char *sql, struct expected *x)
{
	const char *why;
	const struct pg_query_functions *pg = sql_pg_query_library(&why);
	if (!pg)
		fuzz_fail("libpg_query loads", why);
	PgQueryParseResult parsed = pg->parse(sql);
	if (parsed.error)
		fuzz_fail("PostgreSQL parses the SQL", sql);
	json_object *tree = parse_tree(parsed.parse_tree), *stmts;
	if (!tree || !json_object_object_get_ex(tree, "stmts", &stmts) ||
	    json_object_array_length(stmts) != 1)
		fuzz_fail("exactly one statement", sql);
	json_object *stmt = json_object_array_get_idx(stmts, 0), *inner, *sel;
	if (!json_object_object_get_ex(stmt, "stmt", &inner) ||
	    !json_object_object_get_ex(inner, "SelectStmt", &sel))
		fuzz_fail("a SELECT", sql);
	struct string_set seen = {0};
	collect_strings(tree, &seen);
	set_sort(&seen);
	for (size_t i = 0; i < x->strings.count; i++)
		if (!set_has(&seen, x->strings.items[i]))
			fuzz_fail("every name and string reaches the parser "
				  "byte for byte",
				  x->strings.items[i]);
	set_free(&seen);
	json_object_put(tree);
	pg->free_parse_result(parsed);
}

/* ---- SQLite: one statement, no syntax error ---- */

static char *create_table(const char *table, const struct string_set *cols)
{
	char *sql = sqlite3_mprintf("CREATE TABLE \"%w\" (\"__id\"", table);
	for (size_t i = 0; i < cols->count; i++) {
		if (i && !strcmp(cols->items[i], cols->items[i - 1]))
			continue; /* sorted: repeats are neighbours */
		if (!strcmp(cols->items[i], "__id"))
			continue;
		char *more = sqlite3_mprintf("%z, \"%w\"", sql, cols->items[i]);
		sql = more;
	}
	return sqlite3_mprintf("%z)", sql);
}

/* SQLite's syntax complaints, told apart by their fixed parts (names
 * inside a message may hold any text). */
static bool syntax_error(const char *message)
{
	size_t n = strlen(message);
	const char *ending = "\": syntax error";
	size_t e = strlen(ending);
	return (!strncmp(message, "near \"", 6) && n > e &&
		!strcmp(message + n - e, ending)) ||
	       !strncmp(message, "unrecognized token: ", 20) ||
	       !strcmp(message, "incomplete input");
}

/* The number of parameters SQLite counts in sql, or -1 when it cannot
 * prepare it (a semantic complaint). */
static int check_sqlite(const char *sql, struct expected *x)
{
	sqlite3 *db;
	if (sqlite3_open(":memory:", &db) != SQLITE_OK)
		fuzz_fail("SQLite opens a memory database", NULL);
	set_sort(&x->columns);
	set_sort(&x->ctes);
	for (size_t i = 0; i < x->tables.count; i++) {
		if (set_has(&x->ctes, x->tables.items[i]))
			continue;
		char *ddl = create_table(x->tables.items[i], &x->columns);
		sqlite3_exec(db, ddl, NULL, NULL,
			     NULL); /* repeats fail: fine */
		sqlite3_free(ddl);
	}
	sqlite3_stmt *stmt = NULL;
	const char *tail = NULL;
	int rc = sqlite3_prepare_v2(db, sql, -1, &stmt, &tail);
	if (rc != SQLITE_OK && syntax_error(sqlite3_errmsg(db)))
		fuzz_fail("SQLite reads the SQL without a syntax error", sql);
	if (rc == SQLITE_OK && tail && *tail)
		fuzz_fail("SQLite reads exactly one statement", sql);
	int parameters =
	    rc == SQLITE_OK ? sqlite3_bind_parameter_count(stmt) : -1;
	sqlite3_finalize(stmt);
	sqlite3_close(db);
	return parameters;
}

/* ---- parameter mode ---- */

static void expected_of(const plansql_plan *plan, struct expected *x);
static void free_expected(struct expected *x);

/* Where quoted text ends: past the closing character, a doubled one
 * being part of the text, and where a backslash escapes (BigQuery's
 * names and strings, Snowflake's strings) the character after one. */
static const char *skip_quoted(const char *c, char close, bool backslash)
{
	for (c++; *c; c++)
		if (backslash && *c == '\\' && c[1])
			c++;
		else if (*c == close && c[1] != close)
			return c + 1;
		else if (*c == close)
			c++;
	return c;
}

static bool backslash_escapes(plansql_dialect d, char quote)
{
	return d == PLANSQL_BIGQUERY ||
	       (d == PLANSQL_SNOWFLAKE && quote == '\'');
}

/* The placeholders outside quoted text, each the one the dialect writes
 * for the next number (plansql_dialect_placeholder: "?" again and
 * again, or "$1", "$2", ...); one out of its turn is no placeholder
 * here, and the count then falls short. */
static size_t count_placeholders(const char *sql, plansql_dialect d)
{
	size_t count = 0;
	char *next = plansql_dialect_placeholder(d, 1);
	if (!next)
		fuzz_fail("a placeholder for the dialect", sql);
	for (const char *c = sql; *c;) {
		if (*c == '\'' || *c == '"' || *c == '`' || *c == '[') {
			c = skip_quoted(c, *c == '[' ? ']' : *c,
					backslash_escapes(d, *c));
			continue;
		}
		size_t len = strlen(next);
		if (strncmp(c, next, len) || isdigit((unsigned char)c[len])) {
			c++;
			continue;
		}
		c += len;
		plansql_free(next);
		next = plansql_dialect_placeholder(d, ++count + 1);
		if (!next)
			fuzz_fail("a placeholder for the dialect", sql);
	}
	plansql_free(next);
	return count;
}

static void check_params(const plansql_plan *plan, plansql_dialect d,
			 const char *literal_sql, struct expected *x)
{
	plansql_options options = {.size = sizeof(plansql_options),
				   .dialect = d,
				   .flags = PLANSQL_PARAMS,
				   .now = FUZZ_NOW};
	plansql_result *r = plansql_plan_compile(plan, &options);
	const char *sql = plansql_result_sql(r);
	if (!sql != !literal_sql)
		fuzz_fail("parameter mode compiles what literals compile",
			  literal_sql);
	size_t n = plansql_result_param_count(r);
	if (sql && count_placeholders(sql, d) != n)
		fuzz_fail("as many placeholders as values", sql);
	if (sql && d == PLANSQL_POSTGRES) {
		struct expected names_only = {0};
		check_postgres(sql, &names_only);
		for (size_t i = 0; i < n; i++) {
			const plansql_param *p = plansql_result_param(r, i);
			if ((p->type == PLANSQL_PARAM_STRING ||
			     p->type == PLANSQL_PARAM_DATE ||
			     p->type == PLANSQL_PARAM_DATETIME) &&
			    !set_has(&x->strings, p->text))
				fuzz_fail("a string value is a literal's",
					  p->text);
		}
	}
	if (sql && d == PLANSQL_SQLITE) {
		struct expected schema = {0};
		expected_of(plan, &schema);
		int counted = check_sqlite(sql, &schema);
		if (counted >= 0 && (size_t)counted != n)
			fuzz_fail("SQLite counts as many parameters", sql);
		free_expected(&schema);
	}
	plansql_result_free(r);
}

/* ---- the target ---- */

static char *compile_once(const plansql_plan *plan, plansql_dialect d)
{
	plansql_options options = {
	    .size = sizeof(plansql_options), .dialect = d, .now = FUZZ_NOW};
	plansql_result *r = plansql_plan_compile(plan, &options);
	const char *sql = plansql_result_sql(r);
	char *copy = sql ? strdup(sql) : NULL;
	plansql_result_free(r);
	return copy;
}

/* The syntax tree the PostgreSQL printer walked, rebuilt. */
static void expected_of(const plansql_plan *plan, struct expected *x)
{
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	struct lower_options options = {NULL, false, 0};
	plan_calendar_parse(FUZZ_NOW, &options.today);
	struct query *q = lower_plan(plan, &options, &a, &d);
	if (q && sql_rewrite_for_dialect(q, &dialect_postgres, &a, &d))
		walk_query(x, q);
	arena_free(&a);
}

static void free_expected(struct expected *x)
{
	set_free(&x->strings);
	set_free(&x->tables);
	set_free(&x->columns);
	set_free(&x->ctes);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	plansql_plan *plan = plan_read((const char *)data, size, &d);
	arena_free(&a);
	if (!plan)
		return 0;
	for (int dialect = 0; dialect < (int)sql_dialect_count(); dialect++) {
		char *first = compile_once(plan, (plansql_dialect)dialect);
		char *second = compile_once(plan, (plansql_dialect)dialect);
		if (!first != !second || (first && strcmp(first, second)))
			fuzz_fail("compiling twice gives the same bytes",
				  first);
		struct expected x = {0};
		if (first && dialect == PLANSQL_POSTGRES) {
			expected_of(plan, &x);
			check_postgres(first, &x);
			set_sort(&x.strings);
		}
		if (first && dialect == PLANSQL_SQLITE) {
			expected_of(plan, &x);
			check_sqlite(first, &x);
		}
		check_params(plan, (plansql_dialect)dialect, first, &x);
		free_expected(&x);
		free(first);
		free(second);
	}
	plan_free(plan);
	return 0;
}
