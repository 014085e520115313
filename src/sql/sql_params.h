/* Bind parameters: the values a statement printed in parameter mode
 * leaves out of its text, in the order of their placeholders. */
#ifndef PLANSQL_SQL_PARAMS_H
#define PLANSQL_SQL_PARAMS_H

#include <stdbool.h>
#include <stddef.h>

#include "common/arena.h"
#include "plansql.h"
#include "json/json_write.h"
#include "sql/sql_ast.h"

struct param_list {
	arena *arena; /* the values' text and the array */
	plansql_param *items;
	size_t count, cap;
	bool out_of_memory;
};

/* Appends the value of a literal (not LIT_NULL, which stays literal
 * text); its number from 1, or 0 when out of memory. */
size_t sql_param_add_literal(struct param_list *l, const struct literal *value);
/* Appends a string value; its number from 1, or 0 when out of memory. */
size_t sql_param_add_string(struct param_list *l, const char *text);

/* A parameter type's name ("integer", ...; plansql_param_type_name), or
 * NULL for a value of no type. */
const char *sql_param_type_name(plansql_param_type type);
/* {"type": NAME, "value": V}, V a JSON boolean, number or string by
 * the type: the JSON form of one parameter. */
void sql_param_json(json_writer *w, const plansql_param *param);

#endif
