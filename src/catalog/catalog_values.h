/* What a text column's known values (the catalog's samples, read from
 * the database when one is given) say about how it stores numbers and
 * flags.  The audit and the lowering ask the same questions, so a plan
 * compiles alike whether or not it was audited. */
#ifndef PLANSQL_CATALOG_VALUES_H
#define PLANSQL_CATALOG_VALUES_H

#include <stdbool.h>

#include "catalog/catalog.h"

/* A text column whose known values are all numbers (surrounding spaces
 * allowed) or null markers, one number at least; false when none is
 * known. */
bool catalog_column_holds_numbers(const struct catalog_column *c);

/* The words a column of numbers writes for no value: "null", "none",
 * "n/a", "na", "-" and the empty text, in any case. */
bool catalog_is_null_marker(const char *s);

/* How a text column spells a boolean: the known values are all words of
 * one pair (T/F, Y/N, yes/no, true/false, 1/0) in one case, and the
 * spelling of value is that pair's word for it in that case.  NULL when
 * the values do not tell; the spelling points into static storage. */
const char *catalog_column_flag_spelling(const struct catalog_column *c,
					 bool value);

#endif
