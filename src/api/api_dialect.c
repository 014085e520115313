/* The public API of dialects: their names. */
#include <string.h>

#include "plansql.h"
#include "sql/sql_dialect.h"

static const struct {
	const char *name;
	plansql_dialect id;
} dialect_names[] = {
    {"sqlite", PLANSQL_SQLITE},	    {"sqlite3", PLANSQL_SQLITE},
    {"postgres", PLANSQL_POSTGRES}, {"postgresql", PLANSQL_POSTGRES},
    {"pg", PLANSQL_POSTGRES},	    {"mysql", PLANSQL_MYSQL},
    {"mariadb", PLANSQL_MYSQL},	    {"tsql", PLANSQL_TSQL},
    {"mssql", PLANSQL_TSQL},	    {"sqlserver", PLANSQL_TSQL},
};

int plansql_dialect_from_name(const char *name, plansql_dialect *out)
{
	if (!name || !out)
		return PLANSQL_MISUSE;
	for (size_t i = 0; i < sizeof dialect_names / sizeof *dialect_names;
	     i++) {
		if (!strcmp(name, dialect_names[i].name)) {
			*out = dialect_names[i].id;
			return PLANSQL_OK;
		}
	}
	return PLANSQL_MISUSE;
}

const char *plansql_dialect_name(plansql_dialect id)
{
	const struct dialect *d = dialect_get(id);
	return d ? d->name : NULL;
}
