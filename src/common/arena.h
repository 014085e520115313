/* Region allocation: everything of one operation is freed at once. */
#ifndef PLANSQL_ARENA_H
#define PLANSQL_ARENA_H

#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>

struct arena_block {
	struct arena_block *next;
	size_t size, used;
	alignas(max_align_t) unsigned char data[];
};

typedef struct arena {
	struct arena_block *head;
	struct arena_block *lent; /* the caller's first block, not freed */
	size_t total;		  /* bytes obtained from malloc so far */
	size_t limit; /* 0: unlimited; else allocations past it fail */
} arena;

void arena_init(arena *a, size_t limit);
/* The same, with a first block in the caller's memory (a stack buffer
 * aligned for max_align_t), so a small operation needs no malloc. */
void arena_init_lent(arena *a, size_t limit, void *buffer, size_t size);
/* The slow path of arena_alloc: a new block. */
void *arena_alloc_block(arena *a, size_t size);

/* Aligned for any type; NULL when out of memory or past the limit.
 * Inline: the readers and the lowering allocate small pieces often. */
static inline void *arena_alloc(arena *a, size_t size)
{
	const size_t align = alignof(max_align_t);
	struct arena_block *b = a->head;
	if (b && size - 1 < SIZE_MAX / 2) { /* 1 to SIZE_MAX / 2 bytes */
		size_t rounded = (size + align - 1) & ~(align - 1);
		if (b->size - b->used >= rounded) {
			void *p = b->data + b->used;
			b->used += rounded;
			return p;
		}
	}
	return arena_alloc_block(a, size);
}

/* Zero-filled array of n items of size bytes, overflow-checked. */
void *arena_calloc(arena *a, size_t n, size_t size);
/* Room for one more item in an array of count items (of size bytes)
 * that holds *cap: the array itself while it has room, else a copy
 * twice as large (the old one stays in the arena); NULL when out of
 * memory.  For lists that grow one item at a time. */
void *arena_more(arena *a, void *items, size_t count, size_t *cap, size_t size);
char *arena_strndup(arena *a, const char *s, size_t n);
char *arena_strdup(arena *a, const char *s);
void arena_free(arena *a);

#endif
