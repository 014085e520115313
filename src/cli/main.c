#include <string.h>

#include "cli.h"

static int command_help(int argc, char **argv)
{
	const char *topic = argc > 1 ? argv[1] : NULL;
	if (print_help(stdout, topic))
		return EXIT_COMPILED;
	fprintf(stderr, "plansql help: no help on '%s'; see 'plansql help'\n",
		topic);
	return EXIT_USAGE;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		print_help(stderr, NULL);
		return EXIT_USAGE;
	}
	const char *command = argv[1];
	if (!strcmp(command, "--help") || !strcmp(command, "-h"))
		return print_help(stdout, NULL) ? EXIT_COMPILED : EXIT_USAGE;
	if (!strcmp(command, "--version") || !strcmp(command, "version")) {
		printf("plansql %s\n", plansql_version());
		return EXIT_COMPILED;
	}
	if (!strcmp(command, "help"))
		return command_help(argc - 1, argv + 1);
	if (!strcmp(command, "ask"))
		return command_ask(argc - 1, argv + 1);
	if (!strcmp(command, "compile"))
		return command_compile(argc - 1, argv + 1);
	if (!strcmp(command, "run"))
		return command_run(argc - 1, argv + 1);
	if (!strcmp(command, "catalog"))
		return command_catalog(argc - 1, argv + 1);
	if (!strcmp(command, "audit"))
		return command_audit(argc - 1, argv + 1);
	if (!strcmp(command, "patch"))
		return command_patch(argc - 1, argv + 1);
	if (!strcmp(command, "options"))
		return command_options(argc - 1, argv + 1);
	if (!strcmp(command, "shell"))
		return command_shell(argc - 1, argv + 1);
	if (!strcmp(command, "explain"))
		return command_explain(argc - 1, argv + 1);
	if (!strcmp(command, "call"))
		return command_call(argc - 1, argv + 1);
	if (!strcmp(command, "import"))
		return command_import(argc - 1, argv + 1);
	if (!strcmp(command, "eval"))
		return command_eval(argc - 1, argv + 1);
	fprintf(stderr, "plansql: unknown command '%s'; see 'plansql --help'\n",
		command);
	return EXIT_USAGE;
}
