/* Unit tests of the catalog stage: catalogs read from JSON, written back
 * and loaded from SQLite (attached files too), keys inferred from names,
 * the name index, and libpq's time limits. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "catalog/catalog.h"
#include "catalog/catalog_index.h"
#include "catalog/catalog_libpq.h"
#include "catalog/catalog_mysql_url.h"
#include "common/arena.h"
#include "common/plansql_limits.h"
#include "plansql.h"
#include "unit.h"

/* ---- catalog: catalog/catalog.c ---- */

/* "[0, 0, ...]" with n items. */
static char *catalog_array(size_t n)
{
	char *s = malloc(n * 3 + 8), *p = s;
	*p++ = '[';
	for (size_t i = 0; i < n; i++)
		p += sprintf(p, i ? ",0" : "0");
	strcpy(p, "]");
	return s;
}

START_TEST(catalogs_have_their_own_list_limit)
{
	plansql_catalog *c;
	char *s = catalog_array(PLANSQL_MAX_CATALOG_LIST + 1);
	plansql_result *r = plansql_catalog_read(s, strlen(s), &c);
	ck_assert_ptr_null(c);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code, "too-many");
	plansql_result_free(r);
	free(s);
	s = catalog_array(PLANSQL_MAX_LIST + 1); /* past a plan's limit */
	r = plansql_catalog_read(s, strlen(s), &c);
	ck_assert_str_ne(plansql_result_diagnostic(r, 0)->code, "too-many");
	plansql_result_free(r);
	free(s);
}
END_TEST

/* ---- catalog_write: catalog/catalog_write.c ---- */

#define DEMO_DATABASE "sqlite:" TOP_BUILDDIR "/examples/demo.db"

/* The demo catalog, read from the demo SQLite file. */
static plansql_catalog *load_demo_catalog(void)
{
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_load(DEMO_DATABASE, NULL, &catalog);
	const plansql_diagnostic *first = plansql_result_diagnostic(r, 0);
	ck_assert_msg(catalog, "%s", first ? first->message : "no catalog");
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	plansql_result_free(r);
	return catalog;
}

START_TEST(catalog_json_reads_back_as_itself)
{
	plansql_catalog *c = load_demo_catalog();
	char *first = plansql_catalog_json(c);
	ck_assert_ptr_nonnull(first);
	ck_assert_int_eq(first[strlen(first) - 1], '\n');
	plansql_catalog *again;
	plansql_result *r = plansql_catalog_read(first, strlen(first), &again);
	ck_assert_ptr_nonnull(again);
	char *second = plansql_catalog_json(again);
	ck_assert_str_eq(first, second);
	plansql_free(first);
	plansql_free(second);
	plansql_result_free(r);
	plansql_catalog_free(again);
	plansql_catalog_free(c);
}
END_TEST

/* A collation tells case apart when a part of its name says so; the
 * name is written back as it was read. */
START_TEST(collations_tell_case_by_their_name)
{
	static const struct {
		const char *name;
		bool has_case;
	} names[] = {{"utf8mb4_bin", true},
		     {"utf8mb4_0900_as_cs", true},
		     {"Latin1_General_CS_AS", true},
		     {"Latin1_General_BIN2", true},
		     {"utf8mb4_general_ci", false},
		     {"SQL_Latin1_General_CP1_CI_AS", false},
		     {"utf8mb4_binary_ci", false},
		     {"cs", true},
		     {"", false},
		     {NULL, false}};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		ck_assert_msg(catalog_collation_has_case(names[i].name) ==
				  names[i].has_case,
			      "%s", names[i].name ? names[i].name : "NULL");
	static const char json[] =
	    "[{\"table_name\": \"t\", \"columns\": [{\"column_name\": \"a\", "
	    "\"data_type\": \"text\", \"collation_name\": \"utf8mb4_bin\"}]}]";
	plansql_catalog *c;
	plansql_result *r = plansql_catalog_read(json, strlen(json), &c);
	ck_assert_ptr_nonnull(c);
	char *written = plansql_catalog_json(c);
	ck_assert_ptr_nonnull(
	    strstr(written, "\"collation_name\": \"utf8mb4_bin\""));
	plansql_free(written);
	plansql_result_free(r);
	plansql_catalog_free(c);
}
END_TEST

/* ---- catalog_sqlite: catalog/catalog_sqlite.c ---- */

static const struct catalog_foreign_key *
foreign_key_of(const struct catalog_table *table, const char *column)
{
	for (size_t i = 0; i < table->foreign_key_count; i++)
		if (!strcmp(table->foreign_keys[i].column, column))
			return &table->foreign_keys[i];
	return NULL;
}

START_TEST(the_demo_catalog_loads_from_sqlite)
{
	plansql_catalog *c = load_demo_catalog();
	ck_assert_uint_eq(c->table_count, 11);
	ck_assert_uint_eq(catalog_table(c, "tracks")->column_count, 10);
	ck_assert_uint_eq(catalog_table(c, "invoice_items")->foreign_key_count,
			  2);
	const struct catalog_table *employees = catalog_table(c, "employees");
	const struct catalog_foreign_key *boss =
	    foreign_key_of(employees, "ReportsTo");
	ck_assert_ptr_nonnull(boss);
	ck_assert_str_eq(boss->ref_table, "employees");
	ck_assert_str_eq(boss->ref_column, "EmployeeId");
	ck_assert_str_eq(employees->kind, "table");
	ck_assert(catalog_column(employees, "EmployeeId")->primary_key);
	ck_assert(!catalog_column(employees, "EmployeeId")->nullable);
	plansql_catalog_free(c);
}
END_TEST

/* ---- catalog_db: catalog/catalog_db.c ---- */

/* The code of the only diagnostic of loading database, which fails. */
static const char *load_failure(const char *database)
{
	static char code[64];
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_load(database, NULL, &catalog);
	ck_assert_ptr_null(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	snprintf(code, sizeof code, "%s",
		 plansql_result_diagnostic(r, 0)->code);
	plansql_result_free(r);
	return code;
}

START_TEST(catalog_load_says_what_it_cannot_read)
{
	ck_assert_str_eq(load_failure("mssql://localhost/demo"),
			 "bad-database");
	ck_assert_str_eq(load_failure("mysql://localhost"), "bad-database");
	ck_assert_str_eq(load_failure("demo.db"), "bad-database");
	ck_assert_str_eq(load_failure("sqlite:"), "bad-database");
	ck_assert_str_eq(load_failure("sqlite:" TOP_BUILDDIR "/no/such.db"),
			 "bad-database");
	ck_assert_str_eq(load_failure("sqlite:" TOP_BUILDDIR), "bad-database");
	ck_assert_str_eq(
	    load_failure("sqlite:" TOP_SRCDIR "/examples/demo/catalog.json"),
	    "catalog-unreadable");
}
END_TEST

/* A name ends at its NUL: the bytes after it are no scheme of it. */
START_TEST(catalog_load_reads_no_further_than_the_name)
{
	static const char name[] = "demo\0:x";
	plansql_catalog *catalog;
	plansql_result *r = plansql_catalog_load(name, NULL, &catalog);
	ck_assert_ptr_null(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	const char *message = plansql_result_diagnostic(r, 0)->message;
	ck_assert_msg(strstr(message, "does not say which kind"), "%s",
		      message);
	plansql_result_free(r);
}
END_TEST

/* ---- catalog_attach: catalog/catalog_attach.c ---- */

/* The code of the only diagnostic of loading database with count files
 * attached, which fails. */
static const char *attached_failure(const char *database,
				    const plansql_attachment *attachments,
				    size_t count)
{
	static char code[64];
	plansql_catalog *catalog;
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = attachments;
	o.attachment_count = count;
	plansql_result *r = plansql_catalog_load(database, &o, &catalog);
	ck_assert_ptr_null(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 1);
	snprintf(code, sizeof code, "%s",
		 plansql_result_diagnostic(r, 0)->code);
	plansql_result_free(r);
	return code;
}

#define DEMO_FILE TOP_BUILDDIR "/examples/demo.db"

START_TEST(catalog_load_attached_refuses_bad_names)
{
	plansql_attachment a[PLANSQL_ATTACH_MAX + 1];
	for (size_t i = 0; i < PLANSQL_ATTACH_MAX + 1; i++)
		a[i] = (plansql_attachment){"copy", DEMO_FILE};
	ck_assert_str_eq(attached_failure("postgresql:", a, 1),
			 "attachments-need-sqlite");
	a[0].name = "Main";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 1),
			 "bad-attachment");
	a[0].name = "";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 1),
			 "bad-attachment");
	a[0].name = "COPY";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 2),
			 "bad-attachment");
	static char names[PLANSQL_ATTACH_MAX + 1][8];
	for (size_t i = 0; i < PLANSQL_ATTACH_MAX + 1; i++) {
		snprintf(names[i], sizeof names[i], "c%zu", i);
		a[i].name = names[i];
	}
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 11),
			 "bad-attachment");
	a[0].path = TOP_BUILDDIR "/no/such.db";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 1),
			 "bad-attachment");
	a[0].path = TOP_SRCDIR "/examples/demo/catalog.json";
	ck_assert_str_eq(attached_failure(DEMO_DATABASE, a, 1),
			 "catalog-unreadable");
}
END_TEST

/* The demo attached to itself: every table twice, main's reached by its
 * plain name, the copy's not. */
START_TEST(catalog_load_attached_gives_schemas)
{
	const plansql_attachment copy = {"copy", DEMO_FILE};
	plansql_catalog *catalog;
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = &copy;
	o.attachment_count = 1;
	plansql_result *r = plansql_catalog_load(DEMO_DATABASE, &o, &catalog);
	ck_assert_ptr_nonnull(catalog);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	char *json = plansql_catalog_json(catalog);
	ck_assert_ptr_nonnull(
	    strstr(json, "\"table_name\": \"albums\",\n    \"schema\": "
			 "\"main\",\n    \"search_order\": 0,"));
	ck_assert_ptr_nonnull(
	    strstr(json, "\"table_name\": \"albums\",\n    \"schema\": "
			 "\"copy\",\n    \"columns\""));
	plansql_free(json);
	plansql_catalog_free(catalog);
	plansql_result_free(r);
}
END_TEST

/* ---- catalog_infer: catalog/catalog_infer.c ---- */

/* Tables whose keys are only in their names: prefix, plural, same-name
 * and a pair with two keys in opposite directions. */
static const char *const infer_tables[] = {
    "{\"table_name\": \"tb_Company\", \"columns\": [{\"column_name\": "
    "\"ID\", \"data_type\": \"int\"}], \"metadata\": {\"primary_key\": "
    "\"ID\"}}",
    "{\"table_name\": \"tbl_Employees\", \"columns\": [{\"column_name\": "
    "\"EmployeeID\"}, {\"column_name\": \"CompanyID\", \"data_type\": "
    "\"bigint\"}, {\"column_name\": \"department_id\"}], \"metadata\": "
    "{\"primary_key\": \"EmployeeID\"}}",
    "{\"table_name\": \"departments\", \"columns\": [{\"column_name\": "
    "\"department_id\"}, {\"column_name\": \"EmployeeID\"}], "
    "\"metadata\": {\"primary_key\": \"department_id\"}}",
    "{\"table_name\": \"cve\", \"columns\": [{\"column_name\": \"CVEID\", "
    "\"data_type\": \"text\"}]}",
    "{\"table_name\": \"cve_affects\", \"columns\": [{\"column_name\": "
    "\"CVEID\", \"data_type\": \"varchar(20)\"}]}",
    "{\"table_name\": \"scores\", \"columns\": [{\"column_name\": "
    "\"CVEID\", \"data_type\": \"integer\"}]}",
};

/* The catalog of infer_tables in the order given by order[]. */
static char *infer_catalog(const size_t *order, size_t n)
{
	size_t len = 3;
	for (size_t i = 0; i < n; i++)
		len += strlen(infer_tables[order[i]]) + 2;
	char *text = malloc(len);
	strcpy(text, "[");
	for (size_t i = 0; i < n; i++) {
		strcat(text, i ? ", " : "");
		strcat(text, infer_tables[order[i]]);
	}
	strcat(text, "]");
	return text;
}

static int compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The inferred keys of a catalog text, as sorted lines "code: message";
 * the messages say which key of a pair join paths take. */
static char *inferred_lines(const char *text)
{
	plansql_catalog *c;
	plansql_result_free(plansql_catalog_read(text, strlen(text), &c));
	ck_assert_ptr_nonnull(c);
	char *json;
	plansql_result *r = plansql_catalog_infer_keys(c, &json);
	ck_assert_ptr_nonnull(json);
	size_t n = plansql_result_diagnostic_count(r), len = 1;
	char **lines = calloc(n + 1, sizeof *lines);
	for (size_t i = 0; i < n; i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		lines[i] = malloc(strlen(d->code) + strlen(d->message) + 4);
		sprintf(lines[i], "%s: %s\n", d->code, d->message);
		len += strlen(lines[i]);
	}
	qsort(lines, n, sizeof *lines, compare_lines);
	char *out = calloc(1, len);
	for (size_t i = 0; i < n; i++) {
		strcat(out, lines[i]);
		free(lines[i]);
	}
	free(lines);
	plansql_free(json);
	plansql_result_free(r);
	plansql_catalog_free(c);
	return out;
}

START_TEST(inferred_keys_do_not_depend_on_table_order)
{
	static const size_t forward[] = {0, 1, 2, 3, 4, 5};
	static const size_t backward[] = {5, 4, 3, 2, 1, 0};
	static const size_t shuffled[] = {2, 5, 0, 3, 1, 4};
	char *text = infer_catalog(forward, 6);
	char *want = inferred_lines(text);
	free(text);
	ck_assert_msg(strstr(want, "\"tbl_Employees\".\"CompanyID\" refers "
				   "to \"tb_Company\".\"ID\""),
		      "%s", want);
	ck_assert_msg(strstr(want, "\"cve_affects\".\"CVEID\" refers to "
				   "\"cve\".\"CVEID\""),
		      "%s", want);
	ck_assert_msg(!strstr(want, "\"scores\""), "%s", want); /* a type */
	ck_assert_msg(strstr(want, "inferred-key-choice: \"departments\"."
				   "\"EmployeeID\" refers to "
				   "\"tbl_Employees\".\"EmployeeID\": the "
				   "same name as the key, named after its "
				   "table; one of 2 keys inferred between "
				   "\"departments\" and \"tbl_Employees\", "
				   "the one join paths take"),
		      "%s", want);
	const size_t *orders[] = {backward, shuffled};
	for (size_t i = 0; i < 2; i++) {
		text = infer_catalog(orders[i], 6);
		char *got = inferred_lines(text);
		ck_assert_str_eq(got, want);
		free(got);
		free(text);
	}
	free(want);
}
END_TEST

/* A legacy schema declares no keys at all: tb_Company has a row number
 * ID and the CompanyID the other tables refer to, by the same name. */
START_TEST(legacy_keys_named_after_the_table)
{
	const char *text =
	    "[{\"table_name\": \"tb_Company\", \"columns\": ["
	    "{\"column_name\": \"ID\", \"data_type\": \"int\"}, "
	    "{\"column_name\": \"Name\", \"data_type\": \"text\"}, "
	    "{\"column_name\": \"CompanyID\", \"data_type\": \"int\"}]}, "
	    "{\"table_name\": \"tb_Users\", \"columns\": ["
	    "{\"column_name\": \"ID\", \"data_type\": \"int\"}, "
	    "{\"column_name\": \"CompanyID\", \"data_type\": \"int\"}, "
	    "{\"column_name\": \"UserName\", \"data_type\": \"text\"}]}, "
	    "{\"table_name\": \"tblLogins\", \"columns\": ["
	    "{\"column_name\": \"ID\", \"data_type\": \"int\"}, "
	    "{\"column_name\": \"UserID\", \"data_type\": \"int\"}]}]";
	char *got = inferred_lines(text);
	ck_assert_msg(strstr(got, "inferred-key: \"tb_Users\".\"CompanyID\" "
				  "refers to \"tb_Company\".\"CompanyID\""),
		      "%s", got);
	/* a plural table without a column named after it: its ID */
	ck_assert_msg(strstr(got, "inferred-key: \"tblLogins\".\"UserID\" "
				  "refers to \"tb_Users\".\"ID\""),
		      "%s", got);
	ck_assert_msg(!strstr(got, "\"tb_Company\".\"ID\""), "%s", got);
	free(got);
}
END_TEST

/* The number of keys inferred in a catalog text. */
static size_t inferred_count(const char *text)
{
	plansql_catalog *c;
	plansql_result_free(plansql_catalog_read(text, strlen(text), &c));
	ck_assert_ptr_nonnull(c);
	char *json;
	plansql_result *r = plansql_catalog_infer_keys(c, &json);
	size_t n = plansql_result_diagnostic_count(r);
	plansql_free(json);
	plansql_result_free(r);
	plansql_catalog_free(c);
	return n;
}

/* Tables ledger<first> to ledger17, each keyed by AccountID but the last,
 * keyed by id and holding an AccountID column: one name that many
 * tables' keys have. */
static const char *ledgers(char *out, size_t size, int first)
{
	snprintf(out, size, "[");
	for (int i = first; i <= 17; i++)
		snprintf(out + strlen(out), size - strlen(out),
			 "{\"table_name\": \"ledger%d\", \"columns\": "
			 "[{\"column_name\": \"AccountID\"}%s], \"metadata\": "
			 "{\"primary_key\": \"%s\"}}%s",
			 i, i == 17 ? ", {\"column_name\": \"id\"}" : "",
			 i == 17 ? "id" : "AccountID", i == 17 ? "]" : ",");
	return out;
}

/* No key for a column that has a declared one, a column of another type,
 * or a name that the keys of too many tables share. */
START_TEST(inferred_keys_leave_declared_mistyped_and_crowded_alone)
{
	static const char declared[] =
	    "[{\"table_name\": \"customers\", \"columns\": [{\"column_name\": "
	    "\"CustomerId\", \"data_type\": \"int\"}], \"metadata\": "
	    "{\"primary_key\": \"CustomerId\"}},"
	    "{\"table_name\": \"customer_archive\", \"columns\": "
	    "[{\"column_name\": \"CustomerId\", \"data_type\": \"int\"}], "
	    "\"metadata\": {\"primary_key\": \"CustomerId\"}},"
	    "{\"table_name\": \"invoices\", \"columns\": [{\"column_name\": "
	    "\"CustomerId\", \"data_type\": \"int\"}], \"foreign_keys\": "
	    "[{\"foreign_key\": \"customerid\", \"primary_key_table\": "
	    "\"customers\", \"primary_key_column\": \"CustomerId\"}]},"
	    "{\"table_name\": \"notes\", \"columns\": [{\"column_name\": "
	    "\"customer_id\", \"data_type\": \"text\"}]}]";
	ck_assert_uint_eq(inferred_count(declared), 0);
	char crowd[8192];
	ck_assert_uint_eq(inferred_count(ledgers(crowd, sizeof crowd, 0)), 0);
	/* sixteen are few enough: the column refers to each */
	char few[8192];
	ck_assert_uint_eq(inferred_count(ledgers(few, sizeof few, 2)), 15);
	char *json = (char *)"unchanged";
	plansql_result *r = plansql_catalog_infer_keys(NULL, &json);
	ck_assert_ptr_null(json);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code,
			 "missing-argument");
	plansql_result_free(r);
}
END_TEST

/* Saved with its inferred keys, a catalog declares them: nothing is
 * inferred again, and it prints as it was saved. */
START_TEST(inferred_keys_read_back_as_declared)
{
	static const size_t all[] = {0, 1, 2, 3, 4, 5};
	char *text = infer_catalog(all, 6);
	plansql_catalog *c, *again;
	plansql_result_free(plansql_catalog_read(text, strlen(text), &c));
	char *saved;
	plansql_result_free(plansql_catalog_infer_keys(c, &saved));
	plansql_result_free(plansql_catalog_read(saved, strlen(saved), &again));
	ck_assert_ptr_nonnull(again);
	char *json;
	plansql_result *r = plansql_catalog_infer_keys(again, &json);
	ck_assert_uint_eq(plansql_result_diagnostic_count(r), 0);
	ck_assert_str_eq(json, saved);
	plansql_result_free(r);
	plansql_free(json);
	plansql_free(saved);
	plansql_catalog_free(again);
	plansql_catalog_free(c);
	free(text);
}
END_TEST

/* ---- catalog_index: catalog/catalog_index.c ---- */

START_TEST(name_index_prefers_exact_then_unique_folded)
{
	arena a;
	arena_init(&a, 0);
	struct name_index *index = catalog_name_index_new(&a, 4);
	ck_assert_int_eq(catalog_name_index_add(index, "Tracks", 0), -1);
	ck_assert_int_eq(catalog_name_index_add(index, "albums", 1), -1);
	ck_assert_int_eq(catalog_name_index_add(index, "Albums", 2), -1);
	ck_assert_int_eq(catalog_name_index_add(index, "Tracks", 3), 0);
	ck_assert_int_eq(catalog_name_index_find(index, "Tracks"), 0);
	ck_assert_int_eq(catalog_name_index_find(index, "tracks"), 0);
	ck_assert_int_eq(catalog_name_index_find(index, "Albums"), 2);
	ck_assert_int_eq(catalog_name_index_find(index, "ALBUMS"),
			 -1); /* two fold */
	ck_assert_int_eq(catalog_name_index_find(index, "genres"), -1);
	arena_free(&a);
}
END_TEST

/* What catalog_name_index_find promises: the exact name, else the only name
 * equal but for ASCII case, else none. */
static long find_linearly(const char *const *names, size_t count,
			  const char *name)
{
	for (size_t i = 0; i < count; i++)
		if (!strcmp(names[i], name))
			return (long)i;
	long found = -1;
	size_t folded = 0;
	for (size_t i = 0; i < count; i++)
		if (!strcasecmp(names[i], name) && folded++ == 0)
			found = (long)i;
	return folded == 1 ? found : -1;
}

START_TEST(catalog_index_answers_as_the_linear_search)
{
	static char names[NAME_POOL_SIZE * 4 + 8][32];
	size_t name_count = query_names(names);
	uint32_t state = 777;
	for (size_t count = 1; count <= 40; count++) {
		for (int round = 0; round < 25; round++) {
			arena a;
			arena_init(&a, 0);
			/* distinct names, as a catalog has them */
			const char *tables[40];
			size_t n = 0;
			for (size_t i = 0; i < count; i++) {
				const char *t =
				    names[next_random(&state) % name_count];
				bool seen = false;
				for (size_t j = 0; j < n; j++)
					seen |= !strcmp(tables[j], t);
				if (!seen)
					tables[n++] = t;
			}
			struct name_index *index =
			    catalog_name_index_new(&a, n);
			ck_assert_ptr_nonnull(index);
			for (size_t i = 0; i < n; i++)
				ck_assert_int_eq(catalog_name_index_add(
						     index, tables[i], (long)i),
						 -1);
			for (size_t q = 0; q < name_count; q++)
				ck_assert_msg(
				    catalog_name_index_find(index, names[q]) ==
					find_linearly(tables, n, names[q]),
				    "%zu names, \"%s\": index %ld, linear %ld",
				    n, names[q],
				    catalog_name_index_find(index, names[q]),
				    find_linearly(tables, n, names[q]));
			arena_free(&a);
		}
	}
}
END_TEST

/* ---- catalog_libpq: catalog/catalog_libpq.c ---- */

/* libpq counts whole seconds: a wait is rounded up, never down to 0
 * (which libpq reads as "wait forever"). */
START_TEST(libpq_timeouts_round_up)
{
	static const struct {
		long ms;
		const char *seconds;
	} cases[] = {{1, "1"},	       {999, "1"},
		     {1000, "1"},      {1001, "2"},
		     {1500, "2"},      {PLANSQL_CONNECT_TIMEOUT_MS, "10"},
		     {3600000, "3600"}};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char seconds[24];
		catalog_libpq_timeout_seconds(cases[i].ms, seconds);
		ck_assert_str_eq(seconds, cases[i].seconds);
	}
}
END_TEST

/* ---- catalog_mysql_url: catalog/catalog_mysql_url.c ---- */

static const char *or_none(const char *s)
{
	return s ? s : "(none)";
}

/* Each part decoded, the defaults left to the client (NULL, port 0). */
START_TEST(mysql_urls_read_into_their_parts)
{
	static const struct {
		const char *name, *user, *password, *host, *database, *socket;
		unsigned int port;
	} cases[] = {
	    {"mysql://app@db.example/shop", "app", NULL, "db.example", "shop",
	     NULL, 0},
	    {"mariadb://app:p%40ss%3Aw@127.0.0.1:3307/my%2Fdb", "app", "p@ss:w",
	     "127.0.0.1", "my/db", NULL, 3307},
	    {"mysql://root@/demo?socket=%2Frun%2Fmysqld.sock", "root", NULL,
	     NULL, "demo", "/run/mysqld.sock", 0},
	    {"mysql://[::1]:3306/", NULL, NULL, "::1", NULL, NULL, 3306},
	    {"mysql:///demo", NULL, NULL, NULL, "demo", NULL, 0},
	    {"mysql://u:@h/d", "u", "", "h", "d", NULL, 0},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		diag_list d;
		arena a;
		arena_init(&a, 0);
		diag_init(&d, &a);
		struct mysql_url u;
		ck_assert_msg(catalog_mysql_url_parse(cases[i].name, &u, &d),
			      "%s", cases[i].name);
		ck_assert_str_eq(or_none(u.user), or_none(cases[i].user));
		ck_assert_str_eq(or_none(u.password),
				 or_none(cases[i].password));
		ck_assert_str_eq(or_none(u.host), or_none(cases[i].host));
		ck_assert_str_eq(or_none(u.database),
				 or_none(cases[i].database));
		ck_assert_str_eq(or_none(u.socket), or_none(cases[i].socket));
		ck_assert_uint_eq(u.port, cases[i].port);
		catalog_mysql_url_free(&u);
		arena_free(&a);
	}
}
END_TEST

/* A name that cannot be read exactly is refused, and the message never
 * shows it (it may hold a password). */
START_TEST(mysql_urls_refused_without_their_password)
{
	static const char *const bad[] = {
	    "mysql://h",
	    "mysql://u:secret@h:0/d",
	    "mysql://u:secret@h:65536/d",
	    "mysql://u:secret@h:12x/d",
	    "mysql://u%zz:secret@h/d",
	    "mysql://u:secret@h/d%00",
	    "mysql://u:secret@h/d?ssl=1",
	    "mysql://u:secret@[::1/d",
	    "mysql://u:secret@h/d?socket=",
	};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		diag_list d;
		arena a;
		arena_init(&a, 0);
		diag_init(&d, &a);
		struct mysql_url u;
		ck_assert_msg(!catalog_mysql_url_parse(bad[i], &u, &d), "%s",
			      bad[i]);
		ck_assert_uint_eq(d.count, 1);
		ck_assert_str_eq(d.items[0].code, "bad-database");
		ck_assert_ptr_null(strstr(d.items[0].message, "secret"));
		ck_assert_ptr_null(strstr(d.items[0].hint, "secret"));
		ck_assert_ptr_null(u.storage);
		arena_free(&a);
	}
	ck_assert(catalog_mysql_url_is("mariadb://x/y"));
	ck_assert(!catalog_mysql_url_is("mysql:x"));
	ck_assert(!catalog_mysql_url_is(NULL));
}
END_TEST

Suite *unit_catalog_suite(void)
{
	Suite *s = suite_create("catalog");
	TCase *tc = unit_case(s, "catalog");
	tcase_add_test(tc, catalogs_have_their_own_list_limit);
	tc = unit_case(s, "catalog_write");
	tcase_add_test(tc, catalog_json_reads_back_as_itself);
	tcase_add_test(tc, collations_tell_case_by_their_name);
	tc = unit_case(s, "catalog_sqlite");
	tcase_add_test(tc, the_demo_catalog_loads_from_sqlite);
	tc = unit_case(s, "catalog_db");
	tcase_add_test(tc, catalog_load_says_what_it_cannot_read);
	tcase_add_test(tc, catalog_load_reads_no_further_than_the_name);
	tc = unit_case(s, "catalog_attach");
	tcase_add_test(tc, catalog_load_attached_refuses_bad_names);
	tcase_add_test(tc, catalog_load_attached_gives_schemas);
	tc = unit_case(s, "catalog_infer");
	tcase_add_test(tc, inferred_keys_do_not_depend_on_table_order);
	tcase_add_test(tc, legacy_keys_named_after_the_table);
	tcase_add_test(tc, inferred_keys_read_back_as_declared);
	tcase_add_test(tc,
		       inferred_keys_leave_declared_mistyped_and_crowded_alone);
	tc = unit_case(s, "catalog_index");
	tcase_add_test(tc, catalog_index_answers_as_the_linear_search);
	tcase_add_test(tc, name_index_prefers_exact_then_unique_folded);
	tc = unit_case(s, "catalog_libpq");
	tcase_add_test(tc, libpq_timeouts_round_up);
	tc = unit_case(s, "catalog_mysql_url");
	tcase_add_test(tc, mysql_urls_read_into_their_parts);
	tcase_add_test(tc, mysql_urls_refused_without_their_password);
	unit_catalog_data_cases(s);
	return s;
}
