/* The round trip of plansql import, its test oracle: every golden plan
 * of tests/golden/rules compiled to PostgreSQL, that SQL imported, and
 * the imported plan compiled again must give the same SQL in every
 * dialect (the rows on the engines then are those check_engines checks).
 * A case in tests/import/pending.txt uses a construct the importer does
 * not read yet: its import must be refused, never give other SQL, and
 * once it round-trips the case must leave the list. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

static struct test_case *cases;
static size_t case_count;
static char **pending;
static size_t pending_count;

static void load_pending(void)
{
	char *path = src_path("tests/import/pending.txt");
	char *text = read_file(path, NULL);
	free(path);
	if (!text) {
		fprintf(stderr, "tests/import/pending.txt is missing\n");
		exit(EXIT_FAILURE);
	}
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (line[0] == '#' || !line[0])
			continue;
		size_t n = strlen(line) + 1;
		pending =
		    realloc(pending, (pending_count + 1) * sizeof *pending);
		if (!pending || !(pending[pending_count] = malloc(n)))
			abort();
		memcpy(pending[pending_count++], line, n);
	}
	free(text);
}

static bool is_pending(const char *name)
{
	for (size_t i = 0; i < pending_count; i++)
		if (!strcmp(pending[i], name))
			return true;
	return false;
}

static plansql_result *compile(const plansql_plan *plan,
			       const struct case_sources *s,
			       plansql_dialect dialect)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	case_sources_apply(s, &o);
	o.dialect = dialect;
	return plansql_plan_compile(plan, &o);
}

/* The plan's SQL in every dialect equals the first plan's. */
static void assert_same_sql(const plansql_plan *first,
			    const plansql_plan *imported,
			    const struct case_sources *s, const char *name)
{
	for (int d = 0; d < 4; d++) {
		plansql_dialect dialect = (plansql_dialect)d;
		plansql_result *a = compile(first, s, dialect);
		plansql_result *b = compile(imported, s, dialect);
		const char *sa = plansql_result_sql(a);
		const char *sb = plansql_result_sql(b);
		ck_assert_msg((!sa && !sb) || (sa && sb && !strcmp(sa, sb)),
			      "%s, %s: the imported plan compiles to\n%s\n"
			      "instead of\n%s",
			      name, test_dialects[d], sb ? sb : "(nothing)",
			      sa ? sa : "(nothing)");
		plansql_result_free(a);
		plansql_result_free(b);
	}
}

START_TEST(golden_plan_round_trips)
{
	const struct test_case *c = &cases[_i];
	size_t len;
	char *text = read_file(c->plan_path, &len);
	ck_assert(text != NULL);
	struct case_sources s;
	case_sources_load(c, &s);
	plansql_plan *first = NULL;
	plansql_result_free(plansql_plan_read(text, len, &first));
	plansql_result *pg =
	    first ? compile(first, &s, PLANSQL_POSTGRES) : NULL;
	const char *sql = pg ? plansql_result_sql(pg) : NULL;
	if (sql) { /* a case compiles to PostgreSQL, or tests an error */
		plansql_options o = PLANSQL_OPTIONS_INIT;
		o.catalog = s.catalog;
		plansql_plan *imported = NULL;
		plansql_result *r =
		    plansql_plan_import(sql, strlen(sql), &o, &imported);
		char *why = diagnostics_text(r);
		if (is_pending(c->name))
			ck_assert_msg(!imported,
				      "%s imports now: take it out of "
				      "tests/import/pending.txt",
				      c->name);
		else
			ck_assert_msg(imported != NULL,
				      "%s: the import of\n%s\nis refused:\n%s",
				      c->name, sql, why);
		if (imported)
			assert_same_sql(first, imported, &s, c->name);
		free(why);
		plansql_result_free(r);
		plansql_plan_free(imported);
	}
	plansql_result_free(pg);
	plansql_plan_free(first);
	case_sources_free(&s);
	free(text);
}
END_TEST

/* A name in the list that is no case would keep nothing pending. */
START_TEST(every_pending_case_exists)
{
	for (size_t i = 0; i < pending_count; i++) {
		bool found = false;
		for (size_t k = 0; k < case_count && !found; k++)
			found = !strcmp(cases[k].name, pending[i]);
		ck_assert_msg(found,
			      "%s in tests/import/pending.txt is no "
			      "golden rules case",
			      pending[i]);
	}
}
END_TEST

int main(void)
{
	add_test_cases(&cases, &case_count, "tests/golden/rules",
		       "tests/golden/rules");
	load_pending();
	Suite *s = suite_create("import");
	TCase *tc = tcase_create("round trip");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, golden_plan_round_trips, 0, (int)case_count);
	tcase_add_test(tc, every_pending_case_exists);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	printf("import: %zu cases, %zu pending\n", case_count, pending_count);
	return failed == 0 && case_count > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
