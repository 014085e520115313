/* The audit of fuzzed plans against the demo catalog.  An audited plan
 * must audit again without any repair and to the same text, and must
 * compile in every dialect without the audit. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

static size_t repairs(const plansql_result *r)
{
	size_t n = 0;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		n += plansql_result_diagnostic(r, i)->severity == PLANSQL_FIXED;
	return n;
}

static void compile_everywhere(const plansql_plan *plan)
{
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		plansql_options o = {.size = sizeof(plansql_options),
				     .dialect = (plansql_dialect)d,
				     .flags = PLANSQL_NO_AUDIT,
				     .catalog = fuzz_demo_catalog()};
		plansql_result *r = plansql_plan_compile(plan, &o);
		plansql_result_free(r);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = fuzz_demo_catalog()};
	plansql_plan *once, *twice;
	plansql_result *r =
	    plansql_audit((const char *)data, size, &options, &once);
	plansql_result_free(r);
	if (!once)
		return 0;
	char *first = plansql_plan_json(once);
	r = plansql_audit(first, strlen(first), &options, &twice);
	if (!twice)
		fuzz_fail("an audited plan passes the audit again", first);
	if (repairs(r))
		fuzz_fail("an audited plan needs no repair", first);
	char *second = plansql_plan_json(twice);
	if (strcmp(first, second))
		fuzz_fail("auditing twice changes nothing", first);
	compile_everywhere(once);
	plansql_result_free(r);
	plansql_free(second);
	plansql_free(first);
	plansql_plan_free(twice);
	plansql_plan_free(once);
	return 0;
}
