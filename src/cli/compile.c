#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "display.h"
#include "options.h"
#include "params.h"
#include "sources.h"

enum {
	OPT_DIALECT = 1,
	OPT_OUTPUT,
	OPT_FORMAT,
	OPT_COMPACT,
	OPT_VERIFY,
	OPT_DUMP_AST,
	OPT_PARAMS,
	OPT_HELP
};

static const struct option_spec compile_options[] = {
    {'d', "dialect", true, OPT_DIALECT},
    SOURCE_OPTIONS,
    {'o', "output", true, OPT_OUTPUT},
    {0, "format", true, OPT_FORMAT},
    {0, "compact", false, OPT_COMPACT},
    {0, "verify", false, OPT_VERIFY},
    {0, "dump-ast", false, OPT_DUMP_AST},
    {0, "params", false, OPT_PARAMS},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

struct compile_args {
	plansql_options options;
	struct sources sources;
	const char *output_path, *plan_path;
	bool json, dialect_given;
};

static int parse_args(int argc, char **argv, struct compile_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, compile_options);
	memset(a, 0, sizeof *a);
	plansql_options_init(&a->options, sizeof a->options);
	int id;
	while ((id = options_next(&p, "compile")) > 0) {
		if (sources_option(&a->sources, id, p.value))
			continue;
		switch (id) {
		case OPT_DIALECT:
			if (!parse_dialect("compile", p.value,
					   &a->options.dialect))
				return EXIT_USAGE;
			a->dialect_given = true;
			break;
		case OPT_OUTPUT:
			a->output_path = p.value;
			break;
		case OPT_FORMAT:
			if (strcmp(p.value, "sql") && strcmp(p.value, "json")) {
				fprintf(stderr,
					"plansql compile: --format is sql "
					"or json, not '%s'\n",
					p.value);
				return EXIT_USAGE;
			}
			a->json = !strcmp(p.value, "json");
			if (a->json) /* the JSON lists columns and reads */
				a->options.flags |= PLANSQL_DESCRIBE;
			break;
		case OPT_COMPACT:
			a->options.flags |= PLANSQL_COMPACT;
			break;
		case OPT_VERIFY:
			a->options.flags |= PLANSQL_VERIFY;
			break;
		case OPT_DUMP_AST:
			a->options.flags |= PLANSQL_DUMP_AST;
			break;
		case OPT_PARAMS:
			a->options.flags |= PLANSQL_PARAMS;
			break;
		case OPT_HELP:
			print_help(stdout, "compile");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (p.operand_count != 1) {
		fprintf(stderr,
			"plansql compile: %s; see 'plansql help "
			"compile'\n",
			p.operand_count ? "give one plan file"
					: "which plan? give a file, or - for "
					  "standard input");
		return EXIT_USAGE;
	}
	sources_dialect(&a->sources, a->dialect_given, &a->options.dialect);
	if ((a->options.flags & PLANSQL_VERIFY) &&
	    a->options.dialect != PLANSQL_POSTGRES) {
		fprintf(stderr, "plansql compile: --verify checks PostgreSQL "
				"output; add -d postgres\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

static char *joined(const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b);
	char *s = malloc(na + nb + 1);
	if (s) {
		memcpy(s, a, na);
		memcpy(s + na, b, nb + 1);
	}
	return s;
}

/* The statement with its semicolon, and with --params the line of its
 * values after it. */
static char *sql_text(const struct compile_args *a, const plansql_result *r)
{
	char *text = joined(plansql_result_sql(r), ";\n");
	if (!text || !(a->options.flags & PLANSQL_PARAMS))
		return text;
	char *values = params_comment(r);
	char *both = values ? joined(text, values) : NULL;
	free(values);
	free(text);
	return both;
}

/* SQL goes out with a terminating semicolon; JSON whole.  A rejected
 * plan never replaces the output file: its report goes to stdout. */
static int emit(const struct compile_args *a, const plansql_result *r,
		const char *source)
{
	const char *sql = plansql_result_sql(r);
	char *text = NULL;
	if (a->json) {
		char *json = plansql_result_json(r);
		text = json ? joined(json, "\n") : NULL;
		plansql_free(json);
	} else {
		print_diagnostics(r, source);
		if (plansql_result_tree(r)) /* it quotes the plan's values */
			display_sql(stderr, plansql_result_tree(r));
		text = sql ? sql_text(a, r) : NULL;
	}
	bool wanted = a->json || sql;
	bool ok = !wanted ||
		  (text && write_output(sql ? a->output_path : NULL, text));
	free(text);
	if (!ok)
		return EXIT_USAGE;
	return sql ? EXIT_COMPILED : EXIT_REJECTED;
}

int command_compile(int argc, char **argv)
{
	struct compile_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	struct input in;
	if (!sources_load(&a.sources, "compile") ||
	    !sources_use_data(&a.sources, "plansql compile") ||
	    !read_input(a.plan_path, &in)) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	sources_apply(&a.sources, &a.options);
	plansql_result *r = plansql_compile(in.text, in.len, &a.options);
	rc = r ? emit(&a, r, in.name) : EXIT_USAGE;
	if (!r)
		fprintf(stderr, "plansql: out of memory\n");
	plansql_result_free(r);
	free_input(&in);
	sources_free(&a.sources);
	return rc;
}
