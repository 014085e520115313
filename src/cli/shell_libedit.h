/* libedit, opened when the shell starts on a terminal (see dynlib.h):
 * every other command, and the shell reading a pipe, runs without it.
 * Include this instead of <editline/readline.h>; the readline names
 * below then go through the loaded table, so libedit_load must have
 * succeeded before the first of them. */
#ifndef PLANSQL_SHELL_LIBEDIT_H
#define PLANSQL_SHELL_LIBEDIT_H

#include <stdbool.h>

/* The two types of editline/readline.h plansql uses, declared here so
 * that plansql builds without libedit's headers (libedit-dev); the
 * functions and variables below are reached through the loaded table.
 * C11 accepts a typedef repeated with the same type: shell_libedit.c
 * includes readline.h too where configure found it, so the compiler
 * holds these against it. */
typedef char *rl_compentry_func_t(const char *, int);
typedef char **rl_completion_func_t(const char *, int, int);

/* The functions the shell calls: return type, name, parameters. */
#define LIBEDIT_FUNCTIONS(F)                                                   \
	F(char *, readline, (const char *))                                    \
	F(void, using_history, (void))                                         \
	F(void, stifle_history, (int))                                         \
	F(int, read_history, (const char *))                                   \
	F(int, write_history, (const char *))                                  \
	F(int, add_history, (const char *))                                    \
	F(char **, rl_completion_matches,                                      \
	  (const char *, rl_compentry_func_t *))                               \
	F(char *, rl_filename_completion_function, (const char *, int))

/* The variables it reads or sets: type, name. */
#define LIBEDIT_VARIABLES(V)                                                   \
	V(char *, rl_line_buffer)                                              \
	V(char *, rl_completer_word_break_characters)                          \
	V(const char *, rl_basic_word_break_characters)                        \
	V(rl_completion_func_t *, rl_attempted_completion_function)            \
	V(int, rl_attempted_completion_over)                                   \
	V(int, rl_catch_signals)                                               \
	V(int, rl_completion_append_character)

#define LIBEDIT_FUNCTION(type, name, parameters) type(*name) parameters;
#define LIBEDIT_VARIABLE(type, name)		 type *name;
struct libedit_symbols {
	LIBEDIT_FUNCTIONS(LIBEDIT_FUNCTION)
	LIBEDIT_VARIABLES(LIBEDIT_VARIABLE)
};
#undef LIBEDIT_FUNCTION
#undef LIBEDIT_VARIABLE

/* Opens libedit once; false with why set to a message that names the
 * library when it cannot be loaded. */
bool libedit_load(const char **why);

/* The table; valid once libedit_load has returned true. */
const struct libedit_symbols *libedit_symbols(void);

#ifndef LIBEDIT_NO_CALL_MACROS
#define readline	      (libedit_symbols()->readline)
#define using_history	      (libedit_symbols()->using_history)
#define stifle_history	      (libedit_symbols()->stifle_history)
#define read_history	      (libedit_symbols()->read_history)
#define write_history	      (libedit_symbols()->write_history)
#define add_history	      (libedit_symbols()->add_history)
#define rl_completion_matches (libedit_symbols()->rl_completion_matches)
#define rl_filename_completion_function                                        \
	(libedit_symbols()->rl_filename_completion_function)
#define rl_line_buffer (*libedit_symbols()->rl_line_buffer)
#define rl_completer_word_break_characters                                     \
	(*libedit_symbols()->rl_completer_word_break_characters)
#define rl_basic_word_break_characters                                         \
	(*libedit_symbols()->rl_basic_word_break_characters)
#define rl_attempted_completion_function                                       \
	(*libedit_symbols()->rl_attempted_completion_function)
#define rl_attempted_completion_over                                           \
	(*libedit_symbols()->rl_attempted_completion_over)
#define rl_catch_signals (*libedit_symbols()->rl_catch_signals)
#define rl_completion_append_character                                         \
	(*libedit_symbols()->rl_completion_append_character)
#endif

#endif
