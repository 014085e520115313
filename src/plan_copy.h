/* Deep copies of plans. */
#ifndef PLANSQL_PLAN_COPY_H
#define PLANSQL_PLAN_COPY_H

#include "plan.h"

/* A copy in an arena of its own, or NULL when out of memory.  Free it
 * with plan_free. */
plansql_plan *plan_copy(const plansql_plan *plan);

#endif
