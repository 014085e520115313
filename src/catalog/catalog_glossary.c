/* The glossary format and its matching (catalog_glossary.h). */
#include "catalog/catalog_glossary.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_terms.h"
#include "catalog/catalog_match.h"
#include "json/json_read.h"
#include "json/json_scan.h"
#include "json/json_write.h"
#include "common/plansql_limits.h"
#include "plan/plan_read_nodes.h"

struct entry_reader {
	jreader *r;
	const plansql_catalog *catalog;
	struct glossary_entry *e;
};

/* ---- names against the catalog ---- */

static void add_table(struct entry_reader *er, const char *name)
{
	struct glossary_entry *e = er->e;
	for (size_t i = 0; i < e->table_count; i++)
		if (!strcmp(e->tables[i], name))
			return;
	const char **tables =
	    arena_calloc(er->r->a, e->table_count + 1, sizeof *tables);
	if (!tables) {
		er->r->d->out_of_memory = 1;
		return;
	}
	if (e->table_count)
		memcpy(tables, e->tables, e->table_count * sizeof *tables);
	tables[e->table_count++] = name;
	e->tables = tables;
}

static void hint_names(struct entry_reader *er, plansql_diagnostic *diag,
		       const char *name, const char **names, size_t n)
{
	struct name_match m;
	catalog_match_name(name, names, n, &m);
	catalog_match_hint(er->r->d, diag, &m);
}

static const struct catalog_table *known_table(struct entry_reader *er,
					       const char *name, const char *at)
{
	const plansql_catalog *c = er->catalog;
	const struct catalog_table *t = catalog_table(c, name);
	if (t) {
		add_table(er, t->name);
		return t;
	}
	plansql_diagnostic *diag = diag_error(
	    er->r->d, "unknown-table", at, "the catalog has no table %N", name);
	const char **names =
	    arena_calloc(er->r->a, c->table_count + 1, sizeof *names);
	for (size_t i = 0; names && i < c->table_count; i++)
		names[i] = c->tables[i].name;
	if (names)
		hint_names(er, diag, name, names, c->table_count);
	return NULL;
}

static const char *known_column(struct entry_reader *er,
				const struct catalog_table *t, const char *name,
				const char *at)
{
	const struct catalog_column *col = catalog_column(t, name);
	if (col)
		return col->name;
	plansql_diagnostic *diag =
	    diag_error(er->r->d, "unknown-column", at, "%N has no column %N",
		       t->name, name);
	const char **names =
	    arena_calloc(er->r->a, t->column_count + 1, sizeof *names);
	for (size_t i = 0; names && i < t->column_count; i++)
		names[i] = t->columns[i].name;
	if (names)
		hint_names(er, diag, name, names, t->column_count);
	return NULL;
}

/* Every {"table", "column"} inside an expression or filter: the tables
 * are the entry's, and must be the catalog's, as their columns. */
static void check_references(struct entry_reader *er, const jvalue *v,
			     const char *at)
{
	jreader *r = er->r;
	if (json_value_is(v, JV_ARRAY))
		for (size_t i = 0; i < json_value_length(v); i++)
			check_references(er, json_value_item(v, i),
					 json_read_item(r, at, i));
	if (!json_value_is(v, JV_OBJECT))
		return;
	const jvalue *table = json_value_get(v, "table"),
		     *column = json_value_get(v, "column");
	if (json_value_is(table, JV_STRING) && er->catalog) {
		const struct catalog_table *t =
		    known_table(er, json_value_string(table),
				json_read_child(r, at, "table"));
		if (t && json_value_is(column, JV_STRING))
			known_column(er, t, json_value_string(column),
				     json_read_child(r, at, "column"));
	}
	for (size_t i = 0; i < v->count; i++) {
		const jmember *m = &v->as.members[i];
		if (json_value_is(&m->value, JV_OBJECT) ||
		    json_value_is(&m->value, JV_ARRAY))
			check_references(er, &m->value,
					 json_read_child(r, at, m->key));
	}
}

/* ---- an entry ---- */

static const char *compact_json(jreader *r, const jvalue *v)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, SIZE_MAX);
	json_writer w;
	json_write_init(&w, &sb, false);
	json_write_value(&w, v);
	const char *text = sb.error ? NULL : arena_strdup(r->a, sb.text);
	strbuf_release(&sb);
	if (!text)
		r->d->out_of_memory = 1;
	return text;
}

/* A term that is nothing but common words could never match. */
static bool has_words(jreader *r, const char *term, const char *at)
{
	struct catalog_terms words;
	catalog_terms_init(&words, r->a);
	if (!catalog_terms_add(&words, term)) {
		r->d->out_of_memory = 1;
		return false;
	}
	if (words.count)
		return true;
	diag_error(r->d, "empty-term", at,
		   "the term %N has no word a question could match", term);
	return false;
}

static bool read_synonym(jreader *r, const jvalue *v, const char *at, void *out)
{
	const char **synonym = out;
	if (!json_read_expect(r, v, at, JV_STRING, "a string"))
		return false;
	*synonym = json_read_copy_string(r, v);
	return *synonym && has_words(r, *synonym, at);
}

static bool read_mapping(struct entry_reader *er, const jvalue *v,
			 const char *at)
{
	jreader *r = er->r;
	struct glossary_entry *e = er->e;
	const char *table = json_read_name(r, v, at, "table", false);
	const char *column = json_read_name(r, v, at, "column", false);
	const struct catalog_table *t = NULL;
	if (table && er->catalog &&
	    (t = known_table(er, table, json_read_child(r, at, "table"))))
		table = t->name;
	e->table = table;
	if (column && !table && !json_value_get(v, "table"))
		diag_error(r->d, "column-without-table",
			   json_read_child(r, at, "column"),
			   "a column needs the table it is of");
	else if (column && t)
		column = known_column(er, t, column,
				      json_read_child(r, at, "column"));
	e->column = column;
	const jvalue *expr = json_read_member(r, v, at, "expression", false);
	if (expr) {
		const char *where = json_read_child(r, at, "expression");
		struct plan_expr parsed;
		if (plan_read_expr(r, expr, where, &parsed))
			e->expression = compact_json(r, expr);
		check_references(er, expr, where);
	}
	const jvalue *filter = json_read_member(r, v, at, "filter", false);
	if (filter) {
		const char *where = json_read_child(r, at, "filter");
		struct plan_filter parsed;
		if (plan_read_filter(r, filter, where, &parsed))
			e->filter = compact_json(r, filter);
		check_references(er, filter, where);
	}
	return e->table || e->expression || e->filter || e->description;
}

static bool read_entry(jreader *r, const plansql_catalog *catalog,
		       const jvalue *v, const char *at,
		       struct glossary_entry *e)
{
	static const char *const known[] = {"term",  "synonyms", "description",
					    "table", "column",	 "expression",
					    "filter"};
	if (!json_read_expect_object(r, v, at))
		return false;
	json_read_check_fields(r, v, at, known, COUNT_OF(known));
	const jvalue *term = json_read_member(r, v, at, "term", true);
	if (term && json_read_expect_member(r, term, at, "term", JV_STRING,
					    "a string")) {
		e->term = json_read_copy_string(r, term);
		if (e->term &&
		    !has_words(r, e->term, json_read_child(r, at, "term")))
			e->term = NULL;
	}
	bool ok = JR_EACH(r, v, at, "synonyms", read_synonym, &e->synonyms,
			  &e->synonym_count);
	e->description = json_read_note(r, v, at, "description");
	struct entry_reader er = {r, catalog, e};
	size_t errors = r->d->errors;
	if (!read_mapping(&er, v, at) && r->d->errors == errors)
		diag_error(r->d, "empty-entry", at,
			   "the entry %N gives no table, expression, filter "
			   "or description",
			   e->term ? e->term : "");
	return ok && e->term;
}

/* ---- words ---- */

static bool words_of(struct catalog_terms *out, const char *text, arena *a)
{
	catalog_terms_init(out, a);
	return catalog_terms_add(out, text);
}

/* Whether the words of part occur in whole at i. */
static bool words_at(const struct catalog_terms *whole, size_t i,
		     const struct catalog_terms *part)
{
	if (!part->count || i + part->count > whole->count)
		return false;
	for (size_t k = 0; k < part->count; k++)
		if (strcmp(whole->words[i + k], part->words[k]))
			return false;
	return true;
}

static bool occurs(const struct catalog_terms *whole, const char *text,
		   bool exactly, arena *a)
{
	struct catalog_terms part;
	if (!words_of(&part, text, a))
		return false;
	if (exactly)
		return part.count == whole->count && words_at(whole, 0, &part);
	for (size_t i = 0; i < whole->count; i++)
		if (words_at(whole, i, &part))
			return true;
	return false;
}

/* The entry's term or a synonym in words (exactly: all of them). */
static bool entry_in(const struct glossary_entry *e,
		     const struct catalog_terms *words, bool exactly, arena *a)
{
	if (occurs(words, e->term, exactly, a))
		return true;
	for (size_t i = 0; i < e->synonym_count; i++)
		if (occurs(words, e->synonyms[i], exactly, a))
			return true;
	return false;
}

/* Two entries must not claim one term: a name would mean either. */
static void check_duplicates(jreader *r, const plansql_glossary *g)
{
	for (size_t i = 0; i < g->count; i++) {
		struct catalog_terms words;
		const struct glossary_entry *e = &g->entries[i];
		for (size_t s = 0; s <= e->synonym_count; s++) {
			const char *term = s ? e->synonyms[s - 1] : e->term;
			if (!words_of(&words, term, r->a))
				return;
			for (size_t k = 0; k < i; k++)
				if (entry_in(&g->entries[k], &words, true,
					     r->a))
					diag_error(
					    r->d, "duplicate-term",
					    json_read_item(r, "", i),
					    "the term %N is also entry %zu's",
					    term, k);
		}
	}
}

plansql_glossary *catalog_glossary_read(const char *text, size_t len,
					const plansql_catalog *catalog,
					diag_list *d)
{
	plansql_glossary *g = calloc(1, sizeof *g);
	if (!g) {
		d->out_of_memory = 1;
		return NULL;
	}
	arena_init(&g->arena, PLANSQL_ARENA_LIMIT);
	arena tree;
	arena_init(&tree, PLANSQL_ARENA_LIMIT);
	const jvalue *root = json_scan_document(text, len, &json_catalog_limits,
						d, &tree, &g->arena);
	jreader r = {.a = &g->arena, .d = d};
	size_t errors = d->errors;
	if (root && json_read_expect(&r, root, "", JV_ARRAY,
				     "an array of glossary entries")) {
		size_t n = json_value_length(root);
		g->entries = json_read_alloc(&r, n, sizeof *g->entries);
		g->count = g->entries ? n : 0;
		for (size_t i = 0; i < g->count; i++)
			read_entry(&r, catalog, json_value_item(root, i),
				   json_read_item(&r, "", i), &g->entries[i]);
		if (d->errors == errors)
			check_duplicates(&r, g);
	}
	arena_free(&tree);
	if (!root || d->errors > errors || d->out_of_memory) {
		catalog_glossary_free(g);
		return NULL;
	}
	return g;
}

void catalog_glossary_free(plansql_glossary *glossary)
{
	if (!glossary)
		return;
	arena_free(&glossary->arena);
	free(glossary);
}

/* ---- matching ---- */

static bool maps_name(const struct glossary_entry *e, const char *table)
{
	if (!e->table || e->expression || e->filter)
		return false;
	if (!table)
		return !e->column;
	return e->column && !strcmp(e->table, table);
}

const struct glossary_entry *catalog_glossary_lookup(const plansql_glossary *g,
						     const char *name,
						     const char *table)
{
	if (!g)
		return NULL;
	arena a;
	arena_init(&a, PLANSQL_ARENA_LIMIT);
	struct catalog_terms words;
	const struct glossary_entry *found = NULL;
	size_t hits = 0;
	if (words_of(&words, name, &a) && words.count)
		for (size_t i = 0; i < g->count; i++)
			if (maps_name(&g->entries[i], table) &&
			    entry_in(&g->entries[i], &words, true, &a)) {
				found = &g->entries[i];
				hits++;
			}
	arena_free(&a);
	return hits == 1 ? found : NULL;
}

bool catalog_glossary_entry_matches(const struct glossary_entry *e,
				    const char *question, arena *a)
{
	struct catalog_terms words;
	return words_of(&words, question, a) && entry_in(e, &words, false, a);
}

/* The user's text in the prompt: JSON strings with `<` escaped, and
 * JSON with it escaped inside its strings (the only place it can be),
 * so no entry can end the <glossary> block or break its line. */
static void put_json_text(strbuf *out, const char *json)
{
	for (; *json; json++)
		if (*json == '<')
			strbuf_puts(out, "\\u003c");
		else
			strbuf_putc(out, *json);
}

static void put_quoted(strbuf *out, const char *s)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, SIZE_MAX);
	json_put_string(&sb, s);
	if (sb.error)
		strbuf_fail(out, sb.error);
	else
		put_json_text(out, sb.text);
	strbuf_release(&sb);
}

static bool is_plain_name(const char *s)
{
	for (const char *c = s; *c; c++)
		if (!(*c == '_' || (*c >= 'A' && *c <= 'Z') ||
		      (*c >= 'a' && *c <= 'z') ||
		      (c > s && *c >= '0' && *c <= '9')))
			return false;
	return *s != '\0';
}

static void put_name(strbuf *out, const char *name)
{
	if (is_plain_name(name))
		strbuf_puts(out, name);
	else
		put_quoted(out, name);
}

static void describe_entry(strbuf *out, const struct glossary_entry *e)
{
	put_quoted(out, e->term);
	for (size_t i = 0; i < e->synonym_count; i++) {
		strbuf_puts(out, i ? ", " : " (also ");
		put_quoted(out, e->synonyms[i]);
	}
	strbuf_puts(out, e->synonym_count ? "):" : ":");
	if (e->table) {
		strbuf_puts(out, e->column ? " the column " : " the table ");
		put_name(out, e->table);
	}
	if (e->column) {
		strbuf_putc(out, '.');
		put_name(out, e->column);
	}
	if (e->expression) {
		strbuf_puts(out, " the expression ");
		put_json_text(out, e->expression);
	}
	if (e->filter) {
		strbuf_puts(out, " the filter ");
		put_json_text(out, e->filter);
	}
	if (e->description) {
		strbuf_puts(out, " -- ");
		put_quoted(out, e->description);
	}
	strbuf_putc(out, '\n');
}

void catalog_glossary_describe(strbuf *out, const plansql_glossary *g,
			       const char *question, arena *a)
{
	if (!g)
		return;
	struct catalog_terms words;
	if (!words_of(&words, question, a)) {
		strbuf_fail(out, STRBUF_NOMEM);
		return;
	}
	for (size_t i = 0; i < g->count; i++)
		if (entry_in(&g->entries[i], &words, false, a))
			describe_entry(out, &g->entries[i]);
}
