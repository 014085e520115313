/*
 * plansql: compile a JSON query plan into quoted, injection-safe SQL.
 * docs/api.md is the guide; the comments here are the contract.  The
 * rules below hold for every function unless its comment says
 * otherwise.
 *
 * Ownership: every object a plansql_ function returns or hands back
 * through a pointer argument (results, plans, catalogs, policies,
 * glossaries, patches, steps, builders, conversations) is owned by the
 * caller and released with the matching plansql_*_free function, which
 * accepts NULL.  A returned char * is malloc'd text released with
 * plansql_free.  A returned const pointer (SQL text, a diagnostic and
 * its strings, a parameter, a column, a read, a step's text) is owned by
 * the object it was obtained from and lives exactly as long as it; the
 * *_name functions return static text.  Input buffers are only read
 * during the call and never retained; they need not end with a NUL byte
 * when their length is given.
 *
 * Threads: the library has no global mutable state.  Distinct objects
 * may be used from distinct threads at the same time; an object that is
 * only read (a plan, catalog, policy, glossary, a patch being applied,
 * steps, a result) may be shared between threads; nothing may be freed
 * while another thread uses it.  Objects that change as they are used
 * (a patch being appended to, a catalog builder, a conversation) are
 * used by one thread at a time.
 *
 * Failure: a call that reads or checks input returns a plansql_result *,
 * NULL only when out of memory, whose diagnostics say what is wrong; the
 * object it hands back is then NULL.  A call that only builds or appends
 * returns PLANSQL_OK, PLANSQL_NOMEM or PLANSQL_MISUSE.  Accessors return
 * NULL or 0 past the end and for a NULL object.  The input texts and
 * output pointer arguments of the read, compile and audit calls must not
 * be NULL.
 */
#ifndef PLANSQL_H
#define PLANSQL_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header, as text and as a number for #if checks:
 * MAJOR * 1000000 + MINOR * 1000 + PATCH.  plansql_version() and
 * plansql_version_number() say which library is linked; a program built
 * against this header runs with any library of the same major version
 * whose minor version is at least this one's (docs/api.md, "Versions").
 * configure writes both, PLANSQL_VERSION ("MAJOR.MINOR.PATCH") and
 * PLANSQL_VERSION_NUMBER, into plansql_version.h beside this header. */
#include "plansql_version.h"

/* What a call that builds or appends returns (patch operations, catalog
 * builder steps): the input's own problems are reported later, as the
 * diagnostics of the call that uses what was built. */
#define PLANSQL_OK 0
#define PLANSQL_NOMEM (-1)  /* out of memory: nothing was appended */
#define PLANSQL_MISUSE (-2) /* a NULL object or required argument */

/* The SQL engines plansql prints for.  The dialects are numbered from 0
 * to plansql_dialect_count() - 1; these four keep their values, and a
 * dialect added later takes the next one (a program lists them with
 * plansql_dialect_count and plansql_dialect_name). */
typedef enum plansql_dialect {
	PLANSQL_SQLITE = 0,
	PLANSQL_POSTGRES = 1,
	PLANSQL_MYSQL = 2, /* MySQL 8 and MariaDB 10.5 or later */
	PLANSQL_TSQL = 3,  /* Microsoft SQL Server 2012 or later */
	PLANSQL_DUCKDB = 4, /* DuckDB 1.1 or later */
	PLANSQL_TRINO = 5,  /* Trino 400 or later, Presto */
	PLANSQL_SPARK = 6,  /* Spark SQL 3.4 or later, Databricks SQL */
	PLANSQL_SNOWFLAKE = 7, /* Snowflake */
	PLANSQL_BIGQUERY = 8   /* BigQuery (GoogleSQL) */
} plansql_dialect;

/* How many dialects this library prints: their values are 0 to the
 * count - 1. */
size_t plansql_dialect_count(void);
/* Look a dialect up by its name or one of its other names (as "pg" or
 * "mariadb"; docs/dialects.md lists them); returns PLANSQL_OK and sets
 * *out, or PLANSQL_MISUSE (and leaves *out) for an unknown name, or a
 * NULL name or out. */
int plansql_dialect_from_name(const char *name, plansql_dialect *out);
/* The name of a dialect ("sqlite", "postgres", "mysql", "tsql", ...;
 * static text), or NULL for a value of no dialect. */
const char *plansql_dialect_name(plansql_dialect dialect);
/* The engine's name as people write it ("SQLite", "PostgreSQL", ...;
 * static text), as ask's prompt names it; NULL for a value of no
 * dialect. */
const char *plansql_dialect_title(plansql_dialect dialect);
/* A script for the dialect's engine whose one value (one row, one
 * column) is the database's catalog as JSON, in the format plansql
 * reads (docs/plan-format.md, "Catalog queries"), for those who cannot
 * connect plansql to the server: run it with the engine's own client
 * and give its output as the catalog.  Static text; NULL for a dialect
 * that has none. */
const char *plansql_catalog_query(plansql_dialect dialect);
/* The placeholder of bind parameter number (from 1) holding a text, as
 * the dialect writes it with PLANSQL_PARAMS ("?", "$2", "@p2"), as
 * malloc'd text freed with plansql_free; NULL for a value of no
 * dialect, a number of 0, or out of memory. */
char *plansql_dialect_placeholder(plansql_dialect dialect, size_t number);

typedef enum plansql_severity {
	PLANSQL_ERROR = 0,   /* the plan is rejected */
	PLANSQL_WARNING = 1, /* compiled, but the user should look */
	PLANSQL_FIXED = 2    /* the plan was repaired; message says how */
} plansql_severity;

/* One finding about the input.  Fields may be appended in later versions;
 * existing fields keep their meaning. */
typedef struct plansql_diagnostic {
	plansql_severity severity;
	const char *code;    /* stable identifier, e.g. "unknown-field" */
	const char *pointer; /* JSON Pointer of the node, "" for the root */
	const char *message; /* one sentence, no trailing period */
	const char *hint;    /* how to fix it, or NULL */
	long offset;	     /* byte offset in the input text, or -1 */
	long line, column;   /* 1-based position of offset, or 0 */
	/* For repairs (and a few warnings that change the plan): the node's
	 * value before and after, as JSON text; NULL otherwise. */
	const char *before, *after;
	/* 1 when pointer is into the patch given to plansql_plan_patch
	 * (an operation that cannot apply), 0 when it is into the plan or
	 * whatever else the call read. */
	int in_patch;
} plansql_diagnostic;

/* The longest texts the library reads (docs/limits.md): a plan, patch,
 * policy or glossary; a catalog.  A longer one is refused with
 * "too-large", which a caller that reads files can say without reading
 * further than one byte more. */
#define PLANSQL_MAX_INPUT_BYTES	  (4u << 20)
#define PLANSQL_MAX_CATALOG_BYTES (256u << 20)

/* Flags for plansql_options.flags. */
#define PLANSQL_COMPACT	 0x01 /* the whole statement on one line */
#define PLANSQL_VERIFY	 0x02 /* re-parse PostgreSQL output with libpg_query */
#define PLANSQL_DUMP_AST 0x04 /* also render the syntax tree (debugging) */
#define PLANSQL_NO_AUDIT 0x08 /* with a catalog: type and spell, no audit */
#define PLANSQL_STRICT	 0x10 /* every warning is an error (see below) */
/* Also describe the result: its output columns (plansql_result_column)
 * and what it reads (plansql_result_read).  Without it a compile makes
 * the SQL alone, and those lists are empty. */
#define PLANSQL_DESCRIBE 0x20
/* Bind parameters: the plan's values as placeholders in the dialect's
 * form (?, $1, @p1), the values themselves in plansql_result_param. */
#define PLANSQL_PARAMS 0x100

typedef struct plansql_catalog plansql_catalog;
typedef struct plansql_plan plansql_plan;
typedef struct plansql_policy plansql_policy;
typedef struct plansql_result plansql_result;
typedef struct plansql_glossary plansql_glossary;

/* The audit asks the caller's database about each text value compared
 * with a text column for equality (=, !=, in, not_in), through
 * plansql_options.lookup_value: whether a row holds the value as written
 * (FOUND), or not (MISSING: then the lookup adds with
 * plansql_value_spellings_add the column's values that equal it ignoring
 * case and surrounding spaces), or that it cannot tell (UNKNOWN: the
 * value stays as written).  schema may be NULL.  The audit repairs a
 * value that one spelling matches, and reports several, or none; see
 * docs/audit.md, "Values the database does not hold".  Each lookup is
 * the caller's: bound its time. */
typedef struct plansql_value_spellings plansql_value_spellings;
typedef enum plansql_value_found {
	PLANSQL_VALUE_UNKNOWN = 0,
	PLANSQL_VALUE_FOUND,
	PLANSQL_VALUE_MISSING
} plansql_value_found;
typedef plansql_value_found (*plansql_value_lookup)(
    void *context, const char *schema, const char *table, const char *column,
    const char *value, plansql_value_spellings *spellings);
/* Adds a spelling (copied) to the answer of a lookup; 0 on success, -1
 * when out of memory or spellings or spelling is NULL.  Past the first
 * few, spellings are counted but not kept. */
int plansql_value_spellings_add(plansql_value_spellings *spellings,
				const char *spelling);

/* Options of a compile or an audit.  Initialise with PLANSQL_OPTIONS_INIT
 * or plansql_options_init, then set what you need: the defaults are
 * SQLite, pretty-printed, no catalog, no policy.  The library reads only
 * the first size bytes, so fields appended in later versions keep their
 * defaults for callers built before them; options whose size is 0 (say,
 * zero-initialised) are refused with the error "bad-options".  With a
 * catalog, a compile audits the plan first (see plansql_plan_audit)
 * unless PLANSQL_NO_AUDIT is set.  The pointers are only read during a
 * call. */
typedef struct plansql_options {
	size_t size; /* sizeof the caller's struct: set by the initialisers */
	plansql_dialect dialect;
	unsigned flags;
	const plansql_catalog *catalog; /* may be NULL */
	const plansql_policy *policy;   /* may be NULL */
	/* The date relative periods (filter op "in_period") count from, as
	 * "YYYY-MM-DD"; NULL: the current date in UTC.  Fix it to make the
	 * SQL of a plan with periods reproducible. */
	const char *now;
	/* The user's business terms (plansql_glossary_read), which the
	 * audit repairs names by, and ask puts in the prompt; may be NULL. */
	const plansql_glossary *glossary;
	/* The database's answer about text values (see above); NULL: none
	 * is asked.  lookup_context is passed to it as it is. */
	plansql_value_lookup lookup_value;
	void *lookup_context;
	/* plansql_plan_import: the engine the SQL was written for, by a
	 * name plansql_dialect_from_name takes ("sqlite", "mysql",
	 * "postgres", "tsql", ...); its SQL is read as that engine reads it
	 * (docs/import.md).  NULL: PostgreSQL. */
	const char *import_from;
} plansql_options;

#define PLANSQL_OPTIONS_INIT {.size = sizeof(plansql_options)}
/* Zeroes options and sets options->size to size, which must be sizeof
 * *options as the caller's header declares it.  Does nothing when
 * options is NULL. */
void plansql_options_init(plansql_options *options, size_t size);
/* Room for a date "YYYY-MM-DD" and its NUL. */
#define PLANSQL_DATE_SIZE 11
/* 1 when text is a date plansql_options.now takes: exactly
 * "YYYY-MM-DD", a real calendar date of the years 0001 to 9999; else 0
 * (and for NULL). */
int plansql_date_valid(const char *text);
/* Today's date in UTC, which relative periods count from when
 * plansql_options.now is NULL, into out.  Any thread. */
void plansql_today(char out[PLANSQL_DATE_SIZE]);

/* Read and validate a plan.  Always returns a result (NULL only when out
 * of memory) holding the diagnostics; *plan is set to the plan, owned by
 * the caller (plansql_plan_free), when it is valid, else to NULL. */
plansql_result *plansql_plan_read(const char *json, size_t len,
				  plansql_plan **plan);
/* Frees a plan; NULL is ignored. */
void plansql_plan_free(plansql_plan *plan);
/* A copy of plan, owned by the caller (e.g. to keep a conversation's
 * answer after freeing it); NULL when out of memory or plan is NULL. */
plansql_plan *plansql_plan_copy(const plansql_plan *plan);
/* The plan as plan JSON (pretty-printed, informational fields kept,
 * unknown fields dropped), malloc'd, freed with plansql_free; NULL when
 * out of memory or plan is NULL. */
char *plansql_plan_json(const plansql_plan *plan);
/* The reason a plan gives for its decision ("termination_reason"),
 * owned by the plan; NULL when it gives none or plan is NULL.  Model
 * text: escape it before a terminal shows it. */
const char *plansql_plan_termination_reason(const plansql_plan *plan);
/* The questions of a plan whose decision is "clarify" ("ambiguities"):
 * their number, and the one at index, owned by the plan (NULL past the
 * end or for a NULL plan).  Model text, as above. */
size_t plansql_plan_ambiguity_count(const plansql_plan *plan);
const char *plansql_plan_ambiguity(const plansql_plan *plan, size_t index);

/* Import one SELECT statement (sql, len bytes, UTF-8), read as the
 * engine options->import_from names reads it (NULL: PostgreSQL), as a plan whose compile returns the same columns in the same
 * order under the same names: the statement's names are resolved
 * against options->catalog when given (options NULL: no catalog).
 * Always returns a result (NULL only when out of memory) holding the
 * diagnostics, each refusal with the line and column of the construct
 * the plan format cannot express; *plan is set to the plan, owned by
 * the caller, or to NULL.  An import_from that names no dialect is the
 * error "bad-options".  Uses libpg_query, opened on first use: the
 * error "import-failed" when it cannot be.  See docs/import.md. */
plansql_result *plansql_plan_import(const char *sql, size_t len,
				    const plansql_options *options,
				    plansql_plan **plan);

/* Compile a plan that was read before.  The plan is not modified, so
 * one plan may be compiled by several threads at once.  Returns a result
 * (NULL only when out of memory) holding the SQL, or the diagnostics
 * why there is none; options NULL: the defaults; options of size 0:
 * the error "bad-options". */
plansql_result *plansql_plan_compile(const plansql_plan *plan,
				     const plansql_options *options);

/* Audit a plan against options->catalog (and options->policy): the
 * result (NULL only when out of memory) reports every repair ("fixed"),
 * warning and error; *audited is set to the repaired copy, owned by the
 * caller, or NULL when errors remain.  Without a
 * catalog only the policy and the catalog-free checks apply.  The plan
 * is not modified. */
plansql_result *plansql_plan_audit(const plansql_plan *plan,
				   const plansql_options *options,
				   plansql_plan **audited);

/* Read and audit in one call: the result and *audited as for
 * plansql_plan_audit. */
plansql_result *plansql_audit(const char *json, size_t len,
			      const plansql_options *options,
			      plansql_plan **audited);

/* Read and compile in one call: what most callers want.  The result as
 * for plansql_plan_compile, with the reader's diagnostics first. */
plansql_result *plansql_compile(const char *json, size_t len,
				const plansql_options *options);

/* Read a catalog in the JSON catalog format.  Returns a result (NULL
 * only when out of memory); *catalog is the catalog, owned by the caller
 * (plansql_catalog_free), or NULL after an error.  A catalog only read
 * may serve any number of calls in any number of threads. */
plansql_result *plansql_catalog_read(const char *json, size_t len,
				     plansql_catalog **catalog);
/* A SQLite file attached to a "sqlite:PATH" database under a schema
 * name, as SQLite's ATTACH does: the plan names its tables with that
 * schema ("sales"."orders"). */
typedef struct plansql_attachment {
	const char *name; /* the schema: unique, never "", main or temp */
	const char *path; /* an existing SQLite file, opened read-only */
} plansql_attachment;
/* At most this many attachments (SQLite's own default limit). */
#define PLANSQL_ATTACH_MAX 10

/* How plansql_catalog_load reads a database.  Initialise with
 * plansql_load_options_init, then set what you need; the library reads
 * only the first size bytes, so fields appended later keep their
 * defaults for callers built before them.  The pointers are only read
 * during the call. */
typedef struct plansql_load_options {
	size_t size; /* sizeof the caller's struct: set by init */
	/* PostgreSQL, MySQL and MariaDB: the schemas (MySQL: databases)
	 * to read, comma-separated ("sales,hr"); NULL: every schema the
	 * role may use but the system's.  An error
	 * ("schemas-need-postgresql") with SQLite. */
	const char *schemas;
	/* SQLite: files attached to the database, each under its schema
	 * name: every table then has its schema ("main" or the
	 * attachment's name) and, when SQLite resolves its plain name to
	 * it, a search order (main first, then the attachments in order).
	 * An error ("attachments-need-sqlite") with PostgreSQL. */
	const plansql_attachment *attachments;
	size_t attachment_count;
	/* How long to wait for the database: PostgreSQL's connect_timeout
	 * (whole seconds, rounded up), SQLite's busy timeout (a writer's
	 * lock).  <= 0: 10 seconds. */
	long connect_timeout_ms;
} plansql_load_options;

/* Zeroes options and sets options->size to size, which must be sizeof
 * *options as the caller's header declares it; does nothing for NULL
 * options, as plansql_options_init. */
void plansql_load_options_init(plansql_load_options *options, size_t size);

/* Read the catalog of a live database: "sqlite:PATH" (opened read-only),
 * or a PostgreSQL URI "postgresql://..." ("postgres://" too), or
 * "postgresql:" alone for the PG* environment variables, or a MySQL or
 * MariaDB server "mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE"
 * ("mariadb://" too; "?socket=PATH"), every database the user may read
 * a schema, or a DuckDB file "duckdb:PATH" (read-only; "duckdb:" alone
 * for a database in memory, whose tables are the files
 * options->attachments names) (docs/plan-format.md).  Tables and
 * views with their columns, declared types, nullability, primary and
 * foreign keys; for PostgreSQL, the tables of every schema the role may
 * use but the system's (or of options->schemas), each with its schema
 * and its schema's position on the search_path.  options NULL: the
 * defaults; options of size 0 are refused with "bad-options".  Returns
 * a result (NULL only when out of memory) whose diagnostics say what
 * went wrong ("catalog-unreadable" with the engine's message when the
 * database cannot be reached in time); *catalog is the catalog, or NULL
 * after an error (a NULL database is "missing-argument").  Any thread;
 * each call opens its own connection. */
plansql_result *plansql_catalog_load(const char *database,
				     const plansql_load_options *options,
				     plansql_catalog **catalog);
/* The catalog in the JSON catalog format, as malloc'd text freed with
 * plansql_free; NULL when out of memory or catalog is NULL. */
char *plansql_catalog_json(const plansql_catalog *catalog);
/* The catalog as plansql_catalog_json writes it, with the foreign keys
 * plansql infers from column names and types (see docs/audit.md) added
 * as ordinary foreign keys.  The result has a diagnostic for each
 * inferred key, pointing at its column in the catalog: "inferred-key"
 * (fixed), or "inferred-key-choice" (a warning) when several keys were
 * inferred between the same two tables.  *json is malloc'd text freed
 * with plansql_free, or NULL when out of memory or after an error (a
 * NULL catalog is "missing-argument").  The result is NULL only when out
 * of memory. */
plansql_result *plansql_catalog_infer_keys(const plansql_catalog *catalog,
					   char **json);
/* The catalog's tables in its order (the order of the flags of
 * plansql_catalog_read_samples): their number, and the name and schema
 * (NULL: none given) of the table at index; NULL past the end or for a
 * NULL catalog.  Catalog text: escape it before a terminal shows it. */
size_t plansql_catalog_table_count(const plansql_catalog *catalog);
const char *plansql_catalog_table_name(const plansql_catalog *catalog,
				       size_t index);
const char *plansql_catalog_table_schema(const plansql_catalog *catalog,
					 size_t index);
/* The columns of the catalog's table at index table, in order: their
 * number (0 past the end), and the name of the one at index column
 * (NULL past the end).  Catalog text, as above. */
size_t plansql_catalog_column_count(const plansql_catalog *catalog,
				    size_t table);
const char *plansql_catalog_column_name(const plansql_catalog *catalog,
					size_t table, size_t column);
/* Frees a catalog; NULL is ignored. */
void plansql_catalog_free(plansql_catalog *catalog);

/* Catalogs built in C, a table at a time, for a program that knows its
 * tables without a JSON catalog.  Each step describes the table (or the
 * column) added last; names are copied.  A step returns PLANSQL_OK,
 * PLANSQL_NOMEM, or PLANSQL_MISUSE (nothing is added) for a NULL
 * builder or required name, or a step out of order (a column, key, kind
 * or search order before any table; samples before any column).  The
 * names themselves are checked as plansql_catalog_read checks the JSON
 * catalog of the same tables, and their problems are the diagnostics of
 * plansql_catalog_builder_finish, with the JSON Pointers they would have
 * there ("/2/columns/0/column_name").  A builder is used by one thread
 * at a time. */
typedef struct plansql_catalog_builder plansql_catalog_builder;

/* Column flags of plansql_catalog_builder_column. */
#define PLANSQL_PRIMARY_KEY 0x01 /* part of the table's primary key */
#define PLANSQL_NOT_NULL    0x02 /* never NULL */
/* its values are private: plansql ask sends none of them (the catalog's
 * "private": true) */
#define PLANSQL_PRIVATE 0x04

/* A new, empty builder, owned by the caller until
 * plansql_catalog_builder_finish or _free; NULL when out of memory. */
plansql_catalog_builder *plansql_catalog_builder_new(void);
/* Adds a table: schema and description may be NULL (none). */
int plansql_catalog_builder_table(plansql_catalog_builder *builder,
				  const char *schema, const char *name,
				  const char *description);
/* What the last table is, as the catalog's "kind" says it ("table",
 * "view", ...); NULL: not said. */
int plansql_catalog_builder_kind(plansql_catalog_builder *builder,
				 const char *kind);
/* The position (from 0) of the last table's schema on the search path,
 * as the catalog's "search_order" says it: an unqualified name means
 * the table of that name with the lowest. */
int plansql_catalog_builder_search_order(plansql_catalog_builder *builder,
					 size_t position);
/* Adds a column to the last table: its declared type (NULL: none),
 * PLANSQL_PRIMARY_KEY, PLANSQL_NOT_NULL and PLANSQL_PRIVATE flags,
 * description (NULL: none).  A primary key of several columns has the flag on each. */
int plansql_catalog_builder_column(plansql_catalog_builder *builder,
				   const char *name, const char *type,
				   unsigned flags, const char *description);
/* A few of the last column's values, which plansql ask describes to the
 * model; the count strings are copied. */
int plansql_catalog_builder_samples(plansql_catalog_builder *builder,
				    const char *const *values, size_t count);
/* Adds a foreign key of the last table: its column refers to to_column
 * of to_table (in to_schema; NULL: the table's own schema), which may
 * be added later.  A key of several columns is one call per column. */
int plansql_catalog_builder_foreign_key(plansql_catalog_builder *builder,
					const char *column,
					const char *to_schema,
					const char *to_table,
					const char *to_column);
/* Checks and indexes what was built and frees the builder (always, even
 * on failure).  Returns a result (NULL only when out of memory; *catalog
 * is then NULL) with the diagnostics plansql_catalog_read would give the
 * same tables; *catalog is the catalog, owned by the caller, or NULL
 * after an error.  A NULL builder is the error "missing-argument". */
plansql_result *plansql_catalog_builder_finish(plansql_catalog_builder *builder,
					       plansql_catalog **catalog);
/* Abandons a builder; NULL is ignored. */
void plansql_catalog_builder_free(plansql_catalog_builder *builder);

/* Read the rules of role from an access-policy file (JSON; see
 * schemas/policy.schema.json).  Returns a result (NULL only when out of
 * memory); *policy is the policy, owned by the caller, or NULL after an
 * error ("unknown-role" when the file has no such role). */
plansql_result *plansql_policy_read(const char *json, size_t len,
				    const char *role, plansql_policy **policy);
/* Frees a policy; NULL is ignored. */
void plansql_policy_free(plansql_policy *policy);

/* Read a glossary (docs/ask.md "Glossary"): business terms mapped to
 * tables, columns, expressions and filters, whose names catalog (may be
 * NULL) checks.  Returns a result (NULL only when out of memory);
 * *glossary is the glossary, owned by the caller, or NULL after errors.
 * The catalog is only read during the call. */
plansql_result *plansql_glossary_read(const char *json, size_t len,
				      const plansql_catalog *catalog,
				      plansql_glossary **glossary);
/* Frees a glossary; NULL is ignored. */
void plansql_glossary_free(plansql_glossary *glossary);

/* Patches: edits of a plan made without any model (add or remove a
 * column, a filter; change the order, the limit, the offset, DISTINCT).
 * A patch is a list of operations applied in order. */
typedef struct plansql_patch plansql_patch;

/* Read a patch: one operation object, or an array of them (see
 * schemas/patch.schema.json).  Returns a result (NULL only when out of
 * memory); *patch is the patch, owned by the caller (plansql_patch_free),
 * or NULL after an error; a NULL json is "missing-argument".  A patch
 * being appended to is used by one thread at a time; a patch only
 * applied may be shared. */
plansql_result *plansql_patch_read(const char *json, size_t len,
				   plansql_patch **patch);
/* An empty patch to append operations to, owned by the caller; NULL
 * when out of memory. */
plansql_patch *plansql_patch_new(void);
/* Append the operations of a patch text to patch; nothing is appended
 * when the text has an error.  Returns a result (NULL only when out of
 * memory); a NULL patch or json is "missing-argument". */
plansql_result *plansql_patch_add_json(plansql_patch *patch,
				       const char *json, size_t len);

/* Operations appended without JSON.  Each returns PLANSQL_OK,
 * PLANSQL_NOMEM, or PLANSQL_MISUSE for a NULL patch or a NULL required
 * name (nothing is then appended).  table NULL in add_column, remove_column
 * and remove_filter: column is the alias of a computed column.  Names are copied; they are checked
 * against the plan and the catalog when the patch is applied. */
int plansql_patch_add_column(plansql_patch *patch, const char *table,
			     const char *column);
int plansql_patch_remove_column(plansql_patch *patch, const char *table,
				const char *column);
int plansql_patch_remove_filter(plansql_patch *patch, const char *table,
				const char *column);

/* Append an add_aggregate operation: function as the plan format spells
 * it ("COUNT", "SUM", "AVG", "MIN", "MAX", "COUNT_DISTINCT"), the table
 * (or alias) it reads, the column (NULL: COUNT(*)) and the alias (NULL:
 * the default, such as "sum_Total").  PLANSQL_MISUSE also for an unknown
 * function, or a NULL table, or a NULL column with another function than
 * COUNT.
 * A query without group_by becomes grouped by the columns it shows. */
int plansql_patch_add_aggregate(plansql_patch *patch, const char *function,
				const char *table, const char *column,
				const char *alias);
/* Append a remove_aggregate operation of the aggregate with this alias
 * (a default one such as "sum_Total" included).  Removing the last
 * aggregate makes the query ungrouped. */
int plansql_patch_remove_aggregate(plansql_patch *patch, const char *alias);

/* Operations on plan parts named by their stable ids, as
 * plansql_plan_options lists them ("column/TABLE/COLUMN",
 * "computed/ALIAS", "aggregate/ALIAS", "filter/TABLE/COLUMN/OP",
 * "having/...": see docs/patch.md).  add_column takes a column id (of a
 * table the plan reads or can join) or a computed column's; remove_id
 * removes what the id's kind says: a column or computed column
 * (remove_column), an aggregate (remove_aggregate), or the one WHERE
 * or HAVING condition a filter or having id names (remove_filter).
 * ORDER BY items are removed with plansql_patch_order_by.  Return
 * PLANSQL_OK, PLANSQL_NOMEM, or PLANSQL_MISUSE for a NULL patch or id;
 * the id is copied, and an id that names no part of the plan when the
 * patch applies is the error unknown-id.  One thread at a time per
 * patch. */
int plansql_patch_add_column_id(plansql_patch *patch, const char *id);
int plansql_patch_remove_id(plansql_patch *patch, const char *id);

/* Append an add_filter operation from its parts: the filter's table
 * (NULL: the one selected table with the column), column, operator as
 * the plan format spells it ("=", "in", "starts_with", ...) and value as
 * JSON text ("42", "\"Rock\"", "[1, 2]"; NULL for is_null and
 * is_not_null).  Nothing is appended when the parts have an error.
 * Returns a result (NULL only when out of memory) with their
 * diagnostics; a NULL patch is "missing-argument", a NULL column or op
 * "missing-field". */
plansql_result *plansql_patch_add_filter(plansql_patch *patch,
					 const char *table, const char *column,
					 const char *op, const char *value_json);

/* One ORDER BY item; table NULL lets column name an alias of the result
 * or the column of the one selected table that has it. */
typedef struct plansql_order_item {
	const char *table;
	const char *column;
	int descending;
	/* the stable id of what it sorts (a "sortable" or "order_by" id of
	 * plansql_plan_options); when set, table and column are ignored */
	const char *id;
} plansql_order_item;

/* Replace ORDER BY; count 0 removes it.  The items and their names are
 * copied.  PLANSQL_MISUSE for a NULL patch, NULL items with count above
 * 0, or an item with neither id nor column. */
int plansql_patch_order_by(plansql_patch *patch,
			   const plansql_order_item *items, size_t count);

#define PLANSQL_NONE (-1) /* removes the limit or the offset */
/* A limit of at least 1, an offset of at least 0, or PLANSQL_NONE;
 * another value is the error "out-of-range" when the patch is applied.
 * These three return PLANSQL_OK, PLANSQL_NOMEM, or PLANSQL_MISUSE for a
 * NULL patch. */
int plansql_patch_limit(plansql_patch *patch, long long limit);
int plansql_patch_offset(plansql_patch *patch, long long offset);
int plansql_patch_distinct(plansql_patch *patch, int distinct);
/* Frees a patch; NULL is ignored. */
void plansql_patch_free(plansql_patch *patch);

/* Apply patch to plan.  Returns a result (NULL only when out of memory);
 * *patched is set to a new plan, owned by the caller, audited against
 * options->catalog and options->policy like any plan; plan itself is not
 * modified.  When an operation cannot apply or the audit finds an error,
 * *patched is NULL and the result says why: diagnostics about an
 * operation have in_patch set and point into the patch.  The dialect
 * of options is not used, and of its flags only PLANSQL_STRICT.  A NULL
 * plan or patch is "missing-argument"; options NULL: no catalog, no
 * policy.  The patch is only read: one patch may be applied to any
 * number of plans, in any number of threads. */
plansql_result *plansql_plan_patch(const plansql_plan *plan,
				   const plansql_patch *patch,
				   const plansql_options *options,
				   plansql_plan **patched);

/* What a user interface can offer to patch a plan, as malloc'd JSON
 * text freed with plansql_free (NULL when out of memory, when plan is
 * NULL, or when options have size 0):
 *   {"decision", "tables": [{"table", "alias"?, "selected", "join_only"?,
 *                "columns": [{"id", "column", "type", "selected", "role",
 *                             "primary_key", "nullable"}]}],
 *    "computed_columns"?: [{"id", "alias", "output", "at"}],
 *    "sortable": [{"id", "table", "column"}], "order_by": [{"id",
 *    "table", "column", "direction"}], "limit", "offset", "distinct",
 *    "aggregates": [{"id", "function", "table", "column", "alias"}],
 *    "filters": [{"id", "table", "column", "op", "value"}],
 *    "having": [{"id", "table", "column", "op", "value"}],
 *    "aggregate_functions": ["COUNT", ...],
 *    "filter_operators": ["=", "!=", ...]}
 * The tables are those the plan reads, then options->catalog's tables
 * one foreign key away from them; what options->policy denies is left
 * out.  "sortable" lists what ORDER BY may name (table null: an alias of
 * the result).  Without a catalog the columns are those the plan names,
 * and types and keys are null.  Every "id" is the part's stable id,
 * which patches take in place of names (docs/patch.md).  options may be
 * NULL. */
char *plansql_plan_options(const plansql_plan *plan,
			   const plansql_options *options);

/* Steps: the plan's query built up one part at a time, each step a
 * statement that counts the rows so far (SELECT COUNT(*) FROM ...), so
 * that a user whose plan returns no rows can see which part emptied
 * the result.  Step 1 is the first selection's table alone; then each
 * join in the order the compiled statement joins them, and right after
 * the step that brings a filter's last table each filter (an item of a
 * "filters" list, a subquery filter) in plan order; then, when the
 * plan groups, the groups, each HAVING filter, DISTINCT, and the limit
 * and offset.  See docs/api.md for the rules. */
typedef struct plansql_steps plansql_steps;

/* Compiles plan as plansql_plan_compile does (same options, audit and
 * diagnostics; the result holds the plan's SQL too), and sets *steps to
 * its steps, owned by the caller (plansql_steps_free), or to NULL when
 * the plan does not compile.  The result is NULL only when out of
 * memory.  The accessors below return NULL past the end, and the
 * strings live as long as the steps. */
plansql_result *plansql_plan_steps(const plansql_plan *plan,
				   const plansql_options *options,
				   plansql_steps **steps);
size_t plansql_steps_count(const plansql_steps *steps);
/* What the index-th step (from 0) adds, in words, e.g. "from tracks",
 * "join albums on tracks.AlbumId = albums.AlbumId", "filter
 * tracks.Milliseconds > 300000": made of the plan's names and values
 * unescaped, so untrusted text to escape before showing it.  NULL past
 * the end. */
const char *plansql_steps_label(const plansql_steps *steps, size_t index);
/* The JSON Pointer of the plan element the step adds, e.g.
 * "/selections/0", "/join_edges/1", "/global_filters/0". */
const char *plansql_steps_pointer(const plansql_steps *steps, size_t index);
/* The step's statement: one row of one column, the number of rows. */
const char *plansql_steps_sql(const plansql_steps *steps, size_t index);
/* Frees steps; NULL is ignored. */
void plansql_steps_free(plansql_steps *steps);

/* Asking a model: a question becomes a plan, written by a language
 * model and read, audited and compiled like any plan (docs/api.md,
 * "Asking a model"; docs/ask.md for the prompt and the rounds).  Two
 * forms share the same stages: plansql_ask_start and its steps, for a
 * caller that sends the requests with its own HTTP client; and
 * plansql_ask, the whole round trip in one call. */

/* The model server's API. */
typedef enum plansql_ask_api {
	PLANSQL_ASK_OPENAI = 0,	 /* POST {base}/chat/completions */
	PLANSQL_ASK_OLLAMA = 1,	 /* POST {base}/api/chat */
	PLANSQL_ASK_LLAMACPP = 2 /* /apply-template, then /completion */
} plansql_ask_api;

/* How much of the plan format the model is taught (docs/ask.md). */
typedef enum plansql_ask_tier {
	PLANSQL_TIER_MINIMAL = 0,
	PLANSQL_TIER_STANDARD = 1,
	PLANSQL_TIER_FULL = 2
} plansql_ask_tier;

typedef enum plansql_ask_verdict {
	PLANSQL_ASK_ACCEPTED = 0,  /* the plan compiled: SQL to run */
	PLANSQL_ASK_CLARIFY = 1,   /* compiled, and the model asks the user */
	PLANSQL_ASK_TERMINATE = 2, /* the model says the data cannot answer */
	PLANSQL_ASK_REJECTED = 3,  /* read, audit or compile found errors */
	PLANSQL_ASK_NO_PLAN = 4,   /* refusal, cut off, or no JSON */
	PLANSQL_ASK_PENDING = 5	   /* no reply judged yet */
} plansql_ask_verdict;

/* A caller's transport for plansql_ask: POST body (len bytes of JSON)
 * to the model server's base URL + path.  Returns 1 with *reply set to
 * the body of a 2xx reply, allocated with malloc (the library frees
 * it), or 0 when no such reply came (the call then reports
 * "llm-transport"). */
typedef int (*plansql_ask_send)(void *context, const char *path,
				const char *body, size_t len, char **reply,
				size_t *reply_len);

/* Checks an accepted answer's SQL on the caller's database (e.g. with
 * EXPLAIN): returns NULL when it passes, else why not as malloc'd text
 * (the library frees it); the answer is then rejected with
 * "explain-failed" and the model told why, like any diagnostic. */
typedef char *(*plansql_ask_explain)(void *context, const char *sql);

/* One message of a conversation with the model. */
typedef struct plansql_ask_message {
	const char *role; /* "system", "user" or "assistant" */
	const char *content;
} plansql_ask_message;

/* How the model's answer ended. */
typedef enum plansql_ask_finish {
	PLANSQL_FINISH_STOP = 0,   /* the model ended it */
	PLANSQL_FINISH_LENGTH = 1, /* the token limit cut it off */
	PLANSQL_FINISH_OTHER = 2   /* anything else the server said */
} plansql_ask_finish;

/* The model's answer to one round, as the library read it off the
 * server's reply (fields may be appended: a struct the library hands a
 * callback has every field set first). */
typedef struct plansql_ask_reply {
	const char *text; /* the model's text, "" when it gave none */
	size_t len;
	plansql_ask_finish finish;
	const char *refusal; /* OpenAI's refusal, or NULL */
	long prompt_tokens, completion_tokens; /* -1: not reported */
} plansql_ask_reply;

/* Answers a round from a recording instead of the server: fills reply
 * for the conversation messages[0..count) of candidate and round (from
 * 0), returning 1, or returns 0 when it has none (the question then
 * stops with "llm-no-replay", as after a transport error).  reply comes
 * as an empty answer (text "", tokens -1); its strings need live only
 * until the callback returns: the library copies them. */
typedef int (*plansql_ask_replay)(void *context,
				  const plansql_ask_message *messages,
				  size_t count, unsigned candidate,
				  unsigned round, plansql_ask_reply *reply);
/* Told of each reply the server gave a round, to keep it (e.g. for a
 * later replay); 0 when it could not be kept: the question stops with
 * "llm-not-recorded". */
typedef int (*plansql_ask_record)(void *context,
				  const plansql_ask_message *messages,
				  size_t count, unsigned candidate,
				  unsigned round, const plansql_ask_reply *reply);

typedef struct plansql_conversation plansql_conversation;

/* Options of a question.  Call plansql_ask_options_init(&o, sizeof o)
 * first, then set what you need: the library reads only the first size
 * bytes, so fields appended in later versions keep their defaults for
 * callers built before them. */
/* plansql_ask_options.samples: which of the database's values the model
 * is sent, as sample values in the description and in the audit's
 * findings about text values (docs/ask.md, "What is sent to the
 * model").  A column the catalog marks private sends none in any mode. */
#define PLANSQL_SAMPLES_NONE 0 /* none of any column */
#define PLANSQL_SAMPLES_ALL  1 /* every column's */
/* none of a column whose name or values say it holds personal data
 * (e-mail addresses, names of people, phone, card and account numbers,
 * IP and postal addresses, birth dates, identity numbers, secrets) */
#define PLANSQL_SAMPLES_SAFE 2

typedef struct plansql_ask_options {
	size_t size;	      /* sizeof the caller's struct: set by init */
	plansql_ask_api api;  /* default PLANSQL_ASK_OPENAI */
	plansql_ask_tier tier; /* default PLANSQL_TIER_STANDARD */
	const char *model;    /* NULL: left out of the request (default) */
	double temperature;   /* < 0: 0 for one candidate, 0.7 for more */
	long max_tokens;      /* <= 0: 4096 (default 0) */
	unsigned candidates;  /* plansql_ask only: independent tries whose
				 answers are ranked; 0 or 1: one */
	unsigned retries;     /* rounds after a rejected reply; default 2 */
	size_t budget;	      /* tokens of table descriptions; 0: tier's */
	int samples;	      /* PLANSQL_SAMPLES_*: which columns' values
				 the model is sent (default SAFE) */
	int schema;	      /* 1: send the tier's JSON Schema or grammar */
	/* catalog (required), policy, dialect (named in the prompt and
	 * compiled for), now, flags (PLANSQL_STRICT, PLANSQL_COMPACT,
	 * PLANSQL_PARAMS: the values are then in the results of
	 * plansql_ask_read_reply and plansql_ask; PLANSQL_NO_AUDIT is
	 * ignored: answers are always audited); read during
	 * plansql_ask_start and plansql_ask only. */
	const plansql_options *compile;
	/* The transport of plansql_ask: send when not NULL, else the
	 * library's own HTTP client (libcurl, opened at run time) posting
	 * to base_url ("http://127.0.0.1:8080/v1" for openai) with key, if
	 * not NULL or "", as the bearer token.  Nothing is read from the
	 * environment. */
	const char *base_url;
	const char *key;
	long timeout_ms; /* whole request; <= 0: 120 s */
	plansql_ask_send send;
	void *send_context;
	plansql_ask_explain explain; /* NULL: no check (default) */
	void *explain_context;
	/* The hooks below default to NULL: none. */
	/* Reads sample values into the catalog (e.g. with
	 * plansql_catalog_read_samples, the flags as given) for the tables
	 * the prompt describes, chosen[t] for each catalog table t, before
	 * they are described; 0 when out of memory.  Not called under
	 * PLANSQL_SAMPLES_NONE.  The catalog is the caller's: the callback
	 * writes into it. */
	int (*sample)(void *context, const bool *chosen);
	void *sample_context;
	/* Told of each reply once it is judged: the index of its attempt
	 * (plansql_ask_attempt_get), on the calling thread. */
	void (*progress)(void *context,
			 const plansql_conversation *conversation,
			 size_t attempt);
	void *progress_context;
	/* Rounds answered by replay instead of the transport, and replies
	 * told to record (the library's client or send answering). */
	plansql_ask_replay replay;
	void *replay_context;
	plansql_ask_record record;
	void *record_context;
	/* A flag (a signal handler's) that stops the library's HTTP client,
	 * and any wait before a retry, once it is non-zero:
	 * "llm-cancelled".  NULL: none. */
	const volatile sig_atomic_t *cancel;
} plansql_ask_options;

/* Zeroes options, sets options->size to size and the defaults above
 * (samples PLANSQL_SAMPLES_SAFE, schema 1, retries 2, temperature -1).  size must be
 * sizeof *options as the caller's header declares it. */
void plansql_ask_options_init(plansql_ask_options *options, size_t size);

/* A plansql_conversation is a question put to the model: the prompt,
 * the tables chosen, the rounds so far and the answer.  One
 * conversation is used by one thread at a time; distinct conversations
 * are independent. */

/* What plansql_ask_options_init sets, and the CLI's defaults. */
#define PLANSQL_ASK_DEFAULT_RETRIES    2
#define PLANSQL_ASK_DEFAULT_MAX_TOKENS 4096
/* The names the CLI and docs/ask.md use: "openai", "ollama",
 * "llamacpp"; "minimal", "standard", "full"; "none", "all", "safe" for
 * PLANSQL_SAMPLES_*.  NULL for a value out of range; the _from_name
 * calls return 1 and set *out for a known name, else 0. */
const char *plansql_ask_api_name(plansql_ask_api api);
int plansql_ask_api_from_name(const char *name, plansql_ask_api *out);
const char *plansql_ask_tier_name(plansql_ask_tier tier);
int plansql_ask_tier_from_name(const char *name, plansql_ask_tier *out);
const char *plansql_ask_samples_name(int samples);
int plansql_ask_samples_from_name(const char *name, int *out);
/* The tokens of table descriptions a tier's prompt holds when
 * plansql_ask_options.budget is 0; 0 for a tier out of range. */
size_t plansql_ask_tier_budget(plansql_ask_tier tier);
/* The temperature used when plansql_ask_options.temperature < 0: 0 for
 * one candidate; several should differ, so 0.7. */
double plansql_ask_default_temperature(unsigned candidates);

/* Starts a conversation: chooses the tables, writes the prompt and the
 * first request (nothing is sent).  The question and the options'
 * strings are copied; the catalog and policy must outlive the
 * conversation.  *conversation is NULL when the result has an error
 * ("missing-argument" without a catalog or a question, "bad-ask-option"
 * for an api or tier out of range, "out-of-memory"); else the
 * conversation, owned by the caller (plansql_conversation_free).  The
 * result is NULL only when out of memory. */
plansql_result *plansql_ask_start(const char *question,
				  const plansql_ask_options *options,
				  plansql_conversation **conversation);

/* The request to send next: returns 1 and sets *path (below the base
 * URL, e.g. "/chat/completions"), *body and *len (JSON, NUL-terminated),
 * valid until the next plansql_ask_read_reply; returns 0 when the
 * conversation is over (an answer came, or the retries are used up).
 * For PLANSQL_ASK_LLAMACPP each round is two requests: the first posts
 * the messages to "/apply-template"; once its reply is read, the request
 * is the "/completion" of the prompt that reply rendered. */
int plansql_ask_request(const plansql_conversation *conversation,
			const char **path, const char **body, size_t *len);

/* Reads the reply body of the request plansql_ask_request gave.  The
 * result has the diagnostics of that reply: llm-* codes of the reply's
 * shape, then the reader's, the audit's and the compile's; and its SQL
 * when the plan was accepted.  The verdict is then that of
 * plansql_ask_verdict; PLANSQL_ASK_REJECTED or PLANSQL_ASK_NO_PLAN with
 * a request left means the next request carries the model's reply and
 * these diagnostics, asking again.  A reply that is not the API's shape
 * (llm-reply) changes nothing: the same request is still to send.  An
 * llamacpp /apply-template reply leaves the verdict pending.  NULL only
 * when out of memory. */
plansql_result *plansql_ask_read_reply(plansql_conversation *conversation,
				       const char *body, size_t len);

/* The whole round trip: plansql_ask_start, then each request sent over
 * options->send or the library's HTTP client and its reply read, for
 * each of options->candidates; the accepted answers are ranked (votes of
 * identical SQL, then fewer repairs, warnings and rounds).  The result
 * has the transport's error if a request failed, else the diagnostics
 * of the attempt answered with (or of the last one) and its SQL.
 * *answer is the conversation to query with the accessors below, NULL
 * when the result has an error of the start; after a transport error
 * (plansql_ask_interrupted) it holds the attempts made, the last one
 * that of the request that failed (no reply, verdict no plan).  It is
 * owned by the caller (plansql_conversation_free).  The result is NULL
 * only when out of memory.  The callbacks of options are called on the
 * calling thread, during the call only. */
plansql_result *plansql_ask(const char *question,
			    const plansql_ask_options *options,
			    plansql_conversation **answer);
/* 1 when the rounds of plansql_ask or plansql_ask_refine stopped at a
 * request that got no reply (the result has the transport's error);
 * else 0. */
int plansql_ask_interrupted(const plansql_conversation *conversation);
/* A follow-up to an answer: plan_json (a plan, e.g. plansql_plan_json of
 * plansql_ask_plan) changed as request says ("only 2024", "add the
 * city"), with the tables chosen by request's words; then the rounds and
 * the ranking of plansql_ask, and the same result and *answer. */
plansql_result *plansql_ask_refine(const char *plan_json, const char *request,
				   const plansql_ask_options *options,
				   plansql_conversation **answer);
/* Sends messages[0..count) as round round of candidate 0 over the
 * conversation's transport (its options' replay, send or the library's
 * client, and record), with its model options and without a schema or
 * grammar when plansql_ask_options.schema was 0: a conversation of the
 * caller's own, e.g. asking for SQL instead of a plan with the prompt's
 * description (plansql_ask_prompt).  *reply is the model's answer (its
 * first size bytes: sizeof *reply as the caller's header declares it),
 * its strings owned by the conversation; the result has the transport's
 * or the reply's error (llm-*), else nothing.  Nothing is judged or
 * counted as an attempt.  NULL only when out of memory. */
plansql_result *plansql_ask_chat(plansql_conversation *conversation,
				 const plansql_ask_message *messages,
				 size_t count, unsigned round,
				 plansql_ask_reply *reply, size_t size);

/* The catalog tables the prompt describes, in the order chosen: the
 * name ("schema.table" when the table has a schema), and why, as
 * plansql_ask_reason says ("whole catalog", "matches", "joins", "most
 * joined").  NULL past the end; names are catalog text, to escape
 * before showing. */
size_t plansql_ask_table_count(const plansql_conversation *conversation);
const char *plansql_ask_table_name(const plansql_conversation *conversation,
				   size_t index);
const char *plansql_ask_table_reason(const plansql_conversation *conversation,
				     size_t index);
/* Why no value of a column (by its indexes in the catalog, as
 * plansql_catalog_column_name takes them) is sent to the model when
 * plansql_ask_options.samples is samples (PLANSQL_SAMPLES_*): "the
 * catalog marks it private", "no values are sent" (under
 * PLANSQL_SAMPLES_NONE), or under PLANSQL_SAMPLES_SAFE the personal
 * data its name or one of its samples says it holds ("e-mail
 * addresses", ...); static text.  NULL when its values may be sent, and
 * for indexes or a mode out of range. */
const char *plansql_ask_withheld(const plansql_catalog *catalog, size_t table,
				 size_t column, int samples);

/* The verdict so far: PLANSQL_ASK_PENDING before any reply was judged,
 * and for NULL. */
plansql_ask_verdict
plansql_ask_verdict_of(const plansql_conversation *conversation);
/* "accepted", "clarify", "terminate", "rejected", "no plan", "pending";
 * NULL for an unknown value. */
const char *plansql_ask_verdict_name(plansql_ask_verdict verdict);
/* The replies judged so far (all candidates'). */
size_t plansql_ask_attempts(const plansql_conversation *conversation);
/* The answer's audited plan (accepted, clarify, terminate), or of the
 * last rejected reply as read; NULL when none.  Owned by the
 * conversation. */
const plansql_plan *plansql_ask_plan(const plansql_conversation *conversation);
/* The answer's SQL (accepted or clarify), else NULL.  Owned by the
 * conversation. */
const char *plansql_ask_sql(const plansql_conversation *conversation);
/* A clarify's questions to the user (the plan's "ambiguities"); and a
 * terminate's reason (NULL when the model gave none).  Model text, to
 * escape before showing. */
size_t plansql_ask_clarify_count(const plansql_conversation *conversation);
const char *plansql_ask_clarify(const plansql_conversation *conversation,
				size_t index);
const char *
plansql_ask_termination_reason(const plansql_conversation *conversation);
/* The messages of the first request, in order: the tier's instructions
 * ("system"), then the description of the tables, the glossary, the date
 * and the question ("user").  NULL past the end. */
size_t plansql_ask_prompt_count(const plansql_conversation *conversation);
const plansql_ask_message *
plansql_ask_prompt(const plansql_conversation *conversation, size_t index);

/* Why the prompt describes a table. */
typedef enum plansql_ask_reason {
	PLANSQL_CHOSEN_WHOLE = 0,    /* the whole catalog fits the budget */
	PLANSQL_CHOSEN_MATCH = 1,    /* its words match the question's */
	PLANSQL_CHOSEN_JOIN = 2,     /* it joins a matching table */
	PLANSQL_CHOSEN_CONNECTED = 3 /* nothing matched: one of the most
					joined tables */
} plansql_ask_reason;

/* A table the prompt describes, in more detail than its name and
 * reason's text. */
typedef struct plansql_ask_table {
	size_t table;		   /* its index in the catalog */
	plansql_ask_reason reason; /* its text: plansql_ask_table_reason */
	const char *matched; /* MATCH: the question's words, ", "-joined */
	double score;	     /* MATCH: how well (BM25) */
	size_t joins;	     /* JOIN: the catalog index of the table it
				joins */
	size_t tokens;	     /* its description's estimated tokens */
} plansql_ask_table;
/* Fills the first size bytes of *out (size: sizeof *out as the caller's
 * header declares it); 1, or 0 past the end. */
int plansql_ask_table_get(const plansql_conversation *conversation,
			  size_t index, plansql_ask_table *out, size_t size);

/* The prompt as a whole. */
typedef struct plansql_ask_selection {
	size_t tokens;	 /* of the chosen tables' descriptions */
	size_t budget;	 /* the tokens they were allowed */
	size_t left_out; /* matching tables the budget left out */
	double seconds;	 /* choosing the tables and writing the prompt */
} plansql_ask_selection;
int plansql_ask_selection_get(const plansql_conversation *conversation,
			      plansql_ask_selection *out, size_t size);

/* What a reply went through: the steps in order, each with its own
 * diagnostics. */
typedef enum plansql_ask_step {
	PLANSQL_STEP_REPLY = 0,	 /* the plan's JSON found in the text */
	PLANSQL_STEP_READ = 1,	 /* the plan reader */
	PLANSQL_STEP_AUDIT = 2,	 /* the audit against the catalog */
	PLANSQL_STEP_COMPILE = 3 /* the SQL (and the explain callback) */
} plansql_ask_step;
#define PLANSQL_ASK_STEPS 4
/* "reply", "read", "audit", "compile"; NULL out of range. */
const char *plansql_ask_step_name(plansql_ask_step step);

/* One reply judged (an attempt): all candidates' rounds, in the order
 * judged. */
typedef struct plansql_ask_attempt {
	unsigned candidate, round; /* from 0 */
	plansql_ask_verdict verdict;
	const char *reply;	   /* the model's text; NULL when none */
	const plansql_plan *plan;  /* audited, else as read; or NULL */
	const char *sql;	   /* when it compiled, else NULL */
	size_t errors, warnings, repairs;
	unsigned votes;		   /* accepted candidates with the same SQL */
	size_t request_bytes;	   /* of the round's request bodies */
	long prompt_tokens, completion_tokens; /* -1: not reported */
	double http_seconds;	   /* the round's requests */
	double plansql_seconds;	   /* reading, auditing, compiling it */
} plansql_ask_attempt;
/* Fills the first size bytes of *out; 1, or 0 past the end.  Its
 * strings and plan are owned by the conversation. */
int plansql_ask_attempt_get(const plansql_conversation *conversation,
			    size_t index, plansql_ask_attempt *out,
			    size_t size);
/* The diagnostics (and, for PLANSQL_STEP_COMPILE, the SQL) of one step
 * of an attempt; NULL when the step did not run.  Owned by the
 * conversation. */
const plansql_result *
plansql_ask_attempt_result(const plansql_conversation *conversation,
			   size_t index, plansql_ask_step step);
/* The index of the attempt answered with; -1 when none. */
long plansql_ask_chosen(const plansql_conversation *conversation);

/* Frees a conversation and what its accessors returned; NULL is
 * ignored. */
void plansql_conversation_free(plansql_conversation *conversation);

/* ---- Comparing answers (docs/eval.md) ----
 * Execution accuracy: whether the rows a query returned are the rows
 * expected, as text-to-SQL benchmarks judge it and as plansql eval
 * scores plansql ask.  The rows are a multiset (a list when order
 * counts); columns are matched in any order by the values they hold;
 * numbers are compared as numbers, to significant digits; a text never
 * equals a number, NULL only NULL.  A reporting tool that keeps
 * the expected answer of a chart uses the same test. */

typedef enum plansql_value_kind {
	PLANSQL_VALUE_NULL = 0,	  /* SQL NULL; the text is not read */
	PLANSQL_VALUE_NUMBER = 1, /* an integer, floating or decimal value,
				     as text: "42", "-1.5e3", "0.1", "NaN" */
	PLANSQL_VALUE_TEXT = 2	  /* any other value, as text */
} plansql_value_kind;

typedef struct plansql_value {
	plansql_value_kind kind;
	const char *text; /* NUL-terminated; not read for NULL */
} plansql_value;

/* A set of rows of a fixed number of columns, filled row by row. */
typedef struct plansql_rows plansql_rows;

/* An empty row set of column_count columns (at least 1), named by the
 * column_count strings of names (copied; NULL: unnamed).  Names serve
 * only to show a difference.  NULL when out of memory or column_count
 * is 0. */
plansql_rows *plansql_rows_new(size_t column_count, const char *const *names);
/* Appends one row of column_count values, copied.  PLANSQL_MISUSE for a
 * NULL argument, a kind out of range, a missing text, or a number whose
 * text is not a decimal number (nor NaN or [-]Infinity); nothing is
 * appended then. */
int plansql_rows_add(plansql_rows *rows, const plansql_value *values);
size_t plansql_rows_count(const plansql_rows *rows);
size_t plansql_rows_column_count(const plansql_rows *rows);
/* NULL for unnamed columns. */
const char *plansql_rows_column_name(const plansql_rows *rows, size_t column);
const plansql_value *plansql_rows_value(const plansql_rows *rows, size_t row,
					size_t column);
void plansql_rows_free(plansql_rows *rows);

typedef enum plansql_match {
	PLANSQL_MATCH_DIFFERENT = 0, /* other rows, or fewer columns */
	PLANSQL_MATCH_EQUAL = 1,     /* the expected rows */
	PLANSQL_MATCH_EXTRA_COLUMNS = 2 /* the expected rows, and columns
					   more */
} plansql_match;

/* Rows must come in the expected order (the expected query has ORDER BY
 * at its top level: plansql_sql_orders_rows). */
#define PLANSQL_COMPARE_ORDERED 0x1
/* A relative tolerance, kept as significant digits: a number with a
 * fraction is rounded to ceil(-log10(tolerance)) of them (1e-9: 9) and
 * compared rounded, so that equal is an equivalence; a number without one
 * (3, 3.0, 1e3, or a fraction rounded away) is compared exactly, as a
 * whole number of 64 bits. */
#define PLANSQL_DEFAULT_TOLERANCE 1e-9

typedef struct plansql_comparison plansql_comparison;

/* Compares actual with expected.  flags: 0 or PLANSQL_COMPARE_ORDERED;
 * tolerance: negative for PLANSQL_DEFAULT_TOLERANCE.  Each expected
 * column is matched with an actual column holding the same values; with
 * more actual columns than expected, rows equal on the matched ones are
 * PLANSQL_MATCH_EXTRA_COLUMNS.  No rows where none are expected are
 * PLANSQL_MATCH_EQUAL whatever the columns: nothing is shown that was
 * not asked for.  NULL when out of memory or a row set is
 * NULL.  The search for a column match gives up (DIFFERENT, with a
 * reason that says so) past 100000 tries, which only many columns
 * holding alike values reach. */
plansql_comparison *plansql_rows_compare(const plansql_rows *expected,
					 const plansql_rows *actual,
					 unsigned flags, double tolerance);
/* PLANSQL_MATCH_DIFFERENT for NULL. */
plansql_match plansql_comparison_match(const plansql_comparison *c);
/* "equal", "extra-columns", "different"; NULL for another value. */
const char *plansql_match_name(plansql_match match);
/* One sentence: "the same rows", "4 rows where 5 are expected", "row 3
 * differs", "the expected row 2 is missing", ... */
const char *plansql_comparison_reason(const plansql_comparison *c);
/* The actual column matched with (or, when the rows differ, shown
 * beside) an expected column; -1 when none. */
long plansql_comparison_column(const plansql_comparison *c,
			       size_t expected_column);
/* When the rows differ: the first expected row the actual rows lack and
 * the first actual row that is not expected (in row order when order
 * counts, else in sorted order), as row indexes; -1 when none. */
long plansql_comparison_expected_row(const plansql_comparison *c);
long plansql_comparison_actual_row(const plansql_comparison *c);
void plansql_comparison_free(plansql_comparison *c);

/* 1 when the statement orders its rows: an ORDER BY at its top level,
 * outside parentheses, strings, quoted names and comments; else 0 (also
 * for NULL).  len bytes of sql are read. */
int plansql_sql_orders_rows(const char *sql, size_t len);

/* Makes every warning of result an error, as PLANSQL_STRICT does for the
 * calls that take options: for callers that must not use a plan with an
 * ignored field or a guessed meaning.  A result with a promoted warning
 * holds no SQL or plan any more.  Returns the number of warnings
 * promoted (0 for NULL).  It changes the result: not while another
 * thread reads it. */
size_t plansql_result_strict(plansql_result *result);

/* 1 when the result holds no error diagnostic, else 0 (also for
 * NULL). */
int plansql_result_ok(const plansql_result *result);
/* The SQL text of a successful compile (one statement, no terminating
 * semicolon), owned by the result; else NULL. */
const char *plansql_result_sql(const plansql_result *result);
/* The type of a bind parameter's value. */
typedef enum plansql_param_type {
	PLANSQL_PARAM_BOOLEAN = 0, /* text "true" or "false" */
	PLANSQL_PARAM_INTEGER = 1, /* text: decimal digits, maybe a '-' */
	PLANSQL_PARAM_NUMBER = 2,  /* text: a JSON number */
	PLANSQL_PARAM_STRING = 3,  /* text: the string itself */
	PLANSQL_PARAM_DATE = 4,	   /* text: "YYYY-MM-DD" */
	PLANSQL_PARAM_DATETIME = 5 /* text: "YYYY-MM-DD HH:MM:SS[.ffffff]" */
} plansql_param_type;

/* One bind parameter of a compile with PLANSQL_PARAMS.  Fields may be
 * appended in later versions. */
typedef struct plansql_param {
	plansql_param_type type;
	const char *text; /* the value as text, UTF-8 without NUL */
} plansql_param;

/* The number of parameters of a compile with PLANSQL_PARAMS that made
 * SQL (the placeholders of plansql_result_sql, in order); 0 otherwise. */
size_t plansql_result_param_count(const plansql_result *result);
/* The index-th parameter (from 0, the first placeholder), or NULL past
 * the end. */
const plansql_param *plansql_result_param(const plansql_result *result,
					  size_t index);
/* The name of a parameter type as the JSON form writes it (static
 * text): "boolean", "integer", "number", "string", "date", "datetime";
 * NULL if unknown. */
const char *plansql_param_type_name(plansql_param_type type);

/* ---- Output columns and reads (result metadata) ----
 * What a successful compile's statement gives and reads, for a caller
 * that labels, types or audits the rows: filled by plansql_compile,
 * plansql_plan_compile, plansql_plan_steps and the results of asking.
 * Everything returned is owned by the result and lives as long as it;
 * a result only read may be shared by threads. */
typedef enum plansql_column_kind {
	PLANSQL_COLUMN_PLAIN = 0,     /* a table's column as stored */
	PLANSQL_COLUMN_AGGREGATE = 1, /* COUNT, SUM, ... */
	PLANSQL_COLUMN_WINDOW = 2,    /* a window function */
	PLANSQL_COLUMN_COMPUTED = 3   /* an expression (computed_columns, time
					 buckets, a CTE's computed column) */
} plansql_column_kind;

/* One column of the rows, in the order of the select list (of the
 * first member of a set operation).  Fields may be appended in later
 * versions. */
typedef struct plansql_column {
	const char *name; /* the result column's name, as the SQL names it */
	plansql_column_kind kind;
	const char *schema; /* the source table's schema, or NULL */
	const char *table;  /* the source catalog table (not the alias; a CTE's
			       column resolved to its body's), or NULL */
	const char *column; /* the source column, or NULL (COUNT(*),
			       expressions) */
	const char *type;   /* the source column's declared type in the
			       catalog (plain, MIN and MAX), or NULL */
	/* "integer", "number", "string", "boolean", "date", "datetime" or
	 * NULL when plansql does not know */
	const char *value_type;
	/* the aggregate or window function as the plan spells it ("COUNT",
	 * "COUNT_DISTINCT", "ROW_NUMBER", ...), or NULL */
	const char *function;
	/* the stable id of the part of the main query's select list it
	 * comes from (plansql_plan_options lists the same ids), e.g.
	 * "column/tracks/Name", "aggregate/Revenue"; NULL for none */
	const char *id;
} plansql_column;

/* One table and column the statement reads, in any clause.  Fields may
 * be appended in later versions. */
typedef struct plansql_read {
	const char *schema; /* or NULL */
	const char *table;  /* a catalog table: CTEs are resolved to what
			       their bodies read */
	const char *column; /* NULL: a FROM entry of the table whose columns
			       are not read (COUNT(*) alone) */
} plansql_read;

/* The number of output columns of a result that holds SQL; 0 otherwise
 * (and for NULL). */
size_t plansql_result_column_count(const plansql_result *result);
/* The index-th output column (from 0), or NULL past the end. */
const plansql_column *plansql_result_column(const plansql_result *result,
					    size_t index);
/* The number of distinct (schema, table, column) reads of a result that
 * holds SQL, in first-read order; 0 otherwise. */
size_t plansql_result_read_count(const plansql_result *result);
/* The index-th read (from 0), or NULL past the end. */
const plansql_read *plansql_result_read(const plansql_result *result,
					size_t index);
/* The name of a column kind as the JSON form writes it (static text):
 * "plain", "aggregate", "window", "computed"; NULL if unknown. */
const char *plansql_column_kind_name(plansql_column_kind kind);
/* ---- end of output columns and reads ---- */
/* The syntax tree rendered as text when PLANSQL_DUMP_AST was given,
 * owned by the result; else NULL. */
const char *plansql_result_tree(const plansql_result *result);
/* The number of diagnostics; 0 for NULL. */
size_t plansql_result_diagnostic_count(const plansql_result *result);
/* The index-th diagnostic, in the order found, owned by the result, or
 * NULL past the end. */
const plansql_diagnostic *
plansql_result_diagnostic(const plansql_result *result, size_t index);
/* One line "SOURCE:POINTER: severity[code]: message (hint)", with any
 * control or bidirectional character from the plan escaped, as malloc'd
 * text freed with plansql_free; NULL when out of memory.  diagnostic
 * must not be NULL. */
char *plansql_diagnostic_text(const plansql_diagnostic *diagnostic,
			      const char *source_name);
/* {"sql": string|null, "diagnostics": [...]} as malloc'd text, freed with
 * plansql_free; NULL when out of memory.  A compile with PLANSQL_PARAMS
 * has "parameters" after "sql": an array of {"type": NAME, "value": V}
 * (V a JSON boolean, number or string by the type), null without SQL.
 * Every compile has "columns" and "reads" after "sql" (and
 * "parameters"), null without SQL: see plansql_result_column.
 * The result of an audit has
 * "plan" (the audited plan, or null) in place of "sql"; the result of
 * reading or applying a patch has only "diagnostics".  NULL also for a
 * NULL result. */
char *plansql_result_json(const plansql_result *result);
/* Frees a result and everything obtained from it; NULL is ignored. */
void plansql_result_free(plansql_result *result);

/* Frees memory plansql handed over with malloc semantics; NULL is
 * ignored. */
void plansql_free(void *pointer);

/* The name of a severity (static text): "error", "warning" or "fixed";
 * "unknown" for another value. */
const char *plansql_severity_name(plansql_severity severity);
/* The library's version string and number: PLANSQL_VERSION and
 * PLANSQL_VERSION_NUMBER of the header it was built with, which may differ
 * from the caller's.  Any thread, at any time. */
const char *plansql_version(void);
int plansql_version_number(void);

/* ---- Running SQL ----
 * A statement run on a database plansql opens read-only, named as
 * plansql_catalog_load names it ("sqlite:PATH", a PostgreSQL URI,
 * "postgresql:" alone, "mysql://..." or "mariadb://...", or
 * "duckdb:PATH").  Rows are handed over as the engine returns them
 * (SQLite step by step, PostgreSQL in single-row mode, MySQL
 * unbuffered, DuckDB a chunk at a time), so memory
 * does not grow with the result; a run ends with its last row, at a
 * row cap or a time limit, when cancelled, or when the handler says
 * so, and a time limit or a cancel stops the statement on the server
 * too.  A database is used by one thread at a time, but for
 * plansql_db_cancel. */
typedef struct plansql_db plansql_db;

/* Whether database's scheme names a kind plansql reads ("sqlite:",
 * "postgresql:", "postgres:", "mysql://", "mariadb://", "duckdb:"):
 * PLANSQL_OK and
 * *dialect set to the dialect it speaks, or PLANSQL_MISUSE (also for
 * NULL arguments). */
int plansql_db_dialect_of(const char *database, plansql_dialect *dialect);
/* What can be said of a database's name without connecting: a kind
 * plansql opens; for SQLite, an existing file that is no directory, and
 * attachments with names SQLite takes and such files; schemas for
 * PostgreSQL only ("bad-database", "bad-attachment",
 * "attachments-need-sqlite", "schemas-need-postgresql").  options as
 * plansql_catalog_load takes them (NULL: none).  Returns a result (NULL
 * only when out of memory); *dialect (may be NULL) is the dialect of
 * the database when it holds no error.  plansql_catalog_load and
 * plansql_db_open check so first. */
plansql_result *plansql_db_check(const char *database,
				 const plansql_load_options *options,
				 plansql_dialect *dialect);
/* Opens database: a SQLite file read-only and with query_only set, its
 * attachments too; a PostgreSQL session whose transactions are
 * read-only, refused ("database-not-read-only") where the server will
 * not make them so; a MySQL or MariaDB session in which each run is a
 * read-only transaction.  options as for plansql_db_check, its connect
 * timeout too.  Returns a result (NULL only when out of memory): the
 * checks', or "database-error" with the engine's message (escaped);
 * *db is the database, owned by the caller, or NULL. */
plansql_result *plansql_db_open(const char *database,
				const plansql_load_options *options,
				plansql_db **db);
/* The dialect the database speaks. */
plansql_dialect plansql_db_dialect(const plansql_db *db);
/* Closes the database; NULL is ignored. */
void plansql_db_close(plansql_db *db);

typedef enum plansql_run_end {
	PLANSQL_RUN_DONE = 0,	   /* every row was handed over */
	PLANSQL_RUN_ROW_CAP = 1,   /* max_rows were, and there were more */
	PLANSQL_RUN_TIMED_OUT = 2, /* the time limit passed */
	PLANSQL_RUN_CANCELLED = 3, /* plansql_db_cancel */
	PLANSQL_RUN_FAILED = 4,	   /* the engine refused or failed it, or
				      memory ran out: plansql_db_error */
	PLANSQL_RUN_STOPPED = 5	   /* the handler returned 0 */
} plansql_run_end;

/* What a run hands its results to; any function may be NULL.  columns
 * comes once, before any row; row with each row (values valid during
 * the call); waiting now and then while the engine works (a few times a
 * second at least, with the rows so far), for a progress display.
 * columns and row return 0 to stop the run. */
typedef struct plansql_run_handler {
	int (*columns)(void *context, size_t count, const char *const *names);
	int (*row)(void *context, size_t count, const plansql_value *values);
	void (*waiting)(void *context, size_t rows);
	void *context;
} plansql_run_handler;

/* Options of a run: initialise with plansql_run_options_init, as
 * plansql_options (the library reads the first size bytes). */
typedef struct plansql_run_options {
	size_t size;
	double seconds;	 /* the time limit; 0: none */
	size_t max_rows; /* rows handed over at most; 0: every row */
	/* the values of the statement's placeholders, a compile with
	 * PLANSQL_PARAMS: bound typed (SQLite) or as text the server
	 * types (PostgreSQL); NULL: none */
	const plansql_result *params;
} plansql_run_options;
void plansql_run_options_init(plansql_run_options *options, size_t size);

/* Runs one statement (sql, NUL-terminated) and hands its rows to
 * handler (NULL: the rows are read and dropped); options NULL: no
 * limits, no parameters.  A NULL db or sql, or options of size 0, is
 * PLANSQL_RUN_FAILED at once. */
plansql_run_end plansql_db_run(plansql_db *db, const char *sql,
			       const plansql_run_options *options,
			       const plansql_run_handler *handler);
/* The engine's message about the last run that failed, in its own
 * words on one line (PostgreSQL's line breaks made spaces, its severity
 * word and its excerpt of the statement left out): untrusted text, to
 * be escaped before a terminal shows it; "" when there is none.  Owned
 * by db, valid until its next run. */
const char *plansql_db_error(const plansql_db *db);
/* Stops the run going on in db (from another thread, or a signal
 * handler: it only sets a flag, async-signal-safe); the run ends with
 * PLANSQL_RUN_CANCELLED within a tenth of a second, the statement
 * cancelled on the server too.  A run that starts later is not
 * affected. */
void plansql_db_cancel(plansql_db *db);

/* ---- Probes: sample values and value lookups ----
 * The small reads plansql makes of a database's values, each one
 * statement that plansql compiles (names quoted, values escaped) of a
 * few rows under a time limit.
 *
 * Sample values: a few distinct values (3 at most, of 40 characters at
 * most) of a catalog's text columns, read from the database into the
 * catalog: what plansql ask shows the model of each column, and what the
 * audit compares a plan's text values with (docs/audit.md, "Values the
 * database does not hold").  A column that holds samples already is not
 * read again; one whose values are longer keeps none.  When the values
 * read are all numbers, 3 values with no digit are read too (null
 * markers such as "-", or words), which tell a column of numbers
 * written as text from one that holds words.  A read of at most 20 rows
 * that the engine refuses, or that the limit or plansql_db_cancel
 * stops, gives the column the values read so far, if any.
 *
 * Value lookups: the audit's plansql_options.lookup_value answered by a
 * database, as the plansql command answers it: a read of one row for
 * the value as written, and when none holds it, one of 50 distinct
 * values containing it ignoring case, of which those equal to it
 * ignoring ASCII case and surrounding spaces are its spellings (8 at
 * most).  A read the engine refuses, or that is stopped, answers
 * PLANSQL_VALUE_UNKNOWN.  Answers are kept (256 at most), so a lookup
 * asks the database once per value. */
typedef struct plansql_probe_options {
	size_t size;	/* sizeof the caller's struct: set by init */
	double seconds; /* each read's time limit; 0: none (default 2) */
	/* called now and then while a read runs, as plansql_run_handler's
	 * waiting is, e.g. to call plansql_db_cancel after a Ctrl-C; NULL:
	 * none (default) */
	void (*waiting)(void *context);
	void *context;
	/* plansql_catalog_use_db: whose stored values a catalog keeps in
	 * its columns' data (PLANSQL_SAMPLES_*, as plansql ask's samples:
	 * SAFE, the default, keeps none of a personal column's; a column
	 * marked private keeps none whatever it says) */
	int samples;
} plansql_probe_options;
void plansql_probe_options_init(plansql_probe_options *options,
				 size_t size);
/* Reads the samples of the text columns of the catalog's tables (NULL:
 * of every table; else of the tables whose flag is true, one flag per
 * table in the catalog's order) from db; options NULL: the defaults.
 * Returns PLANSQL_OK, PLANSQL_NOMEM (the columns read before keep their
 * samples), or PLANSQL_MISUSE for a NULL catalog or db. */
int plansql_catalog_read_samples(plansql_catalog *catalog, plansql_db *db,
				 const bool *tables,
				 const plansql_probe_options *options);

/* What the data holds (docs/types.md): a catalog's columns' "data"
 * sections, which tell numbers written as text and the words that stand
 * for no value, true and false written as words, dates written as text
 * and their format, and every value of a column of few values (64 at
 * most).  The audit and the compile read each column through it, in
 * every clause, so that a plan means what its columns hold.
 *
 * plansql_catalog_use_db gives catalog a database its columns' data is
 * read from: a column's the first time a compile, an audit or a patch
 * uses it, and values the data does not list are looked up there as
 * plansql_db_lookup_value does (unless plansql_options.lookup_value is
 * set).  Columns with a data section already (a catalog file written by
 * plansql catalog) are not read again.  Each column is read alike (at
 * most 65 of its distinct values, and when they are all numbers, 4
 * with no digit), whether one column or all are read, so a catalog that
 * reads on demand compiles a plan exactly as the catalog written by
 * plansql_catalog_read_data and plansql_catalog_json does.  db must
 * outlive the catalog's use of it (NULL ends it); the catalog reads it
 * under a lock, so compiles in several threads may share the catalog,
 * but nothing else may use db meanwhile.  options: the reads' limits
 * and which values the catalog keeps (NULL: the defaults).  Returns
 * PLANSQL_OK, PLANSQL_NOMEM, or PLANSQL_MISUSE for a NULL catalog. */
int plansql_catalog_use_db(plansql_catalog *catalog, plansql_db *db,
			   const plansql_probe_options *options);
/* Reads now the data of every column of the catalog's tables (NULL: of
 * every table; else of those whose flag is true, one per table in the
 * catalog's order) through its database; PLANSQL_MISUSE when the
 * catalog has none (plansql_catalog_use_db), PLANSQL_NOMEM. */
int plansql_catalog_read_data(plansql_catalog *catalog, const bool *tables);

/* A lookup of values on db, which must outlive it; options (NULL: the
 * defaults) are copied.  NULL when out of memory or db is NULL.  Used by
 * one thread at a time, as db is. */
typedef struct plansql_db_lookup plansql_db_lookup;
plansql_db_lookup *plansql_db_lookup_new(plansql_db *db,
					 const plansql_probe_options *options);
/* A plansql_value_lookup whose context is a plansql_db_lookup: set
 * plansql_options.lookup_value to it and lookup_context to the lookup.
 * PLANSQL_VALUE_UNKNOWN for a NULL lookup, table, column or value. */
plansql_value_found plansql_db_lookup_value(void *lookup, const char *schema,
					    const char *table,
					    const char *column,
					    const char *value,
					    plansql_value_spellings *spellings);
/* Frees a lookup and the answers it kept; NULL is ignored. */
void plansql_db_lookup_free(plansql_db_lookup *lookup);

/* ---- Text and JSON ----
 * The string builder and the JSON writer the library writes with, for a
 * caller that writes text or JSON beside plansql's (the plansql command
 * is one), as sqlite3_str serves SQLite's shell.  A builder's errors are
 * sticky: after a failed call every later append does nothing, the
 * text is released, plansql_str_error says why and plansql_str_finish
 * returns NULL.  Every function accepts a NULL builder or writer and
 * does nothing, so a chain of calls after a failed plansql_str_new ends
 * in a NULL plansql_str_finish.  Used by one thread at a time. */
#define PLANSQL_TOOBIG (-3) /* a builder grew past its limit */

typedef struct plansql_str plansql_str;
/* An empty builder that never grows past limit bytes (0: as far as
 * memory allows); NULL when out of memory. */
plansql_str *plansql_str_new(size_t limit);
/* Appends len bytes of text (NULs included). */
void plansql_str_append(plansql_str *str, const char *text, size_t len);
/* Appends a NUL-terminated text; NULL appends nothing. */
void plansql_str_appends(plansql_str *str, const char *text);
void plansql_str_appendc(plansql_str *str, char c);
/* Appends what printf would print.  Never pass untrusted text as the
 * format. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void plansql_str_appendf(plansql_str *str, const char *format, ...);
/* Empties the builder and forgets its error. */
void plansql_str_reset(plansql_str *str);
/* PLANSQL_OK, PLANSQL_NOMEM, PLANSQL_TOOBIG, or PLANSQL_MISUSE after a
 * JSON writer was used out of order (and for a NULL builder). */
int plansql_str_error(const plansql_str *str);
/* The text so far, NUL-terminated, owned by the builder and valid until
 * its next call; "" after an error. */
const char *plansql_str_text(const plansql_str *str);
/* The length of that text; 0 after an error. */
size_t plansql_str_length(const plansql_str *str);
/* Frees the builder and returns its text, malloc'd (plansql_free), or
 * NULL after an error. */
char *plansql_str_finish(plansql_str *str);
/* Frees the builder and its text; NULL is ignored. */
void plansql_str_free(plansql_str *str);

/* A JSON writer appending one value (nested as deep as needed) to a
 * builder: strings escaped as in every JSON plansql writes (control
 * characters as \u escapes, a byte that is not UTF-8 as \ufffd);
 * compact, or with PLANSQL_JSON_PRETTY laid out two spaces a level.
 * Calls out of order (a value where a key is due, a key in an array,
 * an end that closes nothing, anything after the value is whole, a
 * writer freed before it is) fail the builder with PLANSQL_MISUSE, so
 * that a builder that finishes holds well-formed JSON.  The builder
 * must outlive the writer. */
typedef struct plansql_json plansql_json;
#define PLANSQL_JSON_PRETTY 0x01
/* NULL when out of memory or out is NULL. */
plansql_json *plansql_json_new(plansql_str *out, unsigned flags);
/* Frees the writer (not its builder); NULL is ignored. */
void plansql_json_free(plansql_json *json);
void plansql_json_begin_object(plansql_json *json);
void plansql_json_end_object(plansql_json *json);
void plansql_json_begin_array(plansql_json *json);
void plansql_json_end_array(plansql_json *json);
/* A member's key in an object; its value is the next one written. */
void plansql_json_key(plansql_json *json, const char *key);
/* A string; NULL is written as null. */
void plansql_json_string(plansql_json *json, const char *text);
/* key and the string text, or nothing at all when text is NULL. */
void plansql_json_string_member(plansql_json *json, const char *key,
				const char *text);
void plansql_json_int(plansql_json *json, long long value);
/* A number given as text (as a database or printf gives it): written
 * as that text when it is a number in JSON's syntax, else (NaN,
 * Infinity, any other text, NULL) as a string, or null for NULL. */
void plansql_json_number(plansql_json *json, const char *text);
void plansql_json_bool(plansql_json *json, int value);
void plansql_json_null(plansql_json *json);
/* A whole JSON value given as text (say, what plansql_result_json
 * returned), read as strictly as a plan is and written again in the
 * writer's layout; text that is not one JSON value is a misuse.  Its
 * sizes are bounded by what a writer may write (1 GiB, one string as
 * much as the whole), not by a plan's (64 KiB a string). */
void plansql_json_text(plansql_json *json, const char *text, size_t len);
/* A bind parameter as plansql_result_json writes one: {"type": NAME,
 * "value": V}, V a JSON boolean, number or string by the type. */
void plansql_json_param(plansql_json *json, const plansql_param *param);
/* The members of a diagnostic, as plansql_result_json writes them
 * ("severity", "code", "pointer", "message", "hint", and "before",
 * "after", "in", "offset", "line", "column" where they apply), into the
 * object the writer has open, which the caller may give members of its
 * own; anywhere else (or a NULL diagnostic) is a misuse. */
void plansql_json_diagnostic_members(plansql_json *json,
				     const plansql_diagnostic *diagnostic);
/* Whether text is a number in JSON's syntax (what every dialect reads
 * as a numeric literal): 1 or 0. */
int plansql_is_json_number(const char *text);

/* Appends text (NUL-terminated) to str as a terminal may show it, and
 * returns the columns it takes there (str NULL: measures only): tab,
 * newline, carriage return and backslash as \t \n \r \\ (unless
 * PLANSQL_DISPLAY_SQL), other control characters as \xHH; C1
 * controls, the bidirectional marks, embeddings, overrides and isolates
 * (which reorder what follows them) and the byte order mark as \uHHHH;
 * a byte that is not UTF-8 as \xHH; and a backslash before each ASCII
 * character of marked (NULL: none; "|*_`<[]" for a Markdown table).
 * East Asian wide characters take two columns, combining marks none.
 * The list of characters escaped is the one the library's diagnostics
 * escape.  NULL text appends nothing. */
#define PLANSQL_DISPLAY_SQL 0x01 /* SQL shown to people: its lines kept */
size_t plansql_str_append_display(plansql_str *str, const char *text,
				  const char *marked, unsigned flags);

/* ---- Reading JSON ----
 * The strict reader plansql reads plans with, for a caller's own JSON:
 * it refuses what a lenient parser lets through (NaN, duplicate keys,
 * lone surrogates, invalid UTF-8, NUL and raw control characters in
 * strings, integers past 64 bits, a string past 64 KiB) with the byte,
 * line and column of the fault.  A document is read once and only read
 * after: its values may be shared by threads. */
typedef struct plansql_json_doc plansql_json_doc;
typedef struct plansql_json_value plansql_json_value;
typedef enum plansql_json_type {
	PLANSQL_JSON_NULL = 0,
	PLANSQL_JSON_BOOLEAN = 1,
	PLANSQL_JSON_NUMBER = 2,
	PLANSQL_JSON_STRING = 3,
	PLANSQL_JSON_ARRAY = 4,
	PLANSQL_JSON_OBJECT = 5
} plansql_json_type;
/* How large a text plansql_json_read takes; a field 0 is its default.
 * This struct keeps its three fields in every version. */
typedef struct plansql_json_limits {
	size_t max_bytes; /* the text (PLANSQL_MAX_CATALOG_BYTES, the most) */
	size_t max_items; /* of one array or object (1,000,000) */
	int max_depth;	  /* levels of nesting (32; 320 the most) */
} plansql_json_limits;
/* Reads one JSON value of len bytes (a leading byte order mark is
 * skipped) within limits (NULL: the defaults).  Returns a result (NULL
 * only when out of memory) whose diagnostics say what is wrong
 * ("invalid-json", "duplicate-key", "too-deep", "too-large", ...);
 * *doc is the document, owned by the caller, or NULL after an error.
 * The document keeps a copy of what it needs of text. */
plansql_result *plansql_json_read(const char *text, size_t len,
				  const plansql_json_limits *limits,
				  plansql_json_doc **doc);
/* The document's value; NULL for a NULL document. */
const plansql_json_value *plansql_json_root(const plansql_json_doc *doc);
/* Frees a document and all its values; NULL is ignored. */
void plansql_json_doc_free(plansql_json_doc *doc);
/* The values' accessors read a NULL value as null, and anything of
 * another type as empty (0, NULL). */
plansql_json_type plansql_json_type_of(const plansql_json_value *value);
/* The items of an array, the members of an object, the bytes of a
 * string; 0 for any other value. */
size_t plansql_json_length(const plansql_json_value *value);
/* The index-th item of an array, or NULL. */
const plansql_json_value *plansql_json_item(const plansql_json_value *array,
					    size_t index);
/* The key and the value of the index-th member of an object (in the
 * order of the text), or NULL. */
const char *plansql_json_member_key(const plansql_json_value *object,
				    size_t index);
const plansql_json_value *
plansql_json_member_value(const plansql_json_value *object, size_t index);
/* The value of the member key of an object, or NULL. */
const plansql_json_value *plansql_json_get(const plansql_json_value *object,
					   const char *key);
/* A string's text, decoded and NUL-terminated (it holds no NUL), or
 * NULL for another value. */
const char *plansql_json_text_of(const plansql_json_value *value);
/* 1 for true; 0 for false and any other value. */
int plansql_json_is_true(const plansql_json_value *value);
/* 1 and *out set when the value is a number without fraction or
 * exponent that fits a long long; else 0. */
int plansql_json_integer(const plansql_json_value *value, long long *out);
/* The value's own JSON text as it was read (a number as written),
 * len bytes, not NUL-terminated; NULL for a NULL value. */
const char *plansql_json_source(const plansql_json_value *value,
				size_t *len);
/* Writes a value read as it was read (numbers as written, strings
 * escaped again), in the writer's layout. */
void plansql_json_copy(plansql_json *json, const plansql_json_value *value);

/* One call in JSON, for callers through a foreign-function interface
 * (docs/api.md, "One call in JSON"): request is a JSON object such as
 * {"call": "compile", "plan": {...}, "catalog": {...},
 *  "options": {"dialect": "postgres"}} naming one of the calls compile,
 * audit, patch, options, steps, catalog and version, with the documents
 * it needs as JSON values.  Returns the response as malloc'd JSON text
 * freed with plansql_free: {"ok": true|false, the members of the call's
 * plansql_result_json, "diagnostics": [...]}, each diagnostic with
 * "source", the document its pointer is into ("request", "plan",
 * "catalog", ...); a request of the wrong shape is answered with
 * "bad-request" diagnostics.  NULL only when out of memory.  Any thread:
 * each call uses only what it is given. */
char *plansql_call_json(const char *request, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* PLANSQL_H */
