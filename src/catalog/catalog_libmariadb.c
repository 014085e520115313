#define LIBMARIADB_NO_CALL_MACROS
#include "catalog/catalog_libmariadb.h"

#include <pthread.h>

#include "config.h"
#include "common/dynlib.h"

#define LIBMARIADB_SYMBOL(type, name, parameters)                              \
	DYNLIB_SYMBOL(struct libmariadb_functions, name##_call,                \
		      "mysql_" #name),
static const dynlib_symbol symbols[] = {
    LIBMARIADB_FUNCTIONS(LIBMARIADB_SYMBOL)};

/* Written once, under pthread_once, then only read. */
static struct libmariadb_functions table;
static bool loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load_once(void)
{
	loaded = dynlib_load(LIBMARIADB_SONAME, symbols,
			     sizeof symbols / sizeof *symbols, &table, failure,
			     sizeof failure);
}

bool catalog_libmariadb_load(const char **why)
{
	pthread_once(&once, load_once);
	if (!loaded)
		*why = failure;
	return loaded;
}

const struct libmariadb_functions *catalog_libmariadb_functions(void)
{
	return &table;
}
