/* plansql audit: the repaired plan on standard output, every repair,
 * warning and error on standard error. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "options.h"
#include "sources.h"

enum { OPT_OUTPUT = 1, OPT_FORMAT, OPT_HELP };

static const struct option_spec audit_options[] = {
    SOURCE_OPTIONS,
    {'o', "output", true, OPT_OUTPUT},
    {0, "format", true, OPT_FORMAT},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

struct audit_args {
	struct sources sources;
	const char *output_path, *plan_path;
	bool json;
};

static int parse_args(int argc, char **argv, struct audit_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, audit_options);
	memset(a, 0, sizeof *a);
	int id;
	while ((id = options_next(&p, "audit")) > 0) {
		if (sources_option(&a->sources, id, p.value))
			continue;
		if (id == OPT_OUTPUT) {
			a->output_path = p.value;
		} else if (id == OPT_FORMAT && (!strcmp(p.value, "json") ||
						!strcmp(p.value, "plan"))) {
			a->json = !strcmp(p.value, "json");
		} else if (id == OPT_FORMAT) {
			fprintf(stderr,
				"plansql audit: --format is plan or "
				"json, not '%s'\n",
				p.value);
			return EXIT_USAGE;
		} else if (id == OPT_HELP) {
			print_help(stdout, "audit");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (!a->sources.catalog_path && !a->sources.db &&
	    !a->sources.policy_path) {
		fprintf(stderr, "plansql audit: audit against what? give -c "
				"CATALOG or --db DATABASE (and --policy)\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql audit: give one plan file, or - for "
				"standard input\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

/* The report and the plan with --format json, else the plan alone (the
 * diagnostics go to standard error).  A failed audit never replaces the
 * output file. */
static int emit(const struct audit_args *a, plansql_result *r,
		const plansql_plan *audited, const char *source)
{
	char *text = a->json   ? plansql_result_json(r)
		     : audited ? plansql_plan_json(audited)
			       : NULL;
	if (!a->json)
		print_diagnostics(r, source);
	bool ok =
	    !text || write_output_line(audited ? a->output_path : NULL, text);
	plansql_free(text);
	if (!ok)
		return EXIT_USAGE;
	return audited ? EXIT_COMPILED : EXIT_REJECTED;
}

int command_audit(int argc, char **argv)
{
	struct audit_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	struct input in;
	if (!sources_load(&a.sources, "audit") ||
	    !sources_use_data(&a.sources, "plansql audit") ||
	    !read_input(a.plan_path, &in)) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	plansql_options options = PLANSQL_OPTIONS_INIT;
	sources_apply(&a.sources, &options);
	plansql_plan *audited;
	plansql_result *r = plansql_audit(in.text, in.len, &options, &audited);
	rc = r ? emit(&a, r, audited, in.name) : EXIT_USAGE;
	plansql_result_free(r);
	plansql_plan_free(audited);
	free_input(&in);
	sources_free(&a.sources);
	return rc;
}
