/* Command-line options: -x VALUE, -xVALUE, --name VALUE, --name=VALUE,
 * flags, "--" to end options, "-" as an operand (standard input). */
#ifndef PLANSQL_CLI_OPTIONS_H
#define PLANSQL_CLI_OPTIONS_H

#include <stdbool.h>

struct option_spec {
	char short_name; /* 0: none */
	const char *long_name;
	bool takes_value;
	int id; /* returned by options_next */
};

struct option_parser {
	int argc;
	char **argv;
	int index; /* next argument */
	const struct option_spec *specs;
	const char *value; /* the value of the last option, if any */
	const char *operands[64];
	int operand_count;
	bool only_operands; /* after "--" */
};

#define OPTION_END   (-1)
#define OPTION_ERROR (-2)

void options_init(struct option_parser *p, int argc, char **argv,
		  const struct option_spec *specs);
/* The id of the next option, OPTION_END after the last argument, or
 * OPTION_ERROR after printing what is wrong.  Operands are collected. */
int options_next(struct option_parser *p, const char *command);

#endif
