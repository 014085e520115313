/* Tab completion in the shell: the first word completes to a command;
 * after a command that takes a column, to TABLE.COLUMN names of the
 * tables the plan reads and of those it can join (from the plan's
 * modification options); after "sql", to a dialect; after "save", to a
 * file name. */
#define _POSIX_C_SOURCE 200809L
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "shell.h"
#include "shell_libedit.h"

static struct shell *completing; /* readline's callbacks take no context */

void shell_free_names(struct shell *sh)
{
	for (size_t i = 0; i < sh->name_count; i++)
		free(sh->names[i]);
	free(sh->names);
	sh->names = NULL;
	sh->name_count = 0;
}

static void add_name(struct shell *sh, const char *table, const char *column)
{
	size_t n = strlen(table) + strlen(column) + 2;
	char *name = malloc(n);
	char **grown = realloc(sh->names, (sh->name_count + 1) * sizeof *grown);
	if (!name || !grown) {
		free(name);
		if (grown)
			sh->names = grown;
		return;
	}
	snprintf(name, n, "%s.%s", table, column);
	sh->names = grown;
	sh->names[sh->name_count++] = name;
}

static void add_table_names(struct shell *sh, json_object *table)
{
	json_object *name, *alias, *columns;
	if (!json_object_object_get_ex(table, "table", &name) ||
	    !json_object_object_get_ex(table, "columns", &columns))
		return;
	const char *key = json_object_object_get_ex(table, "alias", &alias)
			      ? json_object_get_string(alias)
			      : json_object_get_string(name);
	for (size_t i = 0; i < json_object_array_length(columns); i++) {
		json_object *column;
		if (json_object_object_get_ex(
			json_object_array_get_idx(columns, i), "column",
			&column))
			add_name(sh, key, json_object_get_string(column));
	}
}

void shell_refresh_names(struct shell *sh)
{
	shell_free_names(sh);
	if (!sh->interactive)
		return; /* nothing completes in a script */
	char *json = plansql_plan_options(sh->plans[sh->at], &sh->options);
	json_object *root = json ? json_tokener_parse(json) : NULL, *tables;
	if (root && json_object_object_get_ex(root, "tables", &tables))
		for (size_t i = 0; i < json_object_array_length(tables); i++)
			add_table_names(sh,
					json_object_array_get_idx(tables, i));
	json_object_put(root);
	plansql_free(json);
}

/* readline's generators: state 0 starts over; each call returns the
 * next match, malloc'd, or NULL. */
static char *from_list(const char *text, int state, const char *const *list,
		       size_t count)
{
	static size_t next;
	if (!state)
		next = 0;
	size_t len = strlen(text);
	while (next < count) {
		const char *candidate = list[next++];
		if (candidate && !strncmp(candidate, text, len))
			return strdup(candidate);
	}
	return NULL;
}

static size_t command_count(void)
{
	size_t n = 0;
	while (shell_command_names[n])
		n++;
	return n;
}

static char *command_generator(const char *text, int state)
{
	return from_list(text, state, shell_command_names, command_count());
}

static char *name_generator(const char *text, int state)
{
	return from_list(text, state, (const char *const *)completing->names,
			 completing->name_count);
}

static char *dialect_generator(const char *text, int state)
{
	static const char *const dialects[] = {"sqlite", "postgres", "mysql",
					       "tsql"};
	return from_list(text, state, dialects, 4);
}

static bool first_word_is(const char *word)
{
	const char *line = rl_line_buffer;
	while (*line == ' ' || *line == '\t')
		line++;
	size_t n = strlen(word);
	return !strncmp(line, word, n) && (line[n] == ' ' || line[n] == '\t');
}

static char **complete(const char *text, int start, int end)
{
	(void)end;
	rl_attempted_completion_over = 1; /* no file names unless asked */
	const char *before = rl_line_buffer;
	bool first = true;
	for (int i = 0; i < start; i++)
		if (before[i] != ' ' && before[i] != '\t')
			first = false;
	if (first)
		return rl_completion_matches(text, command_generator);
	if (first_word_is("sql"))
		return rl_completion_matches(text, dialect_generator);
	if (first_word_is("save"))
		return rl_completion_matches(text,
					     rl_filename_completion_function);
	if (first_word_is("help"))
		return rl_completion_matches(text, command_generator);
	return rl_completion_matches(text, name_generator);
}

void shell_complete_init(struct shell *sh)
{
	static char breaks[] = " \t,:";
	completing = sh;
	rl_attempted_completion_function = complete;
	rl_completer_word_break_characters = breaks;
}
