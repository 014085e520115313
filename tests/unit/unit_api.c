/* Unit tests of the API's own promises: options (strict, defaults,
 * sizes), the version, results as JSON and text, compiles independent
 * across threads and free of growth, dialect names. */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <check.h>
#include <json-c/json.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"
#include "unit.h"

/* ---- api_options: api/api_options.c ---- */

/* --strict: a warning (here an ignored field) stops the compile, the
 * audit and the patch; without it the same plan compiles. */
START_TEST(strict_makes_warnings_errors)
{
	static const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"tracks\", \"columns\": [{\"column\": \"Name\"}]}], "
	    "\"limt\": 5}";
	plansql_options o = PLANSQL_OPTIONS_INIT;
	plansql_result *r = plansql_compile(plan, strlen(plan), &o);
	ck_assert(plansql_result_ok(r) && plansql_result_sql(r));
	plansql_result_free(r);
	o.flags = PLANSQL_STRICT;
	r = plansql_compile(plan, strlen(plan), &o);
	ck_assert(!plansql_result_ok(r));
	ck_assert_ptr_null(plansql_result_sql(r));
	ck_assert_int_eq(plansql_result_diagnostic(r, 0)->severity,
			 PLANSQL_ERROR);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "unknown-field");
	plansql_result_free(r);
	plansql_plan *audited = NULL;
	r = plansql_audit(plan, strlen(plan), &o, &audited);
	ck_assert(!plansql_result_ok(r));
	ck_assert_ptr_null(audited);
	plansql_result_free(r);
	plansql_plan *read = NULL;
	r = plansql_plan_read(plan, strlen(plan), &read);
	ck_assert_ptr_nonnull(read);
	ck_assert_uint_eq(plansql_result_strict(r), 1);
	ck_assert(!plansql_result_ok(r));
	plansql_result_free(r);
	plansql_plan_free(read);
}
END_TEST

static const char demo_plan[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"tracks\", "
    "\"columns\": [{\"column\": \"Name\"}], \"filters\": [{\"column\": "
    "\"Name\", \"op\": \"starts_with\", \"value\": \"50%\"}]}], "
    "\"limit\": 3}";

START_TEST(default_options_mean_sqlite)
{
	plansql_result *r = plansql_compile(demo_plan, strlen(demo_plan), NULL);
	ck_assert(plansql_result_ok(r));
	ck_assert_str_eq(plansql_result_sql(r),
			 "SELECT \"tracks\".\"Name\"\nFROM \"tracks\"\n"
			 "WHERE \"tracks\".\"Name\" GLOB '50%*'\nLIMIT 3");
	plansql_result_free(r);
}
END_TEST

/* Options that were never initialised (size 0) are refused by every
 * call that takes them, rather than read as whatever they hold. */
START_TEST(uninitialised_options_refused)
{
	plansql_options zero;
	memset(&zero, 0, sizeof zero);
	zero.dialect = PLANSQL_POSTGRES;
	plansql_result *r =
	    plansql_compile(demo_plan, strlen(demo_plan), &zero);
	ck_assert(!plansql_result_ok(r));
	ck_assert_ptr_null(plansql_result_sql(r));
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code, "bad-options");
	plansql_result_free(r);
	plansql_plan *plan, *made = (plansql_plan *)&zero;
	plansql_result_free(
	    plansql_plan_read(demo_plan, strlen(demo_plan), &plan));
	r = plansql_plan_audit(plan, &zero, &made);
	ck_assert_ptr_null(made);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code, "bad-options");
	plansql_result_free(r);
	plansql_patch *patch = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_limit(patch, 5), PLANSQL_OK);
	made = (plansql_plan *)&zero;
	r = plansql_plan_patch(plan, patch, &zero, &made);
	ck_assert_ptr_null(made);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code, "bad-options");
	plansql_result_free(r);
	ck_assert_ptr_null(plansql_plan_options(plan, &zero));
	plansql_patch_free(patch);
	plansql_plan_free(plan);
}
END_TEST

/* A caller built against a later header passes a larger struct: the
 * fields this library does not know are not read. */
START_TEST(larger_options_accepted)
{
	union {
		plansql_options o;
		unsigned char bytes[sizeof(plansql_options) + 32];
	} later;
	memset(later.bytes, 0xff, sizeof later.bytes);
	plansql_options_init(&later.o, sizeof later.bytes);
	ck_assert_uint_eq(later.o.size, sizeof later.bytes);
	ck_assert_int_eq(later.bytes[sizeof(plansql_options)], 0);
	memset(later.bytes + sizeof(plansql_options), 0xff, 32);
	later.o.dialect = PLANSQL_POSTGRES;
	plansql_result *r =
	    plansql_compile(demo_plan, strlen(demo_plan), &later.o);
	ck_assert(plansql_result_ok(r));
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "LIKE '50!%%'"));
	plansql_result_free(r);
}
END_TEST

/* ---- api_version: api/api_version.c ---- */

/* One version, three spellings: configure's, the header's text and its
 * number; the library answers with the same. */
START_TEST(version_agrees)
{
	char number[32];
	int n = PLANSQL_VERSION_NUMBER;
	snprintf(number, sizeof number, "%d.%d.%d", n / 1000000,
		 n / 1000 % 1000, n % 1000);
	ck_assert_str_eq(number, PLANSQL_VERSION);
	ck_assert_str_eq(PACKAGE_VERSION, PLANSQL_VERSION);
	ck_assert_str_eq(plansql_version(), PLANSQL_VERSION);
	ck_assert_int_eq(plansql_version_number(), PLANSQL_VERSION_NUMBER);
}
END_TEST

/* ---- api_result: api/api_result.c ---- */

START_TEST(result_json_is_json)
{
	const char bad[] = "{\"decision\": \"proceed\", \"selections\": [], "
			   "\"extra\": 1}";
	plansql_result *r = plansql_compile(bad, sizeof bad - 1, NULL);
	char *text = plansql_result_json(r);
	json_object *o = json_tokener_parse(text), *sql, *diags;
	ck_assert_ptr_nonnull(o);
	ck_assert(json_object_object_get_ex(o, "sql", &sql));
	ck_assert_ptr_null(sql);
	ck_assert(json_object_object_get_ex(o, "diagnostics", &diags));
	ck_assert_int_eq(json_object_array_length(diags), 2);
	json_object_put(o);
	plansql_free(text);
	plansql_result_free(r);
}
END_TEST

START_TEST(diagnostic_text_escapes_terminal_controls)
{
	const char plan[] =
	    "{\"decision\": \"terminate\", \"\\u001b[31m\\u202e\": 1}";
	plansql_plan *p;
	plansql_result *r = plansql_plan_read(plan, sizeof plan - 1, &p);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	char *line =
	    plansql_diagnostic_text(plansql_result_diagnostic(r, 0), "p.json");
	ck_assert_ptr_null(strchr(line, '\x1b'));
	ck_assert_ptr_null(strstr(line, "\xE2\x80\xAE"));
	ck_assert_ptr_nonnull(strstr(line, "\\u001B[31m\\u202E"));
	plansql_free(line);
	plansql_plan_free(p);
	plansql_result_free(r);
}
END_TEST

/* ---- api_compile: api/api_compile.c ---- */

/* Resident memory in pages, from /proc; -1 when it cannot be read. */
static long resident_pages(void)
{
	long size = 0, resident = -1;
	FILE *f = fopen("/proc/self/statm", "r");
	if (f) {
		if (fscanf(f, "%ld %ld", &size, &resident) != 2)
			resident = -1;
		fclose(f);
	}
	return resident;
}

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

/* Why the resident size says nothing about leaks in this process, or
 * NULL when it does. */
static const char *growth_unmeasurable(void)
{
#ifdef UNDER_ASAN
	return "AddressSanitizer keeps freed memory in quarantine (its leak "
	       "checker covers this build)";
#endif
	const char *preload = getenv("LD_PRELOAD");
	if (preload && strstr(preload, "vgpreload"))
		return "under valgrind, whose allocator holds freed memory "
		       "(its "
		       "leak checker covers this run)";
	if (resident_pages() < 0)
		return "/proc/self/statm cannot be read";
	return NULL;
}

/* Every compile frees what it used: many compiles, no growth.  Where the
 * resident size cannot show that, the test says it is skipped rather
 * than passing without having measured. */
START_TEST(compiling_many_times_does_not_grow_the_process)
{
	const char *why = growth_unmeasurable();
	if (why) {
		printf("compiling_many_times_does_not_grow_the_process: "
		       "skipped: %s\n",
		       why);
		fflush(stdout);
		return;
	}
	char *plan = plan_with_table_name(40);
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = PLANSQL_POSTGRES};
	for (int i = 0; i < 2000; i++) /* settle the allocator */
		plansql_result_free(plansql_compile(plan, strlen(plan), &o));
	long before = resident_pages();
	for (int i = 0; i < 50000; i++)
		plansql_result_free(plansql_compile(plan, strlen(plan), &o));
	long growth = resident_pages() - before;
	ck_assert_msg(growth < 64, "grew by %ld pages", growth);
	free(plan);
}
END_TEST

START_TEST(a_read_plan_compiles_for_every_dialect)
{
	plansql_plan *plan;
	plansql_result *r =
	    plansql_plan_read(demo_plan, strlen(demo_plan), &plan);
	ck_assert_ptr_nonnull(plan);
	plansql_result_free(r);
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		plansql_options o = {.size = sizeof(plansql_options),
				     .dialect = (plansql_dialect)d,
				     .flags = PLANSQL_COMPACT};
		r = plansql_plan_compile(plan, &o);
		ck_assert_ptr_nonnull(plansql_result_sql(r));
		ck_assert_ptr_null(strchr(plansql_result_sql(r), '\n'));
		plansql_result_free(r);
	}
	plansql_plan_free(plan);
}
END_TEST

struct thread_job {
	const char *expected[4];
	int mismatches;
};

static void *compile_many(void *arg)
{
	struct thread_job *job = arg;
	for (int i = 0; i < 200; i++) {
		plansql_options o = {.size = sizeof(plansql_options),
				     .dialect = (plansql_dialect)(i % 4)};
		plansql_result *r =
		    plansql_compile(demo_plan, strlen(demo_plan), &o);
		if (strcmp(plansql_result_sql(r), job->expected[i % 4]))
			job->mismatches++;
		plansql_result_free(r);
	}
	return NULL;
}

START_TEST(compiles_are_independent_across_threads)
{
	plansql_result *one[4];
	struct thread_job jobs[4];
	for (int d = 0; d < 4; d++) {
		plansql_options o = {.size = sizeof(plansql_options),
				     .dialect = (plansql_dialect)d};
		one[d] = plansql_compile(demo_plan, strlen(demo_plan), &o);
	}
	pthread_t threads[4];
	for (int t = 0; t < 4; t++) {
		for (int d = 0; d < 4; d++)
			jobs[t].expected[d] = plansql_result_sql(one[d]);
		jobs[t].mismatches = 0;
		pthread_create(&threads[t], NULL, compile_many, &jobs[t]);
	}
	for (int t = 0; t < 4; t++) {
		pthread_join(threads[t], NULL);
		ck_assert_int_eq(jobs[t].mismatches, 0);
	}
	for (int d = 0; d < 4; d++)
		plansql_result_free(one[d]);
}
END_TEST

/* ---- api_dialect: api/api_dialect.c ---- */

START_TEST(dialect_names_round_trip)
{
	plansql_dialect d;
	ck_assert_int_eq(plansql_dialect_from_name("mariadb", &d), 0);
	ck_assert_int_eq(d, PLANSQL_MYSQL);
	ck_assert_int_eq(plansql_dialect_from_name("oracle", &d),
			 PLANSQL_MISUSE);
	for (int i = 0; i < 4; i++) {
		ck_assert_int_eq(
		    plansql_dialect_from_name(
			plansql_dialect_name((plansql_dialect)i), &d),
		    0);
		ck_assert_int_eq(d, i);
	}
	ck_assert_ptr_null(plansql_dialect_name((plansql_dialect)9));
}
END_TEST

/* The placeholders the table gives are those a compile with
 * PLANSQL_PARAMS writes, in order, in every dialect. */
START_TEST(dialect_placeholders_are_those_compiled)
{
	static const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"t\", \"columns\": [{\"column\": \"a\"}], \"filters\": "
	    "[{\"column\": \"a\", \"op\": \"=\", \"value\": \"x\"}, "
	    "{\"column\": \"b\", \"op\": \"=\", \"value\": \"y\"}]}]}";
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		plansql_options o;
		plansql_options_init(&o, sizeof o);
		o.dialect = (plansql_dialect)d;
		o.flags = PLANSQL_PARAMS | PLANSQL_COMPACT;
		plansql_result *r = plansql_compile(plan, strlen(plan), &o);
		const char *sql = plansql_result_sql(r);
		ck_assert_ptr_nonnull(sql);
		char *first = plansql_dialect_placeholder(o.dialect, 1);
		char *second = plansql_dialect_placeholder(o.dialect, 2);
		const char *at = strstr(sql, first);
		ck_assert_msg(at, "%s: %s not in %s",
			      plansql_dialect_name((plansql_dialect)d), first,
			      sql);
		ck_assert_msg(strstr(at + strlen(first), second),
			      "%s: %s not after %s in %s",
			      plansql_dialect_name((plansql_dialect)d), second,
			      first, sql);
		plansql_free(first);
		plansql_free(second);
		plansql_result_free(r);
	}
	char *p = plansql_dialect_placeholder(PLANSQL_POSTGRES, 12);
	ck_assert_str_eq(p, "$12");
	plansql_free(p);
	p = plansql_dialect_placeholder(PLANSQL_TSQL, 2);
	ck_assert_str_eq(p, "@p2");
	plansql_free(p);
	p = plansql_dialect_placeholder(PLANSQL_SQLITE, 2);
	ck_assert_str_eq(p, "?");
	plansql_free(p);
	ck_assert_ptr_null(plansql_dialect_placeholder(PLANSQL_SQLITE, 0));
	ck_assert_ptr_null(plansql_dialect_placeholder((plansql_dialect)99, 1));
}
END_TEST

Suite *unit_api_suite(void)
{
	Suite *s = suite_create("api");
	TCase *tc = unit_case(s, "api_options");
	tcase_add_test(tc, default_options_mean_sqlite);
	tcase_add_test(tc, uninitialised_options_refused);
	tcase_add_test(tc, larger_options_accepted);
	tcase_add_test(tc, strict_makes_warnings_errors);
	tc = unit_case(s, "api_version");
	tcase_add_test(tc, version_agrees);
	tc = unit_case(s, "api_result");
	tcase_add_test(tc, result_json_is_json);
	tcase_add_test(tc, diagnostic_text_escapes_terminal_controls);
	tc = unit_case(s, "api_compile");
	tcase_add_test(tc, compiling_many_times_does_not_grow_the_process);
	tcase_add_test(tc, a_read_plan_compiles_for_every_dialect);
	tcase_add_test(tc, compiles_are_independent_across_threads);
	tc = unit_case(s, "api_dialect");
	tcase_add_test(tc, dialect_names_round_trip);
	tcase_add_test(tc, dialect_placeholders_are_those_compiled);
	return s;
}
