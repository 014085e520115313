/* The plan model as plan JSON. */
#ifndef PLANSQL_PLAN_WRITE_H
#define PLANSQL_PLAN_WRITE_H

#include <json-c/json.h>

#include "plan.h"

json_object *plan_to_json(const plansql_plan *plan);
/* Pretty-printed; malloc'd, NULL when out of memory. */
char *plan_json_text(const plansql_plan *plan);

#endif
