#include "common/arena.h"

#include <stdalign.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Blocks grow geometrically so a big plan needs few mallocs, and a small
 * one fits in the first block. */
#define ARENA_FIRST_BLOCK 4096
#define ARENA_MAX_BLOCK	  (1u << 20)

void arena_init(arena *a, size_t limit)
{
	a->head = a->lent = NULL;
	a->total = 0;
	a->limit = limit;
}

void arena_init_lent(arena *a, size_t limit, void *buffer, size_t size)
{
	arena_init(a, limit);
	if (size <= sizeof(struct arena_block))
		return;
	struct arena_block *b = buffer;
	b->next = NULL;
	b->size = size - sizeof *b;
	b->used = 0;
	a->head = a->lent = b;
}

static size_t round_up(size_t n)
{
	size_t align = alignof(max_align_t);
	return (n + align - 1) & ~(align - 1);
}

static struct arena_block *arena_grow(arena *a, size_t need)
{
	size_t size = a->head ? a->head->size * 2 : ARENA_FIRST_BLOCK;
	if (size > ARENA_MAX_BLOCK)
		size = ARENA_MAX_BLOCK;
	if (size < need)
		size = need;
	if (a->limit && (a->total > a->limit || size > a->limit - a->total))
		return NULL;
	struct arena_block *b = malloc(sizeof *b + size);
	if (!b)
		return NULL;
	b->next = a->head;
	b->size = size;
	b->used = 0;
	a->head = b;
	a->total += size;
	return b;
}

void *arena_alloc_block(arena *a, size_t size)
{
	if (size > SIZE_MAX / 2)
		return NULL;
	size = round_up(size ? size : 1);
	struct arena_block *b = a->head;
	if (!b || b->size - b->used < size) {
		b = arena_grow(a, size);
		if (!b)
			return NULL;
	}
	void *p = b->data + b->used;
	b->used += size;
	return p;
}

void *arena_calloc(arena *a, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / 2 / size)
		return NULL;
	void *p = arena_alloc(a, n * size);
	if (p)
		memset(p, 0, n * size);
	return p;
}

void *arena_more(arena *a, void *items, size_t count, size_t *cap, size_t size)
{
	if (count < *cap)
		return items;
	size_t more = *cap ? *cap * 2 : 8;
	void *bigger = arena_calloc(a, more, size);
	if (!bigger)
		return NULL;
	if (count)
		memcpy(bigger, items, count * size);
	*cap = more;
	return bigger;
}

char *arena_strndup(arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	if (p) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

char *arena_strdup(arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

void arena_free(arena *a)
{
	struct arena_block *b = a->head;
	while (b) {
		struct arena_block *next = b->next;
		if (b != a->lent)
			free(b);
		b = next;
	}
	a->head = a->lent = NULL;
	a->total = 0;
}
