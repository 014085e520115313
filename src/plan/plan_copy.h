/* Deep copies of plans. */
#ifndef PLANSQL_PLAN_COPY_H
#define PLANSQL_PLAN_COPY_H

#include "plan/plan.h"

/* A copy in an arena of its own, or NULL when out of memory.  Free it
 * with plan_free. */
plansql_plan *plan_copy(const plansql_plan *plan);

/* Replace what a node points to (strings, lists, inner nodes) by copies
 * in a, so the node may outlive where it came from; false when out of
 * memory. */
bool plan_copy_filter_into(arena *a, struct plan_filter *f);
bool plan_copy_orders_into(arena *a, struct plan_order **list, size_t count);

#endif
