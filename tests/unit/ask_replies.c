/* Model replies for the ask suites (ask_replies.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask_replies.h"

char *json_string(const char *text)
{
	char *out = malloc(2 * strlen(text) + 3), *p = out;
	*p++ = '"';
	for (; *text; text++) {
		if (*text == '"' || *text == '\\')
			*p++ = '\\';
		*p++ = *text;
	}
	*p++ = '"';
	*p = '\0';
	return out;
}

char *openai_reply(const char *content)
{
	char *quoted = json_string(content);
	size_t len = strlen(quoted) + 200;
	char *body = malloc(len);
	snprintf(body, len,
		 "{\"choices\":[{\"message\":{\"role\":\"assistant\","
		 "\"content\":%s,\"refusal\":null},\"finish_reason\":\"stop\"}"
		 "]}",
		 quoted);
	free(quoted);
	return body;
}

bool has_code(const plansql_result *r, const char *code)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		if (!strcmp(plansql_result_diagnostic(r, i)->code, code))
			return true;
	return false;
}
