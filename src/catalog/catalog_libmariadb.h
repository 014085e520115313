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
	C(MYSQL_SET_CHARSET_NAME, 7)                                           \
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
/* A value bound to a prepared statement, or a result column to fetch
 * into, MYSQL_BIND; plansql sets the fields named. */
struct libmariadb_bind {
	unsigned long *length;
	my_bool *is_null;
	void *buffer;
	my_bool *error;
	unsigned char *row_ptr;
	void (*store_param_func)(void);
	void (*fetch_result)(void);
	void (*skip_result)(void);
	unsigned long buffer_length, offset, length_value;
	unsigned int flags, pack_length;
	unsigned int buffer_type;
	my_bool error_value, is_unsigned, long_data_used, is_null_value;
	void *extension;
};
typedef struct st_mysql_stmt MYSQL_STMT;
/* mysql_stmt_fetch's ends */
#define LIBMARIADB_FETCH_ENDS(C)                                               \
	C(MYSQL_NO_DATA, 100)                                                  \
	C(MYSQL_DATA_TRUNCATED, 101)
/* the column types plansql reads as numbers or binds values as */
#define LIBMARIADB_FIELD_TYPES(C)                                              \
	C(MYSQL_TYPE_DECIMAL, 0)                                               \
	C(MYSQL_TYPE_TINY, 1)                                                  \
	C(MYSQL_TYPE_SHORT, 2)                                                 \
	C(MYSQL_TYPE_LONG, 3)                                                  \
	C(MYSQL_TYPE_FLOAT, 4)                                                 \
	C(MYSQL_TYPE_DOUBLE, 5)                                                \
	C(MYSQL_TYPE_LONGLONG, 8)                                              \
	C(MYSQL_TYPE_INT24, 9)                                                 \
	C(MYSQL_TYPE_NEWDECIMAL, 246)                                          \
	C(MYSQL_TYPE_STRING, 254)

#ifndef LIBMARIADB_CHECK_DECLARATIONS
#define LIBMARIADB_ENUMERATOR(name, value) name = value,
typedef struct libmariadb_field MYSQL_FIELD;
typedef struct libmariadb_bind MYSQL_BIND;
enum mysql_option { LIBMARIADB_OPTIONS(LIBMARIADB_ENUMERATOR) };
enum { LIBMARIADB_WAITS(LIBMARIADB_ENUMERATOR) };
enum { LIBMARIADB_FIELD_TYPES(LIBMARIADB_ENUMERATOR) };
enum { LIBMARIADB_FETCH_ENDS(LIBMARIADB_ENUMERATOR) };
#undef LIBMARIADB_ENUMERATOR
#else
#define LIBMARIADB_SAME_VALUE(name, value)                                     \
	_Static_assert(name == value, #name " differs from mysql.h");
LIBMARIADB_OPTIONS(LIBMARIADB_SAME_VALUE)
LIBMARIADB_WAITS(LIBMARIADB_SAME_VALUE)
LIBMARIADB_FIELD_TYPES(LIBMARIADB_SAME_VALUE)
LIBMARIADB_FETCH_ENDS(LIBMARIADB_SAME_VALUE)
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
	F(unsigned long, get_server_version, (MYSQL *))                        \
	F(unsigned long, thread_id, (MYSQL *))                                 \
	F(my_socket, get_socket, (MYSQL *))                                    \
	F(unsigned int, get_timeout_value_ms, (const MYSQL *))                 \
	F(MYSQL_RES *, use_result, (MYSQL *))                                  \
	F(MYSQL_FIELD *, fetch_fields, (MYSQL_RES *))                          \
	F(int, real_query_start,                                               \
	  (int *, MYSQL *, const char *, unsigned long))                       \
	F(int, real_query_cont, (int *, MYSQL *, int))                         \
	F(int, fetch_row_start, (MYSQL_ROW *, MYSQL_RES *))                    \
	F(int, fetch_row_cont, (MYSQL_ROW *, MYSQL_RES *, int))                \
	F(int, free_result_start, (MYSQL_RES *))                               \
	F(int, free_result_cont, (MYSQL_RES *, int))                           \
	F(MYSQL_STMT *, stmt_init, (MYSQL *))                                  \
	F(my_bool, stmt_bind_param, (MYSQL_STMT *, MYSQL_BIND *))              \
	F(my_bool, stmt_bind_result, (MYSQL_STMT *, MYSQL_BIND *))             \
	F(MYSQL_RES *, stmt_result_metadata, (MYSQL_STMT *))                   \
	F(unsigned int, stmt_errno, (MYSQL_STMT *))                            \
	F(const char *, stmt_error, (MYSQL_STMT *))                            \
	F(int, stmt_fetch_column,                                              \
	  (MYSQL_STMT *, MYSQL_BIND *, unsigned int, unsigned long))           \
	F(int, stmt_prepare_start,                                             \
	  (int *, MYSQL_STMT *, const char *, unsigned long))                  \
	F(int, stmt_prepare_cont, (int *, MYSQL_STMT *, int))                  \
	F(int, stmt_execute_start, (int *, MYSQL_STMT *))                      \
	F(int, stmt_execute_cont, (int *, MYSQL_STMT *, int))                  \
	F(int, stmt_fetch_start, (int *, MYSQL_STMT *))                        \
	F(int, stmt_fetch_cont, (int *, MYSQL_STMT *, int))                    \
	F(int, stmt_close_start, (my_bool *, MYSQL_STMT *))                    \
	F(int, stmt_close_cont, (my_bool *, MYSQL_STMT *, int))                \
	F(int, stmt_prepare, (MYSQL_STMT *, const char *, unsigned long))      \
	F(int, stmt_execute, (MYSQL_STMT *))                                   \
	F(my_bool, stmt_close, (MYSQL_STMT *))

/* name##_call: a pasted token is not macro-expanded, so errno (a macro
 * of <errno.h>) can name a member too */
#define LIBMARIADB_MEMBER(type, name, parameters) type(*name##_call) parameters;
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
#define LIBMARIADB_SAME_BIND_MEMBER(member)                                    \
	_Static_assert(offsetof(struct libmariadb_bind, member) ==             \
			   offsetof(MYSQL_BIND, member),                       \
		       "MYSQL_BIND's " #member " differs from mysql.h");
LIBMARIADB_SAME_BIND_MEMBER(length)
LIBMARIADB_SAME_BIND_MEMBER(is_null)
LIBMARIADB_SAME_BIND_MEMBER(buffer)
LIBMARIADB_SAME_BIND_MEMBER(error)
LIBMARIADB_SAME_BIND_MEMBER(buffer_length)
LIBMARIADB_SAME_BIND_MEMBER(buffer_type)
LIBMARIADB_SAME_BIND_MEMBER(is_unsigned)
#undef LIBMARIADB_SAME_BIND_MEMBER
_Static_assert(sizeof(struct libmariadb_bind) == sizeof(MYSQL_BIND),
	       "MYSQL_BIND differs from mysql.h");
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
#define mysql_get_server_version                                               \
	(catalog_libmariadb_functions()->get_server_version_call)
#define mysql_thread_id	 (catalog_libmariadb_functions()->thread_id_call)
#define mysql_get_socket (catalog_libmariadb_functions()->get_socket_call)
#define mysql_get_timeout_value_ms                                             \
	(catalog_libmariadb_functions()->get_timeout_value_ms_call)
#define mysql_use_result   (catalog_libmariadb_functions()->use_result_call)
#define mysql_fetch_fields (catalog_libmariadb_functions()->fetch_fields_call)
#define mysql_real_query_start                                                 \
	(catalog_libmariadb_functions()->real_query_start_call)
#define mysql_real_query_cont                                                  \
	(catalog_libmariadb_functions()->real_query_cont_call)
#define mysql_fetch_row_start                                                  \
	(catalog_libmariadb_functions()->fetch_row_start_call)
#define mysql_fetch_row_cont                                                   \
	(catalog_libmariadb_functions()->fetch_row_cont_call)
#define mysql_free_result_start                                                \
	(catalog_libmariadb_functions()->free_result_start_call)
#define mysql_free_result_cont                                                 \
	(catalog_libmariadb_functions()->free_result_cont_call)
#define mysql_stmt_init (catalog_libmariadb_functions()->stmt_init_call)
#define mysql_stmt_bind_param                                                  \
	(catalog_libmariadb_functions()->stmt_bind_param_call)
#define mysql_stmt_bind_result                                                 \
	(catalog_libmariadb_functions()->stmt_bind_result_call)
#define mysql_stmt_result_metadata                                             \
	(catalog_libmariadb_functions()->stmt_result_metadata_call)
#define mysql_stmt_errno (catalog_libmariadb_functions()->stmt_errno_call)
#define mysql_stmt_error (catalog_libmariadb_functions()->stmt_error_call)
#define mysql_stmt_fetch_column                                                \
	(catalog_libmariadb_functions()->stmt_fetch_column_call)
#define mysql_stmt_prepare_start                                               \
	(catalog_libmariadb_functions()->stmt_prepare_start_call)
#define mysql_stmt_prepare_cont                                                \
	(catalog_libmariadb_functions()->stmt_prepare_cont_call)
#define mysql_stmt_execute_start                                               \
	(catalog_libmariadb_functions()->stmt_execute_start_call)
#define mysql_stmt_execute_cont                                                \
	(catalog_libmariadb_functions()->stmt_execute_cont_call)
#define mysql_stmt_fetch_start                                                 \
	(catalog_libmariadb_functions()->stmt_fetch_start_call)
#define mysql_stmt_fetch_cont                                                  \
	(catalog_libmariadb_functions()->stmt_fetch_cont_call)
#define mysql_stmt_close_start                                                 \
	(catalog_libmariadb_functions()->stmt_close_start_call)
#define mysql_stmt_close_cont                                                  \
	(catalog_libmariadb_functions()->stmt_close_cont_call)
#define mysql_stmt_prepare (catalog_libmariadb_functions()->stmt_prepare_call)
#define mysql_stmt_execute (catalog_libmariadb_functions()->stmt_execute_call)
#define mysql_stmt_close   (catalog_libmariadb_functions()->stmt_close_call)
#endif

#endif
