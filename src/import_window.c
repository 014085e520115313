/* Window functions in the select list: not imported yet. */
#include "import_internal.h"

bool import_window_output(struct importer *im, struct import_query *iq,
			  const jvalue *call, const char *alias, long at)
{
	(void)iq, (void)call, (void)alias;
	return import_refuse(im, at, "import-unsupported", "a window function");
}
