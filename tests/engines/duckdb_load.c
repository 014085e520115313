/* Loads a SQL script into a DuckDB file for the engine tests, which
 * plansql itself only opens read-only:
 *   duckdb-load FILE < SCRIPT   runs SCRIPT's statements on FILE
 *   duckdb-load FILE -c QUERY   prints QUERY's first value
 * through plansql's own loader of libduckdb (PLANSQL_LIBDUCKDB). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_libduckdb.h"

static char *read_all(FILE *f)
{
	size_t len = 0, cap = 1 << 16;
	char *text = malloc(cap);
	size_t n;
	while (text && (n = fread(text + len, 1, cap - len - 1, f)) > 0) {
		len += n;
		if (cap - len < 2)
			text = realloc(text, cap *= 2);
	}
	if (text)
		text[len] = '\0';
	return text;
}

static int first_value(duckdb_result *result)
{
	duckdb_data_chunk chunk = duckdb_fetch_chunk(*result);
	if (!chunk || duckdb_column_type(result, 0) != DUCKDB_TYPE_VARCHAR) {
		fputs("duckdb-load: the query gave no text\n", stderr);
		return 1;
	}
	duckdb_string_t *s =
	    duckdb_vector_get_data(duckdb_data_chunk_get_vector(chunk, 0));
	fwrite(duckdb_string_t_data(s), 1, duckdb_string_t_length(*s), stdout);
	putchar('\n');
	duckdb_destroy_data_chunk(&chunk);
	return 0;
}

int main(int argc, char **argv)
{
	const char *why;
	if (argc != 2 && !(argc == 4 && !strcmp(argv[2], "-c"))) {
		fputs("usage: duckdb-load FILE [-c QUERY]\n", stderr);
		return 2;
	}
	if (!catalog_libduckdb_load(&why)) {
		fprintf(stderr, "duckdb-load: %s\n", why);
		return 1;
	}
	duckdb_database db;
	duckdb_connection c;
	char *error = NULL;
	if (duckdb_open_ext(argv[1], &db, NULL, &error) != DuckDBSuccess ||
	    duckdb_connect(db, &c) != DuckDBSuccess) {
		fprintf(stderr, "duckdb-load: %s\n", error ? error : argv[1]);
		return 1;
	}
	char *sql = argc == 4 ? argv[3] : read_all(stdin);
	duckdb_result result;
	int status = 0;
	if (!sql || duckdb_query(c, sql, &result) != DuckDBSuccess) {
		fprintf(stderr, "duckdb-load: %s\n",
			sql ? duckdb_result_error(&result) : "out of memory");
		status = 1;
	} else if (argc == 4) {
		status = first_value(&result);
	}
	if (sql)
		duckdb_destroy_result(&result);
	if (argc != 4)
		free(sql);
	duckdb_disconnect(&c);
	duckdb_close(&db);
	return status;
}
