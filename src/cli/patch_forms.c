#define _POSIX_C_SOURCE 200809L
#include "patch_forms.h"

#include <ctype.h>
#include <errno.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

/* TABLE.COLUMN split at the first dot into malloc'd halves; with
 * column_alone, a name without dot is a column (or alias) of no table. */
static bool split_ref(const char *text, size_t len, bool column_alone,
		      char **table, char **column)
{
	const char *dot = memchr(text, '.', len);
	*table = *column = NULL;
	if (!dot && column_alone && len) {
		*column = strndup(text, len);
		return *column != NULL;
	}
	if (!dot || dot == text || dot == text + len - 1)
		return false;
	*table = strndup(text, (size_t)(dot - text));
	*column = strndup(dot + 1, (size_t)(text + len - dot - 1));
	return *table && *column;
}

static bool column_form(plansql_patch *patch, enum patch_form form,
			const char *text, const char *who)
{
	char *table, *column;
	/* a name alone is the alias of a computed column */
	if (!split_ref(text, strlen(text), true, &table, &column)) {
		free(table);
		free(column);
		fprintf(stderr,
			"%s: write the column as TABLE.COLUMN (or a computed "
			"column's ALIAS), not '%s'\n",
			who, text);
		return false;
	}
	int rc = form == FORM_ADD_COLUMN
		     ? plansql_patch_add_column(patch, table, column)
		 : form == FORM_REMOVE_COLUMN
		     ? plansql_patch_remove_column(patch, table, column)
		     : plansql_patch_remove_filter(patch, table, column);
	free(table);
	free(column);
	if (rc)
		fprintf(stderr, "%s: out of memory\n", who);
	return rc == 0;
}

/* ":asc" or ":desc" ending an order item, without case; its length. */
static size_t direction_suffix(const char *item, size_t len, int *descending)
{
	if (len > 4 && !strncasecmp(item + len - 4, ":asc", 4)) {
		*descending = 0;
		return 4;
	}
	if (len > 5 && !strncasecmp(item + len - 5, ":desc", 5)) {
		*descending = 1;
		return 5;
	}
	*descending = 0;
	return 0;
}

static bool order_form(plansql_patch *patch, const char *text, const char *who)
{
	plansql_order_item items[64] = {{NULL, NULL, 0, NULL}};
	char *names[128];
	size_t count = 0, name_count = 0;
	bool ok = true;
	const char *p = strcmp(text, "none") ? text : "";
	while (*p && ok) {
		size_t len = strcspn(p, ",");
		if (count == sizeof items / sizeof *items) {
			fprintf(stderr, "%s: at most 64 order items\n", who);
			ok = false;
			break;
		}
		plansql_order_item *item = &items[count++];
		size_t suffix = direction_suffix(p, len, &item->descending);
		const char *colon = memchr(p, ':', len - suffix);
		if (colon) {
			fprintf(
			    stderr,
			    "%s: a direction is :asc or :desc, not '%.*s'\n",
			    who, (int)(len - (size_t)(colon - p)), colon);
			ok = false;
			break;
		}
		len -= suffix;
		char *table, *column;
		ok = split_ref(p, len, true, &table, &column);
		names[name_count++] = table;
		names[name_count++] = column;
		item->table = table;
		item->column = column;
		if (!ok)
			fprintf(stderr,
				"%s: write each order item as "
				"TABLE.COLUMN[:asc|:desc], not '%.*s'\n",
				who, (int)strcspn(p, ","), p);
		p += strcspn(p, ",");
		p += *p == ',';
	}
	if (ok && plansql_patch_order_by(patch, items, count)) {
		fprintf(stderr, "%s: out of memory\n", who);
		ok = false;
	}
	for (size_t i = 0; i < name_count; i++)
		free(names[i]);
	return ok;
}

static bool count_form(plansql_patch *patch, enum patch_form form,
		       const char *text, const char *who)
{
	long long n = -1, min = form == FORM_LIMIT ? 1 : 0;
	if (strcmp(text, "none")) {
		char *end;
		errno = 0;
		n = strtoll(text, &end, 10);
		if (!*text || *end || errno || n < min) {
			fprintf(stderr,
				"%s: give a whole number of at least %lld, or "
				"none, not '%s'\n",
				who, min, text);
			return false;
		}
	}
	int rc = form == FORM_LIMIT ? plansql_patch_limit(patch, n)
				    : plansql_patch_offset(patch, n);
	if (rc)
		fprintf(stderr, "%s: out of memory\n", who);
	return rc == 0;
}

/* Whether a filter value is written as JSON: all of it reads as strict
 * JSON.  A newline ends a bare number or word for the tokenizer. */
static bool is_json(const char *v)
{
	size_t len = strlen(v);
	char *text = malloc(len + 2);
	json_tokener *tok = json_tokener_new();
	json_object *o = NULL;
	if (text && tok) {
		memcpy(text, v, len);
		memcpy(text + len, "\n", 2);
		json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
		o = json_tokener_parse_ex(tok, text, (int)len + 1);
	}
	bool whole = json_tokener_get_error(tok) == json_tokener_success &&
		     json_tokener_get_parse_end(tok) >= len;
	json_object_put(o);
	json_tokener_free(tok);
	free(text);
	return whole;
}

/* v as a JSON string, malloc'd. */
static char *json_string(const char *v)
{
	size_t len = strlen(v);
	char *out = malloc(len * 6 + 3), *o = out;
	if (!out)
		return NULL;
	*o++ = '"';
	for (const unsigned char *s = (const unsigned char *)v; *s; s++) {
		if (*s == '"' || *s == '\\') {
			*o++ = '\\';
			*o++ = (char)*s;
		} else if (*s < 0x20) {
			o += sprintf(o, "\\u%04x", *s);
		} else {
			*o++ = (char)*s;
		}
	}
	*o++ = '"';
	*o = '\0';
	return out;
}

static bool filter_form(plansql_patch *patch, const char *text, const char *who)
{
	while (isspace((unsigned char)*text))
		text++;
	size_t ref_len = strcspn(text, " \t");
	const char *op = text + ref_len;
	while (isspace((unsigned char)*op))
		op++;
	size_t op_len = strcspn(op, " \t");
	const char *value = op + op_len;
	while (isspace((unsigned char)*value))
		value++;
	char *table = NULL, *column = NULL, *op_name = strndup(op, op_len);
	if (!op_len || !split_ref(text, ref_len, true, &table, &column)) {
		fprintf(stderr,
			"%s: write a filter as TABLE.COLUMN OP [VALUE], e.g. "
			"tracks.Milliseconds > 300000\n",
			who);
		free(op_name);
		free(table);
		free(column);
		return false;
	}
	char *json = !*value	      ? NULL
		     : is_json(value) ? strdup(value)
				      : json_string(value);
	plansql_result *r =
	    plansql_patch_add_filter(patch, table, column, op_name, json);
	bool ok = r && plansql_result_ok(r);
	if (r)
		print_diagnostics(r, who);
	plansql_result_free(r);
	free(json);
	free(op_name);
	free(table);
	free(column);
	return ok;
}

/* FUNC:TABLE.COLUMN[:ALIAS] into its malloc'd parts; FUNC in upper
 * case, column NULL for TABLE.*. */
static bool split_aggregate(const char *text, char **function, char **table,
			    char **column, char **alias)
{
	const char *colon = strchr(text, ':');
	*function = *table = *column = *alias = NULL;
	if (!colon || colon == text)
		return false;
	*function = strndup(text, (size_t)(colon - text));
	for (char *f = *function; f && *f; f++)
		*f = (char)toupper((unsigned char)*f);
	const char *ref = colon + 1, *end = strchr(ref, ':');
	size_t len = end ? (size_t)(end - ref) : strlen(ref);
	if (end && (!end[1] || !(*alias = strdup(end + 1))))
		return false; /* an empty alias, or out of memory */
	if (!*function || !split_ref(ref, len, false, table, column))
		return false;
	if (!strcmp(*column, "*")) {
		free(*column);
		*column = NULL;
	}
	return true;
}

static bool aggregate_form(plansql_patch *patch, const char *text,
			   const char *who)
{
	char *function, *table, *column, *alias;
	bool ok = split_aggregate(text, &function, &table, &column, &alias);
	if (!ok)
		fprintf(stderr,
			"%s: write the aggregate as FUNCTION:TABLE.COLUMN"
			"[:ALIAS] (TABLE.* for COUNT(*)), not '%s'\n",
			who, text);
	else if (plansql_patch_add_aggregate(patch, function, table, column,
					     alias)) {
		fprintf(stderr,
			"%s: the function is COUNT, SUM, AVG, MIN, MAX or "
			"COUNT_DISTINCT, with a column except for COUNT, not "
			"'%s'\n",
			who, text);
		ok = false;
	}
	free(function);
	free(table);
	free(column);
	free(alias);
	return ok;
}

static bool remove_aggregate_form(plansql_patch *patch, const char *text,
				  const char *who)
{
	if (!*text) {
		fprintf(stderr, "%s: give the alias of an aggregate\n", who);
		return false;
	}
	if (plansql_patch_remove_aggregate(patch, text)) {
		fprintf(stderr, "%s: out of memory\n", who);
		return false;
	}
	return true;
}

bool patch_form_add(plansql_patch *patch, enum patch_form form,
		    const char *text, const char *who)
{
	switch (form) {
	case FORM_ADD_COLUMN:
	case FORM_REMOVE_COLUMN:
	case FORM_REMOVE_FILTER:
		return column_form(patch, form, text, who);
	case FORM_ORDER:
		return order_form(patch, text, who);
	case FORM_LIMIT:
	case FORM_OFFSET:
		return count_form(patch, form, text, who);
	case FORM_DISTINCT:
	case FORM_NO_DISTINCT:
		return plansql_patch_distinct(patch, form == FORM_DISTINCT) ==
		       0;
	case FORM_ADD_FILTER:
		return filter_form(patch, text, who);
	case FORM_ADD_AGGREGATE:
		return aggregate_form(patch, text, who);
	case FORM_REMOVE_AGGREGATE:
		return remove_aggregate_form(patch, text, who);
	}
	return false;
}
