/* Names: the FROM items of each query, and the column a reference in
 * the SQL means.  PostgreSQL has folded unquoted names to lower case;
 * a name the catalog spells otherwise is matched ignoring ASCII case
 * when that finds exactly one, and the plan takes the catalog's
 * spelling. */
#include <string.h>

#include "import_internal.h"
#include "plan_names.h"

const struct import_cte *import_find_cte(const struct importer *im,
					 const char *name)
{
	for (size_t i = 0; i < im->cte_count; i++)
		if (!strcmp(im->ctes[i]->name, name))
			return im->ctes[i];
	return NULL;
}

bool import_add_source(struct importer *im, struct import_query *iq,
		       const struct import_source *source)
{
	struct import_source *s =
	    IMPORT_PUSH(im, iq->sources, iq->source_count, iq->source_cap);
	if (!s)
		return false;
	*s = *source;
	return true;
}

/* Whether name may have been folded: PostgreSQL folds an unquoted name
 * to lower case, so a name with an upper-case letter was quoted, and
 * means exactly the name so spelt. */
static bool may_be_folded(const char *name)
{
	for (; *name; name++)
		if (*name >= 'A' && *name <= 'Z')
			return false;
	return true;
}

/* The CTE column that name means: exact, else (for a name that may
 * have been folded) the one equal but for case. */
static const char *cte_column(const struct import_cte *cte, const char *name)
{
	const char *found = NULL;
	size_t matches = 0;
	bool folded = may_be_folded(name);
	for (size_t i = 0; i < cte->column_count; i++) {
		if (!strcmp(cte->columns[i], name))
			return cte->columns[i];
		if (folded && names_equal_ci(cte->columns[i], name)) {
			found = cte->columns[i];
			matches++;
		}
	}
	return matches == 1 ? found : NULL;
}

const char *import_spell_column(const struct import_source *source,
				const char *name)
{
	if (source->cte) {
		const char *c = cte_column(source->cte, name);
		return c ? c : name;
	}
	const struct catalog_column *c =
	    source->table ? catalog_column(source->table, name) : NULL;
	return c ? c->name : name;
}

bool import_source_has(const struct import_source *source, const char *name)
{
	if (source->cte)
		return cte_column(source->cte, name) != NULL;
	return source->table && catalog_column(source->table, name);
}

/* Whether anything says which columns source has. */
static bool source_known(const struct import_source *source)
{
	return source->cte || source->table;
}

/* The source of iq named name: exact, else (for a name that may have
 * been folded) the one equal but for case. */
static const struct import_source *source_named(const struct import_query *iq,
						const char *name)
{
	const struct import_source *found = NULL;
	size_t matches = 0;
	bool folded = may_be_folded(name);
	for (size_t i = 0; i < iq->source_count; i++) {
		const struct import_source *s = &iq->sources[i];
		if (!strcmp(s->name, name))
			return s;
		if (folded && names_equal_ci(s->name, name)) {
			found = s;
			matches++;
		}
	}
	return matches == 1 ? found : NULL;
}

static bool resolved(const struct import_query *owner,
		     const struct import_source *s, const char *column,
		     struct import_column *out)
{
	out->source = s;
	out->owner = owner;
	out->table = s->name;
	out->column = import_spell_column(s, column);
	return true;
}

/* A qualified reference: the innermost query with a FROM item so named
 * (an alias hides its table's name, as in SQL). */
static bool qualified(struct importer *im, const struct import_query *iq,
		      const char *table, const char *column, long at,
		      struct import_column *out)
{
	for (const struct import_query *q = iq; q; q = q->outer) {
		const struct import_source *s = source_named(q, table);
		if (!s)
			continue;
		if (source_known(s) && !import_source_has(s, column))
			return import_refuse(im, at, "import-name",
					     "%N has no column %N", s->name,
					     column);
		return resolved(q, s, column, out);
	}
	return import_refuse(im, at, "import-name",
			     "no table or alias %N in FROM", table);
}

/* An unqualified reference: the one FROM item of the innermost query
 * that has the column; a query of one item whose columns nothing lists
 * has every column. */
static bool unqualified(struct importer *im, const struct import_query *iq,
			const char *column, long at, struct import_column *out)
{
	for (const struct import_query *q = iq; q; q = q->outer) {
		const struct import_source *found = NULL;
		size_t matches = 0, unknown = 0;
		for (size_t i = 0; i < q->source_count; i++) {
			const struct import_source *s = &q->sources[i];
			if (!source_known(s))
				unknown++;
			else if (import_source_has(s, column) && matches++ == 0)
				found = s;
		}
		if (matches > 1)
			return import_refuse(
			    im, at, "import-name",
			    "column %N is in more than one table of FROM",
			    column);
		if (matches == 1 && !unknown)
			return resolved(q, found, column, out);
		if (matches == 0 && unknown == 1 && q->source_count == 1)
			return resolved(q, &q->sources[0], column, out);
		if (unknown)
			return import_refuse(
			    im, at, "import-name",
			    "cannot tell which table column %N is of", column);
	}
	return import_refuse(im, at, "import-name", "no column %N in FROM",
			     column);
}

bool import_column_ref(struct importer *im, const struct import_query *iq,
		       const jvalue *ref, struct import_column *out)
{
	const jvalue *fields = jv_get(ref, "fields");
	long at = node_location(ref);
	size_t n = jv_length(fields);
	const char *names[3] = {NULL, NULL, NULL};
	for (size_t i = 0; i < n && i < 3; i++)
		names[i] = node_string(jv_item(fields, i));
	if (n == 0 || n > 2 || !names[n - 1] || (n == 2 && !names[0]))
		return import_refuse(
		    im, at, "import-unsupported",
		    n > 2 ? "a column named with its schema: name the "
			    "table by its alias or name only"
			  : "'*' stands for columns here, which the plan "
			    "must name");
	if (n == 2)
		return qualified(im, iq, names[0], names[1], at, out);
	return unqualified(im, iq, names[0], at, out);
}
