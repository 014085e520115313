/* plansql run: compile for the database's engine, run read-only, print
 * the rows. */
#include <libpq-fe.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "options.h"
#include "rows.h"
#include "sources.h"

enum { OPT_FORMAT = 1, OPT_SHOW_SQL, OPT_HELP };

static const struct option_spec run_options[] = {
    SOURCE_OPTIONS,
    {0, "format", true, OPT_FORMAT},
    {0, "show-sql", false, OPT_SHOW_SQL},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

/* --db is both where the plan runs and, unless -c names a catalog file
 * or --no-audit is given, the catalog the plan is audited against. */
struct run_args {
	struct sources sources;
	const char *db, *plan_path;
	bool tsv, show_sql;
};

static bool is_postgres_uri(const char *db)
{
	return !strncmp(db, "postgresql:", 11) || !strncmp(db, "postgres:", 9);
}

static int parse_args(int argc, char **argv, struct run_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, run_options);
	memset(a, 0, sizeof *a);
	int id;
	while ((id = options_next(&p, "run")) > 0) {
		if (sources_option(&a->sources, id, p.value))
			continue;
		if (id == OPT_SHOW_SQL)
			a->show_sql = true;
		else if (id == OPT_FORMAT && !strcmp(p.value, "tsv"))
			a->tsv = true;
		else if (id == OPT_FORMAT && strcmp(p.value, "table")) {
			fprintf(stderr,
				"plansql run: --format is table or tsv, "
				"not '%s'\n",
				p.value);
			return EXIT_USAGE;
		} else if (id == OPT_HELP) {
			print_help(stdout, "run");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	a->db = a->sources.db;
	if (!a->db ||
	    (strncmp(a->db, "sqlite:", 7) && !is_postgres_uri(a->db))) {
		fprintf(stderr, "plansql run: give --db sqlite:PATH or --db "
				"postgresql://...; see 'plansql help run'\n");
		return EXIT_USAGE;
	}
	if (p.operand_count != 1) {
		fprintf(stderr, "plansql run: give one plan file, or - for "
				"standard input\n");
		return EXIT_USAGE;
	}
	a->plan_path = p.operands[0];
	return EXIT_COMPILED;
}

/* ---- SQLite ---- */

static bool sqlite_rows(sqlite3_stmt *stmt, struct rows *out)
{
	int n = sqlite3_column_count(stmt);
	const char **cells = calloc((size_t)n + 1, sizeof *cells);
	bool ok = cells && rows_init(out, (size_t)n);
	for (int i = 0; ok && i < n; i++)
		ok =
		    rows_set_name(out, (size_t)i, sqlite3_column_name(stmt, i));
	int rc = SQLITE_ROW;
	while (ok && (rc = sqlite3_step(stmt)) == SQLITE_ROW) {
		for (int i = 0; i < n; i++)
			cells[i] = (const char *)sqlite3_column_text(stmt, i);
		ok = rows_add(out, cells);
	}
	free(cells);
	return ok && rc == SQLITE_DONE;
}

static bool run_sqlite(const char *path, const char *sql, struct rows *out)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *stmt = NULL;
	const char *tail = NULL;
	int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_prepare_v2(db, sql, -1, &stmt, &tail);
	bool ok = rc == SQLITE_OK && stmt && sqlite_rows(stmt, out);
	if (!ok)
		fprintf(stderr, "plansql run: sqlite:%s: %s\n", path,
			db ? sqlite3_errmsg(db) : "cannot open");
	sqlite3_finalize(stmt);
	sqlite3_close(db);
	return ok;
}

/* ---- PostgreSQL ---- */

static bool postgres_rows(PGresult *res, struct rows *out)
{
	int n = PQnfields(res);
	const char **cells = calloc((size_t)n + 1, sizeof *cells);
	bool ok = cells && rows_init(out, (size_t)n);
	for (int i = 0; ok && i < n; i++)
		ok = rows_set_name(out, (size_t)i, PQfname(res, i));
	for (int r = 0; ok && r < PQntuples(res); r++) {
		for (int i = 0; i < n; i++)
			cells[i] = PQgetisnull(res, r, i)
				       ? NULL
				       : PQgetvalue(res, r, i);
		ok = rows_add(out, cells);
	}
	free(cells);
	return ok;
}

/* A read-only transaction; the extended protocol runs exactly one
 * statement. */
static bool run_postgres(const char *uri, const char *sql, struct rows *out)
{
	bool environment =
	    !strcmp(uri, "postgresql:") || !strcmp(uri, "postgres:");
	PGconn *conn = PQconnectdb(environment ? "" : uri);
	bool ok = PQstatus(conn) == CONNECTION_OK &&
		  PQsetClientEncoding(conn, "UTF8") == 0;
	PGresult *res = ok ? PQexec(conn, "BEGIN READ ONLY") : NULL;
	ok = ok && PQresultStatus(res) == PGRES_COMMAND_OK;
	PQclear(res);
	res = ok ? PQexecParams(conn, sql, 0, NULL, NULL, NULL, NULL, 0) : NULL;
	ok = ok && PQresultStatus(res) == PGRES_TUPLES_OK &&
	     postgres_rows(res, out);
	if (!ok)
		fprintf(stderr, "plansql run: %s", PQerrorMessage(conn));
	PQclear(res);
	PQfinish(conn);
	return ok;
}

/* ---- the command ---- */

static plansql_result *compile_for(struct run_args *a, plansql_dialect dialect)
{
	struct input in;
	if (!read_input(a->plan_path, &in))
		return NULL;
	plansql_options options = {.dialect = dialect};
	sources_apply(&a->sources, &options);
	plansql_result *r = plansql_compile(in.text, in.len, &options);
	if (r)
		print_diagnostics(r, in.name);
	free_input(&in);
	return r;
}

int command_run(int argc, char **argv)
{
	struct run_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	bool postgres = is_postgres_uri(a.db);
	if (!sources_load(&a.sources, "run", !a.sources.no_audit)) {
		sources_free(&a.sources);
		return EXIT_USAGE;
	}
	plansql_result *r =
	    compile_for(&a, postgres ? PLANSQL_POSTGRES : PLANSQL_SQLITE);
	const char *sql = plansql_result_sql(r);
	struct rows rows = {0};
	rc = !r ? EXIT_USAGE : !sql ? EXIT_REJECTED : EXIT_COMPILED;
	if (sql && a.show_sql)
		fprintf(stderr, "%s;\n", sql);
	if (sql && !(postgres ? run_postgres(a.db, sql, &rows)
			      : run_sqlite(a.db + 7, sql, &rows)))
		rc = EXIT_USAGE;
	if (rc == EXIT_COMPILED) {
		if (a.tsv)
			rows_print_tsv(stdout, &rows);
		else
			rows_print_table(stdout, &rows);
	}
	rows_free(&rows);
	plansql_result_free(r);
	sources_free(&a.sources);
	return rc;
}
