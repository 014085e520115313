#include "common/dynlib.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* dlerror's text lives in thread-local storage until the next dl call:
 * copied, so that a failure can be reported later, from any thread. */
static void keep_error(const char *soname, char *why_buf, size_t why_size)
{
	const char *error = dlerror();
	snprintf(why_buf, why_size, "%s cannot be loaded: %s", soname,
		 error ? error : "unknown error");
}

/* The library stays open for the life of the process (it is never
 * dlclosed): the table points into it. */
bool dynlib_load(const char *soname, const dynlib_symbol *symbols, size_t count,
		 void *table, char *why_buf, size_t why_size)
{
	void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
	if (!library) {
		keep_error(soname, why_buf, why_size);
		return false;
	}
	for (size_t i = 0; i < count; i++) {
		void *address = dlsym(library, symbols[i].name);
		if (!address) {
			keep_error(soname, why_buf, why_size);
			dlclose(library);
			return false;
		}
		/* POSIX: a dlsym address converts to a function pointer of
		 * the same size; memcpy avoids ISO C's object/function
		 * pointer cast. */
		memcpy((char *)table + symbols[i].offset, &address,
		       sizeof address);
	}
	return true;
}
