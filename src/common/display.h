/* Text as a terminal shows it: nothing in it can act on the terminal,
 * and its width in columns is known, so that the columns of a table
 * line up with wide (CJK) characters and combining marks.  The library
 * shows its texts so (plansql_str_append_display), and the command its
 * tables. */
#ifndef PLANSQL_DISPLAY_H
#define PLANSQL_DISPLAY_H

#include <stddef.h>

#include "common/strbuf.h"

/* Keep line breaks, tabs and backslashes as they are: SQL shown to
 * people, whose lines are its own. */
#define DISPLAY_SQL 0x01

/* Appends s to sb (NULL: measures only) as a terminal may show it and
 * returns the columns it takes: tab, newline, carriage return and
 * backslash as \t \n \r \\ (unless DISPLAY_SQL), other C0 controls
 * and DEL as \xHH, the other code points utf8_terminal_unsafe names as
 * \uHHHH, a byte that is not UTF-8 as \xHH; a backslash before each
 * ASCII character of marked (NULL: none) too. */
size_t display_put(strbuf *sb, const char *s, const char *marked,
		   unsigned flags);

#endif
