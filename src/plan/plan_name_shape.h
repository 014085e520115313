/* Names that are really SQL, told apart by their shape. */
#ifndef PLANSQL_PLAN_NAME_SHAPE_H
#define PLANSQL_PLAN_NAME_SHAPE_H

#include <stdbool.h>

#include "common/diag.h"

enum name_shape {
	NAME_PLAIN,
	NAME_EXPRESSION, /* COUNT(x), a + b, CASE ... */
	NAME_QUALIFIED,	 /* t.c */
	NAME_STAR,	 /* *, t.* */
	NAME_QUOTED	 /* "x", [x], `x` */
};

enum name_shape plan_name_shape(const char *name);
/* Reports a name of a shape other than NAME_PLAIN as the error
 * name-looks-like-sql at at, with a hint for its shape. */
void plan_report_name_shape(diag_list *d, const char *name,
			    enum name_shape shape, const char *at,
			    bool is_table);

#endif
