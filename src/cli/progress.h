/* A query's progress on a terminal's stderr: rows so far and seconds,
 * on one line rewritten in place, after the first second and at most
 * a few times a second; erased before anything else is written. */
#ifndef PLANSQL_CLI_PROGRESS_H
#define PLANSQL_CLI_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

struct progress {
	bool enabled, shown;
	double start, next; /* monotonic seconds */
};

/* enabled is the caller's wish; stderr must also be a terminal. */
void progress_start(struct progress *p, bool enabled, double start);
void progress_tick(struct progress *p, size_t rows);
/* The same for work of a known size: "doing: 12 of 300 tables, 3.1 s". */
void progress_tick_items(struct progress *p, const char *doing, size_t done,
			 size_t total, const char *items);
void progress_clear(struct progress *p);

#endif
