/* The shell's commands.  Every change is a patch of the current plan:
 * the new plan joins the session only when the patch applies, so a
 * failed command leaves the plan as it was. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "cli.h"
#include "display.h"
#include "output.h"
#include "params.h"
#include "patch_forms.h"
#include "query.h"
#include "shell.h"

static plansql_plan *current(const struct shell *sh)
{
	return sh->plans[sh->at];
}

/* A warning about the plan is shown once: the audit after every change
 * would repeat it. */
static bool said_before(struct shell *sh, const plansql_diagnostic *d)
{
	if (d->severity != PLANSQL_WARNING || d->in_patch)
		return false;
	for (size_t i = 0; i < sh->said_count; i++)
		if (!strcmp(sh->said[i], d->message))
			return true;
	char **grown = realloc(sh->said, (sh->said_count + 1) * sizeof *grown);
	if (grown) {
		sh->said = grown;
		sh->said[sh->said_count++] = strdup(d->message);
	}
	return false;
}

void shell_free_said(struct shell *sh)
{
	for (size_t i = 0; i < sh->said_count; i++)
		free(sh->said[i]);
	free(sh->said);
}

/* Diagnostics as "severity[code]: message (hint)": in the shell the
 * command names the node. */
static void print_findings(struct shell *sh, const plansql_result *r)
{
	fflush(stdout);
	for (size_t i = 0; r && i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		if (!strcmp(d->code, "plan-terminated"))
			sh->terminated = true;
		if (said_before(sh, d))
			continue;
		fprintf(stderr, "%s[%s]: %s",
			plansql_severity_name(d->severity), d->code,
			d->message);
		char *hint = advice_hint(d->hint);
		if (hint)
			fprintf(stderr, " (%s)", hint);
		plansql_free(hint);
		fputc('\n', stderr);
	}
}

static bool push(struct shell *sh, plansql_plan *plan)
{
	for (size_t i = sh->at + 1; i < sh->count; i++)
		plansql_plan_free(sh->plans[i]);
	sh->count = sh->at + 1;
	if (sh->count == sh->cap) {
		size_t cap = sh->cap ? sh->cap * 2 : 16;
		plansql_plan **grown = realloc(sh->plans, cap * sizeof *grown);
		if (!grown) {
			plansql_plan_free(plan);
			return false;
		}
		sh->plans = grown;
		sh->cap = cap;
	}
	sh->plans[sh->count++] = plan;
	sh->at = sh->count - 1;
	return true;
}

/* Compiles the current plan, with placeholders under "params on"; its
 * warnings are printed (each once a session), and why it fails: NULL. */
static plansql_result *compile_current(struct shell *sh,
				       plansql_dialect dialect)
{
	plansql_options o = sh->options;
	o.dialect = dialect;
	o.flags |= PLANSQL_NO_AUDIT; /* every plan of the session is audited */
	if (sh->params)
		o.flags |= PLANSQL_PARAMS;
	plansql_result *r = plansql_plan_compile(current(sh), &o);
	print_findings(sh, r); /* the compiler's warnings too, once each */
	if (plansql_result_sql(r))
		return r;
	plansql_result_free(r);
	return NULL;
}

/* The statement, and under "params on" the line of its values as
 * plansql compile --params writes it. */
static void print_sql(const struct shell *sh, const plansql_result *r)
{
	display_statement(stdout, plansql_result_sql(r));
	char *values = sh->params ? params_comment(r) : NULL;
	if (values)
		fputs(values, stdout);
	free(values);
}

/* Prints the rows of r's SQL, its values bound under "params on", at
 * most max (0: all).  A query stopped by Ctrl-C or the time limit has
 * said so (query.c): the command failed, and the session goes on. */
static bool print_rows(struct shell *sh, const plansql_result *r, size_t max)
{
	struct output_options layout = {.format = FORMAT_TABLE,
					.cap_note = "\"run\" shows every row"};
	struct query_limits limits = {
	    .seconds = sh->seconds,
	    .max_rows = max,
	    .timeout_hint = "\"timeout SECONDS\" sets another (0: none)"};
	struct output *out = output_new(stdout, &layout);
	enum query_end end =
	    out ? database_stream_bound(sh->db, plansql_result_sql(r),
					sh->params ? r : NULL, &limits,
					output_sink(out))
		: QUERY_SINK_FAILED;
	bool ok = out && output_finish(out, end) && query_end_ok(end);
	output_free(out);
	return ok;
}

bool shell_show(struct shell *sh)
{
	plansql_result *r = compile_current(sh, sh->dialect);
	bool ok = r != NULL;
	if (r)
		print_sql(sh, r);
	fflush(stdout); /* the SQL shows while a slow query runs */
	if (r && sh->preview)
		ok = print_rows(sh, r, sh->preview);
	plansql_result_free(r);
	fflush(stdout);
	return ok;
}

/* ---- changes ---- */

bool shell_adopt(struct shell *sh, plansql_plan *next)
{
	if (!push(sh, next))
		return false;
	shell_refresh_names(sh);
	return shell_show(sh); /* the change stands even if its query fails */
}

static bool apply(struct shell *sh, plansql_patch *patch)
{
	plansql_plan *next = NULL;
	plansql_result *r =
	    plansql_plan_patch(current(sh), patch, &sh->options, &next);
	print_findings(sh, r);
	plansql_result_free(r);
	return next && shell_adopt(sh, next);
}

static bool change(struct shell *sh, enum patch_form form, const char *args,
		   const char *name)
{
	plansql_patch *patch = plansql_patch_new();
	fflush(stdout);
	bool ok = patch && patch_form_add(patch, form, args, name) &&
		  apply(sh, patch);
	plansql_patch_free(patch);
	return ok;
}

static bool needs_args(const char *name, const char *args, const char *what)
{
	if (*args)
		return true;
	fflush(stdout);
	fprintf(stderr, "%s: give %s (see \"help %s\")\n", name, what, name);
	return false;
}

static bool cmd_add(struct shell *sh, const char *args)
{
	return needs_args("add", args, "TABLE.COLUMN") &&
	       change(sh, FORM_ADD_COLUMN, args, "add");
}

static bool cmd_remove(struct shell *sh, const char *args)
{
	return needs_args("remove", args, "TABLE.COLUMN") &&
	       change(sh, FORM_REMOVE_COLUMN, args, "remove");
}

static bool cmd_order(struct shell *sh, const char *args)
{
	return needs_args("order", args, "TABLE.COLUMN[:desc],... or none") &&
	       change(sh, FORM_ORDER, args, "order");
}

static bool cmd_limit(struct shell *sh, const char *args)
{
	return needs_args("limit", args, "a number or none") &&
	       change(sh, FORM_LIMIT, args, "limit");
}

static bool cmd_offset(struct shell *sh, const char *args)
{
	return needs_args("offset", args, "a number or none") &&
	       change(sh, FORM_OFFSET, args, "offset");
}

static bool cmd_filter(struct shell *sh, const char *args)
{
	return needs_args("filter", args, "TABLE.COLUMN OP [VALUE]") &&
	       change(sh, FORM_ADD_FILTER, args, "filter");
}

static bool cmd_unfilter(struct shell *sh, const char *args)
{
	return needs_args("unfilter", args, "TABLE.COLUMN") &&
	       change(sh, FORM_REMOVE_FILTER, args, "unfilter");
}

static bool cmd_aggregate(struct shell *sh, const char *args)
{
	return needs_args("aggregate", args, "FUNCTION:TABLE.COLUMN[:ALIAS]") &&
	       change(sh, FORM_ADD_AGGREGATE, args, "aggregate");
}

static bool cmd_unaggregate(struct shell *sh, const char *args)
{
	return needs_args("unaggregate", args, "ALIAS") &&
	       change(sh, FORM_REMOVE_AGGREGATE, args, "unaggregate");
}

static bool cmd_distinct(struct shell *sh, const char *args)
{
	bool on = !*args || !strcmp(args, "on");
	if (!on && strcmp(args, "off")) {
		fflush(stdout);
		fprintf(stderr, "distinct: on or off, not '%s'\n", args);
		return false;
	}
	return change(sh, on ? FORM_DISTINCT : FORM_NO_DISTINCT, "",
		      "distinct");
}

/* ---- the session ---- */

static bool cmd_undo(struct shell *sh, const char *args)
{
	(void)args;
	if (sh->at == 0) {
		fflush(stdout);
		fprintf(stderr, "undo: nothing to undo\n");
		return false;
	}
	sh->at--;
	shell_refresh_names(sh);
	return shell_show(sh);
}

static bool cmd_redo(struct shell *sh, const char *args)
{
	(void)args;
	if (sh->at + 1 == sh->count) {
		fflush(stdout);
		fprintf(stderr, "redo: nothing to redo\n");
		return false;
	}
	sh->at++;
	shell_refresh_names(sh);
	return shell_show(sh);
}

static bool cmd_sql(struct shell *sh, const char *args)
{
	plansql_dialect dialect = sh->dialect;
	fflush(stdout);
	if (*args && !parse_dialect("shell", args, &dialect))
		return false;
	plansql_result *r = compile_current(sh, dialect);
	if (r)
		print_sql(sh, r);
	plansql_result_free(r);
	return r != NULL;
}

static bool cmd_run(struct shell *sh, const char *args)
{
	(void)args;
	plansql_result *r = compile_current(sh, sh->dialect);
	bool ok = r && print_rows(sh, r, 0);
	plansql_result_free(r);
	return ok;
}

static bool cmd_timeout(struct shell *sh, const char *args)
{
	fflush(stdout);
	if (*args && !query_parse_seconds("timeout", args, &sh->seconds))
		return false;
	if (sh->seconds > 0)
		printf("queries stop after %g s\n", sh->seconds);
	else
		printf("queries have no time limit\n");
	return true;
}

static bool print_text(char *text)
{
	if (text)
		printf("%s\n", text);
	plansql_free(text);
	return text != NULL;
}

static bool cmd_plan(struct shell *sh, const char *args)
{
	(void)args;
	return print_text(plansql_plan_json(current(sh)));
}

static bool cmd_options(struct shell *sh, const char *args)
{
	(void)args;
	return print_text(plansql_plan_options(current(sh), &sh->options));
}

static bool cmd_save(struct shell *sh, const char *args)
{
	if (!needs_args("save", args, "a file name"))
		return false;
	if (!strcmp(args, "-")) { /* "plan" prints it */
		fflush(stdout);
		fprintf(stderr, "save: give a file name, not -\n");
		return false;
	}
	char *json = plansql_plan_json(current(sh));
	bool ok = json && write_output_line(args, json);
	plansql_free(json);
	if (ok)
		printf("saved %s\n", args);
	return ok;
}

static bool cmd_help(struct shell *sh, const char *args);

static bool cmd_quit(struct shell *sh, const char *args)
{
	(void)args;
	sh->quit = true;
	return true;
}

static const struct command {
	const char *name, *usage, *what;
	bool (*run)(struct shell *, const char *);
} commands[] = {
    {"add", "add TABLE.COLUMN",
     "show a column (a table not read yet is "
     "joined along the foreign keys)",
     cmd_add},
    {"remove", "remove TABLE.COLUMN",
     "stop showing a column (a filter's column stays for the filter)",
     cmd_remove},
    {"order", "order TABLE.COLUMN[:desc],... | none",
     "replace ORDER BY; a name without table is an alias", cmd_order},
    {"limit", "limit N | none", "replace or remove the limit", cmd_limit},
    {"offset", "offset N | none", "replace or remove the offset", cmd_offset},
    {"filter", "filter TABLE.COLUMN OP [VALUE]",
     "add a filter: filter tracks.Milliseconds > 300000, filter "
     "genres.Name = Rock, filter tracks.Composer is_null",
     cmd_filter},
    {"unfilter", "unfilter TABLE.COLUMN", "remove every filter on a column",
     cmd_unfilter},
    {"aggregate", "aggregate FUNCTION:TABLE.COLUMN[:ALIAS]",
     "add an aggregate: aggregate sum:invoices.Total:Revenue, aggregate "
     "count:invoices.* (a query without one is grouped by its columns)",
     cmd_aggregate},
    {"unaggregate", "unaggregate ALIAS",
     "remove an aggregate (without the last one a grouped query gives "
     "one row per group)",
     cmd_unaggregate},
    {"distinct", "distinct [on | off]", "DISTINCT rows, or not", cmd_distinct},
    {"ask", "ask QUESTION",
     "ask the model (--llm) for a new plan, which replaces this one",
     shell_ask},
    {"refine", "refine REQUEST",
     "send this plan and the request to the model, which edits it: "
     "refine only tracks longer than five minutes",
     shell_refine},
    {"undo", "undo",
     "go back to the plan before the last change (patch, ask or refine; "
     "not params or now)",
     cmd_undo},
    {"redo", "redo", "make the change undo took back again", cmd_redo},
    {"sql", "sql [DIALECT]",
     "print the SQL ({dialects}; default: the database's)", cmd_sql},
    {"run", "run", "run the query and print every row", cmd_run},
    {"timeout", "timeout [SECONDS]",
     "show or set the time limit of every query (0: none)", cmd_timeout},
    {"params", "params [on | off]",
     "show or set bind parameters: sql shows placeholders and their "
     "values, run binds them (a setting: undo leaves it)",
     shell_params},
    {"now", "now [DATE | today]",
     "show or set the date relative periods count from, YYYY-MM-DD (a "
     "setting: undo leaves it)",
     shell_now},
    {"plan", "plan", "print the current plan as JSON", cmd_plan},
    {"options", "options", "print what can be changed, as JSON", cmd_options},
    {"save", "save FILE", "write the current plan to FILE", cmd_save},
    {"remember", "remember TERM TABLE[.COLUMN]",
     "save to the --glossary file that TERM names a table or column",
     shell_remember},
    {"help", "help [COMMAND]", "list the commands, or explain one", cmd_help},
    {"quit", "quit", "leave the shell (so does end of input)", cmd_quit},
};

#define COMMAND_COUNT (sizeof commands / sizeof *commands)

const char *const shell_command_names[] = {
    "add",	"remove",    "order",	    "limit",	"offset",  "filter",
    "unfilter", "aggregate", "unaggregate", "distinct", "ask",	   "refine",
    "undo",	"redo",	     "sql",	    "run",	"timeout", "params",
    "now",	"plan",	     "options",	    "save",	"help",	   "quit",
    "exit",	"remember",  NULL};

static const struct command *find_command(const char *name, size_t len)
{
	for (size_t i = 0; i < COMMAND_COUNT; i++)
		if (strlen(commands[i].name) == len &&
		    !strncmp(commands[i].name, name, len))
			return &commands[i];
	if (len == 4 && !strncmp(name, "exit", 4))
		return &commands[COMMAND_COUNT - 1];
	return NULL;
}

static bool cmd_help(struct shell *sh, const char *args)
{
	(void)sh;
	const struct command *c =
	    *args ? find_command(args, strlen(args)) : NULL;
	if (*args && !c) {
		fflush(stdout);
		fprintf(stderr, "help: no command '%s'\n", args);
		return false;
	}
	for (size_t i = 0; i < COMMAND_COUNT; i++) {
		if (c && c != &commands[i])
			continue;
		printf("  %-38s ", commands[i].usage);
		print_help_text(stdout, commands[i].what);
		putchar('\n');
	}
	if (!c)
		printf("Tab completes what each command takes; Ctrl-C "
		       "abandons the line or cancels the query; changes "
		       "never lose the plan: a refused change leaves it as "
		       "it was.\n");
	return true;
}

bool shell_execute(struct shell *sh, const char *line)
{
	while (isspace((unsigned char)*line))
		line++;
	if (!*line || *line == '#')
		return true;
	size_t len = strcspn(line, " \t\r\n");
	const char *args = line + len;
	while (isspace((unsigned char)*args))
		args++;
	char *trimmed = strdup(args);
	if (!trimmed)
		return false;
	for (size_t n = strlen(trimmed);
	     n && isspace((unsigned char)trimmed[n - 1]); n--)
		trimmed[n - 1] = '\0';
	const struct command *c = find_command(line, len);
	bool ok = c && c->run(sh, trimmed);
	if (!c) {
		fflush(stdout);
		fprintf(stderr, "unknown command '%.*s'; \"help\" lists them\n",
			(int)len, line);
	}
	free(trimmed);
	fflush(stdout);
	return ok;
}
