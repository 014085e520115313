/* Catalog JSON.  A catalog that reads must print as JSON that reads
 * back to the same text. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	plansql_catalog *catalog, *again;
	plansql_result *r =
	    plansql_catalog_read((const char *)data, size, &catalog);
	plansql_result_free(r);
	if (!catalog)
		return 0;
	char *text = plansql_catalog_json(catalog);
	if (!text)
		fuzz_fail("a catalog prints", NULL);
	r = plansql_catalog_read(text, strlen(text), &again);
	plansql_result_free(r);
	if (!again)
		fuzz_fail("a printed catalog reads back", text);
	char *second = plansql_catalog_json(again);
	if (!second || strcmp(text, second))
		fuzz_fail("a catalog prints the same after reading it back",
			  text);
	plansql_free(second);
	plansql_free(text);
	plansql_catalog_free(again);
	plansql_catalog_free(catalog);
	return 0;
}
