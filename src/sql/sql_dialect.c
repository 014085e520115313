#include "sql/sql_dialect.h"

static const struct dialect *const dialects[] = {
    [PLANSQL_SQLITE] = &dialect_sqlite,
    [PLANSQL_POSTGRES] = &dialect_postgres,
    [PLANSQL_MYSQL] = &dialect_mysql,
    [PLANSQL_TSQL] = &dialect_tsql,
};

const struct dialect *dialect_get(plansql_dialect id)
{
	if ((unsigned)id >= sizeof dialects / sizeof *dialects)
		return NULL;
	return dialects[id];
}
