/* Which loader a database string names (plansql_catalog_load wraps it
 * in a result, in api_catalog.c), and how a database's own error reads
 * as a diagnostic. */
#include "catalog/catalog_db.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_attach.h"
#include "common/plansql_limits.h"
#include "common/strbuf.h"

static bool starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/* Escapes text for a terminal, but keeps its double quotes as they are:
 * the text is not itself quoted. */
static void put_escaped_keeping_quotes(strbuf *sb, char *text)
{
	for (char *quote; (quote = strchr(text, '"')); text = quote + 1) {
		*quote = '\0';
		diag_escape(sb, text, 0);
		strbuf_putc(sb, '"');
	}
	diag_escape(sb, text, 0);
}

/* The engine's message on one line: runs of whitespace (PostgreSQL's
 * messages span lines and end with a newline) become one space. */
static void put_reason(strbuf *sb, const char *reason)
{
	char stack[256];
	strbuf line;
	strbuf_init(&line, stack, sizeof stack, 1 << 16);
	for (const char *p = reason; *p; p++) {
		if (!strchr(" \t\r\n", *p))
			strbuf_putc(&line, *p);
		else if (line.len > 0 && line.text[line.len - 1] != ' ')
			strbuf_putc(&line, ' ');
	}
	if (line.len > 0 && line.text[line.len - 1] == ' ')
		strbuf_truncate(&line, line.len - 1);
	if (line.error)
		strbuf_puts(sb, "(a message too long to show)");
	else
		put_escaped_keeping_quotes(sb, line.text);
	strbuf_release(&line);
}

void catalog_unreadable(diag_list *d, const char *what, const char *path,
			const char *reason)
{
	char stack[256];
	strbuf sb;
	strbuf_init(&sb, stack, sizeof stack, 1 << 16);
	strbuf_puts(&sb, "cannot read the catalog of ");
	strbuf_puts(&sb, what);
	if (path) {
		strbuf_puts(&sb, " \"");
		diag_escape(&sb, path, 0);
		strbuf_putc(&sb, '"');
	}
	strbuf_puts(&sb, ": ");
	put_reason(&sb, reason ? reason : "unknown error");
	if (sb.error)
		d->out_of_memory = 1;
	else
		diag_error(d, "catalog-unreadable", "", "%s", sb.text);
	strbuf_release(&sb);
}

/* An empty path would open a new, empty temporary database. */
static plansql_catalog *
from_sqlite(const char *path, const plansql_load_options *options, diag_list *d)
{
	if (!*path) {
		diag_hint(d,
			  diag_error(d, "bad-database", "",
				     "sqlite: is not followed by a path"),
			  "give sqlite:PATH, such as sqlite:demo.db");
		return NULL;
	}
	return catalog_from_sqlite(path, options, d);
}

/* The scheme alone is shown: the rest may hold a password. */
static void report_bad_database(diag_list *d, const char *database)
{
	const char *colon = strchr(database, ':');
	plansql_diagnostic *diag;
	if (colon) {
		char scheme[64];
		size_t n = (size_t)(colon - database) + 1;
		if (n >= sizeof scheme)
			n = sizeof scheme - 1;
		memcpy(scheme, database, n);
		scheme[n] = '\0';
		diag = diag_error(d, "bad-database", "",
				  "plansql reads catalogs from SQLite and "
				  "PostgreSQL, not from %N databases",
				  scheme);
	} else {
		diag = diag_error(d, "bad-database", "",
				  "%N does not say which kind of database it "
				  "is",
				  database);
	}
	diag_hint(d, diag,
		  "give sqlite:PATH, a postgresql:// (or postgres://) URI, "
		  "or postgresql: alone for the PG* environment variables");
}

long load_timeout_ms(const plansql_load_options *options)
{
	long ms = options->connect_timeout_ms;
	if (ms <= 0)
		return PLANSQL_CONNECT_TIMEOUT_MS;
	return ms > INT_MAX ? INT_MAX : ms;
}

static bool schemas_refused(const char *database,
			    const plansql_load_options *options, diag_list *d)
{
	if (!options->schemas || !starts_with(database, "sqlite:"))
		return false;
	plansql_diagnostic *e = diag_error(
	    d, "schemas-need-postgresql", "",
	    "a list of schemas applies to a PostgreSQL database only");
	diag_hint(d, e, "leave the list of schemas out for SQLite");
	return true;
}

/* Every name is checked before anything is opened. */
static bool attachments_refused(const char *database,
				const plansql_load_options *options,
				diag_list *d)
{
	if (!options->attachment_count)
		return false;
	if (!starts_with(database, "sqlite:")) {
		plansql_diagnostic *e =
		    diag_error(d, "attachments-need-sqlite", "",
			       "attached files apply to a SQLite database "
			       "only");
		diag_hint(d, e,
			  "give sqlite:PATH, or leave the attachments "
			  "out");
		return true;
	}
	for (size_t i = 0; i < options->attachment_count; i++) {
		const plansql_attachment *a = options->attachments;
		const char *problem = attach_name_problem(a, i);
		if (!problem)
			continue;
		plansql_diagnostic *e =
		    diag_error(d, "bad-attachment", "", "cannot attach %N: %s",
			       a[i].name ? a[i].name : "", problem);
		diag_hint(d, e,
			  "give each attached file a name of its own, other "
			  "than main and temp");
		return true;
	}
	return false;
}

plansql_catalog *catalog_load(const char *database,
			      const plansql_load_options *options, diag_list *d)
{
	if (schemas_refused(database, options, d) ||
	    attachments_refused(database, options, d))
		return NULL;
	if (starts_with(database, "sqlite:"))
		return from_sqlite(database + strlen("sqlite:"), options, d);
	if (starts_with(database, "postgresql://") ||
	    starts_with(database, "postgres://"))
		return catalog_from_postgres(database, options, d);
	if (!strcmp(database, "postgresql:") || !strcmp(database, "postgres:"))
		return catalog_from_postgres("", options, d);
	report_bad_database(d, database);
	return NULL;
}
