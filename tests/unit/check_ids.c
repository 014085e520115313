/* Stable ids of plan parts: the options listing gives every part an id,
 * patches take the ids in place of names, and the ids survive the
 * patches: a column removed and added again by id has the id it had,
 * removing one filter leaves the other filters' ids as they were.  Run
 * over every example plan with the demo catalog, and over a catalog of
 * names that need escaping in ids. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan/plan.h"
#include "plan/plan_ids.h"
#include "runner.h"
#include "testlib.h"

static plansql_catalog *demo;

/* ---- plans, listings and patches ---- */

static plansql_plan *plan_from_text(const char *text)
{
	plansql_plan *plan;
	plansql_result *r = plansql_plan_read(text, strlen(text), &plan);
	ck_assert_msg(plan, "the plan does not read: %s", text);
	plansql_result_free(r);
	return plan;
}

static plansql_plan *plan_from_file(const char *relative)
{
	char *path = src_path(relative);
	size_t len;
	char *text = read_file(path, &len);
	ck_assert_msg(text, "cannot read %s", path);
	plansql_plan *plan = plan_from_text(text);
	free(text);
	free(path);
	return plan;
}

static json_object *listing(const plansql_plan *plan,
			    const plansql_catalog *catalog)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	char *text = plansql_plan_options(plan, &o);
	ck_assert_ptr_nonnull(text);
	json_object *j = json_tokener_parse(text);
	ck_assert_msg(j, "the listing is not JSON: %s", text);
	plansql_free(text);
	return j;
}

/* A patch of one operation, applied; the patched plan or NULL, and the
 * result (for its diagnostics) in *out. */
static plansql_plan *apply(const plansql_plan *plan,
			   const plansql_catalog *catalog, plansql_patch *patch,
			   plansql_result **out)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = catalog;
	plansql_plan *patched;
	*out = plansql_plan_patch(plan, patch, &o, &patched);
	ck_assert_ptr_nonnull(*out);
	plansql_patch_free(patch);
	return patched;
}

static plansql_plan *apply_json(const plansql_plan *plan,
				const plansql_catalog *catalog,
				const char *json, plansql_result **out)
{
	plansql_patch *patch;
	plansql_result *r = plansql_patch_read(json, strlen(json), &patch);
	ck_assert_msg(patch, "the patch does not read: %s", json);
	plansql_result_free(r);
	return apply(plan, catalog, patch, out);
}

static bool has_code(const plansql_result *r, const char *code)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		if (!strcmp(plansql_result_diagnostic(r, i)->code, code))
			return true;
	return false;
}

/* ---- sets of ids ---- */

struct ids {
	char **items;
	size_t count;
};

static void ids_add(struct ids *s, const char *id)
{
	s->items = realloc(s->items, (s->count + 1) * sizeof *s->items);
	ck_assert_ptr_nonnull(s->items);
	s->items[s->count++] = strdup(id);
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void ids_free(struct ids *s)
{
	for (size_t i = 0; i < s->count; i++)
		free(s->items[i]);
	free(s->items);
	*s = (struct ids){0};
}

static bool ids_has(const struct ids *s, const char *id)
{
	for (size_t i = 0; i < s->count; i++)
		if (!strcmp(s->items[i], id))
			return true;
	return false;
}

static json_object *member(json_object *o, const char *key)
{
	json_object *v = NULL;
	json_object_object_get_ex(o, key, &v);
	return v;
}

/* The ids of the items of array key of o (those whose "selected" is
 * selected, for selected >= 0). */
static void add_ids(struct ids *s, json_object *o, const char *key,
		    int selected)
{
	json_object *list = member(o, key);
	for (size_t i = 0; list && i < json_object_array_length(list); i++) {
		json_object *item = json_object_array_get_idx(list, i);
		json_object *id = member(item, "id");
		ck_assert_msg(id && json_object_is_type(id, json_type_string),
			      "an item of %s has no id: %s", key,
			      json_object_to_json_string(item));
		if (selected < 0 || json_object_get_boolean(
					member(item, "selected")) == selected)
			ids_add(s, json_object_get_string(id));
	}
}

/* The column ids of the listing's tables; selected: only those the
 * result shows (1), does not (0), or all (-1). */
static struct ids column_ids(json_object *l, int selected)
{
	struct ids s = {0};
	json_object *tables = member(l, "tables");
	for (size_t i = 0; i < json_object_array_length(tables); i++)
		add_ids(&s, json_object_array_get_idx(tables, i), "columns",
			selected);
	return s;
}

static void assert_same(struct ids *a, struct ids *b, const char *what,
			const char *plan)
{
	qsort(a->items, a->count, sizeof *a->items, compare_strings);
	qsort(b->items, b->count, sizeof *b->items, compare_strings);
	ck_assert_msg(a->count == b->count, "%s: %s: %zu ids, then %zu", plan,
		      what, a->count, b->count);
	for (size_t i = 0; i < a->count; i++)
		ck_assert_msg(!strcmp(a->items[i], b->items[i]),
			      "%s: %s: %s became %s", plan, what, a->items[i],
			      b->items[i]);
}

/* ---- the example plans ---- */

static char **example_names(size_t *count)
{
	char *dir = src_path("examples/plans");
	char **names = list_names(dir, ".json", count);
	free(dir);
	ck_assert_uint_gt(*count, 10);
	return names;
}

static plansql_plan *example(const char *name)
{
	char relative[256];
	snprintf(relative, sizeof relative, "examples/plans/%s.json", name);
	return plan_from_file(relative);
}

/* Removes the column by id and adds it back by id: the listing shows
 * the same columns, by the same ids.  Returns
 * whether the removal applied (the last shown column cannot go). */
static bool remove_and_add(const plansql_plan *plan, json_object *before,
			   const char *id, const char *name)
{
	plansql_patch *patch = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_remove_id(patch, id), PLANSQL_OK);
	plansql_result *r;
	plansql_plan *removed = apply(plan, demo, patch, &r);
	ck_assert_msg(!has_code(r, "unknown-id"), "%s: %s is unknown", name,
		      id);
	plansql_result_free(r);
	if (!removed)
		return false;
	patch = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_add_column_id(patch, id), PLANSQL_OK);
	plansql_plan *again = apply(removed, demo, patch, &r);
	ck_assert_msg(again, "%s: %s does not come back", name, id);
	plansql_result_free(r);
	json_object *after = listing(again, demo);
	struct ids a = column_ids(before, 1), b = column_ids(after, 1);
	assert_same(&a, &b, "shown columns", name);
	ids_free(&a);
	ids_free(&b);
	a = column_ids(before, -1);
	b = column_ids(after, -1);
	assert_same(&a, &b, "columns", name);
	ids_free(&a);
	ids_free(&b);
	json_object_put(after);
	plansql_plan_free(again);
	plansql_plan_free(removed);
	return true;
}

START_TEST(test_columns_come_back_by_id)
{
	size_t count, done = 0;
	char **names = example_names(&count);
	for (size_t i = 0; i < count; i++) {
		plansql_plan *plan = example(names[i]);
		json_object *l = listing(plan, demo);
		struct ids shown = column_ids(l, 1);
		for (size_t k = 0; k < shown.count; k++)
			done +=
			    remove_and_add(plan, l, shown.items[k], names[i]);
		ids_free(&shown);
		json_object_put(l);
		plansql_plan_free(plan);
	}
	free_names(names, count);
	ck_assert_uint_gt(done, 40);
}
END_TEST

/* An operation by id that must not meet unknown-id. */
static void assert_known(const plansql_plan *plan, plansql_patch *patch,
			 const char *id, const char *name)
{
	plansql_result *r;
	plansql_plan *patched = apply(plan, demo, patch, &r);
	ck_assert_msg(!has_code(r, "unknown-id"), "%s: %s is unknown", name,
		      id);
	plansql_result_free(r);
	plansql_plan_free(patched);
}

static void order_by_each(const plansql_plan *plan, json_object *l,
			  const char *key, const char *name)
{
	struct ids s = {0};
	add_ids(&s, l, key, -1);
	for (size_t k = 0; k < s.count; k++) {
		plansql_patch *patch = plansql_patch_new();
		plansql_order_item item = {NULL, NULL, 1, s.items[k]};
		ck_assert_int_eq(plansql_patch_order_by(patch, &item, 1),
				 PLANSQL_OK);
		assert_known(plan, patch, s.items[k], name);
	}
	ids_free(&s);
}

START_TEST(test_every_listed_id_resolves)
{
	size_t count;
	char **names = example_names(&count);
	for (size_t i = 0; i < count; i++) {
		plansql_plan *plan = example(names[i]);
		json_object *l = listing(plan, demo);
		struct ids hidden = column_ids(l, 0), parts = {0};
		for (size_t k = 0; k < hidden.count; k++) {
			plansql_patch *patch = plansql_patch_new();
			plansql_patch_add_column_id(patch, hidden.items[k]);
			assert_known(plan, patch, hidden.items[k], names[i]);
		}
		add_ids(&parts, l, "aggregates", -1);
		add_ids(&parts, l, "filters", -1);
		add_ids(&parts, l, "having", -1);
		add_ids(&parts, l, "computed_columns", -1);
		for (size_t k = 0; k < parts.count; k++) {
			plansql_patch *patch = plansql_patch_new();
			plansql_patch_remove_id(patch, parts.items[k]);
			assert_known(plan, patch, parts.items[k], names[i]);
		}
		order_by_each(plan, l, "order_by", names[i]);
		order_by_each(plan, l, "sortable", names[i]);
		ids_free(&hidden);
		ids_free(&parts);
		json_object_put(l);
		plansql_plan_free(plan);
	}
	free_names(names, count);
}
END_TEST

/* Removing a filter by id removes it and leaves the others' ids. */
static size_t remove_each_filter(const plansql_plan *plan, const char *name)
{
	json_object *l = listing(plan, demo);
	struct ids filters = {0};
	add_ids(&filters, l, "filters", -1);
	add_ids(&filters, l, "having", -1);
	size_t done = 0;
	for (size_t k = 0; k < filters.count; k++) {
		plansql_patch *patch = plansql_patch_new();
		plansql_patch_remove_id(patch, filters.items[k]);
		plansql_result *r;
		plansql_plan *patched = apply(plan, demo, patch, &r);
		ck_assert_msg(patched, "%s: removing %s fails", name,
			      filters.items[k]);
		plansql_result_free(r);
		json_object *after = listing(patched, demo);
		struct ids left = {0};
		add_ids(&left, after, "filters", -1);
		add_ids(&left, after, "having", -1);
		ck_assert_msg(left.count < filters.count, "%s: %s stays", name,
			      filters.items[k]);
		for (size_t m = 0; m < left.count; m++)
			ck_assert_msg(ids_has(&filters, left.items[m]),
				      "%s: removing %s made %s", name,
				      filters.items[k], left.items[m]);
		ids_free(&left);
		json_object_put(after);
		plansql_plan_free(patched);
		done++;
	}
	ids_free(&filters);
	json_object_put(l);
	return done;
}

START_TEST(test_filters_removed_by_id)
{
	size_t count, done = 0;
	char **names = example_names(&count);
	for (size_t i = 0; i < count; i++) {
		plansql_plan *plan = example(names[i]);
		done += remove_each_filter(plan, names[i]);
		plansql_plan_free(plan);
	}
	free_names(names, count);
	ck_assert_uint_gt(done, 10);
}
END_TEST

/* Of three top-level conditions the middle one goes alone. */
START_TEST(test_one_filter_goes)
{
	plansql_plan *plan = example("rain-song-versions");
	plansql_result *r;
	plansql_plan *patched =
	    apply_json(plan, demo,
		       "{\"operation\": \"remove_filter\", \"id\": "
		       "\"filter/tracks/Composer/is_not_null\"}",
		       &r);
	ck_assert_ptr_nonnull(patched);
	plansql_result_free(r);
	json_object *l = listing(patched, demo);
	struct ids left = {0};
	add_ids(&left, l, "filters", -1);
	ck_assert_uint_eq(left.count, 5);
	ck_assert_str_eq(left.items[0], "filter/tracks/Name/ilike");
	ck_assert_str_eq(left.items[2], "filter/tracks/Name/ends_with/2");
	ck_assert_str_eq(left.items[4], "filter/tracks/Explicit/=");
	ids_free(&left);
	json_object_put(l);
	plansql_plan_free(patched);
	/* of the conditions on one column, only the one named goes */
	patched = apply_json(plan, demo,
			     "{\"operation\": \"remove_filter\", \"id\": "
			     "\"filter/tracks/Name/ilike\"}",
			     &r);
	ck_assert_ptr_nonnull(patched);
	plansql_result_free(r);
	l = listing(patched, demo);
	left = (struct ids){0};
	add_ids(&left, l, "filters", -1);
	ck_assert_uint_eq(left.count, 5);
	ck_assert_str_eq(left.items[0], "filter/tracks/Name/ends_with");
	ids_free(&left);
	json_object_put(l);
	plansql_plan_free(patched);
	plansql_plan_free(plan);
}
END_TEST

START_TEST(test_order_by_ids)
{
	plansql_plan *plan = example("top-tracks");
	plansql_result *r;
	plansql_plan *patched =
	    apply_json(plan, demo,
		       "{\"operation\": \"modify_order_by\", \"order_by\": ["
		       "{\"id\": \"aggregate/Orders\"},"
		       "{\"id\": \"order/column/tracks/Name\", \"direction\": "
		       "\"DESC\"}]}",
		       &r);
	ck_assert_ptr_nonnull(patched);
	plansql_result_free(r);
	json_object *l = listing(patched, demo);
	json_object *order = member(l, "order_by");
	ck_assert_uint_eq(json_object_array_length(order), 2);
	json_object *first = json_object_array_get_idx(order, 0);
	json_object *second = json_object_array_get_idx(order, 1);
	ck_assert_str_eq(json_object_get_string(member(first, "id")),
			 "order/aggregate/Orders");
	ck_assert_str_eq(json_object_get_string(member(second, "id")),
			 "order/column/tracks/Name");
	ck_assert_str_eq(json_object_get_string(member(second, "direction")),
			 "DESC");
	json_object_put(l);
	plansql_plan_free(patched);
	plansql_plan_free(plan);
}
END_TEST

START_TEST(test_unknown_id)
{
	plansql_plan *plan = example("top-tracks");
	plansql_result *r;
	plansql_plan *patched =
	    apply_json(plan, demo,
		       "[{\"operation\": \"set_distinct\", \"distinct\": "
		       "false}, {\"operation\": \"remove_column\", \"id\": "
		       "\"column/tracks/Nmae\"}]",
		       &r);
	ck_assert_ptr_null(patched);
	const plansql_diagnostic *d = NULL;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		if (!strcmp(plansql_result_diagnostic(r, i)->code,
			    "unknown-id"))
			d = plansql_result_diagnostic(r, i);
	ck_assert_ptr_nonnull(d);
	ck_assert_int_eq(d->severity, PLANSQL_ERROR);
	ck_assert_int_eq(d->in_patch, 1);
	ck_assert_str_eq(d->pointer, "/1/id");
	ck_assert_ptr_nonnull(d->hint);
	ck_assert_msg(strstr(d->hint, "\"column/tracks/Name\""), "hint: %s",
		      d->hint);
	plansql_result_free(r);
	/* an order item, and a filter id on a plan without filters */
	patched = apply_json(plan, demo,
			     "{\"operation\": \"modify_order_by\", "
			     "\"order_by\": [{\"id\": \"aggregate/Units\"}]}",
			     &r);
	ck_assert_ptr_null(patched);
	ck_assert(has_code(r, "unknown-id"));
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->pointer,
			 "/order_by/0/id");
	plansql_result_free(r);
	plansql_patch *patch = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_remove_id(patch, "filter/t/c/="),
			 PLANSQL_OK);
	ck_assert_int_eq(plansql_patch_remove_id(NULL, "x"), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_add_column_id(patch, NULL),
			 PLANSQL_MISUSE);
	ck_assert_ptr_null(apply(plan, demo, patch, &r));
	ck_assert(has_code(r, "unknown-id"));
	plansql_result_free(r);
	plansql_plan_free(plan);
}
END_TEST

/* ---- names that need escaping ---- */

/* Names with the id's separator, its escape character, escapes that
 * look already escaped, quotes and control characters. */
static const char *const hostile[] = {
    "a/b",	"~",	       "~1",	      "~0",
    "/",	"//",	       "~/~",	      "x~1y/z~0",
    "it's",	"q\"uote",     "back\\slash", "tab\there",
    "bell\x07", "line\nbreak", "[bracket]",   "semi;--"};
#define HOSTILE_COUNT (sizeof hostile / sizeof *hostile)

/* s as a JSON string, malloc'd. */
static char *json_text(const char *s)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	fputc('"', f);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(f, "\\%c", *p);
		else if (*p < 0x20)
			fprintf(f, "\\u%04x", *p);
		else
			fputc(*p, f);
	}
	fputc('"', f);
	fclose(f);
	return out;
}

/* A catalog of one table named table whose columns are the hostile
 * names, and a plan showing them all. */
static void hostile_case(const char *table, plansql_catalog **catalog,
			 plansql_plan **plan)
{
	char *t = json_text(table), *cat = NULL, *pl = NULL;
	size_t cat_len = 0, pl_len = 0;
	FILE *c = open_memstream(&cat, &cat_len);
	FILE *p = open_memstream(&pl, &pl_len);
	fprintf(c, "[{\"table_name\": %s, \"columns\": [", t);
	fprintf(p,
		"{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		"%s, \"columns\": [",
		t);
	for (size_t i = 0; i < HOSTILE_COUNT; i++) {
		char *n = json_text(hostile[i]);
		fprintf(c, "%s{\"column_name\": %s, \"data_type\": \"TEXT\"}",
			i ? ", " : "", n);
		fprintf(p, "%s{\"column\": %s, \"role\": \"projection\"}",
			i ? ", " : "", n);
		free(n);
	}
	fputs("]}]", c);
	fputs("]}]}", p);
	fclose(c);
	fclose(p);
	plansql_result *r = plansql_catalog_read(cat, cat_len, catalog);
	ck_assert_msg(*catalog, "the catalog does not read: %s", cat);
	plansql_result_free(r);
	*plan = plan_from_text(pl);
	free(t);
	free(cat);
	free(pl);
}

/* The id the listing must give a column: each name escaped. */
static char *expected_id(const char *table, const char *column)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	fputs("column", f);
	const char *names[] = {table, column};
	for (size_t i = 0; i < 2; i++) {
		fputc('/', f);
		for (const char *s = names[i]; *s; s++)
			fputs(*s == '~'	  ? "~0"
			      : *s == '/' ? "~1"
					  : (char[]){*s, 0},
			      f);
	}
	fclose(f);
	return out;
}

START_TEST(test_hostile_names_round_trip)
{
	const char *table = hostile[_i];
	plansql_catalog *catalog;
	plansql_plan *plan;
	hostile_case(table, &catalog, &plan);
	json_object *l = listing(plan, catalog);
	struct ids shown = column_ids(l, 1);
	ck_assert_uint_eq(shown.count, HOSTILE_COUNT);
	for (size_t i = 0; i < HOSTILE_COUNT; i++) {
		char *id = expected_id(table, hostile[i]);
		ck_assert_msg(ids_has(&shown, id), "no id %s", id);
		free(id);
	}
	for (size_t k = 0; k < shown.count; k++) {
		plansql_patch *patch = plansql_patch_new();
		plansql_patch_remove_id(patch, shown.items[k]);
		plansql_result *r;
		plansql_plan *removed = apply(plan, catalog, patch, &r);
		ck_assert_msg(removed, "removing %s fails", shown.items[k]);
		plansql_result_free(r);
		json_object *after = listing(removed, catalog);
		struct ids now = column_ids(after, 1);
		ck_assert_uint_eq(now.count, HOSTILE_COUNT - 1);
		ck_assert(!ids_has(&now, shown.items[k]));
		ids_free(&now);
		json_object_put(after);
		patch = plansql_patch_new();
		plansql_patch_add_column_id(patch, shown.items[k]);
		plansql_plan *again = apply(removed, catalog, patch, &r);
		ck_assert_msg(again, "adding %s fails", shown.items[k]);
		plansql_result_free(r);
		after = listing(again, catalog);
		now = column_ids(after, 1);
		assert_same(&shown, &now, "hostile columns", table);
		ids_free(&now);
		json_object_put(after);
		plansql_plan_free(again);
		plansql_plan_free(removed);
	}
	ids_free(&shown);
	json_object_put(l);
	plansql_plan_free(plan);
	plansql_catalog_free(catalog);
}
END_TEST

/* Every id of the listing of plan: columns of every table, computed
 * columns, aggregates and what ORDER BY may name (windows too). */
static struct ids listed_ids(const plansql_plan *plan)
{
	json_object *l = listing(plan, demo);
	struct ids s = column_ids(l, -1);
	add_ids(&s, l, "computed_columns", -1);
	add_ids(&s, l, "aggregates", -1);
	add_ids(&s, l, "sortable", -1);
	json_object_put(l);
	return s;
}

/* The result's column ids, NULL for a column without one. */
static plansql_result *compiled(const plansql_plan *plan)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.catalog = demo;
	o.now = TEST_NOW;
	o.flags = PLANSQL_DESCRIBE;
	plansql_result *r = plansql_plan_compile(plan, &o);
	ck_assert(plansql_result_ok(r));
	ck_assert_uint_gt(plansql_result_column_count(r), 0);
	return r;
}

/* The columns of a compiled example are labelled by the ids its listing
 * offers, and hiding a column by its result id takes that column, and
 * only it, out of the result. */
START_TEST(test_result_columns_carry_listed_ids)
{
	size_t count;
	char **names = example_names(&count);
	for (size_t e = 0; e < count; e++) {
		plansql_plan *plan = example(names[e]), *audited;
		plansql_options o = PLANSQL_OPTIONS_INIT;
		o.catalog = demo;
		plansql_result_free(plansql_plan_audit(plan, &o, &audited));
		struct ids listed = listed_ids(audited);
		plansql_result *r = compiled(audited);
		size_t n = plansql_result_column_count(r);
		for (size_t i = 0; i < n; i++) {
			const plansql_column *c = plansql_result_column(r, i);
			ck_assert_msg(c->id && ids_has(&listed, c->id),
				      "%s: column %s has id %s, not listed",
				      names[e], c->name,
				      c->id ? c->id : "(none)");
		}
		const plansql_column *first = plansql_result_column(r, 0);
		/* set operations refuse a change of their column count */
		if (first->kind == PLANSQL_COLUMN_PLAIN && n > 1 &&
		    !audited->main.set_operation_count) {
			plansql_patch *patch = plansql_patch_new();
			/* a LIMIT may pick its rows by the column's order */
			plansql_patch_limit(patch, PLANSQL_NONE);
			plansql_patch_offset(patch, PLANSQL_NONE);
			plansql_patch_remove_id(patch, first->id);
			plansql_result *pr;
			plansql_plan *hidden = apply(audited, demo, patch, &pr);
			ck_assert_msg(hidden, "%s: %s does not hide", names[e],
				      first->id);
			plansql_result *after = compiled(hidden);
			ck_assert_uint_eq(plansql_result_column_count(after),
					  n - 1);
			for (size_t i = 0; i < n - 1; i++)
				ck_assert_str_eq(
				    plansql_result_column(after, i)->id,
				    plansql_result_column(r, i + 1)->id);
			plansql_result_free(after);
			plansql_result_free(pr);
			plansql_plan_free(hidden);
		}
		plansql_result_free(r);
		ids_free(&listed);
		plansql_plan_free(audited);
		plansql_plan_free(plan);
	}
	free_names(names, count);
}
END_TEST

static Suite *ids_suite(void)
{
	demo = load_demo_catalog();
	Suite *s = suite_create("ids");
	TCase *tc = tcase_create("ids");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_columns_come_back_by_id);
	tcase_add_test(tc, test_every_listed_id_resolves);
	tcase_add_test(tc, test_filters_removed_by_id);
	tcase_add_test(tc, test_one_filter_goes);
	tcase_add_test(tc, test_order_by_ids);
	tcase_add_test(tc, test_unknown_id);
	tcase_add_test(tc, test_result_columns_carry_listed_ids);
	tcase_add_loop_test(tc, test_hostile_names_round_trip, 0,
			    (int)HOSTILE_COUNT);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {ids_suite, NULL};
	int status = runner_run(suites);
	plansql_catalog_free(demo);
	return status;
}
