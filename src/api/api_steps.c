/* The public API of steps: a compile that also builds the plan's
 * counting steps (plan_steps.c), and what a caller reads of them. */
#include <stdlib.h>

#include "api/api_internal.h"
#include "common/plansql_limits.h"
#include "compile/compile_steps.h"
#include "plansql.h"

plansql_result *plansql_plan_steps(const plansql_plan *plan,
				   const plansql_options *options,
				   plansql_steps **steps)
{
	*steps = NULL;
	plansql_result *r = compile_result_new();
	plansql_steps *made = calloc(1, sizeof *made);
	if (!r || !made) {
		free(made);
		if (r)
			r->diags.out_of_memory = 1;
		return r ? compile_result_done(r) : NULL;
	}
	arena_init(&made->arena, PLANSQL_ARENA_LIMIT);
	plansql_options o;
	if (compile_options_accept(&r->diags, options, &o)) {
		struct steps_context context = {made, o.flags, NULL};
		struct compile_hook hook = {compile_steps_lowered,
					    compile_steps_compiled, &context};
		compile_plan(r, plan, &o, &hook);
		compile_result_strict(r, &o);
	}
	compile_result_done(r);
	if (plansql_result_ok(r) && made->count)
		*steps = made;
	else
		plansql_steps_free(made);
	return r;
}

static const struct plan_step *step_at(const plansql_steps *steps, size_t index)
{
	return steps && index < steps->count ? &steps->items[index] : NULL;
}

size_t plansql_steps_count(const plansql_steps *steps)
{
	return steps ? steps->count : 0;
}

const char *plansql_steps_label(const plansql_steps *steps, size_t index)
{
	const struct plan_step *s = step_at(steps, index);
	return s ? s->label : NULL;
}

const char *plansql_steps_pointer(const plansql_steps *steps, size_t index)
{
	const struct plan_step *s = step_at(steps, index);
	return s ? s->pointer : NULL;
}

const char *plansql_steps_sql(const plansql_steps *steps, size_t index)
{
	const struct plan_step *s = step_at(steps, index);
	return s ? s->sql : NULL;
}

void plansql_steps_free(plansql_steps *steps)
{
	if (!steps)
		return;
	arena_free(&steps->arena);
	free(steps);
}
