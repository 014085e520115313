/* plansql import: a SQL query becomes a plan (docs/import.md).  The plan
 * goes to standard output or -o, the diagnostics to standard error, each
 * refusal with its line and column in the SQL. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "options.h"
#include "sources.h"

enum { OPT_OUTPUT = 1, OPT_FORMAT, OPT_HELP };

static const struct option_spec import_options[] = {
    {'c', "catalog", true, OPT_SOURCE_CATALOG},
    {0, "db", true, OPT_SOURCE_DB},
    {0, "attach", true, OPT_SOURCE_ATTACH},
    {0, "connect-timeout", true, OPT_SOURCE_CONNECT_TIMEOUT},
    {0, "strict", false, OPT_SOURCE_STRICT},
    {0, "from", true, OPT_SOURCE_FROM},
    {'o', "output", true, OPT_OUTPUT},
    {0, "format", true, OPT_FORMAT},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

struct import_args {
	struct sources sources;
	const char *output_path, *sql_path;
	bool json;
};

static int parse_args(int argc, char **argv, struct import_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, import_options);
	memset(a, 0, sizeof *a);
	int id;
	while ((id = options_next(&p, "import")) > 0) {
		if (sources_option(&a->sources, id, p.value))
			continue;
		if (id == OPT_OUTPUT) {
			a->output_path = p.value;
		} else if (id == OPT_FORMAT && (!strcmp(p.value, "json") ||
						!strcmp(p.value, "plan"))) {
			a->json = !strcmp(p.value, "json");
		} else if (id == OPT_FORMAT) {
			fprintf(stderr,
				"plansql import: --format is plan or json, "
				"not '%s'\n",
				p.value);
			return EXIT_USAGE;
		} else if (id == OPT_HELP) {
			print_help(stdout, "import");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql import: give one SQL file, or - for "
				"standard input; see 'plansql help import'\n");
		return EXIT_USAGE;
	}
	a->sql_path = p.operands[0];
	return EXIT_COMPILED;
}

/* The plan (or with --format json the whole result) once imported; a
 * refused import never replaces the output file. */
static int emit(const struct import_args *a, plansql_result *r,
		const plansql_plan *plan, const char *source)
{
	char *text = a->json ? plansql_result_json(r)
		     : plan  ? plansql_plan_json(plan)
			     : NULL;
	if (!a->json)
		print_diagnostics(r, source);
	bool ok =
	    !text || write_output_line(plan ? a->output_path : NULL, text);
	plansql_free(text);
	if (!ok)
		return EXIT_USAGE;
	return plan ? EXIT_COMPILED : EXIT_REJECTED;
}

int command_import(int argc, char **argv)
{
	struct import_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	struct input in;
	/* with --db, the catalog reads what the data holds, as compile's
	 * does: import refuses what the SQL reads otherwise than a plan */
	if (!sources_load(&a.sources, "import") ||
	    !sources_use_data(&a.sources, "plansql import") ||
	    !read_input(a.sql_path, &in)) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	plansql_options options = PLANSQL_OPTIONS_INIT;
	sources_apply(&a.sources, &options);
	plansql_plan *plan;
	plansql_result *r =
	    plansql_plan_import(in.text, in.len, &options, &plan);
	rc = r ? emit(&a, r, plan, in.name) : EXIT_USAGE;
	plansql_result_free(r);
	plansql_plan_free(plan);
	free_input(&in);
	sources_free(&a.sources);
	return rc;
}
