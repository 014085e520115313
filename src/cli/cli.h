/* The plansql command: a thin layer over the public API. */
#ifndef PLANSQL_CLI_H
#define PLANSQL_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "plansql.h"

enum exit_code { EXIT_COMPILED = 0, EXIT_REJECTED = 1, EXIT_USAGE = 2 };

int command_compile(int argc, char **argv);
int command_run(int argc, char **argv);
int command_catalog(int argc, char **argv);
int command_audit(int argc, char **argv);
int command_patch(int argc, char **argv);
int command_options(int argc, char **argv);
int command_shell(int argc, char **argv);
int command_explain(int argc, char **argv);
int command_ask(int argc, char **argv);
int command_call(int argc, char **argv);
int command_import(int argc, char **argv);
int command_eval(int argc, char **argv);
/* Prints the help of topic (NULL: the overview) to out; false when the
 * topic is unknown. */
bool print_help(FILE *out, const char *topic);

struct input {
	char *text;
	size_t len;
	const char *name; /* for messages: the path, or <stdin> */
};

/* Reads path ("-": standard input); prints why and returns false when it
 * cannot.  Reading stops just past the library's size limit, which then
 * reports the input as too large. */
bool read_input(const char *path, struct input *in);
/* The same with another limit (catalogs may be larger than plans). */
bool read_input_up_to(const char *path, size_t limit, struct input *in);
void free_input(struct input *in);

/* Prints every diagnostic of r to stderr, one line each. */
void print_diagnostics(const plansql_result *r, const char *source_name);

/* Reads the catalog at path; prints diagnostics and returns false when
 * it is unusable. */
bool load_catalog(const char *path, plansql_catalog **catalog);

/* Writes text to path, replacing it only once the whole text is written
 * ("-" or NULL: standard output). */
bool write_output(const char *path, const char *text);

/* A file written whole or not at all: a temporary file next to path,
 * renamed over it by output_file_close when keep is true, removed
 * otherwise ("-" or NULL: standard output).  Both print why they fail. */
struct output_file {
	FILE *f;
	const char *path; /* NULL: standard output */
	char *temp;
};
bool output_file_open(const char *path, struct output_file *of);
bool output_file_close(struct output_file *of, bool keep);

/* A statement as plansql prints it, "SQL;" and a newline, written as
 * write_output writes. */
bool write_statement(const char *path, const char *sql);

/* write_output with a newline added when text lacks one. */
bool write_output_line(const char *path, const char *text);

bool parse_dialect(const char *command, const char *name, plansql_dialect *out);
/* The library's dialects as a list, "sqlite, postgres, mysql or tsql". */
void print_dialects(FILE *out);
/* text with each {dialects} in it written as print_dialects writes it,
 * and {placeholders} as the placeholder of each dialect, a line each:
 * the help names the dialects of the library's table. */
void print_help_text(FILE *out, const char *text);

#endif
