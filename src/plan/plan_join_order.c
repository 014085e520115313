#include "plan/plan_join_order.h"

size_t plan_join_order(size_t count, const size_t *ends, size_t edge_count,
		       bool *joined, struct join_step *steps)
{
	size_t n = 0;
	for (size_t i = 0; i < count; i++)
		joined[i] = i == 0;
	/* the queue is the first selection, then the steps' selections */
	for (size_t head = 0; count && head <= n; head++) {
		size_t u = head == 0 ? 0 : steps[head - 1].selection;
		for (size_t e = 0; e < edge_count; e++) {
			size_t from = ends[2 * e], to = ends[2 * e + 1];
			if (from == PLAN_NO_END || to == PLAN_NO_END ||
			    from == to)
				continue;
			if (from == u && !joined[to])
				steps[n++] = (struct join_step){e, to, false};
			else if (to == u && !joined[from])
				steps[n++] = (struct join_step){e, from, true};
			else
				continue;
			joined[steps[n - 1].selection] = true;
		}
	}
	return n;
}
