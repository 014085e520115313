#define _POSIX_C_SOURCE 200809L
/* plansql patch: edit a plan without any model.  Each --op file and each
 * short option is one step, applied in the order given; every step is
 * audited like a fresh plan.  The first step that cannot apply stops
 * everything and nothing is written. */
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "cli.h"
#include "options.h"
#include "patch_forms.h"
#include "sql_file.h"
#include "sources.h"

enum {
	OPT_OP = 1,
	OPT_ADD_COLUMN,
	OPT_REMOVE_COLUMN,
	OPT_ORDER,
	OPT_LIMIT,
	OPT_OFFSET,
	OPT_DISTINCT,
	OPT_NO_DISTINCT,
	OPT_ADD_FILTER,
	OPT_REMOVE_FILTER,
	OPT_ADD_AGGREGATE,
	OPT_REMOVE_AGGREGATE,
	OPT_SQL,
	OPT_DIALECT,
	OPT_COMPACT,
	OPT_OUTPUT,
	OPT_HELP
};

static const struct option_spec patch_options[] = {
    SOURCE_OPTIONS,
    {0, "from", true, OPT_SOURCE_FROM},
    {0, "op", true, OPT_OP},
    {0, "add-column", true, OPT_ADD_COLUMN},
    {0, "remove-column", true, OPT_REMOVE_COLUMN},
    {0, "order", true, OPT_ORDER},
    {0, "limit", true, OPT_LIMIT},
    {0, "offset", true, OPT_OFFSET},
    {0, "distinct", false, OPT_DISTINCT},
    {0, "no-distinct", false, OPT_NO_DISTINCT},
    {0, "add-filter", true, OPT_ADD_FILTER},
    {0, "remove-filter", true, OPT_REMOVE_FILTER},
    {0, "add-aggregate", true, OPT_ADD_AGGREGATE},
    {0, "remove-aggregate", true, OPT_REMOVE_AGGREGATE},
    {0, "sql", false, OPT_SQL},
    {'d', "dialect", true, OPT_DIALECT},
    {0, "compact", false, OPT_COMPACT},
    {'o', "output", true, OPT_OUTPUT},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

#define MAX_STEPS 256

/* One step: a patch and the name its diagnostics go under. */
struct step {
	char *label;
	plansql_patch *patch;
};

struct patch_args {
	struct sources sources;
	struct step steps[MAX_STEPS];
	size_t step_count;
	bool sql, dialect_given;
	plansql_options compile;
	const char *output_path, *plan_path;
};

static char *option_label(const char *long_name)
{
	size_t n = strlen(long_name);
	char *label = malloc(n + 3);
	if (label) {
		memcpy(label, "--", 2);
		memcpy(label + 2, long_name, n + 1);
	}
	return label;
}

static bool add_op_file(struct patch_args *a, const char *path)
{
	struct input in;
	if (!read_input(path, &in))
		return false;
	struct step *s = &a->steps[a->step_count];
	plansql_result *r = plansql_patch_read(in.text, in.len, &s->patch);
	if (r)
		print_diagnostics(r, in.name);
	plansql_result_free(r);
	s->label = strdup(in.name);
	free_input(&in);
	a->step_count++;
	return s->patch != NULL;
}

static const struct {
	int id;
	enum patch_form form;
} forms[] = {
    {OPT_ADD_COLUMN, FORM_ADD_COLUMN},
    {OPT_REMOVE_COLUMN, FORM_REMOVE_COLUMN},
    {OPT_ORDER, FORM_ORDER},
    {OPT_LIMIT, FORM_LIMIT},
    {OPT_OFFSET, FORM_OFFSET},
    {OPT_DISTINCT, FORM_DISTINCT},
    {OPT_NO_DISTINCT, FORM_NO_DISTINCT},
    {OPT_ADD_FILTER, FORM_ADD_FILTER},
    {OPT_REMOVE_FILTER, FORM_REMOVE_FILTER},
    {OPT_ADD_AGGREGATE, FORM_ADD_AGGREGATE},
    {OPT_REMOVE_AGGREGATE, FORM_REMOVE_AGGREGATE},
};

/* The short form option id writes, or -1. */
static int form_of(int id)
{
	for (size_t i = 0; i < sizeof forms / sizeof *forms; i++)
		if (forms[i].id == id)
			return (int)forms[i].form;
	return -1;
}

static const char *long_name_of(int id)
{
	for (const struct option_spec *o = patch_options; o->long_name; o++)
		if (o->id == id)
			return o->long_name;
	return "";
}

static bool add_form(struct patch_args *a, int id, const char *value)
{
	struct step *s = &a->steps[a->step_count++];
	s->label = option_label(long_name_of(id));
	s->patch = plansql_patch_new();
	return s->label && s->patch &&
	       patch_form_add(s->patch, (enum patch_form)form_of(id),
			      value ? value : "", s->label);
}

static int take_option(struct patch_args *a, int id, const char *value)
{
	bool ok = true;
	if ((id == OPT_OP || form_of(id) >= 0) && a->step_count == MAX_STEPS) {
		fprintf(stderr, "plansql patch: at most %d operations\n",
			MAX_STEPS);
		return EXIT_USAGE;
	}
	if (form_of(id) >= 0)
		ok = add_form(a, id, value);
	else if (id == OPT_OP)
		ok = add_op_file(a, value);
	else if (id == OPT_SQL)
		a->sql = true;
	else if (id == OPT_DIALECT)
		ok = parse_dialect("patch", value, &a->compile.dialect) &&
		     (a->dialect_given = true);
	else if (id == OPT_COMPACT)
		a->compile.flags |= PLANSQL_COMPACT;
	else if (id == OPT_OUTPUT)
		a->output_path = value;
	else if (id == OPT_HELP) {
		print_help(stdout, "patch");
		exit(EXIT_COMPILED);
	}
	return ok ? EXIT_COMPILED : EXIT_USAGE;
}

static int parse_args(int argc, char **argv, struct patch_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, patch_options);
	int id, rc = EXIT_COMPILED;
	while (rc == EXIT_COMPILED && (id = options_next(&p, "patch")) > 0)
		if (!sources_option(&a->sources, id, p.value))
			rc = take_option(a, id, p.value);
	if (rc != EXIT_COMPILED || id == OPTION_ERROR)
		return EXIT_USAGE;
	if (!a->sources.catalog_path && !a->sources.db) {
		fprintf(stderr, "plansql patch: patch against what? give -c "
				"CATALOG or --db DATABASE\n");
		return EXIT_USAGE;
	}
	if (a->sources.no_audit) {
		fprintf(stderr, "plansql patch: --no-audit does not apply: "
				"every patched plan is audited\n");
		return EXIT_USAGE;
	}
	if (!a->step_count) {
		fprintf(stderr, "plansql patch: no operation; give --op FILE "
				"or a short form such as --add-column "
				"TABLE.COLUMN (see 'plansql help patch')\n");
		return EXIT_USAGE;
	}
	sources_dialect(&a->sources, a->dialect_given, &a->compile.dialect);
	if ((a->dialect_given || a->compile.flags) && !a->sql) {
		fprintf(stderr, "plansql patch: -d and --compact shape SQL; "
				"add --sql\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql patch: give one plan file, or - for "
				"standard input\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

static void free_args(struct patch_args *a)
{
	for (size_t i = 0; i < a->step_count; i++) {
		free(a->steps[i].label);
		plansql_patch_free(a->steps[i].patch);
	}
	sources_free(&a->sources);
}

/* The lines printed so far: each step audits the plan again, and a
 * warning about the plan is said once. */
struct said {
	char **lines;
	size_t count;
};

static bool already_said(struct said *said, char *line)
{
	for (size_t i = 0; i < said->count; i++)
		if (!strcmp(said->lines[i], line))
			return true;
	char **grown = realloc(said->lines, (said->count + 1) * sizeof *grown);
	if (grown) {
		said->lines = grown;
		said->lines[said->count++] = strdup(line);
	}
	return false;
}

/* Diagnostics about the operation go under its name, the others under
 * the plan's. */
static void print_step_diagnostics(const plansql_result *r, const char *step,
				   const char *plan, struct said *said)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		char *line =
		    advice_line(d, d->in_patch ? step : plan);
		if (!line)
			fprintf(stderr, "plansql: out of memory\n");
		else if (d->in_patch || !already_said(said, line))
			fprintf(stderr, "%s\n", line);
		plansql_free(line);
	}
}

/* The plan after every step, or NULL after printing why not. */
static plansql_plan *apply_steps(const struct patch_args *a,
				 const struct input *in,
				 const plansql_options *options)
{
	plansql_plan *plan;
	plansql_result *r = plansql_plan_read(in->text, in->len, &plan);
	if (r && (options->flags & PLANSQL_STRICT) &&
	    plansql_result_strict(r)) {
		plansql_plan_free(plan);
		plan = NULL;
	}
	if (r)
		print_diagnostics(r, in->name);
	plansql_result_free(r);
	struct said said = {NULL, 0};
	for (size_t i = 0; plan && i < a->step_count; i++) {
		plansql_plan *next = NULL;
		r = plansql_plan_patch(plan, a->steps[i].patch, options, &next);
		if (r)
			print_step_diagnostics(r, a->steps[i].label, in->name,
					       &said);
		plansql_result_free(r);
		plansql_plan_free(plan);
		plan = next;
	}
	for (size_t i = 0; i < said.count; i++)
		free(said.lines[i]);
	free(said.lines);
	return plan;
}

/* The new plan as JSON, or compiled with --sql. */
static int emit(struct patch_args *a, const plansql_plan *plan,
		const char *source)
{
	if (a->sql) {
		sources_apply(&a->sources, &a->compile);
		a->compile.flags |= PLANSQL_NO_AUDIT; /* audited by the patch */
		plansql_result *r = plansql_plan_compile(plan, &a->compile);
		if (r)
			print_diagnostics(r, source);
		const char *sql = r ? plansql_result_sql(r) : NULL;
		int rc = !sql					? EXIT_REJECTED
			 : write_statement(a->output_path, sql) ? EXIT_COMPILED
								: EXIT_USAGE;
		plansql_result_free(r);
		return rc;
	}
	char *text = plansql_plan_json(plan);
	bool ok = text && write_output_line(a->output_path, text);
	free(text);
	return ok ? EXIT_COMPILED : EXIT_USAGE;
}

int command_patch(int argc, char **argv)
{
	struct patch_args a;
	memset(&a, 0, sizeof a);
	plansql_options_init(&a.compile, sizeof a.compile);
	int rc = parse_args(argc, argv, &a);
	struct input in;
	if (rc != EXIT_COMPILED || !sources_load(&a.sources, "patch") ||
	    !sources_use_data(&a.sources, "plansql patch") ||
	    !read_input(a.plan_path, &in)) {
		free_args(&a);
		return EXIT_USAGE;
	}
	plansql_options options = PLANSQL_OPTIONS_INIT;
	sources_apply(&a.sources, &options);
	plansql_plan *plan = NULL;
	if (!sql_file_path(a.plan_path) || sql_file_import(&in, &options))
		plan = apply_steps(&a, &in, &options);
	rc = plan ? emit(&a, plan, in.name) : EXIT_REJECTED;
	plansql_plan_free(plan);
	free_input(&in);
	free_args(&a);
	return rc;
}
