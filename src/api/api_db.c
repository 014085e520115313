/* The public API of running SQL (plansql.h, "Running SQL") over the
 * exec stage. */
#include <stddef.h>
#include <string.h>

#include "api/api_internal.h"
#include "catalog/catalog_dbname.h"
#include "exec/exec.h"

static plansql_dialect dialect_of_kind(enum catalog_db_kind kind)
{
	return kind == CATALOG_DB_SQLITE   ? PLANSQL_SQLITE
	       : kind == CATALOG_DB_MYSQL  ? PLANSQL_MYSQL
	       : kind == CATALOG_DB_DUCKDB ? PLANSQL_DUCKDB
					   : PLANSQL_POSTGRES;
}

int plansql_db_dialect_of(const char *database, plansql_dialect *dialect)
{
	enum catalog_db_kind kind = catalog_db_kind(database);
	if (kind == CATALOG_DB_NONE || !dialect)
		return PLANSQL_MISUSE;
	*dialect = dialect_of_kind(kind);
	return PLANSQL_OK;
}

plansql_result *plansql_db_check(const char *database,
				 const plansql_load_options *options,
				 plansql_dialect *dialect)
{
	plansql_result *r = compile_result_new();
	if (!r)
		return NULL;
	plansql_load_options o;
	if (api_load_arguments(&r->diags, database, options, &o) &&
	    catalog_db_check(database, &o, &r->diags) && dialect)
		*dialect = dialect_of_kind(catalog_db_kind(database));
	return compile_result_done(r);
}

plansql_result *plansql_db_open(const char *database,
				const plansql_load_options *options,
				plansql_db **db)
{
	plansql_result *r = compile_result_new();
	*db = NULL;
	if (!r)
		return NULL;
	plansql_load_options o;
	if (api_load_arguments(&r->diags, database, options, &o))
		*db = exec_open(database, &o, &r->diags);
	return compile_result_done(r);
}

plansql_dialect plansql_db_dialect(const plansql_db *db)
{
	return db ? db->engine->dialect : PLANSQL_SQLITE;
}

void plansql_db_close(plansql_db *db)
{
	exec_close(db);
}

void plansql_run_options_init(plansql_run_options *options, size_t size)
{
	if (!options || size < sizeof options->size)
		return;
	memset(options, 0, size);
	options->size = size;
}

plansql_run_end plansql_db_run(plansql_db *db, const char *sql,
			       const plansql_run_options *options,
			       const plansql_run_handler *handler)
{
	plansql_run_options o;
	plansql_run_options_init(&o, sizeof o);
	if (options && options->size < offsetof(plansql_run_options, params))
		return PLANSQL_RUN_FAILED;
	if (options)
		memcpy(&o, options,
		       options->size < sizeof o ? options->size : sizeof o);
	o.size = sizeof o;
	if (!db || !sql || !(o.seconds >= 0))
		return PLANSQL_RUN_FAILED;
	return exec_run(db, sql, &o, handler);
}

const char *plansql_db_error(const plansql_db *db)
{
	return db && db->error ? db->error : "";
}

void plansql_db_cancel(plansql_db *db)
{
	if (db)
		atomic_store(&db->cancelled, 1);
}
