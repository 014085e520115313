/* Unit tests of the helpers every stage shares: UTF-8, the string
 * builder, arenas, and the distance of names for "did you mean". */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/arena.h"
#include "common/diag_similar.h"
#include "common/strbuf.h"
#include "common/utf8.h"
#include "unit.h"

/* ---- utf8: common/utf8.c ---- */

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

/* ---- strbuf: common/strbuf.c ---- */

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

/* ---- arena: common/arena.c ---- */

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

/* ---- diag_similar: common/diag_similar.c ---- */

START_TEST(distance_counts_edits_without_case)
{
	ck_assert_uint_eq(diag_name_distance("Composer", "composer", 3), 0);
	ck_assert_uint_eq(diag_name_distance("Compser", "Composer", 3), 1);
	ck_assert_uint_eq(diag_name_distance("Cmoposer", "Composer", 3), 1);
	ck_assert_uint_eq(diag_name_distance("abc", "xyz123", 2), 3);
	const char *const names[] = {"Name", "Composer", "Milliseconds"};
	ck_assert_str_eq(diag_closest_name("Compsoer", names, 3), "Composer");
	ck_assert_ptr_null(diag_closest_name("Price", names, 3));
}
END_TEST

Suite *unit_common_suite(void)
{
	Suite *s = suite_create("common");
	TCase *tc = unit_case(s, "utf8");
	tcase_add_test(tc, utf8_accepts_every_length);
	tcase_add_test(tc, utf8_rejects_malformed);
	tcase_add_test(tc, utf8_counts_characters_and_utf16_units);
	tc = unit_case(s, "strbuf");
	tcase_add_test(tc, strbuf_moves_from_stack_to_heap);
	tcase_add_test(tc, strbuf_error_is_sticky);
	tcase_add_test(tc, strbuf_failure_keeps_no_memory);
	tcase_add_test(tc, strbuf_writes_integers_at_the_edges);
	tc = unit_case(s, "arena");
	tcase_add_test(tc, arena_grows_past_a_lent_block);
	tc = unit_case(s, "diag_similar");
	tcase_add_test(tc, distance_counts_edits_without_case);
	return s;
}
