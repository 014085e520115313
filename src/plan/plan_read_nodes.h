/* Readers of single plan nodes, for formats that embed them: a patch
 * carries a filter or ORDER BY items written as in a plan. */
#ifndef PLANSQL_PLAN_READ_NODES_H
#define PLANSQL_PLAN_READ_NODES_H

#include "json/json_read.h"
#include "plan/plan.h"

bool plan_read_filter(jreader *r, const jvalue *v, const char *at,
		      struct plan_filter *f);
bool plan_read_order(jreader *r, const jvalue *v, const char *at,
		     struct plan_order *o);
/* A scalar value (null allowed, no column reference). */
bool plan_read_value(jreader *r, const jvalue *v, const char *at,
		     struct plan_value *out);
/* plan_read_expr.c: expressions and computed columns (format 2) */
bool plan_read_expr(jreader *r, const jvalue *v, const char *at,
		    struct plan_expr *e);
bool plan_read_computed(jreader *r, const jvalue *v, const char *at, void *out);
/* plan_read_period.c: the value of op in_period (format 2) */
bool plan_read_period(jreader *r, const jvalue *v, const char *at,
		      struct plan_period *p);

#endif
