/* libpq, opened when a catalog or a database is first read from
 * PostgreSQL (see dynlib.h): commands and programs that never connect do
 * not load it.  Include this instead of <libpq-fe.h>; the PQ names below
 * then call through the loaded table, so catalog_libpq_load must have succeeded
 * before the first of them. */
#ifndef PLANSQL_CATALOG_LIBPQ_H
#define PLANSQL_CATALOG_LIBPQ_H

#include <stdbool.h>
#include <stddef.h>

/* The part of libpq-fe.h plansql uses, declared here so that plansql
 * builds without libpq's headers (libpq-dev): the connection, result and
 * cancel handles are opaque, Oid is unsigned int, and the status values
 * and PQconninfoOption are those the PostgreSQL manual documents (libpq,
 * "Connection Status Functions", "Main Functions", PQconndefaults),
 * fixed by the ABI of libpq.so.5.  Where configure found libpq-fe.h,
 * catalog_libpq_check.c holds every declaration here against it
 * (LIBPQ_CHECK_DECLARATIONS). */
#define LIBPQ_CONN_STATUS(C) C(CONNECTION_OK, 0)
#define LIBPQ_EXEC_STATUS(C)                                                   \
	C(PGRES_COMMAND_OK, 1)                                                 \
	C(PGRES_TUPLES_OK, 2)                                                  \
	C(PGRES_SINGLE_TUPLE, 9)
#define LIBPQ_CONNINFO_OPTION(F)                                               \
	F(char *, keyword)                                                     \
	F(char *, envvar)                                                      \
	F(char *, compiled)                                                    \
	F(char *, val)                                                         \
	F(char *, label)                                                       \
	F(char *, dispchar)                                                    \
	F(int, dispsize)

/* C11 accepts a typedef repeated with the same type: libpq-fe.h's own,
 * when it was included first, must agree with these. */
typedef unsigned int Oid;
typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;
typedef struct pg_cancel PGcancel;

/* PQconninfoOption's fields, in libpq's order */
#define LIBPQ_FIELD(type, name) type name;
struct libpq_conninfo_option {
	LIBPQ_CONNINFO_OPTION(LIBPQ_FIELD)
};
#undef LIBPQ_FIELD

#ifndef LIBPQ_CHECK_DECLARATIONS
#define LIBPQ_ENUMERATOR(name, value) name = value,
typedef enum { LIBPQ_CONN_STATUS(LIBPQ_ENUMERATOR) } ConnStatusType;
typedef enum { LIBPQ_EXEC_STATUS(LIBPQ_ENUMERATOR) } ExecStatusType;
#undef LIBPQ_ENUMERATOR
typedef struct libpq_conninfo_option PQconninfoOption;
#else
#define LIBPQ_SAME_VALUE(name, value)                                          \
	_Static_assert(name == value, #name " differs from libpq-fe.h");
LIBPQ_CONN_STATUS(LIBPQ_SAME_VALUE)
LIBPQ_EXEC_STATUS(LIBPQ_SAME_VALUE)
#undef LIBPQ_SAME_VALUE
#define LIBPQ_SAME_FIELD(type, name)                                           \
	_Static_assert(offsetof(PQconninfoOption, name) ==                     \
			       offsetof(struct libpq_conninfo_option, name) && \
			   _Generic(((PQconninfoOption *)0)->name, type : 1,   \
				    default : 0),                              \
		       "PQconninfoOption." #name " differs from libpq-fe.h");
LIBPQ_CONNINFO_OPTION(LIBPQ_SAME_FIELD)
#undef LIBPQ_SAME_FIELD
_Static_assert(sizeof(PQconninfoOption) == sizeof(struct libpq_conninfo_option),
	       "PQconninfoOption differs from libpq-fe.h");
#endif

/* Every libpq function plansql calls: return type, name without "PQ",
 * parameters. */
#define LIBPQ_FUNCTIONS(F)                                                     \
	F(PGconn *, connectdb, (const char *))                                 \
	F(PGconn *, connectdbParams,                                           \
	  (const char *const *, const char *const *, int))                     \
	F(PQconninfoOption *, conninfoParse, (const char *, char **))          \
	F(void, conninfoFree, (PQconninfoOption *))                            \
	F(ConnStatusType, status, (const PGconn *))                            \
	F(int, setClientEncoding, (PGconn *, const char *))                    \
	F(PGresult *, exec, (PGconn *, const char *))                          \
	F(PGresult *, execParams,                                              \
	  (PGconn *, const char *, int, const Oid *, const char *const *,      \
	   const int *, const int *, int))                                     \
	F(int, sendQueryParams,                                                \
	  (PGconn *, const char *, int, const Oid *, const char *const *,      \
	   const int *, const int *, int))                                     \
	F(int, setSingleRowMode, (PGconn *))                                   \
	F(PGresult *, getResult, (PGconn *))                                   \
	F(ExecStatusType, resultStatus, (const PGresult *))                    \
	F(void, clear, (PGresult *))                                           \
	F(char *, errorMessage, (const PGconn *))                              \
	F(int, ntuples, (const PGresult *))                                    \
	F(int, nfields, (const PGresult *))                                    \
	F(char *, fname, (const PGresult *, int))                              \
	F(int, getisnull, (const PGresult *, int, int))                        \
	F(Oid, ftype, (const PGresult *, int))                                 \
	F(char *, resultErrorField, (const PGresult *, int))                   \
	F(int, socket, (const PGconn *))                                       \
	F(int, consumeInput, (PGconn *))                                       \
	F(int, isBusy, (PGconn *))                                             \
	F(char *, getvalue, (const PGresult *, int, int))                      \
	F(PGcancel *, getCancel, (PGconn *))                                   \
	F(int, cancel, (PGcancel *, char *, int))                              \
	F(void, freeCancel, (PGcancel *))                                      \
	F(void, finish, (PGconn *))

#define LIBPQ_MEMBER(type, name, parameters) type(*name) parameters;
struct libpq_functions {
	LIBPQ_FUNCTIONS(LIBPQ_MEMBER)
};
#undef LIBPQ_MEMBER

/* Opens libpq once per process (thread-safe); false with why set to a
 * message that names the library when it cannot be loaded. */
bool catalog_libpq_load(const char **why);

/* libpq's connect_timeout for a wait of timeout_ms: whole seconds,
 * rounded up (libpq counts nothing smaller), as text in seconds. */
void catalog_libpq_timeout_seconds(long timeout_ms, char seconds[24]);

/* The table; valid once catalog_libpq_load has returned true. */
const struct libpq_functions *catalog_libpq_functions(void);

#ifdef LIBPQ_CHECK_DECLARATIONS
/* The table's types are libpq-fe.h's own (a _Generic operand is not
 * evaluated: no reference to libpq). */
#define LIBPQ_SAME_FUNCTION(type, name, parameters)                            \
	_Static_assert(                                                        \
	    _Generic(&PQ##name, type(*) parameters : 1, default : 0),          \
	    "PQ" #name " differs from libpq-fe.h");
LIBPQ_FUNCTIONS(LIBPQ_SAME_FUNCTION)
#undef LIBPQ_SAME_FUNCTION
#elif !defined LIBPQ_NO_CALL_MACROS
#define PQconnectdb	    (catalog_libpq_functions()->connectdb)
#define PQconnectdbParams   (catalog_libpq_functions()->connectdbParams)
#define PQconninfoParse	    (catalog_libpq_functions()->conninfoParse)
#define PQconninfoFree	    (catalog_libpq_functions()->conninfoFree)
#define PQstatus	    (catalog_libpq_functions()->status)
#define PQsetClientEncoding (catalog_libpq_functions()->setClientEncoding)
#define PQexec		    (catalog_libpq_functions()->exec)
#define PQexecParams	    (catalog_libpq_functions()->execParams)
#define PQsendQueryParams   (catalog_libpq_functions()->sendQueryParams)
#define PQsetSingleRowMode  (catalog_libpq_functions()->setSingleRowMode)
#define PQgetResult	    (catalog_libpq_functions()->getResult)
#define PQresultStatus	    (catalog_libpq_functions()->resultStatus)
#define PQclear		    (catalog_libpq_functions()->clear)
#define PQerrorMessage	    (catalog_libpq_functions()->errorMessage)
#define PQntuples	    (catalog_libpq_functions()->ntuples)
#define PQnfields	    (catalog_libpq_functions()->nfields)
#define PQfname		    (catalog_libpq_functions()->fname)
#define PQgetisnull	    (catalog_libpq_functions()->getisnull)
#define PQgetvalue	    (catalog_libpq_functions()->getvalue)
#define PQftype		    (catalog_libpq_functions()->ftype)
#define PQresultErrorField  (catalog_libpq_functions()->resultErrorField)
#define PQsocket	    (catalog_libpq_functions()->socket)
#define PQconsumeInput	    (catalog_libpq_functions()->consumeInput)
#define PQisBusy	    (catalog_libpq_functions()->isBusy)
#define PQgetCancel	    (catalog_libpq_functions()->getCancel)
#define PQcancel	    (catalog_libpq_functions()->cancel)
#define PQfreeCancel	    (catalog_libpq_functions()->freeCancel)
#define PQfinish	    (catalog_libpq_functions()->finish)
#endif

#endif
