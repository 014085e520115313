/* Catalogs built in C (plansql_catalog_builder_*) against the JSON
 * catalog of the same tables: the demo catalog rebuilt table by table
 * writes back byte for byte and compiles every example plan alike; bad
 * input gives the diagnostics the JSON catalog gives.  And the options
 * of plansql_catalog_load. */
#include <check.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"
#include "runner.h"
#include "testlib.h"

static const char *member_string(json_object *o, const char *key)
{
	json_object *v = json_object_object_get(o, key);
	return v ? json_object_get_string(v) : NULL;
}

static unsigned column_flags(json_object *table, json_object *column)
{
	const char *name = member_string(column, "column_name");
	json_object *pk = json_object_object_get(
	    json_object_object_get(table, "metadata"), "primary_key");
	unsigned flags = 0;
	json_object *nullable = json_object_object_get(column, "is_nullable");
	if (nullable && !json_object_get_boolean(nullable))
		flags |= PLANSQL_NOT_NULL;
	if (pk && json_object_is_type(pk, json_type_string) &&
	    !strcmp(json_object_get_string(pk), name))
		flags |= PLANSQL_PRIMARY_KEY;
	for (size_t i = 0; pk && json_object_is_type(pk, json_type_array) &&
			   i < json_object_array_length(pk);
	     i++)
		if (!strcmp(json_object_get_string(
				json_object_array_get_idx(pk, i)),
			    name))
			flags |= PLANSQL_PRIMARY_KEY;
	return flags;
}

static void build_table(plansql_catalog_builder *b, json_object *t)
{
	json_object *meta = json_object_object_get(t, "metadata");
	ck_assert_int_eq(
	    plansql_catalog_builder_table(b, member_string(t, "schema"),
					  member_string(t, "table_name"),
					  member_string(meta, "description")),
	    PLANSQL_OK);
	ck_assert_int_eq(
	    plansql_catalog_builder_kind(b, member_string(meta, "kind")),
	    PLANSQL_OK);
	json_object *columns = json_object_object_get(t, "columns");
	for (size_t i = 0; i < json_object_array_length(columns); i++) {
		json_object *c = json_object_array_get_idx(columns, i);
		ck_assert_int_eq(plansql_catalog_builder_column(
				     b, member_string(c, "column_name"),
				     member_string(c, "data_type"),
				     column_flags(t, c),
				     member_string(c, "description")),
				 PLANSQL_OK);
	}
	json_object *keys = json_object_object_get(t, "foreign_keys");
	for (size_t i = 0; i < json_object_array_length(keys); i++) {
		json_object *k = json_object_array_get_idx(keys, i);
		ck_assert_int_eq(plansql_catalog_builder_foreign_key(
				     b, member_string(k, "foreign_key"),
				     member_string(k, "primary_key_schema"),
				     member_string(k, "primary_key_table"),
				     member_string(k, "primary_key_column")),
				 PLANSQL_OK);
	}
}

/* The demo catalog, read with json-c and built through the builder. */
static plansql_catalog *built_demo_catalog(void)
{
	char *path = src_path("examples/demo/catalog.json");
	json_object *tables = json_object_from_file(path);
	free(path);
	ck_assert_ptr_nonnull(tables);
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	ck_assert_ptr_nonnull(b);
	for (size_t i = 0; i < json_object_array_length(tables); i++)
		build_table(b, json_object_array_get_idx(tables, i));
	json_object_put(tables);
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_builder_finish(b, &catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	plansql_result_free(r);
	ck_assert_ptr_nonnull(catalog);
	return catalog;
}

/* The demo catalog without what its data holds, which the builder does
 * not state. */
static plansql_catalog *demo_catalog_without_data(void)
{
	char *path = src_path("examples/demo/catalog.json");
	json_object *tables = json_object_from_file(path);
	free(path);
	ck_assert_ptr_nonnull(tables);
	for (size_t i = 0; i < json_object_array_length(tables); i++) {
		json_object *columns = json_object_object_get(
		    json_object_array_get_idx(tables, i), "columns");
		for (size_t j = 0; j < json_object_array_length(columns); j++)
			json_object_object_del(
			    json_object_array_get_idx(columns, j), "data");
	}
	const char *text = json_object_to_json_string(tables);
	plansql_catalog *catalog = NULL;
	plansql_result_free(plansql_catalog_read(text, strlen(text), &catalog));
	json_object_put(tables);
	ck_assert_ptr_nonnull(catalog);
	return catalog;
}

START_TEST(built_demo_catalog_writes_back_the_same)
{
	plansql_catalog *json = demo_catalog_without_data();
	plansql_catalog *built = built_demo_catalog();
	char *a = plansql_catalog_json(json), *b = plansql_catalog_json(built);
	ck_assert_msg(!strcmp(a, b), "the built catalog writes back as %.300s",
		      b);
	plansql_free(a);
	plansql_free(b);
	plansql_catalog_free(json);
	plansql_catalog_free(built);
}
END_TEST

/* The tables in the catalog's order, as its JSON lists them; a schema
 * only where one was given. */
START_TEST(tables_are_listed_in_the_catalog_order)
{
	plansql_catalog *demo = load_demo_catalog();
	char *json = plansql_catalog_json(demo);
	size_t count = plansql_catalog_table_count(demo);
	ck_assert_uint_gt(count, 1);
	const char *at = json;
	for (size_t i = 0; i < count; i++) {
		char quoted[128];
		snprintf(quoted, sizeof quoted, "\"table_name\": \"%s\"",
			 plansql_catalog_table_name(demo, i));
		const char *found = strstr(at, quoted);
		ck_assert_msg(found, "table %zu, %s, not next in the JSON", i,
			      quoted);
		at = found + 1;
		ck_assert_ptr_null(plansql_catalog_table_schema(demo, i));
	}
	ck_assert_ptr_null(plansql_catalog_table_name(demo, count));
	plansql_free(json);
	plansql_catalog_free(demo);

	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, "sales", "orders", NULL);
	plansql_catalog_builder_column(b, "id", "integer", 0, NULL);
	plansql_catalog *built = NULL;
	plansql_result_free(plansql_catalog_builder_finish(b, &built));
	ck_assert_ptr_nonnull(built);
	ck_assert_uint_eq(plansql_catalog_table_count(built), 1);
	ck_assert_str_eq(plansql_catalog_table_schema(built, 0), "sales");
	ck_assert_str_eq(plansql_catalog_table_name(built, 0), "orders");
	plansql_catalog_free(built);
}
END_TEST

/* What the demo lacks: schemas, a search order, a key into the table's
 * own schema named, one into another schema, a composite primary key,
 * column descriptions and samples. */
START_TEST(everything_the_format_says_is_built_alike)
{
	const char *json =
	    "[{\"table_name\": \"orders\", \"schema\": \"sales\", "
	    "\"search_order\": 1, \"columns\": [{\"column_name\": \"id\", "
	    "\"data_type\": \"integer\", \"is_nullable\": false}, "
	    "{\"column_name\": \"line\", \"data_type\": \"integer\", "
	    "\"is_nullable\": false, \"description\": \"from 1\"}, "
	    "{\"column_name\": \"customer\", \"samples\": [\"7\", "
	    "\"8\"]}, {\"column_name\": \"rep\"}], \"metadata\": "
	    "{\"description\": \"Order lines.\", \"kind\": \"view\", "
	    "\"primary_key\": [\"id\", \"line\"]}, \"foreign_keys\": "
	    "[{\"foreign_key\": \"customer\", \"primary_key_table\": "
	    "\"customers\", \"primary_key_column\": \"id\", "
	    "\"primary_key_schema\": \"sales\"}, {\"foreign_key\": \"rep\", "
	    "\"primary_key_table\": \"staff\", \"primary_key_column\": "
	    "\"id\", \"primary_key_schema\": \"hr\"}]},"
	    " {\"table_name\": \"customers\", \"schema\": \"sales\", "
	    "\"columns\": [{\"column_name\": \"id\"}], \"metadata\": "
	    "{\"primary_key\": \"id\"}},"
	    " {\"table_name\": \"staff\", \"schema\": \"hr\", "
	    "\"search_order\": 0, \"columns\": [{\"column_name\": "
	    "\"id\"}]}]";
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, "sales", "orders", "Order lines.");
	plansql_catalog_builder_kind(b, "view");
	plansql_catalog_builder_search_order(b, 1);
	unsigned key = PLANSQL_PRIMARY_KEY | PLANSQL_NOT_NULL;
	plansql_catalog_builder_column(b, "id", "integer", key, NULL);
	plansql_catalog_builder_column(b, "line", "integer", key, "from 1");
	plansql_catalog_builder_column(b, "customer", NULL, 0, NULL);
	const char *samples[] = {"7", "8"};
	plansql_catalog_builder_samples(b, samples, 2);
	plansql_catalog_builder_column(b, "rep", NULL, 0, NULL);
	plansql_catalog_builder_foreign_key(b, "customer", "sales", "customers",
					    "id");
	plansql_catalog_builder_foreign_key(b, "rep", "hr", "staff", "id");
	plansql_catalog_builder_table(b, "sales", "customers", NULL);
	plansql_catalog_builder_column(b, "id", NULL, PLANSQL_PRIMARY_KEY,
				       NULL);
	plansql_catalog_builder_table(b, "hr", "staff", NULL);
	ck_assert_int_eq(plansql_catalog_builder_search_order(b, 0),
			 PLANSQL_OK);
	plansql_catalog_builder_column(b, "id", NULL, 0, NULL);
	plansql_catalog *built, *read;
	plansql_result *rb = plansql_catalog_builder_finish(b, &built);
	plansql_result *rj = plansql_catalog_read(json, strlen(json), &read);
	ck_assert_uint_eq(plansql_result_diagnostic_count(rj), 0);
	ck_assert_uint_eq(plansql_result_diagnostic_count(rb), 0);
	char *a = plansql_catalog_json(read), *c = plansql_catalog_json(built);
	ck_assert_str_eq(c, a);
	ck_assert_ptr_nonnull(strstr(a, "\"primary_key_schema\": \"sales\""));
	plansql_free(a);
	plansql_free(c);
	plansql_result_free(rb);
	plansql_result_free(rj);
	plansql_catalog_free(built);
	plansql_catalog_free(read);
}
END_TEST

/* The result JSON of compiling (or auditing) plan with catalog. */
static char *outcome(const char *plan, size_t len, plansql_catalog *catalog,
		     plansql_dialect dialect, bool audit)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	o.dialect = dialect;
	o.now = TEST_NOW;
	plansql_plan *audited = NULL;
	plansql_result *r = audit ? plansql_audit(plan, len, &o, &audited)
				  : plansql_compile(plan, len, &o);
	char *json = plansql_result_json(r);
	plansql_result_free(r);
	plansql_plan_free(audited);
	return json;
}

START_TEST(built_demo_catalog_compiles_the_examples_alike)
{
	plansql_catalog *json = load_demo_catalog();
	plansql_catalog *built = built_demo_catalog();
	size_t count;
	char *dir = src_path("examples/plans");
	char **names = list_names(dir, ".json", &count);
	ck_assert_uint_gt(count, 10);
	for (size_t i = 0; i < count; i++) {
		char path[4096];
		snprintf(path, sizeof path, "%s/%s.json", dir, names[i]);
		size_t len;
		char *plan = read_file(path, &len);
		for (int d = 0; d < test_dialect_count(); d++)
			for (int audit = 0; audit < 2; audit++) {
				char *a = outcome(plan, len, json, d, audit);
				char *b = outcome(plan, len, built, d, audit);
				ck_assert_msg(!strcmp(a, b),
					      "%s: %.300s\nvs\n%.300s",
					      names[i], a, b);
				ck_assert_ptr_null(strstr(a, "\"error\""));
				plansql_free(a);
				plansql_free(b);
			}
		free(plan);
	}
	free_names(names, count);
	free(dir);
	plansql_catalog_free(json);
	plansql_catalog_free(built);
}
END_TEST

/* Each diagnostic on a line: severity, code, pointer, message, hint. */
static char *diagnostic_lines(const plansql_result *r)
{
	size_t cap = 4096, len = 0;
	char *text = calloc(1, cap);
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		len += (size_t)snprintf(
		    text + len, cap - len, "%d %s %s %s %s\n", d->severity,
		    d->code, d->pointer, d->message, d->hint ? d->hint : "-");
		ck_assert_uint_lt(len, cap);
	}
	return text;
}

/* The diagnostics of finishing b, which must fail, against those of
 * reading json; returns the builder's lines for further checks. */
static char *assert_same_diagnostics(plansql_catalog_builder *b,
				     const char *json)
{
	plansql_catalog *built, *read;
	plansql_result *rb = plansql_catalog_builder_finish(b, &built);
	plansql_result *rj = plansql_catalog_read(json, strlen(json), &read);
	ck_assert_ptr_null(built);
	ck_assert_ptr_null(read);
	char *lb = diagnostic_lines(rb), *lj = diagnostic_lines(rj);
	ck_assert_str_ne(lb, "");
	ck_assert_str_eq(lb, lj);
	free(lj);
	plansql_result_free(rb);
	plansql_result_free(rj);
	return lb;
}

START_TEST(empty_names_are_reported_where_json_has_them)
{
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, NULL, "a", NULL);
	plansql_catalog_builder_column(b, "id", "INTEGER", 0, NULL);
	plansql_catalog_builder_table(b, "", "", NULL);
	plansql_catalog_builder_column(b, "x", NULL, 0, NULL);
	plansql_catalog_builder_column(b, "", "TEXT", 0, NULL);
	char *lines = assert_same_diagnostics(
	    b, "[{\"table_name\": \"a\", \"columns\": [{\"column_name\": "
	       "\"id\", \"data_type\": \"INTEGER\"}]},"
	       " {\"table_name\": \"\", \"schema\": \"\", \"columns\": "
	       "[{\"column_name\": \"x\"}, {\"column_name\": \"\", "
	       "\"data_type\": \"TEXT\"}]}]");
	ck_assert_ptr_nonnull(strstr(lines, "empty-name /1/table_name "));
	ck_assert_ptr_nonnull(strstr(lines, "empty-name /1/schema "));
	ck_assert_ptr_nonnull(
	    strstr(lines, "empty-name /1/columns/1/column_name "));
	free(lines);
}
END_TEST

START_TEST(a_duplicate_table_is_reported_as_json_reports_it)
{
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, NULL, "a", NULL);
	plansql_catalog_builder_column(b, "id", NULL, PLANSQL_PRIMARY_KEY,
				       NULL);
	plansql_catalog_builder_table(b, NULL, "b", NULL);
	plansql_catalog_builder_table(b, NULL, "a", "again");
	char *lines = assert_same_diagnostics(
	    b, "[{\"table_name\": \"a\", \"columns\": [{\"column_name\": "
	       "\"id\"}], \"metadata\": {\"primary_key\": \"id\"}},"
	       " {\"table_name\": \"b\", \"columns\": []},"
	       " {\"table_name\": \"a\", \"columns\": [], \"metadata\": "
	       "{\"description\": \"again\"}}]");
	ck_assert_ptr_nonnull(strstr(lines, "duplicate-table /2/table_name"));
	free(lines);
}
END_TEST

/* A key to a table or column the catalog lacks: whatever the JSON
 * catalog makes of it, the builder makes the same. */
START_TEST(foreign_keys_to_what_is_missing_read_as_in_json)
{
	const char *json =
	    "[{\"table_name\": \"a\", \"columns\": [{\"column_name\": "
	    "\"b_id\"}, {\"column_name\": \"c_id\"}], \"foreign_keys\": "
	    "[{\"foreign_key\": \"b_id\", \"primary_key_table\": \"b\", "
	    "\"primary_key_column\": \"nope\"}, {\"foreign_key\": \"c_id\", "
	    "\"primary_key_table\": \"c\", \"primary_key_column\": "
	    "\"id\"}]}, {\"table_name\": \"b\", \"columns\": "
	    "[{\"column_name\": \"id\"}]}]";
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, NULL, "a", NULL);
	plansql_catalog_builder_column(b, "b_id", NULL, 0, NULL);
	plansql_catalog_builder_column(b, "c_id", NULL, 0, NULL);
	plansql_catalog_builder_foreign_key(b, "b_id", NULL, "b", "nope");
	plansql_catalog_builder_foreign_key(b, "c_id", NULL, "c", "id");
	plansql_catalog_builder_table(b, NULL, "b", NULL);
	plansql_catalog_builder_column(b, "id", NULL, 0, NULL);
	plansql_catalog *built, *read;
	plansql_result *rb = plansql_catalog_builder_finish(b, &built);
	plansql_result *rj = plansql_catalog_read(json, strlen(json), &read);
	char *lb = diagnostic_lines(rb), *lj = diagnostic_lines(rj);
	ck_assert_str_eq(lb, lj);
	ck_assert_int_eq(!built, !read);
	if (built) {
		char *a = plansql_catalog_json(read);
		char *c = plansql_catalog_json(built);
		ck_assert_str_eq(c, a);
		plansql_free(a);
		plansql_free(c);
	}
	free(lb);
	free(lj);
	plansql_result_free(rb);
	plansql_result_free(rj);
	plansql_catalog_free(built);
	plansql_catalog_free(read);
}
END_TEST

/* JSON text cannot hold what is not UTF-8: the builder reports it at
 * the field it would be. */
START_TEST(text_that_is_not_utf8_is_an_error_at_its_field)
{
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	plansql_catalog_builder_table(b, NULL, "a\xff", NULL);
	plansql_catalog_builder_column(b, "id", NULL, 0, "bad \xc3");
	const char *samples[] = {"ok", "\xe2\x82"};
	ck_assert_int_eq(plansql_catalog_builder_samples(b, samples, 2),
			 PLANSQL_OK);
	plansql_catalog *built;
	plansql_result *r = plansql_catalog_builder_finish(b, &built);
	ck_assert_ptr_null(built);
	char *lines = diagnostic_lines(r);
	ck_assert_str_eq(lines, "0 invalid-utf8 /0/table_name the catalog has "
				"text that is not UTF-8: \"a\\xFF\" -\n"
				"0 invalid-utf8 /0/columns/0/description the "
				"catalog has text that is not UTF-8: \"bad "
				"\\xC3\" -\n"
				"0 invalid-utf8 /0/columns/0/samples/1 the "
				"catalog has text that is not UTF-8: "
				"\"\\xE2\\x82\" -\n");
	free(lines);
	plansql_result_free(r);
}
END_TEST

START_TEST(steps_out_of_order_are_misuse)
{
	ck_assert_int_eq(plansql_catalog_builder_table(NULL, NULL, "a", NULL),
			 PLANSQL_MISUSE);
	plansql_catalog_builder *b = plansql_catalog_builder_new();
	ck_assert_int_eq(plansql_catalog_builder_column(b, "x", NULL, 0, NULL),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(
	    plansql_catalog_builder_foreign_key(b, "x", NULL, "t", "y"),
	    PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_builder_kind(b, "view"),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_builder_search_order(b, 0),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_builder_table(b, NULL, NULL, NULL),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_builder_table(b, NULL, "t", NULL),
			 PLANSQL_OK);
	const char *one[] = {"1"};
	ck_assert_int_eq(plansql_catalog_builder_samples(b, one, 1),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_builder_column(b, NULL, NULL, 0, NULL),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(
	    plansql_catalog_builder_foreign_key(b, "x", NULL, NULL, "y"),
	    PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_catalog_builder_column(b, "x", NULL, 0, NULL),
			 PLANSQL_OK);
	ck_assert_int_eq(plansql_catalog_builder_samples(b, one, 1),
			 PLANSQL_OK);
	/* what misuse refused left no trace: the catalog is fine */
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_builder_finish(b, &catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	char *json = plansql_catalog_json(catalog);
	ck_assert_ptr_nonnull(strstr(json, "\"samples\": [\n          \"1\""));
	plansql_free(json);
	plansql_result_free(r);
	plansql_catalog_free(catalog);
	r = plansql_catalog_builder_finish(NULL, &catalog);
	ck_assert_ptr_null(catalog);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "missing-argument");
	plansql_result_free(r);
	plansql_catalog_builder_free(plansql_catalog_builder_new());
	plansql_catalog_builder_free(NULL);
}
END_TEST

#define DEMO_DATABASE "sqlite:" TOP_BUILDDIR "/examples/demo.db"

static const char *only_code(const char *database,
			     const plansql_load_options *o)
{
	static char code[64];
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_load(database, o, &catalog);
	ck_assert_ptr_null(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	snprintf(code, sizeof code, "%s",
		 plansql_result_diagnostic(r, 0)->code);
	plansql_result_free(r);
	return code;
}

START_TEST(load_options_are_checked)
{
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	ck_assert_uint_eq(o.size, sizeof o);
	o.schemas = "public";
	ck_assert_str_eq(only_code(DEMO_DATABASE, &o),
			 "schemas-need-postgresql");
	plansql_load_options zero = {0};
	ck_assert_str_eq(only_code(DEMO_DATABASE, &zero), "bad-options");
	ck_assert_str_eq(only_code(NULL, NULL), "missing-argument");
	/* an older caller's options, up to schemas: the rest defaults */
	plansql_load_options_init(&o, sizeof o);
	o.size = offsetof(plansql_load_options, attachments);
	o.attachment_count = 3; /* beyond its size: not read */
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_load(DEMO_DATABASE, &o, &catalog);
	ck_assert_ptr_nonnull(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	plansql_result_free(r);
	plansql_catalog_free(catalog);
}
END_TEST

static Suite *api_catalog_suite(void)
{
	Suite *s = suite_create("api_catalog");
	TCase *tc = tcase_create("builder");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, built_demo_catalog_writes_back_the_same);
	tcase_add_test(tc, built_demo_catalog_compiles_the_examples_alike);
	tcase_add_test(tc, everything_the_format_says_is_built_alike);
	tcase_add_test(tc, empty_names_are_reported_where_json_has_them);
	tcase_add_test(tc, a_duplicate_table_is_reported_as_json_reports_it);
	tcase_add_test(tc, foreign_keys_to_what_is_missing_read_as_in_json);
	tcase_add_test(tc, text_that_is_not_utf8_is_an_error_at_its_field);
	tcase_add_test(tc, steps_out_of_order_are_misuse);
	tcase_add_test(tc, load_options_are_checked);
	tcase_add_test(tc, tables_are_listed_in_the_catalog_order);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {api_catalog_suite, NULL};
	return runner_run(suites);
}
