/* plansql import: the statement parsed by libpg_query, its tree read
 * into a plan, the plan written and read back, so that what import
 * returns is what the plan reader accepts, with its JSON Pointers. */
#include <stdlib.h>
#include <string.h>

#include "import/import_internal.h"
#include "import/import_lex.h"
#include "json/json_scan.h"
#include "common/plansql_limits.h"
#include "sql/sql_parser.h"
#include "plan/plan_read.h"
#include "plan/plan_write.h"
#include "common/utf8.h"

static const struct json_limits tree_limits = {
    .max_bytes = (size_t)PLANSQL_MAX_INPUT_BYTES * 64,
    .max_list = PLANSQL_MAX_LIST,
    .max_depth = PLANSQL_MAX_SQL_TREE_DEPTH};

/* libpg_query reads NUL-terminated UTF-8. */
static bool check_text(struct importer *im, const char *sql, size_t len)
{
	if (len > PLANSQL_MAX_INPUT_BYTES)
		return import_refuse(im, -1, "too-large",
				     "the SQL is %zu bytes, more than %u", len,
				     PLANSQL_MAX_INPUT_BYTES);
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n = sql[i] ? utf8_decode(sql + i, len - i, &cp) : 0;
		if (!n)
			return import_refuse(im, (long)i, "import-syntax",
					     sql[i] ? "invalid UTF-8"
						    : "a NUL byte");
		i += n;
	}
	return true;
}

static const char *statement_name(const char *kind)
{
	static const struct {
		const char *kind, *name;
	} names[] = {
	    {"InsertStmt", "INSERT"},	    {"UpdateStmt", "UPDATE"},
	    {"DeleteStmt", "DELETE"},	    {"MergeStmt", "MERGE"},
	    {"CreateStmt", "CREATE TABLE"}, {"DropStmt", "DROP"},
	    {"ExplainStmt", "EXPLAIN"},	    {"ViewStmt", "CREATE VIEW"}};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(kind, names[i].kind))
			return names[i].name;
	return kind;
}

/* Where a statement's text starts: its location is just past the
 * previous statement's semicolon, before any white space. */
static long statement_start(const struct importer *im, const jvalue *location)
{
	long at = (long)jv_int64(location);
	while (im->sql[at] == ' ' || im->sql[at] == '\t' ||
	       im->sql[at] == '\n' || im->sql[at] == '\r')
		at++;
	return at;
}

/* The one SelectStmt of the tree. */
static const jvalue *the_select(struct importer *im, const jvalue *root)
{
	const jvalue *stmts = json_value_get(root, "stmts");
	if (!json_value_length(stmts)) {
		import_refuse(im, -1, "import-statement",
			      "no statement: give one SELECT");
		return NULL;
	}
	if (json_value_length(stmts) > 1) {
		const jvalue *second = json_value_item(stmts, 1);
		import_refuse(im,
			      statement_start(
				  im, json_value_get(second, "stmt_location")),
			      "import-statement",
			      "a second statement: plansql imports one "
			      "SELECT");
		return NULL;
	}
	const jvalue *raw = json_value_item(stmts, 0);
	const jvalue *body;
	const char *kind = import_node_kind(json_value_get(raw, "stmt"), &body);
	if (strcmp(kind, "SelectStmt")) {
		import_refuse(
		    im,
		    statement_start(im, json_value_get(raw, "stmt_location")),
		    "import-statement",
		    "%N is not a query: plansql imports one SELECT",
		    statement_name(kind));
		return NULL;
	}
	return body;
}

bool import_cte_query(struct importer *im, const jvalue *select,
		      const char *name, long location,
		      const struct import_cte **out)
{
	struct import_cte *names = arena_calloc(im->a, 1, sizeof *names);
	struct plan_query *q = arena_calloc(im->a, 1, sizeof *q);
	char *copy = arena_strdup(im->a, name);
	if (!names || !q || !copy)
		return import_nomem(im);
	names->name = copy;
	names->location = location;
	for (size_t i = 0; i < im->plan_cte_count; i++)
		if (!strcmp(im->plan_ctes[i].name, name))
			return import_refuse(im, location, "import-name",
					     "a second CTE or subquery in FROM "
					     "named %N",
					     name);
	if (!import_select(im, select, q, NULL, names))
		return false;
	struct plan_cte *cte = IMPORT_PUSH(
	    im, im->plan_ctes, im->plan_cte_count, im->plan_cte_cap);
	if (!cte)
		return false;
	cte->name = names->name;
	cte->query = *q;
	*out = names;
	return true;
}

static bool import_ctes(struct importer *im, const jvalue *with)
{
	if (!with)
		return true;
	/* libpg_query leaves out a location of 0: WITH opens the text */
	long with_at =
	    import_node_location(with) < 0 ? 0 : import_node_location(with);
	if (json_value_bool(json_value_get(with, "recursive")))
		return import_refuse(im, with_at, "import-unsupported",
				     "WITH RECURSIVE");
	const jvalue *list = json_value_get(with, "ctes");
	for (size_t i = 0; i < json_value_length(list); i++) {
		const jvalue *cte =
		    import_node_as(json_value_item(list, i), "CommonTableExpr");
		long at = import_node_location(cte);
		if (json_value_get(cte, "aliascolnames"))
			return import_refuse(im, at, "import-unsupported",
					     "column names after a CTE's name: "
					     "name the columns in its SELECT");
		const jvalue *body = import_node_as(
		    json_value_get(cte, "ctequery"), "SelectStmt");
		if (!body)
			return import_refuse(im, at, "import-statement",
					     "a CTE that is not a SELECT");
		const struct import_cte *names;
		const struct import_cte **visible;
		if (!import_cte_query(
			im, body,
			json_value_string(json_value_get(cte, "ctename")), at,
			&names) ||
		    !(visible = IMPORT_PUSH(im, im->ctes, im->cte_count,
					    im->cte_cap)))
			return false;
		*visible = names; /* the later ones and the query read it */
	}
	return true;
}

/* The plan written and read back: the reader checks it and gives each
 * node its JSON Pointer. */
static plansql_plan *reread(plansql_plan *made, diag_list *d)
{
	char *json = plan_json_text(made);
	if (!json) {
		d->out_of_memory = 1;
		return NULL;
	}
	plansql_plan *plan = plan_read(json, strlen(json), d);
	free(json);
	return plan;
}

static plansql_plan *import_tree(struct importer *im, const jvalue *root)
{
	const jvalue *select = the_select(im, root);
	if (!select)
		return NULL;
	plansql_plan *plan = calloc(1, sizeof *plan);
	if (!plan) {
		import_nomem(im);
		return NULL;
	}
	arena_init(&plan->arena, PLANSQL_ARENA_LIMIT);
	im->a = &plan->arena;
	im->statement = select;
	plan->decision = DECISION_PROCEED;
	bool ok = import_ctes(im, json_value_get(select, "withClause")) &&
		  import_select(im, select, &plan->main, NULL, NULL);
	plan->ctes = im->plan_ctes;
	plan->cte_count = im->plan_cte_count;
	if (!ok && !im->failed && !im->d->out_of_memory)
		import_refuse(im, -1, "import-failed",
			      "the SQL could not be imported, for no reason "
			      "given: a bug in plansql; please report the SQL");
	plansql_plan *read = ok ? reread(plan, im->d) : NULL;
	plan_free(plan);
	return read;
}

/* The tree of the text im->sql, in tree; NULL after a refusal. */
static const jvalue *parse(struct importer *im,
			   const struct pg_query_functions *pg, arena *tree)
{
	PgQueryParseResult parsed = pg->parse(im->sql);
	const jvalue *root = NULL;
	if (parsed.error) {
		import_refuse(im, parsed.error->cursorpos - 1L, "import-syntax",
			      "%N", parsed.error->message);
	} else {
		diag_list scan_diags; /* of the tree, not the user's text */
		diag_init(&scan_diags, tree);
		/* the tree's strings point into its text: kept with it */
		char *text = arena_strdup(tree, parsed.parse_tree);
		root =
		    text ? json_scan_document(text, strlen(text), &tree_limits,
					      &scan_diags, tree, tree)
			 : NULL;
		if (!text)
			import_nomem(im);
		else if (!root)
			import_refuse(im, -1, "import-unsupported",
				      "the SQL nests too deeply (its parse "
				      "tree has more than %d levels)",
				      PLANSQL_MAX_SQL_TREE_DEPTH);
	}
	pg->free_parse_result(parsed);
	return root;
}

/* The user's text in PostgreSQL's spelling for im->source (the text
 * itself for PostgreSQL), in im->sql.  SQLite's double-quoted words
 * need the statement's names: a first reading finds them. */
static bool respell(struct importer *im, const struct pg_query_functions *pg,
		    arena *text, const char *user, size_t len)
{
	struct import_text t;
	im->sql = user;
	if (im->source == PLANSQL_POSTGRES)
		return true;
	if (!import_respell(im, text, im->source, user, len, NULL, 0, &t))
		return false;
	im->sql = t.sql;
	im->origin = t.origin;
	if (im->source != PLANSQL_SQLITE || !strchr(t.sql, '"'))
		return true;
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	const jvalue *root = parse(im, pg, &tree);
	uint32_t *strings = NULL;
	size_t count = 0;
	bool ok =
	    root && import_sqlite_strings(im, &tree, root, &strings, &count);
	/* the offsets outlive the tree: the second respelling reads them */
	uint32_t *kept =
	    ok && count ? arena_calloc(text, count, sizeof *kept) : NULL;
	if (kept)
		memcpy(kept, strings, count * sizeof *kept);
	arena_free(&tree);
	if (!ok || !count)
		return ok;
	if (!kept)
		return import_nomem(im);
	im->origin = NULL; /* refusals point into the user's text again */
	im->sql = user;
	if (!import_respell(im, text, im->source, user, len, kept, count, &t))
		return false;
	im->sql = t.sql;
	im->origin = t.origin;
	return true;
}

static plansql_plan *parse_and_import(struct importer *im, arena *text,
				      const char *user, size_t len)
{
	const char *why;
	const struct pg_query_functions *pg = sql_pg_query_library(&why);
	if (!pg) {
		plansql_diagnostic *e = diag_error(im->d, "import-failed", "",
						   "cannot read SQL: %N", why);
		diag_hint(im->d, e, "install libpg_query");
		return NULL;
	}
	if (!respell(im, pg, text, user, len))
		return NULL;
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	const jvalue *root = parse(im, pg, &tree);
	plansql_plan *plan = root ? import_tree(im, root) : NULL;
	arena_free(&tree);
	return plan;
}

plansql_plan *import_sql(const char *sql, size_t len, plansql_dialect source,
			 const plansql_catalog *catalog, diag_list *d)
{
	struct importer im = {.d = d, .catalog = catalog, .source = source};
	arena text;
	arena_init(&text, PLANSQL_ARENA_LIMIT);
	char *copy = arena_strndup(&text, sql, len);
	im.sql = im.user_sql = copy;
	plansql_plan *plan = NULL;
	if (!copy)
		d->out_of_memory = 1;
	else if (check_text(&im, copy, len))
		plan = parse_and_import(&im, &text, copy, len);
	arena_free(&text);
	return plan;
}
