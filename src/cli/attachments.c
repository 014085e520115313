#define _POSIX_C_SOURCE 200809L /* stat */
#include "attachments.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "display.h"
#include "catalog/catalog_attach.h"

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
	if (!problem) {
		memcpy(a->names[i], value, n);
		a->names[i][n] = '\0';
		a->items[i] = (plansql_attachment){a->names[i], equals + 1};
		problem = attach_name_problem(a->items, i);
	}
	if (problem) {
		report_value(who, value, problem);
		return false;
	}
	a->count++;
	return true;
}

/* Read-only attaching never creates a file, but the engine's words for
 * a missing one puzzle. */
static bool check_file(const plansql_attachment *item, const char *who)
{
	struct stat st;
	int failed = stat(item->path, &st) != 0 ? errno : 0;
	if (!failed && !S_ISDIR(st.st_mode))
		return true;
	fprintf(stderr, "%s: --attach ", who);
	display_text(stderr, item->name);
	fputc('=', stderr);
	display_text(stderr, item->path);
	if (!failed)
		fputs(": that is a directory, not a database file\n", stderr);
	else if (failed == ENOENT || failed == ENOTDIR)
		fputs(": the file does not exist; give the path of an "
		      "existing SQLite file\n",
		      stderr);
	else
		fprintf(stderr, ": %s\n", strerror(failed));
	return false;
}

bool attachments_check(const struct attachments *a, const char *db,
		       const char *who)
{
	if (!a->count)
		return true;
	if (!db || strncmp(db, "sqlite:", 7)) {
		fprintf(stderr,
			"%s: --attach attaches SQLite files to a SQLite "
			"database: give --db sqlite:PATH\n",
			who);
		return false;
	}
	for (size_t i = 0; i < a->count; i++)
		if (!check_file(&a->items[i], who))
			return false;
	return true;
}
