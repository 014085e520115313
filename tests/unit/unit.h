/* The suites of check_unit, one per stage of src/README.md (unit_STAGE.c),
 * each test in a test case named after the module it exercises; and the
 * helpers several of them share (unit.c). */
#ifndef PLANSQL_TEST_UNIT_H
#define PLANSQL_TEST_UNIT_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

#include "common/strbuf.h"
#include "plansql.h"

Suite *unit_common_suite(void);
Suite *unit_json_suite(void);
Suite *unit_sql_suite(void);
Suite *unit_dialects_suite(void);
Suite *unit_plan_suite(void);
Suite *unit_catalog_suite(void);
/* the data section's cases, in the catalog suite (unit_catalog_data.c) */
void unit_catalog_data_cases(Suite *s);
Suite *unit_audit_suite(void);
Suite *unit_lower_suite(void);
Suite *unit_api_suite(void);

/* A test case of suite s named after its module, with the time limit
 * every unit test has. */
TCase *unit_case(Suite *s, const char *module);

/* ---- plans read, and their diagnostics ---- */

/* The first diagnostic of r that is an error, or NULL. */
const plansql_diagnostic *first_error(const plansql_result *r);
/* Reads len bytes from a copy of exactly that size, so that a read past
 * the end shows under ASan and valgrind. */
plansql_result *read_exact(const char *text, size_t len, plansql_plan **plan);
/* Reads text as a plan and checks its first error (a NULL pointer or a
 * negative offset is not checked). */
void expect_error(const char *text, size_t len, const char *code,
		  const char *pointer, long offset);
/* Reads text as a plan and checks it has no error. */
void expect_accepted(const char *text);
/* {"decision": "proceed", "selections": [{"table": "<len a's>", ...}]} */
char *plan_with_table_name(size_t len);

/* What a writer wrote, as a malloc'd text. */
char *written(strbuf *sb);

/* ---- names for the hashed lookups (scopes, the catalog's index) ---- */

/* A small deterministic generator: the same names on every run. */
uint32_t next_random(uint32_t *state);
/* Names that collide: the same name, its case variants, an alias equal
 * to another range's table. */
#define NAME_POOL_SIZE 12
extern const char *const name_pool[NAME_POOL_SIZE];
/* Every name worth asking a scope or an index about: the pool, its
 * case variants, and names nothing has; out needs NAME_POOL_SIZE * 4 +
 * 8 rows.  Returns their count. */
size_t query_names(char out[][32]);

#endif
