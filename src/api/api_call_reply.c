/* The response of plansql_call_json, put together from each result the
 * call made, written as plansql_result_json writes it (the SQL, its
 * parameters and metadata, an audited plan), each diagnostic with its
 * position in the request and "source", the document its pointer is
 * into. */
#include "api/api_call.h"

#include <string.h>

#include "api/api_internal.h"
#include "common/plansql_limits.h"

void api_reply_init(call_reply *r, const char *request, size_t len)
{
	memset(r, 0, sizeof *r);
	r->request = request;
	r->request_len = len;
}

plansql_result *api_reply_add(call_reply *r, plansql_result *result,
			      const char *source, const char *base,
			      bool members)
{
	if (!result || r->count == REPLY_PARTS) {
		r->out_of_memory = true;
		plansql_result_free(result);
		return NULL;
	}
	struct reply_part *p = &r->parts[r->count++];
	p->result = result;
	p->source = source;
	p->base = base ? (long)(base - r->request) : -1;
	p->members = members;
	return result;
}

bool api_reply_ok(const call_reply *r)
{
	for (size_t i = 0; i < r->count; i++)
		if (!plansql_result_ok(r->parts[i].result))
			return false;
	return true;
}

/* The diagnostic with its position moved from the part's text into the
 * request's (none when the part is not text of the request). */
static plansql_diagnostic in_request(const call_reply *r,
				     const struct reply_part *p,
				     const plansql_diagnostic *d)
{
	plansql_diagnostic moved = *d;
	moved.offset = -1;
	moved.line = moved.column = 0;
	if (p->base >= 0 && d->offset >= 0 &&
	    (size_t)(p->base + d->offset) <= r->request_len)
		diag_position(&moved, r->request,
			      (size_t)(p->base + d->offset));
	return moved;
}

static void write_diagnostics(json_writer *w, const call_reply *r)
{
	json_write_key(w, "diagnostics");
	json_write_begin_array(w);
	for (size_t i = 0; i < r->count; i++) {
		const struct reply_part *p = &r->parts[i];
		const plansql_result *result = p->result;
		for (size_t k = 0; k < plansql_result_diagnostic_count(result);
		     k++) {
			const plansql_diagnostic *d =
			    plansql_result_diagnostic(result, k);
			plansql_diagnostic moved = in_request(r, p, d);
			api_result_diagnostic_json(
			    w, &moved, d->in_patch ? "patch" : p->source);
		}
	}
	json_write_end_array(w);
}

static char *write_reply(call_reply *r, reply_extra_fn extra, void *context,
			 bool ok)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	json_write_init(&w, &sb, true);
	json_write_begin_object(&w);
	json_write_key(&w, "ok");
	json_write_bool(&w, ok);
	for (size_t i = 0; i < r->count; i++)
		if (r->parts[i].members)
			api_result_members_json(&w, r->parts[i].result);
	if (extra)
		extra(&w, context);
	write_diagnostics(&w, r);
	json_write_end_object(&w);
	return strbuf_finish(&sb);
}

char *api_reply_finish(call_reply *r, reply_extra_fn extra, void *context,
		       bool *ok)
{
	*ok = api_reply_ok(r);
	char *text = NULL;
	if (!r->out_of_memory)
		text = write_reply(r, extra, context, *ok);
	for (size_t i = 0; i < r->count; i++)
		plansql_result_free(r->parts[i].result);
	r->count = 0;
	return text;
}
