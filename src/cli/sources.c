#include "sources.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"

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
	default:
		return false;
	}
}

/* How messages name a database: a URI may hold a password. */
static const char *database_label(const char *db)
{
	return strncmp(db, "sqlite:", 7) ? "the PostgreSQL database" : db;
}

static bool load_database_catalog(struct sources *s)
{
	plansql_result *r = plansql_catalog_load(s->db, &s->catalog);
	if (r)
		print_diagnostics(r, database_label(s->db));
	else
		fprintf(stderr, "plansql: out of memory\n");
	plansql_result_free(r);
	return s->catalog != NULL;
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

bool sources_load(struct sources *s, const char *command, bool use_db)
{
	if (!s->policy_path != !s->role) {
		fprintf(stderr, "plansql %s: --policy and --role go together\n",
			command);
		return false;
	}
	if (s->catalog_path && !load_catalog(s->catalog_path, &s->catalog))
		return false;
	if (!s->catalog_path && s->db && use_db && !load_database_catalog(s))
		return false;
	return !s->policy_path || load_policy(s);
}

void sources_apply(const struct sources *s, plansql_options *options)
{
	options->catalog = s->catalog;
	options->policy = s->policy;
	if (s->no_audit)
		options->flags |= PLANSQL_NO_AUDIT;
	if (s->strict)
		options->flags |= PLANSQL_STRICT;
}

void sources_free(struct sources *s)
{
	plansql_catalog_free(s->catalog);
	plansql_policy_free(s->policy);
	s->catalog = NULL;
	s->policy = NULL;
}
