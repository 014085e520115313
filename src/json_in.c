#include "json_in.h"

#include "jsonscan.h"
#include "limits.h"

/* The tree of the text, or NULL: JSON's null (then *null is set), or an
 * error added to d. */
static json_object *parse(const char *text, size_t len,
			  const struct json_limits *limits, diag_list *d,
			  bool *null)
{
	*null = false;
	arena scratch;
	arena_init(&scratch, PLANSQL_ARENA_LIMIT);
	size_t start;
	int rc = json_scan(text, len, limits, &start, d, &scratch);
	arena_free(&scratch);
	if (rc)
		return NULL;
	json_tokener *tok = json_tokener_new_ex(PLANSQL_MAX_DEPTH + 1);
	if (!tok) {
		d->out_of_memory = 1;
		return NULL;
	}
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
	const char *body = text + start;
	int body_len = (int)(len - start);
	json_object *root = json_tokener_parse_ex(tok, body, body_len);
	if (!root && json_tokener_get_error(tok) == json_tokener_continue)
		root = json_tokener_parse_ex(tok, "", 1); /* end of input */
	/* the scan accepted it, so only memory can fail here, unless the
	 * text is JSON's null, which json-c reads as no object */
	if (!root && json_tokener_get_error(tok) == json_tokener_success)
		*null = true;
	else if (!root)
		diag_error(
		    d, "invalid-json", "", "the JSON could not be read: %s",
		    json_tokener_error_desc(json_tokener_get_error(tok)));
	json_tokener_free(tok);
	return root;
}

json_object *json_in_parse(const char *text, size_t len,
			   const struct json_limits *limits, diag_list *d)
{
	bool null;
	json_object *root = parse(text, len, limits, d, &null);
	if (null)
		diag_error(d, "wrong-type", "",
			   "the document is null, not an object or an array");
	return root;
}

json_object *json_in_value(const char *text, size_t len,
			   const struct json_limits *limits, diag_list *d,
			   bool *null)
{
	return parse(text, len, limits, d, null);
}
