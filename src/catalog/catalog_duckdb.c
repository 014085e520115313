/* DuckDB databases (catalog_duckdb.h), and their catalog: the duckdb
 * dialect's catalog query (plansql catalog --query duckdb) run on the
 * database and its one value read as a catalog file is, so that the
 * catalog the command reads and the one the script prints cannot
 * differ. */
#include "catalog/catalog_duckdb.h"

#include <string.h>
#include <strings.h>

#include "catalog/catalog_db.h"
#include "sql/sql_dialect.h"

static const char what[] = "the DuckDB database";

bool catalog_duckdb_in_memory(const char *path)
{
	return !*path || !strcmp(path, ":memory:");
}

static bool ends_with(const char *s, size_t len, const char *suffix)
{
	size_t n = strlen(suffix);
	return len >= n && !strncasecmp(s + len - n, suffix, n);
}

/* The table function that reads a file as a table, by its extension
 * (a compressed CSV or JSON file too); NULL for a database file. */
static const char *file_reader(const char *path)
{
	size_t len = strlen(path);
	if (ends_with(path, len, ".parquet"))
		return "read_parquet";
	if (ends_with(path, len, ".gz"))
		len -= 3;
	else if (ends_with(path, len, ".zst"))
		len -= 4;
	if (ends_with(path, len, ".csv") || ends_with(path, len, ".tsv"))
		return "read_csv_auto";
	if (ends_with(path, len, ".json") || ends_with(path, len, ".jsonl") ||
	    ends_with(path, len, ".ndjson"))
		return "read_json_auto";
	return NULL;
}

/* The statement that makes a file one table or database: its name and
 * path quoted by the duckdb dialect, as SQL DuckDB takes no parameters
 * in. */
static void attach_statement(strbuf *sql, const plansql_attachment *a)
{
	const struct dialect *duckdb = &dialect_duckdb;
	const char *reader = file_reader(a->path);
	if (reader) {
		strbuf_puts(sql, "CREATE TEMP VIEW ");
		duckdb->quote_identifier(sql, a->name);
		strbuf_puts(sql, " AS SELECT * FROM ");
		strbuf_puts(sql, reader);
		strbuf_putc(sql, '(');
		duckdb->quote_string(sql, a->path);
		strbuf_putc(sql, ')');
	} else {
		strbuf_puts(sql, "ATTACH ");
		duckdb->quote_string(sql, a->path);
		strbuf_puts(sql, " AS ");
		duckdb->quote_identifier(sql, a->name);
		strbuf_puts(sql, " (READ_ONLY)");
	}
}

/* Runs sql, which gives no rows; false after putting DuckDB's message
 * in why. */
static bool run(duckdb_connection c, const char *sql, strbuf *why)
{
	duckdb_result result;
	bool ok = duckdb_query(c, sql, &result) == DuckDBSuccess;
	if (!ok)
		strbuf_puts(why, duckdb_result_error(&result));
	duckdb_destroy_result(&result);
	return ok;
}

static bool attach_all(duckdb_connection c, const plansql_load_options *options,
		       strbuf *why)
{
	size_t count = options->attachments ? options->attachment_count : 0;
	for (size_t i = 0; i < count; i++) {
		strbuf sql;
		strbuf_init(&sql, NULL, 0, 1 << 20);
		attach_statement(&sql, &options->attachments[i]);
		bool ok = !sql.error && run(c, sql.text, why);
		if (sql.error)
			strbuf_puts(why, "out of memory");
		strbuf_release(&sql);
		if (!ok)
			return false;
	}
	return true;
}

/* A file opened read-only; plansql never downloads: an extension DuckDB
 * lacks is not fetched from the network. */
static bool configure(duckdb_config config, bool in_memory)
{
	return (in_memory || duckdb_set_config(config, "access_mode",
					       "READ_ONLY") == DuckDBSuccess) &&
	       duckdb_set_config(config, "autoinstall_known_extensions",
				 "false") == DuckDBSuccess;
}

static bool open_database(struct catalog_duckdb *db, const char *path,
			  strbuf *why)
{
	bool in_memory = catalog_duckdb_in_memory(path);
	duckdb_config config = NULL;
	char *error = NULL;
	if (duckdb_create_config(&config) != DuckDBSuccess ||
	    !configure(config, in_memory)) {
		strbuf_puts(why, "DuckDB refuses plansql's settings");
		duckdb_destroy_config(&config);
		return false;
	}
	bool ok = duckdb_open_ext(in_memory ? NULL : path, &db->database,
				  config, &error) == DuckDBSuccess;
	duckdb_destroy_config(&config);
	if (!ok) {
		strbuf_puts(why,
			    error ? error : "the database cannot be opened");
		duckdb_free(error);
		db->database = NULL;
	}
	return ok;
}

bool catalog_duckdb_open(struct catalog_duckdb *db, const char *path,
			 const plansql_load_options *options, strbuf *why)
{
	const char *loader_why;
	db->database = NULL;
	db->connection = NULL;
	if (!catalog_libduckdb_load(&loader_why)) {
		strbuf_puts(why, loader_why);
		return false;
	}
	if (!open_database(db, path, why))
		return false;
	if (duckdb_connect(db->database, &db->connection) != DuckDBSuccess) {
		strbuf_puts(why, "cannot connect to the database");
		db->connection = NULL;
		catalog_duckdb_close(db);
		return false;
	}
	if (!attach_all(db->connection, options, why)) {
		catalog_duckdb_close(db);
		return false;
	}
	return true;
}

void catalog_duckdb_close(struct catalog_duckdb *db)
{
	if (db->connection)
		duckdb_disconnect(&db->connection);
	if (db->database)
		duckdb_close(&db->database);
	db->connection = NULL;
	db->database = NULL;
}

/* The catalog query's one value, copied into out; false after putting
 * why in why. */
static bool query_catalog(duckdb_connection c, strbuf *out, strbuf *why)
{
	duckdb_result result;
	const char *query = dialect_duckdb.catalog_query;
	if (duckdb_query(c, query, &result) != DuckDBSuccess) {
		strbuf_puts(why, duckdb_result_error(&result));
		duckdb_destroy_result(&result);
		return false;
	}
	duckdb_data_chunk chunk = duckdb_fetch_chunk(result);
	bool ok = chunk && duckdb_column_count(&result) == 1 &&
		  duckdb_column_type(&result, 0) == DUCKDB_TYPE_VARCHAR &&
		  duckdb_data_chunk_get_size(chunk) == 1;
	if (ok) {
		duckdb_vector v = duckdb_data_chunk_get_vector(chunk, 0);
		duckdb_string_t *s = duckdb_vector_get_data(v);
		strbuf_put(out, duckdb_string_t_data(s),
			   duckdb_string_t_length(*s));
	} else {
		strbuf_puts(why, "the catalog query gave no value");
	}
	if (chunk)
		duckdb_destroy_data_chunk(&chunk);
	duckdb_destroy_result(&result);
	return ok;
}

plansql_catalog *catalog_from_duckdb(const char *path,
				     const plansql_load_options *options,
				     diag_list *d)
{
	struct catalog_duckdb db;
	strbuf why, json;
	strbuf_init(&why, NULL, 0, 1 << 16);
	strbuf_init(&json, NULL, 0, SIZE_MAX / 2);
	plansql_catalog *catalog = NULL;
	const char *shown = catalog_duckdb_in_memory(path) ? NULL : path;
	if (!catalog_duckdb_open(&db, path, options, &why)) {
		catalog_unreadable(d, what, shown, why.text);
	} else {
		if (query_catalog(db.connection, &json, &why) && !json.error)
			catalog = catalog_read(json.text, json.len, d);
		else if (json.error)
			d->out_of_memory = 1;
		else
			catalog_unreadable(d, what, shown, why.text);
		catalog_duckdb_close(&db);
	}
	strbuf_release(&json);
	strbuf_release(&why);
	return catalog;
}
