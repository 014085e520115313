/* llm_reply: a model server's reply body -> the model's text(s), why
 * each ended, a refusal and the token counts; then the JSON object
 * inside a text (ask.h).  Nothing from the reply reaches a diagnostic
 * but through %N (quoted, escaped, bounded). */
#include "ask/ask.h"

#include "json/json_scan.h"

/* A reply carries a plan or K of them: generous, but bounded. */
static const struct json_limits reply_limits = {.max_bytes = 64u << 20,
						.max_list = 100000};

static const char *const api_shapes[] = {
    [ASK_API_OPENAI] = "{\"choices\": [{\"message\": {\"content\": ...}}]}",
    [ASK_API_OLLAMA] = "{\"message\": {\"content\": ...}, \"done\": true}",
    [ASK_API_LLAMACPP] = "{\"content\": ...}",
};

static bool not_the_shape(enum ask_api api, diag_list *d, const char *what)
{
	plansql_diagnostic *diag =
	    diag_error(d, "llm-reply", "", "the %s server's reply %s",
		       ask_api_name(api), what);
	diag_hint(d, diag,
		  "the server must answer %s; check the API it speaks and "
		  "that the model server's URL is the API's base URL",
		  api_shapes[api]);
	return false;
}

static enum ask_finish finish_of(const char *reason)
{
	if (strcmp(reason, "stop") == 0 || strcmp(reason, "eos") == 0 ||
	    strcmp(reason, "word") == 0)
		return ASK_FINISH_STOP;
	if (strcmp(reason, "length") == 0 || strcmp(reason, "limit") == 0)
		return ASK_FINISH_LENGTH;
	return ASK_FINISH_OTHER;
}

static long count_of(const jvalue *v)
{
	return json_value_is(v, JV_INT) && jv_int64(v) >= 0 ? (long)jv_int64(v)
							    : -1;
}

static struct ask_choice *new_choices(arena *a, size_t count)
{
	struct ask_choice *c = arena_alloc(a, count * sizeof *c);
	for (size_t i = 0; c && i < count; i++)
		c[i] =
		    (struct ask_choice){.text = "", .finish = ASK_FINISH_OTHER};
	return c;
}

/* A text member: a string, or absent/null (no text). */
static bool take_text(const jvalue *v, struct ask_choice *c)
{
	if (json_value_is(v, JV_STRING)) {
		c->text = json_value_string(v);
		c->len = json_value_string_len(v);
		return true;
	}
	return json_value_type(v) == JV_NULL;
}

static bool read_openai(const jvalue *root, arena *a, struct ask_reply *out,
			diag_list *d)
{
	const jvalue *choices = json_value_get(root, "choices");
	if (!json_value_is(choices, JV_ARRAY) || choices->count == 0)
		return not_the_shape(ASK_API_OPENAI, d, "has no choices");
	out->count = choices->count;
	out->choices = new_choices(a, out->count);
	if (!out->choices)
		return false;
	for (size_t i = 0; i < out->count; i++) {
		const jvalue *message =
		    json_value_get(json_value_item(choices, i), "message");
		struct ask_choice *c = &out->choices[i];
		if (!json_value_is(message, JV_OBJECT) ||
		    !take_text(json_value_get(message, "content"), c))
			return not_the_shape(ASK_API_OPENAI, d,
					     "has a choice without a message");
		const jvalue *refusal = json_value_get(message, "refusal");
		if (json_value_is(refusal, JV_STRING))
			c->refusal = json_value_string(refusal);
		c->finish = finish_of(json_value_string(json_value_get(
		    json_value_item(choices, i), "finish_reason")));
	}
	const jvalue *usage = json_value_get(root, "usage");
	out->prompt_tokens = count_of(json_value_get(usage, "prompt_tokens"));
	out->completion_tokens =
	    count_of(json_value_get(usage, "completion_tokens"));
	return true;
}

static bool read_ollama(const jvalue *root, arena *a, struct ask_reply *out,
			diag_list *d)
{
	const jvalue *message = json_value_get(root, "message");
	out->choices = new_choices(a, 1);
	if (!out->choices)
		return false;
	out->count = 1;
	if (!json_value_is(message, JV_OBJECT) ||
	    !json_value_is(json_value_get(message, "content"), JV_STRING))
		return not_the_shape(ASK_API_OLLAMA, d, "has no message");
	take_text(json_value_get(message, "content"), out->choices);
	const jvalue *reason = json_value_get(root, "done_reason");
	out->choices->finish = json_value_is(reason, JV_STRING)
				   ? finish_of(json_value_string(reason))
			       : json_value_bool(json_value_get(root, "done"))
				   ? ASK_FINISH_STOP
				   : ASK_FINISH_OTHER;
	out->prompt_tokens =
	    count_of(json_value_get(root, "prompt_eval_count"));
	out->completion_tokens = count_of(json_value_get(root, "eval_count"));
	return true;
}

static bool read_llamacpp(const jvalue *root, arena *a, struct ask_reply *out,
			  diag_list *d)
{
	out->choices = new_choices(a, 1);
	if (!out->choices)
		return false;
	out->count = 1;
	if (!json_value_is(json_value_get(root, "content"), JV_STRING))
		return not_the_shape(ASK_API_LLAMACPP, d, "has no content");
	take_text(json_value_get(root, "content"), out->choices);
	const jvalue *stop_type = json_value_get(root, "stop_type");
	if (json_value_is(stop_type, JV_STRING))
		out->choices->finish = finish_of(json_value_string(stop_type));
	else if (json_value_bool(json_value_get(root, "truncated")))
		out->choices->finish = ASK_FINISH_LENGTH;
	else if (json_value_bool(json_value_get(root, "stop")))
		out->choices->finish = ASK_FINISH_STOP;
	out->prompt_tokens = count_of(json_value_get(root, "tokens_evaluated"));
	out->completion_tokens =
	    count_of(json_value_get(root, "tokens_predicted"));
	return true;
}

static const jvalue *scan_reply(enum ask_api api, const char *body, size_t len,
				arena *a, diag_list *d)
{
	diag_list scan;
	diag_init(&scan, a);
	const jvalue *root =
	    json_scan_document(body, len, &reply_limits, &scan, a, a);
	if (!root) {
		not_the_shape(api, d, "is not JSON");
		return NULL;
	}
	if (!json_value_is(root, JV_OBJECT)) {
		not_the_shape(api, d, "is not a JSON object");
		return NULL;
	}
	return root;
}

bool ask_reply_read(enum ask_api api, const char *body, size_t len, arena *a,
		    struct ask_reply *out, diag_list *d)
{
	*out = (struct ask_reply){.prompt_tokens = -1, .completion_tokens = -1};
	if ((size_t)api >= sizeof api_shapes / sizeof *api_shapes)
		return false;
	const jvalue *root = scan_reply(api, body, len, a, d);
	if (!root)
		return false;
	if (api == ASK_API_OPENAI)
		return read_openai(root, a, out, d);
	if (api == ASK_API_OLLAMA)
		return read_ollama(root, a, out, d);
	return read_llamacpp(root, a, out, d);
}

bool ask_reply_template(const char *body, size_t len, arena *a,
			const char **prompt, diag_list *d)
{
	const jvalue *root = scan_reply(ASK_API_LLAMACPP, body, len, a, d);
	if (!root)
		return false;
	const jvalue *p = json_value_get(root, "prompt");
	if (!json_value_is(p, JV_STRING)) {
		plansql_diagnostic *diag =
		    diag_error(d, "llm-reply", "",
			       "the llamacpp server's /apply-template reply "
			       "has no prompt");
		diag_hint(
		    d, diag,
		    "the server must answer {\"prompt\": ...}: llama.cpp's "
		    "server has /apply-template since early 2025");
		return false;
	}
	*prompt = json_value_string(p);
	return true;
}

/* ---- the JSON object in a text ---- */

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The end (one past the closing brace) of the balanced object starting
 * at text[at] == '{', or 0 when it never closes. */
static size_t object_end(const char *text, size_t len, size_t at)
{
	size_t depth = 0;
	bool in_string = false;
	for (size_t i = at; i < len; i++) {
		char c = text[i];
		if (in_string) {
			if (c == '\\')
				i++;
			else if (c == '"')
				in_string = false;
		} else if (c == '"') {
			in_string = true;
		} else if (c == '{') {
			depth++;
		} else if (c == '}' && --depth == 0) {
			return i + 1;
		}
	}
	return 0;
}

/* The first balanced object in text[from, to).  An opening brace that
 * never closes ends the search: what follows is inside it, and an inner
 * object of a cut-off answer is not the answer. */
static bool first_object(const char *text, size_t from, size_t to,
			 size_t *start, size_t *json_len)
{
	const char *open = memchr(text + from, '{', to - from);
	if (!open)
		return false;
	size_t at = (size_t)(open - text);
	size_t end = object_end(text, to, at);
	if (!end)
		return false;
	*start = at;
	*json_len = end - at;
	return true;
}

static const char *find(const char *text, size_t len, size_t from,
			const char *needle)
{
	size_t n = strlen(needle);
	for (size_t i = from; i + n <= len; i++)
		if (memcmp(text + i, needle, n) == 0)
			return text + i;
	return NULL;
}

/* The object inside the first fenced block that holds one. */
static bool fenced_object(const char *text, size_t len, size_t *start,
			  size_t *json_len)
{
	size_t from = 0;
	const char *open;
	while ((open = find(text, len, from, "```"))) {
		size_t body = (size_t)(open - text) + 3;
		while (body < len && text[body] != '\n')
			body++; /* the info string: json, JSON or nothing */
		const char *close = find(text, len, body, "```");
		size_t body_end = close ? (size_t)(close - text) : len;
		if (first_object(text, body, body_end, start, json_len))
			return true;
		if (!close)
			return false;
		from = body_end + 3;
	}
	return false;
}

bool ask_reply_json(const char *text, size_t len, size_t *start,
		    size_t *json_len)
{
	size_t a = 0, b = len;
	while (a < b && is_space(text[a]))
		a++;
	while (b > a && is_space(text[b - 1]))
		b--;
	if (a < b && text[a] == '{' && object_end(text, b, a) == b) {
		*start = a;
		*json_len = b - a;
		return true;
	}
	return fenced_object(text, len, start, json_len) ||
	       first_object(text, 0, len, start, json_len);
}

bool ask_reply_choice_json(const struct ask_choice *choice, size_t index,
			   const char **json, size_t *json_len, diag_list *d)
{
	plansql_diagnostic *diag;
	if (choice->refusal) {
		diag = diag_error(d, "llm-refusal", "",
				  "the model refused answer %zu: %N", index + 1,
				  choice->refusal);
		diag_hint(d, diag,
			  "rephrase the question as a question about the "
			  "database's data");
		return false;
	}
	if (choice->finish == ASK_FINISH_LENGTH) {
		diag = diag_error(d, "llm-cut-off", "",
				  "answer %zu was cut off by the token limit "
				  "after %zu bytes",
				  index + 1, choice->len);
		diag_hint(d, diag,
			  "raise the token limit, or ask with a smaller tier");
		return false;
	}
	size_t start;
	if (!ask_reply_json(choice->text, choice->len, &start, json_len)) {
		diag = diag_error(d, "llm-no-json", "",
				  "answer %zu holds no JSON object: %N",
				  index + 1, choice->text);
		diag_hint(d, diag,
			  "the model must answer with the plan as one JSON "
			  "object; a server that ignores the schema or grammar "
			  "needs a model that follows instructions");
		return false;
	}
	*json = choice->text + start;
	return true;
}
