/* Names: the FROM items of each query, and the column a reference in
 * the SQL means.  PostgreSQL has folded unquoted names to lower case;
 * a name the catalog spells otherwise is matched ignoring ASCII case
 * when that finds exactly one, and the plan takes the catalog's
 * spelling. */
#include <string.h>

#include "import/import_internal.h"
#include "plan/plan_names.h"

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

/* Whether name may have been folded, when the text does not say:
 * PostgreSQL folds an unquoted name to lower case, so a name with an
 * upper-case letter was quoted. */
static bool may_be_folded(const char *name)
{
	for (; *name; name++)
		if (*name >= 'A' && *name <= 'Z')
			return false;
	return true;
}

/* A quoted name means exactly the name so spelt, as in PostgreSQL; an
 * unquoted one, folded, also the one name equal to it but for case. */
static bool name_matches(const char *candidate, const char *name, bool quoted)
{
	return quoted ? !strcmp(candidate, name)
		      : ascii_equal_ci(candidate, name);
}

/* The CTE column that name means: exact, else the one matching. */
static const char *cte_column(const struct import_cte *cte, const char *name,
			      bool quoted)
{
	const char *found = NULL;
	size_t matches = 0;
	for (size_t i = 0; i < cte->column_count; i++) {
		if (!strcmp(cte->columns[i], name))
			return cte->columns[i];
		if (name_matches(cte->columns[i], name, quoted)) {
			found = cte->columns[i];
			matches++;
		}
	}
	return matches == 1 ? found : NULL;
}

/* The column of source that name means, as spelt there; NULL for none
 * or when nothing lists its columns. */
static const char *column_of(const struct import_source *source,
			     const char *name, bool quoted)
{
	if (source->cte)
		return cte_column(source->cte, name, quoted);
	const struct catalog_column *c =
	    source->table ? catalog_column(source->table, name) : NULL;
	return c && name_matches(c->name, name, quoted) ? c->name : NULL;
}

const char *import_spell_column(const struct import_source *source,
				const char *name)
{
	const char *c = column_of(source, name, !may_be_folded(name));
	return c ? c : name;
}

bool import_source_has(const struct import_source *source, const char *name)
{
	return column_of(source, name, !may_be_folded(name)) != NULL;
}

/* Whether anything says which columns source has. */
static bool source_known(const struct import_source *source)
{
	return source->cte || source->table;
}

/* The source of iq named name: exact, else the one matching. */
static const struct import_source *source_named(const struct import_query *iq,
						const char *name, bool quoted)
{
	const struct import_source *found = NULL;
	size_t matches = 0;
	for (size_t i = 0; i < iq->source_count; i++) {
		const struct import_source *s = &iq->sources[i];
		if (!strcmp(s->name, name))
			return s;
		if (name_matches(s->name, name, quoted)) {
			found = s;
			matches++;
		}
	}
	return matches == 1 ? found : NULL;
}

/* A name of a reference, and whether the SQL quoted it. */
struct ref_name {
	const char *text;
	bool quoted;
};

static bool resolved(const struct import_query *owner,
		     const struct import_source *s, struct ref_name column,
		     struct import_column *out)
{
	const char *spelt = column_of(s, column.text, column.quoted);
	out->source = s;
	out->owner = owner;
	out->table = s->name;
	out->column = spelt ? spelt : column.text;
	return true;
}

/* A qualified reference: the innermost query with a FROM item so named
 * (an alias hides its table's name, as in SQL). */
static bool qualified(struct importer *im, const struct import_query *iq,
		      struct ref_name table, struct ref_name column, long at,
		      struct import_column *out)
{
	for (const struct import_query *q = iq; q; q = q->outer) {
		const struct import_source *s =
		    source_named(q, table.text, table.quoted);
		if (!s)
			continue;
		if (source_known(s) &&
		    !column_of(s, column.text, column.quoted))
			return import_refuse(im, at, "import-name",
					     "%N has no column %N", s->name,
					     column.text);
		return resolved(q, s, column, out);
	}
	return import_refuse(im, at, "import-name",
			     "no table or alias %N in FROM", table.text);
}

/* An unqualified reference: the one FROM item of the innermost query
 * that has the column; a query of one item whose columns nothing lists
 * has every column. */
static bool unqualified(struct importer *im, const struct import_query *iq,
			struct ref_name column, long at,
			struct import_column *out)
{
	for (const struct import_query *q = iq; q; q = q->outer) {
		const struct import_source *found = NULL;
		size_t matches = 0, unknown = 0;
		for (size_t i = 0; i < q->source_count; i++) {
			const struct import_source *s = &q->sources[i];
			if (!source_known(s))
				unknown++;
			else if (column_of(s, column.text, column.quoted) &&
				 matches++ == 0)
				found = s;
		}
		if (matches > 1)
			return import_refuse(
			    im, at, "import-name",
			    "column %N is in more than one table of FROM",
			    column.text);
		if (matches == 1 && !unknown)
			return resolved(q, found, column, out);
		if (matches == 0 && unknown == 1 && q->source_count == 1)
			return resolved(q, &q->sources[0], column, out);
		if (unknown)
			return import_refuse(
			    im, at, "import-name",
			    "cannot tell which table column %N is of",
			    column.text);
	}
	return import_refuse(im, at, "import-name", "no column %N in FROM",
			     column.text);
}

bool import_column_ref(struct importer *im, const struct import_query *iq,
		       const jvalue *ref, struct import_column *out)
{
	const jvalue *fields = json_value_get(ref, "fields");
	long at = import_node_location(ref);
	size_t n = json_value_length(fields);
	struct ref_name names[3] = {{NULL, false}};
	bool quoted[3] = {false, false, false};
	import_quoted_names(im, at, quoted, 3);
	for (size_t i = 0; i < n && i < 3; i++)
		names[i] = (struct ref_name){
		    import_node_string(json_value_item(fields, i)), quoted[i]};
	if (n == 0 || n > 2 || !names[n - 1].text || (n == 2 && !names[0].text))
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
