/* Expressions in the SQL: not imported yet; each is refused with its
 * position. */
#include "import_internal.h"

static bool not_yet(struct importer *im, long at, const char *what)
{
	return import_refuse(im, at, "import-unsupported", "%s", what);
}

bool import_computed_output(struct importer *im, struct import_query *iq,
			    const jvalue *node, const char *alias, long at)
{
	(void)iq, (void)node, (void)alias;
	return not_yet(im, at, "an expression in the select list");
}

bool import_computed_operand(struct importer *im, struct import_query *iq,
			     const jvalue *node, const char **alias)
{
	(void)iq, (void)alias;
	return not_yet(im, node_first_location(node),
		       "an expression compared in a condition");
}

bool import_aggregate_expression(struct importer *im, struct import_query *iq,
				 const jvalue *node, struct plan_aggregate *g)
{
	(void)iq, (void)g;
	return not_yet(im, node_first_location(node),
		       "an aggregate of an expression");
}

bool import_group_expression(struct importer *im, struct import_query *iq,
			     const jvalue *node)
{
	(void)iq;
	return not_yet(im, node_first_location(node), "GROUP BY an expression");
}
