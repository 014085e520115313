/* Unit tests of the lowering: the hashed index of a scope answers as
 * the linear search does. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "common/arena.h"
#include "common/diag.h"
#include "lower/lower_internal.h"
#include "unit.h"

/* ---- lower_names: lower/lower_names.c ---- */

/* A range: its table as the catalog spells it, the plan's spelling
 * (maybe another case), maybe an alias, maybe no selection (as in a
 * subquery). */
static void random_range(struct range *r, struct plan_selection *sel,
			 uint32_t *state)
{
	memset(r, 0, sizeof *r);
	memset(sel, 0, sizeof *sel);
	r->table = name_pool[next_random(state) % NAME_POOL_SIZE];
	sel->table = next_random(state) % 3 ? r->table
					    : name_pool[next_random(state) % 3];
	r->selection = next_random(state) % 8 ? sel : NULL;
	r->alias = next_random(state) % 2
		       ? name_pool[next_random(state) % NAME_POOL_SIZE]
		       : NULL;
	r->key = r->alias ? r->alias : r->table;
}

START_TEST(scope_index_answers_as_the_linear_search)
{
	static char names[NAME_POOL_SIZE * 4 + 8][32];
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
			ck_assert(lower_index_scope(&lw, &hashed));
			/* the threshold: more than 8 ranges are indexed */
			ck_assert_int_eq(hashed.index != NULL, count > 8);
			struct scope linear = hashed;
			linear.index = NULL;
			for (size_t q = 0; q < name_count; q++) {
				bool amb_hashed = false, amb_linear = false;
				const struct range *h = lower_find_in_scope(
				    &hashed, names[q], &amb_hashed);
				const struct range *l = lower_find_in_scope(
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

Suite *unit_lower_suite(void)
{
	Suite *s = suite_create("lower");
	TCase *tc = unit_case(s, "lower_names");
	tcase_add_test(tc, scope_index_answers_as_the_linear_search);
	return s;
}
