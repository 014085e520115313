/* Which of a database's values plansql ask may send to the model
 * (docs/ask.md, "What is sent to the model"): sample values, and the
 * value findings of the audit, of a column whose values are personal
 * data stay on the machine unless the user asks for them.  A column is
 * personal by its name (Email, FirstName, Phone, ...; Name of a table of
 * people), by what its values look like (e-mail addresses, phone, card
 * and account numbers, IP addresses), or because the catalog marks it
 * private; the mark holds whatever the mode. */
#ifndef PLANSQL_ASK_PRIVATE_H
#define PLANSQL_ASK_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>

#include "catalog/catalog.h"

/* The values of plansql_ask_options.samples. */
enum ask_samples {
	ASK_SAMPLES_NONE = 0, /* no value of the database is sent */
	ASK_SAMPLES_ALL = 1,  /* every column's, but those marked private */
	ASK_SAMPLES_SAFE = 2  /* none of a personal column's (the default) */
};

/* "none", "all", "safe"; and back (false for another name). */
const char *ask_samples_name(enum ask_samples mode);
bool ask_samples_from_name(const char *name, enum ask_samples *out);

/* What the name of table.column says its values are, when they are
 * personal data ("e-mail addresses", "person names", ...), else NULL. */
const char *ask_private_by_name(const char *table, const char *column);

/* What value looks like, when it is personal data, as the kind of
 * values it is one of ("e-mail addresses", "phone numbers", ...), else
 * NULL. */
const char *ask_private_value(const char *value);

/* Why no value of column c of table t is sent under mode, or NULL when
 * its values may be: the catalog's mark, else (safe) its name, else
 * (safe) one of its samples. */
const char *ask_values_withheld(const struct catalog_table *t,
				const struct catalog_column *c,
				enum ask_samples mode);

#endif
