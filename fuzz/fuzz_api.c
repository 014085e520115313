/* The library as a reporting tool uses it: read a plan once, compile it
 * for every dialect in every mode, write it back, read that, compile
 * again, free everything; the two plans must give the same SQL.  Then
 * patch it as a user clicking through a report would (limit, offset,
 * DISTINCT, no order), with and without the demo catalog: the plan given
 * never changes, and the patched plan compiles the same way twice.  A
 * plan has steps exactly when it compiles (and has no set operations). */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

static char *sql_of(const plansql_plan *plan, plansql_dialect d, unsigned flags)
{
	plansql_options o = {
	    .size = sizeof(plansql_options), .dialect = d, .flags = flags};
	plansql_result *r = plansql_plan_compile(plan, &o);
	const char *sql = plansql_result_sql(r);
	char *copy = sql ? strdup(sql) : NULL;
	char *json = plansql_result_json(r);
	if (!json)
		fuzz_fail("every result prints as JSON", copy);
	plansql_free(json);
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		plansql_free(plansql_diagnostic_text(
		    plansql_result_diagnostic(r, i), "fuzz"));
	plansql_result_free(r);
	return copy;
}

/* Steps exist when the plan compiles (unless too many, or the plan has
 * set operations, which steps do not follow), each with a label, a
 * pointer and SQL; none when it does not. */
static void check_steps(const plansql_plan *plan, plansql_dialect d,
			bool compiles, const char *text)
{
	plansql_options o = {.size = sizeof(plansql_options), .dialect = d};
	plansql_steps *steps;
	plansql_result *r = plansql_plan_steps(plan, &o, &steps);
	bool too_many = false;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		too_many |= !strcmp(plansql_result_diagnostic(r, i)->code,
				    "too-many-steps") ||
			    !strcmp(plansql_result_diagnostic(r, i)->code,
				    "steps-set-operations");
	if (!steps != !compiles && !(too_many && !steps))
		fuzz_fail("a plan has steps exactly when it compiles", text);
	for (size_t i = 0; i < plansql_steps_count(steps); i++)
		if (!plansql_steps_label(steps, i) ||
		    !plansql_steps_pointer(steps, i) ||
		    !plansql_steps_sql(steps, i))
			fuzz_fail("every step has a label, a pointer and SQL",
				  text);
	plansql_steps_free(steps);
	plansql_result_free(r);
}

static plansql_patch *clicks(void)
{
	plansql_patch *patch = plansql_patch_new();
	if (!patch || plansql_patch_limit(patch, 7) ||
	    plansql_patch_offset(patch, PLANSQL_NONE) ||
	    plansql_patch_distinct(patch, 1) ||
	    plansql_patch_order_by(patch, NULL, 0))
		fuzz_fail("patches are built", NULL);
	return patch;
}

static void patch_and_compile(const plansql_plan *plan,
			      const plansql_catalog *catalog, const char *text)
{
	plansql_patch *patch = clicks();
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = catalog};
	plansql_plan *patched;
	plansql_result *r = plansql_plan_patch(plan, patch, &o, &patched);
	char *json = plansql_result_json(r);
	if (!json)
		fuzz_fail("a patch result prints as JSON", text);
	plansql_free(json);
	plansql_result_free(r);
	char *after = plansql_plan_json(plan);
	if (strcmp(after, text))
		fuzz_fail("a patch leaves the plan given unchanged", text);
	plansql_free(after);
	for (int d = 0; patched && d < (int)plansql_dialect_count(); d++) {
		char *a = sql_of(patched, (plansql_dialect)d, 0);
		char *b = sql_of(patched, (plansql_dialect)d, 0);
		if (!a != !b || (a && strcmp(a, b)))
			fuzz_fail("a patched plan compiles the same twice",
				  text);
		free(a);
		free(b);
	}
	plansql_plan_free(patched);
	plansql_patch_free(patch);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	plansql_plan *plan, *again;
	plansql_result *r = plansql_plan_read((const char *)data, size, &plan);
	plansql_result_free(r);
	if (!plan)
		return 0;
	char *text = plansql_plan_json(plan);
	r = plansql_plan_read(text, strlen(text), &again);
	plansql_result_free(r);
	if (!again)
		fuzz_fail("a written plan reads back", text);
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		for (unsigned flags = 0; flags <= PLANSQL_COMPACT; flags++) {
			char *a = sql_of(plan, (plansql_dialect)d, flags);
			char *b = sql_of(again, (plansql_dialect)d, flags);
			if (!a != !b || (a && strcmp(a, b)))
				fuzz_fail("a plan written and read back gives "
					  "the same SQL",
					  text);
			if (flags == 0)
				check_steps(plan, (plansql_dialect)d, a != NULL,
					    text);
			free(a);
			free(b);
		}
	}
	patch_and_compile(plan, NULL, text);
	patch_and_compile(plan, fuzz_demo_catalog(), text);
	plansql_free(text);
	plansql_plan_free(again);
	plansql_plan_free(plan);
	return 0;
}
