#include "sql_verify.h"

#include <json-c/json.h>
#include <pg_query.h>

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

bool verify_postgres(const char *sql, diag_list *d)
{
	PgQueryParseResult parsed = pg_query_parse(sql);
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
	pg_query_free_parse_result(parsed);
	return ok;
}
