#include "cli.h"

int command_catalog(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return EXIT_USAGE;
}
