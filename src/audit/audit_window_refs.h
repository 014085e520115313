/* Window aliases named where a window's value does not exist yet: SQL
 * computes window functions after WHERE, GROUP BY, HAVING and the
 * aggregates, so only ORDER BY (and the output) may name their alias.
 * One check for lowering and the audit, so that both say the same. */
#ifndef PLANSQL_AUDIT_WINDOW_REFS_H
#define PLANSQL_AUDIT_WINDOW_REFS_H

#include "common/arena.h"
#include "catalog/catalog.h"
#include "common/diag.h"
#include "plan/plan.h"

/* Reports each reference of q (not of its nested queries or members)
 * that names one of q's window aliases in a filter, group_by, an
 * aggregate, an expression or a window; catalog may be NULL.  A name
 * that is also a column of a selected table means the column.  Pointers
 * are made in a.  False when it reported one. */
bool audit_window_refs(const struct plan_query *q,
			    const plansql_catalog *catalog, arena *a,
			    diag_list *d);

#endif
