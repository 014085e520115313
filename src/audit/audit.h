/* The audit: a plan checked and repaired against the database catalog,
 * deterministically and without any model.  Every repair is reported
 * with severity "fixed", the node's pointer, and its value before and
 * after; what cannot be repaired is an error with the reason. */
#ifndef PLANSQL_AUDIT_H
#define PLANSQL_AUDIT_H

#include "catalog/catalog.h"
#include "common/diag.h"
#include "plan/plan.h"

struct plansql_policy;
struct plansql_glossary;

/* What the audit reads besides the plan and the catalog; each may be
 * NULL.  With a glossary, a table or column the catalog lacks that is
 * one of its terms is repaired to what the term names, before spelling
 * repairs; with lookup_value, text values are checked against the
 * database (audit_spellings.c). */
struct audit_inputs {
	const struct plansql_policy *policy;
	const struct plansql_glossary *glossary;
	plansql_value_lookup lookup_value;
	void *lookup_context;
};

/* A copy of plan with the access policy applied and nothing else
 * audited (PLANSQL_NO_AUDIT: what an earlier audit reported is not
 * reported again), or NULL after a denial.  catalog may be NULL. */
plansql_plan *audit_policy_applied(const plansql_plan *plan,
				   const struct plansql_policy *policy,
				   const plansql_catalog *catalog,
				   diag_list *d);

/* The repaired copy of plan (the plan itself is not changed), or NULL
 * after reporting errors to d.  in may be NULL: none of them. */
plansql_plan *audit_plan(const plansql_plan *plan,
			 const plansql_catalog *catalog,
			 const struct audit_inputs *in, diag_list *d);

/* The same audit repairing plan itself; false after reporting errors,
 * with plan then partly repaired. */
bool audit_plan_in_place(plansql_plan *plan, const plansql_catalog *catalog,
			 const struct audit_inputs *in, diag_list *d);

/* The value the audit would repair text to, compared for equality (=,
 * !=, in, not_in) with column c of table t: its one spelling in the
 * data the catalog keeps, or looked up in the catalog's database, that
 * differs only in case or spaces (value-spelling), into *spelling; NULL
 * when text stays as written.  false when out of memory (strings in a).
 * plansql import refuses SQL whose literal the audit would change. */
bool audit_value_respelled(const plansql_catalog *catalog,
			   const struct catalog_table *t,
			   const struct catalog_column *c, const char *text,
			   arena *a, const char **spelling);

#endif
