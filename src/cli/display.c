/* Text from the data as a terminal shows it (display.h), through the
 * library's display of text: one decoder and one list of what a
 * terminal must be shown escaped. */
#include "display.h"

#include "plansql.h"

/* Writes what the library made of s; its width. */
static size_t write_shown(FILE *out, const char *s, const char *marked,
			  unsigned flags)
{
	if (!out)
		return plansql_str_append_display(NULL, s, marked, flags);
	plansql_str *shown = plansql_str_new(0);
	size_t width = plansql_str_append_display(shown, s, marked, flags);
	if (shown)
		fwrite(plansql_str_text(shown), 1, plansql_str_length(shown),
		       out);
	else
		fputs("(out of memory)", out);
	plansql_str_free(shown);
	return width;
}

size_t display_ascii(FILE *out, unsigned char c)
{
	char s[2] = {(char)c, '\0'};
	return c ? write_shown(out, s, NULL, 0) : 0;
}

void display_sql(FILE *out, const char *sql)
{
	write_shown(out, sql, NULL, PLANSQL_DISPLAY_SQL);
}

void display_statement(FILE *out, const char *sql)
{
	display_sql(out, sql);
	fputs(";\n", out);
}

size_t display_text(FILE *out, const char *s)
{
	return write_shown(out, s, NULL, 0);
}

size_t display_text_marking(FILE *out, const char *s, const char *marked)
{
	return write_shown(out, s, marked, 0);
}
