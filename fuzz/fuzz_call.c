/* plansql_call_json on any bytes: the response is always a JSON object
 * (read here by json-c, independently of plansql's reader) whose "ok" is
 * a boolean, true exactly when no diagnostic is an error, and every
 * diagnostic names its source.  Requests naming a "database" are left
 * out: the fuzzer is not to open files or connect to servers. */
#define _GNU_SOURCE /* memmem */
#include <json-c/json.h>
#include <stdbool.h>
#include <string.h>

#include "fuzz_common.h"

static bool names_a_database(const uint8_t *data, size_t size)
{
	json_tokener *tok = json_tokener_new();
	json_object *request =
	    tok ? json_tokener_parse_ex(tok, (const char *)data, (int)size)
		: NULL;
	bool parsed = json_object_is_type(request, json_type_object);
	bool database = json_object_object_get_ex(request, "database", NULL);
	json_object_put(request);
	if (tok)
		json_tokener_free(tok);
	if (parsed)
		return database;
	/* json-c refused what plansql might read: only an unescaped key is
	 * safe to let through */
	return memmem(data, size, "atabase", 7) || memmem(data, size, "\\u", 2);
}

static void check_diagnostics(json_object *response, bool ok,
			      const char *text)
{
	json_object *diags;
	if (!json_object_object_get_ex(response, "diagnostics", &diags) ||
	    !json_object_is_type(diags, json_type_array))
		fuzz_fail("a response has diagnostics", text);
	bool error = false;
	for (size_t i = 0; i < json_object_array_length(diags); i++) {
		json_object *d = json_object_array_get_idx(diags, i), *v;
		if (!json_object_object_get_ex(d, "source", &v) ||
		    !json_object_is_type(v, json_type_string))
			fuzz_fail("a diagnostic names its source", text);
		if (json_object_object_get_ex(d, "severity", &v) &&
		    !strcmp(json_object_get_string(v), "error"))
			error = true;
	}
	if (ok == error)
		fuzz_fail("ok is true exactly when there is no error", text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > (1u << 20) || names_a_database(data, size))
		return 0;
	char *text = plansql_call_json((const char *)data, size);
	if (!text)
		fuzz_fail("a response unless out of memory", NULL);
	json_object *response = json_tokener_parse(text), *ok;
	if (!json_object_is_type(response, json_type_object))
		fuzz_fail("the response is a JSON object", text);
	if (!json_object_object_get_ex(response, "ok", &ok) ||
	    !json_object_is_type(ok, json_type_boolean))
		fuzz_fail("the response's ok is a boolean", text);
	check_diagnostics(response, json_object_get_boolean(ok), text);
	json_object_put(response);
	plansql_free(text);
	return 0;
}
