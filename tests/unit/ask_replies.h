/* What the ask suites share: model replies in the servers' shapes, and
 * a look for a diagnostic code. */
#ifndef PLANSQL_TEST_ASK_REPLIES_H
#define PLANSQL_TEST_ASK_REPLIES_H

#include <stdbool.h>

#include "plansql.h"

/* Plans a model answers with: one the demo catalog compiles, one whose
 * table it lacks. */
#define GOOD                                                                   \
	"{\"decision\":\"proceed\",\"selections\":[{\"table\":\"genres\","     \
	"\"columns\":[{\"table\":\"genres\",\"column\":\"Name\"}]}]}"
#define UNKNOWN_TABLE                                                          \
	"{\"decision\":\"proceed\",\"selections\":[{\"table\":\"weather\","    \
	"\"columns\":[{\"table\":\"weather\",\"column\":\"Name\"}]}]}"

/* text as a JSON string, quotes included (malloc'd). */
char *json_string(const char *text);
/* An OpenAI chat completion whose answer is content (malloc'd). */
char *openai_reply(const char *content);
/* Whether r holds a diagnostic with code. */
bool has_code(const plansql_result *r, const char *code);

#endif
