#define _POSIX_C_SOURCE 200809L /* fdopen, mkstemp, rename */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "advice.h"
#include "cli.h"
#include "display.h"

/* One byte past the library's input limits, so it can say "too large". */
#define PLAN_READ_LIMIT	   (PLANSQL_MAX_INPUT_BYTES + 1)
#define CATALOG_READ_LIMIT (PLANSQL_MAX_CATALOG_BYTES + 1)

bool read_input(const char *path, struct input *in)
{
	return read_input_up_to(path, PLAN_READ_LIMIT, in);
}

bool read_input_up_to(const char *path, size_t limit, struct input *in)
{
	bool from_stdin = !strcmp(path, "-");
	FILE *f = from_stdin ? stdin : fopen(path, "rb");
	in->name = from_stdin ? "<stdin>" : path;
	in->text = NULL;
	in->len = 0;
	if (!f) {
		fprintf(stderr, "plansql: cannot open %s: %s\n", path,
			strerror(errno));
		return false;
	}
	size_t cap = 1 << 16;
	in->text = malloc(cap + 1);
	while (in->text && in->len < limit) {
		if (in->len == cap) {
			cap *= 2;
			char *grown = realloc(in->text, cap + 1);
			if (!grown) {
				free(in->text);
				in->text = NULL;
				break;
			}
			in->text = grown;
		}
		size_t want = cap - in->len;
		if (want > limit - in->len)
			want = limit - in->len;
		size_t got = fread(in->text + in->len, 1, want, f);
		in->len += got;
		if (got < want)
			break;
	}
	bool failed = !in->text || ferror(f);
	if (failed)
		fprintf(stderr, "plansql: cannot read %s: %s\n", in->name,
			in->text ? strerror(errno) : "out of memory");
	else
		in->text[in->len] = '\0';
	if (!from_stdin)
		fclose(f);
	if (failed)
		free_input(in);
	return !failed;
}

void free_input(struct input *in)
{
	free(in->text);
	in->text = NULL;
	in->len = 0;
}

void print_diagnostics(const plansql_result *r, const char *source_name)
{
	for (size_t i = 0; i < plansql_result_diagnostic_count(r); i++) {
		char *line =
		    advice_line(plansql_result_diagnostic(r, i), source_name);
		fprintf(stderr, "%s\n", line ? line : "plansql: out of memory");
		plansql_free(line);
	}
}

/* Said plainly: the JSON reader would speak of an unexpected end. */
static bool report_if_blank(const struct input *in)
{
	for (size_t i = 0; i < in->len; i++) {
		char c = in->text[i];
		if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
			return false;
	}
	fputs("plansql: the catalog ", stderr);
	display_text(stderr, in->name);
	fputs(" is empty; write one with 'plansql catalog --db DATABASE -o "
	      "FILE' (the format: docs/plan-format.md)\n",
	      stderr);
	return true;
}

bool load_catalog(const char *path, plansql_catalog **catalog)
{
	struct input in;
	*catalog = NULL;
	if (!read_input_up_to(path, CATALOG_READ_LIMIT, &in))
		return false;
	if (report_if_blank(&in)) {
		free_input(&in);
		return false;
	}
	plansql_result *r = plansql_catalog_read(in.text, in.len, catalog);
	if (r)
		print_diagnostics(r, in.name);
	else
		fprintf(stderr, "plansql: out of memory\n");
	plansql_result_free(r);
	free_input(&in);
	return *catalog != NULL;
}

static bool write_all(FILE *f, const char *text)
{
	size_t len = strlen(text);
	return fwrite(text, 1, len, f) == len && fflush(f) == 0;
}

/* A temporary file next to path, renamed over it when complete. */
bool output_file_open(const char *path, struct output_file *of)
{
	memset(of, 0, sizeof *of);
	if (!path || !strcmp(path, "-")) {
		of->f = stdout;
		return true;
	}
	of->path = path;
	size_t n = strlen(path) + 16;
	if (!(of->temp = malloc(n)))
		return false;
	snprintf(of->temp, n, "%s.XXXXXX", path);
	int fd = mkstemp(of->temp);
	mode_t mask = umask(0);
	umask(mask);
	if (fd >= 0) /* mkstemp makes it private; give the usual mode */
		fchmod(fd, 0666 & ~mask);
	of->f = fd >= 0 ? fdopen(fd, "w") : NULL;
	if (!of->f) {
		fprintf(stderr, "plansql: cannot write %s: %s\n", path,
			strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(of->temp);
		}
		free(of->temp);
		of->temp = NULL;
	}
	return of->f != NULL;
}

bool output_file_close(struct output_file *of, bool keep)
{
	if (!of->path) /* standard output */
		return fflush(stdout) == 0 && keep;
	bool ok = fclose(of->f) == 0;
	if (keep && ok && rename(of->temp, of->path) == 0) {
		free(of->temp);
		return true;
	}
	if (keep)
		fprintf(stderr, "plansql: cannot write %s: %s\n", of->path,
			strerror(errno));
	unlink(of->temp);
	free(of->temp);
	return false;
}

bool write_output(const char *path, const char *text)
{
	struct output_file of;
	if ((!path || !strcmp(path, "-")) && isatty(STDOUT_FILENO)) {
		/* a terminal: what a value could make it do is escaped (JSON
		 * has nothing to escape; SQL's literals may) */
		display_sql(stdout, text);
		return fflush(stdout) == 0 && !ferror(stdout);
	}
	if (!output_file_open(path, &of))
		return false;
	bool written = write_all(of.f, text);
	if (!written && of.path)
		fprintf(stderr, "plansql: cannot write %s: %s\n", path,
			strerror(errno));
	return output_file_close(&of, written) && written;
}

bool write_statement(const char *path, const char *sql)
{
	size_t n = strlen(sql);
	char *text = malloc(n + 3);
	if (!text)
		return false;
	memcpy(text, sql, n);
	memcpy(text + n, ";\n", 3);
	bool ok = write_output(path, text);
	free(text);
	return ok;
}

bool write_output_line(const char *path, const char *text)
{
	size_t n = strlen(text);
	if (n && text[n - 1] == '\n')
		return write_output(path, text);
	char *line = malloc(n + 2);
	if (!line)
		return false;
	memcpy(line, text, n);
	memcpy(line + n, "\n", 2);
	bool ok = write_output(path, line);
	free(line);
	return ok;
}

bool parse_dialect(const char *command, const char *name, plansql_dialect *out)
{
	if (plansql_dialect_from_name(name, out) == 0)
		return true;
	fprintf(stderr, "plansql %s: unknown dialect '%s' (use ", command,
		name);
	print_dialects(stderr);
	fputs(")\n", stderr);
	return false;
}

/* The library's dialects, "sqlite, postgres, mysql or tsql". */
void print_dialects(FILE *out)
{
	size_t n = plansql_dialect_count();
	for (size_t i = 0; i < n; i++) {
		if (i)
			fputs(i + 1 < n ? ", " : " or ", out);
		fputs(plansql_dialect_name((plansql_dialect)i), out);
	}
}

static bool same_mark(const char *a, const char *b)
{
	return a && b && !strcmp(a, b);
}

/* The first placeholder of each dialect, with the dialects that write
 * it, a line each under the help's option column:
 *   "                         ?    sqlite, mysql" */
static void print_placeholders(FILE *out)
{
	size_t n = plansql_dialect_count();
	char **marks = calloc(n, sizeof *marks);
	for (size_t i = 0; marks && i < n; i++)
		marks[i] = plansql_dialect_placeholder((plansql_dialect)i, 1);
	for (size_t i = 0; marks && i < n; i++) {
		size_t before = 0;
		while (before < i && !same_mark(marks[before], marks[i]))
			before++;
		if (!marks[i] || before < i) /* none, or said already */
			continue;
		fprintf(out, "%25s%-5s", "", marks[i]);
		for (size_t j = i; j < n; j++)
			if (same_mark(marks[i], marks[j]))
				fprintf(
				    out, "%s%s", j > i ? ", " : "",
				    plansql_dialect_name((plansql_dialect)j));
		fputc('\n', out);
	}
	for (size_t i = 0; marks && i < n; i++)
		plansql_free(marks[i]);
	free(marks);
}

/* Help text with its marks written out from the library's table:
 * {dialects} as print_dialects writes them, {placeholders} as lines. */
void print_help_text(FILE *out, const char *text)
{
	static const struct {
		const char *mark;
		void (*print)(FILE *out);
	} marks[] = {{"{dialects}", print_dialects},
		     {"{placeholders}", print_placeholders}};
	for (;;) {
		const char *at = NULL;
		size_t which = 0;
		for (size_t i = 0; i < sizeof marks / sizeof *marks; i++) {
			const char *found = strstr(text, marks[i].mark);
			if (found && (!at || found < at))
				at = found, which = i;
		}
		if (!at)
			break;
		fwrite(text, 1, (size_t)(at - text), out);
		marks[which].print(out);
		text = at + strlen(marks[which].mark);
	}
	fputs(text, out);
}
