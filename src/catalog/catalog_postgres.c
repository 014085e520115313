/* The catalog of a PostgreSQL database, read from pg_catalog in one
 * read-only transaction: the relations of every schema the role may use
 * (USAGE), but the system's, or of the schemas listed.  (information_
 * schema would hide the tables the user may not read, and is slow.)
 * Every query is a constant run with PQexecParams, which runs exactly
 * one statement; the list of schemas is its one parameter. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_db.h"
#include "catalog/catalog_index.h"
#include "catalog/catalog_libpq.h"
#include "common/plansql_limits.h"

/* The schemas: $1 NULL for all but the system's (toast and temporary
 * schemas too), else a comma-separated list.  A partition is reached
 * through its partitioned table, and left out. */
#define VISIBLE_RELATIONS                                                      \
	"(SELECT c.oid, c.relname, c.relkind, n.nspname "                      \
	"FROM pg_catalog.pg_class AS c "                                       \
	"JOIN pg_catalog.pg_namespace AS n ON n.oid = c.relnamespace "         \
	"WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') "                        \
	"AND NOT c.relispartition "                                            \
	"AND n.nspname NOT IN ('pg_catalog', 'information_schema') "           \
	"AND n.nspname NOT LIKE 'pg\\_toast%' "                                \
	"AND n.nspname NOT LIKE 'pg\\_temp%' "                                 \
	"AND pg_catalog.has_schema_privilege(n.oid, 'USAGE') "                 \
	"AND ($1::text IS NULL OR n.nspname = "                                \
	"ANY (pg_catalog.string_to_array($1::text, ',')))) AS t"

/* Byte order, as SQLite sorts names; a name in several schemas once per
 * schema.  A table its plain name reaches (pg_table_is_visible: its
 * schema is on the search_path and no earlier schema has the name) has
 * the position of its schema there (from 1) as search_order; any other
 * has none, and the SQL names its schema. */
static const char tables_sql[] =
    "SELECT t.oid, t.relname, t.nspname, t.relkind, "
    "coalesce(pg_catalog.obj_description(t.oid, 'pg_class'), ''), "
    "CASE WHEN pg_catalog.pg_table_is_visible(t.oid) THEN "
    "pg_catalog.array_position(pg_catalog.current_schemas(false), "
    "t.nspname) END "
    "FROM " VISIBLE_RELATIONS " ORDER BY t.relname COLLATE \"C\", "
    "t.nspname COLLATE \"C\"";

static const char columns_sql[] =
    "SELECT a.attrelid, a.attname, "
    "pg_catalog.format_type(a.atttypid, a.atttypmod), a.attnotnull "
    "FROM pg_catalog.pg_attribute AS a "
    "JOIN " VISIBLE_RELATIONS " ON t.oid = a.attrelid "
    "WHERE a.attnum > 0 AND NOT a.attisdropped "
    "ORDER BY a.attrelid, a.attnum";

static const char primary_keys_sql[] =
    "SELECT k.conrelid, a.attname "
    "FROM pg_catalog.pg_constraint AS k "
    "JOIN " VISIBLE_RELATIONS " ON t.oid = k.conrelid "
    "CROSS JOIN LATERAL unnest(k.conkey) WITH ORDINALITY "
    "AS u(attnum, position) "
    "JOIN pg_catalog.pg_attribute AS a "
    "ON a.attrelid = k.conrelid AND a.attnum = u.attnum "
    "WHERE k.contype = 'p' ORDER BY k.conrelid, u.position";

/* One row per column pair, in column order.  A key that refers to a
 * partitioned table has a copy per partition (conparentid set): only
 * the key itself is listed. */
static const char foreign_keys_sql[] =
    "SELECT k.conrelid, a.attname, r.relname, ra.attname, rn.nspname "
    "FROM pg_catalog.pg_constraint AS k "
    "JOIN " VISIBLE_RELATIONS " ON t.oid = k.conrelid "
    "CROSS JOIN LATERAL unnest(k.conkey, k.confkey) "
    "AS u(attnum, parent_attnum) "
    "JOIN pg_catalog.pg_attribute AS a "
    "ON a.attrelid = k.conrelid AND a.attnum = u.attnum "
    "JOIN pg_catalog.pg_class AS r ON r.oid = k.confrelid "
    "JOIN pg_catalog.pg_namespace AS rn ON rn.oid = r.relnamespace "
    "JOIN pg_catalog.pg_attribute AS ra "
    "ON ra.attrelid = k.confrelid AND ra.attnum = u.parent_attnum "
    "WHERE k.contype = 'f' AND k.conparentid = 0 "
    "ORDER BY k.conrelid, u.attnum, r.relname COLLATE \"C\", "
    "ra.attname COLLATE \"C\"";

struct pg_reader {
	diag_list *d;
	PGconn *conn;
	catalog_builder *b;	   /* the catalog, its tables in name order */
	arena scratch;		   /* by_oid */
	struct name_index *by_oid; /* the tables' indexes, by oid as text */
	const char *schemas;	   /* the $1 of every query: NULL for all */
	bool ok;		   /* false once a problem is reported */
};

static void report_pg_error(struct pg_reader *r)
{
	if (r->ok)
		catalog_unreadable(r->d, "the PostgreSQL database", NULL,
				   PQerrorMessage(r->conn));
	r->ok = false;
}

static void report_no_memory(struct pg_reader *r)
{
	r->d->out_of_memory = 1;
	r->ok = false;
}

/* The result of sql when it has the wanted status, else NULL after
 * reporting the error. */
static PGresult *run(struct pg_reader *r, const char *sql,
		     ExecStatusType wanted)
{
	if (!r->ok)
		return NULL;
	const char *const params[] = {r->schemas};
	bool needs_schemas = strstr(sql, "$1") != NULL;
	PGresult *res =
	    PQexecParams(r->conn, sql, needs_schemas ? 1 : 0, NULL,
			 needs_schemas ? params : NULL, NULL, NULL, 0);
	if (PQresultStatus(res) == wanted)
		return res;
	report_pg_error(r);
	PQclear(res);
	return NULL;
}

/* Repeatable read: every query sees the same snapshot of the catalog,
 * even while someone changes the schema. */
static bool connect_reader(struct pg_reader *r, const char *conninfo,
			   long timeout_ms)
{
	const char *why;
	if (!catalog_libpq_load(&why)) {
		catalog_unreadable(r->d, "the PostgreSQL database", NULL, why);
		r->ok = false;
		return false;
	}
	/* libpq counts whole seconds; the connection string's own
	 * connect_timeout, given after, wins. */
	char seconds[24];
	catalog_libpq_timeout_seconds(timeout_ms, seconds);
	const char *const keywords[] = {"connect_timeout", "dbname", NULL};
	const char *const values[] = {seconds, conninfo, NULL};
	r->conn = PQconnectdbParams(keywords, values, 1);
	if (!r->conn) {
		report_no_memory(r);
		return false;
	}
	if (PQstatus(r->conn) != CONNECTION_OK ||
	    PQsetClientEncoding(r->conn, "UTF8") != 0) {
		report_pg_error(r);
		return false;
	}
	PQclear(run(r, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
		    PGRES_COMMAND_OK));
	return r->ok;
}

static const char *kind_name(char relkind)
{
	switch (relkind) {
	case 'v':
		return "view";
	case 'm':
		return "materialized view";
	case 'f':
		return "foreign table";
	default: /* 'r' ordinary or 'p' partitioned */
		return "table";
	}
}

static bool no_memory_in(struct pg_reader *r)
{
	report_no_memory(r);
	return false;
}

/* The table in the catalog, and its index in the oid map. */
static bool add_table(struct pg_reader *r, PGresult *res, int row)
{
	long table = catalog_build_table(
	    r->b, PQgetvalue(res, row, 1), PQgetvalue(res, row, 2),
	    PQgetvalue(res, row, 4), kind_name(*PQgetvalue(res, row, 3)));
	if (table < 0)
		return false;
	if (!PQgetisnull(res, row, 5))
		catalog_build_search_order(
		    r->b, (size_t)table,
		    (size_t)strtoul(PQgetvalue(res, row, 5), NULL, 10) - 1);
	/* the index keeps the name, and the result is about to go */
	const char *oid = arena_strdup(&r->scratch, PQgetvalue(res, row, 0));
	if (!oid)
		return no_memory_in(r);
	catalog_name_index_add(r->by_oid, oid, table);
	return true;
}

static void read_tables(struct pg_reader *r)
{
	PGresult *res = run(r, tables_sql, PGRES_TUPLES_OK);
	int count = res ? PQntuples(res) : 0;
	r->by_oid =
	    res ? catalog_name_index_new(&r->scratch, (size_t)count) : NULL;
	if (res && !r->by_oid)
		report_no_memory(r);
	for (int i = 0; r->ok && i < count; i++)
		r->ok = add_table(r, res, i);
	PQclear(res);
}

/* Adds what one row says to its table; false when out of memory. */
typedef bool (*row_adder)(catalog_builder *b, size_t table, PGresult *res,
			  int row);

/* The first column of every row is the oid of its table. */
static void read_rows(struct pg_reader *r, const char *sql, row_adder add)
{
	PGresult *res = run(r, sql, PGRES_TUPLES_OK);
	for (int i = 0; res && r->ok && i < PQntuples(res); i++) {
		long table =
		    catalog_name_index_find(r->by_oid, PQgetvalue(res, i, 0));
		if (table >= 0 && !add(r->b, (size_t)table, res, i))
			r->ok = false;
	}
	PQclear(res);
}

static bool add_column(catalog_builder *b, size_t table, PGresult *res, int row)
{
	bool not_null = !strcmp(PQgetvalue(res, row, 3), "t");
	return catalog_build_column(b, table, PQgetvalue(res, row, 1),
				    PQgetvalue(res, row, 2), !not_null);
}

static bool add_primary_key(catalog_builder *b, size_t table, PGresult *res,
			    int row)
{
	return catalog_build_primary_key(b, table, PQgetvalue(res, row, 1));
}

static bool add_foreign_key(catalog_builder *b, size_t table, PGresult *res,
			    int row)
{
	return catalog_build_foreign_key(b, table, PQgetvalue(res, row, 1),
					 PQgetvalue(res, row, 2),
					 PQgetvalue(res, row, 3)) &&
	       catalog_build_foreign_key_schema(b, table,
						PQgetvalue(res, row, 4));
}

plansql_catalog *catalog_from_postgres(const char *conninfo,
				       const plansql_load_options *options,
				       diag_list *d)
{
	catalog_builder b;
	if (!catalog_build_start(&b, d))
		return NULL;
	struct pg_reader r = {
	    .d = d, .b = &b, .schemas = options->schemas, .ok = true};
	arena_init(&r.scratch, PLANSQL_ARENA_LIMIT);
	if (connect_reader(&r, conninfo, catalog_load_timeout_ms(options))) {
		read_tables(&r);
		read_rows(&r, columns_sql, add_column);
		read_rows(&r, primary_keys_sql, add_primary_key);
		read_rows(&r, foreign_keys_sql, add_foreign_key);
	}
	if (r.conn)
		PQfinish(r.conn);
	arena_free(&r.scratch);
	b.failed |= !r.ok;
	return catalog_build_finish(&b);
}
