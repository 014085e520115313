#include "sql_verify.h"

#include <json-c/json.h>
#include <pg_query.h>
#include <pthread.h>

#include "config.h"
#include "dynlib.h"
#include "strbuf.h"

/* libpg_query is opened on the first --verify (see dynlib.h): the
 * PostgreSQL parser is of no use to any other compile. */
struct pg_query_functions {
	PgQueryParseResult (*parse)(const char *);
	void (*free_parse_result)(PgQueryParseResult);
};
_Static_assert(_Generic(&pg_query_parse,
			PgQueryParseResult (*)(const char *) : 1, default : 0),
	       "pg_query_parse differs from pg_query.h");
_Static_assert(_Generic(&pg_query_free_parse_result,
			void (*)(PgQueryParseResult) : 1, default : 0),
	       "pg_query_free_parse_result differs from pg_query.h");

static const dynlib_symbol pg_query_symbols[] = {
    DYNLIB_SYMBOL(struct pg_query_functions, parse, "pg_query_parse"),
    DYNLIB_SYMBOL(struct pg_query_functions, free_parse_result,
		  "pg_query_free_parse_result"),
};

/* Written once, under pthread_once, then only read. */
static struct pg_query_functions pg_query;
static bool pg_query_loaded;
static char pg_query_failure[512];
static pthread_once_t pg_query_once = PTHREAD_ONCE_INIT;

static void load_pg_query(void)
{
	pg_query_loaded =
	    dynlib_load(PG_QUERY_SONAME, pg_query_symbols,
			sizeof pg_query_symbols / sizeof *pg_query_symbols,
			&pg_query, pg_query_failure, sizeof pg_query_failure);
}

/* The parse tree is JSON: {"version": N, "stmts": [{"stmt": {KIND: ...}},
 * ...]}.  Counts the statements and checks each is a SelectStmt. */
static int count_statements(const char *tree, bool *all_select)
{
	json_object *root = json_tokener_parse(tree), *stmts;
	int count = -1;
	*all_select = true;
	if (root && json_object_object_get_ex(root, "stmts", &stmts)) {
		count = (int)json_object_array_length(stmts);
		for (int i = 0; i < count; i++) {
			json_object *stmt, *kind;
			json_object *item = json_object_array_get_idx(stmts, i);
			if (!json_object_object_get_ex(item, "stmt", &stmt) ||
			    !json_object_object_get_ex(stmt, "SelectStmt",
						       &kind))
				*all_select = false;
		}
	}
	json_object_put(root);
	return count;
}

/* The loader's message in full (it names the library and the reason),
 * escaped: it may hold any file name. */
static void report_not_loaded(diag_list *d)
{
	char stack[600];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 12);
	diag_escape(&sb, pg_query_failure, 0);
	if (sb.error)
		d->out_of_memory = 1;
	else
		diag_hint(d,
			  diag_error(d, "verify-failed", "",
				     "cannot verify the SQL: %s", sb.text),
			  "install libpg_query, or compile without --verify");
	strbuf_release(&sb);
}

bool verify_postgres(const char *sql, diag_list *d)
{
	pthread_once(&pg_query_once, load_pg_query);
	if (!pg_query_loaded) {
		report_not_loaded(d);
		return false;
	}
	PgQueryParseResult parsed = pg_query.parse(sql);
	bool ok = false;
	if (parsed.error) {
		plansql_diagnostic *e = diag_error(
		    d, "verify-failed", "",
		    "PostgreSQL's parser rejects the SQL: %N at offset %d",
		    parsed.error->message, parsed.error->cursorpos);
		diag_hint(d, e,
			  "this is a bug in plansql; please report the plan");
	} else {
		bool all_select;
		int n = count_statements(parsed.parse_tree, &all_select);
		ok = n == 1 && all_select;
		if (!ok)
			diag_error(d, "verify-failed", "",
				   "the SQL parses as %d statements, not one "
				   "SELECT",
				   n);
	}
	pg_query.free_parse_result(parsed);
	return ok;
}
