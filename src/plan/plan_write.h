/* The plan model as plan JSON. */
#ifndef PLANSQL_PLAN_WRITE_H
#define PLANSQL_PLAN_WRITE_H

#include "json/json_write.h"
#include "plan/plan.h"

/* The plan as a value of w (at any depth of a larger document). */
void plan_write_json(json_writer *w, const plansql_plan *plan);
/* A value of a filter or window as JSON. */
void plan_write_value(json_writer *w, const struct plan_value *v);
/* Pretty-printed; malloc'd, NULL when out of memory. */
char *plan_json_text(const plansql_plan *plan);

#endif
