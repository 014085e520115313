/* plansql shell: the session around the commands.  On a terminal lines
 * are read with libedit (history in ~/.plansql_history, tab completion);
 * from a pipe or a file they are read plainly, without prompt or escape
 * codes, so a session can be scripted. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "options.h"
#include "shell.h"
#include "shell_libedit.h"

enum { OPT_ROWS = 1, OPT_HELP };

static const struct option_spec shell_options[] = {
    SOURCE_OPTIONS,
    {0, "rows", true, OPT_ROWS},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

static int parse_args(int argc, char **argv, struct shell *sh,
		      const char **plan_path)
{
	struct option_parser p;
	options_init(&p, argc, argv, shell_options);
	int id;
	while ((id = options_next(&p, "shell")) > 0) {
		if (sources_option(&sh->sources, id, p.value))
			continue;
		if (id == OPT_ROWS) {
			char *end;
			errno = 0;
			long long n = strtoll(p.value, &end, 10);
			if (!*p.value || *end || errno || n < 0) {
				fprintf(stderr, "plansql shell: --rows is a "
						"number of rows, not '%s'\n",
					p.value);
				return EXIT_USAGE;
			}
			sh->preview = (size_t)n;
		} else if (id == OPT_HELP) {
			print_help(stdout, "shell");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (!database_spec_valid(sh->sources.db)) {
		fprintf(stderr, "plansql shell: give --db sqlite:PATH or --db "
				"postgresql://...\n");
		return EXIT_USAGE;
	}
	if (sh->sources.no_audit) {
		fprintf(stderr, "plansql shell: --no-audit does not apply: "
				"every plan of the session is audited\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql shell: give one plan file to start "
				"from\n");
		return EXIT_USAGE;
	}
	*plan_path = p.operands[0];
	if (!strcmp(*plan_path, "-")) {
		fprintf(stderr, "plansql shell: the commands come from standard "
				"input; give the plan as a file\n");
		return EXIT_USAGE;
	}
	return EXIT_COMPILED;
}

/* The session starts from the plan as audited; EXIT_COMPILED, or why
 * it cannot start. */
static int load_plan(struct shell *sh, const char *path)
{
	struct input in;
	if (!read_input(path, &in))
		return EXIT_USAGE;
	plansql_plan *plan = NULL;
	plansql_result *r = plansql_audit(in.text, in.len, &sh->options, &plan);
	if (r)
		print_diagnostics(r, in.name);
	plansql_result_free(r);
	free_input(&in);
	sh->plans = calloc(16, sizeof *sh->plans);
	if (!plan || !sh->plans) {
		plansql_plan_free(plan);
		return EXIT_REJECTED;
	}
	sh->plans[0] = plan;
	sh->count = 1;
	sh->cap = 16;
	return EXIT_COMPILED;
}

static char *history_path(void)
{
	const char *home = getenv("HOME");
	if (!home || !*home)
		return NULL;
	size_t n = strlen(home) + sizeof "/.plansql_history";
	char *path = malloc(n);
	if (path)
		snprintf(path, n, "%s/.plansql_history", home);
	return path;
}

static void run_pipe(struct shell *sh)
{
	char *line = NULL;
	size_t cap = 0;
	while (!sh->quit && getline(&line, &cap, stdin) >= 0)
		sh->failed |= !shell_execute(sh, line);
	free(line);
}

/* Without libedit the session goes on, read plainly. */
static void run_terminal(struct shell *sh)
{
	const char *why;
	if (!libedit_load(&why)) {
		fprintf(stderr,
			"plansql shell: no line editing, history or "
			"completion: %s\n",
			why);
		run_pipe(sh);
		return;
	}
	char *history = history_path();
	using_history();
	stifle_history(1000);
	if (history)
		read_history(history);
	shell_complete_init(sh);
	printf("plansql shell: \"help\" lists the commands; Tab completes\n");
	char *line;
	while (!sh->quit && (line = readline("plansql> "))) {
		if (*line)
			add_history(line);
		sh->failed |= !shell_execute(sh, line);
		free(line);
	}
	if (history)
		write_history(history);
	free(history);
}

static void free_shell(struct shell *sh)
{
	for (size_t i = 0; i < sh->count; i++)
		plansql_plan_free(sh->plans[i]);
	free(sh->plans);
	shell_free_names(sh);
	shell_free_said(sh);
	database_close(sh->db);
	sources_free(&sh->sources);
}

int command_shell(int argc, char **argv)
{
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	sh.preview = 10;
	const char *plan_path = NULL;
	int rc = parse_args(argc, argv, &sh, &plan_path);
	if (rc != EXIT_COMPILED)
		return rc;
	if (!sources_load(&sh.sources, "shell", true) ||
	    !(sh.db = database_open(sh.sources.db, "plansql shell"))) {
		free_shell(&sh);
		return EXIT_USAGE;
	}
	sources_apply(&sh.sources, &sh.options);
	sh.dialect = database_dialect(sh.db);
	if ((rc = load_plan(&sh, plan_path)) != EXIT_COMPILED) {
		free_shell(&sh);
		return rc;
	}
	sh.interactive = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
	shell_refresh_names(&sh);
	if (!shell_show(&sh) && sh.terminated) { /* nothing to patch */
		free_shell(&sh);
		return EXIT_REJECTED;
	}
	if (sh.interactive)
		run_terminal(&sh);
	else
		run_pipe(&sh);
	rc = sh.failed ? EXIT_REJECTED : EXIT_COMPILED;
	free_shell(&sh);
	return rc;
}
