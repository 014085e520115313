/* Compile speed per plan, layout and dialect: JSON text to SQL text
 * without and with the audit, lower + print alone from a plan read
 * before, and the floor any json-c based compiler pays, json-c parsing
 * the same text and freeing it.  JSON text to SQL is timed in rounds
 * alternating with the floor's, and their ratio is that of the rounds
 * taken side by side.
 *
 *   compile-speed CATALOG.json LAYOUT/PLAN.json...
 * The directory a plan is in names its layout (indented, compact). */
#define _POSIX_C_SOURCE 200809L
#include <json-c/json.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "plansql.h"

#define ROUNDS 9
/* Pairs of rounds of JSON text to SQL and the floor. */
#define PAIRED_ROUNDS 15

struct subject {
	const char *text;
	size_t len;
	plansql_options options;
	const plansql_plan *plan;
};

static void to_sql(void *ctx, long i)
{
	(void)i;
	const struct subject *s = ctx;
	plansql_result *r = plansql_compile(s->text, s->len, &s->options);
	if (!plansql_result_sql(r))
		exit(2);
	plansql_result_free(r);
}

static void lower_print(void *ctx, long i)
{
	(void)i;
	const struct subject *s = ctx;
	plansql_result *r = plansql_plan_compile(s->plan, &s->options);
	if (!plansql_result_sql(r))
		exit(2);
	plansql_result_free(r);
}

static void json_c_floor(void *ctx, long i)
{
	(void)i;
	const struct subject *s = ctx;
	json_object *o = json_tokener_parse(s->text);
	if (!o)
		exit(2);
	json_object_put(o);
}

/* "plan" and "layout" of a path like .../compact/3-five-tables.json. */
static void names_of(const char *path, char *plan, char *layout, size_t n)
{
	char *a = strdup(path), *b = strdup(path);
	snprintf(plan, n, "%s", basename(a));
	char *dot = strrchr(plan, '.');
	if (dot)
		*dot = '\0';
	snprintf(layout, n, "%s", basename(dirname(b)));
	free(a);
	free(b);
}

static json_object *result_of(const char *work, const char *plan,
			       const char *layout, const char *dialect,
			       size_t bytes, double us)
{
	json_object *o = bench_result("compile");
	json_object_object_add(o, "work", json_object_new_string(work));
	json_object_object_add(o, "plan", json_object_new_string(plan));
	json_object_object_add(o, "layout", json_object_new_string(layout));
	json_object_object_add(o, "dialect", json_object_new_string(dialect));
	json_object_object_add(o, "bytes", json_object_new_int64((long)bytes));
	json_object_object_add(o, "us", json_object_new_double(us));
	return o;
}

static void emit(const char *work, const char *plan, const char *layout,
		 const char *dialect, size_t bytes, double us)
{
	bench_emit(result_of(work, plan, layout, dialect, bytes, us));
}

/* JSON text to SQL timed side by side with the floor, and its SQL. */
static void emit_against_floor(const struct subject *s, const char *plan,
			       const char *layout, const char *dialect,
			       const char *sql)
{
	struct bench_pair p = bench_measure_pair(
	    to_sql, (void *)s, json_c_floor, (void *)s, PAIRED_ROUNDS);
	json_object *o =
	    result_of("json-to-sql", plan, layout, dialect, s->len, p.a_us);
	json_object_object_add(o, "floor_us", json_object_new_double(p.b_us));
	json_object_object_add(o, "floor_ratio",
			       json_object_new_double(p.ratio));
	/* [us, floor_us] of each round side by side */
	json_object *rounds = json_object_new_array();
	for (int r = 0; r < p.rounds; r++) {
		json_object *pair = json_object_new_array();
		json_object_array_add(pair,
				      json_object_new_double(p.round_a_us[r]));
		json_object_array_add(pair,
				      json_object_new_double(p.round_b_us[r]));
		json_object_array_add(rounds, pair);
	}
	json_object_object_add(o, "rounds", rounds);
	json_object_object_add(o, "sql", json_object_new_string(sql));
	bench_emit(o);
}

/* The SQL of the work, to check that the peers say the same. */
static char *sql_of(const struct subject *s)
{
	plansql_result *r = plansql_compile(s->text, s->len, &s->options);
	char *sql = strdup(plansql_result_sql(r));
	plansql_result_free(r);
	return sql;
}

static void bench_plan(const char *path, const plansql_catalog *catalog)
{
	char plan[256], layout[256];
	names_of(path, plan, layout, sizeof plan);
	struct subject s = {0};
	s.text = bench_slurp(path, &s.len);
	plansql_plan *read;
	plansql_result_free(plansql_plan_read(s.text, s.len, &read));
	if (!read) {
		fprintf(stderr, "compile-speed: %s does not read\n", path);
		exit(2);
	}
	s.plan = read;
	emit("json-c-floor", plan, layout, "-", s.len,
	     bench_measure(json_c_floor, &s, ROUNDS));
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		const char *dialect = plansql_dialect_name((plansql_dialect)d);
		/* one line, as the peers print it */
		s.options = (plansql_options){.size = sizeof(plansql_options),
					      .dialect = (plansql_dialect)d,
					      .flags = PLANSQL_COMPACT};
		char *sql = sql_of(&s);
		emit_against_floor(&s, plan, layout, dialect, sql);
		free(sql);
		emit("lower-print", plan, layout, dialect, s.len,
		     bench_measure(lower_print, &s, ROUNDS));
		s.options.catalog = catalog;
		emit("json-to-sql-audit", plan, layout, dialect, s.len,
		     bench_measure(to_sql, &s, ROUNDS));
	}
	plansql_plan_free(read);
	free((char *)s.text);
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr,
			"usage: compile-speed CATALOG.json PLAN.json...\n");
		return 2;
	}
	size_t len;
	char *text = bench_slurp(argv[1], &len);
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(text, len, &catalog));
	free(text);
	if (!catalog) {
		fprintf(stderr, "compile-speed: %s is not a catalog\n",
			argv[1]);
		return 2;
	}
	for (int i = 2; i < argc; i++)
		bench_plan(argv[i], catalog);
	plansql_catalog_free(catalog);
	return 0;
}
