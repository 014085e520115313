/* The public API of dialects: how many there are, their names.  The
 * dialect table (sql/sql_dialect.c) is their one list. */
#include "plansql.h"
#include "sql/sql_dialect.h"
#include "sql/sql_print.h"

size_t plansql_dialect_count(void)
{
	return sql_dialect_count();
}

int plansql_dialect_from_name(const char *name, plansql_dialect *out)
{
	if (!name || !out)
		return PLANSQL_MISUSE;
	plansql_dialect id;
	if (!sql_dialect_find(name, &id))
		return PLANSQL_MISUSE;
	*out = id;
	return PLANSQL_OK;
}

const char *plansql_dialect_name(plansql_dialect id)
{
	const struct dialect *d = sql_dialect_get(id);
	return d ? d->name : NULL;
}

const char *plansql_dialect_title(plansql_dialect id)
{
	const struct dialect *d = sql_dialect_get(id);
	return d ? d->title : NULL;
}

const char *plansql_catalog_query(plansql_dialect id)
{
	const struct dialect *d = sql_dialect_get(id);
	return d ? d->catalog_query : NULL;
}

char *plansql_dialect_placeholder(plansql_dialect id, size_t number)
{
	const struct dialect *d = sql_dialect_get(id);
	if (!d || !number)
		return NULL;
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 64);
	struct printer p = {.out = &sb, .dialect = d, .compact = true};
	struct literal text = {.kind = LIT_STRING, .text = ""};
	d->placeholder(&p, number, &text);
	return strbuf_finish(&sb);
}
