/* Reading libpg_query's parse tree: every node is {"Kind": {fields}},
 * fields equal to their default (0, false, "") left out. */
#include <ctype.h>
#include <string.h>

#include "import/import_internal.h"
#include "plan/plan_names.h"

const jvalue *node_as(const jvalue *node, const char *kind)
{
	const jmember *m = jv_member_at(node, 0);
	return m && node->count == 1 && !strcmp(m->key, kind) ? &m->value
							      : NULL;
}

const char *node_kind(const jvalue *node, const jvalue **body)
{
	const jmember *m = jv_member_at(node, 0);
	*body = m ? &m->value : NULL;
	return m ? m->key : "";
}

long node_location(const jvalue *body)
{
	const jvalue *at = jv_get(body, "location");
	return jv_is(at, JV_INT) ? (long)jv_int64(at) : -1;
}

long node_first_location(const jvalue *node)
{
	if (jv_is(node, JV_ARRAY)) {
		for (size_t i = 0; i < node->count; i++) {
			long at = node_first_location(jv_item(node, i));
			if (at >= 0)
				return at;
		}
		return -1;
	}
	if (!jv_is(node, JV_OBJECT))
		return -1;
	long at = node_location(node);
	for (size_t i = 0; at < 0 && i < node->count; i++)
		at = node_first_location(&node->as.members[i].value);
	return at;
}

bool node_reads_table(const jvalue *node, const char *name)
{
	if (jv_is(node, JV_ARRAY)) {
		for (size_t i = 0; i < node->count; i++)
			if (node_reads_table(jv_item(node, i), name))
				return true;
		return false;
	}
	if (!jv_is(node, JV_OBJECT))
		return false;
	const jvalue *range = node_as(node, "RangeVar");
	if (range)
		return ascii_equal_ci(jv_string(jv_get(range, "relname")),
				      name);
	for (size_t i = 0; i < node->count; i++)
		if (node_reads_table(&node->as.members[i].value, name))
			return true;
	return false;
}

const char *node_string(const jvalue *node)
{
	const jvalue *s = node_as(node, "String");
	return s ? jv_string(jv_get(s, "sval")) : NULL;
}

bool node_names_are(const jvalue *list, const char *first, const char *second)
{
	size_t n = second ? 2 : 1;
	if (jv_length(list) != n)
		return false;
	const char *a = node_string(jv_item(list, 0));
	const char *b = n == 2 ? node_string(jv_item(list, 1)) : NULL;
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
	const char *p = location >= 0 ? im->sql + location : "";
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
	const jvalue *c = node_as(node, "A_Const");
	const jvalue *ival = jv_get(c, "ival");
	if (!ival)
		return false;
	const jvalue *v = jv_get(ival, "ival");
	if (v) {
		*out = jv_int64(v);
		return true;
	}
	long at = node_location(c);
	const char *p = at >= 0 ? im->sql + at : "";
	return read_integer(&p, out) ||
	       import_refuse(im, at, "import-syntax",
			     "cannot read the integer constant here");
}
