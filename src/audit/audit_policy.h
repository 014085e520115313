/* Access policy: per role, the tables and columns a plan may read and
 * the most rows it may ask for.  A plan that touches anything denied is
 * rejected with the reason, never rewritten; a limit above the maximum
 * is lowered with a warning. */
#ifndef PLANSQL_AUDIT_POLICY_H
#define PLANSQL_AUDIT_POLICY_H

#include <stdbool.h>
#include <stddef.h>

#include "catalog/catalog.h"
#include "common/diag.h"
#include "plan/plan.h"

struct plansql_policy;

/* The role's rules from a policy file, or NULL after reporting why. */
struct plansql_policy *audit_policy_read(const char *text, size_t len,
					 const char *role, diag_list *d);
void audit_policy_free(struct plansql_policy *policy);

/* Whether the role may read the table of a schema (NULL: none), or a
 * column of it: a policy names a table alone ("orders", in every
 * schema) or qualified ("sales.orders"). */
bool audit_policy_allows_table_in(const struct plansql_policy *p,
				  const char *schema, const char *table);
bool audit_policy_allows_column_in(const struct plansql_policy *p,
				   const char *schema, const char *table,
				   const char *column);
/* Reports every denied table and column the plan reads, and lowers its
 * limit to the role's maximum.  catalog (may be NULL) tells which table
 * a column without table can belong to. */
void audit_policy_apply(plansql_plan *plan, const struct plansql_policy *p,
			const plansql_catalog *catalog, diag_list *d);

#endif
