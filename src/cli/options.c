#include "options.h"

#include <stdio.h>
#include <string.h>

void options_init(struct option_parser *p, int argc, char **argv,
		  const struct option_spec *specs)
{
	memset(p, 0, sizeof *p);
	p->argc = argc;
	p->argv = argv;
	p->index = 1;
	p->specs = specs;
}

static const struct option_spec *find_long(const struct option_spec *s,
					   const char *name, size_t len)
{
	for (; s->long_name || s->short_name; s++)
		if (s->long_name && strlen(s->long_name) == len &&
		    !strncmp(s->long_name, name, len))
			return s;
	return NULL;
}

static const struct option_spec *find_short(const struct option_spec *s, char c)
{
	for (; s->long_name || s->short_name; s++)
		if (s->short_name == c)
			return s;
	return NULL;
}

static int usage_error(const char *command, const char *what, const char *arg)
{
	fprintf(stderr, "plansql %s: %s '%s'; see 'plansql help %s'\n", command,
		what, arg, command);
	return OPTION_ERROR;
}

/* The value of an option: attached ("--x=v", "-xv") or the next word. */
static int take_value(struct option_parser *p, const struct option_spec *s,
		      const char *attached, const char *command,
		      const char *arg)
{
	if (!s->takes_value) {
		if (attached)
			return usage_error(command, "option takes no value",
					   arg);
		p->value = NULL;
		return s->id;
	}
	if (attached) {
		p->value = attached;
		return s->id;
	}
	if (p->index >= p->argc)
		return usage_error(command, "option needs a value", arg);
	p->value = p->argv[p->index++];
	return s->id;
}

static int add_operand(struct option_parser *p, const char *arg,
		       const char *command)
{
	if (p->operand_count == (int)(sizeof p->operands / sizeof *p->operands))
		return usage_error(command, "too many arguments at", arg);
	p->operands[p->operand_count++] = arg;
	return 0;
}

int options_next(struct option_parser *p, const char *command)
{
	while (p->index < p->argc) {
		const char *arg = p->argv[p->index++];
		if (p->only_operands || arg[0] != '-' || !strcmp(arg, "-")) {
			if (add_operand(p, arg, command))
				return OPTION_ERROR;
			continue;
		}
		if (!strcmp(arg, "--")) {
			p->only_operands = true;
			continue;
		}
		if (arg[1] == '-') {
			const char *eq = strchr(arg + 2, '=');
			size_t len =
			    eq ? (size_t)(eq - arg - 2) : strlen(arg + 2);
			const struct option_spec *s =
			    find_long(p->specs, arg + 2, len);
			if (!s)
				return usage_error(command, "unknown option",
						   arg);
			return take_value(p, s, eq ? eq + 1 : NULL, command,
					  arg);
		}
		const struct option_spec *s = find_short(p->specs, arg[1]);
		if (!s)
			return usage_error(command, "unknown option", arg);
		if (arg[2] && !s->takes_value)
			return usage_error(command, "unknown option", arg);
		return take_value(p, s, arg[2] ? arg + 2 : NULL, command, arg);
	}
	return OPTION_END;
}
