/* plansql's declarations of libpq (catalog_libpq.h) held against
 * libpq-fe.h, where configure found it: the same handles, values, struct
 * layout and function types.  Only checks at compile time; no code. */
#include "config.h"

#ifdef HAVE_LIBPQ_FE_H
#include <libpq-fe.h>
#define LIBPQ_CHECK_DECLARATIONS
#endif
#include "catalog/catalog_libpq.h"
