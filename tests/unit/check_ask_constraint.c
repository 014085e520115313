/* The constraint texts compiled into the library are the files in the
 * source tree, byte for byte, and the schemas are JSON objects. */
#include <check.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask/ask_constraint.h"
#include "runner.h"

static const char *const tier_files[] = {"minimal", "standard", "full"};

/* The file's whole text, NUL-terminated; the test fails if unreadable. */
static char *read_source_file(const char *dir, const char *tier,
			      const char *extension)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s/plan-%s%s", TOP_SRCDIR, dir, tier,
		 extension);
	FILE *f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	long size = ftell(f);
	rewind(f);
	char *text = malloc((size_t)size + 1);
	ck_assert_uint_eq(fread(text, 1, (size_t)size, f), (size_t)size);
	text[size] = '\0';
	fclose(f);
	return text;
}

START_TEST(schema_is_its_file)
{
	const char *embedded = ask_strict_schema((enum ask_tier)_i);
	char *file =
	    read_source_file("schemas/llm", tier_files[_i], ".strict.json");
	ck_assert_ptr_nonnull(embedded);
	ck_assert_msg(strcmp(embedded, file) == 0,
		      "the embedded %s schema differs from its file",
		      tier_files[_i]);
	json_object *parsed = json_tokener_parse(embedded);
	ck_assert_msg(json_object_is_type(parsed, json_type_object),
		      "the %s schema is not a JSON object", tier_files[_i]);
	json_object_put(parsed);
	free(file);
}
END_TEST

START_TEST(grammar_is_its_file)
{
	const char *embedded = ask_grammar((enum ask_tier)_i);
	char *file = read_source_file("grammar", tier_files[_i], ".gbnf");
	ck_assert_ptr_nonnull(embedded);
	ck_assert_msg(strcmp(embedded, file) == 0,
		      "the embedded %s grammar differs from its file",
		      tier_files[_i]);
	ck_assert_ptr_nonnull(strstr(embedded, "\nroot ::= "));
	free(file);
}
END_TEST

START_TEST(tiers_have_different_texts)
{
	ck_assert_str_ne(ask_strict_schema(ASK_TIER_MINIMAL),
			 ask_strict_schema(ASK_TIER_FULL));
	ck_assert_str_ne(ask_grammar(ASK_TIER_STANDARD),
			 ask_grammar(ASK_TIER_FULL));
	ck_assert_ptr_null(ask_strict_schema((enum ask_tier)3));
	ck_assert_ptr_null(ask_grammar((enum ask_tier) - 1));
}
END_TEST

static Suite *ask_constraint_suite(void)
{
	Suite *s = suite_create("ask_constraint");
	TCase *tc = tcase_create("texts");
	tcase_add_loop_test(tc, schema_is_its_file, ASK_TIER_MINIMAL,
			    ASK_TIER_FULL + 1);
	tcase_add_loop_test(tc, grammar_is_its_file, ASK_TIER_MINIMAL,
			    ASK_TIER_FULL + 1);
	tcase_add_test(tc, tiers_have_different_texts);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {ask_constraint_suite, NULL};
	return runner_run(suites);
}
