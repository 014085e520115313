/* The library as a reporting tool uses it: read a plan once, compile it
 * for every dialect in every mode, write it back, read that, compile
 * again, free everything; the two plans must give the same SQL. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

static char *sql_of(const plansql_plan *plan, plansql_dialect d, unsigned flags)
{
	plansql_options o = {.dialect = d, .flags = flags};
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
	for (int d = PLANSQL_SQLITE; d <= PLANSQL_TSQL; d++) {
		for (unsigned flags = 0; flags <= PLANSQL_COMPACT; flags++) {
			char *a = sql_of(plan, (plansql_dialect)d, flags);
			char *b = sql_of(again, (plansql_dialect)d, flags);
			if (!a != !b || (a && strcmp(a, b)))
				fuzz_fail("a plan written and read back gives "
					  "the same SQL",
					  text);
			free(a);
			free(b);
		}
	}
	plansql_free(text);
	plansql_plan_free(again);
	plansql_plan_free(plan);
	return 0;
}
