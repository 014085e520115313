/* Patches.  Each case tests/data/golden/patch/NAME.json is
 *   {"plan": "PATH of a plan in the source tree", "patch": OPERATIONS}
 * applied against the demo catalog (and NAME.policy, role "analyst").
 * The diagnostics must be NAME.diag; when NAME.patched exists the patch
 * must apply and give exactly that plan, which compiles for SQLite to
 * NAME.sql (the engine tests run it on every engine); without it the
 * patch must be refused.  Either way the plan given is unchanged, and a
 * patched plan passes the audit with no repair.  Patches of several
 * operations must equal the operations applied one at a time.
 *
 * The library's operation constructors are checked against the same
 * operations written as JSON.
 *
 * PLANSQL_REGEN=1 writes NAME.diag, NAME.patched and NAME.sql. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runner.h"
#include "testlib.h"

static struct test_case *cases;
static size_t case_count;
static plansql_catalog *demo;

struct patch_case {
	plansql_plan *plan;
	plansql_patch *patch;
	json_object *ops; /* the "patch" member */
	struct case_sources sources;
	plansql_options options;
};

static plansql_plan *read_plan(const char *relative)
{
	char *path = src_path(relative);
	size_t len;
	char *text = read_file(path, &len);
	ck_assert_msg(text, "cannot read %s", path);
	plansql_plan *plan;
	plansql_result *r = plansql_plan_read(text, len, &plan);
	ck_assert_msg(plan, "%s does not read", path);
	plansql_result_free(r);
	free(text);
	free(path);
	return plan;
}

static void load_case(const struct test_case *c, struct patch_case *pc)
{
	char *text = read_file(c->plan_path, NULL);
	json_object *root = json_tokener_parse(text), *plan;
	ck_assert_msg(root && json_object_object_get_ex(root, "plan", &plan) &&
			  json_object_object_get_ex(root, "patch", &pc->ops),
		      "%s: write {\"plan\": PATH, \"patch\": ...}", c->name);
	pc->plan = read_plan(json_object_get_string(plan));
	json_object_get(pc->ops);
	json_object_put(root);
	free(text);
	const char *ops = json_object_to_json_string(pc->ops);
	plansql_result *r = plansql_patch_read(ops, strlen(ops), &pc->patch);
	plansql_result_free(r);
	case_sources_load(c, &pc->sources);
	plansql_options_init(&pc->options, sizeof pc->options);
	case_sources_apply(&pc->sources, &pc->options);
}

static void free_case(struct patch_case *pc)
{
	plansql_plan_free(pc->plan);
	plansql_patch_free(pc->patch);
	json_object_put(pc->ops);
	case_sources_free(&pc->sources);
}

/* NAME.SUFFIX must hold got, or not exist when got is NULL. */
static void expect_file(const struct test_case *c, const char *suffix,
			const char *got)
{
	char *path = case_path(c, suffix);
	if (getenv("PLANSQL_REGEN")) {
		remove(path);
		FILE *f = got ? fopen(path, "wb") : NULL;
		if (f) {
			fprintf(f, "%s\n", got);
			fclose(f);
		}
	} else {
		char *want = read_file(path, NULL);
		size_t n = got ? strlen(got) : 0;
		ck_assert_msg(!want == !got, "%s: %s %s", c->name, path,
			      got ? "is missing" : "exists, but nothing came");
		bool same = !want ||
			    (!strncmp(want, got, n) && !strcmp(want + n, "\n"));
		if (!same) /* Check cannot carry long messages */
			fprintf(stderr, "%s.%s\n--- got\n%s\n--- want\n%s",
				c->name, suffix, got, want);
		ck_assert_msg(same, "%s: %s differs (printed above)", c->name,
			      suffix);
		free(want);
	}
	free(path);
}

/* The patched plan's SQL, with the catalog the patch was checked
 * against (the case's own, else the demo's). */
static char *sqlite_sql(const plansql_plan *plan,
			const plansql_catalog *catalog)
{
	/* a fixed now: relative periods never depend on today */
	plansql_options o = {.size = sizeof(plansql_options),
			     .catalog = catalog,
			     .flags = PLANSQL_NO_AUDIT,
			     .now = TEST_NOW};
	plansql_result *r = plansql_plan_compile(plan, &o);
	char *sql =
	    plansql_result_sql(r) ? strdup(plansql_result_sql(r)) : NULL;
	plansql_result_free(r);
	return sql;
}

/* The diagnostics as lines, from "patch.json" when they are about the
 * patch (all of them when reading it failed), else from "plan.json". */
static char *patch_diagnostics_text(const plansql_result *r, bool all_patch)
{
	size_t len = 0;
	char *text = calloc(1, 1);
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		char *line = plansql_diagnostic_text(
		    d, d->in_patch || all_patch ? "patch.json" : "plan.json");
		size_t n = strlen(line);
		text = realloc(text, len + n + 2);
		memcpy(text + len, line, n);
		text[len + n] = '\n';
		text[len += n + 1] = '\0';
		plansql_free(line);
	}
	if (len)
		text[len - 1] = '\0'; /* expect_file adds the last newline */
	return text;
}

static size_t count_fixed(const plansql_result *r)
{
	size_t n = 0;
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		n += plansql_result_diagnostic(r, i)->severity == PLANSQL_FIXED;
	return n;
}

static void assert_audits_clean(const struct test_case *c,
				const plansql_plan *patched,
				const plansql_options *o)
{
	plansql_plan *again;
	plansql_result *r = plansql_plan_audit(patched, o, &again);
	char *diags = diagnostics_text(r);
	ck_assert_msg(again && count_fixed(r) == 0,
		      "%s: the patched plan needs the audit\n%s", c->name,
		      diags);
	free(diags);
	plansql_plan_free(again);
	plansql_result_free(r);
}

START_TEST(patch_gives_the_reviewed_plan)
{
	const struct test_case *c = &cases[_i];
	struct patch_case pc;
	load_case(c, &pc);
	char *before = plansql_plan_json(pc.plan);
	plansql_plan *patched = NULL;
	plansql_result *r = NULL;
	if (pc.patch)
		r = plansql_plan_patch(pc.plan, pc.patch, &pc.options,
				       &patched);
	else /* the patch itself is wrong: its reading says why */
		r = plansql_patch_read(
		    json_object_to_json_string(pc.ops),
		    strlen(json_object_to_json_string(pc.ops)), &pc.patch);
	char *diags = patch_diagnostics_text(r, !pc.patch);
	char *got = patched ? plansql_plan_json(patched) : NULL;
	char *sql = patched ? sqlite_sql(patched, pc.options.catalog) : NULL;
	expect_file(c, "diag", *diags ? diags : NULL);
	expect_file(c, "patched", got);
	expect_file(c, "sql", sql);
	char *after = plansql_plan_json(pc.plan);
	ck_assert_msg(!strcmp(before, after), "%s: the plan given changed",
		      c->name);
	if (patched)
		assert_audits_clean(c, patched, &pc.options);
	free(sql);
	plansql_free(after);
	plansql_free(got);
	free(diags);
	plansql_free(before);
	plansql_result_free(r);
	plansql_plan_free(patched);
	free_case(&pc);
}
END_TEST

/* Whether r refuses an operation for the order a LIMIT needs, which a
 * later operation of a whole patch may state again. */
static bool refuses_lost_order(const plansql_result *r)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++)
		if (!strcmp(plansql_result_diagnostic(r, i)->code,
			    "limit-order-lost"))
			return true;
	return false;
}

/* Several operations at once give what they give one at a time; only
 * the order of a limited query is judged on the whole patch. */
START_TEST(operations_compose_in_order)
{
	const struct test_case *c = &cases[_i];
	struct patch_case pc;
	load_case(c, &pc);
	if (!pc.patch || !json_object_is_type(pc.ops, json_type_array) ||
	    json_object_array_length(pc.ops) < 2) {
		free_case(&pc);
		return;
	}
	plansql_plan *all = NULL, *step = pc.plan;
	plansql_result *r =
	    plansql_plan_patch(pc.plan, pc.patch, &pc.options, &all);
	plansql_result_free(r);
	pc.plan = NULL;
	bool order_lost = false;
	for (size_t i = 0; step && i < json_object_array_length(pc.ops); i++) {
		const char *op = json_object_to_json_string(
		    json_object_array_get_idx(pc.ops, i));
		plansql_patch *one;
		plansql_plan *next = NULL;
		plansql_result_free(plansql_patch_read(op, strlen(op), &one));
		plansql_result *stepped =
		    plansql_plan_patch(step, one, &pc.options, &next);
		order_lost = refuses_lost_order(stepped);
		plansql_result_free(stepped);
		plansql_patch_free(one);
		plansql_plan_free(step);
		step = next;
	}
	ck_assert_msg(!all == !step || (all && order_lost), "%s: %s", c->name,
		      all ? "one at a time, an operation fails"
			  : "one at a time, every operation applies");
	if (all && step) {
		char *a = plansql_plan_json(all), *b = plansql_plan_json(step);
		ck_assert_msg(!strcmp(a, b),
			      "%s: at once\n%s\none at a time\n%s", c->name, a,
			      b);
		plansql_free(a);
		plansql_free(b);
	}
	plansql_plan_free(all);
	plansql_plan_free(step);
	free_case(&pc);
}
END_TEST

/* ---- the constructors ---- */

/* The codes and messages of r, one a line: the pointers into the patch
 * differ, since a constructor's operation has no index. */
static char *messages_text(const plansql_result *r)
{
	size_t len = 0;
	char *text = calloc(1, 1);
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		size_t n = strlen(d->code) + strlen(d->message) + 3;
		text = realloc(text, len + n + 1);
		len += (size_t)sprintf(text + len, "%s: %s\n", d->code,
				       d->message);
	}
	return text;
}

/* The plan JSON of base patched by built, and by the JSON text. */
static void assert_same_patch(const char *base, plansql_patch *built,
			      const char *json)
{
	plansql_plan *plan = read_plan(base);
	plansql_patch *read;
	plansql_result_free(plansql_patch_read(json, strlen(json), &read));
	ck_assert_msg(read, "does not read: %s", json);
	plansql_options o = {.size = sizeof(plansql_options), .catalog = demo};
	plansql_plan *a = NULL, *b = NULL;
	plansql_result *ra = plansql_plan_patch(plan, built, &o, &a);
	plansql_result *rb = plansql_plan_patch(plan, read, &o, &b);
	char *da = messages_text(ra), *db = messages_text(rb);
	ck_assert_str_eq(da, db);
	ck_assert_msg(a && b, "%s: refused\n%s", json, da);
	char *ja = plansql_plan_json(a), *jb = plansql_plan_json(b);
	ck_assert_str_eq(ja, jb);
	plansql_free(ja);
	plansql_free(jb);
	free(da);
	free(db);
	plansql_result_free(ra);
	plansql_result_free(rb);
	plansql_plan_free(a);
	plansql_plan_free(b);
	plansql_patch_free(read);
	plansql_patch_free(built);
	plansql_plan_free(plan);
}

START_TEST(constructors_match_json)
{
	const char *top = "examples/plans/top-tracks.json";
	plansql_patch *p = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_add_column(p, "tracks", "Composer"), 0);
	ck_assert_int_eq(plansql_patch_remove_column(p, "albums", "Title"), 0);
	plansql_order_item order[] = {{"artists", "Name", 1, NULL},
				      {NULL, "UnitsSold", 0, NULL}};
	ck_assert_int_eq(plansql_patch_order_by(p, order, 2), 0);
	ck_assert_int_eq(plansql_patch_limit(p, 5), 0);
	ck_assert_int_eq(plansql_patch_offset(p, 10), 0);
	ck_assert_int_eq(plansql_patch_distinct(p, 1), 0);
	plansql_result *r = plansql_patch_add_filter(
	    p, "tracks", "Milliseconds", "between", "[200000, 400000]");
	ck_assert(plansql_result_ok(r));
	plansql_result_free(r);
	assert_same_patch(
	    top, p,
	    "[{\"operation\": \"add_column\", \"table\": \"tracks\", "
	    "\"column\": \"Composer\"},"
	    "{\"operation\": \"remove_column\", \"table\": \"albums\", "
	    "\"column\": \"Title\"},"
	    "{\"operation\": \"modify_order_by\", \"order_by\": ["
	    "{\"table\": \"artists\", \"column\": \"Name\", \"direction\": "
	    "\"DESC\"}, {\"column\": \"UnitsSold\"}]},"
	    "{\"operation\": \"modify_limit\", \"limit\": 5},"
	    "{\"operation\": \"modify_offset\", \"offset\": 10},"
	    "{\"operation\": \"set_distinct\", \"distinct\": true},"
	    "{\"operation\": \"add_filter\", \"filter\": {\"table\": "
	    "\"tracks\", \"column\": \"Milliseconds\", \"op\": \"between\", "
	    "\"value\": [200000, 400000]}}]");

	p = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_limit(p, PLANSQL_NONE), 0);
	ck_assert_int_eq(plansql_patch_offset(p, PLANSQL_NONE), 0);
	ck_assert_int_eq(plansql_patch_order_by(p, NULL, 0), 0);
	ck_assert_int_eq(plansql_patch_remove_filter(p, "tracks", "Explicit"),
			 0);
	assert_same_patch("examples/plans/explicit-tracks-on-old-albums.json",
			  p,
			  "[{\"operation\": \"modify_limit\", \"limit\": null},"
			  "{\"operation\": \"modify_offset\", \"offset\": "
			  "null},"
			  "{\"operation\": \"modify_order_by\", \"order_by\": "
			  "[]},"
			  "{\"operation\": \"remove_filter\", \"table\": "
			  "\"tracks\", \"column\": \"Explicit\"}]");
}
END_TEST

START_TEST(aggregate_constructors_match_json)
{
	plansql_patch *p = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_add_aggregate(
			     p, "COUNT", "invoice_items", NULL, "Lines"),
			 0);
	ck_assert_int_eq(plansql_patch_add_aggregate(p, "MAX", "invoice_items",
						     "UnitPrice", NULL),
			 0);
	ck_assert_int_eq(plansql_patch_remove_aggregate(p, "orders"), 0);
	assert_same_patch(
	    "examples/plans/top-tracks.json", p,
	    "[{\"operation\": \"add_aggregate\", \"function\": \"COUNT\", "
	    "\"table\": \"invoice_items\", \"alias\": \"Lines\"},"
	    "{\"operation\": \"add_aggregate\", \"function\": \"MAX\", "
	    "\"table\": \"invoice_items\", \"column\": \"UnitPrice\"},"
	    "{\"operation\": \"remove_aggregate\", \"alias\": \"orders\"}]");
}
END_TEST

START_TEST(aggregate_constructors_refuse_what_they_cannot_hold)
{
	plansql_patch *p = plansql_patch_new();
	ck_assert_int_eq(
	    plansql_patch_add_aggregate(p, "MEDIAN", "t", "c", NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_add_aggregate(p, "sum", "t", "c", NULL),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_add_aggregate(p, "SUM", "t", NULL, NULL),
			 PLANSQL_MISUSE);
	ck_assert_int_eq(
	    plansql_patch_add_aggregate(p, "COUNT", NULL, NULL, NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(
	    plansql_patch_add_aggregate(NULL, "COUNT", "t", NULL, NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_remove_aggregate(p, NULL), PLANSQL_MISUSE);
	plansql_patch_free(p);
}
END_TEST

/* The plan of json text, patched by one operation in JSON; NULL when
 * refused.  *r keeps the diagnostics. */
static plansql_plan *patch_text(const char *plan_json, const char *op,
				plansql_result **r)
{
	plansql_plan *plan, *out = NULL;
	plansql_result_free(
	    plansql_plan_read(plan_json, strlen(plan_json), &plan));
	ck_assert_ptr_nonnull(plan);
	plansql_patch *patch;
	plansql_result_free(plansql_patch_read(op, strlen(op), &patch));
	ck_assert_ptr_nonnull(patch);
	plansql_options o = {.size = sizeof(plansql_options), .catalog = demo};
	*r = plansql_plan_patch(plan, patch, &o, &out);
	plansql_patch_free(patch);
	plansql_plan_free(plan);
	return out;
}

/* Without its last aggregate a grouped query still gives one row per
 * group, and shows the column it was grouped by. */
START_TEST(last_aggregate_keeps_the_groups)
{
	plansql_result *r;
	plansql_plan *out = patch_text(
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"invoices\", \"columns\": []}], \"group_by\": "
	    "{\"group_by_columns\": [{\"table\": \"invoices\", \"column\": "
	    "\"BillingCountry\"}], \"aggregates\": [{\"function\": \"SUM\", "
	    "\"table\": \"invoices\", \"column\": \"Total\", \"alias\": "
	    "\"Revenue\"}]}, \"order_by\": [{\"column\": \"Revenue\", "
	    "\"direction\": \"DESC\"}]}",
	    "{\"operation\": \"remove_aggregate\", \"function\": \"SUM\", "
	    "\"table\": \"invoices\", \"column\": \"total\"}",
	    &r);
	ck_assert_ptr_nonnull(out);
	ck_assert_int_eq(plansql_result_diagnostic_count(r), 0);
	char *sql = sqlite_sql(out, demo);
	ck_assert_str_eq(sql,
			 "SELECT \"invoices\".\"BillingCountry\"\n"
			 "FROM \"invoices\"\n"
			 "GROUP BY \"invoices\".\"BillingCountry\"");
	free(sql);
	plansql_result_free(r);
	plansql_plan_free(out);
}
END_TEST

/* A total without its aggregate is grouped by nothing: it lists rows,
 * and says so. */
START_TEST(last_total_ungroups)
{
	plansql_result *r;
	plansql_plan *out = patch_text(
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"invoices\", \"columns\": [{\"table\": \"invoices\", "
	    "\"column\": \"Total\", \"role\": \"filter\"}]}], "
	    "\"group_by\": {\"aggregates\": [{\"function\": \"SUM\", "
	    "\"table\": \"invoices\", \"column\": \"Total\"}]}}",
	    "{\"operation\": \"remove_aggregate\", \"function\": \"SUM\", "
	    "\"table\": \"invoices\", \"column\": \"Total\"}",
	    &r);
	ck_assert_ptr_nonnull(out);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_ptr_nonnull(d);
	ck_assert_str_eq(d->code, "grouping-changed");
	ck_assert_int_eq(d->in_patch, 1);
	plansql_result_free(r);
	plansql_plan_free(out);
}
END_TEST

/* Without aggregates, removing a grouped column leaves the groups of
 * the others; removing the last one lists the rows, and what HAVING
 * said of them goes to WHERE. */
START_TEST(last_group_key_ungroups)
{
	static const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"customers\", \"columns\": [{\"table\": \"customers\", "
	    "\"column\": \"Country\", \"role\": \"projection\"}, "
	    "{\"table\": \"customers\", \"column\": \"City\", \"role\": "
	    "\"projection\"}]}], \"group_by\": {\"group_by_columns\": "
	    "[{\"table\": \"customers\", \"column\": \"Country\"}, "
	    "{\"table\": \"customers\", \"column\": \"City\"}], "
	    "\"having_filters\": [{\"table\": \"customers\", \"column\": "
	    "\"City\", \"op\": \"starts_with\", \"value\": \"S\"}]}}";
	plansql_result *r;
	plansql_plan *out = patch_text(
	    plan,
	    "{\"operation\": \"remove_column\", \"table\": "
	    "\"customers\", \"column\": \"Country\"}",
	    &r);
	ck_assert_ptr_nonnull(out);
	ck_assert_ptr_nonnull(
	    strstr(plansql_result_diagnostic(r, 0)->message,
		   "one row per group of the other grouped columns"));
	plansql_result_free(r);
	plansql_plan_free(out);
	out = patch_text(plan,
			 "[{\"operation\": \"remove_column\", \"table\": "
			 "\"customers\", \"column\": \"Country\"}, "
			 "{\"operation\": \"remove_column\", \"table\": "
			 "\"customers\", \"column\": \"City\"}, "
			 "{\"operation\": \"add_column\", \"table\": "
			 "\"customers\", \"column\": \"Email\"}]",
			 &r);
	ck_assert_ptr_nonnull(out);
	char *sql = sqlite_sql(out, demo);
	ck_assert_str_eq(sql,
			 "SELECT \"customers\".\"Email\"\n"
			 "FROM \"customers\"\n"
			 "WHERE \"customers\".\"City\" GLOB 'S*'");
	free(sql);
	plansql_result_free(r);
	plansql_plan_free(out);
}
END_TEST

/* The aggregate a top 5 is ordered by cannot go while the LIMIT picks
 * rows by it: five other rows would come back. */
START_TEST(order_of_a_limit_stays)
{
	plansql_result *r;
	plansql_plan *out = patch_text(
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"invoices\", \"columns\": []}], \"group_by\": "
	    "{\"group_by_columns\": [{\"table\": \"invoices\", \"column\": "
	    "\"BillingCountry\"}], \"aggregates\": [{\"function\": \"SUM\", "
	    "\"table\": \"invoices\", \"column\": \"Total\", \"alias\": "
	    "\"Revenue\"}]}, \"order_by\": [{\"column\": \"Revenue\", "
	    "\"direction\": \"DESC\"}], \"limit\": 5}",
	    "{\"operation\": \"remove_aggregate\", \"alias\": \"Revenue\"}",
	    &r);
	ck_assert_ptr_null(out);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_ptr_nonnull(d);
	ck_assert_str_eq(d->code, "limit-order-lost");
	ck_assert_ptr_nonnull(strstr(d->message, "LIMIT 5"));
	plansql_result_free(r);
}
END_TEST

/* Unticking the last column, then ticking another, as a UI does: the
 * plan without columns is a plan, and compiles only with a column. */
START_TEST(last_column_goes_then_another_comes)
{
	const char *plan = "{\"decision\": \"proceed\", \"selections\": "
			   "[{\"table\": \"tracks\", \"columns\": "
			   "[{\"column\": \"Name\"}]}]}";
	plansql_result *r;
	plansql_plan *none = patch_text(
	    plan,
	    "{\"operation\": \"remove_column\", \"table\": \"tracks\", "
	    "\"column\": \"Name\"}",
	    &r);
	ck_assert_ptr_nonnull(none);
	ck_assert_int_eq(plansql_result_diagnostic_count(r), 0);
	plansql_result_free(r);
	plansql_options o = {.size = sizeof(plansql_options), .catalog = demo};
	r = plansql_plan_compile(none, &o);
	ck_assert_ptr_null(plansql_result_sql(r));
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "no-output-columns");
	plansql_result_free(r);
	plansql_patch *p = plansql_patch_new();
	plansql_patch_add_column(p, "tracks", "Composer");
	plansql_plan *one = NULL;
	r = plansql_plan_patch(none, p, &o, &one);
	ck_assert_ptr_nonnull(one);
	plansql_result_free(r);
	o.flags = PLANSQL_NO_AUDIT;
	r = plansql_plan_compile(one, &o);
	ck_assert_str_eq(plansql_result_sql(r),
			 "SELECT \"tracks\".\"Composer\"\nFROM \"tracks\"");
	plansql_result_free(r);
	plansql_plan_free(one);
	plansql_patch_free(p);
	plansql_plan_free(none);
}
END_TEST

START_TEST(constructors_refuse_what_they_cannot_hold)
{
	plansql_patch *p = plansql_patch_new();
	ck_assert_int_eq(plansql_patch_add_column(p, NULL, NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_remove_column(p, "t", NULL), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_patch_add_column(NULL, "t", "x"), PLANSQL_MISUSE);
	plansql_order_item bad = {"t", NULL, 0, NULL};
	ck_assert_int_eq(plansql_patch_order_by(p, &bad, 1), PLANSQL_MISUSE);
	plansql_result *r =
	    plansql_patch_add_filter(p, "tracks", "Name", "=", "[1,");
	ck_assert(!plansql_result_ok(r));
	plansql_result_free(r);
	r = plansql_patch_add_filter(p, "tracks", "Name", "near", "1");
	ck_assert(!plansql_result_ok(r));
	plansql_result_free(r);
	/* nothing was appended: the empty patch only audits */
	plansql_plan *plan = read_plan("examples/plans/top-tracks.json");
	plansql_options o = {.size = sizeof(plansql_options), .catalog = demo};
	plansql_plan *same = NULL;
	r = plansql_plan_patch(plan, p, &o, &same);
	ck_assert_ptr_nonnull(same);
	char *a = plansql_plan_json(plan), *b = plansql_plan_json(same);
	ck_assert_str_eq(a, b);
	plansql_free(a);
	plansql_free(b);
	plansql_result_free(r);
	plansql_plan_free(same);
	plansql_plan_free(plan);
	plansql_patch_free(p);
}
END_TEST

/* A limit below 1 from a constructor is refused when applied, with the
 * old plan standing. */
START_TEST(bad_limit_is_refused_when_applied)
{
	plansql_plan *plan = read_plan("examples/plans/top-tracks.json");
	plansql_patch *p = plansql_patch_new();
	plansql_patch_limit(p, 0);
	plansql_options o = {.size = sizeof(plansql_options), .catalog = demo};
	plansql_plan *out = (plansql_plan *)1;
	plansql_result *r = plansql_plan_patch(plan, p, &o, &out);
	ck_assert_ptr_null(out);
	ck_assert_int_eq(plansql_result_diagnostic_count(r), 1);
	const plansql_diagnostic *d = plansql_result_diagnostic(r, 0);
	ck_assert_str_eq(d->code, "out-of-range");
	ck_assert_int_eq(d->in_patch, 1);
	plansql_result_free(r);
	plansql_patch_free(p);
	plansql_plan_free(plan);
}
END_TEST

static Suite *patch_suite(void)
{
	demo = load_demo_catalog();
	add_test_cases(&cases, &case_count, "tests/data/golden/patch",
		       "tests/data/golden/patch");
	Suite *s = suite_create("patch");
	TCase *tc = tcase_create("patch");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, patch_gives_the_reviewed_plan, 0,
			    (int)case_count);
	tcase_add_loop_test(tc, operations_compose_in_order, 0,
			    (int)case_count);
	tcase_add_test(tc, constructors_match_json);
	tcase_add_test(tc, constructors_refuse_what_they_cannot_hold);
	tcase_add_test(tc, aggregate_constructors_match_json);
	tcase_add_test(tc, aggregate_constructors_refuse_what_they_cannot_hold);
	tcase_add_test(tc, last_aggregate_keeps_the_groups);
	tcase_add_test(tc, last_total_ungroups);
	tcase_add_test(tc, order_of_a_limit_stays);
	tcase_add_test(tc, last_group_key_ungroups);
	tcase_add_test(tc, last_column_goes_then_another_comes);
	tcase_add_test(tc, bad_limit_is_refused_when_applied);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {patch_suite, NULL};
	int status = runner_run(suites);
	plansql_catalog_free(demo);
	printf("patch: %zu cases\n", case_count);
	return case_count > 0 ? status : EXIT_FAILURE;
}
