/* A hash index from names to small integers, for catalog lookups that
 * stay flat as catalogs grow.  Names are compared byte for byte; a second
 * table, keyed by the ASCII-folded name, answers case-insensitive lookups
 * and remembers when two names fold to the same key. */
#ifndef PLANSQL_CATALOG_INDEX_H
#define PLANSQL_CATALOG_INDEX_H

#include <stddef.h>

#include "common/arena.h"

struct name_index;

/* An index able to hold count names, allocated in a. */
struct name_index *catalog_name_index_new(arena *a, size_t count);
/* Adds name -> value; returns the value already there for an exact
 * duplicate, else -1.  The index never holds more than the count it was
 * made for. */
long catalog_name_index_add(struct name_index *index, const char *name,
			    long value);
/* Replaces the value of name, added before, in both tables (the folded
 * one only when it is name's own entry). */
void catalog_name_index_set(struct name_index *index, const char *name,
			    long value);
/* Exact match first, then a unique case-insensitive match; -1 if none. */
long catalog_name_index_find(const struct name_index *index, const char *name);
/* The exact match only (for names already folded); -1 if none. */
long catalog_name_index_find_exact(const struct name_index *index,
				   const char *name);

#endif
