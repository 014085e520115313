/* DuckDB's values as plansql hands them over (exec_duckdb_values.c):
 * each result column read by a reader chosen once from its type. */
#ifndef PLANSQL_EXEC_DUCKDB_H
#define PLANSQL_EXEC_DUCKDB_H

#include <stdbool.h>

#include "catalog/catalog_libduckdb.h"
#include "common/strbuf.h"
#include "plansql.h"

struct exec_duckdb_column {
	duckdb_type type;
	duckdb_type stored;	     /* a DECIMAL's or ENUM's integer type */
	unsigned scale;		     /* a DECIMAL's */
	duckdb_logical_type logical; /* an ENUM's, for its dictionary */
	plansql_value_kind kind;     /* of a value that is not NULL */
};

/* The reader of column i of result; false when plansql does not read
 * values of its type, with the type's name in why. */
bool exec_duckdb_column_init(struct exec_duckdb_column *c,
			     duckdb_result *result, idx_t i, strbuf *why);
void exec_duckdb_column_release(struct exec_duckdb_column *c);

/* Appends the text of the value at row of a vector's data, which is
 * not NULL, followed by a NUL. */
void exec_duckdb_value_text(const struct exec_duckdb_column *c,
			    const void *data, idx_t row, strbuf *out);

#endif
