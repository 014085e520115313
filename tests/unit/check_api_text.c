/* The public string builder, JSON writer and reader (plansql.h, "Text
 * and JSON", "Reading JSON"): what they write, their sticky errors and
 * limits, the writer's refusal of calls out of order, what the reader
 * refuses and where. */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"
#include "runner.h"

/* Finishes str and compares its text with expected (NULL: a failure). */
static void assert_finished(plansql_str *str, const char *expected)
{
	char *text = plansql_str_finish(str);
	if (expected) {
		ck_assert_ptr_nonnull(text);
		ck_assert_str_eq(text, expected);
	} else {
		ck_assert_ptr_null(text);
	}
	plansql_free(text);
}

START_TEST(str_appends_every_way)
{
	plansql_str *s = plansql_str_new(0);
	ck_assert_ptr_nonnull(s);
	ck_assert_str_eq(plansql_str_text(s), "");
	plansql_str_append(s, "abc", 2);
	plansql_str_appends(s, "-");
	plansql_str_appends(s, NULL);
	plansql_str_appendc(s, 'x');
	plansql_str_appendf(s, "%d/%s", 42, "y");
	ck_assert_str_eq(plansql_str_text(s), "ab-x42/y");
	ck_assert_uint_eq(plansql_str_length(s), 8);
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_OK);
	assert_finished(s, "ab-x42/y");
}
END_TEST

START_TEST(str_limit_is_sticky_until_reset)
{
	plansql_str *s = plansql_str_new(4);
	plansql_str_appends(s, "abcd");
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_OK);
	plansql_str_appendc(s, 'e');
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_TOOBIG);
	ck_assert_str_eq(plansql_str_text(s), "");
	ck_assert_uint_eq(plansql_str_length(s), 0);
	plansql_str_appends(s, "");
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_TOOBIG);
	plansql_str_reset(s);
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_OK);
	plansql_str_appendf(s, "%s", "abcde");
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_TOOBIG);
	assert_finished(s, NULL);
	s = plansql_str_new(4);
	plansql_str_appends(s, "ab");
	plansql_str_reset(s);
	plansql_str_appends(s, "cd");
	assert_finished(s, "cd");
}
END_TEST

START_TEST(str_calls_take_null)
{
	plansql_str_append(NULL, "a", 1);
	plansql_str_appends(NULL, "a");
	plansql_str_appendc(NULL, 'a');
	plansql_str_appendf(NULL, "%d", 1);
	plansql_str_reset(NULL);
	ck_assert_int_eq(plansql_str_error(NULL), PLANSQL_MISUSE);
	ck_assert_str_eq(plansql_str_text(NULL), "");
	ck_assert_uint_eq(plansql_str_length(NULL), 0);
	ck_assert_ptr_null(plansql_str_finish(NULL));
	plansql_str_free(NULL);
	ck_assert_ptr_null(plansql_json_new(NULL, 0));
	plansql_json_begin_object(NULL);
	plansql_json_key(NULL, "k");
	plansql_json_string(NULL, "v");
	plansql_json_end_object(NULL);
	plansql_json_free(NULL);
}
END_TEST

/* Every kind of value, nested, into str. */
static void write_sample(plansql_str *str, unsigned flags)
{
	plansql_json *j = plansql_json_new(str, flags);
	ck_assert_ptr_nonnull(j);
	plansql_json_begin_object(j);
	plansql_json_key(j, "s");
	plansql_json_string(j, "a\"b\\c\n\x01\xff");
	plansql_json_string_member(j, "absent", NULL);
	plansql_json_string_member(j, "m", "v");
	plansql_json_key(j, "list");
	plansql_json_begin_array(j);
	plansql_json_int(j, -9223372036854775807LL - 1);
	plansql_json_number(j, "-0.5e3");
	plansql_json_number(j, "NaN");
	plansql_json_number(j, NULL);
	plansql_json_bool(j, 7);
	plansql_json_null(j);
	plansql_json_begin_object(j);
	plansql_json_end_object(j);
	plansql_json_end_array(j);
	plansql_json_key(j, "text");
	const char text[] = "{\"k\":[1, 2.50,\"\\u00e9\"]}xyz";
	plansql_json_text(j, text, strlen(text) - 3);
	plansql_json_end_object(j);
	plansql_json_free(j);
}

START_TEST(json_compact)
{
	plansql_str *s = plansql_str_new(0);
	write_sample(s, 0);
	assert_finished(s, "{\"s\":\"a\\\"b\\\\c\\n\\u0001\\ufffd\","
			   "\"m\":\"v\",\"list\":[-9223372036854775808,-0.5e3,"
			   "\"NaN\",null,true,null,{}],"
			   "\"text\":{\"k\":[1,2.50,\"\xc3\xa9\"]}}");
}
END_TEST

START_TEST(json_pretty)
{
	plansql_str *s = plansql_str_new(0);
	plansql_json *j = plansql_json_new(s, PLANSQL_JSON_PRETTY);
	plansql_json_begin_object(j);
	plansql_json_key(j, "a");
	plansql_json_begin_array(j);
	plansql_json_int(j, 1);
	plansql_json_begin_array(j);
	plansql_json_end_array(j);
	plansql_json_end_array(j);
	plansql_json_end_object(j);
	plansql_json_free(j);
	assert_finished(s, "{\n  \"a\": [\n    1,\n    [\n    ]\n  ]\n}");
}
END_TEST

START_TEST(json_numbers)
{
	static const char *const numbers[] = {"0", "-1", "12.5", "1e9",
					      "-0.5E-3"};
	static const char *const others[] = {
	    "", "01", "1.", ".5", "+1", "1e", "Infinity", "0x1", "1 "};
	for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++)
		ck_assert_int_eq(plansql_is_json_number(numbers[i]), 1);
	for (size_t i = 0; i < sizeof others / sizeof *others; i++) {
		ck_assert_int_eq(plansql_is_json_number(others[i]), 0);
		plansql_str *s = plansql_str_new(0);
		plansql_json *j = plansql_json_new(s, 0);
		plansql_json_number(j, others[i]);
		plansql_json_free(j);
		char *text = plansql_str_finish(s);
		ck_assert_ptr_nonnull(text);
		ck_assert_int_eq(text[0], '"');
		plansql_free(text);
	}
	ck_assert_int_eq(plansql_is_json_number(NULL), 0);
}
END_TEST

/* The calls of misuse_cases: a short program for the writer. */
enum step { OBJ, END_OBJ, ARR, END_ARR, KEY, STR, TEXT_BAD, TEXT_DUP, STOP };

static void run_steps(plansql_json *j, const enum step *steps)
{
	for (; *steps != STOP; steps++) {
		switch (*steps) {
		case OBJ:
			plansql_json_begin_object(j);
			break;
		case END_OBJ:
			plansql_json_end_object(j);
			break;
		case ARR:
			plansql_json_begin_array(j);
			break;
		case END_ARR:
			plansql_json_end_array(j);
			break;
		case KEY:
			plansql_json_key(j, "k");
			break;
		case STR:
			plansql_json_string(j, "v");
			break;
		case TEXT_BAD:
			plansql_json_text(j, "[1,]", 4);
			break;
		case TEXT_DUP:
			plansql_json_text(j, "{\"a\":1,\"a\":2}", 13);
			break;
		case STOP:
			break;
		}
	}
}

START_TEST(json_misuse_fails_the_builder)
{
	static const enum step cases[][6] = {
	    {OBJ, STR, STOP},		    /* a value where a key is due */
	    {ARR, KEY, STOP},		    /* a key in an array */
	    {KEY, STOP},		    /* a key outside any object */
	    {END_OBJ, STOP},		    /* an end that closes nothing */
	    {OBJ, END_ARR, STOP},	    /* the other kind's end */
	    {OBJ, KEY, END_OBJ, STOP},	    /* a key without its value */
	    {STR, STR, STOP},		    /* two values at the top */
	    {ARR, END_ARR, ARR, STOP},	    /* after the value is whole */
	    {ARR, STOP},		    /* freed with an array open */
	    {OBJ, KEY, STOP},		    /* freed with a key waiting */
	    {ARR, TEXT_BAD, END_ARR, STOP}, /* text that is not JSON */
	    {TEXT_DUP, STOP},		    /* duplicate keys */
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		plansql_str *s = plansql_str_new(0);
		plansql_json *j = plansql_json_new(s, 0);
		run_steps(j, cases[i]);
		plansql_json_free(j);
		ck_assert_msg(plansql_str_error(s) == PLANSQL_MISUSE,
			      "case %zu: error %d", i, plansql_str_error(s));
		ck_assert_str_eq(plansql_str_text(s), "");
		plansql_str_reset(s);
		ck_assert_int_eq(plansql_str_error(s), PLANSQL_OK);
		assert_finished(s, "");
	}
}
END_TEST

/* A request body plansql wrote holds its whole prompt, a catalog
 * included, in one string: far past the 64 KiB a plan's string may
 * have.  Escapes too, so the slow path of the reader is taken. */
START_TEST(json_text_keeps_strings_past_a_plans_limit)
{
	const size_t n = 200000;
	char *text = malloc(n + 16), *expected = malloc(n + 16);
	ck_assert_ptr_nonnull(text);
	ck_assert_ptr_nonnull(expected);
	strcpy(text, "{\"p\":\"");
	strcpy(expected, text);
	size_t at = strlen(text);
	for (size_t i = 0; i < n; i += 2) {
		memcpy(text + at + i, i % 1000 ? "ab" : "\\n", 2);
		memcpy(expected + at + i, i % 1000 ? "ab" : "\\n", 2);
	}
	strcpy(text + at + n, "\"}");
	strcpy(expected + at + n, "\"}");
	plansql_str *s = plansql_str_new(0);
	plansql_json *j = plansql_json_new(s, 0);
	plansql_json_text(j, text, strlen(text));
	plansql_json_free(j);
	assert_finished(s, expected);
	free(text);
	free(expected);
}
END_TEST

/* A diagnostic's members beside the caller's own: every member that
 * applies, and nothing but members inside an object. */
START_TEST(json_diagnostic_members_beside_the_callers)
{
	plansql_diagnostic d = {.severity = PLANSQL_FIXED,
				.code = "value-spelling",
				.pointer = "/a",
				.message = "m \"q\"",
				.hint = NULL,
				.offset = 7,
				.line = 2,
				.column = 3,
				.before = "\"germany\"",
				.after = "\"Germany\"",
				.in_patch = 1};
	plansql_str *s = plansql_str_new(0);
	plansql_json *j = plansql_json_new(s, 0);
	plansql_json_begin_object(j);
	plansql_json_string_member(j, "step", "audit");
	plansql_json_diagnostic_members(j, &d);
	plansql_json_end_object(j);
	plansql_json_free(j);
	assert_finished(s,
			"{\"step\":\"audit\",\"severity\":\"fixed\","
			"\"code\":\"value-spelling\",\"pointer\":\"/a\","
			"\"message\":\"m \\\"q\\\"\",\"before\":\"germany\","
			"\"after\":\"Germany\",\"in\":\"patch\",\"offset\":7,"
			"\"line\":2,\"column\":3}");

	for (int place = 0; place < 3; place++) {
		s = plansql_str_new(0);
		j = plansql_json_new(s, 0);
		if (place == 1)
			plansql_json_begin_array(j);
		if (place == 2) {
			plansql_json_begin_object(j);
			plansql_json_key(j, "k");
		}
		plansql_json_diagnostic_members(j, &d);
		plansql_json_free(j);
		assert_finished(s, NULL);
	}
	s = plansql_str_new(0);
	j = plansql_json_new(s, 0);
	plansql_json_begin_object(j);
	plansql_json_diagnostic_members(j, NULL);
	plansql_json_free(j);
	assert_finished(s, NULL);
}
END_TEST

/* The members are the ones plansql_result_json gives the diagnostic:
 * both read back and written compact, they are the same text. */
START_TEST(json_diagnostic_members_as_the_result_writes_them)
{
	const char plan[] = "{\"selections\": [";
	plansql_result *r = plansql_compile(plan, strlen(plan), NULL);
	ck_assert_int_eq(plansql_result_diagnostic_count(r), 1);
	char *whole = plansql_result_json(r);
	ck_assert_ptr_nonnull(whole);
	plansql_json_doc *doc;
	plansql_result_free(
	    plansql_json_read(whole, strlen(whole), NULL, &doc));
	ck_assert_ptr_nonnull(doc);
	const plansql_json_value *written = plansql_json_item(
	    plansql_json_get(plansql_json_root(doc), "diagnostics"), 0);
	ck_assert_ptr_nonnull(written);

	plansql_str *ours = plansql_str_new(0), *theirs = plansql_str_new(0);
	plansql_json *j = plansql_json_new(ours, 0);
	plansql_json_begin_object(j);
	plansql_json_diagnostic_members(j, plansql_result_diagnostic(r, 0));
	plansql_json_end_object(j);
	plansql_json_free(j);
	j = plansql_json_new(theirs, 0);
	plansql_json_copy(j, written);
	plansql_json_free(j);
	char *expected = plansql_str_finish(theirs);
	ck_assert_ptr_nonnull(strstr(expected, "\"offset\":16"));
	assert_finished(ours, expected);
	plansql_free(expected);
	plansql_json_doc_free(doc);
	plansql_free(whole);
	plansql_result_free(r);
}
END_TEST

START_TEST(json_values_one_after_another_in_fresh_writers)
{
	/* a stream of lines: one writer a value, on one builder */
	plansql_str *s = plansql_str_new(0);
	for (int i = 0; i < 3; i++) {
		plansql_json *j = plansql_json_new(s, 0);
		plansql_json_begin_array(j);
		plansql_json_int(j, i);
		plansql_json_end_array(j);
		plansql_json_free(j);
		plansql_str_appendc(s, '\n');
	}
	assert_finished(s, "[0]\n[1]\n[2]\n");
}
END_TEST

START_TEST(json_writer_stops_at_the_builders_limit)
{
	plansql_str *s = plansql_str_new(8);
	plansql_json *j = plansql_json_new(s, 0);
	plansql_json_begin_array(j);
	plansql_json_string(j, "longer than eight");
	plansql_json_end_array(j);
	plansql_json_free(j);
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_TOOBIG);
	assert_finished(s, NULL);
}
END_TEST

/* Reads text, which must be valid; the caller frees the document. */
static plansql_json_doc *read_ok(const char *text,
				 const plansql_json_limits *limits)
{
	plansql_json_doc *doc = NULL;
	plansql_result *r = plansql_json_read(text, strlen(text), limits, &doc);
	ck_assert_ptr_nonnull(r);
	ck_assert_msg(doc != NULL, "not read: %s",
		      plansql_result_diagnostic_count(r)
			  ? plansql_result_diagnostic(r, 0)->message
			  : "no diagnostic");
	ck_assert_int_eq(plansql_result_ok(r), 1);
	plansql_result_free(r);
	return doc;
}

/* Reads text, which must be refused with code at line:column. */
static void read_refused(const char *text, const plansql_json_limits *limits,
			 const char *code, long line, long column)
{
	plansql_json_doc *doc = (plansql_json_doc *)1;
	plansql_result *r = plansql_json_read(text, strlen(text), limits, &doc);
	ck_assert_ptr_null(doc);
	ck_assert_int_eq(plansql_result_ok(r), 0);
	ck_assert_uint_ge(plansql_result_diagnostic_count(r), 1);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_msg(!strcmp(d->code, code), "%s: %s, not %s", text, d->code,
		      code);
	ck_assert_int_eq(d->line, line);
	ck_assert_int_eq(d->column, column);
	plansql_result_free(r);
}

START_TEST(read_every_type)
{
	char text[] = "\xef\xbb\xbf{\"s\": \"caf\\u00e9\", \"i\": -12, "
		      "\"big\": 1E+02, \"f\": 2.50, \"t\": true, "
		      "\"n\": null, \"a\": [1, [], {}]}";
	plansql_json_doc *doc = read_ok(text, NULL);
	memset(text, 'x', sizeof text - 1); /* the document keeps a copy */
	const plansql_json_value *o = plansql_json_root(doc);
	ck_assert_int_eq(plansql_json_type_of(o), PLANSQL_JSON_OBJECT);
	ck_assert_uint_eq(plansql_json_length(o), 7);
	ck_assert_str_eq(plansql_json_member_key(o, 6), "a");
	ck_assert_ptr_null(plansql_json_member_key(o, 7));
	ck_assert_ptr_eq(plansql_json_member_value(o, 0),
			 plansql_json_get(o, "s"));
	ck_assert_str_eq(plansql_json_text_of(plansql_json_get(o, "s")),
			 "caf\xc3\xa9");
	ck_assert_uint_eq(plansql_json_length(plansql_json_get(o, "s")), 5);
	long long i = 0;
	ck_assert_int_eq(plansql_json_integer(plansql_json_get(o, "i"), &i), 1);
	ck_assert_int_eq(i, -12);
	ck_assert_int_eq(plansql_json_integer(plansql_json_get(o, "f"), &i), 0);
	size_t len;
	const char *src = plansql_json_source(plansql_json_get(o, "big"), &len);
	ck_assert_int_eq(plansql_json_type_of(plansql_json_get(o, "big")),
			 PLANSQL_JSON_NUMBER);
	ck_assert_uint_eq(len, 5);
	ck_assert_int_eq(memcmp(src, "1E+02", 5), 0);
	ck_assert_int_eq(plansql_json_is_true(plansql_json_get(o, "t")), 1);
	ck_assert_int_eq(plansql_json_is_true(plansql_json_get(o, "n")), 0);
	ck_assert_int_eq(plansql_json_type_of(plansql_json_get(o, "n")),
			 PLANSQL_JSON_NULL);
	const plansql_json_value *a = plansql_json_get(o, "a");
	ck_assert_uint_eq(plansql_json_length(a), 3);
	ck_assert_int_eq(plansql_json_type_of(plansql_json_item(a, 1)),
			 PLANSQL_JSON_ARRAY);
	ck_assert_ptr_null(plansql_json_item(a, 3));
	ck_assert_ptr_null(plansql_json_get(a, "x"));
	ck_assert_ptr_null(plansql_json_text_of(a));
	/* written back as read */
	plansql_str *s = plansql_str_new(0);
	plansql_json *w = plansql_json_new(s, 0);
	plansql_json_copy(w, o);
	plansql_json_free(w);
	assert_finished(s, "{\"s\":\"caf\xc3\xa9\",\"i\":-12,\"big\":1E+02,"
			   "\"f\":2.50,\"t\":true,\"n\":null,"
			   "\"a\":[1,[],{}]}");
	plansql_json_doc_free(doc);
}
END_TEST

START_TEST(read_refuses_with_positions)
{
	read_refused("{\"a\": 1,\n \"a\": 2}", NULL, "duplicate-key", 2, 2);
	read_refused("[1,\n 2,]", NULL, "invalid-json", 2, 4);
	read_refused("[NaN]", NULL, "invalid-json", 1, 2);
	read_refused("\"\\ud800\"", NULL, "lone-surrogate", 1, 2);
	read_refused("[1] [2]", NULL, "invalid-json", 1, 5);
	plansql_json_limits shallow = {.max_depth = 2};
	plansql_json_doc_free(read_ok("[[1]]", &shallow));
	read_refused("[[[1]]]", &shallow, "too-deep", 1, 3);
	plansql_json_limits few = {.max_items = 2};
	plansql_json_doc_free(read_ok("[1, 2]", &few));
	read_refused("[1, 2, 3]", &few, "too-many", 1, 8);
	plansql_json_limits small = {.max_bytes = 4};
	plansql_json_doc_free(read_ok("[12]", &small));
	read_refused("[123]", &small, "too-large", 1, 1);
}
END_TEST

START_TEST(read_accessors_take_null)
{
	ck_assert_ptr_null(plansql_json_root(NULL));
	plansql_json_doc_free(NULL);
	ck_assert_int_eq(plansql_json_type_of(NULL), PLANSQL_JSON_NULL);
	ck_assert_uint_eq(plansql_json_length(NULL), 0);
	ck_assert_ptr_null(plansql_json_item(NULL, 0));
	ck_assert_ptr_null(plansql_json_member_key(NULL, 0));
	ck_assert_ptr_null(plansql_json_member_value(NULL, 0));
	ck_assert_ptr_null(plansql_json_get(NULL, "k"));
	ck_assert_ptr_null(plansql_json_text_of(NULL));
	ck_assert_int_eq(plansql_json_is_true(NULL), 0);
	long long i = 7;
	ck_assert_int_eq(plansql_json_integer(NULL, &i), 0);
	ck_assert_int_eq(i, 7);
	size_t len = 9;
	ck_assert_ptr_null(plansql_json_source(NULL, &len));
	ck_assert_uint_eq(len, 0);
	plansql_str *s = plansql_str_new(0);
	plansql_json *w = plansql_json_new(s, 0);
	plansql_json_copy(w, NULL);
	plansql_json_free(w);
	ck_assert_int_eq(plansql_str_error(s), PLANSQL_MISUSE);
	plansql_str_free(s);
}
END_TEST

/* What plansql_str_append_display makes of text, and its width. */
static char *shown(const char *text, const char *marked, unsigned flags,
		   size_t *width)
{
	plansql_str *s = plansql_str_new(0);
	*width = plansql_str_append_display(s, text, marked, flags);
	ck_assert_uint_eq(plansql_str_append_display(NULL, text, marked, flags),
			  *width);
	return plansql_str_finish(s);
}

static void assert_shown(const char *text, const char *marked, unsigned flags,
			 const char *expected, size_t expected_width)
{
	size_t width;
	char *got = shown(text, marked, flags, &width);
	ck_assert_str_eq(got, expected);
	ck_assert_uint_eq(width, expected_width);
	plansql_free(got);
}

START_TEST(display_escapes_and_measures)
{
	assert_shown("abc", NULL, 0, "abc", 3);
	assert_shown("a\tb\nc\rd\\e", NULL, 0, "a\\tb\\nc\\rd\\\\e", 13);
	assert_shown("\x1b[31m\x7f", NULL, 0, "\\x1B[31m\\x7F", 12);
	/* wide, combining, and what reorders or hides */
	assert_shown("\xe4\xb8\xad"
		     "e\xcc\x81",
		     NULL, 0,
		     "\xe4\xb8\xad"
		     "e\xcc\x81",
		     3);
	assert_shown("\xe2\x80\xae"
		     "x\xe2\x80\x8e\xef\xbb\xbf\xc2\x85",
		     NULL, 0, "\\u202Ex\\u200E\\uFEFF\\u0085", 25);
	assert_shown("\xff"
		     "a\xc3",
		     NULL, 0, "\\xFFa\\xC3", 9);
	/* SQL keeps its lines, tabs and backslashes, nothing else */
	assert_shown("a\n\tb\\\r\x1b", NULL, PLANSQL_DISPLAY_SQL,
		     "a\n\tb\\\\r\\x1B", 11);
	/* Markdown's characters, marked */
	assert_shown("a|b*c\\", "|*_`<[]", 0, "a\\|b\\*c\\\\", 9);
	ck_assert_uint_eq(plansql_str_append_display(NULL, NULL, NULL, 0), 0);
}
END_TEST

/* The characters shown escaped are those the diagnostics escape: a
 * field name holding each, quoted in the warning about it. */
static bool escaped_in_diagnostic(const char *ch)
{
	char plan[256];
	snprintf(plan, sizeof plan,
		 "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		 "\"t\", \"columns\": [{\"column\": \"c\"}]}], \"x%sx\": 1}",
		 ch);
	plansql_plan *p = NULL;
	plansql_result *r = plansql_plan_read(plan, strlen(plan), &p);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_ptr_nonnull(d);
	ck_assert_str_eq(d->code, "unknown-field");
	bool escaped = strstr(d->message, ch) == NULL;
	plansql_result_free(r);
	plansql_plan_free(p);
	return escaped;
}

START_TEST(display_escapes_what_diagnostics_escape)
{
	static const unsigned points[] = {
	    0x80,   0x85,   0x9F,   0xA0,   0x200B, 0x200D, 0x200E,
	    0x200F, 0x2029, 0x202A, 0x202E, 0x202F, 0x2065, 0x2066,
	    0x2069, 0x206A, 0xFEFF, 0x4E00, 0x0301};
	for (size_t i = 0; i < sizeof points / sizeof *points; i++) {
		unsigned cp = points[i];
		char ch[5] = {0};
		if (cp < 0x800) {
			ch[0] = (char)(0xC0 | cp >> 6);
			ch[1] = (char)(0x80 | (cp & 0x3F));
		} else {
			ch[0] = (char)(0xE0 | cp >> 12);
			ch[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
			ch[2] = (char)(0x80 | (cp & 0x3F));
		}
		size_t width;
		char *got = shown(ch, NULL, 0, &width);
		bool escaped = strcmp(got, ch) != 0;
		plansql_free(got);
		ck_assert_msg(escaped == escaped_in_diagnostic(ch),
			      "U+%04X: escaped %d on display", cp, escaped);
	}
}
END_TEST

static Suite *api_text_suite(void)
{
	Suite *s = suite_create("api_text");
	TCase *str = tcase_create("str");
	tcase_add_test(str, str_appends_every_way);
	tcase_add_test(str, str_limit_is_sticky_until_reset);
	tcase_add_test(str, str_calls_take_null);
	suite_add_tcase(s, str);
	TCase *json = tcase_create("json");
	tcase_add_test(json, json_compact);
	tcase_add_test(json, json_pretty);
	tcase_add_test(json, json_numbers);
	tcase_add_test(json, json_misuse_fails_the_builder);
	tcase_add_test(json, json_text_keeps_strings_past_a_plans_limit);
	tcase_add_test(json, json_diagnostic_members_beside_the_callers);
	tcase_add_test(json, json_diagnostic_members_as_the_result_writes_them);
	tcase_add_test(json, json_values_one_after_another_in_fresh_writers);
	tcase_add_test(json, json_writer_stops_at_the_builders_limit);
	suite_add_tcase(s, json);
	TCase *read = tcase_create("read");
	tcase_add_test(read, read_every_type);
	tcase_add_test(read, read_refuses_with_positions);
	tcase_add_test(read, read_accessors_take_null);
	suite_add_tcase(s, read);
	TCase *display = tcase_create("display");
	tcase_add_test(display, display_escapes_and_measures);
	tcase_add_test(display, display_escapes_what_diagnostics_escape);
	suite_add_tcase(s, display);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {api_text_suite, NULL};
	return runner_run(suites);
}
