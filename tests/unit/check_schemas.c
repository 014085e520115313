/* Catalogs with schemas: one table name in several schemas, found by
 * schema and name, by the search order, or reported as ambiguous; the
 * same name twice in one schema is still a duplicate. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog.h"
#include "catalog/catalog_graph.h"
#include "runner.h"

static plansql_catalog *read_catalog(const char *json, plansql_result **r)
{
	plansql_catalog *c;
	*r = plansql_catalog_read(json, strlen(json), &c);
	return c;
}

static const char two_schemas[] =
    "[{\"table_name\": \"orders\", \"schema\": \"sales\"},"
    " {\"table_name\": \"orders\", \"schema\": \"hr\"},"
    " {\"table_name\": \"people\", \"schema\": \"hr\"}]";

START_TEST(one_name_in_two_schemas)
{
	plansql_result *r;
	plansql_catalog *c = read_catalog(two_schemas, &r);
	ck_assert_ptr_nonnull(c);
	const struct catalog_table *sales =
	    catalog_table_in(c, "sales", "orders");
	const struct catalog_table *hr = catalog_table_in(c, "HR", "Orders");
	ck_assert_ptr_nonnull(sales);
	ck_assert_ptr_nonnull(hr);
	ck_assert_str_eq(sales->schema, "sales");
	ck_assert_str_eq(hr->schema, "hr");
	ck_assert_ptr_null(catalog_table_in(c, "sales", "people"));
	/* no search order: the plain name means neither */
	ck_assert(catalog_name_ambiguous(c, "orders"));
	ck_assert_ptr_null(catalog_table(c, "orders"));
	const char *schemas[3];
	ck_assert_uint_eq(catalog_schemas_of(c, "ORDERS", schemas, 3), 2);
	ck_assert_str_eq(schemas[0], "sales");
	ck_assert_str_eq(schemas[1], "hr");
	/* a name in one schema only is found without its schema */
	ck_assert_ptr_eq(catalog_table(c, "people"),
			 catalog_table_in(c, "hr", "people"));
	ck_assert_str_eq(catalog_print_schema(sales, NULL), "sales");
	/* one schema's name, but nothing says the plain name reaches it */
	ck_assert_str_eq(
	    catalog_print_schema(catalog_table(c, "people"), NULL), "hr");
	plansql_result_free(r);
	plansql_catalog_free(c);
}
END_TEST

START_TEST(search_order_picks_the_first_schema)
{
	plansql_result *r;
	plansql_catalog *c =
	    read_catalog("[{\"table_name\": \"orders\", \"schema\": \"sales\","
			 "  \"search_order\": 1},"
			 " {\"table_name\": \"orders\", \"schema\": \"hr\","
			 "  \"search_order\": 0},"
			 " {\"table_name\": \"orders\", \"schema\": \"old\"},"
			 " {\"table_name\": \"audit\", \"schema\": \"old\"},"
			 " {\"table_name\": \"staff\", \"schema\": \"hr\","
			 "  \"search_order\": 0}]",
			 &r);
	ck_assert_ptr_nonnull(c);
	ck_assert(!catalog_name_ambiguous(c, "orders"));
	ck_assert_str_eq(catalog_table(c, "Orders")->schema, "hr");
	/* off the search path: always qualified */
	const struct catalog_table *audit = catalog_table(c, "audit");
	ck_assert_str_eq(catalog_print_schema(audit, NULL), "old");
	/* its plain name reaches it: printed alone */
	ck_assert_ptr_null(
	    catalog_print_schema(catalog_table(c, "staff"), NULL));
	plansql_result_free(r);
	plansql_catalog_free(c);
}
END_TEST

START_TEST(one_name_twice_in_a_schema_is_a_duplicate)
{
	plansql_result *r;
	plansql_catalog *c = read_catalog(
	    "[{\"table_name\": \"orders\", \"schema\": \"sales\"},"
	    " {\"table_name\": \"orders\", \"schema\": \"sales\"}]",
	    &r);
	ck_assert_ptr_null(c);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "duplicate-table");
	plansql_result_free(r);
}
END_TEST

START_TEST(foreign_keys_reach_across_schemas)
{
	plansql_result *r;
	plansql_catalog *c =
	    read_catalog("[{\"table_name\": \"orders\", \"schema\": \"sales\","
			 "  \"columns\": [{\"column_name\": \"by\"}],"
			 "  \"foreign_keys\": [{\"foreign_key\": \"by\","
			 "   \"primary_key_table\": \"people\","
			 "   \"primary_key_column\": \"id\","
			 "   \"primary_key_schema\": \"hr\"}]},"
			 " {\"table_name\": \"people\", \"schema\": \"hr\","
			 "  \"columns\": [{\"column_name\": \"id\"}]},"
			 " {\"table_name\": \"people\", \"schema\": \"sales\","
			 "  \"columns\": [{\"column_name\": \"id\"}]}]",
			 &r);
	ck_assert_ptr_nonnull(c);
	/* the key links sales.orders with hr.people, not sales.people */
	const struct catalog_table *orders =
	    catalog_table_in(c, "sales", "orders");
	size_t n;
	const struct fk_link *links =
	    catalog_links(c, (size_t)(orders - c->tables), &n);
	ck_assert_uint_eq(n, 1);
	ck_assert_ptr_eq(&c->tables[links[0].neighbour],
			 catalog_table_in(c, "hr", "people"));
	char *json = plansql_catalog_json(c);
	ck_assert_ptr_nonnull(strstr(json, "\"primary_key_schema\": \"hr\""));
	plansql_free(json);
	plansql_result_free(r);
	plansql_catalog_free(c);
}
END_TEST

static Suite *schemas_suite(void)
{
	Suite *s = suite_create("schemas");
	TCase *tc = tcase_create("catalog");
	tcase_add_test(tc, one_name_in_two_schemas);
	tcase_add_test(tc, search_order_picks_the_first_schema);
	tcase_add_test(tc, one_name_twice_in_a_schema_is_a_duplicate);
	tcase_add_test(tc, foreign_keys_reach_across_schemas);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {schemas_suite, NULL};
	return runner_run(suites);
}
