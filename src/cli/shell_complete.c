/* Tab completion in the shell: the first word completes to a command;
 * the words after it to what that command accepts there, as the plan's
 * modification options (plansql_plan_options) list it: TABLE.COLUMN
 * names of the tables the plan reads and of those it can join after
 * add, remove, unfilter and filter; what ORDER BY may name after order
 * (and asc or desc after a colon); the operators after a filter's
 * column; the functions, then the columns, of an aggregate; the
 * aggregates' aliases after unaggregate.  After "sql", a dialect;
 * after "save", a file name. */
#define _POSIX_C_SOURCE 200809L
#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "shell.h"
#include "shell_libedit.h"

static struct shell *completing; /* readline's callbacks take no context */

static void free_words(struct word_list *list)
{
	for (size_t i = 0; i < list->count; i++)
		free(list->words[i]);
	free(list->words);
	list->words = NULL;
	list->count = 0;
}

void shell_free_names(struct shell *sh)
{
	free_words(&sh->columns);
	free_words(&sh->sortable);
	free_words(&sh->operators);
	free_words(&sh->functions);
	free_words(&sh->aggregates);
}

/* Appends "prefix.word", or word alone for a NULL prefix; a word that
 * cannot be added is only not offered. */
static void add_word(struct word_list *list, const char *prefix,
		     const char *word)
{
	if (!word)
		return;
	size_t n = (prefix ? strlen(prefix) + 1 : 0) + strlen(word) + 1;
	char *text = malloc(n);
	char **grown = realloc(list->words, (list->count + 1) * sizeof *grown);
	if (grown)
		list->words = grown;
	if (!text || !grown) {
		free(text);
		return;
	}
	if (prefix)
		snprintf(text, n, "%s.%s", prefix, word);
	else
		snprintf(text, n, "%s", word);
	list->words[list->count++] = text;
}

static const char *member_string(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) &&
		       json_object_is_type(v, json_type_string)
		   ? json_object_get_string(v)
		   : NULL;
}

static json_object *member_array(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) &&
		       json_object_is_type(v, json_type_array)
		   ? v
		   : NULL;
}

static void add_table_names(struct shell *sh, json_object *table)
{
	const char *key = member_string(table, "alias");
	if (!key)
		key = member_string(table, "table");
	json_object *columns = member_array(table, "columns");
	for (size_t i = 0;
	     key && columns && i < json_object_array_length(columns); i++)
		add_word(&sh->columns, key,
			 member_string(json_object_array_get_idx(columns, i),
				       "column"));
}

/* Each element of the array at key: a string as it is, an object by
 * its member "table" (NULL: none) dot member "name". */
static void add_each(struct word_list *list, json_object *root, const char *key,
		     const char *name)
{
	json_object *items = member_array(root, key);
	for (size_t i = 0; items && i < json_object_array_length(items); i++) {
		json_object *item = json_object_array_get_idx(items, i);
		if (json_object_is_type(item, json_type_string))
			add_word(list, NULL, json_object_get_string(item));
		else
			add_word(list, member_string(item, "table"),
				 member_string(item, name));
	}
}

void shell_refresh_names(struct shell *sh)
{
	shell_free_names(sh);
	if (!sh->interactive)
		return; /* nothing completes in a script */
	char *json = plansql_plan_options(sh->plans[sh->at], &sh->options);
	json_object *root = json ? json_tokener_parse(json) : NULL;
	json_object *tables = member_array(root, "tables");
	for (size_t i = 0; tables && i < json_object_array_length(tables); i++)
		add_table_names(sh, json_object_array_get_idx(tables, i));
	add_each(&sh->sortable, root, "sortable", "column");
	add_each(&sh->operators, root, "filter_operators", NULL);
	add_each(&sh->functions, root, "aggregate_functions", NULL);
	json_object *aggregates = member_array(root, "aggregates");
	for (size_t i = 0;
	     aggregates && i < json_object_array_length(aggregates); i++)
		add_word(&sh->aggregates, NULL,
			 member_string(json_object_array_get_idx(aggregates, i),
				       "alias"));
	json_object_put(root);
	plansql_free(json);
}

/* The words the generator offers: set before rl_completion_matches. */
static const char *const *offered;
static size_t offered_count;

/* readline's generator: state 0 starts over; each call returns the next
 * word that begins with text (but for case), malloc'd, or NULL. */
static char *offer_generator(const char *text, int state)
{
	static size_t next;
	if (!state)
		next = 0;
	size_t len = strlen(text);
	while (next < offered_count) {
		const char *candidate = offered[next++];
		if (candidate && !strncasecmp(candidate, text, len))
			return strdup(candidate);
	}
	return NULL;
}

static char **offer(const char *text, const char *const *words, size_t count)
{
	offered = words;
	offered_count = count;
	return rl_completion_matches(text, offer_generator);
}

static char **offer_list(const char *text, const struct word_list *list)
{
	return offer(text, (const char *const *)list->words, list->count);
}

#define OFFER(text, ...)                                                       \
	offer(text, (const char *const[]){__VA_ARGS__},                        \
	      sizeof((const char *const[]){__VA_ARGS__}) / sizeof(char *))

/* The library's dialects, by name. */
static char **offer_dialects(const char *text)
{
	size_t n = plansql_dialect_count();
	const char **names = malloc(n * sizeof *names);
	if (!names)
		return NULL;
	for (size_t i = 0; i < n; i++)
		names[i] = plansql_dialect_name((plansql_dialect)i);
	char **matches = offer(text, names, n);
	free(names);
	return matches;
}

static size_t command_count(void)
{
	size_t n = 0;
	while (shell_command_names[n])
		n++;
	return n;
}

static size_t count_words(const char *text, size_t len)
{
	size_t n = 0;
	for (size_t i = 0; i < len; i++)
		if (text[i] != ' ' && text[i] != '\t' &&
		    (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t'))
			n++;
	return n;
}

/* What the command accepts at the word being completed: args is the
 * line after the command, up to that word. */
static char **complete_argument(const char *command, const char *args,
				size_t len, const char *text)
{
	const struct shell *sh = completing;
	char before = len ? args[len - 1] : ' ';
	size_t words = count_words(args, len);
	size_t colons = 0;
	for (size_t i = 0; i < len; i++)
		colons += args[i] == ':';
	if (!strcmp(command, "add") || !strcmp(command, "remove") ||
	    !strcmp(command, "unfilter"))
		return words ? NULL : offer_list(text, &sh->columns);
	if (!strcmp(command, "filter"))
		return words == 0   ? offer_list(text, &sh->columns)
		       : words == 1 ? offer_list(text, &sh->operators)
				    : NULL;
	if (!strcmp(command, "order")) { /* TABLE.COLUMN[:desc],... */
		rl_completion_append_character = '\0'; /* a : or , may follow */
		return before == ':' ? OFFER(text, "asc", "desc")
				     : offer_list(text, &sh->sortable);
	}
	if (!strcmp(command, "aggregate")) {
		rl_completion_append_character = '\0'; /* : follows */
		return colons == 0   ? offer_list(text, &sh->functions)
		       : colons == 1 ? offer_list(text, &sh->columns)
				     : NULL;
	}
	if (!strcmp(command, "unaggregate"))
		return offer_list(text, &sh->aggregates);
	if (!strcmp(command, "distinct"))
		return OFFER(text, "on", "off");
	if (!strcmp(command, "limit") || !strcmp(command, "offset"))
		return OFFER(text, "none");
	if (!strcmp(command, "sql"))
		return offer_dialects(text);
	if (!strcmp(command, "help"))
		return offer(text, shell_command_names, command_count());
	if (!strcmp(command, "save"))
		return rl_completion_matches(text,
					     rl_filename_completion_function);
	return NULL;
}

static char **complete(const char *text, int start, int end)
{
	(void)end;
	rl_attempted_completion_over = 1; /* no file names unless asked */
	rl_completion_append_character = ' ';
	const char *line = rl_line_buffer;
	size_t at = strspn(line, " \t");
	size_t command_len = strcspn(line + at, " \t");
	if ((size_t)start <= at + command_len)
		return offer(text, shell_command_names, command_count());
	char command[16];
	if (command_len >= sizeof command)
		return NULL; /* no command is that long */
	memcpy(command, line + at, command_len);
	command[command_len] = '\0';
	const char *args = line + at + command_len;
	return complete_argument(command, args, (size_t)(line + start - args),
				 text);
}

void shell_complete_init(struct shell *sh)
{
	static char breaks[] = " \t,:";
	completing = sh;
	rl_attempted_completion_function = complete;
	rl_completer_word_break_characters = breaks;
	rl_basic_word_break_characters = breaks; /* the one libedit reads */
}
