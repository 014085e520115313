/* The public string builder's handle, which the JSON writer
 * (api_json.c) appends to. */
#ifndef PLANSQL_API_TEXT_H
#define PLANSQL_API_TEXT_H

#include <stdbool.h>

#include "common/strbuf.h"
#include "plansql.h"

struct plansql_str {
	strbuf sb;
	bool misuse; /* a JSON writer was used out of order */
};

#endif
