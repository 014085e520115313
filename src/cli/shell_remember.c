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

#include "common/arena.h"
#include "cli.h"
#include "display.h"
#include "json/json_scan.h"
#include "json/json_write.h"
#include "common/plansql_limits.h"
#include "shell.h"

static bool refuse(const char *why)
{
	fflush(stdout);
	fprintf(stderr, "remember: %s\n", why);
	return false;
}

/* The file's entries, then {"term", "table", "column"}. */
static bool new_text(const struct input *in, const char *term,
		     const char *table, const char *column, strbuf *out)
{
	arena tree, strings;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	arena_init(&strings, PLANSQL_ARENA_LIMIT);
	diag_list d;
	diag_init(&d, &strings);
	const jvalue *root = json_scan_document(
	    in->text, in->len, &catalog_limits, &d, &tree, &strings);
	bool ok = jv_is(root, JV_ARRAY);
	if (ok) {
		json_writer w;
		jw_init(&w, out, true);
		jw_begin_array(&w);
		for (size_t i = 0; i < jv_length(root); i++)
			jw_value(&w, jv_item(root, i));
		jw_begin_object(&w);
		jw_member_string(&w, "term", term);
		jw_member_string(&w, "table", table);
		if (column)
			jw_member_string(&w, "column", column);
		jw_end_object(&w);
		jw_end_array(&w);
		strbuf_putc(out, '\n');
	}
	arena_free(&tree);
	arena_free(&strings);
	return ok && !out->error;
}

/* text read as a glossary against the shell's catalog; NULL after
 * printing why. */
static plansql_glossary *check(struct shell *sh, const strbuf *text,
			       const char *path)
{
	plansql_glossary *g = NULL;
	plansql_result *r = plansql_glossary_read(text->text, text->len,
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
	strbuf text;
	strbuf_init(&text, NULL, 0, PLANSQL_MAX_CATALOG_BYTES);
	plansql_glossary *g = NULL;
	bool ok = read_input_up_to(path, PLANSQL_MAX_CATALOG_BYTES, &in);
	if (ok && !new_text(&in, term, table, column, &text))
		ok = refuse("the glossary file is no longer a JSON array");
	ok = ok && (g = check(sh, &text, path)) && write_output(path, text.text);
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
	strbuf_release(&text);
	free(copy);
	return ok;
}
