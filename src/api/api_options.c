/* The options' initialiser; compile/compile_result.c reads the options a
 * caller passes. */
#include <string.h>

#include "plansql.h"

void plansql_options_init(plansql_options *options, size_t size)
{
	if (!options || size < sizeof options->size)
		return;
	memset(options, 0, size);
	options->size = size;
}
