/* plansql_call_json: one JSON request in, one JSON response out.  The
 * request is read here (api_call_json.c); the response is put together
 * from the results of the calls the request makes (api_call_reply.c). */
#ifndef PLANSQL_API_CALL_H
#define PLANSQL_API_CALL_H

#include <stdbool.h>
#include <stddef.h>

#include "json/json_write.h"
#include "plansql.h"

#define REPLY_PARTS 8

/* One result the response reports: its diagnostics, each marked with
 * source (whose text its pointer is into), and, when members is set, its
 * other members ("sql", "parameters", "plan", ...). */
struct reply_part {
	plansql_result *result; /* owned by the reply */
	const char *source;
	long base; /* where the source's text starts in the request, or -1 */
	bool members;
};

typedef struct call_reply {
	const char *request;
	size_t request_len;
	struct reply_part parts[REPLY_PARTS];
	size_t count;
	bool out_of_memory;
} call_reply;

void api_reply_init(call_reply *r, const char *request, size_t len);
/* Adds result (NULL: out of memory) as a part; base is where the text
 * the result read starts in the request (NULL: no text of the request).
 * Returns result. */
plansql_result *api_reply_add(call_reply *r, plansql_result *result,
			      const char *source, const char *base,
			      bool members);
/* Whether no part has an error so far. */
bool api_reply_ok(const call_reply *r);

/* Writes what the call made besides its results' members. */
typedef void (*reply_extra_fn)(json_writer *w, void *context);

/* The response: "ok", the members of the parts that have them, what
 * extra writes, then every part's diagnostics.  Frees the parts; NULL
 * when out of memory. */
char *api_reply_finish(call_reply *r, reply_extra_fn extra, void *context,
		       bool *ok);

#endif
