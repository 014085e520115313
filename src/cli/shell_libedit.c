#define LIBEDIT_NO_CALL_MACROS
#include "shell_libedit.h"

#include "config.h"
#include "common/dynlib.h"

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

#define LIBEDIT_FUNCTION_SYMBOL(type, name, parameters)                        \
	DYNLIB_SYMBOL(struct libedit_symbols, name, #name),
#define LIBEDIT_VARIABLE_SYMBOL(type, name)                                    \
	DYNLIB_SYMBOL(struct libedit_symbols, name, #name),
static const dynlib_symbol symbols[] = {LIBEDIT_FUNCTIONS(
    LIBEDIT_FUNCTION_SYMBOL) LIBEDIT_VARIABLES(LIBEDIT_VARIABLE_SYMBOL)};

/* The shell is single-threaded: loaded at most once, on its first use. */
static struct libedit_symbols table;
static bool tried, loaded;
static char failure[512];

bool libedit_load(const char **why)
{
	if (!tried)
		loaded = dynlib_load(LIBEDIT_SONAME, symbols,
				     sizeof symbols / sizeof *symbols, &table,
				     failure, sizeof failure);
	tried = true;
	if (!loaded)
		*why = failure;
	return loaded;
}

const struct libedit_symbols *libedit_symbols(void)
{
	return &table;
}
