/* Text values looked up on the database (value_lookup.h). */
#define _POSIX_C_SOURCE 200809L
#include "value_lookup.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "column_query.h"

/* Rows read for the values that contain the value ignoring case: enough
 * for the few that equal it, without scanning a large table. */
#define CONTAINING_READ 50
/* Answers kept per session at most. */
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

/* ---- the reads ---- */

struct row_counter {
	struct row_sink sink;
	size_t rows;
};

static bool any_columns(struct row_sink *sink, size_t count,
			const char *const *names)
{
	(void)sink, (void)names;
	return count == 1;
}

static bool count_row(struct row_sink *sink, const struct cell *cells)
{
	(void)cells;
	((struct row_counter *)sink)->rows++;
	return true;
}

static void equal_filter(plansql_json *w, const char *column, const void *value)
{
	column_filter(w, column, "=", value);
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
	column_filter(w, column, "ilike", pattern ? pattern : "");
	free(pattern);
}

/* s without its surrounding spaces, as [*start, *start + *len). */
static void trimmed(const char *s, const char **start, size_t *len)
{
	static const char spaces[] = " \t\r\n";
	while (*s && strchr(spaces, *s))
		s++;
	size_t n = strlen(s);
	while (n && strchr(spaces, s[n - 1]))
		n--;
	*start = s;
	*len = n;
}

static int fold(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Whether a and b are equal ignoring ASCII case and surrounding spaces. */
static bool alike(const char *a, const char *b)
{
	const char *x, *y;
	size_t n, m;
	trimmed(a, &x, &n);
	trimmed(b, &y, &m);
	if (n != m)
		return false;
	for (size_t i = 0; i < n; i++)
		if (fold((unsigned char)x[i]) != fold((unsigned char)y[i]))
			return false;
	return true;
}

struct alike_collector {
	struct row_sink sink;
	const char *value;
	struct value_answer *answer;
	bool no_memory;
};

static bool take_alike(struct row_sink *sink, const struct cell *cells)
{
	struct alike_collector *c = (struct alike_collector *)sink;
	struct value_answer *a = c->answer;
	const char *v = cells[0].text;
	if (!v || !alike(v, c->value) || a->count == SPELLINGS_MAX)
		return true;
	if (!(a->spellings[a->count] = strdup(v)))
		c->no_memory = true;
	else
		a->count++;
	return !c->no_memory;
}

static bool read_ok(enum query_end end)
{
	return end == QUERY_DONE || end == QUERY_ROW_CAP;
}

/* Asks the database about a->value; a->found says what it said. */
static void ask_database(struct database *db, struct value_answer *a)
{
	struct column_query q = {.schema = a->schema,
				 .table = a->table,
				 .column = a->column,
				 .filters = equal_filter,
				 .arg = a->value,
				 .rows = 1};
	struct row_counter counter = {{any_columns, count_row}, 0};
	bool no_memory = false;
	a->found = PLANSQL_VALUE_UNKNOWN;
	if (!read_ok(column_query_run(db, &q, &counter.sink, &no_memory)))
		return;
	if (counter.rows) {
		a->found = PLANSQL_VALUE_FOUND;
		return;
	}
	const char *core;
	size_t len;
	trimmed(a->value, &core, &len);
	char *inner = strndup(core, len);
	struct alike_collector c = {
	    {any_columns, take_alike}, a->value, a, false};
	q = (struct column_query){.schema = a->schema,
				  .table = a->table,
				  .column = a->column,
				  .filters = containing_filter,
				  .arg = inner,
				  .distinct = true,
				  .rows = CONTAINING_READ};
	if (inner && *inner &&
	    read_ok(column_query_run(db, &q, &c.sink, &no_memory)) &&
	    !c.no_memory)
		a->found = PLANSQL_VALUE_MISSING;
	else if (inner && !*inner)
		a->found = PLANSQL_VALUE_MISSING; /* only spaces: none alike */
	free(inner);
}

/* ---- answers kept ---- */

static bool same(const char *a, const char *b)
{
	return (!a && !b) || (a && b && !strcmp(a, b));
}

static struct value_answer *kept(struct value_lookup *l, const char *schema,
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

plansql_value_found value_lookup_answer(void *context, const char *schema,
					const char *table, const char *column,
					const char *value,
					plansql_value_spellings *spellings)
{
	struct value_lookup *l = context;
	struct value_answer *a = kept(l, schema, table, column, value);
	if (!a) {
		if (l->count == ANSWERS_KEPT ||
		    !(a = new_answer(schema, table, column, value)))
			return PLANSQL_VALUE_UNKNOWN;
		database_capture(l->db, true); /* a refusal is no answer */
		ask_database(l->db, a);
		database_capture(l->db, false);
		free(database_take_captured(l->db));
		a->next = l->answers;
		l->answers = a;
		l->count++;
	}
	for (size_t i = 0; i < a->count; i++)
		if (plansql_value_spellings_add(spellings, a->spellings[i]))
			return PLANSQL_VALUE_UNKNOWN;
	return a->found;
}

void value_lookup_init(struct value_lookup *l, struct database *db,
		       plansql_options *options)
{
	*l = (struct value_lookup){.db = db};
	if (!options)
		return;
	options->lookup_value = value_lookup_answer;
	options->lookup_context = l;
}

void value_lookup_free(struct value_lookup *l)
{
	while (l->answers) {
		struct value_answer *next = l->answers->next;
		free_answer(l->answers);
		l->answers = next;
	}
	l->count = 0;
}
