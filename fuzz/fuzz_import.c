/* SQL back to a plan (plansql_plan_import).  Two properties:
 *   - the round trip: the input read as a plan that compiles to
 *     PostgreSQL (with the demo catalog, and without one) is imported
 *     from that SQL with the same catalog; when the import does not
 *     refuse, the imported plan compiles to the same bytes.  A refusal
 *     is fine (the importer grows construct by construct); a plan that
 *     compiles to other SQL is a query that changed meaning;
 *   - the input itself, read as the SQL of each engine, is imported
 *     without a crash or a leak. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

/* Every compile counts relative periods from the same day. */
#define FUZZ_NOW "2026-01-15"

static plansql_options postgres_options(const plansql_catalog *catalog)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = PLANSQL_POSTGRES,
			     .now = FUZZ_NOW,
			     .catalog = catalog};
	return o;
}

/* The plan's PostgreSQL SQL, malloc'd, or NULL when it does not
 * compile. */
static char *postgres_sql(const plansql_plan *plan,
			  const plansql_catalog *catalog)
{
	plansql_options o = postgres_options(catalog);
	plansql_result *r = plansql_plan_compile(plan, &o);
	const char *sql = plansql_result_sql(r);
	char *copy = sql ? strdup(sql) : NULL;
	plansql_result_free(r);
	return copy;
}

/* The plan imported from sql as from's SQL (NULL: PostgreSQL's), or
 * NULL when the import refuses. */
static plansql_plan *import_from(const char *sql, size_t len,
				 const plansql_catalog *catalog,
				 const char *from)
{
	plansql_options o = postgres_options(catalog);
	o.import_from = from;
	plansql_plan *plan = NULL;
	plansql_result *r = plansql_plan_import(sql, len, &o, &plan);
	if (!r)
		fuzz_fail("the import returns a result", NULL);
	plansql_result_free(r);
	return plan;
}

static plansql_plan *import(const char *sql, size_t len,
			    const plansql_catalog *catalog)
{
	return import_from(sql, len, catalog, NULL);
}

static void round_trip(const plansql_plan *plan, const plansql_catalog *catalog)
{
	char *first = postgres_sql(plan, catalog);
	if (!first)
		return;
	plansql_plan *imported = import(first, strlen(first), catalog);
	char *second = imported ? postgres_sql(imported, catalog) : NULL;
	if (imported && !second)
		fuzz_fail("an imported plan compiles", first);
	if (second && strcmp(first, second)) {
		fprintf(stderr, "compiled again to:\n%s\n", second);
		fuzz_fail("an imported plan compiles to the SQL it was "
			  "imported from",
			  first);
	}
	free(second);
	plansql_plan_free(imported);
	free(first);
}

/* The raw input as SQL of each engine (the respelling of SQLite's,
 * MySQL's and T-SQL's tokens included): whatever it is, the import
 * survives it. */
static void import_raw(const uint8_t *data, size_t size,
		       const plansql_catalog *catalog)
{
	static const char *const engines[] = {NULL, "sqlite", "mysql", "tsql"};
	for (size_t i = 0; i < sizeof engines / sizeof *engines; i++) {
		plansql_plan *plan =
		    import_from((const char *)data, size, catalog, engines[i]);
		char *sql = plan ? postgres_sql(plan, catalog) : NULL;
		free(sql);
		plansql_plan_free(plan);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const plansql_catalog *catalogs[] = {NULL, fuzz_demo_catalog()};
	plansql_plan *plan = NULL;
	plansql_result *r = plansql_plan_read((const char *)data, size, &plan);
	plansql_result_free(r);
	for (size_t i = 0; i < 2; i++) {
		if (plan)
			round_trip(plan, catalogs[i]);
		import_raw(data, size, catalogs[i]);
	}
	plansql_plan_free(plan);
	return 0;
}
