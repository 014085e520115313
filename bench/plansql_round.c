/* One round of plansql compiles, for a peer that times plansql side by
 * side with itself in its own process (bench/peers/sqlglot_peer.py,
 * through ctypes): the loop runs here, so the peer pays one foreign
 * call a round, not one a compile.  The work is compile-speed's: JSON
 * text to one line of SQL, without a catalog. */
#include <stddef.h>

#include "bench.h"
#include "plansql.h"

double plansql_bench_round(const char *text, size_t len, int dialect,
			   long steps);

/* Microseconds per compile over steps compiles; -1 when the plan does
 * not compile (nothing to time). */
double plansql_bench_round(const char *text, size_t len, int dialect,
			   long steps)
{
	plansql_options options = {.size = sizeof options,
				   .dialect = (plansql_dialect)dialect,
				   .flags = PLANSQL_COMPACT};
	double start = bench_now_us();
	for (long i = 0; i < steps; i++) {
		plansql_result *r = plansql_compile(text, len, &options);
		int compiled = plansql_result_sql(r) != NULL;
		plansql_result_free(r);
		if (!compiled)
			return -1;
	}
	return (bench_now_us() - start) / (double)(steps > 0 ? steps : 1);
}
