/* The names of SQL's aggregates and window functions (sql_kinds.h). */
#include "sql/sql_kinds.h"

const char *const sql_aggregate_names[SQL_AGGREGATE_COUNT] = {
    "COUNT", "SUM", "AVG", "MIN", "MAX", "COUNT_DISTINCT"};
const char *const sql_window_names[SQL_WINDOW_COUNT] = {
    "ROW_NUMBER", "RANK", "DENSE_RANK", "NTILE", "LAG", "LEAD",
    "SUM",	  "AVG",  "COUNT",	"MIN",	 "MAX"};
