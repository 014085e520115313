#include <string.h>

#include "cli.h"

static const char overview[] =
    "usage: plansql COMMAND [OPTIONS] [ARGS]\n"
    "\n"
    "plansql turns a JSON query plan (what an LLM is allowed to write)\n"
    "into one quoted, injection-safe SQL statement for SQLite, PostgreSQL,\n"
    "MySQL/MariaDB or SQL Server.  No SQL text from the plan is ever\n"
    "copied: names are quoted identifiers and values are literals.\n"
    "\n"
    "commands:\n"
    "  compile   print the SQL of a plan\n"
    "  audit     check and repair a plan against the database catalog\n"
    "  run       compile a plan and run it on a database, printing rows\n"
    "  catalog   print a database's catalog (tables, columns, keys) as JSON\n"
    "  help      show help on a command: plansql help compile\n"
    "  version   print the version\n"
    "\n"
    "examples:\n"
    "  plansql compile -d postgres plan.json\n"
    "  plansql audit --db sqlite:demo.db plan.json\n"
    "  plansql run --db sqlite:demo.db plan.json\n"
    "  plansql catalog --db sqlite:demo.db -o catalog.json\n"
    "\n"
    "exit status: 0 compiled (or audited, or ran), 1 the plan was\n"
    "rejected, 2 anything else: a usage error, an unreadable file, an\n"
    "invalid catalog or policy, an output file that cannot be written, a\n"
    "database error.\n"
    "\n"
    "The plan format is described in plansql(1) and in\n"
    "schemas/plan.schema.json.\n";

static const char compile_help[] =
    "usage: plansql compile [OPTIONS] PLAN.json|-\n"
    "\n"
    "Reads a plan (- for standard input), checks it, and prints one SQL\n"
    "statement on standard output.  Problems go to standard error as\n"
    "  FILE:POINTER: severity[code]: message (hint)\n"
    "where POINTER is the JSON Pointer of the offending node.  Warnings do\n"
    "not stop the compile; errors do, and then nothing is printed.\n"
    "\n"
    "options:\n"
    "  -d, --dialect NAME   sqlite (default), postgres, mysql (also for\n"
    "                       MariaDB) or tsql (SQL Server)\n"
    "  -c, --catalog FILE   a catalog in JSON: the plan is audited against\n"
    "                       it first (see 'plansql help audit'), values are\n"
    "                       typed by their column and names spelled as the\n"
    "                       catalog spells them\n"
    "      --db DATABASE    or read the catalog from a database:\n"
    "                       sqlite:PATH or postgresql://... (-c wins)\n"
    "      --no-audit       with a catalog, type and spell but do not audit\n"
    "      --policy FILE    an access policy (JSON); with --role NAME, the\n"
    "      --role NAME      plan may read only what the role may, and its\n"
    "                       limit is lowered to the role's maximum\n"
    "  -o, --output FILE    write the SQL to FILE instead of standard\n"
    "                       output; FILE is replaced only on success\n"
    "      --format FORMAT  sql (default) or json: {\"sql\": ...,\n"
    "                       \"diagnostics\": [...]} instead of SQL, with\n"
    "                       the diagnostics inside it\n"
    "      --compact        the whole statement on one line\n"
    "      --verify         re-parse the SQL with PostgreSQL's own parser\n"
    "                       before printing it (needs -d postgres)\n"
    "      --dump-ast       also print the syntax tree on standard error\n"
    "  -h, --help           this help\n"
    "\n"
    "examples:\n"
    "  plansql compile examples/plans/top-tracks.json\n"
    "  plansql compile -d postgres --verify plan.json\n"
    "  llm-tool | plansql compile -d tsql --format json -\n";

static const char audit_help[] =
    "usage: plansql audit (-c CATALOG | --db DATABASE | --policy FILE\n"
    "                      --role NAME) [OPTIONS] PLAN.json|-\n"
    "\n"
    "Checks a plan against the database catalog and repairs what can be\n"
    "repaired without guessing: misspelt tables and columns, a column on\n"
    "the wrong table, join columns and missing joins (along the foreign\n"
    "keys), an incomplete GROUP BY, values of the wrong type, and more.\n"
    "The repaired plan goes to standard output; every repair to standard\n"
    "error as a \"fixed\" line, and what cannot be repaired as an error.\n"
    "Auditing an audited plan changes nothing.\n"
    "\n"
    "options:\n"
    "  -c, --catalog FILE   the catalog in JSON\n"
    "      --db DATABASE    or read it from sqlite:PATH or postgresql://...\n"
    "      --policy FILE    an access policy (JSON); with --role NAME, the\n"
    "      --role NAME      plan may read only what the role may, and its\n"
    "                       limit is lowered to the role's maximum\n"
    "  -o, --output FILE    write the plan to FILE; replaced only on success\n"
    "      --format FORMAT  plan (default) or json: {\"plan\": ...,\n"
    "                       \"diagnostics\": [...]}, each repair with its\n"
    "                       \"before\" and \"after\"\n"
    "  -h, --help           this help\n"
    "\n"
    "exit status: 0 audited, 1 the plan has errors, 2 anything else.\n"
    "\n"
    "example:\n"
    "  plansql audit --db sqlite:build/examples/demo.db plan.json\n";

static const char run_help[] =
    "usage: plansql run --db DATABASE [OPTIONS] PLAN.json|-\n"
    "\n"
    "Audits a plan against the database's catalog, compiles it for the\n"
    "database's engine and runs it read-only, printing the rows.\n"
    "\n"
    "options:\n"
    "      --db DATABASE    sqlite:PATH for a SQLite file, opened read-only;\n"
    "                       or a postgresql:// (or postgres://) URI as\n"
    "                       libpq reads it; \"postgresql:\" alone uses the\n"
    "                       PG* environment variables\n"
    "  -c, --catalog FILE   audit against this catalog instead of the\n"
    "                       database's own\n"
    "      --no-audit       run the plan as it is: no catalog is read from\n"
    "                       --db (a -c catalog still spells and types)\n"
    "      --policy FILE    an access policy (JSON), with --role NAME\n"
    "      --role NAME\n"
    "      --format FORMAT  table (default) or tsv: tab-separated, a\n"
    "                       header line first, NULL as \\N\n"
    "      --show-sql       print the SQL on standard error before running\n"
    "  -h, --help           this help\n"
    "\n"
    "example:\n"
    "  plansql run --db sqlite:build/examples/demo.db "
    "examples/plans/top-tracks.json\n";

static const char catalog_help[] =
    "usage: plansql catalog (--db DATABASE | -c FILE) [-o FILE]\n"
    "\n"
    "Prints a catalog in JSON: the tables and views of a database with\n"
    "their columns, declared types, nullability, primary and foreign\n"
    "keys, ready for compile -c and for the planner's prompt.  With -c it\n"
    "reads a catalog file and prints it again, checked and normalised.\n"
    "Problems go to standard error, and nothing is printed.\n"
    "\n"
    "options:\n"
    "      --db DATABASE    sqlite:PATH for a SQLite file, opened read-only;\n"
    "                       or a postgresql:// (or postgres://) URI as\n"
    "                       libpq reads it, for the tables an unqualified\n"
    "                       name reaches on the search_path; \"postgresql:\"\n"
    "                       alone uses the PG* environment variables\n"
    "  -c, --catalog FILE   a catalog in JSON (- for standard input)\n"
    "  -o, --output FILE    write the catalog to FILE instead of standard\n"
    "                       output; FILE is replaced only on success\n"
    "  -h, --help           this help\n"
    "\n"
    "examples:\n"
    "  plansql catalog --db sqlite:build/examples/demo.db\n"
    "  plansql catalog --db postgresql://app@db.example/shop -o shop.json\n";

static const struct {
	const char *topic, *text;
} topics[] = {
    {"compile", compile_help},
    {"audit", audit_help},
    {"run", run_help},
    {"catalog", catalog_help},
};

bool print_help(FILE *out, const char *topic)
{
	if (!topic) {
		fputs(overview, out);
		return true;
	}
	for (size_t i = 0; i < sizeof topics / sizeof *topics; i++) {
		if (!strcmp(topic, topics[i].topic)) {
			fputs(topics[i].text, out);
			return true;
		}
	}
	return false;
}
