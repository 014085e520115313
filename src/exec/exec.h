/* Statements run on a database opened read-only, their rows handed
 * over as the engine returns them (plansql.h, "Running SQL").  The
 * driver (exec.c) keeps the time limit, the row cap and the cancel
 * flag; each engine is one file behind struct exec_engine
 * (exec_sqlite.c, exec_postgres.c, exec_mysql.c, exec_duckdb.c), as
 * curl keeps its TLS backends. */
#ifndef PLANSQL_EXEC_H
#define PLANSQL_EXEC_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "common/diag.h"
#include "plansql.h"

struct exec_run;

struct exec_engine {
	plansql_dialect dialect;
	/* Connects to target (catalog_db_target's) with options
	 * (complete, checked); false after reporting why to d. */
	bool (*open)(plansql_db *db, const char *target,
		     const plansql_load_options *options, diag_list *d);
	/* Runs sql, handing its rows over through exec_columns and
	 * exec_row, asking exec_must_stop often enough to stop within a
	 * tenth of a second. */
	void (*run)(struct exec_run *r, const char *sql);
	void (*close)(plansql_db *db);
};

extern const struct exec_engine exec_sqlite, exec_postgres, exec_mysql,
    exec_duckdb;

struct plansql_db {
	const struct exec_engine *engine;
	void *handle; /* the engine's connection */
	/* plansql_db_cancel, from another thread or a signal handler: a
	 * lock-free atomic is safe in both */
	atomic_int cancelled;
	char *error; /* the last failure's message */
};

struct exec_run {
	plansql_db *db;
	plansql_run_options options;	    /* complete */
	const plansql_run_handler *handler; /* never NULL */
	const plansql_param *params;	    /* options.params' values */
	size_t param_count;
	double deadline; /* monotonic seconds; 0: none */
	size_t rows;
	plansql_run_end end; /* PLANSQL_RUN_DONE until the run stops */
};

/* Opens database after checking its name; NULL after reporting why. */
plansql_db *exec_open(const char *database, const plansql_load_options *options,
		      diag_list *d);
plansql_run_end exec_run(plansql_db *db, const char *sql,
			 const plansql_run_options *options,
			 const plansql_run_handler *handler);
void exec_close(plansql_db *db);

/* For the engines.  Whether the run must stop now (the cancel flag, the
 * time limit, or an end already reached); tells the handler the run is
 * waiting when not. */
bool exec_must_stop(struct exec_run *r);
/* Hands the column names over; false when the run is to stop. */
bool exec_columns(struct exec_run *r, size_t count, const char *const *names);
/* Hands one row over, or stops at the row cap (a row past it exists);
 * false when the run is to stop. */
bool exec_row(struct exec_run *r, size_t count, const plansql_value *values);
/* Ends the run as failed with the engine's message (NULL: memory ran
 * out), kept on one line for plansql_db_error. */
void exec_fail(struct exec_run *r, const char *message);
/* The engine's message on one line, for a diagnostic or
 * plansql_db_error: a severity word it starts with dropped, and
 * PostgreSQL's excerpt of the statement ("LINE 1: ..." and the caret
 * under it); malloc'd, NULL when out of memory. */
char *exec_one_line(const char *message);
/* Reports that db cannot be opened: "database-error" with the engine's
 * message, escaped. */
void exec_open_failed(diag_list *d, const char *message);
/* Monotonic seconds. */
double exec_now(void);

#endif
