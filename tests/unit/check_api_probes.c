/* Probes (plansql.h, "Probes"): sample values read from a SQLite file
 * this test writes, so each column's values are known: a few distinct
 * values of text columns only, in the rows' order; numbers written as
 * text get the values without a digit too; a column with a long value
 * or only NULLs gets none, one with samples keeps them; the tables
 * flags choose what is read; a read is
 * stopped by its time limit and by a cancel from the waiting callback.
 * Value lookups: found, missing, refused, kept, stopped at the limit,
 * and a spelling the audit repairs through one. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "plansql.h"
#include "runner.h"
#include "testlib.h"

/* Flags of the catalog's tables people, places and endless. */
static const bool not_endless[] = {true, true, false};
static const bool endless_only[] = {false, false, true};

static char scratch_dir[64], db_path[128], spec[160];

static const char setup_sql[] =
    "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, code TEXT,"
    " note TEXT, city TEXT, age INTEGER);"
    "INSERT INTO people (name, code, note, city, age) VALUES"
    " ('Ann', '1', 'short', NULL, 30), ('Bob', '2', NULL, NULL, 40),"
    " ('Ann', '1', NULL, NULL, 50), ('Cy', '3', NULL, NULL, 60),"
    " ('Dee', '-', 'a note of more than forty characters in all', NULL,"
    " 70), ('Eve', 'n/a', NULL, NULL, 80);"
    "CREATE TABLE places (label TEXT);"
    "INSERT INTO places VALUES ('x'), ('y');"
    /* rows without end, none of them a value: only a limit stops it (a
     * NULL the engine could see as constant would end it at once) */
    "CREATE VIEW endless AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL"
    " SELECT i + 1 FROM n) SELECT CASE WHEN i < 0 THEN 'x' END AS t"
    " FROM n;";

static void make_database(void)
{
	strcpy(scratch_dir, "/tmp/plansql-check-samples-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(scratch_dir));
	snprintf(db_path, sizeof db_path, "%s/samples.db", scratch_dir);
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

/* The three tables, as a catalog built in C; places.label already has
 * samples when keep is set. */
static plansql_catalog *catalog_of(bool keep)
{
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, NULL, "people", NULL);
	plansql_catalog_builder_column(b, "id", "INTEGER", PLANSQL_PRIMARY_KEY,
				       NULL);
	const char *const text_columns[] = {"name", "code", "note", "city"};
	for (size_t i = 0; i < 4; i++)
		plansql_catalog_builder_column(b, text_columns[i], "TEXT", 0,
					       NULL);
	plansql_catalog_builder_column(b, "age", "INTEGER", 0, NULL);
	plansql_catalog_builder_table(b, NULL, "places", NULL);
	plansql_catalog_builder_column(b, "label", "TEXT", 0, NULL);
	if (keep) {
		const char *const kept[] = {"kept"};
		plansql_catalog_builder_samples(b, kept, 1);
	}
	plansql_catalog_builder_table(b, NULL, "endless", NULL);
	plansql_catalog_builder_kind(b, "view");
	plansql_catalog_builder_column(b, "t", "TEXT", 0, NULL);
	plansql_catalog *c = NULL;
	plansql_result *r = plansql_catalog_builder_finish(b, &c);
	ck_assert_ptr_nonnull(c);
	plansql_result_free(r);
	return c;
}

/* The samples of table.column as the catalog's JSON has them, joined by
 * '|'; "" for none. */
static char *samples_of(const plansql_catalog *c, const char *table,
			const char *column)
{
	static char joined[256];
	char *json = plansql_catalog_json(c);
	ck_assert_ptr_nonnull(json);
	plansql_json_doc *doc = NULL;
	plansql_result_free(plansql_json_read(json, strlen(json), NULL, &doc));
	ck_assert_ptr_nonnull(doc);
	joined[0] = '\0';
	const plansql_json_value *tables = plansql_json_root(doc);
	for (size_t i = 0; i < plansql_json_length(tables); i++) {
		const plansql_json_value *t = plansql_json_item(tables, i);
		if (strcmp(
			plansql_json_text_of(plansql_json_get(t, "table_name")),
			table))
			continue;
		const plansql_json_value *cols = plansql_json_get(t, "columns");
		for (size_t j = 0; j < plansql_json_length(cols); j++) {
			const plansql_json_value *col =
			    plansql_json_item(cols, j);
			if (strcmp(plansql_json_text_of(
				       plansql_json_get(col, "column_name")),
				   column))
				continue;
			const plansql_json_value *s =
			    plansql_json_get(col, "samples");
			for (size_t k = 0; k < plansql_json_length(s); k++) {
				if (k)
					strcat(joined, "|");
				strcat(joined, plansql_json_text_of(
						   plansql_json_item(s, k)));
			}
		}
	}
	plansql_json_doc_free(doc);
	plansql_free(json);
	return joined;
}

START_TEST(text_columns_get_a_few_distinct_values)
{
	plansql_catalog *c = catalog_of(false);
	plansql_db *db = open_db();
	ck_assert_int_eq(plansql_catalog_read_samples(c, db, not_endless, NULL),
			 PLANSQL_OK);
	ck_assert_str_eq(samples_of(c, "people", "name"), "Ann|Bob|Cy");
	/* numbers as text: also the values with no digit */
	ck_assert_str_eq(samples_of(c, "people", "code"), "1|2|3|-|n/a");
	ck_assert_str_eq(samples_of(c, "people", "note"), "");
	ck_assert_str_eq(samples_of(c, "people", "city"), "");
	ck_assert_str_eq(samples_of(c, "people", "age"), "");
	ck_assert_str_eq(samples_of(c, "places", "label"), "x|y");
	plansql_db_close(db);
	plansql_catalog_free(c);
}
END_TEST

START_TEST(samples_held_are_kept_and_flags_choose_tables)
{
	plansql_catalog *c = catalog_of(true);
	plansql_db *db = open_db();
	const bool places_only[] = {false, true, false};
	ck_assert_int_eq(plansql_catalog_read_samples(c, db, places_only, NULL),
			 PLANSQL_OK);
	ck_assert_str_eq(samples_of(c, "places", "label"), "kept");
	ck_assert_str_eq(samples_of(c, "people", "name"), "");
	plansql_db_close(db);
	plansql_catalog_free(c);
}
END_TEST

START_TEST(a_read_stops_at_its_time_limit)
{
	plansql_catalog *c = catalog_of(false);
	plansql_db *db = open_db();
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	ck_assert(o.seconds > 0); /* a limit by default */
	o.seconds = 0.2;
	ck_assert_int_eq(plansql_catalog_read_samples(c, db, endless_only, &o),
			 PLANSQL_OK);
	ck_assert_str_eq(samples_of(c, "endless", "t"), "");
	plansql_db_close(db);
	plansql_catalog_free(c);
}
END_TEST

struct canceller {
	plansql_db *db;
	int calls;
};

static void cancel_at_once(void *context)
{
	struct canceller *k = context;
	k->calls++;
	plansql_db_cancel(k->db);
}

START_TEST(waiting_is_called_and_can_cancel)
{
	plansql_catalog *c = catalog_of(false);
	struct canceller k = {open_db(), 0};
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	o.seconds = 0; /* no limit: only the cancel ends the read */
	o.waiting = cancel_at_once;
	o.context = &k;
	ck_assert_int_eq(
	    plansql_catalog_read_samples(c, k.db, endless_only, &o),
	    PLANSQL_OK);
	ck_assert_int_ge(k.calls, 1);
	plansql_db_close(k.db);
	plansql_catalog_free(c);
}
END_TEST

START_TEST(misuse_is_refused)
{
	plansql_catalog *c = catalog_of(false);
	plansql_db *db = open_db();
	ck_assert_int_eq(plansql_catalog_read_samples(NULL, db, NULL, NULL),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_read_samples(c, NULL, NULL, NULL),
			 PLANSQL_MISUSE);
	/* an options struct of an older, smaller size keeps the defaults */
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o.size);
	ck_assert_int_eq(plansql_catalog_read_samples(c, db, not_endless, &o),
			 PLANSQL_OK);
	ck_assert_str_eq(samples_of(c, "places", "label"), "x|y");
	plansql_db_close(db);
	plansql_catalog_free(c);
}
END_TEST

/* ---- value lookups ---- */

START_TEST(lookups_say_what_rows_hold)
{
	plansql_db *db = open_db();
	plansql_db_lookup *l = plansql_db_lookup_new(db, NULL);
	ck_assert_ptr_nonnull(l);
	ck_assert_int_eq(
	    plansql_db_lookup_value(l, NULL, "people", "name", "Ann", NULL),
	    PLANSQL_VALUE_FOUND);
	ck_assert_int_eq(
	    plansql_db_lookup_value(l, NULL, "people", "name", "Zed", NULL),
	    PLANSQL_VALUE_MISSING);
	/* a table the engine refuses: no answer */
	ck_assert_int_eq(
	    plansql_db_lookup_value(l, NULL, "nowhere", "name", "Ann", NULL),
	    PLANSQL_VALUE_UNKNOWN);
	ck_assert_int_eq(
	    plansql_db_lookup_value(l, NULL, "people", NULL, "Ann", NULL),
	    PLANSQL_VALUE_UNKNOWN);
	ck_assert_int_eq(
	    plansql_db_lookup_value(NULL, NULL, "people", "name", "Ann", NULL),
	    PLANSQL_VALUE_UNKNOWN);
	ck_assert_ptr_null(plansql_db_lookup_new(NULL, NULL));
	plansql_db_lookup_free(l);
	plansql_db_lookup_free(NULL);
	plansql_db_close(db);
}
END_TEST

/* The audit with the lookup: a value spelt in other case is repaired to
 * the row's spelling. */
START_TEST(the_audit_repairs_spellings_through_a_lookup)
{
	static const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"people\", \"columns\": [{\"column\": \"age\"}], "
	    "\"filters\": [{\"column\": \"name\", \"op\": \"=\", "
	    "\"value\": \" bob\"}]}]}";
	plansql_catalog *c = catalog_of(false);
	plansql_db *db = open_db();
	plansql_db_lookup *l = plansql_db_lookup_new(db, NULL);
	plansql_options o;
	plansql_options_init(&o, sizeof o);
	o.catalog = c;
	o.lookup_value = plansql_db_lookup_value;
	o.lookup_context = l;
	plansql_result *r = plansql_compile(plan, strlen(plan), &o);
	const char *sql = plansql_result_sql(r);
	ck_assert_ptr_nonnull(sql);
	ck_assert_msg(strstr(sql, "'Bob'"), "not repaired: %s", sql);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "value-spelling");
	plansql_result_free(r);
	plansql_db_lookup_free(l);
	plansql_db_close(db);
	plansql_catalog_free(c);
}
END_TEST

static void count_waiting(void *context)
{
	++*(int *)context;
}

/* Stopped at the limit, and the answer kept: asked again, the lookup
 * reads nothing (its waiting is not called). */
START_TEST(a_lookup_stops_at_its_time_limit)
{
	plansql_db *db = open_db();
	int waited = 0;
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	o.seconds = 0.5;
	o.waiting = count_waiting;
	o.context = &waited;
	plansql_db_lookup *l = plansql_db_lookup_new(db, &o);
	ck_assert_int_eq(
	    plansql_db_lookup_value(l, NULL, "endless", "t", "x", NULL),
	    PLANSQL_VALUE_UNKNOWN);
	int first = waited;
	ck_assert_int_ge(first, 1);
	ck_assert_int_eq(
	    plansql_db_lookup_value(l, NULL, "endless", "t", "x", NULL),
	    PLANSQL_VALUE_UNKNOWN);
	ck_assert_int_eq(waited, first);
	plansql_db_lookup_free(l);
	plansql_db_close(db);
}
END_TEST

static Suite *probes_suite(void)
{
	Suite *s = suite_create("api_probes");
	TCase *tc = tcase_create("probes");
	tcase_add_checked_fixture(tc, make_database, remove_database);
	tcase_add_test(tc, text_columns_get_a_few_distinct_values);
	tcase_add_test(tc, samples_held_are_kept_and_flags_choose_tables);
	tcase_add_test(tc, a_read_stops_at_its_time_limit);
	tcase_add_test(tc, waiting_is_called_and_can_cancel);
	tcase_add_test(tc, misuse_is_refused);
	tcase_add_test(tc, lookups_say_what_rows_hold);
	tcase_add_test(tc, the_audit_repairs_spellings_through_a_lookup);
	tcase_add_test(tc, a_lookup_stops_at_its_time_limit);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	runner_suite_fn *const suites[] = {probes_suite, NULL};
	return runner_run(suites);
}
