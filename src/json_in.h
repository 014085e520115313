/* JSON text to a json-c tree, after the strict scan of jsonscan.h. */
#ifndef PLANSQL_JSON_IN_H
#define PLANSQL_JSON_IN_H

#include <json-c/json.h>
#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "jsonscan.h"

/* Returns a tree to release with json_object_put, or NULL after adding
 * an error to d.  The text need not be NUL-terminated. */
json_object *json_in_parse(const char *text, size_t len,
			   const struct json_limits *limits, diag_list *d);
/* The same for a single value, which may be JSON's null: NULL with *null
 * set, and no error. */
json_object *json_in_value(const char *text, size_t len,
			   const struct json_limits *limits, diag_list *d,
			   bool *null);

#endif
