/* Region allocation: everything of one operation is freed at once. */
#ifndef PLANSQL_ARENA_H
#define PLANSQL_ARENA_H

#include <stddef.h>

struct arena_block;

typedef struct arena {
	struct arena_block *head;
	size_t total; /* bytes obtained from malloc so far */
	size_t limit; /* 0: unlimited; else allocations past it fail */
} arena;

void arena_init(arena *a, size_t limit);
/* Aligned for any type; NULL when out of memory or past the limit. */
void *arena_alloc(arena *a, size_t size);
/* Zero-filled array of n items of size bytes, overflow-checked. */
void *arena_calloc(arena *a, size_t n, size_t size);
char *arena_strndup(arena *a, const char *s, size_t n);
char *arena_strdup(arena *a, const char *s);
void arena_free(arena *a);

#endif
