/* Hostile names and values on real engines.  Every name of the corpus in
 * tests/engines/hostile.c is used as a table name, a column name and a table
 * alias, and every value under every filter operator, both also inside
 * the functions and CASE of a computed column, inside the nested queries
 * of subquery filters, inside set-operation members and inside a CTE;
 * each plan is compiled for SQLite, PostgreSQL
 * (standard_conforming_strings on and off), MariaDB (sql_mode '' and
 * 'ANSI_QUOTES,NO_BACKSLASH_ESCAPES'), DuckDB (when PLANSQL_TEST_DUCKDB
 * says libduckdb is there), T-SQL, Trino, Spark SQL, Snowflake and
 * BigQuery.  The SQL runs on the
 * engine, against tables this test creates with its own quoting and
 * fills through parameters or hexadecimal literals, and must return
 * exactly the rows the plan means; T-SQL, which has no server here, is
 * read back by SQLGlot and by a tokenizer of this file, and so are the
 * warehouses, each by a tokenizer of its quoting and parsed by its own
 * grammar (Trino, Spark SQL: tests/tree/grammars.mjs) or SQLGlot
 * (Snowflake, BigQuery).  Otherwise
 * plansql must reject the plan with the error the input calls for: a
 * reading error for NUL, invalid UTF-8 or a lone surrogate,
 * bad-identifier for a name the dialect cannot hold, name-looks-like-sql
 * for a CTE or CTE column name shaped like SQL.
 *
 * Run by tests/engines/engines.sh, which starts the servers. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <libpq-fe.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "catalog/catalog_libduckdb.h"
#include "exec/exec_duckdb.h"
#include "hostile.h"
#include "plan/plan_name_shape.h"
#include "plansql.h"
#include "runner.h"
#include "testlib.h"

#define ALIAS_TABLE  "plansql_hostile_alias"
#define COLUMN_TABLE "plansql_hostile_column"
#define VALUE_TABLE  "plansql_hostile_values"
#define KNOWN_ROW    "known"
#define OTHER_ROW    "other"
/* a row no table holds, for the EXCEPT member of a set case */
#define ABSENT_ROW "absent"
/* the CTE of a CTE case, but for a table name, which names it */
#define CTE_NAME "plansql_hostile_cte"
/* the MIN of a scalar subquery case */
#define AGGREGATE_ALIAS "m"
/* the computed column of a name case whose name is not a column's */
#define EXPRESSION_ALIAS "e"
#define VALUE_COLUMN	 "{\"table\": \"" VALUE_TABLE "\", \"column\": \"v\"}"
/* Failures shown in full; the others get one line each.  Check cannot
 * carry long messages from a test, so they are printed instead. */
#define DETAILED_FAILURES 12
#define LISTED_FAILURES	  300

enum role { AS_TABLE, AS_COLUMN, AS_ALIAS, ROLE_COUNT };
static const char *const role_names[ROLE_COUNT] = {"table name", "column name",
						   "table alias"};

enum op {
	OP_EQ,
	OP_NE,
	OP_GT,
	OP_GE,
	OP_LT,
	OP_LE,
	OP_BETWEEN,
	OP_IN,
	OP_NOT_IN,
	OP_LIKE,
	OP_ILIKE,
	OP_STARTS_WITH,
	OP_ENDS_WITH,
	OP_IS_NULL,
	OP_IS_NOT_NULL,
	OP_COUNT
};
static const char *const op_names[OP_COUNT] = {
    "=",     "!=",	    ">",	 ">=",	    "<",
    "<=",    "between",	    "in",	 "not_in",  "like",
    "ilike", "starts_with", "ends_with", "is_null", "is_not_null"};

/* ---------------------------------------------------------------- UTF-8 */

/* The code point at s (n bytes left), its length in *used; -1 when the
 * bytes there are not UTF-8: a bad lead or continuation byte, a
 * truncated or overlong form, a surrogate, or past U+10FFFF. */
static long utf8_decode(const unsigned char *s, size_t n, size_t *used)
{
	static const long least[] = {0, 0, 0x80, 0x800, 0x10000};
	unsigned char c = s[0];
	size_t len = c < 0x80		      ? 1
		     : c >= 0xc2 && c <= 0xdf ? 2
		     : c >= 0xe0 && c <= 0xef ? 3
		     : c >= 0xf0 && c <= 0xf4 ? 4
					      : 0;
	if (len == 0 || len > n)
		return -1;
	long cp = len == 1 ? c : c & (0x7f >> len);
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return -1;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if (cp < least[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		return -1;
	*used = len;
	return cp;
}

/* The code points of valid UTF-8 text, malloc'd; *count set. */
static long *code_points(const char *text, size_t len, size_t *count)
{
	long *cps = malloc((len + 1) * sizeof *cps);
	size_t n = 0, used;
	for (size_t i = 0; i < len; i += used)
		cps[n++] = utf8_decode((const unsigned char *)text + i, len - i,
				       &used);
	*count = n;
	return cps;
}

/* ------------------------------------------------------------ verdicts */

/* Bytes of the JSON text between the quotes, as hbuf_json writes it. */
static size_t json_text_length(const struct hostile *h)
{
	size_t n = 0;
	for (size_t i = 0; i < h->len; i++) {
		unsigned char c = (unsigned char)h->text[i];
		n += c == '"' || c == '\\' ? 2 : c < 0x20 ? 6 : 1;
	}
	return n;
}

/* The error plansql's reader must give for the entry, or NULL. */
static const char *read_verdict(const struct hostile *h)
{
	if (h->json)
		return h->json_error;
	if (json_text_length(h) > 65536)
		return "too-long";
	size_t used;
	for (size_t i = 0; i < h->len; i += used) {
		if (h->text[i] == '\0')
			return "nul-character";
		if (utf8_decode((const unsigned char *)h->text + i, h->len - i,
				&used) < 0)
			return "invalid-utf8";
	}
	return NULL;
}

/* MySQL's file name of a table, as docs/limits.md bounds it from below:
 * 1 byte for [A-Za-z0-9_], 3 for the letters of the ranges with short
 * codes, 5 for any other character. */
static size_t mysql_file_name_bytes(const long *cps, size_t count)
{
	static const long ranges[][2] = {{0x00C0, 0x02AF}, {0x0370, 0x058F},
					 {0x1E00, 0x1FFF}, {0x2160, 0x217F},
					 {0x24B6, 0x24E9}, {0xFF21, 0xFF5A}};
	size_t bytes = 0;
	for (size_t i = 0; i < count; i++) {
		long c = cps[i];
		size_t add = 5;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || c == '_')
			add = 1;
		for (size_t r = 0; add == 5 && r < 6; r++)
			if (c >= ranges[r][0] && c <= ranges[r][1])
				add = 3;
		bytes += add;
	}
	return bytes;
}

static bool mysql_holds(const struct hostile *h, const long *cps, size_t count,
			bool beyond_bmp, enum role role)
{
	if (role == AS_ALIAS)
		return !beyond_bmp && count <= 256;
	char last = h->text[h->len - 1];
	if (beyond_bmp || count > 64 || strchr(" \t\n\v\f\r", last))
		return false;
	return role != AS_TABLE || (strncmp(h->text, "#mysql50#", 9) &&
				    mysql_file_name_bytes(cps, count) <= 251);
}

/* Whether the dialect can hold the name in the role, as docs/limits.md
 * states it: PostgreSQL 63 bytes; MySQL 64 characters for tables and
 * columns (256 for aliases), no trailing white space, nothing beyond the
 * BMP, and for tables no "#mysql50#" prefix and a file name of at most
 * 251 bytes; SQL Server 128 UTF-16 code units; Snowflake 255
 * characters; BigQuery 300 characters for columns (others 1024 bytes). */
static bool dialect_holds(const struct hostile *h, plansql_dialect dialect,
			  enum role role)
{
	size_t count;
	long *cps = code_points(h->text, h->len, &count);
	size_t units = count;
	bool beyond_bmp = false, holds = true;
	for (size_t i = 0; i < count; i++) {
		units += cps[i] > 0xffff;
		beyond_bmp |= cps[i] > 0xffff;
	}
	if (dialect == PLANSQL_POSTGRES)
		holds = h->len <= 63;
	else if (dialect == PLANSQL_MYSQL)
		holds = mysql_holds(h, cps, count, beyond_bmp, role);
	else if (dialect == PLANSQL_TSQL)
		holds = units <= 128;
	else if (dialect == PLANSQL_SNOWFLAKE)
		holds = count <= 255;
	else if (dialect == PLANSQL_BIGQUERY) /* others: 1024 bytes */
		holds = role != AS_COLUMN || count <= 300;
	free(cps);
	return holds;
}

static const char *name_verdict(const struct hostile *h,
				plansql_dialect dialect, enum role role)
{
	const char *read = read_verdict(h);
	if (read)
		return read;
	if (h->len > 1024)
		return "name-too-long";
	return dialect_holds(h, dialect, role) ? NULL : "bad-identifier";
}

/* between, in and not_in send v and v with two bytes more. */
static size_t utf8_length(long cp)
{
	return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

static long *plan_tokens(enum op op, const char *v, size_t len, size_t *count);

enum { ANY = -1, ONE = -2, BROKEN = -3 };

/* The bytes of the pattern SQLite gets, as docs/dialects.md writes it:
 * ilike as LIKE with ! escaping %, _ and !; like, starts_with and
 * ends_with as GLOB with *, ? and [ in brackets. */
static size_t sqlite_pattern_bytes(const struct hostile *v, enum op op)
{
	size_t count, bytes = 0;
	long *tokens = plan_tokens(op, v->text, v->len, &count);
	bool glob = op != OP_ILIKE;
	for (size_t i = 0; i < count; i++) {
		long t = tokens[i];
		if (t == ANY || t == ONE)
			bytes += 1;
		else if (glob)
			bytes += t == '*' || t == '?' || t == '['
				     ? 3
				     : utf8_length(t);
		else
			bytes +=
			    (t == '%' || t == '_' || t == '!') + utf8_length(t);
	}
	free(tokens);
	return bytes;
}

static bool is_pattern_op(enum op op)
{
	return op == OP_LIKE || op == OP_ILIKE || op == OP_STARTS_WITH ||
	       op == OP_ENDS_WITH;
}

static const char *value_verdict(const struct hostile *v, enum op op,
				 plansql_dialect dialect)
{
	const char *read = read_verdict(v);
	bool pair = op == OP_BETWEEN || op == OP_IN || op == OP_NOT_IN;
	if (!read && pair && !v->json && json_text_length(v) + 2 > 65536)
		return "too-long";
	if (!read && !v->json && dialect == PLANSQL_SQLITE &&
	    is_pattern_op(op) && sqlite_pattern_bytes(v, op) > 50000)
		return "pattern-too-long";
	return read;
}

/* ------------------------------------------------------ LIKE patterns */

/* A plan's like/ilike pattern, or the plain text of starts_with and
 * ends_with, as tokens: ANY for %, ONE for _, else a literal code point.
 * In a pattern a backslash makes the next character literal, and a
 * backslash at the end is itself literal.  *count set; malloc'd. */
static long *plan_tokens(enum op op, const char *v, size_t len, size_t *count)
{
	size_t n;
	long *cps = code_points(v, len, &n);
	long *out = malloc((n + 2) * sizeof *out);
	size_t k = 0;
	if (op == OP_ENDS_WITH)
		out[k++] = ANY;
	for (size_t i = 0; i < n; i++) {
		bool plain = op == OP_STARTS_WITH || op == OP_ENDS_WITH;
		if (!plain && cps[i] == '\\' && i + 1 < n)
			out[k++] = cps[++i];
		else if (!plain && (cps[i] == '%' || cps[i] == '_'))
			out[k++] = cps[i] == '%' ? ANY : ONE;
		else
			out[k++] = cps[i];
	}
	if (op == OP_STARTS_WITH)
		out[k++] = ANY;
	free(cps);
	*count = k;
	return out;
}

static long ascii_lower(long cp)
{
	return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
}

static bool token_fits(long token, long cp, bool fold)
{
	if (token == ONE)
		return true;
	return fold ? ascii_lower(token) == ascii_lower(cp) : token == cp;
}

/* Wildcard matching that backtracks to the last ANY. */
static bool tokens_match(const long *p, size_t np, const long *t, size_t nt,
			 bool fold)
{
	size_t i = 0, j = 0, star = SIZE_MAX, resume = 0;
	while (j < nt) {
		if (i < np && p[i] == ANY) {
			star = i++;
			resume = j;
		} else if (i < np && token_fits(p[i], t[j], fold)) {
			i++;
			j++;
		} else if (star != SIZE_MAX) {
			i = star + 1;
			j = ++resume;
		} else {
			return false;
		}
	}
	while (i < np && p[i] == ANY)
		i++;
	return i == np;
}

static bool pattern_holds(enum op op, const struct hostile *v, const char *text,
			  size_t len)
{
	size_t np, nt;
	long *p = plan_tokens(op, v->text, v->len, &np);
	long *t = code_points(text, len, &nt);
	bool match = tokens_match(p, np, t, nt, op == OP_ILIKE);
	free(p);
	free(t);
	return match;
}

/* ------------------------------------------------------------- cells */

struct cell {
	char *text; /* NULL: SQL NULL */
	size_t len;
};

static struct cell cell_copy(const char *text, size_t len)
{
	struct cell c = {NULL, len};
	if (text) {
		c.text = malloc(len + 1);
		memcpy(c.text, text, len);
		c.text[len] = '\0';
	}
	return c;
}

static struct cell cell_joined(const char *before, const char *text, size_t len,
			       const char *after)
{
	struct hbuf b = {0};
	hbuf_puts(&b, before);
	hbuf_put(&b, text, len);
	hbuf_puts(&b, after);
	return (struct cell){b.data, b.len};
}

static bool cells_equal(const struct cell *a, const struct cell *b)
{
	if (!a->text || !b->text)
		return !a->text && !b->text;
	return a->len == b->len && !memcmp(a->text, b->text, a->len);
}

/* Byte order, as C collation, SQLite's BINARY and utf8mb4_nopad_bin
 * compare valid UTF-8. */
static int cell_compare(const struct cell *a, const struct cell *b)
{
	size_t n = a->len < b->len ? a->len : b->len;
	int c = n ? memcmp(a->text, b->text, n) : 0;
	return c ? c : (a->len > b->len) - (a->len < b->len);
}

/* Rows of cells, cols cells each. */
struct rows {
	struct cell *cells;
	size_t ncells, cap, cols;
	/* the MariaDB client prints SQL NULL and the text NULL alike */
	bool null_prints_as_text;
};

static void rows_add(struct rows *r, struct cell c)
{
	if (r->ncells == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 16;
		r->cells = realloc(r->cells, r->cap * sizeof *r->cells);
	}
	r->cells[r->ncells++] = c;
}

static void rows_free(struct rows *r)
{
	for (size_t i = 0; i < r->ncells; i++)
		free(r->cells[i].text);
	free(r->cells);
	memset(r, 0, sizeof *r);
}

static bool printed_equal(const struct cell *got, const struct cell *want)
{
	static const struct cell null_text = {"NULL", 4};
	if (!got->text)
		return !want->text || cells_equal(want, &null_text);
	return cells_equal(got, want);
}

static bool rows_equal(const struct rows *got, const struct rows *want)
{
	if (got->ncells != want->ncells ||
	    (got->ncells && got->cols != want->cols))
		return false;
	for (size_t i = 0; i < got->ncells; i++) {
		bool same = got->null_prints_as_text
				? printed_equal(&got->cells[i], &want->cells[i])
				: cells_equal(&got->cells[i], &want->cells[i]);
		if (!same)
			return false;
	}
	return true;
}

/* ----------------------------------------------------- value groups */

/* The rows stored for one value v, with ids 1 to GROUP_ROWS: v itself;
 * v with a suffix and with a prefix (starts_with, ends_with); v in the
 * other ASCII case (like against ilike); NULL; the empty text; a text
 * that v matches as a pattern, and that text in the other case; and a
 * plain letter. */
enum { GROUP_ROWS = 9 };

struct group {
	struct cell row[GROUP_ROWS];
	bool stored; /* readable values only */
};

static struct cell swapped_case(const char *text, size_t len)
{
	struct cell c = cell_copy(text, len);
	for (size_t i = 0; i < len; i++) {
		char ch = c.text[i];
		if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'))
			c.text[i] = (char)(ch ^ 0x20);
	}
	return c;
}

/* A text the pattern matches: % as "ab", _ as a 2-byte character. */
static struct cell pattern_example(const char *v, size_t len)
{
	struct hbuf b = {0};
	for (size_t i = 0; i < len; i++) {
		if (v[i] == '\\' && i + 1 < len)
			hbuf_put(&b, &v[++i], 1);
		else if (v[i] == '%')
			hbuf_puts(&b, "ab");
		else if (v[i] == '_')
			hbuf_puts(&b, "\xc3\xa9");
		else
			hbuf_put(&b, &v[i], 1);
	}
	return (struct cell){b.data ? b.data : strdup(""), b.len};
}

static void group_fill(struct group *g, const struct hostile *v)
{
	memset(g, 0, sizeof *g);
	if (read_verdict(v))
		return;
	g->stored = true;
	g->row[0] = cell_copy(v->text, v->len);
	g->row[1] = cell_joined("", v->text, v->len, "zZ");
	g->row[2] = cell_joined("Aa", v->text, v->len, "");
	g->row[3] = swapped_case(v->text, v->len);
	g->row[4] = cell_copy(NULL, 0);
	g->row[5] = cell_copy("", 0);
	g->row[6] = pattern_example(v->text, v->len);
	g->row[7] = swapped_case(g->row[6].text, g->row[6].len);
	g->row[8] = cell_copy("M", 1);
}

static void group_free(struct group *g)
{
	for (size_t i = 0; i < GROUP_ROWS; i++)
		free(g->row[i].text);
}

/* Whether the row passes the filter "v OP value" of the plan, with the
 * second operands the plans use: between [v, v "zZ"], in and not_in
 * [v, "Aa" v]. */
static bool op_holds(enum op op, const struct hostile *v,
		     const struct cell *row)
{
	if (op == OP_IS_NULL || !row->text)
		return op == OP_IS_NULL && !row->text;
	struct cell value = {v->text, v->len};
	struct cell high = cell_joined("", v->text, v->len, "zZ");
	struct cell other = cell_joined("Aa", v->text, v->len, "");
	int c = cell_compare(row, &value);
	bool holds = false;
	switch (op) {
	case OP_EQ:
		holds = c == 0;
		break;
	case OP_NE:
		holds = c != 0;
		break;
	case OP_GT:
		holds = c > 0;
		break;
	case OP_GE:
		holds = c >= 0;
		break;
	case OP_LT:
		holds = c < 0;
		break;
	case OP_LE:
		holds = c <= 0;
		break;
	case OP_BETWEEN:
		holds = c >= 0 && cell_compare(row, &high) <= 0;
		break;
	case OP_IN:
	case OP_NOT_IN:
		holds = (c == 0 || cells_equal(row, &other)) == (op == OP_IN);
		break;
	case OP_IS_NOT_NULL:
		holds = true;
		break;
	default:
		holds = pattern_holds(op, v, row->text, row->len);
	}
	free(high.text);
	free(other.text);
	return holds;
}

/* ------------------------------------------------------------- plans */

/* Bytes that are not a C string: a hostile name, or a fixed one. */
struct bytes {
	const char *text;
	size_t len;
};

static struct bytes fixed(const char *text)
{
	return (struct bytes){text, strlen(text)};
}

/* The hostile name where the role puts it, else the fixed name. */
static void json_name(struct hbuf *b, bool hostile_here,
		      const struct hostile *h, const char *fixed_name)
{
	if (hostile_here)
		hbuf_json(b, "", h, "");
	else
		hbuf_json_bytes(b, fixed_name, strlen(fixed_name));
}

static const char *fixed_table(enum role role)
{
	return role == AS_COLUMN ? COLUMN_TABLE : ALIAS_TABLE;
}

/* A column reference: qualified by the alias when the name is one. */
static void json_reference(struct hbuf *b, enum role role,
			   const struct hostile *h)
{
	if (role == AS_ALIAS) {
		hbuf_puts(b, "\"table\": ");
		hbuf_json(b, "", h, "");
		hbuf_puts(b, ", ");
	}
	hbuf_puts(b, "\"column\": ");
	json_name(b, role == AS_COLUMN, h, "c");
}

/* Selects the column c of one table, keeping the row KNOWN_ROW, with
 * the hostile name as the table, the column or the alias. */
/* A plan's start: the one selection of the name's role, its column
 * (with column_extra, members after the reference) and the filter that
 * keeps KNOWN_ROW, up to the next plan member. */
static void json_selection_head(struct hbuf *b, enum role role,
				const struct hostile *h,
				const char *column_extra)
{
	hbuf_puts(b, "{\"decision\": \"proceed\", \"selections\": "
		     "[{\"table\": ");
	json_name(b, role == AS_TABLE, h, fixed_table(role));
	if (role == AS_ALIAS) {
		hbuf_puts(b, ", \"alias\": ");
		hbuf_json(b, "", h, "");
	}
	hbuf_puts(b, ", \"columns\": [{");
	json_reference(b, role, h);
	hbuf_puts(b, column_extra);
	hbuf_puts(b, "}], \"filters\": [{");
	json_reference(b, role, h);
	hbuf_puts(b, ", \"op\": \"=\", \"value\": \"" KNOWN_ROW "\"}]}], ");
}

static void name_plan(struct hbuf *b, enum role role, const struct hostile *h)
{
	json_selection_head(b, role, h, "");
	hbuf_puts(b, "\"order_by\": [{");
	json_reference(b, role, h);
	hbuf_puts(b, ", \"direction\": \"ASC\"}]}");
}

/* A column reference's members, qualified by its table, or alias when
 * the name is one, so that it cannot mean a computed column's alias. */
static void json_qualified_members(struct hbuf *b, enum role role,
				   const struct hostile *h)
{
	hbuf_puts(b, "\"table\": ");
	json_name(b, role != AS_COLUMN, h, fixed_table(role));
	hbuf_puts(b, ", \"column\": ");
	json_name(b, role == AS_COLUMN, h, "c");
}

static void json_qualified(struct hbuf *b, enum role role,
			   const struct hostile *h)
{
	hbuf_puts(b, "{");
	json_qualified_members(b, role, h);
	hbuf_puts(b, "}");
}

/* The computed column of an expression case: the hostile name as its
 * alias when the name is a column's, else EXPRESSION_ALIAS. */
static void json_expression_alias(struct hbuf *b, enum role role,
				  const struct hostile *h)
{
	json_name(b, role == AS_COLUMN, h, EXPRESSION_ALIAS);
}

/* name_plan's row through a computed column: the column inside CASE,
 * coalesce, lower and upper, ordered by the computed alias. */
static void name_expression_plan(struct hbuf *b, enum role role,
				 const struct hostile *h)
{
	json_selection_head(b, role, h, ", \"role\": \"filter\"");
	hbuf_puts(b, "\"computed_columns\": [{\"alias\": ");
	json_expression_alias(b, role, h);
	hbuf_puts(b, ", \"expression\": {\"case\": [{\"when\": {");
	json_qualified_members(b, role, h);
	hbuf_puts(b, ", \"op\": \"is_not_null\"}, \"then\": {\"fn\": "
		     "\"coalesce\", \"args\": [");
	json_qualified(b, role, h);
	hbuf_puts(b, ", {\"fn\": \"lower\", \"args\": [");
	json_qualified(b, role, h);
	hbuf_puts(b, "]}]}}], \"else\": {\"fn\": \"upper\", \"args\": [");
	json_qualified(b, role, h);
	hbuf_puts(b, "]}}}], \"order_by\": [{\"column\": ");
	json_expression_alias(b, role, h);
	hbuf_puts(b, ", \"direction\": \"ASC\"}]}");
}

/* ---- the name inside nested queries and set members ---- */

/* The outer query of a subquery case reads the table, or for an alias
 * the shared table unaliased: the nested queries hold the alias. */
static void json_outer_members(struct hbuf *b, enum role role,
			       const struct hostile *h, const char *table_key,
			       const char *column_key)
{
	hbuf_printf(b, "\"%s\": ", table_key);
	json_name(b, role == AS_TABLE, h, fixed_table(role));
	hbuf_printf(b, ", \"%s\": ", column_key);
	json_name(b, role == AS_COLUMN, h, "c");
}

/* The one selection of a nested query or set member, with the alias
 * when the name is one; it outputs the column unless columns is false. */
static void json_nested_selection(struct hbuf *b, enum role role,
				  const struct hostile *h, bool columns)
{
	hbuf_puts(b, "{\"selections\": [{\"table\": ");
	json_name(b, role == AS_TABLE, h, fixed_table(role));
	if (role == AS_ALIAS) {
		hbuf_puts(b, ", \"alias\": ");
		hbuf_json(b, "", h, "");
	}
	if (columns) {
		hbuf_puts(b, ", \"columns\": [");
		json_qualified(b, role, h);
		hbuf_puts(b, "]");
	}
	hbuf_puts(b, "}]");
}

/* A nested query or set member keeping the rows whose column is op
 * value; no filter when op is NULL. */
static void json_nested_query(struct hbuf *b, enum role role,
			      const struct hostile *h, const char *op,
			      const char *value)
{
	json_nested_selection(b, role, h, true);
	if (op) {
		hbuf_puts(b, ", \"global_filters\": [{");
		json_qualified_members(b, role, h);
		hbuf_printf(b, ", \"op\": \"%s\", \"value\": ", op);
		hbuf_json_bytes(b, value, strlen(value));
		hbuf_puts(b, "}]");
	}
	hbuf_puts(b, "}");
}

/* name_plan's row through four subquery filters, each keeping only
 * KNOWN_ROW: IN and NOT IN over a filtered query, EXISTS correlated on
 * the column, and = the MIN of the column. */
static void name_subquery_plan(struct hbuf *b, enum role role,
			       const struct hostile *h)
{
	hbuf_puts(b,
		  "{\"decision\": \"proceed\", \"selections\": [{\"table\": ");
	json_name(b, role == AS_TABLE, h, fixed_table(role));
	hbuf_puts(b, ", \"columns\": [{");
	json_outer_members(b, role, h, "table", "column");
	hbuf_puts(b, "}]}], \"subquery_filters\": [{");
	json_outer_members(b, role, h, "outer_table", "outer_column");
	hbuf_puts(b, ", \"op\": \"in\", \"query\": ");
	json_nested_query(b, role, h, "=", KNOWN_ROW);
	hbuf_puts(b, "}, {");
	json_outer_members(b, role, h, "outer_table", "outer_column");
	hbuf_puts(b, ", \"op\": \"not_in\", \"query\": ");
	json_nested_query(b, role, h, "=", OTHER_ROW);
	hbuf_puts(b, "}, {\"op\": \"exists\", \"query\": ");
	json_nested_query(b, role, h, "!=", OTHER_ROW);
	hbuf_puts(b, ", \"correlated_on\": [{\"outer\": {");
	json_outer_members(b, role, h, "table", "column");
	hbuf_puts(b, "}, \"inner\": ");
	json_qualified(b, role, h);
	hbuf_puts(b, "}]}, {");
	json_outer_members(b, role, h, "outer_table", "outer_column");
	hbuf_puts(b, ", \"op\": \"=\", \"query\": ");
	json_nested_selection(b, role, h, false);
	hbuf_puts(b, ", \"group_by\": {\"group_by_columns\": [], "
		     "\"aggregates\": [{\"function\": \"MIN\", ");
	json_qualified_members(b, role, h);
	hbuf_puts(b, ", \"alias\": \"" AGGREGATE_ALIAS "\"}]}}}], "
		     "\"order_by\": [{");
	json_outer_members(b, role, h, "table", "column");
	hbuf_puts(b, ", \"direction\": \"ASC\"}]}");
}

/* name_plan's query UNION the member keeping OTHER_ROW, INTERSECT a
 * member keeping every row, EXCEPT one keeping ABSENT_ROW, ordered by
 * the column, descending. */
static void name_set_plan(struct hbuf *b, enum role role,
			  const struct hostile *h)
{
	json_selection_head(b, role, h, "");
	hbuf_puts(b, "\"set_operations\": [{\"op\": \"union\", \"query\": ");
	json_nested_query(b, role, h, "=", OTHER_ROW);
	hbuf_puts(b, "}, {\"op\": \"intersect\", \"query\": ");
	json_nested_query(b, role, h, NULL, NULL);
	hbuf_puts(b, "}, {\"op\": \"except\", \"query\": ");
	json_nested_query(b, role, h, "=", ABSENT_ROW);
	hbuf_puts(b, "}], \"order_by\": [{");
	json_reference(b, role, h);
	hbuf_puts(b, ", \"direction\": \"DESC\"}]}");
}

/* name_plan's query as the body of a CTE, which the main query reads
 * and orders by the column.  A table name names the CTE, which then
 * reads the alias cases' table. */
static void name_cte_plan(struct hbuf *b, enum role role,
			  const struct hostile *h)
{
	hbuf_puts(b, "{\"decision\": \"proceed\", \"ctes\": [{\"name\": ");
	json_name(b, role == AS_TABLE, h, CTE_NAME);
	hbuf_puts(b, ", \"selections\": [{\"table\": ");
	hbuf_json_bytes(b, fixed_table(role), strlen(fixed_table(role)));
	if (role == AS_ALIAS) {
		hbuf_puts(b, ", \"alias\": ");
		hbuf_json(b, "", h, "");
	}
	hbuf_puts(b, ", \"columns\": [{");
	json_reference(b, role, h);
	hbuf_puts(b, "}]}], \"filters\": [{");
	json_reference(b, role, h);
	hbuf_puts(b, ", \"op\": \"=\", \"value\": \"" KNOWN_ROW "\"}]}], "
		     "\"selections\": [{\"table\": ");
	json_name(b, role == AS_TABLE, h, CTE_NAME);
	hbuf_puts(b, ", \"columns\": [{\"column\": ");
	json_name(b, role == AS_COLUMN, h, "c");
	hbuf_puts(b, "}]}], \"order_by\": [{\"column\": ");
	json_name(b, role == AS_COLUMN, h, "c");
	hbuf_puts(b, ", \"direction\": \"ASC\"}]}");
}

/* Lists the exact names, so that names looking like SQL are accepted. */
static void name_catalog(struct hbuf *b, enum role role,
			 const struct hostile *h)
{
	hbuf_puts(b, "[{\"table_name\": ");
	json_name(b, role == AS_TABLE, h, fixed_table(role));
	hbuf_puts(b, ", \"columns\": [{\"column_name\": ");
	json_name(b, role == AS_COLUMN, h, "c");
	hbuf_puts(b, ", \"data_type\": \"TEXT\"}]}]");
}

static const char value_catalog[] =
    "[{\"table_name\": \"" VALUE_TABLE "\", \"columns\": ["
    "{\"column_name\": \"grp\", \"data_type\": \"INTEGER\"}, "
    "{\"column_name\": \"id\", \"data_type\": \"INTEGER\"}, "
    "{\"column_name\": \"v\", \"data_type\": \"TEXT\"}]}]";

/* between [v, v "zZ"], in and not_in [v, "Aa" v], else v; is_null and
 * is_not_null ignore it, and it must not reach their SQL. */
static void value_operand(struct hbuf *b, enum op op, const struct hostile *v)
{
	bool pair = op == OP_BETWEEN || op == OP_IN || op == OP_NOT_IN;
	if (!pair) {
		hbuf_json(b, "", v, "");
		return;
	}
	hbuf_puts(b, "[");
	hbuf_json(b, "", v, "");
	hbuf_puts(b, ", ");
	if (op == OP_BETWEEN)
		hbuf_json(b, "", v, "zZ");
	else
		hbuf_json(b, "Aa", v, "");
	hbuf_puts(b, "]");
}

static void value_plan(struct hbuf *b, enum op op, const struct hostile *v,
		       size_t group)
{
	hbuf_printf(b,
		    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		    "\"" VALUE_TABLE "\", \"columns\": [{\"column\": \"grp\"}, "
		    "{\"column\": \"id\"}, {\"column\": \"v\"}], "
		    "\"filters\": [{\"column\": \"grp\", "
		    "\"op\": \"=\", \"value\": %zu}, {\"column\": \"v\", "
		    "\"op\": \"%s\", \"value\": ",
		    group, op_names[op]);
	value_operand(b, op, v);
	hbuf_puts(b, "}]}], \"order_by\": [{\"column\": \"id\", "
		     "\"direction\": \"ASC\"}]}");
}

/* value_plan's "=" through a computed column named v: the value inside
 * CASE, nullif and concat; the column's own text comes out. */
static void value_expression_plan(struct hbuf *b, const struct hostile *v,
				  size_t group)
{
	hbuf_printf(b,
		    "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		    "\"" VALUE_TABLE "\", \"columns\": [{\"column\": \"grp\"}, "
		    "{\"column\": \"id\"}, {\"column\": \"v\", \"role\": "
		    "\"filter\"}], \"filters\": [{\"column\": \"grp\", "
		    "\"op\": \"=\", \"value\": %zu}, {\"column\": \"v\", "
		    "\"op\": \"=\", \"value\": ",
		    group);
	hbuf_json(b, "", v, "");
	hbuf_puts(b, "}]}], \"computed_columns\": [{\"alias\": \"v\", "
		     "\"expression\": {\"case\": [{\"when\": {\"table\": "
		     "\"" VALUE_TABLE "\", \"column\": \"v\", \"op\": \"=\", "
		     "\"value\": ");
	hbuf_json(b, "", v, "");
	hbuf_puts(b, "}, \"then\": {\"fn\": \"coalesce\", \"args\": "
		     "[{\"fn\": \"nullif\", \"args\": [" VALUE_COLUMN ", "
		     "{\"value\": ");
	hbuf_json(b, "", v, "");
	hbuf_puts(b, "}]}, {\"fn\": \"substr\", \"args\": [{\"fn\": "
		     "\"concat\", \"args\": [" VALUE_COLUMN ", {\"value\": "
		     "\"\"}]}, {\"value\": 1}]}]}}], \"else\": {\"fn\": "
		     "\"concat\", \"args\": [{\"value\": ");
	hbuf_json(b, "", v, "");
	/* not next to another literal, which T-SQL's + would join to it */
	hbuf_puts(b, "}, " VALUE_COLUMN "]}}}], \"order_by\": "
		     "[{\"column\": \"id\", \"direction\": \"ASC\"}]}");
}

/* A filter of a nested value query: "v op" the value between prefix
 * and suffix; qualified, as the outer query reads the same table. */
static void json_value_filter(struct hbuf *b, const char *op,
			      const char *prefix, const struct hostile *v,
			      const char *suffix)
{
	hbuf_printf(b,
		    "{\"table\": \"" VALUE_TABLE "\", \"column\": \"v\", "
		    "\"op\": \"%s\", \"value\": ",
		    op);
	hbuf_json(b, prefix, v, suffix);
	hbuf_puts(b, "}");
}

static void json_group_filter(struct hbuf *b, size_t group)
{
	hbuf_printf(b,
		    "{\"table\": \"" VALUE_TABLE "\", \"column\": \"grp\", "
		    "\"op\": \"=\", \"value\": %zu}",
		    group);
}

/* The members of a query of the value table outputting columns,
 * filtered by the group and, unless op is NULL, by "v op" the value. */
static void json_value_query(struct hbuf *b, const char *columns, size_t group,
			     const char *op, const char *prefix,
			     const struct hostile *v, const char *suffix)
{
	hbuf_printf(b,
		    "\"selections\": [{\"table\": \"" VALUE_TABLE "\"%s}], "
		    "\"global_filters\": [",
		    columns);
	json_group_filter(b, group);
	if (op) {
		hbuf_puts(b, ", ");
		json_value_filter(b, op, prefix, v, suffix);
	}
	hbuf_puts(b, "]");
}

#define VALUE_COLUMNS                                                          \
	", \"columns\": [{\"column\": \"grp\"}, {\"column\": \"id\"}, "        \
	"{\"column\": \"v\"}]"
#define V_COLUMN ", \"columns\": [{\"column\": \"v\"}]"

/* value_plan's "=" through four subquery filters over the group, each
 * keeping exactly the rows equal to the value: v IN the v equal to it, v
 * NOT IN the others, EXISTS the same row equal to it, and v = the MIN of
 * the v equal to it. */
static void value_subquery_plan(struct hbuf *b, const struct hostile *v,
				size_t group)
{
	hbuf_puts(b, "{\"decision\": \"proceed\", \"selections\": [{\"table\": "
		     "\"" VALUE_TABLE "\"" VALUE_COLUMNS
		     "}], \"global_filters\": [");
	json_group_filter(b, group);
	hbuf_puts(b, "], \"subquery_filters\": [{\"outer_table\": "
		     "\"" VALUE_TABLE "\", \"outer_column\": \"v\", "
		     "\"op\": \"in\", \"query\": {");
	json_value_query(b, V_COLUMN, group, "=", "", v, "");
	hbuf_puts(b,
		  "}}, {\"outer_table\": \"" VALUE_TABLE "\", "
		  "\"outer_column\": \"v\", \"op\": \"not_in\", \"query\": {");
	json_value_query(b, V_COLUMN, group, "!=", "", v, "");
	hbuf_puts(b, "}}, {\"op\": \"exists\", \"query\": {");
	json_value_query(b, V_COLUMN, group, "=", "", v, "");
	hbuf_puts(b, "}, \"correlated_on\": [");
	for (int i = 0; i < 2; i++)
		hbuf_printf(b,
			    "%s{\"outer\": {\"table\": \"" VALUE_TABLE "\", "
			    "\"column\": \"%s\"}, \"inner\": {\"table\": "
			    "\"" VALUE_TABLE "\", \"column\": \"%s\"}}",
			    i ? ", " : "", i ? "id" : "grp", i ? "id" : "grp");
	hbuf_puts(b, "]}, {\"outer_table\": \"" VALUE_TABLE "\", "
		     "\"outer_column\": \"v\", \"op\": \"=\", \"query\": {");
	json_value_query(b, "", group, "=", "", v, "");
	hbuf_puts(b, ", \"group_by\": {\"group_by_columns\": [], "
		     "\"aggregates\": [{\"function\": \"MIN\", \"table\": "
		     "\"" VALUE_TABLE "\", \"column\": \"v\", \"alias\": "
		     "\"" AGGREGATE_ALIAS "\"}]}}}], \"order_by\": "
		     "[{\"column\": \"id\", \"direction\": \"ASC\"}]}");
}

/* value_plan's "=" as the body of a CTE, which the main query reads. */
static void value_cte_plan(struct hbuf *b, const struct hostile *v,
			   size_t group)
{
	hbuf_puts(b, "{\"decision\": \"proceed\", \"ctes\": [{\"name\": "
		     "\"" CTE_NAME "\", ");
	json_value_query(b, VALUE_COLUMNS, group, "=", "", v, "");
	hbuf_puts(b,
		  "}], \"selections\": [{\"table\": \"" CTE_NAME
		  "\"" VALUE_COLUMNS "}], \"order_by\": [{\"column\": \"id\", "
		  "\"direction\": \"ASC\"}]}");
}

/* The rows of the group equal to the value, UNION those equal to "Aa"
 * and the value, INTERSECT the whole group, EXCEPT those equal to the
 * value and "zZ"; ordered by id. */
static void value_set_plan(struct hbuf *b, const struct hostile *v,
			   size_t group)
{
	hbuf_puts(b, "{\"decision\": \"proceed\", ");
	json_value_query(b, VALUE_COLUMNS, group, "=", "", v, "");
	hbuf_puts(b, ", \"set_operations\": [{\"op\": \"union\", \"query\": {");
	json_value_query(b, VALUE_COLUMNS, group, "=", "Aa", v, "");
	hbuf_puts(b, "}}, {\"op\": \"intersect\", \"query\": {");
	json_value_query(b, VALUE_COLUMNS, group, NULL, "", v, "");
	hbuf_puts(b, "}}, {\"op\": \"except\", \"query\": {");
	json_value_query(b, VALUE_COLUMNS, group, "=", "", v, "zZ");
	hbuf_puts(b, "}}], \"order_by\": [{\"table\": \"" VALUE_TABLE "\", "
		     "\"column\": \"id\", \"direction\": \"ASC\"}]}");
}

/* ------------------------------------------------------------- cases */

/* Where a case puts its name or value besides the main query. */
enum nesting {
	NOT_NESTED,
	IN_SUBQUERIES,
	IN_SET_MEMBERS,
	IN_CTE,
	NESTING_COUNT
};

struct hcase {
	const struct hostile *h;
	bool is_value;
	bool in_expression; /* inside computed columns; a value under = */
	enum nesting nesting;
	int what;     /* enum role, or for a value enum op */
	size_t group; /* a value's grp: its index in the list, plus 1 */
	struct hbuf plan;
	const char *expected; /* the error plansql must give, or NULL */
	char *code, *message; /* the first error plansql gave, or NULL */
	char *sql;	      /* when plansql compiled it */
	/* what the engine did */
	bool ran;
	char *error;
	struct rows got;
};

struct engine;

struct run {
	const struct engine *engine;
	int mode; /* names this run's database, schema and files */
	struct hostile_list names, values;
	struct group *groups; /* one per value */
	struct hcase *cases;
	size_t count;
	char *dir; /* temporary files */
};

struct engine {
	const char *name;
	plansql_dialect dialect;
	const char *setting; /* the session setting of the mode, or NULL */
	void (*execute)(struct run *r);
	bool checks_rows; /* false: the SQL is read back, not run */
};

static char *format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static char *format(const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(NULL, 0, fmt, args);
	va_end(args);
	char *text = malloc((size_t)n + 1);
	va_start(args, fmt);
	vsnprintf(text, (size_t)n + 1, fmt, args);
	va_end(args);
	return text;
}

/* Keeps the first error of a result; prefix says what was read. */
static void record_error(struct hcase *c, const plansql_result *r,
			 const char *prefix)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		const plansql_diagnostic *d = plansql_result_diagnostic(r, i);
		if (d->severity != PLANSQL_ERROR)
			continue;
		c->code = format("%s%s", prefix, d->code);
		c->message = strdup(d->message);
		return;
	}
	c->code = format("%sno-diagnostic", prefix);
}

static void compile_case(struct hcase *c, const plansql_options *options)
{
	plansql_result *r = plansql_compile(c->plan.data, c->plan.len, options);
	ck_assert(r);
	const char *sql = plansql_result_sql(r);
	if (sql)
		c->sql = strdup(sql);
	else
		record_error(c, r, "");
	plansql_result_free(r);
}

/* A name the reader refuses spoils the catalog as well: then the plan
 * is compiled without one, and must be refused for the same reason. */
static void compile_name_case(struct hcase *c, plansql_options *options)
{
	struct hbuf text = {0};
	name_catalog(&text, (enum role)c->what, c->h);
	plansql_catalog *catalog = NULL;
	plansql_result *r = plansql_catalog_read(text.data, text.len, &catalog);
	ck_assert(r);
	if (catalog || c->expected) {
		options->catalog = catalog;
		compile_case(c, options);
	} else {
		record_error(c, r, "catalog:");
	}
	plansql_result_free(r);
	plansql_catalog_free(catalog);
	hbuf_free(&text);
}

static bool same_bytes(const struct hostile *h, const char *text)
{
	return h->len == strlen(text) && !memcmp(h->text, text, h->len);
}

/* A CTE and its columns are in no catalog, so a CTE case's table or
 * column name that looks like SQL is refused before it reaches the
 * engine.  Which names do is the business of name_shape, tested by the
 * golden error plans; here it only picks the names that run. */
static bool cte_name_refused(const struct hcase *c)
{
	if (c->what == AS_ALIAS || read_verdict(c->h) || c->h->len > 1024)
		return false;
	return plan_name_shape(c->h->text) != NAME_PLAIN;
}

/* SQLite 3.40 reads "cte"."true" and "cte"."false" as the boolean
 * whatever the quotes ("no such column"): plansql refuses such a CTE
 * column for SQLite. */
static bool sqlite_reads_as_boolean(const struct run *r, const struct hcase *c)
{
	if (r->engine->dialect != PLANSQL_SQLITE || c->what != AS_COLUMN)
		return false;
	return (c->h->len == 4 && !strncasecmp(c->h->text, "true", 4)) ||
	       (c->h->len == 5 && !strncasecmp(c->h->text, "false", 5));
}

/* The nested cases of a name case, right after it, so that they share
 * its table. */
static void add_nested_name_cases(struct run *r, const struct hcase *c)
{
	for (int n = IN_SUBQUERIES; n < NESTING_COUNT; n++) {
		struct hcase *e = &r->cases[r->count++];
		*e = (struct hcase){.h = c->h,
				    .what = c->what,
				    .nesting = (enum nesting)n,
				    .expected = c->expected};
		if (n == IN_SUBQUERIES && !e->expected &&
		    e->what == AS_COLUMN && same_bytes(e->h, "*"))
			e->expected = "star-column"; /* MIN("*") is MIN(*) */
		if (n == IN_CTE && cte_name_refused(c))
			e->expected = "name-looks-like-sql";
		else if (n == IN_CTE && !e->expected &&
			 sqlite_reads_as_boolean(r, c))
			e->expected = "bad-identifier";
		if (n == IN_SUBQUERIES)
			name_subquery_plan(&e->plan, (enum role)e->what, e->h);
		else if (n == IN_SET_MEMBERS)
			name_set_plan(&e->plan, (enum role)e->what, e->h);
		else
			name_cte_plan(&e->plan, (enum role)e->what, e->h);
	}
}

static void add_name_cases(struct run *r)
{
	for (size_t i = 0; i < r->names.count; i++) {
		for (int role = 0; role < ROLE_COUNT; role++) {
			struct hcase *c = &r->cases[r->count++];
			c->h = &r->names.items[i];
			c->what = role;
			name_plan(&c->plan, (enum role)role, c->h);
			c->expected = name_verdict(c->h, r->engine->dialect,
						   (enum role)role);
			struct hcase *e = &r->cases[r->count++];
			*e = (struct hcase){.h = c->h,
					    .in_expression = true,
					    .what = role,
					    .expected = c->expected};
			name_expression_plan(&e->plan, (enum role)role, e->h);
			add_nested_name_cases(r, c);
		}
	}
}

/* In subqueries and the CTE the value is as under =; set members also
 * hold it with two bytes more, as in and not_in do. */
static void add_nested_value_cases(struct run *r, const struct hcase *c)
{
	for (int n = IN_SUBQUERIES; n < NESTING_COUNT; n++) {
		struct hcase *e = &r->cases[r->count++];
		*e = (struct hcase){.h = c->h,
				    .is_value = true,
				    .what = OP_EQ,
				    .nesting = (enum nesting)n,
				    .group = c->group};
		if (n == IN_SUBQUERIES)
			value_subquery_plan(&e->plan, e->h, e->group);
		else if (n == IN_SET_MEMBERS)
			value_set_plan(&e->plan, e->h, e->group);
		else
			value_cte_plan(&e->plan, e->h, e->group);
		e->expected =
		    value_verdict(e->h, n == IN_SET_MEMBERS ? OP_IN : OP_EQ,
				  r->engine->dialect);
	}
}

static void add_value_cases(struct run *r)
{
	for (size_t i = 0; i < r->values.count; i++) {
		for (int op = 0; op < OP_COUNT; op++) {
			struct hcase *c = &r->cases[r->count++];
			c->h = &r->values.items[i];
			c->is_value = true;
			c->what = op;
			c->group = i + 1;
			value_plan(&c->plan, (enum op)op, c->h, c->group);
			c->expected = value_verdict(c->h, (enum op)op,
						    r->engine->dialect);
		}
		struct hcase *e = &r->cases[r->count++];
		*e = (struct hcase){.h = &r->values.items[i],
				    .is_value = true,
				    .in_expression = true,
				    .what = OP_EQ,
				    .group = i + 1};
		value_expression_plan(&e->plan, e->h, e->group);
		e->expected = value_verdict(e->h, OP_EQ, r->engine->dialect);
		add_nested_value_cases(r, e);
	}
}

/* Every other case compact, so that both layouts meet every input. */
static void compile_cases(struct run *r)
{
	plansql_catalog *values = NULL;
	plansql_result_free(plansql_catalog_read(
	    value_catalog, strlen(value_catalog), &values));
	ck_assert(values);
	for (size_t i = 0; i < r->count; i++) {
		struct hcase *c = &r->cases[i];
		plansql_options options = {
		    .size = sizeof(plansql_options),
		    .dialect = r->engine->dialect,
		    .flags = PLANSQL_NO_AUDIT | (i % 2 ? PLANSQL_COMPACT : 0)};
		if (c->is_value) {
			options.catalog = values;
			compile_case(c, &options);
		} else {
			compile_name_case(c, &options);
		}
	}
	plansql_catalog_free(values);
}

static void prepare_run(struct run *r)
{
	hostile_names(&r->names);
	hostile_values(&r->values);
	r->groups = calloc(r->values.count, sizeof *r->groups);
	for (size_t i = 0; i < r->values.count; i++)
		group_fill(&r->groups[i], &r->values.items[i]);
	size_t nested = NESTING_COUNT - 1;
	size_t n = r->names.count * ROLE_COUNT * (2 + nested) +
		   r->values.count * (OP_COUNT + 1 + nested);
	r->cases = calloc(n, sizeof *r->cases);
	add_name_cases(r);
	add_value_cases(r);
	compile_cases(r);
	char dir[] = "/tmp/plansql-hostile-XXXXXX";
	ck_assert_msg(mkdtemp(dir), "cannot make a temporary directory");
	r->dir = strdup(dir);
}

static char *temporary_file(const struct run *r, const char *name)
{
	return format("%s/%s", r->dir, name);
}

/* Whether a row equals the value between prefix and suffix. */
static bool equals_joined(const struct cell *row, const char *prefix,
			  const struct hostile *v, const char *suffix)
{
	struct cell value = cell_joined(prefix, v->text, v->len, suffix);
	bool equal = cells_equal(row, &value);
	free(value.text);
	return equal;
}

/* Whether value_set_plan keeps a row of the value's group. */
static bool set_members_keep(const struct hostile *v, const struct cell *row)
{
	return (equals_joined(row, "", v, "") ||
		equals_joined(row, "Aa", v, "")) &&
	       !equals_joined(row, "", v, "zZ");
}

/* The rows of a name case: the known row, and for the set members the
 * other row too, in descending order. */
static void expected_name_rows(const struct hcase *c, struct rows *want)
{
	struct cell known = cell_copy(KNOWN_ROW, strlen(KNOWN_ROW));
	want->cols = 1;
	if (c->nesting != IN_SET_MEMBERS) {
		rows_add(want, known);
		return;
	}
	struct cell other = cell_copy(OTHER_ROW, strlen(OTHER_ROW));
	bool known_first = cell_compare(&known, &other) > 0;
	rows_add(want, known_first ? known : other);
	rows_add(want, known_first ? other : known);
}

/* The rows a case must return: see expected_name_rows; for a value,
 * grp, id and text of the rows of its group the filter keeps. */
static void expected_rows(const struct run *r, const struct hcase *c,
			  struct rows *want)
{
	if (!c->is_value) {
		expected_name_rows(c, want);
		return;
	}
	want->cols = 3;
	const struct group *g = &r->groups[c->group - 1];
	for (size_t i = 0; i < GROUP_ROWS; i++) {
		bool keep = c->nesting == IN_SET_MEMBERS
				? set_members_keep(c->h, &g->row[i])
				: op_holds((enum op)c->what, c->h, &g->row[i]);
		if (!keep)
			continue;
		char grp[24], id[24];
		snprintf(grp, sizeof grp, "%zu", c->group);
		snprintf(id, sizeof id, "%zu", i + 1);
		rows_add(want, cell_copy(grp, strlen(grp)));
		rows_add(want, cell_copy(id, strlen(id)));
		rows_add(want, cell_copy(g->row[i].text, g->row[i].len));
	}
}

/* The table a name case creates for itself, with the hostile name as
 * the table or as its column; alias and value cases use shared tables. */
static bool own_table(const struct hcase *c, struct bytes *table,
		      struct bytes *column)
{
	if (c->is_value || c->what == AS_ALIAS)
		return false;
	struct bytes name = {c->h->text, c->h->len};
	*table = c->what == AS_TABLE ? name : fixed(COLUMN_TABLE);
	*column = c->what == AS_TABLE ? fixed("c") : name;
	return true;
}

/* Whether two cases read the same own table: the cases of one name in
 * one role follow each other and share it, created once. */
static bool same_table(const struct hcase *a, const struct hcase *b)
{
	return a && a->h == b->h && a->is_value == b->is_value &&
	       a->what == b->what;
}

/* The quoting of SQLite and PostgreSQL ("...") and MariaDB (`...`): the
 * quote doubled inside. */
static void put_quoted(struct hbuf *b, char quote, struct bytes name)
{
	hbuf_put(b, &quote, 1);
	for (size_t i = 0; i < name.len; i++) {
		if (name.text[i] == quote)
			hbuf_put(b, &quote, 1);
		hbuf_put(b, &name.text[i], 1);
	}
	hbuf_put(b, &quote, 1);
}

/* ------------------------------------ engines with a client library */

/* SQLite and PostgreSQL run statements one by one through their
 * libraries.  command runs one statement with text parameters ($1...;
 * a NULL text binds NULL), query runs plansql's SQL and keeps its rows;
 * both return the engine's error, malloc'd, or NULL. */
struct direct {
	void *handle;
	char *(*command)(void *handle, const char *sql, int count,
			 const struct bytes *params);
	char *(*query)(void *handle, const char *sql, struct rows *out);
};

static void direct_must(const struct direct *d, const char *sql, int count,
			const struct bytes *params)
{
	char *error = d->command(d->handle, sql, count, params);
	ck_assert_msg(!error, "%.500s\n%.500s", sql, error);
}

static void direct_shared_tables(const struct run *r, const struct direct *d)
{
	direct_must(d, "CREATE TABLE \"" ALIAS_TABLE "\" (\"c\" TEXT)", 0,
		    NULL);
	const char *insert = "INSERT INTO \"" ALIAS_TABLE "\" VALUES ($1)";
	struct bytes known = fixed(KNOWN_ROW), other = fixed(OTHER_ROW);
	direct_must(d, insert, 1, &known);
	direct_must(d, insert, 1, &other);
	direct_must(
	    d,
	    "CREATE TABLE \"" VALUE_TABLE "\" (\"grp\" INTEGER, "
	    "\"id\" INTEGER, \"v\" TEXT, PRIMARY KEY (\"grp\", \"id\"))",
	    0, NULL);
	for (size_t g = 0; g < r->values.count; g++) {
		for (size_t i = 0; r->groups[g].stored && i < GROUP_ROWS; i++) {
			char grp[24], id[24];
			snprintf(grp, sizeof grp, "%zu", g + 1);
			snprintf(id, sizeof id, "%zu", i + 1);
			const struct cell *v = &r->groups[g].row[i];
			struct bytes params[] = {
			    fixed(grp), fixed(id), {v->text, v->len}};
			direct_must(d,
				    "INSERT INTO \"" VALUE_TABLE
				    "\" VALUES ($1, $2, $3)",
				    3, params);
		}
	}
}

/* Creates the case's own table and its two rows; the error or NULL. */
static char *direct_create(const struct direct *d, struct bytes table,
			   struct bytes column)
{
	struct hbuf sql = {0};
	hbuf_puts(&sql, "CREATE TABLE ");
	put_quoted(&sql, '"', table);
	hbuf_puts(&sql, " (");
	put_quoted(&sql, '"', column);
	hbuf_puts(&sql, " TEXT)");
	char *error = d->command(d->handle, sql.data, 0, NULL);
	sql.len = 0;
	hbuf_puts(&sql, "INSERT INTO ");
	put_quoted(&sql, '"', table);
	hbuf_puts(&sql, " VALUES ($1), ($2)");
	struct bytes rows[] = {fixed(KNOWN_ROW), fixed(OTHER_ROW)};
	if (!error)
		error = d->command(d->handle, sql.data, 2, rows);
	hbuf_free(&sql);
	return error;
}

static void direct_drop(const struct direct *d, struct bytes table)
{
	struct hbuf sql = {0};
	hbuf_puts(&sql, "DROP TABLE IF EXISTS ");
	put_quoted(&sql, '"', table);
	free(d->command(d->handle, sql.data, 0, NULL));
	hbuf_free(&sql);
}

/* Drops the own table of *open, if any. */
static void direct_close(const struct direct *d, const struct hcase **open)
{
	struct bytes table, column;
	if (*open && own_table(*open, &table, &column))
		direct_drop(d, table);
	*open = NULL;
}

/* Runs a case, creating its own table unless *open, the case that
 * created the table there is, shares it. */
static void direct_case(const struct direct *d, struct hcase *c,
			const struct hcase **open)
{
	struct bytes table, column;
	bool own = own_table(c, &table, &column);
	bool create = own && !same_table(*open, c);
	if (!own || create)
		direct_close(d, open);
	char *setup = create ? direct_create(d, table, column) : NULL;
	if (create)
		*open = c;
	char *query = d->query(d->handle, c->sql, &c->got);
	c->ran = true;
	if (setup || query)
		c->error =
		    format("%s%s%s%s", setup ? "creating the table: " : "",
			   setup ? setup : "", setup && query ? "; " : "",
			   query ? query : "");
	free(setup);
	free(query);
}

static void run_direct(struct run *r, const struct direct *d)
{
	const struct hcase *open = NULL;
	direct_shared_tables(r, d);
	for (size_t i = 0; i < r->count; i++)
		if (r->cases[i].sql)
			direct_case(d, &r->cases[i], &open);
	direct_close(d, &open);
}

/* ---- SQLite: a file of this run's own ---- */

static char *sqlite_error(sqlite3 *db)
{
	return strdup(sqlite3_errmsg(db));
}

static char *sqlite_command(void *handle, const char *sql, int count,
			    const struct bytes *params)
{
	sqlite3 *db = handle;
	sqlite3_stmt *stmt = NULL;
	if (sqlite3_prepare_v2(db, sql, -1, &stmt, NULL) != SQLITE_OK)
		return sqlite_error(db);
	for (int i = 0; i < count; i++) {
		if (params[i].text)
			sqlite3_bind_text(stmt, i + 1, params[i].text,
					  (int)params[i].len, SQLITE_STATIC);
		else
			sqlite3_bind_null(stmt, i + 1);
	}
	char *error =
	    sqlite3_step(stmt) == SQLITE_DONE ? NULL : sqlite_error(db);
	sqlite3_finalize(stmt);
	return error;
}

static void sqlite_row(sqlite3_stmt *stmt, struct rows *out)
{
	for (size_t i = 0; i < out->cols; i++) {
		const char *text =
		    (const char *)sqlite3_column_text(stmt, (int)i);
		size_t len = (size_t)sqlite3_column_bytes(stmt, (int)i);
		bool null = sqlite3_column_type(stmt, (int)i) == SQLITE_NULL;
		rows_add(out, cell_copy(null ? NULL : text, len));
	}
}

/* Prepares exactly one statement: text after it is an error. */
static char *sqlite_query(void *handle, const char *sql, struct rows *out)
{
	sqlite3 *db = handle;
	sqlite3_stmt *stmt = NULL;
	const char *tail = NULL;
	if (sqlite3_prepare_v2(db, sql, -1, &stmt, &tail) != SQLITE_OK)
		return sqlite_error(db);
	if (tail && tail[strspn(tail, " \t\r\n")]) {
		sqlite3_finalize(stmt);
		return format("more than one statement; the next starts at "
			      "byte %td",
			      tail - sql);
	}
	out->cols = (size_t)sqlite3_column_count(stmt);
	int rc;
	while ((rc = sqlite3_step(stmt)) == SQLITE_ROW)
		sqlite_row(stmt, out);
	char *error = rc == SQLITE_DONE ? NULL : sqlite_error(db);
	sqlite3_finalize(stmt);
	return error;
}

static void sqlite_execute(struct run *r)
{
	char *path = temporary_file(r, "hostile.db");
	sqlite3 *db = NULL;
	ck_assert(sqlite3_open(path, &db) == SQLITE_OK);
	sqlite3_exec(db,
		     "PRAGMA journal_mode = MEMORY; "
		     "PRAGMA synchronous = OFF",
		     NULL, NULL, NULL);
	struct direct d = {db, sqlite_command, sqlite_query};
	run_direct(r, &d);
	sqlite3_close(db);
	unlink(path);
	free(path);
}

/* ---- PostgreSQL: one connection, a schema of this run's own ---- */

static const char *env(const char *name)
{
	const char *v = getenv(name);
	ck_assert_msg(v && *v,
		      "%s is not set: run the hostile tests through "
		      "tests/engines/engines.sh, which starts the servers",
		      name);
	return v;
}

static char *postgres_error(PGconn *conn)
{
	char *error = strdup(PQerrorMessage(conn));
	error[strcspn(error, "\n")] = '\0';
	return error;
}

static PGresult *postgres_exec(PGconn *conn, const char *sql, int count,
			       const struct bytes *params)
{
	const char *values[4] = {0};
	int lengths[4] = {0};
	ck_assert(count <= 4);
	for (int i = 0; i < count; i++) {
		values[i] = params[i].text;
		lengths[i] = (int)params[i].len;
	}
	/* PQexecParams refuses more than one statement. */
	return PQexecParams(conn, sql, count, NULL, values, lengths, NULL, 0);
}

static char *postgres_command(void *handle, const char *sql, int count,
			      const struct bytes *params)
{
	PGresult *res = postgres_exec(handle, sql, count, params);
	char *error = PQresultStatus(res) == PGRES_COMMAND_OK
			  ? NULL
			  : postgres_error(handle);
	PQclear(res);
	return error;
}

static char *postgres_query(void *handle, const char *sql, struct rows *out)
{
	PGresult *res = postgres_exec(handle, sql, 0, NULL);
	if (PQresultStatus(res) != PGRES_TUPLES_OK) {
		PQclear(res);
		return postgres_error(handle);
	}
	out->cols = (size_t)PQnfields(res);
	for (int row = 0; row < PQntuples(res); row++) {
		for (int i = 0; i < (int)out->cols; i++) {
			bool null = PQgetisnull(res, row, i);
			rows_add(out, cell_copy(
					  null ? NULL : PQgetvalue(res, row, i),
					  (size_t)PQgetlength(res, row, i)));
		}
	}
	PQclear(res);
	return NULL;
}

static void ignore_notice(void *arg, const char *message)
{
	(void)arg;
	(void)message;
}

static PGconn *postgres_connect(void)
{
	char *conninfo =
	    format("host=%s port=%s user=%s dbname=%s client_encoding=UTF8",
		   env("PLANSQL_TEST_PGHOST"), env("PLANSQL_TEST_PGPORT"),
		   env("PLANSQL_TEST_PGUSER"), env("PLANSQL_TEST_PGDATABASE"));
	PGconn *conn = PQconnectdb(conninfo);
	free(conninfo);
	ck_assert_msg(PQstatus(conn) == CONNECTION_OK, "PostgreSQL: %s",
		      PQerrorMessage(conn));
	PQsetNoticeProcessor(conn, ignore_notice, NULL);
	return conn;
}

static void schema_statement(const struct direct *d, const char *before,
			     const char *schema, const char *after)
{
	char *sql = format("%s%s%s", before, schema, after);
	direct_must(d, sql, 0, NULL);
	free(sql);
}

static void postgres_execute(struct run *r)
{
	PGconn *conn = postgres_connect();
	struct direct d = {conn, postgres_command, postgres_query};
	char *schema = format("plansql_hostile_%d", r->mode);
	schema_statement(&d, "DROP SCHEMA IF EXISTS ", schema, " CASCADE");
	schema_statement(&d, "CREATE SCHEMA ", schema, "");
	schema_statement(&d, "SET search_path = ", schema, "");
	if (r->engine->setting)
		direct_must(&d, r->engine->setting, 0, NULL);
	run_direct(r, &d);
	schema_statement(&d, "DROP SCHEMA ", schema, " CASCADE");
	free(schema);
	PQfinish(conn);
}

/* ---- DuckDB: a database in memory, through plansql's loader ---- */

/* Runs a prepared statement to its result; the error or NULL. */
static char *duck_result_of(duckdb_prepared_statement stmt,
			    duckdb_result *result, bool *has_result)
{
	duckdb_pending_result pending = NULL;
	*has_result = false;
	if (duckdb_pending_prepared_streaming(stmt, &pending) !=
	    DuckDBSuccess) {
		char *error = strdup(duckdb_pending_error(pending));
		duckdb_destroy_pending(&pending);
		return error;
	}
	duckdb_pending_state state;
	do
		state = duckdb_pending_execute_task(pending);
	while (state != DUCKDB_PENDING_RESULT_READY &&
	       state != DUCKDB_PENDING_ERROR);
	char *error = NULL;
	if (state == DUCKDB_PENDING_ERROR)
		error = strdup(duckdb_pending_error(pending));
	else if (duckdb_execute_pending(pending, result) != DuckDBSuccess)
		error = strdup(duckdb_result_error(result));
	*has_result = state != DUCKDB_PENDING_ERROR;
	duckdb_destroy_pending(&pending);
	return error;
}

static char *duck_prepare_bound(duckdb_connection c, const char *sql, int count,
				const struct bytes *params,
				duckdb_prepared_statement *stmt)
{
	if (duckdb_prepare(c, sql, stmt) != DuckDBSuccess)
		return strdup(duckdb_prepare_error(*stmt));
	for (int i = 0; i < count; i++) {
		char *text = params[i].text
				 ? strndup(params[i].text, params[i].len)
				 : NULL;
		duckdb_state bound =
		    text ? duckdb_bind_varchar(*stmt, (idx_t)i + 1, text)
			 : duckdb_bind_null(*stmt, (idx_t)i + 1);
		free(text);
		if (bound != DuckDBSuccess)
			return strdup(duckdb_prepare_error(*stmt));
	}
	return NULL;
}

static char *duck_command(void *handle, const char *sql, int count,
			  const struct bytes *params)
{
	duckdb_prepared_statement stmt = NULL;
	char *error = duck_prepare_bound(handle, sql, count, params, &stmt);
	duckdb_result result;
	bool has_result = false;
	if (!error)
		error = duck_result_of(stmt, &result, &has_result);
	if (has_result)
		duckdb_destroy_result(&result);
	duckdb_destroy_prepare(&stmt);
	return error;
}

/* The rows as plansql's engine reads them (exec_duckdb.h). */
static char *duck_rows(duckdb_result *result, struct rows *out)
{
	out->cols = duckdb_column_count(result);
	struct exec_duckdb_column *columns =
	    calloc(out->cols + 1, sizeof *columns);
	strbuf text;
	strbuf_init(&text, NULL, 0, SIZE_MAX / 2);
	char *error = NULL;
	for (size_t i = 0; !error && i < out->cols; i++)
		if (!exec_duckdb_column_init(&columns[i], result, i, &text))
			error = strdup(text.text);
	duckdb_data_chunk chunk;
	while (!error && (chunk = duckdb_fetch_chunk(*result)) != NULL) {
		idx_t n = duckdb_data_chunk_get_size(chunk);
		for (idx_t row = 0; row < n; row++)
			for (size_t i = 0; i < out->cols; i++) {
				duckdb_vector v =
				    duckdb_data_chunk_get_vector(chunk, i);
				uint64_t *valid = duckdb_vector_get_validity(v);
				if (valid &&
				    !duckdb_validity_row_is_valid(valid, row)) {
					rows_add(out, cell_copy(NULL, 0));
					continue;
				}
				strbuf_truncate(&text, 0);
				exec_duckdb_value_text(
				    &columns[i], duckdb_vector_get_data(v), row,
				    &text);
				rows_add(out,
					 cell_copy(text.text, text.len - 1));
			}
		duckdb_destroy_data_chunk(&chunk);
	}
	for (size_t i = 0; i < out->cols; i++)
		exec_duckdb_column_release(&columns[i]);
	free(columns);
	strbuf_release(&text);
	return error;
}

static char *duck_query(void *handle, const char *sql, struct rows *out)
{
	duckdb_prepared_statement stmt = NULL;
	char *error = duck_prepare_bound(handle, sql, 0, NULL, &stmt);
	duckdb_result result;
	bool has_result = false;
	if (!error)
		error = duck_result_of(stmt, &result, &has_result);
	if (!error)
		error = duck_rows(&result, out);
	if (has_result)
		duckdb_destroy_result(&result);
	duckdb_destroy_prepare(&stmt);
	return error;
}

static void duck_execute(struct run *r)
{
	const char *why;
	ck_assert_msg(catalog_libduckdb_load(&why), "%s", why);
	duckdb_database db;
	duckdb_connection c;
	char *error = NULL;
	ck_assert(duckdb_open_ext(NULL, &db, NULL, &error) == DuckDBSuccess);
	ck_assert(duckdb_connect(db, &c) == DuckDBSuccess);
	struct direct d = {c, duck_command, duck_query};
	run_direct(r, &d);
	duckdb_disconnect(&c);
	duckdb_close(&db);
}

/* ------------------------------------------------------------ files */

static void write_file(const char *path, const char *data, size_t len)
{
	FILE *f = fopen(path, "wb");
	ck_assert_msg(f, "cannot write %s", path);
	ck_assert(fwrite(data, 1, len, f) == len);
	ck_assert(fclose(f) == 0);
}

static void redirect(int fd, const char *path, int flags)
{
	if (!path)
		return;
	int file = open(path, flags, 0600);
	if (file < 0 || dup2(file, fd) < 0)
		_exit(127);
	close(file);
}

/* Runs argv (found on PATH) with standard input, output and error from
 * and to files; returns its exit status, or -1. */
static int spawn(char *const argv[], const char *in, const char *out,
		 const char *err)
{
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		redirect(0, in, O_RDONLY);
		redirect(1, out, O_WRONLY | O_CREAT | O_TRUNC);
		redirect(2, err, O_WRONLY | O_CREAT | O_TRUNC);
		execvp(argv[0], argv);
		_exit(127);
	}
	int status;
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

/* ------------------------------------------- MariaDB, through a script */

/* The mariadb client runs one script per mode: shared tables, then for
 * each case the DROP of the table before it and its own table (unless it
 * shares the one before), a marker row, plansql's statement and a second
 * marker.  Rows between the markers belong to the case; errors
 * ("ERROR ... at line N") to the case whose lines hold N. */
struct script {
	struct hbuf text;
	size_t line; /* of the next byte, from 1 */
};

struct span {
	size_t first, last; /* lines of the case in the script */
	size_t index;	    /* of the case */
};

static void script_put(struct script *s, const char *bytes, size_t len)
{
	hbuf_put(&s->text, bytes, len);
	for (size_t i = 0; i < len; i++)
		s->line += bytes[i] == '\n';
}

static void script_puts(struct script *s, const char *text)
{
	script_put(s, text, strlen(text));
}

static void script_quoted(struct script *s, struct bytes name)
{
	struct hbuf b = {0};
	put_quoted(&b, '`', name);
	script_put(s, b.data, b.len);
	hbuf_free(&b);
}

/* Text as a hexadecimal literal: the same in every sql_mode. */
static void script_text(struct script *s, const char *text, size_t len)
{
	if (!text) {
		script_puts(s, "NULL");
		return;
	}
	struct hbuf b = {0};
	hbuf_puts(&b, "_utf8mb4 X'");
	for (size_t i = 0; i < len; i++)
		hbuf_printf(&b, "%02X", (unsigned char)text[i]);
	hbuf_puts(&b, "'");
	script_put(s, b.data, b.len);
	hbuf_free(&b);
}

static void script_table(struct script *s, struct bytes table,
			 struct bytes column)
{
	script_puts(s, "CREATE TABLE ");
	script_quoted(s, table);
	script_puts(s, " (");
	script_quoted(s, column);
	script_puts(s, " TEXT);\nINSERT INTO ");
	script_quoted(s, table);
	script_puts(s, " VALUES (");
	script_text(s, KNOWN_ROW, strlen(KNOWN_ROW));
	script_puts(s, "), (");
	script_text(s, OTHER_ROW, strlen(OTHER_ROW));
	script_puts(s, ");\n");
}

static void script_groups(struct script *s, const struct run *r)
{
	for (size_t g = 0; g < r->values.count; g++) {
		if (!r->groups[g].stored)
			continue;
		script_puts(s, "INSERT INTO `" VALUE_TABLE "` VALUES ");
		for (size_t i = 0; i < GROUP_ROWS; i++) {
			char head[64];
			snprintf(head, sizeof head, "%s(%zu, %zu, ",
				 i ? ", " : "", g + 1, i + 1);
			script_puts(s, head);
			const struct cell *v = &r->groups[g].row[i];
			script_text(s, v->text, v->len);
			script_puts(s, ")");
		}
		script_puts(s, ";\n");
	}
}

/* The setting first; a database of this mode's own, whose collation
 * compares bytes without padding ('a' = 'a ' under utf8mb4_bin). */
static void script_start(struct script *s, const struct run *r)
{
	struct hbuf head = {0};
	hbuf_printf(&head,
		    "%s;\nDROP DATABASE IF EXISTS plansql_hostile_%d;\n"
		    "CREATE DATABASE plansql_hostile_%d CHARACTER SET utf8mb4 "
		    "COLLATE utf8mb4_nopad_bin;\nUSE plansql_hostile_%d;\n",
		    r->engine->setting, r->mode, r->mode, r->mode);
	script_put(s, head.data, head.len);
	hbuf_free(&head);
	script_table(s, fixed(ALIAS_TABLE), fixed("c"));
	script_puts(s, "CREATE TABLE `" VALUE_TABLE "` (`grp` INT, `id` INT, "
		       "`v` MEDIUMTEXT, PRIMARY KEY (`grp`, `id`));\n");
	script_groups(s, r);
}

/* Drops the own table of *open, if any. */
static void script_close(struct script *s, const struct hcase **open)
{
	struct bytes table, column;
	if (*open && own_table(*open, &table, &column)) {
		script_puts(s, "DROP TABLE IF EXISTS ");
		script_quoted(s, table);
		script_puts(s, ";\n");
	}
	*open = NULL;
}

/* A case, creating its own table unless the one of *open is its own. */
static void script_case(struct script *s, const struct hcase *c, size_t index,
			const struct hcase **open)
{
	struct bytes table, column;
	bool own = own_table(c, &table, &column);
	bool create = own && !same_table(*open, c);
	if (!own || create)
		script_close(s, open);
	if (create) {
		script_table(s, table, column);
		*open = c;
	}
	char marker[96];
	snprintf(marker, sizeof marker, "SELECT 'plansql-hostile-begin %zu';\n",
		 index);
	script_puts(s, marker);
	script_puts(s, c->sql);
	snprintf(marker, sizeof marker,
		 ";\nSELECT 'plansql-hostile-end %zu';\n", index);
	script_puts(s, marker);
}

/* The client's batch format escapes \0 \t \n and \\, and prints NULL. */
static struct cell batch_cell(const char *text, size_t len)
{
	if (len == 4 && !memcmp(text, "NULL", 4))
		return cell_copy(NULL, 0);
	struct hbuf b = {0};
	for (size_t i = 0; i < len; i++) {
		char ch = text[i];
		if (ch == '\\' && i + 1 < len) {
			ch = text[++i];
			ch = ch == '0'	 ? '\0'
			     : ch == 't' ? '\t'
			     : ch == 'n' ? '\n'
					 : ch;
		}
		hbuf_put(&b, &ch, 1);
	}
	return (struct cell){b.data ? b.data : strdup(""), b.len};
}

static void batch_row(struct hcase *c, const char *line, size_t len)
{
	size_t cols = 0;
	for (size_t start = 0;; cols++) {
		const char *tab = memchr(line + start, '\t', len - start);
		size_t end = tab ? (size_t)(tab - line) : len;
		rows_add(&c->got, batch_cell(line + start, end - start));
		if (!tab)
			break;
		start = end + 1;
	}
	cols++;
	if (!c->got.cols)
		c->got.cols = cols;
	if (cols != c->got.cols && !c->error)
		c->error = strdup("rows of different widths");
}

static const char *find_bytes(const char *text, size_t len, const char *needle)
{
	size_t n = strlen(needle);
	for (size_t i = 0; i + n <= len; i++)
		if (!memcmp(text + i, needle, n))
			return text + i;
	return NULL;
}

static bool has_prefix(const char *line, size_t len, const char *prefix)
{
	size_t n = strlen(prefix);
	return len >= n && !memcmp(line, prefix, n);
}

static void mariadb_rows(struct run *r, const char *out, size_t size)
{
	struct hcase *current = NULL;
	for (size_t at = 0; at < size;) {
		const char *line = out + at;
		const char *nl = memchr(line, '\n', size - at);
		size_t len = nl ? (size_t)(nl - line) : size - at;
		at += len + 1;
		if (has_prefix(line, len, "plansql-hostile-begin ")) {
			current = &r->cases[strtoul(line + 22, NULL, 10)];
			current->ran = true;
			current->got.null_prints_as_text = true;
		} else if (has_prefix(line, len, "plansql-hostile-end ")) {
			current = NULL;
		} else if (current) {
			batch_row(current, line, len);
		}
	}
}

/* The span holding line, or NULL: spans are in script order. */
static const struct span *span_of(const struct span *spans, size_t count,
				  size_t line)
{
	size_t low = 0, high = count;
	while (low < high) {
		size_t mid = (low + high) / 2;
		if (line < spans[mid].first)
			high = mid;
		else if (line > spans[mid].last)
			low = mid + 1;
		else
			return &spans[mid];
	}
	return NULL;
}

static void append_error(char **error, const char *line, size_t len)
{
	char *joined = format("%s%s%.*s", *error ? *error : "",
			      *error ? "; " : "", (int)len, line);
	free(*error);
	*error = joined;
}

/* Errors outside every case (the shared tables) fail the run. */
static void mariadb_errors(struct run *r, const struct span *spans,
			   size_t count, const char *err, size_t size)
{
	for (size_t at = 0; at < size;) {
		const char *line = err + at;
		const char *nl = memchr(line, '\n', size - at);
		size_t len = nl ? (size_t)(nl - line) : size - at;
		at += len + 1;
		const char *where = find_bytes(line, len, " at line ");
		if (!has_prefix(line, len, "ERROR ") || !where)
			continue;
		const struct span *s =
		    span_of(spans, count, strtoul(where + 9, NULL, 10));
		ck_assert_msg(s, "MariaDB: %.*s", (int)(len < 500 ? len : 500),
			      line);
		append_error(&r->cases[s->index].error, line, len);
	}
}

/* Writes the whole script; spans get the lines of each case that runs.
 * Returns the number of spans. */
static size_t mariadb_script(const struct run *r, struct script *s,
			     struct span *spans)
{
	size_t count = 0;
	const struct hcase *open = NULL;
	script_start(s, r);
	for (size_t i = 0; i < r->count; i++) {
		if (!r->cases[i].sql)
			continue;
		spans[count] = (struct span){s->line, 0, i};
		script_case(s, &r->cases[i], i, &open);
		spans[count++].last = s->line - 1;
	}
	script_close(s, &open); /* in the last case's lines */
	if (count)
		spans[count - 1].last = s->line - 1;
	char *drop = format("DROP DATABASE plansql_hostile_%d;\n", r->mode);
	script_puts(s, drop);
	free(drop);
	return count;
}

/* --force goes on after an error; --binary-mode keeps \r\n, which the
 * client otherwise turns into \n, even inside quotes. */
static void mariadb_client(const char *in, const char *out, const char *err)
{
	char *socket = format("--socket=%s", env("PLANSQL_TEST_MYSQL_SOCKET"));
	char *user = format("--user=%s", env("PLANSQL_TEST_MYSQL_USER"));
	char *argv[] = {"mariadb",
			"--no-defaults",
			"--default-character-set=utf8mb4",
			"--batch",
			"--skip-column-names",
			"--force",
			"--binary-mode",
			socket,
			user,
			(char *)env("PLANSQL_TEST_MYSQL_DATABASE"),
			NULL};
	int status = spawn(argv, in, out, err);
	ck_assert_msg(status >= 0 && status != 127, "cannot run mariadb");
	free(socket);
	free(user);
}

static void mariadb_execute(struct run *r)
{
	struct script s = {{0}, 1};
	struct span *spans = calloc(r->count, sizeof *spans);
	size_t nspans = mariadb_script(r, &s, spans);
	char *in = temporary_file(r, "script.sql");
	char *out = temporary_file(r, "out.txt");
	char *err = temporary_file(r, "err.txt");
	write_file(in, s.text.data, s.text.len);
	mariadb_client(in, out, err);
	size_t out_size, err_size;
	char *out_text = read_file(out, &out_size);
	char *err_text = read_file(err, &err_size);
	mariadb_rows(r, out_text, out_size);
	mariadb_errors(r, spans, nspans, err_text, err_size);
	unlink(in);
	unlink(out);
	unlink(err);
	free(out_text);
	free(err_text);
	free(in);
	free(out);
	free(err);
	free(spans);
	hbuf_free(&s.text);
}

/* ------------------------------------------- T-SQL, read back twice */

/* What a reading of the T-SQL found: the identifiers, and the string
 * literals, a chain of literals joined by + read as one. */
struct reading {
	struct rows names, strings;
};

static void reading_free(struct reading *k)
{
	rows_free(&k->names);
	rows_free(&k->strings);
}

/* A bracketed name or a quoted string from sql[*at], with the closing
 * character doubled inside; NULL when it is never closed. */
static char *read_quoted(const char *sql, size_t *at, char close, size_t *len)
{
	struct hbuf b = {0};
	for (size_t i = *at + 1; sql[i]; i++) {
		if (sql[i] != close) {
			hbuf_put(&b, &sql[i], 1);
		} else if (sql[i + 1] == close) {
			hbuf_put(&b, &sql[i++], 1);
		} else {
			*at = i + 1;
			*len = b.len;
			return b.data ? b.data : strdup("");
		}
	}
	hbuf_free(&b);
	return NULL;
}

static bool only_plus_between(const char *from, const char *to)
{
	size_t plus = 0;
	for (const char *p = from; p < to; p++) {
		if (*p == '+')
			plus++;
		else if (!strchr(" \t\r\n", *p))
			return false;
	}
	return plus == 1;
}

/* The T-SQL tokenizer's state: the text outside quotes goes to the
 * skeleton, with I for a name and S for a string. */
struct tokenizer {
	const char *sql;
	size_t at;
	struct hbuf skeleton;
	size_t string_end; /* in the skeleton, after the last S */
	const char *problem;
};

static bool is_word_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

/* What SQL Server would change in a literal's text. */
static const char *literal_problem(const struct cell *text, bool national)
{
	for (size_t i = 0; i < text->len; i++) {
		char next = i + 1 < text->len ? text->text[i + 1] : '\0';
		if (text->text[i] == '\\' && (next == '\n' || next == '\r'))
			return "a backslash before a line break in a literal, "
			       "which SQL Server removes";
		if (!national && (unsigned char)text->text[i] >= 0x80)
			return "text beyond ASCII in a literal without N";
	}
	return NULL;
}

/* Appends a string literal, or joins it to the previous one when only
 * a + stands between them. */
static void add_string(struct reading *k, struct tokenizer *t, struct cell text)
{
	const char *skeleton = t->skeleton.data;
	if (k->strings.ncells && t->string_end != SIZE_MAX &&
	    only_plus_between(skeleton + t->string_end,
			      skeleton + t->skeleton.len)) {
		struct cell *prev = &k->strings.cells[k->strings.ncells - 1];
		struct cell joined =
		    cell_joined(prev->text, text.text, text.len, "");
		free(prev->text);
		free(text.text);
		*prev = joined;
	} else {
		rows_add(&k->strings, text);
	}
	hbuf_puts(&t->skeleton, "S");
	t->string_end = t->skeleton.len;
}

/* Reads the name or string at t->at; false when it is never closed. */
static bool take_quoted(struct tokenizer *t, struct reading *k, bool national)
{
	t->at += national;
	bool name = t->sql[t->at] == '[';
	struct cell text;
	text.text = read_quoted(t->sql, &t->at, name ? ']' : '\'', &text.len);
	if (!text.text) {
		t->problem = name ? "an unclosed [" : "an unclosed '";
		return false;
	}
	if (name) {
		rows_add(&k->names, text);
		hbuf_puts(&t->skeleton, "I");
		return true;
	}
	if (!t->problem)
		t->problem = literal_problem(&text, national);
	add_string(k, t, text);
	return true;
}

/* A line of the text outside quotes that is the batch separator GO. */
static bool has_go_line(const char *skeleton)
{
	for (const char *line = skeleton; line; line = strpbrk(line, "\r\n")) {
		line += strspn(line, "\r\n");
		line += strspn(line, " \t");
		if ((line[0] == 'G' || line[0] == 'g') &&
		    (line[1] == 'O' || line[1] == 'o') &&
		    !is_word_byte(line[2]))
			return true;
	}
	return false;
}

static const char *skeleton_problem(const char *skeleton)
{
	if (strchr(skeleton, ';'))
		return "a ';' outside quotes";
	if (strstr(skeleton, "--") || strstr(skeleton, "/*"))
		return "a comment outside quotes";
	if (strchr(skeleton, '"') || strchr(skeleton, '`'))
		return "a '\"' or '`' outside brackets";
	if (has_go_line(skeleton))
		return "a GO line outside quotes";
	return NULL;
}

/* Reads T-SQL as SQL Server reads what plansql prints: [...] names with
 * ]] for ], '...' and N'...' strings with '' for '.  The text outside
 * them must hold no ';', no comment, no other quote and no GO line; the
 * strings nothing SQL Server would alter.  Returns the problem, or
 * NULL. */
static const char *tsql_tokenize(const char *sql, struct reading *k)
{
	struct tokenizer t = {sql, 0, {0}, SIZE_MAX, NULL};
	hbuf_puts(&t.skeleton, "");
	k->names.cols = k->strings.cols = 1;
	while (sql[t.at]) {
		char c = sql[t.at];
		bool national = c == 'N' && sql[t.at + 1] == '\'' &&
				(t.at == 0 || !is_word_byte(sql[t.at - 1]));
		if (!national && c != '[' && c != '\'')
			hbuf_put(&t.skeleton, &sql[t.at++], 1);
		else if (!take_quoted(&t, k, national))
			break;
	}
	const char *problem =
	    t.problem ? t.problem : skeleton_problem(t.skeleton.data);
	hbuf_free(&t.skeleton);
	return problem;
}

/* A T-SQL LIKE pattern with ESCAPE '!' as tokens (see plan_tokens);
 * BROKEN for what plansql never prints: a dangling escape, a character
 * class. */
static long *tsql_tokens(const char *p, size_t len, size_t *count)
{
	size_t n;
	long *cps = code_points(p, len, &n);
	long *out = malloc((n + 1) * sizeof *out);
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (cps[i] == '!')
			out[k++] = i + 1 < n ? cps[++i] : BROKEN;
		else if (cps[i] == '%' || cps[i] == '_')
			out[k++] = cps[i] == '%' ? ANY : ONE;
		else
			out[k++] = cps[i] == '[' ? BROKEN : cps[i];
	}
	free(cps);
	*count = k;
	return out;
}

static bool is_like_family(int op)
{
	return op == OP_LIKE || op == OP_ILIKE || op == OP_STARTS_WITH ||
	       op == OP_ENDS_WITH;
}

/* The aliases plansql gives the selections of a case's subqueries,
 * which read the outer query's table (docs/plan-format.md), and the
 * alias of their aggregate. */
static size_t subquery_names(const struct hcase *c, struct bytes *names)
{
	static const char *const aliases[] = {"sq1", "sq2", "sq3", "sq4"};
	size_t n = 0;
	if (c->nesting != IN_SUBQUERIES)
		return 0;
	names[n++] = fixed(AGGREGATE_ALIAS);
	/* an alias case's subqueries have the alias of the plan */
	bool realiased = c->is_value || c->what != AS_ALIAS;
	for (size_t i = 0; realiased && i < 4; i++)
		names[n++] = fixed(aliases[i]);
	return n;
}

/* The names of a case's statement. */
static void expected_names(const struct hcase *c, struct rows *out)
{
	out->cols = 1;
	struct bytes names[10];
	size_t n = 0;
	struct bytes h = {c->h->text, c->h->len};
	if (c->is_value) {
		names[n++] = fixed(VALUE_TABLE);
		names[n++] = fixed("grp");
		names[n++] = fixed("id");
		names[n++] = fixed("v");
		if (c->nesting == IN_CTE)
			names[n++] = fixed(CTE_NAME);
	} else if (c->nesting == IN_CTE) {
		names[n++] = c->what == AS_TABLE ? h : fixed(CTE_NAME);
		names[n++] = fixed(fixed_table(c->what));
		names[n++] = c->what == AS_COLUMN ? h : fixed("c");
		if (c->what == AS_ALIAS)
			names[n++] = h;
	} else {
		names[n++] =
		    c->what == AS_TABLE ? h : fixed(fixed_table(c->what));
		names[n++] = c->what == AS_COLUMN ? h : fixed("c");
		if (c->what == AS_ALIAS)
			names[n++] = h;
		if (c->in_expression && c->what != AS_COLUMN)
			names[n++] = fixed(EXPRESSION_ALIAS);
	}
	n += subquery_names(c, names + n);
	for (size_t i = 0; i < n; i++)
		rows_add(out, cell_copy(names[i].text, names[i].len));
}

/* The fixed rows a name case's filters compare with. */
static void expected_name_strings(const struct hcase *c, struct rows *out)
{
	const char *strings[3] = {KNOWN_ROW, NULL, NULL};
	if (c->nesting == IN_SUBQUERIES)
		strings[1] = strings[2] = OTHER_ROW;
	if (c->nesting == IN_SET_MEMBERS) {
		strings[1] = OTHER_ROW;
		strings[2] = ABSENT_ROW;
	}
	for (size_t i = 0; i < 3 && strings[i]; i++)
		rows_add(out, cell_copy(strings[i], strlen(strings[i])));
}

/* The string literals of a case's statement, but for the LIKE family,
 * whose pattern is compared by meaning. */
static void expected_strings(const struct hcase *c, struct rows *out)
{
	out->cols = 1;
	const struct hostile *v = c->h;
	if (!c->is_value) {
		expected_name_strings(c, out);
		return;
	}
	if (c->nesting == IN_SUBQUERIES) /* in the four subqueries */
		for (int i = 0; i < 3; i++)
			rows_add(out, cell_copy(v->text, v->len));
	if (c->nesting == IN_SET_MEMBERS) {
		rows_add(out, cell_joined("Aa", v->text, v->len, ""));
		rows_add(out, cell_joined("", v->text, v->len, "zZ"));
	}
	if (c->what == OP_IS_NULL || c->what == OP_IS_NOT_NULL)
		return;
	rows_add(out, cell_copy(v->text, v->len));
	if (c->in_expression) { /* in CASE, nullif and concat; and "" */
		for (int i = 0; i < 3; i++)
			rows_add(out, cell_copy(v->text, v->len));
		rows_add(out, cell_copy("", 0));
	}
	if (c->what == OP_BETWEEN)
		rows_add(out, cell_joined("", v->text, v->len, "zZ"));
	if (c->what == OP_IN || c->what == OP_NOT_IN)
		rows_add(out, cell_joined("Aa", v->text, v->len, ""));
}

static int compare_cells(const void *a, const void *b)
{
	return cell_compare(a, b);
}

/* Sorted, and without repeats when unique. */
static void sort_cells(struct rows *r, bool unique)
{
	if (!r->ncells)
		return;
	qsort(r->cells, r->ncells, sizeof *r->cells, compare_cells);
	if (!unique)
		return;
	size_t kept = 1;
	for (size_t i = 1; i < r->ncells; i++) {
		if (cells_equal(&r->cells[i], &r->cells[kept - 1]))
			free(r->cells[i].text);
		else
			r->cells[kept++] = r->cells[i];
	}
	r->ncells = kept;
}

/* A LIKE pattern's text as tokens (see plan_tokens). */
typedef long *pattern_tokens_fn(const char *p, size_t len, size_t *count);

static bool pattern_means(pattern_tokens_fn *tokens, const struct cell *literal,
			  enum op op, const struct hostile *v)
{
	size_t ng, nw;
	long *got = tokens(literal->text, literal->len, &ng);
	long *want = plan_tokens(op, v->text, v->len, &nw);
	bool same = ng == nw && !memcmp(got, want, ng * sizeof *got);
	free(got);
	free(want);
	return same;
}

/* A LIKE-family statement holds two strings, the escape '!' and a
 * pattern that means what the plan's value means; or, where a
 * backslash escapes (escape false), the pattern alone. */
static const char *like_strings_problem(const struct hcase *c,
					const struct rows *got,
					pattern_tokens_fn *tokens, bool escape)
{
	if (!escape)
		return got->ncells == 1 && pattern_means(tokens, &got->cells[0],
							 (enum op)c->what, c->h)
			   ? NULL
			   : "the pattern does not mean the plan's value";
	if (got->ncells != 2)
		return "not two string literals (pattern, escape)";
	for (size_t i = 0; i < 2; i++) {
		const struct cell *escape_text = &got->cells[1 - i];
		if (escape_text->len == 1 && escape_text->text[0] == '!' &&
		    pattern_means(tokens, &got->cells[i], (enum op)c->what,
				  c->h))
			return NULL;
	}
	return "the pattern does not mean the plan's value";
}

static const char *reading_problem_with(const struct hcase *c,
					struct reading *k,
					pattern_tokens_fn *tokens, bool escape);

/* Compares what a reading of T-SQL found with the plan; the problem or
 * NULL. */
static const char *reading_problem(const struct hcase *c, struct reading *k)
{
	return reading_problem_with(c, k, tsql_tokens, true);
}

static const char *reading_problem_with(const struct hcase *c,
					struct reading *k,
					pattern_tokens_fn *tokens, bool escape)
{
	struct rows want = {0};
	expected_names(c, &want);
	sort_cells(&want, true);
	sort_cells(&k->names, true);
	bool names_ok = rows_equal(&k->names, &want);
	rows_free(&want);
	if (!names_ok)
		return "other identifiers than the plan's names";
	if (c->is_value && is_like_family(c->what))
		return like_strings_problem(c, &k->strings, tokens, escape);
	expected_strings(c, &want);
	sort_cells(&want, false);
	sort_cells(&k->strings, false);
	bool strings_ok = rows_equal(&k->strings, &want);
	rows_free(&want);
	return strings_ok ? NULL
			  : "other string literals than the plan's values";
}

/* SQLGlot's reader of a dialect (its third argument), run once over
 * every statement: reads a JSON list of [id, sql] and writes one JSON
 * line per statement, with the identifiers and string literals it
 * found, or the error. */
static const char sqlglot_reader[] =
    "import json, sys\n"
    "from sqlglot import exp, parse\n"
    "\n"
    "def text(node):\n"
    "    if isinstance(node, exp.National):\n"
    "        node = node.this\n"
    "    if isinstance(node, exp.Literal) and node.is_string:\n"
    "        return node.this\n"
    "    if isinstance(node, exp.Add):\n"
    "        left, right = text(node.this), text(node.expression)\n"
    "        if left is not None and right is not None:\n"
    "            return left + right\n"
    "    return None\n"
    "\n"
    "def strings(node, found):\n"
    "    value = text(node)\n"
    "    if value is not None:\n"
    "        found.append(value)\n"
    "        return\n"
    "    for arg in node.args.values():\n"
    "        for child in arg if isinstance(arg, list) else [arg]:\n"
    "            if isinstance(child, exp.Expression):\n"
    "                strings(child, found)\n"
    "\n"
    "def read(sql):\n"
    "    trees = [t for t in parse(sql, read=sys.argv[3]) if t is not None]\n"
    "    if len(trees) != 1:\n"
    "        return {'error': '%d statements' % len(trees)}\n"
    "    if not isinstance(trees[0], (exp.Select, exp.Union)):\n"
    "        return {'error': 'a ' + type(trees[0]).__name__}\n"
    "    found = []\n"
    "    strings(trees[0], found)\n"
    "    names = [i.name for i in trees[0].find_all(exp.Identifier)]\n"
    "    return {'names': names, 'strings': found}\n"
    "\n"
    "with open(sys.argv[1], encoding='utf-8') as f:\n"
    "    cases = json.load(f)\n"
    "with open(sys.argv[2], 'w') as out:\n"
    "    for case_id, sql in cases:\n"
    "        try:\n"
    "            result = read(sql)\n"
    "        except Exception as e:\n"
    "            result = {'error': '%s: %s' % (type(e).__name__, e)}\n"
    "        result['id'] = case_id\n"
    "        out.write(json.dumps(result) + '\\n')\n";

/* SQLGlot 10.6 cannot read a name holding its own closing quote: ]]
 * in T-SQL brackets, "" in Snowflake, \` in BigQuery. */
static bool sqlglot_can_read(const struct hcase *c, plansql_dialect dialect)
{
	char quote = dialect == PLANSQL_TSQL	   ? ']'
		     : dialect == PLANSQL_BIGQUERY ? '`'
						   : '"';
	return c->is_value || !memchr(c->h->text, quote, c->h->len);
}

static void json_strings(json_object *array, struct rows *out)
{
	out->cols = 1;
	for (size_t i = 0; array && i < json_object_array_length(array); i++) {
		json_object *item = json_object_array_get_idx(array, i);
		rows_add(out,
			 cell_copy(json_object_get_string(item),
				   (size_t)json_object_get_string_len(item)));
	}
}

static void sqlglot_line(struct run *r, const char *line)
{
	json_object *root = json_tokener_parse(line), *field;
	ck_assert_msg(root, "SQLGlot reader printed %.500s", line);
	ck_assert(json_object_object_get_ex(root, "id", &field));
	struct hcase *c = &r->cases[json_object_get_int64(field)];
	const char *problem = NULL;
	struct reading k = {0};
	if (json_object_object_get_ex(root, "error", &field)) {
		problem = json_object_get_string(field);
	} else if (r->engine->dialect == PLANSQL_TSQL) {
		/* elsewhere SQLGlot 10.6 does not undo every escape: it
		 * only parses, and the tokenizer reads */
		json_object_object_get_ex(root, "names", &field);
		json_strings(field, &k.names);
		json_object_object_get_ex(root, "strings", &field);
		json_strings(field, &k.strings);
		problem = reading_problem(c, &k);
	}
	if (problem) {
		char *text = format("SQLGlot: %s", problem);
		append_error(&c->error, text, strlen(text));
		free(text);
	}
	reading_free(&k);
	json_object_put(root);
}

static const char *python(void)
{
	const char *p = getenv("PYTHON3");
	return p && *p ? p : "/usr/bin/python3";
}

static void sqlglot_read(struct run *r, const struct hbuf *batch)
{
	char *in = temporary_file(r, "tsql.json");
	char *out = temporary_file(r, "tsql.jsonl");
	write_file(in, batch->data, batch->len);
	char *argv[] = {(char *)python(),
			"-c",
			(char *)sqlglot_reader,
			in,
			out,
			(char *)plansql_dialect_name(r->engine->dialect),
			NULL};
	int status = spawn(argv, NULL, NULL, NULL);
	ck_assert_msg(status == 0, "the SQLGlot reader failed (status %d)",
		      status);
	char *text = read_file(out, NULL);
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
		sqlglot_line(r, line);
	free(text);
	unlink(in);
	unlink(out);
	free(in);
	free(out);
}

static void tsql_execute(struct run *r)
{
	struct hbuf batch = {0};
	hbuf_puts(&batch, "[");
	for (size_t i = 0; i < r->count; i++) {
		struct hcase *c = &r->cases[i];
		if (!c->sql)
			continue;
		c->ran = true;
		struct reading k = {0};
		const char *problem = tsql_tokenize(c->sql, &k);
		if (!problem)
			problem = reading_problem(c, &k);
		if (problem)
			c->error = format("tokenizer: %s", problem);
		reading_free(&k);
		if (!sqlglot_can_read(c, PLANSQL_TSQL))
			continue;
		hbuf_printf(&batch, "%s[%zu, ", batch.len > 1 ? ", " : "", i);
		hbuf_json_bytes(&batch, c->sql, strlen(c->sql));
		hbuf_puts(&batch, "]");
	}
	hbuf_puts(&batch, "]");
	sqlglot_read(r, &batch);
	hbuf_free(&batch);
}

/* ------------------------ warehouses, read back by a tokenizer and parsed */

/* How a warehouse dialect quotes what plansql prints (docs/dialects.md). */
struct quoting {
	char name_quote;	/* " or ` */
	bool escapes;		/* BigQuery: \ sequences in names and strings */
	bool string_backslash;	/* Snowflake: \\ for \ in strings */
	bool hex_strings;	/* Spark: CAST(X'..' AS STRING) */
	bool pattern_backslash; /* BigQuery: LIKE escapes with \, no ESCAPE */
	bool grammar; /* parsed by the engine's grammar, else SQLGlot */
};

static int hex_value(char c)
{
	return c >= '0' && c <= '9'   ? c - '0'
	       : c >= 'a' && c <= 'f' ? c - 'a' + 10
	       : c >= 'A' && c <= 'F' ? c - 'A' + 10
				      : -1;
}

/* One escape sequence of BigQuery at sql[*at] (after the backslash),
 * appended to b; false for one plansql never prints. */
static bool take_escape(const char *sql, size_t *at, struct hbuf *b)
{
	char c = sql[*at];
	if (c == 'x' && hex_value(sql[*at + 1]) >= 0 &&
	    hex_value(sql[*at + 2]) >= 0) {
		char byte = (char)(hex_value(sql[*at + 1]) * 16 +
				   hex_value(sql[*at + 2]));
		hbuf_put(b, &byte, 1);
		*at += 3;
		return true;
	}
	if (c != '\\' && c != '\'' && c != '`')
		return false;
	hbuf_put(b, &c, 1);
	*at += 1;
	return true;
}

/* A quoted name or string from sql[*at] as the dialect reads it; NULL
 * when it is never closed or holds what the dialect reads otherwise. */
static char *read_warehouse_quoted(const char *sql, size_t *at, char quote,
				   const struct quoting *q, size_t *len)
{
	struct hbuf b = {0};
	bool backslash = q->escapes || (quote == '\'' && q->string_backslash);
	for (size_t i = *at + 1; sql[i];) {
		if (backslash && sql[i] == '\\') {
			i++;
			if (q->escapes) {
				if (!take_escape(sql, &i, &b))
					break;
			} else if (sql[i] == '\\' || sql[i] == '\'') {
				hbuf_put(&b, &sql[i++], 1);
			} else {
				break;
			}
		} else if (sql[i] != quote) {
			hbuf_put(&b, &sql[i++], 1);
		} else if (sql[i + 1] == quote && !q->escapes) {
			hbuf_put(&b, &sql[i], 1);
			i += 2;
		} else {
			*at = i + 1;
			*len = b.len;
			return b.data ? b.data : strdup("");
		}
	}
	hbuf_free(&b);
	return NULL;
}

/* Spark's CAST(X'...' AS STRING) at sql[*at] (the X): the bytes. */
static char *read_hex_string(const char *sql, size_t *at, size_t *len)
{
	struct hbuf b = {0};
	size_t i = *at + 2;
	while (hex_value(sql[i]) >= 0 && hex_value(sql[i + 1]) >= 0) {
		char byte =
		    (char)(hex_value(sql[i]) * 16 + hex_value(sql[i + 1]));
		hbuf_put(&b, &byte, 1);
		i += 2;
	}
	if (sql[i] != '\'') {
		hbuf_free(&b);
		return NULL;
	}
	*at = i + 1;
	*len = b.len;
	return b.data ? b.data : strdup("");
}

/* What stands for a name and a string in the text outside quotes:
 * bytes plansql never prints. */
#define NAME_MARK   '\x01'
#define STRING_MARK '\x02'

/* The text outside quotes must hold no ';', no comment, no quote of
 * another kind and no two strings side by side (which some engines read
 * as one). */
static const char *warehouse_skeleton_problem(const char *skeleton,
					      const struct quoting *q)
{
	if (strchr(skeleton, ';'))
		return "a ';' outside quotes";
	if (strstr(skeleton, "--") || strstr(skeleton, "/*") ||
	    strchr(skeleton, '#'))
		return "a comment outside quotes";
	if (strchr(skeleton, q->name_quote == '"' ? '`' : '"') ||
	    strchr(skeleton, '['))
		return "a quote of another kind outside quotes";
	for (const char *s = strchr(skeleton, STRING_MARK); s;
	     s = strchr(s + 1, STRING_MARK))
		if (s[1 + strspn(s + 1, " \t\r\n")] == STRING_MARK)
			return "two string literals side by side";
	return NULL;
}

static bool starts_hex_string(const char *sql, size_t at)
{
	return sql[at] == 'X' && sql[at + 1] == '\'' &&
	       (at == 0 || !is_word_byte(sql[at - 1]));
}

/* Reads what plansql printed for a warehouse as its engine reads it:
 * the names and the strings.  Returns the problem, or NULL. */
static const char *warehouse_tokenize(const char *sql, const struct quoting *q,
				      struct reading *k)
{
	struct hbuf skeleton = {0};
	const char *problem = NULL;
	hbuf_puts(&skeleton, "");
	k->names.cols = k->strings.cols = 1;
	for (size_t at = 0; sql[at];) {
		char c = sql[at];
		bool hex = q->hex_strings && starts_hex_string(sql, at);
		if (c != q->name_quote && c != '\'' && !hex) {
			hbuf_put(&skeleton, &sql[at++], 1);
			continue;
		}
		bool name = c == q->name_quote;
		struct cell text;
		text.text =
		    hex ? read_hex_string(sql, &at, &text.len)
			: read_warehouse_quoted(sql, &at, c, q, &text.len);
		if (!text.text) {
			problem = "an unclosed or unreadable quote";
			break;
		}
		rows_add(name ? &k->names : &k->strings, text);
		char mark = name ? NAME_MARK : STRING_MARK;
		hbuf_put(&skeleton, &mark, 1);
	}
	if (!problem)
		problem = warehouse_skeleton_problem(skeleton.data, q);
	hbuf_free(&skeleton);
	return problem;
}

/* A LIKE pattern with an escape character (! after ESCAPE '!', or a
 * backslash in BigQuery) as tokens; BROKEN for a dangling escape. */
static long *escaped_tokens(const char *p, size_t len, size_t *count,
			    long escape)
{
	size_t n;
	long *cps = code_points(p, len, &n);
	long *out = malloc((n + 1) * sizeof *out);
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (cps[i] == escape)
			out[k++] = i + 1 < n ? cps[++i] : BROKEN;
		else if (cps[i] == '%' || cps[i] == '_')
			out[k++] = cps[i] == '%' ? ANY : ONE;
		else
			out[k++] = cps[i];
	}
	free(cps);
	*count = k;
	return out;
}

static long *bang_tokens(const char *p, size_t len, size_t *count)
{
	return escaped_tokens(p, len, count, '!');
}

static long *backslash_tokens(const char *p, size_t len, size_t *count)
{
	return escaped_tokens(p, len, count, '\\');
}

static const struct quoting *quoting_of(plansql_dialect dialect)
{
	static const struct quoting trino = {.name_quote = '"',
					     .grammar = true};
	static const struct quoting spark = {
	    .name_quote = '`', .hex_strings = true, .grammar = true};
	static const struct quoting snowflake = {.name_quote = '"',
						 .string_backslash = true};
	static const struct quoting bigquery = {
	    .name_quote = '`', .escapes = true, .pattern_backslash = true};
	return dialect == PLANSQL_TRINO	      ? &trino
	       : dialect == PLANSQL_SPARK     ? &spark
	       : dialect == PLANSQL_SNOWFLAKE ? &snowflake
					      : &bigquery;
}

/* The engine's own grammar (tests/tree/grammars.mjs) over every
 * statement: each that does not parse gets the parser's message. */
static void grammar_read(struct run *r, const struct hbuf *jsonl)
{
	char *in = temporary_file(r, "grammar.jsonl");
	char *out = temporary_file(r, "grammar.out");
	write_file(in, jsonl->data, jsonl->len);
	char *reg = src_path("tests/tree/grammars-register.mjs");
	char *script = src_path("tests/tree/grammars.mjs");
	const char *npm = getenv("PLANSQL_NPM_DIR");
	ck_assert_msg(npm && *npm, "PLANSQL_NPM_DIR is not set");
	char *argv[] = {"node", "--no-warnings", "--import", reg,
			script, (char *)npm,	 NULL};
	int status = spawn(argv, in, out, NULL);
	char *text = read_file(out, NULL);
	ck_assert_msg(status == 0 || status == 1,
		      "the grammar reader failed (status %d): %.500s", status,
		      text ? text : "");
	/* "grammars: DIALECT ID: message", then the statement's lines */
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		char dialect[32];
		size_t id;
		int used = 0;
		if (sscanf(line, "grammars: %31s %zu: %n", dialect, &id,
			   &used) == 2 &&
		    used && id < r->count) {
			char *why = format("grammar: %s", line + used);
			append_error(&r->cases[id].error, why, strlen(why));
			free(why);
		}
	}
	free(text);
	unlink(in);
	unlink(out);
	free(in);
	free(out);
	free(reg);
	free(script);
}

/* One statement for the parser: a JSON line for the grammar, an [id,
 * sql] item of a JSON list for SQLGlot. */
static void add_to_batch(struct hbuf *batch, const struct quoting *q,
			 const char *dialect, size_t id, const char *sql)
{
	if (q->grammar) {
		hbuf_printf(batch,
			    "{\"dialect\": \"%s\", \"name\": \"%zu\", "
			    "\"valid\": true, \"sql\": ",
			    dialect, id);
		hbuf_json_bytes(batch, sql, strlen(sql));
		hbuf_puts(batch, "}\n");
		return;
	}
	hbuf_printf(batch, "%s[%zu, ", batch->len > 1 ? ", " : "", id);
	hbuf_json_bytes(batch, sql, strlen(sql));
	hbuf_puts(batch, "]");
}

/* Every statement read by the tokenizer, which must find the plan's
 * names and values, and parsed: by the engine's grammar (Trino, Spark
 * SQL) or SQLGlot's reader of the dialect (Snowflake, BigQuery, which
 * node-sql-parser reads too little of). */
static void warehouse_execute(struct run *r)
{
	const struct quoting *q = quoting_of(r->engine->dialect);
	const char *dialect = plansql_dialect_name(r->engine->dialect);
	struct hbuf batch = {0};
	hbuf_puts(&batch, q->grammar ? "" : "[");
	for (size_t i = 0; i < r->count; i++) {
		struct hcase *c = &r->cases[i];
		if (!c->sql)
			continue;
		c->ran = true;
		struct reading k = {0};
		const char *problem = warehouse_tokenize(c->sql, q, &k);
		if (!problem)
			problem = reading_problem_with(c, &k,
						       q->pattern_backslash
							   ? backslash_tokens
							   : bang_tokens,
						       !q->pattern_backslash);
		if (problem)
			c->error = format("tokenizer: %s", problem);
		reading_free(&k);
		if (q->grammar || sqlglot_can_read(c, r->engine->dialect))
			add_to_batch(&batch, q, dialect, i, c->sql);
	}
	if (q->grammar) {
		grammar_read(r, &batch);
	} else {
		hbuf_puts(&batch, "]");
		sqlglot_read(r, &batch);
	}
	hbuf_free(&batch);
}

/* ------------------------------------------------------ the verdict */

struct tally {
	size_t run, passed, rejected, failed;
	struct {
		const char *code;
		size_t count;
	} codes[24];
	size_t ncodes;
};

static void count_rejection(struct tally *t, const char *code)
{
	size_t i = 0;
	while (i < t->ncodes && strcmp(t->codes[i].code, code))
		i++;
	if (i == t->ncodes) {
		ck_assert(t->ncodes < sizeof t->codes / sizeof t->codes[0]);
		t->codes[t->ncodes++].code = code;
	}
	t->codes[i].count++;
}

/* Printable ASCII; other bytes as \xNN, cut after max bytes. */
static char *shown(const char *text, size_t len, size_t max)
{
	struct hbuf b = {0};
	hbuf_puts(&b, "");
	for (size_t i = 0; i < len && i < max; i++) {
		unsigned char c = (unsigned char)text[i];
		if (c == '\\')
			hbuf_puts(&b, "\\\\");
		else if (c >= 0x20 && c < 0x7f)
			hbuf_put(&b, &text[i], 1);
		else
			hbuf_printf(&b, "\\x%02X", c);
	}
	if (len > max)
		hbuf_printf(&b, "...(%zu bytes)", len);
	return b.data;
}

static char *shown_rows(const struct rows *r)
{
	struct hbuf b = {0};
	hbuf_puts(&b, "");
	for (size_t i = 0; i < r->ncells; i++) {
		const struct cell *c = &r->cells[i];
		char *text = c->text ? shown(c->text, c->len, 60) : NULL;
		bool row_end = r->cols && (i + 1) % r->cols == 0;
		hbuf_printf(&b, "%s%s%s", text ? "'" : "NULL", text ? text : "",
			    text ? "'" : "");
		hbuf_puts(&b, row_end ? "; " : ", ");
		free(text);
	}
	return b.data;
}

static char *other_rows(const struct run *r, const struct hcase *c)
{
	struct rows want = {0};
	expected_rows(r, c, &want);
	char *why = NULL;
	if (!rows_equal(&c->got, &want)) {
		char *got = shown_rows(&c->got), *wanted = shown_rows(&want);
		why = format("other rows: got [%s] want [%s]", got, wanted);
		free(got);
		free(wanted);
	}
	rows_free(&want);
	return why;
}

/* Why the case fails, malloc'd, or NULL; *rejected when plansql
 * rejected it as it should. */
static char *judge(const struct run *r, const struct hcase *c, bool *rejected)
{
	*rejected = false;
	if (c->expected && c->code && !strcmp(c->code, c->expected)) {
		*rejected = true;
		return NULL;
	}
	if (c->expected && c->code)
		return format("rejected with %s (%s), expected %s", c->code,
			      c->message, c->expected);
	if (c->expected)
		return format("compiled; expected %s (the engine: %s)",
			      c->expected, c->error ? c->error : "no error");
	if (c->code)
		return format("rejected with %s: %s", c->code, c->message);
	if (!c->ran)
		return strdup("the engine did not run it");
	if (c->error)
		return strdup(c->error);
	return r->engine->checks_rows ? other_rows(r, c) : NULL;
}

static const char *case_kind(const struct hcase *c)
{
	static const char *const in_expression[ROLE_COUNT] = {
	    "table name in an expression", "column name as a computed alias",
	    "table alias in an expression"};
	static const char *const nested[ROLE_COUNT + 1][NESTING_COUNT] = {
	    {"", "table name in subqueries", "table name in set members",
	     "table name as a CTE's"},
	    {"", "column name in subqueries", "column name in set members",
	     "column name in a CTE"},
	    {"", "table alias in subqueries", "table alias in set members",
	     "table alias in a CTE"},
	    {"", "= in subqueries", "= in set members", "= in a CTE"}};
	if (c->nesting)
		return nested[c->is_value ? ROLE_COUNT : c->what][c->nesting];
	if (c->is_value)
		return c->in_expression ? "= and in an expression"
					: op_names[c->what];
	return (c->in_expression ? in_expression : role_names)[c->what];
}

static void print_failure(const struct run *r, const struct hcase *c,
			  const char *why, size_t nth)
{
	char *input = shown(c->h->json ? c->h->json : c->h->text,
			    c->h->json ? c->h->json_len : c->h->len, 80);
	char *reason = shown(why, strlen(why), 600);
	printf("FAIL %s: %s%s [%s] \"%s\"%s: %s\n", r->engine->name,
	       c->is_value ? "value under " : "", case_kind(c), c->h->family,
	       input, c->h->json ? " (JSON text)" : "", reason);
	if (nth < DETAILED_FAILURES) {
		char *plan = shown(c->plan.data, c->plan.len, 600);
		char *sql = c->sql ? shown(c->sql, strlen(c->sql), 600) : NULL;
		printf("    plan: %s\n    sql:  %s\n", plan, sql ? sql : "-");
		free(plan);
		free(sql);
	}
	free(input);
	free(reason);
}

static void print_tally(const struct run *r, const char *what,
			const struct tally *t)
{
	printf("hostile: %-52s %-6s %5zu run, %5zu passed, %4zu rejected",
	       r->engine->name, what, t->run, t->passed, t->rejected);
	for (size_t i = 0; i < t->ncodes; i++)
		printf("%s%s %zu", i ? ", " : " (", t->codes[i].code,
		       t->codes[i].count);
	printf("%s, %zu failed\n", t->ncodes ? ")" : "", t->failed);
}

/* Prints the failures and the counts; returns the number of failures. */
static size_t report(const struct run *r, double seconds)
{
	struct tally tallies[2] = {{0}};
	size_t failures = 0;
	for (size_t i = 0; i < r->count; i++) {
		const struct hcase *c = &r->cases[i];
		struct tally *t = &tallies[c->is_value];
		bool rejected;
		char *why = judge(r, c, &rejected);
		t->run++;
		if (rejected) {
			t->rejected++;
			count_rejection(t, c->expected);
		} else if (why) {
			t->failed++;
			if (failures < LISTED_FAILURES)
				print_failure(r, c, why, failures);
			failures++;
		} else {
			t->passed++;
		}
		free(why);
	}
	print_tally(r, "names", &tallies[0]);
	print_tally(r, "values", &tallies[1]);
	printf("hostile: %s: %.1f s\n", r->engine->name, seconds);
	fflush(stdout);
	return failures;
}

static void free_run(struct run *r)
{
	for (size_t i = 0; i < r->count; i++) {
		struct hcase *c = &r->cases[i];
		hbuf_free(&c->plan);
		free(c->code);
		free(c->message);
		free(c->sql);
		free(c->error);
		rows_free(&c->got);
	}
	for (size_t i = 0; i < r->values.count; i++)
		group_free(&r->groups[i]);
	free(r->groups);
	free(r->cases);
	hostile_list_free(&r->names);
	hostile_list_free(&r->values);
	rmdir(r->dir);
	free(r->dir);
}

/* ------------------------------------------------------------ tests */

static const struct engine engines[] = {
    {"SQLite", PLANSQL_SQLITE, NULL, sqlite_execute, true},
    {"PostgreSQL", PLANSQL_POSTGRES, NULL, postgres_execute, true},
    {"PostgreSQL, standard_conforming_strings off", PLANSQL_POSTGRES,
     "SET standard_conforming_strings = off", postgres_execute, true},
    {"MariaDB, sql_mode ''", PLANSQL_MYSQL, "SET SESSION sql_mode = ''",
     mariadb_execute, true},
    {"MariaDB, sql_mode 'ANSI_QUOTES,NO_BACKSLASH_ESCAPES'", PLANSQL_MYSQL,
     "SET SESSION sql_mode = 'ANSI_QUOTES,NO_BACKSLASH_ESCAPES'",
     mariadb_execute, true},
    {"T-SQL, read by SQLGlot and a tokenizer", PLANSQL_TSQL, NULL, tsql_execute,
     false},
    {"DuckDB", PLANSQL_DUCKDB, NULL, duck_execute, true},
    {"Trino, read by its grammar and a tokenizer", PLANSQL_TRINO, NULL,
     warehouse_execute, false},
    {"Spark SQL, read by its grammar and a tokenizer", PLANSQL_SPARK, NULL,
     warehouse_execute, false},
    {"Snowflake, read by SQLGlot and a tokenizer", PLANSQL_SNOWFLAKE, NULL,
     warehouse_execute, false},
    {"BigQuery, read by SQLGlot and a tokenizer", PLANSQL_BIGQUERY, NULL,
     warehouse_execute, false},
};
#define ENGINE_COUNT ((int)(sizeof engines / sizeof engines[0]))

static bool grammars_installed(void)
{
	const char *npm = getenv("PLANSQL_NPM_DIR");
	char path[4096];
	snprintf(path, sizeof path, "%s/node_modules/dt-sql-parser",
		 npm ? npm : "");
	bool installed = npm && *npm && access(path, R_OK) == 0;
	ck_assert_msg(installed || !getenv("PLANSQL_REQUIRE_GRAMMARS"),
		      "no dt-sql-parser in %s (scripts/setup-debian installs "
		      "it)",
		      path);
	return installed;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

START_TEST(corpus_is_large_enough)
{
	struct hostile_list names, values;
	hostile_names(&names);
	hostile_values(&values);
	ck_assert_uint_ge(names.count, 300);
	ck_assert_uint_ge(values.count, 300);
	for (size_t i = 0; i < names.count; i++)
		ck_assert(names.items[i].len > 0 ||
			  names.items[i].json_len > 0);
	printf("hostile: %zu names, %zu values\n", names.count, values.count);
	hostile_list_free(&names);
	hostile_list_free(&values);
}
END_TEST

START_TEST(hostile_on_engine)
{
	/* DuckDB runs where engines.sh found libduckdb, the grammars where
	 * scripts/setup-debian installed them (unless they are required) */
	if (engines[_i].dialect == PLANSQL_DUCKDB &&
	    !getenv("PLANSQL_TEST_DUCKDB"))
		return;
	if ((engines[_i].dialect == PLANSQL_TRINO ||
	     engines[_i].dialect == PLANSQL_SPARK) &&
	    !grammars_installed())
		return;
	double start = now();
	struct run r = {.engine = &engines[_i], .mode = _i};
	prepare_run(&r);
	r.engine->execute(&r);
	size_t failures = report(&r, now() - start);
	free_run(&r);
	ck_assert_msg(failures == 0, "%zu hostile cases fail on %s", failures,
		      engines[_i].name);
}
END_TEST

static Suite *hostile_suite(void)
{
	Suite *s = suite_create("hostile");
	TCase *tc = tcase_create("engines");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, corpus_is_large_enough);
	tcase_add_loop_test(tc, hostile_on_engine, 0, ENGINE_COUNT);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	static runner_suite_fn *const suites[] = {hostile_suite, NULL};
	return runner_run(suites);
}
