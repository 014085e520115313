/* Resolving the qualifiers of a lowered statement to its tables. */
#include "compile/compile_sources.h"

#include <string.h>

/* The name SQL refers to an entry by: its alias, else its table. */
static const char *ref_key(const struct table_ref *ref)
{
	return ref->alias ? ref->alias : ref->name;
}

static const struct table_ref *select_table(const struct select *s,
					    const char *qualifier)
{
	if (!strcmp(ref_key(&s->from), qualifier))
		return &s->from;
	for (size_t i = 0; i < s->join_count; i++)
		if (!strcmp(ref_key(&s->joins[i].table), qualifier))
			return &s->joins[i].table;
	return NULL;
}

const struct table_ref *compile_scope_table(const struct sql_scope *s,
					    const char *qualifier)
{
	if (!qualifier)
		return NULL;
	for (; s; s = s->outer) {
		const struct table_ref *ref =
		    s->select ? select_table(s->select, qualifier) : NULL;
		if (ref)
			return ref;
	}
	return NULL;
}

const struct cte *compile_scope_cte(const struct sql_scope *s,
				    const struct table_ref *ref)
{
	if (ref->schema)
		return NULL; /* a CTE is never schema-qualified */
	for (; s; s = s->outer)
		for (size_t i = 0; i < s->cte_count; i++)
			if (!strcmp(s->ctes[i].name, ref->name))
				return &s->ctes[i];
	return NULL;
}

const char *compile_source_schema(const plansql_catalog *catalog,
				  const struct table_ref *ref)
{
	const struct catalog_table *t =
	    catalog ? catalog_table_in(catalog, ref->schema, ref->name) : NULL;
	return t && t->schema ? t->schema : ref->schema;
}
