/* plansql ask --show-prompt --format json: what would be sent, exactly,
 * for programs that measure or inspect it (the benchmarks count its
 * tokens): the tables chosen and the first request's path and JSON
 * body, as ask_loop would post them (llamacpp: the /apply-template
 * request; the /completion body needs the server's rendering).  Nothing
 * is sent. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "ask_cli.h"
#include "json/json_write.h"

/* The body is written by the same function the request uses, then
 * embedded as JSON (not as a string), so a reader gets it as sent. */
static bool request_json(json_writer *w, const struct ask_run *run)
{
	const struct ask_settings *s = run->settings;
	strbuf body;
	strbuf_init(&body, NULL, 0, SIZE_MAX / 2);
	const char *path = ask_round_request(s, &run->outcome.prompt, &body);
	char *text = strbuf_finish(&body);
	bool ok = text != NULL;
	if (ok) {
		jw_begin_object(w);
		jw_member_string(w, "path", path);
		jw_key(w, "body");
		jw_json(w, text);
		jw_end_object(w);
	}
	free(text);
	return ok;
}

bool ask_report_prompt_json(const struct ask_run *run)
{
	strbuf out;
	strbuf_init(&out, NULL, 0, SIZE_MAX / 2);
	json_writer w;
	jw_init(&w, &out, true);
	jw_begin_object(&w);
	jw_member_string(&w, "question", run->args->question);
	jw_member_string(&w, "api", ask_api_name(run->settings->api));
	jw_member_string(&w, "tier", ask_tier_name(run->settings->tier));
	jw_member_string(&w, "samples",
			 ask_samples_name(run->settings->describe.samples));
	jw_key(&w, "tables");
	ask_json_tables(&w, run);
	jw_key(&w, "request");
	bool ok = request_json(&w, run);
	jw_end_object(&w);
	char *text = strbuf_finish(&out);
	ok = ok && text && write_output_line(NULL, text);
	if (!ok)
		fprintf(stderr, "plansql ask: out of memory\n");
	free(text);
	return ok;
}
