#include "catalog/catalog_attach.h"

#include <sqlite3.h>

/* SQLite compares schema names without ASCII case: "MAIN" is main. */
static bool same_name(const char *a, const char *b)
{
	return sqlite3_stricmp(a, b) == 0;
}

const char *catalog_attach_name_problem(const plansql_attachment *attachments,
					size_t i)
{
	const char *name = attachments[i].name;
	if (i >= PLANSQL_ATTACH_MAX)
		return "at most 10 databases can be attached";
	if (!name || !*name)
		return "the name is empty";
	if (same_name(name, "main") || same_name(name, "temp"))
		return "main and temp are the database's own schemas";
	for (size_t j = 0; j < i; j++)
		if (same_name(name, attachments[j].name))
			return "the name is given twice (names ignore case)";
	return NULL;
}

/* ATTACH takes expressions for both the file and the schema name. */
static int attach_one(sqlite3 *db, const plansql_attachment *a)
{
	sqlite3_stmt *s = NULL;
	int rc =
	    sqlite3_prepare_v2(db, "ATTACH DATABASE ?1 AS ?2", -1, &s, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(s, 1, a->path, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(s, 2, a->name, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_step(s) == SQLITE_DONE ? SQLITE_OK
						    : sqlite3_errcode(db);
	sqlite3_finalize(s);
	return rc;
}

bool catalog_attach_all(sqlite3 *db, const plansql_attachment *attachments,
			size_t count, const char **why)
{
	for (size_t i = 0; i < count; i++) {
		if (attach_one(db, &attachments[i]) != SQLITE_OK) {
			*why = sqlite3_errmsg(db);
			return false;
		}
		/* Attached files share the connection's open flags; make
		 * sure the promise holds whatever SQLite does. */
		if (sqlite3_db_readonly(db, attachments[i].name) != 1) {
			*why = "an attached database is not read-only";
			return false;
		}
	}
	return true;
}
