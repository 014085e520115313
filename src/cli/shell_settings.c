/* The shell's settings that change how the plan is compiled, not the
 * plan: bind parameters and the date periods count from.  Undo and redo
 * walk the plans only, so they leave these as they are. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include "display.h"
#include "shell.h"

bool shell_params(struct shell *sh, const char *args)
{
	fflush(stdout);
	if (*args && strcmp(args, "on") && strcmp(args, "off")) {
		fputs("params: on or off, not '", stderr);
		display_text(stderr, args);
		fputs("'\n", stderr);
		return false;
	}
	if (!*args) {
		printf("bind parameters are %s\n", sh->params ? "on" : "off");
		return true;
	}
	sh->params = !strcmp(args, "on");
	return shell_show(sh);
}

/* Sets the day of the session: "" is today, as without --now. */
bool shell_set_now(struct shell *sh, const char *date)
{
	if (*date &&
	    (strlen(date) >= sizeof sh->now || !plansql_date_valid(date)))
		return false;
	strcpy(sh->now, date);
	sh->options.now = *sh->now ? sh->now : NULL;
	return true;
}

bool shell_now(struct shell *sh, const char *args)
{
	fflush(stdout);
	if (!*args) {
		char today[PLANSQL_DATE_SIZE] = "";
		if (!*sh->now)
			plansql_today(today);
		printf("periods count from %s%s\n", *sh->now ? sh->now : today,
		       *sh->now ? "" : " (today)");
		return true;
	}
	if (!shell_set_now(sh, strcmp(args, "today") ? args : "")) {
		fputs("now: a date YYYY-MM-DD, such as 2026-01-15, or today, "
		      "not '",
		      stderr);
		display_text(stderr, args);
		fputs("'\n", stderr);
		return false;
	}
	return shell_show(sh);
}
