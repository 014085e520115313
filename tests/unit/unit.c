/* What the suites of check_unit share (unit.h). */
#define _POSIX_C_SOURCE 200809L
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

TCase *unit_case(Suite *s, const char *module)
{
	TCase *tc = tcase_create(module);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return tc;
}

const plansql_diagnostic *first_error(const plansql_result *r)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		if (d->severity == PLANSQL_ERROR)
			return d;
	}
	return NULL;
}

plansql_result *read_exact(const char *text, size_t len, plansql_plan **plan)
{
	char *copy = malloc(len ? len : 1);
	ck_assert_ptr_nonnull(copy);
	memcpy(copy, text, len);
	plansql_result *r = plansql_plan_read(copy, len, plan);
	free(copy);
	return r;
}

void expect_error(const char *text, size_t len, const char *code,
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

void expect_accepted(const char *text)
{
	plansql_plan *plan;
	plansql_result *r = read_exact(text, strlen(text), &plan);
	const plansql_diagnostic *d = first_error(r);
	ck_assert_msg(!d, "rejected: %s", d ? d->message : "");
	plansql_plan_free(plan);
	plansql_result_free(r);
}

char *plan_with_table_name(size_t len)
{
	char *s = malloc(len + 128), *p = s;
	p += sprintf(p, "{\"decision\": \"proceed\", \"selections\": "
			"[{\"table\": \"");
	memset(p, 'a', len);
	p += len;
	strcpy(p, "\", \"columns\": [{\"column\": \"c\"}]}]}");
	return s;
}

char *written(strbuf *sb)
{
	char *text = strbuf_finish(sb);
	ck_assert_ptr_nonnull(text);
	return text;
}

uint32_t next_random(uint32_t *state)
{
	*state = *state * 1103515245u + 12345u;
	return *state >> 8;
}

const char *const name_pool[NAME_POOL_SIZE] = {
    "tracks", "Tracks", "TRACKS", "albums", "Albums", "employees",
    "e",      "E",	"m",	  "genres", "x1",     "invoice_items"};

size_t query_names(char out[][32])
{
	static const char *const missing[] = {"",     "track",	   "trackss",
					      "nope", "EMPLOYEES", "x"};
	size_t n = 0;
	for (size_t i = 0; i < NAME_POOL_SIZE; i++) {
		size_t len = strlen(name_pool[i]);
		for (int variant = 0; variant < 4; variant++, n++) {
			for (size_t k = 0; k <= len; k++) {
				char c = name_pool[i][k];
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
