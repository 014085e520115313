#include "sql/sql_dialect.h"

#include <string.h>

/* The dialects, in the order of their ids: a dialect's index here is its
 * plansql_dialect value, so the first four stay where plansql.h numbers
 * them (they are ABI) and a new one goes at the end.  Adding a dialect
 * is adding its file to dialects/ and its line here, X(name) for the
 * struct dialect dialect_name that file defines. */
#define DIALECTS(X)                                                            \
	X(sqlite)   /* PLANSQL_SQLITE */                                       \
	X(postgres) /* PLANSQL_POSTGRES */                                     \
	X(mysql)    /* PLANSQL_MYSQL */                                        \
	X(tsql)	    /* PLANSQL_TSQL */                                         \
	X(duckdb)   /* PLANSQL_DUCKDB */                                       \
	X(trino)    /* PLANSQL_TRINO */                                        \
	X(spark)    /* PLANSQL_SPARK */                                        \
	X(snowflake) /* PLANSQL_SNOWFLAKE */                                   \
	X(bigquery) /* PLANSQL_BIGQUERY */                                     \
		    /* the next dialect: its line above this one */

#define DECLARE(name) extern const struct dialect dialect_##name;
DIALECTS(DECLARE)
#undef DECLARE

#define ENTRY(name) &dialect_##name,
static const struct dialect *const dialects[] = {DIALECTS(ENTRY)};
#undef ENTRY

#define COUNT (sizeof dialects / sizeof *dialects)

size_t sql_dialect_count(void)
{
	return COUNT;
}

const struct dialect *sql_dialect_get(plansql_dialect id)
{
	if ((unsigned)id >= COUNT)
		return NULL;
	return dialects[id];
}

static bool answers_to(const struct dialect *d, const char *name)
{
	if (!strcmp(d->name, name))
		return true;
	for (const char *const *alias = d->aliases; alias && *alias; alias++)
		if (!strcmp(*alias, name))
			return true;
	return false;
}

const struct dialect *sql_dialect_find(const char *name, plansql_dialect *id)
{
	for (size_t i = 0; i < COUNT; i++) {
		if (answers_to(dialects[i], name)) {
			*id = (plansql_dialect)i;
			return dialects[i];
		}
	}
	return NULL;
}

void sql_dialect_put_names(strbuf *out, const char *separator)
{
	for (size_t i = 0; i < COUNT; i++) {
		if (i)
			strbuf_puts(out, separator);
		strbuf_puts(out, dialects[i]->name);
	}
}
