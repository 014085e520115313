/* Unit tests of the modules under the API, one suite per stage of
 * src/README.md (unit_STAGE.c), each test in a test case named after
 * the module it exercises: CK_RUN_SUITE=json runs the JSON stage's
 * tests alone, CK_RUN_CASE=json_scan those of the scan. */
#include "runner.h"
#include "unit.h"

int main(void)
{
	static runner_suite_fn *const suites[] = {
	    unit_common_suite, unit_json_suite,
	    unit_sql_suite,    unit_dialects_suite,
	    unit_plan_suite,   unit_catalog_suite,
	    unit_audit_suite,  unit_lower_suite,
	    unit_api_suite,    NULL,
	};
	return runner_run(suites);
}
