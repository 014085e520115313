#include "json_write.h"

#include <stdlib.h>
#include <string.h>

char *json_text(json_object *tree, const char *end)
{
	const char *text =
	    tree ? json_object_to_json_string_ext(
		       tree, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
				 JSON_C_TO_STRING_NOSLASHESCAPE)
		 : NULL;
	size_t len = text ? strlen(text) : 0, tail = strlen(end);
	char *copy = text ? malloc(len + tail + 1) : NULL;
	if (copy) {
		memcpy(copy, text, len);
		memcpy(copy + len, end, tail + 1);
	}
	json_object_put(tree);
	return copy;
}
