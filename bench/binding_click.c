/* The C side of the Python binding's overhead (bench/binding_overhead.py):
 * the clicks of a reporting tool made straight on libplansql.  A click
 * reads one patch (JSON text, as the binding passes it), applies it to
 * the plan the previous click made (the copy is audited again), and
 * compiles the new plan for SQLite with bind parameters, the catalog
 * given; the SQL and every parameter's type and text are read, as a
 * caller hands them to its database.  Even clicks apply PATCH-A, odd
 * ones PATCH-B, so the column and the order toggle and every click does
 * real work.  The catalog and the plan are read once, before the clock.
 *
 *   binding-click CATALOG.json PLAN.json PATCH-A PATCH-B WARMUP CLICKS
 *
 * prints one JSON line: {"clicks_us": [...], "sql": ..., "parameters":
 * [...]}, each click's microseconds, for the driver to summarise as it
 * does its own, and the last click's statement and parameter texts, for
 * it to check that both sides did the same work. */
#define _POSIX_C_SOURCE 200809L
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "plansql.h"

static void die(const char *what)
{
	fprintf(stderr, "binding-click: %s\n", what);
	exit(2);
}

/* Reads what the caller of a compile reads. */
static void use_compile(const plansql_result *r)
{
	if (!plansql_result_sql(r))
		die("the patched plan did not compile");
	for (size_t i = 0; i < plansql_result_param_count(r); i++)
		if (!plansql_result_param(r, i)->text)
			die("a parameter without text");
}

/* One click: the patched plan, which the caller frees, and its compile
 * in *compiled, freed first. */
static plansql_plan *click(const plansql_plan *plan, const char *patch_text,
			   const plansql_catalog *catalog,
			   plansql_result **compiled)
{
	plansql_patch *patch;
	plansql_result_free(
	    plansql_patch_read(patch_text, strlen(patch_text), &patch));
	if (!patch)
		die("a patch did not read");
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	plansql_plan *patched;
	plansql_result_free(plansql_plan_patch(plan, patch, &o, &patched));
	plansql_patch_free(patch);
	if (!patched)
		die("a patch did not apply");
	o.dialect = PLANSQL_SQLITE;
	o.flags = PLANSQL_PARAMS;
	plansql_result_free(*compiled);
	*compiled = plansql_plan_compile(patched, &o);
	use_compile(*compiled);
	return patched;
}

/* The result line: the timings, the last statement and its parameters. */
static void emit(const double *us, long clicks, const plansql_result *last)
{
	json_object *o = json_object_new_object();
	json_object *times = json_object_new_array();
	for (long i = 0; i < clicks; i++)
		json_object_array_add(times, json_object_new_double(us[i]));
	json_object_object_add(o, "clicks_us", times);
	json_object *params = json_object_new_array();
	for (size_t i = 0; last && i < plansql_result_param_count(last); i++)
		json_object_array_add(params,
				      json_object_new_string(
					  plansql_result_param(last, i)->text));
	json_object_object_add(
	    o, "sql",
	    last ? json_object_new_string(plansql_result_sql(last)) : NULL);
	json_object_object_add(o, "parameters", params);
	puts(json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN));
	json_object_put(o);
}

static plansql_catalog *read_catalog(const char *path)
{
	size_t len;
	char *text = bench_slurp(path, &len);
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(text, len, &catalog));
	free(text);
	if (!catalog)
		die("unusable catalog");
	return catalog;
}

static plansql_plan *read_plan(const char *path)
{
	size_t len;
	char *text = bench_slurp(path, &len);
	plansql_plan *plan;
	plansql_result_free(plansql_plan_read(text, len, &plan));
	free(text);
	if (!plan)
		die("unusable plan");
	return plan;
}

static long count_arg(const char *text)
{
	char *end;
	long n = strtol(text, &end, 10);
	if (*end || n < 0)
		die("WARMUP and CLICKS are counts");
	return n;
}

int main(int argc, char **argv)
{
	if (argc != 7) {
		fprintf(stderr, "usage: binding-click CATALOG.json PLAN.json "
				"PATCH-A PATCH-B WARMUP CLICKS\n");
		return 2;
	}
	plansql_catalog *catalog = read_catalog(argv[1]);
	plansql_plan *plan = read_plan(argv[2]);
	const char *patches[2] = {argv[3], argv[4]};
	long warmup = count_arg(argv[5]), clicks = count_arg(argv[6]);
	double *us = malloc(sizeof *us * (size_t)(clicks ? clicks : 1));
	if (!us)
		die("out of memory");
	plansql_result *compiled = NULL;
	/* The warm-up continues the same sequence, so the timed clicks
	 * start from the plan it left, as the Python loop's do. */
	for (long i = 0; i < warmup + clicks; i++) {
		double start = bench_now_us();
		plansql_plan *next =
		    click(plan, patches[i & 1], catalog, &compiled);
		plansql_plan_free(plan);
		plan = next;
		if (i >= warmup)
			us[i - warmup] = bench_now_us() - start;
	}
	emit(us, clicks, compiled);
	plansql_result_free(compiled);
	free(us);
	plansql_plan_free(plan);
	plansql_catalog_free(catalog);
	return 0;
}
