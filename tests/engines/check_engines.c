/* Engine tests: every example plan, rule, audit and patch case (the
 * patched plan) with expected rows runs on real engines, SQLite (the demo
 * file), PostgreSQL and MariaDB (the throwaway servers tests/engines/engines.sh
 * starts), and each must return exactly the rows of NAME.rows.  A case
 * with its own catalog runs only when that catalog describes tables of
 * the demo database.  NAME.reference.sql, a hand-written query, must
 * return the rows too: an oracle independent of plansql.
 * DuckDB runs them too, through plansql's own engine on a file
 * engines.sh loads (PLANSQL_TEST_DUCKDB).
 * Rows are compared in order when the plan has order_by, else sorted.
 * Each case also runs in its parameter form (PLANSQL_PARAMS) with its
 * values bound, and must return the same rows; tests/data/golden/params has
 * cases for that form.
 * The steps of the steps cases (tests/data/golden/steps) count alike on the
 * four engines.
 *
 * PLANSQL_REGEN=1 writes NAME.rows from SQLite instead: review it. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runner.h"
#include "testlib.h"

static struct test_case *cases;
static size_t case_count;

static bool plan_is_ordered(const char *plan)
{
	json_object *root = json_tokener_parse(plan), *order;
	bool ordered = root &&
		       json_object_object_get_ex(root, "order_by", &order) &&
		       json_object_is_type(order, json_type_array) &&
		       json_object_array_length(order) > 0;
	json_object_put(root);
	return ordered;
}

/* The columns of the table named name in a catalog tree, or NULL. */
static json_object *columns_of(json_object *catalog, const char *name)
{
	for (size_t i = 0; i < json_object_array_length(catalog); i++) {
		json_object *t = json_object_array_get_idx(catalog, i), *v;
		if (json_object_object_get_ex(t, "table_name", &v) &&
		    !strcmp(json_object_get_string(v), name) &&
		    json_object_object_get_ex(t, "columns", &v))
			return v;
	}
	return NULL;
}

static bool has_column(json_object *columns, const char *name)
{
	for (size_t i = 0; i < json_object_array_length(columns); i++) {
		json_object *v;
		if (json_object_object_get_ex(
			json_object_array_get_idx(columns, i), "column_name",
			&v) &&
		    !strcmp(json_object_get_string(v), name))
			return true;
	}
	return false;
}

/* A case's own catalog that describes tables of the demo database only
 * (its tables without their foreign keys, say) runs on the engines. */
static bool demo_tables_only(const struct test_case *c)
{
	char *path = case_path(c, "catalog");
	char *demo_path = src_path("examples/demo/catalog.json");
	json_object *own = json_object_from_file(path);
	json_object *demo = json_object_from_file(demo_path);
	bool only = json_object_is_type(own, json_type_array) && demo;
	for (size_t i = 0; only && i < json_object_array_length(own); i++) {
		json_object *t = json_object_array_get_idx(own, i), *v, *cols;
		json_object *have =
		    json_object_object_get_ex(t, "table_name", &v)
			? columns_of(demo, json_object_get_string(v))
			: NULL;
		only = have && json_object_object_get_ex(t, "columns", &cols);
		for (size_t k = 0; only && k < json_object_array_length(cols);
		     k++)
			only = json_object_object_get_ex(
				   json_object_array_get_idx(cols, k),
				   "column_name", &v) &&
			       has_column(have, json_object_get_string(v));
	}
	json_object_put(own);
	json_object_put(demo);
	free(demo_path);
	free(path);
	return only;
}

static char *compile_for(const struct test_case *c, const char *plan,
			 plansql_dialect dialect)
{
	plansql_options options = {.size = sizeof(plansql_options),
				   .dialect = dialect};
	struct case_sources sources;
	case_sources_load(c, &sources);
	case_sources_apply(&sources, &options);
	plansql_result *r = plansql_compile(plan, strlen(plan), &options);
	const char *sql = plansql_result_sql(r);
	/* tables of a case's own catalog are not in the demo database,
	 * unless it describes demo tables only */
	char *copy = sql && (!sources.own_catalog || demo_tables_only(c))
			 ? strdup(sql)
			 : NULL;
	plansql_result_free(r);
	case_sources_free(&sources);
	return copy;
}

/* The parameter form of a case (PLANSQL_PARAMS; for PostgreSQL checked
 * by libpg_query), NULL where compile_for gives no SQL. */
static plansql_result *compile_params_for(const struct test_case *c,
					  const char *plan,
					  plansql_dialect dialect)
{
	unsigned verify = dialect == PLANSQL_POSTGRES ? PLANSQL_VERIFY : 0;
	plansql_options options = {.size = sizeof(plansql_options),
				   .dialect = dialect,
				   .flags = PLANSQL_PARAMS | verify};
	struct case_sources sources;
	case_sources_load(c, &sources);
	case_sources_apply(&sources, &options);
	plansql_result *r = plansql_compile(plan, strlen(plan), &options);
	bool runs = !sources.own_catalog || demo_tables_only(c);
	case_sources_free(&sources);
	if (plansql_result_sql(r) && runs)
		return r;
	plansql_result_free(r);
	return NULL;
}

/* ---- PostgreSQL through libpq ---- */

static const char *env(const char *name)
{
	const char *v = getenv(name);
	ck_assert_msg(v && *v,
		      "%s is not set: run the engine tests through "
		      "tests/engines/engines.sh, which starts the servers",
		      name);
	return v;
}

static char *postgres_rows_bound(const char *sql, const plansql_result *values,
				 bool sorted);

static char *postgres_rows(const char *sql, bool sorted)
{
	return postgres_rows_bound(sql, NULL, sorted);
}

/* The values as text, typed by the server (the placeholders' casts). */
static char *postgres_rows_bound(const char *sql, const plansql_result *values,
				 bool sorted)
{
	size_t count = plansql_result_param_count(values);
	const char **texts = calloc(count + 1, sizeof *texts);
	for (size_t i = 0; i < count; i++)
		texts[i] = plansql_result_param(values, i)->text;
	char conninfo[1024];
	snprintf(conninfo, sizeof conninfo,
		 "host=%s port=%s user=%s dbname=%s client_encoding=UTF8",
		 env("PLANSQL_TEST_PGHOST"), env("PLANSQL_TEST_PGPORT"),
		 env("PLANSQL_TEST_PGUSER"), env("PLANSQL_TEST_PGDATABASE"));
	PGconn *conn = PQconnectdb(conninfo);
	ck_assert_msg(PQstatus(conn) == CONNECTION_OK, "PostgreSQL: %s",
		      PQerrorMessage(conn));
	PGresult *res =
	    PQexecParams(conn, sql, (int)count, NULL, texts, NULL, NULL, 0);
	free(texts);
	ck_assert_msg(PQresultStatus(res) == PGRES_TUPLES_OK,
		      "PostgreSQL rejects\n%s\n%s", sql, PQerrorMessage(conn));
	struct tsv t = {0};
	int n = PQnfields(res);
	for (int i = 0; i < n; i++)
		tsv_cell(&t, PQfname(res, i), i == 0);
	tsv_end_row(&t);
	for (int row = 0; row < PQntuples(res); row++) {
		for (int i = 0; i < n; i++) {
			const char *v = PQgetisnull(res, row, i)
					    ? NULL
					    : PQgetvalue(res, row, i);
			if (v && PQftype(res, i) == 16) /* boolean: as 1 or 0 */
				v = *v == 't' ? "1" : "0";
			tsv_cell(&t, v, i == 0);
		}
		tsv_end_row(&t);
	}
	PQclear(res);
	PQfinish(conn);
	if (sorted)
		tsv_sort(&t);
	return t.text;
}

/* ---- MariaDB through its command-line client ---- */

/* The client's batch format escapes \t \n \\ and prints NULL as NULL. */
static char *unescape_batch(char *cell)
{
	char *out = cell;
	for (char *in = cell; *in; in++) {
		if (*in == '\\' && in[1]) {
			in++;
			*out++ = *in == 't' ? '\t' : *in == 'n' ? '\n' : *in;
		} else {
			*out++ = *in;
		}
	}
	*out = '\0';
	return cell;
}

static void batch_line(struct tsv *t, char *line, bool header)
{
	size_t i = 0;
	for (char *cell = line;; i++) {
		char *tab = strchr(cell, '\t');
		if (tab)
			*tab = '\0';
		bool null = !header && !strcmp(cell, "NULL");
		tsv_cell(t, null ? NULL : unescape_batch(cell), i == 0);
		if (!tab)
			break;
		cell = tab + 1;
	}
	tsv_end_row(t);
}

/* text as a MariaDB string that means the same in every sql_mode. */
static void hex_string(FILE *f, const char *text)
{
	fputs("_utf8mb4 X'", f);
	for (const unsigned char *c = (const unsigned char *)text; *c; c++)
		fprintf(f, "%02X", *c);
	fputs("'", f);
}

/* A prepared statement executed with the values in user variables,
 * set from SQL literals written here: PREPARE s FROM ...; SET @p1 =
 * ...; EXECUTE s USING @p1, ... */
static char *mysql_prepared_script(const char *sql,
				   const plansql_result *values)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	fputs("SET @plansql_sql = ", f);
	hex_string(f, sql);
	fputs(";\nPREPARE s FROM @plansql_sql;\n", f);
	size_t count = plansql_result_param_count(values);
	for (size_t i = 0; i < count; i++) {
		const plansql_param *v = plansql_result_param(values, i);
		fprintf(f, "SET @p%zu = ", i + 1);
		if (v->type == PLANSQL_PARAM_BOOLEAN)
			fputs(*v->text == 't' ? "TRUE" : "FALSE", f);
		else if (v->type == PLANSQL_PARAM_INTEGER ||
			 v->type == PLANSQL_PARAM_NUMBER)
			fputs(v->text, f); /* a JSON number is a SQL number */
		else
			hex_string(f, v->text);
		fputs(";\n", f);
	}
	fputs("EXECUTE s", f);
	for (size_t i = 0; i < count; i++)
		fprintf(f, "%s@p%zu", i ? ", " : " USING ", i + 1);
	fputs(";\n", f);
	fclose(f);
	return text;
}

static char *mysql_rows(const char *sql, bool sorted)
{
	char script[] = "/tmp/plansql-mysql-XXXXXX";
	int fd = mkstemp(script);
	ck_assert(fd >= 0);
	ck_assert(write(fd, sql, strlen(sql)) == (ssize_t)strlen(sql));
	close(fd);
	char command[2048];
	snprintf(command, sizeof command,
		 "mariadb --no-defaults --default-character-set=utf8mb4 "
		 "--batch -S '%s' -u '%s' '%s' < '%s' 2>&1",
		 env("PLANSQL_TEST_MYSQL_SOCKET"),
		 env("PLANSQL_TEST_MYSQL_USER"),
		 env("PLANSQL_TEST_MYSQL_DATABASE"), script);
	FILE *p = popen(command, "r");
	struct tsv t = {0};
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	bool header = true;
	while ((n = getline(&line, &cap, p)) > 0) {
		if (line[n - 1] == '\n')
			line[n - 1] = '\0';
		batch_line(&t, line, header);
		header = false;
	}
	free(line);
	int status = pclose(p);
	unlink(script);
	ck_assert_msg(status == 0, "MariaDB rejects\n%s\n%s", sql,
		      t.text ? t.text : "");
	if (sorted)
		tsv_sort(&t);
	return t.text;
}

static char *mysql_rows_bound(const char *sql, const plansql_result *values,
			      bool sorted)
{
	char *script = mysql_prepared_script(sql, values);
	char *rows = mysql_rows(script, sorted);
	free(script);
	return rows;
}

/* ---- MariaDB through plansql's own engine (plansql run --db mariadb:) ---- */

static int plansql_columns(void *context, size_t count,
			   const char *const *names)
{
	for (size_t i = 0; i < count; i++)
		tsv_cell(context, names[i], i == 0);
	tsv_end_row(context);
	return 1;
}

static int plansql_row(void *context, size_t count, const plansql_value *values)
{
	for (size_t i = 0; i < count; i++)
		tsv_cell(context,
			 values[i].kind == PLANSQL_VALUE_NULL ? NULL
							      : values[i].text,
			 i == 0);
	tsv_end_row(context);
	return 1;
}

/* A database plansql opens once for the whole run. */
static plansql_db *opened(plansql_db **db, const char *name)
{
	if (*db)
		return *db;
	plansql_result *r = plansql_db_open(name, NULL, db);
	ck_assert_msg(*db, "plansql_db_open(%s): %s", name,
		      plansql_result_diagnostic_count(r)
			  ? plansql_result_diagnostic(r, 0)->message
			  : "no reason");
	plansql_result_free(r);
	return *db;
}

/* sql's rows through plansql's engine; values: a compile with
 * PLANSQL_PARAMS, whose values are bound, or NULL.  who names the
 * engine in a failure. */
static char *rows_through(plansql_db *db, const char *who, const char *sql,
			  const plansql_result *values, bool sorted)
{
	struct tsv t = {0};
	plansql_run_handler h = {plansql_columns, plansql_row, NULL, &t};
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.params = values;
	plansql_run_end end = plansql_db_run(db, sql, &ro, &h);
	ck_assert_msg(end == PLANSQL_RUN_DONE, "%s rejects\n%s\n%s", who, sql,
		      plansql_db_error(db));
	if (sorted)
		tsv_sort(&t);
	return t.text;
}

static plansql_db *mysql_db, *duckdb_db;

/* MariaDB, the values bound on the server */
static char *plansql_mysql_rows(const char *sql, const plansql_result *values,
				bool sorted)
{
	char uri[1024];
	snprintf(uri, sizeof uri, "mariadb://%s@/%s?socket=%s",
		 env("PLANSQL_TEST_MYSQL_USER"),
		 env("PLANSQL_TEST_MYSQL_DATABASE"),
		 env("PLANSQL_TEST_MYSQL_SOCKET"));
	return rows_through(opened(&mysql_db, uri), "plansql on MariaDB", sql,
			    values, sorted);
}

/* ---- DuckDB through plansql's own engine (plansql run --db duckdb:) ---- */

static char *plansql_duckdb_rows(const char *sql, const plansql_result *values,
				 bool sorted)
{
	char name[2048];
	snprintf(name, sizeof name, "duckdb:%s", env("PLANSQL_TEST_DUCKDB"));
	return rows_through(opened(&duckdb_db, name), "DuckDB", sql, values,
			    sorted);
}

/* ---- the tests ---- */

static void assert_rows(const char *engine, const struct test_case *c,
			const char *got, const char *want, bool with_header)
{
	if (!got) { /* MariaDB's client prints no header for no rows */
		got = "\n";
		with_header = false;
	}
	const char *g = with_header ? got : strchr(got, '\n');
	const char *w = with_header ? want : strchr(want, '\n');
	ck_assert_msg(g && w && !strcmp(g, w),
		      "%s: %s returns other rows\n--- got\n%s--- want\n%s",
		      c->name, engine, got, want);
}

static void regenerate_rows(const struct test_case *c, const char *rows)
{
	char *path = case_path(c, "rows");
	FILE *f = fopen(path, "wb");
	ck_assert_msg(f, "cannot write %s", path);
	fputs(rows, f);
	fclose(f);
	free(path);
}

/* A dialect may reject a plan (the golden tests say which): then there
 * is nothing to run on that engine. */
static void check_server(const struct test_case *c, plansql_dialect dialect,
			 const char *plan, const char *want, bool sorted)
{
	char *sql = compile_for(c, plan, dialect);
	if (!sql)
		return;
	bool pg = dialect == PLANSQL_POSTGRES;
	char *got = pg ? postgres_rows(sql, sorted) : mysql_rows(sql, sorted);
	assert_rows(pg ? "PostgreSQL" : "MariaDB", c, got, want, true);
	free(got);
	if (!pg) {
		got = plansql_mysql_rows(sql, NULL, sorted);
		assert_rows("plansql's MySQL engine on MariaDB", c, got, want,
			    true);
		free(got);
	}
	free(sql);
	plansql_result *bound = compile_params_for(c, plan, dialect);
	ck_assert_msg(bound, "%s: compiles, but not with PLANSQL_PARAMS",
		      c->name);
	const char *text = plansql_result_sql(bound);
	got = pg ? postgres_rows_bound(text, bound, sorted)
		 : mysql_rows_bound(text, bound, sorted);
	assert_rows(pg ? "PostgreSQL with bound values"
		       : "MariaDB with bound values",
		    c, got, want, true);
	free(got);
	if (!pg) {
		got = plansql_mysql_rows(text, bound, sorted);
		assert_rows("plansql's MySQL engine on MariaDB, values bound",
			    c, got, want, true);
		free(got);
	}
	plansql_result_free(bound);
}

/* DuckDB, with the values in the SQL and bound. */
static void check_duckdb(const struct test_case *c, const char *plan,
			 const char *want, bool sorted)
{
	if (!getenv("PLANSQL_TEST_DUCKDB"))
		return; /* no libduckdb: engines.sh says so */
	char *sql = compile_for(c, plan, PLANSQL_DUCKDB);
	if (!sql)
		return;
	char *got = plansql_duckdb_rows(sql, NULL, sorted);
	assert_rows("DuckDB", c, got, want, true);
	free(got);
	free(sql);
	plansql_result *bound = compile_params_for(c, plan, PLANSQL_DUCKDB);
	ck_assert_msg(bound, "%s: compiles, but not with PLANSQL_PARAMS",
		      c->name);
	got = plansql_duckdb_rows(plansql_result_sql(bound), bound, sorted);
	assert_rows("DuckDB with bound values", c, got, want, true);
	free(got);
	plansql_result_free(bound);
}

/* The parameter form on SQLite: the rows of the literal form. */
static void check_sqlite_params(const struct test_case *c, const char *plan,
				const char *db, const char *want, bool sorted)
{
	plansql_result *bound = compile_params_for(c, plan, PLANSQL_SQLITE);
	ck_assert_msg(bound, "%s: compiles, but not with PLANSQL_PARAMS",
		      c->name);
	char *error = NULL;
	char *got = sqlite_rows_bound(db, plansql_result_sql(bound), bound,
				      sorted, &error);
	ck_assert_msg(got, "%s: SQLite rejects\n%s\n%s", c->name,
		      plansql_result_sql(bound), error);
	assert_rows("SQLite with bound values", c, got, want, true);
	free(got);
	plansql_result_free(bound);
}

START_TEST(same_rows_on_every_engine)
{
	const struct test_case *c = &cases[_i];
	char *plan = read_file(c->plan_path, NULL);
	char *rows_path = case_path(c, "rows");
	char *want = read_file(rows_path, NULL);
	char *sqlite_sql = compile_for(c, plan, PLANSQL_SQLITE);
	char *db = build_path("examples/demo.db");
	bool sorted = !plan_is_ordered(plan);
	char *error = NULL;
	if (!sqlite_sql)
		goto done; /* rejected: the golden tests say so */
	ck_assert_msg(want || getenv("PLANSQL_REGEN"),
		      "%s compiles but has no %s to check its rows", c->name,
		      rows_path);
	char *got = sqlite_rows(db, sqlite_sql, sorted, &error);
	ck_assert_msg(got, "%s: SQLite rejects\n%s\n%s", c->name, sqlite_sql,
		      error);
	if (getenv("PLANSQL_REGEN")) {
		regenerate_rows(c, got);
		free(got);
		goto done;
	}
	assert_rows("SQLite", c, got, want, true);
	free(got);
	check_sqlite_params(c, plan, db, want, sorted);
	char *ref_path = case_path(c, "reference.sql");
	char *reference = read_file(ref_path, NULL);
	if (reference) {
		got = sqlite_rows(db, reference, sorted, &error);
		ck_assert_msg(got, "%s: reference query fails: %s", c->name,
			      error);
		assert_rows("the reference query", c, got, want, false);
		free(got);
	}
	free(reference);
	free(ref_path);
	check_server(c, PLANSQL_POSTGRES, plan, want, sorted);
	check_server(c, PLANSQL_MYSQL, plan, want, sorted);
	check_duckdb(c, plan, want, sorted);
done:
	free(error);
	free(db);
	free(sqlite_sql);
	free(want);
	free(rows_path);
	free(plan);
}
END_TEST

/* ---- steps ---- */

static struct test_case *step_cases;
static size_t step_case_count;

/* The steps cases of tests/unit/check_steps.c: the plans of
 * tests/data/golden/steps, and the example plans with expected steps. */
static void add_step_cases(void)
{
	add_test_cases(&step_cases, &step_case_count, "tests/data/golden/steps",
		       "tests/data/golden/steps");
	char *dir = src_path("tests/data/golden/steps");
	size_t n;
	char **names = list_names(dir, ".sqlite.steps", &n);
	for (size_t i = 0; i < n; i++) {
		char relative[1024];
		snprintf(relative, sizeof relative, "examples/plans/%s.json",
			 names[i]);
		char *plan = src_path(relative);
		if (access(plan, R_OK) != 0) {
			free(plan);
			continue;
		}
		step_cases = realloc(step_cases, (step_case_count + 1) *
						     sizeof *step_cases);
		step_cases[step_case_count++] =
		    (struct test_case){plan, strdup(dir), strdup(names[i])};
	}
	free_names(names, n);
	free(dir);
}

/* The counts of every step on one engine, one per line; NULL when the
 * dialect rejects the plan. */
static char *step_counts(const char *plan_text, plansql_dialect dialect)
{
	plansql_plan *plan;
	plansql_result *r =
	    plansql_plan_read(plan_text, strlen(plan_text), &plan);
	plansql_result_free(r);
	ck_assert(plan);
	plansql_options options = {.size = sizeof(plansql_options),
				   .dialect = dialect,
				   .flags = PLANSQL_COMPACT,
				   .now = TEST_NOW};
	plansql_steps *steps;
	r = plansql_plan_compile(plan, &options);
	bool compiles = plansql_result_sql(r) != NULL;
	plansql_result_free(r);
	r = plansql_plan_steps(plan, &options, &steps);
	ck_assert_msg(steps || !compiles, "no steps for a plan that compiles");
	struct tsv counts = {0};
	char *db = build_path("examples/demo.db"), *error = NULL;
	for (size_t i = 0; i < plansql_steps_count(steps); i++) {
		const char *sql = plansql_steps_sql(steps, i);
		char *rows = dialect == PLANSQL_SQLITE
				 ? sqlite_rows(db, sql, false, &error)
			     : dialect == PLANSQL_POSTGRES
				 ? postgres_rows(sql, false)
			     : dialect == PLANSQL_DUCKDB
				 ? plansql_duckdb_rows(sql, NULL, false)
				 : mysql_rows(sql, false);
		ck_assert_msg(rows, "SQLite rejects\n%s\n%s", sql, error);
		/* the count, without the header each engine names its own way
		 */
		char *count = strchr(rows, '\n') + 1;
		count[strcspn(count, "\n")] = '\0';
		tsv_cell(&counts, count, true);
		tsv_end_row(&counts);
		free(rows);
	}
	char *text = steps ? (counts.text ? counts.text : strdup("")) : NULL;
	if (!steps)
		tsv_free(&counts);
	free(db);
	plansql_steps_free(steps);
	plansql_result_free(r);
	plansql_plan_free(plan);
	return text;
}

START_TEST(steps_count_alike_on_every_engine)
{
	const struct test_case *c = &step_cases[_i];
	char *plan = read_file(c->plan_path, NULL);
	char *sqlite = step_counts(plan, PLANSQL_SQLITE);
	ck_assert_msg(sqlite, "%s: no steps for SQLite", c->name);
	static const plansql_dialect servers[] = {
	    PLANSQL_POSTGRES, PLANSQL_MYSQL, PLANSQL_DUCKDB};
	static const char *const titles[] = {"PostgreSQL", "MariaDB", "DuckDB"};
	for (size_t k = 0; k < 3; k++) {
		if (servers[k] == PLANSQL_DUCKDB &&
		    !getenv("PLANSQL_TEST_DUCKDB"))
			continue;
		char *got = step_counts(plan, servers[k]);
		ck_assert_msg(!got || !strcmp(got, sqlite),
			      "%s: the steps count otherwise on %s\n--- got\n%s"
			      "--- SQLite\n%s",
			      c->name, titles[k], got, sqlite);
		free(got);
	}
	free(sqlite);
	free(plan);
}
END_TEST

static Suite *engines_suite(void)
{
	add_test_cases(&cases, &case_count, "examples/plans",
		       "tests/data/golden/examples");
	add_test_cases(&cases, &case_count, "tests/data/golden/rules",
		       "tests/data/golden/rules");
	add_test_cases(&cases, &case_count, "tests/data/golden/audit",
		       "tests/data/golden/audit");
	add_test_cases(&cases, &case_count, "tests/data/golden/params",
		       "tests/data/golden/params");
	add_test_cases_named(&cases, &case_count, "tests/data/golden/patch",
			     ".patched", "tests/data/golden/patch");
	Suite *s = suite_create("engines");
	TCase *tc = tcase_create("rows");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, same_rows_on_every_engine, 0, (int)case_count);
	if (!getenv("PLANSQL_REGEN")) {
		add_step_cases();
		tcase_add_loop_test(tc, steps_count_alike_on_every_engine, 0,
				    (int)step_case_count);
	}
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {engines_suite, NULL};
	int status = runner_run(suites);
	return case_count > 0 ? status : EXIT_FAILURE;
}
