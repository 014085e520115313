/* Catalog scale: how long reading and indexing a catalog takes, how much
 * memory it holds, and what auditing one plan against it costs, for 10,
 * 1,000 and 10,000 tables of 50 columns.  The audit of a plan must not
 * grow with the catalog.  Medians of repeated runs; run with
 * "make bench". */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "audit.h"
#include "catalog.h"
#include "plansql.h"
#include "reader.h"
#include "strbuf.h"

#define COLUMNS 50

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

/* Tables t0..tN-1, each with an id, a parent_id referring to the table
 * before it, and 48 more columns. */
static char *catalog_text(size_t tables, size_t *len)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1u << 30);
	strbuf_putc(&sb, '[');
	for (size_t t = 0; t < tables; t++) {
		strbuf_printf(&sb, "%s{\"table_name\": \"t%zu\", \"columns\": [",
			      t ? "," : "", t);
		strbuf_puts(&sb, "{\"column_name\": \"id\", \"data_type\": "
				 "\"integer\", \"is_nullable\": false},");
		strbuf_puts(&sb, "{\"column_name\": \"parent_id\", "
				 "\"data_type\": \"integer\"}");
		for (size_t c = 2; c < COLUMNS; c++)
			strbuf_printf(&sb,
				      ",{\"column_name\": \"c%zu\", "
				      "\"data_type\": \"%s\"}",
				      c, c % 2 ? "text" : "numeric(10,2)");
		strbuf_puts(&sb, "], \"metadata\": {\"primary_key\": \"id\"}");
		if (t)
			strbuf_printf(&sb,
				      ", \"foreign_keys\": [{\"foreign_key\": "
				      "\"parent_id\", \"primary_key_table\": "
				      "\"t%zu\", \"primary_key_column\": \"id\"}]",
				      t - 1);
		strbuf_putc(&sb, '}');
	}
	strbuf_putc(&sb, ']');
	*len = sb.len;
	return strbuf_finish(&sb);
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

static void measure(size_t tables)
{
	size_t len;
	char *text = catalog_text(tables, &len);
	double load[5], audit[201];
	size_t bytes = 0;
	plansql_catalog *catalog = NULL;
	for (int i = 0; i < 5; i++) {
		arena a;
		arena_init(&a, 0);
		diag_list d;
		diag_init(&d, &a);
		plansql_catalog_free(catalog);
		double start = now_us();
		catalog = catalog_read(text, len, &d);
		load[i] = now_us() - start;
		bytes = catalog ? catalog->arena.total : 0;
		arena_free(&a);
	}
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	plansql_plan *plan = plan_read(plan_text, sizeof plan_text - 1, &d);
	for (int i = 0; i < 201; i++) {
		double start = now_us();
		plansql_plan *audited = plan_audit(plan, catalog, NULL, &d);
		audit[i] = now_us() - start;
		plan_free(audited);
	}
	printf("| %6zu | %8.1f MB | %10.1f ms | %8.2f MB | %8.2f us |\n", tables,
	       (double)len / 1e6, median(load, 5) / 1e3, (double)bytes / 1e6,
	       median(audit, 201));
	plan_free(plan);
	arena_free(&a);
	plansql_catalog_free(catalog);
	free(text);
}

int main(void)
{
	printf("catalog scale: %d columns per table\n\n", COLUMNS);
	printf("| tables |     JSON    | read + index |   memory   | audit "
	       "of a plan |\n|---|---|---|---|---|\n");
	measure(10);
	measure(1000);
	measure(10000);
	return 0;
}
