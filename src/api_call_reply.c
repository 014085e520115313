/* The response of plansql_call_json, put together from plansql_result_json
 * of each result the call made: whatever members that JSON has (the
 * SQL, its parameters and metadata, an audited plan) come through as
 * they are, and each diagnostic gains "source", the document its
 * pointer is into. */
#include "api_call.h"

#include <string.h>

#include "api_internal.h"
#include "json_read.h"
#include "json_scan.h"
#include "limits.h"

/* Our own output read back: as large as the writer may make it. */
static const struct json_limits result_limits = {PLANSQL_MAX_JSON_BYTES,
						 PLANSQL_MAX_CATALOG_LIST};

void reply_init(call_reply *r, const char *request, size_t len)
{
	memset(r, 0, sizeof *r);
	r->request = request;
	r->request_len = len;
}

plansql_result *reply_add(call_reply *r, plansql_result *result,
			  const char *source, const char *base, bool members)
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

bool reply_ok(const call_reply *r)
{
	for (size_t i = 0; i < r->count; i++)
		if (!plansql_result_ok(r->parts[i].result))
			return false;
	return true;
}

/* A part's JSON as a tree, NULL when out of memory. */
static const jvalue *part_tree(const struct reply_part *p, arena *a)
{
	char *text = plansql_result_json(p->result);
	if (!text)
		return NULL;
	diag_list scratch;
	diag_init(&scratch, a);
	const jvalue *tree = json_scan_document(text, strlen(text),
						&result_limits, &scratch, a, a);
	jvalue *copy = tree ? jv_copy(a, tree) : NULL;
	plansql_free(text);
	return copy;
}

static void write_members(json_writer *w, const jvalue *tree)
{
	for (size_t i = 0; i < jv_length(tree); i++) {
		const jmember *m = jv_member_at(tree, i);
		if (jv_key_is(m->key, "diagnostics"))
			continue;
		jw_key(w, m->key);
		jw_value(w, &m->value);
	}
}

/* A position in the part's text made a position in the request. */
static void write_position(json_writer *w, const call_reply *r,
			   const struct reply_part *p, const jvalue *offset)
{
	plansql_diagnostic at;
	long in_part = (long)offset->as.integer;
	if (p->base < 0 || in_part < 0 ||
	    (size_t)(p->base + in_part) > r->request_len)
		return;
	diag_position(&at, r->request, (size_t)(p->base + in_part));
	jw_key(w, "offset");
	jw_int(w, at.offset);
	jw_key(w, "line");
	jw_int(w, at.line);
	jw_key(w, "column");
	jw_int(w, at.column);
}

static void write_diagnostic(json_writer *w, const call_reply *r,
			     const struct reply_part *p, const jvalue *d)
{
	const jvalue *in = jv_get(d, "in");
	bool in_patch = in && !strcmp(jv_string(in), "patch");
	jw_begin_object(w);
	for (size_t i = 0; i < jv_length(d); i++) {
		const jmember *m = jv_member_at(d, i);
		if (jv_key_is(m->key, "line") || jv_key_is(m->key, "column"))
			continue;
		if (jv_key_is(m->key, "offset")) {
			write_position(w, r, p, &m->value);
			continue;
		}
		jw_key(w, m->key);
		jw_value(w, &m->value);
	}
	jw_member_string(w, "source", in_patch ? "patch" : p->source);
	jw_end_object(w);
}

static void write_diagnostics(json_writer *w, const call_reply *r,
			      const jvalue *const *trees)
{
	jw_key(w, "diagnostics");
	jw_begin_array(w);
	for (size_t i = 0; i < r->count; i++) {
		const jvalue *list = jv_get(trees[i], "diagnostics");
		for (size_t j = 0; j < jv_length(list); j++)
			write_diagnostic(w, r, &r->parts[i], jv_item(list, j));
	}
	jw_end_array(w);
}

static char *write_reply(call_reply *r, reply_extra_fn extra, void *context,
			 bool ok, arena *a)
{
	const jvalue *trees[REPLY_PARTS];
	for (size_t i = 0; i < r->count; i++)
		if (!(trees[i] = part_tree(&r->parts[i], a)))
			return NULL;
	strbuf sb;
	strbuf_init(&sb, NULL, 0, PLANSQL_MAX_JSON_BYTES);
	json_writer w;
	jw_init(&w, &sb, true);
	jw_begin_object(&w);
	jw_key(&w, "ok");
	jw_bool(&w, ok);
	for (size_t i = 0; i < r->count; i++)
		if (r->parts[i].members)
			write_members(&w, trees[i]);
	if (extra)
		extra(&w, context);
	write_diagnostics(&w, r, trees);
	jw_end_object(&w);
	return strbuf_finish(&sb);
}

char *reply_finish(call_reply *r, reply_extra_fn extra, void *context, bool *ok)
{
	*ok = reply_ok(r);
	char *text = NULL;
	if (!r->out_of_memory) {
		arena a;
		arena_init(&a, PLANSQL_ARENA_LIMIT);
		text = write_reply(r, extra, context, *ok, &a);
		arena_free(&a);
	}
	for (size_t i = 0; i < r->count; i++)
		plansql_result_free(r->parts[i].result);
	r->count = 0;
	return text;
}
