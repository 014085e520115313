/* Output columns and reads of a compile (plansql_result_column,
 * plansql_result_read), checked against SQLite's own account of the
 * same statement on the demo database:
 *  - the columns: sqlite3_column_count and sqlite3_column_name, and for
 *    a plain column its origin (sqlite3_column_table_name and
 *    sqlite3_column_origin_name, compared without case: a plan without
 *    catalog spells names its own way);
 *  - the reads: every SQLITE_READ the authorizer sees while the
 *    statement is prepared, CTE names and sqlite_ tables left out.
 *    SQLite reports a FROM entry none of whose columns is read with the
 *    column "", which is a plansql read with column NULL: both sides
 *    are compared as sets of "table.column" text, that case as
 *    "table.".  SQLite also reports "table." for an entry that reads
 *    only the table's rowid alias (INTEGER PRIMARY KEY), which it does
 *    not count as a column: that "table." is left out when plansql
 *    lists the rowid alias column as read.
 * Then hand cases of each kind, the JSON form and the other calls that
 * compile. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "runner.h"
#include "testlib.h"

static struct test_case *cases;
static size_t case_count;

/* ---- a set of "table.column" texts, lower-cased ---- */

struct name_set {
	char **items;
	size_t count;
};

static void set_add(struct name_set *s, const char *table, const char *column)
{
	size_t len = strlen(table) + strlen(column ? column : "") + 2;
	char *text = malloc(len);
	snprintf(text, len, "%s.%s", table, column ? column : "");
	for (char *p = text; *p; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p - 'A' + 'a');
	for (size_t i = 0; i < s->count; i++)
		if (!strcmp(s->items[i], text)) {
			free(text);
			return;
		}
	s->items = realloc(s->items, (s->count + 1) * sizeof *s->items);
	s->items[s->count++] = text;
}

static bool set_has(const struct name_set *s, const char *text)
{
	for (size_t i = 0; i < s->count; i++)
		if (!strcmp(s->items[i], text))
			return true;
	return false;
}

static void set_free(struct name_set *s)
{
	for (size_t i = 0; i < s->count; i++)
		free(s->items[i]);
	free(s->items);
	*s = (struct name_set){0};
}

/* ---- SQLite's account ---- */

struct authorizer {
	sqlite3 *db;
	struct name_set reads;
};

/* Whether name is a table (or view) of the database: CTE names are not. */
static bool is_table(sqlite3 *db, const char *name)
{
	sqlite3_stmt *st;
	sqlite3_prepare_v2(db,
			   "SELECT 1 FROM sqlite_master WHERE type IN "
			   "('table', 'view') AND name = ?1 COLLATE NOCASE",
			   -1, &st, NULL);
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	bool found = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	return found;
}

static int collect_read(void *context, int action, const char *table,
			const char *column, const char *db, const char *trigger)
{
	(void)db;
	(void)trigger;
	struct authorizer *au = context;
	if (action == SQLITE_READ && table && strncmp(table, "sqlite_", 7))
		set_add(&au->reads, table, column && *column ? column : NULL);
	return SQLITE_OK;
}

/* Leaves out reads of names that are no table of the database (CTEs):
 * the callback itself must not query the connection. */
static void drop_non_tables(struct authorizer *au)
{
	size_t kept = 0;
	for (size_t i = 0; i < au->reads.count; i++) {
		char *text = au->reads.items[i], *dot = strchr(text, '.');
		*dot = '\0';
		bool table = is_table(au->db, text);
		*dot = '.';
		if (table)
			au->reads.items[kept++] = text;
		else
			free(text);
	}
	au->reads.count = kept;
}

static sqlite3 *open_demo(void)
{
	char *path = build_path("examples/demo.db");
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL),
			 SQLITE_OK);
	free(path);
	return db;
}

static bool has_column_metadata(void)
{
	return sqlite3_compileoption_used("ENABLE_COLUMN_METADATA");
}

/* A plain column names the table and column SQLite says it comes from. */
static void check_origin(const char *name, sqlite3_stmt *st, int i,
			 const plansql_column *c)
{
	if (c->kind != PLANSQL_COLUMN_PLAIN || !has_column_metadata())
		return;
	const char *table = sqlite3_column_table_name(st, i);
	const char *origin = sqlite3_column_origin_name(st, i);
	ck_assert_msg(table && !strcasecmp(table, c->table),
		      "%s: column %d (%s): table %s, SQLite says %s", name, i,
		      c->name, c->table, table ? table : "none");
	ck_assert_msg(origin && !strcasecmp(origin, c->column),
		      "%s: column %d (%s): column %s, SQLite says %s", name, i,
		      c->name, c->column, origin ? origin : "none");
}

static void check_columns(const char *name, const plansql_result *r,
			  sqlite3_stmt *st)
{
	int count = sqlite3_column_count(st);
	ck_assert_msg(plansql_result_column_count(r) == (size_t)count,
		      "%s: %zu columns, SQLite has %d", name,
		      plansql_result_column_count(r), count);
	for (int i = 0; i < count; i++) {
		const plansql_column *c = plansql_result_column(r, (size_t)i);
		const char *want = sqlite3_column_name(st, i);
		ck_assert_msg(c->name && !strcmp(c->name, want),
			      "%s: column %d is %s, SQLite names it %s", name,
			      i, c->name ? c->name : "(null)", want);
		check_origin(name, st, i, c);
	}
}

static char *set_text(const struct name_set *s)
{
	size_t len = 1;
	for (size_t i = 0; i < s->count; i++)
		len += strlen(s->items[i]) + 1;
	char *text = calloc(1, len);
	for (size_t i = 0; i < s->count; i++) {
		strcat(text, s->items[i]);
		strcat(text, " ");
	}
	return text;
}

/* The table's rowid alias (its INTEGER PRIMARY KEY) lower-cased, or
 * NULL: SQLite does not count reading it as using a column. */
static char *rowid_alias(sqlite3 *db, const char *table)
{
	sqlite3_stmt *st;
	char *alias = NULL;
	int keys = 0;
	sqlite3_prepare_v2(db,
			   "SELECT name, type, pk FROM pragma_table_info(?1)",
			   -1, &st, NULL);
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (!sqlite3_column_int(st, 2))
			continue;
		keys++;
		if (!strcasecmp((const char *)sqlite3_column_text(st, 1),
				"INTEGER"))
			alias =
			    strdup((const char *)sqlite3_column_text(st, 0));
	}
	sqlite3_finalize(st);
	if (keys != 1) {
		free(alias);
		return NULL;
	}
	for (char *p = alias; p && *p; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p - 'A' + 'a');
	return alias;
}

/* SQLite reports "t." also for a FROM entry that reads only t's rowid
 * alias; when plansql lists that column, it is the same read. */
static void drop_rowid_only(struct authorizer *au, const struct name_set *ours)
{
	size_t kept = 0;
	for (size_t i = 0; i < au->reads.count; i++) {
		char *text = au->reads.items[i];
		size_t len = strlen(text);
		bool drop = false;
		if (text[len - 1] == '.' && !set_has(ours, text)) {
			text[len - 1] = '\0';
			char *alias = rowid_alias(au->db, text);
			text[len - 1] = '.';
			if (alias) {
				char *read = malloc(len + strlen(alias) + 1);
				sprintf(read, "%s%s", text, alias);
				drop = set_has(ours, read);
				free(read);
				free(alias);
			}
		}
		if (drop)
			free(text);
		else
			au->reads.items[kept++] = text;
	}
	au->reads.count = kept;
}

static void check_reads(const char *name, const plansql_result *r,
			struct authorizer *au)
{
	struct name_set ours = {0};
	for (size_t i = 0; i < plansql_result_read_count(r); i++) {
		const plansql_read *rd = plansql_result_read(r, i);
		set_add(&ours, rd->table, rd->column);
	}
	drop_rowid_only(au, &ours);
	const struct name_set *sqlite_reads = &au->reads;
	ck_assert_msg(ours.count == plansql_result_read_count(r),
		      "%s: a read is listed twice", name);
	bool same = ours.count == sqlite_reads->count;
	for (size_t i = 0; same && i < ours.count; i++)
		same = set_has(sqlite_reads, ours.items[i]);
	char *got = set_text(&ours), *want = set_text(sqlite_reads);
	ck_assert_msg(same, "%s: reads differ\n--- plansql\n%s\n--- SQLite\n%s",
		      name, got, want);
	free(got);
	free(want);
	set_free(&ours);
}

/* Compiles a golden case for SQLite as tests/unit/check_golden.c does. */
static plansql_result *compile_case(const struct test_case *c, bool *skip)
{
	size_t len;
	char *plan = read_file(c->plan_path, &len);
	ck_assert_msg(plan, "cannot read %s", c->plan_path);
	plansql_options options = PLANSQL_OPTIONS_INIT;
	options.dialect = PLANSQL_SQLITE;
	options.flags = PLANSQL_DESCRIBE;
	struct case_sources sources;
	case_sources_load(c, &sources);
	*skip = sources.own_catalog; /* tables the demo database lacks */
	case_sources_apply(&sources, &options);
	plansql_result *r = plansql_compile(plan, len, &options);
	case_sources_free(&sources);
	free(plan);
	return r;
}

START_TEST(golden_case_matches_sqlite)
{
	const struct test_case *c = &cases[_i];
	bool skip;
	plansql_result *r = compile_case(c, &skip);
	const char *sql = plansql_result_sql(r);
	if (!sql || skip) {
		ck_assert_int_eq(plansql_result_column_count(r), 0);
		ck_assert_int_eq(plansql_result_read_count(r), 0);
		plansql_result_free(r);
		return;
	}
	struct authorizer au = {open_demo(), {0}};
	sqlite3_set_authorizer(au.db, collect_read, &au);
	sqlite3_stmt *st;
	int rc = sqlite3_prepare_v2(au.db, sql, -1, &st, NULL);
	sqlite3_set_authorizer(au.db, NULL, NULL);
	ck_assert_msg(rc == SQLITE_OK, "%s: SQLite rejects\n%s\n%s", c->name,
		      sql, sqlite3_errmsg(au.db));
	drop_non_tables(&au);
	check_columns(c->name, r, st);
	check_reads(c->name, r, &au);
	sqlite3_finalize(st);
	sqlite3_close(au.db);
	set_free(&au.reads);
	plansql_result_free(r);
}
END_TEST

/* ---- hand cases ---- */

static plansql_catalog *catalog;

static plansql_result *compile_text(const char *plan, size_t len)
{
	plansql_options options = PLANSQL_OPTIONS_INIT;
	options.catalog = catalog;
	options.now = TEST_NOW;
	options.flags = PLANSQL_DESCRIBE;
	plansql_result *r = plansql_compile(plan, len, &options);
	ck_assert_msg(plansql_result_sql(r), "does not compile: %s", plan);
	return r;
}

static plansql_result *compile_file(const char *relative)
{
	char *path = src_path(relative);
	size_t len;
	char *plan = read_file(path, &len);
	ck_assert_msg(plan, "cannot read %s", path);
	plansql_result *r = compile_text(plan, len);
	free(plan);
	free(path);
	return r;
}

static const plansql_column *named(const plansql_result *r, const char *name)
{
	for (size_t i = 0; i < plansql_result_column_count(r); i++)
		if (!strcmp(plansql_result_column(r, i)->name, name))
			return plansql_result_column(r, i);
	ck_abort_msg("no output column %s", name);
	return NULL;
}

static void assert_text(const char *got, const char *want)
{
	if (!want)
		ck_assert_msg(!got, "%s where none was expected", got);
	else
		ck_assert_msg(got && !strcmp(got, want), "%s, not %s",
			      got ? got : "NULL", want);
}

static void assert_column(const plansql_column *c, plansql_column_kind kind,
			  const char *table, const char *column,
			  const char *type, const char *value_type,
			  const char *function)
{
	ck_assert_int_eq(c->kind, kind);
	assert_text(c->table, table);
	assert_text(c->column, column);
	assert_text(c->type, type);
	assert_text(c->value_type, value_type);
	assert_text(c->function, function);
	/* the id names the part of the plan's select list: its kind here;
	 * that the listing offers the same ids is tests/unit/check_ids' */
	static const char *const prefix[] = {"column/", "aggregate/", "window/",
					     "computed/"};
	ck_assert_msg(
	    c->id && (!strncmp(c->id, prefix[kind], strlen(prefix[kind])) ||
		      !strncmp(c->id, "column/", 7) ||
		      !strncmp(c->id, "computed/", 9)),
	    "%s has id %s", c->name, c->id ? c->id : "NULL");
}

START_TEST(aggregates_name_their_function_and_column)
{
	plansql_result *r = compile_file(
	    "tests/data/golden/rules/expr-aggregate-functions.json");
	assert_column(named(r, "InvoiceId"), PLANSQL_COLUMN_PLAIN,
		      "invoice_items", "InvoiceId", "INTEGER", "integer", NULL);
	assert_column(named(r, "lines"), PLANSQL_COLUMN_AGGREGATE, NULL, NULL,
		      NULL, "integer", "COUNT");
	assert_column(named(r, "tracks"), PLANSQL_COLUMN_AGGREGATE,
		      "invoice_items", "TrackId", NULL, "integer",
		      "COUNT_DISTINCT");
	assert_column(named(r, "quantity"), PLANSQL_COLUMN_AGGREGATE,
		      "invoice_items", "Quantity", NULL, "integer", "SUM");
	assert_column(named(r, "cheapest"), PLANSQL_COLUMN_AGGREGATE,
		      "invoice_items", "UnitPrice", "NUMERIC(10,2)", "number",
		      "MIN");
	assert_column(named(r, "per_line"), PLANSQL_COLUMN_COMPUTED, NULL, NULL,
		      NULL, NULL, NULL);
	plansql_result_free(r);
}
END_TEST

START_TEST(windows_name_their_function)
{
	plansql_result *r =
	    compile_file("tests/data/golden/rules/window-functions.json");
	assert_column(named(r, "position"), PLANSQL_COLUMN_WINDOW, NULL, NULL,
		      NULL, "integer", "ROW_NUMBER");
	assert_column(named(r, "previous"), PLANSQL_COLUMN_WINDOW, "tracks",
		      "Name", "TEXT", "string", "LAG");
	assert_column(named(r, "album_ms"), PLANSQL_COLUMN_WINDOW, "tracks",
		      "Milliseconds", NULL, "integer", "SUM");
	plansql_result_free(r);
}
END_TEST

/* A CTE's stored column is its table's; its aggregate is computed. */
START_TEST(cte_columns_resolve_to_their_tables)
{
	plansql_result *r =
	    compile_file("examples/plans/customer-purchase-tiers.json");
	assert_column(named(r, "FirstName"), PLANSQL_COLUMN_PLAIN, "customers",
		      "FirstName", "TEXT", "string", NULL);
	assert_column(named(r, "InvoiceCount"), PLANSQL_COLUMN_COMPUTED, NULL,
		      NULL, NULL, "integer", NULL);
	assert_column(named(r, "Tier"), PLANSQL_COLUMN_WINDOW, NULL, NULL, NULL,
		      "integer", "NTILE");
	for (size_t i = 0; i < plansql_result_read_count(r); i++)
		ck_assert_str_ne(plansql_result_read(r, i)->table,
				 "customer_purchases");
	plansql_result_free(r);
}
END_TEST

/* A set operation's columns are its first member's; every member reads. */
START_TEST(set_operations_take_the_first_members_columns)
{
	plansql_result *r =
	    compile_file("tests/data/golden/rules/setop-union.json");
	ck_assert_int_eq(plansql_result_column_count(r), 1);
	assert_column(named(r, "Country"), PLANSQL_COLUMN_PLAIN, "customers",
		      "Country", "TEXT", "string", NULL);
	ck_assert_int_eq(plansql_result_read_count(r), 2);
	ck_assert_str_eq(plansql_result_read(r, 1)->table, "employees");
	plansql_result_free(r);
}
END_TEST

START_TEST(hidden_outputs_are_no_columns)
{
	plansql_result *r = compile_file(
	    "tests/data/golden/rules/output-hidden-aggregate-order.json");
	ck_assert_int_eq(plansql_result_column_count(r), 2);
	ck_assert_ptr_null(plansql_result_column(r, 2));
	plansql_result_free(r);
}
END_TEST

/* output_order: the columns, and their ids, in the stated order. */
START_TEST(output_order_orders_the_columns)
{
	plansql_result *r = compile_file(
	    "tests/data/golden/rules/output-order-aggregate-before-key.json");
	static const char *const ids[] = {"aggregate/revenue",
					  "column/invoices/BillingCountry",
					  "aggregate/count_InvoiceId"};
	ck_assert_int_eq(plansql_result_column_count(r), 3);
	for (size_t i = 0; i < 3; i++)
		ck_assert_str_eq(plansql_result_column(r, i)->id, ids[i]);
	plansql_result_free(r);
}
END_TEST

static const char count_star[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"tracks\", "
    "\"columns\": []}], \"group_by\": {\"group_by_columns\": [], "
    "\"aggregates\": [{\"function\": \"COUNT\", \"table\": \"tracks\", "
    "\"column\": null, \"alias\": \"n\"}]}}";

START_TEST(count_star_reads_its_table_without_a_column)
{
	plansql_result *r = compile_text(count_star, strlen(count_star));
	ck_assert_int_eq(plansql_result_read_count(r), 1);
	const plansql_read *rd = plansql_result_read(r, 0);
	ck_assert_str_eq(rd->table, "tracks");
	ck_assert_ptr_null(rd->column);
	ck_assert_ptr_null(plansql_result_read(r, 1));
	char *json = plansql_result_json(r);
	ck_assert_msg(strstr(json,
			     "\"reads\": [\n    {\n      \"table\": "
			     "\"tracks\",\n      \"columns\": [\n      ]"),
		      "%s", json);
	plansql_free(json);
	plansql_result_free(r);
}
END_TEST

START_TEST(json_lists_columns_and_reads_after_the_sql)
{
	plansql_result *r =
	    compile_file("tests/data/golden/rules/window-functions.json");
	char *json = plansql_result_json(r);
	char *sql = strstr(json, "\"sql\""),
	     *columns = strstr(json, "\"columns\"");
	char *reads = strstr(json, "\"reads\"");
	ck_assert_msg(sql && columns && reads && sql < columns &&
			  columns < reads,
		      "%s", json);
	ck_assert_msg(strstr(json, "\"name\": \"previous\",\n      \"kind\": "
				   "\"window\",\n      \"table\": \"tracks\""),
		      "%s", json);
	ck_assert_msg(strstr(json, "\"function\": \"LAG\",\n      \"id\": "
				   "\"window/previous\""),
		      "%s", json);
	plansql_free(json);
	plansql_result_free(r);
	/* no SQL: null, and nothing to count */
	plansql_options options = PLANSQL_OPTIONS_INIT;
	options.flags = PLANSQL_DESCRIBE;
	r = plansql_compile("{", 1, &options);
	ck_assert_int_eq(plansql_result_column_count(r), 0);
	ck_assert_int_eq(plansql_result_read_count(r), 0);
	json = plansql_result_json(r);
	ck_assert_msg(strstr(json, "\"columns\": null,\n  \"reads\": null"),
		      "%s", json);
	plansql_free(json);
	plansql_result_free(r);
}
END_TEST

/* Described only when asked: without PLANSQL_DESCRIBE the SQL alone,
 * and the JSON without the lists. */
START_TEST(described_only_when_asked)
{
	plansql_options options = PLANSQL_OPTIONS_INIT;
	plansql_result *r =
	    plansql_compile(count_star, strlen(count_star), &options);
	ck_assert_ptr_nonnull(plansql_result_sql(r));
	ck_assert_int_eq(plansql_result_column_count(r), 0);
	ck_assert_ptr_null(plansql_result_column(r, 0));
	ck_assert_int_eq(plansql_result_read_count(r), 0);
	char *json = plansql_result_json(r);
	ck_assert_msg(!strstr(json, "\"columns\"") && !strstr(json, "\"reads\""),
		      "%s", json);
	plansql_free(json);
	plansql_result_free(r);
}
END_TEST

/* The other calls that compile describe their statement too. */
START_TEST(steps_and_strict_results)
{
	plansql_plan *plan;
	plansql_result *r =
	    plansql_plan_read(count_star, strlen(count_star), &plan);
	plansql_result_free(r);
	plansql_options options = PLANSQL_OPTIONS_INIT;
	options.flags = PLANSQL_DESCRIBE;
	plansql_steps *steps;
	r = plansql_plan_steps(plan, &options, &steps);
	ck_assert_int_eq(plansql_result_column_count(r), 1);
	assert_column(plansql_result_column(r, 0), PLANSQL_COLUMN_AGGREGATE,
		      NULL, NULL, NULL, "integer", "COUNT");
	plansql_result_free(r);
	plansql_steps_free(steps);
	r = plansql_plan_compile(plan, &options);
	ck_assert_int_eq(plansql_result_column_count(r), 1);
	ck_assert_int_eq(plansql_result_read_count(r), 1);
	plansql_result_strict(r); /* no warning: nothing changes */
	ck_assert_int_eq(plansql_result_column_count(r), 1);
	plansql_result_free(r);
	plansql_plan_free(plan);
}
END_TEST

static Suite *api_columns_suite(void)
{
	add_test_cases(&cases, &case_count, "examples/plans",
		       "tests/data/golden/examples");
	add_test_cases(&cases, &case_count, "tests/data/golden/rules",
		       "tests/data/golden/rules");
	if (!has_column_metadata())
		printf("SKIP: this SQLite has no column metadata: the origins "
		       "of plain columns are not compared\n");
	catalog = load_demo_catalog();
	Suite *s = suite_create("api_columns");
	TCase *tc = tcase_create("columns");
	tcase_add_loop_test(tc, golden_case_matches_sqlite, 0, (int)case_count);
	tcase_add_test(tc, aggregates_name_their_function_and_column);
	tcase_add_test(tc, windows_name_their_function);
	tcase_add_test(tc, cte_columns_resolve_to_their_tables);
	tcase_add_test(tc, set_operations_take_the_first_members_columns);
	tcase_add_test(tc, hidden_outputs_are_no_columns);
	tcase_add_test(tc, output_order_orders_the_columns);
	tcase_add_test(tc, count_star_reads_its_table_without_a_column);
	tcase_add_test(tc, json_lists_columns_and_reads_after_the_sql);
	tcase_add_test(tc, described_only_when_asked);
	tcase_add_test(tc, steps_and_strict_results);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {api_columns_suite, NULL};
	int status = runner_run(suites);
	plansql_catalog_free(catalog);
	printf("api_columns: %zu cases\n", case_count);
	return case_count > 0 ? status : EXIT_FAILURE;
}
