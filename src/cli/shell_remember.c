/* The shell's remember command: a correction saved to the glossary the
 * shell was started with (--glossary FILE), as a term naming a table
 * or a column.  The file is rewritten whole through a temporary file
 * and a rename, and only once the new glossary reads against the
 * catalog: it is never left half-written or invalid. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "display.h"
#include "shell.h"

static bool refuse(const char *why)
{
	fflush(stdout);
	fprintf(stderr, "remember: %s\n", why);
	return false;
}

/* The file's entries, then {"term", "table", "column"}, and a new
 * line, into out. */
static bool new_text(const struct input *in, const char *term,
		     const char *table, const char *column, plansql_str *out)
{
	plansql_json_doc *doc = NULL;
	plansql_result_free(plansql_json_read(in->text, in->len, NULL, &doc));
	const plansql_json_value *root = plansql_json_root(doc);
	bool ok = plansql_json_type_of(root) == PLANSQL_JSON_ARRAY;
	if (ok) {
		plansql_json *w = plansql_json_new(out, PLANSQL_JSON_PRETTY);
		plansql_json_begin_array(w);
		for (size_t i = 0; i < plansql_json_length(root); i++)
			plansql_json_copy(w, plansql_json_item(root, i));
		plansql_json_begin_object(w);
		plansql_json_string_member(w, "term", term);
		plansql_json_string_member(w, "table", table);
		plansql_json_string_member(w, "column", column);
		plansql_json_end_object(w);
		plansql_json_end_array(w);
		ok = w != NULL;
		plansql_json_free(w);
		plansql_str_appendc(out, '\n');
	}
	plansql_json_doc_free(doc);
	return ok && plansql_str_error(out) == PLANSQL_OK;
}

/* text read as a glossary against the shell's catalog; NULL after
 * printing why. */
static plansql_glossary *check(struct shell *sh, const plansql_str *text,
			       const char *path)
{
	plansql_glossary *g = NULL;
	plansql_result *r = plansql_glossary_read(plansql_str_text(text),
						  plansql_str_length(text),
						  sh->sources.catalog, &g);
	if (r && !g) {
		fflush(stdout);
		print_diagnostics(r, path);
	}
	plansql_result_free(r);
	return g;
}

/* "TERM WORDS TABLE[.COLUMN]": the last word is what the term names. */
static bool split(char *args, char **term, char **table, char **column)
{
	char *last = strrchr(args, ' ');
	char *tab = strrchr(args, '\t');
	if (tab > last)
		last = tab;
	if (!last)
		return false;
	*table = last + 1;
	while (last > args && isspace((unsigned char)last[-1]))
		last--;
	*last = '\0';
	*term = args;
	char *dot = strchr(*table, '.');
	*column = dot ? dot + 1 : NULL;
	if (dot)
		*dot = '\0';
	return **term && **table && (!dot || **column);
}

bool shell_remember(struct shell *sh, const char *args)
{
	const char *path = sh->sources.glossary_path;
	if (!path || !strcmp(path, "-"))
		return refuse("start the shell with --glossary FILE to save "
			      "terms to");
	char *copy = strdup(args);
	char *term, *table, *column;
	if (!copy || !split(copy, &term, &table, &column)) {
		free(copy);
		return refuse("give a term and what it names: remember TERM "
			      "TABLE[.COLUMN]");
	}
	struct input in;
	plansql_str *text = plansql_str_new(PLANSQL_MAX_CATALOG_BYTES);
	plansql_glossary *g = NULL;
	bool ok = read_input_up_to(path, PLANSQL_MAX_CATALOG_BYTES, &in);
	if (ok && !new_text(&in, term, table, column, text))
		ok = refuse("the glossary file is no longer a JSON array");
	ok = ok && (g = check(sh, text, path)) &&
	     write_output(path, plansql_str_text(text));
	if (ok) {
		plansql_glossary_free(sh->sources.glossary);
		sh->sources.glossary = g;
		sh->options.glossary = g;
		printf("remembered \"");
		display_text(stdout, term);
		printf("\" in ");
		display_text(stdout, path);
		putchar('\n');
	} else {
		plansql_glossary_free(g);
	}
	free_input(&in);
	plansql_str_free(text);
	free(copy);
	return ok;
}
