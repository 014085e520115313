/* Catalogs read from MySQL and MariaDB servers through libmariadb: the
 * mysql dialect's catalog query (plansql catalog --query mysql), run in
 * a read-only session, and its one value read as a catalog file is, so
 * that the catalog the command reads and the one the script prints
 * cannot differ. */
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_db.h"
#include "catalog/catalog_mysql.h"
#include "common/strbuf.h"
#include "sql/sql_dialect.h"

static const char what[] = "the MySQL or MariaDB database";

bool catalog_mysql_connect(MYSQL *m, const struct mysql_url *u,
			   const plansql_load_options *options,
			   unsigned long flags)
{
	unsigned int seconds =
	    (unsigned int)((catalog_load_timeout_ms(options) + 999) / 1000);
	const char *password = u->password ? u->password : getenv("MYSQL_PWD");
	mysql_options(m, MYSQL_OPT_CONNECT_TIMEOUT, &seconds);
	mysql_options(m, MYSQL_READ_DEFAULT_GROUP, "client");
	mysql_options(m, MYSQL_SET_CHARSET_NAME, "utf8mb4");
	return mysql_real_connect(m, u->host, u->user, password, u->database,
				  u->port, u->socket, flags) != NULL;
}

static MYSQL *connect_to(const struct mysql_url *u,
			 const plansql_load_options *options, diag_list *d)
{
	MYSQL *m = mysql_init(NULL);
	if (!m) {
		d->out_of_memory = 1;
		return NULL;
	}
	if (!catalog_mysql_connect(m, u, options,
				   LIBMARIADB_MULTI_STATEMENTS)) {
		catalog_unreadable(d, what, NULL, mysql_error(m));
		mysql_close(m);
		return NULL;
	}
	return m;
}

/* Runs sql (several statements); the first value of the last result
 * that has one, copied into out.  False after reporting why. */
static bool run_script(MYSQL *m, const char *sql, strbuf *out, diag_list *d)
{
	if (mysql_real_query(m, sql, (unsigned long)strlen(sql))) {
		catalog_unreadable(d, what, NULL, mysql_error(m));
		return false;
	}
	int more;
	do {
		MYSQL_RES *res = mysql_store_result(m);
		MYSQL_ROW row = res ? mysql_fetch_row(res) : NULL;
		unsigned long *lengths = row ? mysql_fetch_lengths(res) : NULL;
		if (row && mysql_num_fields(res) >= 1 && row[0]) {
			strbuf_truncate(out, 0);
			strbuf_put(out, row[0], lengths[0]);
		}
		if (res)
			mysql_free_result(res);
		more = mysql_next_result(m);
	} while (more == 0);
	if (more > 0) {
		catalog_unreadable(d, what, NULL, mysql_error(m));
		return false;
	}
	if (out->error) {
		d->out_of_memory = 1;
		return false;
	}
	return true;
}

/* The databases to read (the catalog query's @plansql_schemas), bound
 * as a value.  False after reporting why. */
static bool choose_schemas(MYSQL *m, const char *schemas, diag_list *d)
{
	static const char sql[] = "SET @plansql_schemas = ?";
	MYSQL_STMT *stmt = mysql_stmt_init(m);
	if (!stmt) {
		d->out_of_memory = 1;
		return false;
	}
	unsigned long length = (unsigned long)strlen(schemas);
	MYSQL_BIND value = {.buffer_type = MYSQL_TYPE_STRING,
			    .buffer = (void *)schemas,
			    .buffer_length = length,
			    .length = &length};
	bool ok = !mysql_stmt_prepare(stmt, sql, sizeof sql - 1) &&
		  !mysql_stmt_bind_param(stmt, &value) &&
		  !mysql_stmt_execute(stmt);
	if (!ok)
		catalog_unreadable(d, what, NULL, mysql_stmt_error(stmt));
	mysql_stmt_close(stmt);
	return ok;
}

plansql_catalog *catalog_from_mysql(const char *name,
				    const plansql_load_options *options,
				    diag_list *d)
{
	const char *why;
	if (!catalog_libmariadb_load(&why)) {
		catalog_unreadable(d, what, NULL, why);
		return NULL;
	}
	struct mysql_url url;
	if (!catalog_mysql_url_parse(name, &url, d))
		return NULL;
	MYSQL *m = connect_to(&url, options, d);
	catalog_mysql_url_free(&url);
	if (!m)
		return NULL;
	strbuf json;
	strbuf_init(&json, NULL, 0, SIZE_MAX / 2);
	plansql_catalog *catalog = NULL;
	const char *query = sql_dialect_get(PLANSQL_MYSQL)->catalog_query;
	if (run_script(m, "SET SESSION TRANSACTION READ ONLY", &json, d) &&
	    (!options->schemas || choose_schemas(m, options->schemas, d)) &&
	    run_script(m, query, &json, d)) {
		if (json.len)
			catalog = catalog_read(json.text, json.len, d);
		else
			catalog_unreadable(d, what, NULL,
					   "the catalog query gave no value");
	}
	strbuf_release(&json);
	mysql_close(m);
	return catalog;
}
