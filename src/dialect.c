#include "dialect.h"

#include <string.h>

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
	for (size_t i = 0; i < sizeof dialect_names / sizeof *dialect_names;
	     i++) {
		if (!strcmp(name, dialect_names[i].name)) {
			*out = dialect_names[i].id;
			return 0;
		}
	}
	return -1;
}

const char *plansql_dialect_name(plansql_dialect id)
{
	const struct dialect *d = dialect_get(id);
	return d ? d->name : NULL;
}
