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
#include "json_scan.h"
#include "json_write.h"

static const char who[] = "plansql eval";

/* A question file may hold large gold answers. */
static const struct json_limits line_limits = {.max_bytes = 64u << 20,
					       .max_list = 10000000,
					       .max_depth = 8};

struct reading {
	const char *name; /* the file, for messages */
	size_t line;
	bool failed;
	arena *a;
};

__attribute__((format(printf, 2, 3))) static void
complain(struct reading *r, const char *fmt, ...)
{
	char text[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	fputs(who, stderr);
	fputs(": ", stderr);
	display_text(stderr, r->name);
	if (r->line)
		fprintf(stderr, ":%zu", r->line);
	fputs(": ", stderr);
	display_text(stderr, text);
	fputc('\n', stderr);
	r->failed = true;
}

/* A string member; NULL when absent (required: a complaint). */
static const char *text_member(struct reading *r, const jvalue *o,
			       const char *key, bool required)
{
	const jvalue *v = jv_get(o, key);
	if (jv_is(v, JV_STRING) && v->count)
		return v->as.string;
	if (jv_is(v, JV_INT) && !strcmp(key, "id")) /* ids as numbers */
		return arena_strndup(r->a, v->src, v->src_len);
	if (v || required)
		complain(r, "\"%s\" must be a non-empty string", key);
	return NULL;
}

static bool gold_value(struct reading *r, const jvalue *v, plansql_value *out)
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
		out->text = arena_strndup(r->a, v->src, v->src_len);
		return out->text != NULL;
	default:
		complain(r, "a value of gold_rows is a number, a string or "
			    "null: write booleans as the engine returns them "
			    "(1 and 0 on SQLite)");
		return false;
	}
}

static bool gold_row(struct reading *r, const jvalue *row, plansql_rows *rows,
		     size_t index)
{
	size_t n = plansql_rows_column_count(rows);
	if (!jv_is(row, JV_ARRAY) || row->count != n) {
		complain(r, "row %zu of gold_rows must be an array of %zu "
			    "values, as the first row",
			 index + 1, n);
		return false;
	}
	plansql_value *values = arena_calloc(r->a, n, sizeof *values);
	if (!values)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!gold_value(r, &row->as.items[i], &values[i]))
			return false;
	if (plansql_rows_add(rows, values) == PLANSQL_OK)
		return true;
	complain(r, "out of memory");
	return false;
}

/* gold_rows: an array of rows, each an array of values; no rows at all
 * is one column of nothing (columns are then not compared). */
static plansql_rows *gold_rows(struct reading *r, const jvalue *v)
{
	if (!jv_is(v, JV_ARRAY)) {
		complain(r, "gold_rows must be an array of rows");
		return NULL;
	}
	const jvalue *first = v->count ? &v->as.items[0] : NULL;
	size_t columns = jv_is(first, JV_ARRAY) ? first->count : 1;
	if (first && !columns) {
		complain(r, "a row of gold_rows needs at least one value");
		return NULL;
	}
	plansql_rows *rows = plansql_rows_new(columns, NULL);
	for (size_t i = 0; rows && i < v->count; i++)
		if (!gold_row(r, &v->as.items[i], rows, i)) {
			plansql_rows_free(rows);
			return NULL;
		}
	return rows;
}

static void unknown_members(struct reading *r, const jvalue *o)
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
			complain(r, "unknown member \"%s\" (known: id, "
				    "question, gold_sql, gold_rows, ordered, "
				    "db_id, note)",
				 key);
	}
}

static void read_question(struct reading *r, const jvalue *o,
			  struct eval_question *q)
{
	if (!jv_is(o, JV_OBJECT)) {
		complain(r, "each line is one JSON object");
		return;
	}
	unknown_members(r, o);
	q->line = r->line;
	q->id = text_member(r, o, "id", true);
	q->question = text_member(r, o, "question", true);
	q->gold_sql = text_member(r, o, "gold_sql", false);
	q->db_id = text_member(r, o, "db_id", false);
	q->note = text_member(r, o, "note", false);
	const jvalue *rows = jv_get(o, "gold_rows");
	const jvalue *ordered = jv_get(o, "ordered");
	if (!q->gold_sql == !rows)
		complain(r, "give the expected answer as gold_sql or as "
			    "gold_rows, one of them");
	else if (rows)
		q->gold_rows = gold_rows(r, rows);
	if (ordered && (!jv_is(ordered, JV_BOOLEAN) || !rows))
		complain(r, "\"ordered\" is true or false, beside gold_rows "
			    "(a gold_sql is ordered by its own ORDER BY)");
	q->gold_ordered = jv_is(ordered, JV_BOOLEAN) && ordered->as.boolean;
}

static bool blank(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strchr(" \t\r", s[i]))
			return false;
	return true;
}

static void read_line(struct reading *r, const char *s, size_t n,
		      struct eval_questions *out)
{
	diag_list d;
	diag_init(&d, r->a);
	arena tree;
	arena_init(&tree, 0);
	const jvalue *v = json_scan_document(s, n, &line_limits, &d, &tree,
					     r->a);
	struct eval_question *items = realloc(
	    out->items, (out->count + 1) * sizeof *out->items);
	if (!items) {
		complain(r, "out of memory");
	} else if (!v) {
		out->items = items;
		complain(r, "%s", d.count ? d.items[0].message : "not JSON");
	} else {
		out->items = items;
		struct eval_question *q = &items[out->count++];
		*q = (struct eval_question){0};
		read_question(r, v, q);
	}
	arena_free(&tree);
}

static void duplicate_ids(struct reading *r, const struct eval_questions *q)
{
	for (size_t i = 0; i < q->count; i++)
		for (size_t j = 0; j < i && q->items[i].id; j++)
			if (q->items[j].id &&
			    !strcmp(q->items[i].id, q->items[j].id)) {
				r->line = q->items[i].line;
				complain(r, "the id \"%s\" is also on line %zu",
					 q->items[i].id, q->items[j].line);
				break;
			}
}

bool eval_questions_read(const char *path, struct eval_questions *out)
{
	*out = (struct eval_questions){0};
	arena_init(&out->arena, 0);
	struct input in;
	if (!read_input_up_to(path, SIZE_MAX / 2, &in))
		return false;
	out->text = in.text;
	struct reading r = {.name = in.name, .a = &out->arena};
	for (size_t at = 0; at < in.len;) {
		const char *s = in.text + at;
		const char *nl = memchr(s, '\n', in.len - at);
		size_t n = nl ? (size_t)(nl - s) : in.len - at;
		at += n + 1;
		r.line++;
		if (!blank(s, n))
			read_line(&r, s, n, out);
	}
	duplicate_ids(&r, out);
	if (!out->count && !r.failed) {
		r.line = 0;
		complain(&r, "no questions: each line is a JSON object with "
			     "id, question and gold_sql (docs/eval.md)");
	}
	return !r.failed;
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
	free(q->text);
	arena_free(&q->arena);
}
