/* A deterministic corpus of hostile names and values for
 * tests/engines/check_hostile.c: quotes of every kind, backslashes, comment
 * openers, statement and batch separators, control and bidirectional
 * characters, invalid UTF-8, lengths around each dialect's identifier
 * limit, LIKE wildcards, reserved words, and combinations of these.
 * No random numbers: the same lists on every run. */
#ifndef PLANSQL_HOSTILE_H
#define PLANSQL_HOSTILE_H

#include <stddef.h>

/* A growable byte string; data is NUL-terminated after its len bytes. */
struct hbuf {
	char *data;
	size_t len, cap;
};

void hbuf_put(struct hbuf *b, const void *bytes, size_t len);
void hbuf_puts(struct hbuf *b, const char *text);
void hbuf_printf(struct hbuf *b, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
void hbuf_free(struct hbuf *b);

struct hostile {
	const char *family; /* what the entry is made of, for reports */
	char *text;	    /* the bytes a reader should see; may hold NUL */
	size_t len;
	/* When set, the body of the JSON string, written as it is in place
	 * of the escaped text: for what escaping cannot express (a lone
	 * \uD800, a raw control character).  json_error is the reading
	 * error it must cause, or NULL when it reads as text. */
	char *json;
	size_t json_len;
	const char *json_error;
};

struct hostile_list {
	struct hostile *items;
	size_t count, cap;
};

/* At least 300 entries each; names are never empty. */
void hostile_names(struct hostile_list *list);
void hostile_values(struct hostile_list *list);
void hostile_list_free(struct hostile_list *list);

/* Appends prefix, h and suffix as one JSON string, quotes included:
 * '"' and '\' escaped, control characters as \uXXXX, every other byte
 * (invalid UTF-8 too) copied as it is.  prefix and suffix may be "". */
void hbuf_json(struct hbuf *b, const char *prefix, const struct hostile *h,
	       const char *suffix);
/* The same for plain bytes. */
void hbuf_json_bytes(struct hbuf *b, const char *text, size_t len);

#endif
