/* SQL written for another engine, respelled in PostgreSQL's tokens so
 * that libpg_query reads it as that engine does: its strings, quoted
 * names, comments, LIMIT a, b and TOP n (docs/import.md, "SQL written
 * for other engines").  Each byte of the respelled text keeps the
 * offset it came from, so every message points into the user's text.
 * What has no exact PostgreSQL spelling is refused where it stands. */
#ifndef PLANSQL_IMPORT_LEX_H
#define PLANSQL_IMPORT_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"
#include "plansql.h"

struct importer;

/* The user's text as PostgreSQL's tokens. */
struct import_text {
	char *sql; /* NUL-terminated */
	size_t len;
	/* origin[i]: the offset in the user's text sql[i] came from;
	 * origin[len] is the user's length */
	uint32_t *origin;
};

/* Respells user (len bytes, NUL-terminated) as engine reads it into
 * *out, in arena a.  A double-quoted word is a name, but where the
 * sorted user offsets strings_at (count of them) say it is a string, as
 * SQLite reads a double-quoted word that names nothing.  False after a
 * refusal reported through im, at the user's offset. */
bool import_respell(struct importer *im, arena *a, plansql_dialect engine,
		    const char *user, size_t len, const uint32_t *strings_at,
		    size_t count, struct import_text *out);

#endif
