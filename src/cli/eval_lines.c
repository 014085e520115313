/* The JSON-lines files of plansql eval (eval.h): the questions and the
 * recorded replies are read the same way, a line at a time, and their
 * problems said the same way, with the file and the line. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include "display.h"
#include "eval.h"

void eval_complain(struct eval_lines *f, const char *fmt, ...)
{
	char text[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	fputs("plansql eval: ", stderr);
	display_text(stderr, f->name);
	if (f->line)
		fprintf(stderr, ":%zu", f->line);
	fputs(": ", stderr);
	display_text(stderr, text);
	fputc('\n', stderr);
	f->failed = true;
}

bool eval_lines_read(const char *path, struct eval_lines *f,
		     void (*each)(struct eval_lines *f, const char *line,
				  size_t len))
{
	struct input in;
	if (!read_input_up_to(path, SIZE_MAX / 2, &in))
		return false;
	f->name = path;
	f->line = 0;
	for (size_t at = 0; at < in.len;) {
		const char *s = in.text + at;
		const char *nl = memchr(s, '\n', in.len - at);
		size_t n = nl ? (size_t)(nl - s) : in.len - at;
		at += n + 1;
		f->line++;
		if (strspn(s, " \t\r") < n) /* blank lines are skipped */
			each(f, s, n);
	}
	free_input(&in);
	return !f->failed;
}
