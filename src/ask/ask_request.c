/* llm_request: the HTTP request body of one API (ask.h).  Every body is
 * written through the JSON writer; the constraint's schema is parsed and
 * written back as a value, so a schema text that is not JSON cannot
 * break the body. */
#include "ask/ask.h"

#include <math.h>
#include <stdio.h>

#include "json/json_scan.h"
#include "json/json_write.h"

static const char *const paths[] = {
    [ASK_API_OPENAI] = "/chat/completions",
    [ASK_API_OLLAMA] = "/api/chat",
    [ASK_API_LLAMACPP] = "/apply-template",
};

const char *ask_request_path(enum ask_api api)
{
	return (size_t)api < sizeof paths / sizeof *paths ? paths[api] : NULL;
}

/* A schema's size bound: the strict schemas are tens of kilobytes. */
static const struct json_limits schema_limits = {.max_bytes = 4u << 20,
						 .max_list = 100000};

/* The temperature with two decimals, written by hand: printf's %g would
 * follow the locale's decimal separator. */
static void write_temperature(json_writer *w, double t)
{
	char text[32];
	long hundredths = (long)(t * 100 + 0.5); /* t is in [0, 100] */
	snprintf(text, sizeof text, "%ld.%02ld", hundredths / 100,
		 hundredths % 100);
	json_write_number_text(w, text);
}

static void write_messages(json_writer *w, const struct ask_messages *m)
{
	json_write_key(w, "messages");
	json_write_begin_array(w);
	for (size_t i = 0; i < m->count; i++) {
		json_write_begin_object(w);
		json_write_member_string(w, "role", m->items[i].role);
		json_write_member_string(w, "content", m->items[i].content);
		json_write_end_object(w);
	}
	json_write_end_array(w);
}

static bool temperature_given(const struct ask_model_options *o)
{
	return o->temperature >= 0 && isfinite(o->temperature) &&
	       o->temperature <= 100;
}

static void write_openai(json_writer *w, const struct ask_model_options *o,
			 const jvalue *schema)
{
	if (temperature_given(o)) {
		json_write_key(w, "temperature");
		write_temperature(w, o->temperature);
	}
	if (o->choices > 1) {
		json_write_key(w, "n");
		json_write_int(w, o->choices);
	}
	if (o->max_tokens >= 0) {
		json_write_key(w, "max_tokens");
		json_write_int(w, o->max_tokens);
	}
	if (!schema)
		return;
	json_write_key(w, "response_format");
	json_write_begin_object(w);
	json_write_member_string(w, "type", "json_schema");
	json_write_key(w, "json_schema");
	json_write_begin_object(w);
	json_write_member_string(w, "name", "plan");
	json_write_key(w, "strict");
	json_write_bool(w, true);
	json_write_key(w, "schema");
	json_write_value(w, schema);
	json_write_end_object(w);
	json_write_end_object(w);
}

static void write_ollama(json_writer *w, const struct ask_model_options *o,
			 const jvalue *schema)
{
	json_write_key(w, "stream");
	json_write_bool(w, false);
	if (schema) {
		json_write_key(w, "format");
		json_write_value(w, schema);
	}
	json_write_key(w, "options");
	json_write_begin_object(w);
	if (temperature_given(o)) {
		json_write_key(w, "temperature");
		write_temperature(w, o->temperature);
	}
	if (o->max_tokens >= 0) {
		json_write_key(w, "num_predict");
		json_write_int(w, o->max_tokens);
	}
	if (o->context_tokens > 0) {
		json_write_key(w, "num_ctx");
		json_write_int(w, o->context_tokens);
	}
	json_write_end_object(w);
}

bool ask_request_body(enum ask_api api, const struct ask_model_options *opts,
		      const struct ask_messages *messages,
		      const char *constraint, strbuf *out)
{
	arena *a = messages->arena;
	const jvalue *schema = NULL;
	if (constraint && api != ASK_API_LLAMACPP) {
		diag_list ignored;
		diag_init(&ignored, a);
		schema = json_scan_document(constraint, strlen(constraint),
					    &schema_limits, &ignored, a, a);
		if (!schema)
			return false;
	}
	json_writer w;
	json_write_init(&w, out, false);
	json_write_begin_object(&w);
	if (api != ASK_API_LLAMACPP)
		json_write_member_string(&w, "model", opts->model);
	write_messages(&w, messages);
	if (api == ASK_API_OPENAI)
		write_openai(&w, opts, schema);
	else if (api == ASK_API_OLLAMA)
		write_ollama(&w, opts, schema);
	json_write_end_object(&w);
	return !out->error;
}

bool ask_request_completion_body(const struct ask_model_options *opts,
				 const char *prompt, const char *grammar,
				 strbuf *out)
{
	json_writer w;
	json_write_init(&w, out, false);
	json_write_begin_object(&w);
	json_write_member_string(&w, "prompt", prompt);
	if (opts->max_tokens >= 0) {
		json_write_key(&w, "n_predict");
		json_write_int(&w, opts->max_tokens);
	}
	if (temperature_given(opts)) {
		json_write_key(&w, "temperature");
		write_temperature(&w, opts->temperature);
	}
	json_write_member_string(&w, "grammar", grammar);
	json_write_key(&w, "stream");
	json_write_bool(&w, false);
	json_write_end_object(&w);
	return !out->error;
}
