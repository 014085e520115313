#define LIBPQ_NO_CALL_MACROS
#include "catalog/catalog_libpq.h"

#include <pthread.h>
#include <stdio.h>

#include "config.h"
#include "common/dynlib.h"

#define LIBPQ_SYMBOL(type, name, parameters)                                   \
	DYNLIB_SYMBOL(struct libpq_functions, name, "PQ" #name),
static const dynlib_symbol symbols[] = {LIBPQ_FUNCTIONS(LIBPQ_SYMBOL)};

/* Written once, under pthread_once, then only read. */
static struct libpq_functions table;
static bool loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load_once(void)
{
	loaded =
	    dynlib_load(LIBPQ_SONAME, symbols, sizeof symbols / sizeof *symbols,
			&table, failure, sizeof failure);
}

bool catalog_libpq_load(const char **why)
{
	pthread_once(&once, load_once);
	if (!loaded)
		*why = failure;
	return loaded;
}

const struct libpq_functions *catalog_libpq_functions(void)
{
	return &table;
}

void catalog_libpq_timeout_seconds(long timeout_ms, char seconds[24])
{
	snprintf(seconds, 24, "%ld", (timeout_ms + 999) / 1000);
}
