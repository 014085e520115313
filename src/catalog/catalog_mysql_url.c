/* The names of MySQL and MariaDB servers (catalog_mysql_url.h).  The
 * parts are decoded into one buffer as long as the name, so no part can
 * be longer than what was given; the name itself is never shown, since
 * it may hold a password. */
#include "catalog/catalog_mysql_url.h"

#include <stdlib.h>
#include <string.h>

static const char *const schemes[] = {"mysql://", "mariadb://"};

static size_t scheme_of(const char *name)
{
	for (size_t i = 0; i < sizeof schemes / sizeof *schemes; i++)
		if (!strncmp(name, schemes[i], strlen(schemes[i])))
			return strlen(schemes[i]);
	return 0;
}

bool catalog_mysql_url_is(const char *name)
{
	return name && scheme_of(name) > 0;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* The part [start, end) decoded into *out (advanced past its NUL); NULL
 * for a bad %-escape or a decoded NUL. */
static char *decoded(const char *start, const char *end, char **out)
{
	char *part = *out, *p = part;
	for (const char *s = start; s < end; s++) {
		if (*s != '%') {
			*p++ = *s;
			continue;
		}
		if (end - s < 3 || hex_digit(s[1]) < 0 || hex_digit(s[2]) < 0)
			return NULL;
		char c = (char)(hex_digit(s[1]) * 16 + hex_digit(s[2]));
		if (!c)
			return NULL;
		*p++ = c;
		s += 2;
	}
	*p++ = '\0';
	*out = p;
	return part;
}

static bool bad(diag_list *d, const char *what)
{
	plansql_diagnostic *e =
	    diag_error(d, "bad-database", "",
		       "the MySQL or MariaDB server's name %s", what);
	diag_hint(d, e,
		  "give mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE, "
		  "mariadb://... alike, and ?socket=PATH for a local socket; "
		  "%%-escape @ : / ? in the parts");
	return false;
}

static bool read_port(const char *start, const char *end, unsigned int *port)
{
	unsigned long n = 0;
	if (start == end)
		return false;
	for (const char *s = start; s < end; s++) {
		if (*s < '0' || *s > '9')
			return false;
		n = n * 10 + (unsigned long)(*s - '0');
		if (n > 65535)
			return false;
	}
	*port = (unsigned int)n;
	return n > 0;
}

/* USER[:PASSWORD]@ before authority's end, if any */
static bool read_user(const char **p, const char *end, struct mysql_url *u,
		      char **out)
{
	const char *at = memchr(*p, '@', (size_t)(end - *p));
	if (!at)
		return true;
	const char *colon = memchr(*p, ':', (size_t)(at - *p));
	u->user = decoded(*p, colon ? colon : at, out);
	if (colon)
		u->password = decoded(colon + 1, at, out);
	*p = at + 1;
	return u->user && (!colon || u->password);
}

/* HOST[:PORT], the host possibly in [] (IPv6) */
static bool read_host(const char *p, const char *end, struct mysql_url *u,
		      char **out)
{
	const char *host_end = end;
	if (*p == '[') {
		const char *close = memchr(p, ']', (size_t)(end - p));
		if (!close)
			return false;
		u->host = decoded(p + 1, close, out);
		host_end = close + 1;
	} else {
		const char *colon = memchr(p, ':', (size_t)(end - p));
		host_end = colon ? colon : end;
		if (host_end > p)
			u->host = decoded(p, host_end, out);
		else if (colon)
			return false;
	}
	if (host_end < end && *host_end != ':')
		return false;
	if (host_end < end && !read_port(host_end + 1, end, &u->port))
		return false;
	return !(host_end > p && !u->host);
}

/* ?socket=PATH, the only parameter */
static bool read_query(const char *q, struct mysql_url *u, char **out)
{
	if (!*q)
		return true;
	if (strncmp(q, "socket=", 7) || strchr(q, '&'))
		return false;
	u->socket = decoded(q + 7, q + strlen(q), out);
	return u->socket && *u->socket;
}

bool catalog_mysql_url_parse(const char *name, struct mysql_url *url,
			     diag_list *d)
{
	*url = (struct mysql_url){0};
	size_t scheme = scheme_of(name);
	const char *authority = name + scheme;
	const char *slash = strchr(authority, '/');
	if (!scheme || !slash)
		return bad(d, "has no /DATABASE after its host");
	url->storage = malloc(strlen(name) + 1);
	if (!url->storage) {
		d->out_of_memory = 1;
		return false;
	}
	char *out = url->storage;
	const char *p = authority;
	const char *query = strchr(slash, '?');
	const char *db_end = query ? query : slash + strlen(slash);
	bool ok = read_user(&p, slash, url, &out);
	if (!ok) {
		catalog_mysql_url_free(url);
		return bad(d, "has a bad %-escape in its user or password");
	}
	if (!read_host(p, slash, url, &out)) {
		catalog_mysql_url_free(url);
		return bad(d, "has a bad host or port (a port is 1 to 65535)");
	}
	if (db_end > slash + 1 &&
	    !(url->database = decoded(slash + 1, db_end, &out))) {
		catalog_mysql_url_free(url);
		return bad(d, "has a bad %-escape in its database");
	}
	if (query && !read_query(query + 1, url, &out)) {
		catalog_mysql_url_free(url);
		return bad(d, "takes ?socket=PATH and no other parameter");
	}
	return true;
}

void catalog_mysql_url_free(struct mysql_url *url)
{
	free(url->storage);
	*url = (struct mysql_url){0};
}
