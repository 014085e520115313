/* Every size plansql accepts is bounded here; docs/limits.md explains
 * each one.  Per-dialect identifier limits live in the dialect files.
 * Not named limits.h: with -I src that name hid the system's <limits.h>
 * from every file. */
#ifndef PLANSQL_PLANSQL_LIMITS_H
#define PLANSQL_PLANSQL_LIMITS_H

/* PLANSQL_MAX_INPUT_BYTES (a plan or policy text) and
 * PLANSQL_MAX_CATALOG_BYTES are public: plansql.h */
#include "plansql.h"

#define PLANSQL_MAX_DEPTH	 32	      /* JSON nesting levels */
/* The parse tree of an imported SQL statement nests some ten JSON
 * levels per level of the plan it becomes. */
#define PLANSQL_MAX_SQL_TREE_DEPTH 320
#define PLANSQL_MAX_SCAN_DEPTH	   PLANSQL_MAX_SQL_TREE_DEPTH
#define PLANSQL_MAX_LIST	 10000	      /* items of one JSON array */
#define PLANSQL_MAX_STRING_BYTES 65536	      /* one JSON string */
#define PLANSQL_MAX_NAME_BYTES	 1024	      /* a table, column or alias */
#define PLANSQL_MAX_SQL_BYTES	 (16u << 20)  /* the printed statement */
#define PLANSQL_MAX_JSON_BYTES	 (1u << 30)   /* a JSON text plansql writes */
#define PLANSQL_ARENA_LIMIT	 (512u << 20) /* memory of one operation */

/* Catalogs describe whole databases: larger lists too. */
#define PLANSQL_MAX_CATALOG_LIST  1000000

/* How long reading a catalog or opening a database waits for it when
 * the caller does not say (plansql_load_options, --connect-timeout). */
#define PLANSQL_CONNECT_TIMEOUT_MS 10000

#endif
