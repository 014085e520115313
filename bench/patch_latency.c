/* Patch latency: what a reporting tool pays when a user toggles a column
 * of a 5-table plan it holds in memory: patch it (the copy is audited
 * again) and compile the new plan.  Side by side, in the same run:
 *   - the same change made on the plan's JSON text, which is then read,
 *     audited and compiled, as a tool without patches would do;
 *   - the floor of any json-c based tool: json-c parsing the plan text
 *     and freeing it, with nothing done.
 * Medians over repeated rounds, reported with their ratios; run with
 * "make bench". */
#define _POSIX_C_SOURCE 200809L
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "plansql.h"

#ifndef ROUNDS
#define ROUNDS 15
#endif
#ifndef PER_ROUND
#define PER_ROUND 2000
#endif

static double now_us(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(double *v, size_t n)
{
	qsort(v, n, sizeof *v, by_value);
	return v[n / 2];
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "bench: cannot open %s\n", path);
		exit(2);
	}
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	rewind(f);
	char *text = malloc((size_t)n + 1);
	if (!text || fread(text, 1, (size_t)n, f) != (size_t)n)
		exit(2);
	text[n] = '\0';
	fclose(f);
	return text;
}

static void must(const plansql_result *r, const void *made, const char *what)
{
	if (made)
		return;
	fprintf(stderr, "bench: %s failed\n", what);
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		fprintf(stderr, "  %s\n",
			plansql_result_diagnostic(r, i)->message);
	exit(2);
}

/* Toggling: the plan without the column gets it, the plan with it
 * loses it; step i does one or the other. */
struct subject {
	const plansql_catalog *catalog;
	const plansql_plan *base[2]; /* audited, 5 tables: without, with */
	plansql_patch *patch[2];     /* add the column, remove it */
	const char *text[2];	     /* JSON of the plan without, with */
};

/* One toggle in memory: patch (and audit), then compile. */
static void toggle_in_memory(const struct subject *s, int i)
{
	plansql_options o = {.catalog = s->catalog};
	plansql_plan *patched;
	plansql_result *r =
	    plansql_plan_patch(s->base[i & 1], s->patch[i & 1], &o, &patched);
	plansql_result_free(r);
	o.flags = PLANSQL_NO_AUDIT; /* the patch audited it */
	r = plansql_plan_compile(patched, &o);
	if (!plansql_result_sql(r))
		exit(2);
	plansql_result_free(r);
	plansql_plan_free(patched);
}

/* The same change without patches: the changed text read, audited and
 * compiled. */
static void toggle_from_text(const struct subject *s, int i)
{
	plansql_options o = {.catalog = s->catalog};
	const char *text = s->text[!(i & 1)];
	plansql_result *r = plansql_compile(text, strlen(text), &o);
	if (!plansql_result_sql(r))
		exit(2);
	plansql_result_free(r);
}

static void json_c_floor(const struct subject *s, int i)
{
	const char *text = s->text[!(i & 1)];
	json_object *o = json_tokener_parse(text);
	if (!o)
		exit(2);
	json_object_put(o);
}

static double measure(void (*step)(const struct subject *, int),
		      const struct subject *s)
{
	double rounds[ROUNDS];
	for (int i = 0; i < PER_ROUND; i++) /* warm up */
		step(s, i);
	for (int r = 0; r < ROUNDS; r++) {
		double start = now_us();
		for (int i = 0; i < PER_ROUND; i++)
			step(s, i);
		rounds[r] = (now_us() - start) / PER_ROUND;
	}
	return median(rounds, ROUNDS);
}

int main(int argc, char **argv)
{
	const char *top = argc > 1 ? argv[1] : ".";
	char path[4096];
	snprintf(path, sizeof path, "%s/examples/demo/catalog.json", top);
	char *catalog_text = slurp(path);
	snprintf(path, sizeof path,
		 "%s/examples/plans/genres-bought-by-customer.json", top);
	char *plan_text = slurp(path);

	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_read(
	    catalog_text, strlen(catalog_text), &catalog);
	must(r, catalog, "reading the catalog");
	plansql_result_free(r);
	plansql_options o = {.catalog = catalog};
	plansql_plan *plan;
	r = plansql_audit(plan_text, strlen(plan_text), &o, &plan);
	must(r, plan, "auditing the plan");
	plansql_result_free(r);
	plansql_patch *add = plansql_patch_new(), *remove = plansql_patch_new();
	plansql_patch_add_column(add, "tracks", "Composer");
	plansql_patch_remove_column(remove, "tracks", "Composer");
	plansql_plan *with;
	r = plansql_plan_patch(plan, add, &o, &with);
	must(r, with, "the patch");
	plansql_result_free(r);
	char *text_without = plansql_plan_json(plan);
	char *text_with = plansql_plan_json(with);
	struct subject s = {catalog, {plan, with}, {add, remove},
			    {text_without, text_with}};

	double memory = measure(toggle_in_memory, &s);
	double text = measure(toggle_from_text, &s);
	double floor = measure(json_c_floor, &s);
	printf("patch latency: toggle tracks.Composer in a 5-table plan, then "
	       "compile (median of %d rounds of %d)\n",
	       ROUNDS, PER_ROUND);
	printf("  %-44s %8.2f us\n", "plansql, patch + audit + compile:",
	       memory);
	printf("  %-44s %8.2f us   %.1fx the patch\n",
	       "plansql, edited JSON read + audit + compile:", text,
	       text / memory);
	printf("  %-44s %8.2f us   %.2fx the patch\n",
	       "json-c, parse + free of the plan text:", floor,
	       floor / memory);

	plansql_free(text_with);
	plansql_free(text_without);
	plansql_plan_free(with);
	plansql_patch_free(add);
	plansql_patch_free(remove);
	plansql_plan_free(plan);
	plansql_catalog_free(catalog);
	free(plan_text);
	free(catalog_text);
	return 0;
}
