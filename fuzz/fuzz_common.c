#define _POSIX_C_SOURCE 200809L
#include "fuzz_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef TOP_SRCDIR
#define TOP_SRCDIR "."
#endif

_Noreturn void fuzz_fail(const char *property, const char *detail)
{
	fprintf(stderr, "property broken: %s\n%s\n", property,
		detail ? detail : "");
	abort();
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16;
	char *text = malloc(cap);
	*len = 0;
	size_t got;
	while (text && (got = fread(text + *len, 1, cap - *len, f)) > 0) {
		*len += got;
		if (*len == cap)
			text = realloc(text, cap *= 2);
	}
	fclose(f);
	return text;
}

const plansql_catalog *fuzz_demo_catalog(void)
{
	static plansql_catalog *catalog;
	if (catalog)
		return catalog;
	const char *path = getenv("PLANSQL_FUZZ_CATALOG");
	size_t len;
	char *text =
	    slurp(path ? path : TOP_SRCDIR "/examples/demo/catalog.json", &len);
	if (!text)
		fuzz_fail("the demo catalog is readable", path);
	plansql_result *r = plansql_catalog_read(text, len, &catalog);
	plansql_result_free(r);
	free(text);
	if (!catalog)
		fuzz_fail("the demo catalog is valid", NULL);
	return catalog;
}

plansql_plan *fuzz_audited_plan(const char *relative)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", TOP_SRCDIR, relative);
	size_t len;
	char *text = slurp(path, &len);
	if (!text)
		fuzz_fail("the example plan is readable", path);
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = fuzz_demo_catalog()};
	plansql_plan *plan;
	plansql_result *r = plansql_audit(text, len, &o, &plan);
	plansql_result_free(r);
	free(text);
	if (!plan)
		fuzz_fail("the example plan passes the audit", path);
	return plan;
}

void set_add(struct string_set *s, const char *text)
{
	if (s->count == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 32;
		s->items = realloc(s->items, s->cap * sizeof *s->items);
	}
	s->items[s->count++] = strdup(text);
}

static int compare(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void set_sort(struct string_set *s)
{
	if (s->count)
		qsort(s->items, s->count, sizeof *s->items, compare);
}

bool set_has(const struct string_set *s, const char *text)
{
	return s->count && bsearch(&text, s->items, s->count, sizeof *s->items,
				   compare) != NULL;
}

void set_free(struct string_set *s)
{
	for (size_t i = 0; i < s->count; i++)
		free(s->items[i]);
	free(s->items);
	memset(s, 0, sizeof *s);
}
