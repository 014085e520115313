/* The one way the Check programs run: each builds its suites and hands
 * them to runner_run, which reports as Check's environment says. */
#ifndef PLANSQL_TEST_RUNNER_H
#define PLANSQL_TEST_RUNNER_H

#include <check.h>

/* The exit status make check reads as a test that was skipped. */
#define RUNNER_SKIP 77

/* Builds one suite; it may load what its tests share first. */
typedef Suite *runner_suite_fn(void);

/* Builds the suites of suites[] (ended by NULL) and runs them in one
 * runner, which prints the failures and a summary.  Check's variables
 * apply: CK_RUN_SUITE and CK_RUN_CASE (one suite or test case),
 * CK_INCLUDE_TAGS, CK_EXCLUDE_TAGS, CK_VERBOSITY (silent, minimal,
 * normal, verbose), CK_FORK=no, CK_DEFAULT_TIMEOUT,
 * CK_TIMEOUT_MULTIPLIER, CK_LOG_FILE_NAME, CK_XML_LOG_FILE_NAME and
 * CK_TAP_LOG_FILE_NAME.  Returns EXIT_FAILURE when a test failed,
 * RUNNER_SKIP when those variables selected no test of this program,
 * else EXIT_SUCCESS. */
int runner_run(runner_suite_fn *const suites[]);

#endif
