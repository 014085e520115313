/* MySQL and MariaDB servers as plansql names them:
 *   mysql://[USER[:PASSWORD]@][HOST[:PORT]]/[DATABASE][?socket=PATH]
 * (or mariadb://), each part percent-decoded.  Without a host, the
 * client's default (a local socket); without a password, the
 * MYSQL_PWD environment variable or the [client] group of the option
 * files, as the mysql client reads them. */
#ifndef PLANSQL_CATALOG_MYSQL_URL_H
#define PLANSQL_CATALOG_MYSQL_URL_H

#include <stdbool.h>

#include "common/diag.h"

struct mysql_url {
	char *user, *password, *host, *database, *socket; /* NULL: none */
	unsigned int port;				  /* 0: the default */
	char *storage;
};

/* Whether name starts with a scheme of this form. */
bool catalog_mysql_url_is(const char *name);
/* Reads name into url; false after reporting why (never showing the
 * password) to d.  Free with catalog_mysql_url_free. */
bool catalog_mysql_url_parse(const char *name, struct mysql_url *url,
			     diag_list *d);
void catalog_mysql_url_free(struct mysql_url *url);

#endif
