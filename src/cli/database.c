#define _POSIX_C_SOURCE 200809L /* strdup */
/* The database a command runs on, opened through the library
 * (plansql_db_open), with its problems said the command's way. */
#include "database.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "display.h"

struct database {
	const char *who;
	plansql_db *db;
	bool capturing; /* database_capture */
	char *captured;
};

bool database_spec_valid(const char *spec)
{
	plansql_dialect dialect;
	return database_spec_dialect(spec, &dialect);
}

bool database_spec_dialect(const char *spec, plansql_dialect *out)
{
	return plansql_db_dialect_of(spec, out) == PLANSQL_OK;
}

void database_report_problems(const plansql_result *r, const char *who,
			      const char *option)
{
	if (!r) {
		fprintf(stderr, "%s: out of memory\n", who);
		return;
	}
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		if (!strcmp(d->code, "database-error")) {
			database_report_line(who, d->message);
			continue;
		}
		char *hint = advice_hint(d->hint);
		/* the library escaped what it quotes */
		fprintf(stderr, "%s: %s: %s%s%s\n", who, option, d->message,
			hint ? "; " : "", hint ? hint : "");
		plansql_free(hint);
	}
}

bool database_check_spec(const char *spec, const char *who)
{
	plansql_result *r = plansql_db_check(spec ? spec : "", NULL, NULL);
	bool ok = r && plansql_result_ok(r);
	if (!ok)
		database_report_problems(r, who, "--db");
	plansql_result_free(r);
	return ok;
}

static const char no_reason[] = "(the database gave no reason)";

void database_report_line(const char *who, const char *line)
{
	fprintf(stderr, "%s: database error: %s\n", who,
		*line ? line : no_reason);
}

void database_report(const struct database *db, const char *message)
{
	if (db->capturing) {
		struct database *keeper = (struct database *)db;
		free(keeper->captured);
		keeper->captured = strdup(message ? message : "");
		return;
	}
	fprintf(stderr, "%s: database error: ", db->who);
	display_text(stderr, message && *message ? message : no_reason);
	fputc('\n', stderr);
}

void database_capture(struct database *db, bool on)
{
	db->capturing = on;
}

char *database_take_captured(struct database *db)
{
	char *message = db->captured;
	db->captured = NULL;
	return message;
}

struct database *database_open(const char *spec, const char *who)
{
	return database_open_attached(spec, NULL, 0, 0, who);
}

struct database *database_open_attached(const char *spec,
					const plansql_attachment *attachments,
					size_t count, long connect_timeout_ms,
					const char *who)
{
	struct database *db = calloc(1, sizeof *db);
	if (!db) {
		fprintf(stderr, "%s: out of memory\n", who);
		return NULL;
	}
	db->who = who;
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = attachments;
	o.attachment_count = count;
	o.connect_timeout_ms = connect_timeout_ms;
	plansql_result *r = plansql_db_open(spec ? spec : "", &o, &db->db);
	/* the errors that kept it closed, or the warnings of an open one */
	database_report_problems(r, who, "--db");
	plansql_result_free(r);
	if (!db->db) {
		database_close(db);
		return NULL;
	}
	return db;
}

plansql_dialect database_dialect(const struct database *db)
{
	return plansql_db_dialect(db->db);
}

plansql_db *database_handle(const struct database *db)
{
	return db->db;
}

const char *database_who(const struct database *db)
{
	return db->who;
}

void database_close(struct database *db)
{
	if (!db)
		return;
	plansql_db_close(db->db);
	free(db->captured);
	free(db);
}
