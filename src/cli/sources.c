#include "sources.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "advice.h"
#include "cli.h"
#include "database.h"
#include "display.h"

static void check_now(const char *value)
{
	if (plansql_date_valid(value))
		return;
	fputs("plansql: --now takes a date YYYY-MM-DD, such as 2026-01-15, "
	      "not '",
	      stderr);
	display_text(stderr, value);
	fputs("'\n", stderr);
	exit(EXIT_USAGE);
}

/* The engines whose SQL import reads (docs/import.md). */
static bool import_reads(plansql_dialect d)
{
	return d == PLANSQL_SQLITE || d == PLANSQL_POSTGRES ||
	       d == PLANSQL_MYSQL || d == PLANSQL_TSQL;
}

/* --from names one of the engines import reads. */
static void check_from(const char *value)
{
	plansql_dialect d;
	if (plansql_dialect_from_name(value, &d) == PLANSQL_OK &&
	    import_reads(d))
		return;
	fputs("plansql: --from takes sqlite, mysql, postgres or tsql, not '",
	      stderr);
	display_text(stderr, value);
	fputs("'\n", stderr);
	exit(EXIT_USAGE);
}

bool sources_option(struct sources *s, int id, const char *value)
{
	switch (id) {
	case OPT_SOURCE_CATALOG:
		s->catalog_path = value;
		return true;
	case OPT_SOURCE_DB:
		s->db = value;
		return true;
	case OPT_SOURCE_POLICY:
		s->policy_path = value;
		return true;
	case OPT_SOURCE_ROLE:
		s->role = value;
		return true;
	case OPT_SOURCE_NO_AUDIT:
		s->no_audit = true;
		return true;
	case OPT_SOURCE_STRICT:
		s->strict = true;
		return true;
	case OPT_SOURCE_NOW:
		check_now(value);
		s->now = value;
		return true;
	case OPT_SOURCE_GLOSSARY:
		s->glossary_path = value;
		return true;
	case OPT_SOURCE_FROM:
		check_from(value);
		s->from = value;
		return true;
	case OPT_SOURCE_CONNECT_TIMEOUT:
		s->connect_timeout_ms =
		    sources_connect_timeout(value, "plansql");
		return true;
	case OPT_SOURCE_ATTACH:
		if (!attachments_add(&s->attach, value, "plansql"))
			exit(EXIT_USAGE);
		return true;
	default:
		return false;
	}
}

/* How messages name a database: a URI may hold a password, so a server
 * is named by its engine ("the PostgreSQL database"), into label. */
static const char *database_label(const char *db, char label[64])
{
	plansql_dialect dialect;
	if (!strncmp(db, "sqlite:", 7))
		return db;
	bool known = plansql_db_dialect_of(db, &dialect) == PLANSQL_OK;
	snprintf(label, 64, "the %s database",
		 known ? plansql_dialect_title(dialect) : "server's");
	return label;
}

/* The engine's refusals are database errors, like those of a query; the
 * catalog's own problems are diagnostics about it. */
static void print_catalog_diagnostics(const plansql_result *r, const char *db,
				      const char *who)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		if (!strcmp(d->code, "catalog-unreadable")) {
			database_report_line(who, d->message);
			continue;
		}
		char label[64];
		char *line = advice_line(d, database_label(db, label));
		fprintf(stderr, "%s\n", line ? line : "plansql: out of memory");
		plansql_free(line);
	}
}

/* The catalog a load made, after saying what its result reports. */
static plansql_catalog *loaded(plansql_result *r, plansql_catalog *catalog,
			       const char *db, const char *who)
{
	if (r)
		print_catalog_diagnostics(r, db, who);
	else
		fprintf(stderr, "%s: out of memory\n", who);
	plansql_result_free(r);
	return catalog;
}

long sources_connect_timeout(const char *value, const char *who)
{
	char *end;
	long seconds = strtol(value, &end, 10);
	if (*value >= '0' && *value <= '9' && !*end && seconds >= 1 &&
	    seconds <= 3600)
		return seconds * 1000;
	fprintf(stderr,
		"%s: --connect-timeout takes whole seconds from 1 to 3600, "
		"not '",
		who);
	display_text(stderr, value);
	fputs("'\n", stderr);
	exit(EXIT_USAGE);
}

plansql_catalog *sources_database_catalog(const char *db,
					  const plansql_load_options *options,
					  const char *who)
{
	plansql_catalog *catalog = NULL;
	if (!database_check_spec(db, who))
		return NULL;
	plansql_result *r = plansql_catalog_load(db, options, &catalog);
	return loaded(r, catalog, db, who);
}

/* The catalog of --db, with the --attach files and --connect-timeout. */
static plansql_catalog *attached_catalog(const struct sources *s,
					 const char *who)
{
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = s->attach.items;
	o.attachment_count = s->attach.count;
	o.connect_timeout_ms = s->connect_timeout_ms;
	return sources_database_catalog(s->db, &o, who);
}

static bool load_policy(struct sources *s)
{
	struct input in;
	if (!read_input(s->policy_path, &in))
		return false;
	plansql_result *r =
	    plansql_policy_read(in.text, in.len, s->role, &s->policy);
	if (r)
		print_diagnostics(r, in.name);
	plansql_result_free(r);
	free_input(&in);
	return s->policy != NULL;
}

static bool load_glossary(struct sources *s)
{
	struct input in;
	if (!read_input(s->glossary_path, &in))
		return false;
	plansql_result *r =
	    plansql_glossary_read(in.text, in.len, s->catalog, &s->glossary);
	if (r)
		print_diagnostics(r, in.name);
	plansql_result_free(r);
	free_input(&in);
	return s->glossary != NULL;
}

bool sources_load(struct sources *s, const char *command)
{
	char who[64];
	snprintf(who, sizeof who, "plansql %s", command);
	if (!s->policy_path != !s->role) {
		fprintf(stderr, "%s: --policy and --role go together\n", who);
		return false;
	}
	if (s->db && !database_check_spec(s->db, who))
		return false;
	if (!attachments_check(&s->attach, s->db, who))
		return false;
	if (s->catalog_path && !load_catalog(s->catalog_path, &s->catalog))
		return false;
	if (!s->catalog_path && s->db &&
	    !(s->catalog = attached_catalog(s, who)))
		return false;
	if (s->glossary_path && !load_glossary(s))
		return false;
	return !s->policy_path || load_policy(s);
}

struct database *sources_open_database(struct sources *s, const char *who)
{
	if (!s->database)
		s->database = database_open_attached(
		    s->db, s->attach.items, s->attach.count,
		    s->connect_timeout_ms, who);
	return s->database;
}

bool sources_use_data(struct sources *s, const char *who)
{
	if (!s->db || !s->catalog)
		return true;
	struct database *db = sources_open_database(s, who);
	if (!db)
		return false;
	if (plansql_catalog_use_db(s->catalog, database_handle(db), NULL) ==
	    PLANSQL_OK)
		return true;
	fprintf(stderr, "%s: out of memory\n", who);
	return false;
}

void sources_dialect(const struct sources *s, bool given,
		     plansql_dialect *dialect)
{
	if (!given && s->db)
		database_spec_dialect(s->db, dialect);
}

void sources_apply(const struct sources *s, plansql_options *options)
{
	options->catalog = s->catalog;
	options->policy = s->policy;
	options->now = s->now;
	options->glossary = s->glossary;
	plansql_dialect engine;
	options->import_from = s->from;
	/* the --db engine's SQL, where import reads it; else PostgreSQL's
	 * (DuckDB's SQL is PostgreSQL's in what import reads) */
	if (!s->from && s->db &&
	    plansql_db_dialect_of(s->db, &engine) == PLANSQL_OK &&
	    import_reads(engine))
		options->import_from = plansql_dialect_name(engine);
	if (s->no_audit)
		options->flags |= PLANSQL_NO_AUDIT;
	if (s->strict)
		options->flags |= PLANSQL_STRICT;
}

void sources_free(struct sources *s)
{
	/* the catalog first: it reads the database */
	plansql_catalog_free(s->catalog);
	database_close(s->database);
	s->database = NULL;
	plansql_policy_free(s->policy);
	plansql_glossary_free(s->glossary);
	s->catalog = NULL;
	s->policy = NULL;
	s->glossary = NULL;
}
