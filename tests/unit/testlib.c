#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int test_dialect_count(void)
{
	return (int)plansql_dialect_count();
}

const char *test_dialect(int d)
{
	return plansql_dialect_name((plansql_dialect)d);
}

static char *join_path(const char *top, const char *relative)
{
	size_t n = strlen(top) + strlen(relative) + 2;
	char *p = malloc(n);
	snprintf(p, n, "%s/%s", top, relative);
	return p;
}

char *src_path(const char *relative)
{
	return join_path(TOP_SRCDIR, relative);
}

char *build_path(const char *relative)
{
	return join_path(TOP_BUILDDIR, relative);
}

char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0, got;
	char *text = malloc(cap + 1);
	while ((got = fread(text + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap)
			text = realloc(text, (cap *= 2) + 1);
	}
	fclose(f);
	text[n] = '\0';
	if (len)
		*len = n;
	return text;
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **list_names(const char *dir, const char *suffix, size_t *count)
{
	DIR *d = opendir(dir);
	size_t n = 0, cap = 16, slen = strlen(suffix);
	char **names = malloc(cap * sizeof *names);
	struct dirent *e;
	while (d && (e = readdir(d))) {
		size_t len = strlen(e->d_name);
		if (len <= slen || strcmp(e->d_name + len - slen, suffix))
			continue;
		if (n == cap)
			names = realloc(names, (cap *= 2) * sizeof *names);
		names[n++] = strndup(e->d_name, len - slen);
	}
	if (d)
		closedir(d);
	qsort(names, n, sizeof *names, compare_names);
	*count = n;
	return names;
}

void free_names(char **names, size_t count)
{
	for (size_t i = 0; i < count; i++)
		free(names[i]);
	free(names);
}

void add_test_cases(struct test_case **cases, size_t *count,
		    const char *plan_dir, const char *expect_dir)
{
	add_test_cases_named(cases, count, plan_dir, ".json", expect_dir);
}

void add_test_cases_named(struct test_case **cases, size_t *count,
			  const char *plan_dir, const char *suffix,
			  const char *expect_dir)
{
	char *plans = src_path(plan_dir);
	size_t n;
	char **names = list_names(plans, suffix, &n);
	*cases = realloc(*cases, (*count + n) * sizeof **cases);
	for (size_t i = 0; i < n; i++) {
		struct test_case *c = &(*cases)[(*count)++];
		size_t len =
		    strlen(plans) + strlen(names[i]) + strlen(suffix) + 2;
		c->plan_path = malloc(len);
		snprintf(c->plan_path, len, "%s/%s%s", plans, names[i], suffix);
		c->expect_dir = src_path(expect_dir);
		c->name = strdup(names[i]);
	}
	free_names(names, n);
	free(plans);
}

char *case_path(const struct test_case *c, const char *suffix)
{
	size_t len =
	    strlen(c->expect_dir) + strlen(c->name) + strlen(suffix) + 3;
	char *path = malloc(len);
	snprintf(path, len, "%s/%s.%s", c->expect_dir, c->name, suffix);
	return path;
}

plansql_catalog *load_demo_catalog(void)
{
	char *path = src_path("examples/demo/catalog.json");
	size_t len;
	char *text = read_file(path, &len);
	plansql_catalog *catalog = NULL;
	plansql_result *r =
	    text ? plansql_catalog_read(text, len, &catalog) : NULL;
	plansql_result_free(r);
	free(text);
	free(path);
	return catalog;
}

static plansql_catalog *load_catalog_file(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	plansql_catalog *catalog = NULL;
	plansql_result *r =
	    text ? plansql_catalog_read(text, len, &catalog) : NULL;
	plansql_result_free(r);
	free(text);
	return catalog;
}

static plansql_policy *load_policy_file(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	plansql_policy *policy = NULL;
	plansql_result *r =
	    text ? plansql_policy_read(text, len, "analyst", &policy) : NULL;
	plansql_result_free(r);
	free(text);
	return policy;
}

/* A case's glossary must read: a broken one would test nothing. */
static plansql_glossary *load_glossary_file(const char *path,
					    const plansql_catalog *catalog)
{
	size_t len;
	char *text = read_file(path, &len);
	if (!text)
		return NULL;
	plansql_glossary *glossary = NULL;
	plansql_result *r =
	    plansql_glossary_read(text, len, catalog, &glossary);
	if (!glossary) {
		char *diags = r ? diagnostics_text(r) : NULL;
		fprintf(stderr, "%s does not read:\n%s", path,
			diags ? diags : "out of memory\n");
		abort();
	}
	plansql_result_free(r);
	free(text);
	return glossary;
}

void case_sources_load(const struct test_case *c, struct case_sources *s)
{
	char *catalog = case_path(c, "catalog");
	char *policy = case_path(c, "policy");
	memset(s, 0, sizeof *s);
	s->catalog = load_catalog_file(catalog);
	if (!s->catalog) { /* the catalog all the directory's cases share */
		char *shared = malloc(strlen(c->expect_dir) + 16);
		sprintf(shared, "%s/catalog.json", c->expect_dir);
		s->catalog = load_catalog_file(shared);
		free(shared);
	}
	s->own_catalog = s->catalog != NULL;
	s->no_audit = !strncmp(c->name, "catalog-", 8);
	if (!s->catalog &&
	    (strstr(c->expect_dir, "golden/audit") ||
	     strstr(c->expect_dir, "golden/patch") || s->no_audit))
		s->catalog = load_demo_catalog();
	s->policy = load_policy_file(policy);
	char *glossary = case_path(c, "glossary");
	s->glossary = load_glossary_file(glossary, s->catalog);
	free(glossary);
	free(catalog);
	free(policy);
}

void case_sources_apply(const struct case_sources *s, plansql_options *o)
{
	o->catalog = s->catalog;
	o->policy = s->policy;
	o->glossary = s->glossary;
	o->now = TEST_NOW;
	if (s->no_audit)
		o->flags |= PLANSQL_NO_AUDIT;
}

void case_sources_free(struct case_sources *s)
{
	plansql_catalog_free(s->catalog);
	plansql_policy_free(s->policy);
	plansql_glossary_free(s->glossary);
	memset(s, 0, sizeof *s);
}

char *diagnostics_text(const plansql_result *r)
{
	struct tsv out = {0};
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		char *line = plansql_diagnostic_text(
		    plansql_result_diagnostic(r, i), "plan.json");
		size_t n = strlen(line);
		if (out.len + n + 2 > out.cap) {
			out.cap = (out.len + n + 2) * 2;
			out.text = realloc(out.text, out.cap);
		}
		memcpy(out.text + out.len, line, n);
		out.len += n;
		out.text[out.len++] = '\n';
		out.text[out.len] = '\0';
		plansql_free(line);
	}
	return out.text ? out.text : strdup("");
}

static void put(struct tsv *t, const char *s, size_t n)
{
	if (t->len + n + 1 > t->cap) {
		t->cap = (t->len + n + 1) * 2 + 64;
		t->text = realloc(t->text, t->cap);
	}
	memcpy(t->text + t->len, s, n);
	t->len += n;
	t->text[t->len] = '\0';
}

/* Decimal text ("-12.50", "3.0", "0.99") without exponent. */
static bool is_decimal(const char *s)
{
	const char *p = s + (*s == '-');
	if (!(*p >= '0' && *p <= '9'))
		return false;
	while (*p >= '0' && *p <= '9')
		p++;
	if (*p == '.') {
		p++;
		if (!(*p >= '0' && *p <= '9'))
			return false;
		while (*p >= '0' && *p <= '9')
			p++;
		return *p == '\0';
	}
	return false;
}

void tsv_cell(struct tsv *t, const char *cell, bool first)
{
	if (!first)
		put(t, "\t", 1);
	if (!cell) {
		put(t, "\\N", 2);
		return;
	}
	if (is_decimal(cell)) {
		char num[64];
		snprintf(num, sizeof num, "%.4f", strtod(cell, NULL));
		char *end = num + strlen(num);
		while (end[-1] == '0')
			*--end = '\0';
		if (end[-1] == '.')
			*--end = '\0';
		const char *shown = strcmp(num, "-0") ? num : "0";
		put(t, shown, strlen(shown));
		return;
	}
	for (const char *c = cell; *c; c++) {
		if (*c == '\t')
			put(t, "\\t", 2);
		else if (*c == '\n')
			put(t, "\\n", 2);
		else if (*c == '\\')
			put(t, "\\\\", 2);
		else
			put(t, c, 1);
	}
}

void tsv_end_row(struct tsv *t)
{
	put(t, "\n", 1);
	t->rows++;
}

static int compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void tsv_sort(struct tsv *t)
{
	if (!t->text)
		return;
	char *body = strchr(t->text, '\n');
	if (!body || !body[1])
		return;
	body++;
	size_t n = 0, cap = 64;
	char **lines = malloc(cap * sizeof *lines);
	for (char *line = strtok(body, "\n"); line; line = strtok(NULL, "\n")) {
		if (n == cap)
			lines = realloc(lines, (cap *= 2) * sizeof *lines);
		lines[n++] = strdup(line);
	}
	qsort(lines, n, sizeof *lines, compare_lines);
	t->len = (size_t)(body - t->text);
	for (size_t i = 0; i < n; i++) {
		put(t, lines[i], strlen(lines[i]));
		put(t, "\n", 1);
		free(lines[i]);
	}
	free(lines);
}

void tsv_free(struct tsv *t)
{
	free(t->text);
	memset(t, 0, sizeof *t);
}

/* Binds as SQLite reads the literal form: booleans as 1 and 0, numbers
 * as integers when they are, dates as ISO text. */
static int bind_values(sqlite3_stmt *stmt, const plansql_result *values)
{
	int rc = SQLITE_OK;
	for (size_t i = 0;
	     rc == SQLITE_OK && i < plansql_result_param_count(values); i++) {
		const plansql_param *v = plansql_result_param(values, i);
		int at = (int)i + 1;
		char *end;
		errno = 0;
		long long n = strtoll(v->text, &end, 10);
		bool integral = *v->text && !*end && !errno;
		if (v->type == PLANSQL_PARAM_BOOLEAN)
			rc = sqlite3_bind_int(stmt, at, *v->text == 't');
		else if (v->type == PLANSQL_PARAM_INTEGER ||
			 (v->type == PLANSQL_PARAM_NUMBER && integral))
			rc = sqlite3_bind_int64(stmt, at, n);
		else if (v->type == PLANSQL_PARAM_NUMBER)
			rc = sqlite3_bind_double(stmt, at, atof(v->text));
		else
			rc = sqlite3_bind_text(stmt, at, v->text, -1,
					       SQLITE_STATIC);
	}
	return rc;
}

char *sqlite_rows(const char *path, const char *sql, bool sorted, char **error)
{
	return sqlite_rows_bound(path, sql, NULL, sorted, error);
}

char *sqlite_rows_bound(const char *path, const char *sql,
			const plansql_result *values, bool sorted, char **error)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *stmt = NULL;
	struct tsv t = {0};
	*error = NULL;
	int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_prepare_v2(db, sql, -1, &stmt, NULL);
	if (rc == SQLITE_OK)
		rc = bind_values(stmt, values);
	if (rc == SQLITE_OK) {
		int n = sqlite3_column_count(stmt);
		for (int i = 0; i < n; i++)
			tsv_cell(&t, sqlite3_column_name(stmt, i), i == 0);
		tsv_end_row(&t);
		while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
			for (int i = 0; i < n; i++)
				tsv_cell(
				    &t,
				    (const char *)sqlite3_column_text(stmt, i),
				    i == 0);
			tsv_end_row(&t);
		}
		if (rc == SQLITE_DONE)
			rc = SQLITE_OK;
	}
	if (rc != SQLITE_OK) {
		*error = strdup(db ? sqlite3_errmsg(db) : "cannot open");
		tsv_free(&t);
	}
	sqlite3_finalize(stmt);
	sqlite3_close(db);
	if (t.text && sorted)
		tsv_sort(&t);
	return t.text;
}
