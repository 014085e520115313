/* The options a caller passes, read as this version's struct: a caller
 * built against an older header passes a smaller one, and the fields it
 * lacks keep their defaults; that is what the size field is for. */
#include <string.h>

#include "api/api_internal.h"

/* The end of the last field of the first version of the struct: a
 * smaller size cannot come from any header. */
#define OPTIONS_FIRST_SIZE                                                     \
	(offsetof(plansql_options, glossary) + sizeof(const plansql_glossary *))

void plansql_options_init(plansql_options *options, size_t size)
{
	if (!options || size < sizeof options->size)
		return;
	memset(options, 0, size);
	options->size = size;
}

bool options_copy(const plansql_options *given, plansql_options *out)
{
	plansql_options_init(out, sizeof *out);
	if (!given)
		return true;
	if (given->size < OPTIONS_FIRST_SIZE)
		return false;
	size_t size = given->size < sizeof *out ? given->size : sizeof *out;
	memcpy(out, given, size);
	out->size = sizeof *out;
	return true;
}

bool options_accept(diag_list *d, const plansql_options *given,
		    plansql_options *out)
{
	if (!options_copy(given, out)) {
		plansql_diagnostic *e =
		    diag_error(d, "bad-options", "",
			       "the options' size is %zu, not the size of a "
			       "plansql_options",
			       given->size);
		diag_hint(d, e,
			  "initialise them with PLANSQL_OPTIONS_INIT or "
			  "plansql_options_init(&options, sizeof options)");
		return false;
	}
	return true;
}
