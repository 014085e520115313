/* Helpers shared by the Check suites: files, case lists, result rows. */
#ifndef PLANSQL_TESTLIB_H
#define PLANSQL_TESTLIB_H

#include <stdbool.h>
#include <stddef.h>

#include "plansql.h"

#ifndef TOP_SRCDIR
#define TOP_SRCDIR "."
#endif
#ifndef TOP_BUILDDIR
#define TOP_BUILDDIR "."
#endif

/* The library's dialects, from its table: how many, and the name of
 * each by plansql_dialect value.  What is tested in every dialect is
 * tested in each of them. */
int test_dialect_count(void);
const char *test_dialect(int d);

/* A malloc'd path: TOP_SRCDIR "/" relative. */
char *src_path(const char *relative);
char *build_path(const char *relative);
/* The file's contents NUL-terminated, or NULL when it does not exist. */
char *read_file(const char *path, size_t *len);
/* Sorted base names of the files in dir ending with suffix, suffix
 * removed; *count set.  Free with free_names. */
char **list_names(const char *dir, const char *suffix, size_t *count);
void free_names(char **names, size_t count);

/* A plan with expected files: PLAN_DIR/NAME.json, EXPECT_DIR/NAME.* */
struct test_case {
	char *plan_path, *expect_dir, *name;
};

/* Appends a case for every plan in plan_dir (relative to the source
 * tree); the expected files are in expect_dir. */
void add_test_cases(struct test_case **cases, size_t *count,
		    const char *plan_dir, const char *expect_dir);
/* The same for the plans named NAME + suffix (".json" above). */
void add_test_cases_named(struct test_case **cases, size_t *count,
			  const char *plan_dir, const char *suffix,
			  const char *expect_dir);
/* The expected file NAME.SUFFIX of a case, as a malloc'd path. */
char *case_path(const struct test_case *c, const char *suffix);
/* examples/demo/catalog.json. */
plansql_catalog *load_demo_catalog(void);

/* What a case compiles against: its own NAME.catalog, else its
 * directory's catalog.json, else the demo
 * catalog for the audit and patch cases and for cases named catalog-* (which
 * test what the catalog does without the audit), else none; and its
 * NAME.policy (role "analyst") if any; and its NAME.glossary if any. */
struct case_sources {
	plansql_catalog *catalog;
	plansql_policy *policy;
	plansql_glossary *glossary; /* NAME.glossary */
	bool own_catalog; /* NAME.catalog: tables the demo database lacks */
	bool no_audit;
};
/* The date every test compiles relative periods against: the demo
 * data ends 2025-12-30, so "last 12 months" is 2025. */
#define TEST_NOW "2026-01-15"
void case_sources_load(const struct test_case *c, struct case_sources *s);
/* Also sets now to TEST_NOW: expected files never depend on today. */
void case_sources_apply(const struct case_sources *s, plansql_options *o);
void case_sources_free(struct case_sources *s);

/* Every diagnostic of r as text lines, source named "plan.json". */
char *diagnostics_text(const plansql_result *r);

/* Rows as normalised TSV, the header first: NULL as \N, tab, newline and
 * backslash escaped, decimal numbers rounded to 4 places without
 * trailing zeros, so that engines agree on what equal values look like. */
struct tsv {
	char *text;
	size_t len, cap;
	size_t rows;
};
void tsv_cell(struct tsv *t, const char *cell, bool first);
void tsv_end_row(struct tsv *t);
/* Sorts the data lines (not the header) for results without order. */
void tsv_sort(struct tsv *t);
void tsv_free(struct tsv *t);

/* Runs sql on a SQLite file; the rows, or NULL with *error set. */
char *sqlite_rows(const char *path, const char *sql, bool sorted, char **error);
/* The same for sql with placeholders, the values of a compile with
 * PLANSQL_PARAMS bound (values NULL: none). */
char *sqlite_rows_bound(const char *path, const char *sql,
			const plansql_result *values, bool sorted,
			char **error);

#endif
