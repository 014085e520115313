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

/* Whether a line is due now, the seconds since the start in *t. */
static bool due(struct progress *p, double *t)
{
	if (!p->enabled)
		return false;
	*t = seconds_now();
	if (*t < p->next)
		return false;
	p->next = *t + 0.25;
	p->shown = true;
	return true;
}

void progress_tick(struct progress *p, size_t rows)
{
	double t;
	if (!due(p, &t))
		return;
	/* \r and erase-line: the line is rewritten, never scrolled */
	fprintf(stderr, "\r\033[K%zu row%s, %.1f s (Ctrl-C cancels)", rows,
		rows == 1 ? "" : "s", t - p->start);
	fflush(stderr);
}

void progress_tick_items(struct progress *p, const char *doing, size_t done,
			 size_t total, const char *items)
{
	double t;
	if (!due(p, &t))
		return;
	fprintf(stderr, "\r\033[K%s: %zu of %zu %s, %.1f s", doing, done,
		total, items, t - p->start);
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
