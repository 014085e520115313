/* Patch latency: what a reporting tool pays when a user changes the
 * 5-table plan it holds in memory (add a column, change the order,
 * change the limit): patch it (the copy is audited again) and compile
 * the new plan.  Side by side: the same change made on the plan's JSON
 * text, read, audited and compiled again, as a tool without patches
 * would; and json-c's parse-and-free floor for that text.
 *
 *   patch-latency CATALOG.json PLAN.json */
#define _POSIX_C_SOURCE 200809L
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "plansql.h"

#define ROUNDS 9

struct change {
	const char *name;
	plansql_patch *forth, *back; /* the change, and its undoing */
};

/* Toggling: even steps apply the change to the plan, odd ones undo it
 * on the changed plan, so every step does real work. */
struct subject {
	const plansql_catalog *catalog;
	const plansql_plan *plan[2]; /* before and after the change */
	const struct change *change;
	const char *text[2]; /* their JSON */
};

static void patch_and_compile(void *ctx, long i)
{
	const struct subject *s = ctx;
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = s->catalog};
	plansql_plan *patched;
	const plansql_patch *p = i & 1 ? s->change->back : s->change->forth;
	plansql_result_free(
	    plansql_plan_patch(s->plan[i & 1], p, &o, &patched));
	if (!patched)
		exit(2);
	o.flags = PLANSQL_NO_AUDIT; /* the patch audited it */
	plansql_result *r = plansql_plan_compile(patched, &o);
	if (!plansql_result_sql(r))
		exit(2);
	plansql_result_free(r);
	plansql_plan_free(patched);
}

static void text_compile(void *ctx, long i)
{
	const struct subject *s = ctx;
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = s->catalog};
	const char *text = s->text[!(i & 1)];
	plansql_result *r = plansql_compile(text, strlen(text), &o);
	if (!plansql_result_sql(r))
		exit(2);
	plansql_result_free(r);
}

static void json_c_floor(void *ctx, long i)
{
	const struct subject *s = ctx;
	json_object *o = json_tokener_parse(s->text[!(i & 1)]);
	if (!o)
		exit(2);
	json_object_put(o);
}

static plansql_patch *patch_of(const char *json)
{
	plansql_patch *p;
	plansql_result_free(plansql_patch_read(json, strlen(json), &p));
	if (!p) {
		fprintf(stderr, "patch-latency: bad patch %s\n", json);
		exit(2);
	}
	return p;
}

static void emit(const char *work, const char *change, double us,
		 double patch_us)
{
	json_object *o = bench_result("patch");
	json_object_object_add(o, "work", json_object_new_string(work));
	json_object_object_add(o, "change", json_object_new_string(change));
	json_object_object_add(o, "us", json_object_new_double(us));
	json_object_object_add(o, "ratio_to_patch",
			       json_object_new_double(us / patch_us));
	bench_emit(o);
}

static void bench_change(const plansql_catalog *catalog,
			 const plansql_plan *plan, const struct change *c)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = catalog};
	plansql_plan *after;
	plansql_result_free(plansql_plan_patch(plan, c->forth, &o, &after));
	if (!after)
		exit(2);
	char *before_json = plansql_plan_json(plan);
	char *after_json = plansql_plan_json(after);
	struct subject s = {
	    catalog, {plan, after}, c, {before_json, after_json}};
	double patch = bench_measure(patch_and_compile, &s, ROUNDS);
	emit("patch-and-compile", c->name, patch, patch);
	emit("edited-json-compile", c->name,
	     bench_measure(text_compile, &s, ROUNDS), patch);
	emit("json-c-floor", c->name, bench_measure(json_c_floor, &s, ROUNDS),
	     patch);
	plansql_free(before_json);
	plansql_free(after_json);
	plansql_plan_free(after);
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr,
			"usage: patch-latency CATALOG.json PLAN.json\n");
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
	plansql_plan *plan;
	plansql_result_free(plansql_audit(text, len, &o, &plan));
	free(text);
	if (!catalog || !plan) {
		fprintf(stderr, "patch-latency: unusable catalog or plan\n");
		return 2;
	}
	struct change changes[] = {
	    {"add a column",
	     patch_of("{\"operation\": \"add_column\", \"table\": \"tracks\", "
		      "\"column\": \"Composer\"}"),
	     patch_of("{\"operation\": \"remove_column\", \"table\": "
		      "\"tracks\", \"column\": \"Composer\"}")},
	    {"change the order",
	     patch_of("{\"operation\": \"modify_order_by\", \"order_by\": "
		      "[{\"column\": \"orders\", \"direction\": \"DESC\"}]}"),
	     patch_of("{\"operation\": \"modify_order_by\", \"order_by\": "
		      "[{\"column\": \"units\", \"direction\": \"DESC\"}]}")},
	    {"change the limit",
	     patch_of("{\"operation\": \"modify_limit\", \"limit\": 5}"),
	     patch_of("{\"operation\": \"modify_limit\", \"limit\": 20}")},
	};
	for (size_t i = 0; i < sizeof changes / sizeof *changes; i++) {
		bench_change(catalog, plan, &changes[i]);
		plansql_patch_free(changes[i].forth);
		plansql_patch_free(changes[i].back);
	}
	plansql_plan_free(plan);
	plansql_catalog_free(catalog);
	return 0;
}
