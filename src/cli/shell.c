/* plansql shell: the session around the commands.  On a terminal lines
 * are read with libedit (history in ~/.plansql_history, tab completion);
 * from a pipe or a file they are read plainly, without prompt or escape
 * codes, so a session can be scripted. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "options.h"
#include "query.h"
#include "shell.h"
#include "shell_libedit.h"
#include "sql_file.h"

enum { OPT_ROWS = 1, OPT_TIMEOUT, OPT_PARAMS, OPT_HELP };

static const struct option_spec shell_options[] = {
    SOURCE_OPTIONS,
    {0, "from", true, OPT_SOURCE_FROM},
    ASK_MODEL_OPTIONS,
    {0, "params", false, OPT_PARAMS},
    {0, "rows", true, OPT_ROWS},
    {0, "timeout", true, OPT_TIMEOUT},
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
		if (ask_is_model_option(id)) {
			if (!ask_model_option(&sh->ask, "plansql shell", id,
					      p.value))
				return EXIT_USAGE;
		} else if (id == OPT_PARAMS) {
			sh->params = true;
		} else if (id == OPT_ROWS) {
			char *end;
			errno = 0;
			long long n = strtoll(p.value, &end, 10);
			if (!*p.value || *end || errno || n < 0) {
				fprintf(stderr,
					"plansql shell: --rows is a "
					"number of rows, not '%s'\n",
					p.value);
				return EXIT_USAGE;
			}
			sh->preview = (size_t)n;
		} else if (id == OPT_TIMEOUT) {
			if (!query_parse_seconds("plansql shell", p.value,
						 &sh->seconds))
				return EXIT_USAGE;
		} else if (id == OPT_HELP) {
			print_help(stdout, "shell");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if (!database_check_spec(sh->sources.db, "plansql shell"))
		return EXIT_USAGE;
	if (sh->sources.no_audit) {
		fprintf(stderr, "plansql shell: --no-audit does not apply: "
				"every plan of the session is audited\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql shell: give one plan file to start "
				"from (see plansql shell --help)\n");
		return EXIT_USAGE;
	}
	*plan_path = p.operands[0];
	if (!strcmp(*plan_path, "-")) { /* stdin is the commands' */
		fprintf(
		    stderr,
		    "plansql shell: the commands come from standard input, "
		    "so give the plan as a file: plansql shell --db DB "
		    "PLAN.json < COMMANDS, or from a command: plansql shell "
		    "--db DB <(COMMAND)\n");
		return EXIT_USAGE;
	}
	return EXIT_COMPILED;
}

/* The session starts from the plan (imported first from a .sql file)
 * as audited; EXIT_COMPILED, or why
 * it cannot start. */
static int load_plan(struct shell *sh, const char *path)
{
	struct input in;
	if (!read_input(path, &in))
		return EXIT_USAGE;
	if (sql_file_path(path) && !sql_file_import(&in, &sh->options))
		return EXIT_REJECTED;
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

/* Signals on a terminal.  Ctrl-C at the prompt abandons the line being
 * typed; SIGTERM and SIGHUP there end the session once the terminal is
 * restored.  The handlers only set a flag, and are installed without
 * SA_RESTART: the read waiting for a key then fails with EINTR, and
 * libedit's readline returns NULL after putting the terminal back in
 * its cooked mode.  libedit's own handlers stay off (rl_catch_signals
 * 0): they would send the signal again to the whole process group.
 * During a command SIGTERM and SIGHUP end the process at once, as by
 * default, so that a slow query does not hold them up; Ctrl-C during a
 * query is database_stream's (query.h), which cancels the query.  From
 * a pipe every signal keeps its default action, as for any filter. */
static volatile sig_atomic_t interrupted, ending, reading;

static void on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

static void on_end(int sig)
{
	if (reading) {
		ending = sig;
		return;
	}
	signal(sig, SIG_DFL); /* blocked until the handler returns */
	raise(sig);
}

static void catch_signals(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_interrupt;
	sigaction(SIGINT, &sa, NULL);
	sa.sa_handler = on_end;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

/* Where lines come from: libedit's readline with history, or getline. */
struct reader {
	bool editing;
	char *history; /* the history file; NULL: none is kept */
	char *buffer;  /* getline's */
	size_t cap;
};

/* The next line; NULL at the end of input, or when Ctrl-C (interrupted
 * set) or SIGTERM/SIGHUP (ending set) stopped the read. */
static char *read_line(struct reader *r)
{
	interrupted = 0;
	reading = 1;
	char *line = r->editing ? readline("plansql> ")
		     : getline(&r->buffer, &r->cap, stdin) >= 0 ? r->buffer
								: NULL;
	reading = 0;
	if (!line && !r->editing)
		clearerr(stdin); /* an interrupted read is not the end */
	return line;
}

/* The history is written after every command rather than on the way
 * out: then every way out keeps it (end of input, quit, SIGTERM or
 * SIGHUP at the prompt or during a slow query, a crash), and a session
 * started meanwhile sees it.  Its 1000 lines take no time to write. */
static void remember(const struct reader *r, const char *line)
{
	if (!*line)
		return;
	add_history(line);
	if (r->history)
		write_history(r->history);
}

static void run_lines(struct shell *sh, struct reader *r)
{
	while (!sh->quit && !ending) {
		char *line = read_line(r);
		if (!line && interrupted && !ending && sh->interactive) {
			fputc('\n', stdout); /* a fresh prompt, as bash's */
			fflush(stdout);
			continue;
		}
		if (!line)
			break;
		if (r->editing)
			remember(r, line);
		sh->failed |= !shell_execute(sh, line);
		if (r->editing)
			free(line);
	}
	if (r->editing && !sh->quit)
		fputc('\n', stdout); /* after the prompt Ctrl-D left */
}

/* On a terminal without libedit the session goes on, read plainly. */
static void run_session(struct shell *sh)
{
	struct reader r = {0};
	const char *why;
	if (sh->interactive) {
		catch_signals();
		r.editing = libedit_load(&why);
		if (!r.editing)
			fprintf(stderr,
				"plansql shell: no line editing, history or "
				"completion: %s\n",
				why);
	}
	if (r.editing) {
		rl_catch_signals = 0; /* before using_history starts libedit */
		using_history();
		stifle_history(1000);
		if ((r.history = history_path()))
			read_history(r.history);
		shell_complete_init(sh);
		printf("plansql shell: \"help\" lists the commands; Tab "
		       "completes\n");
	}
	run_lines(sh, &r);
	free(r.history);
	free(r.buffer);
}

static void free_shell(struct shell *sh)
{
	for (size_t i = 0; i < sh->count; i++)
		plansql_plan_free(sh->plans[i]);
	free(sh->plans);
	shell_free_names(sh);
	shell_free_said(sh);
	sources_free(&sh->sources); /* sh->db too */
}

int command_shell(int argc, char **argv)
{
	struct shell sh;
	memset(&sh, 0, sizeof sh);
	plansql_options_init(&sh.options, sizeof sh.options);
	ask_model_defaults(&sh.ask);
	sh.preview = 10;
	sh.seconds = QUERY_DEFAULT_SECONDS;
	const char *plan_path = NULL;
	int rc = parse_args(argc, argv, &sh, &plan_path);
	if (rc != EXIT_COMPILED)
		return rc;
	if (!sources_load(&sh.sources, "shell") ||
	    !sources_use_data(&sh.sources, "plansql shell") ||
	    !(sh.db = sources_open_database(&sh.sources, "plansql shell"))) {
		free_shell(&sh);
		return EXIT_USAGE;
	}
	sources_apply(&sh.sources, &sh.options);
	shell_set_now(&sh, sh.sources.now ? sh.sources.now : "");
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
	run_session(&sh);
	rc = sh.failed ? EXIT_REJECTED : EXIT_COMPILED;
	free_shell(&sh);
	if (ending) { /* end as the signal would have, the terminal restored */
		signal(ending, SIG_DFL);
		raise(ending);
	}
	return rc;
}
