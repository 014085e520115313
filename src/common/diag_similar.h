/* Closeness of names, for "did you mean" hints. */
#ifndef PLANSQL_DIAG_SIMILAR_H
#define PLANSQL_DIAG_SIMILAR_H

#include <stddef.h>

/* Optimal-string-alignment distance between a and b, compared without
 * regard to ASCII case; returns limit + 1 as soon as it exceeds limit. */
size_t diag_name_distance(const char *a, const char *b, size_t limit);

/* The candidate closest to name within a distance that scales with the
 * name's length, or NULL; ties go to the earliest candidate. */
const char *diag_closest_name(const char *name, const char *const *candidates,
			      size_t count);

#endif
