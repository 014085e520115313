/* plansql options: what a user interface can offer to patch a plan, as
 * JSON.  The plan is audited first, so the options describe the plan a
 * patch will start from. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "options.h"
#include "sources.h"

enum { OPT_OUTPUT = 1, OPT_HELP };

static const struct option_spec options_options[] = {
    SOURCE_OPTIONS,
    {'o', "output", true, OPT_OUTPUT},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

struct options_args {
	struct sources sources;
	const char *output_path, *plan_path;
};

static int parse_args(int argc, char **argv, struct options_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, options_options);
	memset(a, 0, sizeof *a);
	int id;
	while ((id = options_next(&p, "options")) > 0) {
		if (sources_option(&a->sources, id, p.value))
			continue;
		if (id == OPT_OUTPUT) {
			a->output_path = p.value;
		} else if (id == OPT_HELP) {
			print_help(stdout, "options");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (!a->sources.catalog_path && !a->sources.db) {
		fprintf(stderr, "plansql options: the options come from the "
				"catalog; give -c CATALOG or --db DATABASE\n");
		return EXIT_USAGE;
	}
	if (a->sources.no_audit) {
		fprintf(stderr, "plansql options: --no-audit does not apply: "
				"the options are those of the audited plan\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql options: give one plan file, or - "
				"for standard input\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

int command_options(int argc, char **argv)
{
	struct options_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	struct input in;
	if (!sources_load(&a.sources, "options") ||
	    !sources_use_data(&a.sources, "plansql options") ||
	    !read_input(a.plan_path, &in)) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	plansql_options options = PLANSQL_OPTIONS_INIT;
	sources_dialect(&a.sources, false, &options.dialect);
	sources_apply(&a.sources, &options);
	plansql_plan *audited;
	plansql_result *r = plansql_audit(in.text, in.len, &options, &audited);
	if (r)
		print_diagnostics(r, in.name);
	char *json = audited ? plansql_plan_options(audited, &options) : NULL;
	rc = !r ? EXIT_USAGE : !audited ? EXIT_REJECTED : EXIT_COMPILED;
	if (audited && !(json && write_output_line(a.output_path, json)))
		rc = EXIT_USAGE;
	plansql_free(json);
	plansql_plan_free(audited);
	plansql_result_free(r);
	free_input(&in);
	sources_free(&a.sources);
	return rc;
}
