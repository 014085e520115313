/* Unit tests of the modules under the API: UTF-8, the string builder,
 * the strict JSON scan, quoting and identifier limits of each dialect,
 * dates, name matching, and the API's own promises (JSON output,
 * escaping, re-entrancy). */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <check.h>
#include <json-c/json.h>
#include <pthread.h>
#include <stdalign.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/arena.h"
#include "plan/plan_calendar.h"
#include "catalog/catalog.h"
#include "catalog/catalog_index.h"
#include "catalog/catalog_libpq.h"
#include "common/diag_similar.h"
#include "json/json_write.h"
#include "common/plansql_limits.h"
#include "lower/lower_internal.h"
#include "plan/plan_names.h"
#include "plan/plan_values.h"
#include "lower/lower.h"
#include "sql/sql_dialect.h"
#include "sql/sql_print.h"
#include "sql/sql_verify.h"
#include "common/strbuf.h"
#include "common/utf8.h"

/* ---- UTF-8 ---- */

START_TEST(utf8_accepts_every_length)
{
	uint32_t cp;
	ck_assert_uint_eq(utf8_decode("A", 1, &cp), 1);
	ck_assert_uint_eq(cp, 'A');
	ck_assert_uint_eq(utf8_decode("\xC3\xA9", 2, &cp), 2);
	ck_assert_uint_eq(cp, 0xE9);
	ck_assert_uint_eq(utf8_decode("\xE2\x82\xAC", 3, &cp), 3);
	ck_assert_uint_eq(cp, 0x20AC);
	ck_assert_uint_eq(utf8_decode("\xF0\x9F\x98\x80", 4, &cp), 4);
	ck_assert_uint_eq(cp, 0x1F600);
}
END_TEST

START_TEST(utf8_rejects_malformed)
{
	uint32_t cp;
	ck_assert_uint_eq(utf8_decode("\xC0\x80", 2, &cp),
			  0); /* overlong NUL */
	ck_assert_uint_eq(utf8_decode("\xE0\x80\xAF", 3, &cp),
			  0); /* overlong / */
	ck_assert_uint_eq(utf8_decode("\xED\xA0\x80", 3, &cp),
			  0); /* surrogate */
	ck_assert_uint_eq(utf8_decode("\xF4\x90\x80\x80", 4, &cp), 0);
	ck_assert_uint_eq(utf8_decode("\xC3", 1, &cp), 0); /* truncated */
	ck_assert_uint_eq(utf8_decode("\x80", 1, &cp), 0);
	ck_assert_uint_eq(utf8_decode("\xFF", 1, &cp), 0);
}
END_TEST

START_TEST(utf8_counts_characters_and_utf16_units)
{
	const char *s = "a\xC3\xA9\xF0\x9F\x98\x80";
	ck_assert_uint_eq(utf8_count(s, strlen(s)), 3);
	ck_assert_uint_eq(utf8_utf16_units(s, strlen(s)), 4);
}
END_TEST

/* ---- the string builder ---- */

START_TEST(strbuf_moves_from_stack_to_heap)
{
	char stack[8];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1000);
	strbuf_puts(&sb, "abcdef");
	ck_assert_ptr_eq(sb.text, stack);
	strbuf_puts(&sb, "ghijkl");
	ck_assert_ptr_ne(sb.text, stack);
	char *s = strbuf_finish(&sb);
	ck_assert_str_eq(s, "abcdefghijkl");
	free(s);
}
END_TEST

START_TEST(strbuf_error_is_sticky)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 5);
	strbuf_puts(&sb, "abc");
	strbuf_puts(&sb, "def"); /* past the maximum */
	ck_assert_int_eq(sb.error, STRBUF_TOOBIG);
	strbuf_puts(&sb, "x");
	ck_assert_uint_eq(sb.len, 0);
	ck_assert_ptr_null(strbuf_finish(&sb));
}
END_TEST

/* A failure, whether an append's or passed on with strbuf_fail, keeps
 * no memory: the builder is back on its first buffer. */
START_TEST(strbuf_failure_keeps_no_memory)
{
	char stack[4];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 100);
	strbuf_puts(&sb, "on the heap by now");
	ck_assert_ptr_ne(sb.text, stack);
	strbuf_fail(&sb, STRBUF_NOMEM);
	ck_assert_ptr_eq(sb.text, stack);
	ck_assert_int_eq(sb.error, STRBUF_NOMEM);
	strbuf_puts(&sb, "x");
	ck_assert_ptr_null(strbuf_finish(&sb));
	/* an error set by hand: finish still frees what the text held */
	strbuf_init(&sb, NULL, 0, 100);
	strbuf_puts(&sb, "on the heap");
	sb.error = STRBUF_TOOBIG;
	ck_assert_ptr_null(strbuf_finish(&sb));
	ck_assert_ptr_null(sb.text);
}
END_TEST

/* The printer renders a list item apart (pretty mode): an item past the
 * statement's limit fails the statement, which then holds no memory (it
 * kept its text, and leaked it, when the item's error was copied). */
START_TEST(printer_passes_a_failure_on)
{
	static const char plan_text[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"t\", \"columns\": [{\"column\": \"a\"}, {\"column\": "
	    "\"a_column_whose_name_is_longer_than_the_limit\"}]}]}";
	plansql_plan *plan;
	plansql_result_free(
	    plansql_plan_read(plan_text, sizeof plan_text - 1, &plan));
	ck_assert_ptr_nonnull(plan);
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	struct lower_options lo = {0};
	struct query *q = lower_plan(plan, &lo, &a, &d);
	ck_assert_ptr_nonnull(q);
	strbuf out;
	strbuf_init(&out, NULL, 0, 40); /* the second item alone is longer */
	struct printer p = {.out = &out,
			    .dialect = dialect_get(PLANSQL_POSTGRES),
			    .d = &d};
	print_query(&p, q);
	ck_assert_int_eq(out.error, STRBUF_TOOBIG);
	ck_assert_ptr_null(out.text);
	ck_assert_ptr_null(strbuf_finish(&out));
	arena_free(&a);
	plansql_plan_free(plan);
}
END_TEST

START_TEST(strbuf_writes_integers_at_the_edges)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1000);
	const int64_t values[] = {0, -1, 42, INT64_MAX, INT64_MIN};
	for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
		strbuf_put_int(&sb, values[i]);
		strbuf_putc(&sb, ' ');
	}
	char *s = strbuf_finish(&sb);
	ck_assert_str_eq(s, "0 -1 42 9223372036854775807 "
			    "-9223372036854775808 ");
	free(s);
}
END_TEST

/* ---- arenas ---- */

START_TEST(arena_grows_past_a_lent_block)
{
	alignas(max_align_t) unsigned char block[256];
	arena a;
	arena_init_lent(&a, 0, block, sizeof block);
	unsigned char *first = arena_alloc(&a, 16);
	ck_assert(first >= block && first < block + sizeof block);
	ck_assert_uint_eq(a.total, 0); /* nothing from malloc yet */
	unsigned char *big = arena_alloc(&a, 1000);
	ck_assert_ptr_nonnull(big);
	ck_assert(big < block || big >= block + sizeof block);
	memset(big, 1, 1000);
	ck_assert_uint_gt(a.total, 0);
	arena_free(&a); /* frees the heap block, never the lent one */
	ck_assert_ptr_null(a.head);
}
END_TEST

/* ---- the strict scan, seen through plansql_plan_read ---- */

static const plansql_diagnostic *first_error(const plansql_result *r)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		if (d->severity == PLANSQL_ERROR)
			return d;
	}
	return NULL;
}

/* Reads len bytes from a copy of exactly that size, so that a read past
 * the end shows under ASan and valgrind. */
static plansql_result *read_exact(const char *text, size_t len,
				  plansql_plan **plan)
{
	char *copy = malloc(len ? len : 1);
	ck_assert_ptr_nonnull(copy);
	memcpy(copy, text, len);
	plansql_result *r = plansql_plan_read(copy, len, plan);
	free(copy);
	return r;
}

/* Reads text as a plan and checks its first error. */
static void expect_error(const char *text, size_t len, const char *code,
			 const char *pointer, long offset)
{
	plansql_plan *plan;
	plansql_result *r = read_exact(text, len, &plan);
	ck_assert_ptr_null(plan);
	const plansql_diagnostic *d = first_error(r);
	ck_assert_msg(d, "no error for %.80s", text);
	ck_assert_str_eq(d->code, code);
	if (pointer)
		ck_assert_str_eq(d->pointer, pointer);
	if (offset >= 0)
		ck_assert_int_eq(d->offset, offset);
	plansql_result_free(r);
}

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

static const char edge_plan[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"t\", "
    "\"columns\": [{\"table\": \"t\", \"column\": \"a\", \"role\": "
    "\"projection\"}], \"candidate_keys\": [\"a\", {\"b\": [1, 2.50, "
    "\"\\u00e9\"]}], \"filters\": [{\"table\": \"t\", \"column\": \"a\", "
    "\"op\": \"in\", \"value\": [9223372036854775807, "
    "-9223372036854775808, -0, 1.50, 1e2, -2E-3]}]}]}";

START_TEST(numbers_keep_their_value_and_fractions_their_text)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = PLANSQL_POSTGRES,
			     .flags = PLANSQL_COMPACT};
	plansql_result *r = plansql_compile(edge_plan, strlen(edge_plan), &o);
	ck_assert_str_eq(plansql_result_sql(r),
			 "SELECT \"t\".\"a\" FROM \"t\" WHERE \"t\".\"a\" IN "
			 "(9223372036854775807, -9223372036854775808, 0, "
			 "1.50, 1e2, -2E-3)");
	plansql_result_free(r);
}
END_TEST

/* A filter that spells its column in another case reads another column
 * for lowering without a catalog (PostgreSQL's quoted names differ by
 * case): the filter-role column is an orphan, projected, and the plan
 * written back keeps it projected, not join-only. */
START_TEST(filter_in_another_case_leaves_an_orphan_written_back)
{
	static const char plan_text[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"t\", \"columns\": [{\"column\": \"Id\", \"role\": "
	    "\"filter\"}], \"filters\": [{\"column\": \"ID\", \"op\": "
	    "\"=\", \"value\": 1}]}]}";
	static const char sql[] =
	    "SELECT \"t\".\"Id\" FROM \"t\" WHERE \"t\".\"ID\" = 1";
	plansql_plan *plan, *again;
	plansql_result_free(
	    plansql_plan_read(plan_text, strlen(plan_text), &plan));
	ck_assert_ptr_nonnull(plan);
	char *text = plansql_plan_json(plan);
	ck_assert_ptr_null(strstr(text, "include_only_for_join"));
	plansql_result_free(plansql_plan_read(text, strlen(text), &again));
	ck_assert_ptr_nonnull(again);
	plansql_options o = {.size = sizeof(plansql_options),
			     .dialect = PLANSQL_POSTGRES,
			     .flags = PLANSQL_COMPACT};
	for (int i = 0; i < 2; i++) {
		plansql_result *r = plansql_plan_compile(i ? again : plan, &o);
		ck_assert_str_eq(plansql_result_sql(r), sql);
		plansql_result_free(r);
	}
	plansql_plan_free(again);
	plansql_free(text);
	plansql_plan_free(plan);
}
END_TEST

/* Hints the compiler does not use are kept as written and written back
 * as the same JSON value. */
START_TEST(candidate_keys_are_kept_as_written)
{
	plansql_plan *plan;
	plansql_result_free(
	    plansql_plan_read(edge_plan, strlen(edge_plan), &plan));
	ck_assert_ptr_nonnull(plan);
	char *text = plansql_plan_json(plan);
	json_object *written = json_tokener_parse(text);
	json_object *selection = json_object_array_get_idx(
	    json_object_object_get(written, "selections"), 0);
	json_object *want =
	    json_tokener_parse("[\"a\", {\"b\": [1, 2.50, \"\\u00e9\"]}]");
	ck_assert(json_object_equal(
	    json_object_object_get(selection, "candidate_keys"), want));
	/* a number as written, a string escaped afresh */
	ck_assert_ptr_nonnull(strstr(text, "2.50"));
	ck_assert_ptr_nonnull(strstr(text, "\"\xC3\xA9\""));
	/* and a copy of the plan (the audit's) keeps them too */
	plansql_plan *audited;
	plansql_options none = PLANSQL_OPTIONS_INIT;
	plansql_result_free(plansql_plan_audit(plan, &none, &audited));
	ck_assert_ptr_nonnull(audited);
	char *again = plansql_plan_json(audited);
	ck_assert_ptr_nonnull(strstr(again, "2.50"));
	json_object *copied = json_tokener_parse(again);
	selection = json_object_array_get_idx(
	    json_object_object_get(copied, "selections"), 0);
	ck_assert(json_object_equal(
	    json_object_object_get(selection, "candidate_keys"), want));
	json_object_put(copied);
	plansql_free(again);
	plansql_plan_free(audited);
	json_object_put(want);
	json_object_put(written);
	plansql_free(text);
	plansql_plan_free(plan);
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

static void expect_accepted(const char *text)
{
	plansql_plan *plan;
	plansql_result *r = read_exact(text, strlen(text), &plan);
	const plansql_diagnostic *d = first_error(r);
	ck_assert_msg(!d, "rejected: %s", d ? d->message : "");
	plansql_plan_free(plan);
	plansql_result_free(r);
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

/* {"decision": "proceed", "selections": [{"table": "<len a's>", ...}]} */
static char *plan_with_table_name(size_t len)
{
	char *s = malloc(len + 128), *p = s;
	p += sprintf(p, "{\"decision\": \"proceed\", \"selections\": "
			"[{\"table\": \"");
	memset(p, 'a', len);
	p += len;
	strcpy(p, "\", \"columns\": [{\"column\": \"c\"}]}]}");
	return s;
}

START_TEST(names_are_limited_at_the_limit_and_past_it)
{
	char *s = plan_with_table_name(PLANSQL_MAX_NAME_BYTES);
	expect_accepted(s);
	free(s);
	s = plan_with_table_name(PLANSQL_MAX_NAME_BYTES + 1);
	expect_error(s, strlen(s), "name-too-long", "/selections/0/table", -1);
	free(s);
}
END_TEST

/* "[0, 0, ...]" with n items. */
static char *catalog_array(size_t n)
{
	char *s = malloc(n * 3 + 8), *p = s;
	*p++ = '[';
	for (size_t i = 0; i < n; i++)
		p += sprintf(p, i ? ",0" : "0");
	strcpy(p, "]");
	return s;
}

START_TEST(catalogs_have_their_own_list_limit)
{
	plansql_catalog *c;
	char *s = catalog_array(PLANSQL_MAX_CATALOG_LIST + 1);
	plansql_result *r = plansql_catalog_read(s, strlen(s), &c);
	ck_assert_ptr_null(c);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code, "too-many");
	plansql_result_free(r);
	free(s);
	s = catalog_array(PLANSQL_MAX_LIST + 1); /* past a plan's limit */
	r = plansql_catalog_read(s, strlen(s), &c);
	ck_assert_str_ne(plansql_result_diagnostic(r, 0)->code, "too-many");
	plansql_result_free(r);
	free(s);
}
END_TEST

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

/* ---- quoting per dialect ---- */

static char *quoted(void (*quote)(strbuf *, const char *), const char *s)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1 << 20);
	quote(&sb, s);
	return strbuf_finish(&sb);
}

#define ASSERT_QUOTE(fn, in, out)                                              \
	do {                                                                   \
		char *got_ = quoted((fn), (in));                               \
		ck_assert_str_eq(got_, (out));                                 \
		free(got_);                                                    \
	} while (0)

START_TEST(sqlite_quotes_with_double_quotes_never_brackets)
{
	ASSERT_QUOTE(dialect_sqlite.quote_identifier, "a\"b]c", "\"a\"\"b]c\"");
	ASSERT_QUOTE(dialect_sqlite.quote_string, "it's \\ x", "'it''s \\ x'");
}
END_TEST

START_TEST(postgres_escapes_backslashes_with_an_e_string)
{
	ASSERT_QUOTE(dialect_postgres.quote_identifier, "a\"b", "\"a\"\"b\"");
	ASSERT_QUOTE(dialect_postgres.quote_string, "it's", "'it''s'");
	ASSERT_QUOTE(dialect_postgres.quote_string, "a\\'b", "E'a\\\\''b'");
}
END_TEST

START_TEST(mysql_never_relies_on_backslash_escapes)
{
	ASSERT_QUOTE(dialect_mysql.quote_identifier, "a`b\"c", "`a``b\"c`");
	ASSERT_QUOTE(dialect_mysql.quote_string, "it's", "'it''s'");
	ASSERT_QUOTE(dialect_mysql.quote_string, "a\\'", "_utf8mb4 X'615C27'");
}
END_TEST

START_TEST(tsql_uses_n_strings_and_splits_backslash_newlines)
{
	ASSERT_QUOTE(dialect_tsql.quote_identifier, "a]b[c", "[a]]b[c]");
	ASSERT_QUOTE(dialect_tsql.quote_string, "it's", "'it''s'");
	ASSERT_QUOTE(dialect_tsql.quote_string, "caf\xC3\xA9",
		     "N'caf\xC3\xA9'");
	ASSERT_QUOTE(dialect_tsql.quote_string, "a\\\nb", "'a\\' + '\nb'");
}
END_TEST

static char *repeat(const char *unit, size_t n, const char *tail)
{
	size_t u = strlen(unit);
	char *s = malloc(u * n + strlen(tail) + 1);
	for (size_t i = 0; i < n; i++)
		memcpy(s + i * u, unit, u);
	strcpy(s + u * n, tail);
	return s;
}

static bool accepted(const struct dialect *d, const char *name,
		     enum ident_use use)
{
	return d->identifier_problem(name, use) == NULL;
}

START_TEST(postgres_limits_names_to_63_bytes)
{
	char *a63 = repeat("a", 63, ""), *a64 = repeat("a", 64, "");
	char *e63 = repeat("\xC3\xA9", 31, "a"),
	     *e64 = repeat("\xC3\xA9", 32, "");
	ck_assert(accepted(&dialect_postgres, a63, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_postgres, a64, IDENT_COLUMN));
	ck_assert(accepted(&dialect_postgres, e63, IDENT_TABLE));
	ck_assert(!accepted(&dialect_postgres, e64, IDENT_TABLE));
	free(a63), free(a64), free(e63), free(e64);
}
END_TEST

START_TEST(mysql_limits_names_by_characters)
{
	char *e64 = repeat("\xC3\xA9", 64, ""),
	     *e65 = repeat("\xC3\xA9", 65, "");
	char *a256 = repeat("a", 256, ""), *a257 = repeat("a", 257, "");
	ck_assert(accepted(&dialect_mysql, e64, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_mysql, e65, IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, a256, IDENT_ALIAS));
	ck_assert(!accepted(&dialect_mysql, a257, IDENT_ALIAS));
	ck_assert(!accepted(&dialect_mysql, "name ", IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "a\xF0\x9F\x98\x80", IDENT_COLUMN));
	free(e64), free(e65), free(a256), free(a257);
}
END_TEST

START_TEST(tsql_limits_names_by_utf16_units)
{
	char *a128 = repeat("a", 128, ""), *a129 = repeat("a", 129, "");
	char *s64 = repeat("\xF0\x9F\x98\x80", 64, "");
	char *s64a = repeat("\xF0\x9F\x98\x80", 64, "a");
	ck_assert(accepted(&dialect_tsql, a128, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_tsql, a129, IDENT_COLUMN));
	ck_assert(accepted(&dialect_tsql, s64, IDENT_COLUMN));
	ck_assert(!accepted(&dialect_tsql, s64a, IDENT_COLUMN));
	free(a128), free(a129), free(s64), free(s64a);
}
END_TEST

START_TEST(mysql_limits_table_file_names)
{
	/* a dash takes 5 bytes of file name, a letter 1, "é" 3 */
	char *f251 = repeat("-", 50, "a"), *f252 = repeat("-", 50, "ab");
	char *e64 = repeat("\xC3\xA9", 64, "");
	ck_assert(accepted(&dialect_mysql, f251, IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, f252, IDENT_TABLE));
	ck_assert(accepted(&dialect_mysql, f252, IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, e64, IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "#mysql50#old", IDENT_TABLE));
	ck_assert(accepted(&dialect_mysql, "#mysql50#old", IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, "x#mysql50#", IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "name\t", IDENT_TABLE));
	ck_assert(!accepted(&dialect_mysql, "name\r", IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, "\tname", IDENT_COLUMN));
	ck_assert(accepted(&dialect_mysql, "name\t", IDENT_ALIAS));
	free(f251), free(f252), free(e64);
}
END_TEST

/* The code of the first error of compiling a like filter on value. */
static char *like_error(const char *op, size_t length)
{
	char *value = repeat("a", length, "");
	size_t n = length + 256;
	char *plan = malloc(n);
	snprintf(plan, n,
		 "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		 "\"t\", \"columns\": [{\"column\": \"c\"}], \"filters\": "
		 "[{\"column\": \"c\", \"op\": \"%s\", \"value\": \"%s\"}]}]}",
		 op, value);
	plansql_result *r = plansql_compile(plan, strlen(plan), NULL);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	char *code = d ? strdup(d->code) : NULL;
	plansql_result_free(r);
	free(plan);
	free(value);
	return code;
}

START_TEST(sqlite_limits_patterns_at_the_limit_and_past_it)
{
	/* like prints the value as it is; starts_with adds a wildcard */
	char *at = like_error("like", 50000), *past = like_error("like", 50001);
	char *sw_at = like_error("starts_with", 49999);
	char *sw_past = like_error("starts_with", 50000);
	ck_assert_ptr_null(at);
	ck_assert_str_eq(past, "pattern-too-long");
	ck_assert_ptr_null(sw_at);
	ck_assert_str_eq(sw_past, "pattern-too-long");
	free(at), free(past), free(sw_at), free(sw_past);
}
END_TEST

/* ---- dates ---- */

START_TEST(dates_are_real_calendar_dates)
{
	char out[DATETIME_TEXT_MAX];
	ck_assert(parse_iso_date("2024-02-29", out));
	ck_assert_str_eq(out, "2024-02-29");
	ck_assert(!parse_iso_date("2023-02-29", out));
	ck_assert(!parse_iso_date("1900-02-29", out));
	ck_assert(parse_iso_date("2000-02-29", out));
	ck_assert(!parse_iso_date("2024-13-01", out));
	ck_assert(!parse_iso_date("2024-1-01", out));
	ck_assert(!parse_iso_date("0000-01-01", out));
	ck_assert(!parse_iso_date("2024-01-01T00:00", out));
}
END_TEST

START_TEST(datetimes_are_canonical_and_zone_free)
{
	char out[DATETIME_TEXT_MAX];
	bool zone;
	ck_assert(parse_iso_datetime("2024-01-02T03:04", out, &zone));
	ck_assert_str_eq(out, "2024-01-02 03:04:00");
	ck_assert(parse_iso_datetime("2024-01-02 03:04:05.123", out, &zone));
	ck_assert_str_eq(out, "2024-01-02 03:04:05.123");
	ck_assert(parse_iso_datetime("2024-01-02", out, &zone));
	ck_assert_str_eq(out, "2024-01-02 00:00:00");
	ck_assert(!parse_iso_datetime("2024-01-02T03:04:05Z", out, &zone));
	ck_assert(zone);
	ck_assert(!parse_iso_datetime("2024-01-02T24:00", out, &zone));
	ck_assert(
	    !parse_iso_datetime("2024-01-02T03:04:05.1234567", out, &zone));
}
END_TEST

/* ---- names ---- */

START_TEST(distance_counts_edits_without_case)
{
	ck_assert_uint_eq(name_distance("Composer", "composer", 3), 0);
	ck_assert_uint_eq(name_distance("Compser", "Composer", 3), 1);
	ck_assert_uint_eq(name_distance("Cmoposer", "Composer", 3), 1);
	ck_assert_uint_eq(name_distance("abc", "xyz123", 2), 3);
	const char *const names[] = {"Name", "Composer", "Milliseconds"};
	ck_assert_str_eq(closest_name("Compsoer", names, 3), "Composer");
	ck_assert_ptr_null(closest_name("Price", names, 3));
}
END_TEST

START_TEST(name_index_prefers_exact_then_unique_folded)
{
	arena a;
	arena_init(&a, 0);
	struct name_index *index = name_index_new(&a, 4);
	ck_assert_int_eq(name_index_add(index, "Tracks", 0), -1);
	ck_assert_int_eq(name_index_add(index, "albums", 1), -1);
	ck_assert_int_eq(name_index_add(index, "Albums", 2), -1);
	ck_assert_int_eq(name_index_add(index, "Tracks", 3), 0);
	ck_assert_int_eq(name_index_find(index, "Tracks"), 0);
	ck_assert_int_eq(name_index_find(index, "tracks"), 0);
	ck_assert_int_eq(name_index_find(index, "Albums"), 2);
	ck_assert_int_eq(name_index_find(index, "ALBUMS"), -1); /* two fold */
	ck_assert_int_eq(name_index_find(index, "genres"), -1);
	arena_free(&a);
}
END_TEST

/* ---- --verify: PostgreSQL's parser ---- */

/* What verify_postgres says of sql: "" when it accepts it, else the
 * first message. */
static const char *verify_message(arena *a, const char *sql)
{
	diag_list d;
	diag_init(&d, a);
	bool ok = verify_postgres(sql, &d);
	ck_assert_int_eq(ok, d.count == 0);
	return ok ? "" : d.items[0].message;
}

START_TEST(verify_counts_statements_of_any_depth)
{
	arena a;
	arena_init(&a, 0);
	ck_assert_str_eq(verify_message(&a, "SELECT 1"), "");
	/* strings and names that look like the parse tree's JSON */
	ck_assert_str_eq(
	    verify_message(&a, "SELECT '{\"stmt\":[}]\\' AS \"}]\"\"{\""), "");
	ck_assert_str_eq(verify_message(&a, "SELECT 1; SELECT 2"),
			 "the SQL parses as 2 statements, not one SELECT");
	ck_assert_str_eq(verify_message(&a, "SELECT 1; DELETE FROM t"),
			 "the SQL parses as 2 statements, not one SELECT");
	ck_assert_str_eq(verify_message(&a, "DELETE FROM t"),
			 "the SQL parses as 1 statements, not one SELECT");
	ck_assert_str_eq(verify_message(&a, ""),
			 "the SQL parses as 0 statements, not one SELECT");
	/* sixty joins nest far deeper than a JSON parser's default */
	char sql[4096] = "SELECT 1 FROM t0";
	for (int i = 1; i <= 60; i++)
		snprintf(sql + strlen(sql), sizeof sql - strlen(sql),
			 " JOIN t%d ON t%d.a = t%d.a", i, i - 1, i);
	ck_assert_str_eq(verify_message(&a, sql), "");
	arena_free(&a);
}
END_TEST

/* ---- hashed lookups answer as the linear searches do ---- */

/* A small deterministic generator: the same scopes on every run. */
static uint32_t next_random(uint32_t *state)
{
	*state = *state * 1103515245u + 12345u;
	return *state >> 8;
}

/* Names that collide: the same name, its case variants, an alias equal
 * to another range's table. */
static const char *const pool[] = {
    "tracks", "Tracks", "TRACKS", "albums", "Albums", "employees",
    "e",      "E",	"m",	  "genres", "x1",     "invoice_items"};
#define POOL_SIZE (sizeof pool / sizeof *pool)

/* Every name worth asking a scope or an index about: the pool, its
 * case variants, and names nothing has. */
static size_t query_names(char out[][32])
{
	static const char *const missing[] = {"",     "track",	   "trackss",
					      "nope", "EMPLOYEES", "x"};
	size_t n = 0;
	for (size_t i = 0; i < POOL_SIZE; i++) {
		size_t len = strlen(pool[i]);
		for (int variant = 0; variant < 4; variant++, n++) {
			for (size_t k = 0; k <= len; k++) {
				char c = pool[i][k];
				if (variant == 1 && c >= 'a' && c <= 'z')
					c = (char)(c - 32);
				if (variant == 2 && c >= 'A' && c <= 'Z')
					c = (char)(c + 32);
				if (variant == 3 && k == 0)
					c = (char)(c ^ 0x20);
				out[n][k] = c;
			}
		}
	}
	for (size_t i = 0; i < sizeof missing / sizeof *missing; i++, n++)
		strcpy(out[n], missing[i]);
	return n;
}

/* A range: its table as the catalog spells it, the plan's spelling
 * (maybe another case), maybe an alias, maybe no selection (as in a
 * subquery). */
static void random_range(struct range *r, struct plan_selection *sel,
			 uint32_t *state)
{
	memset(r, 0, sizeof *r);
	memset(sel, 0, sizeof *sel);
	r->table = pool[next_random(state) % POOL_SIZE];
	sel->table =
	    next_random(state) % 3 ? r->table : pool[next_random(state) % 3];
	r->selection = next_random(state) % 8 ? sel : NULL;
	r->alias = next_random(state) % 2 ? pool[next_random(state) % POOL_SIZE]
					  : NULL;
	r->key = r->alias ? r->alias : r->table;
}

START_TEST(scope_index_answers_as_the_linear_search)
{
	static char names[POOL_SIZE * 4 + 8][32];
	size_t name_count = query_names(names);
	uint32_t state = 12345;
	for (size_t count = 1; count <= 40; count++) {
		for (int round = 0; round < 25; round++) {
			arena a;
			arena_init(&a, 0);
			diag_list d;
			diag_init(&d, &a);
			lowerer lw = {.a = &a, .d = &d};
			struct range ranges[40];
			struct plan_selection sels[40];
			for (size_t i = 0; i < count; i++)
				random_range(&ranges[i], &sels[i], &state);
			struct scope hashed = {.ranges = ranges,
					       .count = count};
			ck_assert(index_scope(&lw, &hashed));
			/* the threshold: more than 8 ranges are indexed */
			ck_assert_int_eq(hashed.index != NULL, count > 8);
			struct scope linear = hashed;
			linear.index = NULL;
			for (size_t q = 0; q < name_count; q++) {
				bool amb_hashed = false, amb_linear = false;
				const struct range *h = find_in_scope(
				    &hashed, names[q], &amb_hashed);
				const struct range *l = find_in_scope(
				    &linear, names[q], &amb_linear);
				ck_assert_msg(
				    h == l && amb_hashed == amb_linear,
				    "%zu ranges, round %d, \"%s\": "
				    "hashed #%td%s, linear #%td%s",
				    count, round, names[q], h ? h - ranges : -1,
				    amb_hashed ? " ambiguous" : "",
				    l ? l - ranges : -1,
				    amb_linear ? " ambiguous" : "");
			}
			arena_free(&a);
		}
	}
}
END_TEST

/* What name_index_find promises: the exact name, else the only name
 * equal but for ASCII case, else none. */
static long find_linearly(const char *const *names, size_t count,
			  const char *name)
{
	for (size_t i = 0; i < count; i++)
		if (!strcmp(names[i], name))
			return (long)i;
	long found = -1;
	size_t folded = 0;
	for (size_t i = 0; i < count; i++)
		if (!strcasecmp(names[i], name) && folded++ == 0)
			found = (long)i;
	return folded == 1 ? found : -1;
}

START_TEST(catalog_index_answers_as_the_linear_search)
{
	static char names[POOL_SIZE * 4 + 8][32];
	size_t name_count = query_names(names);
	uint32_t state = 777;
	for (size_t count = 1; count <= 40; count++) {
		for (int round = 0; round < 25; round++) {
			arena a;
			arena_init(&a, 0);
			/* distinct names, as a catalog has them */
			const char *tables[40];
			size_t n = 0;
			for (size_t i = 0; i < count; i++) {
				const char *t =
				    names[next_random(&state) % name_count];
				bool seen = false;
				for (size_t j = 0; j < n; j++)
					seen |= !strcmp(tables[j], t);
				if (!seen)
					tables[n++] = t;
			}
			struct name_index *index = name_index_new(&a, n);
			ck_assert_ptr_nonnull(index);
			for (size_t i = 0; i < n; i++)
				ck_assert_int_eq(
				    name_index_add(index, tables[i], (long)i),
				    -1);
			for (size_t q = 0; q < name_count; q++)
				ck_assert_msg(
				    name_index_find(index, names[q]) ==
					find_linearly(tables, n, names[q]),
				    "%zu names, \"%s\": index %ld, linear %ld",
				    n, names[q],
				    name_index_find(index, names[q]),
				    find_linearly(tables, n, names[q]));
			arena_free(&a);
		}
	}
}
END_TEST

/* ---- the API ---- */

static const char demo_plan[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"tracks\", "
    "\"columns\": [{\"column\": \"Name\"}], \"filters\": [{\"column\": "
    "\"Name\", \"op\": \"starts_with\", \"value\": \"50%\"}]}], "
    "\"limit\": 3}";

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

/* libpq counts whole seconds: a wait is rounded up, never down to 0
 * (which libpq reads as "wait forever"). */
START_TEST(libpq_timeouts_round_up)
{
	static const struct {
		long ms;
		const char *seconds;
	} cases[] = {{1, "1"},	       {999, "1"},
		     {1000, "1"},      {1001, "2"},
		     {1500, "2"},      {PLANSQL_CONNECT_TIMEOUT_MS, "10"},
		     {3600000, "3600"}};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char seconds[24];
		libpq_timeout_seconds(cases[i].ms, seconds);
		ck_assert_str_eq(seconds, cases[i].seconds);
	}
}
END_TEST

/* ---- the JSON writer ---- */

/* What a writer wrote, as a malloc'd text. */
static char *written(strbuf *sb)
{
	char *text = strbuf_finish(sb);
	ck_assert_ptr_nonnull(text);
	return text;
}

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
	jw_init(&w, &sb, pretty);
	jw_begin_object(&w);
	jw_key(&w, "list");
	jw_begin_array(&w);
	jw_int(&w, INT64_MIN);
	jw_int(&w, INT64_MAX);
	jw_number_text(&w, "1.50");
	jw_number_text(&w, "-2.5e-3");
	jw_bool(&w, true);
	jw_bool(&w, false);
	jw_null(&w);
	jw_string(&w, NULL);
	jw_begin_object(&w);
	jw_member_string(&w, "k", "v");
	jw_member_string(&w, "absent", NULL);
	jw_end_object(&w);
	jw_begin_array(&w);
	jw_end_array(&w);
	jw_end_array(&w);
	jw_key(&w, "empty");
	jw_begin_object(&w);
	jw_end_object(&w);
	jw_end_object(&w);
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
	jw_init(&w, &sb, true);
	jw_begin_object(&w);
	jw_key(&w, "before");
	jw_json(&w, "[\"a, b\",{\"k\\\"\":[1,2.5]},\"]\"]");
	jw_end_object(&w);
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

/* A reversed between of two long strings: the audit swaps them and
 * reports both orders in full, as JSON that parses. */
START_TEST(between_of_long_strings_is_reported_whole)
{
	enum { LONG = 5000 };
	char *low = malloc(LONG + 1), *high = malloc(LONG + 1);
	memset(low, 'a', LONG);
	memset(high, 'b', LONG);
	low[LONG] = high[LONG] = '\0';
	high[LONG - 1] = '"'; /* escaped on the way out */
	strbuf plan;
	strbuf_init(&plan, NULL, 0, 1 << 20);
	strbuf_puts(&plan, "{\"decision\": \"proceed\", \"selections\": "
			   "[{\"table\": \"t\", \"columns\": [{\"column\": "
			   "\"name\"}], \"filters\": [{\"column\": \"name\", "
			   "\"op\": \"between\", \"value\": [\"");
	strbuf_puts(&plan, high);
	strbuf_truncate(&plan, plan.len - 1);
	strbuf_puts(&plan, "\\\"\", \"");
	strbuf_puts(&plan, low);
	strbuf_puts(&plan, "\"]}]}]}");
	char *text = written(&plan);
	const char catalog_json[] =
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
	    "\"name\", \"data_type\": \"TEXT\"}]}]";
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(
	    catalog_json, sizeof catalog_json - 1, &catalog));
	ck_assert_ptr_nonnull(catalog);
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = catalog};
	plansql_plan *audited;
	plansql_result *r =
	    plansql_audit(text, strlen(text), &options, &audited);
	ck_assert_ptr_nonnull(audited);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_str_eq(d->code, "between-reversed");
	json_object *before = json_tokener_parse(d->before);
	json_object *after = json_tokener_parse(d->after);
	ck_assert_ptr_nonnull(before);
	ck_assert_ptr_nonnull(after);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(before, 0)), high);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(before, 1)), low);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(after, 0)), low);
	ck_assert_str_eq(
	    json_object_get_string(json_object_array_get_idx(after, 1)), high);
	/* and whole in the result's JSON too */
	char *report = plansql_result_json(r);
	json_object *o = json_tokener_parse(report), *diags;
	ck_assert_ptr_nonnull(o);
	ck_assert(json_object_object_get_ex(o, "diagnostics", &diags));
	json_object *first = json_object_array_get_idx(diags, 0), *was;
	ck_assert(json_object_object_get_ex(first, "before", &was));
	ck_assert(json_object_equal(was, before));
	json_object_put(o);
	json_object_put(before);
	json_object_put(after);
	plansql_free(report);
	plansql_result_free(r);
	plansql_plan_free(audited);
	plansql_catalog_free(catalog);
	free(text);
	free(low);
	free(high);
}
END_TEST

/* A repeated string of an IN list is named in the message through %N:
 * quoted, with bidirectional controls escaped. */
START_TEST(duplicate_value_message_escapes_the_value)
{
	const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"t\", "
	    "\"columns\": [{\"column\": \"name\"}], \"filters\": [{\"column\": "
	    "\"name\", \"op\": \"in\", \"value\": [\"a\\u202eb\", "
	    "\"a\\u202eb\"]}]}]}";
	const char catalog_json[] =
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": "
	    "\"name\", \"data_type\": \"TEXT\"}]}]";
	plansql_catalog *catalog;
	plansql_result_free(plansql_catalog_read(
	    catalog_json, sizeof catalog_json - 1, &catalog));
	plansql_options options = {.size = sizeof(plansql_options),
				   .catalog = catalog};
	plansql_plan *audited;
	plansql_result *r =
	    plansql_audit(plan, sizeof plan - 1, &options, &audited);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_str_eq(d->code, "duplicate-value");
	ck_assert_str_eq(d->message, "\"a\\u202Eb\" is in the list twice: "
				     "the repeat is removed");
	ck_assert_str_eq(d->before, "\"a\xE2\x80\xAE"
				    "b\"");
	plansql_result_free(r);
	plansql_plan_free(audited);
	plansql_catalog_free(catalog);
}
END_TEST

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

/* A function's form reads each argument once: a form that repeated it
 * would print the argument twice, and nested, 2^n times. */
START_TEST(function_forms_read_each_argument_once)
{
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		const struct dialect *dialect = dialect_get((plansql_dialect)d);
		for (int fn = 0; fn < SQL_FUNCTION_COUNT; fn++) {
			const char *text = dialect->functions[fn].text;
			for (char arg = '1'; text && arg <= '9'; arg++) {
				char mark[3] = {'$', arg, '\0'};
				const char *first = strstr(text, mark);
				ck_assert_msg(!first || !strstr(first + 1, mark),
					      "%s: %s reads %s twice: %s",
					      dialect->name,
					      sql_function_name(
						  (enum sql_function)fn),
					      mark, text);
			}
		}
	}
}
END_TEST

/* Twelve date_truncs nested, in every dialect: the statement grows with
 * the plan, not with 2^12. */
START_TEST(nested_functions_grow_linearly)
{
	strbuf plan;
	strbuf_init(&plan, NULL, 0, 1 << 20);
	strbuf_puts(&plan, "{\"decision\": \"proceed\", \"selections\": "
			   "[{\"table\": \"t\", \"columns\": []}], "
			   "\"computed_columns\": [{\"alias\": \"x\", "
			   "\"expression\": ");
	static const char *const units[] = {"week", "month", "quarter"};
	for (int i = 0; i < 12; i++)
		strbuf_printf(&plan, "{\"fn\": \"date_trunc\", \"unit\": "
				     "\"%s\", \"args\": [",
			      units[i % 3]);
	strbuf_puts(&plan, "{\"table\": \"t\", \"column\": \"d\", "
			   "\"type\": \"date\"}");
	for (int i = 0; i < 12; i++)
		strbuf_puts(&plan, "]}");
	strbuf_puts(&plan, "}]}");
	for (int d = 0; d < (int)plansql_dialect_count(); d++) {
		plansql_options o = PLANSQL_OPTIONS_INIT;
		o.dialect = (plansql_dialect)d;
		o.flags = PLANSQL_COMPACT;
		plansql_result *r = plansql_compile(plan.text, plan.len, &o);
		const char *sql = plansql_result_sql(r);
		ck_assert_msg(sql, "%s", plansql_result_json(r));
		ck_assert_msg(strlen(sql) < 12 * 200,
			      "%s: %zu bytes of SQL for 12 nested functions",
			      plansql_dialect_name(o.dialect), strlen(sql));
		plansql_result_free(r);
	}
	strbuf_release(&plan);
}
END_TEST

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

/* The dialect table is the one list of dialects: the API counts and
 * names them from it, the four constants of plansql.h keep their
 * values, every name and alias finds its own dialect, and each dialect
 * has what the printer calls. */
START_TEST(dialects_come_from_the_table)
{
	static const char *const constants[] = {
	    [PLANSQL_SQLITE] = "sqlite",
	    [PLANSQL_POSTGRES] = "postgres",
	    [PLANSQL_MYSQL] = "mysql",
	    [PLANSQL_TSQL] = "tsql"};
	size_t n = plansql_dialect_count();
	ck_assert_uint_eq(n, dialect_count());
	ck_assert_uint_ge(n, 4);
	for (int i = 0; i < 4; i++)
		ck_assert_str_eq(plansql_dialect_name((plansql_dialect)i),
				 constants[i]);
	for (size_t i = 0; i < n; i++) {
		const struct dialect *d = dialect_get((plansql_dialect)i);
		plansql_dialect found;
		ck_assert_ptr_nonnull(d);
		ck_assert_str_eq(plansql_dialect_name((plansql_dialect)i),
				 d->name);
		ck_assert_int_eq(strspn(d->name, "abcdefghijklmnopqrstuvwxyz"
						 "0123456789"),
				 strlen(d->name));
		ck_assert_int_eq(plansql_dialect_from_name(d->name, &found),
				 PLANSQL_OK);
		ck_assert_int_eq(found, (int)i);
		for (const char *const *a = d->aliases; a && *a; a++) {
			ck_assert_int_eq(plansql_dialect_from_name(*a, &found),
					 PLANSQL_OK);
			ck_assert_msg(found == (plansql_dialect)i,
				      "%s, an alias of %s, finds %s", *a,
				      d->name, plansql_dialect_name(found));
		}
		ck_assert(d->title && d->identifier_problem &&
			  d->quote_identifier && d->quote_string &&
			  d->boolean && d->date && d->placeholder &&
			  d->limit && d->numeric_type && d->functions);
	}
	ck_assert_ptr_null(plansql_dialect_name((plansql_dialect)n));
	ck_assert_ptr_null(dialect_get((plansql_dialect)n));
}
END_TEST

#define DEMO_DATABASE "sqlite:" TOP_BUILDDIR "/examples/demo.db"

/* The demo catalog, read from the demo SQLite file. */
static plansql_catalog *load_demo_catalog(void)
{
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_load(DEMO_DATABASE, NULL, &catalog);
	const plansql_diagnostic *first = plansql_result_diagnostic(r, 0);
	ck_assert_msg(catalog, "%s", first ? first->message : "no catalog");
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	plansql_result_free(r);
	return catalog;
}

static const struct catalog_foreign_key *
foreign_key_of(const struct catalog_table *table, const char *column)
{
	for (size_t i = 0; i < table->foreign_key_count; i++)
		if (!strcmp(table->foreign_keys[i].column, column))
			return &table->foreign_keys[i];
	return NULL;
}

START_TEST(the_demo_catalog_loads_from_sqlite)
{
	plansql_catalog *c = load_demo_catalog();
	ck_assert_uint_eq(c->table_count, 11);
	ck_assert_uint_eq(catalog_table(c, "tracks")->column_count, 10);
	ck_assert_uint_eq(catalog_table(c, "invoice_items")->foreign_key_count,
			  2);
	const struct catalog_table *employees = catalog_table(c, "employees");
	const struct catalog_foreign_key *boss =
	    foreign_key_of(employees, "ReportsTo");
	ck_assert_ptr_nonnull(boss);
	ck_assert_str_eq(boss->ref_table, "employees");
	ck_assert_str_eq(boss->ref_column, "EmployeeId");
	ck_assert_str_eq(employees->kind, "table");
	ck_assert(catalog_column(employees, "EmployeeId")->primary_key);
	ck_assert(!catalog_column(employees, "EmployeeId")->nullable);
	plansql_catalog_free(c);
}
END_TEST

START_TEST(catalog_json_reads_back_as_itself)
{
	plansql_catalog *c = load_demo_catalog();
	char *first = plansql_catalog_json(c);
	ck_assert_ptr_nonnull(first);
	ck_assert_int_eq(first[strlen(first) - 1], '\n');
	plansql_catalog *again;
	plansql_result *r = plansql_catalog_read(first, strlen(first), &again);
	ck_assert_ptr_nonnull(again);
	char *second = plansql_catalog_json(again);
	ck_assert_str_eq(first, second);
	plansql_free(first);
	plansql_free(second);
	plansql_result_free(r);
	plansql_catalog_free(again);
	plansql_catalog_free(c);
}
END_TEST

/* Tables whose keys are only in their names: prefix, plural, same-name
 * and a pair with two keys in opposite directions. */
static const char *const infer_tables[] = {
    "{\"table_name\": \"tb_Company\", \"columns\": [{\"column_name\": "
    "\"ID\", \"data_type\": \"int\"}], \"metadata\": {\"primary_key\": "
    "\"ID\"}}",
    "{\"table_name\": \"tbl_Employees\", \"columns\": [{\"column_name\": "
    "\"EmployeeID\"}, {\"column_name\": \"CompanyID\", \"data_type\": "
    "\"bigint\"}, {\"column_name\": \"department_id\"}], \"metadata\": "
    "{\"primary_key\": \"EmployeeID\"}}",
    "{\"table_name\": \"departments\", \"columns\": [{\"column_name\": "
    "\"department_id\"}, {\"column_name\": \"EmployeeID\"}], "
    "\"metadata\": {\"primary_key\": \"department_id\"}}",
    "{\"table_name\": \"cve\", \"columns\": [{\"column_name\": \"CVEID\", "
    "\"data_type\": \"text\"}]}",
    "{\"table_name\": \"cve_affects\", \"columns\": [{\"column_name\": "
    "\"CVEID\", \"data_type\": \"varchar(20)\"}]}",
    "{\"table_name\": \"scores\", \"columns\": [{\"column_name\": "
    "\"CVEID\", \"data_type\": \"integer\"}]}",
};

/* The catalog of infer_tables in the order given by order[]. */
static char *infer_catalog(const size_t *order, size_t n)
{
	size_t len = 3;
	for (size_t i = 0; i < n; i++)
		len += strlen(infer_tables[order[i]]) + 2;
	char *text = malloc(len);
	strcpy(text, "[");
	for (size_t i = 0; i < n; i++) {
		strcat(text, i ? ", " : "");
		strcat(text, infer_tables[order[i]]);
	}
	strcat(text, "]");
	return text;
}

static int compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The inferred keys of a catalog text, as sorted lines "code: message";
 * the messages say which key of a pair join paths take. */
static char *inferred_lines(const char *text)
{
	plansql_catalog *c;
	plansql_result_free(plansql_catalog_read(text, strlen(text), &c));
	ck_assert_ptr_nonnull(c);
	char *json;
	plansql_result *r = plansql_catalog_infer_keys(c, &json);
	ck_assert_ptr_nonnull(json);
	size_t n = plansql_result_diagnostic_count(r), len = 1;
	char **lines = calloc(n + 1, sizeof *lines);
	for (size_t i = 0; i < n; i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		lines[i] = malloc(strlen(d->code) + strlen(d->message) + 4);
		sprintf(lines[i], "%s: %s\n", d->code, d->message);
		len += strlen(lines[i]);
	}
	qsort(lines, n, sizeof *lines, compare_lines);
	char *out = calloc(1, len);
	for (size_t i = 0; i < n; i++) {
		strcat(out, lines[i]);
		free(lines[i]);
	}
	free(lines);
	plansql_free(json);
	plansql_result_free(r);
	plansql_catalog_free(c);
	return out;
}

START_TEST(inferred_keys_do_not_depend_on_table_order)
{
	static const size_t forward[] = {0, 1, 2, 3, 4, 5};
	static const size_t backward[] = {5, 4, 3, 2, 1, 0};
	static const size_t shuffled[] = {2, 5, 0, 3, 1, 4};
	char *text = infer_catalog(forward, 6);
	char *want = inferred_lines(text);
	free(text);
	ck_assert_msg(strstr(want, "\"tbl_Employees\".\"CompanyID\" refers "
				   "to \"tb_Company\".\"ID\""),
		      "%s", want);
	ck_assert_msg(strstr(want, "\"cve_affects\".\"CVEID\" refers to "
				   "\"cve\".\"CVEID\""),
		      "%s", want);
	ck_assert_msg(!strstr(want, "\"scores\""), "%s", want); /* a type */
	ck_assert_msg(strstr(want, "inferred-key-choice: \"departments\"."
				   "\"EmployeeID\" refers to "
				   "\"tbl_Employees\".\"EmployeeID\": the "
				   "same name as the key, named after its "
				   "table; one of 2 keys inferred between "
				   "\"departments\" and \"tbl_Employees\", "
				   "the one join paths take"),
		      "%s", want);
	const size_t *orders[] = {backward, shuffled};
	for (size_t i = 0; i < 2; i++) {
		text = infer_catalog(orders[i], 6);
		char *got = inferred_lines(text);
		ck_assert_str_eq(got, want);
		free(got);
		free(text);
	}
	free(want);
}
END_TEST

/* The number of keys inferred in a catalog text. */
static size_t inferred_count(const char *text)
{
	plansql_catalog *c;
	plansql_result_free(plansql_catalog_read(text, strlen(text), &c));
	ck_assert_ptr_nonnull(c);
	char *json;
	plansql_result *r = plansql_catalog_infer_keys(c, &json);
	size_t n = plansql_result_diagnostic_count(r);
	plansql_free(json);
	plansql_result_free(r);
	plansql_catalog_free(c);
	return n;
}

/* No key for a column that has a declared one, a column of another type,
 * or a name that the keys of too many tables share. */
/* Tables ledger<first> to ledger17, each keyed by AccountID but the last,
 * keyed by id and holding an AccountID column: one name that many
 * tables' keys have. */
static const char *ledgers(char *out, size_t size, int first)
{
	snprintf(out, size, "[");
	for (int i = first; i <= 17; i++)
		snprintf(out + strlen(out), size - strlen(out),
			 "{\"table_name\": \"ledger%d\", \"columns\": "
			 "[{\"column_name\": \"AccountID\"}%s], \"metadata\": "
			 "{\"primary_key\": \"%s\"}}%s",
			 i, i == 17 ? ", {\"column_name\": \"id\"}" : "",
			 i == 17 ? "id" : "AccountID", i == 17 ? "]" : ",");
	return out;
}

START_TEST(inferred_keys_leave_declared_mistyped_and_crowded_alone)
{
	static const char declared[] =
	    "[{\"table_name\": \"customers\", \"columns\": [{\"column_name\": "
	    "\"CustomerId\", \"data_type\": \"int\"}], \"metadata\": "
	    "{\"primary_key\": \"CustomerId\"}},"
	    "{\"table_name\": \"customer_archive\", \"columns\": "
	    "[{\"column_name\": \"CustomerId\", \"data_type\": \"int\"}], "
	    "\"metadata\": {\"primary_key\": \"CustomerId\"}},"
	    "{\"table_name\": \"invoices\", \"columns\": [{\"column_name\": "
	    "\"CustomerId\", \"data_type\": \"int\"}], \"foreign_keys\": "
	    "[{\"foreign_key\": \"customerid\", \"primary_key_table\": "
	    "\"customers\", \"primary_key_column\": \"CustomerId\"}]},"
	    "{\"table_name\": \"notes\", \"columns\": [{\"column_name\": "
	    "\"customer_id\", \"data_type\": \"text\"}]}]";
	ck_assert_uint_eq(inferred_count(declared), 0);
	char crowd[8192];
	ck_assert_uint_eq(inferred_count(ledgers(crowd, sizeof crowd, 0)), 0);
	/* sixteen are few enough: the column refers to each */
	char few[8192];
	ck_assert_uint_eq(inferred_count(ledgers(few, sizeof few, 2)), 15);
	char *json = (char *)"unchanged";
	plansql_result *r = plansql_catalog_infer_keys(NULL, &json);
	ck_assert_ptr_null(json);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "missing-argument");
	plansql_result_free(r);
}
END_TEST

/* Saved with its inferred keys, a catalog declares them: nothing is
 * inferred again, and it prints as it was saved. */
/* ---- bind parameters ---- */

static const char params_plan[] =
    "{\"decision\": \"proceed\", \"selections\": [{\"table\": \"t\", "
    "\"columns\": [{\"column\": \"a\"}], \"filters\": ["
    "{\"column\": \"a\", \"op\": \"=\", \"value\": \"x'y\"}, "
    "{\"column\": \"b\", \"op\": \">\", \"value\": 2.5}, "
    "{\"column\": \"c\", \"op\": \"in\", \"value\": [1, 3000000000]}, "
    "{\"column\": \"d\", \"op\": \"=\", \"value\": true}, "
    "{\"column\": \"e\", \"op\": \"starts_with\", \"value\": \"5%\"}, "
    "{\"column\": \"f\", \"op\": \"=\", \"value\": null}]}], "
    "\"limit\": 7}";

START_TEST(params_replace_the_values_of_conditions)
{
	static const struct {
		plansql_dialect dialect;
		const char *sql;
	} want[] = {
	    {PLANSQL_SQLITE,
	     "SELECT \"t\".\"a\" FROM \"t\" WHERE \"t\".\"a\" = ? AND "
	     "\"t\".\"b\" > ? AND \"t\".\"c\" IN (?, ?) AND \"t\".\"d\" = ? "
	     "AND \"t\".\"e\" GLOB ? AND \"t\".\"f\" IS NULL LIMIT 7"},
	    {PLANSQL_POSTGRES,
	     "SELECT \"t\".\"a\" FROM \"t\" WHERE \"t\".\"a\" = $1 AND "
	     "\"t\".\"b\" > $2::numeric AND \"t\".\"c\" IN ($3::integer, "
	     "$4::bigint) AND \"t\".\"d\" = $5::boolean AND \"t\".\"e\" LIKE "
	     "$6 ESCAPE '!' AND \"t\".\"f\" IS NULL LIMIT 7"},
	    {PLANSQL_TSQL,
	     "SELECT TOP (7) [t].[a] FROM [t] WHERE [t].[a] = @p1 AND [t].[b] "
	     "> @p2 AND [t].[c] IN (@p3, @p4) AND [t].[d] = @p5 AND [t].[e] "
	     "LIKE @p6 ESCAPE '!' AND [t].[f] IS NULL"},
	};
	static const char *const texts[] = {"x'y", "2.5", "1", "3000000000",
					    "true"};
	static const plansql_param_type types[] = {
	    PLANSQL_PARAM_STRING, PLANSQL_PARAM_NUMBER, PLANSQL_PARAM_INTEGER,
	    PLANSQL_PARAM_INTEGER, PLANSQL_PARAM_BOOLEAN};
	for (size_t k = 0; k < sizeof want / sizeof *want; k++) {
		plansql_options o = {.size = sizeof(plansql_options),
				     .dialect = want[k].dialect,
				     .flags = PLANSQL_COMPACT | PLANSQL_PARAMS};
		plansql_result *r =
		    plansql_compile(params_plan, strlen(params_plan), &o);
		ck_assert_str_eq(plansql_result_sql(r), want[k].sql);
		ck_assert_uint_eq(plansql_result_param_count(r), 6);
		for (size_t i = 0; i < 5; i++) {
			const plansql_param *p = plansql_result_param(r, i);
			ck_assert_int_eq(p->type, types[i]);
			ck_assert_str_eq(p->text, texts[i]);
		}
		ck_assert_str_eq(plansql_result_param(r, 5)->text,
				 want[k].dialect == PLANSQL_SQLITE ? "5%*"
								   : "5!%%");
		ck_assert_ptr_null(plansql_result_param(r, 6));
		char *json = plansql_result_json(r);
		ck_assert_ptr_nonnull(strstr(
		    json,
		    "\"parameters\": [\n    {\n      \"type\": \"string\""));
		ck_assert_ptr_nonnull(strstr(json, "\"value\": 3000000000\n"));
		ck_assert_ptr_nonnull(strstr(json, "\"value\": true\n"));
		plansql_free(json);
		plansql_result_free(r);
	}
}
END_TEST

START_TEST(without_params_nothing_changes)
{
	plansql_options o = {.size = sizeof(plansql_options),
			     .flags = PLANSQL_COMPACT};
	plansql_result *r =
	    plansql_compile(params_plan, strlen(params_plan), &o);
	ck_assert_ptr_nonnull(strstr(plansql_result_sql(r), "= 'x''y'"));
	ck_assert_uint_eq(plansql_result_param_count(r), 0);
	ck_assert_ptr_null(plansql_result_param(r, 0));
	char *json = plansql_result_json(r);
	ck_assert_ptr_null(strstr(json, "parameters"));
	plansql_free(json);
	plansql_result_free(r);
	/* rejected: no SQL, no values, "parameters": null */
	o = (plansql_options){.size = sizeof(plansql_options),
			      .dialect = 99,
			      .flags = PLANSQL_PARAMS};
	r = plansql_compile(params_plan, strlen(params_plan), &o);
	ck_assert_uint_eq(plansql_result_param_count(r), 0);
	json = plansql_result_json(r);
	ck_assert_ptr_nonnull(strstr(json, "\"parameters\": null"));
	plansql_free(json);
	plansql_result_free(r);
	ck_assert_str_eq(plansql_param_type_name(PLANSQL_PARAM_DATETIME),
			 "datetime");
	ck_assert_ptr_null(plansql_param_type_name((plansql_param_type)6));
	ck_assert_uint_eq(plansql_result_param_count(NULL), 0);
}
END_TEST

START_TEST(inferred_keys_read_back_as_declared)
{
	static const size_t all[] = {0, 1, 2, 3, 4, 5};
	char *text = infer_catalog(all, 6);
	plansql_catalog *c, *again;
	plansql_result_free(plansql_catalog_read(text, strlen(text), &c));
	char *saved;
	plansql_result_free(plansql_catalog_infer_keys(c, &saved));
	plansql_result_free(plansql_catalog_read(saved, strlen(saved), &again));
	ck_assert_ptr_nonnull(again);
	char *json;
	plansql_result *r = plansql_catalog_infer_keys(again, &json);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	ck_assert_str_eq(json, saved);
	plansql_result_free(r);
	plansql_free(json);
	plansql_free(saved);
	plansql_catalog_free(again);
	plansql_catalog_free(c);
	free(text);
}
END_TEST

/* The code of the only diagnostic of loading database, which fails. */
static const char *load_failure(const char *database)
{
	static char code[64];
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_load(database, NULL, &catalog);
	ck_assert_ptr_null(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	snprintf(code, sizeof code, "%s",
		 plansql_result_diagnostic(r, 0)->code);
	plansql_result_free(r);
	return code;
}

START_TEST(catalog_load_says_what_it_cannot_read)
{
	ck_assert_str_eq(load_failure("mysql://localhost/demo"),
			 "bad-database");
	ck_assert_str_eq(load_failure("demo.db"), "bad-database");
	ck_assert_str_eq(load_failure("sqlite:"), "bad-database");
	ck_assert_str_eq(load_failure("sqlite:" TOP_BUILDDIR "/no/such.db"),
			 "catalog-unreadable");
}
END_TEST

/* The code of the only diagnostic of loading database with count files
 * attached, which fails. */
static const char *attached_failure(const char *database,
				    const plansql_attachment *attachments,
				    size_t count)
{
	static char code[64];
	plansql_catalog *catalog;
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = attachments;
	o.attachment_count = count;
	plansql_result *r = plansql_catalog_load(database, &o, &catalog);
	ck_assert_ptr_null(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	snprintf(code, sizeof code, "%s",
		 plansql_result_diagnostic(r, 0)->code);
	plansql_result_free(r);
	return code;
}

#define DEMO_FILE TOP_BUILDDIR "/examples/demo.db"

START_TEST(catalog_load_attached_refuses_bad_names)
{
	plansql_attachment a[PLANSQL_ATTACH_MAX + 1];
	for (size_t i = 0; i < PLANSQL_ATTACH_MAX + 1; i++)
		a[i] = (plansql_attachment){"copy", DEMO_FILE};
	ck_assert_str_eq(attached_failure("postgresql:", a, 1),
			 "attachments-need-sqlite");
	a[0].name = "Main";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 1),
			 "bad-attachment");
	a[0].name = "";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 1),
			 "bad-attachment");
	a[0].name = "COPY";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 2),
			 "bad-attachment");
	static char names[PLANSQL_ATTACH_MAX + 1][8];
	for (size_t i = 0; i < PLANSQL_ATTACH_MAX + 1; i++) {
		snprintf(names[i], sizeof names[i], "c%zu", i);
		a[i].name = names[i];
	}
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 11),
			 "bad-attachment");
	a[0].path = TOP_BUILDDIR "/no/such.db";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 1),
			 "catalog-unreadable");
}
END_TEST

/* The demo attached to itself: every table twice, main's reached by its
 * plain name, the copy's not. */
START_TEST(catalog_load_attached_gives_schemas)
{
	const plansql_attachment copy = {"copy", DEMO_FILE};
	plansql_catalog *catalog;
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = &copy;
	o.attachment_count = 1;
	plansql_result *r = plansql_catalog_load(DEMO_DATABASE, &o, &catalog);
	ck_assert_ptr_nonnull(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	char *json = plansql_catalog_json(catalog);
	ck_assert_ptr_nonnull(
	    strstr(json, "\"table_name\": \"albums\",\n    \"schema\": "
			 "\"main\",\n    \"search_order\": 0,"));
	ck_assert_ptr_nonnull(
	    strstr(json, "\"table_name\": \"albums\",\n    \"schema\": "
			 "\"copy\",\n    \"columns\""));
	plansql_free(json);
	plansql_catalog_free(catalog);
	plansql_result_free(r);
}
END_TEST

/* ---- calendar arithmetic of relative periods ---- */

static int64_t day_of(const char *text)
{
	int64_t days = 0;
	ck_assert_msg(calendar_parse(text, &days), "%s is a date", text);
	return days;
}

static void assert_day(int64_t days, const char *expected)
{
	char text[CALENDAR_TEXT_SIZE];
	ck_assert(calendar_format(days, text));
	ck_assert_str_eq(text, expected);
}

START_TEST(calendar_reads_real_dates_only)
{
	int64_t days;
	ck_assert(calendar_parse("1970-01-01", &days) && days == 0);
	ck_assert(calendar_parse("2024-02-29", &days));
	ck_assert(calendar_parse("2000-02-29", &days));
	ck_assert(!calendar_parse("2023-02-29", &days));
	ck_assert(!calendar_parse("1900-02-29", &days));
	ck_assert(!calendar_parse("2025-04-31", &days));
	ck_assert(!calendar_parse("2025-13-01", &days));
	ck_assert(!calendar_parse("2025-1-01", &days));
	ck_assert(!calendar_parse("2025-01-01T00:00", &days));
	ck_assert(!calendar_parse("0000-01-01", &days));
	ck_assert(!calendar_parse("", &days));
	assert_day(day_of("0001-01-01"), "0001-01-01");
	assert_day(day_of("9999-12-31"), "9999-12-31");
	assert_day(day_of("2024-02-29") + 1, "2024-03-01");
	assert_day(day_of("2023-02-28") + 1, "2023-03-01");
}
END_TEST

START_TEST(calendar_weeks_start_on_monday_across_years)
{
	/* 2026-01-01 is a Thursday: its week began Monday 2025-12-29 */
	assert_day(calendar_unit_start(day_of("2026-01-01"), CALENDAR_WEEK),
		   "2025-12-29");
	assert_day(calendar_unit_start(day_of("2026-01-04"), CALENDAR_WEEK),
		   "2025-12-29");
	assert_day(calendar_unit_start(day_of("2026-01-05"), CALENDAR_WEEK),
		   "2026-01-05");
	assert_day(calendar_unit_start(day_of("1969-12-31"), CALENDAR_WEEK),
		   "1969-12-29");
	assert_day(calendar_add(day_of("2025-12-29"), CALENDAR_WEEK, -3),
		   "2025-12-08");
}
END_TEST

START_TEST(calendar_months_quarters_and_years_start_on_the_first)
{
	int64_t d = day_of("2024-11-30");
	assert_day(calendar_unit_start(d, CALENDAR_DAY), "2024-11-30");
	assert_day(calendar_unit_start(d, CALENDAR_MONTH), "2024-11-01");
	assert_day(calendar_unit_start(d, CALENDAR_QUARTER), "2024-10-01");
	assert_day(calendar_unit_start(d, CALENDAR_YEAR), "2024-01-01");
	assert_day(calendar_unit_start(day_of("2024-03-31"), CALENDAR_QUARTER),
		   "2024-01-01");
	assert_day(calendar_unit_start(day_of("2024-04-01"), CALENDAR_QUARTER),
		   "2024-04-01");
}
END_TEST

START_TEST(calendar_steps_whole_units_over_year_ends)
{
	int64_t jan = day_of("2026-01-01");
	assert_day(calendar_add(jan, CALENDAR_MONTH, -12), "2025-01-01");
	assert_day(calendar_add(jan, CALENDAR_MONTH, -1), "2025-12-01");
	assert_day(calendar_add(jan, CALENDAR_MONTH, 14), "2027-03-01");
	assert_day(calendar_add(jan, CALENDAR_QUARTER, -1), "2025-10-01");
	assert_day(calendar_add(jan, CALENDAR_QUARTER, 4), "2027-01-01");
	assert_day(calendar_add(jan, CALENDAR_YEAR, -26), "2000-01-01");
	assert_day(calendar_add(day_of("2024-02-01"), CALENDAR_MONTH, 1),
		   "2024-03-01");
	assert_day(calendar_add(day_of("2024-02-28"), CALENDAR_DAY, 2),
		   "2024-03-01");
	char text[CALENDAR_TEXT_SIZE];
	ck_assert(!calendar_format(
	    calendar_add(day_of("9999-12-01"), CALENDAR_MONTH, 1), text));
}
END_TEST

/* Output names: a clash takes name_N, the first N no earlier name has,
 * ignoring ASCII case; earlier names never change. */
START_TEST(unique_names_number_clashes)
{
	arena a;
	arena_init(&a, 0);
	struct unique_names u;
	ck_assert(unique_names_init(&u, &a, 4));
	const char *in[] = {"a", "A", "a_2", "a", "b", NULL, "a"};
	const char *want[] = {"a", "A_2", "a_2_2", "a_3", "b", NULL, "a_4"};
	for (size_t i = 0; i < sizeof in / sizeof *in; i++) {
		const char *got = unique_names_take(&u, in[i]);
		if (want[i])
			ck_assert_str_eq(got, want[i]);
		else
			ck_assert_ptr_null(got);
	}
	/* hundreds alike, more than the room asked for: all distinct */
	struct unique_names many;
	ck_assert(unique_names_init(&many, &a, 300));
	const char *last = NULL;
	for (int i = 0; i < 300; i++)
		last = unique_names_take(&many, i % 2 ? "Total" : "total");
	ck_assert_str_eq(last, "Total_300");
	/* a long name is cut at a character boundary to fit with its number */
	char name[80];
	memset(name, 'x', 60);
	memcpy(name + 60, "\xc3\xa9y", 4); /* an e-acute across the cut */
	struct unique_names cut;
	ck_assert(unique_names_init(&cut, &a, 2));
	unique_names_take(&cut, name);
	const char *made = unique_names_take(&cut, name);
	ck_assert_uint_eq(strlen(made), 62); /* 60 x, "_2": no half e */
	ck_assert_str_eq(made + 60, "_2");
	arena_free(&a);
}
END_TEST

static Suite *unit_suite(void)
{
	Suite *s = suite_create("unit");
	TCase *tc = tcase_create("modules");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, utf8_accepts_every_length);
	tcase_add_test(tc, utf8_rejects_malformed);
	tcase_add_test(tc, utf8_counts_characters_and_utf16_units);
	tcase_add_test(tc, strbuf_moves_from_stack_to_heap);
	tcase_add_test(tc, strbuf_error_is_sticky);
	tcase_add_test(tc, strbuf_failure_keeps_no_memory);
	tcase_add_test(tc, printer_passes_a_failure_on);
	tcase_add_test(tc, strbuf_writes_integers_at_the_edges);
	tcase_add_test(tc, arena_grows_past_a_lent_block);
	tcase_add_test(tc, scan_reports_syntax_with_position);
	tcase_add_test(tc, scan_rejects_what_jsonc_would_change);
	tcase_add_test(tc, scan_rejects_duplicate_keys_at_the_second);
	tcase_add_test(tc, scan_finds_duplicates_in_big_objects);
	tcase_add_test(tc, numbers_keep_their_value_and_fractions_their_text);
	tcase_add_test(tc, candidate_keys_are_kept_as_written);
	tcase_add_test(tc,
		       filter_in_another_case_leaves_an_orphan_written_back);
	tcase_add_test(tc, scan_limits_depth_at_the_limit_and_past_it);
	tcase_add_test(tc, scan_limits_lists_and_strings);
	tcase_add_test(tc, scan_limits_object_keys);
	tcase_add_test(tc, scan_limits_the_input_size);
	tcase_add_test(tc, names_are_limited_at_the_limit_and_past_it);
	tcase_add_test(tc, catalogs_have_their_own_list_limit);
	tcase_add_test(tc, compiling_many_times_does_not_grow_the_process);
	tcase_add_test(tc, verify_counts_statements_of_any_depth);
	tcase_add_test(tc, scope_index_answers_as_the_linear_search);
	tcase_add_test(tc, catalog_index_answers_as_the_linear_search);
	tcase_add_test(tc, scan_skips_space_runs_of_every_length);
	tcase_add_test(tc, pointers_escape_tilde_and_slash);
	tcase_add_test(tc, scan_skips_a_byte_order_mark);
	tcase_add_test(tc, sqlite_quotes_with_double_quotes_never_brackets);
	tcase_add_test(tc, postgres_escapes_backslashes_with_an_e_string);
	tcase_add_test(tc, mysql_never_relies_on_backslash_escapes);
	tcase_add_test(tc, tsql_uses_n_strings_and_splits_backslash_newlines);
	tcase_add_test(tc, postgres_limits_names_to_63_bytes);
	tcase_add_test(tc, mysql_limits_names_by_characters);
	tcase_add_test(tc, tsql_limits_names_by_utf16_units);
	tcase_add_test(tc, mysql_limits_table_file_names);
	tcase_add_test(tc, sqlite_limits_patterns_at_the_limit_and_past_it);
	tcase_add_test(tc, dates_are_real_calendar_dates);
	tcase_add_test(tc, datetimes_are_canonical_and_zone_free);
	tcase_add_test(tc, distance_counts_edits_without_case);
	tcase_add_test(tc, name_index_prefers_exact_then_unique_folded);
	tcase_add_test(tc, default_options_mean_sqlite);
	tcase_add_test(tc, uninitialised_options_refused);
	tcase_add_test(tc, larger_options_accepted);
	tcase_add_test(tc, version_agrees);
	tcase_add_test(tc, libpq_timeouts_round_up);
	tcase_add_test(tc, strict_makes_warnings_errors);
	tcase_add_test(tc, json_writer_escapes_every_control_character);
	tcase_add_test(tc, json_writer_escapes_quotes_and_backslash_only);
	tcase_add_test(tc, json_writer_nests_pretty_and_compact);
	tcase_add_test(tc, json_writer_lays_out_embedded_json);
	tcase_add_test(tc, between_of_long_strings_is_reported_whole);
	tcase_add_test(tc, duplicate_value_message_escapes_the_value);
	tcase_add_test(tc, result_json_is_json);
	tcase_add_test(tc, diagnostic_text_escapes_terminal_controls);
	tcase_add_test(tc, a_read_plan_compiles_for_every_dialect);
	tcase_add_test(tc, compiles_are_independent_across_threads);
	tcase_add_test(tc, dialect_names_round_trip);
	tcase_add_test(tc, dialects_come_from_the_table);
	tcase_add_test(tc, function_forms_read_each_argument_once);
	tcase_add_test(tc, nested_functions_grow_linearly);
	tcase_add_test(tc, the_demo_catalog_loads_from_sqlite);
	tcase_add_test(tc, catalog_json_reads_back_as_itself);
	tcase_add_test(tc, catalog_load_says_what_it_cannot_read);
	tcase_add_test(tc, catalog_load_attached_refuses_bad_names);
	tcase_add_test(tc, catalog_load_attached_gives_schemas);
	tcase_add_test(tc, inferred_keys_do_not_depend_on_table_order);
	tcase_add_test(tc, inferred_keys_read_back_as_declared);
	tcase_add_test(tc, params_replace_the_values_of_conditions);
	tcase_add_test(tc, without_params_nothing_changes);
	tcase_add_test(tc,
		       inferred_keys_leave_declared_mistyped_and_crowded_alone);
	tcase_add_test(tc, calendar_reads_real_dates_only);
	tcase_add_test(tc, calendar_weeks_start_on_monday_across_years);
	tcase_add_test(tc,
		       calendar_months_quarters_and_years_start_on_the_first);
	tcase_add_test(tc, calendar_steps_whole_units_over_year_ends);
	tcase_add_test(tc, unique_names_number_clashes);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(unit_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
