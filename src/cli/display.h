/* Text from the data as a terminal table shows it: nothing in it can
 * act on the terminal, and its width in columns is known, so that
 * columns line up with wide (CJK) characters and combining marks. */
#ifndef PLANSQL_CLI_DISPLAY_H
#define PLANSQL_CLI_DISPLAY_H

#include <stddef.h>
#include <stdio.h>

/* Writes the ASCII byte c to out (when out is not NULL), escaped as
 * display_text says, and returns the columns it takes. */
size_t display_ascii(FILE *out, unsigned char c);

/* Writes s to out (when out is not NULL) as a table shows it and returns
 * the columns it takes.  Shown escaped: tab, newline, carriage return
 * and backslash as \t \n \r \\; other control characters, C1 controls,
 * bidirectional overrides and isolates (which reorder what follows
 * them on screen) as \xHH or \uHHHH; a byte that is not valid UTF-8 as
 * \xHH. */
size_t display_text(FILE *out, const char *s);

/* display_text with a backslash before each ASCII character of marked
 * (Markdown's "|*_`<[]"), counted in the width. */
size_t display_text_marking(FILE *out, const char *s, const char *marked);

/* SQL as a terminal shows it: lines, tabs and backslashes as they are,
 * everything else display_text escapes escaped too, so that a value in
 * the SQL (the plan's, a model's) cannot act on the terminal.  For SQL
 * shown to people; SQL written for a program is written as it is. */
void display_sql(FILE *out, const char *sql);
/* display_sql, then ";" and a newline. */
void display_statement(FILE *out, const char *sql);

#endif
