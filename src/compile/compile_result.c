/* A compile's result (compile.h), and the options a caller passes, read
 * as this version's struct: a caller built against an older header
 * passes a smaller one, and the fields it lacks keep their defaults;
 * that is what the size field is for. */
#include "compile/compile.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "common/plansql_limits.h"

/* The end of the last field of the first version of the struct: a
 * smaller size cannot come from any header. */
#define OPTIONS_FIRST_SIZE                                                     \
	(offsetof(plansql_options, glossary) + sizeof(const plansql_glossary *))

plansql_result *compile_result_new(void)
{
	plansql_result *r = calloc(1, sizeof *r);
	if (!r)
		return NULL;
	arena_init(&r->arena, PLANSQL_ARENA_LIMIT);
	diag_init(&r->diags, &r->arena);
	return r;
}

void compile_result_free(plansql_result *r)
{
	if (!r)
		return;
	free(r->sql);
	free(r->tree);
	free(r->plan);
	arena_free(&r->arena);
	free(r);
}

plansql_result *compile_result_done(plansql_result *r)
{
	if (r->diags.out_of_memory) {
		r->diags.out_of_memory = 0;
		diag_error(&r->diags, "out-of-memory", "", "out of memory");
		free(r->sql);
		r->sql = NULL;
	}
	return r;
}

size_t compile_result_promote_warnings(plansql_result *result)
{
	size_t promoted = 0;
	for (size_t i = 0; i < result->diags.count; i++) {
		plansql_diagnostic *d = &result->diags.items[i];
		if (d->severity == PLANSQL_WARNING) {
			d->severity = PLANSQL_ERROR;
			promoted++;
		}
	}
	if (promoted) {
		result->diags.errors += promoted;
		free(result->sql);
		free(result->plan);
		result->sql = result->plan = NULL;
	}
	return promoted;
}

bool compile_result_strict(plansql_result *r, const plansql_options *options)
{
	return options && (options->flags & PLANSQL_STRICT) &&
	       compile_result_promote_warnings(r) > 0;
}

bool compile_options_copy(const plansql_options *given, plansql_options *out)
{
	memset(out, 0, sizeof *out);
	out->size = sizeof *out;
	if (!given)
		return true;
	if (given->size < OPTIONS_FIRST_SIZE)
		return false;
	size_t size = given->size < sizeof *out ? given->size : sizeof *out;
	memcpy(out, given, size);
	out->size = sizeof *out;
	return true;
}

bool compile_options_accept(diag_list *d, const plansql_options *given,
			    plansql_options *out)
{
	if (!compile_options_copy(given, out)) {
		plansql_diagnostic *e =
		    diag_error(d, "bad-options", "",
			       "the options' size is %zu, not the size of a "
			       "plansql_options",
			       given->size);
		diag_hint(d, e,
			  "initialise them with PLANSQL_OPTIONS_INIT or "
			  "plansql_options_init(&options, sizeof options)");
		return false;
	}
	return true;
}
