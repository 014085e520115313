/* plansql explain: the engine's plan for the compiled statement, or with
 * --steps the rows each step of the plan counts (see explain.h). */
#define _POSIX_C_SOURCE 200809L
#include "explain.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "display.h"
#include "options.h"
#include "output.h"
#include "sources.h"

/* ---- the engine's plan ---- */

/* A line of SQLite's EXPLAIN QUERY PLAN: a node of a tree. */
struct plan_node {
	long id, parent;
	char *detail;
};

struct plan_sink {
	struct row_sink sink; /* first: database_stream is handed this */
	FILE *out;
	const char *who;
	bool sqlite;
	/* a plan of several columns (MySQL's), laid out as a result is;
	 * NULL for a tree (SQLite's) or one line of text a row
	 * (PostgreSQL's) */
	struct output *table;
	/* DuckDB's: one text of many lines, its explain_value */
	bool one_text;
	size_t id_column, parent_column, detail_column;
	struct plan_node *nodes;
	size_t count, cap;
};

static size_t column_named(size_t count, const char *const *names,
			   const char *name)
{
	size_t i = 0;
	while (i < count && strcmp(names[i], name))
		i++;
	return i;
}

/* text, a line at a time, each shown as untrusted text is */
static bool put_lines(FILE *out, const char *text)
{
	while (*text) {
		size_t len = strcspn(text, "\n");
		char *line = strndup(text, len);
		if (!line)
			return false;
		display_text(out, line);
		free(line);
		if (putc('\n', out) == EOF)
			return false;
		text += len + (text[len] == '\n');
	}
	return true;
}

static bool plan_columns(struct row_sink *sink, size_t count,
			 const char *const *names)
{
	struct plan_sink *p = (struct plan_sink *)sink;
	if (!p->sqlite && count == 2 && !strcmp(names[1], "explain_value")) {
		p->one_text = true;
		return true;
	}
	if (!p->sqlite && count > 1) {
		struct output_options options = {.format = FORMAT_TABLE};
		p->table = output_new(p->out, &options);
		if (!p->table) {
			fprintf(stderr, "%s: out of memory\n", p->who);
			return false;
		}
		struct row_sink *table = output_sink(p->table);
		return table->columns(table, count, names);
	}
	if (!p->sqlite && count == 1)
		return true;
	p->id_column = column_named(count, names, "id");
	p->parent_column = column_named(count, names, "parent");
	p->detail_column = column_named(count, names, "detail");
	if (p->sqlite && p->id_column < count && p->parent_column < count &&
	    p->detail_column < count)
		return true;
	fprintf(stderr,
		"%s: the engine's plan has columns plansql does not "
		"know\n",
		p->who);
	return false;
}

static bool plan_row(struct row_sink *sink, const struct cell *cells)
{
	struct plan_sink *p = (struct plan_sink *)sink;
	if (p->table)
		return output_sink(p->table)->row(output_sink(p->table), cells);
	if (p->one_text)
		return put_lines(p->out, cells[1].text ? cells[1].text : "");
	if (!p->sqlite) { /* one line of the plan a row */
		display_text(p->out, cells[0].text ? cells[0].text : "");
		return putc('\n', p->out) != EOF;
	}
	if (p->count == p->cap) {
		size_t cap = p->cap ? 2 * p->cap : 16;
		struct plan_node *grown =
		    realloc(p->nodes, cap * sizeof *grown);
		if (!grown)
			goto out_of_memory;
		p->nodes = grown;
		p->cap = cap;
	}
	const char *id = cells[p->id_column].text;
	const char *parent = cells[p->parent_column].text;
	const char *detail = cells[p->detail_column].text;
	struct plan_node *n = &p->nodes[p->count];
	n->id = id ? strtol(id, NULL, 10) : 0;
	n->parent = parent ? strtol(parent, NULL, 10) : 0;
	n->detail = strdup(detail ? detail : "");
	if (!n->detail)
		goto out_of_memory;
	p->count++;
	return true;
out_of_memory:
	fprintf(stderr, "%s: out of memory\n", p->who);
	return false;
}

/* The tree as the sqlite3 shell draws it: a node's children under it,
 * "|--" before each but the last, "`--" before the last.  A child's id
 * is above its parent's, which bounds the recursion. */
static void draw_children(const struct plan_sink *p, long parent, char *prefix,
			  size_t depth)
{
	const size_t max_depth = 64;
	for (size_t i = 0; i < p->count; i++) {
		const struct plan_node *n = &p->nodes[i];
		if (n->parent != parent || n->id <= parent)
			continue;
		bool last = true;
		for (size_t j = i + 1; j < p->count && last; j++)
			last = p->nodes[j].parent != parent;
		fprintf(p->out, "%s%s", prefix, last ? "`--" : "|--");
		display_text(p->out, n->detail);
		putc('\n', p->out);
		if (depth + 1 < max_depth) {
			strcpy(prefix + 3 * depth, last ? "   " : "|  ");
			draw_children(p, n->id, prefix, depth + 1);
			prefix[3 * depth] = '\0';
		}
	}
}

/* Streams the engine's plan of sql: EXPLAIN QUERY PLAN on SQLite,
 * EXPLAIN elsewhere.  The
 * statement is plansql's own compiled SQL, never text of the plan: putting the
 * keyword before it pastes nothing untrusted. */
static enum query_end stream_explained(struct database *db, const char *sql,
				       const struct query_limits *limits,
				       struct row_sink *sink)
{
	bool sqlite = database_dialect(db) == PLANSQL_SQLITE;
	const char *keyword = sqlite ? "EXPLAIN QUERY PLAN " : "EXPLAIN ";
	char *explain = malloc(strlen(keyword) + strlen(sql) + 1);
	if (!explain) {
		fprintf(stderr, "%s: out of memory\n", database_who(db));
		return QUERY_SINK_FAILED;
	}
	strcat(strcpy(explain, keyword), sql);
	enum query_end end = database_stream(db, explain, limits, sink);
	free(explain);
	return end;
}

bool explain_print(struct database *db, const char *sql,
		   const struct query_limits *limits, FILE *out)
{
	struct plan_sink p = {.sink = {plan_columns, plan_row},
			      .out = out,
			      .who = database_who(db),
			      .sqlite = database_dialect(db) == PLANSQL_SQLITE};
	enum query_end end = stream_explained(db, sql, limits, &p.sink);
	bool ok = query_end_ok(end);
	if (p.table) {
		ok = output_finish(p.table, end) && ok;
		output_free(p.table);
	} else if (ok && p.sqlite) {
		char prefix[3 * 64 + 1] = "";
		fputs("QUERY PLAN\n", out);
		draw_children(&p, 0, prefix, 0);
	}
	for (size_t i = 0; i < p.count; i++)
		free(p.nodes[i].detail);
	free(p.nodes);
	return ok;
}

static bool ignore_columns(struct row_sink *sink, size_t count,
			   const char *const *names)
{
	(void)sink, (void)count, (void)names;
	return true;
}

static bool ignore_row(struct row_sink *sink, const struct cell *cells)
{
	(void)sink, (void)cells;
	return true;
}

char *explain_check(struct database *db, const char *sql,
		    const struct query_limits *limits)
{
	struct row_sink sink = {ignore_columns, ignore_row};
	database_capture(db, true);
	enum query_end end = stream_explained(db, sql, limits, &sink);
	database_capture(db, false);
	char *why = database_take_captured(db);
	if (query_end_ok(end)) {
		free(why);
		return NULL;
	}
	return why ? why : strdup("EXPLAIN did not finish");
}

/* ---- the steps ---- */

bool explain_parse_format(const char *name, enum explain_format *out)
{
	static const char *const names[] = {"table", "tsv", "json"};
	for (int i = 0; i < 3; i++)
		if (!strcmp(name, names[i])) {
			*out = (enum explain_format)i;
			return true;
		}
	return false;
}

/* The one value a counting statement returns. */
struct count_sink {
	struct row_sink sink; /* first: database_stream is handed this */
	char *count;
	bool out_of_memory;
};

static bool count_columns(struct row_sink *sink, size_t count,
			  const char *const *names)
{
	(void)sink;
	(void)names;
	return count > 0;
}

static bool count_row(struct row_sink *sink, const struct cell *cells)
{
	struct count_sink *c = (struct count_sink *)sink;
	if (c->count || !cells[0].text)
		return true; /* one row only; NULL is no count */
	c->count = strdup(cells[0].text);
	c->out_of_memory = !c->count;
	return c->count != NULL;
}

/* Runs step index; its count as text, or NULL after saying why. */
static char *run_step(struct database *db, const plansql_steps *steps,
		      size_t index, const struct query_limits *limits)
{
	struct count_sink c = {.sink = {count_columns, count_row}};
	enum query_end end = database_stream(
	    db, plansql_steps_sql(steps, index), limits, &c.sink);
	const char *who = database_who(db);
	if (c.out_of_memory)
		fprintf(stderr, "%s: out of memory\n", who);
	else if (query_end_ok(end) && (!c.count || !*c.count ||
				       c.count[strspn(c.count, "0123456789")]))
		fprintf(stderr, "%s: step %zu returned no count\n", who,
			index + 1);
	else if (query_end_ok(end))
		return c.count;
	else if (end == QUERY_SINK_FAILED)
		fprintf(stderr, "%s: step %zu returned no column\n", who,
			index + 1);
	free(c.count);
	return NULL;
}

/* What the output needs of each step as it runs. */
struct steps_output {
	enum explain_format format;
	FILE *out;
	const plansql_steps *steps;
	plansql_json *json;
	plansql_str *text;
	long first_empty; /* 0: none yet */
};

static void output_begin(struct steps_output *o)
{
	if (o->format == EXPLAIN_TABLE)
		fprintf(o->out, "%4s  %10s  %s\n", "step", "rows", "adds");
	else if (o->format == EXPLAIN_TSV)
		fputs("step\trows\tpointer\tlabel\n", o->out);
	else {
		o->text = plansql_str_new(0);
		o->json = plansql_json_new(o->text, PLANSQL_JSON_PRETTY);
		plansql_json_begin_object(o->json);
		plansql_json_key(o->json, "steps");
		plansql_json_begin_array(o->json);
	}
}

static void output_step(struct steps_output *o, size_t index, const char *count)
{
	const char *label = plansql_steps_label(o->steps, index);
	bool first_empty = !o->first_empty && !strcmp(count, "0");
	if (first_empty)
		o->first_empty = (long)index + 1;
	if (o->format == EXPLAIN_JSON) {
		plansql_json_begin_object(o->json);
		plansql_json_key(o->json, "step");
		plansql_json_int(o->json, (long long)index + 1);
		plansql_json_key(o->json, "rows");
		plansql_json_int(o->json, strtoll(count, NULL, 10));
		plansql_json_string_member(o->json, "label", label);
		plansql_json_string_member(
		    o->json, "pointer", plansql_steps_pointer(o->steps, index));
		plansql_json_string_member(o->json, "sql",
					   plansql_steps_sql(o->steps, index));
		plansql_json_end_object(o->json);
		return;
	}
	if (o->format == EXPLAIN_TSV) {
		fprintf(o->out, "%zu\t%s\t", index + 1, count);
		display_text(o->out, plansql_steps_pointer(o->steps, index));
		putc('\t', o->out);
	} else {
		fprintf(o->out, "%4zu  %10s  ", index + 1, count);
	}
	display_text(o->out, label);
	if (first_empty && o->format == EXPLAIN_TABLE)
		fputs("  <- no rows from here", o->out);
	putc('\n', o->out);
	fflush(o->out); /* each step shows as soon as it has run */
}

/* Ends the output; false when the JSON could not be made. */
static bool output_end(struct steps_output *o, bool complete)
{
	if (o->format != EXPLAIN_JSON)
		return true;
	plansql_json_end_array(o->json);
	plansql_json_key(o->json, "first_empty_step");
	if (o->first_empty)
		plansql_json_int(o->json, o->first_empty);
	else
		plansql_json_null(o->json);
	plansql_json_end_object(o->json);
	plansql_json_free(o->json);
	char *text = plansql_str_finish(o->text);
	if (text && complete)
		fprintf(o->out, "%s\n", text);
	free(text);
	return text != NULL;
}

/* The steps of plan for the database, or NULL after saying why. */
static plansql_steps *make_steps(struct database *db, const plansql_plan *plan,
				 const plansql_options *options)
{
	plansql_options o =
	    options ? *options : (plansql_options)PLANSQL_OPTIONS_INIT;
	o.dialect = database_dialect(db);
	plansql_steps *steps = NULL;
	plansql_result *r = plansql_plan_steps(plan, &o, &steps);
	if (!steps && r)
		print_diagnostics(r, "plan");
	else if (!r)
		fprintf(stderr, "%s: out of memory\n", database_who(db));
	plansql_result_free(r);
	return steps;
}

bool explain_steps_write(struct database *db, const plansql_plan *plan,
			 const plansql_options *options,
			 const struct query_limits *limits,
			 enum explain_format format, FILE *out)
{
	plansql_steps *steps = make_steps(db, plan, options);
	if (!steps)
		return false;
	struct steps_output o = {.format = format, .out = out, .steps = steps};
	output_begin(&o);
	bool ok = true;
	for (size_t i = 0; ok && i < plansql_steps_count(steps); i++) {
		char *count = run_step(db, steps, i, limits);
		if (count)
			output_step(&o, i, count);
		ok = count != NULL;
		free(count);
	}
	if (!output_end(&o, ok) && ok) {
		fprintf(stderr, "%s: out of memory\n", database_who(db));
		ok = false;
	}
	plansql_steps_free(steps);
	return ok;
}

bool explain_steps_print(struct database *db, const plansql_plan *plan,
			 const plansql_options *options,
			 const struct query_limits *limits, FILE *out)
{
	return explain_steps_write(db, plan, options, limits, EXPLAIN_TABLE,
				   out);
}

/* ---- the command ---- */

enum { OPT_STEPS = 1, OPT_FORMAT, OPT_TIMEOUT, OPT_HELP };

static const struct option_spec explain_options[] = {
    SOURCE_OPTIONS,
    {0, "steps", false, OPT_STEPS},
    {'f', "format", true, OPT_FORMAT},
    {0, "timeout", true, OPT_TIMEOUT},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

struct explain_args {
	struct sources sources;
	const char *plan_path;
	bool steps, format_given;
	enum explain_format format;
	struct query_limits limits;
};

/* One option of explain's own; false after saying why it is wrong. */
static bool take_option(struct explain_args *a, int id, const char *value)
{
	switch (id) {
	case OPT_STEPS:
		a->steps = true;
		return true;
	case OPT_FORMAT:
		a->format_given = true;
		if (explain_parse_format(value, &a->format))
			return true;
		fprintf(stderr,
			"plansql explain: --format is table, tsv or json, "
			"not '%s'\n",
			value);
		return false;
	case OPT_TIMEOUT:
		return query_parse_seconds("plansql explain", value,
					   &a->limits.seconds);
	}
	print_help(stdout, "explain"); /* OPT_HELP */
	exit(EXIT_COMPILED);
}

static int parse_args(int argc, char **argv, struct explain_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, explain_options);
	memset(a, 0, sizeof *a);
	a->limits.seconds = QUERY_DEFAULT_SECONDS;
	int id;
	while ((id = options_next(&p, "explain")) > 0)
		if (!sources_option(&a->sources, id, p.value) &&
		    !take_option(a, id, p.value))
			return EXIT_USAGE;
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (!database_spec_valid(a->sources.db)) {
		fprintf(stderr, "plansql explain: give --db sqlite:PATH or "
				"--db postgresql://...; see 'plansql help "
				"explain'\n");
		return EXIT_USAGE;
	}
	if (a->format_given && !a->steps) {
		fprintf(stderr, "plansql explain: --format is for --steps; the "
				"engine's plan is printed as the engine "
				"writes it\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql explain: give one plan file, or - for "
				"standard input\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

/* Reads the plan and compiles it for the database as "plansql run"
 * does, printing the diagnostics: EXIT_COMPILED with *plan and
 * *compiled set, EXIT_REJECTED, or EXIT_USAGE when it cannot be read. */
static int read_plan(struct explain_args *a, const plansql_options *options,
		     plansql_plan **plan, plansql_result **compiled)
{
	struct input in;
	*plan = NULL;
	*compiled = NULL;
	if (!read_input(a->plan_path, &in))
		return EXIT_USAGE;
	plansql_result *r = plansql_plan_read(in.text, in.len, plan);
	if (r && (options->flags & PLANSQL_STRICT))
		plansql_result_strict(r);
	if (r)
		print_diagnostics(r, in.name);
	if (*plan && plansql_result_ok(r))
		*compiled = plansql_plan_compile(*plan, options);
	if (*compiled)
		print_diagnostics(*compiled, in.name);
	int rc = plansql_result_sql(*compiled) ? EXIT_COMPILED
		 : r			       ? EXIT_REJECTED
					       : EXIT_USAGE;
	plansql_result_free(r);
	free_input(&in);
	return rc;
}

static int explain_plan(struct explain_args *a, struct database *db)
{
	plansql_options options = {.size = sizeof(plansql_options),
				   .dialect = database_dialect(db)};
	sources_apply(&a->sources, &options);
	plansql_plan *plan;
	plansql_result *compiled;
	int rc = read_plan(a, &options, &plan, &compiled);
	const char *sql = plansql_result_sql(compiled);
	/* progress only where it cannot mix with what is printed */
	a->limits.progress = !isatty(STDOUT_FILENO);
	bool ok = true;
	if (rc == EXIT_COMPILED && a->steps)
		ok = explain_steps_write(db, plan, &options, &a->limits,
					 a->format, stdout);
	else if (rc == EXIT_COMPILED)
		ok = explain_print(db, sql, &a->limits, stdout);
	if (rc == EXIT_COMPILED && ok &&
	    (fflush(stdout) == EOF || ferror(stdout))) {
		fprintf(stderr, "plansql explain: cannot write: %s\n",
			strerror(errno));
		ok = false;
	}
	plansql_result_free(compiled);
	plansql_plan_free(plan);
	return ok ? rc : EXIT_USAGE;
}

int command_explain(int argc, char **argv)
{
	struct explain_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	if (!sources_load(&a.sources, "explain")) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	struct database *db =
	    sources_use_data(&a.sources, "plansql explain")
		? sources_open_database(&a.sources, "plansql explain")
		: NULL;
	rc = db ? explain_plan(&a, db) : EXIT_USAGE;
	sources_free(&a.sources);
	return rc;
}
