/* What the fuzz targets share: failing loudly, the demo catalog, and a
 * set of strings for comparing what a plan says with what an engine's
 * parser read. */
#ifndef PLANSQL_FUZZ_COMMON_H
#define PLANSQL_FUZZ_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "plansql.h"

/* Reports a broken property with the input's SQL and aborts, so the
 * fuzzer keeps the input. */
_Noreturn void fuzz_fail(const char *property, const char *detail);

/* examples/demo/catalog.json (or $PLANSQL_FUZZ_CATALOG), read once. */
const plansql_catalog *fuzz_demo_catalog(void);
/* A plan of the source tree (a path relative to it), audited against
 * the demo catalog; the caller frees it. */
plansql_plan *fuzz_audited_plan(const char *relative);

struct string_set {
	char **items;
	size_t count, cap;
};

void set_add(struct string_set *s, const char *text);
void set_sort(struct string_set *s);
bool set_has(const struct string_set *s, const char *text);
void set_free(struct string_set *s);

#endif
