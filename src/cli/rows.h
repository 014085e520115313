/* A result set held in memory and printed as a table or as TSV. */
#ifndef PLANSQL_CLI_ROWS_H
#define PLANSQL_CLI_ROWS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct rows {
	size_t columns;
	char **names;	   /* columns entries */
	char **cells;	   /* row-major; NULL for SQL NULL */
	size_t count, cap; /* rows */
};

bool rows_init(struct rows *r, size_t columns);
bool rows_set_name(struct rows *r, size_t column, const char *name);
/* Appends a row of columns cells; a NULL cell is SQL NULL. */
bool rows_add(struct rows *r, const char *const *cells);
void rows_free(struct rows *r);

void rows_print_table(FILE *out, const struct rows *r);
void rows_print_tsv(FILE *out, const struct rows *r);

#endif
