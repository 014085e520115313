/* json-c trees to the JSON text plansql hands out. */
#ifndef PLANSQL_JSON_WRITE_H
#define PLANSQL_JSON_WRITE_H

#include <json-c/json.h>

/* tree pretty-printed, slashes unescaped, then end ("" or "\n"), as
 * malloc'd text; NULL when out of memory.  Releases tree. */
char *json_text(json_object *tree, const char *end);

#endif
