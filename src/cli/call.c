/* plansql call: one request of plansql_call_json (docs/api.md, "One call
 * in JSON") read from a file or standard input, its response printed. */
#include <string.h>

#include "api/api_call.h"
#include "cli.h"
#include "common/plansql_limits.h"

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
	bool ok = false;
	char *response = call_json(in.text, in.len, &ok);
	free_input(&in);
	if (!response) {
		fprintf(stderr, "plansql call: out of memory\n");
		return EXIT_USAGE;
	}
	bool written = write_output_line(NULL, response);
	plansql_free(response);
	if (!written)
		return EXIT_USAGE;
	return ok ? EXIT_COMPILED : EXIT_REJECTED;
}
