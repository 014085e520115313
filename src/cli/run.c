/* plansql run: compile for the database's engine, run read-only, write
 * the rows as they come. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "database.h"
#include "display.h"
#include "explain.h"
#include "options.h"
#include "output.h"
#include "params.h"
#include "query.h"
#include "sources.h"

enum {
	OPT_FORMAT = 1,
	OPT_OUTPUT,
	OPT_NULL,
	OPT_NO_HEADER,
	OPT_ROWS,
	OPT_TIMEOUT,
	OPT_TIMING,
	OPT_SHOW_SQL,
	OPT_EXPLAIN,
	OPT_PARAMS,
	OPT_HELP
};

static const struct option_spec run_options[] = {
    SOURCE_OPTIONS,
    {'f', "format", true, OPT_FORMAT},
    {'o', "output", true, OPT_OUTPUT},
    {0, "null", true, OPT_NULL},
    {0, "no-header", false, OPT_NO_HEADER},
    {0, "rows", true, OPT_ROWS},
    {0, "timeout", true, OPT_TIMEOUT},
    {0, "timing", false, OPT_TIMING},
    {0, "show-sql", false, OPT_SHOW_SQL},
    {0, "explain", false, OPT_EXPLAIN},
    {0, "params", false, OPT_PARAMS},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

/* --db is both where the plan runs and, unless -c names a catalog file
 * or --no-audit is given, the catalog the plan is audited against. */
struct run_args {
	struct sources sources;
	const char *db, *plan_path, *output_path;
	struct output_options output;
	struct query_limits limits;
	bool show_sql, timing, explain, params;
};

static bool parse_rows(const char *text, size_t *out)
{
	char *end;
	errno = 0;
	long long n = strtoll(text, &end, 10);
	if (!*text || *end || errno || n < 0) {
		fprintf(stderr,
			"plansql run: --rows is a number of rows (0: all), "
			"not '%s'\n",
			text);
		return false;
	}
	*out = (size_t)n;
	return true;
}

/* One option of run's own; false after saying why it is wrong. */
static bool take_option(struct run_args *a, int id, const char *value)
{
	switch (id) {
	case OPT_FORMAT:
		if (output_parse_format(value, &a->output.format))
			return true;
		fprintf(stderr,
			"plansql run: --format is one of %s, not '%s'\n",
			output_format_names, value);
		return false;
	case OPT_OUTPUT:
		a->output_path = value;
		return true;
	case OPT_NULL:
		a->output.null_text = value;
		return true;
	case OPT_NO_HEADER:
		a->output.no_header = true;
		return true;
	case OPT_ROWS:
		return parse_rows(value, &a->limits.max_rows);
	case OPT_TIMEOUT:
		return query_parse_seconds("plansql run", value,
					   &a->limits.seconds);
	case OPT_TIMING:
		a->timing = true;
		return true;
	case OPT_SHOW_SQL:
		a->show_sql = true;
		return true;
	case OPT_EXPLAIN:
		a->explain = true;
		return true;
	case OPT_PARAMS:
		a->params = true;
		return true;
	}
	print_help(stdout, "run"); /* OPT_HELP */
	exit(EXIT_COMPILED);
}

static int parse_args(int argc, char **argv, struct run_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, run_options);
	memset(a, 0, sizeof *a);
	a->limits.seconds = QUERY_DEFAULT_SECONDS;
	int id;
	while ((id = options_next(&p, "run")) > 0)
		if (!sources_option(&a->sources, id, p.value) &&
		    !take_option(a, id, p.value))
			return EXIT_USAGE;
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (a->params && a->explain) {
		fprintf(stderr, "plansql run: --explain shows the plan of the "
				"literal statement; leave out --params\n");
		return EXIT_USAGE;
	}
	a->db = a->sources.db;
	if (!database_check_spec(a->db, "plansql run"))
		return EXIT_USAGE;
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql run: give one plan file, or - for "
				"standard input\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

/* ---- the command ---- */

static plansql_result *compile_for(struct run_args *a, struct database *db)
{
	struct input in;
	if (!read_input(a->plan_path, &in))
		return NULL;
	plansql_options options = {.size = sizeof(plansql_options),
				   .dialect = database_dialect(db)};
	if (a->params)
		options.flags |= PLANSQL_PARAMS;
	sources_apply(&a->sources, &options);
	plansql_result *r = plansql_compile(in.text, in.len, &options);
	if (r)
		print_diagnostics(r, in.name);
	free_input(&in);
	return r;
}

static double seconds_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A reader that stops reading (| head) ends the output quietly: the
 * query is cancelled rather than the process killed by SIGPIPE. */
static bool reader_gone(FILE *f)
{
	return ferror(f) && errno == EPIPE;
}

/* Runs the statement of r into the output file; the exit status. */
static int write_rows(struct run_args *a, struct database *db,
		      const plansql_result *r)
{
	const char *sql = plansql_result_sql(r);
	struct output_file file;
	if (!output_file_open(a->output_path, &file))
		return EXIT_USAGE;
	/* progress only where it cannot mix with the rows */
	a->limits.progress = file.path || !isatty(STDOUT_FILENO);
	struct output *out = output_new(file.f, &a->output);
	double start = seconds_now();
	enum query_end end =
	    out ? database_stream_bound(db, sql, a->params ? r : NULL,
					&a->limits, output_sink(out))
		: QUERY_SINK_FAILED;
	bool written = out && output_finish(out, end);
	if (a->timing)
		fprintf(stderr, "Time: %.3f ms\n",
			(seconds_now() - start) * 1000.0);
	bool gone = reader_gone(file.f);
	if (!written && !gone)
		fprintf(stderr, "plansql run: cannot write the rows: %s\n",
			out ? strerror(errno) : "out of memory");
	/* a partial result is kept on disk only if it was asked for */
	bool kept = output_file_close(&file, written && query_end_ok(end));
	output_free(out);
	return kept || gone ? EXIT_COMPILED : EXIT_USAGE;
}

/* --show-sql: the statement on stderr, with --params its values after
 * it as compile --params writes them. */
static void show_sql(const struct run_args *a, const plansql_result *r)
{
	display_statement(stderr, plansql_result_sql(r));
	char *values = a->params ? params_comment(r) : NULL;
	if (values)
		fputs(values, stderr);
	free(values);
}

int command_run(int argc, char **argv)
{
	struct run_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	if (!sources_load(&a.sources, "run")) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	signal(SIGPIPE, SIG_IGN); /* see reader_gone */
	struct database *db =
	    sources_use_data(&a.sources, "plansql run")
		? sources_open_database(&a.sources, "plansql run")
		: NULL;
	plansql_result *r = db ? compile_for(&a, db) : NULL;
	const char *sql = plansql_result_sql(r);
	rc = !r ? EXIT_USAGE : !sql ? EXIT_REJECTED : EXIT_COMPILED;
	if (sql && a.show_sql)
		show_sql(&a, r);
	if (sql && a.explain) /* the engine's plan instead of the rows */
		rc = explain_print(db, sql, &a.limits, stdout) ? EXIT_COMPILED
							       : EXIT_USAGE;
	else if (sql)
		rc = write_rows(&a, db, r);
	plansql_result_free(r);
	sources_free(&a.sources);
	return rc;
}
