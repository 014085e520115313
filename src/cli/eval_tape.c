/* The model's replies, recorded and replayed (eval.h).  One JSON object
 * a line:
 *   {"id", "kind": "plan" | "sql", "candidate", "round", "digest",
 *    "reply", "finish"?, "refusal"?, "usage"?: {"prompt_tokens",
 *    "completion_tokens"}}
 * where only id, round and reply are required, so that a file of
 * {"id", "round", "reply"} lines (../shared/realmodel) replays as it is.
 * The digest names the request the reply answered: a replay of a
 * changed prompt is counted, since it measures the audit and the
 * compiler, not the prompt. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "display.h"
#include "eval.h"

static const char who[] = "plansql eval";

static const plansql_json_limits line_limits = {
    .max_bytes = 16u << 20, .max_items = 1000, .max_depth = 4};

struct tape_entry {
	const char *id, *digest, *reply, *refusal;
	size_t reply_len;
	enum eval_mode mode;
	unsigned candidate, round; /* from 1 */
	plansql_ask_finish finish;
	long prompt_tokens, completion_tokens;
	size_t line;
	plansql_json_doc *doc; /* the line read: the texts above */
	char *id_owned;	       /* an id written as a number, as text */
};

struct eval_tape {
	struct tape_entry *entries;
	size_t count;
};

/* ---- the digest of a request ---- */

/* FNV-1a over each message's role and content: a name for the request,
 * not a protection. */
static void digest_of(const plansql_ask_message *m, size_t count, char out[32])
{
	uint64_t h = 14695981039346656037ULL;
	for (size_t i = 0; i < count; i++)
		for (int part = 0; part < 2; part++) {
			const char *s = part ? m[i].content : m[i].role;
			for (size_t k = 0; k <= strlen(s); k++) {
				h ^= (unsigned char)s[k];
				h *= 1099511628211ULL;
			}
		}
	snprintf(out, 32, "fnv1a64:%016" PRIx64, h);
}

/* ---- reading a tape ---- */

/* What reading a tape needs beside the line. */
struct tape_reading {
	struct eval_tape *tape;
	enum eval_mode mode; /* of the lines without "kind" */
	bool warned_unknown;
};

static struct tape_reading *reading_of(struct eval_lines *f)
{
	return f->context;
}

static long tokens_member(const plansql_json_value *usage, const char *key)
{
	long long n;
	return plansql_json_integer(plansql_json_get(usage, key), &n) &&
		       n >= 0 && n <= LONG_MAX
		   ? (long)n
		   : -1;
}

static unsigned count_member(struct eval_lines *f, const plansql_json_value *o,
			     const char *key, bool required)
{
	const plansql_json_value *v = plansql_json_get(o, key);
	long long n;
	if (!v && !required)
		return 1;
	if (plansql_json_integer(v, &n) && n >= 1 && n <= 1000)
		return (unsigned)n;
	eval_complain(f, "\"%s\" must be a whole number from 1", key);
	return 0;
}

/* A string member, or NULL (required: a complaint).  An id written as
 * a number is kept as its text in *owned. */
static const char *string_member(struct eval_lines *f,
				 const plansql_json_value *o, const char *key,
				 bool required, char **owned)
{
	const plansql_json_value *v = plansql_json_get(o, key);
	long long n;
	if (plansql_json_text_of(v))
		return plansql_json_text_of(v);
	if (owned && plansql_json_integer(v, &n)) {
		size_t len;
		const char *src = plansql_json_source(v, &len);
		return *owned = strndup(src, len);
	}
	if (v || required)
		eval_complain(f, "\"%s\" must be a string", key);
	return NULL;
}

static void warn_unknown(struct eval_lines *f, const plansql_json_value *o)
{
	static const char *const known[] = {"id",     "kind",	 "candidate",
					    "round",  "digest",	 "reply",
					    "finish", "refusal", "usage"};
	struct tape_reading *r = reading_of(f);
	for (size_t i = 0; i < plansql_json_length(o) && !r->warned_unknown;
	     i++) {
		const char *key = plansql_json_member_key(o, i);
		bool found = false;
		for (size_t k = 0; k < sizeof known / sizeof *known; k++)
			found |= !strcmp(key, known[k]);
		if (!found) {
			fprintf(stderr, "%s: ", who);
			display_text(stderr, f->name);
			fprintf(stderr, ":%zu: warning: the member \"",
				f->line);
			display_text(stderr, key);
			fputs("\" is not read (nor reported on later lines)\n",
			      stderr);
			r->warned_unknown = true;
		}
	}
}

static bool entry_mode(struct eval_lines *f, const plansql_json_value *o,
		       enum eval_mode fallback, enum eval_mode *mode)
{
	const char *kind = string_member(f, o, "kind", false, NULL);
	*mode = !kind			? fallback
		: !strcmp(kind, "plan") ? EVAL_PLAN
		: !strcmp(kind, "sql")	? EVAL_SQL
					: EVAL_MODES;
	if (*mode != EVAL_MODES)
		return true;
	eval_complain(f, "\"kind\" is \"plan\" or \"sql\"");
	return false;
}

static plansql_ask_finish finish_of(const char *name)
{
	return !name || !strcmp(name, "stop") ? PLANSQL_FINISH_STOP
	       : !strcmp(name, "length")      ? PLANSQL_FINISH_LENGTH
					      : PLANSQL_FINISH_OTHER;
}

/* e keeps doc, whose texts it points to. */
static void read_entry(struct eval_lines *f, plansql_json_doc *doc,
		       enum eval_mode fallback, struct tape_entry *e)
{
	const plansql_json_value *o = plansql_json_root(doc);
	*e = (struct tape_entry){.line = f->line, .doc = doc};
	if (plansql_json_type_of(o) != PLANSQL_JSON_OBJECT) {
		eval_complain(f, "each line is one JSON object");
		return;
	}
	warn_unknown(f, o);
	const plansql_json_value *reply = plansql_json_get(o, "reply");
	const plansql_json_value *usage = plansql_json_get(o, "usage");
	e->id = string_member(f, o, "id", true, &e->id_owned);
	e->round = count_member(f, o, "round", true);
	e->candidate = count_member(f, o, "candidate", false);
	e->digest = string_member(f, o, "digest", false, NULL);
	e->reply = string_member(f, o, "reply", true, NULL);
	e->reply_len = e->reply ? plansql_json_length(reply) : 0;
	e->refusal = string_member(f, o, "refusal", false, NULL);
	e->finish = finish_of(string_member(f, o, "finish", false, NULL));
	e->prompt_tokens = tokens_member(usage, "prompt_tokens");
	e->completion_tokens = tokens_member(usage, "completion_tokens");
	entry_mode(f, o, fallback, &e->mode);
}

static int entry_order(const void *x, const void *y)
{
	const struct tape_entry *a = x, *b = y;
	int o = strcmp(a->id, b->id);
	if (o)
		return o;
	if (a->mode != b->mode)
		return a->mode < b->mode ? -1 : 1;
	if (a->candidate != b->candidate)
		return a->candidate < b->candidate ? -1 : 1;
	return (a->round > b->round) - (a->round < b->round);
}

static void read_tape_line(struct eval_lines *f, const char *s, size_t n)
{
	struct tape_reading *r = reading_of(f);
	struct eval_tape *t = r->tape;
	plansql_json_doc *doc = NULL;
	plansql_result *result = plansql_json_read(s, n, &line_limits, &doc);
	struct tape_entry *items =
	    realloc(t->entries, (t->count + 1) * sizeof *items);
	if (!items)
		eval_complain(f, "out of memory");
	else
		t->entries = items;
	const plansql_diagnostic *d = plansql_result_diagnostic(result, 0);
	if (items && !doc)
		eval_complain(f, "%s", d ? d->message : "out of memory");
	else if (items)
		read_entry(f, doc, r->mode, &t->entries[t->count++]);
	else
		plansql_json_doc_free(doc);
	plansql_result_free(result);
}

static void find_duplicates(struct eval_lines *f)
{
	struct eval_tape *t = reading_of(f)->tape;
	for (size_t i = 1; i < t->count; i++)
		if (!entry_order(&t->entries[i - 1], &t->entries[i])) {
			f->line = t->entries[i].line;
			eval_complain(f,
				      "a second reply for the same id, kind, "
				      "candidate and round (line %zu)",
				      t->entries[i - 1].line);
		}
}

struct eval_tape *eval_tape_load(const char *path, enum eval_mode mode)
{
	struct eval_tape *t = calloc(1, sizeof *t);
	if (!t) {
		fprintf(stderr, "%s: out of memory\n", who);
		return NULL;
	}
	struct tape_reading r = {.tape = t, .mode = mode};
	struct eval_lines f = {.context = &r};
	if (eval_lines_read(path, &f, read_tape_line)) {
		qsort(t->entries, t->count, sizeof *t->entries, entry_order);
		find_duplicates(&f);
	}
	if (f.failed || !f.name) {
		eval_tape_free(t);
		return NULL;
	}
	return t;
}

void eval_tape_free(struct eval_tape *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->count; i++) {
		plansql_json_doc_free(t->entries[i].doc);
		free(t->entries[i].id_owned);
	}
	free(t->entries);
	free(t);
}

/* ---- replaying ---- */

int eval_tape_replay(void *context, const plansql_ask_message *m, size_t count,
		     unsigned candidate, unsigned round,
		     plansql_ask_reply *reply)
{
	struct eval_tape_use *u = context;
	struct tape_entry key = {.id = u->id,
				 .mode = u->mode,
				 .candidate = candidate + 1,
				 .round = round + 1};
	const struct tape_entry *e =
	    bsearch(&key, u->tape->entries, u->tape->count,
		    sizeof *u->tape->entries, entry_order);
	if (!e) {
		snprintf(u->missing, sizeof u->missing,
			 "the replay has no %s reply for candidate %d, round "
			 "%d",
			 u->mode == EVAL_PLAN ? "plan" : "SQL",
			 (int)candidate + 1, (int)round + 1);
		return 0;
	}
	char digest[32];
	digest_of(m, count, digest);
	u->stale += e->digest && strcmp(e->digest, digest);
	*reply = (plansql_ask_reply){.text = e->reply,
				     .len = e->reply_len,
				     .finish = e->finish,
				     .refusal = e->refusal,
				     .prompt_tokens = e->prompt_tokens,
				     .completion_tokens = e->completion_tokens};
	return 1;
}

/* ---- recording ---- */

struct eval_recorder {
	FILE *f;
	const char *path;
	bool failed;
	pthread_mutex_t lock;
};

struct eval_recorder *eval_recorder_open(const char *path)
{
	struct eval_recorder *r = calloc(1, sizeof *r);
	FILE *f = r ? fopen(path, "w") : NULL;
	if (!f) {
		fprintf(stderr, "%s: cannot write the recording ", who);
		display_text(stderr, path);
		fputs("\n", stderr);
		free(r);
		return NULL;
	}
	r->f = f;
	r->path = path;
	pthread_mutex_init(&r->lock, NULL);
	return r;
}

bool eval_recorder_close(struct eval_recorder *r)
{
	if (!r)
		return true;
	bool ok = !r->failed && fclose(r->f) == 0;
	if (r->failed)
		fclose(r->f);
	if (!ok) {
		fprintf(stderr, "%s: the recording ", who);
		display_text(stderr, r->path);
		fputs(" could not be written whole\n", stderr);
	}
	pthread_mutex_destroy(&r->lock);
	free(r);
	return ok;
}

static const char *finish_name(plansql_ask_finish finish)
{
	return finish == PLANSQL_FINISH_STOP	 ? NULL
	       : finish == PLANSQL_FINISH_LENGTH ? "length"
						 : "other";
}

static void usage_json(plansql_json *w, const plansql_ask_reply *reply)
{
	if (reply->prompt_tokens < 0 && reply->completion_tokens < 0)
		return;
	plansql_json_key(w, "usage");
	plansql_json_begin_object(w);
	plansql_json_key(w, "prompt_tokens");
	reply->prompt_tokens < 0 ? plansql_json_null(w)
				 : plansql_json_int(w, reply->prompt_tokens);
	plansql_json_key(w, "completion_tokens");
	reply->completion_tokens < 0
	    ? plansql_json_null(w)
	    : plansql_json_int(w, reply->completion_tokens);
	plansql_json_end_object(w);
}

static char *entry_json(const struct eval_tape_use *u,
			const plansql_ask_message *m, size_t count,
			unsigned candidate, unsigned round,
			const plansql_ask_reply *c)
{
	char digest[32];
	digest_of(m, count, digest);
	plansql_str *sb = plansql_str_new(0);
	plansql_json *w = plansql_json_new(sb, 0);
	plansql_json_begin_object(w);
	plansql_json_string_member(w, "id", u->id);
	plansql_json_string_member(w, "kind",
				   u->mode == EVAL_PLAN ? "plan" : "sql");
	plansql_json_key(w, "candidate");
	plansql_json_int(w, candidate + 1);
	plansql_json_key(w, "round");
	plansql_json_int(w, round + 1);
	plansql_json_string_member(w, "digest", digest);
	plansql_json_key(w, "reply");
	char *text = strndup(c->text, c->len);
	plansql_json_string(w, text ? text : "");
	free(text);
	plansql_json_string_member(w, "finish", finish_name(c->finish));
	plansql_json_string_member(w, "refusal", c->refusal);
	usage_json(w, c);
	plansql_json_end_object(w);
	plansql_json_free(w);
	return plansql_str_finish(sb);
}

int eval_tape_record(void *context, const plansql_ask_message *m, size_t count,
		     unsigned candidate, unsigned round,
		     const plansql_ask_reply *reply)
{
	struct eval_tape_use *u = context;
	struct eval_recorder *r = u->recorder;
	char *line = entry_json(u, m, count, candidate, round, reply);
	pthread_mutex_lock(&r->lock);
	if (!line || fprintf(r->f, "%s\n", line) < 0 || fflush(r->f))
		r->failed = true;
	bool ok = !r->failed;
	pthread_mutex_unlock(&r->lock);
	free(line);
	return ok;
}
