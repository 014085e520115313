/* The catalog of a SQLite file: its tables and views from sqlite_schema,
 * their columns and keys from the pragma table-valued functions.  Table
 * names are bound as parameters, never pasted into SQL. */
#include <sqlite3.h>

#include "catalog_db.h"

enum statement {
	TABLES,
	COLUMNS,
	KEY_INDEX,
	PRIMARY_KEY,
	FOREIGN_KEYS,
	STATEMENT_COUNT
};

static const char *const statement_sql[STATEMENT_COUNT] = {
    /* By name, so the catalog does not depend on creation order. */
    [TABLES] = "SELECT name, type FROM sqlite_schema "
	       "WHERE type IN ('table', 'view') "
	       "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
	       "ORDER BY name",
    /* pragma_table_info leaves generated columns out; table_xinfo lists
     * them, and marks with hidden = 1 the hidden columns of a virtual
     * table, which SELECT * leaves out too. */
    [COLUMNS] = "SELECT name, type, \"notnull\", pk "
		"FROM pragma_table_xinfo(?1) WHERE hidden <> 1 ORDER BY cid",
    /* Every primary key has an index of its own, except an INTEGER
     * PRIMARY KEY: that column is the rowid, which is never NULL. */
    [KEY_INDEX] = "SELECT count(*) FROM pragma_index_list(?1) "
		  "WHERE origin = 'pk'",
    [PRIMARY_KEY] = "SELECT name FROM pragma_table_info(?1) "
		    "WHERE pk > 0 ORDER BY pk",
    /* One row per column pair, in column order.  A key without "to"
     * refers to the parent's primary key, in key order; names take the
     * spelling of what they name (SQLite matches them without case). */
    [FOREIGN_KEYS] =
	"SELECT c.name, "
	"coalesce((SELECT s.name FROM sqlite_schema AS s "
	"WHERE s.name = f.\"table\" COLLATE NOCASE "
	"AND s.type IN ('table', 'view')), f.\"table\") AS parent, "
	"coalesce((SELECT p.name FROM pragma_table_info(f.\"table\") AS p "
	"WHERE CASE WHEN f.\"to\" IS NULL THEN p.pk = f.seq + 1 "
	"ELSE p.name = f.\"to\" COLLATE NOCASE END), f.\"to\") "
	"AS parent_column "
	"FROM pragma_foreign_key_list(?1) AS f "
	"JOIN pragma_table_xinfo(?1) AS c "
	"ON c.name = f.\"from\" COLLATE NOCASE "
	"ORDER BY c.cid, parent, parent_column",
};

struct sqlite_reader {
	const char *path;
	diag_list *d;
	catalog_builder *b;
	sqlite3 *db;
	sqlite3_stmt *statements[STATEMENT_COUNT];
	bool ok; /* false once a problem is reported */
};

static void report_sqlite_error(struct sqlite_reader *r, const char *reason)
{
	if (r->ok)
		catalog_unreadable(r->d, "the SQLite file", r->path, reason);
	r->ok = false;
}

/* Read-only: a missing file is an error, never a new database. */
static bool open_reader(struct sqlite_reader *r)
{
	int rc = sqlite3_open_v2(r->path, &r->db, SQLITE_OPEN_READONLY, NULL);
	if (rc != SQLITE_OK) {
		report_sqlite_error(r, r->db ? sqlite3_errmsg(r->db)
					     : sqlite3_errstr(rc));
		return false;
	}
	sqlite3_busy_timeout(r->db, 5000); /* a writer may hold a lock */
	for (int i = 0; i < STATEMENT_COUNT; i++) {
		if (sqlite3_prepare_v2(r->db, statement_sql[i], -1,
				       &r->statements[i], NULL) != SQLITE_OK) {
			report_sqlite_error(r, sqlite3_errmsg(r->db));
			return false;
		}
	}
	return true;
}

static void close_reader(struct sqlite_reader *r)
{
	for (int i = 0; i < STATEMENT_COUNT; i++)
		sqlite3_finalize(r->statements[i]);
	sqlite3_close(r->db);
}

/* Runs a per-table statement again, for another table. */
static sqlite3_stmt *for_table(struct sqlite_reader *r, enum statement which,
			       const char *table)
{
	sqlite3_stmt *s = r->statements[which];
	sqlite3_reset(s);
	if (sqlite3_bind_text(s, 1, table, -1, SQLITE_TRANSIENT) != SQLITE_OK)
		report_sqlite_error(r, sqlite3_errmsg(r->db));
	return s;
}

/* True for each row; false at the end, or after reporting an error. */
static bool next_row(struct sqlite_reader *r, sqlite3_stmt *s)
{
	if (!r->ok)
		return false;
	int rc = sqlite3_step(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		report_sqlite_error(r, sqlite3_errmsg(r->db));
	return rc == SQLITE_ROW;
}

static const char *text_at(sqlite3_stmt *s, int column)
{
	return (const char *)sqlite3_column_text(s, column);
}

static bool has_rowid_key(struct sqlite_reader *r, const char *table)
{
	sqlite3_stmt *s = for_table(r, KEY_INDEX, table);
	return next_row(r, s) && sqlite3_column_int(s, 0) == 0;
}

/* A primary key column may hold NULL unless declared NOT NULL (an old
 * SQLite quirk kept for compatibility), except the rowid. */
static void read_columns(struct sqlite_reader *r, size_t out, const char *table)
{
	bool rowid_key = has_rowid_key(r, table);
	sqlite3_stmt *s = for_table(r, COLUMNS, table);
	while (next_row(r, s)) {
		bool not_null = sqlite3_column_int(s, 2) ||
				(rowid_key && sqlite3_column_int(s, 3) > 0);
		if (!catalog_build_column(r->b, out, text_at(s, 0),
					  text_at(s, 1), !not_null))
			r->ok = false;
	}
}

static void read_primary_key(struct sqlite_reader *r, size_t out,
			     const char *table)
{
	sqlite3_stmt *s = for_table(r, PRIMARY_KEY, table);
	while (next_row(r, s))
		if (!catalog_build_primary_key(r->b, out, text_at(s, 0)))
			r->ok = false;
}

/* A key to a parent that has no primary key, or does not exist, names
 * no column: it cannot be described, and is left out. */
static void read_foreign_keys(struct sqlite_reader *r, size_t out,
			      const char *table)
{
	sqlite3_stmt *s = for_table(r, FOREIGN_KEYS, table);
	while (next_row(r, s)) {
		const char *parent_column = text_at(s, 2);
		if (parent_column &&
		    !catalog_build_foreign_key(r->b, out, text_at(s, 0),
					       text_at(s, 1), parent_column))
			r->ok = false;
	}
}

/* SQLite keeps no descriptions: the description is empty. */
static void read_table(struct sqlite_reader *r, const char *name,
		       const char *kind)
{
	long table = catalog_build_table(r->b, name, NULL, "", kind);
	if (table < 0) {
		r->ok = false;
		return;
	}
	read_columns(r, (size_t)table, name);
	read_primary_key(r, (size_t)table, name);
	read_foreign_keys(r, (size_t)table, name);
}

plansql_catalog *catalog_from_sqlite(const char *path, diag_list *d)
{
	catalog_builder b;
	if (!catalog_build_start(&b, d))
		return NULL;
	struct sqlite_reader r = {.path = path, .d = d, .b = &b, .ok = true};
	if (open_reader(&r)) {
		sqlite3_stmt *s = r.statements[TABLES];
		while (next_row(&r, s))
			read_table(&r, text_at(s, 0), text_at(s, 1));
	}
	close_reader(&r);
	b.failed |= !r.ok;
	return catalog_build_finish(&b);
}
