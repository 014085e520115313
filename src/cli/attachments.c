/* --attach NAME=PATH (attachments.h): the values taken as given; what
 * SQLite makes of the names and files is the library's to say
 * (plansql_db_check). */
#include "attachments.h"

#include <stdio.h>
#include <string.h>

#include "database.h"
#include "display.h"

static void report_value(const char *who, const char *value,
			 const char *problem)
{
	fprintf(stderr, "%s: --attach ", who);
	display_text(stderr, value);
	fprintf(stderr, ": %s\n", problem);
}

bool attachments_add(struct attachments *a, const char *value, const char *who)
{
	const char *equals = strchr(value, '=');
	size_t i = a->count, n = equals ? (size_t)(equals - value) : 0;
	const char *problem = NULL;
	if (!equals || !equals[1])
		problem = "give NAME=PATH, such as sales=sales.db";
	else if (i == PLANSQL_ATTACH_MAX)
		problem = "at most 10 databases can be attached";
	else if (n >= ATTACH_NAME_SIZE)
		problem = "a name has at most 127 bytes";
	if (problem) {
		report_value(who, value, problem);
		return false;
	}
	memcpy(a->names[i], value, n);
	a->names[i][n] = '\0';
	a->items[i] = (plansql_attachment){a->names[i], equals + 1};
	a->count++;
	return true;
}

bool attachments_check(const struct attachments *a, const char *db,
		       const char *who)
{
	if (!a->count)
		return true;
	if (!db) {
		fprintf(stderr,
			"%s: --attach attaches SQLite files to a SQLite "
			"database: give --db sqlite:PATH\n",
			who);
		return false;
	}
	plansql_load_options o;
	plansql_load_options_init(&o, sizeof o);
	o.attachments = a->items;
	o.attachment_count = a->count;
	plansql_result *r = plansql_db_check(db, &o, NULL);
	bool ok = r && plansql_result_ok(r);
	if (!ok)
		database_report_problems(r, who, "--attach");
	plansql_result_free(r);
	return ok;
}
