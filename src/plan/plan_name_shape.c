/* Names that are really SQL: a function call, an operator, quoting, a
 * qualified name or "*" where one name belongs.  Lowering refuses such a
 * name unless the catalog has it; the audit gives the same reason when
 * it finds no such name in the catalog. */
#include "plan/plan_name_shape.h"

#include <string.h>

static bool contains_ci(const char *s, const char *word)
{
	size_t n = strlen(word);
	for (; *s; s++) {
		size_t i = 0;
		while (i < n && s[i] && (s[i] | 0x20) == (word[i] | 0x20))
			i++;
		if (i == n)
			return true;
	}
	return false;
}

static bool starts_with_word(const char *s, const char *word)
{
	size_t n = strlen(word);
	for (size_t i = 0; i < n; i++)
		if (!s[i] || (s[i] | 0x20) != (word[i] | 0x20))
			return false;
	return s[n] == ' ' || s[n] == '(';
}

/* Whether name has a character any shape below needs; most names have
 * none, and are plain at once. */
static bool has_shape_character(const char *name)
{
	for (const unsigned char *c = (const unsigned char *)name; *c; c++)
		switch (*c) {
		case ' ':
		case '-':
		case '/':
		case '*':
		case ';':
		case '(':
		case ')':
		case '|':
		case '=':
		case '<':
		case '>':
		case '"':
		case '\'':
		case '`':
		case '[':
		case ']':
		case '.':
			return true;
		default:
			break;
		}
	return false;
}

/* A name in quotes or brackets, as SQL writes a quoted identifier:
 * "x", `x`, [x], [dbo].[x].  One stray quote or bracket inside a name
 * does not make it quoted. */
static bool is_quoted_name(const char *name)
{
	size_t n = strlen(name);
	if (n < 2)
		return false;
	char open = name[0], close = name[n - 1];
	return (open == '[' && close == ']') ||
	       ((open == '"' || open == '`' || open == '\'') && close == open);
}

/* Raw SQL in a name field: function calls, operators, comments,
 * quoting, "t.c" and "*".  Such a name is only accepted when the catalog
 * has a column or table of that name. */
enum name_shape plan_name_shape(const char *name)
{
	static const char *const operators[] = {
	    " + ",  " - ",   " * ", " / ", " || ", " = ", " < ", " > ", " AS ",
	    " OR ", " AND ", "--",  "/*",  "*/",   ";",	  "(",	 ")"};
	static const char *const keywords[] = {"select", "distinct", "case",
					       "cast"};
	if (!has_shape_character(name))
		return NAME_PLAIN;
	if (!strcmp(name, "*") || strstr(name, ".*"))
		return NAME_STAR;
	for (size_t i = 0; i < sizeof operators / sizeof *operators; i++)
		if (contains_ci(name, operators[i]))
			return NAME_EXPRESSION;
	for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
		if (starts_with_word(name, keywords[i]))
			return NAME_EXPRESSION;
	if (is_quoted_name(name))
		return NAME_QUOTED;
	if (strchr(name, '.'))
		return NAME_QUALIFIED;
	return NAME_PLAIN;
}

void plan_report_name_shape(diag_list *d, const char *name,
			    enum name_shape shape, const char *at,
			    bool is_table)
{
	if (shape == NAME_QUALIFIED && is_table) {
		plansql_diagnostic *e = diag_error(
		    d, "name-looks-like-sql", at,
		    "%N is a qualified name, not a table name", name);
		diag_hint(d, e,
			  "put the table alone in \"table\" and its "
			  "schema in \"schema\"");
		return;
	}
	static const char *const hints[] = {
	    [NAME_EXPRESSION] = "plansql never copies SQL from a plan: name "
				"one column, and use the plan's filters, "
				"group_by and window_functions for the rest",
	    [NAME_QUALIFIED] = "put the table in \"table\" and the column "
			       "in \"column\"",
	    [NAME_STAR] = "list the columns to select, one per entry",
	    [NAME_QUOTED] = "write the name without quotes or brackets; "
			    "plansql quotes every name itself",
	};
	plansql_diagnostic *e =
	    diag_error(d, "name-looks-like-sql", at,
		       "%N looks like SQL, not a table or column name", name);
	diag_hint(d, e, "%s", hints[shape]);
}
