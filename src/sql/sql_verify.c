#include "sql/sql_verify.h"

#include <string.h>

#include "sql/sql_parser.h"
#include "common/strbuf.h"

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
static void report_not_loaded(diag_list *d, const char *why)
{
	char stack[600];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 12);
	diag_escape(&sb, why, 0);
	if (sb.error)
		d->out_of_memory = 1;
	else
		diag_hint(d,
			  diag_error(d, "verify-failed", "",
				     "cannot verify the SQL: %s", sb.text),
			  "install libpg_query, or compile without verifying");
	strbuf_release(&sb);
}

bool sql_verify_postgres(const char *sql, diag_list *d)
{
	const char *why;
	const struct pg_query_functions *pg_query = sql_pg_query_library(&why);
	if (!pg_query) {
		report_not_loaded(d, why);
		return false;
	}
	PgQueryParseResult parsed = pg_query->parse(sql);
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
	pg_query->free_parse_result(parsed);
	return ok;
}
