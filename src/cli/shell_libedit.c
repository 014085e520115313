#define LIBEDIT_NO_CALL_MACROS
#include "shell_libedit.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* LIBEDIT_SONAME and HAVE_EDITLINE_READLINE_H come from configure as
 * flags (CLI_CONFIG_CPPFLAGS): the command includes no config.h. */
#ifdef HAVE_EDITLINE_READLINE_H
#include <stdio.h> /* editline/readline.h uses FILE */

#include <editline/readline.h>

/* The table's types are editline/readline.h's own, where configure
 * found it: checked without a reference to libedit (a _Generic operand
 * is not evaluated). */
#define LIBEDIT_CHECK_FUNCTION(type, name, parameters)                         \
	_Static_assert(_Generic(&name, type(*) parameters : 1, default : 0),   \
		       #name " differs from editline/readline.h");
#define LIBEDIT_CHECK_VARIABLE(type, name)                                     \
	_Static_assert(_Generic(&name, type * : 1, default : 0),               \
		       #name " differs from editline/readline.h");
LIBEDIT_FUNCTIONS(LIBEDIT_CHECK_FUNCTION)
LIBEDIT_VARIABLES(LIBEDIT_CHECK_VARIABLE)
#endif

/* Where each symbol's address goes in the table. */
struct libedit_symbol {
	const char *name;
	size_t offset;
};
#define LIBEDIT_FUNCTION_SYMBOL(type, name, parameters)                        \
	{#name, offsetof(struct libedit_symbols, name)},
#define LIBEDIT_VARIABLE_SYMBOL(type, name)                                    \
	{#name, offsetof(struct libedit_symbols, name)},
static const struct libedit_symbol symbols[] = {LIBEDIT_FUNCTIONS(
    LIBEDIT_FUNCTION_SYMBOL) LIBEDIT_VARIABLES(LIBEDIT_VARIABLE_SYMBOL)};

/* The shell is single-threaded: loaded at most once, on its first use. */
static struct libedit_symbols table;
static bool tried, loaded;
static char failure[512];

/* libedit is the command's own optional library, opened by the command
 * (the library's loader is not its API).  It stays open for the life of
 * the process: the table points into it. */
static bool open_libedit(void)
{
	const size_t count = sizeof symbols / sizeof *symbols;
	void *library = dlopen(LIBEDIT_SONAME, RTLD_NOW | RTLD_LOCAL);
	size_t i = 0;
	for (void *address; library && i < count; i++) {
		if (!(address = dlsym(library, symbols[i].name)))
			break;
		/* POSIX: a dlsym address converts to a function pointer;
		 * memcpy avoids ISO C's object/function pointer cast */
		memcpy((char *)&table + symbols[i].offset, &address,
		       sizeof address);
	}
	if (library && i == count)
		return true;
	const char *error = dlerror();
	snprintf(failure, sizeof failure, "%s cannot be loaded: %s",
		 LIBEDIT_SONAME, error ? error : "unknown error");
	if (library)
		dlclose(library);
	return false;
}

bool libedit_load(const char **why)
{
	if (!tried)
		loaded = open_libedit();
	tried = true;
	if (!loaded)
		*why = failure;
	return loaded;
}

const struct libedit_symbols *libedit_symbols(void)
{
	return &table;
}
