/* Text values looked up on the database (value_lookup.h). */
#include "value_lookup.h"

/* A lookup's time limit: the audit waits for it, and a value's
 * spellings come from the first rows. */
#define LOOKUP_READ_SECONDS 2.0

void value_lookup_init(struct value_lookup *l, struct database *db,
		       plansql_options *options)
{
	*l = (struct value_lookup){.db = db};
	if (!options)
		return;
	options->lookup_value = value_lookup_answer;
	options->lookup_context = l;
}

plansql_value_found value_lookup_answer(void *context, const char *schema,
					const char *table, const char *column,
					const char *value,
					plansql_value_spellings *spellings)
{
	struct value_lookup *l = context;
	if (!l->lookup) {
		plansql_probe_options o;
		plansql_probe_options_init(&o, sizeof o);
		o.seconds = LOOKUP_READ_SECONDS;
		o.waiting = query_watch_waiting;
		o.context = &l->watch; /* the lookup keeps a copy */
		l->lookup = plansql_db_lookup_new(database_handle(l->db), &o);
		if (!l->lookup)
			return PLANSQL_VALUE_UNKNOWN;
	}
	query_watch_begin(&l->watch, l->db);
	plansql_value_found found = plansql_db_lookup_value(
	    l->lookup, schema, table, column, value, spellings);
	query_watch_end(&l->watch);
	return found;
}

void value_lookup_free(struct value_lookup *l)
{
	plansql_db_lookup_free(l->lookup);
	l->lookup = NULL;
}
