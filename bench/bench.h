/* What the benchmarks share: a clock, medians of repeated rounds, files,
 * the process's memory, and results as JSON lines for bench/report.py. */
#ifndef PLANSQL_BENCH_H
#define PLANSQL_BENCH_H

#include <stddef.h>

double bench_now_us(void);

/* Runs step(ctx, i) in rounds of about 50 ms after a warm-up round, and
 * returns the median microseconds per step over rounds rounds (retaken
 * when the rounds spread widely, see bench.c). */
typedef void (*bench_step)(void *ctx, long i);
double bench_measure(bench_step step, void *ctx, int rounds);

/* The file's contents, NUL-terminated; exits when it cannot be read. */
char *bench_slurp(const char *path, size_t *len);

/* Two steps timed in alternating rounds, so that both see the same
 * moments of a machine whose speed changes (a shared host): the
 * median microseconds per step of each, and the median of the ratios
 * a / b of the rounds taken side by side; and the rounds themselves,
 * for a reader to check the medians against (rounds at most
 * BENCH_MAX_PAIRED_ROUNDS). */
#define BENCH_MAX_PAIRED_ROUNDS 64
struct bench_pair {
	double a_us, b_us, ratio;
	int rounds;
	double round_a_us[BENCH_MAX_PAIRED_ROUNDS];
	double round_b_us[BENCH_MAX_PAIRED_ROUNDS];
};
struct bench_pair bench_measure_pair(bench_step a, void *a_ctx, bench_step b,
				     void *b_ctx, int rounds);

/* The process's resident memory now and at its peak, in kilobytes. */
long bench_rss_kb(void);
long bench_peak_rss_kb(void);

/* A result line: an object {"bench": bench, "peer": "plansql"} to add
 * fields to, then bench_emit prints it as one line and releases it. */
struct json_object;
struct json_object *bench_result(const char *bench);
void bench_emit(struct json_object *result);

#endif
