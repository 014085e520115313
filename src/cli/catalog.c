/* plansql catalog: the catalog of a live database, with what its data
 * holds, or of a catalog file, printed in the JSON catalog format; with
 * --infer-keys, the keys plansql infers added as foreign keys, each
 * named on stderr for review; with --query, the script that prints a
 * catalog on the engine itself. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "database.h"
#include "display.h"
#include "options.h"
#include "progress.h"
#include "sources.h"

static const char who[] = "plansql catalog";

enum {
	OPT_DB = 1,
	OPT_CATALOG,
	OPT_OUTPUT,
	OPT_INFER,
	OPT_SCHEMAS,
	OPT_HELP,
	OPT_ATTACH,
	OPT_CONNECT_TIMEOUT,
	OPT_QUERY,
	OPT_SAMPLES,
	OPT_NO_DATA
};

static const struct option_spec catalog_options[] = {
    {0, "db", true, OPT_DB},
    {'c', "catalog", true, OPT_CATALOG},
    {'o', "output", true, OPT_OUTPUT},
    {0, "infer-keys", false, OPT_INFER},
    {0, "schemas", true, OPT_SCHEMAS},
    {0, "attach", true, OPT_ATTACH},
    {0, "connect-timeout", true, OPT_CONNECT_TIMEOUT},
    {0, "query", true, OPT_QUERY},
    {0, "samples", true, OPT_SAMPLES},
    {0, "no-data", false, OPT_NO_DATA},
    {'h', "help", false, OPT_HELP},
    {0, NULL, false, 0},
};

struct catalog_args {
	const char *db, *catalog_path, *output_path;
	const char *query;   /* --query DIALECT */
	const char *schemas; /* --schemas: comma-separated, NULL: all */
	bool infer_keys;
	long connect_timeout_ms;   /* --connect-timeout; 0: the default */
	struct attachments attach; /* --attach NAME=PATH */
	int samples;		   /* --samples: PLANSQL_SAMPLES_* */
	bool no_data;		   /* --no-data */
};

static bool take_samples(struct catalog_args *a, const char *value)
{
	if (plansql_ask_samples_from_name(value, &a->samples) == PLANSQL_OK)
		return true;
	fputs("plansql catalog: --samples is one of safe, all or none, not '",
	      stderr);
	display_text(stderr, value);
	fputs("'\n", stderr);
	return false;
}

static int parse_args(int argc, char **argv, struct catalog_args *a)
{
	struct option_parser p;
	options_init(&p, argc, argv, catalog_options);
	memset(a, 0, sizeof *a);
	a->samples = PLANSQL_SAMPLES_SAFE;
	bool data_option = false;
	int id;
	while ((id = options_next(&p, "catalog")) > 0) {
		data_option |= id == OPT_SAMPLES || id == OPT_NO_DATA;
		if (id == OPT_DB)
			a->db = p.value;
		else if (id == OPT_CATALOG)
			a->catalog_path = p.value;
		else if (id == OPT_OUTPUT)
			a->output_path = p.value;
		else if (id == OPT_INFER)
			a->infer_keys = true;
		else if (id == OPT_SCHEMAS)
			a->schemas = p.value;
		else if (id == OPT_QUERY)
			a->query = p.value;
		else if (id == OPT_NO_DATA)
			a->no_data = true;
		else if (id == OPT_SAMPLES && !take_samples(a, p.value))
			return EXIT_USAGE;
		else if (id == OPT_CONNECT_TIMEOUT)
			a->connect_timeout_ms =
			    sources_connect_timeout(p.value, "plansql catalog");
		else if (id == OPT_ATTACH &&
			 !attachments_add(&a->attach, p.value,
					  "plansql catalog"))
			return EXIT_USAGE;
		else if (id == OPT_HELP) {
			print_help(stdout, "catalog");
			exit(EXIT_COMPILED);
		}
	}
	if (id == OPTION_ERROR)
		return EXIT_USAGE;
	if ((!!a->db + !!a->catalog_path + !!a->query) != 1 ||
	    p.operand_count ||
	    (a->query && (a->infer_keys || a->schemas || a->attach.count))) {
		fprintf(stderr, "plansql catalog: give either --db DATABASE, "
				"-c FILE or --query DIALECT, and nothing else; "
				"see 'plansql help catalog'\n");
		return EXIT_USAGE;
	}
	if (data_option && !a->db) {
		fprintf(stderr, "plansql catalog: --samples and --no-data say "
				"what is read of a database's data: give --db "
				"too\n");
		return EXIT_USAGE;
	}
	if (a->schemas && !a->db) {
		fprintf(stderr, "plansql catalog: --schemas reads a database's "
				"schemas: give --db too\n");
		return EXIT_USAGE;
	}
	if (a->attach.count && a->schemas) {
		fprintf(stderr, "plansql catalog: --schemas chooses among a "
				"PostgreSQL database's schemas; an attached "
				"SQLite file is read whole\n");
		return EXIT_USAGE;
	}
	if (!attachments_check(&a->attach, a->db, "plansql catalog"))
		return EXIT_USAGE;
	return EXIT_COMPILED;
}

/* The inferred keys go to stderr one per line, as diagnostics do. */
static char *catalog_with_inferred(const plansql_catalog *catalog)
{
	char *json = NULL;
	plansql_result *r = plansql_catalog_infer_keys(catalog, &json);
	if (r)
		print_diagnostics(r, "plansql catalog");
	plansql_result_free(r);
	return json;
}

/* The dialects that have a catalog query, for the message. */
static void put_query_dialects(FILE *out)
{
	const char *separator = "";
	for (size_t i = 0; i < plansql_dialect_count(); i++)
		if (plansql_catalog_query((plansql_dialect)i)) {
			fprintf(out, "%s%s", separator,
				plansql_dialect_name((plansql_dialect)i));
			separator = ", ";
		}
}

/* --query: the script that prints a catalog on the engine itself. */
static int print_query(const char *dialect_name, const char *output_path)
{
	plansql_dialect d;
	const char *query =
	    plansql_dialect_from_name(dialect_name, &d) == PLANSQL_OK
		? plansql_catalog_query(d)
		: NULL;
	if (!query) {
		fputs("plansql catalog: --query takes one of ", stderr);
		put_query_dialects(stderr);
		fputs(", not '", stderr);
		display_text(stderr, dialect_name);
		fputs("'\n", stderr);
		return EXIT_USAGE;
	}
	return write_output(output_path, query) ? EXIT_COMPILED : EXIT_USAGE;
}

static double seconds_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Reads what the data of every column holds, a table at a time, with
 * progress on a terminal; false after saying why. */
static bool read_data(const struct catalog_args *a, plansql_catalog *catalog)
{
	struct database *db = database_open_attached(
	    a->db, a->attach.items, a->attach.count, a->connect_timeout_ms,
	    who);
	if (!db)
		return false;
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	o.samples = a->samples;
	size_t count = plansql_catalog_table_count(catalog);
	bool *one = calloc(count + 1, sizeof *one);
	int rc = one ? plansql_catalog_use_db(catalog, database_handle(db), &o)
		     : PLANSQL_NOMEM;
	struct progress p;
	progress_start(&p, true, seconds_now());
	for (size_t i = 0; rc == PLANSQL_OK && i < count; i++) {
		progress_tick_items(&p, "reading what the data holds", i,
				    count, "tables");
		one[i] = true;
		rc = plansql_catalog_read_data(catalog, one);
		one[i] = false;
	}
	progress_clear(&p);
	plansql_catalog_use_db(catalog, NULL, NULL);
	database_close(db);
	free(one);
	if (rc != PLANSQL_OK)
		fprintf(stderr, "%s: out of memory\n", who);
	return rc == PLANSQL_OK;
}

int command_catalog(int argc, char **argv)
{
	struct catalog_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc != EXIT_COMPILED)
		return rc;
	if (a.query)
		return print_query(a.query, a.output_path);
	plansql_catalog *catalog = NULL;
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.schemas = a.schemas;
	o.attachments = a.attach.items;
	o.attachment_count = a.attach.count;
	o.connect_timeout_ms = a.connect_timeout_ms;
	if (a.db)
		catalog = sources_database_catalog(a.db, &o, who);
	else
		load_catalog(a.catalog_path, &catalog);
	if (!catalog || (a.db && !a.no_data && !read_data(&a, catalog))) {
		plansql_catalog_free(catalog);
		return EXIT_USAGE;
	}
	char *json = a.infer_keys ? catalog_with_inferred(catalog)
				  : plansql_catalog_json(catalog);
	if (!json)
		fprintf(stderr, "plansql: out of memory\n");
	bool ok = json && write_output(a.output_path, json);
	plansql_free(json);
	plansql_catalog_free(catalog);
	return ok ? EXIT_COMPILED : EXIT_USAGE;
}
