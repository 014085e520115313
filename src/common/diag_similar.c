#include "common/diag_similar.h"
#include "common/ascii.h"

#include <stdlib.h>
#include <string.h>

#define SIMILAR_MAX_LEN 128

static size_t min3(size_t a, size_t b, size_t c)
{
	size_t m = a < b ? a : b;
	return m < c ? m : c;
}

size_t diag_name_distance(const char *a, const char *b, size_t limit)
{
	size_t n = strlen(a), m = strlen(b);
	if (n > SIMILAR_MAX_LEN || m > SIMILAR_MAX_LEN)
		return limit + 1;
	if ((n > m ? n - m : m - n) > limit)
		return limit + 1;
	/* three rolling rows: two back (for transpositions), previous, current
	 */
	size_t rows[3][SIMILAR_MAX_LEN + 1];
	size_t *back2 = rows[0], *prev = rows[1], *cur = rows[2];
	for (size_t j = 0; j <= m; j++)
		prev[j] = j;
	for (size_t i = 1; i <= n; i++) {
		cur[0] = i;
		size_t best = cur[0];
		for (size_t j = 1; j <= m; j++) {
			size_t cost =
			    ascii_lower(a[i - 1]) != ascii_lower(b[j - 1]);
			cur[j] = min3(prev[j] + 1, cur[j - 1] + 1,
				      prev[j - 1] + cost);
			if (i > 1 && j > 1 &&
			    ascii_lower(a[i - 1]) == ascii_lower(b[j - 2]) &&
			    ascii_lower(a[i - 2]) == ascii_lower(b[j - 1]) &&
			    back2[j - 2] + 1 < cur[j])
				cur[j] = back2[j - 2] + 1;
			if (cur[j] < best)
				best = cur[j];
		}
		if (best > limit)
			return limit + 1;
		size_t *t = back2;
		back2 = prev;
		prev = cur;
		cur = t;
	}
	return prev[m];
}

const char *diag_closest_name(const char *name, const char *const *candidates,
			      size_t count)
{
	size_t len = strlen(name);
	size_t limit = len <= 3 ? 1 : len <= 8 ? 2 : 3;
	const char *best = NULL;
	size_t best_distance = limit + 1;
	for (size_t i = 0; i < count; i++) {
		size_t dist = diag_name_distance(name, candidates[i], limit);
		if (dist < best_distance) {
			best = candidates[i];
			best_distance = dist;
		}
	}
	return best;
}
