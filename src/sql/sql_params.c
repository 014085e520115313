/* Collecting bind parameters while the printer writes placeholders. */
#include "sql/sql_params.h"

#include <string.h>

#include "common/strbuf.h"

static size_t param_add(struct param_list *l, plansql_param_type type,
			const char *text)
{
	if (!text) {
		l->out_of_memory = true;
		return 0;
	}
	if (l->count == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 16;
		plansql_param *items =
		    arena_alloc(l->arena, cap * sizeof *items);
		if (!items) {
			l->out_of_memory = true;
			return 0;
		}
		if (l->count)
			memcpy(items, l->items, l->count * sizeof *items);
		l->items = items;
		l->cap = cap;
	}
	l->items[l->count++] = (plansql_param){type, text};
	return l->count;
}

size_t sql_param_add_string(struct param_list *l, const char *text)
{
	return param_add(l, PLANSQL_PARAM_STRING, arena_strdup(l->arena, text));
}

size_t sql_param_add_literal(struct param_list *l, const struct literal *value)
{
	char digits[DECIMAL_TEXT_BYTES];
	switch (value->kind) {
	case LIT_BOOL:
		return param_add(l, PLANSQL_PARAM_BOOLEAN,
				 value->boolean ? "true" : "false");
	case LIT_INT:
		strbuf_decimal_text(digits, value->integer);
		return param_add(l, PLANSQL_PARAM_INTEGER,
				 arena_strdup(l->arena, digits));
	case LIT_NUMBER:
		return param_add(l, PLANSQL_PARAM_NUMBER,
				 arena_strdup(l->arena, value->text));
	case LIT_STRING:
		return sql_param_add_string(l, value->text);
	case LIT_DATE:
		return param_add(l, PLANSQL_PARAM_DATE,
				 arena_strdup(l->arena, value->text));
	case LIT_DATETIME:
		return param_add(l, PLANSQL_PARAM_DATETIME,
				 arena_strdup(l->arena, value->text));
	case LIT_NULL:
		break;
	}
	return 0;
}

const char *sql_param_type_name(plansql_param_type type)
{
	static const char *const names[] = {"boolean", "integer", "number",
					    "string",  "date",	  "datetime"};
	return (unsigned)type < sizeof names / sizeof *names ? names[type]
							     : NULL;
}

void sql_param_json(json_writer *w, const plansql_param *param)
{
	json_write_begin_object(w);
	json_write_member_string(w, "type", sql_param_type_name(param->type));
	json_write_key(w, "value");
	if (param->type == PLANSQL_PARAM_BOOLEAN)
		json_write_bool(w, !strcmp(param->text, "true"));
	else if (param->type == PLANSQL_PARAM_INTEGER ||
		 param->type == PLANSQL_PARAM_NUMBER)
		json_write_number_text(w, param->text);
	else
		json_write_string(w, param->text);
	json_write_end_object(w);
}
