/* Subqueries in WHERE: not imported yet. */
#include "import_internal.h"

bool import_subquery_filter(struct importer *im, struct import_query *iq,
			    const jvalue *sublink)
{
	(void)iq;
	return import_refuse(im, node_first_location(sublink),
			     "import-unsupported", "a subquery");
}
