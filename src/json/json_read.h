/* Typed access to the members of a jvalue tree, reporting every
 * problem as a diagnostic at the member's JSON Pointer.  Shared by the
 * plan and catalog readers.  Absent members and JSON null are the same:
 * "not given". */
#ifndef PLANSQL_JSON_READ_H
#define PLANSQL_JSON_READ_H

#include "json/json_value.h"
#include <stdbool.h>
#include <stdint.h>

#include "common/arena.h"
#include "common/diag.h"

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* The tree read must have its string values in a (json_scan's strings
 * arena): readers keep them without copying. */
typedef struct jreader {
	arena *a; /* where strings and node arrays go */
	diag_list *d;
} jreader;

/* JSON Pointers of a member and of an array item. */
const char *json_read_child(jreader *r, const char *at, const char *key);
const char *json_read_item(jreader *r, const char *at, size_t index);

void json_read_wrong_type(jreader *r, const jvalue *o, const char *at,
			  const char *expected);
bool json_read_expect(jreader *r, const jvalue *v, const char *at, jv_type type,
		      const char *label);
bool json_read_expect_object(jreader *r, const jvalue *v, const char *at);
/* json_read_expect for the member key of the node at: the pointer is made only
 * when there is something to report. */
bool json_read_expect_member(jreader *r, const jvalue *v, const char *at,
			     const char *key, jv_type type, const char *label);

/* The member key of obj, or NULL when not given; a required member that
 * is not given is reported. */
const jvalue *json_read_member(jreader *r, const jvalue *obj, const char *at,
			       const char *key, bool required);

/* Warns once per member that is not in known, with a "did you mean". */
void json_read_check_fields(jreader *r, const jvalue *obj, const char *at,
			    const char *const *known, size_t count);

const char *json_read_copy_string(jreader *r, const jvalue *v);

/* A deep copy of v in a, that outlives the text and the tree it was read
 * from: strings copied, a number's source text kept (NUL-terminated) so
 * it is written back as it was read.  NULL when out of memory. */
jvalue *json_value_copy(arena *a, const jvalue *v);

/* A table, column, alias or CTE name: a non-empty string of bounded
 * length.  Whether it looks like SQL is judged later, with the catalog. */
const char *json_read_name(jreader *r, const jvalue *obj, const char *at,
			   const char *key, bool required);

/* An informational string: checked for type and kept for writing the
 * plan back; NULL when not given or not a string. */
const char *json_read_note(jreader *r, const jvalue *obj, const char *at,
			   const char *key);

bool json_read_bool(jreader *r, const jvalue *obj, const char *at,
		    const char *key, bool fallback);

/* An integer field: a JSON number with an integral value, at least min;
 * fallback when not given or invalid. */
int64_t json_read_integer(jreader *r, const jvalue *obj, const char *at,
			  const char *key, int64_t min, int64_t fallback);

/* An enum field: the index of its exact spelling in names, fallback when
 * not given, or -1 after an error that lists the accepted values.  A
 * value that differs from one name only in ASCII case is that name, and
 * the repair is reported as fixed (models write "desc" and "Inner"). */
int json_read_enum(jreader *r, const jvalue *obj, const char *at,
		   const char *key, const char *const *names, size_t count,
		   bool required, int fallback);

/* Records on diag the member's JSON text before a repair and after it:
 * after is a trusted ASCII string written quoted, or NULL for null. */
void json_read_change(jreader *r, plansql_diagnostic *diag,
		      const jvalue *before, const char *after);

/* The array member key through *out and its length; 0 and NULL when not
 * given or not an array (then reported). */
size_t json_read_array(jreader *r, const jvalue *obj, const char *at,
		       const char *key, const jvalue **out);

/* Zeroed items from the arena; NULL for count 0 or when out of memory. */
void *json_read_alloc(jreader *r, size_t count, size_t size);

/* Reads each element of the array member key with read_one into a new
 * array of *count items of size bytes. */
typedef bool (*jr_item_fn)(jreader *, const jvalue *, const char *, void *);
bool json_read_each(jreader *r, const jvalue *obj, const char *at,
		    const char *key, size_t size, jr_item_fn read_one,
		    void **items, size_t *count);
#define JR_EACH(r, obj, at, key, fn, items, count)                             \
	json_read_each((r), (obj), (at), (key), sizeof **(items), (fn),        \
		       (void **)(items), (count))

#endif
