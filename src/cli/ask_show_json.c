/* plansql ask --show-prompt --format json: what would be sent, exactly,
 * for programs that measure or inspect it (the benchmarks count its
 * tokens): the tables chosen and the first request's path and JSON
 * body, as ask_loop would post them (llamacpp: the /apply-template
 * request; the /completion body needs the server's rendering).  Nothing
 * is sent. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask_cli.h"

/* The body is written by the same function the request uses, then
 * embedded as JSON (not as a string), so a reader gets it as sent. */
static bool request_json(plansql_json *w, const struct ask_run *run)
{
	const struct ask_settings *s = run->settings;
	strbuf body;
	strbuf_init(&body, NULL, 0, SIZE_MAX / 2);
	const char *path = ask_round_request(s, &run->outcome.prompt, &body);
	char *text = strbuf_finish(&body);
	bool ok = text != NULL;
	if (ok) {
		plansql_json_begin_object(w);
		plansql_json_string_member(w, "path", path);
		plansql_json_key(w, "body");
		plansql_json_text(w, text, strlen(text));
		plansql_json_end_object(w);
	}
	free(text);
	return ok;
}

bool ask_report_prompt_json(const struct ask_run *run)
{
	plansql_str *out = plansql_str_new(0);
	plansql_json *w = plansql_json_new(out, PLANSQL_JSON_PRETTY);
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "question", run->args->question);
	plansql_json_string_member(w, "api", ask_api_name(run->settings->api));
	plansql_json_string_member(w, "tier",
				   ask_tier_name(run->settings->tier));
	plansql_json_string_member(
	    w, "samples", ask_samples_name(run->settings->describe.samples));
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
