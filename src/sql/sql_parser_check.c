/* plansql's declarations of libpg_query (sql_parser.h) held against
 * pg_query.h, where configure found it: the same structs, laid out
 * alike, and the same function types.  Only checks at compile time; no
 * code. */
#include "config.h"

#ifdef HAVE_PG_QUERY_H
#include <pg_query.h>
#define PG_QUERY_CHECK_DECLARATIONS
#endif
#include "sql/sql_parser.h"
