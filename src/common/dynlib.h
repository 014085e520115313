/* Shared libraries that only some commands need (libpq, libpg_query,
 * libedit) are opened when first used rather than linked: the dynamic
 * loader would otherwise map them and their own dependencies (TLS,
 * Kerberos, LDAP for libpq) at the start of every process, which costs
 * more than a whole compile.  Each user keeps a table of function
 * pointers, filled once per process. */
#ifndef PLANSQL_DYNLIB_H
#define PLANSQL_DYNLIB_H

#include <stdbool.h>
#include <stddef.h>

/* A symbol of the library and where its address goes in the user's
 * table: a member of pointer size at that offset. */
typedef struct {
	const char *name;
	size_t offset;
} dynlib_symbol;

#define DYNLIB_SYMBOL(table_type, member, symbol)                              \
	{                                                                      \
		symbol, offsetof(table_type, member)                           \
	}

/* Opens soname and stores the address of each of the count symbols in
 * table.  False when the library or a symbol is missing, with why set
 * to the loader's message, copied into why_buf (why_size bytes). */
bool dynlib_load(const char *soname, const dynlib_symbol *symbols, size_t count,
		 void *table, char *why_buf, size_t why_size);

#endif
