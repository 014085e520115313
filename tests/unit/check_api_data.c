/* What the data holds (plansql.h): a catalog that reads its columns'
 * data from a SQLite file this test writes, so what each column holds
 * is known.  A compile reads the columns it uses and compares as they
 * store values; a catalog read all at once and written to JSON compiles
 * every plan to the same statement as one that reads on demand; which
 * values a catalog keeps; values the data does not list are looked up;
 * threads share a reading catalog; misuse is refused. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "plansql.h"
#include "runner.h"
#include "testlib.h"

static char scratch_dir[64], db_path[128], spec[160];

/* cars: numbers written as text with "null" for none, a flag column
 * declared bool holding T and F, days in a DATETIME column without a
 * time, origins of few values; people: 100 names (too many to keep),
 * e-mail addresses (personal), a column marked private by the test. */
static const char setup_sql[] =
    "CREATE TABLE cars (id INTEGER PRIMARY KEY, mpg TEXT, origin TEXT,"
    " imported bool, sold DATETIME, born TEXT);"
    "INSERT INTO cars (mpg, origin, imported, sold, born) VALUES"
    " ('18', 'usa', 'F', '2025-12-01', 'May 26, 1986'),"
    " ('9', 'europe', 'T', '2025-12-15', 'Jun 3, 1990'),"
    " ('null', 'japan', 'T', '2026-01-02', 'Dec 24, 1979'),"
    " ('46.6', 'usa', 'F', '2025-11-30', 'Jan 1, 2000');"
    "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, email TEXT,"
    " code TEXT);"
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n"
    " WHERE i < 100) INSERT INTO people (name, email, code)"
    " SELECT 'Person ' || i, 'p' || i || '@example.com',"
    " CASE i % 2 WHEN 0 THEN 'A' ELSE 'B' END FROM n;";

static void make_database(void)
{
	strcpy(scratch_dir, "/tmp/plansql-check-data-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(scratch_dir));
	snprintf(db_path, sizeof db_path, "%s/data.db", scratch_dir);
	snprintf(spec, sizeof spec, "sqlite:%s", db_path);
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(db_path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, setup_sql, NULL, NULL, NULL),
			 SQLITE_OK);
	sqlite3_close(db);
}

static void remove_database(void)
{
	unlink(db_path);
	rmdir(scratch_dir);
}

static plansql_db *open_db(void)
{
	plansql_db *db = NULL;
	plansql_result *r = plansql_db_open(spec, NULL, &db);
	ck_assert_ptr_nonnull(db);
	plansql_result_free(r);
	return db;
}

static plansql_catalog *load_catalog(void)
{
	plansql_catalog *c = NULL;
	plansql_result *r = plansql_catalog_load(spec, NULL, &c);
	ck_assert_ptr_nonnull(c);
	plansql_result_free(r);
	return c;
}

/* A catalog that reads its data on db, with samples mode samples. */
static plansql_catalog *reading_catalog(plansql_db *db, int samples)
{
	plansql_catalog *c = load_catalog();
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	o.samples = samples;
	ck_assert_int_eq(plansql_catalog_use_db(c, db, &o), PLANSQL_OK);
	return c;
}

/* The SQL of plan against catalog (malloc'd), or the first error's code
 * after "error: ". */
static char *sql_of(const char *plan, const plansql_catalog *catalog)
{
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.catalog = catalog;
	o.now = "2026-01-15";
	plansql_result *r = plansql_compile(plan, strlen(plan), &o);
	ck_assert_ptr_nonnull(r);
	const char *sql = plansql_result_sql(r);
	char *out;
	if (sql) {
		out = strdup(sql);
	} else {
		const char *code = plansql_result_diagnostic(r, 0)->code;
		out = malloc(strlen(code) + 8);
		sprintf(out, "error: %s", code);
	}
	plansql_result_free(r);
	return out;
}

#define PLAN(table, filters)                                                   \
	"{\"decision\": \"proceed\", \"selections\": [{\"table\": \"" table   \
	"\", \"columns\": [{\"column\": \"id\"}], \"filters\": [" filters    \
	"]}]}"

static void contains(const char *sql, const char *part)
{
	ck_assert_msg(strstr(sql, part), "no %s in: %s", part, sql);
}

START_TEST(a_compile_reads_what_its_columns_hold)
{
	plansql_db *db = open_db();
	plansql_catalog *c = reading_catalog(db, PLANSQL_SAMPLES_SAFE);
	char *sql = sql_of(PLAN("cars", "{\"column\": \"mpg\", \"op\": \">\", "
					"\"value\": 40}"),
			   c);
	contains(sql, "CAST(NULLIF(\"cars\".\"mpg\", 'null') AS NUMERIC) > 40");
	free(sql);
	/* the value as the column stores it */
	sql = sql_of(PLAN("cars", "{\"column\": \"origin\", \"op\": \"=\", "
				  "\"value\": \"USA\"}"),
		     c);
	contains(sql, "\"cars\".\"origin\" = 'usa'");
	free(sql);
	/* true as the flag column writes it, and its own word kept */
	sql = sql_of(PLAN("cars", "{\"column\": \"imported\", \"op\": \"=\", "
				  "\"value\": true}"),
		     c);
	contains(sql, "\"cars\".\"imported\" = 'T'");
	free(sql);
	sql = sql_of(PLAN("cars", "{\"column\": \"imported\", \"op\": \"=\", "
				  "\"value\": \"T\"}"),
		     c);
	contains(sql, "\"cars\".\"imported\" = 'T'");
	free(sql);
	plansql_catalog_free(c);
	plansql_db_close(db);
}
END_TEST

/* A value written again compactly (malloc'd). */
static char *compact(const plansql_json_value *v)
{
	plansql_str *sb = plansql_str_new(0);
	plansql_json *w = plansql_json_new(sb, 0);
	plansql_json_copy(w, v);
	plansql_json_free(w);
	char *text = plansql_str_finish(sb);
	ck_assert_ptr_nonnull(text);
	return text;
}

/* The compact "data" member of column of table in the catalog's JSON
 * (malloc'd), "" when the column has none. */
static char *data_json(const plansql_catalog *c, const char *table,
		       const char *column)
{
	char *json = plansql_catalog_json(c);
	plansql_json_doc *doc = NULL;
	plansql_result_free(plansql_json_read(json, strlen(json), NULL, &doc));
	ck_assert_ptr_nonnull(doc);
	char *out = strdup("");
	const plansql_json_value *tables = plansql_json_root(doc);
	for (size_t i = 0; i < plansql_json_length(tables); i++) {
		const plansql_json_value *t = plansql_json_item(tables, i);
		if (strcmp(plansql_json_text_of(plansql_json_get(t, "table_name")),
			   table))
			continue;
		const plansql_json_value *cols = plansql_json_get(t, "columns");
		for (size_t j = 0; j < plansql_json_length(cols); j++) {
			const plansql_json_value *col = plansql_json_item(cols, j);
			const plansql_json_value *d = plansql_json_get(col, "data");
			if (!strcmp(plansql_json_text_of(
					plansql_json_get(col, "column_name")),
				    column) &&
			    d) {
				free(out);
				out = compact(d);
			}
		}
	}
	plansql_json_doc_free(doc);
	plansql_free(json);
	return out;
}

static void data_is(const plansql_catalog *c, const char *table,
		    const char *column, const char *expected)
{
	char *got = data_json(c, table, column);
	ck_assert_msg(!strcmp(got, expected), "%s.%s: %s, not %s", table,
		      column, got, expected);
	free(got);
}

START_TEST(read_all_the_data_says_what_each_column_holds)
{
	plansql_db *db = open_db();
	plansql_catalog *c = reading_catalog(db, PLANSQL_SAMPLES_SAFE);
	ck_assert_int_eq(plansql_catalog_read_data(c, NULL), PLANSQL_OK);
	data_is(c, "cars", "id", ""); /* integers are as declared */
	data_is(c, "cars", "mpg",
		"{\"version\":1,\"holds\":\"numbers\",\"missing\":[\"null\"],"
		"\"values\":[\"18\",\"46.6\",\"9\",\"null\"]}");
	data_is(c, "cars", "origin",
		"{\"version\":1,\"holds\":\"text\",\"values\":[\"europe\","
		"\"japan\",\"usa\"]}");
	data_is(c, "cars", "imported",
		"{\"version\":1,\"holds\":\"flags\",\"true\":\"T\",\"false\":"
		"\"F\",\"values\":[\"F\",\"T\"]}");
	data_is(c, "cars", "sold",
		"{\"version\":1,\"holds\":\"dates\",\"formats\":[\"%Y-%m-%d\"]}");
	data_is(c, "cars", "born",
		"{\"version\":1,\"holds\":\"dates\",\"formats\":[\"%b %d, "
		"%Y\"],\"values\":[\"Dec 24, 1979\",\"Jan 1, 2000\",\"Jun 3, "
		"1990\",\"May 26, 1986\"]}");
	/* too many to keep; personal, under the default mode */
	data_is(c, "people", "name", "{\"version\":1,\"holds\":\"text\"}");
	data_is(c, "people", "email", "{\"version\":1,\"holds\":\"text\"}");
	data_is(c, "people", "code",
		"{\"version\":1,\"holds\":\"text\",\"values\":[\"A\",\"B\"]}");
	plansql_catalog_free(c);
	plansql_db_close(db);
}
END_TEST

/* The catalog's mode says whose values it keeps; a private column keeps
 * none in any mode. */
START_TEST(the_samples_mode_says_which_values_are_kept)
{
	plansql_db *db = open_db();
	plansql_catalog *c = reading_catalog(db, PLANSQL_SAMPLES_NONE);
	plansql_catalog_read_data(c, NULL);
	data_is(c, "people", "code", "{\"version\":1,\"holds\":\"text\"}");
	data_is(c, "cars", "mpg",
		"{\"version\":1,\"holds\":\"numbers\",\"missing\":[\"null\"]}");
	plansql_catalog_free(c);
	static const char private_catalog[] =
	    "[{\"table_name\": \"people\", \"columns\": [{\"column_name\": "
	    "\"id\", \"data_type\": \"INTEGER\"}, {\"column_name\": \"code\", "
	    "\"data_type\": \"TEXT\", \"private\": true}]}]";
	plansql_result_free(plansql_catalog_read(
	    private_catalog, strlen(private_catalog), &c));
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	o.samples = PLANSQL_SAMPLES_ALL;
	plansql_catalog_use_db(c, db, &o);
	plansql_catalog_read_data(c, NULL);
	data_is(c, "people", "code", "{\"version\":1,\"holds\":\"text\"}");
	plansql_catalog_free(c);
	plansql_db_close(db);
}
END_TEST

/* Every plan compiles to one statement whether the catalog reads on
 * demand, or all was read and written to a catalog file first. */
START_TEST(on_demand_and_written_catalogs_compile_alike)
{
	static const char *const plans[] = {
	    PLAN("cars", "{\"column\": \"mpg\", \"op\": \"between\", "
			 "\"value\": [10, 20]}"),
	    PLAN("cars", "{\"column\": \"origin\", \"op\": \"in\", "
			 "\"value\": [\"USA\", \"Japan \"]}"),
	    PLAN("cars", "{\"column\": \"imported\", \"op\": \"!=\", "
			 "\"value\": false}"),
	    PLAN("people", "{\"column\": \"code\", \"op\": \"=\", "
			   "\"value\": \"a\"}"),
	    PLAN("cars", "{\"column\": \"sold\", \"op\": \"in_period\", "
			 "\"value\": \"last_month\"}"),
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"cars\", \"columns\": [{\"column\": \"origin\"}]}], "
	    "\"group_by\": {\"group_by_columns\": [{\"table\": \"cars\", "
	    "\"column\": \"origin\"}], \"aggregates\": [{\"function\": "
	    "\"MAX\", \"table\": \"cars\", \"column\": \"mpg\", \"alias\": "
	    "\"best\"}]}}",
	};
	plansql_db *db = open_db();
	plansql_catalog *all = reading_catalog(db, PLANSQL_SAMPLES_SAFE);
	ck_assert_int_eq(plansql_catalog_read_data(all, NULL), PLANSQL_OK);
	char *json = plansql_catalog_json(all);
	plansql_catalog *written = NULL;
	plansql_result_free(plansql_catalog_read(json, strlen(json), &written));
	ck_assert_ptr_nonnull(written);
	for (size_t i = 0; i < sizeof plans / sizeof *plans; i++) {
		plansql_catalog *lazy = reading_catalog(db, PLANSQL_SAMPLES_SAFE);
		char *a = sql_of(plans[i], lazy), *b = sql_of(plans[i], written);
		ck_assert_msg(!strcmp(a, b), "plan %zu:\n%s\nbut\n%s", i, a, b);
		free(a);
		free(b);
		plansql_catalog_free(lazy);
	}
	plansql_free(json);
	plansql_catalog_free(written);
	plansql_catalog_free(all);
	plansql_db_close(db);
}
END_TEST

/* A value of a column with too many values to keep is looked up on the
 * database the catalog reads. */
START_TEST(values_not_kept_are_looked_up)
{
	plansql_db *db = open_db();
	plansql_catalog *c = reading_catalog(db, PLANSQL_SAMPLES_SAFE);
	char *sql = sql_of(PLAN("people", "{\"column\": \"name\", \"op\": "
					  "\"=\", \"value\": \"person 42 \"}"),
			   c);
	contains(sql, "= 'Person 42'");
	free(sql);
	/* without the database, the value stays as written */
	plansql_catalog_use_db(c, NULL, NULL);
	sql = sql_of(PLAN("people", "{\"column\": \"name\", \"op\": "
				    "\"=\", \"value\": \"person 43 \"}"),
		     c);
	contains(sql, "= 'person 43 '");
	free(sql);
	plansql_catalog_free(c);
	plansql_db_close(db);
}
END_TEST

struct worker {
	const plansql_catalog *catalog;
	char *sql[8];
};

static void *compile_all(void *context)
{
	struct worker *w = context;
	static const char *const columns[] = {"mpg", "origin", "imported",
					      "born"};
	for (size_t i = 0; i < 8; i++) {
		char plan[512];
		snprintf(plan, sizeof plan,
			 PLAN("cars", "{\"column\": \"%s\", \"op\": "
				      "\"is_not_null\"}"),
			 columns[i % 4]);
		w->sql[i] = sql_of(plan, w->catalog);
	}
	return NULL;
}

/* Compiles in several threads share one catalog reading on one
 * database: each column is read once, and all see the same. */
START_TEST(threads_share_a_reading_catalog)
{
	plansql_db *db = open_db();
	plansql_catalog *c = reading_catalog(db, PLANSQL_SAMPLES_SAFE);
	struct worker w[4];
	pthread_t t[4];
	for (int i = 0; i < 4; i++) {
		w[i].catalog = c;
		ck_assert_int_eq(pthread_create(&t[i], NULL, compile_all, &w[i]),
				 0);
	}
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	for (int i = 1; i < 4; i++)
		for (int k = 0; k < 8; k++)
			ck_assert_str_eq(w[i].sql[k], w[0].sql[k]);
	for (int i = 0; i < 4; i++)
		for (int k = 0; k < 8; k++)
			free(w[i].sql[k]);
	plansql_catalog_free(c);
	plansql_db_close(db);
}
END_TEST

START_TEST(misuse_is_refused)
{
	plansql_db *db = open_db();
	ck_assert_int_eq(plansql_catalog_use_db(NULL, db, NULL),
			 PLANSQL_MISUSE);
	plansql_catalog *c = load_catalog();
	ck_assert_int_eq(plansql_catalog_read_data(c, NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_read_data(NULL, NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_use_db(c, db, NULL), PLANSQL_OK);
	/* the flags choose the tables read: people only */
	const bool people_only[] = {false, true};
	ck_assert_int_eq(plansql_catalog_read_data(c, people_only), PLANSQL_OK);
	data_is(c, "cars", "mpg", "");
	ck_assert_int_eq(plansql_catalog_use_db(c, NULL, NULL), PLANSQL_OK);
	ck_assert_int_eq(plansql_catalog_read_data(c, NULL), PLANSQL_MISUSE);
	plansql_catalog_free(c);
	plansql_db_close(db);
}
END_TEST

static Suite *data_suite(void)
{
	Suite *s = suite_create("api_data");
	TCase *tc = tcase_create("data");
	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, make_database, remove_database);
	tcase_add_test(tc, a_compile_reads_what_its_columns_hold);
	tcase_add_test(tc, read_all_the_data_says_what_each_column_holds);
	tcase_add_test(tc, the_samples_mode_says_which_values_are_kept);
	tcase_add_test(tc, on_demand_and_written_catalogs_compile_alike);
	tcase_add_test(tc, values_not_kept_are_looked_up);
	tcase_add_test(tc, threads_share_a_reading_catalog);
	tcase_add_test(tc, misuse_is_refused);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	runner_suite_fn *const suites[] = {data_suite, NULL};
	return runner_run(suites);
}
