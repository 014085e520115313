/* The database module's promises, through the engine handles it opens:
 * nothing run on them can change the database, SELECT still works, a
 * missing SQLite file is never created, and database errors come out on
 * one escaped line.  Without arguments: SQLite, on a copy of the demo
 * database.  With "postgres": the PostgreSQL server tests/engines/engines.sh
 * starts (exit 77, skipped, when its variables are not set). */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "catalog/catalog_libpq.h"
#include "database.h"
#include "runner.h"
#include "testlib.h"

/* ---- a scratch copy of the demo database ---- */

static char scratch_dir[64], db_path[256], spec[300];

static void copy_file(const char *from, const char *to)
{
	size_t len;
	char *bytes = read_file(from, &len);
	ck_assert_msg(bytes, "cannot read %s", from);
	FILE *f = fopen(to, "wb");
	ck_assert_msg(f && fwrite(bytes, 1, len, f) == len && !fclose(f),
		      "cannot write %s", to);
	free(bytes);
}

static void make_scratch(void)
{
	strcpy(scratch_dir, "/tmp/plansql-check-database-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(scratch_dir));
	snprintf(db_path, sizeof db_path, "%s/demo.db", scratch_dir);
	snprintf(spec, sizeof spec, "sqlite:%s", db_path);
	char *demo = build_path("examples/demo.db");
	copy_file(demo, db_path);
	free(demo);
}

static void remove_scratch(void)
{
	static const char *const files[] = {"demo.db",	  "stderr.txt",
					    "copy.db",	  "attached.db",
					    "missing.db", "sales.db"};
	char path[300];
	for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
		snprintf(path, sizeof path, "%s/%s", scratch_dir, files[i]);
		unlink(path);
	}
	rmdir(scratch_dir);
}

/* What must not change: the bytes and the modification time. */
struct file_state {
	char *bytes;
	size_t len;
	struct timespec mtime;
};

static struct file_state file_state(const char *path)
{
	struct file_state s;
	struct stat st;
	ck_assert_int_eq(stat(path, &st), 0);
	s.mtime = st.st_mtim;
	s.bytes = read_file(path, &s.len);
	ck_assert_ptr_nonnull(s.bytes);
	return s;
}

static void assert_unchanged(const struct file_state *before, const char *path)
{
	struct file_state after = file_state(path);
	ck_assert_uint_eq(after.len, before->len);
	ck_assert_msg(!memcmp(after.bytes, before->bytes, after.len),
		      "the database file's bytes changed");
	ck_assert_msg(after.mtime.tv_sec == before->mtime.tv_sec &&
			  after.mtime.tv_nsec == before->mtime.tv_nsec,
		      "the database file's modification time changed");
	free(after.bytes);
}

static bool file_exists(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0;
}

/* Everything fn writes to stderr, NUL-terminated. */
static char *captured_stderr(void (*fn)(void *), void *arg)
{
	char path[300];
	snprintf(path, sizeof path, "%s/stderr.txt", scratch_dir);
	fflush(stderr);
	int saved = dup(2);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	ck_assert_int_ge(fd, 0);
	dup2(fd, 2);
	close(fd);
	fn(arg);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	size_t len;
	char *text = read_file(path, &len);
	ck_assert_ptr_nonnull(text);
	return text;
}

/* ---- SQLite ---- */

static int sqlite_run(sqlite3 *handle, const char *sql)
{
	return sqlite3_exec(handle, sql, NULL, NULL, NULL);
}

static int count_callback(void *out, int n, char **values, char **names)
{
	(void)n;
	(void)names;
	*(long *)out = values[0] ? atol(values[0]) : -1;
	return 0;
}

static long sqlite_count(sqlite3 *handle, const char *sql)
{
	long count = -1;
	int rc = sqlite3_exec(handle, sql, count_callback, &count, NULL);
	ck_assert_msg(rc == SQLITE_OK, "%s: %s", sql, sqlite3_errmsg(handle));
	return count;
}

START_TEST(sqlite_writes_fail_and_select_works)
{
	struct file_state before = file_state(db_path);
	struct database *db = database_open(spec, "check_database");
	ck_assert_ptr_nonnull(db);
	sqlite3 *handle = database_sqlite(db);
	ck_assert_ptr_nonnull(handle);
	ck_assert_ptr_null(database_postgres(db));
	long tracks = sqlite_count(handle, "SELECT count(*) FROM tracks");
	ck_assert_int_gt(tracks, 0);
	ck_assert_int_eq(sqlite_count(handle, "PRAGMA query_only"), 1);

	static const char *const writes[] = {
	    "CREATE TABLE probe (x INTEGER)",
	    "INSERT INTO genres (GenreId, Name) VALUES (9999, 'probe')",
	    "DELETE FROM tracks",
	    "UPDATE tracks SET Name = 'probe'",
	    "DROP TABLE tracks",
	    "CREATE TEMP TABLE probe (x INTEGER)",
	    /* last: it does turn query_only off, for the raw handle */
	    "PRAGMA query_only = 0; DELETE FROM tracks",
	};
	for (size_t i = 0; i < sizeof writes / sizeof *writes; i++)
		ck_assert_msg(sqlite_run(handle, writes[i]) != SQLITE_OK,
			      "the read-only database ran: %s", writes[i]);
	ck_assert_int_eq(sqlite_count(handle, "SELECT count(*) FROM tracks"),
			 tracks);
	database_close(db);
	assert_unchanged(&before, db_path);
	free(before.bytes);
}
END_TEST

/* Statements that write elsewhere than the database itself: a copy of
 * it, or a new attached file.  Neither may leave a database behind. */
START_TEST(sqlite_writes_no_other_file)
{
	char copy[300], attached[300], sql[700];
	snprintf(copy, sizeof copy, "%s/copy.db", scratch_dir);
	snprintf(attached, sizeof attached, "%s/attached.db", scratch_dir);
	struct database *db = database_open(spec, "check_database");
	ck_assert_ptr_nonnull(db);
	sqlite3 *handle = database_sqlite(db);
	snprintf(sql, sizeof sql, "VACUUM INTO '%s'", copy);
	ck_assert_int_ne(sqlite_run(handle, sql), SQLITE_OK);
	snprintf(sql, sizeof sql,
		 "ATTACH '%s' AS other; CREATE TABLE other.probe (x INTEGER)",
		 attached);
	ck_assert_int_ne(sqlite_run(handle, sql), SQLITE_OK);
	database_close(db);
	struct stat st;
	ck_assert_msg(stat(copy, &st) != 0 || st.st_size == 0,
		      "VACUUM INTO wrote a copy of the database");
	ck_assert_msg(stat(attached, &st) != 0 || st.st_size == 0,
		      "ATTACH made a database");
}
END_TEST

/* A file attached with --attach is read-only too: even with query_only
 * turned off, the attached database refuses every write. */
START_TEST(sqlite_attached_writes_fail)
{
	char sales[300];
	snprintf(sales, sizeof sales, "%s/sales.db", scratch_dir);
	copy_file(db_path, sales);
	struct file_state before = file_state(sales);
	const plansql_attachment attach = {"sales", sales};
	struct database *db =
	    database_open_attached(spec, &attach, 1, 0, "check_database");
	ck_assert_ptr_nonnull(db);
	sqlite3 *handle = database_sqlite(db);
	long tracks =
	    sqlite_count(handle, "SELECT count(*) FROM \"sales\".tracks");
	ck_assert_int_gt(tracks, 0);
	static const char *const writes[] = {
	    "CREATE TABLE sales.probe (x INTEGER)",
	    "INSERT INTO sales.genres (GenreId, Name) VALUES (9999, 'probe')",
	    "DELETE FROM sales.tracks",
	    "UPDATE sales.tracks SET Name = 'probe'",
	    "DROP TABLE sales.tracks",
	    "PRAGMA query_only = 0; CREATE TABLE sales.probe (x INTEGER)",
	    "INSERT INTO sales.genres (GenreId, Name) VALUES (9999, 'probe')",
	    "DELETE FROM sales.tracks",
	};
	for (size_t i = 0; i < sizeof writes / sizeof *writes; i++)
		ck_assert_msg(sqlite_run(handle, writes[i]) != SQLITE_OK,
			      "the attached database ran: %s", writes[i]);
	ck_assert_int_eq(
	    sqlite_count(handle, "SELECT count(*) FROM sales.tracks"), tracks);
	database_close(db);
	assert_unchanged(&before, sales);
	free(before.bytes);
}
END_TEST

START_TEST(sqlite_missing_file_is_not_created)
{
	char missing[300], missing_spec[310];
	snprintf(missing, sizeof missing, "%s/missing.db", scratch_dir);
	snprintf(missing_spec, sizeof missing_spec, "sqlite:%s", missing);
	ck_assert_ptr_null(database_open(missing_spec, "check_database"));
	ck_assert(!file_exists(missing));
	char dir_spec[300];
	snprintf(dir_spec, sizeof dir_spec, "sqlite:%s", scratch_dir);
	ck_assert_ptr_null(database_open(dir_spec, "check_database"));
	ck_assert_ptr_null(database_open("sqlite:", "check_database"));
}
END_TEST

static void report_libpq_style(void *db)
{
	database_report(db, "FATAL:  password authentication failed for user "
			    "\"x\"\nDETAIL:  Role \"x\" \x1b[31mdoes not "
			    "exist\\.\n\tConnection matched line 1\n");
}

static void report_query_error(void *db)
{
	database_report(db, "ERROR:  column \"x\" does not exist\n"
			    "LINE 1: SELECT x FROM t\n"
			    "               ^\n"
			    "HINT:  Perhaps you meant \"t.y\".\n");
}

static void report_nothing(void *db)
{
	database_report(db, "\n");
}

START_TEST(report_is_one_escaped_line)
{
	struct database *db = database_open(spec, "plansql run");
	ck_assert_ptr_nonnull(db);
	char *text = captured_stderr(report_libpq_style, db);
	ck_assert_str_eq(
	    text, "plansql run: database error: password authentication "
		  "failed for user \"x\" DETAIL: Role \"x\" \\x1B[31mdoes "
		  "not exist\\\\. Connection matched line 1\n");
	free(text);
	text = captured_stderr(report_query_error, db);
	ck_assert_str_eq(text, "plansql run: database error: column \"x\" does "
			       "not exist HINT: Perhaps you meant \"t.y\".\n");
	free(text);
	text = captured_stderr(report_nothing, db);
	ck_assert_str_eq(text, "plansql run: database error: (the database "
			       "gave no reason)\n");
	free(text);
	database_close(db);
}
END_TEST

/* ---- PostgreSQL ---- */

static char *postgres_spec(void)
{
	static char uri[1024];
	snprintf(uri, sizeof uri, "postgresql://%s@/%s?host=%s&port=%s",
		 getenv("PLANSQL_TEST_PGUSER"),
		 getenv("PLANSQL_TEST_PGDATABASE"),
		 getenv("PLANSQL_TEST_PGHOST"), getenv("PLANSQL_TEST_PGPORT"));
	return uri;
}

static bool postgres_ok(PGconn *conn, const char *sql)
{
	PGresult *res = PQexec(conn, sql);
	ExecStatusType status = PQresultStatus(res);
	PQclear(res);
	return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

static char *postgres_value(PGconn *conn, const char *sql)
{
	PGresult *res = PQexec(conn, sql);
	ck_assert_msg(PQresultStatus(res) == PGRES_TUPLES_OK, "%s: %s", sql,
		      PQerrorMessage(conn));
	char *value = strdup(PQgetvalue(res, 0, 0));
	PQclear(res);
	return value;
}

START_TEST(postgres_writes_fail_and_select_works)
{
	struct database *db = database_open(postgres_spec(), "check_database");
	ck_assert_ptr_nonnull(db);
	PGconn *conn = database_postgres(db);
	ck_assert_ptr_nonnull(conn);
	ck_assert_ptr_null(database_sqlite(db));
	char *tracks = postgres_value(conn, "SELECT count(*) FROM tracks");
	ck_assert_int_gt(atol(tracks), 0);
	char *setting = postgres_value(conn, "SHOW transaction_read_only");
	ck_assert_str_eq(setting, "on");
	free(setting);

	static const char *const writes[] = {
	    "CREATE TABLE probe (x integer)",
	    "INSERT INTO genres (\"GenreId\", \"Name\") VALUES (9999, 'probe')",
	    "DELETE FROM tracks",
	    "UPDATE tracks SET \"Name\" = 'probe'",
	    "DROP TABLE tracks",
	    "CREATE TEMPORARY SEQUENCE probe; SELECT nextval('probe')",
	    "SET default_transaction_read_only = off; DELETE FROM tracks",
	    "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE; "
	    "DELETE FROM tracks",
	    "SELECT set_config('default_transaction_read_only', 'off', false); "
	    "DELETE FROM tracks",
	};
	for (size_t i = 0; i < sizeof writes / sizeof *writes; i++)
		ck_assert_msg(!postgres_ok(conn, writes[i]),
			      "the read-only session ran: %s", writes[i]);
	char *after = postgres_value(conn, "SELECT count(*) FROM tracks");
	ck_assert_str_eq(after, tracks);
	free(after);
	free(tracks);
	database_close(db);
}
END_TEST

/* From its first statement on: the connection itself asks for it, so
 * the value the session started with (RESET's) is read-only already. */
START_TEST(postgres_first_statement_is_read_only)
{
	struct database *db = database_open(postgres_spec(), "check_database");
	ck_assert_ptr_nonnull(db);
	char *setting =
	    postgres_value(database_postgres(db),
			   "SELECT reset_val FROM pg_settings WHERE name = "
			   "'default_transaction_read_only'");
	ck_assert_str_eq(setting, "on");
	free(setting);
	database_close(db);
}
END_TEST

/* Options the URI gives the server stay, beside the read-only one. */
START_TEST(postgres_keeps_the_uri_options)
{
	char uri[1200];
	snprintf(uri, sizeof uri, "%s&options=-c%%20statement_timeout%%3D4321",
		 postgres_spec());
	struct database *db = database_open(uri, "check_database");
	ck_assert_ptr_nonnull(db);
	char *timeout =
	    postgres_value(database_postgres(db), "SHOW statement_timeout");
	ck_assert_str_eq(timeout, "4321ms");
	free(timeout);
	char *setting = postgres_value(database_postgres(db),
				       "SHOW default_transaction_read_only");
	ck_assert_str_eq(setting, "on");
	free(setting);
	database_close(db);
}
END_TEST

static Suite *sqlite_suite(void)
{
	Suite *s = suite_create("database (SQLite)");
	TCase *tc = tcase_create("read-only");
	tcase_add_checked_fixture(tc, make_scratch, remove_scratch);
	tcase_add_test(tc, sqlite_writes_fail_and_select_works);
	tcase_add_test(tc, sqlite_writes_no_other_file);
	tcase_add_test(tc, sqlite_attached_writes_fail);
	tcase_add_test(tc, sqlite_missing_file_is_not_created);
	tcase_add_test(tc, report_is_one_escaped_line);
	suite_add_tcase(s, tc);
	return s;
}

static Suite *postgres_suite(void)
{
	Suite *s = suite_create("database (PostgreSQL)");
	TCase *tc = tcase_create("read-only");
	tcase_add_test(tc, postgres_writes_fail_and_select_works);
	tcase_add_test(tc, postgres_first_statement_is_read_only);
	tcase_add_test(tc, postgres_keeps_the_uri_options);
	suite_add_tcase(s, tc);
	return s;
}

int main(int argc, char **argv)
{
	static runner_suite_fn *const sqlite[] = {sqlite_suite, NULL};
	static runner_suite_fn *const postgres[] = {postgres_suite, NULL};
	bool on_postgres = argc > 1 && !strcmp(argv[1], "postgres");
	if (on_postgres && !getenv("PLANSQL_TEST_PGHOST")) {
		fprintf(stderr, "check_database: no PostgreSQL server (run "
				"through tests/engines/engines.sh); skipped\n");
		return RUNNER_SKIP;
	}
	return runner_run(on_postgres ? postgres : sqlite);
}
