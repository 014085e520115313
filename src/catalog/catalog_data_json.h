/* The "data" section of a catalog column in the JSON catalog format
 * (docs/plan-format.md, "Catalog"). */
#ifndef PLANSQL_CATALOG_DATA_JSON_H
#define PLANSQL_CATALOG_DATA_JSON_H

#include <stdbool.h>

#include "catalog/catalog.h"
#include "json/json_read.h"
#include "json/json_write.h"

/* Reads the "data" member of the column object at into c->data, when
 * given; false after reporting a problem.  A section of a later version
 * is left unread, with a warning. */
bool catalog_data_read(jreader *r, const jvalue *column, const char *at,
		       struct catalog_column *c);
/* Writes c's data section as the member "data", when it is known and
 * not made from samples; a private column's values are left out. */
void catalog_data_write(json_writer *w, const struct catalog_column *c);

#endif
