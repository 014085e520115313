/* plansql's declarations of libmariadb (catalog_libmariadb.h) held
 * against mysql.h, where configure found it: the same handles, option
 * values and function types.  Only checks at compile time; no code. */
#include "config.h"

#ifdef HAVE_MYSQL_H
#include <mysql.h>
#define LIBMARIADB_CHECK_DECLARATIONS
#endif
#include "catalog/catalog_libmariadb.h"
