/* The loader of the database a name gives, once the name is checked
 * (plansql_catalog_load wraps it in a result, in api_catalog.c), and how
 * a database's own error reads as a diagnostic. */
#include "catalog/catalog_db.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_dbname.h"
#include "common/plansql_limits.h"
#include "common/strbuf.h"

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
		diag_escape_unquoted(sb, line.text);
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

long catalog_load_timeout_ms(const plansql_load_options *options)
{
	long ms = options->connect_timeout_ms;
	if (ms <= 0)
		return PLANSQL_CONNECT_TIMEOUT_MS;
	return ms > INT_MAX ? INT_MAX : ms;
}

plansql_catalog *catalog_load(const char *database,
			      const plansql_load_options *options, diag_list *d)
{
	if (!catalog_db_check(database, options, d))
		return NULL;
	const char *target = catalog_db_target(database);
	switch (catalog_db_kind(database)) {
	case CATALOG_DB_SQLITE:
		return catalog_from_sqlite(target, options, d);
	case CATALOG_DB_MYSQL:
		return catalog_from_mysql(target, options, d);
	case CATALOG_DB_DUCKDB:
		return catalog_from_duckdb(target, options, d);
	default:
		return catalog_from_postgres(target, options, d);
	}
}
