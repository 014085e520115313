#include "sql_verify.h"

#include <pg_query.h>
#include <pthread.h>
#include <string.h>

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

/* The end of the JSON string that starts at p (its closing quote), or
 * NULL if the text ends first. */
static const char *string_end(const char *p)
{
	for (p++; *p && *p != '"'; p++)
		if (*p == '\\' && !*++p)
			return NULL;
	return *p ? p : NULL;
}

/* The parse tree is JSON, {"version":N,"stmts":[{"stmt":{KIND:...},
 * ...},...]}, with "stmts" its first array.  Counts the statements and
 * checks each is a SelectStmt in one walk over the text, looking only at
 * the top level of "stmts": the tree of a long join nests deeper than a
 * JSON parser allows by default (json-c stops at 32 levels, about ten
 * joins).  -1 when the text is not what libpg_query writes. */
static int count_statements(const char *tree, bool *all_select)
{
	static const char stmts[] = "\"stmts\":[";
	static const char select_stmt[] = "{\"stmt\":{\"SelectStmt\":";
	*all_select = true;
	const char *p = strstr(tree, stmts);
	if (!p)
		return 0; /* no statement at all */
	int count = 0, depth = 0;
	for (p += sizeof stmts - 1; *p; p++) {
		if (*p == '"' && !(p = string_end(p)))
			return -1;
		if (*p == '{' || *p == '[') {
			if (depth++ == 0) { /* a statement */
				count++;
				if (strncmp(p, select_stmt,
					    sizeof select_stmt - 1))
					*all_select = false;
			}
		} else if ((*p == '}' || *p == ']') && depth-- == 0) {
			return count; /* the end of "stmts" */
		}
	}
	return -1;
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
