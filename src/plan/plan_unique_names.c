/* The rule for clashing output names (plan_names.h), kept linear in the
 * number of outputs: a hash of the names folded to ASCII lower case,
 * and beside each name the next number to try for a later output that
 * clashes with it, so a plan of hundreds of alike names costs no more
 * per output than one of distinct names. */
#include <stdint.h>
#include <string.h>

#include "plan/plan_names.h"
#include "common/strbuf.h"

struct unique_name_slot {
	const char *name; /* NULL: empty */
	uint32_t hash;
	int next; /* the number the next clash with this name tries first */
};

static uint32_t folded_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++) {
		h ^= (unsigned char)ascii_lower(*s);
		h *= 16777619u;
	}
	return h;
}

bool plan_unique_names_init(struct unique_names *u, arena *a, size_t expected)
{
	size_t cap = 16;
	while (cap < 2 * expected + 16)
		cap *= 2;
	*u = (struct unique_names){.a = a, .mask = cap - 1};
	u->slots = arena_calloc(a, cap, sizeof *u->slots);
	return u->slots != NULL;
}

/* The slot of name, or the empty one where it would go. */
static struct unique_name_slot *slot_of(const struct unique_names *u,
					const char *name, uint32_t hash)
{
	for (size_t i = hash & u->mask;; i = (i + 1) & u->mask) {
		struct unique_name_slot *s = &u->slots[i];
		if (!s->name ||
		    (s->hash == hash && ascii_equal_ci(s->name, name)))
			return s;
	}
}

/* name_N in buf, name cut (at a character boundary) so that the whole
 * fits PLAN_MADE_NAME_BYTES. */
static void numbered(char buf[PLAN_MADE_NAME_BYTES + 1], const char *name,
		     int n)
{
	char suffix[1 + DECIMAL_TEXT_BYTES] = "_";
	size_t suffix_len = 1 + strbuf_decimal_text(suffix + 1, n);
	size_t len = strlen(name);
	size_t room = PLAN_MADE_NAME_BYTES - suffix_len;
	if (len > room) {
		len = room;
		while (len > 0 && ((unsigned char)name[len] & 0xC0) == 0x80)
			len--; /* not inside a UTF-8 sequence */
	}
	memcpy(buf, name, len);
	memcpy(buf + len, suffix, suffix_len + 1);
}

static void put(struct unique_name_slot *s, const char *name, uint32_t hash)
{
	*s = (struct unique_name_slot){.name = name, .hash = hash, .next = 2};
}

const char *plan_unique_names_take(struct unique_names *u, const char *name)
{
	if (!name)
		return NULL;
	uint32_t hash = folded_hash(name);
	struct unique_name_slot *base = slot_of(u, name, hash);
	if (!base->name) {
		put(base, name, hash);
		return name;
	}
	char buf[PLAN_MADE_NAME_BYTES + 1];
	for (int n = base->next;; n++) {
		numbered(buf, name, n);
		uint32_t h = folded_hash(buf);
		struct unique_name_slot *s = slot_of(u, buf, h);
		if (s->name)
			continue;
		const char *made = arena_strdup(u->a, buf);
		if (made)
			put(s, made, h);
		base->next = n + 1;
		return made;
	}
}
