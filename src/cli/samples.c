/* Sample values for plansql ask, plansql run and the shell (samples.h):
 * the library's reads, under Ctrl-C as the command's queries are. */
#include "samples.h"

#include "query.h"

/* A sample read's time limit: a few distinct values come from the first
 * rows, so a read that takes longer is not worth the wait. */
#define SAMPLE_READ_SECONDS 2.0

static plansql_probe_options options_for(struct query_watch *watch)
{
	plansql_probe_options o;
	plansql_probe_options_init(&o, sizeof o);
	o.seconds = SAMPLE_READ_SECONDS;
	o.waiting = query_watch_waiting;
	o.context = watch;
	return o;
}

bool samples_read(struct database *db, plansql_catalog *catalog,
		  const bool *tables)
{
	struct query_watch watch;
	query_watch_begin(&watch, db);
	plansql_probe_options o = options_for(&watch);
	int rc = plansql_catalog_read_samples(catalog, database_handle(db),
					      tables, &o);
	query_watch_end(&watch);
	return rc == PLANSQL_OK;
}
