#define _POSIX_C_SOURCE 200809L
#include "progress.h"

#include <stdio.h>
#include <time.h>
#include <unistd.h>

static double seconds_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void progress_start(struct progress *p, bool enabled, double start)
{
	p->enabled = enabled && isatty(STDERR_FILENO);
	p->shown = false;
	p->start = start;
	p->next = start + 1.0;
}

void progress_tick(struct progress *p, size_t rows)
{
	if (!p->enabled)
		return;
	double t = seconds_now();
	if (t < p->next)
		return;
	p->next = t + 0.25;
	p->shown = true;
	/* \r and erase-line: the line is rewritten, never scrolled */
	fprintf(stderr, "\r\033[K%zu row%s, %.1f s (Ctrl-C cancels)", rows,
		rows == 1 ? "" : "s", t - p->start);
	fflush(stderr);
}

void progress_clear(struct progress *p)
{
	if (!p->shown)
		return;
	fputs("\r\033[K", stderr);
	fflush(stderr);
	p->shown = false;
}
