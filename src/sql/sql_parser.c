#include "sql/sql_parser.h"

#include <pthread.h>
#include <stdbool.h>

#include "config.h"
#include "common/dynlib.h"

static const dynlib_symbol pg_query_symbols[] = {
    DYNLIB_SYMBOL(struct pg_query_functions, parse, "pg_query_parse"),
    DYNLIB_SYMBOL(struct pg_query_functions, free_parse_result,
		  "pg_query_free_parse_result"),
};

/* Written once, under pthread_once, then only read. */
static struct pg_query_functions pg_query;
static bool pg_query_loaded;
static char pg_query_failure[512];
static pthread_once_t pg_query_once = PTHREAD_ONCE_INIT;

static void load_pg_query(void)
{
	pg_query_loaded =
	    dynlib_load(PG_QUERY_SONAME, pg_query_symbols,
			sizeof pg_query_symbols / sizeof *pg_query_symbols,
			&pg_query, pg_query_failure, sizeof pg_query_failure);
}

const struct pg_query_functions *sql_pg_query_library(const char **why)
{
	pthread_once(&pg_query_once, load_pg_query);
	*why = pg_query_loaded ? NULL : pg_query_failure;
	return pg_query_loaded ? &pg_query : NULL;
}
