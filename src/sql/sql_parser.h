/* libpg_query, PostgreSQL's own parser as a library, opened on first use
 * (see dynlib.h): only --verify and plansql import need it. */
#ifndef PLANSQL_SQL_PARSER_H
#define PLANSQL_SQL_PARSER_H

#include <pg_query.h>

struct pg_query_functions {
	PgQueryParseResult (*parse)(const char *);
	void (*free_parse_result)(PgQueryParseResult);
};

/* The library's functions, or NULL when it cannot be opened, with *why
 * set to the loader's message (it names the library and the reason).
 * Thread-safe: the library is opened once per process. */
const struct pg_query_functions *pg_query_library(const char **why);

#endif
