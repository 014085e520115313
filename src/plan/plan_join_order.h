/* The order plansql joins a query's selections in (docs/plan-format.md,
 * "Joins"): breadth-first from the first selection, each one taken from
 * the queue joining, in plan order, every edge that reaches a selection
 * not joined yet.  One rule for the lowering, which prints the joins in
 * this order, and for plansql import, which must know where the
 * compiler will put each table. */
#ifndef PLANSQL_PLAN_JOIN_ORDER_H
#define PLANSQL_PLAN_JOIN_ORDER_H

#include <stdbool.h>
#include <stddef.h>

#define PLAN_NO_END ((size_t)-1)

/* One join: edge joins selection, read against its direction (from its
 * to_table) when flipped. */
struct join_step {
	size_t edge, selection;
	bool flipped;
};

/* ends[2 * e] and ends[2 * e + 1]: the selections edge e joins (from,
 * to), or PLAN_NO_END; edges with an end missing or joining a selection
 * to itself are passed over.  joined: count flags the function sets (for
 * the selections reached); steps: room for count - 1.  Returns how many
 * steps there are: the selections reached besides the first. */
size_t plan_join_order(size_t count, const size_t *ends, size_t edge_count,
		       bool *joined, struct join_step *steps);

#endif
