/* plansql ask --show-prompt --format json: what would be sent, exactly,
 * for programs that measure or inspect it (the benchmarks count its
 * tokens): the tables chosen and the first request's path and JSON
 * body, as plansql_ask would post them (llamacpp: the /apply-template
 * request; the /completion body needs the server's rendering).  Nothing
 * is sent. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask_cli.h"

/* The body is the conversation's first request, embedded as JSON (not
 * as a string), so a reader gets it as sent. */
static bool request_json(plansql_json *w, const struct ask_run *run)
{
	const char *path, *body;
	size_t len;
	if (!plansql_ask_request(run->conversation, &path, &body, &len))
		return false;
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "path", path);
	plansql_json_key(w, "body");
	plansql_json_text(w, body, len);
	plansql_json_end_object(w);
	return true;
}

bool ask_report_prompt_json(const struct ask_run *run)
{
	plansql_str *out = plansql_str_new(0);
	plansql_json *w = plansql_json_new(out, PLANSQL_JSON_PRETTY);
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "question", run->args->question);
	plansql_json_string_member(w, "api",
				   plansql_ask_api_name(run->options->api));
	plansql_json_string_member(w, "tier",
				   plansql_ask_tier_name(run->options->tier));
	plansql_json_string_member(
	    w, "samples", plansql_ask_samples_name(run->options->samples));
	plansql_json_key(w, "tables");
	ask_json_tables(w, run);
	plansql_json_key(w, "request");
	bool ok = request_json(w, run);
	plansql_json_end_object(w);
	plansql_json_free(w);
	char *text = plansql_str_finish(out);
	ok = ok && text && write_output_line(NULL, text);
	if (!ok)
		fprintf(stderr, "plansql ask: out of memory\n");
	free(text);
	return ok;
}
