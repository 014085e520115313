/* Catalogs at scale: reading and indexing 10, 1,000 and 10,000 tables
 * of 50 columns, the memory they hold, and what auditing one plan costs
 * against each (it must not grow with the catalog); then inferring the
 * join path between two tables far apart in a 10,000-table foreign-key
 * graph, and the same with keys that only the column names give.
 * Medians of repeated runs. */
#define _GNU_SOURCE
#include <json-c/json.h>
#include <malloc.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "plansql.h"
#include "common/strbuf.h"

#define COLUMNS 50
#define ROUNDS	9

/* Table t<i> has an id, a parent_id (a foreign key to t<parent(i)>, none
 * for t0) and 48 more columns. */
typedef size_t (*parent_fn)(size_t table);

static size_t previous(size_t t)
{
	return t - 1;
}

/* A tree of fan-out 4: every table hangs under another, so two leaves
 * can be a dozen keys apart. */
static size_t quarter(size_t t)
{
	return (t - 1) / 4;
}

/* named: no foreign keys declared; table t<i> has a column t<p>_id
 * naming its parent's key instead, for the audit to infer. */
static char *catalog_text_keys(size_t tables, parent_fn parent, bool named,
			       size_t *len)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 30);
	strbuf_putc(&sb, '[');
	for (size_t t = 0; t < tables; t++) {
		strbuf_printf(&sb,
			      "%s{\"table_name\": \"t%zu\", \"columns\": [",
			      t ? "," : "", t);
		strbuf_puts(&sb, "{\"column_name\": \"id\", \"data_type\": "
				 "\"integer\", \"is_nullable\": false},");
		if (named && t)
			strbuf_printf(&sb,
				      "{\"column_name\": \"t%zu_id\", "
				      "\"data_type\": \"integer\"}",
				      parent(t));
		else
			strbuf_puts(&sb, "{\"column_name\": \"parent_id\", "
					 "\"data_type\": \"integer\"}");
		for (size_t c = 2; c < COLUMNS; c++)
			strbuf_printf(&sb,
				      ",{\"column_name\": \"c%zu\", "
				      "\"data_type\": \"%s\"}",
				      c, c % 2 ? "text" : "numeric(10,2)");
		strbuf_puts(&sb, "], \"metadata\": {\"primary_key\": \"id\"}");
		if (t && !named)
			strbuf_printf(
			    &sb,
			    ", \"foreign_keys\": [{\"foreign_key\": "
			    "\"parent_id\", \"primary_key_table\": "
			    "\"t%zu\", \"primary_key_column\": \"id\"}]",
			    parent(t));
		strbuf_putc(&sb, '}');
	}
	strbuf_putc(&sb, ']');
	*len = sb.len;
	return strbuf_finish(&sb);
}

static char *catalog_text(size_t tables, parent_fn parent, size_t *len)
{
	return catalog_text_keys(tables, parent, false, len);
}

/* Two tables joined by their foreign key, a filter, a grouping. */
static const char plan_text[] =
    "{\"decision\": \"proceed\", \"selections\": ["
    "{\"table\": \"t5\", \"columns\": [{\"column\": \"c3\"}]},"
    "{\"table\": \"t6\", \"columns\": [], \"filters\": [{\"column\": "
    "\"c5\", \"op\": \">\", \"value\": \"10\"}]}],"
    "\"join_edges\": [{\"from_table\": \"t6\", \"from_column\": "
    "\"parent_id\", \"to_table\": \"t5\", \"to_column\": \"id\"}],"
    "\"group_by\": {\"aggregates\": [{\"function\": \"SUM\", \"table\": "
    "\"t6\", \"column\": \"c4\", \"alias\": \"total\"}]}, \"limit\": 10}";

struct load {
	const char *text;
	size_t len;
};

static void load_catalog(void *ctx, long i)
{
	(void)i;
	const struct load *l = ctx;
	plansql_catalog *c;
	plansql_result_free(plansql_catalog_read(l->text, l->len, &c));
	if (!c)
		exit(2);
	plansql_catalog_free(c);
}

struct audit {
	const plansql_plan *plan;
	plansql_options options;
};

static void audit_plan(void *ctx, long i)
{
	(void)i;
	const struct audit *a = ctx;
	plansql_plan *audited;
	plansql_result_free(plansql_plan_audit(a->plan, &a->options, &audited));
	if (!audited)
		exit(2);
	plansql_plan_free(audited);
}

static plansql_plan *read_plan(const char *text)
{
	plansql_plan *plan;
	plansql_result_free(plansql_plan_read(text, strlen(text), &plan));
	if (!plan)
		exit(2);
	return plan;
}

static void scale(size_t tables)
{
	struct load l;
	size_t len;
	char *text = catalog_text(tables, previous, &len);
	l.text = text;
	l.len = len;
	malloc_trim(0); /* what reading frees goes back, and is not counted */
	long before = bench_rss_kb();
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(text, len, &catalog));
	malloc_trim(0);
	long held = bench_rss_kb() - before;
	double load = bench_measure(load_catalog, &l, tables > 1000 ? 3 : 5);
	struct audit a = {
	    read_plan(plan_text),
	    {.size = sizeof(plansql_options), .catalog = catalog}};
	double audit = bench_measure(audit_plan, &a, ROUNDS);
	json_object *o = bench_result("catalog");
	json_object_object_add(o, "tables",
			       json_object_new_int64((long)tables));
	json_object_object_add(o, "columns", json_object_new_int(COLUMNS));
	json_object_object_add(o, "json_mb",
			       json_object_new_double((double)len / 1e6));
	json_object_object_add(o, "load_ms",
			       json_object_new_double(load / 1e3));
	json_object_object_add(o, "memory_mb",
			       json_object_new_double((double)held / 1024));
	json_object_object_add(o, "audit_us", json_object_new_double(audit));
	bench_emit(o);
	plansql_plan_free((plansql_plan *)a.plan);
	plansql_catalog_free(catalog);
	free(text);
}

/* The hops between two tables of the quarter tree. */
static size_t hops_between(size_t a, size_t b)
{
	size_t hops = 0;
	for (; a != b; hops++)
		if (a > b)
			a = quarter(a);
		else
			b = quarter(b);
	return hops;
}

/* A plan selecting tables from and to of the tree with no join edge. */
static plansql_plan *two_tables(size_t from, size_t to)
{
	char plan[512];
	snprintf(plan, sizeof plan,
		 "{\"decision\": \"proceed\", \"selections\": ["
		 "{\"table\": \"t%zu\", \"columns\": [{\"column\": \"c3\"}]},"
		 "{\"table\": \"t%zu\", \"columns\": [{\"column\": \"c3\"}]}]}",
		 from, to);
	return read_plan(plan);
}

/* Two leaves of the tree selected with no join edge: the audit finds
 * the shortest foreign-key path and joins the tables along it. */
static void join_path(size_t tables)
{
	size_t len;
	char *text = catalog_text(tables, quarter, &len);
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(text, len, &catalog));
	size_t from = tables - 1, to = tables / 2 + 1;
	size_t hops = hops_between(from, to);
	struct audit a = {
	    two_tables(from, to),
	    {.size = sizeof(plansql_options), .catalog = catalog}};
	double us = bench_measure(audit_plan, &a, ROUNDS);
	json_object *o = bench_result("join-path");
	json_object_object_add(o, "tables",
			       json_object_new_int64((long)tables));
	json_object_object_add(o, "hops", json_object_new_int64((long)hops));
	json_object_object_add(o, "us", json_object_new_double(us));
	bench_emit(o);
	plansql_plan_free((plansql_plan *)a.plan);
	plansql_catalog_free(catalog);
	free(text);
}

/* The same tree with no key declared, each table naming its parent's
 * key in a column (t4_id): reading it infers every key, and the audit
 * joins two leaves over inferred keys. */
static void inferred_path(size_t tables)
{
	struct load l;
	size_t len;
	char *text = catalog_text_keys(tables, quarter, true, &len);
	l.text = text;
	l.len = len;
	double load = bench_measure(load_catalog, &l, 3);
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(text, len, &catalog));
	char *json;
	plansql_result *keys = plansql_catalog_infer_keys(catalog, &json);
	size_t inferred = plansql_result_diagnostic_count(keys);
	plansql_result_free(keys);
	plansql_free(json);
	size_t from = tables - 1, to = tables / 2 + 1;
	struct audit a = {
	    two_tables(from, to),
	    {.size = sizeof(plansql_options), .catalog = catalog}};
	double us = bench_measure(audit_plan, &a, ROUNDS);
	json_object *o = bench_result("catalog-inferred");
	json_object_object_add(o, "tables",
			       json_object_new_int64((long)tables));
	json_object_object_add(o, "load_ms",
			       json_object_new_double(load / 1e3));
	json_object_object_add(o, "inferred",
			       json_object_new_int64((long)inferred));
	json_object_object_add(
	    o, "hops", json_object_new_int64((long)hops_between(from, to)));
	json_object_object_add(o, "join_us", json_object_new_double(us));
	bench_emit(o);
	plansql_plan_free((plansql_plan *)a.plan);
	plansql_catalog_free(catalog);
	free(text);
}

int main(void)
{
	scale(10);
	scale(1000);
	scale(10000);
	join_path(10000);
	inferred_path(10000);
	return 0;
}
