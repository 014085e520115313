/* Plan text to the plan model. */
#ifndef PLANSQL_PLAN_READ_H
#define PLANSQL_PLAN_READ_H

#include <stddef.h>

#include "common/diag.h"
#include "plan/plan.h"

/* Returns the plan, or NULL after reporting why to d. */
plansql_plan *plan_read(const char *text, size_t len, diag_list *d);

#endif
