/* libmariadb, MariaDB's C client (it speaks to MySQL servers too),
 * opened when plansql first connects to a MySQL or MariaDB server
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
 * handles are opaque, a row is an array of texts, a field's layout and
 * the option values are those of libmariadb.so.3's ABI.
 * Where configure found mysql.h, catalog_libmariadb_check.c holds every
 * declaration here against it (LIBMARIADB_CHECK_DECLARATIONS). */
#define LIBMARIADB_OPTIONS(C)                                                  \
	C(MYSQL_OPT_CONNECT_TIMEOUT, 0)                                        \
	C(MYSQL_READ_DEFAULT_GROUP, 5)                                         \
	C(MYSQL_SET_CHARSET_NAME, 7)                                         \
	C(MYSQL_OPT_NONBLOCK, 6000)
/* what a non-blocking call waits for (mysql_*_start and _cont) */
#define LIBMARIADB_WAITS(C)                                                    \
	C(MYSQL_WAIT_READ, 1)                                                  \
	C(MYSQL_WAIT_WRITE, 2)                                                 \
	C(MYSQL_WAIT_EXCEPT, 4)                                                \
	C(MYSQL_WAIT_TIMEOUT, 8)
/* mysql_real_connect's flag for several statements in one query */
#define LIBMARIADB_MULTI_STATEMENTS (1UL << 16)

typedef struct st_mysql MYSQL;
typedef struct st_mysql_res MYSQL_RES;
typedef char **MYSQL_ROW;
typedef char my_bool;
typedef int my_socket;

/* A result's column, MYSQL_FIELD; plansql reads its name and type.
 * (enum enum_field_types is an unsigned int here: plansql compares the
 * values it needs, LIBMARIADB_NUMBER_TYPES.) */
struct libmariadb_field {
	char *name, *org_name, *table, *org_table, *db, *catalog, *def;
	unsigned long length, max_length;
	unsigned int name_length, org_name_length, table_length,
	    org_table_length, db_length, catalog_length, def_length;
	unsigned int flags, decimals, charsetnr;
	unsigned int type;
	void *extension;
};
/* the column types whose values are numbers */
#define LIBMARIADB_NUMBER_TYPES(C)                                             \
	C(MYSQL_TYPE_DECIMAL, 0)                                               \
	C(MYSQL_TYPE_TINY, 1)                                                  \
	C(MYSQL_TYPE_SHORT, 2)                                                 \
	C(MYSQL_TYPE_LONG, 3)                                                  \
	C(MYSQL_TYPE_FLOAT, 4)                                                 \
	C(MYSQL_TYPE_DOUBLE, 5)                                                \
	C(MYSQL_TYPE_LONGLONG, 8)                                              \
	C(MYSQL_TYPE_INT24, 9)                                                 \
	C(MYSQL_TYPE_NEWDECIMAL, 246)

#ifndef LIBMARIADB_CHECK_DECLARATIONS
#define LIBMARIADB_ENUMERATOR(name, value) name = value,
typedef struct libmariadb_field MYSQL_FIELD;
enum mysql_option { LIBMARIADB_OPTIONS(LIBMARIADB_ENUMERATOR) };
enum { LIBMARIADB_WAITS(LIBMARIADB_ENUMERATOR) };
enum { LIBMARIADB_NUMBER_TYPES(LIBMARIADB_ENUMERATOR) };
#undef LIBMARIADB_ENUMERATOR
#else
#define LIBMARIADB_SAME_VALUE(name, value)                                     \
	_Static_assert(name == value, #name " differs from mysql.h");
LIBMARIADB_OPTIONS(LIBMARIADB_SAME_VALUE)
LIBMARIADB_WAITS(LIBMARIADB_SAME_VALUE)
LIBMARIADB_NUMBER_TYPES(LIBMARIADB_SAME_VALUE)
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
	F(void, close, (MYSQL *))                                              \
	F(unsigned int, errno, (MYSQL *))                                      \
	F(char *, get_server_info, (MYSQL *))                                  \
	F(unsigned long, thread_id, (MYSQL *))                                 \
	F(my_socket, get_socket, (MYSQL *))                                    \
	F(unsigned int, get_timeout_value_ms, (const MYSQL *))                 \
	F(MYSQL_RES *, use_result, (MYSQL *))                                  \
	F(MYSQL_FIELD *, fetch_fields, (MYSQL_RES *))                          \
	F(int, real_query_start, (int *, MYSQL *, const char *, unsigned long)) \
	F(int, real_query_cont, (int *, MYSQL *, int))                         \
	F(int, fetch_row_start, (MYSQL_ROW *, MYSQL_RES *))                    \
	F(int, fetch_row_cont, (MYSQL_ROW *, MYSQL_RES *, int))                \
	F(int, free_result_start, (MYSQL_RES *))                               \
	F(int, free_result_cont, (MYSQL_RES *, int))

/* name##_call: a pasted token is not macro-expanded, so errno (a macro
 * of <errno.h>) can name a member too */
#define LIBMARIADB_MEMBER(type, name, parameters)                              \
	type(*name##_call) parameters;
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
_Static_assert(sizeof(struct libmariadb_field) == sizeof(MYSQL_FIELD) &&
		   offsetof(struct libmariadb_field, name) ==
		       offsetof(MYSQL_FIELD, name) &&
		   offsetof(struct libmariadb_field, type) ==
		       offsetof(MYSQL_FIELD, type) &&
		   sizeof(enum enum_field_types) == sizeof(unsigned int),
	       "MYSQL_FIELD differs from mysql.h");
#elif !defined LIBMARIADB_NO_CALL_MACROS
#define mysql_init	    (catalog_libmariadb_functions()->init_call)
#define mysql_options	    (catalog_libmariadb_functions()->options_call)
#define mysql_real_connect  (catalog_libmariadb_functions()->real_connect_call)
#define mysql_error	    (catalog_libmariadb_functions()->error_call)
#define mysql_real_query    (catalog_libmariadb_functions()->real_query_call)
#define mysql_store_result  (catalog_libmariadb_functions()->store_result_call)
#define mysql_next_result   (catalog_libmariadb_functions()->next_result_call)
#define mysql_num_fields    (catalog_libmariadb_functions()->num_fields_call)
#define mysql_fetch_row	    (catalog_libmariadb_functions()->fetch_row_call)
#define mysql_fetch_lengths (catalog_libmariadb_functions()->fetch_lengths_call)
#define mysql_free_result   (catalog_libmariadb_functions()->free_result_call)
#define mysql_close	    (catalog_libmariadb_functions()->close_call)
#define mysql_errno	    (catalog_libmariadb_functions()->errno_call)
#define mysql_get_server_info                                                  \
	(catalog_libmariadb_functions()->get_server_info_call)
#define mysql_thread_id	 (catalog_libmariadb_functions()->thread_id_call)
#define mysql_get_socket (catalog_libmariadb_functions()->get_socket_call)
#define mysql_get_timeout_value_ms                                             \
	(catalog_libmariadb_functions()->get_timeout_value_ms_call)
#define mysql_use_result   (catalog_libmariadb_functions()->use_result_call)
#define mysql_fetch_fields (catalog_libmariadb_functions()->fetch_fields_call)
#define mysql_real_query_start                                                 \
	(catalog_libmariadb_functions()->real_query_start_call)
#define mysql_real_query_cont (catalog_libmariadb_functions()->real_query_cont_call)
#define mysql_fetch_row_start (catalog_libmariadb_functions()->fetch_row_start_call)
#define mysql_fetch_row_cont  (catalog_libmariadb_functions()->fetch_row_cont_call)
#define mysql_free_result_start                                                \
	(catalog_libmariadb_functions()->free_result_start_call)
#define mysql_free_result_cont                                                 \
	(catalog_libmariadb_functions()->free_result_cont_call)
#endif

#endif
