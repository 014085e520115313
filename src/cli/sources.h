/* Where a command gets its catalog and access policy: the options every
 * command that compiles or audits shares. */
#ifndef PLANSQL_CLI_SOURCES_H
#define PLANSQL_CLI_SOURCES_H

#include <stdbool.h>

#include "attachments.h"
#include "plansql.h"

struct database;

enum {
	OPT_SOURCE_CATALOG = 100,
	OPT_SOURCE_DB,
	OPT_SOURCE_POLICY,
	OPT_SOURCE_ROLE,
	OPT_SOURCE_NO_AUDIT,
	OPT_SOURCE_STRICT,
	OPT_SOURCE_NOW,
	OPT_SOURCE_ATTACH,
	OPT_SOURCE_GLOSSARY,
	OPT_SOURCE_CONNECT_TIMEOUT,
	OPT_SOURCE_FROM /* only where SQL is imported: not in SOURCE_OPTIONS */
};

/* The option_spec entries of these options, to put in a command's table. */
#define SOURCE_OPTIONS                                                         \
	{'c', "catalog", true, OPT_SOURCE_CATALOG},                            \
	    {0, "db", true, OPT_SOURCE_DB},                                    \
	    {0, "policy", true, OPT_SOURCE_POLICY},                            \
	    {0, "role", true, OPT_SOURCE_ROLE},                                \
	    {0, "no-audit", false, OPT_SOURCE_NO_AUDIT},                       \
	    {0, "now", true, OPT_SOURCE_NOW},                                  \
	    {0, "attach", true, OPT_SOURCE_ATTACH},                            \
	    {0, "glossary", true, OPT_SOURCE_GLOSSARY},                        \
	    {0, "connect-timeout", true, OPT_SOURCE_CONNECT_TIMEOUT},          \
	{                                                                      \
		0, "strict", false, OPT_SOURCE_STRICT                          \
	}

struct sources {
	const char *catalog_path, *db, *policy_path, *role;
	const char *now; /* --now: the date relative periods count from */
	bool no_audit, strict;
	struct attachments attach; /* --attach NAME=PATH, with --db sqlite: */
	plansql_catalog *catalog;
	plansql_policy *policy;
	const char *glossary_path; /* --glossary FILE */
	plansql_glossary *glossary;
	long connect_timeout_ms; /* --connect-timeout; 0: the default */
	/* --from: the engine imported SQL was written for; NULL: --db's,
	 * else PostgreSQL */
	const char *from;
	struct database *database; /* --db, opened once: see below */
};

/* Takes option id with value into s; false when id is not one of them.
 * A --now that is no date YYYY-MM-DD, or a bad --attach, ends the
 * process: a usage error. */
bool sources_option(struct sources *s, int id, const char *value);
/* Loads what the options name: the catalog from -c, else from --db (when
 * use_db), the policy from --policy and --role, the glossary from
 * --glossary (its names checked against the catalog).  A --db database is
 * checked even when -c names the catalog.  Prints why and returns false
 * on failure. */
bool sources_load(struct sources *s, const char *command);
/* The catalog of the database db names ("sqlite:PATH", a PostgreSQL URI),
 * as --db loads it, with options (NULL: the defaults); NULL after
 * printing why, the engine's refusals as database errors of who
 * ("plansql catalog"). */
plansql_catalog *sources_database_catalog(const char *db,
					  const plansql_load_options *options,
					  const char *who);
/* The milliseconds of a --connect-timeout SECONDS value: a whole number
 * from 1 to 3600.  Anything else ends the process: a usage error of
 * who. */
long sources_connect_timeout(const char *value, const char *who);
/* The --db database, opened with the --attach files (database.h) the
 * first time it is asked for, owned by s (closed by sources_free); NULL
 * after printing why. */
struct database *sources_open_database(struct sources *s, const char *who);
/* With --db, the catalog reads what the data holds from the database
 * (plansql_catalog_use_db): every command that has the database
 * compiles a plan to the same statement.  false after printing why the
 * database cannot be opened; true without --db or a catalog. */
bool sources_use_data(struct sources *s, const char *who);
/* The dialect a command compiles for when -d was not given (given
 * false): that of the --db database, if one is named; *dialect is left
 * as it is otherwise. */
void sources_dialect(const struct sources *s, bool given,
		     plansql_dialect *dialect);
/* Fills the catalog, policy, glossary, now, audit and strict flags of
 * options. */
void sources_apply(const struct sources *s, plansql_options *options);
void sources_free(struct sources *s);

#endif
