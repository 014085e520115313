/* plansql_ask once, for tests/unit/ask-api.sh: the library's own HTTP client
 * against the fake model server.
 *
 *   ask_api_client URL API CATALOG QUESTION
 *
 * Prints the verdict, the number of attempts, the tables chosen, the SQL
 * (or the clarify questions / the termination reason) and the
 * diagnostics; the base URL and the key are given here, as a caller of
 * the library gives them (PLANSQL_LLM_KEY is read by this program). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plansql.h"

static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *text = malloc(1 << 20);
	*len = text ? fread(text, 1, (1 << 20) - 1, f) : 0;
	fclose(f);
	return text;
}

static void print_answer(const plansql_conversation *c)
{
	printf("verdict %s\n",
	       plansql_ask_verdict_name(plansql_ask_verdict_of(c)));
	printf("attempts %zu\n", plansql_ask_attempts(c));
	for (size_t i = 0; i < plansql_ask_table_count(c); i++)
		printf("table %s %s\n", plansql_ask_table_name(c, i),
		       plansql_ask_table_reason(c, i));
	if (plansql_ask_sql(c))
		printf("sql %s\n", plansql_ask_sql(c));
	for (size_t i = 0; i < plansql_ask_clarify_count(c); i++)
		printf("clarify %s\n", plansql_ask_clarify(c, i));
	if (plansql_ask_termination_reason(c))
		printf("reason %s\n", plansql_ask_termination_reason(c));
}

int main(int argc, char **argv)
{
	if (argc != 5)
		return 2;
	size_t len;
	char *text = read_file(argv[3], &len);
	plansql_catalog *catalog = NULL;
	plansql_result *r =
	    text ? plansql_catalog_read(text, len, &catalog) : NULL;
	free(text);
	plansql_result_free(r);
	if (!catalog)
		return 2;
	plansql_ask_options o;
	plansql_ask_options_init(&o, sizeof o);
	o.api = !strcmp(argv[2], "llamacpp") ? PLANSQL_ASK_LLAMACPP
		: !strcmp(argv[2], "ollama") ? PLANSQL_ASK_OLLAMA
					     : PLANSQL_ASK_OPENAI;
	o.model = "m";
	o.base_url = argv[1];
	o.key = getenv("PLANSQL_LLM_KEY");
	plansql_options compile = PLANSQL_OPTIONS_INIT;
	compile.catalog = catalog;
	compile.now = "2026-01-15";
	o.compile = &compile;
	plansql_conversation *c;
	r = plansql_ask(argv[4], &o, &c);
	if (c)
		print_answer(c);
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		char *line = plansql_diagnostic_text(
		    plansql_result_diagnostic(r, i), "ask");
		printf("%s\n", line ? line : "out of memory");
		plansql_free(line);
	}
	int rc = c && !plansql_ask_interrupted(c) ? 0 : 1;
	plansql_result_free(r);
	plansql_conversation_free(c);
	plansql_catalog_free(catalog);
	return rc;
}
