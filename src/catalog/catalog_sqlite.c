/* The catalog of a SQLite file: its tables and views from sqlite_schema,
 * their columns and keys from the pragma table-valued functions.  Table
 * and schema names are bound as parameters, never pasted into SQL, but
 * for the schema of sqlite_schema, which is quoted.  With attached
 * files, every database is read alike, each table with its schema. */
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_db.h"
#include "catalog/catalog_attach.h"
#include "common/strbuf.h"

enum statement {
	TABLES,
	COLUMNS,
	KEY_INDEX,
	PRIMARY_KEY,
	FOREIGN_KEYS,
	STATEMENT_COUNT
};

/* main, then the attachments */
#define SCHEMA_MAX (PLANSQL_ATTACH_MAX + 1)

/* "@." stands for the quoted schema and a dot; ?1 is a table, ?2 its
 * schema. */
static const char *const statement_sql[STATEMENT_COUNT] = {
    [TABLES] = "SELECT name, type FROM @.sqlite_schema "
	       "WHERE type IN ('table', 'view') "
	       "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    /* pragma_table_info leaves generated columns out; table_xinfo lists
     * them, and marks with hidden = 1 the hidden columns of a virtual
     * table, which SELECT * leaves out too. */
    [COLUMNS] = "SELECT name, type, \"notnull\", pk "
		"FROM pragma_table_xinfo(?1, ?2) WHERE hidden <> 1 "
		"ORDER BY cid",
    /* Every primary key has an index of its own, except an INTEGER
     * PRIMARY KEY: that column is the rowid, which is never NULL. */
    [KEY_INDEX] = "SELECT count(*) FROM pragma_index_list(?1, ?2) "
		  "WHERE origin = 'pk'",
    [PRIMARY_KEY] = "SELECT name FROM pragma_table_info(?1, ?2) "
		    "WHERE pk > 0 ORDER BY pk",
    /* One row per column pair, in column order.  A key without "to"
     * refers to the parent's primary key, in key order; names take the
     * spelling of what they name (SQLite matches them without case).
     * The parent is in the same database: SQLite's keys never leave
     * it. */
    [FOREIGN_KEYS] =
	"SELECT c.name, "
	"coalesce((SELECT s.name FROM @.sqlite_schema AS s "
	"WHERE s.name = f.\"table\" COLLATE NOCASE "
	"AND s.type IN ('table', 'view')), f.\"table\") AS parent, "
	"coalesce((SELECT p.name FROM pragma_table_info(f.\"table\", ?2) "
	"AS p WHERE CASE WHEN f.\"to\" IS NULL THEN p.pk = f.seq + 1 "
	"ELSE p.name = f.\"to\" COLLATE NOCASE END), f.\"to\") "
	"AS parent_column "
	"FROM pragma_foreign_key_list(?1, ?2) AS f "
	"JOIN pragma_table_xinfo(?1, ?2) AS c "
	"ON c.name = f.\"from\" COLLATE NOCASE "
	"ORDER BY c.cid, parent, parent_column",
};

struct sqlite_reader {
	const char *path;
	const plansql_attachment *attachments;
	size_t schema_count; /* main and the attachments */
	int busy_timeout_ms;
	diag_list *d;
	catalog_builder *b;
	sqlite3 *db;
	sqlite3_stmt *statements[SCHEMA_MAX][STATEMENT_COUNT];
	bool ok; /* false once a problem is reported */
};

static void report_sqlite_error(struct sqlite_reader *r, const char *reason)
{
	if (r->ok)
		catalog_unreadable(r->d, "the SQLite file", r->path, reason);
	r->ok = false;
}

static const char *schema_name(const struct sqlite_reader *r, size_t schema)
{
	return schema ? r->attachments[schema - 1].name : "main";
}

/* The statement's text with "@." made the quoted schema and a dot. */
static char *statement_text(const char *sql, const char *schema)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1 << 20);
	for (const char *at; (at = strstr(sql, "@.")); sql = at + 1) {
		strbuf_put(&sb, sql, (size_t)(at - sql));
		strbuf_putc(&sb, '"');
		for (const char *c = schema; *c; c++) {
			if (*c == '"') /* doubled inside the quotes */
				strbuf_putc(&sb, '"');
			strbuf_putc(&sb, *c);
		}
		strbuf_putc(&sb, '"');
	}
	strbuf_puts(&sb, sql);
	char *text = strbuf_finish(&sb);
	strbuf_release(&sb);
	return text;
}

static bool prepare_schema(struct sqlite_reader *r, size_t schema)
{
	for (int i = 0; i < STATEMENT_COUNT; i++) {
		char *sql =
		    statement_text(statement_sql[i], schema_name(r, schema));
		if (!sql) {
			report_sqlite_error(r, sqlite3_errstr(SQLITE_NOMEM));
			return false;
		}
		int rc = sqlite3_prepare_v2(r->db, sql, -1,
					    &r->statements[schema][i], NULL);
		free(sql);
		if (rc != SQLITE_OK) {
			report_sqlite_error(r, sqlite3_errmsg(r->db));
			return false;
		}
	}
	return true;
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
	sqlite3_busy_timeout(r->db, r->busy_timeout_ms); /* a writer's lock */
	const char *why;
	if (!catalog_attach_all(r->db, r->attachments, r->schema_count - 1,
				&why)) {
		report_sqlite_error(r, why);
		return false;
	}
	for (size_t schema = 0; schema < r->schema_count; schema++)
		if (!prepare_schema(r, schema))
			return false;
	return true;
}

static void close_reader(struct sqlite_reader *r)
{
	for (size_t schema = 0; schema < SCHEMA_MAX; schema++)
		for (int i = 0; i < STATEMENT_COUNT; i++)
			sqlite3_finalize(r->statements[schema][i]);
	sqlite3_close(r->db);
}

/* Runs a per-table statement again, for another table. */
static sqlite3_stmt *for_table(struct sqlite_reader *r, enum statement which,
			       size_t schema, const char *table)
{
	sqlite3_stmt *s = r->statements[schema][which];
	sqlite3_reset(s);
	if (sqlite3_bind_text(s, 1, table, -1, SQLITE_TRANSIENT) != SQLITE_OK ||
	    sqlite3_bind_text(s, 2, schema_name(r, schema), -1,
			      SQLITE_STATIC) != SQLITE_OK)
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

/* A table or view as sqlite_schema lists it. */
struct found_table {
	char *name, *kind;
	size_t schema; /* 0: main, else the attachment's position + 1 */
	bool reached;  /* SQLite resolves the plain name to it */
};

static bool has_rowid_key(struct sqlite_reader *r, const struct found_table *t)
{
	sqlite3_stmt *s = for_table(r, KEY_INDEX, t->schema, t->name);
	return next_row(r, s) && sqlite3_column_int(s, 0) == 0;
}

/* A primary key column may hold NULL unless declared NOT NULL (an old
 * SQLite quirk kept for compatibility), except the rowid. */
static void read_columns(struct sqlite_reader *r, size_t out,
			 const struct found_table *t)
{
	bool rowid_key = has_rowid_key(r, t);
	sqlite3_stmt *s = for_table(r, COLUMNS, t->schema, t->name);
	while (next_row(r, s)) {
		bool not_null = sqlite3_column_int(s, 2) ||
				(rowid_key && sqlite3_column_int(s, 3) > 0);
		if (!catalog_build_column(r->b, out, text_at(s, 0),
					  text_at(s, 1), !not_null))
			r->ok = false;
	}
}

static void read_primary_key(struct sqlite_reader *r, size_t out,
			     const struct found_table *t)
{
	sqlite3_stmt *s = for_table(r, PRIMARY_KEY, t->schema, t->name);
	while (next_row(r, s))
		if (!catalog_build_primary_key(r->b, out, text_at(s, 0)))
			r->ok = false;
}

/* A key to a parent that has no primary key, or does not exist, names
 * no column: it cannot be described, and is left out. */
static void read_foreign_keys(struct sqlite_reader *r, size_t out,
			      const struct found_table *t)
{
	sqlite3_stmt *s = for_table(r, FOREIGN_KEYS, t->schema, t->name);
	while (next_row(r, s)) {
		const char *parent_column = text_at(s, 2);
		if (parent_column &&
		    !catalog_build_foreign_key(r->b, out, text_at(s, 0),
					       text_at(s, 1), parent_column))
			r->ok = false;
	}
}

/* SQLite keeps no descriptions: the description is empty.  Without
 * attachments a table has no schema, as the catalog always had. */
static void read_table(struct sqlite_reader *r, const struct found_table *t)
{
	bool schemas = r->schema_count > 1;
	long table = catalog_build_table(
	    r->b, t->name, schemas ? schema_name(r, t->schema) : NULL, "",
	    t->kind);
	if (table < 0) {
		r->ok = false;
		return;
	}
	if (schemas && t->reached)
		catalog_build_search_order(r->b, (size_t)table, t->schema);
	read_columns(r, (size_t)table, t);
	read_primary_key(r, (size_t)table, t);
	read_foreign_keys(r, (size_t)table, t);
}

/* ---- the tables of every database, in the catalog's order ---- */

struct table_list {
	struct found_table *items;
	size_t count, cap;
};

static void free_tables(struct table_list *l)
{
	for (size_t i = 0; i < l->count; i++) {
		free(l->items[i].name);
		free(l->items[i].kind);
	}
	free(l->items);
}

static char *copy_text(const char *text)
{
	size_t n = strlen(text) + 1;
	char *copy = malloc(n);
	return copy ? memcpy(copy, text, n) : NULL;
}

static bool add_table(struct table_list *l, const char *name, const char *kind,
		      size_t schema)
{
	if (l->count == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 64;
		struct found_table *items =
		    realloc(l->items, cap * sizeof *items);
		if (!items)
			return false;
		l->items = items;
		l->cap = cap;
	}
	struct found_table *t = &l->items[l->count];
	*t = (struct found_table){
	    .name = copy_text(name), .kind = copy_text(kind), .schema = schema};
	l->count++;
	return t->name && t->kind;
}

static bool list_tables(struct sqlite_reader *r, struct table_list *l)
{
	for (size_t schema = 0; schema < r->schema_count; schema++) {
		sqlite3_stmt *s = r->statements[schema][TABLES];
		while (next_row(r, s))
			if (!add_table(l, text_at(s, 0), text_at(s, 1),
				       schema)) {
				r->d->out_of_memory = 1;
				return false;
			}
	}
	return r->ok;
}

/* By name, byte order, so the catalog does not depend on creation
 * order; a name in several databases in the order SQLite searches
 * them. */
static int by_name(const void *a, const void *b)
{
	const struct found_table *x = a, *y = b;
	int c = strcmp(x->name, y->name);
	return c ? c : (x->schema > y->schema) - (x->schema < y->schema);
}

/* As SQLite matches names: ignoring ASCII case. */
static int by_name_without_case(const void *a, const void *b)
{
	const struct found_table *x = a, *y = b;
	int c = sqlite3_stricmp(x->name, y->name);
	return c ? c : (x->schema > y->schema) - (x->schema < y->schema);
}

/* A plain name reaches the first database that has it, in the order
 * SQLite searches: temp (empty: plansql creates nothing), main, then
 * the attached databases as attached. */
static void mark_reached(struct table_list *l)
{
	qsort(l->items, l->count, sizeof *l->items, by_name_without_case);
	for (size_t i = 0; i < l->count; i++)
		l->items[i].reached =
		    i == 0 ||
		    sqlite3_stricmp(l->items[i - 1].name, l->items[i].name);
	qsort(l->items, l->count, sizeof *l->items, by_name);
}

plansql_catalog *catalog_from_sqlite(const char *path,
				     const plansql_load_options *options,
				     diag_list *d)
{
	size_t count = options->attachment_count;
	catalog_builder b;
	if (!catalog_build_start(&b, d))
		return NULL;
	struct sqlite_reader r = {.path = path,
				  .attachments = options->attachments,
				  .schema_count = count + 1,
				  .busy_timeout_ms =
				      (int)catalog_load_timeout_ms(options),
				  .d = d,
				  .b = &b,
				  .ok = true};
	struct table_list tables = {0};
	if (open_reader(&r) && list_tables(&r, &tables)) {
		mark_reached(&tables);
		for (size_t i = 0; i < tables.count && r.ok; i++)
			read_table(&r, &tables.items[i]);
	}
	free_tables(&tables);
	close_reader(&r);
	b.failed |= !r.ok || d->out_of_memory;
	return catalog_build_finish(&b);
}
