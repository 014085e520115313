#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double bench_now_us(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* How long a round lasts: 50 ms, or BENCH_ROUND_US microseconds (the
 * test suite's smoke runs time nothing, so they take short rounds). */
static double round_us(void)
{
	const char *given = getenv("BENCH_ROUND_US");
	double us = given ? strtod(given, NULL) : 0;
	return us > 0 ? us : 50e3;
}

/* Steps per round so that a round lasts about round_us(). */
static long steps_per_round(bench_step step, void *ctx)
{
	double target = round_us();
	long n = 1;
	for (;;) {
		double start = bench_now_us();
		for (long i = 0; i < n; i++)
			step(ctx, i);
		double took = bench_now_us() - start;
		if (took >= target || n >= (1L << 24))
			return n;
		n = took < target / 50 ? n * 16
				       : (long)((double)n * target / took) + 1;
	}
}

/* The median time of a step over rounds of n steps; *spread is the
 * slowest round over the fastest. */
static double median_of_rounds(bench_step step, void *ctx, long n, int rounds,
			       double *spread)
{
	double *per = malloc((size_t)rounds * sizeof *per);
	if (!per)
		exit(2);
	for (int r = 0; r < rounds; r++) {
		double start = bench_now_us();
		for (long i = 0; i < n; i++)
			step(ctx, i);
		per[r] = (bench_now_us() - start) / (double)n;
	}
	qsort(per, (size_t)rounds, sizeof *per, by_value);
	double median = per[rounds / 2];
	*spread = per[rounds - 1] / per[0];
	free(per);
	return median;
}

/* A machine shared with others has slow moments that can outlast half
 * the rounds: a measurement whose rounds spread by more than 15% is
 * taken again, up to three times, and the lowest median kept. */
double bench_measure(bench_step step, void *ctx, int rounds)
{
	long n = steps_per_round(step, ctx); /* also the warm-up */
	double best = 0;
	for (int attempt = 0; attempt < 3; attempt++) {
		double spread;
		double median = median_of_rounds(step, ctx, n, rounds, &spread);
		if (attempt == 0 || median < best)
			best = median;
		if (spread < 1.15)
			break;
	}
	return best;
}

/* The microseconds per step of one round of n steps. */
static double one_round(bench_step step, void *ctx, long n)
{
	double start = bench_now_us();
	for (long i = 0; i < n; i++)
		step(ctx, i);
	return (bench_now_us() - start) / (double)n;
}

static double median_of(double *values, int n)
{
	qsort(values, (size_t)n, sizeof *values, by_value);
	return values[n / 2];
}

/* As bench_measure: rounds whose ratios spread by more than 15% are
 * taken again, up to three times, keeping the lowest median ratio. */
struct bench_pair bench_measure_pair(bench_step a, void *a_ctx, bench_step b,
				     void *b_ctx, int rounds)
{
	if (rounds < 1 || rounds > BENCH_MAX_PAIRED_ROUNDS)
		exit(2);
	long na = steps_per_round(a, a_ctx), nb = steps_per_round(b, b_ctx);
	struct bench_pair p, best = {0};
	double at[BENCH_MAX_PAIRED_ROUNDS], bt[BENCH_MAX_PAIRED_ROUNDS];
	double ratios[BENCH_MAX_PAIRED_ROUNDS];
	for (int attempt = 0; attempt < 3; attempt++) {
		p.rounds = rounds;
		for (int r = 0; r < rounds; r++) {
			p.round_a_us[r] = at[r] = one_round(a, a_ctx, na);
			p.round_b_us[r] = bt[r] = one_round(b, b_ctx, nb);
			ratios[r] = at[r] / bt[r];
		}
		p.a_us = median_of(at, rounds);
		p.b_us = median_of(bt, rounds);
		p.ratio = median_of(ratios, rounds);
		if (attempt == 0 || p.ratio < best.ratio)
			best = p;
		if (ratios[rounds - 1] / ratios[0] < 1.15)
			break;
	}
	return best;
}

char *bench_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "bench: cannot open %s\n", path);
		exit(2);
	}
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	rewind(f);
	char *text = malloc((size_t)n + 1);
	if (!text || fread(text, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "bench: cannot read %s\n", path);
		exit(2);
	}
	text[n] = '\0';
	fclose(f);
	if (len)
		*len = (size_t)n;
	return text;
}

static long status_kb(const char *field)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	long kb = -1;
	size_t n = strlen(field);
	while (f && fgets(line, sizeof line, f))
		if (!strncmp(line, field, n) && line[n] == ':')
			kb = strtol(line + n + 1, NULL, 10);
	if (f)
		fclose(f);
	return kb;
}

long bench_rss_kb(void)
{
	return status_kb("VmRSS");
}

long bench_peak_rss_kb(void)
{
	return status_kb("VmHWM");
}

struct json_object *bench_result(const char *bench)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "bench", json_object_new_string(bench));
	json_object_object_add(o, "peer", json_object_new_string("plansql"));
	return o;
}

void bench_emit(struct json_object *result)
{
	puts(json_object_to_json_string_ext(result,
					    JSON_C_TO_STRING_NOSLASHESCAPE));
	fflush(stdout);
	json_object_put(result);
}
