/* plansql run: compile for the database's engine, run read-only, print
 * the rows. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "database.h"
#include "options.h"
#include "rows.h"
#include "sources.h"

enum { OPT_FORMAT = 1, OPT_SHOW_SQL, OPT_HELP };

static const struct option_spec run_options[] = {
    SOURCE_OPTIONS,
    {0, "format", true, OPT_FORMAT},
    {0, "show-sql", false, OPT_SHOW_SQL},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

/* --db is both where the plan runs and, unless -c names a catalog file
 * or --no-audit is given, the catalog the plan is audited against. */
struct run_args {
	struct sources sources;
	const char *db, *plan_path;
	bool tsv, show_sql;
};

static int parse_args(int argc, char **argv, struct run_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, run_options);
	memset(a, 0, sizeof *a);
	int id;
	while ((id = options_next(&p, "run")) > 0) {
		if (sources_option(&a->sources, id, p.value))
			continue;
		if (id == OPT_SHOW_SQL)
			a->show_sql = true;
		else if (id == OPT_FORMAT && !strcmp(p.value, "tsv"))
			a->tsv = true;
		else if (id == OPT_FORMAT && strcmp(p.value, "table")) {
			fprintf(stderr,
				"plansql run: --format is table or tsv, "
				"not '%s'\n",
				p.value);
			return EXIT_USAGE;
		} else if (id == OPT_HELP) {
			print_help(stdout, "run");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	a->db = a->sources.db;
	if (!database_spec_valid(a->db)) {
		fprintf(stderr, "plansql run: give --db sqlite:PATH or --db "
				"postgresql://...; see 'plansql help run'\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql run: give one plan file, or - for "
				"standard input\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

/* ---- the command ---- */

static plansql_result *compile_for(struct run_args *a, plansql_dialect dialect)
{
	struct input in;
	if (!read_input(a->plan_path, &in))
		return NULL;
	plansql_options options = {.dialect = dialect};
	sources_apply(&a->sources, &options);
	plansql_result *r = plansql_compile(in.text, in.len, &options);
	if (r)
		print_diagnostics(r, in.name);
	free_input(&in);
	return r;
}

int command_run(int argc, char **argv)
{
	struct run_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	if (!sources_load(&a.sources, "run", !a.sources.no_audit)) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	struct database *db = database_open(a.db, "plansql run");
	plansql_result *r = db ? compile_for(&a, database_dialect(db)) : NULL;
	const char *sql = plansql_result_sql(r);
	struct rows rows = {0};
	bool more;
	rc = !r ? EXIT_USAGE : !sql ? EXIT_REJECTED : EXIT_COMPILED;
	if (sql && a.show_sql)
		fprintf(stderr, "%s;\n", sql);
	if (sql && !database_query(db, sql, 0, &rows, &more))
		rc = EXIT_USAGE;
	if (rc == EXIT_COMPILED) {
		if (a.tsv)
			rows_print_tsv(stdout, &rows);
		else
			rows_print_table(stdout, &rows);
	}
	rows_free(&rows);
	plansql_result_free(r);
	database_close(db);
	sources_free(&a.sources);
	return rc;
}
