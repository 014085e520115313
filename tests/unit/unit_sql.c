/* Unit tests of the SQL stage: the printer passing a failure on,
 * --verify's count of statements, and bind parameters. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/arena.h"
#include "common/diag.h"
#include "common/strbuf.h"
#include "lower/lower.h"
#include "sql/sql_dialect.h"
#include "sql/sql_print.h"
#include "sql/sql_verify.h"
#include "plansql.h"
#include "unit.h"

/* ---- sql_print: sql/sql_print.c ---- */

/* The printer renders a list item apart (pretty mode): an item past the
 * statement's limit fails the statement, which then holds no memory (it
 * kept its text, and leaked it, when the item's error was copied). */
START_TEST(printer_passes_a_failure_on)
{
	static const char plan_text[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"t\", \"columns\": [{\"column\": \"a\"}, {\"column\": "
	    "\"a_column_whose_name_is_longer_than_the_limit\"}]}]}";
	plansql_plan *plan;
	plansql_result_free(
	    plansql_plan_read(plan_text, sizeof plan_text - 1, &plan));
	ck_assert_ptr_nonnull(plan);
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	struct lower_options lo = {0};
	struct query *q = lower_plan(plan, &lo, &a, &d);
	ck_assert_ptr_nonnull(q);
	strbuf out;
	strbuf_init(&out, NULL, 0, 40); /* the second item alone is longer */
	struct printer p = {
	    .out = &out, .dialect = sql_dialect_get(PLANSQL_POSTGRES), .d = &d};
	sql_print_query(&p, q);
	ck_assert_int_eq(out.error, STRBUF_TOOBIG);
	ck_assert_ptr_null(out.text);
	ck_assert_ptr_null(strbuf_finish(&out));
	arena_free(&a);
	plansql_plan_free(plan);
}
END_TEST

/* ---- sql_verify: sql/sql_verify.c (PostgreSQL's parser) ---- */

/* What sql_verify_postgres says of sql: "" when it accepts it, else the
 * first message. */
static const char *verify_message(arena *a, const char *sql)
{
	diag_list d;
	diag_init(&d, a);
	bool ok = sql_verify_postgres(sql, &d);
	ck_assert_int_eq(ok, d.count == 0);
	return ok ? "" : d.items[0].message;
}

START_TEST(verify_counts_statements_of_any_depth)
{
	arena a;
	arena_init(&a, 0);
	ck_assert_str_eq(verify_message(&a, "SELECT 1"), "");
	/* strings and names that look like the parse tree's JSON */
	ck_assert_str_eq(
	    verify_message(&a, "SELECT '{\"stmt\":[}]\\' AS \"}]\"\"{\""), "");
	ck_assert_str_eq(verify_message(&a, "SELECT 1; SELECT 2"),
			 "the SQL parses as 2 statements, not one SELECT");
	ck_assert_str_eq(verify_message(&a, "SELECT 1; DELETE FROM t"),
			 "the SQL parses as 2 statements, not one SELECT");
	ck_assert_str_eq(verify_message(&a, "DELETE FROM t"),
			 "the SQL parses as 1 statements, not one SELECT");
	ck_assert_str_eq(verify_message(&a, ""),
			 "the SQL parses as 0 statements, not one SELECT");
	/* sixty joins nest far deeper than a JSON parser's default */
	char sql[4096] = "SELECT 1 FROM t0";
	for (int i = 1; i <= 60; i++)
		snprintf(sql + strlen(sql), sizeof sql - strlen(sql),
			 " JOIN t%d ON t%d.a = t%d.a", i, i - 1, i);
	ck_assert_str_eq(verify_message(&a, sql), "");
	arena_free(&a);
}
END_TEST

/* ---- sql_params: sql/sql_params.c ---- */

static const char params_plan[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"t\", "
    "\"columns\": [{\"column\": \"a\"}], \"filters\": ["
    "{\"column\": \"a\", \"op\": \"=\", \"value\": \"x'y\"}, "
    "{\"column\": \"b\", \"op\": \">\", \"value\": 2.5}, "
    "{\"column\": \"c\", \"op\": \"in\", \"value\": [1, 3000000000]}, "
    "{\"column\": \"d\", \"op\": \"=\", \"value\": true}, "
    "{\"column\": \"e\", \"op\": \"starts_with\", \"value\": \"5%\"}, "
    "{\"column\": \"f\", \"op\": \"=\", \"value\": null}]}], "
    "\"limit\": 7}";

START_TEST(params_replace_the_values_of_conditions)
{
	static const struct {
		plansql_dialect dialect;
		const char *sql;
	} want[] = {
	    {PLANSQL_SQLITE,
	     "SELECT \"t\".\"a\" FROM \"t\" WHERE \"t\".\"a\" = ? AND "
	     "\"t\".\"b\" > ? AND \"t\".\"c\" IN (?, ?) AND \"t\".\"d\" = ? "
	     "AND \"t\".\"e\" GLOB ? AND \"t\".\"f\" IS NULL LIMIT 7"},
	    {PLANSQL_POSTGRES,
	     "SELECT \"t\".\"a\" FROM \"t\" WHERE \"t\".\"a\" = $1 AND "
	     "\"t\".\"b\" > $2::numeric AND \"t\".\"c\" IN ($3::integer, "
	     "$4::bigint) AND \"t\".\"d\" = $5::boolean AND \"t\".\"e\" LIKE "
	     "$6 ESCAPE '!' AND \"t\".\"f\" IS NULL LIMIT 7"},
	    {PLANSQL_TSQL,
	     "SELECT TOP (7) [t].[a] FROM [t] WHERE [t].[a] = @p1 AND [t].[b] "
	     "> @p2 AND [t].[c] IN (@p3, @p4) AND [t].[d] = @p5 AND [t].[e] "
	     "LIKE @p6 ESCAPE '!' AND [t].[f] IS NULL"},
	};
	static const char *const texts[] = {"x'y", "2.5", "1", "3000000000",
					    "true"};
	static const plansql_param_type types[] = {
	    PLANSQL_PARAM_STRING, PLANSQL_PARAM_NUMBER, PLANSQL_PARAM_INTEGER,
	    PLANSQL_PARAM_INTEGER, PLANSQL_PARAM_BOOLEAN};
	for (size_t k = 0; k < sizeof want / sizeof *want; k++) {
		plansql_options o = {.size = sizeof(plansql_options),
				     .dialect = want[k].dialect,
				     .flags = PLANSQL_COMPACT | PLANSQL_PARAMS};
		plansql_result *r =
		    plansql_compile(params_plan, strlen(params_plan), &o);
		ck_assert_str_eq(plansql_result_sql(r), want[k].sql);
		ck_assert_uint_eq(plansql_result_param_count(r), 6);
		for (size_t i = 0; i < 5; i++) {
			const plansql_param *p = plansql_result_param(r, i);
			ck_assert_int_eq(p->type, types[i]);
			ck_assert_str_eq(p->text, texts[i]);
		}
		ck_assert_str_eq(plansql_result_param(r, 5)->text,
				 want[k].dialect == PLANSQL_SQLITE ? "5%*"
								   : "5!%%");
		ck_assert_ptr_null(plansql_result_param(r, 6));
		char *json = plansql_result_json(r);
		ck_assert_ptr_nonnull(strstr(
		    json,
		    "\"parameters\": [\n    {\n      \"type\": \"string\""));
		ck_assert_ptr_nonnull(strstr(json, "\"value\": 3000000000\n"));
		ck_assert_ptr_nonnull(strstr(json, "\"value\": true\n"));
		plansql_free(json);
		plansql_result_free(r);
	}
}
END_TEST

START_TEST(without_params_nothing_changes)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .flags = PLANSQL_COMPACT};
	plansql_result *r =
	    plansql_compile(params_plan, strlen(params_plan), &o);
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "= 'x''y'"));
	ck_assert_uint_eq(plansql_result_param_count(r), 0);
	ck_assert_ptr_null(plansql_result_param(r, 0));
	char *json = plansql_result_json(r);
	ck_assert_ptr_null(strstr(json, "parameters"));
	plansql_free(json);
	plansql_result_free(r);
	/* rejected: no SQL, no values, "parameters": null */
	o = (plansql_options){.size = sizeof(plansql_options),
			      .dialect = 99,
			      .flags = PLANSQL_PARAMS};
	r = plansql_compile(params_plan, strlen(params_plan), &o);
	ck_assert_uint_eq(plansql_result_param_count(r), 0);
	json = plansql_result_json(r);
	ck_assert_ptr_nonnull(strstr(json, "\"parameters\": null"));
	plansql_free(json);
	plansql_result_free(r);
	ck_assert_str_eq(plansql_param_type_name(PLANSQL_PARAM_DATETIME),
			 "datetime");
	ck_assert_ptr_null(plansql_param_type_name((plansql_param_type)6));
	ck_assert_uint_eq(plansql_result_param_count(NULL), 0);
}
END_TEST

Suite *unit_sql_suite(void)
{
	Suite *s = suite_create("sql");
	TCase *tc = unit_case(s, "sql_print");
	tcase_add_test(tc, printer_passes_a_failure_on);
	tc = unit_case(s, "sql_verify");
	tcase_add_test(tc, verify_counts_statements_of_any_depth);
	tc = unit_case(s, "sql_params");
	tcase_add_test(tc, params_replace_the_values_of_conditions);
	tcase_add_test(tc, without_params_nothing_changes);
	return s;
}
