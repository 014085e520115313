/* plansql call: one request of plansql_call_json (docs/api.md, "One call
 * in JSON") read from a file or standard input, its response printed. */
#include <string.h>

#include "cli.h"

/* The response's "ok", read back: plansql_call_json says it only there. */
static bool response_ok(const char *response)
{
	plansql_json_doc *doc = NULL;
	plansql_result_free(
	    plansql_json_read(response, strlen(response), NULL, &doc));
	bool ok = plansql_json_is_true(
	    plansql_json_get(plansql_json_root(doc), "ok"));
	plansql_json_doc_free(doc);
	return ok;
}

static int usage(void)
{
	fprintf(stderr, "plansql call: give one request file, or - for "
			"standard input; see 'plansql help call'\n");
	return EXIT_USAGE;
}

int command_call(int argc, char **argv)
{
	if (argc == 2 &&
	    (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		print_help(stdout, "call");
		return EXIT_COMPILED;
	}
	if (argc > 2 || (argc == 2 && argv[1][0] == '-' && argv[1][1]))
		return usage();
	struct input in;
	if (!read_input_up_to(argc == 2 ? argv[1] : "-",
			      PLANSQL_MAX_CATALOG_BYTES + 1, &in))
		return EXIT_USAGE;
	char *response = plansql_call_json(in.text, in.len);
	free_input(&in);
	if (!response) {
		fprintf(stderr, "plansql call: out of memory\n");
		return EXIT_USAGE;
	}
	bool ok = response_ok(response);
	bool written = write_output_line(NULL, response);
	plansql_free(response);
	if (!written)
		return EXIT_USAGE;
	return ok ? EXIT_COMPILED : EXIT_REJECTED;
}
