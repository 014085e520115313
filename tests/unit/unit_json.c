/* Unit tests of the JSON stage: the strict scan, seen through
 * plansql_plan_read (syntax, what json-c would change, duplicate keys,
 * the size limits, pointers), and the one JSON writer. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/plansql_limits.h"
#include "common/strbuf.h"
#include "json/json_write.h"
#include "plansql.h"
#include "unit.h"

/* ---- json_scan: json/json_scan.c, through plansql_plan_read ---- */

#define EXPECT(text, code, pointer, offset)                                    \
	expect_error((text), sizeof(text) - 1, (code), (pointer), (offset))

START_TEST(scan_reports_syntax_with_position)
{
	plansql_plan *plan;
	const char text[] =
	    "{\n  \"decision\": \"proceed\",\n  \"limit\": ]\n}";
	plansql_result *r = plansql_plan_read(text, sizeof text - 1, &plan);
	const plansql_diagnostic *d = first_error(r);
	ck_assert_str_eq(d->code, "invalid-json");
	ck_assert_str_eq(d->pointer, "/limit");
	ck_assert_int_eq(d->offset, 38);
	ck_assert_int_eq(d->line, 3);
	ck_assert_int_eq(d->column, 12);
	plansql_result_free(r);
	EXPECT("{\"decision\": \"proceed\"} x", "invalid-json", "", 24);
	EXPECT("{\"decision\": \"proceed\",}", "invalid-json", NULL, 23);
	EXPECT("{\"limit\": 012}", "invalid-json", "/limit", 10);
}
END_TEST

START_TEST(scan_rejects_what_jsonc_would_change)
{
	EXPECT("{\"limit\": NaN}", "invalid-json", "/limit", 10);
	EXPECT("{\"intent_summary\": \"\\ud800\"}", "lone-surrogate",
	       "/intent_summary", 20);
	EXPECT("{\"intent_summary\": \"\\udc00\"}", "lone-surrogate", NULL, -1);
	EXPECT("{\"intent_summary\": \"a\\u0000b\"}", "nul-character", NULL,
	       21);
	EXPECT("{\"intent_summary\": \"a\tb\"}", "control-character", NULL, 21);
	EXPECT("{\"intent_summary\": \"\xff\"}", "invalid-utf8", NULL, 20);
	EXPECT("{\"intent_summary\": \"\xed\xa0\x80\"}", "invalid-utf8", NULL,
	       20);
	EXPECT("{\"limit\": 9223372036854775808}", "number-range", "/limit",
	       10);
	EXPECT("{\"limit\": 1e400}", "number-range", "/limit", 10);
	expect_error("{\"a\": \"x\0y\"}", 12, "nul-character", "/a", 8);
}
END_TEST

START_TEST(scan_rejects_duplicate_keys_at_the_second)
{
	EXPECT(
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"a\", "
	    "\"table\": \"b\"}]}",
	    "duplicate-key", "/selections/0/table", 54);
	EXPECT("{\"a\": 1, \"\\u0061\": 2}", "duplicate-key", "/a", 9);
}
END_TEST

/* Past sixteen members the scan sorts the keys to find duplicates. */
START_TEST(scan_finds_duplicates_in_big_objects)
{
	char text[512] = "{\"decision\": \"proceed\"";
	for (int i = 0; i < 20; i++)
		sprintf(text + strlen(text), ", \"k%d\": %d", i, i);
	strcat(text, ", \"k3\": 0}");
	long second =
	    (long)(strstr(strstr(text, "\"k3\"") + 1, "\"k3\"") - text);
	expect_error(text, strlen(text), "duplicate-key", "/k3", second);
}
END_TEST

/* Text nested depth levels deep: objects inside arrays. */
static char *nested(int depth)
{
	char *s = malloc((size_t)depth * 2 + 64);
	strcpy(s, "{\"decision\": \"terminate\", \"x\": ");
	for (int i = 1; i < depth; i++)
		strcat(s, "[");
	strcat(s, "1");
	for (int i = 1; i < depth; i++)
		strcat(s, "]");
	strcat(s, "}");
	return s;
}

START_TEST(scan_limits_depth_at_the_limit_and_past_it)
{
	plansql_plan *plan;
	char *ok = nested(PLANSQL_MAX_DEPTH);
	plansql_result *r = plansql_plan_read(ok, strlen(ok), &plan);
	ck_assert_ptr_null(first_error(r));
	ck_assert_ptr_nonnull(plan);
	plansql_plan_free(plan);
	plansql_result_free(r);
	char *deep = nested(PLANSQL_MAX_DEPTH + 1);
	expect_error(deep, strlen(deep), "too-deep", NULL, -1);
	free(ok);
	free(deep);
}
END_TEST

/* {"decision": "terminate", "ambiguities": [n strings of len bytes]} */
static char *long_plan(size_t items, size_t len)
{
	char *s = malloc(items * (len + 4) + 64), *p = s;
	p += sprintf(p, "{\"decision\": \"terminate\", \"ambiguities\": [");
	for (size_t i = 0; i < items; i++) {
		*p++ = i ? ',' : ' ';
		*p++ = '"';
		memset(p, 'a', len);
		p += len;
		*p++ = '"';
	}
	strcpy(p, "]}");
	return s;
}

START_TEST(scan_limits_lists_and_strings)
{
	char *s = long_plan(PLANSQL_MAX_LIST, 1);
	expect_accepted(s);
	free(s);
	s = long_plan(PLANSQL_MAX_LIST + 1, 1);
	expect_error(s, strlen(s), "too-many", "/ambiguities/10000", -1);
	free(s);
	s = long_plan(1, PLANSQL_MAX_STRING_BYTES);
	expect_accepted(s);
	free(s);
	s = long_plan(1, PLANSQL_MAX_STRING_BYTES + 1);
	expect_error(s, strlen(s), "too-long", "/ambiguities/0", -1);
	free(s);
}
END_TEST

/* {"decision": "terminate", "x": {"k0": 0, "k1": 0, ...}} */
static char *wide_object(size_t keys)
{
	char *s = malloc(keys * 16 + 64), *p = s;
	p += sprintf(p, "{\"decision\": \"terminate\", \"x\": {");
	for (size_t i = 0; i < keys; i++)
		p += sprintf(p, "%s\"k%zu\": 0", i ? ", " : "", i);
	strcpy(p, "}}");
	return s;
}

START_TEST(scan_limits_object_keys)
{
	char *s = wide_object(PLANSQL_MAX_LIST);
	expect_accepted(s);
	free(s);
	s = wide_object(PLANSQL_MAX_LIST + 1);
	expect_error(s, strlen(s), "too-many", "/x", -1);
	free(s);
}
END_TEST

START_TEST(scan_limits_the_input_size)
{
	size_t len = PLANSQL_MAX_INPUT_BYTES + 1;
	char *s = malloc(len);
	memset(s, ' ', len);
	s[0] = '{';
	s[len - 1] = '}';
	expect_error(s, len, "too-large", "", 0);
	free(s);
}
END_TEST

/* Space runs are skipped a word at a time after a newline: every length
 * around the word's, up to the end of the text. */
START_TEST(scan_skips_space_runs_of_every_length)
{
	static const char *const breaks[] = {"\n", "\r\n", "\t", " ", ""};
	for (size_t b = 0; b < sizeof breaks / sizeof *breaks; b++) {
		for (int n = 0; n <= 20; n++) {
			char text[128];
			int len =
			    snprintf(text, sizeof text, "{%s%*s\"limit\": ]",
				     breaks[b], n, "");
			expect_error(text, (size_t)len, "invalid-json",
				     "/limit", len - 1);
			len = snprintf(text, sizeof text,
				       "{\"decision\": \"terminate\"}%s%*s",
				       breaks[b], n, "");
			expect_accepted(text);
			text[len++] = 'x';
			expect_error(text, (size_t)len, "invalid-json", "",
				     len - 1);
		}
	}
}
END_TEST

/* Keys with "~" and "/" are escaped in pointers (RFC 6901). */
START_TEST(pointers_escape_tilde_and_slash)
{
	plansql_plan *plan;
	const char text[] =
	    "{\"decision\": \"terminate\", \"a/b~c\": 1, \"~\": 2,"
	    " \"ambiguities\": [\"x\", \"y\", \"z\", \"w\", \"v\","
	    " \"u\", \"t\", \"s\", \"r\", \"q\", 7]}";
	plansql_result *r = read_exact(text, sizeof text - 1, &plan);
	ck_assert_ptr_null(plan);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 3);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->pointer, "/a~1b~0c");
	ck_assert_str_eq(plansql_result_diagnostic(r, 1)->pointer, "/~0");
	ck_assert_str_eq(plansql_result_diagnostic(r, 2)->pointer,
			 "/ambiguities/10");
	plansql_result_free(r);
}
END_TEST

START_TEST(scan_skips_a_byte_order_mark)
{
	expect_accepted("\xEF\xBB\xBF{\"decision\": \"terminate\"}");
}
END_TEST

/* ---- json_write: json/json_write.c ---- */

/* Each of the 31 control characters besides NUL, between two letters:
 * the short escapes JSON has, else \u00xx; and json-c reads each back as
 * the same string. */
START_TEST(json_writer_escapes_every_control_character)
{
	static const char *const named[32] = {['\b'] = "\\b",
					      ['\f'] = "\\f",
					      ['\n'] = "\\n",
					      ['\r'] = "\\r",
					      ['\t'] = "\\t"};
	for (int c = 1; c < 0x20; c++) {
		char in[4] = {'a', (char)c, 'b', '\0'}, want[16];
		if (named[c])
			snprintf(want, sizeof want, "\"a%sb\"", named[c]);
		else
			snprintf(want, sizeof want, "\"a\\u%04xb\"", c);
		char *text = json_string_text(in);
		ck_assert_str_eq(text, want);
		json_object *o = json_tokener_parse(text);
		ck_assert_ptr_nonnull(o);
		ck_assert_str_eq(json_object_get_string(o), in);
		json_object_put(o);
		free(text);
	}
}
END_TEST

START_TEST(json_writer_escapes_quotes_and_backslash_only)
{
	const char *in = "say \"hi\" \\ / \x7f "
			 "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xE2\x80\xAE";
	char *text = json_string_text(in);
	ck_assert_str_eq(text, "\"say \\\"hi\\\" \\\\ / \x7f "
			       "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80"
			       "\xE2\x80\xAE\"");
	json_object *o = json_tokener_parse(text);
	ck_assert_str_eq(json_object_get_string(o), in);
	json_object_put(o);
	free(text);
	/* bytes that are not UTF-8 cannot be JSON text: U+FFFD each */
	text = json_string_text("a\xFF\xC3"
				"b");
	ck_assert_str_eq(text, "\"a\\ufffd\\ufffdb\"");
	free(text);
}
END_TEST

/* One nested document, every kind of value, written both ways. */
static char *nested_document(bool pretty)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1 << 16);
	json_writer w;
	json_write_init(&w, &sb, pretty);
	json_write_begin_object(&w);
	json_write_key(&w, "list");
	json_write_begin_array(&w);
	json_write_int(&w, INT64_MIN);
	json_write_int(&w, INT64_MAX);
	json_write_number_text(&w, "1.50");
	json_write_number_text(&w, "-2.5e-3");
	json_write_bool(&w, true);
	json_write_bool(&w, false);
	json_write_null(&w);
	json_write_string(&w, NULL);
	json_write_begin_object(&w);
	json_write_member_string(&w, "k", "v");
	json_write_member_string(&w, "absent", NULL);
	json_write_end_object(&w);
	json_write_begin_array(&w);
	json_write_end_array(&w);
	json_write_end_array(&w);
	json_write_key(&w, "empty");
	json_write_begin_object(&w);
	json_write_end_object(&w);
	json_write_end_object(&w);
	return written(&sb);
}

START_TEST(json_writer_nests_pretty_and_compact)
{
	char *compact = nested_document(false);
	ck_assert_str_eq(compact,
			 "{\"list\":[-9223372036854775808,9223372036854775807,"
			 "1.50,-2.5e-3,true,false,null,null,{\"k\":\"v\"},[]],"
			 "\"empty\":{}}");
	char *pretty = nested_document(true);
	ck_assert_str_eq(pretty, "{\n"
				 "  \"list\": [\n"
				 "    -9223372036854775808,\n"
				 "    9223372036854775807,\n"
				 "    1.50,\n"
				 "    -2.5e-3,\n"
				 "    true,\n"
				 "    false,\n"
				 "    null,\n"
				 "    null,\n"
				 "    {\n"
				 "      \"k\": \"v\"\n"
				 "    },\n"
				 "    [\n"
				 "    ]\n"
				 "  ],\n"
				 "  \"empty\": {\n"
				 "  }\n"
				 "}");
	/* the same document, whichever way it is laid out */
	json_object *a = json_tokener_parse(compact);
	json_object *b = json_tokener_parse(pretty);
	ck_assert(json_object_equal(a, b));
	json_object_put(a);
	json_object_put(b);
	free(compact);
	free(pretty);
}
END_TEST

/* JSON text plansql wrote, embedded at depth: laid out as the rest. */
START_TEST(json_writer_lays_out_embedded_json)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1 << 16);
	json_writer w;
	json_write_init(&w, &sb, true);
	json_write_begin_object(&w);
	json_write_key(&w, "before");
	json_write_json(&w, "[\"a, b\",{\"k\\\"\":[1,2.5]},\"]\"]");
	json_write_end_object(&w);
	char *text = written(&sb);
	ck_assert_str_eq(text, "{\n"
			       "  \"before\": [\n"
			       "    \"a, b\",\n"
			       "    {\n"
			       "      \"k\\\"\": [\n"
			       "        1,\n"
			       "        2.5\n"
			       "      ]\n"
			       "    },\n"
			       "    \"]\"\n"
			       "  ]\n"
			       "}");
	free(text);
}
END_TEST

Suite *unit_json_suite(void)
{
	Suite *s = suite_create("json");
	TCase *tc = unit_case(s, "json_scan");
	tcase_add_test(tc, scan_reports_syntax_with_position);
	tcase_add_test(tc, scan_rejects_what_jsonc_would_change);
	tcase_add_test(tc, scan_rejects_duplicate_keys_at_the_second);
	tcase_add_test(tc, scan_finds_duplicates_in_big_objects);
	tcase_add_test(tc, scan_limits_depth_at_the_limit_and_past_it);
	tcase_add_test(tc, scan_limits_lists_and_strings);
	tcase_add_test(tc, scan_limits_object_keys);
	tcase_add_test(tc, scan_limits_the_input_size);
	tcase_add_test(tc, scan_skips_space_runs_of_every_length);
	tcase_add_test(tc, pointers_escape_tilde_and_slash);
	tcase_add_test(tc, scan_skips_a_byte_order_mark);
	tc = unit_case(s, "json_write");
	tcase_add_test(tc, json_writer_escapes_every_control_character);
	tcase_add_test(tc, json_writer_escapes_quotes_and_backslash_only);
	tcase_add_test(tc, json_writer_nests_pretty_and_compact);
	tcase_add_test(tc, json_writer_lays_out_embedded_json);
	return s;
}
