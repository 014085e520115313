/* libpq, opened when a catalog or a database is first read from
 * PostgreSQL (see dynlib.h): commands and programs that never connect do
 * not load it.  Include this instead of <libpq-fe.h>; the PQ names below
 * then call through the loaded table, so libpq_load must have succeeded
 * before the first of them. */
#ifndef PLANSQL_CATALOG_LIBPQ_H
#define PLANSQL_CATALOG_LIBPQ_H

#include <libpq-fe.h>
#include <stdbool.h>

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
bool libpq_load(const char **why);

/* libpq's connect_timeout for a wait of timeout_ms: whole seconds,
 * rounded up (libpq counts nothing smaller), as text in seconds. */
void libpq_timeout_seconds(long timeout_ms, char seconds[24]);

/* The table; valid once libpq_load has returned true. */
const struct libpq_functions *libpq_functions(void);

#ifndef LIBPQ_NO_CALL_MACROS
#define PQconnectdb	    (libpq_functions()->connectdb)
#define PQconnectdbParams   (libpq_functions()->connectdbParams)
#define PQconninfoParse	    (libpq_functions()->conninfoParse)
#define PQconninfoFree	    (libpq_functions()->conninfoFree)
#define PQstatus	    (libpq_functions()->status)
#define PQsetClientEncoding (libpq_functions()->setClientEncoding)
#define PQexec		    (libpq_functions()->exec)
#define PQexecParams	    (libpq_functions()->execParams)
#define PQsendQueryParams   (libpq_functions()->sendQueryParams)
#define PQsetSingleRowMode  (libpq_functions()->setSingleRowMode)
#define PQgetResult	    (libpq_functions()->getResult)
#define PQresultStatus	    (libpq_functions()->resultStatus)
#define PQclear		    (libpq_functions()->clear)
#define PQerrorMessage	    (libpq_functions()->errorMessage)
#define PQntuples	    (libpq_functions()->ntuples)
#define PQnfields	    (libpq_functions()->nfields)
#define PQfname		    (libpq_functions()->fname)
#define PQgetisnull	    (libpq_functions()->getisnull)
#define PQgetvalue	    (libpq_functions()->getvalue)
#define PQftype		    (libpq_functions()->ftype)
#define PQresultErrorField  (libpq_functions()->resultErrorField)
#define PQsocket	    (libpq_functions()->socket)
#define PQconsumeInput	    (libpq_functions()->consumeInput)
#define PQisBusy	    (libpq_functions()->isBusy)
#define PQgetCancel	    (libpq_functions()->getCancel)
#define PQcancel	    (libpq_functions()->cancel)
#define PQfreeCancel	    (libpq_functions()->freeCancel)
#define PQfinish	    (libpq_functions()->finish)
#endif

#endif
