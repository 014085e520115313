/* libpg_query, PostgreSQL's own parser as a library, opened on first use
 * (see dynlib.h): only --verify and plansql import need it. */
#ifndef PLANSQL_SQL_PARSER_H
#define PLANSQL_SQL_PARSER_H

#include <stddef.h>

/* The part of pg_query.h plansql uses, declared here so that plansql
 * builds without libpg_query's headers (libpg-query-dev): the result of
 * pg_query_parse and its error, as pg_query.h documents them; both are
 * passed by value, and their fields have stayed as they are in every
 * release since 10-1.0.0.  Where configure found pg_query.h,
 * sql_parser_check.c holds them against it (PG_QUERY_CHECK_DECLARATIONS). */
#define PG_QUERY_ERROR(F)                                                      \
	F(char *, message)                                                     \
	F(char *, funcname)                                                    \
	F(char *, filename)                                                    \
	F(int, lineno)                                                         \
	F(int, cursorpos) /* from 1; 0 when unknown */                         \
	F(char *, context)
#define PG_QUERY_PARSE_RESULT(F)                                               \
	F(char *, parse_tree) /* JSON */                                       \
	F(char *, stderr_buffer)                                               \
	F(struct pg_query_error *, error) /* NULL when the SQL parses */

#define PG_QUERY_FIELD(type, name) type name;
struct pg_query_error {
	PG_QUERY_ERROR(PG_QUERY_FIELD)
};
struct pg_query_parse_result {
	PG_QUERY_PARSE_RESULT(PG_QUERY_FIELD)
};
#undef PG_QUERY_FIELD

#ifndef PG_QUERY_CHECK_DECLARATIONS
typedef struct pg_query_error PgQueryError;
typedef struct pg_query_parse_result PgQueryParseResult;
#else
#define PG_QUERY_SAME_FIELD(real, ours, type, name)                            \
	_Static_assert(offsetof(real, name) == offsetof(struct ours, name) &&  \
			   sizeof(((real *)0)->name) == sizeof(type),          \
		       #real "." #name " differs from pg_query.h");
#define PG_QUERY_SAME_ERROR_FIELD(type, name)                                  \
	PG_QUERY_SAME_FIELD(PgQueryError, pg_query_error, type, name)
#define PG_QUERY_SAME_RESULT_FIELD(type, name)                                 \
	PG_QUERY_SAME_FIELD(PgQueryParseResult, pg_query_parse_result, type,   \
			    name)
PG_QUERY_ERROR(PG_QUERY_SAME_ERROR_FIELD)
PG_QUERY_PARSE_RESULT(PG_QUERY_SAME_RESULT_FIELD)
_Static_assert(sizeof(PgQueryError) == sizeof(struct pg_query_error),
	       "PgQueryError differs from pg_query.h");
_Static_assert(sizeof(PgQueryParseResult) ==
		   sizeof(struct pg_query_parse_result),
	       "PgQueryParseResult differs from pg_query.h");
_Static_assert(_Generic(&pg_query_parse,
			PgQueryParseResult (*)(const char *) : 1, default : 0),
	       "pg_query_parse differs from pg_query.h");
_Static_assert(_Generic(&pg_query_free_parse_result,
			void (*)(PgQueryParseResult) : 1, default : 0),
	       "pg_query_free_parse_result differs from pg_query.h");
#endif

struct pg_query_functions {
	PgQueryParseResult (*parse)(const char *);
	void (*free_parse_result)(PgQueryParseResult);
};

/* The library's functions, or NULL when it cannot be opened, with *why
 * set to the loader's message (it names the library and the reason).
 * Thread-safe: the library is opened once per process. */
const struct pg_query_functions *sql_pg_query_library(const char **why);

#endif
