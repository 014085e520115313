/* A model server's reply, untrusted from its first byte: the input is
 * read as the reply body of each API and as a model's text.  Reading
 * never fails but with a diagnostic; the plan's JSON found in a text
 * lies inside it, is one balanced object, and is found again whole in
 * itself; whatever it holds, the plan reader judges it. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "ask/ask.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void read_plan_in(const char *text, size_t len)
{
	size_t start, json_len;
	if (!ask_reply_json(text, len, &start, &json_len))
		return;
	if (start + json_len > len || json_len < 2 || text[start] != '{' ||
	    text[start + json_len - 1] != '}')
		fuzz_fail("the JSON found lies in the text, braces at its ends",
			  NULL);
	size_t again_start, again_len;
	if (!ask_reply_json(text + start, json_len, &again_start, &again_len) ||
	    again_start != 0 || again_len != json_len)
		fuzz_fail("the JSON found is found whole in itself", NULL);
	plansql_plan *plan = NULL;
	plansql_result_free(plansql_plan_read(text + start, json_len, &plan));
	plansql_plan_free(plan);
}

static void read_reply(enum ask_api api, const char *body, size_t size)
{
	arena a;
	arena_init(&a, 0);
	diag_list d;
	diag_init(&d, &a);
	struct ask_reply reply;
	bool ok = ask_reply_read(api, body, size, &a, &reply, &d);
	if (!ok && d.count == 0)
		fuzz_fail("a reply that cannot be read says why", NULL);
	for (size_t i = 0; ok && i < reply.count; i++)
		read_plan_in(reply.choices[i].text, reply.choices[i].len);
	const char *prompt;
	(void)ask_reply_template(body, size, &a, &prompt, &d);
	arena_free(&a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	read_reply(ASK_API_OPENAI, text, size);
	read_reply(ASK_API_OLLAMA, text, size);
	read_reply(ASK_API_LLAMACPP, text, size);
	read_plan_in(text, size);
	return 0;
}
