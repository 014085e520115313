/* Running SQL (plansql.h, "Running SQL"): nothing run can change the
 * database, SELECT still works and hands its rows over typed, a missing
 * SQLite file is never created, one statement a run, the row cap, the
 * time limit, a cancel from another thread and the handler's stop end
 * a run as they say, and the engine's messages come on one line.
 * Without arguments: SQLite, on a copy of the demo database.  With
 * "postgres" or "mysql": the PostgreSQL or MariaDB server
 * tests/engines/engines.sh starts (exit 77, skipped, when its variables
 * are not set); with "duckdb", the DuckDB file PLANSQL_TEST_DUCKDB names
 * (tests/engines/duckdb.sh loads it). */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "exec/exec.h"
#include "plansql.h"
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
	static const char *const files[] = {"demo.db", "copy.db", "attached.db",
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

/* ---- running, and what a run hands over ---- */

/* The rows of a run as text, one line a row, values between bars, each
 * NULL, a number (#) or text; its column names first. */
struct collected {
	char text[4096];
	size_t len;
	int stop_after; /* rows; 0: never stop */
};

static void add_text(struct collected *c, const char *s)
{
	size_t n = strlen(s);
	ck_assert_uint_lt(c->len + n, sizeof c->text);
	memcpy(c->text + c->len, s, n + 1);
	c->len += n;
}

static int collect_columns(void *context, size_t count,
			   const char *const *names)
{
	for (size_t i = 0; i < count; i++) {
		add_text(context, i ? "|" : "");
		add_text(context, names[i]);
	}
	add_text(context, "\n");
	return 1;
}

static int collect_row(void *context, size_t count, const plansql_value *values)
{
	struct collected *c = context;
	for (size_t i = 0; i < count; i++) {
		add_text(c, i ? "|" : "");
		if (values[i].kind == PLANSQL_VALUE_NULL) {
			add_text(c, "NULL");
			continue;
		}
		if (values[i].kind == PLANSQL_VALUE_NUMBER)
			add_text(c, "#");
		add_text(c, values[i].text);
	}
	add_text(c, "\n");
	return !c->stop_after || --c->stop_after > 0;
}

static plansql_run_handler collector(struct collected *c)
{
	return (plansql_run_handler){collect_columns, collect_row, NULL, c};
}

static plansql_run_end run(plansql_db *db, const char *sql, struct collected *c)
{
	plansql_run_handler h = collector(c);
	return plansql_db_run(db, sql, NULL, &h);
}

/* plan compiled for dialect with placeholders (count of them) and run
 * on db with its values bound, to the end: the compile (its values),
 * the rows in *c. */
static plansql_result *run_bound(plansql_db *db, const char *plan,
				 plansql_dialect dialect, size_t count,
				 struct collected *c)
{
	plansql_options o = PLANSQL_OPTIONS_INIT;
	o.flags = PLANSQL_PARAMS | PLANSQL_COMPACT;
	o.dialect = dialect;
	plansql_result *compiled = plansql_compile(plan, strlen(plan), &o);
	ck_assert_uint_eq(plansql_result_param_count(compiled), count);
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.params = compiled;
	plansql_run_handler h = collector(c);
	ck_assert_int_eq(
	    plansql_db_run(db, plansql_result_sql(compiled), &ro, &h),
	    PLANSQL_RUN_DONE);
	return compiled;
}

/* One value a statement gives, as text ("" when it gives none). */
static const char *value_of(plansql_db *db, const char *sql)
{
	static struct collected c;
	c = (struct collected){0};
	plansql_run_end end = run(db, sql, &c);
	ck_assert_msg(end == PLANSQL_RUN_DONE, "%s: %d %s", sql, end,
		      plansql_db_error(db));
	char *row = strchr(c.text, '\n'); /* after the column names */
	ck_assert_ptr_nonnull(row);
	row++;
	row[strcspn(row, "\n")] = '\0';
	return *row == '#' ? row + 1 : row;
}

static plansql_db *open_db(const char *name)
{
	plansql_db *db = NULL;
	plansql_result *r = plansql_db_open(name, NULL, &db);
	ck_assert_msg(db != NULL, "%s: %s", name,
		      plansql_result_diagnostic_count(r)
			  ? plansql_result_diagnostic(r, 0)->message
			  : "no diagnostic");
	plansql_result_free(r);
	return db;
}

/* The statement fails and the run says the engine's reason. */
static void assert_refused(plansql_db *db, const char *sql)
{
	struct collected c = {0};
	ck_assert_msg(run(db, sql, &c) == PLANSQL_RUN_FAILED,
		      "the read-only database ran: %s", sql);
	ck_assert_msg(*plansql_db_error(db), "no reason for: %s", sql);
	ck_assert_ptr_null(strchr(plansql_db_error(db), '\n'));
}

/* Each statement fails. */
static void assert_all_refused(plansql_db *db, const char *const *sql,
			       size_t count)
{
	for (size_t i = 0; i < count; i++)
		assert_refused(db, sql[i]);
}

/* The demo's tracks, counted: the same count at the end shows that no
 * write got through. */
static void count_tracks(plansql_db *db, char out[32])
{
	snprintf(out, 32, "%s", value_of(db, "SELECT count(*) FROM tracks"));
	ck_assert_int_gt(atol(out), 0);
}

/* ---- SQLite ---- */

START_TEST(sqlite_writes_fail_and_select_works)
{
	struct file_state before = file_state(db_path);
	plansql_db *db = open_db(spec);
	ck_assert_int_eq(plansql_db_dialect(db), PLANSQL_SQLITE);
	char tracks[32];
	count_tracks(db, tracks);
	ck_assert_str_eq(value_of(db, "PRAGMA query_only"), "1");
	static const char *const writes[] = {
	    "CREATE TABLE probe (x INTEGER)",
	    "INSERT INTO genres (GenreId, Name) VALUES (9999, 'probe')",
	    "DELETE FROM tracks",
	    "UPDATE tracks SET Name = 'probe'",
	    "DROP TABLE tracks",
	    "CREATE TEMP TABLE probe (x INTEGER)",
	    /* one statement a run: the second is not left unread */
	    "SELECT 1; DELETE FROM tracks",
	};
	assert_all_refused(db, writes, sizeof writes / sizeof *writes);
	/* query_only turned off, the file is still opened read-only */
	struct collected c = {0};
	ck_assert_int_eq(run(db, "PRAGMA query_only = 0", &c),
			 PLANSQL_RUN_DONE);
	assert_refused(db, "DELETE FROM tracks");
	ck_assert_str_eq(value_of(db, "SELECT count(*) FROM tracks"), tracks);
	plansql_db_close(db);
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
	plansql_db *db = open_db(spec);
	snprintf(sql, sizeof sql, "VACUUM INTO '%s'", copy);
	assert_refused(db, sql);
	snprintf(sql, sizeof sql, "ATTACH '%s' AS other", attached);
	struct collected c = {0};
	run(db, sql, &c);
	assert_refused(db, "CREATE TABLE other.probe (x INTEGER)");
	plansql_db_close(db);
	struct stat st;
	ck_assert_msg(stat(copy, &st) != 0 || st.st_size == 0,
		      "VACUUM INTO wrote a copy of the database");
	ck_assert_msg(stat(attached, &st) != 0 || st.st_size == 0,
		      "ATTACH made a database");
}
END_TEST

/* A file attached is read-only too: even with query_only turned off,
 * the attached database refuses every write. */
START_TEST(sqlite_attached_writes_fail)
{
	char sales[300];
	snprintf(sales, sizeof sales, "%s/sales.db", scratch_dir);
	copy_file(db_path, sales);
	struct file_state before = file_state(sales);
	const plansql_attachment attach = {"sales", sales};
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = &attach;
	o.attachment_count = 1;
	plansql_db *db = NULL;
	plansql_result_free(plansql_db_open(spec, &o, &db));
	ck_assert_ptr_nonnull(db);
	char tracks[32];
	snprintf(tracks, sizeof tracks, "%s",
		 value_of(db, "SELECT count(*) FROM \"sales\".tracks"));
	ck_assert_int_gt(atol(tracks), 0);
	static const char *const writes[] = {
	    "CREATE TABLE sales.probe (x INTEGER)",
	    "INSERT INTO sales.genres (GenreId, Name) VALUES (9999, 'probe')",
	    "DELETE FROM sales.tracks",
	    "UPDATE sales.tracks SET Name = 'probe'",
	    "DROP TABLE sales.tracks",
	};
	assert_all_refused(db, writes, sizeof writes / sizeof *writes);
	struct collected c = {0};
	run(db, "PRAGMA query_only = 0", &c);
	assert_all_refused(db, writes, sizeof writes / sizeof *writes);
	ck_assert_str_eq(value_of(db, "SELECT count(*) FROM sales.tracks"),
			 tracks);
	plansql_db_close(db);
	assert_unchanged(&before, sales);
	free(before.bytes);
}
END_TEST

/* Opening fails with the check's code, and leaves no file behind. */
static void assert_not_opened(const char *name, const char *code)
{
	plansql_db *db = (plansql_db *)1;
	plansql_result *r = plansql_db_open(name, NULL, &db);
	ck_assert_ptr_null(db);
	ck_assert_uint_ge(plansql_result_diagnostic_count(r), 1);
	ck_assert_str_eq(plansql_result_diagnostic(r, 0)->code, code);
	plansql_result_free(r);
}

START_TEST(sqlite_missing_file_is_not_created)
{
	char missing[300], missing_spec[310];
	snprintf(missing, sizeof missing, "%s/missing.db", scratch_dir);
	snprintf(missing_spec, sizeof missing_spec, "sqlite:%s", missing);
	assert_not_opened(missing_spec, "bad-database");
	ck_assert(!file_exists(missing));
	char dir_spec[300];
	snprintf(dir_spec, sizeof dir_spec, "sqlite:%s", scratch_dir);
	assert_not_opened(dir_spec, "bad-database");
	assert_not_opened("sqlite:", "bad-database");
	assert_not_opened("mysql://u@h:99999/db", "bad-database");
	assert_not_opened("mysql://u@h/db?sslmode=on", "bad-database");
	plansql_dialect d = PLANSQL_TSQL;
	ck_assert_int_eq(plansql_db_dialect_of("postgres://h/db", &d),
			 PLANSQL_OK);
	ck_assert_int_eq(d, PLANSQL_POSTGRES);
	ck_assert_int_eq(plansql_db_dialect_of("mariadb://h/db", &d),
			 PLANSQL_OK);
	ck_assert_int_eq(d, PLANSQL_MYSQL);
	ck_assert_int_eq(plansql_db_dialect_of("demo.db", &d), PLANSQL_MISUSE);
	ck_assert_int_eq(plansql_db_dialect_of(NULL, &d), PLANSQL_MISUSE);
}
END_TEST

START_TEST(sqlite_rows_are_typed)
{
	plansql_db *db = open_db(spec);
	struct collected c = {0};
	ck_assert_int_eq(run(db,
			     "SELECT 1 AS i, 2.5 AS f, 'x|y' AS t, NULL AS n, "
			     "x'41' AS b UNION ALL SELECT -7, 1e300, '', "
			     "NULL, NULL",
			     &c),
			 PLANSQL_RUN_DONE);
	ck_assert_str_eq(c.text, "i|f|t|n|b\n#1|#2.5|x|y|NULL|A\n"
				 "#-7|#1.0e+300||NULL|NULL\n");
	plansql_db_close(db);
}
END_TEST

/* The values of a compile with placeholders, bound as their types. */
START_TEST(sqlite_params_are_bound_typed)
{
	const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"tracks\", \"columns\": [{\"column\": \"TrackId\"}], "
	    "\"filters\": [{\"column\": \"TrackId\", \"op\": \"<=\", "
	    "\"value\": 3}, {\"column\": \"Name\", \"op\": \"!=\", "
	    "\"value\": \"x'\"}]}], \"order_by\": [{\"table\": \"tracks\", "
	    "\"column\": \"TrackId\"}]}";
	plansql_db *db = open_db(spec);
	struct collected c = {0};
	plansql_result *compiled = run_bound(db, plan, PLANSQL_SQLITE, 2, &c);
	ck_assert_str_eq(c.text, "TrackId\n#1\n#2\n#3\n");
	plansql_db_close(db);
	plansql_result_free(compiled);
}
END_TEST

START_TEST(sqlite_row_cap_and_stop)
{
	plansql_db *db = open_db(spec);
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.max_rows = 2;
	struct collected c = {0};
	plansql_run_handler h = collector(&c);
	const char sql[] = "SELECT GenreId FROM genres ORDER BY GenreId";
	ck_assert_int_eq(plansql_db_run(db, sql, &ro, &h), PLANSQL_RUN_ROW_CAP);
	ck_assert_str_eq(c.text, "GenreId\n#1\n#2\n");
	ro.max_rows = 0;
	c = (struct collected){.stop_after = 1};
	ck_assert_int_eq(plansql_db_run(db, sql, &ro, &h), PLANSQL_RUN_STOPPED);
	ck_assert_str_eq(c.text, "GenreId\n#1\n");
	/* every row, and a statement with none */
	ck_assert_int_eq(plansql_db_run(db, sql, NULL, NULL), PLANSQL_RUN_DONE);
	c = (struct collected){0};
	ck_assert_int_eq(run(db, "SELECT 1 WHERE 0", &c), PLANSQL_RUN_DONE);
	ck_assert_str_eq(c.text, "1\n");
	plansql_db_close(db);
}
END_TEST

/* A statement that would take minutes, counting a long series. */
static const char slow_sqlite[] =
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
    "WHERE i < 2000000000) SELECT count(*) FROM n";

START_TEST(sqlite_time_limit)
{
	plansql_db *db = open_db(spec);
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.seconds = 0.2;
	ck_assert_int_eq(plansql_db_run(db, slow_sqlite, &ro, NULL),
			 PLANSQL_RUN_TIMED_OUT);
	/* the next run is not stopped by the last one's limit */
	ck_assert_str_eq(value_of(db, "SELECT 42"), "42");
	plansql_db_close(db);
}
END_TEST

static void *cancel_soon(void *db)
{
	struct timespec t = {0, 200 * 1000 * 1000};
	nanosleep(&t, NULL);
	plansql_db_cancel(db);
	return NULL;
}

/* The run ends as cancelled: without the cancel it would go on. */
static void assert_cancelled(plansql_db *db, const char *slow)
{
	pthread_t thread;
	ck_assert_int_eq(pthread_create(&thread, NULL, cancel_soon, db), 0);
	plansql_run_end end = plansql_db_run(db, slow, NULL, NULL);
	pthread_join(thread, NULL);
	ck_assert_int_eq(end, PLANSQL_RUN_CANCELLED);
	ck_assert_str_eq(value_of(db, "SELECT 42"), "42");
}

START_TEST(sqlite_cancel)
{
	plansql_db *db = open_db(spec);
	assert_cancelled(db, slow_sqlite);
	plansql_db_close(db);
}
END_TEST

START_TEST(misuse_fails_at_once)
{
	plansql_db *db = open_db(spec);
	ck_assert_int_eq(plansql_db_run(NULL, "SELECT 1", NULL, NULL),
			 PLANSQL_RUN_FAILED);
	ck_assert_int_eq(plansql_db_run(db, NULL, NULL, NULL),
			 PLANSQL_RUN_FAILED);
	plansql_run_options zero = {0};
	ck_assert_int_eq(plansql_db_run(db, "SELECT 1", &zero, NULL),
			 PLANSQL_RUN_FAILED);
	assert_refused(db, "");
	assert_refused(db, "SELEC 1");
	ck_assert_str_eq(plansql_db_error(NULL), "");
	plansql_db_cancel(NULL);
	plansql_db_close(NULL);
	plansql_db_close(db);
}
END_TEST

/* The engine's messages on one line, without its severity word or
 * PostgreSQL's excerpt of the statement. */
START_TEST(messages_are_one_line)
{
	char *line = exec_one_line(
	    "FATAL:  password authentication failed for user "
	    "\"x\"\nDETAIL:  Role \"x\" does not exist.\n\tConnection "
	    "matched line 1\n");
	ck_assert_str_eq(line, "password authentication failed for user "
			       "\"x\" DETAIL: Role \"x\" does not exist. "
			       "Connection matched line 1");
	free(line);
	line = exec_one_line("ERROR:  column \"x\" does not exist\n"
			     "LINE 1: SELECT x FROM t\n"
			     "               ^\n"
			     "HINT:  Perhaps you meant \"t.y\".\n");
	ck_assert_str_eq(line, "column \"x\" does not exist HINT: Perhaps you "
			       "meant \"t.y\".");
	free(line);
	line = exec_one_line("\n");
	ck_assert_str_eq(line, "");
	free(line);
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

START_TEST(postgres_writes_fail_and_select_works)
{
	plansql_db *db = open_db(postgres_spec());
	ck_assert_int_eq(plansql_db_dialect(db), PLANSQL_POSTGRES);
	char tracks[32];
	count_tracks(db, tracks);
	ck_assert_str_eq(value_of(db, "SHOW transaction_read_only"), "on");
	static const char *const writes[] = {
	    "CREATE TABLE probe (x integer)",
	    "INSERT INTO genres (\"GenreId\", \"Name\") VALUES (9999, 'probe')",
	    "DELETE FROM tracks",
	    "UPDATE tracks SET \"Name\" = 'probe'",
	    "DROP TABLE tracks",
	    "SELECT nextval('probe')",
	    "SET default_transaction_read_only = off; DELETE FROM tracks",
	};
	assert_all_refused(db, writes, sizeof writes / sizeof *writes);
	/* a setting turned off, the next write is still refused */
	struct collected c = {0};
	run(db,
	    "SELECT set_config('default_transaction_read_only', 'off', false)",
	    &c);
	assert_refused(db, "DELETE FROM tracks");
	ck_assert_str_eq(value_of(db, "SELECT count(*) FROM tracks"), tracks);
	plansql_db_close(db);
}
END_TEST

/* From its first statement on: the connection itself asks for it, so
 * the value the session started with (RESET's) is read-only already. */
START_TEST(postgres_first_statement_is_read_only)
{
	plansql_db *db = open_db(postgres_spec());
	ck_assert_str_eq(value_of(db, "SELECT reset_val FROM pg_settings WHERE "
				      "name = 'default_transaction_read_only'"),
			 "on");
	plansql_db_close(db);
}
END_TEST

/* Options the URI gives the server stay, beside the read-only one. */
START_TEST(postgres_keeps_the_uri_options)
{
	char uri[1200];
	snprintf(uri, sizeof uri, "%s&options=-c%%20work_mem%%3D4321kB",
		 postgres_spec());
	plansql_db *db = open_db(uri);
	ck_assert_str_eq(value_of(db, "SHOW work_mem"), "4321kB");
	ck_assert_str_eq(value_of(db, "SHOW default_transaction_read_only"),
			 "on");
	plansql_db_close(db);
}
END_TEST

START_TEST(postgres_time_limit_and_cancel)
{
	plansql_db *db = open_db(postgres_spec());
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.seconds = 0.2;
	ck_assert_int_eq(plansql_db_run(db, "SELECT pg_sleep(30)", &ro, NULL),
			 PLANSQL_RUN_TIMED_OUT);
	ck_assert_str_eq(value_of(db, "SELECT 42"), "42");
	assert_cancelled(db, "SELECT pg_sleep(30)");
	/* nothing of either is left running on the server */
	ck_assert_str_eq(value_of(db, "SELECT count(*) FROM pg_stat_activity "
				      "WHERE query LIKE 'SELECT pg_sleep%'"),
			 "0");
	plansql_db_close(db);
}
END_TEST

/* ---- MySQL and MariaDB ---- */

static char *mysql_spec(void)
{
	static char uri[1024];
	snprintf(uri, sizeof uri, "mariadb://%s@/%s?socket=%s",
		 getenv("PLANSQL_TEST_MYSQL_USER"),
		 getenv("PLANSQL_TEST_MYSQL_DATABASE"),
		 getenv("PLANSQL_TEST_MYSQL_SOCKET"));
	return uri;
}

START_TEST(mysql_writes_fail_and_select_works)
{
	plansql_db *db = open_db(mysql_spec());
	ck_assert_int_eq(plansql_db_dialect(db), PLANSQL_MYSQL);
	char tracks[32];
	count_tracks(db, tracks);
	static const char *const writes[] = {
	    "CREATE TABLE probe (x integer)",
	    "CREATE TEMPORARY TABLE probe AS SELECT * FROM tracks",
	    "INSERT INTO genres (GenreId, Name) VALUES (9999, 'probe')",
	    "DELETE FROM tracks",
	    "UPDATE tracks SET Name = 'probe'",
	    "DROP TABLE tracks",
	    "TRUNCATE TABLE tracks",
	    "SELECT 1; DELETE FROM tracks",
	};
	assert_all_refused(db, writes, sizeof writes / sizeof *writes);
	/* the session made writable, or its transaction ended, by one
	 * statement: the next write is still refused */
	static const char *const escapes[] = {
	    "SET SESSION TRANSACTION READ WRITE", "COMMIT",
	    "SET autocommit = 1"};
	for (size_t i = 0; i < sizeof escapes / sizeof *escapes; i++) {
		struct collected c = {0};
		run(db, escapes[i], &c);
		assert_refused(db, "DELETE FROM tracks");
		assert_refused(db, "CREATE TABLE probe (x integer)");
	}
	ck_assert_str_eq(value_of(db, "SELECT count(*) FROM tracks"), tracks);
	plansql_db_close(db);
}
END_TEST

/* Numbers come typed, the rest as text; the row cap and a handler's
 * stop end a streamed result, and the next run goes on. */
START_TEST(mysql_rows_are_typed_and_capped)
{
	plansql_db *db = open_db(mysql_spec());
	struct collected c = {0};
	ck_assert_int_eq(run(db,
			     "SELECT 1 AS i, 2.5 AS f, 'x|y' AS t, NULL AS n, "
			     "CAST(1e300 AS DOUBLE) AS d, DATE '2024-02-29' AS "
			     "day",
			     &c),
			 PLANSQL_RUN_DONE);
	ck_assert_str_eq(c.text,
			 "i|f|t|n|d|day\n#1|#2.5|x|y|NULL|#1e300|2024-02-29\n");
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.max_rows = 2;
	c = (struct collected){0};
	plansql_run_handler h = collector(&c);
	const char sql[] = "SELECT TrackId FROM tracks ORDER BY TrackId";
	ck_assert_int_eq(plansql_db_run(db, sql, &ro, &h), PLANSQL_RUN_ROW_CAP);
	ck_assert_str_eq(c.text, "TrackId\n#1\n#2\n");
	ro.max_rows = 0;
	c = (struct collected){.stop_after = 1};
	ck_assert_int_eq(plansql_db_run(db, sql, &ro, &h), PLANSQL_RUN_STOPPED);
	ck_assert_str_eq(c.text, "TrackId\n#1\n");
	/* rows that would stream for hours: the statement is stopped on the
	 * server */
	ro.max_rows = 2;
	ck_assert_int_eq(
	    plansql_db_run(db,
			   "SELECT 1 AS many FROM tracks a, tracks "
			   "b, tracks c",
			   &ro, NULL),
	    PLANSQL_RUN_ROW_CAP);
	c = (struct collected){0};
	ck_assert_int_eq(run(db, "SELECT 1 FROM tracks WHERE 0", &c),
			 PLANSQL_RUN_DONE);
	ck_assert_str_eq(c.text, "1\n");
	ck_assert_str_eq(value_of(db, "SELECT 42"), "42");
	plansql_db_close(db);
}
END_TEST

/* A statement that would take minutes, and whose end the server cannot
 * turn into a result (SLEEP, stopped, returns 1). */
static const char slow_mysql[] =
    "SELECT count(*) FROM tracks a, tracks b, tracks c WHERE a.Name < "
    "CONCAT(b.Name, c.Name)";

/* How many other sessions run the slow statement. */
static const char *running_slow(plansql_db *db)
{
	return value_of(db,
			"SELECT count(*) FROM information_schema.processlist "
			"WHERE info LIKE 'SELECT count(*) FROM tracks a,%' "
			"AND id <> connection_id()");
}

START_TEST(mysql_time_limit_and_cancel)
{
	plansql_db *db = open_db(mysql_spec());
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.seconds = 0.2;
	ck_assert_int_eq(plansql_db_run(db, slow_mysql, &ro, NULL),
			 PLANSQL_RUN_TIMED_OUT);
	/* the next run is not stopped by the last one's limit */
	ck_assert_str_eq(value_of(db, "SELECT 42"), "42");
	assert_cancelled(db, slow_mysql);
	/* nothing of either is left running on the server */
	ck_assert_str_eq(running_slow(db), "0");
	plansql_db_close(db);
}
END_TEST

/* Values bound to a statement prepared on the server: typed, a result
 * value longer than the first buffer whole, and a prepared statement
 * stopped by the time limit, a cancel and the row cap as a plain one. */
START_TEST(mysql_params_are_bound)
{
	char plan[1024], longer[301];
	memset(longer, 'x', 300);
	longer[300] = '\0';
	snprintf(plan, sizeof plan,
		 "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		 "\"tracks\", \"columns\": [{\"column\": \"TrackId\"}], "
		 "\"filters\": [{\"column\": \"TrackId\", \"op\": \"<=\", "
		 "\"value\": 3}, {\"column\": \"Name\", \"op\": \"!=\", "
		 "\"value\": \"x'\"}, {\"column\": \"Milliseconds\", \"op\": "
		 "\">\", \"value\": 1.5e3}, {\"column\": \"UnitPrice\", "
		 "\"op\": \">\", \"value\": 0.1}]}], \"computed_columns\": "
		 "[{\"alias\": \"long\", \"expression\": {\"value\": "
		 "\"%s\"}}], \"order_by\": [{\"table\": \"tracks\", "
		 "\"column\": \"TrackId\"}]}",
		 longer);
	plansql_db *db = open_db(mysql_spec());
	struct collected c = {0};
	plansql_result *compiled = run_bound(db, plan, PLANSQL_MYSQL, 4, &c);
	char want[1024];
	snprintf(want, sizeof want, "TrackId|long\n#1|%s\n#2|%s\n#3|%s\n",
		 longer, longer, longer);
	ck_assert_str_eq(c.text, want);
	/* the same values, bound to other statements */
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.params = compiled;
	ro.max_rows = 2;
	ck_assert_int_eq(plansql_db_run(db,
					"SELECT 1 FROM tracks a, tracks b, "
					"tracks c WHERE a.TrackId > ? - 10 AND "
					"b.Name <> ? AND ? > 0 AND ? > 0",
					&ro, NULL),
			 PLANSQL_RUN_ROW_CAP);
	ro.max_rows = 0;
	ro.seconds = 0.2;
	char slow[256];
	snprintf(slow, sizeof slow,
		 "%s AND a.TrackId > ? - 10 AND b.Name <> ? "
		 "AND ? > 0 AND ? > 0",
		 slow_mysql);
	plansql_run_end end = plansql_db_run(db, slow, &ro, NULL);
	ck_assert_msg(end == PLANSQL_RUN_TIMED_OUT, "%d: %s", end,
		      plansql_db_error(db));
	ck_assert_str_eq(value_of(db, "SELECT 42"), "42");
	ck_assert_str_eq(running_slow(db), "0");
	plansql_db_close(db);
	plansql_result_free(compiled);
}
END_TEST

/* ---- DuckDB ---- */

static const char *duckdb_path(void)
{
	return getenv("PLANSQL_TEST_DUCKDB");
}

static char *duckdb_spec(void)
{
	static char name[1024];
	snprintf(name, sizeof name, "duckdb:%s", duckdb_path());
	return name;
}

/* The file opened read-only, and only queries run: in memory too, where
 * nothing else keeps a statement from writing files. */
START_TEST(duckdb_writes_fail_and_select_works)
{
	struct file_state before = file_state(duckdb_path());
	char copy[] = "/tmp/plansql-check-duckdb-XXXXXX", sql[256];
	ck_assert_ptr_nonnull(mkdtemp(copy));
	plansql_db *db = open_db(duckdb_spec());
	ck_assert_int_eq(plansql_db_dialect(db), PLANSQL_DUCKDB);
	char tracks[32];
	count_tracks(db, tracks);
	static const char *const writes[] = {
	    "CREATE TABLE probe (x integer)",
	    "CREATE TEMP TABLE probe AS SELECT * FROM tracks",
	    "INSERT INTO genres (GenreId, Name) VALUES (9999, 'probe')",
	    "DELETE FROM tracks",
	    "UPDATE tracks SET Name = 'probe'",
	    "DROP TABLE tracks",
	    "SELECT 1; DELETE FROM tracks",
	    "SET access_mode = 'READ_WRITE'",
	    "CHECKPOINT",
	    "EXPLAIN ANALYZE DELETE FROM tracks",
	    "EXPLAIN ANALYZE SELECT 1",
	};
	assert_all_refused(db, writes, sizeof writes / sizeof *writes);
	snprintf(sql, sizeof sql, "COPY tracks TO '%s/out.csv'", copy);
	assert_refused(db, sql);
	snprintf(sql, sizeof sql, "EXPLAIN ANALYZE COPY tracks TO '%s/out.csv'",
		 copy);
	assert_refused(db, sql);
	struct collected c = {0};
	ck_assert_int_eq(run(db, "EXPLAIN SELECT count(*) FROM tracks", &c),
			 PLANSQL_RUN_DONE);
	ck_assert_str_eq(value_of(db, "SELECT count(*) FROM tracks"), tracks);
	plansql_db_close(db);
	db = open_db("duckdb:");
	snprintf(sql, sizeof sql, "COPY (SELECT 1) TO '%s/out.csv'", copy);
	assert_refused(db, sql);
	snprintf(sql, sizeof sql, "ATTACH '%s/new.duckdb' AS new", copy);
	assert_refused(db, sql);
	plansql_db_close(db);
	ck_assert_int_eq(rmdir(copy), 0); /* nothing was written in it */
	assert_unchanged(&before, duckdb_path());
	free(before.bytes);
}
END_TEST

/* Values as text, numbers typed, in the forms PostgreSQL writes them;
 * a type plansql does not read is a failure that says what to do. */
START_TEST(duckdb_rows_are_typed)
{
	plansql_db *db = open_db(duckdb_spec());
	struct collected c = {0};
	ck_assert_int_eq(
	    run(db,
		"SELECT 42 AS i, -1.5::DOUBLE AS d, 12.30::DECIMAL(10,2) AS m, "
		"-0.05::DECIMAL(4,2) AS small, "
		"-170141183460469231731687303715884105727::HUGEINT AS h, "
		"18446744073709551615::UBIGINT AS u, 'a|b' AS t, NULL AS n, "
		"TRUE AS b, DATE '2024-01-05' AS dt, "
		"TIMESTAMP '2024-01-05 10:00:00.25' AS ts, "
		"'00112233-4455-6677-8899-aabbccddeeff'::UUID AS id",
		&c),
	    PLANSQL_RUN_DONE);
	ck_assert_str_eq(c.text, "i|d|m|small|h|u|t|n|b|dt|ts|id\n"
				 "#42|#-1.5|#12.30|#-0.05|"
				 "#-170141183460469231731687303715884105727|"
				 "#18446744073709551615|a|b|NULL|#1|2024-01-05|"
				 "2024-01-05 10:00:00.25|"
				 "00112233-4455-6677-8899-aabbccddeeff\n");
	c = (struct collected){0};
	ck_assert_int_eq(run(db, "SELECT INTERVAL 1 DAY AS span", &c),
			 PLANSQL_RUN_FAILED);
	ck_assert_msg(strstr(plansql_db_error(db), "INTERVAL") &&
			  strstr(plansql_db_error(db), "cast them to VARCHAR"),
		      "%s", plansql_db_error(db));
	plansql_db_close(db);
}
END_TEST

/* Values bound to the statement DuckDB prepares, typed by the
 * placeholders' casts; the row cap ends a streamed result. */
START_TEST(duckdb_params_are_bound_and_rows_capped)
{
	static const char plan[] =
	    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
	    "\"tracks\", \"columns\": [{\"column\": \"TrackId\"}], "
	    "\"filters\": [{\"column\": \"TrackId\", \"op\": \"<=\", "
	    "\"value\": 3}, {\"column\": \"Name\", \"op\": \"!=\", "
	    "\"value\": \"x'\"}, {\"column\": \"Milliseconds\", \"op\": "
	    "\">\", \"value\": 1.5e3}, {\"column\": \"UnitPrice\", "
	    "\"op\": \">\", \"value\": 0.1}]}], \"order_by\": "
	    "[{\"table\": \"tracks\", \"column\": \"TrackId\"}]}";
	plansql_db *db = open_db(duckdb_spec());
	struct collected c = {0};
	plansql_result *compiled = run_bound(db, plan, PLANSQL_DUCKDB, 4, &c);
	ck_assert_str_eq(c.text, "TrackId\n#1\n#2\n#3\n");
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.max_rows = 2;
	c = (struct collected){0};
	plansql_run_handler h = collector(&c);
	ck_assert_int_eq(
	    plansql_db_run(db, "SELECT * FROM range(100000)", &ro, &h),
	    PLANSQL_RUN_ROW_CAP);
	ck_assert_str_eq(c.text, "range\n#0\n#1\n");
	plansql_db_close(db);
	plansql_result_free(compiled);
}
END_TEST

/* A query of minutes, stopped by the time limit and by a cancel. */
static const char slow_duckdb[] =
    "SELECT count(*) FROM range(100000000) AS a(x), range(100000) AS b(y) "
    "WHERE a.x + b.y = -1";

START_TEST(duckdb_time_limit_and_cancel)
{
	plansql_db *db = open_db(duckdb_spec());
	plansql_run_options ro;
	plansql_run_options_init(&ro, sizeof ro);
	ro.seconds = 0.2;
	ck_assert_int_eq(plansql_db_run(db, slow_duckdb, &ro, NULL),
			 PLANSQL_RUN_TIMED_OUT);
	ck_assert_str_eq(value_of(db, "SELECT 42"), "42");
	assert_cancelled(db, slow_duckdb);
	plansql_db_close(db);
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
	suite_add_tcase(s, tc);
	tc = tcase_create("runs");
	tcase_add_checked_fixture(tc, make_scratch, remove_scratch);
	tcase_add_test(tc, sqlite_rows_are_typed);
	tcase_add_test(tc, sqlite_params_are_bound_typed);
	tcase_add_test(tc, sqlite_row_cap_and_stop);
	tcase_add_test(tc, sqlite_time_limit);
	tcase_add_test(tc, sqlite_cancel);
	tcase_add_test(tc, misuse_fails_at_once);
	tcase_add_test(tc, messages_are_one_line);
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
	tcase_add_test(tc, postgres_time_limit_and_cancel);
	tcase_set_timeout(tc, 30);
	suite_add_tcase(s, tc);
	return s;
}

static Suite *mysql_suite(void)
{
	Suite *s = suite_create("database (MariaDB)");
	TCase *tc = tcase_create("read-only");
	tcase_add_test(tc, mysql_writes_fail_and_select_works);
	tcase_add_test(tc, mysql_rows_are_typed_and_capped);
	tcase_add_test(tc, mysql_time_limit_and_cancel);
	tcase_add_test(tc, mysql_params_are_bound);
	tcase_set_timeout(tc, 30);
	suite_add_tcase(s, tc);
	return s;
}

static Suite *duckdb_suite(void)
{
	Suite *s = suite_create("database (DuckDB)");
	TCase *tc = tcase_create("read-only");
	tcase_add_test(tc, duckdb_writes_fail_and_select_works);
	tcase_add_test(tc, duckdb_rows_are_typed);
	tcase_add_test(tc, duckdb_params_are_bound_and_rows_capped);
	tcase_add_test(tc, duckdb_time_limit_and_cancel);
	tcase_set_timeout(tc, 30);
	suite_add_tcase(s, tc);
	return s;
}

int main(int argc, char **argv)
{
	static runner_suite_fn *const sqlite[] = {sqlite_suite, NULL};
	static runner_suite_fn *const postgres[] = {postgres_suite, NULL};
	static runner_suite_fn *const mysql[] = {mysql_suite, NULL};
	static runner_suite_fn *const duckdb[] = {duckdb_suite, NULL};
	const char *server = argc > 1 ? argv[1] : "";
	bool on_postgres = !strcmp(server, "postgres");
	bool on_mysql = !strcmp(server, "mysql");
	bool on_duckdb = !strcmp(server, "duckdb");
	if ((on_postgres && !getenv("PLANSQL_TEST_PGHOST")) ||
	    (on_mysql && !getenv("PLANSQL_TEST_MYSQL_SOCKET")) ||
	    (on_duckdb && !getenv("PLANSQL_TEST_DUCKDB"))) {
		fprintf(stderr,
			"check_database: no %s database (run through "
			"tests/engines/); skipped\n",
			on_postgres ? "PostgreSQL"
			: on_mysql  ? "MariaDB"
				    : "DuckDB");
		return RUNNER_SKIP;
	}
	return runner_run(on_postgres ? postgres
			  : on_mysql  ? mysql
			  : on_duckdb ? duckdb
				      : sqlite);
}
