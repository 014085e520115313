#include "catalog/catalog_index.h"
#include "common/ascii.h"

#include <stdint.h>
#include <string.h>

#define AMBIGUOUS (-3)

struct slot {
	const char *name; /* NULL: empty */
	uint64_t hash;
	long value;
};

struct name_index {
	struct slot *exact, *folded;
	size_t mask; /* capacity - 1, a power of two minus one */
};

/* FNV-1a over the bytes, optionally ASCII-folded. */
static uint64_t hash_name(const char *s, int folded)
{
	uint64_t h = 1469598103934665603u;
	for (; *s; s++) {
		h ^= (unsigned char)(folded ? ascii_lower(*s) : *s);
		h *= 1099511628211u;
	}
	return h;
}

static int same_folded(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (ascii_lower(*a) != ascii_lower(*b))
			return 0;
	return *a == *b;
}

struct name_index *catalog_name_index_new(arena *a, size_t count)
{
	size_t cap = 16;
	while (cap < count * 2 + 1)
		cap *= 2;
	struct name_index *index = arena_alloc(a, sizeof *index);
	if (!index)
		return NULL;
	index->exact = arena_calloc(a, cap, sizeof *index->exact);
	index->folded = arena_calloc(a, cap, sizeof *index->folded);
	index->mask = cap - 1;
	return index->exact && index->folded ? index : NULL;
}

/* The slot holding name, or the empty slot where it belongs. */
static struct slot *probe(struct slot *slots, size_t mask, const char *name,
			  uint64_t hash, int folded)
{
	for (size_t i = hash & mask;; i = (i + 1) & mask) {
		struct slot *s = &slots[i];
		if (!s->name)
			return s;
		if (s->hash == hash && (folded ? same_folded(s->name, name)
					       : !strcmp(s->name, name)))
			return s;
	}
}

long catalog_name_index_add(struct name_index *index, const char *name,
			    long value)
{
	uint64_t h = hash_name(name, 0);
	struct slot *s = probe(index->exact, index->mask, name, h, 0);
	if (s->name)
		return s->value;
	*s = (struct slot){name, h, value};
	h = hash_name(name, 1);
	s = probe(index->folded, index->mask, name, h, 1);
	if (s->name)
		s->value = AMBIGUOUS;
	else
		*s = (struct slot){name, h, value};
	return -1;
}

void catalog_name_index_set(struct name_index *index, const char *name,
			    long value)
{
	struct slot *s =
	    probe(index->exact, index->mask, name, hash_name(name, 0), 0);
	if (!s->name)
		return;
	s->value = value;
	s = probe(index->folded, index->mask, name, hash_name(name, 1), 1);
	if (s->name && s->value != AMBIGUOUS && !strcmp(s->name, name))
		s->value = value;
}

long catalog_name_index_find(const struct name_index *index, const char *name)
{
	uint64_t h = hash_name(name, 0);
	const struct slot *s = probe(index->exact, index->mask, name, h, 0);
	if (s->name)
		return s->value;
	h = hash_name(name, 1);
	s = probe(index->folded, index->mask, name, h, 1);
	return s->name && s->value != AMBIGUOUS ? s->value : -1;
}

long catalog_name_index_find_exact(const struct name_index *index,
				   const char *name)
{
	const struct slot *s =
	    probe(index->exact, index->mask, name, hash_name(name, 0), 0);
	return s->name ? s->value : -1;
}
