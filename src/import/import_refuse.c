/* The importer's diagnostics: each at its place in the SQL text. */
#include <stdarg.h>
#include <string.h>

#include "import/import_internal.h"

static plansql_diagnostic *report(struct importer *im,
				  plansql_severity severity, long location,
				  const char *code, const char *fmt, va_list ap)
{
	plansql_diagnostic *diag =
	    diag_vadd(im->d, severity, code, "", fmt, ap);
	if (diag && location >= 0)
		diag_position(diag, im->user_sql,
			      im->origin ? im->origin[location]
					 : (size_t)location);
	return diag;
}

bool import_refuse(struct importer *im, long location, const char *code,
		   const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (!im->failed)
		report(im, PLANSQL_ERROR, location, code, fmt, ap);
	va_end(ap);
	im->failed = true;
	return false;
}

void import_warn(struct importer *im, long location, const char *code,
		 const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	report(im, PLANSQL_WARNING, location, code, fmt, ap);
	va_end(ap);
}

bool import_nomem(struct importer *im)
{
	im->d->out_of_memory = 1;
	im->failed = true;
	return false;
}

const char *import_copy(struct importer *im, const char *s)
{
	char *c = arena_strdup(im->a, s);
	if (!c)
		import_nomem(im);
	return c;
}

void *import_push(struct importer *im, void **items, size_t *count, size_t *cap,
		  size_t size)
{
	void *grown = arena_more(im->a, *items, *count, cap, size);
	if (!grown) {
		import_nomem(im);
		return NULL;
	}
	*items = grown;
	char *item = (char *)grown + *count * size;
	memset(item, 0, size);
	(*count)++;
	return item;
}
