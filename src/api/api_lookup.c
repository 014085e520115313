/* The public API of values looked up on a database (plansql.h,
 * "Probes"): the audit's lookup_value answered by two probes at most
 * per value (api_probe.h), the answers kept. */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "api/api_probe.h"
#include "catalog/catalog_data.h"

/* Rows read for the values that contain the value ignoring case: enough
 * for the few that equal it, without scanning a large table. */
#define CONTAINING_READ 50
/* Answers kept per lookup at most. */
#define ANSWERS_KEPT 256
/* Spellings kept per answer at most (the audit lists a few). */
#define SPELLINGS_MAX 8

struct value_answer {
	struct value_answer *next;
	char *schema, *table, *column, *value;
	plansql_value_found found;
	char *spellings[SPELLINGS_MAX];
	size_t count;
};

struct plansql_db_lookup {
	plansql_db *db;
	plansql_probe_options options;
	struct value_answer *answers; /* kept, newest first */
	size_t count;
};

/* ---- the probes ---- */

static int count_row(void *context, size_t count, const plansql_value *values)
{
	(void)count, (void)values;
	++*(size_t *)context;
	return 1;
}

static void equal_filter(plansql_json *w, const char *column, const void *value)
{
	api_probe_filter(w, column, "=", value);
}

/* The value as an ilike pattern that contains it: % around it, its own
 * %, _ and \ made literal. */
static void containing_filter(plansql_json *w, const char *column,
			      const void *value)
{
	plansql_str *sb = plansql_str_new(1 << 20);
	plansql_str_appendc(sb, '%');
	for (const char *p = value; *p; p++) {
		if (*p == '%' || *p == '_' || *p == '\\')
			plansql_str_appendc(sb, '\\');
		plansql_str_appendc(sb, *p);
	}
	plansql_str_appendc(sb, '%');
	char *pattern = plansql_str_finish(sb);
	api_probe_filter(w, column, "ilike", pattern ? pattern : "");
	free(pattern);
}

struct alike_collector {
	struct value_answer *answer;
	bool no_memory;
};

static int take_alike(void *context, size_t count, const plansql_value *values)
{
	struct alike_collector *c = context;
	struct value_answer *a = c->answer;
	(void)count;
	const char *v =
	    values[0].kind == PLANSQL_VALUE_NULL ? NULL : values[0].text;
	if (!v || !catalog_data_alike(v, a->value) || a->count == SPELLINGS_MAX)
		return 1;
	if (!(a->spellings[a->count] = strdup(v)))
		c->no_memory = true;
	else
		a->count++;
	return !c->no_memory;
}

static bool probe_ok(plansql_run_end end)
{
	return end == PLANSQL_RUN_DONE || end == PLANSQL_RUN_ROW_CAP;
}

/* Asks the database about a->value; a->found says what it said. */
static void ask_database(const plansql_db_lookup *l, struct value_answer *a)
{
	struct api_probe probe = {.schema = a->schema,
				  .table = a->table,
				  .column = a->column,
				  .filters = equal_filter,
				  .arg = a->value,
				  .rows = 1};
	size_t rows = 0;
	plansql_run_handler counter = {NULL, count_row, NULL, &rows};
	bool no_memory = false;
	a->found = PLANSQL_VALUE_UNKNOWN;
	if (!probe_ok(api_probe_run(l->db, &probe, &l->options, &counter,
				    &no_memory)))
		return;
	if (rows) {
		a->found = PLANSQL_VALUE_FOUND;
		return;
	}
	const char *core;
	size_t len;
	catalog_data_trim(a->value, &core, &len);
	if (!len) { /* only spaces: no value is alike */
		a->found = PLANSQL_VALUE_MISSING;
		return;
	}
	char *inner = strndup(core, len);
	struct alike_collector c = {a, false};
	plansql_run_handler alike_rows = {NULL, take_alike, NULL, &c};
	probe.filters = containing_filter;
	probe.arg = inner;
	probe.distinct = true;
	probe.rows = CONTAINING_READ;
	if (inner &&
	    probe_ok(api_probe_run(l->db, &probe, &l->options, &alike_rows,
				   &no_memory)) &&
	    !c.no_memory)
		a->found = PLANSQL_VALUE_MISSING;
	free(inner);
}

/* ---- answers kept ---- */

static bool same(const char *a, const char *b)
{
	return (!a && !b) || (a && b && !strcmp(a, b));
}

static struct value_answer *kept(const plansql_db_lookup *l, const char *schema,
				 const char *table, const char *column,
				 const char *value)
{
	for (struct value_answer *a = l->answers; a; a = a->next)
		if (same(a->schema, schema) && !strcmp(a->table, table) &&
		    !strcmp(a->column, column) && !strcmp(a->value, value))
			return a;
	return NULL;
}

static void free_answer(struct value_answer *a)
{
	for (size_t i = 0; i < a->count; i++)
		free(a->spellings[i]);
	free(a->schema);
	free(a->table);
	free(a->column);
	free(a->value);
	free(a);
}

static struct value_answer *new_answer(const char *schema, const char *table,
				       const char *column, const char *value)
{
	struct value_answer *a = calloc(1, sizeof *a);
	if (!a)
		return NULL;
	a->schema = schema ? strdup(schema) : NULL;
	a->table = strdup(table);
	a->column = strdup(column);
	a->value = strdup(value);
	if ((schema && !a->schema) || !a->table || !a->column || !a->value) {
		free_answer(a);
		return NULL;
	}
	return a;
}

plansql_db_lookup *plansql_db_lookup_new(plansql_db *db,
					 const plansql_probe_options *options)
{
	plansql_db_lookup *l = db ? calloc(1, sizeof *l) : NULL;
	if (l) {
		l->db = db;
		l->options = api_probe_options(options);
	}
	return l;
}

plansql_value_found plansql_db_lookup_value(void *lookup, const char *schema,
					    const char *table,
					    const char *column,
					    const char *value,
					    plansql_value_spellings *spellings)
{
	plansql_db_lookup *l = lookup;
	if (!l || !table || !column || !value)
		return PLANSQL_VALUE_UNKNOWN;
	struct value_answer *a = kept(l, schema, table, column, value);
	if (!a) {
		if (l->count == ANSWERS_KEPT ||
		    !(a = new_answer(schema, table, column, value)))
			return PLANSQL_VALUE_UNKNOWN;
		ask_database(l, a);
		a->next = l->answers;
		l->answers = a;
		l->count++;
	}
	for (size_t i = 0; i < a->count; i++)
		if (plansql_value_spellings_add(spellings, a->spellings[i]))
			return PLANSQL_VALUE_UNKNOWN;
	return a->found;
}

void plansql_db_lookup_free(plansql_db_lookup *lookup)
{
	if (!lookup)
		return;
	while (lookup->answers) {
		struct value_answer *next = lookup->answers->next;
		free_answer(lookup->answers);
		lookup->answers = next;
	}
	free(lookup);
}
