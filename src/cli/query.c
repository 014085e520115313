/* Streaming a statement's rows into a sink, under a time limit and
 * Ctrl-C, through the library's run (plansql_db_run), which stops the
 * statement on the server too; here the command's part: Ctrl-C, the
 * progress line and what it says of how a query ended. */
#define _POSIX_C_SOURCE 200809L
#include "query.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "progress.h"

/* ---- Ctrl-C ---- */

/* Ctrl-C counted: each run, on its own thread, sees the count move past
 * the one it started at while the engine works and cancels its own
 * statement.  A count, not a flag reset by every run, since plansql
 * eval starts runs on its workers while others go on. */
static atomic_uint interrupts;
static void (*interrupt_hook)(void);
/* With a hook, the count it was set at: every Ctrl-C since stops every
 * statement, also one that starts later, as plansql eval stops whole. */
static unsigned hook_interrupts;
_Static_assert(ATOMIC_INT_LOCK_FREE == 2,
	       "the Ctrl-C handler counts in a lock-free int");

static void on_interrupt(int signal_number)
{
	(void)signal_number;
	atomic_fetch_add(&interrupts, 1);
	if (interrupt_hook)
		interrupt_hook();
}

void query_on_interrupt(void (*hook)(void))
{
	interrupt_hook = hook;
	hook_interrupts = atomic_load(&interrupts);
}

/* SIGINT cancels the statement while it runs; the previous handling
 * comes back after it. */
static void catch_interrupt(struct sigaction *previous)
{
	struct sigaction action;
	memset(&action, 0, sizeof action);
	action.sa_handler = on_interrupt;
	sigemptyset(&action.sa_mask);
	action.sa_flags = SA_RESTART; /* writes go on; poll wakes anyway */
	sigaction(SIGINT, &action, previous);
}

static void release_interrupt(const struct sigaction *previous)
{
	sigaction(SIGINT, previous, NULL);
}

/* ---- the run of one statement ---- */

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

struct run {
	struct database *db;
	const struct query_limits *limits;
	struct row_sink *sink;
	struct progress progress;
	struct cell *cells;  /* a row as the sink takes it */
	unsigned interrupts; /* Ctrl-C's count when the run began */
	size_t count;
};

static int on_columns(void *context, size_t count, const char *const *names)
{
	struct run *r = context;
	r->cells = calloc(count + 1, sizeof *r->cells);
	r->count = count;
	return r->cells && r->sink->columns(r->sink, count, names);
}

static enum cell_kind cell_kind(plansql_value_kind kind)
{
	return kind == PLANSQL_VALUE_NULL     ? CELL_NULL
	       : kind == PLANSQL_VALUE_NUMBER ? CELL_NUMBER
					      : CELL_TEXT;
}

static int on_row(void *context, size_t count, const plansql_value *values)
{
	struct run *r = context;
	progress_clear(&r->progress); /* before the row reaches a terminal */
	for (size_t i = 0; i < count && i < r->count; i++) {
		r->cells[i].kind = cell_kind(values[i].kind);
		r->cells[i].text = values[i].kind == PLANSQL_VALUE_NULL
				       ? NULL
				       : values[i].text;
	}
	return r->sink->row(r->sink, r->cells);
}

/* The Ctrl-C count a run beginning now compares with. */
static unsigned interrupts_at_start(void)
{
	return interrupt_hook ? hook_interrupts : atomic_load(&interrupts);
}

static void cancel_if_interrupted(struct database *db, unsigned since)
{
	if (atomic_load(&interrupts) != since)
		plansql_db_cancel(database_handle(db));
}

static void on_waiting(void *context, size_t rows)
{
	struct run *r = context;
	cancel_if_interrupted(r->db, r->interrupts);
	progress_tick(&r->progress, rows);
}

static enum query_end query_end_of(plansql_run_end end)
{
	switch (end) {
	case PLANSQL_RUN_DONE:
		return QUERY_DONE;
	case PLANSQL_RUN_ROW_CAP:
		return QUERY_ROW_CAP;
	case PLANSQL_RUN_TIMED_OUT:
		return QUERY_TIMED_OUT;
	case PLANSQL_RUN_CANCELLED:
		return QUERY_INTERRUPTED;
	case PLANSQL_RUN_STOPPED:
		return QUERY_SINK_FAILED;
	case PLANSQL_RUN_FAILED:
		break;
	}
	return QUERY_FAILED;
}

static void say_end(const struct run *r, enum query_end end)
{
	const char *who = database_who(r->db);
	if (end == QUERY_FAILED)
		database_report(r->db,
				plansql_db_error(database_handle(r->db)));
	if (r->limits->quiet)
		return;
	if (end == QUERY_TIMED_OUT)
		fprintf(stderr,
			"%s: the query was stopped at the time limit of %g "
			"s; %s\n",
			who, r->limits->seconds,
			r->limits->timeout_hint
			    ? r->limits->timeout_hint
			    : "give --timeout SECONDS for more (0: no limit)");
	else if (end == QUERY_INTERRUPTED)
		fprintf(stderr, "%s: the query was cancelled (Ctrl-C)\n", who);
}

enum query_end database_stream(struct database *db, const char *sql,
			       const struct query_limits *limits,
			       struct row_sink *sink)
{
	return database_stream_bound(db, sql, NULL, limits, sink);
}

enum query_end database_stream_bound(struct database *db, const char *sql,
				     const plansql_result *values,
				     const struct query_limits *limits,
				     struct row_sink *sink)
{
	struct run r = {.db = db,
			.limits = limits,
			.sink = sink,
			.interrupts = interrupts_at_start()};
	plansql_run_options o;
	plansql_run_options_init(&o, sizeof o);
	o.seconds = limits->seconds;
	o.max_rows = limits->max_rows;
	o.params = values;
	plansql_run_handler handler = {on_columns, on_row, on_waiting, &r};
	progress_start(&r.progress, limits->progress, now());
	struct sigaction previous;
	catch_interrupt(&previous);
	enum query_end end = query_end_of(
	    plansql_db_run(database_handle(db), sql, &o, &handler));
	release_interrupt(&previous);
	progress_clear(&r.progress);
	say_end(&r, end);
	free(r.cells);
	return end;
}

void query_watch_begin(struct query_watch *watch, struct database *db)
{
	watch->db = db;
	watch->interrupts = interrupts_at_start();
	/* allocated: struct sigaction is POSIX's, not in every file that
	 * includes query.h */
	struct sigaction *previous = malloc(sizeof *previous);
	if (previous)
		catch_interrupt(previous);
	watch->previous = previous;
}

void query_watch_waiting(void *watch)
{
	struct query_watch *w = watch;
	cancel_if_interrupted(w->db, w->interrupts);
}

void query_watch_end(struct query_watch *watch)
{
	if (watch->previous)
		release_interrupt(watch->previous);
	free(watch->previous);
	watch->previous = NULL;
}

bool query_parse_seconds(const char *who, const char *text, double *out)
{
	char *end;
	errno = 0;
	double seconds = strtod(text, &end);
	/* a week at most: past that, a limit is a typing error */
	if (!*text || *end || errno || !(seconds >= 0) || seconds > 604800) {
		fprintf(stderr,
			"%s: the time limit is a number of seconds (0: no "
			"limit), not '%s'\n",
			who, text);
		return false;
	}
	*out = seconds;
	return true;
}
