/* libduckdb, DuckDB's C API, opened when plansql first opens a DuckDB
 * database (see dynlib.h): commands and programs that never do so do
 * not load it.  The file opened is the one PLANSQL_LIBDUCKDB names, else
 * LIBDUCKDB_SONAME (libduckdb.so) from the library path.  Include this
 * instead of <duckdb.h>; the duckdb_ names below then call through the
 * loaded table, so catalog_libduckdb_load must have succeeded before the
 * first of them. */
#ifndef PLANSQL_CATALOG_LIBDUCKDB_H
#define PLANSQL_CATALOG_LIBDUCKDB_H

#include <stdbool.h>
#include <stdint.h>

/* The part of duckdb.h plansql uses, declared here so that plansql
 * builds without it (Debian packages no DuckDB): the handles are
 * opaque, and the result, the values' layouts and the enumerators are
 * those of DuckDB's stable C API (1.1 and later). */
typedef uint64_t idx_t;
typedef struct _duckdb_database *duckdb_database;
typedef struct _duckdb_connection *duckdb_connection;
typedef struct _duckdb_config *duckdb_config;
typedef struct _duckdb_prepared_statement *duckdb_prepared_statement;
typedef struct _duckdb_pending_result *duckdb_pending_result;
typedef struct _duckdb_data_chunk *duckdb_data_chunk;
typedef struct _duckdb_vector *duckdb_vector;
typedef struct _duckdb_logical_type *duckdb_logical_type;

/* Read through the functions only; its fields are deprecated. */
typedef struct {
	idx_t deprecated_counts[3];
	void *deprecated_columns;
	char *deprecated_error;
	void *internal_data;
} duckdb_result;

typedef enum { DuckDBSuccess = 0, DuckDBError = 1 } duckdb_state;
typedef enum {
	DUCKDB_PENDING_RESULT_READY = 0,
	DUCKDB_PENDING_RESULT_NOT_READY = 1,
	DUCKDB_PENDING_ERROR = 2,
	DUCKDB_PENDING_NO_TASKS_AVAILABLE = 3
} duckdb_pending_state;
/* duckdb_statement_type: the ones plansql runs */
#define LIBDUCKDB_STATEMENT_TYPE_SELECT	 1
#define LIBDUCKDB_STATEMENT_TYPE_EXPLAIN 4

/* duckdb_type: the types whose values plansql reads */
typedef enum {
	DUCKDB_TYPE_BOOLEAN = 1,
	DUCKDB_TYPE_TINYINT = 2,
	DUCKDB_TYPE_SMALLINT = 3,
	DUCKDB_TYPE_INTEGER = 4,
	DUCKDB_TYPE_BIGINT = 5,
	DUCKDB_TYPE_UTINYINT = 6,
	DUCKDB_TYPE_USMALLINT = 7,
	DUCKDB_TYPE_UINTEGER = 8,
	DUCKDB_TYPE_UBIGINT = 9,
	DUCKDB_TYPE_FLOAT = 10,
	DUCKDB_TYPE_DOUBLE = 11,
	DUCKDB_TYPE_TIMESTAMP = 12,
	DUCKDB_TYPE_DATE = 13,
	DUCKDB_TYPE_TIME = 14,
	DUCKDB_TYPE_HUGEINT = 16,
	DUCKDB_TYPE_VARCHAR = 17,
	DUCKDB_TYPE_BLOB = 18,
	DUCKDB_TYPE_DECIMAL = 19,
	DUCKDB_TYPE_TIMESTAMP_S = 20,
	DUCKDB_TYPE_TIMESTAMP_MS = 21,
	DUCKDB_TYPE_TIMESTAMP_NS = 22,
	DUCKDB_TYPE_ENUM = 23,
	DUCKDB_TYPE_UUID = 27,
	DUCKDB_TYPE_TIMESTAMP_TZ = 31,
	DUCKDB_TYPE_UHUGEINT = 32
} duckdb_type;

typedef struct {
	int32_t days;
} duckdb_date;
typedef struct {
	int32_t year;
	int8_t month, day;
} duckdb_date_struct;
typedef struct {
	int64_t micros;
} duckdb_time;
typedef struct {
	int8_t hour, min, sec;
	int32_t micros;
} duckdb_time_struct;
typedef struct {
	int64_t micros;
} duckdb_timestamp;
typedef struct {
	duckdb_date_struct date;
	duckdb_time_struct time;
} duckdb_timestamp_struct;
typedef struct {
	uint64_t lower;
	int64_t upper;
} duckdb_hugeint;
typedef struct {
	uint64_t lower, upper;
} duckdb_uhugeint;
/* A VARCHAR or BLOB in a vector, read through duckdb_string_t_length
 * and _data: 16 bytes, the text inline when short, else pointed to. */
typedef struct {
	union {
		struct {
			uint32_t length;
			char prefix[4];
			char *ptr;
		} pointer;
		struct {
			uint32_t length;
			char inlined[12];
		} inlined;
	} value;
} duckdb_string_t;

/* Every libduckdb function plansql calls: return type, name without
 * "duckdb_", parameters. */
#define LIBDUCKDB_FUNCTIONS(F)                                                 \
	F(duckdb_state, create_config, (duckdb_config *))                      \
	F(duckdb_state, set_config, (duckdb_config, const char *, const char *)) \
	F(void, destroy_config, (duckdb_config *))                             \
	F(duckdb_state, open_ext,                                              \
	  (const char *, duckdb_database *, duckdb_config, char **))           \
	F(void, free, (void *))                                                \
	F(void, close, (duckdb_database *))                                    \
	F(duckdb_state, connect, (duckdb_database, duckdb_connection *))       \
	F(void, disconnect, (duckdb_connection *))                             \
	F(duckdb_state, query, (duckdb_connection, const char *, duckdb_result *)) \
	F(const char *, result_error, (duckdb_result *))                       \
	F(void, destroy_result, (duckdb_result *))                             \
	F(idx_t, column_count, (duckdb_result *))                              \
	F(const char *, column_name, (duckdb_result *, idx_t))                 \
	F(duckdb_type, column_type, (duckdb_result *, idx_t))                  \
	F(duckdb_logical_type, column_logical_type, (duckdb_result *, idx_t))  \
	F(duckdb_state, prepare,                                               \
	  (duckdb_connection, const char *, duckdb_prepared_statement *))      \
	F(const char *, prepare_error, (duckdb_prepared_statement))            \
	F(void, destroy_prepare, (duckdb_prepared_statement *))                \
	F(idx_t, nparams, (duckdb_prepared_statement))                         \
	F(int, prepared_statement_type, (duckdb_prepared_statement))           \
	F(duckdb_state, bind_varchar,                                          \
	  (duckdb_prepared_statement, idx_t, const char *))                    \
	F(duckdb_state, bind_null, (duckdb_prepared_statement, idx_t))         \
	F(duckdb_state, pending_prepared_streaming,                            \
	  (duckdb_prepared_statement, duckdb_pending_result *))                \
	F(duckdb_pending_state, pending_execute_task, (duckdb_pending_result)) \
	F(const char *, pending_error, (duckdb_pending_result))                \
	F(duckdb_state, execute_pending,                                       \
	  (duckdb_pending_result, duckdb_result *))                            \
	F(void, destroy_pending, (duckdb_pending_result *))                    \
	F(void, interrupt, (duckdb_connection))                                \
	F(duckdb_data_chunk, fetch_chunk, (duckdb_result))                     \
	F(idx_t, data_chunk_get_size, (duckdb_data_chunk))                     \
	F(duckdb_vector, data_chunk_get_vector, (duckdb_data_chunk, idx_t))    \
	F(void, destroy_data_chunk, (duckdb_data_chunk *))                     \
	F(void *, vector_get_data, (duckdb_vector))                            \
	F(uint64_t *, vector_get_validity, (duckdb_vector))                    \
	F(bool, validity_row_is_valid, (uint64_t *, idx_t))                    \
	F(uint32_t, string_t_length, (duckdb_string_t))                        \
	F(const char *, string_t_data, (duckdb_string_t *))                    \
	F(void, destroy_logical_type, (duckdb_logical_type *))                 \
	F(uint8_t, decimal_scale, (duckdb_logical_type))                       \
	F(duckdb_type, decimal_internal_type, (duckdb_logical_type))           \
	F(duckdb_type, enum_internal_type, (duckdb_logical_type))              \
	F(char *, enum_dictionary_value, (duckdb_logical_type, idx_t))         \
	F(duckdb_date_struct, from_date, (duckdb_date))                        \
	F(duckdb_time_struct, from_time, (duckdb_time))                        \
	F(duckdb_timestamp_struct, from_timestamp, (duckdb_timestamp))         \
	F(bool, is_finite_date, (duckdb_date))                                 \
	F(bool, is_finite_timestamp, (duckdb_timestamp))

#define LIBDUCKDB_MEMBER(type, name, parameters) type(*name##_call) parameters;
struct libduckdb_functions {
	LIBDUCKDB_FUNCTIONS(LIBDUCKDB_MEMBER)
};
#undef LIBDUCKDB_MEMBER

/* Opens libduckdb once per process (thread-safe); false with why set to
 * a message that names the library when it cannot be loaded. */
bool catalog_libduckdb_load(const char **why);

/* The table; valid once catalog_libduckdb_load has returned true. */
const struct libduckdb_functions *catalog_libduckdb_functions(void);

#ifndef LIBDUCKDB_NO_CALL_MACROS
#define LIBDUCKDB_CALL(name) (catalog_libduckdb_functions()->name##_call)
#define duckdb_create_config		   LIBDUCKDB_CALL(create_config)
#define duckdb_set_config		   LIBDUCKDB_CALL(set_config)
#define duckdb_destroy_config		   LIBDUCKDB_CALL(destroy_config)
#define duckdb_open_ext			   LIBDUCKDB_CALL(open_ext)
#define duckdb_free			   LIBDUCKDB_CALL(free)
#define duckdb_close			   LIBDUCKDB_CALL(close)
#define duckdb_connect			   LIBDUCKDB_CALL(connect)
#define duckdb_disconnect		   LIBDUCKDB_CALL(disconnect)
#define duckdb_query			   LIBDUCKDB_CALL(query)
#define duckdb_result_error		   LIBDUCKDB_CALL(result_error)
#define duckdb_destroy_result		   LIBDUCKDB_CALL(destroy_result)
#define duckdb_column_count		   LIBDUCKDB_CALL(column_count)
#define duckdb_column_name		   LIBDUCKDB_CALL(column_name)
#define duckdb_column_type		   LIBDUCKDB_CALL(column_type)
#define duckdb_column_logical_type	   LIBDUCKDB_CALL(column_logical_type)
#define duckdb_prepare			   LIBDUCKDB_CALL(prepare)
#define duckdb_prepare_error		   LIBDUCKDB_CALL(prepare_error)
#define duckdb_destroy_prepare		   LIBDUCKDB_CALL(destroy_prepare)
#define duckdb_nparams			   LIBDUCKDB_CALL(nparams)
#define duckdb_prepared_statement_type	   LIBDUCKDB_CALL(prepared_statement_type)
#define duckdb_bind_varchar		   LIBDUCKDB_CALL(bind_varchar)
#define duckdb_bind_null		   LIBDUCKDB_CALL(bind_null)
#define duckdb_pending_prepared_streaming LIBDUCKDB_CALL(pending_prepared_streaming)
#define duckdb_pending_execute_task	   LIBDUCKDB_CALL(pending_execute_task)
#define duckdb_pending_error		   LIBDUCKDB_CALL(pending_error)
#define duckdb_execute_pending		   LIBDUCKDB_CALL(execute_pending)
#define duckdb_destroy_pending		   LIBDUCKDB_CALL(destroy_pending)
#define duckdb_interrupt		   LIBDUCKDB_CALL(interrupt)
#define duckdb_fetch_chunk		   LIBDUCKDB_CALL(fetch_chunk)
#define duckdb_data_chunk_get_size	   LIBDUCKDB_CALL(data_chunk_get_size)
#define duckdb_data_chunk_get_vector	   LIBDUCKDB_CALL(data_chunk_get_vector)
#define duckdb_destroy_data_chunk	   LIBDUCKDB_CALL(destroy_data_chunk)
#define duckdb_vector_get_data		   LIBDUCKDB_CALL(vector_get_data)
#define duckdb_vector_get_validity	   LIBDUCKDB_CALL(vector_get_validity)
#define duckdb_validity_row_is_valid	   LIBDUCKDB_CALL(validity_row_is_valid)
#define duckdb_string_t_length		   LIBDUCKDB_CALL(string_t_length)
#define duckdb_string_t_data		   LIBDUCKDB_CALL(string_t_data)
#define duckdb_destroy_logical_type	   LIBDUCKDB_CALL(destroy_logical_type)
#define duckdb_decimal_scale		   LIBDUCKDB_CALL(decimal_scale)
#define duckdb_decimal_internal_type	   LIBDUCKDB_CALL(decimal_internal_type)
#define duckdb_enum_internal_type	   LIBDUCKDB_CALL(enum_internal_type)
#define duckdb_enum_dictionary_value	   LIBDUCKDB_CALL(enum_dictionary_value)
#define duckdb_from_date		   LIBDUCKDB_CALL(from_date)
#define duckdb_from_time		   LIBDUCKDB_CALL(from_time)
#define duckdb_from_timestamp		   LIBDUCKDB_CALL(from_timestamp)
#define duckdb_is_finite_date		   LIBDUCKDB_CALL(is_finite_date)
#define duckdb_is_finite_timestamp	   LIBDUCKDB_CALL(is_finite_timestamp)
#endif

#endif
