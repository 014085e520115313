/* The question file of plansql eval (eval.h): one JSON object a line,
 *   {"id", "question", "gold_sql" | "gold_rows", "ordered"?, "db_id"?,
 *    "note"?}
 * read with the strict scanner, every line checked before anything is
 * asked: a typo found after an hour of model requests is an hour lost. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "eval.h"
#include "json/json_scan.h"
#include "json/json_write.h"

static const char who[] = "plansql eval";

/* A question file may hold large gold answers. */
static const struct json_limits line_limits = {
    .max_bytes = 64u << 20, .max_list = 10000000, .max_depth = 8};

/* What reading the file needs beside the line. */
struct reading {
	struct eval_questions *out;
	arena *a;
};

static arena *arena_of(struct eval_lines *f)
{
	return ((struct reading *)f->context)->a;
}

/* A string member; NULL when absent (required: a complaint). */
static const char *text_member(struct eval_lines *f, const jvalue *o,
			       const char *key, bool required)
{
	const jvalue *v = jv_get(o, key);
	if (jv_is(v, JV_STRING) && v->count)
		return v->as.string;
	if (jv_is(v, JV_INT) && !strcmp(key, "id")) /* ids as numbers */
		return arena_strndup(arena_of(f), v->src, v->src_len);
	if (v || required)
		eval_complain(f, "\"%s\" must be a non-empty string", key);
	return NULL;
}

static bool gold_value(struct eval_lines *f, const jvalue *v,
		       plansql_value *out)
{
	switch (jv_type_of(v)) {
	case JV_NULL:
		*out = (plansql_value){PLANSQL_VALUE_NULL, NULL};
		return true;
	case JV_STRING:
		*out = (plansql_value){PLANSQL_VALUE_TEXT, v->as.string};
		return true;
	case JV_INT:
	case JV_DOUBLE:
		out->kind = PLANSQL_VALUE_NUMBER;
		out->text = arena_strndup(arena_of(f), v->src, v->src_len);
		return out->text != NULL;
	default:
		eval_complain(f,
			      "a value of gold_rows is a number, a string or "
			      "null: write booleans as the engine returns them "
			      "(1 and 0 on SQLite)");
		return false;
	}
}

static bool gold_row(struct eval_lines *f, const jvalue *row,
		     plansql_rows *rows, size_t index)
{
	size_t n = plansql_rows_column_count(rows);
	if (!jv_is(row, JV_ARRAY) || row->count != n) {
		eval_complain(f,
			      "row %zu of gold_rows must be an array of %zu "
			      "values, as the first row",
			      index + 1, n);
		return false;
	}
	plansql_value *values = arena_calloc(arena_of(f), n, sizeof *values);
	if (!values)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!gold_value(f, &row->as.items[i], &values[i]))
			return false;
	if (plansql_rows_add(rows, values) == PLANSQL_OK)
		return true;
	eval_complain(f, "out of memory");
	return false;
}

/* gold_rows: an array of rows, each an array of values; no rows at all
 * is one column of nothing (columns are then not compared). */
static plansql_rows *gold_rows(struct eval_lines *f, const jvalue *v)
{
	if (!jv_is(v, JV_ARRAY)) {
		eval_complain(f, "gold_rows must be an array of rows");
		return NULL;
	}
	const jvalue *first = v->count ? &v->as.items[0] : NULL;
	size_t columns = jv_is(first, JV_ARRAY) ? first->count : 1;
	if (first && !columns) {
		eval_complain(f, "a row of gold_rows needs at least one value");
		return NULL;
	}
	plansql_rows *rows = plansql_rows_new(columns, NULL);
	for (size_t i = 0; rows && i < v->count; i++)
		if (!gold_row(f, &v->as.items[i], rows, i)) {
			plansql_rows_free(rows);
			return NULL;
		}
	return rows;
}

static void unknown_members(struct eval_lines *f, const jvalue *o)
{
	static const char *const known[] = {"id",	 "question", "gold_sql",
					    "gold_rows", "ordered",  "db_id",
					    "note"};
	for (size_t i = 0; i < o->count; i++) {
		const char *key = o->as.members[i].key;
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

static void read_question(struct eval_lines *f, const jvalue *o,
			  struct eval_question *q)
{
	if (!jv_is(o, JV_OBJECT)) {
		eval_complain(f, "each line is one JSON object");
		return;
	}
	unknown_members(f, o);
	q->line = f->line;
	q->id = text_member(f, o, "id", true);
	q->question = text_member(f, o, "question", true);
	q->gold_sql = text_member(f, o, "gold_sql", false);
	q->db_id = text_member(f, o, "db_id", false);
	q->note = text_member(f, o, "note", false);
	const jvalue *rows = jv_get(o, "gold_rows");
	const jvalue *ordered = jv_get(o, "ordered");
	if (!q->gold_sql == !rows)
		eval_complain(f, "give the expected answer as gold_sql or as "
				 "gold_rows, one of them");
	else if (rows)
		q->gold_rows = gold_rows(f, rows);
	if (ordered && (!jv_is(ordered, JV_BOOLEAN) || !rows))
		eval_complain(f,
			      "\"ordered\" is true or false, beside gold_rows "
			      "(a gold_sql is ordered by its own ORDER BY)");
	q->gold_ordered = jv_is(ordered, JV_BOOLEAN) && ordered->as.boolean;
}

static void read_line(struct eval_lines *f, const char *s, size_t n)
{
	struct reading *r = f->context;
	struct eval_questions *out = r->out;
	diag_list d;
	diag_init(&d, r->a);
	arena tree;
	arena_init(&tree, 0);
	const jvalue *v =
	    json_scan_document(s, n, &line_limits, &d, &tree, r->a);
	struct eval_question *items =
	    realloc(out->items, (out->count + 1) * sizeof *out->items);
	if (!items) {
		eval_complain(f, "out of memory");
	} else if (!v) {
		out->items = items;
		eval_complain(f, "%s",
			      d.count ? d.items[0].message : "not JSON");
	} else {
		out->items = items;
		struct eval_question *q = &items[out->count++];
		*q = (struct eval_question){0};
		read_question(f, v, q);
	}
	arena_free(&tree);
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
	arena_init(&out->arena, 0);
	struct reading r = {.out = out, .a = &out->arena};
	struct eval_lines f = {.context = &r};
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
			plansql_rows_free(q->items[i].gold_rows);
	if (ok && keep)
		q->count = kept;
	free(keep);
	free(ids);
	return ok && keep;
}

void eval_questions_free(struct eval_questions *q)
{
	for (size_t i = 0; i < q->count; i++)
		plansql_rows_free(q->items[i].gold_rows);
	free(q->items);
	arena_free(&q->arena);
}
