#define LIBDUCKDB_NO_CALL_MACROS
#include "catalog/catalog_libduckdb.h"

#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

#include "config.h"
#include "common/dynlib.h"

#define LIBDUCKDB_SYMBOL(type, name, parameters)                               \
	DYNLIB_SYMBOL(struct libduckdb_functions, name##_call, "duckdb_" #name),
static const dynlib_symbol symbols[] = {LIBDUCKDB_FUNCTIONS(LIBDUCKDB_SYMBOL)};

/* Written once, under pthread_once, then only read. */
static struct libduckdb_functions table;
static bool loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* DuckDB's releases are a file to put anywhere, rarely installed on
 * the library path: PLANSQL_LIBDUCKDB may name it. */
static void load_once(void)
{
	const char *path = getenv("PLANSQL_LIBDUCKDB");
	loaded = dynlib_load(path && *path ? path : LIBDUCKDB_SONAME, symbols,
			     sizeof symbols / sizeof *symbols, &table, failure,
			     sizeof failure);
}

bool catalog_libduckdb_load(const char **why)
{
	pthread_once(&once, load_once);
	if (!loaded)
		*why = failure;
	return loaded;
}

const struct libduckdb_functions *catalog_libduckdb_functions(void)
{
	return &table;
}
