/* Reading libpg_query's parse tree: every node is {"Kind": {fields}},
 * fields equal to their default (0, false, "") left out. */
#include <ctype.h>
#include <string.h>

#include "import/import_internal.h"
#include "plan/plan_names.h"

const jvalue *import_node_as(const jvalue *node, const char *kind)
{
	const jmember *m = json_value_member_at(node, 0);
	return m && node->count == 1 && !strcmp(m->key, kind) ? &m->value
							      : NULL;
}

const char *import_node_kind(const jvalue *node, const jvalue **body)
{
	const jmember *m = json_value_member_at(node, 0);
	*body = m ? &m->value : NULL;
	return m ? m->key : "";
}

long import_node_location(const jvalue *body)
{
	const jvalue *at = json_value_get(body, "location");
	return json_value_is(at, JV_INT) ? (long)jv_int64(at) : -1;
}

long import_node_first_location(const jvalue *node)
{
	if (json_value_is(node, JV_ARRAY)) {
		for (size_t i = 0; i < node->count; i++) {
			long at = import_node_first_location(
			    json_value_item(node, i));
			if (at >= 0)
				return at;
		}
		return -1;
	}
	if (!json_value_is(node, JV_OBJECT))
		return -1;
	long at = import_node_location(node);
	for (size_t i = 0; at < 0 && i < node->count; i++)
		at = import_node_first_location(&node->as.members[i].value);
	return at;
}

bool import_node_reads_table(const jvalue *node, const char *name)
{
	if (json_value_is(node, JV_ARRAY)) {
		for (size_t i = 0; i < node->count; i++)
			if (import_node_reads_table(json_value_item(node, i),
						    name))
				return true;
		return false;
	}
	if (!json_value_is(node, JV_OBJECT))
		return false;
	const jvalue *range = import_node_as(node, "RangeVar");
	if (range)
		return ascii_equal_ci(
		    json_value_string(json_value_get(range, "relname")), name);
	for (size_t i = 0; i < node->count; i++)
		if (import_node_reads_table(&node->as.members[i].value, name))
			return true;
	return false;
}

const char *import_node_string(const jvalue *node)
{
	const jvalue *s = import_node_as(node, "String");
	return s ? json_value_string(json_value_get(s, "sval")) : NULL;
}

bool import_node_names_are(const jvalue *list, const char *first,
			   const char *second)
{
	size_t n = second ? 2 : 1;
	if (json_value_length(list) != n)
		return false;
	const char *a = import_node_string(json_value_item(list, 0));
	const char *b =
	    n == 2 ? import_node_string(json_value_item(list, 1)) : NULL;
	return a && !strcmp(a, first) && (n == 1 || (b && !strcmp(b, second)));
}

/* The end of an identifier starting at p, quoted ("a""b", U&"x") or
 * not, or NULL when none starts there. */
static const char *identifier_end(const char *p, bool *quoted)
{
	if ((p[0] == 'U' || p[0] == 'u') && p[1] == '&' && p[2] == '"')
		p += 2;
	*quoted = *p == '"';
	if (*quoted) {
		for (p++; *p; p++)
			if (*p == '"' && *++p != '"')
				return p;
		return NULL;
	}
	const char *start = p;
	while (isalnum((unsigned char)*p) || *p == '_' || *p == '$' ||
	       (unsigned char)*p >= 0x80)
		p++;
	return p > start ? p : NULL;
}

void import_quoted_names(const struct importer *im, long location, bool *quoted,
			 size_t max)
{
	/* SQLite, MySQL and SQL Server match names ignoring case, quoted
	 * or not (SQL Server in its default collations) */
	const char *p = location >= 0 && im->source == PLANSQL_POSTGRES
			    ? im->sql + location
			    : "";
	for (size_t i = 0; i < max; i++)
		quoted[i] = false;
	for (size_t i = 0; i < max; i++) {
		quoted[i] = false;
		const char *end = identifier_end(p, &quoted[i]);
		if (!end)
			return;
		for (p = end; isspace((unsigned char)*p); p++)
			;
		if (*p != '.')
			return;
		for (p++; isspace((unsigned char)*p); p++)
			;
	}
}

static const char *skip_space(const char *p)
{
	while (isspace((unsigned char)*p))
		p++;
	return p;
}

/* The integer written at p: minus signs and parentheses around digits,
 * as PostgreSQL's grammar folds "-(-3)" into one constant.  false when
 * the text is anything else or out of range. */
static bool read_integer(const char **pp, int64_t *out)
{
	const char *p = skip_space(*pp);
	if (*p == '-' || *p == '(') {
		char c = *p;
		*pp = p + 1;
		if (!read_integer(pp, out))
			return false;
		if (c == '(') {
			p = skip_space(*pp);
			if (*p != ')')
				return false;
			*pp = p + 1;
		} else if (*out == INT64_MIN) {
			return false;
		} else {
			*out = -*out;
		}
		return true;
	}
	if (!isdigit((unsigned char)*p))
		return false;
	int64_t v = 0;
	for (; isdigit((unsigned char)*p); p++) {
		int digit = *p - '0';
		if (v > (INT64_MAX - digit) / 10)
			return false;
		v = v * 10 + digit;
	}
	*pp = p;
	*out = v;
	return true;
}

bool import_integer(struct importer *im, const jvalue *node, int64_t *out)
{
	const jvalue *c = import_node_as(node, "A_Const");
	const jvalue *ival = json_value_get(c, "ival");
	if (!ival)
		return false;
	const jvalue *v = json_value_get(ival, "ival");
	if (v) {
		*out = jv_int64(v);
		return true;
	}
	long at = import_node_location(c);
	const char *p = at >= 0 ? im->sql + at : "";
	return read_integer(&p, out) ||
	       import_refuse(im, at, "import-syntax",
			     "cannot read the integer constant here");
}
