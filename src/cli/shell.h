/* plansql shell: patch a plan interactively, seeing the SQL and the
 * first rows after every change.  Shared by shell*.c. */
#ifndef PLANSQL_CLI_SHELL_H
#define PLANSQL_CLI_SHELL_H

#include <stdbool.h>
#include <stddef.h>

#include "ask_cli.h"
#include "database.h"
#include "plansql.h"
#include "sources.h"

struct shell {
	struct sources sources;
	plansql_options options; /* the catalog and policy of patches */
	struct database *db; /* sources', which reads the data there */
	plansql_dialect dialect; /* the database's */
	/* Every plan of the session; plans[at] is the current one, those
	 * after it can be redone. */
	plansql_plan **plans;
	size_t count, cap, at;
	size_t preview; /* rows shown after a change */
	double seconds; /* every query's time limit; 0: none */
	bool interactive;
	bool failed;	 /* a command failed: the exit status says so */
	bool terminated; /* the plan's decision is "terminate" */
	bool quit;
	/* settings, which undo leaves as they are */
	bool params;	     /* "params on", --params: bind parameters */
	char now[16];	     /* "now DATE", --now; "": today */
	struct ask_args ask; /* the model's options: --llm, ... */
	/* warnings already shown: each audit repeats those of the plan */
	char **said;
	size_t said_count;
	/* what each command accepts, for completion (shell_complete.c);
	 * refreshed after changes */
	struct word_list {
		char **words;
		size_t count;
	} columns,	/* TABLE.COLUMN: add, remove, filter, unfilter */
	    sortable,	/* what order names */
	    operators,	/* what filter takes after its column */
	    functions,	/* what aggregate takes before its colon */
	    aggregates; /* the aliases unaggregate takes */
};

/* Runs one command line; false when the command failed (its reason is
 * printed).  Never loses the current plan. */
bool shell_execute(struct shell *sh, const char *line);
/* Makes next the current plan (undo goes back to the one before), and
 * shows it; false when it could not be shown. */
bool shell_adopt(struct shell *sh, plansql_plan *next);
/* The commands of shell_ask.c and shell_settings.c. */
bool shell_ask(struct shell *sh, const char *question);
bool shell_refine(struct shell *sh, const char *request);
bool shell_params(struct shell *sh, const char *args);
bool shell_now(struct shell *sh, const char *args);
/* Sets the date periods count from ("": today); false when date is no
 * YYYY-MM-DD. */
bool shell_set_now(struct shell *sh, const char *date);
/* The current plan's SQL and first rows; false when either fails. */
bool shell_show(struct shell *sh);
void shell_free_said(struct shell *sh);
/* remember TERM TABLE[.COLUMN]: appends the term to the --glossary file
 * (shell_remember.c); false after printing why. */
bool shell_remember(struct shell *sh, const char *args);
/* The names of commands, for completion and help. */
extern const char *const shell_command_names[];

/* Recomputes the completion words of the current plan. */
void shell_refresh_names(struct shell *sh);
void shell_free_names(struct shell *sh);
/* Sets up tab completion of commands and names for sh. */
void shell_complete_init(struct shell *sh);

#endif
