/* llm_http: the POST to a model server (ask.h), the only file that
 * calls libcurl (ask_curl.h declares what it uses).  libcurl is opened
 * when the first request is made (dynlib.h), so commands that never ask
 * do not load it and its TLS libraries.  The key goes into the
 * Authorization header and nowhere else: no diagnostic names it, and a
 * server's error body that echoes it is redacted before any of it is
 * shown. */
#define _POSIX_C_SOURCE 200809L
#include "ask/ask.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "config.h"
#include "ask/ask_curl.h"
#include "common/dynlib.h"

#ifndef LIBCURL_SONAME
#define LIBCURL_SONAME "libcurl.so.4"
#endif

#define SYMBOL(member, name) DYNLIB_SYMBOL(struct curl_functions, member, name)
static const dynlib_symbol symbols[] = {
    SYMBOL(global_init, "curl_global_init"),
    SYMBOL(easy_init, "curl_easy_init"),
    SYMBOL(easy_setopt, "curl_easy_setopt"),
    SYMBOL(easy_perform, "curl_easy_perform"),
    SYMBOL(easy_getinfo, "curl_easy_getinfo"),
    SYMBOL(easy_cleanup, "curl_easy_cleanup"),
    SYMBOL(slist_append, "curl_slist_append"),
    SYMBOL(slist_free_all, "curl_slist_free_all"),
};

/* Written once, under pthread_once, then only read.  curl_global_init
 * is not thread-safe in older libcurl: calling it here, once, before
 * any handle exists, is what its manual asks of a library. */
static struct curl_functions curl;
static bool loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load_once(void)
{
	loaded = dynlib_load(LIBCURL_SONAME, symbols,
			     sizeof symbols / sizeof *symbols, &curl, failure,
			     sizeof failure);
	if (loaded && curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
		loaded = false;
		snprintf(failure, sizeof failure, "curl_global_init failed");
	}
}

/* ---- one attempt ---- */

struct attempt {
	strbuf body;
	size_t max;
	bool too_big;
	long retry_after; /* seconds from Retry-After, or -1 */
};

static size_t on_body(char *data, size_t size, size_t n, void *user)
{
	struct attempt *at = user;
	if (at->body.len + n > at->max) {
		at->too_big = true;
		return 0; /* libcurl stops with CURLE_WRITE_ERROR */
	}
	strbuf_put(&at->body, data, n);
	return at->body.error ? 0 : n;
	(void)size; /* always 1 */
}

static bool header_is(const char *line, size_t n, const char *name)
{
	size_t len = strlen(name);
	if (n <= len || line[len] != ':')
		return false;
	for (size_t i = 0; i < len; i++)
		if ((line[i] | 0x20) != (name[i] | 0x20))
			return false;
	return true;
}

/* Retry-After in its seconds form; the date form is left to backoff. */
static size_t on_header(char *line, size_t size, size_t n, void *user)
{
	struct attempt *at = user;
	if (header_is(line, n, "retry-after")) {
		size_t i = strlen("retry-after:");
		while (i < n && line[i] == ' ')
			i++;
		long seconds = 0;
		bool digits = false;
		for (; i < n && line[i] >= '0' && line[i] <= '9'; i++) {
			digits = true;
			if (seconds < 1000000)
				seconds = seconds * 10 + (line[i] - '0');
		}
		if (digits)
			at->retry_after = seconds;
	}
	return n;
	(void)size;
}

static double now_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void sleep_ms(long ms)
{
	struct timespec t = {.tv_sec = ms / 1000,
			     .tv_nsec = (ms % 1000) * 1000000L};
	while (nanosleep(&t, &t) != 0)
		;
}

/* A wait before a retry, cut short by the cancel flag: false then. */
static bool wait_ms(const struct ask_http_options *o, long ms)
{
	for (; ms > 0; ms -= 100) {
		if (o->cancel && *o->cancel)
			return false;
		sleep_ms(ms < 100 ? ms : 100);
	}
	return !(o->cancel && *o->cancel);
}

struct request {
	const struct ask_http_options *opts;
	const char *url;
	const char *body;
	size_t len;
	struct curl_slist *headers;
};

/* libcurl asks this while it waits: non-zero stops the transfer. */
static int on_progress(void *user, curl_off_t down_total, curl_off_t down_now,
		       curl_off_t up_total, curl_off_t up_now)
{
	const volatile sig_atomic_t *cancel = user;
	(void)down_total, (void)down_now, (void)up_total, (void)up_now;
	return *cancel != 0;
}

static CURLcode perform(const struct request *rq, struct attempt *at,
			long *status)
{
	CURL *h = curl.easy_init();
	if (!h)
		return CURLE_OUT_OF_MEMORY;
	curl.easy_setopt(h, CURLOPT_URL, rq->url);
	curl.easy_setopt(h, CURLOPT_POST, 1L);
	curl.easy_setopt(h, CURLOPT_PROTOCOLS,
			 (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
	curl.easy_setopt(h, CURLOPT_POSTFIELDS, rq->body);
	curl.easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)rq->len);
	curl.easy_setopt(h, CURLOPT_HTTPHEADER, rq->headers);
	curl.easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS,
			 rq->opts->connect_timeout_ms);
	curl.easy_setopt(h, CURLOPT_TIMEOUT_MS, rq->opts->timeout_ms);
	curl.easy_setopt(h, CURLOPT_NOSIGNAL, 1L); /* threads may ask too */
	curl.easy_setopt(h, CURLOPT_WRITEFUNCTION, on_body);
	curl.easy_setopt(h, CURLOPT_WRITEDATA, at);
	curl.easy_setopt(h, CURLOPT_HEADERFUNCTION, on_header);
	curl.easy_setopt(h, CURLOPT_HEADERDATA, at);
	curl.easy_setopt(h, CURLOPT_USERAGENT, "plansql/" PACKAGE_VERSION);
	if (rq->opts->cancel) {
		curl.easy_setopt(h, CURLOPT_NOPROGRESS, 0L);
		curl.easy_setopt(h, CURLOPT_XFERINFOFUNCTION, on_progress);
		curl.easy_setopt(h, CURLOPT_XFERINFODATA,
				 (void *)rq->opts->cancel);
	}
	CURLcode rc = curl.easy_perform(h);
	*status = 0;
	curl.easy_getinfo(h, CURLINFO_RESPONSE_CODE, status);
	curl.easy_cleanup(h);
	return rc;
}

/* ---- explaining a failure ---- */

/* The body with every copy of the key (NULL: none) replaced: a server
 * that echoes the key in an error must not make plansql show it.  NULL
 * when out of memory. */
static char *redacted(const char *body, size_t len, const char *key,
		      size_t *out_len)
{
	strbuf sb;
	strbuf_init(&sb, NULL, 0, len + 1);
	size_t klen = key ? strlen(key) : 0;
	for (size_t i = 0; i < len;) {
		if (klen && len - i >= klen &&
		    memcmp(body + i, key, klen) == 0) {
			strbuf_puts(&sb, klen < 5 ? "[k]" : "[key]");
			i += klen;
		} else {
			strbuf_putc(&sb, body[i++]);
		}
	}
	*out_len = sb.len;
	return strbuf_finish(&sb);
}

static void explain_status(const struct request *rq, long status,
			   const char *body, diag_list *d)
{
	const char *text = body ? body : "";
	plansql_diagnostic *diag;
	if (status == 401 || status == 403) {
		diag = diag_error(
		    d, "llm-auth", "", "%N answered %ld: the API key is %s",
		    rq->url, status,
		    rq->opts->key && *rq->opts->key ? "not accepted"
						    : "missing");
		diag_hint(d, diag,
			  "set PLANSQL_LLM_KEY (or OPENAI_API_KEY) to a key "
			  "this server accepts; the server said %N",
			  text);
	} else if (status == 404) {
		diag = diag_error(d, "llm-not-found", "", "%N answered 404",
				  rq->url);
		diag_hint(d, diag,
			  "check the model server's URL (for the openai API "
			  "the base URL ends in /v1), the API it speaks and "
			  "the model name; the server said %N",
			  text);
	} else {
		diag = diag_error(d, "llm-http", "", "%N answered %ld", rq->url,
				  status);
		diag_hint(d, diag, "the server said %N", text);
	}
}

static const char *transport_failure(CURLcode rc)
{
	switch (rc) {
	case CURLE_COULDNT_CONNECT:
		return "connection refused";
	case CURLE_COULDNT_RESOLVE_HOST:
		return "unknown host";
	case CURLE_COULDNT_RESOLVE_PROXY:
		return "unknown proxy host";
	case CURLE_PEER_FAILED_VERIFICATION:
		return "the server's TLS certificate did not verify";
	case CURLE_SSL_CONNECT_ERROR:
		return "the TLS handshake failed";
	case CURLE_UNSUPPORTED_PROTOCOL:
	case CURLE_URL_MALFORMAT:
		return "not an http:// or https:// URL";
	default:
		return "the transfer failed";
	}
}

static void explain_transport(const struct request *rq, CURLcode rc,
			      const struct attempt *at, diag_list *d)
{
	const struct ask_http_options *o = rq->opts;
	plansql_diagnostic *diag;
	if (at->too_big) {
		diag = diag_error(d, "llm-reply-too-big", "",
				  "%N answered more than %zu bytes", rq->url,
				  at->max);
		diag_hint(
		    d, diag,
		    "a plan is a few kilobytes: does the model server's URL "
		    "name a model server?");
	} else if (rc == CURLE_ABORTED_BY_CALLBACK) {
		diag_error(d, "llm-cancelled", "",
			   "the request to %N was cancelled", rq->url);
	} else if (rc == CURLE_OPERATION_TIMEDOUT) {
		diag = diag_error(d, "llm-timeout", "",
				  "%N did not answer within %ld ms", rq->url,
				  o->timeout_ms);
		diag_hint(d, diag,
			  "a large local model may need a longer timeout; "
			  "check the server's log");
	} else {
		diag =
		    diag_error(d, "llm-unreachable", "", "cannot reach %N: %s",
			       rq->url, transport_failure(rc));
		diag_hint(d, diag,
			  "start the model server, or point the model "
			  "server's URL at it; libcurl error %d",
			  (int)rc);
	}
}

/* ---- the retries ---- */

static bool worth_retrying(long status)
{
	return status == 429 || (status >= 500 && status <= 599);
}

static long wait_before_retry(const struct ask_http_options *o,
			      const struct attempt *at, int tried)
{
	long wait = o->backoff_ms;
	for (int i = 1; i < tried && wait < o->max_wait_ms; i++)
		wait *= 2;
	if (at->retry_after >= 0)
		wait = at->retry_after * 1000;
	return wait < o->max_wait_ms ? wait : o->max_wait_ms;
}

static struct ask_http_options with_defaults(const struct ask_http_options *o)
{
	struct ask_http_options r = *o;
	if (r.connect_timeout_ms <= 0)
		r.connect_timeout_ms = 10000;
	if (r.timeout_ms <= 0)
		r.timeout_ms = 120000;
	if (r.retries < 0)
		r.retries = 3;
	if (r.backoff_ms <= 0)
		r.backoff_ms = 500;
	if (r.max_wait_ms <= 0)
		r.max_wait_ms = 30000;
	if (r.max_reply_bytes == 0)
		r.max_reply_bytes = 16u << 20;
	return r;
}

/* Tries until an answer that is not 429/5xx, or the retries run out. */
static bool post_with_retries(const struct request *rq,
			      struct ask_http_result *result, diag_list *d)
{
	const struct ask_http_options *o = rq->opts;
	for (;;) {
		struct attempt at = {.max = o->max_reply_bytes,
				     .retry_after = -1};
		if (o->cancel && *o->cancel) { /* none is sent once stopped */
			explain_transport(rq, CURLE_ABORTED_BY_CALLBACK, &at,
					  d);
			return false;
		}
		strbuf_init(&at.body, NULL, 0, o->max_reply_bytes + 1);
		result->attempts++;
		CURLcode rc = perform(rq, &at, &result->status);
		free(result->body);
		bool got = !at.body.error && at.body.text;
		/* a reply is read as it came: only a failure's body, which
		 * is shown, loses the key (a short key such as "x" would
		 * otherwise change the model's plan) */
		bool shown = rc != CURLE_OK || result->status < 200 ||
			     result->status > 299;
		result->body =
		    redacted(got ? at.body.text : "", got ? at.body.len : 0,
			     shown ? o->key : NULL, &result->len);
		strbuf_release(&at.body);
		if (rc != CURLE_OK) {
			explain_transport(rq, rc, &at, d);
			return false;
		}
		if (result->status >= 200 && result->status <= 299)
			return true;
		if (!worth_retrying(result->status) ||
		    result->attempts > o->retries) {
			explain_status(rq, result->status, result->body, d);
			return false;
		}
		if (!wait_ms(o, wait_before_retry(o, &at, result->attempts))) {
			explain_transport(rq, CURLE_ABORTED_BY_CALLBACK, &at,
					  d);
			return false;
		}
	}
}

static struct curl_slist *make_headers(const char *key)
{
	/* "Expect:" turns off libcurl's 100-continue wait on big bodies,
	 * which servers that do not answer it pay a second for. */
	struct curl_slist *h =
	    curl.slist_append(NULL, "Content-Type: application/json");
	if (h && !curl.slist_append(h, "Expect:")) {
		curl.slist_free_all(h);
		return NULL;
	}
	if (h && key && *key) {
		strbuf sb;
		strbuf_init(&sb, NULL, 0, 16384);
		strbuf_puts(&sb, "Authorization: Bearer ");
		strbuf_puts(&sb, key);
		char *line = strbuf_finish(&sb);
		struct curl_slist *more =
		    line ? curl.slist_append(h, line) : NULL;
		free(line);
		if (!more) {
			curl.slist_free_all(h);
			return NULL;
		}
	}
	return h;
}

static char *join_url(const char *base, const char *path)
{
	size_t n = strlen(base);
	while (n && base[n - 1] == '/')
		n--;
	strbuf sb;
	strbuf_init(&sb, NULL, 0, 1 << 16);
	strbuf_put(&sb, base, n);
	strbuf_puts(&sb, path);
	return strbuf_finish(&sb);
}

bool ask_http_post(const struct ask_http_options *opts, const char *path,
		   const char *body, size_t len, struct ask_http_result *result,
		   diag_list *d)
{
	*result = (struct ask_http_result){0};
	double started = now_seconds();
	pthread_once(&once, load_once);
	if (!loaded) {
		plansql_diagnostic *diag = diag_error(
		    d, "llm-libcurl", "", "cannot load libcurl: %N", failure);
		diag_hint(d, diag, "install libcurl (%s)", LIBCURL_SONAME);
		return false;
	}
	struct ask_http_options o = with_defaults(opts);
	struct request rq = {.opts = &o, .body = body, .len = len};
	char *url = join_url(o.base_url ? o.base_url : "", path);
	rq.url = url;
	rq.headers = make_headers(o.key);
	bool ok = false;
	if (url && rq.headers)
		ok = post_with_retries(&rq, result, d);
	else
		diag_error(d, "llm-unreachable", "", "out of memory");
	curl.slist_free_all(rq.headers);
	free(url);
	result->seconds = now_seconds() - started;
	return ok;
}

void ask_http_result_free(struct ask_http_result *result)
{
	free(result->body);
	*result = (struct ask_http_result){0};
}

bool ask_http_send(void *context, const char *path, const char *body,
		   size_t len, char **reply, size_t *reply_len, diag_list *d)
{
	const struct ask_http_options *http = context;
	struct ask_http_result r;
	bool ok = ask_http_post(http, path, body, len, &r, d);
	if (ok) {
		*reply = r.body;
		*reply_len = r.len;
		r.body = NULL;
	}
	ask_http_result_free(&r);
	return ok;
}
