/* The MySQL and MariaDB engine's parts: the session, waiting on the
 * server and statements without bound values (exec_mysql.c), and
 * statements with them, prepared on the server (exec_mysql_bound.c). */
#ifndef PLANSQL_EXEC_MYSQL_H
#define PLANSQL_EXEC_MYSQL_H

#include <stdbool.h>

#include "catalog/catalog_mysql.h"
#include "exec/exec.h"

struct mysql_session {
	MYSQL *conn;
	struct mysql_url url;		   /* the connection that kills */
	plansql_load_options kill_options; /* its time limit */
	bool mariadb;			   /* else MySQL */
};

/* A run waiting on its session's server. */
struct mysql_wait {
	struct exec_run *r;
	struct mysql_session *s;
	double killed_at; /* when the last kill was sent, 0 for never */
};

/* Waits for what a non-blocking call asked for (MYSQL_WAIT_*), a tenth
 * of a second at a time, killing the statement once the run has to
 * stop; what happened, as the _cont call takes it. */
int exec_mysql_wait(struct mysql_wait *w, int status);
/* Ends the run with the server's error (number, message), unless the
 * run stopped the statement itself; a statement the server stopped at
 * the time limit has timed out. */
void exec_mysql_fail(struct exec_run *r, unsigned int number,
		     const char *message);
/* Hands over the column names of a result (or a prepared statement's
 * metadata). */
void exec_mysql_hand_columns(struct exec_run *r, MYSQL_RES *res);
/* Hands over a row of res: row[i] the text of column i, NULL for NULL;
 * numbers typed by their column; values: room for every column. */
void exec_mysql_hand_row(struct exec_run *r, MYSQL_RES *res, MYSQL_ROW row,
			 plansql_value *values);
/* Runs sql with the run's values bound to its placeholders, the session
 * already in the run's transaction. */
void exec_mysql_run_bound(struct mysql_wait *w, const char *sql);

#endif
