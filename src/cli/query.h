/* One statement on an open database, its rows handed to a sink as they
 * are fetched (SQLite step by step, PostgreSQL in single-row mode), so
 * that memory does not grow with the result and the first row shows at
 * once.  A query ends when its rows do, at a row cap, at a time limit,
 * or at Ctrl-C; the last two stop it on the server as well. */
#ifndef PLANSQL_CLI_QUERY_H
#define PLANSQL_CLI_QUERY_H

#include <stdbool.h>
#include <stddef.h>

#include "database.h"

enum cell_kind { CELL_NULL, CELL_NUMBER, CELL_TEXT };

/* A value as the engine writes it as text; text is NULL for SQL NULL.
 * CELL_NUMBER: an integer, floating or decimal column's value. */
struct cell {
	const char *text;
	enum cell_kind kind;
};

struct row_sink {
	/* Once, before any row; false stops the query. */
	bool (*columns)(struct row_sink *sink, size_t count,
			const char *const *names);
	/* One row of count cells (valid during the call); false stops. */
	bool (*row)(struct row_sink *sink, const struct cell *cells);
};

struct query_limits {
	double seconds;	 /* the statement's time limit; 0: none */
	size_t max_rows; /* rows handed over at most; 0: every row */
	bool progress;	 /* rows and seconds on stderr while it runs */
	/* how to change the limit, said when it stops a query; NULL: the
	 * --timeout option */
	const char *timeout_hint;
	/* the time limit and Ctrl-C are not said on stderr: the caller
	 * reports how the query ended (plansql eval) */
	bool quiet;
};

enum query_end {
	QUERY_DONE,	   /* every row was handed over */
	QUERY_ROW_CAP,	   /* max_rows were, and the result had more */
	QUERY_TIMED_OUT,   /* the time limit passed */
	QUERY_INTERRUPTED, /* Ctrl-C */
	QUERY_FAILED,	   /* the engine refused or failed the statement */
	QUERY_SINK_FAILED  /* the sink returned false */
};

/* Runs sql and hands its rows to sink.  Every end but QUERY_DONE and
 * QUERY_ROW_CAP has been explained on stderr when this returns (the
 * sink's own failures excepted: the sink says why).  Ctrl-C during the
 * call cancels the statement instead of ending the process. */
enum query_end database_stream(struct database *db, const char *sql,
			       const struct query_limits *limits,
			       struct row_sink *sink);

/* database_stream for sql with placeholders: values holds their values
 * (plansql_result_param), bound in order, typed as the compile says
 * (SQLite) or as text the server types (PostgreSQL). */
enum query_end database_stream_bound(struct database *db, const char *sql,
				     const plansql_result *values,
				     const struct query_limits *limits,
				     struct row_sink *sink);

/* Whether end lets the command go on as successful. */
static inline bool query_end_ok(enum query_end end)
{
	return end == QUERY_DONE || end == QUERY_ROW_CAP;
}

/* A function the Ctrl-C handler of a running statement calls too (from
 * the signal handler: it must be async-signal-safe), for a caller that
 * must know the statement was not all that was stopped; NULL: none.
 * While one is set, a Ctrl-C stops every statement, running or begun
 * later, not only those running then. */
void query_on_interrupt(void (*hook)(void));

/* Ctrl-C during a library call that runs statements of its own on db
 * (plansql_catalog_read_samples): begin catches it as database_stream
 * does, the call's waiting callback (query_watch_waiting, with the
 * watch as its context) cancels the statement running then, and end
 * gives Ctrl-C back (out of memory: Ctrl-C is not caught). */
struct query_watch {
	struct database *db;
	unsigned interrupts; /* Ctrl-C's count at begin */
	void *previous;	     /* the struct sigaction before begin */
};
void query_watch_begin(struct query_watch *watch, struct database *db);
void query_watch_waiting(void *watch);
void query_watch_end(struct query_watch *watch);

/* The time limit a command uses without --timeout, in seconds. */
#define QUERY_DEFAULT_SECONDS 60.0

/* Reads a --timeout value: seconds (decimals allowed), 0 for none;
 * false after printing why, with who as the message prefix. */
bool query_parse_seconds(const char *who, const char *text, double *out);

#endif
