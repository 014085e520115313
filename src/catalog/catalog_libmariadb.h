/* libmariadb, MariaDB's C client (it speaks to MySQL servers too),
 * opened when a catalog is first read from a MySQL or MariaDB server
 * (see dynlib.h): commands and programs that never connect do not load
 * it.  Include this instead of <mysql.h>; the mysql_ names below then
 * call through the loaded table, so catalog_libmariadb_load must have
 * succeeded before the first of them. */
#ifndef PLANSQL_CATALOG_LIBMARIADB_H
#define PLANSQL_CATALOG_LIBMARIADB_H

#include <stdbool.h>
#include <stddef.h>

/* The part of mysql.h plansql uses, declared here so that plansql builds
 * without MariaDB's headers (libmariadb-dev): the connection and result
 * handles are opaque, a row is an array of texts, and the option values
 * are those of enum mysql_option, fixed by the ABI of libmariadb.so.3.
 * Where configure found mysql.h, catalog_libmariadb_check.c holds every
 * declaration here against it (LIBMARIADB_CHECK_DECLARATIONS). */
#define LIBMARIADB_OPTIONS(C)                                                  \
	C(MYSQL_OPT_CONNECT_TIMEOUT, 0)                                        \
	C(MYSQL_READ_DEFAULT_GROUP, 5)                                         \
	C(MYSQL_SET_CHARSET_NAME, 7)
/* mysql_real_connect's flag for several statements in one query */
#define LIBMARIADB_MULTI_STATEMENTS (1UL << 16)

typedef struct st_mysql MYSQL;
typedef struct st_mysql_res MYSQL_RES;
typedef char **MYSQL_ROW;

#ifndef LIBMARIADB_CHECK_DECLARATIONS
#define LIBMARIADB_ENUMERATOR(name, value) name = value,
enum mysql_option { LIBMARIADB_OPTIONS(LIBMARIADB_ENUMERATOR) };
#undef LIBMARIADB_ENUMERATOR
#else
#define LIBMARIADB_SAME_VALUE(name, value)                                     \
	_Static_assert(name == value, #name " differs from mysql.h");
LIBMARIADB_OPTIONS(LIBMARIADB_SAME_VALUE)
#undef LIBMARIADB_SAME_VALUE
_Static_assert(CLIENT_MULTI_STATEMENTS == LIBMARIADB_MULTI_STATEMENTS,
	       "CLIENT_MULTI_STATEMENTS differs from mysql.h");
#endif

/* Every libmariadb function plansql calls: return type, name without
 * "mysql_", parameters. */
#define LIBMARIADB_FUNCTIONS(F)                                                \
	F(MYSQL *, init, (MYSQL *))                                            \
	F(int, options, (MYSQL *, enum mysql_option, const void *))            \
	F(MYSQL *, real_connect,                                               \
	  (MYSQL *, const char *, const char *, const char *, const char *,    \
	   unsigned int, const char *, unsigned long))                         \
	F(const char *, error, (MYSQL *))                                      \
	F(int, real_query, (MYSQL *, const char *, unsigned long))             \
	F(MYSQL_RES *, store_result, (MYSQL *))                                \
	F(int, next_result, (MYSQL *))                                         \
	F(unsigned int, num_fields, (MYSQL_RES *))                             \
	F(MYSQL_ROW, fetch_row, (MYSQL_RES *))                                 \
	F(unsigned long *, fetch_lengths, (MYSQL_RES *))                       \
	F(void, free_result, (MYSQL_RES *))                                    \
	F(void, close, (MYSQL *))

#define LIBMARIADB_MEMBER(type, name, parameters) type(*name) parameters;
struct libmariadb_functions {
	LIBMARIADB_FUNCTIONS(LIBMARIADB_MEMBER)
};
#undef LIBMARIADB_MEMBER

/* Opens libmariadb once per process (thread-safe); false with why set to
 * a message that names the library when it cannot be loaded. */
bool catalog_libmariadb_load(const char **why);

/* The table; valid once catalog_libmariadb_load has returned true. */
const struct libmariadb_functions *catalog_libmariadb_functions(void);

#ifdef LIBMARIADB_CHECK_DECLARATIONS
/* The table's types are mysql.h's own (a _Generic operand is not
 * evaluated: no reference to libmariadb). */
#define LIBMARIADB_SAME_FUNCTION(type, name, parameters)                       \
	_Static_assert(                                                        \
	    _Generic(&mysql_##name, type(*) parameters : 1, default : 0),      \
	    "mysql_" #name " differs from mysql.h");
LIBMARIADB_FUNCTIONS(LIBMARIADB_SAME_FUNCTION)
#undef LIBMARIADB_SAME_FUNCTION
#elif !defined LIBMARIADB_NO_CALL_MACROS
#define mysql_init	    (catalog_libmariadb_functions()->init)
#define mysql_options	    (catalog_libmariadb_functions()->options)
#define mysql_real_connect  (catalog_libmariadb_functions()->real_connect)
#define mysql_error	    (catalog_libmariadb_functions()->error)
#define mysql_real_query    (catalog_libmariadb_functions()->real_query)
#define mysql_store_result  (catalog_libmariadb_functions()->store_result)
#define mysql_next_result   (catalog_libmariadb_functions()->next_result)
#define mysql_num_fields    (catalog_libmariadb_functions()->num_fields)
#define mysql_fetch_row	    (catalog_libmariadb_functions()->fetch_row)
#define mysql_fetch_lengths (catalog_libmariadb_functions()->fetch_lengths)
#define mysql_free_result   (catalog_libmariadb_functions()->free_result)
#define mysql_close	    (catalog_libmariadb_functions()->close)
#endif

#endif
