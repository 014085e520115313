/* Memory: the peak a single compile adds to a process, and whether a
 * process grows over a million compiles of the 5-table plan.
 *
 *   memory CATALOG.json PLAN.json */
#define _POSIX_C_SOURCE 200809L
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "plansql.h"

#define COMPILES 1000000L

static void compile(const char *text, size_t len, const plansql_options *o)
{
	plansql_result *r = plansql_compile(text, len, o);
	if (!plansql_result_sql(r))
		exit(2);
	plansql_result_free(r);
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: memory CATALOG.json PLAN.json\n");
		return 2;
	}
	size_t len;
	char *text = bench_slurp(argv[1], &len);
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(text, len, &catalog));
	free(text);
	text = bench_slurp(argv[2], &len);
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = catalog};
	long base = bench_peak_rss_kb();
	compile(text, len, &o); /* the first compile: the peak it adds */
	long first = bench_peak_rss_kb() - base;
	long rss[4] = {0}, at[4] = {1000, 10000, 100000, COMPILES};
	for (long i = 1, k = 0; i <= COMPILES; i++) {
		compile(text, len, &o);
		if (i == at[k])
			rss[k++] = bench_rss_kb();
	}
	json_object *r = bench_result("memory");
	json_object_object_add(r, "compiles", json_object_new_int64(COMPILES));
	json_object_object_add(r, "first_compile_peak_kb",
			       json_object_new_int64(first));
	for (int k = 0; k < 4; k++) {
		char key[32];
		snprintf(key, sizeof key, "rss_kb_after_%ld", at[k]);
		json_object_object_add(r, key, json_object_new_int64(rss[k]));
	}
	json_object_object_add(r, "growth_kb",
			       json_object_new_int64(rss[3] - rss[0]));
	bench_emit(r);
	free(text);
	plansql_catalog_free(catalog);
	return 0;
}
