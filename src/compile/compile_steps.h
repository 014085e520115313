/* The steps of a plan (plansql_plan_steps): the lowered statement taken
 * apart into counting statements that add one table or one condition at
 * a time.  They are built by the hooks of a compile (struct
 * compile_hook), so a plan has steps exactly when it compiles. */
#ifndef PLANSQL_COMPILE_STEPS_H
#define PLANSQL_COMPILE_STEPS_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "common/diag.h"
#include "plansql.h"

struct query;
struct dialect;

struct plan_step {
	const char *label, *pointer, *sql;
};

struct plansql_steps {
	arena arena; /* the steps and their strings */
	struct plan_step *items;
	size_t count, cap;
};

/* A step's statement is printed as a compile prints the plan's. */
struct steps_context {
	plansql_steps *steps;  /* where the steps go */
	unsigned flags;	       /* of the options: COMPACT, VERIFY */
	struct query *lowered; /* the main statement before any rewrite */
};

/* The two hooks of struct compile_hook; context is a steps_context. */
bool compile_steps_lowered(void *context, const struct query *q,
			   arena *scratch);
bool compile_steps_compiled(void *context, const plansql_plan *plan,
			    const struct dialect *dialect, arena *scratch,
			    diag_list *d);

#endif
