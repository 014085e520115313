/* The question file of plansql eval (eval.h): one JSON object a line,
 *   {"id", "question", "gold_sql" | "gold_rows", "ordered"?, "db_id"?,
 *    "note"?}
 * read with the strict reader, every line checked before anything is
 * asked: a typo found after an hour of model requests is an hour lost. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "eval.h"

static const char who[] = "plansql eval";

/* A question file may hold large gold answers. */
static const plansql_json_limits line_limits = {
    .max_bytes = 64u << 20, .max_items = 10000000, .max_depth = 8};

/* A number's text as written, NUL-terminated: malloc'd, or NULL. */
static char *number_text(const plansql_json_value *v)
{
	size_t len;
	const char *src = plansql_json_source(v, &len);
	return strndup(src, len);
}

/* A string member; NULL when absent (required: a complaint).  An id
 * written as a number is kept as its text in *owned. */
static const char *text_member(struct eval_lines *f,
			       const plansql_json_value *o, const char *key,
			       bool required, char **owned)
{
	const plansql_json_value *v = plansql_json_get(o, key);
	long long id;
	if (plansql_json_length(v) && plansql_json_text_of(v))
		return plansql_json_text_of(v);
	if (owned && plansql_json_integer(v, &id)) /* ids as numbers */
		return *owned = number_text(v);
	if (v || required)
		eval_complain(f, "\"%s\" must be a non-empty string", key);
	return NULL;
}

/* One value of a gold row; a number's text is malloc'd. */
static bool gold_value(struct eval_lines *f, const plansql_json_value *v,
		       plansql_value *out)
{
	switch (plansql_json_type_of(v)) {
	case PLANSQL_JSON_NULL:
		*out = (plansql_value){PLANSQL_VALUE_NULL, NULL};
		return true;
	case PLANSQL_JSON_STRING:
		*out = (plansql_value){PLANSQL_VALUE_TEXT,
				       plansql_json_text_of(v)};
		return true;
	case PLANSQL_JSON_NUMBER:
		out->kind = PLANSQL_VALUE_NUMBER;
		out->text = number_text(v);
		if (!out->text)
			eval_complain(f, "out of memory");
		return out->text != NULL;
	default:
		eval_complain(f,
			      "a value of gold_rows is a number, a string or "
			      "null: write booleans as the engine returns them "
			      "(1 and 0 on SQLite)");
		return false;
	}
}

/* The rows keep a copy of each row: its numbers' texts are freed. */
static bool gold_row(struct eval_lines *f, const plansql_json_value *row,
		     plansql_rows *rows, size_t index)
{
	size_t n = plansql_rows_column_count(rows);
	if (plansql_json_type_of(row) != PLANSQL_JSON_ARRAY ||
	    plansql_json_length(row) != n) {
		eval_complain(f,
			      "row %zu of gold_rows must be an array of %zu "
			      "values, as the first row",
			      index + 1, n);
		return false;
	}
	plansql_value *values = calloc(n, sizeof *values);
	bool ok = values != NULL;
	for (size_t i = 0; ok && i < n; i++)
		ok = gold_value(f, plansql_json_item(row, i), &values[i]);
	if (ok && plansql_rows_add(rows, values) != PLANSQL_OK) {
		eval_complain(f, "out of memory");
		ok = false;
	}
	for (size_t i = 0; values && i < n; i++)
		if (values[i].kind == PLANSQL_VALUE_NUMBER)
			free((char *)values[i].text);
	free(values);
	return ok;
}

/* gold_rows: an array of rows, each an array of values; no rows at all
 * is one column of nothing (columns are then not compared). */
static plansql_rows *gold_rows(struct eval_lines *f,
			       const plansql_json_value *v)
{
	if (plansql_json_type_of(v) != PLANSQL_JSON_ARRAY) {
		eval_complain(f, "gold_rows must be an array of rows");
		return NULL;
	}
	const plansql_json_value *first = plansql_json_item(v, 0);
	size_t columns = plansql_json_type_of(first) == PLANSQL_JSON_ARRAY
			     ? plansql_json_length(first)
			     : 1;
	if (first && !columns) {
		eval_complain(f, "a row of gold_rows needs at least one value");
		return NULL;
	}
	plansql_rows *rows = plansql_rows_new(columns, NULL);
	for (size_t i = 0; rows && i < plansql_json_length(v); i++)
		if (!gold_row(f, plansql_json_item(v, i), rows, i)) {
			plansql_rows_free(rows);
			return NULL;
		}
	return rows;
}

static void unknown_members(struct eval_lines *f, const plansql_json_value *o)
{
	static const char *const known[] = {"id",	 "question", "gold_sql",
					    "gold_rows", "ordered",  "db_id",
					    "note"};
	for (size_t i = 0; i < plansql_json_length(o); i++) {
		const char *key = plansql_json_member_key(o, i);
		bool found = false;
		for (size_t k = 0; k < sizeof known / sizeof *known; k++)
			found |= !strcmp(key, known[k]);
		if (!found)
			eval_complain(f,
				      "unknown member \"%s\" (known: id, "
				      "question, gold_sql, gold_rows, ordered, "
				      "db_id, note)",
				      key);
	}
}

static void read_question(struct eval_lines *f, const plansql_json_value *o,
			  struct eval_question *q)
{
	if (plansql_json_type_of(o) != PLANSQL_JSON_OBJECT) {
		eval_complain(f, "each line is one JSON object");
		return;
	}
	unknown_members(f, o);
	q->line = f->line;
	q->id = text_member(f, o, "id", true, &q->id_owned);
	q->question = text_member(f, o, "question", true, NULL);
	q->gold_sql = text_member(f, o, "gold_sql", false, NULL);
	q->db_id = text_member(f, o, "db_id", false, NULL);
	q->note = text_member(f, o, "note", false, NULL);
	const plansql_json_value *rows = plansql_json_get(o, "gold_rows");
	const plansql_json_value *ordered = plansql_json_get(o, "ordered");
	if (!q->gold_sql == !rows)
		eval_complain(f, "give the expected answer as gold_sql or as "
				 "gold_rows, one of them");
	else if (rows)
		q->gold_rows = gold_rows(f, rows);
	bool flag = plansql_json_type_of(ordered) == PLANSQL_JSON_BOOLEAN;
	if (ordered && (!flag || !rows))
		eval_complain(f,
			      "\"ordered\" is true or false, beside gold_rows "
			      "(a gold_sql is ordered by its own ORDER BY)");
	q->gold_ordered = plansql_json_is_true(ordered);
}

/* The first diagnostic's message, or what to say without one. */
static const char *first_message(const plansql_result *r)
{
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	return d ? d->message : "out of memory";
}

/* Each question keeps the document of its line: its texts are there. */
static void read_line(struct eval_lines *f, const char *s, size_t n)
{
	struct eval_questions *out = f->context;
	plansql_json_doc *doc = NULL;
	plansql_result *r = plansql_json_read(s, n, &line_limits, &doc);
	struct eval_question *items =
	    realloc(out->items, (out->count + 1) * sizeof *out->items);
	if (!items) {
		eval_complain(f, "out of memory");
		plansql_json_doc_free(doc);
	} else if (!doc) {
		out->items = items;
		eval_complain(f, "%s", first_message(r));
	} else {
		out->items = items;
		struct eval_question *q = &items[out->count++];
		*q = (struct eval_question){.doc = doc};
		read_question(f, plansql_json_root(doc), q);
	}
	plansql_result_free(r);
}

static void duplicate_ids(struct eval_lines *f, const struct eval_questions *q)
{
	for (size_t i = 0; i < q->count; i++)
		for (size_t j = 0; j < i && q->items[i].id; j++)
			if (q->items[j].id &&
			    !strcmp(q->items[i].id, q->items[j].id)) {
				f->line = q->items[i].line;
				eval_complain(
				    f, "the id \"%s\" is also on line %zu",
				    q->items[i].id, q->items[j].line);
				break;
			}
}

bool eval_questions_read(const char *path, struct eval_questions *out)
{
	*out = (struct eval_questions){0};
	struct eval_lines f = {.context = out};
	if (!eval_lines_read(path, &f, read_line) && !f.failed)
		return false; /* the file could not be read: said */
	duplicate_ids(&f, out);
	f.line = 0;
	if (!out->count && !f.failed)
		eval_complain(&f,
			      "no questions: each line is a JSON object with "
			      "id, question and gold_sql (docs/eval.md)");
	return !f.failed;
}

static void question_free(struct eval_question *q)
{
	plansql_rows_free(q->gold_rows);
	free(q->id_owned);
	plansql_json_doc_free(q->doc);
}

bool eval_questions_only(struct eval_questions *q, const char *list)
{
	char *ids = strdup(list);
	bool ok = ids != NULL;
	size_t kept = 0;
	bool *keep = calloc(q->count + 1, sizeof *keep);
	for (char *save, *id = ok ? strtok_r(ids, ",", &save) : NULL; id;
	     id = strtok_r(NULL, ",", &save)) {
		bool found = false;
		for (size_t i = 0; keep && i < q->count; i++)
			if (!strcmp(q->items[i].id, id))
				found = keep[i] = true;
		if (!found && ok) {
			fprintf(stderr, "%s: --only: no question has the id '",
				who);
			display_text(stderr, id);
			fputs("'\n", stderr);
			ok = false;
		}
	}
	for (size_t i = 0; ok && keep && i < q->count; i++)
		if (keep[i])
			q->items[kept++] = q->items[i];
		else
			question_free(&q->items[i]);
	if (ok && keep)
		q->count = kept;
	free(keep);
	free(ids);
	return ok && keep;
}

void eval_questions_free(struct eval_questions *q)
{
	for (size_t i = 0; i < q->count; i++)
		question_free(&q->items[i]);
	free(q->items);
}
