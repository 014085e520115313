/* A SQL dialect: everything in which the engines differ, behind one table
 * of capabilities and hooks (one file per dialect in dialects/).  The
 * shared printer calls these and nothing else engine-specific.
 *
 * The dialects are listed once, in sql_dialect.c: a dialect's index
 * there is its plansql_dialect value, and everything that names the
 * dialects (plansql_dialect_from_name and _name, the command's -d, its
 * help and completion, plansql_call_json, the Python binding, the tests)
 * reads them from that list.  Adding a dialect is adding its file to
 * dialects/ (and to dialects/Makefile.inc) and its line to that list. */
#ifndef PLANSQL_SQL_DIALECT_H
#define PLANSQL_SQL_DIALECT_H

#include <stdbool.h>
#include <stddef.h>

#include "common/diag.h"
#include "plansql.h"
#include "sql/sql_function.h"
#include "common/strbuf.h"

struct printer;
struct query;
struct expr;
struct literal;

/* What an identifier names, for engines whose limits differ by use. */
enum ident_use {
	IDENT_TABLE,
	IDENT_COLUMN,
	IDENT_ALIAS,
	IDENT_SCHEMA,
	IDENT_CTE_COLUMN /* a column read from a CTE by its name */
};

/* Capability bits. */
#define DIALECT_ILIKE	  0x01 /* has ILIKE */
#define DIALECT_FULL_JOIN 0x02 /* has FULL [OUTER] JOIN */
#define DIALECT_NULLS_SORT_HIGH                                                \
	0x04 /* NULLs sort last ascending; plansql                             \
		sorts them first, so say so */
#define DIALECT_RANKING_NEEDS_ORDER                                            \
	0x08			    /* ranking and LAG/LEAD need ORDER BY */
#define DIALECT_AVG_TRUNCATES  0x10 /* AVG of integers is an integer */
#define DIALECT_NO_LAG_DEFAULT 0x20 /* LAG/LEAD take no default (MariaDB) */
/* INTERSECT binds tighter than UNION and EXCEPT */
#define DIALECT_INTERSECT_FIRST 0x40
/* no parentheses around a compound's members (SQLite): a member that
 * needs grouping is a derived table */
#define DIALECT_NO_MEMBER_PARENS 0x80
/* LIMIT is TOP, which limits one SELECT (T-SQL): ORDER BY in a nested
 * query needs TOP or OFFSET, a member with its own order or limit is a
 * derived table, and a compound's limit needs ORDER BY or one */
#define DIALECT_LIMIT_IS_TOP 0x100
/* no LIMIT in an IN subquery (MariaDB): it reads a derived table
 * instead */
#define DIALECT_NO_LIMIT_IN_IN 0x200
/* What the engine's own SQL means, for plansql import: its LIKE
 * ignores case (SQLite for ASCII letters; MySQL and SQL Server by their
 * default collations) */
#define DIALECT_LIKE_IGNORES_CASE 0x400
/* ... or not, as the column's collation says (MySQL, SQL Server) */
#define DIALECT_LIKE_BY_COLLATION 0x800
/* a backslash escapes in LIKE without ESCAPE (PostgreSQL, MySQL) */
#define DIALECT_LIKE_BACKSLASH 0x1000
/* [...] in a LIKE pattern is a set of characters (SQL Server) */
#define DIALECT_LIKE_SETS 0x2000
/* '/' divides integers as numbers, NULL for a zero divisor (MySQL) */
#define DIALECT_SLASH_DIVIDES 0x4000
/* set operations say DISTINCT or ALL, and different ones are grouped
 * in parentheses (BigQuery refuses them mixed without) */
#define DIALECT_SET_OPS_GROUPED 0x8000
/* a number compared with a text column compares as numbers (the text
 * converted), not as text (MySQL, SQL Server): what plansql import
 * reads of such SQL */
#define DIALECT_TEXT_COMPARES_AS_NUMBER 0x10000

struct dialect {
	/* what -d and the API call it: lower-case letters and digits */
	const char *name;
	/* other names it answers to, NULL-terminated; none is another
	 * dialect's name or alias */
	const char *const *aliases;
	const char *title; /* the engine as messages name it */
	unsigned caps;
	/* NULL when name is acceptable for this use, else the reason. */
	const char *(*identifier_problem)(const char *name, enum ident_use use);
	void (*quote_identifier)(strbuf *out, const char *name);
	/* text is valid UTF-8 without NUL. */
	void (*quote_string)(strbuf *out, const char *text);
	void (*boolean)(strbuf *out, bool value);
	/* iso is canonical "YYYY-MM-DD" or "YYYY-MM-DD HH:MM:SS[.f]". */
	void (*date)(struct printer *p, const char *iso, bool with_time);
	/* The placeholder of bind parameter number (from 1) holding
	 * value, with what the engine needs to type it. */
	void (*placeholder)(struct printer *p, size_t number,
			    const struct literal *value);
	/* Printed right after SELECT [DISTINCT]; NULL for none. */
	void (*top)(struct printer *p, const struct query *q);
	/* Printed after ORDER BY: LIMIT/OFFSET or OFFSET/FETCH. */
	void (*limit)(struct printer *p, const struct query *q);
	/* A LIKE-family predicate; NULL for the standard form. */
	void (*like)(struct printer *p, const struct expr *e);
	/* Characters that need the escape character in LIKE text besides
	 * %, _ and the escape character itself. */
	const char *like_specials;
	/* The type CAST turns text into for SUM and AVG: a number type
	 * that keeps fractions. */
	const char *numeric_type;
	/* The forms of the expression functions, SQL_FUNCTION_COUNT. */
	const struct sql_function_form *functions;
	/* The engine's other spellings of them, which plansql import reads
	 * besides the forms above; ends with a NULL text, NULL for none. */
	const struct sql_function_spelling *spellings;
	/* Checks printed SQL with the engine's own parser (--verify);
	 * NULL where plansql links no parser of the dialect. */
	bool (*verify)(const char *sql, diag_list *d);
	/* A script whose one value is the database's catalog as JSON, for
	 * users who cannot connect plansql to the server (plansql catalog
	 * --query); NULL for none. */
	const char *catalog_query;
	/* What the SQL printed for this dialect needs that a server of
	 * this version lacks, as a message (version: the server's own
	 * text, such as "10.11.6-MariaDB"; number: its version as one
	 * number, 80031 for 8.0.31); NULL when it lacks nothing.  NULL for
	 * dialects that do not ask. */
	const char *(*version_gap)(const char *version, unsigned long number);
};

/* The dialects that other files name directly (tests, the import's
 * reading of PostgreSQL's functions, the DuckDB files' statements). */
extern const struct dialect dialect_sqlite, dialect_postgres, dialect_mysql,
    dialect_tsql, dialect_duckdb;

/* How many dialects the table lists: their ids are 0 to the count - 1. */
size_t sql_dialect_count(void);
/* The dialect of an id, or NULL for a value that is none. */
const struct dialect *sql_dialect_get(plansql_dialect id);
/* The dialect named name or one of its aliases (byte for byte), with
 * its id in *id; NULL for no dialect. */
const struct dialect *sql_dialect_find(const char *name, plansql_dialect *id);
/* Appends the dialects' names, in the table's order, separated by
 * separator. */
void sql_dialect_put_names(strbuf *out, const char *separator);

#endif
