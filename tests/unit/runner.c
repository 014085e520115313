/* The suite runner of every Check program (runner.h). */
#include "runner.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Whether one of Check's variables that choose the tests is set. */
static bool tests_are_selected(void)
{
	static const char *const names[] = {"CK_RUN_SUITE", "CK_RUN_CASE",
					    "CK_INCLUDE_TAGS",
					    "CK_EXCLUDE_TAGS"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		const char *value = getenv(names[i]);
		if (value && *value)
			return true;
	}
	return false;
}

int runner_run(runner_suite_fn *const suites[])
{
	SRunner *sr = NULL;
	for (size_t i = 0; suites[i]; i++) {
		Suite *s = suites[i]();
		if (sr)
			srunner_add_suite(sr, s);
		else
			sr = srunner_create(s);
	}
	if (!sr) {
		fprintf(stderr, "runner: no suite to run\n");
		return EXIT_FAILURE;
	}
	srunner_run_all(sr, CK_ENV);
	int run = srunner_ntests_run(sr);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	if (failed)
		return EXIT_FAILURE;
	/* a name mistyped in CK_RUN_CASE runs nothing: say so, not "100%" */
	if (run == 0 && tests_are_selected()) {
		fprintf(stderr, "runner: CK_RUN_SUITE, CK_RUN_CASE or the tags "
				"select no test of this program: skipped\n");
		return RUNNER_SKIP;
	}
	return EXIT_SUCCESS;
}
