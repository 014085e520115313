/* Connections to MySQL and MariaDB servers, as the catalog reader
 * (catalog_mysql.c) and the MySQL engine (exec_mysql.c) open them. */
#ifndef PLANSQL_CATALOG_MYSQL_H
#define PLANSQL_CATALOG_MYSQL_H

#include <stdbool.h>

#include "catalog/catalog_libmariadb.h"
#include "catalog/catalog_mysql_url.h"
#include "plansql.h"

/* Connects m (mysql_init's, with any option of the caller's own set) to
 * the server u names, in utf8mb4, reading the [client] option group,
 * within options' time limit; false when not connected: mysql_error(m)
 * says why.  flags: mysql_real_connect's. */
bool catalog_mysql_connect(MYSQL *m, const struct mysql_url *u,
			   const plansql_load_options *options,
			   unsigned long flags);

#endif
