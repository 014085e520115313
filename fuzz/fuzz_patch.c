/* Patch operations (the fuzzed input, a patch document) applied to fixed
 * plans: a grouped plan over five tables, one with filter groups, a
 * self-join by aliases, one with a CTE and a window.  Beyond surviving:
 *   - the plan given is unchanged, whatever the patch;
 *   - applying the same patch twice gives the same plan, or fails twice;
 *   - a patched plan passes the audit again without any repair, and
 *     writes out and reads back as the same plan;
 *   - it compiles in every dialect or is refused with a diagnostic. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

static const char *const plan_paths[] = {
    "examples/plans/top-tracks.json",
    "examples/plans/rain-song-versions.json",
    "examples/plans/employees-away-from-manager.json",
    "examples/plans/customer-purchase-tiers.json",
};
#define PLAN_COUNT (sizeof plan_paths / sizeof *plan_paths)

static plansql_plan *plans[PLAN_COUNT];

static plansql_plan *patched(const plansql_plan *plan,
			     const plansql_patch *patch)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = fuzz_demo_catalog()};
	plansql_plan *out = NULL;
	plansql_result *r = plansql_plan_patch(plan, patch, &o, &out);
	if (!r)
		fuzz_fail("a patch always gives a result", NULL);
	if (!out && plansql_result_ok(r))
		fuzz_fail("a refused patch says why", NULL);
	plansql_result_free(r);
	return out;
}

static void check_audit_clean(const plansql_plan *plan, const char *json)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = fuzz_demo_catalog()};
	plansql_plan *again;
	plansql_result *r = plansql_plan_audit(plan, &o, &again);
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		if (plansql_result_diagnostic(r, i)->severity == PLANSQL_FIXED)
			fuzz_fail("a patched plan needs no repair", json);
	if (!again)
		fuzz_fail("a patched plan passes the audit", json);
	char *text = plansql_plan_json(again);
	if (strcmp(text, json))
		fuzz_fail("auditing a patched plan changes nothing", json);
	plansql_free(text);
	plansql_plan_free(again);
	plansql_result_free(r);
}

static void check_reads_back(const char *json)
{
	plansql_plan *read;
	plansql_result *r = plansql_plan_read(json, strlen(json), &read);
	plansql_result_free(r);
	char *text = read ? plansql_plan_json(read) : NULL;
	if (!text || strcmp(text, json))
		fuzz_fail("a patched plan reads back as itself", json);
	plansql_free(text);
	plansql_plan_free(read);
}

static void check_compiles(const plansql_plan *plan, const char *json)
{
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		plansql_options o = {.size = sizeof(plansql_options),
				     .dialect = (plansql_dialect)d,
				     .flags = PLANSQL_NO_AUDIT,
				     .catalog = fuzz_demo_catalog()};
		plansql_result *r = plansql_plan_compile(plan, &o);
		if (!plansql_result_sql(r) && plansql_result_ok(r))
			fuzz_fail("a refused compile says why", json);
		plansql_result_free(r);
	}
}

static void patch_one(const plansql_plan *plan, const plansql_patch *patch)
{
	char *before = plansql_plan_json(plan);
	plansql_plan *first = patched(plan, patch);
	plansql_plan *second = patched(plan, patch);
	char *after = plansql_plan_json(plan);
	if (strcmp(before, after))
		fuzz_fail("a patch leaves the plan given unchanged", before);
	if (!first != !second)
		fuzz_fail("a patch applies the same way twice", before);
	if (first) {
		char *a = plansql_plan_json(first);
		char *b = plansql_plan_json(second);
		if (strcmp(a, b))
			fuzz_fail("a patch gives the same plan twice", a);
		check_audit_clean(first, a);
		check_reads_back(a);
		check_compiles(first, a);
		plansql_free(a);
		plansql_free(b);
	}
	plansql_plan_free(first);
	plansql_plan_free(second);
	plansql_free(before);
	plansql_free(after);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!plans[0])
		for (size_t i = 0; i < PLAN_COUNT; i++)
			plans[i] = fuzz_audited_plan(plan_paths[i]);
	plansql_patch *patch;
	plansql_result *r =
	    plansql_patch_read((const char *)data, size, &patch);
	plansql_result_free(r);
	if (!patch)
		return 0;
	for (size_t i = 0; i < PLAN_COUNT; i++)
		patch_one(plans[i], patch);
	plansql_patch_free(patch);
	return 0;
}
